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

// The sowing of a whole move from ring hole r: relay laps until a lap's last
// seed falls into an empty hole. Returns that hole, or kNeverEnds.
template <bool Traced> inline int sow(Ring& b, int r, Trace* trace) {
    CycleDetector cycle(lapState(b, r));
    for (;;) {
        const int last = sowLapSkippingOrigin<Traced>(b, r, trace);
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
    appendEvent(trace, capture(o, seized, mover));
    appendEvent(trace, capture(last, 1, mover));
    b.take(o);
    b.take(last);
    return seized + 1;
}

// The one test of a candidate's legality. `feed`: the opponent's row is
// empty, so the move must leave a seed in it. Always inlined: a call, with
// its result through memory, costs the fast playout a tenth of its speed.
[[gnu::always_inline]] inline FedCandidate candidate(const Ring& b, int r, Side mover, bool feed) {
    FedCandidate c;
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

// Ayoayo: relay sowing and the capture across, fed.
class Ayoayo final : public FedRingRules<candidate> {
public:
    GameId id() const noexcept override { return GameId::Ayoayo; }

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
        [[maybe_unused]] const bool drawn = Moves::drawSowing(b, mover, random, after, taken);
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
                end = Moves::hasMove(b, mover) ? EndReason::Repetition : EndReason::NoMoves;
            } else if (!Moves::drawSowing(b, mover, random, after, taken)) {
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
        Moves::forEachLegal(Ring::of(pos), mover, [&](int i, const FedCandidate& c) {
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
        if (!Moves::hasMove(b, pos.toMove))
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

public:
    EndReason endAt(const Position& pos) const noexcept override {
        return Moves::hasMove(Ring::of(pos), pos.toMove) ? EndReason::None : EndReason::NoMoves;
    }

private:
};

} // namespace

const Rules& ayoayoRules() noexcept {
    static const Ayoayo rules;
    return rules;
}

} // namespace mancala::detail
