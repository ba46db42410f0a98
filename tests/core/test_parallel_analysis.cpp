// Game analysis on several threads (AnalysisOptions::threads: positions at
// once, each by a search of one thread): every position's analysis is the
// one a single thread makes, the positions are begun in the order asked, and
// a stop ends every thread and keeps only what was done from the start
// without a gap. Labelled `threads`: ./dev tsan runs these under
// ThreadSanitizer.
#include <gtest/gtest.h>

#include <mutex>
#include <random>
#include <set>
#include <stop_token>
#include <thread>
#include <vector>

#include "mancala/analysis.hpp"
#include "search_helpers.hpp"

namespace {

using namespace mancala;
using search_test::randomGame;

AnalysisOptions budget(std::uint64_t nodes, int threads) {
    AnalysisOptions o;
    o.nodes = nodes;
    o.threads = threads;
    return o;
}

std::vector<Position> positionsOf(const Game& game) {
    std::vector<Position> out;
    for (int i = 0; i <= game.ply(); ++i)
        out.push_back(game.positionAt(i));
    return out;
}

TEST(ParallelAnalysis, EveryPositionIsAnalysedAsByOneThread) {
    for (GameId g : kAllGames) {
        const Game game = randomGame(g, 24, 7);
        const GameAnalysis one = analyseGame(game, budget(3000, 1));
        for (int threads : {2, 3}) {
            const GameAnalysis many = analyseGame(game, budget(3000, threads));
            EXPECT_TRUE(many.complete) << gameIdString(g);
            EXPECT_EQ(many.positions, one.positions) << gameIdString(g) << ", " << threads << " threads";
            EXPECT_EQ(many.moves, one.moves) << gameIdString(g) << ", " << threads << " threads";
        }
    }
}

TEST(ParallelAnalysis, OneThreadDeliversInTheOrderAsked) {
    const Game game = randomGame(GameId::Ayoayo, 12, 3);
    const std::vector<Position> positions = positionsOf(game);
    const std::vector<int> order{5, 0, 1, 12, 2};
    std::vector<int> delivered;
    analysePositions(game.rules(), positions, order, budget(500, 1), {},
                     [&](int k, const PositionAnalysis&) { delivered.push_back(k); });
    EXPECT_EQ(delivered, order);
}

TEST(ParallelAnalysis, ManyThreadsDeliverEachPositionAskedOnce) {
    const Game game = randomGame(GameId::DjenonAboure, 16, 5);
    const std::vector<Position> positions = positionsOf(game);
    std::vector<int> order;
    for (int k = game.ply(); k >= 0; k -= 2)
        order.push_back(k);
    std::mutex m;
    std::multiset<int> delivered;
    std::set<std::thread::id> threads;
    analysePositions(game.rules(), positions, order, budget(800, 4), {}, [&](int k, const PositionAnalysis& a) {
        const std::lock_guard lock(m);
        delivered.insert(k);
        threads.insert(std::this_thread::get_id());
        const std::span<const Position> history(positions.data(), static_cast<std::size_t>(k));
        EXPECT_EQ(a, analysePosition(game.rules(), positions[static_cast<std::size_t>(k)], history, budget(800, 1)))
            << "position " << k;
    });
    EXPECT_EQ(delivered, std::multiset<int>(order.begin(), order.end()));
    EXPECT_GE(threads.size(), 1u);
}

TEST(ParallelAnalysis, NothingToDoReturnsAtOnce) {
    const Game game = randomGame(GameId::Tihbat, 4, 1);
    const std::vector<Position> positions = positionsOf(game);
    int calls = 0;
    analysePositions(game.rules(), positions, {}, budget(500, 4), {}, [&](int, const PositionAnalysis&) { ++calls; });
    EXPECT_EQ(calls, 0);
}

// Stops at moments drawn from a fixed seed: every thread ends, nothing is
// delivered after the stop, and the game's analysis keeps the positions done
// from the start without a gap.
TEST(ParallelAnalysis, AStopEndsEveryThreadAndKeepsAPrefix) {
    const Game game = randomGame(GameId::Ayoayo, 40, 9);
    std::mt19937 random(17);
    for (int round = 0; round < 12; ++round) {
        const int stopAt = std::uniform_int_distribution<int>(1, game.ply())(random);
        std::stop_source source;
        bool afterStop = false;
        int done = 0;
        const GameAnalysis a = analyseGame(game, budget(1500, 2), source.get_token(), [&](int d, int) {
            afterStop = afterStop || source.stop_requested();
            done = d;
            if (d == stopAt)
                source.request_stop();
        });
        EXPECT_FALSE(afterStop) << "round " << round;
        EXPECT_EQ(done, stopAt) << "round " << round;
        EXPECT_FALSE(a.complete);
        EXPECT_LE(static_cast<int>(a.positions.size()), stopAt);
        EXPECT_EQ(a.moves.size(), a.positions.empty() ? 0 : a.positions.size() - 1);
    }
}

} // namespace
