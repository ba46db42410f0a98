// Internal: the strategies of a certificate (solve.hpp), drawn from the
// value solver (value_solver.hpp).
//
// To prove that a position is worth at least t to its side to move (the
// strategy's side), one move suffices whose child is worth at most gain - t
// to the opponent; to prove that a position is worth at most u to its side
// to move (the strategy's opponent), every move must lead to a child worth
// at least gain - u to the strategy's side. The writer asks the solver for
// each such bound (a null-window search, its table mostly answering) and
// goes down until every line ends in a game's end or a leaf of the
// database. It keeps, per side to move and board, the strongest bound
// proven: a board met again with a weaker one is done, one met with a
// stronger one is proven again (and its strategy move changed if need be,
// which keeps every weaker bound proven).
#pragma once

#include <array>
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "mancala/solve.hpp"
#include "search/value_solver.hpp"

namespace mancala::detail {

class ProofWriter {
public:
    explicit ProofWriter(ValueSolver& solver) : solver_(solver) {}

    // Proves that `pos` (the solver's path's last position, not over, not a
    // leaf) is worth at least `t` to its side to move; false when the solver
    // gave up (or the bound is not true).
    bool atLeast(const Position& pos, int t);
    // Proves that `pos` (the same) is worth at most `u` to its side to move.
    bool atMost(const Position& pos, int u);

    // The strategy of `side`, in the order of the boards.
    std::vector<StrategyMove> strategy(Side side) const;

private:
    struct Hash {
        std::size_t operator()(const BoardKey& k) const noexcept { return mix(k.low ^ mix(k.high)); }
    };
    struct Lower {
        int bound = 0;
        std::uint8_t move = 0;
    };
    // The proof of one child: whether `c` (reached from the path's last
    // position) is worth at most `u` to its side to move, or at least `t`.
    bool childAtMost(const Position& c, int u);
    bool childAtLeast(const Position& c, int t);

    ValueSolver& solver_;
    std::array<std::unordered_map<BoardKey, Lower, Hash>, 2> lower_; // by the side to move: its strategy
    std::array<std::unordered_map<BoardKey, int, Hash>, 2> upper_;   // by the side to move
};

} // namespace mancala::detail
