// Bao la Kimasai, four rows (seed 004), as this program plays it.
//
// - 4 x 12 holes, no stores. Rows 1 (back) and 2 (front) are South's, rows 3
//   (front) and 4 (back) North's; the front rows face each other. At the
//   start every hole holds one stone except the leftmost hole of each
//   player's front row as that player sees it: South's a2 and North's l3
//   (46 stones). South moves first.
// - Legal move: step one of your stones to the next hole clockwise around
//   your own two rows, only if that hole is empty; a hole never holds more
//   than one stone. South's cycle: a2 -> b2 -> ... -> l2 -> l1 -> k1 -> ...
//   -> a1 -> a2. North's cycle: a4 -> b4 -> ... -> l4 -> l3 -> k3 -> ... ->
//   a3 -> a4. [choice] Clockwise, as seed 004 says, although Mancala World
//   gives counter-clockwise.
// - Capture: when the stone steps into a hole of the mover's front row (from
//   the front row or round the corner from the back row) and the opponent's
//   front-row hole of the same column is occupied, that stone is captured,
//   and the opponent's back-row stone of that column too if there is one. A
//   back-row stone is never captured on its own. Captured stones leave the
//   board for the capturer's total. South's first move is forced (a1-a2) and
//   captures a3 and a4.
// - End: after a move, if the opponent has no stones left (NoStones) or no
//   legal move (NoMoves), the mover wins. So the player to move always has a
//   move, and a pass is never legal. (A side never has more than its 23
//   starting stones in a ring of 24 holes, so from the start position a side
//   with stones can always move; NoMoves needs a constructed board.)
// - Repetition: the second occurrence of a position (board and side to move;
//   the captured totals follow from the board) ends the game in a draw, with
//   no allotment. From the start position no position ever repeats, so games
//   end by NoStones: a repetition needs a capture-free stretch in which each
//   side's stones go right round their ring. Front-row stones of the two
//   sides run in opposite directions and cannot pass each other without a
//   capture, so only one side at a time has stones in its front row. Per
//   round of the rings South makes at least 13 moves (a1-a2 to l2-l1) while
//   its front row holds stones, and North, moving as often, has only its 11
//   back-row steps (a4-b4 to k4-l4) to make meanwhile.
//
// Internally a board is a 48-bit occupancy mask in hole order (bit
// col * 4 + row), so a side's movable stones are a few shifts and masks.
#include <bit>

#include "games.hpp"

