// Kalah solved by search (solve.hpp, solveKalah): the exact final margin of a
// position and of each of its moves with perfect play by both sides.
//
// A Kalah store never gives a seed back and the rules never look at the
// stores, so what is still to be won depends on the board and the side to
// move alone: the value searched is the final margin less the margin now,
// and the table of bounds is keyed by board and side (a position reached
// with other stores is the same entry). No Kalah position can recur
// (kalah.cpp), so every value is exact whatever the path. The search is
// MTD(f): null-window alpha-beta, fail-soft, the table's best move first,
// then moves that give another turn, then captures; a move that lets the
// same side move again is not negated. A node whose seeds on the board
// cannot reach the window (the value lies within plus or minus them) is
// answered by that bound.
//
// Kalah(6, N) with SolveOptions::kalahEndgameSeeds: a table of the value
// still to be won of every board of 6 + 6 houses with at most that many
// seeds in the houses, worked out first (KalahEndgames below), answers the
// search's nodes there at once.
#include <algorithm>
#include <array>
#include <cassert>
#include <climits>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

#include "mancala/endgames.hpp"
#include "mancala/game.hpp"
#include "mancala/solve.hpp"

namespace mancala {
namespace {

constexpr int kNone = 1 << 20;

// The margin of the totals for `side`.
int margin(const Position& pos, Side side) noexcept {
    return pos.totals[static_cast<std::size_t>(index(side))] - pos.totals[static_cast<std::size_t>(1 - index(side))];
}

// Under SolveOptions::kalahEitherRowEnds, when `pos` (not over by the
// rules) has an empty row it is over, each player taking their own row:
// then the seeds of `side`'s row less the other row's; nothing otherwise.
std::optional<int> rowEnd(const Rules& rules, const Position& pos, const SolveOptions& options, Side side) noexcept {
    if (!options.kalahEitherRowEnds)
        return std::nullopt;
    std::array<int, 2> seeds{};
    for (int h = 0; h < rules.holeCount(); ++h)
        seeds[static_cast<std::size_t>(index(rules.owner(static_cast<Hole>(h))))] +=
            pos.board[static_cast<std::size_t>(h)];
    if (seeds[0] != 0 && seeds[1] != 0)
        return std::nullopt;
    const auto mine = static_cast<std::size_t>(index(side));
    return seeds[mine] - seeds[1 - mine];
}

// The value of child `c` of `pos` for `pos`'s side to move, given what is
// still to be won at `c` for its own side to move (`still`, when asked).
template <class Still>
int childValue(const Rules& rules, const Position& pos, const Position& c, const SolveOptions& options, Still&& still) {
    const int gain = margin(c, pos.toMove) - margin(pos, pos.toMove);
    if (c.over())
        return gain;
    if (const std::optional<int> rows = rowEnd(rules, c, options, pos.toMove))
        return gain + *rows;
    return c.toMove == pos.toMove ? gain + still(gain, true) : gain - still(gain, false);
}

// The value still to be won, for the side to move, of every board of Kalah
// with 6 houses a side and at most `maxSeeds` seeds in the houses (the
// stores do not change the future). A board is seen from the side to move:
// its houses, then the opponent's, each row in its owner's sowing order (so
// the index of the endgame databases, endgames.hpp, ranks it). Worked out by
// the search's own recursion (childValue), from the boards of fewer seeds
// up: a move that drops no seed into a store and captures nothing keeps
// the seeds, and as no position recurs such moves never come back to a
// board, so a depth-first pass with the values kept meets each board once.
class KalahEndgames {
public:
    static constexpr int kHouses = kEndgameHoles / 2;

    KalahEndgames(const Rules& rules, const SolveOptions& options, int maxSeeds)
        : rules_(rules), options_(options), maxSeeds_(maxSeeds), first_(static_cast<std::size_t>(maxSeeds) + 2, 0) {
        assert(rules.id().houses() == kHouses);
        for (int n = 0; n <= maxSeeds; ++n)
            first_[static_cast<std::size_t>(n) + 1] = first_[static_cast<std::size_t>(n)] + endgameLayerSize(n);
        values_.assign(first_.back(), kUnknown);
        for (int n = 0; n <= maxSeeds; ++n)
            for (std::uint64_t rank = 0; rank < endgameLayerSize(n); ++rank)
                work(n, rank);
    }

