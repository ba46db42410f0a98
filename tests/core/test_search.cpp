// Computer players (search.hpp): every level plays legal moves in every game,
// Beginner draws with the seed, Intermediate and Advanced vary with it, the evaluation counts captures and decided
// totals, forced captures and wins are found, fixed budgets are
// deterministic, and a stop request ends a long search. Boards are drawn as
// search_helpers.hpp says.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <initializer_list>
#include <stop_token>
#include <string_view>
#include <thread>
#include <vector>

#include "core/search_helpers.hpp"
#include "search/evaluation.hpp"

namespace {

using namespace mancala;
using namespace mancala::search_test;

// ------------------------------------------------------------- legal moves

TEST(SearchLevels, NamesReadBack) {
    for (Level l : kAllLevels)
        EXPECT_EQ(levelFromString(levelString(l)), l);
    EXPECT_FALSE(levelFromString("master").has_value());
}

// Every level, in every game, at positions of random games: the move is
// legal, and the expected line is a legal sequence from the position.
TEST(SearchLevels, EveryLevelPlaysOnlyLegalMovesInEveryGame) {
    for (GameId g : kAllGames) {
        int visited = 0;
        randomGames(g, 3, 11, [&](const Game& game) {
            // Every fourth position keeps the test quick in debug builds.
            if (visited++ % 4 != 0)
                return;
            for (Level level : kAllLevels) {
                SearchOptions o = budget(level, 0, static_cast<std::uint64_t>(visited));
                if (level == Level::Expert)
                    o.maxNodes = 3000;
                const SearchResult r = chooseMove(game, o);
                EXPECT_EQ(game.check(r.move), IllegalReason::None)
                    << gameIdString(g) << " " << levelString(level) << " ply " << game.ply();
                ASSERT_FALSE(r.pv.empty());
                EXPECT_EQ(r.pv.front(), r.move);
                Game line = game;
                for (Move m : r.pv)
                    ASSERT_EQ(line.play(m), IllegalReason::None) << gameIdString(g) << " " << levelString(level);
                EXPECT_GT(r.nodes, 0u);
                EXPECT_FALSE(r.stopped);
            }
        });
    }
}

// Beginner draws among the moves with the seed, a capture being likelier.
//        a  b  c  d  e  f
//   2    1  5  1  0  0  0      S 16, N 22, South to move
//   1    1  0  1  0  1  0
// Only a1 captures (b2's 5 and the capturing seed): its weight is
// 1 + 2 * 6 = 13, against 1 for c1 and e1.
TEST(SearchLevels, BeginnerDrawsWithTheSeedAndPrefersCaptures) {
    const Position p = sowingBoard(GameId::Ayoayo, {1, 5, 1, 0, 0, 0}, {1, 0, 1, 0, 1, 0}, 16, 22, Side::South);
    const Move capture = move(GameId::Ayoayo, "a1");
    Position after = p;
    rulesOf(GameId::Ayoayo).apply(after, capture, nullptr);
    ASSERT_EQ(after.totals[0], 22) << "a1 ends in the empty b1 and captures b2";
    int captures = 0;
    std::vector<int> seen(12, 0);
    for (std::uint64_t seed = 0; seed < 400; ++seed) {
        const SearchResult r = chooseMove(rulesOf(GameId::Ayoayo), p, {}, budget(Level::Beginner, 0, seed));
        EXPECT_EQ(rulesOf(GameId::Ayoayo).check(p, r.move), IllegalReason::None);
        captures += r.move == capture ? 1 : 0;
        ++seen[r.move.from];
        EXPECT_EQ(chooseMove(rulesOf(GameId::Ayoayo), p, {}, budget(Level::Beginner, 0, seed)).move, r.move);
    }
    // Expected 13/15 of 400 = 347; a uniform choice would give 133.
    EXPECT_GT(captures, 310);
    EXPECT_LT(captures, 380);
    EXPECT_EQ(std::count_if(seen.begin(), seen.end(), [](int n) { return n > 0; }), 3) << "every move is drawn";
}

// Intermediate and Advanced vary with the seed: the same level against itself
// from the start, one seed per game, plays different games (the app gives
// every game its own seed, so Play Again is another game); one seed always
// plays the same one. The first 40 plies of 8 games, every game.
std::vector<Move> selfPlay(GameId g, Level level, std::uint64_t seed, int plies) {
    Game game(rulesOf(g));
    std::vector<Move> moves;
    while (!game.over() && game.ply() < plies) {
        const Move m = chooseMove(game, budget(level, 0, seed + static_cast<std::uint64_t>(game.ply()))).move;
        moves.push_back(m);
        EXPECT_EQ(game.play(m), IllegalReason::None);
    }
    return moves;
}

TEST(SearchLevels, IntermediateAndAdvancedPlayAnotherGameWithAnotherSeed) {
    for (GameId g : kAllGames)
        for (Level level : {Level::Intermediate, Level::Advanced}) {
            std::vector<std::vector<Move>> games;
            for (std::uint64_t seed = 1; seed <= 8; ++seed)
                games.push_back(selfPlay(g, level, seed * 1000, 40));
            EXPECT_EQ(selfPlay(g, level, 1000, 40), games.front()) << gameIdString(g) << " " << levelString(level);
            std::sort(games.begin(), games.end());
            const auto distinct = std::unique(games.begin(), games.end()) - games.begin();
            EXPECT_GE(distinct, 5) << gameIdString(g) << " " << levelString(level);
        }
}

// The static evaluation of `pos` used by Expert (and Intermediate in the
// sowing games), from the side to move's view (see kSeedScore); decided
// scores at distance 0 for positions that are over or whose winner is
// already certain.
int evaluate(const Rules& rules, const Position& pos) {
    const detail::Decision d = detail::decision(rules, pos);
    return d.decided ? d.score : detail::fullScore(rules, pos);
}

// The static evaluation, Djenon-aboure. South's 25 of 48 is a decided win,
// whoever is to move. At 16-24 nothing is decided, and with 4 seeds on each
// row only the captured difference counts: 8 seeds.
//        a  b  c  d  e  f
//   2    1  0  2  0  1  0      S 25, N 15 / S 16, N 24
//   1    0  3  0  1  0  0
TEST(SearchLevels, EvaluationCountsCapturesAndDecidedTotals) {
    const Rules& rules = rulesOf(GameId::DjenonAboure);
    Position p = sowingBoard(GameId::DjenonAboure, {1, 0, 2, 0, 1, 0}, {0, 3, 0, 1, 0, 0}, 25, 15, Side::South);
    EXPECT_EQ(evaluate(rules, p), kWinScore);
    p.toMove = Side::North;
    EXPECT_EQ(evaluate(rules, p), -kWinScore);
    Position q = sowingBoard(GameId::DjenonAboure, {1, 0, 2, 0, 1, 0}, {0, 3, 0, 1, 0, 0}, 16, 24, Side::South);
    EXPECT_EQ(evaluate(rules, q), -8 * kSeedScore);
    q.toMove = Side::North;
    EXPECT_EQ(evaluate(rules, q), 8 * kSeedScore);
}

// ------------------------------------------------------------ forced wins

// The search alone, without Djenon-aboure's exact solver.
SearchOptions searchOnly(Level level) {
    SearchOptions o = budget(level, 0);
    o.solveDjenonAboure = false;
    return o;
}

// Djenon-aboure: c1 sows c1 d1 e1; e1 and d1 then hold 2 and go with the
// chain (4 seeds): South reaches 26 of 48 and has won.
//        a  b  c  d  e  f
//   2    2  1  1  1  2  0      S 22, N 12, South to move
//   1    0  0 [3] 1  1  2
// The other move, f1, sows f1 f2 and ends in the empty f2.
TEST(SearchForcedWins, DjenonAboureCaptureChainWins) {
    const Position p = sowingBoard(GameId::DjenonAboure, {2, 1, 1, 1, 2, 0}, {0, 0, 3, 1, 1, 2}, 22, 12, Side::South);
    for (Level level : {Level::Intermediate, Level::Advanced, Level::Expert}) {
        const SearchResult r = chooseMove(rulesOf(GameId::DjenonAboure), p, {}, searchOnly(level));
        EXPECT_EQ(r.move, move(GameId::DjenonAboure, "c1")) << levelString(level);
        EXPECT_EQ(r.score, kWinScore - 1) << levelString(level);
        EXPECT_TRUE(isDecided(r.score));
        EXPECT_EQ(decidedInPlies(r.score), 1);
    }
}

// Djenon-aboure, three plies: d1 (3 seeds) sows d1 e1 f1; f1 then holds 4
// and e1 2: the chain takes 6 (South 22). North has one move left, a2, and
// whatever it does c1 captures again and South passes 24.
//        a  b  c  d  e  f
//   2    3  1  1  1  0  1      S 16, N 16, South to move
//   1    0  0  2 [3] 1  3
TEST(SearchForcedWins, DjenonAboureWinsInThreePlies) {
    const Position p = sowingBoard(GameId::DjenonAboure, {3, 1, 1, 1, 0, 1}, {0, 0, 2, 3, 1, 3}, 16, 16, Side::South);
    for (Level level : {Level::Intermediate, Level::Advanced, Level::Expert}) {
        const SearchResult r = chooseMove(rulesOf(GameId::DjenonAboure), p, {}, searchOnly(level));
        EXPECT_EQ(r.move, move(GameId::DjenonAboure, "d1")) << levelString(level);
        EXPECT_EQ(r.score, kWinScore - 3) << levelString(level);
        EXPECT_EQ(decidedInPlies(r.score), 3);
    }
}

// Ayoayo, three plies: c1 and e1 both capture 3 (South 24 of 48), a1 only
// 2. After e1 North can keep its seeds; after c1 (into the empty d1, taking
// d2) every North reply lets e1 capture f2 and South passes 24.
//        a  b  c  d  e  f
//   2    1  1  0  2  0  2      S 21, N 18, South to move
//   1    1  0 [1] 0  1  0
TEST(SearchForcedWins, AyoayoWinsInThreePliesNotByTheGreedyCapture) {
    const Position p = sowingBoard(GameId::Ayoayo, {1, 1, 0, 2, 0, 2}, {1, 0, 1, 0, 1, 0}, 21, 18, Side::South);
    for (Level level : {Level::Intermediate, Level::Advanced, Level::Expert}) {
        const SearchResult r = chooseMove(rulesOf(GameId::Ayoayo), p, {}, budget(level, 0));
        EXPECT_EQ(r.move, move(GameId::Ayoayo, "c1")) << levelString(level);
        EXPECT_EQ(r.score, kWinScore - 3) << levelString(level);
    }
}

// Bao la Kimasai: c2-d2 steps into South's front row opposite d3 and clears
// the whole column (d3 and d4): North has no stone left.
//        abcdefghijkl
//   4    ...o........      S 21, N 21, South to move
//   3    ...o........
//   2    ..o.........
//   1    ......o.....
TEST(SearchForcedWins, BaoColumnCaptureTakesTheLastStones) {
    const Position p = baoBoard({"...o........", "...o........", "..o.........", "......o....."}, 21, 21, Side::South);
    for (Level level : {Level::Intermediate, Level::Advanced, Level::Expert}) {
        const SearchResult r = chooseMove(rulesOf(GameId::BaoLaKimasai), p, {}, budget(level, 0));
        EXPECT_EQ(r.move, move(GameId::BaoLaKimasai, "c2-d2")) << levelString(level);
        EXPECT_EQ(r.score, kWinScore - 1) << levelString(level);
    }
}

// Bao la Kimasai, five plies: j3-i3 steps into North's front row opposite i2
// and takes it. South's last stone can only walk on along its front row
// (f2-g2, g2-h2) while North waits (l3-k3), and i3-h3 then takes it.
//        abcdefghijkl
//   4    ..........o.      S 20, N 21, North to move
//   3    .........o.o
//   2    .....o..o...
//   1    ............
TEST(SearchForcedWins, BaoLaKimasaiWinsInFivePlies) {
    const Position p = baoBoard({"..........o.", ".........o.o", ".....o..o...", "............"}, 20, 21, Side::North);
    for (Level level : {Level::Intermediate, Level::Advanced, Level::Expert}) {
        const SearchResult r = chooseMove(rulesOf(GameId::BaoLaKimasai), p, {}, budget(level, 0));
        EXPECT_EQ(r.move, move(GameId::BaoLaKimasai, "j3-i3")) << levelString(level);
        // Intermediate's 4 plies do not reach the end.
        if (level != Level::Intermediate) {
            EXPECT_EQ(r.score, kWinScore - 5) << levelString(level);
        }
    }
}

// Tihbat, three plies: a1 sows a1 b1 b2, leaving 4 in b1. Whatever North
// answers, a1 then drops its second counter into b1, which holds 6: South
// captures them and has 16 of 28.
//        a  b
//   2    5  3      S 10, N 4, South to move
//   1   [3] 3
TEST(SearchForcedWins, TihbatWinsInThreePlies) {
    const Position p = sowingBoard(GameId::Tihbat, {5, 3}, {3, 3}, 10, 4, Side::South);
    for (Level level : {Level::Intermediate, Level::Advanced}) {
        const SearchResult r = chooseMove(rulesOf(GameId::Tihbat), p, {}, budget(level, 0));
        EXPECT_EQ(r.move, move(GameId::Tihbat, "a1")) << levelString(level);
        EXPECT_EQ(r.score, kWinScore - 3) << levelString(level);
    }
    const SearchResult exact = chooseMove(rulesOf(GameId::Tihbat), p, {}, budget(Level::Expert, 0));
    EXPECT_TRUE(exact.exact);
    EXPECT_EQ(exact.move, move(GameId::Tihbat, "a1"));
    EXPECT_GT(exact.score, 0);
    EXPECT_EQ(exact.score, kSeedScore * tihbatValue(p, {}).difference);
}

// ------------------------------------------------------------ determinism

struct Signature {
    GameId game;
    std::vector<std::string_view> moves; // from the start
    Level level;
    int depth;
    std::uint64_t nodes; // node limit, 0 = none
    std::uint64_t seed;
    std::string_view expectedMove;
    std::uint64_t expectedNodes;
    int expectedDepth;
    int expectedScore;
};

// Fixed positions, levels, budgets and seeds give a fixed move, node count,
// depth and score, every time (recorded from this implementation, so that any
// change of the search's behaviour shows here). Node limits are met exactly.
TEST(SearchDeterminism, FixedBudgetsGiveFixedMovesAndNodeCounts) {
    const std::vector<Signature> signatures{
        {GameId::DjenonAboure, {"c1", "d2"}, Level::Intermediate, 0, 0, 3, "b1", 171, 4, 62},
        {GameId::DjenonAboure, {"c1", "d2"}, Level::Advanced, 0, 0, 3, "b1", 1333, 7, 400},
        {GameId::DjenonAboure, {"c1", "d2"}, Level::Expert, 9, 0, 3, "d1", 185774, 0, -600}, // exact
        {GameId::Ayoayo, {}, Level::Beginner, 0, 0, 5, "a1", 7, 1, 180},
        {GameId::Ayoayo, {}, Level::Advanced, 0, 0, 5, "c1", 1809, 7, 700},
        {GameId::Ayoayo, {"c1", "f2"}, Level::Expert, 0, 20000, 5, "d1", 20000, 11, 920},
        {GameId::Tihbat, {"b1", "a2"}, Level::Advanced, 0, 0, 7, "b1", 199, 7, 200},
        {GameId::Tihbat, {}, Level::Expert, 0, 0, 7, "b1", 21251, 0, -200},
        {GameId::BaoLaKimasai, {"a1-a2", "b3-a3", "b1-a1"}, Level::Advanced, 0, 0, 9, "c3-b3", 332, 7, 300},
        {GameId::BaoLaKimasai, {"a1-a2", "b3-a3", "b1-a1"}, Level::Expert, 0, 30000, 9, "c3-b3", 30000, 16, 1080},
    };
    for (const Signature& sig : signatures) {
        Game game(rulesOf(sig.game));
        for (std::string_view m : sig.moves)
            ASSERT_EQ(game.play(move(sig.game, m)), IllegalReason::None);
        SearchOptions o = budget(sig.level, sig.depth, sig.seed);
        o.maxNodes = sig.nodes;
        const SearchResult first = chooseMove(game, o);
        const SearchResult again = chooseMove(game, o);
        EXPECT_EQ(formatMove(game.rules(), first.move), sig.expectedMove)
            << gameIdString(sig.game) << " " << levelString(sig.level);
        EXPECT_EQ(first.nodes, sig.expectedNodes) << gameIdString(sig.game) << " " << levelString(sig.level);
        EXPECT_EQ(first.depth, sig.expectedDepth) << gameIdString(sig.game) << " " << levelString(sig.level);
        EXPECT_EQ(first.score, sig.expectedScore) << gameIdString(sig.game) << " " << levelString(sig.level);
        EXPECT_EQ(again.move, first.move);
        EXPECT_EQ(again.nodes, first.nodes);
        EXPECT_EQ(again.score, first.score);
        EXPECT_EQ(again.pv, first.pv);
    }
}

// -------------------------------------------------------------- stopping

// A search with ten minutes to think, started on a thread, returns soon after
// the stop request with a legal move and says it was stopped.
TEST(SearchCancellation, StopRequestEndsALongSearchPromptly) {
    for (GameId g : {GameId::Ayoayo, GameId::BaoLaKimasai}) {
        Game game(rulesOf(g));
        if (g == GameId::BaoLaKimasai)
            for (std::string_view m : {"a1-a2", "b3-a3", "b1-a1"})
                game.play(move(g, m));
        SearchOptions o;
        o.level = Level::Expert;
        o.timeMs = 600'000;
        std::stop_source stop;
        SearchResult result;
        const auto start = std::chrono::steady_clock::now();
        std::thread worker([&] { result = chooseMove(game, o, stop.get_token()); });
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
        stop.request_stop();
        worker.join();
        const auto waited = std::chrono::steady_clock::now() - start;
        EXPECT_LT(waited, std::chrono::seconds(60)) << gameIdString(g);
        EXPECT_TRUE(result.stopped) << gameIdString(g);
        EXPECT_EQ(game.check(result.move), IllegalReason::None) << gameIdString(g);
        EXPECT_GE(result.depth, 1);
    }
}

// A stop requested before the search starts still gives a legal move.
TEST(SearchCancellation, StopRequestedBeforehandStillGivesALegalMove) {
    std::stop_source stop;
    stop.request_stop();
    for (GameId g : kAllGames) {
        Game game(rulesOf(g));
        for (Level level : kAllLevels) {
            SearchOptions o;
            o.level = level;
            o.timeMs = 600'000;
            o.exactTihbat = false;
            const SearchResult r = chooseMove(game, o, stop.get_token());
            EXPECT_EQ(game.check(r.move), IllegalReason::None) << gameIdString(g) << " " << levelString(level);
        }
    }
}

} // namespace
