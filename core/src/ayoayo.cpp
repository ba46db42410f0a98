// Ayoayo (seed 002), as this program plays it.
//
// - 2 x 6 holes plus two end stores, 4 seeds in each hole (48). Each player
//   owns the row nearest to them and the store to their right (South's at the
//   right end, North's at the left end). Stores are never sown into; a store
//   is the player's total.
// - Legal move: any non-empty hole of the mover's row (subject to feeding and
//   endless relay below).
// - Sowing: take all seeds of the hole and sow them one by one
//   counter-clockwise starting in the next hole. If the lap carries 12 or more
//   seeds, the hole the lap started from is skipped each time the sowing comes
//   round to it.
// - Relay: if a lap's last seed falls into an occupied hole, take all of that
//   hole's seeds (the last one included) and sow another lap from it, with the
//   skipping rule measured on the new lap. The move ends when a lap's last
//   seed falls into an empty hole.
// - Capture: if that final hole is on the mover's row and the opponent's hole
//   across is not empty, the seeds of the opposite hole and the capturing seed
//   go to the mover's store.
// - Feeding: if the opponent's row is empty when the mover's turn starts, only
//   moves that leave the opponent at least one seed after sowing and capture
//   are legal. A grand slam (capturing everything) is legal otherwise.
// - End: when the player to move has no legal move (own row empty, unable to
//   feed, or every candidate relay endless), the game is over and every seed left on the board goes to the
//   player who made the last move. There are no passes.
// - Winner: more seeds in the store; equal is a draw.
//
// [choice] An empty opposite hole captures nothing; the seed stays.
// [choice] Endless relay: a move whose relay sowing would never end (a lap
//   starts again from a board and hole already seen in the same move) is not
//   legal (IllegalReason::NeverEnds). Detected exactly, never by a lap limit.
// [choice] Repetition: the third occurrence of a position ends the game; each
//   player takes the seeds in their own row.
#include <cassert>

#include "games.hpp"
#include "mancala/playout.hpp"
#include "relay.hpp"

