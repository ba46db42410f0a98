// Djenon-aboure (seeds 000, 001), as this program plays it.
//
// - 2 x 6 holes, no stores, 4 seeds in each hole (48). Each player owns the
//   row nearest to them; captured seeds leave the board (the players' totals).
// - Legal move: a hole of the mover's row holding at least 2 seeds. Singletons
//   never move.
// - Sowing: take all seeds of the hole; the first seed goes back into the hole
//   just emptied, then one into each following hole counter-clockwise. A lap
//   of 13 or more seeds comes round to its origin and keeps sowing into every
//   hole, origin included.
// - Relay: after a lap, count the seeds in the hole of its last drop:
//   1 -> the move ends; 2 or 4 -> the move ends with a capture; 3 or 5 and more
//   -> take them all and sow another lap from that hole (first seed back in).
// - Capture: the seeds of that last hole go to the mover, then the hole before
//   it (clockwise, against the sowing) if it holds exactly 2 or 4, and so on
//   backwards through the unbroken chain, on either row. Captured holes are
//   left empty, so a chain going all the way round stops at its first hole.
// - No move: a player whose holes are all empty or singletons (or whose only
//   candidate moves never end) must pass while the game is not over.
// - End: as soon as every hole holds 0 or 1 seed after a move, the game is
//   over; each player adds the seeds of their own row to their total.
// - Winner: more seeds; 24-24 is a draw.
//
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

// One lap from ring hole r, first seed back into r. Returns the ring hole of
// the last drop. Traced: every seed as an event; otherwise whole rounds and
// the remainder are added as masks.
template <bool Traced> inline int sowLap(Ring& b, int r, Trace* trace) {
    const int n = b.take(r);
    if constexpr (Traced) {
        trace->push_back(pickUp(r, n));
        int i = r;
        for (int k = 0; k < n; ++k, i = next(i)) {
            b.add(i, 1);
            trace->push_back(drop(i));
        }
        return prev(i);
    } else {
        b.add(kAllHoles, n / kRing);
        b.add(kRange(prev(r), n % kRing), 1);
        return (r + n - 1) % kRing;
    }
}

// The sowing of a whole move from ring hole r: relay laps until a lap ends in a
// hole holding 1, 2 or 4. Returns that hole, or kNeverEnds.
template <bool Traced> inline int sow(Ring& b, int r, Trace* trace) {
    CycleDetector cycle(lapState(b, r));
    for (;;) {
        const int last = sowLap<Traced>(b, r, trace);
        const int c = b[last];
        if (c == 1 || c == 2 || c == 4)
            return last;
        r = last;
        if (cycle.repeats(lapState(b, r)))
            return kNeverEnds;
        if constexpr (Traced)
            trace->push_back(lap(r));
    }
}

// The capture chain from the last hole backwards; returns the seeds taken.
// Captured holes are left empty, so a chain that goes all the way round stops
// when it comes back to `last`.
int captureChain(Ring& b, int last, Side mover, Trace* trace) {
    int taken = 0;
    for (int i = last; b[i] == 2 || b[i] == 4; i = prev(i)) {
        const int n = b.take(i);
        appendEvent(trace, capture(i, n, mover));
        taken += n;
    }
    return taken;
}

// A candidate move from own ring hole r, sown once: the reason it is
// refused, or None with the board after its sowing and the hole of its last
// seed (the capture is the move's own, settle()'s).
struct Candidate {
    IllegalReason reason = IllegalReason::None;
    Ring after;
    int last = 0;
};

// The one test of a candidate's legality. Always inlined, as Ayoayo's.
[[gnu::always_inline]] inline Candidate candidate(const Ring& b, int r) {
    Candidate c;
    if (b[r] < 2) {
        c.reason = b[r] == 0 ? IllegalReason::Empty : IllegalReason::Singleton;
        return c;
    }
    c.after = b;
    c.last = sow<false>(c.after, r, nullptr);
    if (c.last == kNeverEnds)
        c.reason = IllegalReason::NeverEnds;
    return c;
}

// Calls visit(ring hole, candidate) for each legal move of `side` in
// ascending hole order while it returns true; returns false if it stopped.
template <class Visit> bool forEachLegal(const Ring& b, Side side, Visit&& visit) {
    for (int k = 0; k < kRowLength; ++k) {
        const int i = rowRing(side, k);
        const Candidate c = candidate(b, i);
        if (c.reason == IllegalReason::None && !visit(i, c))
            return false;
    }
    return true;
}

bool hasMove(const Ring& b, Side side) {
    return !forEachLegal(b, side, [](int, const Candidate&) { return false; });
}

// The draw of playout.hpp on the fast path: the candidates are the mover's
// holes of two seeds or more; each one drawn is sown once, and becomes the
// move's result unless its relay never ends. False: no legal move (pass).
bool drawSowing(const Ring& b, Side side, PlayoutRandom& random, Ring& after, int& last) {
    std::uint32_t candidates = 0;
    for (int k = 0; k < kRowLength; ++k)
        candidates |= std::uint32_t{b[rowRing(side, k)] >= 2} << k;
    while (candidates != 0) {
        const int k = random.drawBitOfByte(candidates);
        candidates &= ~(1u << k);
        const Candidate c = candidate(b, rowRing(side, k));
        if (c.reason == IllegalReason::None) {
            after = c.after;
            last = c.last;
            return true;
        }
    }
    return false;
}

