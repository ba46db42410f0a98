// Internal: Tihbat's board and sowing, shared by the rules (tihbat.cpp) and
// the exact solver (tihbat_solver.cpp), which sows on boards of its own.
//
// Four holes: a1 (0), a2 (1), b1 (2), b2 (3); South owns a1 and b1 (row 0,
// even holes), North a2 and b2. A move takes every counter of one of the
// mover's holes, drops the first back into it and the rest counter-clockwise
// (a1 -> b1 -> b2 -> a2 -> a1); if the last falls into one of the mover's
// holes and makes 2, 4, 6 or 8 there, the mover captures them.
#pragma once

#include <array>

#include "mancala/types.hpp"

namespace mancala::detail::tihbat {

inline constexpr Hole kA1 = 0, kA2 = 1, kB1 = 2, kB2 = 3;
inline constexpr int kHoles = 4;
inline constexpr int kTotal = 28;

// The counter-clockwise sowing cycle starting from each hole.
inline constexpr std::array<std::array<Hole, kHoles>, kHoles> kCycleFrom{{
    {kA1, kB1, kB2, kA2},
    {kA2, kA1, kB1, kB2},
    {kB1, kB2, kA2, kA1},
    {kB2, kA2, kA1, kB1},
}};

// The mover's holes are those of row index(side): a1/b1 (holes 0, 2) for
// South, a2/b2 (holes 1, 3) for North.
constexpr bool ownedBy(int h, Side s) noexcept { return (h & 1) == index(s); }

constexpr bool capturable(int n) noexcept { return n == 2 || n == 4 || n == 6 || n == 8; }

struct Sowing {
    Hole last = kNoHole; // where the last counter fell
    int captured = 0;    // the counters the mover took from there (0: no capture)
};

// Sows hole `from` of `board` (precondition: it holds a counter) for `mover`
// and makes the capture, if any: the counters leave the board, the caller
// adds them to a total. `Board` is any array of at least four counts
// (Position::board, the solver's boards).
template <class Board>
constexpr Sowing sow(Board& board, int from, Side mover) noexcept {
    using Count = typename Board::value_type;
    const int count = board[static_cast<std::size_t>(from)];
    board[static_cast<std::size_t>(from)] = 0;
    const auto& cycle = kCycleFrom[static_cast<std::size_t>(from)];
    const int laps = count / kHoles;
    const int rest = count % kHoles;
    for (int i = 0; i < kHoles; ++i) {
        Count& hole = board[cycle[static_cast<std::size_t>(i)]];
        hole = static_cast<Count>(hole + laps + (i < rest ? 1 : 0));
    }
    Sowing s;
    s.last = cycle[static_cast<std::size_t>((count - 1) % kHoles)];
    const int inLast = board[s.last];
    if (ownedBy(s.last, mover) && capturable(inLast)) {
        board[s.last] = 0;
        s.captured = inLast;
    }
    return s;
}

} // namespace mancala::detail::tihbat
