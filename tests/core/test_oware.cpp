// Rule scenarios of Oware (Abapa, docs/rules.md). Each scenario sets a whole
// board, plays one move and compares the whole resulting position. Boards are
// written as seen on screen: North's row a2..f2 on top, South's row a1..f1
// below, both left to right; the totals are the seeds each player captured.
#include <gtest/gtest.h>

#include <vector>

#include "mancala/rules.hpp"

#include "core/scenario.hpp"

namespace mancala {

const Rules& scenario::rules() {
    return rulesFor(GameId::Oware);
}

namespace {

using namespace scenario;

TEST(OwareRules, StartsWithFourSeedsInEveryHouse) {
    EXPECT_EQ(rules().initial(), board({4, 4, 4, 4, 4, 4}, {4, 4, 4, 4, 4, 4}, {0, 0}, S));
    EXPECT_EQ(rules().totalSeeds(), 48);
    EXPECT_EQ(gameIdString(GameId::Oware), "oware");
}

//      a  b  c  d  e  f                      a  b  c  d  e  f
// N:   1  1  1  1  1  1                 N:   2  2  2  2  2  2
// S:  12  0  0  0  0  0  South a1 ->    S:   0  2  1  1  1  1
// a1 (12): b1 .. f1, f2 .. a2, a1 skipped, b1. The last seed is South's own.
TEST(OwareRules, TwelveSeedsSkipTheHouseTheyLeft) {
    const Position before = board({1, 1, 1, 1, 1, 1}, {12, 0, 0, 0, 0, 0}, {15, 15}, S);
    EXPECT_EQ(play(before, sow("a1")), board({2, 2, 2, 2, 2, 2}, {0, 2, 1, 1, 1, 1}, {15, 15}, N));
}

//      a  b  c  d  e  f                      a  b  c  d  e  f
// N:   3  4  0  1  2  1                 N:   3  4  0  0  0  0
// S:   2  3  1  4  0  3  South f1 ->    S:   2  3  1  4  0  0   South 12 + 7
// f1: f2, e2, d2 -> d2 makes 2: taken, then e2 (3) and f2 (2) before it.
TEST(OwareRules, TwosAndThreesAreCapturedBackwards) {
    const Position before = board({3, 4, 0, 1, 2, 1}, {2, 3, 1, 4, 0, 3}, {12, 12}, S);
    EXPECT_EQ(play(before, sow("f1")), board({3, 4, 0, 0, 0, 0}, {2, 3, 1, 4, 0, 0}, {19, 12}, N));
}

//      a  b  c  d  e  f                      a  b  c  d  e  f
// N:   3  4  1  1  3  1                 N:   3  4  1  0  4  2
// S:   2  3  1  4  0  3  South f1 ->    S:   2  3  1  4  0  0   South 11 + 2
// d2 makes 2 and is taken; e2 before it makes 4: the chain stops there.
TEST(OwareRules, ChainStopsAtAHouseOfOtherThanTwoOrThree) {
    const Position before = board({3, 4, 1, 1, 3, 1}, {2, 3, 1, 4, 0, 3}, {11, 11}, S);
    EXPECT_EQ(play(before, sow("f1")), board({3, 4, 1, 0, 4, 2}, {2, 3, 1, 4, 0, 0}, {13, 11}, N));
}

//      a  b  c  d  e  f                      a  b  c  d  e  f
// N:   0  0  0  1  2  1                 N:   0  0  0  2  3  2
// S:   2  3  1  4  0  3  South f1 ->    S:   2  3  1  4  0  0
// The chain would take every seed North has: a grand slam takes nothing.
TEST(OwareRules, GrandSlamCapturesNothing) {
    const Position before = board({0, 0, 0, 1, 2, 1}, {2, 3, 1, 4, 0, 3}, {16, 15}, S);
    EXPECT_EQ(play(before, sow("f1")), board({0, 0, 0, 2, 3, 2}, {2, 3, 1, 4, 0, 0}, {16, 15}, N));
}

//      a  b  c  d  e  f
// N:   0  0  0  0  0  0
// S:   0  0  0  0  1  3      North has no seeds: only f1 gives them some.
TEST(OwareRules, APlayerMustFeedAnOpponentWithoutSeeds) {
    const Position p = board({0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 1, 3}, {22, 22}, S);
    EXPECT_EQ(legal(p), std::vector<Move>{sow("f1")});
    EXPECT_EQ(rules().check(p, sow("e1")), IllegalReason::DoesNotFeed);
}

//      a  b  c  d  e  f                      a  b  c  d  e  f
// N:   1  0  0  0  0  0                 N:   0  0  0  0  0  0
// S:   1  0  0  0  0  0  North a2 ->    S:   0  0  0  0  0  0   25 - 23
// a2 -> a1 makes 2, but taking it would leave South nothing (a grand slam).
// South cannot give North a seed: the game is over, South takes their row.
TEST(OwareRules, GameEndsWhenThePlayerToMoveCannotFeed) {
    const Position before = board({1, 0, 0, 0, 0, 0}, {1, 0, 0, 0, 0, 0}, {23, 23}, N);
    EXPECT_EQ(play(before, sow("a2")),
              ended(board({0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}, {25, 23}, S), EndReason::NoMoves, Winner::South));
}

//      a  b  c  d  e  f                      a  b  c  d  e  f
// N:   3  0  0  0  0  1                 N:   3  0  0  0  0  0
// S:   0  0  0  0  0  1  South f1 ->    S:   0  0  0  0  0  0   25 - 20
// f2 makes 2: South has 25 and wins; the 3 seeds of a2 stay on the board.
TEST(OwareRules, TwentyFiveSeedsWin) {
    const Position before = board({3, 0, 0, 0, 0, 1}, {0, 0, 0, 0, 0, 1}, {23, 20}, S);
    EXPECT_EQ(play(before, sow("f1")),
              ended(board({3, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}, {25, 20}, N), EndReason::Majority, Winner::South));
}

} // namespace
} // namespace mancala
