// A build of an endgame database stopped and resumed (endgames.hpp,
// continueEndgames): stopped after any layer, or in the middle of one, and
// continued — in memory or through its file bytes — it makes the very bytes
// of a build never stopped; a stop requested is obeyed at the next pause
// point, not at the end of the layer; the pause points come often, inside
// every layer; and a build's file that is cut short, changed, of another
// game or whose bounds contradict its entries is refused.
#include <gtest/gtest.h>

#include <map>

#include "mancala/endgames.hpp"

namespace {

using namespace mancala;

constexpr int kSeeds = 7;

const std::vector<std::uint8_t>& uninterrupted(GameId game) {
    static std::map<GameId, std::vector<std::uint8_t>> built;
    auto it = built.find(game);
    if (it == built.end())
        it = built.emplace(game, serializeEndgames(buildEndgames(game, kSeeds)->database)).first;
    return it->second;
}

std::vector<std::uint8_t> finished(EndgameBuildState&& state) {
    EXPECT_TRUE(continueEndgames(state));
    return serializeEndgames(finishEndgames(std::move(state)).database);
}

// A build stopped as `stopAt` says, seen at each progress report.
template <class StopAt> EndgameBuildState stoppedBuild(GameId game, StopAt stopAt) {
    EndgameBuildState state = startEndgames(game, kSeeds);
    std::stop_source stop;
    EXPECT_FALSE(continueEndgames(
        state,
        [&](const EndgameBuildProgress& p) {
            if (stopAt(p))
                stop.request_stop();
        },
        stop.get_token()));
    return state;
}

class ResumedBuild : public ::testing::TestWithParam<GameId> {};

TEST_P(ResumedBuild, StoppedAfterAnyLayerMakesTheSameBytes) {
    for (int layer = 0; layer < kSeeds; ++layer) {
        EndgameBuildState state = stoppedBuild(
            GetParam(), [layer](const EndgameBuildProgress& p) { return p.finished != nullptr && p.seeds == layer; });
        EXPECT_EQ(state.layersDone(), layer + 1);
        EXPECT_EQ(state.entries.size(), endgamePositions(layer));
        EXPECT_EQ(finished(std::move(state)), uninterrupted(GetParam())) << layer;
    }
}

TEST_P(ResumedBuild, StoppedInsideALayerKeepsTheLayersBelowAndMakesTheSameBytes) {
    // The largest layer has 31824 positions: its progress is told inside it.
    EndgameBuildState state = stoppedBuild(GetParam(), [](const EndgameBuildProgress& p) {
        return p.seeds == kSeeds && p.finished == nullptr && p.done > endgamePositions(kSeeds - 1);
    });
    EXPECT_EQ(state.layersDone(), kSeeds);
    EXPECT_EQ(state.entries.size(), endgamePositions(kSeeds - 1));
    EXPECT_EQ(finished(std::move(state)), uninterrupted(GetParam()));
}

TEST_P(ResumedBuild, StoppedManyTimesMakesTheSameBytes) {
    EndgameBuildState state = startEndgames(GetParam(), kSeeds);
    int runs = 0;
    // Each run finishes one layer and is stopped in the next.
    for (bool done = false; !done; ++runs) {
        std::stop_source stop;
        bool layerFinished = false;
        done = continueEndgames(
            state,
            [&](const EndgameBuildProgress& p) {
                if (layerFinished)
                    stop.request_stop();
                layerFinished = layerFinished || p.finished != nullptr;
            },
            stop.get_token());
    }
    EXPECT_EQ(runs, kSeeds + 1);
    EXPECT_EQ(serializeEndgames(finishEndgames(std::move(state)).database), uninterrupted(GetParam()));
}

TEST_P(ResumedBuild, ThroughItsFileMakesTheSameBytes) {
    const EndgameBuildState state =
        stoppedBuild(GetParam(), [](const EndgameBuildProgress& p) { return p.finished != nullptr && p.seeds == 4; });
    const std::vector<std::uint8_t> bytes = serializeEndgameBuild(state);
    EXPECT_EQ(bytes.size(), kEndgameHeaderBytes + 3 * endgamePositions(4));
    std::optional<EndgameBuildState> read = parseEndgameBuild(bytes);
    ASSERT_TRUE(read);
    EXPECT_EQ(read->game, GetParam());
    EXPECT_EQ(read->maxSeeds, kSeeds);
    EXPECT_EQ(read->layersDone(), 5);
    EXPECT_EQ(read->entries, state.entries);
    EXPECT_EQ(finished(std::move(*read)), uninterrupted(GetParam()));
}

INSTANTIATE_TEST_SUITE_P(Games, ResumedBuild, ::testing::Values(GameId::DjenonAboure, GameId::Ayoayo));

TEST(EndgameBuildStop, IsObeyedAtTheNextPausePointNotAtTheLayersEnd) {
    EndgameBuildState state = startEndgames(GameId::Ayoayo, kSeeds);
    std::stop_source stop;
    int pausesAfterStop = 0;
    std::uint64_t reportsAfterStop = 0;
    const bool done = continueEndgames(
        state,
        [&](const EndgameBuildProgress& p) {
            if (stop.stop_requested())
                ++reportsAfterStop;
            else if (p.seeds == kSeeds && p.done > endgamePositions(kSeeds - 1))
                stop.request_stop();
        },
        stop.get_token(), [&] { pausesAfterStop += stop.stop_requested() ? 1 : 0; });
    EXPECT_FALSE(done);
    EXPECT_EQ(pausesAfterStop, 1); // it stopped at the first pause point after the request
    EXPECT_EQ(reportsAfterStop, 0u);
    EXPECT_EQ(state.layersDone(), kSeeds);
}

TEST(EndgameBuildStop, RequestedAtAPausePointStopsThere) {
    EndgameBuildState state = startEndgames(GameId::DjenonAboure, kSeeds);
    std::stop_source stop;
    int pauses = 0;
    EXPECT_FALSE(continueEndgames(state, {}, stop.get_token(), [&] {
        if (++pauses == 40)
            stop.request_stop();
    }));
    EXPECT_EQ(pauses, 40);
    EXPECT_LT(state.layersDone(), kSeeds + 1);
}

// Pause points come inside every part of a layer's work (the graph, the
// sweeps, the cycles), every few thousand positions: more than a few in the
// largest layer.
TEST(EndgameBuildStop, PausePointsComeInsideTheLayers) {
    EndgameBuildState upToTheLast = stoppedBuild(
        GameId::Ayoayo, [](const EndgameBuildProgress& p) { return p.finished != nullptr && p.seeds == kSeeds - 1; });
    int pauses = 0;
    EXPECT_TRUE(continueEndgames(upToTheLast, {}, {}, [&] { ++pauses; }));
    EXPECT_GE(static_cast<std::uint64_t>(pauses), 3 * endgameLayerSize(kSeeds) / 4096);
}

// ------------------------------------------------------------ the build's file

std::vector<std::uint8_t> fileOfFourLayers() {
    return serializeEndgameBuild(stoppedBuild(
        GameId::Ayoayo, [](const EndgameBuildProgress& p) { return p.finished != nullptr && p.seeds == 3; }));
}

TEST(EndgameBuildFile, CutShortLengthenedOrChangedIsRefused) {
    const std::vector<std::uint8_t> sound = fileOfFourLayers();
    ASSERT_TRUE(parseEndgameBuild(sound));
    EXPECT_FALSE(parseEndgameBuild(std::span(sound).first(sound.size() - 1)));
    EXPECT_FALSE(parseEndgameBuild(std::span(sound).first(20)));
    std::vector<std::uint8_t> longer = sound;
    longer.push_back(0);
    EXPECT_FALSE(parseEndgameBuild(longer));
    for (std::size_t at :
         {std::size_t{0}, std::size_t{9}, std::size_t{12}, std::size_t{14}, std::size_t{40}, sound.size() - 1}) {
        std::vector<std::uint8_t> changed = sound;
        changed[at] ^= 0x01;
        EXPECT_FALSE(parseEndgameBuild(changed)) << at;
    }
    // A finished database's file is not a build's.
    EXPECT_FALSE(parseEndgameBuild(serializeEndgames(buildEndgames(GameId::Ayoayo, 3)->database)));
}

// Bounds that contradict their entries, the file otherwise sound (its
// checksum made anew by serializing the changed build).
TEST(EndgameBuildFile, BoundsAtOddsWithTheEntriesAreRefused) {
    const std::optional<EndgameBuildState> sound = parseEndgameBuild(fileOfFourLayers());
    ASSERT_TRUE(sound);
    std::size_t exactAt = 0;
    while (!decodeEndgameEntry(sound->entries[exactAt + 13]).exact)
        ++exactAt;
    const auto refused = [](EndgameBuildState changed) { return !parseEndgameBuild(serializeEndgameBuild(changed)); };
    EndgameBuildState wider = *sound; // an exact entry whose bounds do not meet
    wider.bounds[2].hi[exactAt] = static_cast<std::int8_t>(wider.bounds[2].lo[exactAt] + 1);
    EXPECT_TRUE(refused(wider));
    EndgameBuildState beyond = *sound; // a bound beyond the seeds of its layer
    beyond.bounds[3].lo[0] = -5;
    EXPECT_TRUE(refused(beyond));
    EndgameBuildState crossed = *sound;
    crossed.bounds[3].lo[1] = 3;
    crossed.bounds[3].hi[1] = -3;
    EXPECT_TRUE(refused(crossed));
    EXPECT_FALSE(refused(*sound));
}

} // namespace
