// Internal: one layer of an endgame database as a graph (endgame_build.cpp).
//
// The positions of n seeds on the board, by rank (endgames.hpp), seen from
// the side to move. Every legal move of one is played with the rules' own
// Rules::apply: a move that ends the game, or captures, leaves the layer and
// is an exit of known value (the capture's from the layer below, as bounds);
// any other move (a pass included) keeps the n seeds and is an edge to
// another position of the layer. Positions whose value no move decides are
// fixed: in Ayoayo one whose mover has no move (the game ended as it arose:
// the last mover took every seed, -n), in Oware one whose mover has no move
// (the game ended as it arose: each row to its owner), in Djenon-aboure a board of 0s and 1s
// (the game ended: each row to its owner) and one where neither player can
// ever move again (they pass until the third occurrence: each row to its
// owner).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <stop_token>
#include <vector>

#include "endgames/endgame_threads.hpp"
#include "mancala/endgames.hpp"
#include "mancala/rules.hpp"

namespace mancala::detail::endgame {

// Lower and upper bounds on values, per position of a layer.
using Bounds = EndgameLayerBounds;

inline constexpr std::int8_t kNoExit = -127;
// A position has at most six moves, one a hole of its mover's row.
inline constexpr std::uint64_t kMaxEdges = kEndgameHoles / 2;

struct LayerGraph {
    int seeds = 0;
    // The edges (the child's rank) of the positions of block k
    // (endgame_threads.hpp) in edges[k], in rank order: those of position i
    // end at ends[i] there, and begin where those of i - 1 end (at 0, for
    // the first position of a block). A block's edges are made apart from
    // the others', on any thread, each of its exact size.
    std::vector<std::vector<std::uint32_t>> edges;
    std::vector<std::uint16_t> ends;
    std::vector<std::int8_t> exitLo; // the best exit's value, lower bound (kNoExit: none)
    std::vector<std::int8_t> exitHi; // ... upper bound
    std::vector<std::uint8_t> fixed; // the value is fixed[i] - 64; 0: not fixed
    std::uint64_t size() const noexcept { return exitLo.size(); }
    std::span<const std::uint32_t> edgesOf(std::uint64_t i) const noexcept {
        const std::uint16_t begin = i % kCheckInterval == 0 ? 0 : ends[i - 1];
        return {edges[i / kCheckInterval].data() + begin, static_cast<std::size_t>(ends[i] - begin)};
    }
    std::uint64_t edgeCount() const noexcept;
};
static_assert(kMaxEdges * kCheckInterval <= UINT16_MAX, "a block's edges are counted in 16 bits");

// Makes `graph` the layer of `seeds` seeds, every position's exits and
// fixed value set and its edges appended by `position(rank, edges)`, on
// `threads` threads (forEachBlock(), `tick` with it). False when stopped.
using PositionEdges = std::function<void(std::uint64_t, std::vector<std::uint32_t>&)>;
bool fillLayerGraph(LayerGraph& graph, int seeds, int threads, const Checkpoint& check,
                    const std::function<void(std::uint64_t)>& tick, const PositionEdges& position);

// The value of a position that no move decides (see above), or nothing:
// `board` seen from the mover, `next` its successors (Rules::successors).
std::optional<int> fixedValue(const Rules& rules, const EndgameBoard& board, const SuccessorList& next);

// Plays every move of every position of `seeds` seeds, on `threads`
// threads. `below[k]`: the bounds of layer k < seeds. `tick` is called
// every few thousand positions with the number done; a stop there ends it
// early (false).
bool makeLayerGraph(const Rules& rules, int seeds, std::span<const Bounds> below, LayerGraph& graph,
                    const Checkpoint& check, const std::function<void(std::uint64_t)>& tick, int threads);

// The positions on a cycle of a layer's edges (a strongly connected
// component of more than one position, or an edge to itself), by Tarjan's
// algorithm, iteratively (an explicit stack of calls), in slices: the
// search is sequential, but each slice may run on another thread, one after
// another (the build runs it beside the sweeps, endgame_build.cpp).
class CycleSearch {
public:
    explicit CycleSearch(const LayerGraph& graph);

    // At most `steps` steps further (an edge followed, a position left or a
    // position tried as a root); true once every position is visited.
    bool advance(std::uint64_t steps);
    bool done() const noexcept { return calls_.empty() && root_ == graph_.size(); }
    // onCycle[i]: position i lies on a cycle (precondition: done()).
    const std::vector<bool>& onCycle() const noexcept { return onCycle_; }

private:
    static constexpr std::uint32_t kUnvisited = UINT32_MAX;
    struct Frame {
        std::uint32_t node;
        std::uint32_t next; // its next edge to look at
    };
    void enter(std::uint32_t v);
    void follow(std::uint32_t v, std::uint32_t w);
    void popComponent(std::uint32_t v);

    const LayerGraph& graph_;
    std::vector<std::uint32_t> order_; // the visit number
    std::vector<std::uint32_t> low_;
    std::vector<bool> onStack_;
    std::vector<bool> onCycle_;
    std::vector<std::uint32_t> stack_;
    std::vector<Frame> calls_;
    std::uint32_t visits_ = 0;
    std::uint64_t root_ = 0; // the next position to try as a root
};

// The rest of the search, on the calling thread; false when a stop came first.
bool finishCycleSearch(CycleSearch& search, const Checkpoint& check);

} // namespace mancala::detail::endgame
