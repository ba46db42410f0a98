// One layer of an endgame database as a graph (endgame_graph.hpp), and its
// cycles (Tarjan's strongly connected components, iteratively).
#include "endgames/endgame_graph.hpp"

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <optional>
#include <utility>

#include "mancala/endgames.hpp"

namespace mancala::detail::endgame {
namespace {

// Own row minus the other row, for the side to move: each row to its owner.
int ownRows(const EndgameBoard& board) noexcept {
    int own = 0;
    for (int r = 0; r < kEndgameHoles / 2; ++r)
        own += board[static_cast<std::size_t>(r)] - board[static_cast<std::size_t>(r + kEndgameHoles / 2)];
    return own;
}

bool allAtMostOne(const EndgameBoard& board) noexcept {
    return std::all_of(board.begin(), board.end(), [](std::uint8_t s) { return s <= 1; });
}

bool onlyPass(const MoveList& moves) noexcept {
    return moves.size() == 1 && moves[0].isPass();
}
bool onlyPass(const SuccessorList& next) noexcept {
    return next.size() == 1 && next[0].move.isPass();
}

} // namespace

std::optional<int> fixedValue(const Rules& rules, const EndgameBoard& board, const SuccessorList& next) {
    if (rules.id() == GameId::Ayoayo)
        return next.empty() ? std::optional<int>(-seedsOf(board)) : std::nullopt;
    if (rules.id() == GameId::Oware)
        return next.empty() ? std::optional<int>(ownRows(board)) : std::nullopt;
    if (allAtMostOne(board))
        return ownRows(board);
    if (!onlyPass(next))
        return std::nullopt;
    MoveList replies;
    rules.legalMoves(next[0].pos, replies);
    return onlyPass(replies) ? std::optional<int>(ownRows(board)) : std::nullopt;
}

std::uint64_t LayerGraph::edgeCount() const noexcept {
    std::uint64_t count = 0;
    for (const std::vector<std::uint32_t>& block : edges)
        count += block.size();
    return count;
}

bool fillLayerGraph(LayerGraph& graph, int seeds, int threads, const Checkpoint& check,
                    const std::function<void(std::uint64_t)>& tick, const PositionEdges& position) {
    const std::uint64_t size = endgameLayerSize(seeds);
    graph.seeds = seeds;
    graph.edges.assign(blocksOf(size), {});
    graph.ends.assign(size, 0);
    graph.exitLo.assign(size, kNoExit);
    graph.exitHi.assign(size, kNoExit);
    graph.fixed.assign(size, 0);
    // Each thread's edges of the block under way (room for the most a block
    // can have, never reallocated), then copied at their size.
    std::vector<std::vector<std::uint32_t>> made(static_cast<std::size_t>(std::max(threads, 1)));
    for (std::vector<std::uint32_t>& edges : made)
        edges.reserve(kMaxEdges * kCheckInterval);
    const auto block = [&](std::uint64_t k, int worker) {
        std::vector<std::uint32_t>& edges = made[static_cast<std::size_t>(worker)];
        edges.clear();
        const std::uint64_t end = std::min(size, (k + 1) * kCheckInterval);
        for (std::uint64_t rank = k * kCheckInterval; rank < end; ++rank) {
            position(rank, edges);
            assert(edges.size() <= (rank % kCheckInterval + 1) * kMaxEdges);
            graph.ends[rank] = static_cast<std::uint16_t>(edges.size());
        }
        graph.edges[k] = std::vector<std::uint32_t>(edges.begin(), edges.end());
    };
    return forEachBlock(size, threads, check, block, tick);
}

namespace {

class LayerMaker {
public:
    LayerMaker(const Rules& rules, int seeds, std::span<const Bounds> below, LayerGraph& graph)
        : rules_(rules), seeds_(seeds), below_(below), graph_(graph) {}

