// Kalah solved by search (solve.hpp, solveKalah): the exact final margin of a
// position and of each of its moves with perfect play by both sides.
//
// A Kalah store never gives a seed back and the rules never look at the
// stores, so what is still to be won depends on the board and the side to
// move alone: the value searched is the final margin less the margin now,
// and the table of bounds is keyed by board and side (a position reached
// with other stores is the same entry). No Kalah position can recur
// (kalah.cpp), so every value is exact whatever the path. The search is
// MTD(f): null-window alpha-beta, fail-soft. At each node the moves whose
// value is known without a search (the game over, a board in the endgame
// table) come first, then the table's bounds of the other children, fetched
// ahead: one that already decides the node ends it (enhanced transposition
// cut-off, as Irving, Donkers and Uiterwijk's solver did), and one that
// cannot raise the value is not searched. The rest are searched the table's
// best move first, then moves that give another turn, then captures; a move
// that lets the same side move again is not negated. A node whose seeds on
// the board cannot reach the window (the value lies within plus or minus
// them) is answered by that bound. The table's buckets hold two entries,
// one kept for the work behind it and one always replaced.
//
// Kalah(6, N) with SolveOptions::kalahEndgameSeeds: a table of the value
// still to be won of every board of 6 + 6 houses with at most that many
// seeds in the houses, worked out first (KalahEndgames below), answers the
// search's nodes there at once.
#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <climits>
#include <functional>
#include <numeric>
#include <optional>
#include <utility>
#include <vector>

#include "mancala/endgames.hpp"
#include "mancala/game.hpp"
#include "mancala/solve.hpp"
#include "search/transposition_table.hpp"

namespace mancala {
namespace {

constexpr int kNone = 1 << 20;

// The margin of the totals for `side`.
int margin(const Position& pos, Side side) noexcept {
    return pos.totals[static_cast<std::size_t>(index(side))] - pos.totals[static_cast<std::size_t>(1 - index(side))];
}

// Under SolveOptions::kalahEitherRowEnds, when a position (not over by the
// rules) has an empty row it is over, each player taking their own row.
class RowEnds {
public:
    RowEnds(const Rules& rules, const SolveOptions& options) noexcept
        : on_(options.kalahEitherRowEnds), holes_(rules.holeCount()) {
        for (int h = 0; h < holes_; ++h)
            owner_[static_cast<std::size_t>(h)] = static_cast<std::uint8_t>(index(rules.owner(static_cast<Hole>(h))));
    }
    // Then the seeds of `side`'s row less the other row's; nothing otherwise.
    std::optional<int> operator()(const Position& pos, Side side) const noexcept {
        if (!on_)
            return std::nullopt;
        std::array<int, 2> seeds{};
        for (int h = 0; h < holes_; ++h)
            seeds[owner_[static_cast<std::size_t>(h)]] += pos.board[static_cast<std::size_t>(h)];
        if (seeds[0] != 0 && seeds[1] != 0)
            return std::nullopt;
        const auto mine = static_cast<std::size_t>(index(side));
        return seeds[mine] - seeds[1 - mine];
    }

private:
    bool on_;
    int holes_;
    std::array<std::uint8_t, kMaxHoles> owner_{};
};

// The value of child `c` of `pos` for `pos`'s side to move, given what is
// still to be won at `c` for its own side to move (`still`, when asked).
template <class Still> int childValue(const RowEnds& rowEnd, const Position& pos, const Position& c, Still&& still) {
    const int gain = margin(c, pos.toMove) - margin(pos, pos.toMove);
    if (c.over())
        return gain;
    if (const std::optional<int> rows = rowEnd(c, pos.toMove))
        return gain + *rows;
    return c.toMove == pos.toMove ? gain + still(gain, true) : gain - still(gain, false);
}

// The value still to be won, for the side to move, of every board of Kalah
// with 6 houses a side and at most `maxSeeds` seeds in the houses (the
// stores do not change the future). A board is seen from the side to move
// as the endgame databases see it (endgameBoard(), endgames.hpp: Kalah's
// houses are laid out as those games' holes). Worked out by the search's own
// recursion (childValue), from the boards of fewer seeds up: a move that
// drops no seed into a store and captures nothing keeps the seeds, and as
// no position recurs such moves never come back to a board, so a
// depth-first pass with the values kept meets each board once.
class KalahEndgames {
public:
    static constexpr int kHouses = kEndgameHoles / 2;

