// The plain exhaustive search the endgame databases are checked against
// (test_endgame_values.cpp, test_endgame_expert.cpp): negamax alpha-beta
// over the real game tree, every move played with applyMove() along a
// RepetitionTracker that holds the whole history given and the path, exactly
// as Game plays, to the end of every line (a game ends by its rules or by
// the third occurrence of a position). Values are the mover's gains from
// here on minus the opponent's (captures and allotments).
//
// It knows no theory of the databases. Two things keep it fast, neither of
// which can change a value it returns:
// - a table of bounds for positions that start a stretch (the position
//   right after a capture): the repetition rule counts only the positions
//   since the last capture (RepetitionTracker), so the value there depends on
//   the board and the side to move alone (and, in Oware, the totals);
// - an order of moves (optionally the database's values of the children):
//   alpha-beta returns the same value in any order.
//
// Also: the capture-free moves of a position, and a shortest capture-free
// cycle back to a position (to make histories in which it occurs twice).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <deque>
#include <map>
#include <span>
#include <unordered_map>
#include <utility>
#include <vector>

#include "mancala/endgames.hpp"
#include "mancala/repetition.hpp"

namespace mancala::endgame_test {

class ExhaustiveSearch {
public:
    static constexpr int kInfinity = 1000;

    // `order`: a database whose entries order the moves (nullptr: the rules'
    // order). `maxNodes`: the most positions a call of value(), exact() or
    // is() may search (0: no limit); one that needs more gives up
    // (gaveUp(), its answer meaningless). Oware's cycles make some trees
    // too large to search whole (test_oware_endgames.cpp).
    ExhaustiveSearch(const Rules& rules, const EndgameDatabase* order, std::uint64_t maxNodes = 0)
        : rules_(rules), order_(order), maxNodes_(maxNodes) {}

    // The value of `pos` (not over) after `history` (the positions before it,
    // oldest first), fail-soft within (alpha, beta).
    int value(const Position& pos, std::span<const Position> history, int alpha, int beta) {
        path_.assign(rules_, history);
        path_.push(rules_, pos);
        gaveUp_ = false;
        callNodes_ = 0;
        const int v = search(pos, alpha, beta);
        path_.clear();
        return v;
    }
    int exact(const Position& pos, std::span<const Position> history) {
        return value(pos, history, -kInfinity, kInfinity);
    }
    // Whether the value is `v`: a search within (v - 1, v + 1) returns v
    // exactly then, and a bound outside otherwise.
    bool is(const Position& pos, std::span<const Position> history, int v) {
        return value(pos, history, v - 1, v + 1) == v;
    }
    std::uint64_t nodes() const noexcept { return nodes_; }
    // Whether the last call ran out of its positions.
    bool gaveUp() const noexcept { return gaveUp_; }

private:
    struct Bounds {
        int lo = -kInfinity;
        int hi = kInfinity;
    };
    struct KeyHash {
        std::size_t operator()(const PositionKey& k) const noexcept {
            return static_cast<std::size_t>((k.lo * 0x9E3779B97F4A7C15ull) ^ (k.hi * 0xBF58476D1CE4E5B9ull));
        }
    };
    struct Child {
        Position pos;
        PositionKey key;
        int gain = 0;
        int order = 0;
    };

    static int gainOf(const Position& before, const Position& after, Side mover) {
        const auto me = static_cast<std::size_t>(index(mover));
        return (after.totals[me] - before.totals[me]) - (after.totals[1 - me] - before.totals[1 - me]);
    }

