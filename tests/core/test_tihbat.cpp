// Rule scenarios of Tihbat (docs/rules.md, "Tihbat"). Boards are drawn as on
// screen: North's row (a2 b2) on top, South's row (a1 b1) below; the totals
// are the counters each player has captured.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "core/trace_replay.hpp"
#include "mancala/game.hpp"
#include "mancala/rules.hpp"
#include "mancala/trace.hpp"

#include "core/scenario.hpp"

const mancala::Rules& mancala::scenario::rules() {
    return rulesFor(GameId::Tihbat);
}

namespace {

using namespace mancala;
using namespace mancala::scenario;

constexpr Hole a1 = 0, a2 = 1, b1 = 2, b2 = 3;

const Rules& tihbat() {
    return rules();
}

//        a  b
//   2    7  7
//   1    7  7     S 0, N 0, South to move
TEST(TihbatRules, StartsWithSevenInEachHole) {
    EXPECT_EQ(tihbat().initial(), board({{7, 7}, {7, 7}}, 0, 0, Side::South));
    EXPECT_EQ(legal(tihbat().initial()), (std::vector<Move>{Move::sow(a1), Move::sow(b1)}));
    EXPECT_EQ(tihbat().totalSeeds(), 28);
    EXPECT_EQ(tihbat().repetitionLimit(), 2);
}

//        a  b              a  b
//   2    3  1         2    3  1
//   1   [1] 5   ->    1    1  5     S 10, N 8
// South plays a1: its single counter drops straight back.
TEST(TihbatRules, SingleCounterIsAWaitingMove) {
    const Position before = board({{3, 1}, {1, 5}}, 10, 8, Side::South);
    Trace trace;
    EXPECT_EQ(play(before, Move::sow(a1), &trace), board({{3, 1}, {1, 5}}, 10, 8, Side::North));
    EXPECT_EQ(trace, (Trace{pickUp(a1, 1), drop(a1)}));
}

//        a  b              a  b
//   2    2  1         2    3  2
//   1    4 [3]  ->    1    4  1     S 8, N 10
// South plays b1: the first counter goes back into b1, then b2, a2.
TEST(TihbatRules, FirstCounterFallsBackIntoTheEmptiedHole) {
    const Position before = board({{2, 1}, {4, 3}}, 8, 10, Side::South);
    EXPECT_EQ(play(before, Move::sow(b1)), board({{3, 2}, {4, 1}}, 8, 10, Side::North));
}

//        a  b              a  b
//   2   [4] 0         2    1  1
//   1    2  2   ->    1    3  3     S 10, N 10
// North plays a2: a2, a1, b1, b2 (counter-clockwise); b2 holds 1, no capture.
TEST(TihbatRules, SowingRunsCounterClockwise) {
    const Position before = board({{4, 0}, {2, 2}}, 10, 10, Side::North);
    EXPECT_EQ(play(before, Move::sow(a2)), board({{1, 1}, {3, 3}}, 10, 10, Side::South));
}

//        a  b              a  b
//   2    2  0         2    4  2
//   1   [9] 1   ->    1    3  3     S 8, N 8
// South plays a1 with 9: twice round and once more into a1 (3, odd).
TEST(TihbatRules, SowingGoesRoundAgainWhileCountersRemain) {
    const Position before = board({{2, 0}, {9, 1}}, 8, 8, Side::South);
    EXPECT_EQ(play(before, Move::sow(a1)), board({{4, 2}, {3, 3}}, 8, 8, Side::North));
}

//        a  b              a  b
//   2    4  5         2    4  5
//   1   [2] 1   ->    1    1  0     S 10 -> 12, N 6
// South plays a1: the last counter makes b1 hold 2, which South captures.
TEST(TihbatRules, CaptureOnOwnSideEven) {
    const Position before = board({{4, 5}, {2, 1}}, 10, 6, Side::South);
    Trace trace;
    EXPECT_EQ(play(before, Move::sow(a1), &trace), board({{4, 5}, {1, 0}}, 12, 6, Side::North));
    EXPECT_EQ(trace, (Trace{pickUp(a1, 2), drop(a1), drop(b1), capture(b1, 2, Side::South)}));
}

//        a  b              a  b
//   2    3  1         2    4  2
//   1   [6] 6   ->    1    2  0     S 6 -> 14, N 6
// South plays a1 with 6: a1 b1 b2 a2 a1 b1; b1 ends with 8, captured.
TEST(TihbatRules, CaptureUpToEight) {
    const Position before = board({{3, 1}, {6, 6}}, 6, 6, Side::South);
    EXPECT_EQ(play(before, Move::sow(a1)), board({{4, 2}, {2, 0}}, 14, 6, Side::North));
}

//        a  b              a  b
//   2    1  1         2    2  2
//   1   [6] 8   ->    1    2 10     S 6, N 6
// The same sowing with 8 in b1 leaves 10 there: even, but above eight.
TEST(TihbatRules, NoCaptureAboveEight) {
    const Position before = board({{1, 1}, {6, 8}}, 6, 6, Side::South);
    EXPECT_EQ(play(before, Move::sow(a1)), board({{2, 2}, {2, 10}}, 6, 6, Side::North));
}

//        a  b              a  b
//   2    4  4         2    4  4
//   1   [2] 2   ->    1    1  3     S 8, N 8
// The last counter makes b1 hold 3: odd, no capture.
TEST(TihbatRules, OddCountNeverCaptures) {
    const Position before = board({{4, 4}, {2, 2}}, 8, 8, Side::South);
    EXPECT_EQ(play(before, Move::sow(a1)), board({{4, 4}, {1, 3}}, 8, 8, Side::North));
}

//        a  b              a  b
//   2    4  1         2    4  2
//   1    5 [2]  ->    1    5  1     S 8, N 8
// South plays b1: the last counter makes North's b2 hold 2; no capture.
TEST(TihbatRules, LandingOnOpponentNeverCaptures) {
    const Position before = board({{4, 1}, {5, 2}}, 8, 8, Side::South);
    EXPECT_EQ(play(before, Move::sow(b1)), board({{4, 2}, {5, 1}}, 8, 8, Side::North));
}

//        a  b              a  b
//   2    1 [2]        2    0  1
//   1    3  4   ->    1    3  4     S 10, N 8 -> 10
// North plays b2: b2, a2; a2 now holds 2 and North captures it.
TEST(TihbatRules, NorthCapturesOnItsOwnSide) {
    const Position before = board({{1, 2}, {3, 4}}, 10, 8, Side::North);
    EXPECT_EQ(play(before, Move::sow(b2)), board({{0, 1}, {3, 4}}, 10, 10, Side::South));
}

//        a  b              a  b
//   2    4  6         2    4  6
//   1    0  0   ->    1    0  0     S 10, N 8
// South has no counter: its only move is a pass.
TEST(TihbatRules, PassWhenBothHolesEmpty) {
    const Position before = board({{4, 6}, {0, 0}}, 10, 8, Side::South);
    EXPECT_EQ(legal(before), std::vector<Move>{Move::pass()});
    Trace trace;
    EXPECT_EQ(play(before, Move::pass(), &trace), board({{4, 6}, {0, 0}}, 10, 8, Side::North));
    EXPECT_EQ(trace, (Trace{Event{.kind = EventKind::Pass, .side = Side::South}}));
}

//        a  b
//   2    4  6
//   1    0  4     S 8, N 6, South to move
// Only a non-empty hole of the mover's own row may be sown; a pass is
// refused while a move exists; nothing is legal once the game is over.
TEST(TihbatRules, OnlyOwnNonEmptyHolesMaySow) {
    const Position p = board({{4, 6}, {0, 4}}, 8, 6, Side::South);
    EXPECT_EQ(legal(p), std::vector<Move>{Move::sow(b1)});
    EXPECT_EQ(tihbat().check(p, Move::sow(b1)), IllegalReason::None);
    EXPECT_EQ(tihbat().check(p, Move::sow(a1)), IllegalReason::Empty);
    EXPECT_EQ(tihbat().check(p, Move::sow(a2)), IllegalReason::NotYourHole);
    EXPECT_EQ(tihbat().check(p, Move::sow(b2)), IllegalReason::NotYourHole);
    EXPECT_EQ(tihbat().check(p, Move::sow(4)), IllegalReason::NotAHole);
    EXPECT_EQ(tihbat().check(p, Move::pass()), IllegalReason::MustMove);
    EXPECT_EQ(tihbat().check(p, Move::step(b1, b2)), IllegalReason::WrongDestination);
    const Position over = ended(p, EndReason::Repetition, Winner::South);
    EXPECT_EQ(tihbat().check(over, Move::sow(b1)), IllegalReason::GameOver);
    EXPECT_TRUE(legal(over).empty());
}

// "The game ends when every counter is captured" can never apply: from every
// board that can occur (an even number of counters, 2 to 28, in any holes),
// every legal move of either side leaves counters on the board.
TEST(TihbatRules, AllCapturedCannotHappen) {
    int moves = 0;
    for (int n = 2; n <= 28; n += 2)
        for (int x = 0; x <= n; ++x)
            for (int y = 0; x + y <= n; ++y)
                for (int z = 0; x + y + z <= n; ++z)
                    for (Side side : {Side::South, Side::North}) {
                        const Position p = board({{x, y}, {z, n - x - y - z}}, 28 - n, 0, side);
                        for (Move m : legal(p)) {
                            Position after = p;
                            tihbat().apply(after, m, nullptr);
                            ++moves;
                            ASSERT_GT(after.board[a1] + after.board[a2] + after.board[b1] + after.board[b2], 0);
                            ASSERT_FALSE(after.over());
                        }
                    }
    EXPECT_GT(moves, 60000);
}

//        a  b
//   2    3  1
//   1    6  0     S 10, N 8: 10 left, 5 each
// [choice] Each player takes from their own holes first, up to half: South
// takes 5 of a1's 6, the sixth goes to North with a2 and b2. 15-13: South wins.
TEST(TihbatRules, SplitTakesOwnHolesFirst) {
    Position p = board({{3, 1}, {6, 0}}, 10, 8, Side::North);
    Trace trace;
    tihbat().endByRepetition(p, &trace);
    EXPECT_EQ(p, ended(board({{0, 0}, {0, 0}}, 15, 13, Side::North), EndReason::Repetition, Winner::South));
    EXPECT_EQ(trace,
              (Trace{allot(a1, 5, Side::South), allot(a1, 1, Side::North), allot(a2, 3, Side::North),
                     allot(b2, 1, Side::North), end(EndReason::Repetition, Winner::South, Allotment::SplitEqually)}));
}

//        a  b
//   2    1  1
//   1    1  1     S 12, N 12: 2 each, 14-14
TEST(TihbatRules, EqualCapturesAreADraw) {
    Position p = board({{1, 1}, {1, 1}}, 12, 12, Side::South);
    tihbat().endByRepetition(p, nullptr);
    EXPECT_EQ(p, ended(board({{0, 0}, {0, 0}}, 14, 14, Side::South), EndReason::Repetition, Winner::Draw));
}

// The shortest games end after seven plies. Worked out by hand:
//
//   start     a1        a2        b1        a2 (cap 2)  b1 (cap 8)  a2        b1
//   7  7      8  9      2 11      5 14      0 15        1 16        1 16      1 16
//   7  7      2  9      4 11      6  3      7  4        0  1        0  1      0  1
//   S0 N0     S0 N0     S0 N0     S0 N0     S0 N2       S8 N2       S8 N2     S8 N2
//
// The position after ply 5 (North to move) occurs again after ply 7: the 18
// counters left are split, 9 each. North takes a2's 1 and 8 of b2's 16,
// South b1's 1 and the other 8 of b2: 17-11, South wins.
TEST(TihbatRules, SecondOccurrenceSplitsBoard) {
    Game game(tihbat());
    const std::vector<std::pair<Hole, Position>> plies{
        {a1, board({{8, 9}, {2, 9}}, 0, 0, Side::North)},  {a2, board({{2, 11}, {4, 11}}, 0, 0, Side::South)},
        {b1, board({{5, 14}, {6, 3}}, 0, 0, Side::North)}, {a2, board({{0, 15}, {7, 4}}, 0, 2, Side::South)},
        {b1, board({{1, 16}, {0, 1}}, 8, 2, Side::North)}, {a2, board({{1, 16}, {0, 1}}, 8, 2, Side::South)},
    };
    for (const auto& [hole, expected] : plies) {
        ASSERT_EQ(game.play(Move::sow(hole)), IllegalReason::None);
        EXPECT_EQ(game.position(), expected);
    }
    Trace trace;
    ASSERT_EQ(game.play(Move::sow(b1), &trace), IllegalReason::None);
    EXPECT_EQ(game.position(),
              ended(board({{0, 0}, {0, 0}}, 17, 11, Side::North), EndReason::Repetition, Winner::South));
    EXPECT_EQ(trace, (Trace{pickUp(b1, 1), drop(b1), allot(a2, 1, Side::North), allot(b1, 1, Side::South),
                            allot(b2, 8, Side::North), allot(b2, 8, Side::South),
                            end(EndReason::Repetition, Winner::South, Allotment::SplitEqually)}));
    EXPECT_EQ(replayTrace(game.positionAt(6), trace), game.position());
}

// An opening worked out by hand, ending with North's first capture:
//
//   start     a1        b2        b1        a2 (cap 4)
//   7  7      8  9     10  3     13  6      0  9
//   7  7      2  9      4 11      6  3      9  6
//
//   a1 (7): a1 b1 b2 a2 a1 b1 b2, last in b2 (North's).
//   b2 (9): b2 a2 a1 b1 twice, then b2: 3, odd.
//   b1 (11): b1 b2 a2 a1 twice, then b1 b2 a2: last in a2 (North's).
//   a2 (13): a2 a1 b1 b2 three times, then a2: 4, captured.
TEST(TihbatRules, OpeningFromTheStart) {
    Game game(tihbat());
    const std::vector<std::pair<Hole, Position>> plies{
        {a1, board({{8, 9}, {2, 9}}, 0, 0, Side::North)},
        {b2, board({{10, 3}, {4, 11}}, 0, 0, Side::South)},
        {b1, board({{13, 6}, {6, 3}}, 0, 0, Side::North)},
        {a2, board({{0, 9}, {9, 6}}, 0, 4, Side::South)},
    };
    for (const auto& [hole, expected] : plies) {
        ASSERT_EQ(game.play(Move::sow(hole)), IllegalReason::None);
        EXPECT_EQ(game.position(), expected);
    }
}

// Random games (fixed seed): check() agrees with legalMoves() on every hole
// and on pass, every trace replays, and every game ends by repetition with
// the whole board shared out.
TEST(TihbatRules, RandomGamesEndByRepetition) {
    std::mt19937 rng(2003);
    for (int g = 0; g < 300; ++g) {
        Game game(tihbat());
        while (!game.over()) {
            const Position before = game.position();
            const std::vector<Move> moves = legal(before);
            ASSERT_FALSE(moves.empty());
            for (Hole h = 0; h < 4; ++h)
                EXPECT_EQ(tihbat().check(before, Move::sow(h)) == IllegalReason::None,
                          std::count(moves.begin(), moves.end(), Move::sow(h)) == 1);
            EXPECT_EQ(tihbat().check(before, Move::pass()) == IllegalReason::None, moves == std::vector{Move::pass()});
            const Move m = moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)];
            Trace trace;
            ASSERT_EQ(game.play(m, &trace), IllegalReason::None);
            ASSERT_EQ(replayTrace(before, trace), game.position());
            ASSERT_LT(game.ply(), 1000);
        }
        const Position& last = game.position();
        EXPECT_EQ(last.end, EndReason::Repetition);
        EXPECT_EQ(last.totals[0] + last.totals[1], 28);
        EXPECT_EQ(last.winner, last.totals[0] > last.totals[1]   ? Winner::South
                               : last.totals[1] > last.totals[0] ? Winner::North
                                                                 : Winner::Draw);
    }
}

} // namespace
