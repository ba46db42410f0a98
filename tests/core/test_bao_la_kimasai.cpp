// Rule scenarios of Bao la Kimasai, four rows (docs/rules.md, "Bao la
// Kimasai, four rows").
// Boards are drawn as on screen, top row first: row 4 (North's back row),
// row 3 (North's front row), row 2 (South's front row), row 1 (South's back
// row); columns a to l from the left, 'o' a stone, '.' an empty hole. The
// totals are the stones each player has captured.
#include <gtest/gtest.h>

#include <algorithm>
#include <iterator>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "core/trace_replay.hpp"
#include "mancala/game.hpp"
#include "mancala/rules.hpp"
#include "mancala/trace.hpp"

#include "core/scenario.hpp"

const mancala::Rules& mancala::scenario::rules() {
    return rulesFor(GameId::BaoLaKimasai);
}

namespace {

using namespace mancala;
using namespace mancala::scenario;

const Rules& bao() {
    return rules();
}

// A hole by name ("c2").
Hole h(std::string_view name) {
    return H(name);
}

//      abcdefghijkl
//   4  oooooooooooo
//   3  ooooooooooo.     North's leftmost front hole (as North sees it) is l3
//   2  .ooooooooooo     South's is a2
//   1  oooooooooooo
TEST(BaoLaKimasaiRules, StartLeavesLeftmostFrontHolesEmpty) {
    EXPECT_EQ(bao().initial(),
              board({"oooooooooooo", "ooooooooooo.", ".ooooooooooo", "oooooooooooo"}, 0, 0, Side::South));
    EXPECT_EQ(bao().totalSeeds(), 46);
    EXPECT_EQ(bao().repetitionLimit(), 2);
}

// The two cycles as docs/rules.md spells them: each stone steps to the next
// name.
TEST(BaoLaKimasaiRules, EachSideCirclesItsOwnRowsClockwise) {
    const std::string south = "a2 b2 c2 d2 e2 f2 g2 h2 i2 j2 k2 l2 l1 k1 j1 i1 h1 g1 f1 e1 d1 c1 b1 a1";
    const std::string north = "a4 b4 c4 d4 e4 f4 g4 h4 i4 j4 k4 l4 l3 k3 j3 i3 h3 g3 f3 e3 d3 c3 b3 a3";
    int checked = 0;
    for (const std::string& cycle : {south, north}) {
        std::istringstream in(cycle);
        std::vector<std::string> names{std::istream_iterator<std::string>(in), {}};
        ASSERT_EQ(names.size(), 24u);
        for (std::size_t i = 0; i < names.size(); ++i) {
            EXPECT_EQ(bao().moveFrom(h(names[i])), step(names[i], names[(i + 1) % names.size()])) << names[i];
            ++checked;
        }
    }
    EXPECT_EQ(checked, 48);
}

//      abcdefghijkl          abcdefghijkl
//   4  oo..........       4  oo..........
//   3  ..o.........       3  ..o.........
//   2  ...o........  ->   2  ...o........     S 20, N 21
//   1  ....o.......       1  ...o........
// South plays e1-d1: the back row runs from l towards a.
TEST(BaoLaKimasaiRules, StoneStepsClockwiseIntoEmptyHole) {
    const Position before =
        board({"oo..........", "..o.........", "...o........", "....o......."}, 20, 21, Side::South);
    EXPECT_EQ(legal(before), (std::vector<Move>{step("d2", "e2"), step("e1", "d1")}));
    EXPECT_EQ(play(before, step("e1", "d1")),
              board({"oo..........", "..o.........", "...o........", "...o........"}, 20, 21, Side::North));
}

//      abcdefghijkl          abcdefghijkl
//   4  oo..........       4  oo..........
//   3  ..o.........       3  .o..........
//   2  ...o........  ->   2  ...o........     S 20, N 21
//   1  ....o.......       1  ....o.......
// North plays c3-b3: North's front row runs from l towards a (b2 is empty:
// no capture). a4 cannot move: b4 is occupied.
TEST(BaoLaKimasaiRules, NorthStepsClockwiseToo) {
    const Position before =
        board({"oo..........", "..o.........", "...o........", "....o......."}, 20, 21, Side::North);
    EXPECT_EQ(legal(before), (std::vector<Move>{step("b4", "c4"), step("c3", "b3")}));
    EXPECT_EQ(play(before, step("c3", "b3")),
              board({"oo..........", ".o..........", "...o........", "....o......."}, 20, 21, Side::South));
}

//      abcdefghijkl
//   4  oo..........
//   3  ..o.........
//   2  ..oo........     S 20, N 20
//   1  ....o.......
// c2 cannot step: d2 is occupied. North's a4 is blocked by b4 in the same way.
TEST(BaoLaKimasaiRules, OccupiedDestinationIsIllegal) {
    const Position p = board({"oo..........", "..o.........", "..oo........", "....o......."}, 20, 20, Side::South);
    EXPECT_EQ(bao().check(p, step("c2", "d2")), IllegalReason::DestinationOccupied);
    EXPECT_EQ(legal(p), (std::vector<Move>{step("d2", "e2"), step("e1", "d1")}));
    Position north = p;
    north.toMove = Side::North;
    EXPECT_EQ(bao().check(north, step("a4", "b4")), IllegalReason::DestinationOccupied);
}

//      abcdefghijkl
//   4  ...o......oo
//   3  ...o........
//   2  ..o.........  ->  c2-d2 captures d3 and d4     S 19 -> 21, N 21
//   1  o...........
TEST(BaoLaKimasaiRules, FrontRowStepCapturesWholeColumn) {
    const Position before =
        board({"...o......oo", "...o........", "..o.........", "o..........."}, 19, 21, Side::South);
    Trace trace;
    EXPECT_EQ(play(before, step("c2", "d2"), &trace),
              board({"..........oo", "............", "...o........", "o..........."}, 21, 21, Side::North));
    EXPECT_EQ(trace, (Trace{pickUp("c2"), drop("d2"), capture("d3", Side::South), capture("d4", Side::South)}));
}

//      abcdefghijkl          abcdefghijkl
//   4  ..........oo       4  ..........oo
//   3  ...o........       3  ............
//   2  ..o.........  ->   2  ...o........     S 20 -> 21, N 21
//   1  o...........       1  o...........
// d4 is empty: only the front stone d3 is captured.
TEST(BaoLaKimasaiRules, FrontStoneIsCapturedWithoutBackStone) {
    const Position before =
        board({"..........oo", "...o........", "..o.........", "o..........."}, 20, 21, Side::South);
    EXPECT_EQ(play(before, step("c2", "d2")),
              board({"..........oo", "............", "...o........", "o..........."}, 21, 21, Side::North));
}

//      abcdefghijkl          abcdefghijkl
//   4  ...o......oo       4  ...o......oo
//   3  ............       3  ............
//   2  ..o.........  ->   2  ...o........     S 20, N 21
//   1  o...........       1  o...........
// d3 is empty: d4 stays, a back-row stone is never captured on its own.
TEST(BaoLaKimasaiRules, BackRowStoneNotCapturedAlone) {
    const Position before =
        board({"...o......oo", "............", "..o.........", "o..........."}, 20, 21, Side::South);
    EXPECT_EQ(play(before, step("c2", "d2")),
              board({"...o......oo", "............", "...o........", "o..........."}, 20, 21, Side::North));
}

//      abcdefghijkl          abcdefghijkl
//   4  o..........o       4  o..........o
//   3  ...........o       3  ...........o
//   2  ...........o  ->   2  ............     S 20, N 21
//   1  o...........       1  o..........o
// South plays l2-l1 round the corner into its back row: l3 and l4 stay.
TEST(BaoLaKimasaiRules, StepIntoBackRowNeverCaptures) {
    const Position before =
        board({"o..........o", "...........o", "...........o", "o..........."}, 20, 21, Side::South);
    EXPECT_EQ(play(before, step("l2", "l1")),
              board({"o..........o", "...........o", "............", "o..........o"}, 20, 21, Side::North));
}

//      abcdefghijkl          abcdefghijkl
//   4  ...........o       4  ............
//   3  o...........       3  o..........o
//   2  ...........o  ->   2  ............     S 21, N 20 -> 22
//   1  o..........o       1  o...........
// North plays l4-l3 round the corner into its front row: l2 and l1 go.
TEST(BaoLaKimasaiRules, NorthCapturesFromItsFrontRow) {
    const Position before =
        board({"...........o", "o...........", "...........o", "o..........o"}, 21, 20, Side::North);
    EXPECT_EQ(play(before, step("l4", "l3")),
              board({"............", "o..........o", "............", "o..........."}, 21, 22, Side::South));
}

//      abcdefghijkl          abcdefghijkl
//   4  oooooooooooo       4  .ooooooooooo
//   3  ooooooooooo.       3  .oooooooooo.
//   2  .ooooooooooo  ->   2  oooooooooooo     S 0 -> 2
//   1  oooooooooooo       1  .ooooooooooo
// a2 is South's only empty hole, so a1-a2 is the only move; it captures a3
// and a4.
TEST(BaoLaKimasaiRules, FirstMoveForcedAndCapturesTwo) {
    const Position start = bao().initial();
    EXPECT_EQ(legal(start), std::vector<Move>{step("a1", "a2")});
    Trace trace;
    EXPECT_EQ(play(start, step("a1", "a2"), &trace),
              board({".ooooooooooo", ".oooooooooo.", "oooooooooooo", ".ooooooooooo"}, 2, 0, Side::North));
    EXPECT_EQ(trace, (Trace{pickUp("a1"), drop("a2"), capture("a3", Side::South), capture("a4", Side::South)}));
}

//      abcdefghijkl          abcdefghijkl
//   4  ............       4  ............
//   3  .....o......       3  ............
//   2  ....o.......  ->   2  .....o......     S 22 -> 23, N 20
//   1  oo..........       1  oo..........
// e2-f2 takes North's last stone: South wins.
TEST(BaoLaKimasaiRules, OpponentWithoutStonesLoses) {
    const Position before =
        board({"............", ".....o......", "....o.......", "oo.........."}, 22, 20, Side::South);
    Trace trace;
    EXPECT_EQ(play(before, step("e2", "f2"), &trace),
              ended(board({"............", "............", ".....o......", "oo.........."}, 23, 20, Side::North),
                    EndReason::NoStones, Winner::South));
    EXPECT_EQ(trace, (Trace{pickUp("e2"), drop("f2"), capture("f3", Side::South),
                            end(EndReason::NoStones, Winner::South, Allotment::None)}));
    EXPECT_TRUE(legal(play(before, step("e2", "f2"))).empty());
}

//      abcdefghijkl          abcdefghijkl
//   4  oooooooooooo       4  oooooooooooo
//   3  oooooooooooo       3  oooooooooooo
//   2  ............  ->   2  ............     S 0, N 21
//   1  ..o.........       1  .o..........
// North's ring is full, so after c1-b1 North cannot move: South wins. (A
// constructed board: from the start a side never has more than 23 stones,
// so it always has a stone before an empty hole.)
TEST(BaoLaKimasaiRules, BlockedOpponentLoses) {
    const Position before = board({"oooooooooooo", "oooooooooooo", "............", "..o........."}, 0, 21, Side::South);
    EXPECT_EQ(play(before, step("c1", "b1")),
              ended(board({"oooooooooooo", "oooooooooooo", "............", ".o.........."}, 0, 21, Side::North),
                    EndReason::NoMoves, Winner::South));
}

//      abcdefghijkl
//   4  o..........o
//   3  ...........o
//   2  ...........o     S 20, N 21, North to move
//   1  o...........
// A repeated position is a draw: nothing is allotted, the totals stay.
TEST(BaoLaKimasaiRules, RepetitionIsDraw) {
    const Position before =
        board({"o..........o", "...........o", "...........o", "o..........."}, 20, 21, Side::North);
    Position p = before;
    Trace trace;
    bao().endByRepetition(p, &trace);
    EXPECT_EQ(p, ended(before, EndReason::Repetition, Winner::Draw));
    EXPECT_EQ(trace, Trace{end(EndReason::Repetition, Winner::Draw, Allotment::None)});
}

// check() at the start: the reasons in their order. A pass is never legal;
// a step names the forced destination (the bare hole has none).
TEST(BaoLaKimasaiRules, OnlyOwnStoneStepsToItsNextHole) {
    const Position start = bao().initial();
    EXPECT_EQ(bao().check(start, step("a1", "a2")), IllegalReason::None);
    EXPECT_EQ(bao().check(start, Move::pass()), IllegalReason::MustMove);
    EXPECT_EQ(bao().check(start, Move::step(48, h("a2"))), IllegalReason::NotAHole);
    EXPECT_EQ(bao().check(start, Move::step(h("a1"), 48)), IllegalReason::NotAHole);
    EXPECT_EQ(bao().check(start, step("b3", "a3")), IllegalReason::NotYourHole);
    EXPECT_EQ(bao().check(start, step("a2", "b2")), IllegalReason::Empty);
    EXPECT_EQ(bao().check(start, step("b2", "c2")), IllegalReason::DestinationOccupied);
    EXPECT_EQ(bao().check(start, step("b2", "a2")), IllegalReason::DestinationOccupied);
    EXPECT_EQ(bao().check(start, step("a1", "b1")), IllegalReason::WrongDestination);
    EXPECT_EQ(bao().check(start, Move::sow(h("a1"))), IllegalReason::WrongDestination);
    EXPECT_EQ(bao().moveFrom(h("a1")), step("a1", "a2"));
    EXPECT_EQ(bao().moveFrom(48), Move::step(48, kNoHole));
    const Position over = ended(start, EndReason::Repetition, Winner::Draw);
    EXPECT_EQ(bao().check(over, step("a1", "a2")), IllegalReason::GameOver);
    EXPECT_TRUE(legal(over).empty());
}

// An opening worked out by hand:
//
//   a1-a2 (x a3 a4)   l4-l3 (x l2 l1)   k2-l2 (x l3)      b3-a3 (x a2)
//   4 .ooooooooooo    4 .oooooooooo.    4 .oooooooooo.    4 .oooooooooo.
//   3 .oooooooooo.    3 .ooooooooooo    3 .oooooooooo.    3 o.ooooooooo.
//   2 oooooooooooo    2 ooooooooooo.    2 oooooooooo.o    2 .ooooooooo.o
//   1 .ooooooooooo    1 .oooooooooo.    1 .oooooooooo.    1 .oooooooooo.
//     S2 N0             S2 N2             S3 N2             S3 N3
//
// After a1-a2 North may play b3-a3 or l4-l3; after l4-l3 South may play
// b1-a1 or k2-l2; after k2-l2 North may play b3-a3 or k4-l4.
TEST(BaoLaKimasaiRules, OpeningFromTheStart) {
    Game game(bao());
    ASSERT_EQ(game.play(step("a1", "a2")), IllegalReason::None);
    EXPECT_EQ(game.position(),
              board({".ooooooooooo", ".oooooooooo.", "oooooooooooo", ".ooooooooooo"}, 2, 0, Side::North));
    EXPECT_EQ(legal(game.position()), (std::vector<Move>{step("b3", "a3"), step("l4", "l3")}));

    ASSERT_EQ(game.play(step("l4", "l3")), IllegalReason::None);
    EXPECT_EQ(game.position(),
              board({".oooooooooo.", ".ooooooooooo", "ooooooooooo.", ".oooooooooo."}, 2, 2, Side::South));
    EXPECT_EQ(legal(game.position()), (std::vector<Move>{step("b1", "a1"), step("k2", "l2")}));

    ASSERT_EQ(game.play(step("k2", "l2")), IllegalReason::None);
    EXPECT_EQ(game.position(),
              board({".oooooooooo.", ".oooooooooo.", "oooooooooo.o", ".oooooooooo."}, 3, 2, Side::North));
    EXPECT_EQ(legal(game.position()), (std::vector<Move>{step("b3", "a3"), step("k4", "l4")}));

    ASSERT_EQ(game.play(step("b3", "a3")), IllegalReason::None);
    EXPECT_EQ(game.position(),
              board({".oooooooooo.", "o.ooooooooo.", ".ooooooooo.o", ".oooooooooo."}, 3, 3, Side::South));
}

// Random games (fixed seed): check() agrees with legalMoves() on every hole
// and on pass, every trace replays, and every game ends with the loser out
// of stones (no position ever repeats, see bao_la_kimasai.cpp).
TEST(BaoLaKimasaiRules, RandomGamesEndWithoutStones) {
    std::mt19937 rng(2004);
    for (int g = 0; g < 100; ++g) {
        Game game(bao());
        while (!game.over()) {
            const Position before = game.position();
            const std::vector<Move> moves = legal(before);
            ASSERT_FALSE(moves.empty());
            for (Hole from = 0; from < 48; ++from)
                EXPECT_EQ(bao().check(before, bao().moveFrom(from)) == IllegalReason::None,
                          std::count(moves.begin(), moves.end(), bao().moveFrom(from)) == 1);
            EXPECT_EQ(bao().check(before, Move::pass()), IllegalReason::MustMove);
            const Move m = moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)];
            Trace trace;
            ASSERT_EQ(game.play(m, &trace), IllegalReason::None);
            ASSERT_EQ(replayTrace(before, trace), game.position());
            ASSERT_LT(game.ply(), 2000);
        }
        const Position& last = game.position();
        EXPECT_EQ(last.end, EndReason::NoStones);
        const Side loser = last.toMove;
        EXPECT_EQ(last.winner, loser == Side::South ? Winner::North : Winner::South);
        EXPECT_EQ(last.totals[index(opponent(loser))], 23);
        int loserStones = 0;
        for (Hole x = 0; x < 48; ++x)
            loserStones += bao().owner(x) == loser ? last.board[x] : 0;
        EXPECT_EQ(loserStones, 0);
    }
}

} // namespace
