// The exact solver of proof.hpp: negamax alpha-beta to the end of the game,
// with a transposition table of exact keys and score bounds (no depth: every
// stored score is the solved position's true value or a bound on it).
//
// Scores are exact because nothing is estimated: a line ends only where the
// game is over or decided (detail::decision), there are no reductions, and
// every cut is an alpha-beta cut. A position that repeats one of the path
// (since the last capture) makes the solver give up rather than score it:
// the repetition rule would make its value depend on the path, which the
// table does not record. Deep lines (over kMaxProofPly), the node budget, the
// deadline and the stop token make it give up too; the caller then keeps the
// main search's move.
#include "search/proof.hpp"

#include <algorithm>

#include "search/evaluation.hpp"
#include "mancala/repetition.hpp"
#include "mancala/search.hpp"
#include "search/transposition_table.hpp"

namespace mancala::detail {
namespace {

using Clock = std::chrono::steady_clock;

constexpr int kInfinity = kWinScore + 1;
constexpr int kMaxProofPly = 2 * kMaxSearchDepth; // decided scores stay recognisable
constexpr std::size_t kTableEntries = std::size_t{1} << 17;
constexpr std::uint64_t kClockInterval = 256;

constexpr std::uint8_t kLower = 1;
constexpr std::uint8_t kUpper = 2;
constexpr std::uint8_t kExact = 3;

constexpr int kOrderTableMove = 1 << 30;
constexpr int kOrderWin = 1 << 29;
constexpr int kOrderCapture = 1 << 24;

int capturedSum(const Position& pos) noexcept {
    return pos.totals[0] + pos.totals[1];
}

int toEntry(int score, int ply) noexcept {
    return score > 0 ? score + ply : score < 0 ? score - ply : 0;
}
int fromEntry(int score, int ply) noexcept {
    return score > 0 ? score - ply : score < 0 ? score + ply : 0;
}

} // namespace

int outcomeOf(int score) noexcept {
    return score > 0 ? 1 : score < 0 ? -1 : 0;
}

Prover::Prover(const Rules& rules, std::span<const Position> history, ProofBudget budget)
    : rules_(rules), budget_(std::move(budget)), table_(kTableEntries),
      children_(static_cast<std::size_t>(kMaxProofPly + 1)) {
    for (const Position& p : history)
        path_.push_back({rules_.key(p), capturedSum(p)});
}

bool Prover::repeats(const PositionKey& key, int captured) const noexcept {
    for (auto it = path_.rbegin(); it != path_.rend() && it->captured == captured; ++it)
        if (it->key == key)
            return true;
    return false;
}

bool Prover::push(const Position& pos) {
    if (failed_)
        return false;
    const PositionKey key = rules_.key(pos);
    if (!pos.over() && repeats(key, capturedSum(pos))) {
        failed_ = true;
        return false;
    }
    path_.push_back({key, capturedSum(pos)});
    return true;
}

void Prover::pop() noexcept {
    path_.pop_back();
}

bool Prover::outOfBudget() noexcept {
    if (failed_)
        return true;
    if (nodes_ >= budget_.maxNodes || budget_.stop.stop_requested() ||
        (budget_.deadline && nodes_ % kClockInterval == 0 && Clock::now() >= *budget_.deadline))
        failed_ = true;
    return failed_;
}

std::optional<int> Prover::value(const Position& pos, int alpha, int beta) {
    if (!push(pos))
        return std::nullopt;
    const int score = solve(pos, path_.back().key, 0, alpha, beta);
    pop();
    if (failed_)
        return std::nullopt;
    return score;
}

std::optional<int> Prover::outcome(const Position& pos) {
    const std::optional<int> v = value(pos, -1, 1);
    if (!v)
        return std::nullopt;
    return outcomeOf(*v);
}

std::optional<int> Prover::exact(const Position& pos) {
    return value(pos, -kInfinity, kInfinity);
}

// Plays every legal move of `pos` into children_[ply] with its order key: the
// table's move, then winning moves, then captures (most seeds first).
int Prover::generate(const Position& pos, int ply, Move tableMove) {
    rules_.successors(pos, expansion_);
    auto& children = children_[static_cast<std::size_t>(ply)];
    const auto mine = static_cast<std::size_t>(index(pos.toMove));
    const Winner myWin = pos.toMove == Side::South ? Winner::South : Winner::North;
    for (int i = 0; i < expansion_.size(); ++i) {
        Child& c = children[static_cast<std::size_t>(i)];
        c.move = expansion_[i].move;
        c.pos = expansion_[i].pos;
        const int gain = (c.pos.totals[mine] - pos.totals[mine]) - (c.pos.totals[1 - mine] - pos.totals[1 - mine]);
        c.order = c.move == tableMove                     ? kOrderTableMove
                  : c.pos.over() && c.pos.winner == myWin ? kOrderWin
                  : gain > 0                              ? kOrderCapture + gain
                                                          : 0;
    }
    return expansion_.size();
}

int Prover::solve(const Position& pos, PositionKey key, int ply, int alpha, int beta) {
    ++nodes_;
    if (outOfBudget())
        return 0;
    const Decision decided = decision(rules_, pos);
    if (decided.decided)
        return atPly(decided.score, ply);
    if (ply >= kMaxProofPly) {
        failed_ = true;
        return 0;
    }
    Entry& entry = table_[hashOf(key) & (kTableEntries - 1)];
    Move tableMove{kNoHole, kNoHole - 1}; // no legal move looks like this
    if (entry.bound != 0 && entry.key == key) {
        const int s = fromEntry(entry.score, ply);
        if (entry.bound == kExact || (entry.bound == kLower && s >= beta) || (entry.bound == kUpper && s <= alpha))
            return s;
        tableMove = entry.move;
    }
    const int count = generate(pos, ply, tableMove);
    auto& children = children_[static_cast<std::size_t>(ply)];
    const int alphaIn = alpha;
    int best = -kInfinity;
    Move bestMove = children[0].move;
    for (int i = 0; i < count; ++i) {
        int pick = i;
        for (int j = i + 1; j < count; ++j)
            if (children[static_cast<std::size_t>(j)].order > children[static_cast<std::size_t>(pick)].order)
                pick = j;
        std::swap(children[static_cast<std::size_t>(i)], children[static_cast<std::size_t>(pick)]);
        const Position child = children[static_cast<std::size_t>(i)].pos;
        const Move m = children[static_cast<std::size_t>(i)].move;
        if (!push(child))
            return 0;
        // The child's score from this node's view (the same side may move again there).
        const int score = child.toMove == pos.toMove ? solve(child, path_.back().key, ply + 1, alpha, beta)
                                                     : -solve(child, path_.back().key, ply + 1, -beta, -alpha);
        pop();
        if (failed_)
            return 0;
        if (score > best) {
            best = score;
            bestMove = m;
            alpha = std::max(alpha, score);
            if (alpha >= beta)
                break;
        }
    }
    const std::uint8_t bound = best >= beta ? kLower : best > alphaIn ? kExact : kUpper;
    entry = Entry{key, toEntry(best, ply), bestMove, bound};
    return best;
}

namespace {

// The AND-OR search of forcedWithin(): `seen` holds the path, `pos` last.
class ForcedLine {
public:
    ForcedLine(const Rules& rules, const ProofBudget& budget) : rules_(rules), budget_(budget) {}

