// The repetition rule inside the search (search.hpp): a move that repeats a
// position as often as the rule allows ends the game there, and every level
// scores it so, the game's own positions since the last capture counting.
// Boards are drawn as search_helpers.hpp says.
#include <gtest/gtest.h>

#include <initializer_list>
#include <string_view>
#include <vector>

#include "core/search_helpers.hpp"

namespace {

using namespace mancala;
using namespace mancala::search_test;

// The same board with North to move occurred since the last capture (North
// then waited with b2's single counter). South's waiting move a1 makes it
// occur again: the game ends and the 8 counters are split, 14-14, a draw.
// b1 loses 2 counters against best play, so repeating is best.
//        a  b
//   2    2  1      S 10, N 10, South to move
//   1   [1] 4
TEST(SearchRepetition, RepeatingIsTheBestMove) {
    const Rules& rules = rulesOf(GameId::Tihbat);
    const Position p = sowingBoard(GameId::Tihbat, {2, 1}, {1, 4}, 10, 10, Side::South);
    Position seen = p;
    seen.toMove = Side::North;
    const std::vector<Position> history{seen};
    ASSERT_EQ(exhaustiveTihbat(p, history), 0);
    Position repeated = p;
    RepetitionTracker path;
    const std::vector<Position> before{seen, p};
    path.assign(rules, before);
    advance(rules, repeated, move(GameId::Tihbat, "a1"), path);
    ASSERT_EQ(repeated.end, EndReason::Repetition);
    ASSERT_EQ(repeated.winner, Winner::Draw);

    for (Level level : {Level::Intermediate, Level::Advanced, Level::Expert}) {
        SearchOptions o = budget(level, level == Level::Expert ? 12 : 0);
        o.exactTihbat = false;
        const SearchResult r = chooseMove(rules, p, history, o);
        EXPECT_EQ(r.move, move(GameId::Tihbat, "a1")) << levelString(level);
        EXPECT_EQ(r.score, 0) << levelString(level);
    }
    const SearchResult exact = chooseMove(rules, p, history, budget(Level::Expert, 0));
    EXPECT_EQ(exact.move, move(GameId::Tihbat, "a1"));
    EXPECT_EQ(exact.score, 0);
}

// As above, but now b1 wins 2 counters against best play: repeating (a
// draw) is the worst move.
//        a  b
//   2    1  2      S 10, N 10, South to move
//   1   [1] 4
TEST(SearchRepetition, RepeatingIsTheWorstMove) {
    const Rules& rules = rulesOf(GameId::Tihbat);
    const Position p = sowingBoard(GameId::Tihbat, {1, 2}, {1, 4}, 10, 10, Side::South);
    Position seen = p;
    seen.toMove = Side::North;
    const std::vector<Position> history{seen};
    ASSERT_EQ(exhaustiveTihbat(p, history), 2);
    for (Level level : {Level::Intermediate, Level::Advanced, Level::Expert}) {
        SearchOptions o = budget(level, level == Level::Expert ? 12 : 0);
        o.exactTihbat = false;
        const SearchResult r = chooseMove(rules, p, history, o);
        EXPECT_EQ(r.move, move(GameId::Tihbat, "b1")) << levelString(level);
        EXPECT_GT(r.score, 0) << levelString(level);
    }
    const SearchResult exact = chooseMove(rules, p, history, budget(Level::Expert, 0));
    EXPECT_EQ(exact.move, move(GameId::Tihbat, "b1"));
    EXPECT_EQ(exact.score, 2 * kSeedScore);
}

// The game's own positions count: after b1 a2 a1 a2 b1 a2 a1 (the sample
// game tihbat.mancala), North's a2 would make a position occur the second
// time and end the game 16-12 for South.
TEST(SearchRepetition, TheGamesPositionsCount) {
    Game game(rulesOf(GameId::Tihbat));
    for (std::string_view m : {"b1", "a2", "a1", "a2", "b1", "a2", "a1"})
        ASSERT_EQ(game.play(move(GameId::Tihbat, m)), IllegalReason::None);
    Game ended = game;
    ASSERT_EQ(ended.play(move(GameId::Tihbat, "a2")), IllegalReason::None);
    ASSERT_EQ(ended.position().end, EndReason::Repetition);
    ASSERT_EQ(ended.position().winner, Winner::South);
    const std::vector<Position> history{game.positionAt(0), game.positionAt(1), game.positionAt(2), game.positionAt(3),
                                        game.positionAt(4), game.positionAt(5), game.positionAt(6)};
    for (Level level : {Level::Advanced, Level::Expert}) {
        SearchOptions o = budget(level, level == Level::Expert ? 12 : 0);
        o.exactTihbat = false;
        const SearchResult r = chooseMove(game, o);
        EXPECT_EQ(r.move, chooseMove(rulesOf(GameId::Tihbat), game.position(), history, o).move);
        EXPECT_NE(r.move, move(GameId::Tihbat, "a2")) << levelString(level);
    }
}

} // namespace
