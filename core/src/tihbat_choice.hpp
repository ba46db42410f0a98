// Internal: Tihbat Expert's choice among the moves that keep the exact value
// (search.cpp calls it after the solver, tihbat_solver.hpp).
//
// Every move that keeps the game-theoretic value is perfect play. Against a
// fallible opponent they are not equal, so in a drawn or lost position the
// Expert takes the one that gives the opponent the most chances to go wrong,
// counted as trap_counter.hpp counts them, with the solver's exact values of
// every reply. It never takes a move of a lower value than the solver's best.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <stop_token>

#include "mancala/rules.hpp"

namespace mancala::detail {

struct TihbatChoiceBudget {
    int timeMs = 0; // from the call on; 0: no limit
    std::stop_token stop;
};

struct TihbatChoice {
    Move move;               // `solverMove` unless another move of the same value has more chances
    std::uint64_t nodes = 0; // positions the solver searched for the choice
};

// `pos` (Tihbat, not over) after the game's positions `history` (oldest
// first, those since the last capture); `solverMove` the solver's move, one
// of the best. Deterministic without a time limit; when the time or the
// stop token cuts it short, `solverMove` stands.
TihbatChoice chooseTihbatMove(const Rules& rules, const Position& pos, std::span<const Position> history,
                              Move solverMove, TihbatChoiceBudget budget);

} // namespace mancala::detail
