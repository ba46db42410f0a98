// Internal: Bao la Kimasai's board as a bitboard, shared by the rules
// (bao_la_kimasai.cpp) and the evaluation features (bao_features.cpp), so
// that both count moves and captures with the same code.
//
// A board is a 48-bit occupancy mask in hole order (bit col * 4 + row), so a
// side's movable stones are a few shifts and masks.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

#include "mancala/types.hpp"

namespace mancala::detail::bao {

inline constexpr int kRows = 4;
inline constexpr int kCols = 12;
inline constexpr int kHoles = kRows * kCols;
inline constexpr int kTotal = 46;

using Mask = std::uint64_t;

constexpr Mask rowMask(int row) noexcept {
    Mask m = 0;
    for (int c = 0; c < kCols; ++c)
        m |= Mask{1} << (c * kRows + row);
    return m;
}

inline constexpr Mask kColA = 0xF;
inline constexpr Mask kColL = kColA << (kRows * (kCols - 1));

// How one side's stones travel. Stones on `forward` step to hole + 4 (the
// next column), on `backward` to hole - 4; the corner stone `atL` (column l)
// steps to hole - 1 and `atA` (column a) to hole + 1. From a hole of the
// `front` row, the opponent's front and back holes of the same column are
// `across` and 2 * `across` holes away.
struct Ring {
    Mask own;
    Mask forward;
    Mask backward;
    Mask atL;
    Mask atA;
    Mask front;
    int across;
};

// South: front row 2 (row index 1) runs a -> l, back row 1 (index 0) l -> a.
// North: back row 4 (index 3) runs a -> l, front row 3 (index 2) l -> a.
inline constexpr std::array<Ring, 2> kRing{{
    {rowMask(0) | rowMask(1), rowMask(1) & ~kColL, rowMask(0) & ~kColA, Mask{1} << 45, Mask{1} << 0, rowMask(1), 1},
    {rowMask(2) | rowMask(3), rowMask(3) & ~kColL, rowMask(2) & ~kColA, Mask{1} << 47, Mask{1} << 2, rowMask(2), -1},
}};

// The destination of a stone in each hole, around its owner's ring.
constexpr std::array<Hole, kHoles> makeNext() noexcept {
    std::array<Hole, kHoles> next{};
    for (int h = 0; h < kHoles; ++h) {
        const Mask bit = Mask{1} << h;
        for (const Ring& r : kRing) {
            if (bit & r.forward)
                next[h] = static_cast<Hole>(h + kRows);
            else if (bit & r.backward)
                next[h] = static_cast<Hole>(h - kRows);
            else if (bit & r.atL)
                next[h] = static_cast<Hole>(h - 1);
            else if (bit & r.atA)
                next[h] = static_cast<Hole>(h + 1);
        }
    }
    return next;
}
inline constexpr std::array<Hole, kHoles> kNext = makeNext();

// Stones of `side` whose next hole is empty.
constexpr Mask movable(Mask occupied, Side side) noexcept {
    const Ring& r = kRing[index(side)];
    return occupied & ((r.forward & ~(occupied >> kRows)) | (r.backward & ~(occupied << kRows)) |
                       (r.atL & ~(occupied << 1)) | (r.atA & ~(occupied >> 1)));
}

// Eight holes as the bytes of a word, hole 8w + i in byte i (one load).
constexpr Mask load8(const std::uint8_t* p) noexcept {
    return Mask{p[0]} | Mask{p[1]} << 8 | Mask{p[2]} << 16 | Mask{p[3]} << 24 | Mask{p[4]} << 32 | Mask{p[5]} << 40 |
           Mask{p[6]} << 48 | Mask{p[7]} << 56;
}

// Writes the word back as the bytes of eight holes (one store).
constexpr void store8(std::uint8_t* p, Mask bytes) noexcept {
    p[0] = static_cast<std::uint8_t>(bytes);
    p[1] = static_cast<std::uint8_t>(bytes >> 8);
    p[2] = static_cast<std::uint8_t>(bytes >> 16);
    p[3] = static_cast<std::uint8_t>(bytes >> 24);
    p[4] = static_cast<std::uint8_t>(bytes >> 32);
    p[5] = static_cast<std::uint8_t>(bytes >> 40);
    p[6] = static_cast<std::uint8_t>(bytes >> 48);
    p[7] = static_cast<std::uint8_t>(bytes >> 56);
}

// Bit h set <=> hole h holds a stone (holes hold 0 or 1).
constexpr Mask occupancy(const Position& pos) noexcept {
    constexpr Mask kGather = 0x0102040810204080; // moves bit 0 of byte i to bit 56 + i
    Mask occupied = 0;
    for (int w = 0; w < kHoles / 8; ++w)
        occupied |= ((load8(pos.board.data() + 8 * w) * kGather) >> 56) << (8 * w);
    return occupied;
}

constexpr int rowOfHole(Hole h) noexcept {
    return h % kRows;
}
constexpr Side ownerOf(Hole h) noexcept {
    return rowOfHole(h) < kRows / 2 ? Side::South : Side::North;
}

// Sets holes 8w .. 8w + 7 from their bits of `occupied`. Whole words are
// written so that the next occupancy() reads them back without a stall.
constexpr void storeWord(Position& pos, Mask occupied, int w) noexcept {
    constexpr Mask kBytes = 0x0101010101010101;
    const Mask spread = (((occupied >> (8 * w)) & 0xFF) * kBytes) & 0x8040201008040201; // bit i in byte i
    store8(pos.board.data() + 8 * w, ((spread + 0x7F7F7F7F7F7F7F7F) >> 7) & kBytes);
}

// Where the stones `stones` of `side` step to (each to its next hole).
constexpr Mask stepped(Mask stones, Side side) noexcept {
    const Ring& r = kRing[index(side)];
    return ((stones & r.forward) << kRows) | ((stones & r.backward) >> kRows) | ((stones & r.atL) >> 1) |
           ((stones & r.atA) << 1);
}

// The step of the stone in each hole: the bits of the hole and of its
// destination, and the opponent's front and back holes across the
// destination when that is in the mover's front row (otherwise 0: no
// capture).
struct Step {
    Mask fromTo = 0;
    Mask front = 0;
    Mask back = 0;
};
constexpr std::array<Step, kHoles> makeSteps() noexcept {
    std::array<Step, kHoles> steps{};
    for (int from = 0; from < kHoles; ++from) {
        const Ring& ring = kRing[index(ownerOf(static_cast<Hole>(from)))];
        const int to = kNext[static_cast<std::size_t>(from)];
        Step& s = steps[static_cast<std::size_t>(from)];
        s.fromTo = Mask{1} << from | Mask{1} << to;
        if ((ring.front >> to) & 1) {
            s.front = Mask{1} << (to + ring.across);
            s.back = Mask{1} << (to + 2 * ring.across);
        }
    }
    return steps;
}
inline constexpr std::array<Step, kHoles> kSteps = makeSteps();

// The stones a move captures: the opponent's front-row stone across its
// destination, and the back-row stone behind it only with it (0: none).
struct Captured {
    Mask front = 0;
    Mask back = 0;
};

// Plays the step of the stone in hole `from` (a legal move) on `occupied`
// with its capture, without a branch.
constexpr Captured play(Mask& occupied, int from) noexcept {
    const Step& step = kSteps[static_cast<std::size_t>(from)];
    Captured c;
    c.front = occupied & step.front;
    c.back = occupied & step.back & (Mask{0} - (c.front != 0));
    occupied ^= step.fromTo | c.front | c.back;
    return c;
}

// The key of a position (Rules::key, the fast playout): the occupancy, then
// the totals as South's | North's << 16, and the side to move.
constexpr PositionKey positionKey(Mask occupied, std::uint64_t totals, Side toMove) noexcept {
    return PositionKey{totals | std::uint64_t{toMove == Side::North} << 56, occupied};
}

// How many moves `side` has in `occupied` that capture: a stone steps into
// its front row facing an opponent's front-row stone (as doApply takes it).
constexpr int captureCount(Mask occupied, Side side) noexcept {
    const Ring& r = kRing[index(side)];
    const Mask into = stepped(movable(occupied, side), side) & r.front;
    const Mask facing = r.across > 0 ? into << r.across : into >> -r.across;
    return std::popcount(facing & occupied);
}

} // namespace mancala::detail::bao
