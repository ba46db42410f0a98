// Internal: an exact solver for positions the Expert's search has (most
// likely) searched to the end, so that root_choice.cpp can tell apart the
// moves that keep the game-theoretic value from those that lose it.
//
// The main search cannot say that a value is proven: its scores mix decided
// results with evaluations at the horizon, and its table ignores the path,
// on which the repetition rule makes values depend. This solver has no
// horizon, no reductions and no evaluation: every leaf is a finished or
// decided game (detail::decision), so every score it returns is exact, or it
// returns nothing. Its table is sound only where the third occurrence of a
// position ends the game (Djenon-aboure, Ayoayo: see proof.cpp);
// forcedWithin() below proves short results in every game without one.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <optional>
#include <span>
#include <stop_token>
#include <vector>

#include "mancala/rules.hpp"

namespace mancala::detail {

// The outcome a proven score stands for, for the side whose score it is:
// 1 a win, 0 a draw, -1 a loss.
int outcomeOf(int score) noexcept;

struct ProofBudget {
    std::uint64_t maxNodes = 0; // at least 1
    std::optional<std::chrono::steady_clock::time_point> deadline;
    std::stop_token stop;
};

// Solves positions along a path that starts after `history` (the game's
// positions, oldest first, the current one last). Scores are those of the
// search (search.hpp): 0 a draw, kWinScore - n a win decided n plies after
// the solved position, -(kWinScore - n) a loss in n, from the view of its
// side to move.
//
// Once the budget runs out, the stop token is set, the path grows too long
// or a position repeats (its value would depend on the path, which the
// table cannot hold), the solver has failed for good: every later call
// returns nothing.
class Prover {
public:
    Prover(const Rules& rules, std::span<const Position> history, ProofBudget budget);

    // The exact value of `pos`, reached by one move from the path's last
    // position, fail-soft in (alpha, beta): a result <= alpha is an upper
    // bound, >= beta a lower bound, anything between exact.
    std::optional<int> value(const Position& pos, int alpha, int beta);
    // The outcome of `pos` for its side to move (a null-window pair of
    // searches around the draw).
    std::optional<int> outcome(const Position& pos);
    // The exact score of `pos` (a full window): for a decided outcome, the
    // distance says in how many plies the winner forces the decision at the
    // quickest against the longest defence.
    std::optional<int> exact(const Position& pos);

    // Appends `pos` (reached by one move) to the path; false (and failed)
    // when it repeats a position of the path.
    bool push(const Position& pos);
    void pop() noexcept;

    bool failed() const noexcept { return failed_; }
    std::uint64_t nodes() const noexcept { return nodes_; }

private:
    struct Entry {
        PositionKey key;
        std::int32_t score = 0;
        Move move;
        std::uint8_t bound = 0; // 0 none, 1 lower, 2 upper, 3 exact
    };
    struct Child {
        Position pos;
        Move move;
        int order = 0;
    };
    struct PathEntry {
        PositionKey key;
        int captured = 0;
    };

    // `key` by value: the path it came from grows (and may move) below.
    int solve(const Position& pos, PositionKey key, int ply, int alpha, int beta);
    int generate(const Position& pos, int ply, Move tableMove);
    bool repeats(const PositionKey& key, int captured) const noexcept;
    bool outOfBudget() noexcept;

    const Rules& rules_;
    ProofBudget budget_;
    std::vector<Entry> table_;
    std::vector<std::array<Child, MoveList::kCapacity>> children_;
    SuccessorList expansion_; // generate()'s, copied into children_ to be ordered
    std::vector<PathEntry> path_;
    std::uint64_t nodes_ = 0;
    bool failed_ = false;
};

// The table-free proof of a short forced result, for every game: whether the
// side to move at `root` (after `history`, oldest first) wins (`win`) or
// loses (!`win`) within `plies` plies whatever the defender plays. An
// AND-OR search of every move of both sides to that depth, each child of
// Rules::successors put under the repetition rule along its own path
// (arrive(), as advance() does), with no table (so
// nothing found below one path is reused below another) and no evaluation:
// a line counts only where the game ends or is decided (detail::decision).
// Empty when `budget` runs out first (nodes, time, stop).
std::optional<bool> forcedWithin(const Rules& rules, const Position& root, std::span<const Position> history, bool win,
                                 int plies, const ProofBudget& budget);

} // namespace mancala::detail
