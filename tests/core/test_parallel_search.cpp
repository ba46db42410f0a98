// The parallel Expert (SearchOptions::threads, Lazy SMP in
// core/src/search/search.cpp): its proven results are exact as with one
// thread, one stop ends every thread, the node limit bounds all threads
// together, one thread stays deterministic, and the shared table never shows
// an entry torn by two writers. Labelled `threads`: ./dev tsan runs these
// under ThreadSanitizer.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <random>
#include <span>
#include <stop_token>
#include <string>
#include <thread>
#include <vector>

#include "mancala/endgames.hpp"
#include "core/built_databases.hpp"
#include "search/transposition_table.hpp"
#include "search_helpers.hpp"

namespace {

using namespace mancala;
using search_test::rulesOf;

constexpr int kSeeds = 8; // the databases the proven results are checked against

// The positions of a seeded random game, the start first.
std::vector<Position> randomLine(GameId g, unsigned seed) {
    Game game(rulesOf(g));
    std::mt19937 random(seed);
    MoveList moves;
    std::vector<Position> line{game.position()};
    while (!game.over()) {
        game.legalMoves(moves);
        std::uniform_int_distribution<int> pick(0, moves.size() - 1);
        EXPECT_EQ(game.play(moves[pick(random)]), IllegalReason::None);
        line.push_back(game.position());
    }
    return line;
}

SearchOptions expert(int threads, std::uint64_t nodes) {
    SearchOptions o;
    o.level = Level::Expert;
    o.timeMs = 0;
    o.maxNodes = nodes;
    o.threads = threads;
    o.exactTihbat = false;
    o.solveDjenonAboure = false;
    o.solveKalah = false;
    return o;
}

bool legal(const Rules& rules, const Position& pos, Move m) {
    return rules.check(pos, m) == IllegalReason::None;
}

int sign(int v) {
    return v > 0 ? 1 : v < 0 ? -1 : 0;
}

int outcomeSign(const SearchResult& r) {
    const std::optional<Outcome> o = r.outcome();
    return o == Outcome::Win ? 1 : o == Outcome::Loss ? -1 : 0;
}

// Djenon-aboure and Ayoayo, positions of random games that an endgame
// database covers (the search does not get it): whatever 2 and 4 threads
// prove is the database's exact outcome, and what one thread proves of a
// position the threads prove the same.
TEST(ParallelSearch, ProvesOnlyTheExactOutcome) {
    for (GameId g : {GameId::DjenonAboure, GameId::Ayoayo}) {
        const Rules& rules = rulesOf(g);
        const std::shared_ptr<const EndgameDatabase> db = endgame_test::builtDatabase(g, kSeeds);
        int proven = 0;
        for (unsigned seed = 1; seed <= 20; ++seed) {
            const std::vector<Position> line = randomLine(g, seed);
            for (std::size_t k = 0; k < line.size(); ++k) {
                const Position& pos = line[k];
                if (pos.over() || !db->covers(rules, pos))
                    continue;
                const std::span<const Position> history(line.data(), k);
                const std::optional<EndgameSolution> exact = solveEndgame(*db, rules, pos, history, 0);
                ASSERT_TRUE(exact.has_value());
                const SearchResult one = chooseMove(rules, pos, history, expert(1, 4000));
                for (int threads : {2, 4}) {
                    const SearchResult r = chooseMove(rules, pos, history, expert(threads, 4000));
                    const std::string where = std::string(gameIdString(g)) + " game " + std::to_string(seed) + " ply " +
                                              std::to_string(k) + ", " + std::to_string(threads) + " threads";
                    ASSERT_TRUE(legal(rules, pos, r.move)) << where;
                    ASSERT_TRUE(r.proven || !isDecided(r.score)) << where;
                    if (!r.proven)
                        continue;
                    ++proven;
                    const auto me = static_cast<std::size_t>(index(pos.toMove));
                    EXPECT_EQ(outcomeSign(r), sign(pos.totals[me] - pos.totals[1 - me] + exact->future)) << where;
                    if (one.proven) {
                        EXPECT_EQ(outcomeSign(r), outcomeSign(one)) << where;
                    }
                }
            }
        }
        EXPECT_GT(proven, 20) << gameIdString(g);
    }
}

// Tihbat's search (not its solver) and Bao la Kimasai: a proven result of
// several threads is Tihbat's exact one, and in both games one thread's
// proven outcome.
TEST(ParallelSearch, ProvesWhatOneThreadProves) {
    for (GameId g : {GameId::Tihbat, GameId::BaoLaKimasai}) {
        const Rules& rules = rulesOf(g);
        int proven = 0;
        for (unsigned seed = 1; seed <= 4; ++seed) {
            const std::vector<Position> line = randomLine(g, seed);
            for (std::size_t k = 0; k < line.size(); k += 4) {
                const Position& pos = line[k];
                if (pos.over())
                    continue;
                const std::span<const Position> history(line.data(), k);
                const SearchResult one = chooseMove(rules, pos, history, expert(1, 2000));
                const SearchResult two = chooseMove(rules, pos, history, expert(2, 2000));
                const std::string where =
                    std::string(gameIdString(g)) + " game " + std::to_string(seed) + " ply " + std::to_string(k);
                ASSERT_TRUE(legal(rules, pos, two.move)) << where;
                ASSERT_TRUE(two.proven || !isDecided(two.score)) << where;
                if (!two.proven)
                    continue;
                ++proven;
                if (g == GameId::Tihbat) {
                    EXPECT_EQ(outcomeSign(two), sign(tihbatValue(pos, history).difference)) << where;
                }
                if (one.proven) {
                    EXPECT_EQ(outcomeSign(two), outcomeSign(one)) << where;
                }
            }
        }
        EXPECT_GT(proven, 0) << gameIdString(g);
    }
}

// Every position of a few random games of each game, 2 to 4 threads: all of
// them together search no more nodes than the limit.
TEST(ParallelSearch, NodeLimitBoundsEveryThreadTogether) {
    constexpr std::uint64_t kLimit = 5000;
    for (GameId g : kAllGames) {
        const Rules& rules = rulesOf(g);
        for (unsigned seed = 1; seed <= 2; ++seed) {
            const std::vector<Position> line = randomLine(g, seed);
            for (std::size_t k = 0; k + 1 < line.size(); k += 3) {
                const int threads = 2 + static_cast<int>(k % 3);
                const SearchResult r = chooseMove(rules, line[k], std::span(line.data(), k), expert(threads, kLimit));
                EXPECT_LE(r.nodes, kLimit)
                    << gameIdString(g) << " game " << seed << " ply " << k << ", " << threads << " threads";
            }
        }
    }
}

// One thread with a node limit is deterministic, before and after searches
// of several threads on the same calling thread.
TEST(ParallelSearch, OneThreadStaysDeterministic) {
    for (GameId g : kAllGames) {
        const Rules& rules = rulesOf(g);
        const Position start = rules.initial();
        const SearchResult first = chooseMove(rules, start, {}, expert(1, 20'000));
        chooseMove(rules, start, {}, expert(3, 20'000));
        const SearchResult again = chooseMove(rules, start, {}, expert(1, 20'000));
        EXPECT_EQ(again.move, first.move) << gameIdString(g);
        EXPECT_EQ(again.nodes, first.nodes) << gameIdString(g);
        EXPECT_EQ(again.score, first.score) << gameIdString(g);
        EXPECT_EQ(again.depth, first.depth) << gameIdString(g);
    }
}

// Searches without any limit but the stop, stopped at moments drawn from a
// fixed seed (from at once to 30 ms after the start, on the clock: the
// moment is the test's input, nothing waits on it): every one returns, with
// all its threads stopped (the search waits for them), a legal move, and
// says it was stopped; the next search on the same thread finds its helpers
// waiting.
TEST(ParallelSearch, OneStopEndsEveryThread) {
    using Clock = std::chrono::steady_clock;
    std::mt19937 random(30);
    int stopped = 0;
    for (int n = 0; n < 48; ++n) {
        const GameId g = kAllGames[static_cast<std::size_t>(n) % kAllGames.size()];
        const Rules& rules = rulesOf(g);
        const std::vector<Position> line = randomLine(g, static_cast<unsigned>(n + 1));
        const std::size_t k = std::uniform_int_distribution<std::size_t>(0, line.size() - 2)(random);
        const Clock::time_point moment =
            Clock::now() + std::chrono::microseconds(std::uniform_int_distribution<int>(0, 30'000)(random));
        const int threads = 2 + n % 3;
        std::stop_source source;
        std::jthread stopper([&source, moment] {
            while (Clock::now() < moment)
                std::this_thread::yield();
            source.request_stop();
        });
        const SearchResult r =
            chooseMove(rules, line[k], std::span(line.data(), k), expert(threads, 0), source.get_token());
        stopper.join();
        const std::string where = std::string(gameIdString(g)) + " search " + std::to_string(n);
        EXPECT_TRUE(legal(rules, line[k], r.move)) << where;
        // Only a search that ended by itself (a decided or solved root) may
        // say it was not stopped.
        EXPECT_TRUE(r.stopped || r.depth > 0) << where;
        stopped += r.stopped ? 1 : 0;
    }
    EXPECT_GT(stopped, 24);
}

// A shared table hammered by threads storing and probing the keys of one
// bucket (a table of 0 MB has one): every entry found is one stored whole
// for its key, never two writes' halves.
TEST(SharedTable, ShowsNoEntryTornByTwoWriters) {
    detail::TranspositionTable table(0);
    constexpr int kThreads = 4;
    constexpr std::uint64_t kKeys = 8;
    constexpr int kRounds = 20'000;
    const auto keyAt = [](std::uint64_t i) { return detail::mix(i + 1) << 1; };
    const auto scoreOf = [](std::uint64_t key, int depth) { return static_cast<int>(key % 10'000) * 64 + depth; };
    std::atomic<int> torn{0};
    std::atomic<int> found{0};
    {
        std::vector<std::jthread> threads;
        for (int t = 0; t < kThreads; ++t)
            threads.emplace_back([&, t] {
                std::mt19937_64 random(static_cast<std::uint64_t>(t) + 1);
                for (int i = 0; i < kRounds; ++i) {
                    const std::uint64_t key = keyAt(random() % kKeys);
                    const int depth = static_cast<int>(random() % 60);
                    table.store(key, depth, scoreOf(key, depth), detail::Bound::Exact,
                                Move::sow(static_cast<Hole>(key % 12)));
                    const std::uint64_t probed = keyAt(random() % kKeys);
                    if (const std::optional<detail::TableEntry> e = table.probe(probed)) {
                        ++found;
                        if (e->score != scoreOf(probed, e->depth) || e->from != probed % 12)
                            ++torn;
                    }
                }
            });
    }
    EXPECT_GT(found.load(), 0);
    EXPECT_EQ(torn.load(), 0);
}

} // namespace
