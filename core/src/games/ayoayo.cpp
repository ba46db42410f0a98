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

#include "games/games.hpp"
#include "mancala/playout.hpp"
#include "games/relay.hpp"

namespace mancala::detail {
namespace {

using namespace relay;

constexpr int kNeverEnds = -1;
// A lap of this many seeds or more skips its origin.
constexpr int kSkipOrigin = 12;

// One lap from ring hole r, starting in the next hole. Returns the ring hole
// of the last drop. Traced: every seed as an event; otherwise whole rounds
// and the remainder are added as masks.
template <bool Traced> inline int sowLap(Ring& b, int r, Trace* trace) {
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
template <bool Traced> inline int sow(Ring& b, int r, Trace* trace) {
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

// A candidate move from own ring hole r, sown (and captured) once: the
// reason it is refused, or None with the board after it and the seeds taken.
struct Candidate {
    IllegalReason reason = IllegalReason::None;
    Ring after;
    int taken = 0;
};

// The one test of a candidate's legality. `feed`: the opponent's row is
// empty, so the move must leave a seed in it. Always inlined: a call, with
// its result through memory, costs the fast playout a tenth of its speed.
[[gnu::always_inline]] inline Candidate candidate(const Ring& b, int r, Side mover, bool feed) {
    Candidate c;
    if (b[r] == 0) {
        c.reason = IllegalReason::Empty;
        return c;
    }
    c.after = b;
    const int last = sow<false>(c.after, r, nullptr);
    if (last == kNeverEnds) {
        c.reason = IllegalReason::NeverEnds;
        return c;
    }
    c.taken = captureAt(c.after, last, mover, nullptr);
    if (feed && c.after.rowEmpty(opponent(mover)))
        c.reason = IllegalReason::DoesNotFeed;
    return c;
}

bool mustFeed(const Ring& b, Side mover) {
    return b.rowEmpty(opponent(mover));
}

// Calls visit(ring hole, candidate) for each legal move of `side` in
// ascending hole order while it returns true; returns false if it stopped.
template <class Visit> bool forEachLegal(const Ring& b, Side side, Visit&& visit) {
    const bool feed = mustFeed(b, side);
    for (int k = 0; k < kRowLength; ++k) {
        const int i = rowRing(side, k);
        const Candidate c = candidate(b, i, side, feed);
        if (c.reason == IllegalReason::None && !visit(i, c))
            return false;
    }
    return true;
}

bool hasMove(const Ring& b, Side side) {
    return !forEachLegal(b, side, [](int, const Candidate&) { return false; });
}

// The draw of playout.hpp on the fast path: the candidates are the mover's
// non-empty holes; each one drawn is sown (and captured) once, and becomes
// the move's result if it is legal. False: no legal move.
bool drawSowing(const Ring& b, Side side, PlayoutRandom& random, Ring& after, int& taken) {
    const bool feed = mustFeed(b, side);
    std::uint32_t candidates = 0;
    for (int k = 0; k < kRowLength; ++k)
        candidates |= std::uint32_t{b[rowRing(side, k)] != 0} << k;
    while (candidates != 0) {
        const int k = random.drawBitOfByte(candidates);
        candidates &= ~(1u << k);
        const Candidate c = candidate(b, rowRing(side, k), side, feed);
        if (c.reason == IllegalReason::None) {
            after = c.after;
            taken = c.taken;
            return true;
        }
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
        forEachLegal(Ring::of(pos), pos.toMove, [&out](int i, const Candidate&) {
            out.push(Move::sow(kRingHole[i]));
            return true;
        });
    }

    PositionKey key(const Position& pos) const noexcept override { return positionKey(pos); }

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
        return candidate(b, kHoleRing[m.from], pos.toMove, mustFeed(b, pos.toMove)).reason;
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
        if (end == EndReason::NoMoves)
            endByNoMoves(pos, opponent(mover), nullptr);
        else
            doEndByRepetition(pos, nullptr);
        return plies;
    }

private:
    void doApply(Position& pos, Move m, Trace* trace) const override {
        const Side mover = pos.toMove;
        pos.toMove = opponent(mover);
        Ring b = Ring::of(pos);
        const int last = trace ? sow<true>(b, kHoleRing[m.from], trace) : sow<false>(b, kHoleRing[m.from], nullptr);
        assert(last != kNeverEnds);
        settle(pos, b, captureAt(b, last, mover, trace), mover, trace);
    }

    // The legal moves' candidates, each sown (and captured) once, are the
    // moves' results, as doApply() would work them out again.
    void doSuccessors(const Position& pos, SuccessorList& out) const override {
        out.clear();
        if (pos.over())
            return;
        const Side mover = pos.toMove;
        forEachLegal(Ring::of(pos), mover, [&](int i, const Candidate& c) {
            Position& next = out.push(Move::sow(kRingHole[i]), pos);
            next.toMove = opponent(mover);
            settle(next, c.after, c.taken, mover, nullptr);
            return true;
        });
    }

    // The rest of a move that left `b` and took `taken` seeds: the total, the
    // board back into `pos`, and the end of the game if the next mover has no
    // move (every seed left to the mover).
    static void settle(Position& pos, const Ring& b, int taken, Side mover, Trace* trace) {
        pos.totals[index(mover)] = static_cast<std::uint16_t>(pos.totals[index(mover)] + taken);
        b.storeInto(pos);
        if (!hasMove(b, pos.toMove))
            endByNoMoves(pos, mover, trace);
    }

    // The end when the player to move has no move: every seed left goes to
    // the last mover.
    static void endByNoMoves(Position& pos, Side lastMover, Trace* trace) {
        allotAllTo(pos, lastMover, trace);
        finish(pos, EndReason::NoMoves, Allotment::ToLastMover, trace);
    }

    void doEndByRepetition(Position& pos, Trace* trace) const override {
        allotOwnRows(pos, trace);
        finish(pos, EndReason::Repetition, Allotment::OwnRows, trace);
    }
};

} // namespace

const Rules& ayoayoRules() noexcept {
    static const Ayoayo rules;
    return rules;
}

} // namespace mancala::detail
