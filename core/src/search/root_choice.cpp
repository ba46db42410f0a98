// The choice among moves of equal proven value (root_choice.hpp).
//
// The opponent model and the count of its chances are trap_counter.hpp's;
// here the oracle is the proof solver (proof.hpp), and a mistake's
// punishment d is the distance of its proven win: the plies in which we
// force the decision at the quickest against the longest defence. So the
// criterion counts the share of losing replies, discounts those whose
// refutation is short, and looks a few turns ahead for traps still to come.
//
// Wins are not played for traps: a won position keeps the search's move, the
// quickest win, unless the search missed the win (then the quickest proven
// win is taken).
#include "search/root_choice.hpp"

#include <algorithm>

#include "mancala/search.hpp"
#include "search/trap_counter.hpp"

namespace mancala::detail {
namespace {

// The proof solver as trap_counter.hpp's oracle.
class ProverOracle {
public:
    ProverOracle(const Rules& rules, Prover& prover) : rules_(rules), prover_(prover) {}

    Position child(const Position& pos, Move m) const {
        Position c = pos;
        rules_.apply(c, m, nullptr);
        return c;
    }
    std::optional<int> outcome(const Position& c) { return prover_.outcome(c); }
    std::optional<int> punishment(const Position& c) {
        const std::optional<int> v = prover_.exact(c);
        if (!v)
            return std::nullopt;
        return decidedInPlies(*v);
    }
    bool push(const Position& pos) { return prover_.push(pos); }
    void pop() noexcept { prover_.pop(); }
    bool failed() const noexcept { return prover_.failed(); }

private:
    const Rules& rules_;
    Prover& prover_;
};

// The outcome of `pos` for `side`.
std::optional<int> outcomeFor(Prover& prover, const Position& pos, Side side) {
    const std::optional<int> o = prover.outcome(pos);
    if (!o)
        return std::nullopt;
    return pos.toMove == side ? *o : -*o;
}

// A child's exact score `v` (its side to move's view) as the root's score of the move.
int fromChild(const Position& root, const Position& child, int v) noexcept {
    const int mine = child.toMove == root.toMove ? v : -v;
    return mine > 0 ? mine - 1 : mine < 0 ? mine + 1 : 0; // one ply further from the root
}

// The quickest proven win among the winning moves, the preferred one first on equal distance.
bool chooseWin(Prover& prover, const Rules& rules, const Position& root, ProvenChoice& choice) {
    int best = -kWinScore - 1;
    for (const ProvenMove& pm : choice.moves) {
        if (pm.outcome != 1)
            continue;
        Position child = root;
        rules.apply(child, pm.move, nullptr);
        const std::optional<int> v = prover.exact(child);
        if (!v)
            return false;
        const int score = fromChild(root, child, *v);
        if (score > best) {
            best = score;
            choice.move = pm.move;
        }
    }
    choice.score = best;
    return true;
}

// The exact score of the chosen move (a draw or a loss).
bool scoreChoice(Prover& prover, const Rules& rules, const Position& root, ProvenChoice& choice) {
    Position child = root;
    rules.apply(child, choice.move, nullptr);
    const std::optional<int> v = prover.exact(child);
    if (!v)
        return false;
    choice.score = fromChild(root, child, *v);
    return true;
}

// The outcome of every root move, in the order of preference; false if the solver gave up.
bool proveRootMoves(Prover& prover, const Rules& rules, const Position& root, std::span<const Move> preference,
                    ProvenChoice& choice) {
    for (Move m : preference) {
        Position child = root;
        rules.apply(child, m, nullptr);
        const std::optional<int> o = outcomeFor(prover, child, root.toMove);
        if (!o)
            return false;
        choice.moves.push_back({m, *o, 0.0});
    }
    return true;
}

bool choose(Prover& prover, const Rules& rules, const Position& root, std::span<const Move> preference,
            ProvenChoice& choice) {
    if (!prover.push(root) || !proveRootMoves(prover, rules, root, preference, choice))
        return false;
    int target = -1;
    for (const ProvenMove& pm : choice.moves)
        target = std::max(target, pm.outcome);
    if (target == 1)
        return chooseWin(prover, rules, root, choice);
    ProverOracle oracle(rules, prover);
    TrapCounter<ProverOracle> traps(rules, oracle, root.toMove, target);
    double best = -1.0;
    for (ProvenMove& pm : choice.moves) {
        if (pm.outcome != target)
            continue;
        Position child = root;
        rules.apply(child, pm.move, nullptr);
        pm.chances = traps.after(child, kOpponentTurns);
        if (prover.failed())
            return false;
        if (pm.chances > best + kChanceTie) {
            best = pm.chances;
            choice.move = pm.move;
        }
    }
    return scoreChoice(prover, rules, root, choice);
}

} // namespace

ProvenChoice chooseAmongProven(const Rules& rules, const Position& root, std::span<const Position> history,
                               std::span<const Move> preference, ProofBudget budget) {
    Prover prover(rules, history, std::move(budget));
    ProvenChoice choice;
    choice.proven = choose(prover, rules, root, preference, choice) && !prover.failed();
    choice.nodes = prover.nodes();
    return choice;
}

} // namespace mancala::detail