    // The value of `pos`, recorded last in the path.
    int search(const Position& pos, int alpha, int beta) {
        ++nodes_;
        if (maxNodes_ != 0 && ++callNodes_ > maxNodes_)
            gaveUp_ = true;
        if (gaveUp_)
            return 0;
        // No line wins or loses more than the seeds on the board.
        const int seeds = seedsOnBoard(rules_, pos);
        if (alpha >= seeds)
            return seeds;
        if (beta <= -seeds)
            return -seeds;
        MoveList moves;
        rules_.legalMoves(pos, moves);
        std::array<Child, MoveList::kCapacity> children;
        for (int i = 0; i < moves.size(); ++i) {
            Child& c = children[static_cast<std::size_t>(i)];
            c.pos = pos;
            c.key = applyMove(rules_, c.pos, moves[i], path_, nullptr);
            c.gain = gainOf(pos, c.pos, pos.toMove);
            // The value the database expects, and on equal values a move
            // that ends the game or captures (its line is soon over) first.
            const bool leaves = c.pos.over() || capturedSeeds(c.pos) != capturedSeeds(pos);
            int expected = c.gain;
            if (order_ && !c.pos.over() && order_->covers(rules_, c.pos) && order_->entry(c.pos).exact)
                expected = c.gain - order_->entry(c.pos).value;
            c.order = 2 * expected + (leaves ? 1 : 0);
        }
        std::stable_sort(children.begin(), children.begin() + moves.size(),
                         [](const Child& a, const Child& b) { return a.order > b.order; });
        int best = -kInfinity;
        for (int i = 0; i < moves.size(); ++i) {
            const Child& c = children[static_cast<std::size_t>(i)];
            int v = c.gain;
            if (!c.pos.over()) {
                const bool fresh = capturedSeeds(c.pos) != capturedSeeds(pos);
                path_.push(c.key, capturedSeeds(c.pos));
                v = c.gain - (fresh ? stretchStart(c.pos, c.gain - beta, c.gain - alpha)
                                    : search(c.pos, c.gain - beta, c.gain - alpha));
                path_.pop();
            }
            if (v > best) {
                best = v;
                alpha = std::max(alpha, v);
                if (alpha >= beta)
                    break;
            }
        }
        return best;
    }

    // The value of a position that starts a stretch, recorded last in the path.
    int stretchStart(const Position& pos, int alpha, int beta) {
        Position bare = pos;
        // Oware's 25-seed end makes the value depend on the totals too.
        if (rules_.id() != GameId::Oware)
            bare.totals = {0, 0};
        Bounds& known = table_[rules_.key(bare)];
        if (known.lo == known.hi || known.lo >= beta)
            return known.lo;
        if (known.hi <= alpha)
            return known.hi;
        const int a = std::max(alpha, known.lo);
        const int b = std::min(beta, known.hi);
        const int v = search(pos, a, b);
        if (gaveUp_)
            return 0;
        Bounds& now = table_[rules_.key(bare)];
        if (v <= a)
            now.hi = std::min(now.hi, v);
        else if (v >= b)
            now.lo = std::max(now.lo, v);
        else
            now = {v, v};
        return v;
    }

    const Rules& rules_;
    const EndgameDatabase* order_;
    std::uint64_t maxNodes_;
    std::uint64_t callNodes_ = 0;
    bool gaveUp_ = false;
    RepetitionTracker path_;
    std::unordered_map<PositionKey, Bounds, KeyHash> table_;
    std::uint64_t nodes_ = 0;
};

// Own row minus the other row, from the side to move's view: the value of a
// board whose game ends with each row to its owner.
inline int ownRows(const EndgameBoard& board) {
    int d = 0;
    for (int r = 0; r < kEndgameHoles / 2; ++r)
        d += board[static_cast<std::size_t>(r)] - board[static_cast<std::size_t>(r + kEndgameHoles / 2)];
    return d;
}

// The moves of `pos` that keep the seeds on the board (no capture, no end).
inline std::vector<Move> quietMoves(const Rules& rules, const Position& pos) {
    MoveList moves;
    rules.legalMoves(pos, moves);
    std::vector<Move> out;
    for (Move m : moves) {
        Position c = pos;
        rules.apply(c, m, nullptr);
        if (!c.over() && capturedSeeds(c) == capturedSeeds(pos))
            out.push_back(m);
    }
    return out;
}

// A shortest capture-free line from `pos` back to it (moves), if one of at
// most `depth` plies exists.
inline std::vector<Position> cycleThrough(const Rules& rules, const Position& pos, int depth) {
    std::map<std::pair<std::uint64_t, std::uint64_t>, Position> parent;
    std::deque<std::pair<Position, int>> queue{{pos, 0}};
    const auto keyOf = [&](const Position& p) {
        const PositionKey k = rules.key(p);
        return std::pair{k.hi, k.lo};
    };
    while (!queue.empty()) {
        const auto [p, d] = queue.front();
        queue.pop_front();
        if (d == depth)
            continue;
        for (Move m : quietMoves(rules, p)) {
            Position c = p;
            rules.apply(c, m, nullptr);
            if (keyOf(c) == keyOf(pos)) {
                std::vector<Position> line{p};
                for (Position q = p; keyOf(q) != keyOf(pos); q = parent.at(keyOf(q)))
                    line.push_back(parent.at(keyOf(q)));
                std::reverse(line.begin(), line.end());
                return line; // pos, ..., p: then pos again
            }
            if (parent.emplace(keyOf(c), p).second)
                queue.emplace_back(c, d + 1);
        }
    }
    return {};
}

} // namespace mancala::endgame_test