    RepetitionTracker& path() noexcept { return path_; }
    bool failed() const noexcept { return failed_; }

    // Whether the side to move at `pos` wins (`win`) or loses (!`win`) within `plies`.
    bool within(const Position& pos, bool win, int plies) {
        if (outOfBudget())
            return false;
        const Decision decided = decision(rules_, pos);
        if (decided.decided)
            return win ? decided.score > 0 : decided.score < 0;
        if (plies == 0)
            return false;
        SuccessorList next;
        rules_.successors(pos, next);
        for (const Successor& s : next) {
            Position child = s.pos;
            const bool recorded = arrive(rules_, child, path_);
            // The same side to move keeps the question; the other side is asked the opposite.
            const bool same = child.toMove == pos.toMove;
            const bool sub = within(child, same ? win : !win, plies - 1);
            if (recorded)
                path_.pop();
            if (failed_)
                return false;
            // A win needs one move that wins; a loss, every move losing.
            if (win && sub)
                return true;
            if (!win && !sub)
                return false;
        }
        return !win;
    }

private:
    bool outOfBudget() noexcept {
        ++nodes_;
        if (!failed_ && (nodes_ > budget_.maxNodes || budget_.stop.stop_requested() ||
                         (budget_.deadline && nodes_ % kClockInterval == 0 && Clock::now() >= *budget_.deadline)))
            failed_ = true;
        return failed_;
    }

    const Rules& rules_;
    const ProofBudget& budget_;
    RepetitionTracker path_;
    std::uint64_t nodes_ = 0;
    bool failed_ = false;
};

} // namespace

std::optional<bool> forcedWithin(const Rules& rules, const Position& root, std::span<const Position> history, bool win,
                                 int plies, const ProofBudget& budget) {
    ForcedLine search(rules, budget);
    std::vector<Position> line(history.begin(), history.end());
    line.push_back(root);
    search.path().assign(rules, line);
    const bool result = search.within(root, win, plies);
    if (search.failed())
        return std::nullopt;
    return result;
}

} // namespace mancala::detail