    int maxSeeds() const noexcept { return maxSeeds_; }
    // Precondition: `pos` not over, at most maxSeeds() seeds in the houses.
    int value(const Position& pos) const noexcept {
        const EndgameBoard cells = cellsOf(pos);
        return values_[first_[static_cast<std::size_t>(seedsOf(cells))] + endgameRank(cells)];
    }

private:
    static constexpr std::int8_t kUnknown = INT8_MIN;

    // Kalah's holes: South's house of column c is hole 2c, North's 2c + 1;
    // South sows columns 0 to 5, North 5 to 0.
    static std::size_t house(Side owner, int i) noexcept {
        return static_cast<std::size_t>(owner == Side::South ? 2 * i : 2 * (kHouses - 1 - i) + 1);
    }
    static EndgameBoard cellsOf(const Position& pos) noexcept {
        EndgameBoard cells{};
        for (int i = 0; i < kHouses; ++i) {
            cells[static_cast<std::size_t>(i)] = pos.board[house(pos.toMove, i)];
            cells[static_cast<std::size_t>(kHouses + i)] = pos.board[house(opponent(pos.toMove), i)];
        }
        return cells;
    }
    // South to move; the seeds off the board in South's store.
    Position positionOf(const EndgameBoard& cells) const noexcept {
        Position pos;
        for (int i = 0; i < kHouses; ++i) {
            pos.board[house(Side::South, i)] = cells[static_cast<std::size_t>(i)];
            pos.board[house(Side::North, i)] = cells[static_cast<std::size_t>(kHouses + i)];
        }
        pos.totals[0] = static_cast<std::uint16_t>(rules_.totalSeeds() - seedsOf(cells));
        pos.toMove = Side::South;
        return pos;
    }

    // The value of board `rank` of `seeds` seeds, worked out if it is not yet.
    int work(int seeds, std::uint64_t rank) {
        std::int8_t& v = values_[first_[static_cast<std::size_t>(seeds)] + rank];
        if (v != kUnknown)
            return v;
        const Position pos = positionOf(endgameUnrank(seeds, rank));
        SuccessorList next;
        rules_.successors(pos, next);
        // No move: never asked (the game ended as the board arose).
        int best = next.empty() ? 0 : -kNone;
        for (const Successor& s : next) {
            const Position& c = s.pos;
            best = std::max(best, childValue(rules_, pos, c, options_, [&](int, bool) {
                                const EndgameBoard cells = cellsOf(c);
                                return work(seedsOf(cells), endgameRank(cells));
                            }));
        }
        v = static_cast<std::int8_t>(best);
        return best;
    }

    const Rules& rules_;
    const SolveOptions& options_;
    int maxSeeds_;
    std::vector<std::uint64_t> first_; // the index of each layer's first board
    std::vector<std::int8_t> values_;
};

class KalahSolver {
public:
    KalahSolver(const Rules& rules, const SolveOptions& options, const KalahEndgames* endgames)
        : rules_(rules), options_(options), endgames_(endgames),
          table_(std::max<std::size_t>(std::size_t{1} << 12, options.tableMegabytes * (1 << 20) / sizeof(Entry))) {}

    // The value still to be won at `pos` (not over) for its side to move;
    // nullopt when stopped or out of nodes.
    std::optional<int> value(const Position& pos, int guess) {
        const int seeds = seedsOnBoard(rules_, pos);
        int lo = -seeds;
        int hi = seeds;
        int g = std::clamp(guess, lo, hi);
        while (lo < hi) {
            const int b = g == lo ? g + 1 : g;
            g = search(pos, b - 1, b);
            if (aborted_)
                return std::nullopt;
            (g < b ? hi : lo) = g;
        }
        return g;
    }

    std::uint64_t nodes() const noexcept { return nodes_; }

private:
    struct Entry {
        PositionKey key;
        std::int16_t lo = 0;
        std::int16_t hi = 0;
        std::int8_t best = kNoMove; // the index of the best move found, in the successors' order
        bool used = false;
    };
    static constexpr std::int8_t kNoMove = -1;
    static constexpr int kFirst = 2000;       // the table's move
    static constexpr int kAnotherTurn = 1000; // a move after which the mover moves again