    KalahEndgames(const Rules& rules, const SolveOptions& options, int maxSeeds)
        : rules_(rules), rowEnd_(rules, options), maxSeeds_(maxSeeds),
          first_(static_cast<std::size_t>(maxSeeds) + 2, 0) {
        assert(rules.id().houses() == kHouses);
        for (int n = 0; n <= maxSeeds; ++n)
            first_[static_cast<std::size_t>(n) + 1] = first_[static_cast<std::size_t>(n)] + endgameLayerSize(n);
        values_.assign(first_.back(), kUnknown);
        for (int n = 0; n <= maxSeeds; ++n)
            for (std::uint64_t rank = 0; rank < endgameLayerSize(n); ++rank)
                work(n, rank);
    }

    int maxSeeds() const noexcept { return maxSeeds_; }
    // Precondition: `pos` not over, `seeds` in its houses, at most maxSeeds().
    int value(const Position& pos, int seeds) const noexcept {
        return values_[first_[static_cast<std::size_t>(seeds)] + endgameRank(endgameBoard(pos))];
    }

private:
    static constexpr std::int8_t kUnknown = INT8_MIN;

    // The value of board `rank` of `seeds` seeds, worked out if it is not yet.
    int work(int seeds, std::uint64_t rank) {
        std::int8_t& v = values_[first_[static_cast<std::size_t>(seeds)] + rank];
        if (v != kUnknown)
            return v;
        const Position pos = endgamePosition(rules_, endgameUnrank(seeds, rank));
        SuccessorList next;
        rules_.successors(pos, next);
        // No move: never asked (the game ended as the board arose).
        int best = next.empty() ? 0 : -kNone;
        for (const Successor& s : next) {
            const Position& c = s.pos;
            best = std::max(best, childValue(rowEnd_, pos, c, [&](int, bool) {
                                const EndgameBoard cells = endgameBoard(c);
                                return work(seedsOf(cells), endgameRank(cells));
                            }));
        }
        v = static_cast<std::int8_t>(best);
        return best;
    }

    const Rules& rules_;
    RowEnds rowEnd_;
    int maxSeeds_;
    std::vector<std::uint64_t> first_; // the index of each layer's first board
    std::vector<std::int8_t> values_;
};

// The seeds still on the board of `c`, a successor of `pos` with `seeds`.
int seedsAfter(const Position& pos, int seeds, const Position& c) noexcept {
    return seeds - (c.totals[0] + c.totals[1] - pos.totals[0] - pos.totals[1]);
}

class KalahSolver {
public:
    KalahSolver(const Rules& rules, const SolveOptions& options, const KalahEndgames* endgames)
        : rules_(rules), options_(options), rowEnd_(rules, options), endgames_(endgames),
          mask_(bucketCount(options.tableMegabytes) - 1), table_(detail::allocateTable<Bucket>(mask_ + 1)) {}

    // The value still to be won at `pos` (not over) for its side to move;
    // nullopt when stopped or out of nodes.
    std::optional<int> value(const Position& pos, int guess) {
        const int seeds = seedsOnBoard(rules_, pos);
        const PositionKey key = boardKey(pos);
        int lo = -seeds;
        int hi = seeds;
        int g = std::clamp(guess, lo, hi);
        while (lo < hi) {
            const int b = g == lo ? g + 1 : g;
            g = search(pos, key, seeds, b - 1, b);
            if (aborted_)
                return std::nullopt;
            (g < b ? hi : lo) = g;
        }
        return g;
    }

