// The Expert's choice among the moves that keep the exact value
// (exact_choice.hpp), for Tihbat and the endgame databases alike.
//
// The oracle of trap_counter.hpp is the exact solver: a position's outcome
// is the sign of its exact value after the path (the game's stretch, then
// the positions of the count), and every move is played under the
// repetition rule (applyMove), so a move into a position already seen ends
// the game as it does in play. A mistake's punishment d is counted along
// perfect play: the plies until the game is decided (over, or a total above
// half the seeds) while both sides keep playing the solver's move, at
// most kHiddenPlies (where the weight is 1 anyway). The solver gives exact
// values, not the distance of the quickest forced decision, which would take
// a search of its own.
//
// A won position keeps the solver's move: every move of the same value keeps
// the win and the margin.
#include "search/exact_choice.hpp"

#include <array>
#include <chrono>
#include <limits>
#include <vector>

#include "mancala/repetition.hpp"
#include "search/trap_counter.hpp"

namespace mancala::detail {
namespace {

using Clock = std::chrono::steady_clock;

int differenceFor(const Position& pos, Side side) noexcept {
    const auto me = static_cast<std::size_t>(index(side));
    return pos.totals[me] - pos.totals[1 - me];
}

// The exact solver as trap_counter.hpp's oracle, along a path that starts
// after the game's history.
class SolverOracle {
public:
    SolverOracle(const Rules& rules, std::span<const Position> history, ExactChoiceBudget budget,
                 const ExactSolver& solve)
        : rules_(rules), solve_(solve), line_(history.begin(), history.end()), stop_(std::move(budget.stop)) {
        if (budget.timeMs > 0)
            deadline_ = Clock::now() + std::chrono::milliseconds(budget.timeMs);
        seen_.assign(rules, line_);
    }

    Position child(const Position& pos, Move m) const {
        Position c = pos;
        applyMove(rules_, c, m, seen_, nullptr);
        return c;
    }

    // The exact value of `c` (one move after the path's last position) for its side to move.
    std::optional<int> value(const Position& c) {
        if (c.over())
            return differenceFor(c, c.toMove);
        const std::optional<ExactSolution> s = solve(c);
        if (!s)
            return std::nullopt;
        return differenceFor(c, c.toMove) + s->future;
    }

    std::optional<int> outcome(const Position& c) {
        const std::optional<int> v = value(c);
        if (!v)
            return std::nullopt;
        return *v > 0 ? 1 : *v < 0 ? -1 : 0;
    }

    // The plies until the game is decided after `c`, both sides playing the solver's moves.
    std::optional<int> punishment(const Position& c) {
        Position p = c;
        int plies = 0;
        for (; plies < kHiddenPlies && !decision(rules_, p).decided; ++plies) {
            const std::optional<ExactSolution> s = solve(p);
            if (!s)
                break;
            push(p);
            p = child(p, s->best);
        }
        for (int i = 0; i < plies; ++i)
            pop();
        if (failed_)
            return std::nullopt;
        return plies;
    }

    bool push(const Position& pos) {
        line_.push_back(pos);
        seen_.push(rules_, pos);
        return true;
    }
    void pop() noexcept {
        line_.pop_back();
        seen_.pop();
    }
    bool failed() const noexcept { return failed_; }
    std::uint64_t nodes() const noexcept { return nodes_; }

private:
    // The solver's answer for `c` (not over, one move after the path's last position).
    std::optional<ExactSolution> solve(const Position& c) {
        if (failed_ || (deadline_ && Clock::now() > *deadline_)) {
            failed_ = true;
            return std::nullopt;
        }
        std::optional<ExactSolution> s = solve_(c, line_, stop_);
        if (!s)
            failed_ = true;
        else
            nodes_ += s->nodes;
        return s;
    }

    const Rules& rules_;
    const ExactSolver& solve_;
    std::vector<Position> line_; // the path: the history, then the positions pushed
    RepetitionTracker seen_;     // the same positions
    std::optional<Clock::time_point> deadline_;
    std::stop_token stop_;
    std::uint64_t nodes_ = 0;
    bool failed_ = false;
};

struct RootValues {
    MoveList moves;
    std::array<int, MoveList::kCapacity> value{}; // for the side to move at the root
    int best = std::numeric_limits<int>::min();
};

// The exact value of every root move; false if the solver gave up.
bool valueRootMoves(const Rules& rules, SolverOracle& oracle, const Position& pos, RootValues& root) {
    rules.legalMoves(pos, root.moves);
    for (int i = 0; i < root.moves.size(); ++i) {
        const Position c = oracle.child(pos, root.moves[i]);
        const std::optional<int> v = oracle.value(c);
        if (!v)
            return false;
        const int mine = c.toMove == pos.toMove ? *v : -*v;
        root.value[static_cast<std::size_t>(i)] = mine;
        root.best = std::max(root.best, mine);
    }
    return true;
}

} // namespace

ExactChoice chooseExactMove(const Rules& rules, const Position& pos, std::span<const Position> history, Move solverMove,
                            ExactChoiceBudget budget, const ExactSolver& solve) {
    SolverOracle oracle(rules, history, std::move(budget), solve);
    ExactChoice choice{solverMove, 0};
    oracle.push(pos);
    RootValues root;
    if (!valueRootMoves(rules, oracle, pos, root) || root.moves.size() < 2 || root.best > 0) {
        choice.nodes = oracle.nodes();
        return choice;
    }
    TrapCounter<SolverOracle> traps(rules, oracle, pos.toMove, root.best == 0 ? 0 : -1);
    // The solver's move first: it stands on equal chances.
    double most = traps.after(oracle.child(pos, solverMove), kOpponentTurns);
    for (int i = 0; i < root.moves.size() && !oracle.failed(); ++i) {
        const Move m = root.moves[i];
        if (m == solverMove || root.value[static_cast<std::size_t>(i)] != root.best)
            continue;
        const double chances = traps.after(oracle.child(pos, m), kOpponentTurns);
        if (chances > most + kChanceTie) {
            most = chances;
            choice.move = m;
        }
    }
    if (oracle.failed())
        choice.move = solverMove;
    choice.nodes = oracle.nodes();
    return choice;
}

} // namespace mancala::detail