namespace mancala::detail {
namespace {

using namespace relay;

constexpr int kNeverEnds = -1;
// A lap of this many seeds or more skips its origin.
constexpr int kSkipOrigin = 12;

// One lap from ring hole r, starting in the next hole. Returns the ring hole
// of the last drop. Traced: every seed as an event; otherwise whole rounds
// and the remainder are added as masks.
template <bool Traced>
inline int sowLap(Ring& b, int r, Trace* trace) {
    const int n = b.take(r);
    const bool skipOrigin = n >= kSkipOrigin;
    if constexpr (Traced) {
        trace->push_back(pickUp(r, n));
        int i = r;
        for (int k = 0; k < n; ++k) {
            i = next(i);
            if (skipOrigin && i == r) {
                trace->push_back(skip(i));
                i = next(i);
            }
            b.add(i, 1);
            trace->push_back(drop(i));
        }
        return i;
    } else {
        if (!skipOrigin) {
            b.add(kRange(r, n), 1);
            const int last = r + n;
            return last >= kRing ? last - kRing : last;
        }
        // Whole rounds of the eleven other holes, then the remainder.
        const int rem = n % (kRing - 1);
        b.add(kRange(r, kRing - 1), n / (kRing - 1));
        b.add(kRange(r, rem), 1);
        return rem == 0 ? prev(r) : (r + rem) % kRing;
    }
}

// The sowing of a whole move from ring hole r: relay laps until a lap's last
// seed falls into an empty hole. Returns that hole, or kNeverEnds.
template <bool Traced>
inline int sow(Ring& b, int r, Trace* trace) {
    CycleDetector cycle(lapState(b, r));
    for (;;) {
        const int last = sowLap<Traced>(b, r, trace);
        if (b[last] == 1)
            return last;
        r = last;
        if (cycle.repeats(lapState(b, r)))
            return kNeverEnds;
        if constexpr (Traced)
            trace->push_back(lap(r));
    }
}

// The capture after a move ending in ring hole `last`; returns the seeds taken.
int captureAt(Ring& b, int last, Side mover, Trace* trace) {
    if (ringOwner(last) != mover)
        return 0;
    const int o = across(last);
    const int seized = b[o];
    if (seized == 0)
        return 0;
    emit(trace, capture(o, seized, mover));
    emit(trace, capture(last, 1, mover));
    b.take(o);
    b.take(last);
    return seized + 1;
}

// A lap of fewer than 12 seeds from r whose last seed falls into an empty hole
// ends the move at once.
inline bool endsAfterOneLap(const Ring& b, int r) {
    const int n = b[r];
    return n < kSkipOrigin && b[(r + n) % kRing] == 0;
}

// Why the non-empty own hole r cannot be played, or None. `feed`: the
// opponent's row is empty, so the move must leave a seed in it.
IllegalReason tryMove(const Ring& b, int r, Side mover, bool feed) {
    if (!feed && endsAfterOneLap(b, r))
        return IllegalReason::None;
    Ring after = b;
    const int last = sow<false>(after, r, nullptr);
    if (last == kNeverEnds)
        return IllegalReason::NeverEnds;
    if (feed) {
        captureAt(after, last, mover, nullptr);
        if (after.rowEmpty(opponent(mover)))
            return IllegalReason::DoesNotFeed;
    }
    return IllegalReason::None;
}

bool mustFeed(const Ring& b, Side mover) { return b.rowEmpty(opponent(mover)); }

bool hasMove(const Ring& b, Side side) {
    const bool feed = mustFeed(b, side);
    // Without feeding, a move that ends after one lap is legal: look for one
    // before working out whole relays.
    if (!feed) {
        for (int k = 0; k < kRowLength; ++k) {
            const int i = rowRing(side, k);
            if (b[i] != 0 && endsAfterOneLap(b, i))
                return true;
        }
    }
    for (int k = 0; k < kRowLength; ++k) {
        const int i = rowRing(side, k);
        if (b[i] != 0 && tryMove(b, i, side, feed) == IllegalReason::None)
            return true;
    }
    return false;
}

// The draw of playout.hpp on the fast path: the candidates are the mover's
// non-empty holes; each one drawn is sown (and captured) on a copy, which
// becomes the move's result if it is legal. False: no legal move.
bool drawSowing(const Ring& b, Side side, PlayoutRandom& random, Ring& after, int& taken) {
    const bool feed = mustFeed(b, side);
    std::uint32_t candidates = 0;
    for (int k = 0; k < kRowLength; ++k)
        candidates |= std::uint32_t{b[rowRing(side, k)] != 0} << k;
    while (candidates != 0) {
        const int k = random.drawBitOfByte(candidates);
        candidates &= ~(1u << k);
        after = b;
        const int last = sow<false>(after, rowRing(side, k), nullptr);
        if (last == kNeverEnds)
            continue;
        taken = captureAt(after, last, side, nullptr);
        if (!feed || !after.rowEmpty(opponent(side)))
            return true;
    }
    return false;
}

class Ayoayo final : public Rules {
public:
    GameId id() const noexcept override { return GameId::Ayoayo; }
    int rows() const noexcept override { return 2; }
    int cols() const noexcept override { return 6; }
    bool hasStores() const noexcept override { return true; }
    int totalSeeds() const noexcept override { return 48; }
    int repetitionLimit() const noexcept override { return 3; }

    Position initial() const override {
        Position p;
        for (int h = 0; h < kRing; ++h)
            p.board[h] = 4;
        return p;
    }

    void legalMoves(const Position& pos, MoveList& out) const override {
        out.clear();
        if (pos.over())
            return;
        const Ring b = Ring::of(pos);
        const bool feed = mustFeed(b, pos.toMove);
        for (int k = 0; k < kRowLength; ++k) {
            const int i = rowRing(pos.toMove, k);
            if (b[i] != 0 && tryMove(b, i, pos.toMove, feed) == IllegalReason::None)
                out.push(Move::sow(kRingHole[i]));
        }
    }

    PositionKey key(const Position& pos) const noexcept override { return holeKey(pos); }

    IllegalReason check(const Position& pos, Move m) const override {
        if (pos.over())
            return IllegalReason::GameOver;
        if (m.to != kNoHole || (!m.isPass() && m.from >= holeCount()))
            return IllegalReason::NotAHole;
        // Ayoayo has no passes: a game whose mover cannot move is already over.
        if (m.isPass())
            return IllegalReason::MustMove;
        if (owner(m.from) != pos.toMove)
            return IllegalReason::NotYourHole;
        const Ring b = Ring::of(pos);
        const int r = kHoleRing[m.from];
        if (b[r] == 0)
            return IllegalReason::Empty;
        return tryMove(b, r, pos.toMove, mustFeed(b, pos.toMove));
    }

