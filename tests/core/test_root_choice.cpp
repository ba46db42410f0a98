// The Expert's choice among proven moves (root_choice.hpp): it never plays a
// move of lower exact value than the plain exhaustive minimax finds, among
// the moves of the best outcome it prefers those that give the opponent
// losing replies, in lost positions too, and it is deterministic with a node
// budget. Boards are drawn as search_helpers.hpp says.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <string_view>
#include <vector>

#include "core/search_helpers.hpp"

namespace {

using namespace mancala;
using namespace mancala::search_test;

// The independent reference for the sowing games: plain minimax over every
// line to the end of the game (no decided totals, no table), the repetition
// rule applied by RepetitionTracker as in Game. Returns the outcome for
// `side`: 1 a win, 0 a draw, -1 a loss.
int exhaustiveOutcome(const Rules& rules, const Position& pos, RepetitionTracker& repetition, Side side) {
    if (pos.over()) {
        if (pos.winner == Winner::Draw)
            return 0;
        return pos.winner == (side == Side::South ? Winner::South : Winner::North) ? 1 : -1;
    }
    MoveList moves;
    rules.legalMoves(pos, moves);
    int best = pos.toMove == side ? -2 : 2;
    for (Move m : moves) {
        Position child = pos;
        const bool recorded = advance(rules, child, m, repetition);
        const int v = exhaustiveOutcome(rules, child, repetition, side);
        if (recorded)
            repetition.pop();
        best = pos.toMove == side ? std::max(best, v) : std::min(best, v);
    }
    return best;
}

// The outcome of playing `m` in `pos` (a constructed position, no history)
// for the side to move in `pos`.
int exhaustiveOutcomeOf(const Rules& rules, const Position& pos, Move m) {
    RepetitionTracker repetition;
    repetition.push(rules, pos);
    Position child = pos;
    advance(rules, child, m, repetition);
    return exhaustiveOutcome(rules, child, repetition, pos.toMove);
}

// How many of the opponent's replies after `m` lose outcome for it.
int losingReplies(const Rules& rules, const Position& pos, Move m) {
    const int kept = exhaustiveOutcomeOf(rules, pos, m);
    Position child = pos;
    rules.apply(child, m, nullptr);
    MoveList replies;
    rules.legalMoves(child, replies);
    int losing = 0;
    for (Move r : replies) {
        RepetitionTracker repetition;
        repetition.push(rules, pos);
        repetition.push(rules, child);
        Position after = child;
        advance(rules, after, r, repetition);
        losing += exhaustiveOutcome(rules, after, repetition, pos.toMove) > kept ? 1 : 0;
    }
    return losing;
}

SearchOptions expertNodes(std::uint64_t nodes, std::uint64_t seed) {
    SearchOptions o = budget(Level::Expert, 0, seed);
    o.maxNodes = nodes;
    o.solveDjenonAboure = false; // the search's choice, not the solver's
    return o;
}

// Djenon-aboure endgames of random games (every position with at most
// kSeeds seeds left on the board, either side to move, taken without its
// history): with fixed seeds and a node budget, the Expert's move always has
// the best outcome of the plain exhaustive minimax. The sample must hold
// positions where some move loses outcome (so a wrong choice is possible)
// and where several moves keep it (so the choice among them ran), draws and
// losses among them.
TEST(SearchProvenChoice, ExpertNeverPlaysAMoveOfLowerExactValue) {
    constexpr int kSeeds = 22;
    const Rules& rules = rulesOf(GameId::DjenonAboure);
    int checked = 0, withWorseMove = 0, withSeveralBest = 0, drawn = 0, lost = 0;
    randomGames(GameId::DjenonAboure, 30, 7, [&](const Game& game) {
        const Position& p = game.position();
        MoveList moves;
        game.legalMoves(moves);
        if (rules.totalSeeds() - p.totals[0] - p.totals[1] > kSeeds || moves.size() < 2)
            return;
        std::vector<int> outcome;
        for (Move m : moves)
            outcome.push_back(exhaustiveOutcomeOf(rules, p, m));
        const int best = *std::max_element(outcome.begin(), outcome.end());
        const auto keeping = std::count(outcome.begin(), outcome.end(), best);
        ++checked;
        withWorseMove += keeping < moves.size() ? 1 : 0;
        withSeveralBest += keeping > 1 ? 1 : 0;
        drawn += best == 0 ? 1 : 0;
        lost += best < 0 ? 1 : 0;
        for (std::uint64_t seed : {1u, 2u}) {
            const SearchResult r = chooseMove(rules, p, {}, expertNodes(200'000, seed));
            const auto i = static_cast<std::size_t>(std::find(moves.begin(), moves.end(), r.move) - moves.begin());
            ASSERT_LT(i, outcome.size());
            EXPECT_EQ(outcome[i], best) << "ply " << game.ply() << " seed " << seed << " " << formatMove(rules, r.move);
        }
    });
    EXPECT_GE(checked, 80);
    EXPECT_GE(withWorseMove, 20);
    EXPECT_GE(withSeveralBest, 40);
    EXPECT_GE(drawn, 5);
    EXPECT_GE(lost, 15);
}

// A drawn Djenon-aboure position, North to move (a random game's endgame):
//        a  b  c  d  e  f
//   2    0  3  2  2  1  6      S 18, N 10, North to move
//   1    0  0  2  1  1  2
// b2 loses; c2, d2 and f2 draw. After c2 both of South's replies keep the
// draw; after d2 and after f2 one of the two loses it (South's f1), punished
// in 5 plies after d2 and in 7 after f2. The search alone plays c2 (the
// quiet move its evaluation likes); the choice among proven moves takes
// the move with a losing reply, and of the two the one whose punishment
// lies deeper: f2, whatever the seed.
TEST(SearchProvenChoice, PrefersTheMoveWithMoreLosingReplies) {
    const Rules& rules = rulesOf(GameId::DjenonAboure);
    const Position p = sowingBoard(GameId::DjenonAboure, {0, 3, 2, 2, 1, 6}, {0, 0, 2, 1, 1, 2}, 18, 10, Side::North);
    const GameId g = GameId::DjenonAboure;
    EXPECT_EQ(exhaustiveOutcomeOf(rules, p, move(g, "b2")), -1);
    for (std::string_view m : {"c2", "d2", "f2"})
        EXPECT_EQ(exhaustiveOutcomeOf(rules, p, move(g, m)), 0) << m;
    EXPECT_EQ(losingReplies(rules, p, move(g, "c2")), 0);
    EXPECT_EQ(losingReplies(rules, p, move(g, "d2")), 1);
    EXPECT_EQ(losingReplies(rules, p, move(g, "f2")), 1);
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        const SearchResult r = chooseMove(rules, p, {}, expertNodes(200'000, seed));
        EXPECT_EQ(formatMove(rules, r.move), "f2") << "seed " << seed;
        EXPECT_EQ(r.score, 0);
    }
}

// Lost positions are played for the opponent's mistakes too (a random
// game's endgame, South to move, every move loses):
//        a  b  c  d  e  f
//   2    1  1  2  1  3  1      S 6, N 20, South to move
//   1    1  3  6  3  0  0
// Only after b1 has North a reply that throws the win away; the search alone
// plays c1, the longest defence.
TEST(SearchProvenChoice, LostPositionsArePlayedForTheOpponentsMistakes) {
    const Rules& rules = rulesOf(GameId::DjenonAboure);
    const Position p = sowingBoard(GameId::DjenonAboure, {1, 1, 2, 1, 3, 1}, {1, 3, 6, 3, 0, 0}, 6, 20, Side::South);
    const GameId g = GameId::DjenonAboure;
    for (std::string_view m : {"b1", "c1", "d1"}) {
        EXPECT_EQ(exhaustiveOutcomeOf(rules, p, move(g, m)), -1) << m;
        EXPECT_EQ(losingReplies(rules, p, move(g, m)), m == "b1" ? 1 : 0) << m;
    }
    const SearchResult r = chooseMove(rules, p, {}, expertNodes(200'000, 1));
    EXPECT_EQ(formatMove(rules, r.move), "b1");
    EXPECT_TRUE(isDecided(r.score));
    EXPECT_LT(r.score, 0);
}

// With a node budget the choice is deterministic: the same move, score,
// line and node count every time; a budget too small for the proof keeps
// the search's move and stays within the budget.
TEST(SearchProvenChoice, DeterministicWithANodeBudget) {
    const Rules& rules = rulesOf(GameId::DjenonAboure);
    const Position p = sowingBoard(GameId::DjenonAboure, {0, 3, 2, 2, 1, 6}, {0, 0, 2, 1, 1, 2}, 18, 10, Side::North);
    Game opening(rules);
    for (std::string_view m : {"c1", "f2", "b1", "f2", "b1", "a2"})
        ASSERT_EQ(opening.play(move(GameId::DjenonAboure, m)), IllegalReason::None);
    for (std::uint64_t nodes : {200'000u, 5'000u, 300u}) {
        const SearchResult first = chooseMove(rules, p, {}, expertNodes(nodes, 3));
        const SearchResult again = chooseMove(rules, p, {}, expertNodes(nodes, 3));
        EXPECT_EQ(again.move, first.move) << nodes;
        EXPECT_EQ(again.score, first.score) << nodes;
        EXPECT_EQ(again.pv, first.pv) << nodes;
        EXPECT_EQ(again.nodes, first.nodes) << nodes;
        EXPECT_LE(first.nodes, nodes);
        const SearchResult fromOpening = chooseMove(opening, expertNodes(nodes, 3));
        EXPECT_EQ(chooseMove(opening, expertNodes(nodes, 3)).move, fromOpening.move) << nodes;
        EXPECT_EQ(chooseMove(opening, expertNodes(nodes, 3)).nodes, fromOpening.nodes) << nodes;
        EXPECT_LE(fromOpening.nodes, nodes);
    }
}

} // namespace