    std::uint64_t nodes() const noexcept { return nodes_; }
    const RowEnds& rowEnd() const noexcept { return rowEnd_; }

    // The index, in the successors' order, of the table's best move at
    // `pos`; -1 when the table has none.
    int tableMove(const Position& pos) const noexcept {
        const Entry* e = find(boardKey(pos));
        return e != nullptr ? e->best : kNoMove;
    }

private:
    // Bounds of the value still to be won at a board, its best move (the
    // index in the successors' order) and the work behind them: 1 + the
    // bit width of the positions searched under it; 0 is an empty entry.
    struct Entry {
        PositionKey key;
        std::int16_t lo;
        std::int16_t hi;
        std::int8_t best;
        std::uint8_t work;
    };
    // Slot 0 keeps the entry of more work, slot 1 the newest other one; a
    // bucket fills one cache line.
    struct alignas(64) Bucket {
        std::array<Entry, 2> slots;
    };
    // What the search knows of a move before it searches it.
    struct Child {
        int index = 0;
        int gain = 0;      // what the move wins at once, for the mover
        int seeds = 0;     // on the board after it
        bool same = false; // the mover moves again
        PositionKey key;
        int order = 0;
    };
    static constexpr std::int8_t kNoMove = -1;
    static constexpr int kFirst = 2000;       // the table's move
    static constexpr int kAnotherTurn = 1000; // a move after which the mover moves again
    static constexpr int kMaxBound = 1 << 14; // beyond any board's seeds

    static std::size_t bucketCount(std::size_t megabytes) noexcept {
        std::size_t n = std::size_t{1} << 11;
        while (n * 2 * sizeof(Bucket) <= (megabytes << 20))
            n *= 2;
        return n;
    }

    // The board and the side to move, without the stores.
    PositionKey boardKey(const Position& pos) const noexcept {
        Position bare = pos;
        bare.totals = {};
        return rules_.key(bare);
    }
    Bucket& bucket(const PositionKey& key) const noexcept { return table_[detail::hashOf(key) & mask_]; }
    const Entry* find(const PositionKey& key) const noexcept {
        for (const Entry& e : bucket(key).slots)
            if (e.work != 0 && e.key == key)
                return &e;
        return nullptr;
    }
    void store(const PositionKey& key, int lo, int hi, std::int8_t best, std::uint64_t nodes) noexcept {
        const Entry e{key, static_cast<std::int16_t>(std::max(lo, -kMaxBound)),
                      static_cast<std::int16_t>(std::min(hi, kMaxBound)), best,
                      static_cast<std::uint8_t>(1 + std::bit_width(nodes))};
        std::array<Entry, 2>& slots = bucket(key).slots;
        if (slots[1].work != 0 && slots[1].key == key)
            slots[1] = e;
        else if (slots[0].work == 0 || slots[0].key == key)
            slots[0] = e;
        else if (e.work >= slots[0].work) {
            slots[1] = slots[0];
            slots[0] = e;
        } else
            slots[1] = e;
    }

    bool outOfBudget() {
        if (options_.maxNodes != 0 && nodes_ >= options_.maxNodes)
            return true;
        if ((nodes_ & 0x3FFF) == 0) {
            if (options_.progress)
                options_.progress(nodes_);
            return options_.stop.stop_requested() ||
                   (options_.deadline && std::chrono::steady_clock::now() >= *options_.deadline);
        }
        return false;
    }

    // The value of the move `k` of `pos` for `pos`'s mover, when no search is
    // needed: the game over, or its still-to-be-won in the endgame table.
    std::optional<int> known(const Position& pos, const Position& c, const Child& k) const noexcept {
        if (c.over())
            return k.gain;
        if (const std::optional<int> rows = rowEnd_(c, pos.toMove))
            return k.gain + *rows;
        if (endgames_ != nullptr && k.seeds <= endgames_->maxSeeds()) {
            const int still = endgames_->value(c, k.seeds);
            return k.same ? k.gain + still : k.gain - still;
        }
        return std::nullopt;
    }

