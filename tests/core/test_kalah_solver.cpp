// Kalah's solver (solve.hpp, solveKalah) against a plain minimax over the
// independent reference rules of tests/reference, for every small Kalah and
// both capture rules: the value of the start and of each first move; and
// Kalah(6, 4)'s endgame table against the search alone. The published
// results of larger sizes are a command in docs/computer-players.md
// ("Kalah, solved by search").
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <climits>
#include <map>
#include <random>
#include <string>
#include <tuple>
#include <vector>

#include "mancala/search.hpp"
#include "mancala/solve.hpp"
#include "reference/reference.hpp"

namespace mancala {
namespace {

// The final margin for the side to move at `s` with perfect play, by
// minimax over the reference rules, remembered by state. `eitherRowEnds`:
// a state with an empty row is over, each player taking their own row
// (SolveOptions::kalahEitherRowEnds).
class ReferenceMinimax {
public:
    ReferenceMinimax(const reference::Reference& ref, bool eitherRowEnds) : ref_(ref), eitherRowEnds_(eitherRowEnds) {}

    int value(const reference::State& s) {
        if (s.over())
            return s.taken[s.toMove] - s.taken[1 - s.toMove];
        if (eitherRowEnds_ && emptyRow(s)) {
            int mine = s.taken[s.toMove] - s.taken[1 - s.toMove];
            for (std::size_t i = 0; i < s.seeds.size(); ++i)
                mine += ownedBy(i, s.toMove) ? s.seeds[i] : -s.seeds[i];
            return mine;
        }
        const auto key = std::tuple(s.seeds, s.taken, s.toMove);
        if (const auto known = memo_.find(key); known != memo_.end())
            return known->second;
        int best = INT_MIN;
        for (const std::string& m : ref_.moves(s))
            best = std::max(best, valueOf(s, m));
        memo_[key] = best;
        return best;
    }

    // The value of move `m` at `s` for its side to move.
    int valueOf(const reference::State& s, const std::string& m) {
        const reference::State t = ref_.play(s, m);
        const int v = value(t);
        return t.toMove == s.toMove ? v : -v;
    }

private:
    // The reference's holes are named, the row being the digit.
    bool ownedBy(std::size_t i, int player) const {
        return (ref_.holes()[i][1] == '1') == (player == reference::kSouth);
    }
    bool emptyRow(const reference::State& s) const {
        std::array<int, 2> seeds{};
        for (std::size_t i = 0; i < s.seeds.size(); ++i)
            seeds[ownedBy(i, reference::kSouth) ? 0 : 1] += s.seeds[i];
        return seeds[0] == 0 || seeds[1] == 0;
    }

