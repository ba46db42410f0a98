// The choice among moves of equal proven value (root_choice.hpp).
//
// The opponent is modelled as a fallible player, the same for every game and
// every kind of opponent (a program or a person), never as a copy of a
// particular program. At each of its turns it picks among its replies at
// random, a reply that keeps its value with weight 1 and a mistake (a reply
// after which its outcome is worse) with weight
//
//     hidden(d) = min(1, d / kHiddenPlies)^2,
//
// where d is the number of plies in which we then force the decision at the
// quickest against its longest defence: a mistake punished at once is seen
// by almost anyone and seldom made, one whose punishment lies kHiddenPlies
// ahead or more is as tempting as a sound reply (squared: a player who looks
// a few moves ahead sees the short refutations nearly always). A move's
// chances are the outcome the opponent is expected to throw away under this
// model within its next kOpponentTurns turns, we keeping our value with the
// move of the most chances at each of our turns:
//
//     ours(p, k)   = max over our moves m of the best outcome: theirs(p + m, k)
//     theirs(q, k) = sum over its replies r of P(r) * (gain(r) if r is a mistake,
//                                                      else ours(q + r, k - 1))
//
// with P(r) = weight(r) / (sum of the weights), gain(r) the outcome steps
// lost (a draw thrown away 1, a win thrown away to a loss 2), ours(., 0) = 0,
// and nothing to gain in a finished or decided game. So the criterion counts
// the share of losing replies, discounts those whose refutation is short, and
// looks a few turns ahead for traps still to come.
//
// Wins are not played for traps: a won position keeps the search's move, the
// quickest win, unless the search missed the win (then the quickest proven
// win is taken).
#include "root_choice.hpp"

#include <algorithm>

#include "evaluation.hpp"
#include "mancala/search.hpp"

namespace mancala::detail {
namespace {

constexpr int kHiddenPlies = 12;
constexpr int kOpponentTurns = 3;
constexpr double kTie = 1e-9;

// How tempting a mistake is whose punishment is decided `plies` plies after it.
double hidden(int plies) noexcept {
    const double x = std::min(1.0, static_cast<double>(plies) / kHiddenPlies);
    return x * x;
}

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

class TrapCounter {
public:
    TrapCounter(const Rules& rules, Prover& prover, Side me, int target)
        : rules_(rules), prover_(prover), me_(me), target_(target) {}

    // The chances after reaching `pos` (its outcome for us is the target),
    // with `turns` turns of the opponent still counted.
    double after(const Position& pos, int turns) {
        if (turns == 0 || decision(rules_, pos).decided || prover_.failed())
            return 0.0;
        if (!prover_.push(pos))
            return 0.0;
        const double chances = pos.toMove == me_ ? ours(pos, turns) : theirs(pos, turns);
        prover_.pop();
        return chances;
    }

private:
    double ours(const Position& pos, int turns) {
        MoveList moves;
        rules_.legalMoves(pos, moves);
        double best = 0.0;
        for (Move m : moves) {
            Position child = pos;
            rules_.apply(child, m, nullptr);
            const std::optional<int> o = outcomeFor(prover_, child, me_);
            if (!o)
                return 0.0;
            if (*o == target_)
                best = std::max(best, after(child, turns));
        }
        return best;
    }

    double theirs(const Position& pos, int turns) {
        MoveList replies;
        rules_.legalMoves(pos, replies);
        double weights = 0.0;
        double gained = 0.0;
        for (Move r : replies) {
            Position child = pos;
            rules_.apply(child, r, nullptr);
            const std::optional<int> o = outcomeFor(prover_, child, me_);
            if (!o)
                return 0.0;
            if (*o <= target_) {
                weights += 1.0;
                gained += after(child, turns - 1);
                continue;
            }
            double weight = 1.0;
            if (*o == 1) {
                const std::optional<int> v = prover_.exact(child);
                if (!v)
                    return 0.0;
                weight = hidden(decidedInPlies(*v));
            }
            weights += weight;
            gained += weight * (*o - target_);
        }
        return weights > 0.0 ? gained / weights : 0.0;
    }

    const Rules& rules_;
    Prover& prover_;
    Side me_;
    int target_;
};

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
    TrapCounter traps(rules, prover, root.toMove, target);
    double best = -1.0;
    for (ProvenMove& pm : choice.moves) {
        if (pm.outcome != target)
            continue;
        Position child = root;
        rules.apply(child, pm.move, nullptr);
        pm.chances = traps.after(child, kOpponentTurns);
        if (prover.failed())
            return false;
        if (pm.chances > best + kTie) {
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