    // The fast path: the board held as a ring for the whole game, the move
    // played being the sowing its draw worked out, and whether the next
    // mover can move answered by the next draw.
    int playout(Position& pos, RepetitionTracker& seen, PlayoutRandom& shared) const override {
        if (pos.over())
            return 0;
        PlayoutRandom random = shared; // in registers; handed back at the end
        Ring b = Ring::of(pos);
        std::array<std::uint16_t, 2> totals = pos.totals;
        Side mover = pos.toMove;
        Ring after;
        int taken = 0;
        [[maybe_unused]] const bool drawn = drawSowing(b, mover, random, after, taken);
        assert(drawn && "Ayoayo: a game that goes on has a move");
        EndReason end = EndReason::None;
        int plies = 0;
        while (end == EndReason::None) {
            b = after;
            totals[index(mover)] = static_cast<std::uint16_t>(totals[index(mover)] + taken);
            mover = opponent(mover);
            ++plies;
            const PositionKey key = ringKey(b, totals, mover);
            const int captured = totals[0] + totals[1];
            if (!seen.pushBelow(key, captured, repetitionLimit())) {
                end = hasMove(b, mover) ? EndReason::Repetition : EndReason::NoMoves;
            } else if (!drawSowing(b, mover, random, after, taken)) {
                seen.pop(); // the game is over: nothing recorded
                end = EndReason::NoMoves;
            }
        }
        shared = random;
        b.storeInto(pos);
        pos.totals = totals;
        pos.toMove = mover;
        if (end == EndReason::NoMoves) {
            allotAllTo(pos, opponent(mover), nullptr);
            finish(pos, EndReason::NoMoves, nullptr);
        } else {
            doEndByRepetition(pos, nullptr);
        }
        return plies;
    }

private:
    void doApply(Position& pos, Move m, Trace* trace) const override {
        const Side mover = pos.toMove;
        pos.toMove = opponent(mover);
        Ring b = Ring::of(pos);
        const int last =
            trace ? sow<true>(b, kHoleRing[m.from], trace) : sow<false>(b, kHoleRing[m.from], nullptr);
        assert(last != kNeverEnds);
        settle(pos, b, captureAt(b, last, mover, trace), mover, trace);
    }

    // Every candidate sown (and captured) once on a copy: a relay that ends
    // and feeds where it must is the move's sowing, as doApply() would work
    // it out again.
    void doSuccessors(const Position& pos, SuccessorList& out) const override {
        out.clear();
        if (pos.over())
            return;
        const Ring b = Ring::of(pos);
        const Side mover = pos.toMove;
        const bool feed = mustFeed(b, mover);
        for (int k = 0; k < kRowLength; ++k) {
            const int i = rowRing(mover, k);
            if (b[i] == 0)
                continue;
            Ring after = b;
            const int last = sow<false>(after, i, nullptr);
            if (last == kNeverEnds)
                continue;
            const int taken = captureAt(after, last, mover, nullptr);
            if (feed && after.rowEmpty(opponent(mover)))
                continue;
            Position& next = out.push(Move::sow(kRingHole[i]), pos);
            next.toMove = opponent(mover);
            settle(next, after, taken, mover, nullptr);
        }
    }

    // The rest of a move that left `b` and took `taken` seeds: the total, the
    // board back into `pos`, and the end of the game if the next mover has no
    // move (every seed left to the mover).
    static void settle(Position& pos, const Ring& b, int taken, Side mover, Trace* trace) {
        pos.totals[index(mover)] = static_cast<std::uint16_t>(pos.totals[index(mover)] + taken);
        b.storeInto(pos);
        if (!hasMove(b, pos.toMove)) {
            allotAllTo(pos, mover, trace);
            finish(pos, EndReason::NoMoves, trace);
        }
    }

    void doEndByRepetition(Position& pos, Trace* trace) const override {
        allotOwnRows(pos, trace);
        finish(pos, EndReason::Repetition, trace);
    }
};

} // namespace

const Rules& ayoayoRules() noexcept {
    static const Ayoayo rules;
    return rules;
}

} // namespace mancala::detail