namespace mancala::detail {
namespace {

constexpr int kRows = 4;
constexpr int kCols = 12;
constexpr int kHoles = kRows * kCols;
constexpr int kTotal = 46;

using Mask = std::uint64_t;

constexpr Mask rowMask(int row) noexcept {
    Mask m = 0;
    for (int c = 0; c < kCols; ++c)
        m |= Mask{1} << (c * kRows + row);
    return m;
}

constexpr Mask kColA = 0xF;
constexpr Mask kColL = kColA << (kRows * (kCols - 1));

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
constexpr std::array<Ring, 2> kRing{{
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
constexpr std::array<Hole, kHoles> kNext = makeNext();

// Stones of `side` whose next hole is empty.
constexpr Mask movable(Mask occupied, Side side) noexcept {
    const Ring& r = kRing[index(side)];
    return occupied & ((r.forward & ~(occupied >> kRows)) | (r.backward & ~(occupied << kRows)) |
                       (r.atL & ~(occupied << 1)) | (r.atA & ~(occupied >> 1)));
}

// Eight holes as the bytes of a word, hole 8w + i in byte i (one load).
constexpr Mask load8(const std::uint8_t* p) noexcept {
    return Mask{p[0]} | Mask{p[1]} << 8 | Mask{p[2]} << 16 | Mask{p[3]} << 24 | Mask{p[4]} << 32 |
           Mask{p[5]} << 40 | Mask{p[6]} << 48 | Mask{p[7]} << 56;
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

constexpr int rowOfHole(Hole h) noexcept { return h % kRows; }
constexpr Side ownerOf(Hole h) noexcept { return rowOfHole(h) < kRows / 2 ? Side::South : Side::North; }

// Sets holes 8w .. 8w + 7 from their bits of `occupied`. Whole words are
// written so that the next occupancy() reads them back without a stall.
constexpr void storeWord(Position& pos, Mask occupied, int w) noexcept {
    constexpr Mask kBytes = 0x0101010101010101;
    const Mask spread = (((occupied >> (8 * w)) & 0xFF) * kBytes) & 0x8040201008040201; // bit i in byte i
    store8(pos.board.data() + 8 * w, ((spread + 0x7F7F7F7F7F7F7F7F) >> 7) & kBytes);
}

constexpr Winner winnerOf(Side s) noexcept { return s == Side::South ? Winner::South : Winner::North; }

class BaoLaKimasai final : public Rules {
public:
    GameId id() const noexcept override { return GameId::BaoLaKimasai; }
    int rows() const noexcept override { return kRows; }
    int cols() const noexcept override { return kCols; }
    int totalSeeds() const noexcept override { return kTotal; }
    int repetitionLimit() const noexcept override { return 2; }

    Position initial() const override {
        Position pos;
        for (int h = 0; h < kHoles; ++h)
            pos.board[h] = 1;
        pos.board[hole(1, 0)] = 0;         // a2
        pos.board[hole(2, kCols - 1)] = 0; // l3
        return pos;
    }

    Move moveFrom(Hole from) const noexcept override {
        return Move::step(from, from < kHoles ? kNext[from] : kNoHole);
    }

    void legalMoves(const Position& pos, MoveList& out) const override {
        out.clear();
        if (pos.over())
            return;
        for (Mask m = movable(occupancy(pos), pos.toMove); m != 0; m &= m - 1) {
            const Hole from = static_cast<Hole>(std::countr_zero(m));
            out.push(Move::step(from, kNext[from]));
        }
    }

    IllegalReason check(const Position& pos, Move m) const override {
        if (pos.over())
            return IllegalReason::GameOver;
        if (m.isPass())
            return IllegalReason::MustMove;
        if (m.from >= kHoles || (m.to != kNoHole && m.to >= kHoles))
            return IllegalReason::NotAHole;
        if (ownerOf(m.from) != pos.toMove)
            return IllegalReason::NotYourHole;
        if (pos.board[m.from] == 0)
            return IllegalReason::Empty;
        if (pos.board[kNext[m.from]] != 0)
            return IllegalReason::DestinationOccupied;
        if (m.to != kNext[m.from])
            return IllegalReason::WrongDestination;
        return IllegalReason::None;
    }

    void apply(Position& pos, Move m, Trace* trace) const override {
        const Side mover = pos.toMove;
        const Side other = opponent(mover);
        const Ring& ring = kRing[index(mover)];
        const Hole from = m.from;
        const Hole to = kNext[from];
        // The holes `across` the destination stay inside the board from any
        // destination of the mover; they matter only from the front row.
        const Hole front = static_cast<Hole>(to + ring.across);
        const Hole back = static_cast<Hole>(to + 2 * ring.across);
        Mask occupied = occupancy(pos);
        const Mask takeFront = (ring.front >> to) & (occupied >> front) & 1;
        const Mask takeBack = takeFront & (occupied >> back);

        occupied ^= (Mask{1} << from) | (Mask{1} << to) | (takeFront << front) | (takeBack << back);
        storeWord(pos, occupied, from / 8);
        storeWord(pos, occupied, to / 8); // a column's four holes share a word
        pos.totals[index(mover)] = static_cast<std::uint16_t>(pos.totals[index(mover)] + takeFront + takeBack);
        pos.toMove = other;
        if (trace) {
            trace->push_back(Event{.kind = EventKind::PickUp, .hole = from, .count = 1});
            trace->push_back(Event{.kind = EventKind::Drop, .hole = to});
            if (takeFront)
                trace->push_back(Event{.kind = EventKind::Capture, .hole = front, .count = 1, .side = mover});
            if (takeBack)
                trace->push_back(Event{.kind = EventKind::Capture, .hole = back, .count = 1, .side = mover});
        }

        if ((occupied & kRing[index(other)].own) == 0)
            finish(pos, EndReason::NoStones, winnerOf(mover), trace);
        else if (movable(occupied, other) == 0)
            finish(pos, EndReason::NoMoves, winnerOf(mover), trace);
    }

    void endByRepetition(Position& pos, Trace* trace) const override {
        finish(pos, EndReason::Repetition, Winner::Draw, trace);
    }

    PositionKey key(const Position& pos) const noexcept override {
        // The layout of Rules::key() for boards of single stones.
        PositionKey k;
        k.lo = occupancy(pos);
        k.hi = std::uint64_t{pos.totals[0]} | std::uint64_t{pos.totals[1]} << 16 |
               std::uint64_t{pos.toMove == Side::North} << 56;
        return k;
    }
};

} // namespace

const Rules& baoLaKimasaiRules() noexcept {
    static const BaoLaKimasai rules;
    return rules;
}

} // namespace mancala::detail
