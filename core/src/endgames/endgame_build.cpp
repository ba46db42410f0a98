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
// order until nothing changes; with more threads, each sweeps blocks of the
// ranks as it takes them, see solveLayer). An exit by capture is worth the
// seeds taken minus the bounds of the position it leads to, in the layer
// below.
//
// With `threads` threads, each pass over a layer is shared among them by
// blocks (endgame_threads.hpp): the graph, every sweep, the entries. The
// cycle search (Tarjan's, sequential) goes on beside the sweeps, a slice at a
// time on whichever thread finds it free, and what is left of it at the
// fixed point runs on the calling thread. The bytes made are the same with
// any number of threads.
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
#include <atomic>
#include <cassert>
#include <chrono>
#include <mutex>

#include "endgames/database_rules.hpp"
#include "endgames/endgame_graph.hpp"
#include "mancala/endgames.hpp"

namespace mancala {
namespace {

using detail::endgame::Bounds;
using detail::endgame::Checkpoint;
using detail::endgame::CycleSearch;
using detail::endgame::forEachBlock;
using detail::endgame::kCheckInterval;
using detail::endgame::LayerGraph;

// A bound as the threads of a sweep share it: every access to the bounds
// during a sweep goes through these (relaxed atomics: each a plain byte
// load or store on the processors this runs on).
std::int8_t load(std::int8_t& bound) noexcept {
    return std::atomic_ref<std::int8_t>(bound).load(std::memory_order_relaxed);
}
void store(std::int8_t& bound, std::int8_t value) noexcept {
    std::atomic_ref<std::int8_t>(bound).store(value, std::memory_order_relaxed);
}

// One block of a sweep: each position's bounds from its exits and its
// children's bounds as they are now; true when one changed.
bool sweepBlock(const LayerGraph& g, Bounds& b, std::uint64_t block) {
    bool changed = false;
    const std::uint64_t end = std::min(g.size(), (block + 1) * kCheckInterval);
    for (std::uint64_t i = block * kCheckInterval; i < end; ++i) {
        if (g.fixed[i] != 0)
            continue;
        std::int8_t lo = g.exitLo[i];
        std::int8_t hi = g.exitHi[i];
        for (const std::uint32_t child : g.edgesOf(i)) {
            lo = std::max(lo, static_cast<std::int8_t>(-load(b.hi[child])));
            hi = std::max(hi, static_cast<std::int8_t>(-load(b.lo[child])));
        }
        const std::int8_t oldLo = load(b.lo[i]);
        const std::int8_t oldHi = load(b.hi[i]);
        if (lo != oldLo || hi != oldHi) {
            assert(lo >= oldLo && hi <= oldHi && lo <= hi);
            store(b.lo[i], lo);
            store(b.hi[i], hi);
            changed = true;
        }
    }
    return changed;
}

// The bounds of every position of the layer, by sweeps over its blocks on
// `threads` threads until one changes nothing; meanwhile `cycles` goes on a
// slice before each block, on whichever thread finds it free (it may not be
// done at the end). Returns the sweeps it took (0: stopped first).
//
// Why any number of threads reaches the same bounds (docs/computer-players.md,
// "Endgame databases"): the sweep's operator F, (lo, hi) -> (max(exitLo,
// -hi(child)), max(exitHi, -lo(child))) position by position, is monotone
// for the order "lo no lower and hi no higher", and the iteration starts
// from its least element (lo = -n, hi = n). A thread updates a position by F
// from its children's bounds as it reads them, some perhaps just changed by
// another thread, some not yet. Still, each bound only ever rises in that
// order: a position's update reads values no lower than its update of the
// sweep before read (the threads were joined in between, so every read sees
// at least the values of that sweep's end). And each bound is at most the
// least fixed point: it is F of values that are (by induction), and F is
// monotone. A sweep in which no thread changed anything read the same values
// throughout, which F leaves as they are: a fixed point, and at most the
// least, so the least. Gauss-Seidel on one thread reaches it too; so the
// bounds, and every byte made of them, are the same whatever the threads,
// and only the number of sweeps may differ from run to run.
int solveLayer(const LayerGraph& g, Bounds& b, CycleSearch& cycles, const Checkpoint& check, int threads) {
    const auto n = static_cast<std::int8_t>(g.seeds);
    const std::uint64_t size = g.size();
    b.lo.assign(size, static_cast<std::int8_t>(-n));
    b.hi.assign(size, n);
    for (std::uint64_t i = 0; i < size; ++i)
        if (g.fixed[i] != 0)
            b.lo[i] = b.hi[i] = static_cast<std::int8_t>(g.fixed[i] - 64);
    std::mutex cyclesTurn;
    std::atomic<bool> changed = true;
    int sweeps = 0;
    const auto block = [&](std::uint64_t k, int) {
        if (const std::unique_lock turn(cyclesTurn, std::try_to_lock); turn && !cycles.done())
            cycles.advance(kCheckInterval);
        if (sweepBlock(g, b, k))
            changed.store(true, std::memory_order_relaxed);
    };
    while (changed.load(std::memory_order_relaxed)) {
        changed.store(false, std::memory_order_relaxed);
        ++sweeps;
        if (!forEachBlock(size, threads, check, block))
            return 0;
    }
    return sweeps;
}

// The layer's entries, appended to `entries`, made on `threads` threads.
// Empty when stopped first (then `entries` may hold some of them).
std::optional<EndgameLayerStats> encodeLayer(const LayerGraph& g, const Bounds& b, const std::vector<bool>& onCycle,
                                             std::vector<std::uint8_t>& entries, const Checkpoint& check, int threads) {
    const std::size_t first = entries.size();
    entries.resize(first + g.size());
    std::atomic<std::uint64_t> exact = 0;
    std::atomic<std::uint64_t> historyFree = 0;
    const auto block = [&](std::uint64_t k, int) {
        std::uint64_t blockExact = 0;
        std::uint64_t blockHistoryFree = 0;
        const std::uint64_t end = std::min(g.size(), (k + 1) * kCheckInterval);
        for (std::uint64_t i = k * kCheckInterval; i < end; ++i) {
            EndgameEntry e;
            e.exact = b.lo[i] == b.hi[i];
            e.value = e.exact ? b.lo[i] : 0;
            e.historyFree = e.exact && (g.fixed[i] != 0 || !onCycle[i]);
            blockExact += e.exact ? 1 : 0;
            blockHistoryFree += e.historyFree ? 1 : 0;
            entries[first + i] = encodeEndgameEntry(e);
        }
        exact.fetch_add(blockExact, std::memory_order_relaxed);
        historyFree.fetch_add(blockHistoryFree, std::memory_order_relaxed);
    };
    if (!forEachBlock(g.size(), threads, check, block))
        return std::nullopt;
    EndgameLayerStats stats;
    stats.seeds = g.seeds;
    stats.positions = g.size();
    stats.edges = g.edgeCount();
    stats.exact = exact.load();
    stats.historyFree = historyFree.load();
    return stats;
}

} // namespace

std::uint64_t endgameBuildMemory(int maxSeeds, int threads) noexcept {
    // A position of the largest layer: its edges' end (2), six edges (24),
    // exits and fixed (3), Tarjan's order, low, stack and call frame (20),
    // the flags.
    constexpr std::uint64_t kLayerBytes = 2 + 24 + 3 + 20 + 1;
    // A block's edges are a vector of their own (its header and the
    // allocator's), and each thread makes a block's at once before it copies them.
    constexpr std::uint64_t kBlockBytes = 64;
    constexpr std::uint64_t kThreadBytes = detail::endgame::kMaxEdges * kCheckInterval * sizeof(std::uint32_t);
    const std::uint64_t largest = endgameLayerSize(maxSeeds);
    // Every position: its entry and both bounds.
    return 3 * endgamePositions(maxSeeds) + kLayerBytes * largest + kBlockBytes * detail::endgame::blocksOf(largest) +
           kThreadBytes * static_cast<std::uint64_t>(std::clamp(threads, 1, kMaxEndgameThreads));
}

EndgameBuildState startEndgames(GameId game, int maxSeeds) {
    assert(game == GameId::DjenonAboure || game == GameId::Ayoayo || game == GameId::Oware);
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
bool buildLayer(EndgameBuildState& state, const EndgameProgress& progress, const Checkpoint& check, int threads) {
    const int seeds = state.layersDone();
    const std::uint64_t total = endgamePositions(state.maxSeeds);
    const std::uint64_t done = state.entries.size();
    const auto start = std::chrono::steady_clock::now();
    const auto tick = [&](std::uint64_t inLayer) {
        if (progress)
            progress({seeds, done + inLayer, total, nullptr});
    };
    LayerGraph graph;
    if (!detail::endgame::makeLayerGraph(detail::databaseRules(rulesFor(state.game)), seeds, state.bounds, graph, check,
                                         tick, threads))
        return false;
    Bounds layer;
    CycleSearch cycles(graph);
    const int sweeps = solveLayer(graph, layer, cycles, check, threads);
    if (sweeps == 0 || !detail::endgame::finishCycleSearch(cycles, check))
        return false;
    std::optional<EndgameLayerStats> encoded =
        encodeLayer(graph, layer, cycles.onCycle(), state.entries, check, threads);
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
                      const EndgamePause& pause, int threads) {
    const Checkpoint check(stop, pause);
    threads = std::clamp(threads, 1, kMaxEndgameThreads);
    while (!state.finished()) {
        // Entries are kept only once a layer is whole: none of a layer stopped in stays.
        const std::size_t kept = state.entries.size();
        if (check.stopped() || !buildLayer(state, progress, check, threads)) {
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
                                          std::stop_token stop, int threads) {
    EndgameBuildState state = startEndgames(game, maxSeeds);
    if (!continueEndgames(state, progress, std::move(stop), {}, threads))
        return std::nullopt;
    return finishEndgames(std::move(state));
}

} // namespace mancala