    // Position `rank`: its exits or fixed value, and its edges appended to `edges`.
    void position(std::uint64_t rank, std::vector<std::uint32_t>& edges) const {
        const EndgameBoard board = endgameUnrank(seeds_, rank);
        const Position pos = endgamePosition(rules_, board);
        SuccessorList next;
        rules_.successors(pos, next);
        std::int8_t lo = kNoExit;
        std::int8_t hi = kNoExit;
        if (const std::optional<int> v = fixedValue(rules_, board, next)) {
            graph_.fixed[rank] = static_cast<std::uint8_t>(*v + 64);
        } else {
            for (const Successor& s : next)
                play(pos, s.pos, lo, hi, edges);
        }
        graph_.exitLo[rank] = lo;
        graph_.exitHi[rank] = hi;
    }

private:
    // The move from `pos` to `child`.
    void play(const Position& pos, const Position& child, std::int8_t& lo, std::int8_t& hi,
              std::vector<std::uint32_t>& edges) const {
        const int gained = child.totals[0] - pos.totals[0];
        if (child.over()) {
            const int v = gained - (child.totals[1] - pos.totals[1]);
            lo = std::max(lo, static_cast<std::int8_t>(v));
            hi = std::max(hi, static_cast<std::int8_t>(v));
            return;
        }
        const std::uint64_t rank = endgameRank(endgameBoard(child));
        if (gained == 0) {
            edges.push_back(static_cast<std::uint32_t>(rank));
            return;
        }
        const Bounds& next = below_[static_cast<std::size_t>(seeds_ - gained)];
        lo = std::max(lo, static_cast<std::int8_t>(gained - next.hi[rank]));
        hi = std::max(hi, static_cast<std::int8_t>(gained - next.lo[rank]));
    }

    const Rules& rules_;
    int seeds_;
    std::span<const Bounds> below_;
    LayerGraph& graph_;
};

} // namespace

bool makeLayerGraph(const Rules& rules, int seeds, std::span<const Bounds> below, LayerGraph& graph,
                    const Checkpoint& check, const std::function<void(std::uint64_t)>& tick, int threads) {
    const LayerMaker maker(rules, seeds, below, graph);
    return fillLayerGraph(
        graph, seeds, threads, check, tick,
        [&maker](std::uint64_t rank, std::vector<std::uint32_t>& edges) { maker.position(rank, edges); });
}

CycleSearch::CycleSearch(const LayerGraph& graph)
    : graph_(graph), order_(graph.size(), kUnvisited), low_(graph.size(), 0), onStack_(graph.size(), false),
      onCycle_(graph.size(), false) {}

bool CycleSearch::advance(std::uint64_t steps) {
    for (; steps > 0; --steps) {
        if (calls_.empty()) {
            if (root_ == graph_.size())
                return true;
            const auto root = static_cast<std::uint32_t>(root_++);
            if (order_[root] == kUnvisited)
                enter(root);
            continue;
        }
        Frame& f = calls_.back();
        const std::uint32_t v = f.node;
        const std::span<const std::uint32_t> edges = graph_.edgesOf(v);
        if (f.next < edges.size()) {
            follow(v, edges[f.next++]);
            continue;
        }
        calls_.pop_back();
        if (!calls_.empty())
            low_[calls_.back().node] = std::min(low_[calls_.back().node], low_[v]);
        if (low_[v] == order_[v])
            popComponent(v);
    }
    return done();
}

void CycleSearch::enter(std::uint32_t v) {
    order_[v] = low_[v] = visits_++;
    stack_.push_back(v);
    onStack_[v] = true;
    calls_.push_back({v, 0});
}

// The edge from v to w.
void CycleSearch::follow(std::uint32_t v, std::uint32_t w) {
    if (w == v)
        onCycle_[v] = true;
    if (order_[w] == kUnvisited)
        enter(w);
    else if (onStack_[w])
        low_[v] = std::min(low_[v], order_[w]);
}

// v is the root of a component: the positions above it on the stack.
void CycleSearch::popComponent(std::uint32_t v) {
    const bool single = stack_.back() == v;
    for (;;) {
        const std::uint32_t w = stack_.back();
        stack_.pop_back();
        onStack_[w] = false;
        if (!single)
            onCycle_[w] = true;
        if (w == v)
            break;
    }
}

bool finishCycleSearch(CycleSearch& search, const Checkpoint& check) {
    while (!search.done()) {
        if (check.stopped())
            return false;
        search.advance(kCheckInterval);
    }
    return true;
}

} // namespace mancala::detail::endgame