    // The search of null or wider window (alpha, beta) at `pos`, not over,
    // with `seeds` on its board and `key` its boardKey(): fail-soft.
    int search(const Position& pos, const PositionKey& key, int seeds, int alpha, int beta) {
        ++nodes_;
        if (aborted_ || outOfBudget()) {
            aborted_ = true;
            return 0;
        }
        if (seeds <= alpha)
            return seeds;
        if (-seeds >= beta)
            return -seeds;
        if (endgames_ != nullptr && seeds <= endgames_->maxSeeds())
            return endgames_->value(pos, seeds);
        int lo = -kNone;
        int hi = kNone;
        std::int8_t tableMove = kNoMove;
        if (const Entry* e = find(key)) {
            lo = e->lo;
            hi = e->hi;
            tableMove = e->best;
            if (lo >= beta || lo == hi)
                return lo;
            if (hi <= alpha)
                return hi;
        }
        const std::uint64_t before = nodes_;
        SuccessorList next;
        rules_.successors(pos, next);
        std::array<Child, SuccessorList::kCapacity> kids;
        int n = 0;
        int best = -kNone;
        std::int8_t bestMove = kNoMove;
        const auto take = [&](int v, int i) {
            if (v > best) {
                best = v;
                bestMove = static_cast<std::int8_t>(i);
            }
        };
        // The moves whose value is known at once, and the table's words of
        // the others, fetched ahead.
        for (int i = 0; i < next.size(); ++i) {
            const Position& c = next[i].pos;
            Child& k = kids[static_cast<std::size_t>(n)];
            k.index = i;
            k.gain = margin(c, pos.toMove) - margin(pos, pos.toMove);
            k.seeds = seedsAfter(pos, seeds, c);
            k.same = c.toMove == pos.toMove;
            if (const std::optional<int> v = known(pos, c, k)) {
                take(*v, i);
                continue;
            }
            k.key = boardKey(c);
            __builtin_prefetch(&bucket(k.key));
            ++n;
        }
        if (best < beta)
            best = probeChildren(kids, n, std::max(alpha, best), beta, tableMove, best, bestMove);
        if (best < beta)
            searchChildren(next, kids, n, alpha, beta, best, bestMove);
        if (aborted_)
            return 0;
        if (best >= beta)
            lo = std::max(lo, best);
        else if (best <= alpha)
            hi = std::min(hi, best);
        else
            lo = hi = best;
        store(key, lo, hi, best > alpha ? bestMove : tableMove, nodes_ - before);
        return best;
    }

    // The table's bounds of each child (enhanced transposition cut-off):
    // returns the best value so far, at least `beta` when a child's lower
    // bound reaches it; drops the children whose upper bound cannot raise
    // the best above `a`, and orders the rest for searching.
    int probeChildren(std::array<Child, SuccessorList::kCapacity>& kids, int& n, int a, int beta, std::int8_t tableMove,
                      int best, std::int8_t& bestMove) const noexcept {
        int kept = 0;
        for (int j = 0; j < n; ++j) {
            Child k = kids[static_cast<std::size_t>(j)];
            if (const Entry* e = find(k.key)) {
                const int low = k.same ? k.gain + e->lo : k.gain - e->hi;
                const int high = k.same ? k.gain + e->hi : k.gain - e->lo;
                if (low >= beta) {
                    bestMove = static_cast<std::int8_t>(k.index);
                    return low;
                }
                if (high <= a) {
                    if (high > best) {
                        best = high;
                        bestMove = static_cast<std::int8_t>(k.index);
                    }
                    continue;
                }
            }
            k.order = k.index == tableMove ? kFirst : k.same ? kAnotherTurn + k.gain : k.gain;
            kids[static_cast<std::size_t>(kept++)] = k;
        }
        n = kept;
        std::sort(kids.begin(), kids.begin() + n, [](const Child& x, const Child& y) { return x.order > y.order; });
        return best;
    }

