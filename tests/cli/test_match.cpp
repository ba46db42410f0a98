// The openings and statistics of `mancala-cli match` (app/cli/openings.hpp,
// app/cli/match_stats.hpp): the enumeration against a plain recursion over
// Game copies, the balanced filter on known openings, and the statistics
// against cases worked by hand.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <utility>

#include "match_stats.hpp"
#include "mancala/notation.hpp"
#include "mancala/rules.hpp"
#include "openings.hpp"

namespace mancala::cli {
namespace {

using KeySet = std::set<std::pair<std::uint64_t, std::uint64_t>>;

// Every move sequence of `plies` that leaves the game going, counted, and
// the keys of the positions it reaches: the slow way, a copy per move.
void countSlowly(const Game& game, int plies, std::uint64_t& sequences, KeySet& keys) {
    if (game.over())
        return;
    if (plies == 0) {
        ++sequences;
        const PositionKey k = game.rules().key(game.position());
        keys.insert({k.hi, k.lo});
        return;
    }
    MoveList legal;
    game.legalMoves(legal);
    for (Move m : legal) {
        Game next = game;
        ASSERT_EQ(next.play(m), IllegalReason::None);
        countSlowly(next, plies - 1, sequences, keys);
    }
}

Game played(const Rules& rules, const Opening& opening) {
    Game game(rules);
    for (Move m : opening)
        EXPECT_EQ(game.play(m), IllegalReason::None);
    return game;
}

Opening parsed(const Rules& rules, std::initializer_list<const char*> moves) {
    Opening out;
    for (const char* text : moves)
        out.push_back(*parseMove(rules, text));
    return out;
}

TEST(Openings, MatchAPlainRecursionInEveryGame) {
    const std::array<std::pair<GameId, int>, 4> cases{
        {{GameId::DjenonAboure, 4}, {GameId::Ayoayo, 3}, {GameId::Tihbat, 8}, {GameId::BaoLaKimasai, 8}}};
    for (const auto& [id, plies] : cases) {
        const Rules& rules = rulesFor(id);
        std::uint64_t sequences = 0;
        KeySet keys;
        countSlowly(Game(rules), plies, sequences, keys);
        const OpeningSet set = enumerateOpenings(rules, plies, 1'000'000);
        EXPECT_TRUE(set.complete);
        EXPECT_EQ(set.sequences, sequences) << gameIdString(id);
        ASSERT_EQ(set.openings.size(), keys.size()) << gameIdString(id);
        KeySet found;
        for (const Opening& opening : set.openings) {
            ASSERT_EQ(opening.size(), static_cast<std::size_t>(plies));
            const Game game = played(rules, opening); // each move legal
            EXPECT_FALSE(game.over());
            const PositionKey k = openingKey(rules, opening);
            EXPECT_TRUE(found.insert({k.hi, k.lo}).second) << "a repeated position";
        }
        EXPECT_EQ(found, keys);
    }
}

TEST(Openings, KnownCounts) {
    // Djenon-aboure: 6 first moves; 27 sequences of 2 plies (North's
    // singletons never move), all to different positions.
    EXPECT_EQ(enumerateOpenings(rulesFor(GameId::DjenonAboure), 1, 100).openings.size(), 6u);
    EXPECT_EQ(enumerateOpenings(rulesFor(GameId::DjenonAboure), 2, 100).openings.size(), 27u);
    // Bao la Kimasai: 363 sequences of 8 plies reach 177 positions.
    const OpeningSet bao = enumerateOpenings(rulesFor(GameId::BaoLaKimasai), 8, 1000);
    EXPECT_EQ(bao.sequences, 363u);
    EXPECT_EQ(bao.openings.size(), 177u);
    // No plies: the start position alone.
    const OpeningSet none = enumerateOpenings(rulesFor(GameId::Ayoayo), 0, 10);
    ASSERT_EQ(none.openings.size(), 1u);
    EXPECT_TRUE(none.openings[0].empty());
}

TEST(Openings, StopAtTheLimit) {
    const OpeningSet set = enumerateOpenings(rulesFor(GameId::Ayoayo), 3, 10);
    EXPECT_FALSE(set.complete);
    EXPECT_EQ(set.sequences, 10u);
    // Tihbat games end by repetition long before 100 plies: the positions
    // visited bound the walk.
    const OpeningSet tihbat = enumerateOpenings(rulesFor(GameId::Tihbat), 100, 1000);
    EXPECT_FALSE(tihbat.complete);
    EXPECT_LT(tihbat.sequences, 1000u);
}

TEST(Openings, ShuffleIsASeededPermutation) {
    std::vector<Opening> openings = enumerateOpenings(rulesFor(GameId::DjenonAboure), 3, 1000).openings;
    std::vector<Opening> a = openings;
    std::vector<Opening> b = openings;
    std::vector<Opening> c = openings;
    shuffleOpenings(a, 7);
    shuffleOpenings(b, 7);
    shuffleOpenings(c, 8);
    EXPECT_EQ(a, b);
    EXPECT_NE(a, c);
    EXPECT_NE(a, openings);
    std::sort(a.begin(), a.end());
    std::sort(openings.begin(), openings.end());
    EXPECT_EQ(a, openings);
}

TEST(Openings, BalancedFilterOnKnownOpenings) {
    const Rules& djenon = rulesFor(GameId::DjenonAboure);
    // The start is a forced win for South in 17 plies.
    EXPECT_FALSE(isBalanced(Game(djenon)));
    // The first opening of docs/openings/djenon-aboure.txt.
    EXPECT_TRUE(isBalanced(played(djenon, parsed(djenon, {"b1", "a2", "a1", "f2", "e1", "f2"}))));
    // Ayoayo gives South about 9 seeds at the start.
    EXPECT_FALSE(isBalanced(Game(rulesFor(GameId::Ayoayo))));
}

// A's results 1 win, 0 draw, -1 loss.
TEST(MatchStats, PairsAreCountedByTheirPoints) {
    PairCounts c;
    addPair(c, 1, 1);
    addPair(c, 1, 0);
    addPair(c, 0, 1);
    addPair(c, 1, -1);
    addPair(c, -1, 1);
    addPair(c, 0, 0);
    addPair(c, 0, -1);
    addPair(c, -1, -1);
    EXPECT_EQ(c.wonBoth, 1);
    EXPECT_EQ(c.wonAndDrew, 2);
    EXPECT_EQ(c.split, 2);
    EXPECT_EQ(c.bothDrawn, 1);
    EXPECT_EQ(c.drewAndLost, 1);
    EXPECT_EQ(c.lostBoth, 1);
    EXPECT_EQ(c.pairs(), 8);
}

// Two pairs won both, one split, one lost both: pair scores 1, 1, 1/2, 0.
// Mean 5/8; deviations 3/8, 3/8, -1/8, -5/8, squares summing to 11/16, so
// the variance is 11/64 and the standard error sqrt(11/256) = 0.207289;
// 1.96 of them are 0.406279, and the upper end is clamped at 1. Elo:
// -400 log10(1/0.625 - 1) = 88.7395.
TEST(MatchStats, PairIntervalByHand) {
    PairCounts c;
    c.wonBoth = 2;
    c.split = 1;
    c.lostBoth = 1;
    const ScoreInterval i = pairInterval(c);
    EXPECT_DOUBLE_EQ(i.score, 0.625);
    EXPECT_NEAR(i.score - i.low, kZ95 * std::sqrt(11.0 / 256.0), 1e-12);
    EXPECT_NEAR(i.score - i.low, 0.406279, 1e-6);
    EXPECT_DOUBLE_EQ(i.high, 1.0);
    EXPECT_NEAR(eloFromScore(i.score), 88.7395, 1e-4);
}

// The same 8 games one by one: 5 wins, 3 losses. Variance (5 (3/8)^2 +
// 3 (5/8)^2) / 8 = 15/64; standard error sqrt(15/512) = 0.171163.
TEST(MatchStats, GameIntervalByHand) {
    const ScoreInterval i = gameInterval(5, 0, 3);
    EXPECT_DOUBLE_EQ(i.score, 0.625);
    EXPECT_NEAR(i.score - i.low, kZ95 * std::sqrt(15.0 / 512.0), 1e-12);
    // Draws: 1 win, 2 draws, 1 loss: mean 1/2, variance (1/4 + 1/4) / 4 = 1/8.
    const ScoreInterval d = gameInterval(1, 2, 1);
    EXPECT_DOUBLE_EQ(d.score, 0.5);
    EXPECT_NEAR(d.high - d.score, kZ95 * std::sqrt(1.0 / 32.0), 1e-12);
}

TEST(MatchStats, IntervalsStayWithinZeroAndOne) {
    PairCounts c;
    c.wonBoth = 3;
    c.wonAndDrew = 1;
    const ScoreInterval i = pairInterval(c);
    EXPECT_DOUBLE_EQ(i.score, 0.9375);
    EXPECT_DOUBLE_EQ(i.high, 1.0);
    EXPECT_GT(i.low, 0.0);
    EXPECT_TRUE(std::isinf(eloFromScore(1.0)));
    EXPECT_TRUE(std::isinf(eloFromScore(0.0)));
    EXPECT_DOUBLE_EQ(eloFromScore(0.5), 0.0);
    EXPECT_NEAR(eloFromScore(0.75), 190.8485, 1e-4);
}

TEST(MatchStats, SummaryText) {
    PairCounts c;
    c.wonBoth = 2;
    c.split = 1;
    c.lostBoth = 1;
    // Pair interval 0.625 ± 0.406: 0.218721 to 1 (clamped), so Elo +88.7
    // from -221.2 to +inf; by games ± 0.335474 (see above).
    EXPECT_EQ(summaryText(c, 5, 0, 3),
              "score of A: 62.5 % ± 40.6 (95 %, by pairs; ± 33.5 by games)\n"
              "Elo difference: +88.7 (95 %: -221.2 to +inf)\n"
              "pairs: 4, A won both 2, won one and drew one 0, split 1, both drawn 0, drew one and lost one 0, "
              "lost both 1\n");
    PairCounts even;
    even.split = 2;
    even.wonBoth = 1;
    even.lostBoth = 1;
    // Scores 1/2, 1/2, 1, 0: mean 1/2, variance 1/8, SE sqrt(1/32) = 0.176777,
    // interval 0.153524 to 0.846476, Elo -296.6 to +296.6. By games: 3 wins
    // and 3 losses, variance 1/4, ± 1.96 sqrt(1/24) = 0.400076.
    EXPECT_EQ(summaryText(even, 3, 0, 3),
              "score of A: 50.0 % ± 34.6 (95 %, by pairs; ± 40.0 by games)\n"
              "Elo difference: +0.0 ± 296.6 (95 %: -296.6 to +296.6)\n"
              "pairs: 4, A won both 1, won one and drew one 0, split 2, both drawn 0, drew one and lost one 0, "
              "lost both 1\n");
}

} // namespace
} // namespace mancala::cli
