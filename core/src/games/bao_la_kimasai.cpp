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
// The board code (a bitboard of single stones) is in bao_board.hpp, shared
// with the evaluation features.
#include "games/bao_board.hpp"
#include "games/games.hpp"
#include "mancala/playout.hpp"

namespace mancala::detail {
namespace {

using namespace bao;

// The second occurrence of a position ends the game.
constexpr int kRepetitionLimit = 2;

constexpr Winner winnerOf(Side s) noexcept {
    return s == Side::South ? Winner::South : Winner::North;
}

// The end of the game when `side` is to move on `occupied` (None: it goes
// on); `movesOf()` gives its movable stones, asked only when it has stones.
template <class MovesOf> constexpr EndReason endFor(Mask occupied, Side side, MovesOf&& movesOf) noexcept {
    if ((occupied & kRing[index(side)].own) == 0)
        return EndReason::NoStones;
    return movesOf() == 0 ? EndReason::NoMoves : EndReason::None;
}

// The state of a fast playout (BaoLaKimasai::playout), held in registers:
// the random state is a copy, handed back at the end.
struct FastPlayout {
    Mask occupied;
    Mask moves;           // the movable stones of the side to move
    std::uint64_t totals; // South's in bits 0..15, North's in 16..31
    int captured;
    RepetitionTracker& seen;
    PlayoutRandom random;
    int plies = 0;

    // One ply of `mover` (who has a move): the drawn step, its capture, then
    // the end of the game if any (EndReason::None: the game goes on, the new
    // position recorded).
    template <Side mover> EndReason ply() {
        constexpr Side other = opponent(mover);
        const Captured c = play(occupied, random.drawBit(moves));
        const auto taken = static_cast<std::uint64_t>(c.front != 0) + static_cast<std::uint64_t>(c.back != 0);
        totals += taken << (16 * index(mover));
        captured += static_cast<int>(taken);
        ++plies;
        if (const EndReason end = endFor(occupied, other, [&] { return moves = movable(occupied, other); });
            end != EndReason::None)
            return end;
        return seen.pushBelow(positionKey(occupied, totals, other), captured, kRepetitionLimit) ? EndReason::None
                                                                                                : EndReason::Repetition;
    }
};

class BaoLaKimasai final : public Rules {
public:
    GameId id() const noexcept override { return GameId::BaoLaKimasai; }
    int rows() const noexcept override { return kRows; }
    int cols() const noexcept override { return kCols; }
    int totalSeeds() const noexcept override { return kTotal; }
    int repetitionLimit() const noexcept override { return kRepetitionLimit; }

    Position initial() const override {
        Position pos;
        for (int h = 0; h < kHoles; ++h)
            pos.board[h] = 1;
        pos.board[hole(1, 0)] = 0;         // a2
        pos.board[hole(2, kCols - 1)] = 0; // l3
        return pos;
    }

    Move moveFrom(Hole from) const noexcept override { return Move::step(from, from < kHoles ? kNext[from] : kNoHole); }

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

    PositionKey key(const Position& pos) const noexcept override {
        return positionKey(occupancy(pos), std::uint64_t{pos.totals[0]} | std::uint64_t{pos.totals[1]} << 16,
                           pos.toMove);
    }

    // The fast path: the board held as its occupancy mask for the whole game,
    // the legal moves drawn straight from the movable stones (every candidate
    // is legal), the key built from the mask, the plies of South and North
    // compiled apart (their masks are constants).
    int playout(Position& pos, RepetitionTracker& seen, PlayoutRandom& random) const override {
        if (pos.over())
            return 0;
        const Mask occupied = occupancy(pos);
        FastPlayout game{occupied,
                         movable(occupied, pos.toMove),
                         std::uint64_t{pos.totals[0]} | std::uint64_t{pos.totals[1]} << 16,
                         capturedSeeds(pos),
                         seen,
                         random};
        EndReason end = pos.toMove == Side::North ? game.ply<Side::North>() : EndReason::None;
        while (end == EndReason::None) {
            end = game.ply<Side::South>();
            if (end == EndReason::None)
                end = game.ply<Side::North>();
        }
        random = game.random;
        for (int w = 0; w < kHoles / 8; ++w)
            storeWord(pos, game.occupied, w);
        pos.totals = {static_cast<std::uint16_t>(game.totals), static_cast<std::uint16_t>(game.totals >> 16)};
        pos.toMove = game.plies % 2 == 0 ? pos.toMove : opponent(pos.toMove);
        finish(pos, end, end == EndReason::Repetition ? Winner::Draw : winnerOf(opponent(pos.toMove)), nullptr);
        return game.plies;
    }

private:
    void doApply(Position& pos, Move m, Trace* trace) const override {
        const Side mover = pos.toMove;
        const Side other = opponent(mover);
        const Hole from = m.from;
        const Hole to = kNext[from];
        Mask occupied = occupancy(pos);
        const Captured c = play(occupied, from);
        storeWord(pos, occupied, from / 8);
        storeWord(pos, occupied, to / 8); // a column's four holes share a word
        pos.totals[index(mover)] =
            static_cast<std::uint16_t>(pos.totals[index(mover)] + (c.front != 0) + (c.back != 0));
        pos.toMove = other;
        if (trace) {
            trace->push_back(Event{.kind = EventKind::PickUp, .hole = from, .count = 1});
            trace->push_back(Event{.kind = EventKind::Drop, .hole = to});
            for (const Mask taken : {c.front, c.back})
                if (taken != 0)
                    trace->push_back(Event{.kind = EventKind::Capture,
                                           .hole = static_cast<Hole>(std::countr_zero(taken)),
                                           .count = 1,
                                           .side = mover});
        }

        if (const EndReason end = endFor(occupied, other, [&] { return movable(occupied, other); });
            end != EndReason::None)
            finish(pos, end, winnerOf(mover), trace);
    }

public:
    EndReason endAt(const Position& pos) const noexcept override {
        const Mask occupied = occupancy(pos);
        return endFor(occupied, pos.toMove, [&] { return movable(occupied, pos.toMove); });
    }

private:
    void doEndByRepetition(Position& pos, Trace* trace) const override {
        finish(pos, EndReason::Repetition, Winner::Draw, trace);
    }
};

} // namespace

const Rules& baoLaKimasaiRules() noexcept {
    static const BaoLaKimasai rules;
    return rules;
}

} // namespace mancala::detail
