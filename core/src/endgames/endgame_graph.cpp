// One layer of an endgame database as a graph (endgame_graph.hpp), and its
// cycles (Tarjan's strongly connected components, iteratively).
#include "endgames/endgame_graph.hpp"

#include <algorithm>
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
    if (allAtMostOne(board))
        return ownRows(board);
    if (!onlyPass(next))
        return std::nullopt;
    MoveList replies;
    rules.legalMoves(next[0].pos, replies);
    return onlyPass(replies) ? std::optional<int>(ownRows(board)) : std::nullopt;
}

namespace {

class LayerMaker {
public:
    LayerMaker(const Rules& rules, int seeds, std::span<const Bounds> below, LayerGraph& graph)
        : rules_(rules), seeds_(seeds), below_(below), graph_(graph) {}

    void position(std::uint64_t rank) {
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
                play(pos, s.pos, lo, hi);
        }
        graph_.exitLo[rank] = lo;
        graph_.exitHi[rank] = hi;
        graph_.first[rank + 1] = static_cast<std::uint32_t>(graph_.edges.size());
    }

private:
    // The move from `pos` to `child`.
    void play(const Position& pos, const Position& child, std::int8_t& lo, std::int8_t& hi) {
        const int gained = child.totals[0] - pos.totals[0];
        if (child.over()) {
            const int v = gained - (child.totals[1] - pos.totals[1]);
            lo = std::max(lo, static_cast<std::int8_t>(v));
            hi = std::max(hi, static_cast<std::int8_t>(v));
            return;
        }
        const std::uint64_t rank = endgameRank(endgameBoard(child));
        if (gained == 0) {
            graph_.edges.push_back(static_cast<std::uint32_t>(rank));
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
                    const Checkpoint& check, const std::function<void(std::uint64_t)>& tick, double edgesPerPosition) {
    const std::uint64_t size = endgameLayerSize(seeds);
    graph.seeds = seeds;
    graph.first.assign(size + 1, 0);
    graph.edges.clear();
    // Room for them all at once: no copy of the edges as they grow, nor to shrink them after.
    graph.edges.reserve(static_cast<std::size_t>(edgesPerPosition * static_cast<double>(size)) + 64);
    graph.exitLo.assign(size, kNoExit);
    graph.exitHi.assign(size, kNoExit);
    graph.fixed.assign(size, 0);
    LayerMaker maker(rules, seeds, below, graph);
    for (std::uint64_t rank = 0; rank < size; ++rank) {
        if (rank % kCheckInterval == 0) {
            if (check.stopped())
                return false;
            if (tick)
                tick(rank);
        }
        maker.position(rank);
    }
    return true;
}

namespace {

// Tarjan's strongly connected components of a layer graph, iteratively (an
// explicit stack of calls): the positions on a cycle.
class CycleFinder {
public:
    explicit CycleFinder(const LayerGraph& graph)
        : graph_(graph), order_(graph.size(), kUnvisited), low_(graph.size(), 0), onStack_(graph.size(), false),
          onCycle_(graph.size(), false) {}

    // Visits every position reachable from `root` not visited yet; false when
    // stopped.
    bool visit(std::uint32_t root, const Checkpoint& check) {
        if (order_[root] != kUnvisited)
            return true;
        enter(root);
        while (!calls_.empty()) {
            if (++steps_ % kCheckInterval == 0 && check.stopped())
                return false;
            Frame& f = calls_.back();
            const std::uint32_t v = f.node;
            if (f.next < graph_.first[v + 1]) {
                follow(v, graph_.edges[f.next++]);
                continue;
            }
            calls_.pop_back();
            if (!calls_.empty())
                low_[calls_.back().node] = std::min(low_[calls_.back().node], low_[v]);
            if (low_[v] == order_[v])
                popComponent(v);
        }
        return true;
    }

    std::vector<bool> onCycle() && { return std::move(onCycle_); }

private:
    static constexpr std::uint32_t kUnvisited = UINT32_MAX;

    struct Frame {
        std::uint32_t node;
        std::uint32_t next; // the next edge to look at
    };

    void enter(std::uint32_t v) {
        order_[v] = low_[v] = visits_++;
        stack_.push_back(v);
        onStack_[v] = true;
        calls_.push_back({v, graph_.first[v]});
    }

    // The edge from v to w.
    void follow(std::uint32_t v, std::uint32_t w) {
        if (w == v)
            onCycle_[v] = true;
        if (order_[w] == kUnvisited)
            enter(w);
        else if (onStack_[w])
            low_[v] = std::min(low_[v], order_[w]);
    }

    // v is the root of a component: the positions above it on the stack.
    void popComponent(std::uint32_t v) {
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

    const LayerGraph& graph_;
    std::vector<std::uint32_t> order_; // the visit number
    std::vector<std::uint32_t> low_;
    std::vector<bool> onStack_;
    std::vector<bool> onCycle_;
    std::vector<std::uint32_t> stack_;
    std::vector<Frame> calls_;
    std::uint32_t visits_ = 0;
    std::uint64_t steps_ = 0;
};

} // namespace

std::optional<std::vector<bool>> positionsOnCycles(const LayerGraph& graph, const Checkpoint& check) {
    const auto n = static_cast<std::uint32_t>(graph.size());
    CycleFinder finder(graph);
    for (std::uint32_t root = 0; root < n; ++root) {
        if (root % kCheckInterval == 0 && check.stopped())
            return std::nullopt;
        if (!finder.visit(root, check))
            return std::nullopt;
    }
    return std::move(finder).onCycle();
}

} // namespace mancala::detail::endgame
