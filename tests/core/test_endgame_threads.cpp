// The endgame databases built and checked on several threads (endgames.hpp,
// continueEndgames' and verifyEndgames' `threads`; endgame_threads.hpp):
// the blocks of a pass are each done once, a stop is seen by every thread
// at its next block, the caller's pause holds every thread, and what a
// thread throws reaches the caller; a database built on 1, 2 or 3 threads
// is the same, byte for byte, entries and bounds; builds stopped at random
// moments (from another thread, or while held in their pause) and resumed
// on another number of threads make the same bytes; a check finds the same
// first entry that does not hold whatever its threads. Labelled `threads`:
// ./dev tsan runs it under ThreadSanitizer.
#include <gtest/gtest.h>

#include <atomic>
#include <condition_variable>
#include <map>
#include <mutex>
#include <random>
#include <stdexcept>
#include <thread>
#include <vector>

#include "endgames/endgame_threads.hpp"
#include "mancala/endgames.hpp"

namespace {

using namespace mancala;
using detail::endgame::Checkpoint;
using detail::endgame::forEachBlock;
using detail::endgame::kCheckInterval;

// ------------------------------------------------------------ the passes

constexpr std::uint64_t kBlocks = 200;
constexpr std::uint64_t kPositions = kBlocks * kCheckInterval - 5; // the last block short

TEST(EndgamePass, TakesEveryBlockOnceOnItsThreads) {
    for (int threads : {1, 2, 3, 8}) {
        std::vector<std::atomic<int>> taken(kBlocks);
        std::atomic<bool> outOfRange = false;
        std::vector<std::uint64_t> ticks;
        const std::stop_token none;
        const EndgamePause noPause;
        const Checkpoint check(none, noPause);
        EXPECT_TRUE(forEachBlock(
            kPositions, threads, check,
            [&](std::uint64_t block, int worker) {
                taken[block].fetch_add(1);
                if (worker < 0 || worker >= threads)
                    outOfRange = true;
            },
            [&](std::uint64_t done) { ticks.push_back(done); }));
        for (std::uint64_t b = 0; b < kBlocks; ++b)
            EXPECT_EQ(taken[b].load(), 1) << threads << " threads, block " << b;
        EXPECT_FALSE(outOfRange.load());
        // On the calling thread, at each block it takes (the helpers may take them all).
        EXPECT_TRUE(std::is_sorted(ticks.begin(), ticks.end()));
        EXPECT_TRUE(ticks.empty() || ticks.back() < kPositions);
        if (threads == 1) {
            ASSERT_EQ(ticks.size(), kBlocks);
            EXPECT_EQ(ticks.back(), (kBlocks - 1) * kCheckInterval);
        }
    }
}

TEST(EndgamePass, NeverMoreWorkersThanBlocks) {
    const std::stop_token none;
    const EndgamePause noPause;
    const Checkpoint check(none, noPause);
    std::atomic<int> highest = 0;
    EXPECT_TRUE(forEachBlock(2 * kCheckInterval, 8, check, [&](std::uint64_t, int worker) {
        for (int seen = highest.load(); worker > seen && !highest.compare_exchange_weak(seen, worker);) {
        }
    }));
    EXPECT_LE(highest.load(), 1);
}

// Each thread starts at most one block once the stop is requested: the one
// it took before it looked.
TEST(EndgamePass, AStopIsSeenByEveryThreadAtItsNextBlock) {
    constexpr int kThreads = 4;
    std::stop_source stop;
    const std::stop_token token = stop.get_token();
    const EndgamePause noPause;
    const Checkpoint check(token, noPause);
    std::vector<std::atomic<int>> afterStop(kThreads);
    std::atomic<std::uint64_t> blocks = 0;
    EXPECT_FALSE(forEachBlock(kPositions, kThreads, check, [&](std::uint64_t block, int worker) {
        if (stop.stop_requested())
            afterStop[static_cast<std::size_t>(worker)].fetch_add(1);
        blocks.fetch_add(1);
        if (block == 20)
            stop.request_stop();
    }));
    EXPECT_LT(blocks.load(), kBlocks);
    for (const std::atomic<int>& n : afterStop)
        EXPECT_LE(n.load(), 1);
}

// While the calling thread is in its pause, a helper starts at most the one
// block it took before: the pause waits up to 50 ms for a second one, which
// would come at once if the helpers were not held. (The helpers begin no
// block before the caller has come to its first pause, which is held.)
TEST(EndgamePass, ThePauseHoldsEveryThread) {
    constexpr int kThreads = 3;
    std::mutex mutex;
    std::condition_variable changed;
    bool callerCame = false;
    bool inPause = false;
    std::vector<int> startedInPause(kThreads, 0);
    int holds = 0;
    const EndgamePause pause = [&] {
        std::unique_lock lock(mutex);
        callerCame = true;
        changed.notify_all();
        if (holds == 3)
            return;
        ++holds;
        inPause = true;
        std::fill(startedInPause.begin(), startedInPause.end(), 0);
        const bool helperWentOn = changed.wait_for(lock, std::chrono::milliseconds(50), [&] {
            return std::any_of(startedInPause.begin(), startedInPause.end(), [](int n) { return n > 1; });
        });
        EXPECT_FALSE(helperWentOn) << "a helper began a second block while the caller was in its pause";
        inPause = false;
    };
    const std::stop_token none;
    const Checkpoint check(none, pause);
    EXPECT_TRUE(forEachBlock(kPositions, kThreads, check, [&](std::uint64_t, int worker) {
        std::unique_lock lock(mutex);
        changed.wait(lock, [&] { return callerCame; });
        if (inPause && ++startedInPause[static_cast<std::size_t>(worker)] > 1)
            changed.notify_all();
    }));
    EXPECT_GE(holds, 1);
}

// Whichever thread takes block 30 throws: the caller or a helper.
TEST(EndgamePass, WhatAThreadThrowsReachesTheCaller) {
    const std::stop_token none;
    const EndgamePause noPause;
    const Checkpoint check(none, noPause);
    for (int threads : {1, 3})
        EXPECT_THROW(forEachBlock(kPositions, threads, check,
                                  [&](std::uint64_t block, int) {
                                      if (block == 30)
                                          throw std::runtime_error("block 30");
                                  }),
                     std::runtime_error);
}

// ------------------------------------------------------------ builds

// A build's bytes: the build's own file (entries and every layer's bounds),
// then the database's.
std::vector<std::uint8_t> bytesOf(EndgameBuildState&& state) {
    std::vector<std::uint8_t> bytes = serializeEndgameBuild(state);
    const std::vector<std::uint8_t> database = serializeEndgames(finishEndgames(std::move(state)).database);
    bytes.insert(bytes.end(), database.begin(), database.end());
    return bytes;
}

std::vector<std::uint8_t> built(GameId game, int seeds, int threads) {
    EndgameBuildState state = startEndgames(game, seeds);
    EXPECT_TRUE(continueEndgames(state, {}, {}, {}, threads));
    return bytesOf(std::move(state));
}

const std::vector<std::uint8_t>& oneThread(GameId game, int seeds) {
    static std::map<std::pair<GameId, int>, std::vector<std::uint8_t>> made;
    auto it = made.find({game, seeds});
    if (it == made.end())
        it = made.emplace(std::pair(game, seeds), built(game, seeds, 1)).first;
    return it->second;
}

class ThreadedBuild : public ::testing::TestWithParam<GameId> {};

// 293,930 positions in 10 layers, the largest of 41 blocks.
constexpr int kSeeds = 9;

TEST_P(ThreadedBuild, MakesTheBytesOfOneThread) {
    for (int threads : {2, 3})
        EXPECT_EQ(built(GetParam(), kSeeds, threads), oneThread(GetParam(), kSeeds)) << threads << " threads";
}

TEST_P(ThreadedBuild, ChecksWhatItBuilt) {
    const EndgameDatabase db(GetParam(), kSeeds,
                             std::vector<std::uint8_t>(oneThread(GetParam(), kSeeds).end() -
                                                           static_cast<std::ptrdiff_t>(endgamePositions(kSeeds)),
                                                       oneThread(GetParam(), kSeeds).end()));
    const EndgameCheck check = verifyEndgames(db, {}, {}, {}, 3);
    EXPECT_TRUE(check.finished);
    EXPECT_TRUE(check.sound) << check.seeds << ' ' << check.rank;
}

// A stop requested from another thread once the caller's pause has been
// called `at` times, or, with `hold`, the caller held in that pause until
// the stop comes (as the app holds its build while the computer player
// searches).
struct Interruption {
    int threads = 1;
    int at = 1;
    bool hold = false;
};

// Whether the build stopped (it may have finished first).
bool interrupted(EndgameBuildState& state, const Interruption& how) {
    std::stop_source stop;
    std::atomic<int> pauses = 0;
    std::mutex mutex;
    std::condition_variable_any stopped;
    const EndgamePause pause = [&] {
        const int n = pauses.fetch_add(1) + 1;
        if (n != how.at)
            return;
        pauses.notify_all();
        if (how.hold) {
            std::unique_lock lock(mutex);
            stopped.wait(lock, stop.get_token(), [] { return false; });
        }
    };
    std::jthread stopper([&] {
        for (int n = pauses.load(); n < how.at; n = pauses.load())
            pauses.wait(n);
        stop.request_stop();
    });
    const bool finished = continueEndgames(state, {}, stop.get_token(), pause, how.threads);
    pauses.store(how.at); // the stopper's wait ends, if the build ended first
    pauses.notify_all();
    return !finished;
}

TEST_P(ThreadedBuild, StoppedAtRandomMomentsAndResumedOnOtherThreadsMakesTheSameBytes) {
    constexpr int kSmall = 7; // 50,388 positions
    constexpr int kTrials = 12;
    std::mt19937 random(GetParam() == GameId::Ayoayo ? 11 : 12);
    int stops = 0;
    for (int trial = 0; trial < kTrials; ++trial) {
        EndgameBuildState state = startEndgames(GetParam(), kSmall);
        // Up to three interruptions, each on its own number of threads, then the rest.
        for (int i = 0; i < 3; ++i) {
            const Interruption how{1 + static_cast<int>(random() % 4), 1 + static_cast<int>(random() % 60),
                                   random() % 2 == 0};
            stops += interrupted(state, how) ? 1 : 0;
        }
        EXPECT_TRUE(continueEndgames(state, {}, {}, {}, 1 + static_cast<int>(random() % 4)));
        ASSERT_EQ(bytesOf(std::move(state)), oneThread(GetParam(), kSmall)) << "trial " << trial;
    }
    EXPECT_GT(stops, kTrials);
}

INSTANTIATE_TEST_SUITE_P(Games, ThreadedBuild, ::testing::Values(GameId::DjenonAboure, GameId::Ayoayo));

// Each thread makes a block's edges before it keeps them: a little more memory.
TEST(ThreadedBuildMemory, TakesALittleMoreAThread) {
    EXPECT_GT(endgameBuildMemory(16, 2), endgameBuildMemory(16, 1));
    EXPECT_LT(endgameBuildMemory(16, 2), endgameBuildMemory(16, 1) + 1'000'000);
    EXPECT_EQ(endgameBuildMemory(16, 1000), endgameBuildMemory(16, kMaxEndgameThreads));
}

// ------------------------------------------------------------ checks

// Two entries of the 9-seed layer, in blocks far apart, changed: the first
// that does not hold is the same on any number of threads.
TEST(ThreadedCheck, FindsTheSameFirstFaultOnAnyThreads) {
    const std::vector<std::uint8_t>& bytes = oneThread(GameId::Ayoayo, kSeeds);
    std::vector<std::uint8_t> entries(bytes.end() - static_cast<std::ptrdiff_t>(endgamePositions(kSeeds)), bytes.end());
    const std::size_t layer = endgamePositions(kSeeds - 1);
    std::vector<std::size_t> ranks;
    for (std::size_t rank : {30 * kCheckInterval + 17, 3 * kCheckInterval + 5}) {
        while (!decodeEndgameEntry(entries[layer + rank]).exact)
            ++rank;
        EndgameEntry e = decodeEndgameEntry(entries[layer + rank]);
        e.value = e.value == kSeeds ? e.value - 1 : e.value + 1;
        entries[layer + rank] = encodeEndgameEntry(e);
        ranks.push_back(rank);
    }
    const EndgameDatabase db(GameId::Ayoayo, kSeeds, std::move(entries));
    const EndgameCheck one = verifyEndgames(db);
    ASSERT_TRUE(one.finished);
    EXPECT_FALSE(one.sound);
    EXPECT_EQ(one.seeds, kSeeds);
    EXPECT_LE(one.rank, ranks[1]); // the lower one, or a position before it that moves to it
    for (int threads : {2, 3}) {
        const EndgameCheck many = verifyEndgames(db, {}, {}, {}, threads);
        EXPECT_TRUE(many.finished);
        EXPECT_FALSE(many.sound);
        EXPECT_EQ(many.seeds, one.seeds) << threads;
        EXPECT_EQ(many.rank, one.rank) << threads;
    }
}

} // namespace
