// Building an endgame database (endgames.hpp), layer by layer from 0 seeds
// up: a capture only lowers the seeds on the board, so a layer needs only
// the layers below it.
//
// Each layer is its graph (endgame_graph.hpp) solved twice at once by
// iteration to a fixed point, as a game in which a play that never leaves
// the layer is worth the least (lo) or the most (hi) it can be, -n or n for
// the player whose bound it is:
//
//     lo(p) = max over moves: the exit's lower bound, or -hi(child)
//     hi(p) = max over moves: the exit's upper bound, or -lo(child)
//
// from lo = -n, hi = n upwards and downwards (Gauss-Seidel sweeps in rank
// order until nothing changes). An exit by capture is worth the seeds taken
// minus the bounds of the position it leads to, in the layer below.
//
// Why lo <= value <= hi, and why lo == hi is the exact value for every
// history without a repeated position (docs/computer-players.md, "Endgame
// databases", gives the whole argument): if lo(p) = v > -n, the mover can
// force an exit worth at least v by a strategy down an attractor (each move,
// and every reply, comes nearer that exit), along which every position is
// new, so no position can occur a third time if none has occurred twice
// yet: the repetition rule never comes into it. The same holds for the
// opponent and hi. Where lo < hi a player can keep the game in the layer, and the
// repetition decides: the entry is unknown. A position on no cycle of its
// layer has every history of no consequence (nothing seen before can come
// again), so its exact entry holds whatever happened: history-free.
#include <algorithm>
#include <cassert>
#include <chrono>

#include "endgames/endgame_graph.hpp"
#include "mancala/endgames.hpp"

