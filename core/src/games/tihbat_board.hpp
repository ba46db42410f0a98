// Internal: Tihbat's board, sowing and key, shared by the rules and their
// fast playout (tihbat.cpp) and the exact solver (tihbat_solver.cpp), which
// sows on boards of its own.
//
// Four holes: a1 (0), a2 (1), b1 (2), b2 (3); South owns a1 and b1 (row 0,
// even holes), North a2 and b2. A move takes every counter of one of the
// mover's holes, drops the first back into it and the rest counter-clockwise
// (a1 -> b1 -> b2 -> a2 -> a1); if the last falls into one of the mover's
// holes and makes 2, 4, 6 or 8 there, the mover captures them.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

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
constexpr bool ownedBy(int h, Side s) noexcept {
    return (h & 1) == index(s);
}

constexpr bool capturable(int n) noexcept {
    return n == 2 || n == 4 || n == 6 || n == 8;
}

// The four holes as the bytes of one word in sowing order: ring 0..3 =
// a1 b1 b2 a2 (kCycleFrom[kA1]). The one sowing below works on it, for the
// rules, the solver and the fast playout alike.
using Ring = std::uint32_t;
// The ring place of each hole.
inline constexpr std::array<int, kHoles> kRingOf{0, 3, 1, 2};

template <class Board> constexpr Ring ringOf(const Board& board) noexcept {
    Ring ring = 0;
    for (int i = 0; i < kHoles; ++i)
        ring |= static_cast<Ring>(board[kCycleFrom[kA1][static_cast<std::size_t>(i)]]) << (8 * i);
    return ring;
}

template <class Board> constexpr void store(Ring ring, Board& board) noexcept {
    using Count = typename Board::value_type;
    for (int i = 0; i < kHoles; ++i)
        board[kCycleFrom[kA1][static_cast<std::size_t>(i)]] = static_cast<Count>((ring >> (8 * i)) & 0xFF);
}

// Sows ring place r (not empty) for `mover`, whose holes are ring 0, 1
// (South) or 2, 3 (North), and makes the capture, if any: the counters leave
// the board, the caller adds them to a total. Returns the counters captured.
// Without branches: whether a move captures is as good as random, and a
// mispredicted branch would cost more than the whole sowing.
constexpr int sowRing(Ring& ring, int r, Side mover) noexcept {
    constexpr std::array<Ring, kHoles> kFirst{0, 0x01, 0x0101, 0x01'0101}; // one in each of n holes
    static_assert(kTotal < 32);
    constexpr Ring kCapturable = [] { // bit n: capturable(n)
        Ring bits = 0;
        for (int n = 0; n <= kTotal; ++n)
            bits |= capturable(n) ? 1u << n : 0u;
        return bits;
    }();
    const int shift = 8 * r;
    const int count = static_cast<int>((ring >> shift) & 0xFF);
    ring &= ~(Ring{0xFF} << shift);
    const Ring rest = kFirst[static_cast<std::size_t>(count % kHoles)];
    ring += static_cast<Ring>(count / kHoles) * 0x0101'0101u + (rest << shift | rest >> ((32 - shift) & 31));
    const int last = (r + count - 1) % kHoles;
    const Ring inLast = (ring >> (8 * last)) & 0xFF;
    const Ring own = (last < 2) == (mover == Side::South) ? 1u : 0u;
    const Ring taken = 0u - (own & (kCapturable >> inLast)); // all ones: a capture
    ring &= ~(taken & (Ring{0xFF} << (8 * last)));
    return static_cast<int>(inLast & taken);
}

// The key of a position (Rules::key, the fast playout): the holes' bytes in
// hole order (a1 a2 b1 b2), then the totals as totalsWord() packs them and
// the side to move.
constexpr std::uint64_t totalsWord(int south, int north) noexcept {
    return std::uint64_t(static_cast<std::uint8_t>(south)) << 32 | std::uint64_t(static_cast<std::uint8_t>(north))
                                                                       << 40;
}
constexpr PositionKey positionKey(Ring ring, std::uint64_t totals, Side toMove) noexcept {
    const std::uint64_t holes = (ring & 0xFF) | (ring >> 24) << 8 | (ring & 0xFF'FF00) << 8;
    return PositionKey{totals | std::uint64_t{toMove == Side::North} << 56, holes};
}

struct Sowing {
    Hole last = kNoHole; // where the last counter fell
    int captured = 0;    // the counters the mover took from there (0: no capture)
};

// sowRing() on hole `from` of `board` (precondition: it holds a counter).
// `Board` is any array of at least four counts (Position::board, the
// solver's boards).
template <class Board> constexpr Sowing sow(Board& board, int from, Side mover) noexcept {
    const int count = board[static_cast<std::size_t>(from)];
    Ring ring = ringOf(board);
    Sowing s;
    s.captured = sowRing(ring, kRingOf[static_cast<std::size_t>(from)], mover);
    store(ring, board);
    s.last = kCycleFrom[static_cast<std::size_t>(from)][static_cast<std::size_t>((count - 1) % kHoles)];
    return s;
}

} // namespace mancala::detail::tihbat
