// The exact Tihbat solver.
//
// Tihbat's repetition rule (the second occurrence of a position ends the game
// and the counters left are split equally) makes the value of a position
// depend on the history. The method, and why it is exact:
//
// - Captures are irreversible: the counters on the board only ever decrease,
//   and the repetition rule only compares positions with the same totals. So
//   a game is a sequence of capture-free stretches; inside one the totals are
//   fixed and a position is its board and side to move, with n counters on
//   the board. Only positions of the current stretch can ever recur.
// - The final difference (side to move minus opponent) is the current
//   difference of the totals plus the net future captures, the final split
//   included (it adds nothing for an even remainder; an odd remainder, only
//   possible in constructed positions, gives North the extra counter).
// - At the start of a stretch (just after a capture, or at the start of the
//   game) nothing of the stretch has been seen but the position itself, so
//   its future F(n, board, side) depends on the position alone. The tables of
//   F are built level by level, n = 0 .. 28 (a capture takes 2, 4, 6 or 8
//   counters, so level n needs lower levels only) and kept for the program's
//   lifetime.
// - Inside a stretch the future depends on the set of positions already seen
//   in it: a move into one of them ends the game. It is computed exactly by
//   alpha-beta over paths: a capture is a leaf worth c - F(n - c, child); a
//   move into a seen position is a leaf worth the split; any other move is
//   searched with its position marked as seen. There is no transposition
//   table (the values are path dependent), so a full window at the root gives
//   the exact value. Every path is simple, so the search is finite.
//
// Building the tables of the even levels (every real game: 28 counters, and
// captures are even) searches about six million positions.
#include "search/tihbat_solver.hpp"

#include <array>
#include <atomic>
#include <condition_variable>
#include <mutex>
#include <vector>

#include "games/tihbat_board.hpp"

namespace mancala::detail {
namespace {

constexpr int kHoles = tihbat::kHoles;
constexpr int kMaxCount = tihbat::kTotal;
constexpr int kInfinity = 1000;
constexpr int kPass = -1; // a "hole" standing for a pass
constexpr std::uint64_t kStopCheckInterval = 4096;

using Board = std::array<int, kHoles>;

// Plays the sowing of hole h (precondition: b[h] > 0) for `mover` with the
// rules' own code; returns the counters captured.
int sow(Board& b, int h, Side mover) noexcept {
    return tihbat::sow(b, h, mover).captured;
}

// The mover's share of the difference when the game ends by repetition with
// n counters on the board: South takes n / 2, North the rest.
constexpr int splitValue(int n, Side mover) noexcept {
    return mover == Side::South ? -(n & 1) : (n & 1);
}

// Index of a position with n counters on the board; b[3] follows from n.
constexpr std::size_t stateIndex(int n, const Board& b, Side s) noexcept {
    const auto w = static_cast<std::size_t>(n + 1);
    return ((static_cast<std::size_t>(b[0]) * w + static_cast<std::size_t>(b[1])) * w +
            static_cast<std::size_t>(b[2])) *
               2 +
           static_cast<std::size_t>(index(s));
}

constexpr std::size_t levelSize(int n) noexcept {
    const auto w = static_cast<std::size_t>(n + 1);
    return w * w * w * 2;
}

// The futures F(n, board, side) of positions at the start of a stretch.
class Tables {
public:
    static Tables& instance() {
        static Tables tables;
        return tables;
    }

    // Makes level n and the levels below it available; false if stopped first.
    bool ensure(int n, const std::stop_token& stop);

    int fresh(int n, const Board& b, Side s) const noexcept {
        return values_[static_cast<std::size_t>(n)][stateIndex(n, b, s)];
    }

private:
    bool build(int n, const std::stop_token& stop);

    std::array<std::vector<std::int8_t>, kMaxCount + 1> values_;
    std::array<std::atomic<bool>, kMaxCount + 1> ready_{};
    std::mutex mutex_;
    std::condition_variable_any idle_;
    bool busy_ = false;
};

// Alpha-beta over the paths of one stretch with n counters on the board.
class PathSearch {
public:
    PathSearch(const Tables& tables, int n, const std::stop_token& stop)
        : tables_(tables), n_(n), stop_(stop), seen_(levelSize(n), 0) {}

    void mark(const Board& b, Side s) noexcept { seen_[stateIndex(n_, b, s)] = 1; }
    void unmark(const Board& b, Side s) noexcept { seen_[stateIndex(n_, b, s)] = 0; }
    bool seen(const Board& b, Side s) const noexcept { return seen_[stateIndex(n_, b, s)] != 0; }

    // The value of move h (kPass: a pass) from (b, s), searched within
    // (alpha, beta); the position (b, s) is marked as seen.
    int moveValue(const Board& b, Side s, int h, int alpha, int beta) {
        Board child = b;
        const int taken = h == kPass ? 0 : sow(child, h, s);
        if (taken != 0)
            return taken - tables_.fresh(n_ - taken, child, opponent(s));
        if (seen(child, opponent(s)))
            return splitValue(n_, s);
        const std::size_t i = stateIndex(n_, child, opponent(s));
        seen_[i] = 1;
        const int v = -search(child, opponent(s), -beta, -alpha);
        seen_[i] = 0;
        return v;
    }

