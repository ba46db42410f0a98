// Oware (Abapa), as this program plays it (docs/rules.md, "Oware").
//
// - 2 x 6 houses, 4 seeds in each (48). Each player owns the row nearest to
//   them; captured seeds leave the board for the player's total (shown in a
//   store at the player's right, as Ayoayo's).
// - Legal move: any non-empty house of the mover's row (subject to feeding).
// - Sowing: one lap. Take all seeds of the house and sow them one by one
//   counter-clockwise starting in the next house; a house of 12 seeds or
//   more skips the house it started from each time the sowing comes round.
// - Capture: if the last seed falls into an opponent's house and makes it 2
//   or 3, those seeds are taken, and so are the seeds of the houses before
//   it (clockwise) on the opponent's row while each holds 2 or 3.
// - Grand slam: a move that would take every seed of the opponent's row is
//   legal, but takes nothing.
// - Feeding: if the opponent's row is empty when the mover's turn starts,
//   only moves that leave them seeds are legal.
// - End: a player with 25 seeds or more has won, and the game is over with
//   the seeds still on the board left there. When the player to move has no
//   legal move (own row empty, or unable to feed) the game is over and each
//   player takes the seeds of their own row. Winner: more seeds; 24-24 is a
//   draw.
//
// [choice] Endless cycle: the third occurrence of a position ends the game;
//   each player takes the seeds of their own row (the sources leave the end
//   of a cycle to the players' agreement; Ayoayo's count).
//
// Played to the end (owareToTheEndRules(), for the endgame database alone):
// the same game without the 25-seed end. Its outcome is the real game's in
// every line: captures only add to a total, so a player who reaches 25
// still has more than half the seeds when the game ends, and one who never
// does ends as the real game does (docs/computer-players.md, "Oware's
// endgame database").
#include <cassert>

#include "games/games.hpp"
#include "games/relay.hpp"
#include "mancala/playout.hpp"

namespace mancala::detail {
namespace {

using namespace relay;

// More than half the seeds.
constexpr int kMajority = 25;

// The capture after a lap ending in ring hole `last`: the chain backwards
// through the opponent's houses that hold 2 or 3, unless it would empty
// their row (a grand slam takes nothing). Returns the seeds taken.
int captureChain(Ring& b, int last, Side mover, Trace* trace) {
    if (ringOwner(last) == mover)
        return 0;
    Ring after = b;
    int taken = 0;
    int i = last;
    for (; ringOwner(i) != mover && (after[i] == 2 || after[i] == 3); i = prev(i))
        taken += after.take(i);
    if (taken == 0 || after.rowEmpty(opponent(mover)))
        return 0;
    for (int j = last; j != i; j = prev(j))
        appendEvent(trace, capture(j, b[j], mover));
    b = after;
    return taken;
}

// The one test of a candidate's legality (see FedMoves).
[[gnu::always_inline]] inline FedCandidate candidate(const Ring& b, int r, Side mover, bool feed) {
    FedCandidate c;
    if (b[r] == 0) {
        c.reason = IllegalReason::Empty;
        return c;
    }
    c.after = b;
    const int last = sowLapSkippingOrigin<false>(c.after, r, nullptr);
    c.taken = captureChain(c.after, last, mover, nullptr);
    if (feed && c.after.rowEmpty(opponent(mover)))
        c.reason = IllegalReason::DoesNotFeed;
    return c;
}

using Moves = FedMoves<candidate>;

// How a game that a move left at `b` with these totals goes on: over by the
// majority (where it ends the game), over because the next mover has no
// move, or not over. Inlined into the fast playout, whose every ply asks it.
[[gnu::always_inline]] inline EndReason endAfter(const Ring& b, const std::array<std::uint16_t, 2>& totals, Side next,
                                                 bool majorityEnds) {
    if (majorityEnds && (totals[0] >= kMajority || totals[1] >= kMajority))
        return EndReason::Majority;
    return Moves::hasMove(b, next) ? EndReason::None : EndReason::NoMoves;
}

class Oware final : public FedRingRules<candidate> {
public:
    explicit Oware(bool majorityEnds) : majorityEnds_(majorityEnds) {}

    GameId id() const noexcept override { return GameId::Oware; }

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
            int taken = 0;
            [[maybe_unused]] const bool drawn = Moves::drawSowing(b, mover, random, after, taken);
            assert(drawn && "Oware: a game that goes on has a move");
            b = after;
            totals[index(mover)] = static_cast<std::uint16_t>(totals[index(mover)] + taken);
            mover = opponent(mover);
            ++plies;
            end = endAfter(b, totals, mover, majorityEnds_);
            if (end == EndReason::None &&
                !seen.pushBelow(ringKey(b, totals, mover), totals[0] + totals[1], repetitionLimit()))
                end = EndReason::Repetition;
        }
        shared = random;
        b.storeInto(pos);
        pos.totals = totals;
        pos.toMove = mover;
        finishAs(pos, end, nullptr);
        return plies;
    }

private:
    void doApply(Position& pos, Move m, Trace* trace) const override {
        const Side mover = pos.toMove;
        Ring b = Ring::of(pos);
        const int r = kHoleRing[m.from];
        const int last = trace ? sowLapSkippingOrigin<true>(b, r, trace) : sowLapSkippingOrigin<false>(b, r, nullptr);
        settle(pos, b, captureChain(b, last, mover, trace), mover, trace);
    }

    // The legal moves' candidates, each sown (and captured) once, are the
    // moves' results, as doApply() would work them out again.
    void doSuccessors(const Position& pos, SuccessorList& out) const override {
        out.clear();
        if (pos.over())
            return;
        const Side mover = pos.toMove;
        Moves::forEachLegal(Ring::of(pos), mover, [&](int i, const FedCandidate& c) {
            settle(out.push(Move::sow(kRingHole[i]), pos), c.after, c.taken, mover, nullptr);
            return true;
        });
    }

    // The rest of a move that left `b` and took `taken` seeds: the total, the
    // board back into `pos`, the turn, and the end of the game if it came.
    void settle(Position& pos, const Ring& b, int taken, Side mover, Trace* trace) const {
        pos.totals[index(mover)] = static_cast<std::uint16_t>(pos.totals[index(mover)] + taken);
        b.storeInto(pos);
        pos.toMove = opponent(mover);
        finishAs(pos, endAfter(b, pos.totals, pos.toMove, majorityEnds_), trace);
    }

    // Ends the game for `reason` (None: it goes on): by the majority with the
    // board as it is, otherwise each player taking their own row.
    void finishAs(Position& pos, EndReason reason, Trace* trace) const {
        if (reason == EndReason::None)
            return;
        if (reason == EndReason::Majority) {
            finish(pos, reason, Allotment::None, trace);
            return;
        }
        allotOwnRows(pos, trace);
        finish(pos, reason, Allotment::OwnRows, trace);
    }

    void doEndByRepetition(Position& pos, Trace* trace) const override { finishAs(pos, EndReason::Repetition, trace); }

public:
    EndReason endAt(const Position& pos) const noexcept override {
        return endAfter(Ring::of(pos), pos.totals, pos.toMove, majorityEnds_);
    }

private:
    bool majorityEnds_;
};

} // namespace

const Rules& owareRules() noexcept {
    static const Oware rules(true);
    return rules;
}

const Rules& owareToTheEndRules() noexcept {
    static const Oware rules(false);
    return rules;
}

} // namespace mancala::detail
