// Internal: the Expert's choice among the moves that keep an exact value,
// where an exact solver knows the game-theoretic value: Tihbat's solver
// (tihbat_solver.hpp) and the endgame databases of Djenon-aboure and Ayoayo
// (endgames.hpp). search_api.cpp calls it after the solver.
//
// Every move that keeps the value is perfect play. Against a fallible
// opponent they are not equal, so in a drawn or lost position the Expert
// takes the one that gives the opponent the most chances to go wrong,
// counted as trap_counter.hpp counts them, with the solver's exact values of
// every reply. It never takes a move of a lower value than the solver's best.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <stop_token>

#include "mancala/rules.hpp"

namespace mancala::detail {

struct ExactSolution {
    // Net future gains of the side to move under perfect play (captures and
    // end allotments): the final difference is this plus the current
    // difference of the totals.
    int future = 0;
    Move best;               // a move that keeps `future`
    std::uint64_t nodes = 0; // positions searched for this answer
};

// The exact value of a position (not over) after the game's positions
// `history` (oldest first; those since the last capture matter); empty when
// the solver gives up or is stopped.
using ExactSolver = std::function<std::optional<ExactSolution>(const Position& pos, std::span<const Position> history,
                                                               const std::stop_token& stop)>;

struct ExactChoiceBudget {
    int timeMs = 0; // from the call on; 0: no limit
    std::stop_token stop;
};

struct ExactChoice {
    Move move;               // `solverMove` unless another move of the same value has more chances
    std::uint64_t nodes = 0; // positions the solver searched for the choice
};

// `pos` (not over) after the game's positions `history`; `solverMove` the
// solver's move, one of the best. Deterministic without a time limit; when
// the time, the stop token or the solver cuts it short, `solverMove` stands.
ExactChoice chooseExactMove(const Rules& rules, const Position& pos, std::span<const Position> history, Move solverMove,
                            ExactChoiceBudget budget, const ExactSolver& solve);

} // namespace mancala::detail
