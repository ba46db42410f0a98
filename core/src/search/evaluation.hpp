// Internal: static evaluation of positions for the search (search.cpp, levels.cpp).
#pragma once

#include "mancala/rules.hpp"

namespace mancala::detail {

// Whether the result is certain: the game is over, or a player's total
// exceeds half the seeds of a sowing game (totals never decrease). Then
// `score` is +kWinScore (the side to move wins), -kWinScore or 0 (a draw).
struct Decision {
    bool decided = false;
    int score = 0;
};
Decision decision(const Rules& rules, const Position& pos) noexcept;

// A decided score at `ply` plies from the root.
constexpr int atPly(int decidedScore, int ply) noexcept {
    return decidedScore > 0 ? decidedScore - ply : decidedScore < 0 ? decidedScore + ply : 0;
}

// The captured-seed difference for the side to move, in hundredths of a seed
// (Level::Advanced). Precondition: not decided.
int materialScore(const Position& pos) noexcept;

// The full evaluation (Intermediate, Expert): the captured-seed difference
// plus the terms of each game. Precondition: not decided.
int fullScore(const Rules& rules, const Position& pos) noexcept;

} // namespace mancala::detail
