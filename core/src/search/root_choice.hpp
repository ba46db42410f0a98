// Internal: the Expert's choice among moves of equal proven value (search.cpp
// calls it when its search has most likely reached every game end).
//
// Where the position is solved, every move that keeps the value is perfect
// play, and the search alone picks one of them by chance. Against a fallible
// opponent they are not equal: after some, many of the opponent's replies
// throw the value away, and their punishment lies deep, where a player
// looking a few moves ahead does not see it. chooseAmongProven() proves the
// value of every root move (proof.hpp), keeps those of the best outcome and
// among them takes the one that gives the opponent the most chances to go
// wrong (root_choice.cpp says how they are counted). It never takes a move of
// a worse outcome than the best.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "search/proof.hpp"

namespace mancala::detail {

struct ProvenMove {
    Move move;
    int outcome = 0;      // for the side to move at the root: 1 win, 0 draw, -1 loss
    double chances = 0.0; // the opponent's expected loss of outcome (see root_choice.cpp)
};

struct ProvenChoice {
    bool proven = false; // false: the solver gave up (budget, repetition), keep the search's move
    Move move;
    int score = 0;                 // exact, search.hpp's scale, root side's view
    std::vector<ProvenMove> moves; // every root move (chances only for those of the best outcome)
    std::uint64_t nodes = 0;
};

// `history`: the game's positions before `root`, oldest first. `preference`:
// the root's legal moves in the search's order of preference, its best first;
// it decides between moves of equal outcome and equal chances.
ProvenChoice chooseAmongProven(const Rules& rules, const Position& root, std::span<const Position> history,
                               std::span<const Move> preference, ProofBudget budget);

} // namespace mancala::detail
