// One layer of an endgame database as a graph (endgame_graph.hpp), and its
// cycles (Tarjan's strongly connected components, iteratively).
#include "endgames/endgame_graph.hpp"

#include <algorithm>
#include <optional>

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

bool onlyPass(const MoveList& moves) noexcept { return moves.size() == 1 && moves[0].isPass(); }
bool onlyPass(const SuccessorList& next) noexcept { return next.size() == 1 && next[0].move.isPass(); }

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
                    const Checkpoint& check, const std::function<void(std::uint64_t)>& tick,
                    double edgesPerPosition) {
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

std::optional<std::vector<bool>> positionsOnCycles(const LayerGraph& graph, const Checkpoint& check) {
    const auto n = static_cast<std::uint32_t>(graph.size());
    constexpr std::uint32_t kUnvisited = UINT32_MAX;
    std::vector<std::uint32_t> order(n, kUnvisited); // the visit number
    std::vector<std::uint32_t> low(n, 0);
    std::vector<bool> onStack(n, false);
    std::vector<bool> onCycle(n, false);
    std::vector<std::uint32_t> stack;
    struct Frame {
        std::uint32_t node;
        std::uint32_t next; // the next edge to look at
    };
    std::vector<Frame> calls;
    std::uint32_t visits = 0;
    const auto enter = [&](std::uint32_t v) {
        order[v] = low[v] = visits++;
        stack.push_back(v);
        onStack[v] = true;
        calls.push_back({v, graph.first[v]});
    };
    std::uint64_t steps = 0;
    for (std::uint32_t root = 0; root < n; ++root) {
        if (root % kCheckInterval == 0 && check.stopped())
            return std::nullopt;
        if (order[root] != kUnvisited)
            continue;
        enter(root);
        while (!calls.empty()) {
            if (++steps % kCheckInterval == 0 && check.stopped())
                return std::nullopt;
            Frame& f = calls.back();
            const std::uint32_t v = f.node;
            if (f.next < graph.first[v + 1]) {
                const std::uint32_t w = graph.edges[f.next++];
                if (w == v)
                    onCycle[v] = true;
                if (order[w] == kUnvisited)
                    enter(w);
                else if (onStack[w])
                    low[v] = std::min(low[v], order[w]);
                continue;
            }
            calls.pop_back();
            if (!calls.empty())
                low[calls.back().node] = std::min(low[calls.back().node], low[v]);
            if (low[v] != order[v])
                continue;
            // v is the root of a component: the positions above it on the stack.
            const bool single = stack.back() == v;
            for (;;) {
                const std::uint32_t w = stack.back();
                stack.pop_back();
                onStack[w] = false;
                if (!single)
                    onCycle[w] = true;
                if (w == v)
                    break;
            }
        }
    }
    return onCycle;
}

} // namespace mancala::detail::endgame