    void searchChildren(const SuccessorList& next, const std::array<Child, SuccessorList::kCapacity>& kids, int n,
                        int alpha, int beta, int& best, std::int8_t& bestMove) {
        for (int j = 0; j < n && best < beta; ++j) {
            const Child& k = kids[static_cast<std::size_t>(j)];
            const Position& c = next[k.index].pos;
            const int a = std::max(alpha, best);
            const int v = k.same ? k.gain + search(c, k.key, k.seeds, a - k.gain, beta - k.gain)
                                 : k.gain - search(c, k.key, k.seeds, k.gain - beta, k.gain - a);
            if (aborted_)
                return;
            if (v > best) {
                best = v;
                bestMove = static_cast<std::int8_t>(k.index);
            }
        }
    }

    const Rules& rules_;
    const SolveOptions& options_;
    RowEnds rowEnd_;
    const KalahEndgames* endgames_;
    std::size_t mask_;
    detail::TableMemory<Bucket> table_;
    std::uint64_t nodes_ = 0;
    bool aborted_ = false;
};

} // namespace

namespace {

// The value of `pos` for its mover, solved as one node, and one move of that
// value: the table's best move at the root first, whose exact value then
// takes a search or two of windows around it.
std::optional<PositionSolution> solveBest(const Rules& rules, const Position& pos, KalahSolver& solver) {
    const std::optional<int> still = solver.value(pos, 0);
    if (!still)
        return std::nullopt;
    const int now = margin(pos, pos.toMove);
    SuccessorList next;
    rules.successors(pos, next);
    std::vector<int> order(static_cast<std::size_t>(next.size()));
    std::iota(order.begin(), order.end(), 0);
    if (const int first = solver.tableMove(pos); first > 0)
        std::rotate(order.begin(), order.begin() + first, order.begin() + first + 1);
    PositionSolution out;
    out.value = now + *still;
    for (const int i : order) {
        const Successor& s = next[i];
        bool stopped = false;
        const int v = now + childValue(solver.rowEnd(), pos, s.pos, [&](int gain, bool same) {
                          const std::optional<int> c = solver.value(s.pos, same ? *still - gain : gain - *still);
                          stopped = !c;
                          return c.value_or(0);
                      });
        if (stopped)
            return std::nullopt;
        if (v == out.value) {
            out.moves.push_back({s.move, v});
            break;
        }
    }
    assert(out.moves.size() == 1);
    out.nodes = solver.nodes();
    return out;
}

} // namespace

std::optional<PositionSolution> solveKalah(const Rules& rules, const Position& pos, const SolveOptions& options) {
    assert(rules.id().family() == GameFamily::Kalah && !pos.over());
    std::optional<KalahEndgames> endgames;
    if (options.kalahEndgameSeeds > 0 && rules.id().houses() == KalahEndgames::kHouses)
        endgames.emplace(rules, options, std::min(options.kalahEndgameSeeds, kMaxEndgameSeeds));
    KalahSolver solver(rules, options, endgames ? &*endgames : nullptr);
    if (options.kalahBestOnly)
        return solveBest(rules, pos, solver);
    SuccessorList next;
    rules.successors(pos, next);
    PositionSolution out;
    out.value = -kNone;
    const int now = margin(pos, pos.toMove);
    bool stopped = false;
    for (const Successor& s : next) {
        const int v = now + childValue(solver.rowEnd(), pos, s.pos, [&](int, bool) {
                          const std::optional<int> still = solver.value(s.pos, 0);
                          stopped = stopped || !still;
                          return still.value_or(0);
                      });
        if (stopped)
            return std::nullopt;
        out.moves.push_back({s.move, v});
        out.value = std::max(out.value, v);
    }
    assert(out.value >= now - seedsOnBoard(rules, pos) && out.value <= now + seedsOnBoard(rules, pos));
    out.nodes = solver.nodes();
    return out;
}

} // namespace mancala