class DjenonAboure final : public Rules {
public:
    GameId id() const noexcept override { return GameId::DjenonAboure; }
    int rows() const noexcept override { return 2; }
    int cols() const noexcept override { return 6; }
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
        if (out.empty())
            out.push(Move::pass());
    }

    PositionKey key(const Position& pos) const noexcept override { return positionKey(pos); }

    IllegalReason check(const Position& pos, Move m) const override {
        if (pos.over())
            return IllegalReason::GameOver;
        if (m.to != kNoHole || (!m.isPass() && m.from >= holeCount()))
            return IllegalReason::NotAHole;
        const Ring b = Ring::of(pos);
        if (m.isPass())
            return hasMove(b, pos.toMove) ? IllegalReason::MustMove : IllegalReason::None;
        if (owner(m.from) != pos.toMove)
            return IllegalReason::NotYourHole;
        return candidate(b, kHoleRing[m.from]).reason;
    }

    // The fast path: the board held as a ring for the whole game, the move
    // played being the sowing its draw worked out.
    int playout(Position& pos, RepetitionTracker& seen, PlayoutRandom& shared) const override {
        if (pos.over())
            return 0;
        PlayoutRandom random = shared; // in registers; handed back at the end
        Ring b = Ring::of(pos);
        std::array<std::uint16_t, 2> totals = pos.totals;
        Side mover = pos.toMove;
        EndReason end = EndReason::None;
        int plies = 0;
        while (end == EndReason::None) {
            Ring after;
            int last = 0;
            const bool sown = drawSowing(b, mover, random, after, last); // otherwise a pass
            if (sown) {
                totals[index(mover)] =
                    static_cast<std::uint16_t>(totals[index(mover)] + captureChain(after, last, mover, nullptr));
                b = after;
            }
            mover = opponent(mover);
            ++plies;
            if (sown && b.allAtMostOne()) {
                end = EndReason::AllSingletons;
                break;
            }
            const PositionKey key = ringKey(b, totals, mover);
            const int captured = totals[0] + totals[1];
            if (!seen.pushBelow(key, captured, repetitionLimit()))
                end = EndReason::Repetition;
        }
        shared = random;
        b.storeInto(pos);
        pos.totals = totals;
        pos.toMove = mover;
        endByOwnRows(pos, end, nullptr);
        return plies;
    }

private:
    void doApply(Position& pos, Move m, Trace* trace) const override {
        const Side mover = pos.toMove;
        pos.toMove = opponent(mover);
        if (m.isPass()) {
            appendEvent(trace, Event{.kind = EventKind::Pass, .side = mover});
            return;
        }
        Ring b = Ring::of(pos);
        const int last = trace ? sow<true>(b, kHoleRing[m.from], trace) : sow<false>(b, kHoleRing[m.from], nullptr);
        assert(last != kNeverEnds);
        settle(pos, b, last, mover, trace);
    }

    // The legal moves' candidates, each sown once, are the moves' sowings,
    // as doApply() would work them out again.
    void doSuccessors(const Position& pos, SuccessorList& out) const override {
        out.clear();
        if (pos.over())
            return;
        const Side mover = pos.toMove;
        forEachLegal(Ring::of(pos), mover, [&](int i, const Candidate& c) {
            Position& next = out.push(Move::sow(kRingHole[i]), pos);
            next.toMove = opponent(mover);
            Ring after = c.after;
            settle(next, after, c.last, mover, nullptr);
            return true;
        });
        if (out.empty())
            out.push(Move::pass(), pos).toMove = opponent(mover);
    }

    // The rest of a move whose sowing on `b` ended in ring hole `last`: the
    // capture chain, the board back into `pos`, and the end of the game if
    // every hole now holds 0 or 1.
    void settle(Position& pos, Ring& b, int last, Side mover, Trace* trace) const {
        const int taken = captureChain(b, last, mover, trace);
        pos.totals[index(mover)] = static_cast<std::uint16_t>(pos.totals[index(mover)] + taken);
        b.storeInto(pos);
        if (b.allAtMostOne())
            endByOwnRows(pos, EndReason::AllSingletons, trace);
    }

    void doEndByRepetition(Position& pos, Trace* trace) const override {
        endByOwnRows(pos, EndReason::Repetition, trace);
    }

public:
    // A player without a sowing passes: only the singletons end the game.
    EndReason endAt(const Position& pos) const noexcept override {
        return Ring::of(pos).allAtMostOne() ? EndReason::AllSingletons : EndReason::None;
    }

private:
    // Both ends of the game: each player takes the seeds of their own row.
    void endByOwnRows(Position& pos, EndReason reason, Trace* trace) const {
        allotOwnRows(pos, trace);
        finish(pos, reason, Allotment::OwnRows, trace);
    }
};

} // namespace

const Rules& djenonAboureRules() noexcept {
    static const DjenonAboure rules;
    return rules;
}

} // namespace mancala::detail
