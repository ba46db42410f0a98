// Internal: one layer of an endgame database as a graph (endgame_build.cpp).
//
// The positions of n seeds on the board, by rank (endgames.hpp), seen from
// the side to move. Every legal move of one is played with the rules' own
// Rules::apply: a move that ends the game, or captures, leaves the layer and
// is an exit of known value (the capture's from the layer below, as bounds);
// any other move (a pass included) keeps the n seeds and is an edge to
// another position of the layer. Positions whose value no move decides are
// fixed: in Ayoayo one whose mover has no move (the game ended as it arose:
// the last mover took every seed, -n), in Djenon-aboure a board of 0s and 1s
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

#include "mancala/endgames.hpp"
#include "mancala/rules.hpp"

namespace mancala::detail::endgame {

// Lower and upper bounds on values, per position of a layer.
using Bounds = EndgameLayerBounds;

// Where the work looks at its stop token: every kCheckInterval positions
// (or steps), after the pause, which may wait there.
inline constexpr std::uint64_t kCheckInterval = 4096;
class Checkpoint {
public:
    Checkpoint(const std::stop_token& stop, const EndgamePause& pause) noexcept : stop_(stop), pause_(pause) {}
    // After the pause: whether the work is to stop.
    bool stopped() const {
        if (pause_)
            pause_();
        return stop_.stop_requested();
    }

private:
    const std::stop_token& stop_;
    const EndgamePause& pause_;
};

inline constexpr std::int8_t kNoExit = -127;

struct LayerGraph {
    int seeds = 0;
    std::vector<std::uint32_t> first; // edges of position i: edges[first[i] .. first[i + 1])
    std::vector<std::uint32_t> edges; // the child's rank
    std::vector<std::int8_t> exitLo;  // the best exit's value, lower bound (kNoExit: none)
    std::vector<std::int8_t> exitHi;  // ... upper bound
    std::vector<std::uint8_t> fixed;  // the value is fixed[i] - 64; 0: not fixed
    std::uint64_t size() const noexcept { return exitLo.size(); }
};

// The value of a position that no move decides (see above), or nothing:
// `board` seen from the mover, `next` its successors (Rules::successors).
std::optional<int> fixedValue(const Rules& rules, const EndgameBoard& board, const SuccessorList& next);

// Plays every move of every position of `seeds` seeds. `below[k]`: the
// bounds of layer k < seeds. `tick` is called every few thousand positions
// with the number done; a stop there ends it early (false). The edges get
// room for `edgesPerPosition` a position before they are made (the build
// takes the layer below's: a little more than enough).
bool makeLayerGraph(const Rules& rules, int seeds, std::span<const Bounds> below, LayerGraph& graph,
                    const Checkpoint& check, const std::function<void(std::uint64_t)>& tick, double edgesPerPosition);

// onCycle[i]: position i lies on a cycle of the layer's edges (a strongly
// connected component of more than one position, or an edge to itself).
// Empty when a stop came first.
std::optional<std::vector<bool>> positionsOnCycles(const LayerGraph& graph, const Checkpoint& check);

} // namespace mancala::detail::endgame
