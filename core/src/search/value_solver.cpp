// The exact value solver of value_solver.hpp: negamax alpha-beta on the
// margin with a table of bounds by board, down to the endgame database's
// entries and the game's ends.
//
// - Leaves: a move that ends the game is worth its gain; a position in the
//   database's range is worth its entry (exact: the path holds no repeated
//   position, so every exact entry answers for it; unknown: the solver gives
//   up).
// - Order: the table's move, then the children whose values are known (ends
//   and leaves, best first), then captures, most seeds first. A known child
//   that reaches beta cuts before anything is searched, and so does a child
//   whose stored upper bound already gives the parent beta (enhanced
//   transposition cutoff).
// - Table: buckets of four 16-byte entries (a cache line); both bounds of a
//   board kept together; a new board replaces the entry whose search took
//   the fewest nodes.
#include "search/value_solver.hpp"

#include <algorithm>
#include <bit>
#include <cstdio>

namespace mancala::detail {
namespace {

constexpr int kBucket = 4;
// The longest path searched: a Djenon-aboure game has at most 25 plies
// between captures (12 moves that fill an empty hole, and passes between
// them) and 24 captures.
constexpr int kMaxPly = 1024;
constexpr std::uint64_t kClockInterval = 256;
constexpr int kOrderTable = 1 << 20;
constexpr int kOrderKnown = 1 << 16;
constexpr int kOrderCapture = 1 << 8;

} // namespace

std::uint8_t relativeMove(const Position& pos, Move m) noexcept {
    if (m.isPass())
        return kPassMove;
    const int col = m.from / 2;
    return static_cast<std::uint8_t>(pos.toMove == Side::South ? col : 5 - col);
}

Move absoluteMove(const Position& pos, std::uint8_t relative) noexcept {
    if (relative == kPassMove)
        return Move::pass();
    const int col = pos.toMove == Side::South ? relative : 5 - relative;
    return Move::sow(static_cast<Hole>(2 * col + (pos.toMove == Side::South ? 0 : 1)));
}

BoardKey boardKey(const Position& pos) noexcept {
    const EndgameBoard b = endgameBoard(pos);
    BoardKey k;
    for (int i = 0; i < 10; ++i)
        k.low |= std::uint64_t{b[static_cast<std::size_t>(i)]} << (6 * i);
    k.high = std::uint64_t{b[10]} | std::uint64_t{b[11]} << 6;
    return k;
}

ValueSolver::ValueSolver(const Rules& rules, const EndgameDatabase& database, std::size_t tableBytes)
    : rules_(rules), database_(database) {
    const std::size_t entries = std::bit_floor(std::max<std::size_t>(tableBytes / sizeof(Entry), kBucket));
    table_.resize(entries);
    mask_ = entries - 1;
    children_.resize(kMaxPly);
}

void ValueSolver::reset(std::span<const Position> history, ValueBudget budget) {
    path_.clear();
    for (const Position& p : history)
        path_.push(rules_, p);
    budget_ = std::move(budget);
    nodes_ = 0;
    failed_ = false;
}

bool ValueSolver::push(const Position& pos) {
    if (failed_)
        return false;
    const PositionKey key = rules_.key(pos);
    if (path_.count(key, capturedSeeds(pos)) > 0) {
        failed_ = true;
        return false;
    }
    path_.push(key, capturedSeeds(pos));
    return true;
}

void ValueSolver::pop() noexcept {
    path_.pop();
}

int ValueSolver::gain(const Position& before, const Position& after) noexcept {
    const auto me = static_cast<std::size_t>(index(before.toMove));
    return (after.totals[me] - before.totals[me]) - (after.totals[1 - me] - before.totals[1 - me]);
}

bool ValueSolver::leaf(const Position& pos) const noexcept {
    return database_.covers(rules_, pos);
}

std::optional<int> ValueSolver::leafValue(const Position& pos) const noexcept {
    const EndgameEntry e = database_.entry(pos);
    if (!e.exact)
        return std::nullopt;
    return e.value;
}

bool ValueSolver::outOfBudget() {
    if (budget_.progress && nodes_ % kProgressNodes == 0)
        budget_.progress(nodes_);
    if (!failed_ &&
        ((budget_.maxNodes != 0 && nodes_ >= budget_.maxNodes) || budget_.stop.stop_requested() ||
         (budget_.deadline && nodes_ % kClockInterval == 0 && std::chrono::steady_clock::now() >= *budget_.deadline)))
        failed_ = true;
    return failed_;
}

ValueSolver::Entry* ValueSolver::probe(const BoardKey& key) noexcept {
    const std::size_t first = mix(key.low ^ mix(key.high)) & mask_ & ~std::size_t{kBucket - 1};
    for (std::size_t i = first; i < first + kBucket; ++i)
        if (table_[i].used != 0 && table_[i].low == key.low && table_[i].high == key.high)
            return &table_[i];
    return nullptr;
}

void ValueSolver::store(const BoardKey& key, int lo, int hi, std::uint8_t move, std::uint64_t work) noexcept {
    const auto log = static_cast<std::uint8_t>(std::bit_width(work));
    Entry* slot = probe(key);
    if (slot != nullptr) {
        lo = std::max(lo, int{slot->lo});
        hi = std::min(hi, int{slot->hi});
    } else {
        const std::size_t first = mix(key.low ^ mix(key.high)) & mask_ & ~std::size_t{kBucket - 1};
        slot = &table_[first];
        for (std::size_t i = first; i < first + kBucket; ++i) {
            if (table_[i].used == 0) {
                slot = &table_[i];
                break;
            }
            if (table_[i].work < slot->work)
                slot = &table_[i];
        }
    }
    const bool same = slot->used != 0 && slot->low == key.low && slot->high == key.high;
    *slot = Entry{key.low,
                  static_cast<std::uint16_t>(key.high),
                  static_cast<std::int8_t>(lo),
                  static_cast<std::int8_t>(hi),
                  move,
                  same ? std::max(log, slot->work) : log,
                  1,
                  0};
}

// The children of `pos` into children_[ply], in the order of the search, each
// end and leaf with its value.
int ValueSolver::expand(const Position& pos, int ply, std::uint8_t tableMove) {
    auto& children = children_[static_cast<std::size_t>(ply)];
    rules_.successors(pos, expansion_);
    for (int i = 0; i < expansion_.size(); ++i) {
        Child& c = children[static_cast<std::size_t>(i)];
        c.pos = expansion_[i].pos;
        c.gain = gain(pos, c.pos);
        c.leaf = c.pos.over() || leaf(c.pos);
        c.known = c.gain;
        if (c.leaf && !c.pos.over()) {
            const std::optional<int> v = leafValue(c.pos);
            if (!v) {
                failed_ = true;
                return 0;
            }
            c.known = c.gain - *v;
        }
        c.move = relativeMove(pos, expansion_[i].move);
        c.order = c.move == tableMove ? kOrderTable
                  : c.leaf            ? kOrderKnown + c.known
                                      : kOrderCapture * (c.gain > 0) + c.gain;
    }
    std::stable_sort(children.begin(), children.begin() + expansion_.size(),
                     [](const Child& a, const Child& b) { return a.order > b.order; });
    return expansion_.size();
}

int ValueSolver::search(const Position& pos, int alpha, int beta, int ply) {
    ++nodes_;
    if (outOfBudget())
        return 0;
    const std::uint64_t before = nodes_;
    const BoardKey key = boardKey(pos);
    const int seeds = rules_.totalSeeds() - capturedSeeds(pos);
    int lo = -seeds;
    int hi = seeds;
    std::uint8_t tableMove = kNoMove;
    if (const Entry* e = probe(key)) {
        lo = e->lo;
        hi = e->hi;
        tableMove = e->move;
    }
    // Also where the window lies beyond the seeds on the board.
    if (lo >= beta || lo == hi)
        return lo;
    if (hi <= alpha)
        return hi;
    if (ply >= kMaxPly) {
        failed_ = true;
        return 0;
    }
    const int count = expand(pos, ply, tableMove);
    auto& children = children_[static_cast<std::size_t>(ply)];
    const int alphaIn = std::max(alpha, lo);
    alpha = alphaIn;
    beta = std::min(beta, hi);
    int best = -seeds - 1;
    std::uint8_t bestMove = kNoMove;
    // Enhanced transposition cutoff: a child whose stored bound already gives beta.
    for (int i = 0; i < count && !failed_; ++i) {
        const Child& c = children[static_cast<std::size_t>(i)];
        int v = c.known;
        if (!c.leaf) {
            const Entry* e = probe(boardKey(c.pos));
            if (e == nullptr)
                continue;
            v = c.gain - e->hi;
        }
        if (v >= beta) {
            store(key, v, hi, c.move, 1);
            return v;
        }
    }
    for (int i = 0; i < count && !failed_; ++i) {
        const Child& c = children[static_cast<std::size_t>(i)];
        int v = c.known;
        if (!c.leaf) {
            if (!push(c.pos))
                return 0;
            v = c.gain - search(c.pos, c.gain - beta, c.gain - alpha, ply + 1);
            pop();
        }
        if (failed_)
            return 0;
        if (v > best) {
            best = v;
            bestMove = c.move;
            alpha = std::max(alpha, v);
            if (alpha >= beta)
                break;
        }
    }
    if (failed_)
        return 0;
    const std::uint64_t work = nodes_ - before + 1;
    if (best >= beta)
        store(key, best, hi, bestMove, work);
    else if (best <= alphaIn)
        store(key, lo, best, bestMove, work);
    else
        store(key, best, best, bestMove, work);
    return best;
}

std::optional<std::uint8_t> ValueSolver::tableMove(const Position& pos) noexcept {
    const Entry* e = probe(boardKey(pos));
    if (e == nullptr || e->move == kNoMove)
        return std::nullopt;
    return e->move;
}

std::optional<int> ValueSolver::value(const Position& pos, int alpha, int beta) {
    const int v = search(pos, alpha, beta, 0);
    if (failed_)
        return std::nullopt;
    return v;
}

std::optional<Move> ValueSolver::bestMove(const Position& pos, int v) {
    SuccessorList next;
    rules_.successors(pos, next);
    for (const Successor& s : next) {
        // The child is worth at most gain - v to its mover.
        const int u = gain(pos, s.pos) - v;
        bool keeps = false;
        if (s.pos.over()) {
            keeps = u >= 0;
        } else if (leaf(s.pos)) {
            const std::optional<int> w = leafValue(s.pos);
            keeps = w && *w <= u;
        } else {
            if (!push(s.pos))
                return std::nullopt;
            const std::optional<int> w = value(s.pos, u, u + 1);
            pop();
            if (!w)
                return std::nullopt;
            keeps = *w <= u;
        }
        if (keeps)
            return s.move;
    }
    return std::nullopt;
}

std::optional<int> ValueSolver::exact(const Position& pos) {
    const int seeds = rules_.totalSeeds() - capturedSeeds(pos);
    int lo = -seeds;
    int hi = seeds;
    int guess = 0;
    if (const Entry* e = probe(boardKey(pos)); e != nullptr) {
        lo = e->lo;
        hi = e->hi;
        guess = std::clamp(0, lo, hi);
    }
    while (lo < hi) {
        const int beta = guess == lo ? guess + 1 : guess;
        const std::optional<int> v = value(pos, beta - 1, beta);
        if (!v)
            return std::nullopt;
        if (*v < beta)
            hi = *v;
        else
            lo = *v;
        guess = *v;
    }
    return lo;
}

} // namespace mancala::detail