    // The board and the side to move, without the stores.
    PositionKey boardKey(const Position& pos) const noexcept {
        Position bare = pos;
        bare.totals = {};
        return rules_.key(bare);
    }

    Entry& slot(const PositionKey& key) noexcept {
        return table_[detail::mix(key.lo ^ detail::mix(key.hi)) % table_.size()];
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

    int search(const Position& pos, int alpha, int beta) {
        ++nodes_;
        if (aborted_ || outOfBudget()) {
            aborted_ = true;
            return 0;
        }
        const int seeds = seedsOnBoard(rules_, pos);
        if (seeds <= alpha)
            return seeds;
        if (-seeds >= beta)
            return -seeds;
        if (endgames_ != nullptr && seeds <= endgames_->maxSeeds())
            return endgames_->value(pos);
        const PositionKey key = boardKey(pos);
        Entry& e = slot(key);
        int lo = -kNone;
        int hi = kNone;
        std::int8_t tableMove = kNoMove;
        if (e.used && e.key == key) {
            lo = e.lo;
            hi = e.hi;
            tableMove = e.best;
            if (lo >= beta || lo == hi)
                return lo;
            if (hi <= alpha)
                return hi;
        }
        SuccessorList next;
        rules_.successors(pos, next);
        std::array<std::pair<int, int>, SuccessorList::kCapacity> order; // (priority, index)
        for (int i = 0; i < next.size(); ++i) {
            const Position& c = next[i].pos;
            const int gain = margin(c, pos.toMove) - margin(pos, pos.toMove);
            order[static_cast<std::size_t>(i)] = {i == tableMove                        ? kFirst
                                                  : c.toMove == pos.toMove && !c.over() ? kAnotherTurn + gain
                                                                                        : gain,
                                                  i};
        }
        const auto end = order.begin() + next.size();
        std::sort(order.begin(), end, std::greater<>());
        int best = -kNone;
        std::int8_t bestMove = kNoMove;
        int a = alpha;
        for (auto it = order.begin(); it != end; ++it) {
            const int i = it->second;
            const Position& c = next[i].pos;
            const int v = childValue(rules_, pos, c, options_, [&](int gain, bool same) {
                return same ? search(c, a - gain, beta - gain) : search(c, gain - beta, gain - a);
            });
            if (aborted_)
                return 0;
            if (v > best) {
                best = v;
                bestMove = static_cast<std::int8_t>(i);
            }
            a = std::max(a, best);
            if (best >= beta)
                break;
        }
        if (best >= beta)
            lo = std::max(lo, best);
        else if (best <= alpha)
            hi = std::min(hi, best);
        else
            lo = hi = best;
        e = Entry{key, static_cast<std::int16_t>(std::max(lo, -kMaxBound)),
                  static_cast<std::int16_t>(std::min(hi, kMaxBound)), best > alpha ? bestMove : tableMove, true};
        return best;
    }

    static constexpr int kMaxBound = 1 << 14; // beyond any board's seeds

    const Rules& rules_;
    const SolveOptions& options_;
    const KalahEndgames* endgames_;
    std::vector<Entry> table_;
    std::uint64_t nodes_ = 0;
    bool aborted_ = false;
};

} // namespace

std::optional<PositionSolution> solveKalah(const Rules& rules, const Position& pos, const SolveOptions& options) {
    assert(rules.id().family() == GameFamily::Kalah && !pos.over());
    std::optional<KalahEndgames> endgames;
    if (options.kalahEndgameSeeds > 0 && rules.id().houses() == KalahEndgames::kHouses)
        endgames.emplace(rules, options, std::min(options.kalahEndgameSeeds, kMaxEndgameSeeds));
    KalahSolver solver(rules, options, endgames ? &*endgames : nullptr);
    SuccessorList next;
    rules.successors(pos, next);
    PositionSolution out;
    out.value = -kNone;
    const int now = margin(pos, pos.toMove);
    bool stopped = false;
    for (const Successor& s : next) {
        const int v = now + childValue(rules, pos, s.pos, options, [&](int, bool) {
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
