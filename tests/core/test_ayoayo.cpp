// Rule scenarios of Ayoayo (docs/rules.md). Each scenario sets a whole board,
// plays one move and compares the whole resulting position. Boards are written
// as seen on screen: North's row a2..f2 on top, South's row a1..f1 below, both
// left to right; the totals are the stores (South's at the right end, North's
// at the left end of the screen).
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "core/trace_replay.hpp"
#include "mancala/game.hpp"
#include "mancala/rules.hpp"
#include "mancala/trace.hpp"

#include "core/scenario.hpp"

namespace mancala {

const Rules& scenario::rules() {
    return rulesFor(GameId::Ayoayo);
}

namespace {

using namespace scenario;

//      a  b  c  d  e  f
// N:   4  4  4  4  4  4
// S:   4  4  4  4  4  4     South to move, both stores empty, 48 seeds
TEST(AyoayoRules, StartsWithFourSeedsInEveryHole) {
    EXPECT_EQ(rules().initial(), board({4, 4, 4, 4, 4, 4}, {4, 4, 4, 4, 4, 4}, {0, 0}, S));
    EXPECT_TRUE(rules().hasStores());
    EXPECT_EQ(rules().totalSeeds(), 48);
    EXPECT_EQ(legal(rules().initial()),
              (std::vector<Move>{sow("a1"), sow("b1"), sow("c1"), sow("d1"), sow("e1"), sow("f1")}));
}

//      a  b  c  d  e  f
// N:   1  0  2  0  0  4
// S:   0  1  3  0  1  0     North to move: a2, c2, f2 (any non-empty hole)
TEST(AyoayoRules, LegalMovesAreNonEmptyOwnHoles) {
    const Position p = board({1, 0, 2, 0, 0, 4}, {0, 1, 3, 0, 1, 0}, {19, 17}, N);
    EXPECT_EQ(legal(p), (std::vector<Move>{sow("a2"), sow("c2"), sow("f2")}));
    EXPECT_EQ(rules().check(p, sow("b2")), IllegalReason::Empty);
    EXPECT_EQ(rules().check(p, sow("c1")), IllegalReason::NotYourHole);
}

// The reasons come in a fixed order; Ayoayo has no passes.
TEST(AyoayoRules, CheckReasonsInRuleOrder) {
    const Position p = board({1, 0, 2, 0, 0, 4}, {0, 1, 3, 0, 1, 0}, {19, 17}, N);
    EXPECT_EQ(rules().check(ended(p, EndReason::NoMoves, Winner::South), Move::pass()), IllegalReason::GameOver);
    EXPECT_EQ(rules().check(p, Move::sow(12)), IllegalReason::NotAHole);
    EXPECT_EQ(rules().check(p, Move::step(H("c2"), H("b2"))), IllegalReason::NotAHole);
    EXPECT_EQ(rules().check(p, Move::pass()), IllegalReason::MustMove);
    EXPECT_EQ(rules().check(p, sow("a2")), IllegalReason::None);
}

//      a  b  c  d  e  f                     a  b  c  d  e  f
// N:   2  0  1  0  3  0                N:   2  0  1  0  3  1
// S:   1  0  2  3  0  1   South d1 ->  S:   1  0  2  0  1  2
// d1 -> e1, f1, f2 (nothing back into d1); f2 was empty: the move ends on
// North's row, which never captures for South.
TEST(AyoayoRules, SowingStartsInNextHole) {
    const Position before = board({2, 0, 1, 0, 3, 0}, {1, 0, 2, 3, 0, 1}, {17, 18}, S);
    EXPECT_EQ(play(before, sow("d1")), board({2, 0, 1, 0, 3, 1}, {1, 0, 2, 0, 1, 2}, {17, 18}, N));
}

//      a  b  c  d  e  f                     a  b  c  d  e  f
// N:   0  1  0  0  2  0                N:   0  1  0  0  2  1
// S:   0  2  0  2  1  0   South b1 ->  S:   0  0  1  0  2  1
// b1 -> c1, d1: d1 was occupied -> take its 3 seeds (the last one included)
// and sow e1, f1, f2; f2 was empty: end.
TEST(AyoayoRules, RelayTakesLastSeedAlong) {
    const Position before = board({0, 1, 0, 0, 2, 0}, {0, 2, 0, 2, 1, 0}, {20, 20}, S);
    EXPECT_EQ(play(before, sow("b1")), board({0, 1, 0, 0, 2, 1}, {0, 0, 1, 0, 2, 1}, {20, 20}, N));
}

//      a  b  c  d  e  f                     a  b  c  d  e  f
// N:   0  0  0  0  0  0                N:   0  0  0  0  2  2
// S:  12  0  0  0  0  0   South a1 ->  S:   1  0  2  0  2  0
// Twelve seeds: b1 .. f1, f2 .. a2, a1 skipped, b1 (12th). b1 now holds 2 ->
// relays of 2 from b1, d1, f1, e2, c2, a2; the last falls into b1 (empty):
// capture b2 (2) and the capturing seed: South +3.
TEST(AyoayoRules, OriginSkippedOnTwelvePlusLap) {
    const Position before = board({0, 0, 0, 0, 0, 0}, {12, 0, 0, 0, 0, 0}, {16, 20}, S);
    Trace trace;
    EXPECT_EQ(play(before, sow("a1"), &trace), board({0, 0, 0, 2, 0, 2}, {1, 0, 2, 0, 2, 0}, {19, 20}, N));
    EXPECT_EQ(
        trace,
        (Trace{pickUp("a1", 12), drop("b1"),      drop("c1"),          drop("d1"),         drop("e1"), drop("f1"),
               drop("f2"),       drop("e2"),      drop("d2"),          drop("c2"),         drop("b2"), drop("a2"),
               skip("a1"),       drop("b1"),      lap("b1"),           pickUp("b1", 2),    drop("c1"), drop("d1"),
               lap("d1"),        pickUp("d1", 2), drop("e1"),          drop("f1"),         lap("f1"),  pickUp("f1", 2),
               drop("f2"),       drop("e2"),      lap("e2"),           pickUp("e2", 2),    drop("d2"), drop("c2"),
               lap("c2"),        pickUp("c2", 2), drop("b2"),          drop("a2"),         lap("a2"),  pickUp("a2", 2),
               drop("a1"),       drop("b1"),      capture("b2", 2, S), capture("b1", 1, S)}));
}

//      a  b  c  d  e  f                     a  b  c  d  e  f
// N:   0  0  0  0  0  0                N:   2  0  0  0  2  0
// S:   1 11  0  0  0  0   South a1 ->  S:   0  1  0  2  0  2
// a1 -> b1 (12): the relay lap of 12 skips ITS origin b1: c1 .. a2, a1, b1
// skipped, c1 (2) -> relays of 2 from c1, e1, f2, d2, b2, a1; the last falls
// into c1 (empty): capture c2 (2) and the capturing seed: South +3.
TEST(AyoayoRules, RelayLapOfTwelveSkipsItsOwnOrigin) {
    const Position before = board({0, 0, 0, 0, 0, 0}, {1, 11, 0, 0, 0, 0}, {16, 20}, S);
    EXPECT_EQ(play(before, sow("a1")), board({2, 0, 0, 0, 2, 0}, {0, 1, 0, 2, 0, 2}, {19, 20}, N));
}

//      a  b  c  d  e  f                     a  b  c  d  e  f
// N:   1  0  0  0  2  1                N:   1  0  0  1  0  1
// S:   2  0  3  1  0  0   North e2 ->  S:   2  0  0  1  0  0
// e2 -> d2, c2; c2 was empty and is North's; c1 across holds 3: North's store
// gets those 3 and the capturing seed.
TEST(AyoayoRules, CaptureTakesCapturingSeed) {
    const Position before = board({1, 0, 0, 0, 2, 1}, {2, 0, 3, 1, 0, 0}, {20, 18}, N);
    Trace trace;
    EXPECT_EQ(play(before, sow("e2"), &trace), board({1, 0, 0, 1, 0, 1}, {2, 0, 0, 1, 0, 0}, {20, 22}, S));
    EXPECT_EQ(trace, (Trace{pickUp("e2", 2), drop("d2"), drop("c2"), capture("c1", 3, N), capture("c2", 1, N)}));
}

//      a  b  c  d  e  f                     a  b  c  d  e  f
// N:   0  2  1  0  0  1                N:   0  2  1  0  0  1
// S:   1  0  2  0  0  2   South c1 ->  S:   1  0  0  1  1  2
// c1 -> d1, e1; e1 was empty but e2 across is empty too: nothing is
// captured and the seed stays [choice].
TEST(AyoayoRules, OppositeEmptyCapturesNothing) {
    const Position before = board({0, 2, 1, 0, 0, 1}, {1, 0, 2, 0, 0, 2}, {14, 25}, S);
    EXPECT_EQ(play(before, sow("c1")), board({0, 2, 1, 0, 0, 1}, {1, 0, 0, 1, 1, 2}, {14, 25}, N));
}

//      a  b  c  d  e  f                     a  b  c  d  e  f
// N:   1  2  0  3  0  1                N:   2  0  0  3  0  1
// S:   0  2  1  0  2  0   North b2 ->  S:   1  2  1  0  2  0
// b2 -> a2, a1; a1 was empty but is South's: no capture for North.
TEST(AyoayoRules, LandingOnOpponentsRowCapturesNothing) {
    const Position before = board({1, 2, 0, 3, 0, 1}, {0, 2, 1, 0, 2, 0}, {16, 20}, N);
    EXPECT_EQ(play(before, sow("b2")), board({2, 0, 0, 3, 0, 1}, {1, 2, 1, 0, 2, 0}, {16, 20}, S));
}

//      a  b  c  d  e  f                     a  b  c  d  e  f
// N:   0  0  0  0  0  0                N:   0  0  0  1  1  1
// S:   1  0  2  0  3  1   South c1 ->  S:   1  0  0  1  0  2
// North's row is empty: a1 (-> b1, nothing reaches North) does not feed;
// c1, e1 and f1 do. c1 -> d1, e1 (4) -> relay f1, f2, e2, d2.
TEST(AyoayoRules, MustFeedEmptyOpponent) {
    const Position before = board({0, 0, 0, 0, 0, 0}, {1, 0, 2, 0, 3, 1}, {30, 11}, S);
    EXPECT_EQ(rules().check(before, sow("a1")), IllegalReason::DoesNotFeed);
    EXPECT_EQ(legal(before), (std::vector<Move>{sow("c1"), sow("e1"), sow("f1")}));
    EXPECT_EQ(play(before, sow("c1")), board({0, 0, 0, 1, 1, 1}, {1, 0, 0, 1, 0, 2}, {30, 11}, N));
}

//      a  b  c  d  e  f                     a  b  c  d  e  f
// N:   0  0  3  0  0  0                N:   0  0  0  0  0  0
// S:   2  1  0  0  1  0   South b1 ->  S:   0  0  0  0  0  0
// North still has seeds, so taking all of them is legal: b1 -> c1 captures
// c2 (3) + 1. North then has no move: the game is over and the seeds left
// (a1 2, e1 1) go to South, who moved last: South 26 - North 22.
TEST(AyoayoRules, GrandSlamLegalWhenOpponentHasSeeds) {
    const Position before = board({0, 0, 3, 0, 0, 0}, {2, 1, 0, 0, 1, 0}, {19, 22}, S);
    EXPECT_EQ(play(before, sow("b1")),
              ended(board({0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}, {26, 22}, N), EndReason::NoMoves, Winner::South));
}

//      a  b  c  d  e  f                     a  b  c  d  e  f
// N:   0  0  0  0  1  0                N:   0  0  0  0  0  0
// S:   0  0  0  0  0  1   South f1 ->  S:   0  0  0  0  0  0
// f1 -> f2 (empty, North's row). South's row is now empty and North cannot
// feed it (f2 -> e2 -> d2, c2; e2 -> d2): North has no move. Every seed left
// (f2, e2: 2) goes to South, who made the last move: South 23 - North 25.
TEST(AyoayoRules, NoMoveGivesBoardToLastMover) {
    const Position before = board({0, 0, 0, 0, 1, 0}, {0, 0, 0, 0, 0, 1}, {21, 25}, S);
    Trace trace;
    EXPECT_EQ(play(before, sow("f1"), &trace),
              ended(board({0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}, {23, 25}, N), EndReason::NoMoves, Winner::North));
    EXPECT_EQ(trace, (Trace{pickUp("f1", 1), drop("f2"), allot("e2", 1, S), allot("f2", 1, S),
                            end(EndReason::NoMoves, Winner::North, Allotment::ToLastMover)}));
}

//      a  b  c  d  e  f                     a  b  c  d  e  f
// N:   0  0  0  0  1  0                N:   0  0  0  0  0  0
// S:   0  0  0  0  0  1   South f1 ->  S:   0  0  0  0  0  0
// As above with South 22: 24 - 24 is a draw.
TEST(AyoayoRules, EqualStoresAreADraw) {
    const Position before = board({0, 0, 0, 0, 1, 0}, {0, 0, 0, 0, 0, 1}, {22, 24}, S);
    EXPECT_EQ(play(before, sow("f1")),
              ended(board({0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}, {24, 24}, N), EndReason::NoMoves, Winner::Draw));
}

//      a  b  c  d  e  f
// N:   1  0  1  0  1  0
// S:   2  1  3  1  0  1     South to move (the example of the issue)
// c1 relays for ever (its laps run into a cycle): illegal; the rest end.
TEST(AyoayoRules, EndlessRelayIsIllegal) {
    const Position p = board({1, 0, 1, 0, 1, 0}, {2, 1, 3, 1, 0, 1}, {20, 17}, S);
    EXPECT_EQ(rules().check(p, sow("c1")), IllegalReason::NeverEnds);
    EXPECT_EQ(legal(p), (std::vector<Move>{sow("a1"), sow("b1"), sow("d1"), sow("f1")}));
}

//      a  b  c  d  e  f                     a  b  c  d  e  f
// N:   2  1  2  1  2  1                N:   0  3  0  0  0  3
// S:   1  3  1  2  1  2   South b1 ->  S:   3  0  3  0  3  0
// A finite relay of 1058 laps (no lap limit): it ends in d1 (empty) and
// captures d2 (3) + 1. (Expected board cross-checked with an independent
// naive simulation.)
TEST(AyoayoRules, LongFiniteRelayIsLegal) {
    const Position before = board({2, 1, 2, 1, 2, 1}, {1, 3, 1, 2, 1, 2}, {29, 0}, S);
    Trace trace;
    EXPECT_EQ(play(before, sow("b1"), &trace), board({0, 3, 0, 0, 0, 3}, {3, 0, 3, 0, 3, 0}, {33, 0}, N));
    EXPECT_EQ(std::count_if(trace.begin(), trace.end(), [](const Event& e) { return e.kind == EventKind::Lap; }), 1057);
}

//      a  b  c  d  e  f                       a  b  c  d  e  f
// N:   3  0  2  1  0  4                  N:   0  0  0  0  0  0
// S:   0  5  1  0  2  1   third time ->  S:   0  0  0  0  0  0
// Repetition [choice]: each player takes the seeds in their own row.
TEST(AyoayoRules, RepetitionSplitsRows) {
    Position p = board({3, 0, 2, 1, 0, 4}, {0, 5, 1, 0, 2, 1}, {20, 9}, S);
    EXPECT_EQ(rules().repetitionLimit(), 3);
    rules().endByRepetition(p, nullptr);
    EXPECT_EQ(p,
              ended(board({0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}, {29, 19}, S), EndReason::Repetition, Winner::South));
}

// A real game from the start in which South's f1 and North's a2 undo each
// other: the position after f1 (ply 19) occurs again after plies 21 and 23.
// Before ply 23:                  After ply 23 (third occurrence):
//      a  b  c  d  e  f                a  b  c  d  e  f
// N:   0  1  0  1  0  3           N:   1  4  0  5  0  1  -> all to North (11)
// S:   1  0  5  0  6  1           S:   3  2  1  0  1  0  -> all to South (7)
// Stores 7 / 23, so the game ends 14 - 34.
TEST(AyoayoRules, RepetitionThirdTimeEndsGame) {
    Game game(rules());
    for (const char* m : {"a1", "b2", "c1", "e2", "a1", "a2", "a1", "e2", "c1", "f2", "c1",
                          "e2", "e1", "e2", "e1", "d2", "e1", "b2", "f1", "a2", "f1", "a2"}) {
        ASSERT_EQ(game.play(sow(m)), IllegalReason::None) << m;
        ASSERT_FALSE(game.over());
    }
    const Position repeated = board({1, 4, 0, 5, 0, 1}, {3, 2, 1, 0, 1, 0}, {7, 23}, N);
    EXPECT_EQ(game.positionAt(19), repeated);
    EXPECT_EQ(game.positionAt(21), repeated);
    EXPECT_EQ(game.position(), board({0, 1, 0, 1, 0, 3}, {1, 0, 5, 0, 6, 1}, {7, 23}, S));
    Trace trace;
    ASSERT_EQ(game.play(sow("f1"), &trace), IllegalReason::None);
    EXPECT_EQ(game.position(),
              ended(board({0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}, {14, 34}, N), EndReason::Repetition, Winner::North));
    EXPECT_EQ(replayTrace(game.positionAt(22), trace), game.position());
}

// From the start, worked out by hand:
// 1. c1: d1..f2 (f2 5) -> e2..a2 (a2 5) -> a1, b1, c1, d1, e1 (e1 6) -> f1..b2
//    (b2 6) -> a2 1, a1 6, b1 6, c1 2, d1 7, e1 1: e1 was empty, e2 = 6 across:
//    South +7.
// 2. d2: c2..c1 (c1 3) -> d1, e1, f1 (f1 7) -> f2..a1 (a1 8) -> b1..d2 (d2 2)
//    -> c2, b2 (b2 3) -> a2, a1, b1 (b1 9) -> c1..b2: b2 was empty: no capture
//    (b1 across is empty, and b2 is North's own hole).
// 3. d1 (10): e1 .. b1; b1 was empty, b2 = 2 across: South +3.
// 4. c2 (11): every other hole, d2 last (3) -> c2, b2, a2 (7) -> a1..f2 (7)
//    -> e2..b1 (3) -> c1, d1, e1 (7) -> f1..a2 (2) -> a1, b1: b1 was empty and
//    is South's: no capture.
TEST(AyoayoRules, OpeningWorkedOutByHand) {
    Position p = rules().initial();
    p = play(p, sow("c1"));
    EXPECT_EQ(p, board({1, 0, 6, 6, 0, 1}, {6, 6, 2, 7, 0, 6}, {7, 0}, N));
    p = play(p, sow("d2"));
    EXPECT_EQ(p, board({4, 1, 10, 1, 3, 4}, {1, 0, 2, 10, 3, 2}, {7, 0}, S));
    p = play(p, sow("d1"));
    EXPECT_EQ(p, board({5, 0, 11, 2, 4, 5}, {2, 0, 2, 0, 4, 3}, {10, 0}, N));
    p = play(p, sow("c2"));
    EXPECT_EQ(p, board({0, 4, 3, 2, 7, 1}, {6, 1, 5, 3, 0, 6}, {10, 0}, S));
}

// Random games from the start (fixed seed) through Game: every move's trace
// replays to the position after it, the fast path agrees with the traced one,
// and the list of legal moves is never empty before the end.
TEST(AyoayoRules, RandomGamesReplayTheirTraces) {
    std::mt19937 rng(20240617);
    for (int g = 0; g < 300; ++g) {
        Game game(rules());
        while (!game.over()) {
            MoveList moves;
            game.legalMoves(moves);
            ASSERT_FALSE(moves.empty());
            const Move m = moves[static_cast<int>(rng() % static_cast<unsigned>(moves.size()))];
            const Position before = game.position();
            Position fast = before;
            rules().apply(fast, m, nullptr);
            Trace trace;
            ASSERT_EQ(game.play(m, &trace), IllegalReason::None);
            EXPECT_EQ(replayTrace(before, trace), game.position());
            if (game.position().end != EndReason::Repetition) {
                EXPECT_EQ(fast, game.position());
            }
        }
    }
}

} // namespace
} // namespace mancala