    const reference::Reference& ref_;
    bool eitherRowEnds_;
    std::map<std::tuple<std::vector<int>, std::array<int, 2>, int>, int> memo_;
};

// Both end rules: this program's, and the published solutions' (either
// row empty ends the game). The position's value and one move of that value
// alone (SolveOptions::kalahBestOnly) agree.
TEST(KalahSolver, SmallKalahsAgreeWithMinimaxOverTheReferenceRules) {
    for (int houses = 1; houses <= 3; ++houses)
        for (int seeds = 1; seeds <= 3; ++seeds)
            for (bool emptyCapture : {false, true})
                for (bool eitherRowEnds : {false, true}) {
                    const GameId g = GameId::kalah(houses, seeds, emptyCapture);
                    const std::string where = std::string(gameIdString(g)) + (eitherRowEnds ? ", either row ends" : "");
                    const Rules& rules = rulesFor(g);
                    const reference::Reference ref(g);
                    ReferenceMinimax minimax(ref, eitherRowEnds);
                    const reference::State start = ref.start();
                    SolveOptions options;
                    options.kalahEitherRowEnds = eitherRowEnds;
                    const std::optional<PositionSolution> s = solveKalah(rules, rules.initial(), options);
                    ASSERT_TRUE(s.has_value()) << where;
                    EXPECT_EQ(s->value, minimax.value(start)) << where;
                    for (const MoveValue& m : s->moves) {
                        const std::string name = std::string{static_cast<char>('a' + rules.colOf(m.move.from))} + '1';
                        EXPECT_EQ(m.value, minimax.valueOf(start, name)) << where << ' ' << name;
                    }
                    SolveOptions bestOnly = options;
                    bestOnly.kalahBestOnly = true;
                    const std::optional<PositionSolution> b = solveKalah(rules, rules.initial(), bestOnly);
                    ASSERT_TRUE(b.has_value()) << where;
                    EXPECT_EQ(b->value, s->value) << where;
                    ASSERT_EQ(b->moves.size(), 1u) << where;
                    EXPECT_NE(std::find(s->moves.begin(), s->moves.end(), b->moves[0]), s->moves.end()) << where;
                }
}

// Kalah(4, 3) from a position of a game: the value of the position is the
// best of its moves', and the search stops within its node budget.
TEST(KalahSolver, ValueIsTheBestMoveAndANodeLimitStopsIt) {
    const Rules& rules = rulesFor(GameId::kalah(4, 3, false));
    const std::optional<PositionSolution> s = solveKalah(rules, rules.initial(), SolveOptions{});
    ASSERT_TRUE(s.has_value());
    int best = INT_MIN;
    for (const MoveValue& m : s->moves)
        best = std::max(best, m.value);
    EXPECT_EQ(s->value, best);
    EXPECT_EQ(s->moves.size(), 4u);
    SolveOptions few;
    few.maxNodes = 10;
    EXPECT_FALSE(solveKalah(rules, rules.initial(), few).has_value());
}

// The Expert asks the solver: in a small Kalah it plays a best move from the
// start, with the exact score; without the solver it searches.
TEST(KalahSolver, TheExpertPlaysTheSolversBestMove) {
    const Rules& rules = rulesFor(GameId::kalah(4, 3, true));
    const Position start = rules.initial();
    const std::optional<PositionSolution> s = solveKalah(rules, start, SolveOptions{});
    ASSERT_TRUE(s.has_value());
    SearchOptions expert;
    expert.level = Level::Expert;
    expert.timeMs = 0;
    expert.maxNodes = 200'000;
    const SearchResult r = chooseMove(rules, start, {}, expert);
    EXPECT_TRUE(r.exact);
    EXPECT_EQ(r.score, kSeedScore * s->value);
    const auto played =
        std::find_if(s->moves.begin(), s->moves.end(), [&r](const MoveValue& m) { return m.move == r.move; });
    ASSERT_NE(played, s->moves.end());
    EXPECT_EQ(played->value, s->value);
    expert.solveKalah = false;
    EXPECT_FALSE(chooseMove(rules, start, {}, expert).exact);
}

// Kalah(6, 4) under both capture rules and both end rules: positions of
// seeded random games with 4 to 14 seeds left in the houses, solved with the
// endgame table of every board of up to 8 seeds (SolveOptions::
// kalahEndgameSeeds) and without it, by the search alone: the same values,
// the position's and each move's; and the position's value and one move of
// that value alone (kalahBestOnly).
TEST(KalahSolver, TheEndgameTableChangesNoValue) {
    for (const bool emptyCapture : {false, true})
        for (const bool eitherRowEnds : {false, true}) {
            const Rules& rules = rulesFor(GameId::kalah(6, 4, emptyCapture));
            std::mt19937 random(7 + (emptyCapture ? 2u : 0u) + (eitherRowEnds ? 1u : 0u));
            int compared = 0;
            int inTable = 0;
            for (int game = 0; game < 16; ++game) {
                Position pos = rules.initial();
                const int left = 4 + 2 * (game % 6);
                while (!pos.over() && seedsOnBoard(rules, pos) > left) {
                    MoveList moves;
                    rules.legalMoves(pos, moves);
                    rules.apply(pos, moves[static_cast<int>(random() % static_cast<unsigned>(moves.size()))], nullptr);
                }
                if (pos.over())
                    continue;
                SolveOptions search;
                search.tableMegabytes = 0;
                search.kalahEitherRowEnds = eitherRowEnds;
                SolveOptions table = search;
                table.kalahEndgameSeeds = 8;
                const std::optional<PositionSolution> a = solveKalah(rules, pos, search);
                const std::optional<PositionSolution> b = solveKalah(rules, pos, table);
                ASSERT_TRUE(a && b);
                EXPECT_EQ(a->value, b->value) << "game " << game;
                EXPECT_EQ(a->moves, b->moves) << "game " << game;
                SolveOptions bestOnly = search;
                bestOnly.kalahBestOnly = true;
                const std::optional<PositionSolution> c = solveKalah(rules, pos, bestOnly);
                ASSERT_TRUE(c.has_value());
                EXPECT_EQ(c->value, a->value) << "game " << game;
                ASSERT_EQ(c->moves.size(), 1u) << "game " << game;
                EXPECT_NE(std::find(a->moves.begin(), a->moves.end(), c->moves[0]), a->moves.end()) << "game " << game;
                ++compared;
                inTable += seedsOnBoard(rules, pos) <= table.kalahEndgameSeeds ? 1 : 0;
            }
            EXPECT_GE(compared, 8);
            EXPECT_GT(inTable, 0);
        }
}

} // namespace
} // namespace mancala
