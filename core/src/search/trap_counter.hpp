// Internal: the opponent model of the choices among moves of equal exact
// value (root_choice.cpp for the games the search solves, exact_choice.cpp
// for Tihbat and the endgame databases): how many chances a move gives a fallible opponent to go wrong.
//
// The opponent is modelled as a fallible player, the same for every game and
// every kind of opponent (a program or a person), never as a copy of a
// particular program. At each of its turns it picks among its replies at
// random, a reply that keeps its value with weight 1 and a mistake (a reply
// after which its outcome is worse) with weight
//
//     hidden(d) = min(1, d / kHiddenPlies)^2,
//
// where d is the number of plies in which we then decide the game (the
// oracle says how it is counted): a mistake punished at once is seen by
// almost anyone and seldom made, one whose punishment lies kHiddenPlies
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
// and nothing to gain in a finished or decided game.
//
// The oracle knows the exact outcomes, along a path of positions:
//   Position child(const Position& pos, Move m)   pos is the path's last position
//   std::optional<int> outcome(const Position& c) 1, 0, -1 for c's side to move;
//                                                  c one move after the path's last
//   std::optional<int> punishment(const Position& c)  d above, for a c that its
//                                                  side to move wins
//   bool push(const Position&); void pop(); bool failed() const;
// An empty answer (the oracle gave up) makes every later count 0, and the
// caller checks failed().
#pragma once

#include <algorithm>
#include <optional>

#include "search/evaluation.hpp"
#include "mancala/rules.hpp"

namespace mancala::detail {

inline constexpr int kHiddenPlies = 12;
inline constexpr int kOpponentTurns = 3;
inline constexpr double kChanceTie = 1e-9;

// How tempting a mistake is whose punishment is decided `plies` plies after it.
inline double hidden(int plies) noexcept {
    const double x = std::min(1.0, static_cast<double>(plies) / kHiddenPlies);
    return x * x;
}

template <class Oracle> class TrapCounter {
public:
    TrapCounter(const Rules& rules, Oracle& oracle, Side me, int target)
        : rules_(rules), oracle_(oracle), me_(me), target_(target) {}

    // The chances after reaching `pos` (its outcome for us is the target),
    // with `turns` turns of the opponent still counted.
    double after(const Position& pos, int turns) {
        if (turns == 0 || decision(rules_, pos).decided || oracle_.failed())
            return 0.0;
        if (!oracle_.push(pos))
            return 0.0;
        const double chances = pos.toMove == me_ ? ours(pos, turns) : theirs(pos, turns);
        oracle_.pop();
        return chances;
    }

private:
    // The outcome of `child` for us.
    std::optional<int> outcomeForMe(const Position& child) {
        const std::optional<int> o = oracle_.outcome(child);
        if (!o)
            return std::nullopt;
        return child.toMove == me_ ? *o : -*o;
    }

    double ours(const Position& pos, int turns) {
        MoveList moves;
        rules_.legalMoves(pos, moves);
        double best = 0.0;
        for (Move m : moves) {
            const Position child = oracle_.child(pos, m);
            const std::optional<int> o = outcomeForMe(child);
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
            const Position child = oracle_.child(pos, r);
            const std::optional<int> o = outcomeForMe(child);
            if (!o)
                return 0.0;
            if (*o <= target_) {
                weights += 1.0;
                gained += after(child, turns - 1);
                continue;
            }
            double weight = 1.0;
            if (*o == 1) {
                const std::optional<int> d = oracle_.punishment(child);
                if (!d)
                    return 0.0;
                weight = hidden(*d);
            }
            weights += weight;
            gained += weight * (*o - target_);
        }
        return weights > 0.0 ? gained / weights : 0.0;
    }

    const Rules& rules_;
    Oracle& oracle_;
    Side me_;
    int target_;
};

} // namespace mancala::detail
