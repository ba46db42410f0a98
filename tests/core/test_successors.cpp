// Rules::successors, the search's and perft's way of expanding a node, is
// legalMoves() and apply() in one pass: the same moves in the same order,
// each with the position apply() makes of it. Checked in every position of
// random games (fixed seeds) and on the boards where a candidate is not
// legal although its hole could be sown (a relay that never ends, a move
// that does not feed) or where a move ends the game.
#include <gtest/gtest.h>

#include <array>
#include <string>
#include <vector>

#include "core/game_params.hpp"
#include "core/playout_draw.hpp"
#include "mancala/playout.hpp"

namespace mancala {
namespace {

// What successors() must give: every legal move applied to a copy.
void expectLegalMovesApplied(const Rules& rules, const Position& pos) {
    MoveList moves;
    rules.legalMoves(pos, moves);
    SuccessorList next;
    rules.successors(pos, next);
    ASSERT_EQ(next.size(), moves.size());
    for (int i = 0; i < moves.size(); ++i) {
        Position applied = pos;
        rules.apply(applied, moves[i], nullptr);
        EXPECT_EQ(next[i].move, moves[i]) << "successor " << i;
        EXPECT_EQ(next[i].pos, applied) << "successor " << i;
    }
}

class Successors : public ::testing::TestWithParam<GameId> {};

// 200 random games (Bao la Kimasai's are long: 20), every position.
TEST_P(Successors, AreTheLegalMovesAppliedInEveryPositionOfRandomGames) {
    const Rules& rules = rulesFor(GetParam());
    const int games = GetParam() == GameId::BaoLaKimasai ? 20 : 200;
    int positions = 0;
    for (int n = 0; n < games; ++n) {
        Position pos = rules.initial();
        RepetitionTracker seen;
        seen.push(rules, pos);
        PlayoutRandom random(500 + static_cast<std::uint64_t>(n));
        while (!pos.over()) {
            expectLegalMovesApplied(rules, pos);
            if (testing::Test::HasFailure())
                return;
            ++positions;
            advance(rules, pos, drawMove(rules, pos, random), seen);
        }
        SuccessorList next;
        rules.successors(pos, next);
        EXPECT_TRUE(next.empty()) << "a game that is over has no successors";
    }
    EXPECT_GT(positions, 2000);
}

INSTANTIATE_TEST_SUITE_P(AllGames, Successors,
                         ::testing::Values(GameId::DjenonAboure, GameId::Ayoayo, GameId::Tihbat, GameId::BaoLaKimasai),
                         gameParamName);

//      a  b  c  d  e  f
// N:   3  2  5  8  1  2
// S:   4  6  4  5  4  1     South to move: b1 relays for ever, the others end
//
//      a  b  c  d  e  f
// N:   6  1  2  3  4  5
// S:   1  0  1  0  3  1     South to move: e1 never ends, so South passes
//
//      a  b  c  d  e  f
// N:   1  0  1  0  0  0
// S:   0  0  0  0  0  2     South to move: f1 leaves every hole 0 or 1, the game ends
TEST(SuccessorsOfDjenonAboure, LeaveOutARelayThatNeverEndsAndPassWhenNothingElseIsLeft) {
    const Rules& rules = rulesFor(GameId::DjenonAboure);
    const Position endless = twoRows(rules, {3, 2, 5, 8, 1, 2}, {4, 6, 4, 5, 4, 1}, 1, 2, Side::South);
    expectLegalMovesApplied(rules, endless);
    EXPECT_EQ(rules.check(endless, Move::sow(rules.hole(0, 1))), IllegalReason::NeverEnds);

    const Position pass = twoRows(rules, {6, 1, 2, 3, 4, 5}, {1, 0, 1, 0, 3, 1}, 10, 11, Side::South);
    expectLegalMovesApplied(rules, pass);
    SuccessorList next;
    rules.successors(pass, next);
    ASSERT_EQ(next.size(), 1);
    EXPECT_TRUE(next[0].move.isPass());

    const Position last = twoRows(rules, {1, 0, 1, 0, 0, 0}, {0, 0, 0, 0, 0, 2}, 20, 24, Side::South);
    expectLegalMovesApplied(rules, last);
    rules.successors(last, next);
    ASSERT_EQ(next.size(), 1);
    EXPECT_TRUE(next[0].pos.over());
}

//      a  b  c  d  e  f
// N:   0  0  0  0  0  0
// S:   1  0  2  0  3  1     South to move: a1 does not feed North, the others do
//
//      a  b  c  d  e  f
// N:   1  0  1  0  1  0
// S:   2  1  3  1  0  1     South to move: c1 relays for ever
//
//      a  b  c  d  e  f
// N:   0  0  0  0  0  3
// S:   0  0  0  0  1  0     South to move: e1 takes North's last seeds, and North cannot move
TEST(SuccessorsOfAyoayo, LeaveOutMovesThatDoNotFeedOrNeverEndAndEndTheGame) {
    const Rules& rules = rulesFor(GameId::Ayoayo);
    const Position feed = twoRows(rules, {0, 0, 0, 0, 0, 0}, {1, 0, 2, 0, 3, 1}, 30, 11, Side::South);
    expectLegalMovesApplied(rules, feed);
    EXPECT_EQ(rules.check(feed, Move::sow(rules.hole(0, 0))), IllegalReason::DoesNotFeed);

    const Position endless = twoRows(rules, {1, 0, 1, 0, 1, 0}, {2, 1, 3, 1, 0, 1}, 20, 17, Side::South);
    expectLegalMovesApplied(rules, endless);
    EXPECT_EQ(rules.check(endless, Move::sow(rules.hole(0, 2))), IllegalReason::NeverEnds);

    const Position last = twoRows(rules, {0, 0, 0, 0, 0, 3}, {0, 0, 0, 0, 1, 0}, 22, 22, Side::South);
    expectLegalMovesApplied(rules, last);
    SuccessorList next;
    rules.successors(last, next);
    ASSERT_EQ(next.size(), 1);
    EXPECT_TRUE(next[0].pos.over());
    EXPECT_EQ(next[0].pos.totals[0], 26);
}

} // namespace
} // namespace mancala