    // The future of (b, s), already marked as seen, within (alpha, beta).
    int search(const Board& b, Side s, int alpha, int beta) {
        if (++nodes_ % kStopCheckInterval == 0 && stop_.stop_requested())
            aborted_ = true;
        if (aborted_)
            return 0;
        std::array<int, 2> holes{};
        int count = 0;
        for (int h = index(s); h < kHoles; h += 2)
            if (b[h] != 0)
                holes[static_cast<std::size_t>(count++)] = h;
        if (count == 0)
            return moveValue(b, s, kPass, alpha, beta);
        // Captures first: their values are known without a search.
        if (count == 2 && !capturesFrom(b, holes[0], s) && capturesFrom(b, holes[1], s))
            std::swap(holes[0], holes[1]);
        int best = -kInfinity;
        for (int k = 0; k < count; ++k) {
            const int v = moveValue(b, s, holes[static_cast<std::size_t>(k)], alpha, beta);
            if (v > best) {
                best = v;
                if (v > alpha)
                    alpha = v;
                if (alpha >= beta)
                    break;
            }
        }
        return best;
    }

    std::uint64_t nodes() const noexcept { return nodes_; }
    bool aborted() const noexcept { return aborted_; }

private:
    static bool capturesFrom(const Board& b, int h, Side s) noexcept {
        Board copy = b;
        return sow(copy, h, s) != 0;
    }

    const Tables& tables_;
    int n_;
    const std::stop_token& stop_;
    std::vector<std::uint8_t> seen_;
    std::uint64_t nodes_ = 0;
    bool aborted_ = false;
};

bool Tables::ensure(int n, const std::stop_token& stop) {
    if (ready_[static_cast<std::size_t>(n)].load(std::memory_order_acquire))
        return true;
    {
        std::unique_lock lock(mutex_);
        if (!idle_.wait(lock, stop, [this] { return !busy_; }))
            return false;
        if (ready_[static_cast<std::size_t>(n)].load(std::memory_order_acquire))
            return true;
        busy_ = true;
    }
    // Only this thread writes the tables while busy_; readers look at a level
    // only once its ready_ flag is set.
    bool ok = true;
    for (int level = n % 2; level <= n && ok; level += 2)
        if (!ready_[static_cast<std::size_t>(level)].load(std::memory_order_acquire))
            ok = build(level, stop);
    {
        std::lock_guard lock(mutex_);
        busy_ = false;
    }
    idle_.notify_all();
    return ok;
}

bool Tables::build(int n, const std::stop_token& stop) {
    std::vector<std::int8_t>& values = values_[static_cast<std::size_t>(n)];
    values.assign(levelSize(n), 0);
    PathSearch search(*this, n, stop);
    Board b{};
    for (b[0] = 0; b[0] <= n; ++b[0])
        for (b[1] = 0; b[0] + b[1] <= n; ++b[1])
            for (b[2] = 0; b[0] + b[1] + b[2] <= n; ++b[2]) {
                b[3] = n - b[0] - b[1] - b[2];
                for (Side s : {Side::South, Side::North}) {
                    // Each state starts a stretch of its own: only it is seen.
                    search.mark(b, s);
                    values[stateIndex(n, b, s)] = static_cast<std::int8_t>(search.search(b, s, -kInfinity, kInfinity));
                    search.unmark(b, s);
                    if (search.aborted())
                        return false;
                }
            }
    ready_[static_cast<std::size_t>(n)].store(true, std::memory_order_release);
    return true;
}

} // namespace

std::optional<ExactSolution> solveTihbat(const Position& pos, std::span<const Position> history, std::stop_token stop) {
    Board b{};
    int n = 0;
    for (int h = 0; h < kHoles; ++h) {
        b[static_cast<std::size_t>(h)] = pos.board[static_cast<std::size_t>(h)];
        n += b[static_cast<std::size_t>(h)];
    }
    Tables& tables = Tables::instance();
    if (!tables.ensure(n, stop))
        return std::nullopt;
    PathSearch search(tables, n, stop);
    // The positions of the current stretch: those with the same totals (and
    // so, in a consistent history, the same n counters on the board).
    const int captured = pos.totals[0] + pos.totals[1];
    for (auto it = history.rbegin(); it != history.rend() && it->totals[0] + it->totals[1] == captured; ++it) {
        const Board seen{it->board[0], it->board[1], it->board[2], it->board[3]};
        if (seen[0] + seen[1] + seen[2] + seen[3] == n)
            search.mark(seen, it->toMove);
    }
    const Side s = pos.toMove;
    search.mark(b, s);

    ExactSolution solution;
    solution.future = -kInfinity;
    bool canMove = false;
    for (int h = index(s); h < kHoles; h += 2) {
        if (b[static_cast<std::size_t>(h)] == 0)
            continue;
        canMove = true;
        const int v = search.moveValue(b, s, h, solution.future, kInfinity);
        if (v > solution.future) {
            solution.future = v;
            solution.best = Move::sow(static_cast<Hole>(h));
        }
    }
    if (!canMove) {
        solution.future = search.moveValue(b, s, kPass, -kInfinity, kInfinity);
        solution.best = Move::pass();
    }
    if (search.aborted())
        return std::nullopt;
    solution.nodes = search.nodes();
    return solution;
}

} // namespace mancala::detail
