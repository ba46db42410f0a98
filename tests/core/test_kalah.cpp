// Rule scenarios of Kalah (docs/rules.md), at Kalah(6, 4) unless a test says
// otherwise. Each scenario sets a whole board, plays one move and compares
// the whole resulting position. Boards are written as seen on screen:
// North's row a2..f2 on top, South's row a1..f1 below, both left to right;
// the totals are the stores (South's at the right end, North's at the left).
#include <gtest/gtest.h>

#include <vector>

#include "mancala/rules.hpp"
#include "mancala/trace.hpp"

#include "core/scenario.hpp"

namespace mancala {

const Rules& scenario::rules() {
    return rulesFor(GameId::Kalah);
}

namespace {

using namespace scenario;

bool hasEvent(const Trace& trace, EventKind kind) {
    for (const Event& e : trace)
        if (e.kind == kind)
            return true;
    return false;
}

//      a  b  c  d  e  f
// N:   4  4  4  4  4  4
// S:   4  4  4  4  4  4     South to move, both stores empty, 48 seeds
TEST(KalahRules, StartsWithItsSeedsInEveryHouse) {
    EXPECT_EQ(rules().initial(), board({4, 4, 4, 4, 4, 4}, {4, 4, 4, 4, 4, 4}, {0, 0}, S));
    EXPECT_TRUE(rules().hasStores());
    EXPECT_EQ(rules().totalSeeds(), 48);
    EXPECT_EQ(rulesFor(GameId::kalah(4, 3, false)).totalSeeds(), 24);
    EXPECT_EQ(rulesFor(GameId::kalah(4, 3, false)).cols(), 4);
    EXPECT_EQ(legal(rules().initial()),
              (std::vector<Move>{sow("a1"), sow("b1"), sow("c1"), sow("d1"), sow("e1"), sow("f1")}));
}

//      a  b  c  d  e  f                      a  b  c  d  e  f
// N:   1  1  1  1  1  1                 N:   2  2  2  2  2  2
// S:   0  1  0  0 10  0  South e1 -> S:      1  2  0  0  0  1   stores S 17 N 15
// e1 (10): f1, South's store, f2 .. a2, North's store skipped, a1, b1.
TEST(KalahRules, SowingPassesOwnStoreAndSkipsTheOpponents) {
    const Position before = board({1, 1, 1, 1, 1, 1}, {0, 1, 0, 0, 10, 0}, {16, 15}, S);
    EXPECT_EQ(play(before, sow("e1")), board({2, 2, 2, 2, 2, 2}, {1, 2, 0, 0, 0, 1}, {17, 15}, N));
}

// The start: c1 sows d1, e1, f1 and South's store: South moves again.
TEST(KalahRules, LastSeedInOwnStoreGivesAnotherTurn) {
    Trace trace;
    const Position after = play(rules().initial(), sow("c1"), &trace);
    EXPECT_EQ(after, board({4, 4, 4, 4, 4, 4}, {4, 4, 0, 5, 5, 5}, {1, 0}, S));
    EXPECT_TRUE(hasEvent(trace, EventKind::Store));
    EXPECT_TRUE(hasEvent(trace, EventKind::Again));
}

//      a  b  c  d  e  f                      a  b  c  d  e  f
// N:   3  2  4  5  2  1                 N:   3  2  4  0  2  1
// S:   1  2  3  0  4  2  South b1 ->    S:   1  0  4  0  4  2   stores S 16 N 9
// b1: c1, d1 -> d1 was empty, d2 across holds 5: 5 + 1 to South's store.
TEST(KalahRules, LastSeedInEmptyOwnHouseCapturesAcross) {
    const Position before = board({3, 2, 4, 5, 2, 1}, {1, 2, 3, 0, 4, 2}, {10, 9}, S);
    EXPECT_EQ(play(before, sow("b1")), board({3, 2, 4, 0, 2, 1}, {1, 0, 4, 0, 4, 2}, {16, 9}, N));
}

//      a  b  c  d  e  f
// N:   3  2  4  0  2  1
// S:   1  2  3  0  4  2      South b1: the last seed falls into the empty d1,
// and d2 across is empty. Standard rule: it stays. Empty capture: it goes to
// South's store alone.
TEST(KalahRules, EmptyHouseAcrossCapturesOnlyWithTheEmptyCaptureOption) {
    const Position before = board({3, 2, 4, 0, 2, 1}, {1, 2, 3, 0, 4, 2}, {12, 12}, S);
    EXPECT_EQ(play(before, sow("b1")), board({3, 2, 4, 0, 2, 1}, {1, 0, 4, 1, 4, 2}, {12, 12}, N));
    const Rules& emptyCapture = rulesFor(GameId::kalah(6, 4, true));
    Position p = before;
    emptyCapture.apply(p, sow("b1"), nullptr);
    EXPECT_EQ(p, board({3, 2, 4, 0, 2, 1}, {1, 0, 4, 0, 4, 2}, {13, 12}, N));
}

//      a  b  c  d  e  f
// N:   1  2  0  0  0  3
// S:   0  0  0  0  0  1      South f1 -> the store: another turn, but South
// has no seeds left: the game is over (South, to move, cannot), and North
// takes the 6 of their row.
TEST(KalahRules, GameEndsWhenThePlayerToMoveHasNoSeeds) {
    const Position before = board({1, 2, 0, 0, 0, 3}, {0, 0, 0, 0, 0, 1}, {20, 21}, S);
    Trace trace;
    EXPECT_EQ(play(before, sow("f1"), &trace),
              ended(board({0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}, {21, 27}, S), EndReason::NoMoves, Winner::North));
    EXPECT_TRUE(hasEvent(trace, EventKind::Again));
}

//      a  b  c  d  e  f                      a  b  c  d  e  f
// N:   2  0  0  0  0  0                 N:   2  0  0  0  1  1
// S:   0  0  0  0  0  3  South f1 ->    S:   0  0  0  0  0  0
// South's row is empty, but North is to move and has seeds: the game goes on.
TEST(KalahRules, EmptyRowOfThePlayerWhoMovedDoesNotEndTheGame) {
    const Position before = board({2, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 3}, {22, 21}, S);
    EXPECT_EQ(play(before, sow("f1")), board({2, 0, 0, 0, 1, 1}, {0, 0, 0, 0, 0, 0}, {23, 21}, N));
}

TEST(KalahRules, GameIdsSpellSizeAndOption) {
    EXPECT_EQ(gameIdString(GameId::Kalah), "kalah-6-4");
    EXPECT_EQ(gameIdString(GameId::kalah(3, 12, true)), "kalah-3-12-empty-capture");
    EXPECT_EQ(gameFromString("kalah-4-5"), GameId::kalah(4, 5, false));
    EXPECT_EQ(gameFromString("kalah-6-6-empty-capture"), GameId::kalah(6, 6, true));
    for (const char* bad : {"kalah", "kalah-7-4", "kalah-0-4", "kalah-6-13", "kalah-06-4", "kalah-6-4-empty",
                            "kalah-6-4-empty-capture-", "kalah-6", "kalah--4"})
        EXPECT_FALSE(gameFromString(bad).has_value()) << bad;
    EXPECT_EQ(&rulesFor(GameId::kalah(5, 3, true)), &rulesFor(*gameFromString("kalah-5-3-empty-capture")));
}

} // namespace
} // namespace mancala