namespace mancala {
namespace {

using detail::endgame::Bounds;
using detail::endgame::Checkpoint;
using detail::endgame::kCheckInterval;
using detail::endgame::LayerGraph;

// The bounds of every position of the layer; returns the sweeps it took (0:
// stopped first).
int solveLayer(const LayerGraph& g, Bounds& b, const Checkpoint& check) {
    const auto n = static_cast<std::int8_t>(g.seeds);
    const std::uint64_t size = g.size();
    b.lo.assign(size, static_cast<std::int8_t>(-n));
    b.hi.assign(size, n);
    for (std::uint64_t i = 0; i < size; ++i)
        if (g.fixed[i] != 0)
            b.lo[i] = b.hi[i] = static_cast<std::int8_t>(g.fixed[i] - 64);
    int sweeps = 0;
    bool changed = true;
    while (changed) {
        changed = false;
        ++sweeps;
        for (std::uint64_t i = 0; i < size; ++i) {
            if (i % kCheckInterval == 0 && check.stopped())
                return 0;
            if (g.fixed[i] != 0)
                continue;
            std::int8_t lo = g.exitLo[i];
            std::int8_t hi = g.exitHi[i];
            for (std::uint32_t e = g.first[i]; e < g.first[i + 1]; ++e) {
                lo = std::max(lo, static_cast<std::int8_t>(-b.hi[g.edges[e]]));
                hi = std::max(hi, static_cast<std::int8_t>(-b.lo[g.edges[e]]));
            }
            if (lo != b.lo[i] || hi != b.hi[i]) {
                assert(lo >= b.lo[i] && hi <= b.hi[i] && lo <= hi);
                b.lo[i] = lo;
                b.hi[i] = hi;
                changed = true;
            }
        }
    }
    return sweeps;
}

// The layer's entries, appended to `entries`; empty when stopped first.
std::optional<EndgameLayerStats> encodeLayer(const LayerGraph& g, const Bounds& b, std::vector<std::uint8_t>& entries,
                                             const Checkpoint& check) {
    const std::optional<std::vector<bool>> cycles = detail::endgame::positionsOnCycles(g, check);
    if (!cycles)
        return std::nullopt;
    const std::vector<bool>& onCycle = *cycles;
    EndgameLayerStats stats;
    stats.seeds = g.seeds;
    stats.positions = g.size();
    stats.edges = g.edges.size();
    for (std::uint64_t i = 0; i < g.size(); ++i) {
        if (i % kCheckInterval == 0 && check.stopped())
            return std::nullopt;
        EndgameEntry e;
        e.exact = b.lo[i] == b.hi[i];
        e.value = e.exact ? b.lo[i] : 0;
        e.historyFree = e.exact && (g.fixed[i] != 0 || !onCycle[i]);
        stats.exact += e.exact ? 1 : 0;
        stats.historyFree += e.historyFree ? 1 : 0;
        entries.push_back(encodeEndgameEntry(e));
    }
    return stats;
}

} // namespace

std::uint64_t endgameBuildMemory(int maxSeeds) noexcept {
    // A position of the largest layer: first (4), six edges (24), exits and
    // fixed (3), Tarjan's order, low, stack and call frame (20), the flags.
    constexpr std::uint64_t kLayerBytes = 4 + 24 + 3 + 20 + 1;
    // Every position: its entry and both bounds.
    return 3 * endgamePositions(maxSeeds) + kLayerBytes * endgameLayerSize(maxSeeds);
}

EndgameBuildState startEndgames(GameId game, int maxSeeds) {
    assert(game == GameId::DjenonAboure || game == GameId::Ayoayo);
    assert(maxSeeds >= 0 && maxSeeds <= kMaxEndgameSeeds);
    EndgameBuildState state;
    state.game = game;
    state.maxSeeds = maxSeeds;
    state.entries.reserve(endgamePositions(maxSeeds));
    return state;
}

namespace {

// The next layer of `state`, appended to it; false when stopped first (then
// `state` is as it was).
bool buildLayer(EndgameBuildState& state, const EndgameProgress& progress, const Checkpoint& check) {
    const int seeds = state.layersDone();
    const std::uint64_t total = endgamePositions(state.maxSeeds);
    const std::uint64_t done = state.entries.size();
    const auto start = std::chrono::steady_clock::now();
    const auto tick = [&](std::uint64_t inLayer) {
        if (progress)
            progress({seeds, done + inLayer, total, nullptr});
    };
    // The layer below's edges a position, and a margin: each layer has a few more
    // (layers read from a build's file say nothing of their edges: one a position).
    constexpr double kEdgeMargin = 1.15;
    const bool known = !state.layers.empty() && state.layers.back().edges != 0;
    const double edgesPerPosition = known ? kEdgeMargin * static_cast<double>(state.layers.back().edges) /
                                                static_cast<double>(state.layers.back().positions)
                                          : 1.0;
    LayerGraph graph;
    if (!detail::endgame::makeLayerGraph(rulesFor(state.game), seeds, state.bounds, graph, check, tick,
                                         edgesPerPosition))
        return false;
    Bounds layer;
    const int sweeps = solveLayer(graph, layer, check);
    std::optional<EndgameLayerStats> encoded =
        sweeps == 0 ? std::nullopt : encodeLayer(graph, layer, state.entries, check);
    if (!encoded)
        return false;
    EndgameLayerStats stats = *encoded;
    stats.sweeps = sweeps;
    stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    state.layers.push_back(stats);
    state.bounds.push_back(std::move(layer));
    if (progress)
        progress({seeds, state.entries.size(), total, &state.layers.back()});
    return true;
}

} // namespace

bool continueEndgames(EndgameBuildState& state, const EndgameProgress& progress, std::stop_token stop,
                      const EndgamePause& pause) {
    const Checkpoint check(stop, pause);
    while (!state.finished()) {
        // Entries are appended only once a layer is whole: none of a layer stopped in stays.
        const std::size_t kept = state.entries.size();
        if (check.stopped() || !buildLayer(state, progress, check)) {
            state.entries.resize(kept);
            return false;
        }
    }
    return true;
}

EndgameBuild finishEndgames(EndgameBuildState&& state) {
    assert(state.finished());
    state.bounds = {};
    return EndgameBuild{EndgameDatabase(state.game, state.maxSeeds, std::move(state.entries)), std::move(state.layers)};
}

std::optional<EndgameBuild> buildEndgames(GameId game, int maxSeeds, const EndgameProgress& progress,
                                          std::stop_token stop) {
    EndgameBuildState state = startEndgames(game, maxSeeds);
    if (!continueEndgames(state, progress, std::move(stop)))
        return std::nullopt;
    return finishEndgames(std::move(state));
}

} // namespace mancala
