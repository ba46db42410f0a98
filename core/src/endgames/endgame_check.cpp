// Checking an endgame database's entries against the retrograde equations
// the build solved (endgames.hpp, "checking entries"; endgame_build.cpp).
//
// Why these equations hold for every entry a build makes: an exact entry is
// lo == hi == v at the build's fixed point, so its best move reaches v (lo)
// and none exceeds it (hi). That best move cannot lead to an unknown child:
// its child's hi > lo would make the position's hi exceed its lo. A move
// into an unknown child of n seeds is worth at least its gain minus n, which
// lo bounds. An unknown entry has lo < hi, which only an unknown child can
// give. A history-free entry lies on no cycle of its layer, so in particular
// on no edge to itself.
#include <algorithm>
#include <atomic>
#include <cassert>
#include <climits>

#include "endgames/database_rules.hpp"
#include "endgames/endgame_graph.hpp"
#include "mancala/endgames.hpp"

namespace mancala {
namespace {

EndgameEntry storedEntry(const EndgameDatabase& database, int seeds, std::uint64_t rank) {
    return decodeEndgameEntry(database.layer(seeds)[static_cast<std::size_t>(rank)]);
}

// What the moves of one position say about its entry.
struct MovesSeen {
    int best = INT_MIN;       // the best move whose value the entries give
    int worst = INT_MIN;      // the least a move into an unknown child is sure to be worth, the best of those
    bool unknownMove = false; // a move into an unknown child
    bool toItself = false;    // a move back to the same position
};

// The position of `seeds` seeds and rank `rank`: whether its entry holds
// (`fixed` says whether no move decides it). The ranks of its moves' children
// in its own layer are appended to `edges` when it is given.
bool holds(const EndgameDatabase& database, const Rules& rules, int seeds, std::uint64_t rank, bool& fixed,
           std::vector<std::uint32_t>* edges) {
    const EndgameBoard board = endgameUnrank(seeds, rank);
    const Position pos = endgamePosition(rules, board);
    const EndgameEntry entry = storedEntry(database, seeds, rank);
    SuccessorList next;
    rules.successors(pos, next);
    const std::optional<int> fixedValue = detail::endgame::fixedValue(rules, board, next);
    fixed = fixedValue.has_value();
    if (fixed)
        return entry.exact && entry.historyFree && entry.value == *fixedValue;
    MovesSeen seen;
    for (const Successor& s : next) {
        const Position& child = s.pos;
        const int gained = child.totals[0] - pos.totals[0];
        if (child.over()) {
            seen.best = std::max(seen.best, gained - (child.totals[1] - pos.totals[1]));
            continue;
        }
        const int rest = seeds - gained;
        const std::uint64_t childRank = endgameRank(endgameBoard(child));
        if (gained == 0) {
            seen.toItself = seen.toItself || childRank == rank;
            if (edges != nullptr)
                edges->push_back(static_cast<std::uint32_t>(childRank));
        }
        const EndgameEntry c = storedEntry(database, rest, childRank);
        if (c.exact) {
            seen.best = std::max(seen.best, gained - c.value);
        } else {
            seen.unknownMove = true;
            seen.worst = std::max(seen.worst, gained - rest);
        }
    }
    if (!entry.exact)
        return seen.unknownMove;
    return seen.best == entry.value && seen.worst <= entry.value && !(entry.historyFree && seen.toItself);
}

// One layer: every entry's equations, on `threads` threads, then the
// history-free ones against the layer's cycles. The rank of the first entry
// that does not hold, or nothing; empty when stopped.
std::optional<std::optional<std::uint64_t>> checkLayer(const EndgameDatabase& database, const Rules& rules, int seeds,
                                                       const std::function<void(std::uint64_t)>& tick,
                                                       const detail::endgame::Checkpoint& check, int threads) {
    // The least rank found not to hold. The blocks are taken in increasing
    // order, so every one below it is looked at whole: it is the first one,
    // with any number of threads.
    std::atomic<std::uint64_t> fault = UINT64_MAX;
    detail::endgame::LayerGraph graph;
    const auto position = [&](std::uint64_t rank, std::vector<std::uint32_t>& edges) {
        if (fault.load(std::memory_order_relaxed) < rank)
            return;
        bool fixed = false;
        if (holds(database, rules, seeds, rank, fixed, &edges)) {
            graph.fixed[rank] = fixed ? 1 : 0;
            return;
        }
        std::uint64_t least = fault.load();
        while (rank < least && !fault.compare_exchange_weak(least, rank)) {
        }
    };
    if (!detail::endgame::fillLayerGraph(graph, seeds, threads, check, tick, position))
        return std::nullopt;
    if (fault.load() != UINT64_MAX)
        return std::optional<std::uint64_t>(fault.load());
    detail::endgame::CycleSearch cycles(graph);
    if (!detail::endgame::finishCycleSearch(cycles, check))
        return std::nullopt;
    for (std::uint64_t rank = 0; rank < graph.size(); ++rank) {
        const EndgameEntry e = storedEntry(database, seeds, rank);
        if (e.exact && graph.fixed[rank] == 0 && e.historyFree == cycles.onCycle()[rank])
            return std::optional<std::uint64_t>(rank);
    }
    return std::optional<std::uint64_t>();
}

} // namespace

bool endgameEntryHolds(const EndgameDatabase& database, const Rules& rules, const Position& pos) {
    assert(rules.id() == database.game() && !pos.over());
    const EndgameBoard board = endgameBoard(pos);
    bool fixed = false;
    return holds(database, detail::databaseRules(rules), seedsOf(board), endgameRank(board), fixed, nullptr);
}

EndgameCheck verifyEndgames(const EndgameDatabase& database,
                            const std::function<void(std::uint64_t, std::uint64_t)>& progress,
                            const std::stop_token& stop, const EndgamePause& pause, int threads) {
    const detail::endgame::Checkpoint check(stop, pause);
    threads = std::clamp(threads, 1, kMaxEndgameThreads);
    const Rules& rules = detail::databaseRules(rulesFor(database.game()));
    const std::uint64_t total = endgamePositions(database.maxSeeds());
    std::uint64_t done = 0;
    const auto tick = [&](std::uint64_t inLayer) {
        if (progress)
            progress(done + inLayer, total);
    };
    for (int seeds = 0; seeds <= database.maxSeeds(); ++seeds) {
        const std::optional<std::optional<std::uint64_t>> fault =
            checkLayer(database, rules, seeds, tick, check, threads);
        if (!fault)
            return {};
        if (*fault)
            return {true, false, seeds, **fault};
        done += endgameLayerSize(seeds);
    }
    tick(0);
    return {true, true, 0, 0};
}

} // namespace mancala
