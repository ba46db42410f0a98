// The strategies of a certificate (proof_writer.hpp).
#include "search/proof_writer.hpp"

#include <algorithm>

namespace mancala::detail {
namespace {

// A move to try for the strategy, best first: those whose child ends the
// game or is a leaf (nothing below them to prove), then the table's move,
// then the most seeds taken.
struct Candidate {
    Successor successor;
    int gain = 0;
    int order = 0;
};

} // namespace

bool ProofWriter::childAtMost(const Position& c, int u) {
    if (c.over())
        return 0 <= u;
    if (solver_.leaf(c)) {
        const std::optional<int> v = solver_.leafValue(c);
        return v && *v <= u;
    }
    if (!solver_.push(c))
        return false;
    const std::optional<int> v = solver_.value(c, u, u + 1);
    const bool proven = v && *v <= u && atMost(c, u);
    solver_.pop();
    return proven;
}

bool ProofWriter::childAtLeast(const Position& c, int t) {
    if (c.over())
        return 0 >= t;
    if (solver_.leaf(c)) {
        const std::optional<int> v = solver_.leafValue(c);
        return v && *v >= t;
    }
    if (!solver_.push(c))
        return false;
    const bool proven = atLeast(c, t);
    solver_.pop();
    return proven;
}

bool ProofWriter::atLeast(const Position& pos, int t) {
    const auto side = static_cast<std::size_t>(index(pos.toMove));
    const BoardKey key = boardKey(pos);
    if (const auto it = lower_[side].find(key); it != lower_[side].end() && it->second.bound >= t)
        return true;
    SuccessorList next;
    solver_.rules().successors(pos, next);
    std::vector<Candidate> candidates;
    const std::optional<std::uint8_t> tableMove = solver_.tableMove(pos);
    for (const Successor& s : next) {
        const int gain = ValueSolver::gain(pos, s.pos);
        const bool final = s.pos.over() || solver_.leaf(s.pos);
        const int order = final ? 2000 : relativeMove(pos, s.move) == tableMove ? 1000 : gain;
        candidates.push_back({s, gain, order});
    }
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const Candidate& a, const Candidate& b) { return a.order > b.order; });
    for (const Candidate& c : candidates) {
        if (!childAtMost(c.successor.pos, c.gain - t)) {
            if (solver_.failed())
                return false;
            continue;
        }
        lower_[side][key] = Lower{t, relativeMove(pos, c.successor.move)};
        return true;
    }
    return false;
}

bool ProofWriter::atMost(const Position& pos, int u) {
    const auto side = static_cast<std::size_t>(index(pos.toMove));
    const BoardKey key = boardKey(pos);
    if (const auto it = upper_[side].find(key); it != upper_[side].end() && it->second <= u)
        return true;
    SuccessorList next;
    solver_.rules().successors(pos, next);
    std::vector<Candidate> replies;
    for (const Successor& s : next)
        replies.push_back({s, ValueSolver::gain(pos, s.pos), 0});
    for (const Candidate& r : replies)
        if (!childAtLeast(r.successor.pos, r.gain - u))
            return false;
    upper_[side][key] = u;
    return true;
}

std::vector<StrategyMove> ProofWriter::strategy(Side side) const {
    std::vector<StrategyMove> out;
    for (const auto& [key, lower] : lower_[static_cast<std::size_t>(index(side))]) {
        StrategyMove m;
        for (int i = 0; i < kEndgameHoles; ++i)
            m.board[static_cast<std::size_t>(i)] =
                static_cast<std::uint8_t>((i < 10 ? key.low >> (6 * i) : key.high >> (6 * (i - 10))) & 63);
        m.move = lower.move;
        out.push_back(m);
    }
    std::sort(out.begin(), out.end(), [](const StrategyMove& a, const StrategyMove& b) { return a.board < b.board; });
    return out;
}

} // namespace mancala::detail
