// The exact Tihbat solver (tihbatValue(), Tihbat's Expert): its value is the
// plain exhaustive search's on every small board and after any history, the
// Expert's move keeps the value in random games, and a finished game's value
// is its result.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <random>
#include <string_view>
#include <vector>

#include "core/position_fault.hpp"
#include "core/search_helpers.hpp"

namespace {

using namespace mancala;
using namespace mancala::search_test;

// Every board of at most 8 counters (odd ones too: their remainder is split
// unequally, North taking the extra counter),
// either side to move, at the start of a stretch: the solver's value is the
// exhaustive search's.
TEST(TihbatSolver, AgreesWithExhaustiveSearchOnSmallBoards) {
    for (int n : {1, 2, 3, 4, 5, 6, 7, 8}) {
        const int captured = 28 - n;
        for (int a1 = 0; a1 <= n; ++a1)
            for (int a2 = 0; a1 + a2 <= n; ++a2)
                for (int b1 = 0; a1 + a2 + b1 <= n; ++b1)
                    for (Side side : {Side::South, Side::North}) {
                        Position p;
                        p.board = {static_cast<std::uint8_t>(a1), static_cast<std::uint8_t>(a2),
                                   static_cast<std::uint8_t>(b1), static_cast<std::uint8_t>(n - a1 - a2 - b1)};
                        p.totals = {static_cast<std::uint16_t>(captured / 2 + 1),
                                    static_cast<std::uint16_t>(captured - captured / 2 - 1)};
                        p.toMove = side;
                        ASSERT_EQ(positionFaultName(rulesOf(GameId::Tihbat).positionFault(p)), "none");
                        EXPECT_EQ(tihbatValue(p, {}).difference, exhaustiveTihbat(p, std::vector<Position>{}))
                            << a1 << " " << a2 << " " << b1 << " " << n - a1 - a2 - b1 << " side " << index(side);
                    }
    }
}

// With history: random capture-free lines from random boards of 7 and 8
// counters; at every position of a line the solver, told the line so far,
// agrees with the exhaustive search.
TEST(TihbatSolver, AgreesWithExhaustiveSearchAfterAnyHistory) {
    const Rules& rules = rulesOf(GameId::Tihbat);
    std::mt19937 random(2024);
    int compared = 0;
    for (int line = 0; line < 40; ++line) {
        const int n = 7 + line % 2;
        Position p;
        int left = n;
        for (int h = 0; h < 3; ++h) {
            const int k = std::uniform_int_distribution<int>(0, left)(random);
            p.board[static_cast<std::size_t>(h)] = static_cast<std::uint8_t>(k);
            left -= k;
        }
        p.board[3] = static_cast<std::uint8_t>(left);
        p.totals = {static_cast<std::uint16_t>((28 - n) / 2), static_cast<std::uint16_t>(28 - n - (28 - n) / 2)};
        p.toMove = line % 3 == 0 ? Side::North : Side::South;
        std::vector<Position> history;
        RepetitionTracker repetition;
        repetition.push(rules, p);
        for (int ply = 0; ply < 12 && !p.over(); ++ply) {
            EXPECT_EQ(tihbatValue(p, history).difference, exhaustiveTihbat(p, history))
                << "line " << line << " ply " << ply;
            ++compared;
            MoveList moves;
            rules.legalMoves(p, moves);
            Position next = p;
            RepetitionTracker after = repetition;
            advance(rules, next, moves[std::uniform_int_distribution<int>(0, moves.size() - 1)(random)], after);
            if (next.totals != p.totals)
                break; // a capture starts a new stretch
            history.push_back(p);
            p = next;
            repetition = after;
        }
    }
    EXPECT_GT(compared, 100);
}

// In random games from the start, the value of every position is the best
// of its moves' values (the opponent's value negated), and the Expert's move
// is one of the best: it never lowers the value.
TEST(TihbatSolver, ExpertKeepsTheValueInRandomGames) {
    int checked = 0;
    randomGames(GameId::Tihbat, 12, 99, [&](const Game& game) {
        const int value = tihbatValue(game).difference;
        MoveList moves;
        game.legalMoves(moves);
        int best = std::numeric_limits<int>::min();
        for (Move m : moves) {
            Game child = game;
            ASSERT_EQ(child.play(m), IllegalReason::None);
            best = std::max(best, -tihbatValue(child).difference);
        }
        EXPECT_EQ(value, best) << "ply " << game.ply();
        const SearchResult r = chooseMove(game, budget(Level::Expert, 0));
        ASSERT_TRUE(r.exact);
        EXPECT_EQ(r.score, kSeedScore * value);
        Game after = game;
        ASSERT_EQ(after.play(r.move), IllegalReason::None);
        EXPECT_EQ(-tihbatValue(after).difference, value) << "ply " << game.ply();
        ++checked;
    });
    EXPECT_GT(checked, 100);
}

// A finished game's value is its final difference for the side to move.
TEST(TihbatSolver, ValueOfAFinishedGameIsItsResult) {
    Game game(rulesOf(GameId::Tihbat));
    for (std::string_view m : {"b1", "a2", "a1", "a2", "b1", "a2", "a1", "a2"})
        ASSERT_EQ(game.play(move(GameId::Tihbat, m)), IllegalReason::None);
    ASSERT_TRUE(game.over());
    ASSERT_EQ(game.position().toMove, Side::South);
    EXPECT_EQ(tihbatValue(game).difference, 16 - 12);
    EXPECT_EQ(tihbatValue(game).outcome(), Outcome::Win);
}

} // namespace
