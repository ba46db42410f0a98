// Rule scenarios of Djenon-aboure (docs/rules.md). Each scenario sets a whole
// board, plays one move and compares the whole resulting position. Boards are
// written as seen on screen: North's row a2..f2 on top, South's row a1..f1
// below, both left to right.
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
    return rulesFor(GameId::DjenonAboure);
}

namespace {

using namespace scenario;

//      a  b  c  d  e  f
// N:   4  4  4  4  4  4
// S:   4  4  4  4  4  4     South to move, no stores, 48 seeds
TEST(DjenonAboureRules, StartsWithFourSeedsInEveryHole) {
    EXPECT_EQ(rules().initial(), board({4, 4, 4, 4, 4, 4}, {4, 4, 4, 4, 4, 4}, {0, 0}, S));
    EXPECT_FALSE(rules().hasStores());
    EXPECT_EQ(rules().totalSeeds(), 48);
    EXPECT_EQ(rules().rows(), 2);
    EXPECT_EQ(rules().cols(), 6);
}

//      a  b  c  d  e  f
// N:   2  1  0  5  3  1
// S:   1  2  0  7  1  3     North to move: a2, d2, e2 (two or more seeds)
TEST(DjenonAboureRules, LegalMovesAreOwnHolesWithTwoOrMoreSeeds) {
    const Position p = board({2, 1, 0, 5, 3, 1}, {1, 2, 0, 7, 1, 3}, {10, 12}, N);
    EXPECT_EQ(legal(p), (std::vector<Move>{sow("a2"), sow("d2"), sow("e2")}));
    Position south = p;
    south.toMove = S;
    EXPECT_EQ(legal(south), (std::vector<Move>{sow("b1"), sow("d1"), sow("f1")}));
}

//      a  b  c  d  e  f
// N:   2  1  0  5  3  1
// S:   1  2  0  7  1  3     South to move: a1 (one seed) never moves
TEST(DjenonAboureRules, SingletonCannotMove) {
    const Position p = board({2, 1, 0, 5, 3, 1}, {1, 2, 0, 7, 1, 3}, {10, 12}, S);
    EXPECT_EQ(rules().check(p, sow("a1")), IllegalReason::Singleton);
    EXPECT_EQ(rules().check(p, sow("e1")), IllegalReason::Singleton);
    EXPECT_EQ(rules().check(p, sow("c1")), IllegalReason::Empty);
    EXPECT_EQ(rules().check(p, sow("d2")), IllegalReason::NotYourHole);
}

// The reasons come in a fixed order: game over, no such hole, pass while a
// move exists, opponent's hole, empty, singleton, endless.
TEST(DjenonAboureRules, CheckReasonsInRuleOrder) {
    const Position p = board({2, 1, 0, 5, 3, 1}, {1, 2, 0, 7, 1, 3}, {10, 12}, S);
    EXPECT_EQ(rules().check(ended(p, EndReason::Repetition, Winner::North), sow("z9")), IllegalReason::GameOver);
    EXPECT_EQ(rules().check(p, Move::sow(12)), IllegalReason::NotAHole);
    EXPECT_EQ(rules().check(p, Move::step(H("b1"), H("c1"))), IllegalReason::NotAHole);
    EXPECT_EQ(rules().check(p, Move::pass()), IllegalReason::MustMove);
    EXPECT_EQ(rules().check(p, sow("a2")), IllegalReason::NotYourHole);
    EXPECT_EQ(rules().check(p, sow("b1")), IllegalReason::None);
}

//      a  b  c  d  e  f                     a  b  c  d  e  f
// N:   2  0  1  3  0  1                N:   2  0  1  3  0  1
// S:   1  0  3  2  0  1   South c1 ->  S:   1  0  1  3  1  1
// The first seed goes back into c1, then d1, e1; e1 held 0, now 1: the move ends.
TEST(DjenonAboureRules, FirstSeedGoesBackIntoEmptiedHole) {
    const Position before = board({2, 0, 1, 3, 0, 1}, {1, 0, 3, 2, 0, 1}, {16, 18}, S);
    EXPECT_EQ(play(before, sow("c1")), board({2, 0, 1, 3, 0, 1}, {1, 0, 1, 3, 1, 1}, {16, 18}, N));
}

//      a  b  c  d  e  f                     a  b  c  d  e  f
// N:   0  0  3  0  0  1                N:   1  1  4  1  1  2
// S:  12  1  0  0  2  0   South a1 ->  S:   1  2  1  1  3  1
// Twelve seeds: a1 (first), b1..f1, f2..a2; the last falls into a2 (was 0).
TEST(DjenonAboureRules, TwelveSeedsStopJustBeforeOrigin) {
    const Position before = board({0, 0, 3, 0, 0, 1}, {12, 1, 0, 0, 2, 0}, {14, 15}, S);
    EXPECT_EQ(play(before, sow("a1")), board({1, 1, 4, 1, 1, 2}, {1, 2, 1, 1, 3, 1}, {14, 15}, N));
}

//      a  b  c  d  e  f                     a  b  c  d  e  f
// N:   0  2  0  0  1  0                N:   1  3  1  1  2  1
// S:  13  0  0  1  0  0   South a1 ->  S:   0  1  1  2  1  1
// Thirteen seeds come round: the 13th falls into a1 again (2 seeds): captured;
// a2 before it holds 1, so the chain stops.
TEST(DjenonAboureRules, ThirteenSeedsSowIntoOrigin) {
    const Position before = board({0, 2, 0, 0, 1, 0}, {13, 0, 0, 1, 0, 0}, {15, 16}, S);
    Trace trace;
    EXPECT_EQ(play(before, sow("a1"), &trace), board({1, 3, 1, 1, 2, 1}, {0, 1, 1, 2, 1, 1}, {17, 16}, N));
    ASSERT_EQ(trace.size(), 15u);
    EXPECT_EQ(trace[1], drop("a1"));
    EXPECT_EQ(trace[13], drop("a1"));
    EXPECT_EQ(trace[14], capture("a1", 2, S));
}

//      a  b  c  d  e  f                     a  b  c  d  e  f
// N:   1  1  0  2  0  0                N:   1  1  0  2  0  0
// S:   0  2  2  0  0  1   South b1 ->  S:   0  1  1  1  1  1
// b1 -> b1, c1: c1 holds 3 -> relay from c1: c1, d1, e1; e1 holds 1: end.
TEST(DjenonAboureRules, RelayOnThreeContinuesFromLandingHole) {
    const Position before = board({1, 1, 0, 2, 0, 0}, {0, 2, 2, 0, 0, 1}, {19, 20}, S);
    EXPECT_EQ(play(before, sow("b1")), board({1, 1, 0, 2, 0, 0}, {0, 1, 1, 1, 1, 1}, {19, 20}, N));
}

//      a  b  c  d  e  f                     a  b  c  d  e  f
// N:   1  0  3  0  0  2                N:   1  0  3  0  0  2
// S:   2  4  0  1  2  0   South a1 ->  S:   1  1  1  2  3  1
// a1 -> a1, b1: b1 holds 5 -> relay from b1: b1, c1, d1, e1, f1 (was 0): end.
TEST(DjenonAboureRules, RelayOnFiveOrMoreContinuesFromLandingHole) {
    const Position before = board({1, 0, 3, 0, 0, 2}, {2, 4, 0, 1, 2, 0}, {16, 17}, S);
    EXPECT_EQ(play(before, sow("a1")), board({1, 0, 3, 0, 0, 2}, {1, 1, 1, 2, 3, 1}, {16, 17}, N));
}

//      a  b  c  d  e  f                     a  b  c  d  e  f
// N:   0  2  1  0  1  0                N:   0  2  1  0  0  1
// S:   1  0  2  0  1  3   South f1 ->  S:   1  0  2  0  1  1
// f1 -> f1, f2, e2: e2 holds 2 -> captured (on North's row); f2 before it
// holds 1: the chain stops. South +2.
TEST(DjenonAboureRules, LastHoleOfTwoIsCapturedOnEitherRow) {
    const Position before = board({0, 2, 1, 0, 1, 0}, {1, 0, 2, 0, 1, 3}, {18, 19}, S);
    EXPECT_EQ(play(before, sow("f1")), board({0, 2, 1, 0, 0, 1}, {1, 0, 2, 0, 1, 1}, {20, 19}, N));
}

//      a  b  c  d  e  f                     a  b  c  d  e  f
// N:   0  1  3  2  0  1                N:   0  1  0  1  0  1
// S:   1  2  0  0  1  0   North d2 ->  S:   1  2  0  0  1  0
// d2 -> d2, c2: c2 holds 4 -> captured; d2 before it (clockwise) holds 1.
TEST(DjenonAboureRules, LastHoleOfFourIsCaptured) {
    const Position before = board({0, 1, 3, 2, 0, 1}, {1, 2, 0, 0, 1, 0}, {17, 20}, N);
    EXPECT_EQ(play(before, sow("d2")), board({0, 1, 0, 1, 0, 1}, {1, 2, 0, 0, 1, 0}, {17, 24}, S));
}

//      a  b  c  d  e  f                     a  b  c  d  e  f
// N:   1  3  0  2  0  1                N:   1  3  0  2  0  0
// S:   2  0  1  4  1  3   South d1 ->  S:   2  0  1  1  0  0
// d1 -> d1, e1, f1, f2: f2 = 2 captured, then backwards f1 = 4, e1 = 2; d1 = 1
// stops the chain. South +8.
TEST(DjenonAboureRules, CaptureChainRunsBackwardAcrossRows) {
    const Position before = board({1, 3, 0, 2, 0, 1}, {2, 0, 1, 4, 1, 3}, {14, 16}, S);
    Trace trace;
    EXPECT_EQ(play(before, sow("d1"), &trace), board({1, 3, 0, 2, 0, 0}, {2, 0, 1, 1, 0, 0}, {22, 16}, N));
    EXPECT_EQ(trace, (Trace{pickUp("d1", 4), drop("d1"), drop("e1"), drop("f1"), drop("f2"), capture("f2", 2, S),
                            capture("f1", 4, S), capture("e1", 2, S)}));
}

//      a  b  c  d  e  f                     a  b  c  d  e  f
// N:   2  0  1  0  2  0                N:   2  0  1  0  2  0
// S:   0  4  1  2  3  1   South b1 ->  S:   0  1  2  3  0  1
// b1 -> b1, c1, d1, e1: e1 = 4 captured; d1 = 3 breaks the chain, so c1 = 2
// behind it stays.
TEST(DjenonAboureRules, CaptureChainStopsAtThree) {
    const Position before = board({2, 0, 1, 0, 2, 0}, {0, 4, 1, 2, 3, 1}, {15, 17}, S);
    EXPECT_EQ(play(before, sow("b1")), board({2, 0, 1, 0, 2, 0}, {0, 1, 2, 3, 0, 1}, {19, 17}, N));
}

//      a  b  c  d  e  f                     a  b  c  d  e  f
// N:   3  3  3  3  3  3                N:   0  0  0  0  0  0
// S:  13  3  3  3  3  3   South a1 ->  S:   0  0  0  0  0  0
// Thirteen seeds: every hole gets one, a1 two. a1 = 2 is captured, then a2,
// b2 .. f2, f1 .. b1 (4 each); the chain comes back to a1, now empty, and
// stops. South 46 - North 2; the board is empty, so the game is over.
TEST(DjenonAboureRules, CaptureChainCannotLoopAroundTheBoard) {
    const Position before = board({3, 3, 3, 3, 3, 3}, {13, 3, 3, 3, 3, 3}, {0, 2}, S);
    EXPECT_EQ(play(before, sow("a1")), ended(board({0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}, {46, 2}, N),
                                             EndReason::AllSingletons, Winner::South));
}

//      a  b  c  d  e  f
// N:   3  2  5  8  1  2
// S:   4  6  4  5  4  1     South to move
// b1 relays for ever: its first lap-start state (this board, lap from b1)
// comes back after 30 laps. The other moves end.
TEST(DjenonAboureRules, EndlessRelayIsIllegal) {
    const Position p = board({3, 2, 5, 8, 1, 2}, {4, 6, 4, 5, 4, 1}, {1, 2}, S);
    EXPECT_EQ(rules().check(p, sow("b1")), IllegalReason::NeverEnds);
    EXPECT_EQ(legal(p), (std::vector<Move>{sow("a1"), sow("c1"), sow("d1"), sow("e1")}));
}

//      a  b  c  d  e  f                     a  b  c  d  e  f
// N:   3  4  5  4  5  3                N:   7  1  2  8  2  3
// S:   2  3  4  5  2  3   South f1 ->  S:   0  4  3  2  3  4
// A finite relay of 258 laps (no lap limit): it ends in a1 with 4 seeds,
// captured; a2 = 7 stops the chain. (Expected board cross-checked with an
// independent naive simulation.)
TEST(DjenonAboureRules, LongFiniteRelayIsLegal) {
    const Position before = board({3, 4, 5, 4, 5, 3}, {2, 3, 4, 5, 2, 3}, {5, 0}, S);
    Trace trace;
    EXPECT_EQ(play(before, sow("f1"), &trace), board({7, 1, 2, 8, 2, 3}, {0, 4, 3, 2, 3, 4}, {9, 0}, N));
    EXPECT_EQ(std::count_if(trace.begin(), trace.end(), [](const Event& e) { return e.kind == EventKind::Lap; }), 257);
}

//      a  b  c  d  e  f                     a  b  c  d  e  f
// N:   2  0  3  1  0  0                N:   2  0  3  1  0  0
// S:   1  0  1  1  0  1   South pass -> S:   1  0  1  1  0  1   North to move
TEST(DjenonAboureRules, PassWhenOnlySingletons) {
    const Position before = board({2, 0, 3, 1, 0, 0}, {1, 0, 1, 1, 0, 1}, {18, 20}, S);
    EXPECT_EQ(legal(before), std::vector<Move>{Move::pass()});
    EXPECT_EQ(rules().check(before, sow("c1")), IllegalReason::Singleton);
    Trace trace;
    EXPECT_EQ(play(before, Move::pass(), &trace), board({2, 0, 3, 1, 0, 0}, {1, 0, 1, 1, 0, 1}, {18, 20}, N));
    EXPECT_EQ(trace, (Trace{Event{.kind = EventKind::Pass, .side = S}}));
}

//      a  b  c  d  e  f                     a  b  c  d  e  f
// N:   6  1  2  3  4  5                N:   6  1  2  3  4  5
// S:   1  0  1  0  3  1   South pass -> S:   1  0  1  0  3  1   North to move
// e1 is South's only hole of two or more, and its relay never ends (after
// 3 laps it runs in a cycle of 60 laps): South must pass.
TEST(DjenonAboureRules, PassWhenOnlyMovesNeverEnd) {
    const Position before = board({6, 1, 2, 3, 4, 5}, {1, 0, 1, 0, 3, 1}, {10, 11}, S);
    EXPECT_EQ(rules().check(before, sow("e1")), IllegalReason::NeverEnds);
    EXPECT_EQ(legal(before), std::vector<Move>{Move::pass()});
    EXPECT_EQ(play(before, Move::pass()), board({6, 1, 2, 3, 4, 5}, {1, 0, 1, 0, 3, 1}, {10, 11}, N));
}

//      a  b  c  d  e  f                     a  b  c  d  e  f
// N:   1  1  0  1  0  1                N:   0  0  0  0  0  0
// S:   1  0  2  0  1  0   South c1 ->  S:   0  0  0  0  0  0
// c1 -> c1, d1: every hole now holds 0 or 1: the game is over and each player
// takes their own row (South 4, North 4): South 22 - North 26.
TEST(DjenonAboureRules, AllSingletonsEndsGameAndSplitsRows) {
    const Position before = board({1, 1, 0, 1, 0, 1}, {1, 0, 2, 0, 1, 0}, {18, 22}, S);
    Trace trace;
    EXPECT_EQ(play(before, sow("c1"), &trace), ended(board({0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}, {22, 26}, N),
                                                     EndReason::AllSingletons, Winner::North));
    EXPECT_EQ(trace,
              (Trace{pickUp("c1", 2), drop("c1"), drop("d1"), allot("a1", 1, S), allot("a2", 1, N), allot("b2", 1, N),
                     allot("c1", 1, S), allot("d1", 1, S), allot("d2", 1, N), allot("e1", 1, S), allot("f2", 1, N),
                     end(EndReason::AllSingletons, Winner::North, Allotment::OwnRows)}));
}

//      a  b  c  d  e  f                     a  b  c  d  e  f
// N:   0  1  1  0  1  1                N:   0  0  0  0  0  0
// S:   0  1  0  2  0  0   South d1 ->  S:   0  0  0  0  0  0
// d1 -> d1, e1 and the game is over: 20 + 4 = 24 each, a draw.
TEST(DjenonAboureRules, TwentyFourEachIsADraw) {
    const Position before = board({0, 1, 1, 0, 1, 1}, {0, 1, 0, 2, 0, 0}, {21, 20}, S);
    EXPECT_EQ(play(before, sow("d1")), ended(board({0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}, {24, 24}, N),
                                             EndReason::AllSingletons, Winner::Draw));
}

//      a  b  c  d  e  f                       a  b  c  d  e  f
// N:   2  0  5  1  0  3                  N:   0  0  0  0  0  0
// S:   4  1  0  2  6  0   third time ->  S:   0  0  0  0  0  0
// Repetition [choice]: each player takes the seeds in their own row
// (South 13, North 11): South 25 - North 23.
TEST(DjenonAboureRules, RepetitionSplitsRows) {
    Position p = board({2, 0, 5, 1, 0, 3}, {4, 1, 0, 2, 6, 0}, {12, 12}, N);
    EXPECT_EQ(rules().repetitionLimit(), 3);
    rules().endByRepetition(p, nullptr);
    EXPECT_EQ(p,
              ended(board({0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}, {25, 23}, N), EndReason::Repetition, Winner::South));
}

// From the start, worked out by hand:
// 1. c1: c1 1, d1 5, e1 5, f1 5 -> relay f1: f2..c2 5 -> relay c2: b2, a2, a1,
//    b1 -> relay b1 (5): b1 1, c1 2, d1 6, e1 6, f1 2 -> f1 = 2 captured (e1 = 6).
// 2. e2: e2 1, d2 6, c2 2, b2 6, a2 6 -> relay a2 (6) -> e1 = 7 -> relay e1 (7)
//    -> b2 = 7 -> relay b2 (7): b2 1, a2 2, a1 7, b1 3, c1 4, d1 8, e1 2 ->
//    e1 = 2 captured (d1 = 8).
// 3. b1: b1 1, c1 5, d1 9 -> relay d1 (9) -> a2 = 3 -> relay a2: a2 1, a1 8,
//    b1 2 -> b1 = 2 captured (a1 = 8).
// 4. c2: c2 1, b2 3, a2 2, a1 9 -> relay a1 (9) -> d2 9 -> relay d2 (9) -> e1 3
//    -> relay e1 (3) -> f2 9 -> relay f2 (9) -> c1 8 -> relay c1 (8): c1 1, d1 4,
//    e1 2, f1 5, f2 2, e2 6, d2 3, c2 4 -> c2 = 4 captured (d2 = 3).
TEST(DjenonAboureRules, OpeningWorkedOutByHand) {
    Position p = rules().initial();
    p = play(p, sow("c1"));
    EXPECT_EQ(p, board({5, 5, 1, 5, 5, 5}, {5, 1, 2, 6, 6, 0}, {2, 0}, N));
    p = play(p, sow("e2"));
    EXPECT_EQ(p, board({2, 1, 3, 7, 2, 6}, {7, 3, 4, 8, 0, 1}, {2, 2}, S));
    p = play(p, sow("b1"));
    EXPECT_EQ(p, board({1, 2, 4, 8, 3, 7}, {8, 0, 5, 1, 1, 2}, {4, 2}, N));
    p = play(p, sow("c2"));
    EXPECT_EQ(p, board({4, 5, 0, 3, 6, 2}, {3, 3, 1, 4, 2, 5}, {4, 6}, S));
}

//      a  b  c  d  e  f                     a  b  c  d  e  f
// N:   2  0  1  0  3  0                N:   2  0  1  0  3  0
// S:   0  2  2  1  1  0   South b1 ->  S:   0  1  1  0  0  0
// b1 -> b1, c1 (3): relay -> c1, d1, e1: e1 = 2 and d1 = 2 captured, c1 = 1
// stops the chain. South +4.
TEST(DjenonAboureRules, RelayTraceEventByEvent) {
    const Position before = board({2, 0, 1, 0, 3, 0}, {0, 2, 2, 1, 1, 0}, {20, 16}, S);
    Trace trace;
    EXPECT_EQ(play(before, sow("b1"), &trace), board({2, 0, 1, 0, 3, 0}, {0, 1, 1, 0, 0, 0}, {24, 16}, N));
    EXPECT_EQ(trace, (Trace{pickUp("b1", 2), drop("b1"), drop("c1"), lap("c1"), pickUp("c1", 3), drop("c1"), drop("d1"),
                            drop("e1"), capture("e1", 2, S), capture("d1", 2, S)}));
}

// Random games from the start (fixed seed) through Game: every move's trace
// replays to the position after it, the fast path agrees with the traced one,
// and the list of legal moves is never empty before the end.
TEST(DjenonAboureRules, RandomGamesReplayTheirTraces) {
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
