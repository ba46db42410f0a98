// Tihbat Expert's choice among the moves that keep the exact value
// (core/src/search/exact_choice.cpp): it never plays a move of a lower value than
// the solver's best, it prefers the move after which the opponent can go
// wrong, and it is deterministic.
//
// Boards are drawn as on screen: North's row (row 2) on top, South's row
// (row 1) below, columns a and b from the left.
#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <limits>
#include <random>
#include <string_view>
#include <vector>

#include "core/position_fault.hpp"
#include "mancala/game.hpp"
#include "mancala/notation.hpp"
#include "mancala/search.hpp"

namespace {

using namespace mancala;

const Rules& tihbat() {
    return rulesFor(GameId::Tihbat);
}

// A Tihbat position from its rows as seen on screen, North's row first.
Position board(std::initializer_list<int> north, std::initializer_list<int> south, int southTotal, int northTotal,
               Side toMove) {
    Position p;
    int col = 0;
    for (int n : north)
        p.board[tihbat().hole(1, col++)] = static_cast<std::uint8_t>(n);
    col = 0;
    for (int n : south)
        p.board[tihbat().hole(0, col++)] = static_cast<std::uint8_t>(n);
    p.totals = {static_cast<std::uint16_t>(southTotal), static_cast<std::uint16_t>(northTotal)};
    p.toMove = toMove;
    EXPECT_EQ(positionFaultName(tihbat().positionFault(p)), "none");
    return p;
}

SearchOptions expert() {
    SearchOptions o;
    o.level = Level::Expert;
    o.timeMs = 0;
    return o;
}

// The exact value of `m` in `game` for the side that plays it.
int valueOf(const Game& game, Move m) {
    Game child = game;
    EXPECT_EQ(child.play(m), IllegalReason::None);
    return -tihbatValue(child).difference;
}

// The replies after `m` that throw the value away: after them the mover of
// `m` is better off than with `m`'s value.
int losingReplies(const Game& game, Move m) {
    Game child = game;
    EXPECT_EQ(child.play(m), IllegalReason::None);
    const Outcome kept = TihbatValue{-tihbatValue(child).difference}.outcome();
    MoveList replies;
    child.legalMoves(replies);
    int losing = 0;
    for (Move r : replies) {
        Game after = child;
        EXPECT_EQ(after.play(r), IllegalReason::None);
        losing += tihbatValue(after).outcome() > kept ? 1 : 0;
    }
    return losing;
}

// Random games (fixed seeds), every position with its history: the
// Expert's move has the best value of all moves (the solver's value of the
// position), and the sample holds positions where both moves keep the value
// and the Expert plays another move than the solver's first one (so the
// choice ran and changed something), drawn and lost ones among them.
TEST(TihbatChoice, NeverAMoveOfLowerValue) {
    const Rules& rules = tihbat();
    std::mt19937 random(17);
    int checked = 0, changed = 0, changedDrawn = 0, changedLost = 0;
    MoveList moves;
    for (int g = 0; g < 40; ++g) {
        Game game(rules);
        while (!game.over()) {
            game.legalMoves(moves);
            std::vector<int> values;
            for (Move m : moves)
                values.push_back(valueOf(game, m));
            const int best = *std::max_element(values.begin(), values.end());
            ASSERT_EQ(best, tihbatValue(game).difference) << "game " << g << " ply " << game.ply();
            const SearchResult r = chooseMove(game, expert());
            const auto i = static_cast<std::size_t>(std::find(moves.begin(), moves.end(), r.move) - moves.begin());
            ASSERT_LT(i, values.size());
            EXPECT_EQ(values[i], best) << "game " << g << " ply " << game.ply();
            EXPECT_EQ(r.score, kSeedScore * best);
            const auto first = static_cast<std::size_t>(std::find(values.begin(), values.end(), best) - values.begin());
            if (i != first) {
                ++changed;
                changedDrawn += best == 0 ? 1 : 0;
                changedLost += best < 0 ? 1 : 0;
            }
            ++checked;
            std::uniform_int_distribution<int> pick(0, moves.size() - 1);
            ASSERT_EQ(game.play(moves[pick(random)]), IllegalReason::None);
        }
    }
    EXPECT_GE(checked, 500);
    EXPECT_GE(changed, 10);
    EXPECT_GE(changedDrawn, 1);
    EXPECT_GE(changedLost, 1);
}

// A drawn position, North to move:
//        a  b
//   2    2  8      S 8, N 8, North to move
//   1    0  2
// Both a2 and b2 keep the draw. After a2 both of South's replies keep it
// too; after b2 South's b1 loses (North captures 2 at once and wins 15-13).
// The solver's first move of the value is a2; the choice plays b2.
TEST(TihbatChoice, PrefersTheMoveWithALosingReply) {
    const Position p = board({2, 8}, {0, 2}, 8, 8, Side::North);
    const Game game(tihbat(), p);
    const Move a2 = *parseMove(tihbat(), "a2");
    const Move b2 = *parseMove(tihbat(), "b2");
    EXPECT_EQ(tihbatValue(game).difference, 0);
    EXPECT_EQ(valueOf(game, a2), 0);
    EXPECT_EQ(valueOf(game, b2), 0);
    EXPECT_EQ(losingReplies(game, a2), 0);
    EXPECT_EQ(losingReplies(game, b2), 1);
    const SearchResult r = chooseMove(game, expert());
    EXPECT_EQ(formatMove(tihbat(), r.move), "b2");
    EXPECT_EQ(r.score, 0);
    ASSERT_FALSE(r.pv.empty());
    EXPECT_EQ(r.pv.front(), r.move);
}

// A lost position is played for the opponent's mistakes too, South to move:
//        a  b
//   2    0  8      S 0, N 4, South to move
//   1    7  9
// a1 and b1 both lose by 4; only after b1 has North a reply that throws
// its win away (a2, after which South wins by 2). The solver's first move
// is a1; the choice plays b1.
TEST(TihbatChoice, LostPositionsArePlayedForTheOpponentsMistakes) {
    const Position p = board({0, 8}, {7, 9}, 0, 4, Side::South);
    const Game game(tihbat(), p);
    const Move a1 = *parseMove(tihbat(), "a1");
    const Move b1 = *parseMove(tihbat(), "b1");
    EXPECT_EQ(valueOf(game, a1), -4);
    EXPECT_EQ(valueOf(game, b1), -4);
    EXPECT_EQ(losingReplies(game, a1), 0);
    EXPECT_EQ(losingReplies(game, b1), 1);
    EXPECT_EQ(formatMove(tihbat(), chooseMove(game, expert()).move), "b1");
}

// The same position and history give the same move, score, line and node
// count every time.
TEST(TihbatChoice, Deterministic) {
    Game game(tihbat());
    for (std::string_view m : {"b1", "a2", "a1", "b2", "b1", "a2"})
        ASSERT_EQ(game.play(*parseMove(tihbat(), m)), IllegalReason::None);
    const SearchResult first = chooseMove(game, expert());
    for (int i = 0; i < 3; ++i) {
        const SearchResult again = chooseMove(game, expert());
        EXPECT_EQ(again.move, first.move);
        EXPECT_EQ(again.score, first.score);
        EXPECT_EQ(again.pv, first.pv);
        EXPECT_EQ(again.nodes, first.nodes);
    }
}

} // namespace
