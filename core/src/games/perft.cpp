#include "mancala/perft.hpp"

namespace mancala {
namespace {

RepetitionTracker startingWith(const Rules& rules, const Position& pos) {
    RepetitionTracker seen;
    if (!pos.over())
        seen.push(rules, pos);
    return seen;
}

// The leaves below `child`, a successor of the last position of `seen`, once
// the repetition rule has been applied to it.
std::uint64_t perftChild(const Rules& rules, Position child, RepetitionTracker& seen, int depth) {
    PositionKey key;
    endIfRepeated(rules, child, seen, key);
    if (child.over())
        return perft(rules, child, seen, depth);
    seen.push(key, capturedSeeds(child));
    const std::uint64_t leaves = perft(rules, child, seen, depth);
    seen.pop();
    return leaves;
}

} // namespace

std::uint64_t perft(const Rules& rules, const Position& pos, RepetitionTracker& seen, int depth) {
    if (depth == 0 || pos.over())
        return 1;
    SuccessorList next;
    rules.successors(pos, next);
    if (depth == 1)
        return static_cast<std::uint64_t>(next.size());
    std::uint64_t leaves = 0;
    for (const Successor& s : next)
        leaves += perftChild(rules, s.pos, seen, depth - 1);
    return leaves;
}

std::uint64_t perft(const Rules& rules, const Position& pos, int depth) {
    RepetitionTracker seen = startingWith(rules, pos);
    return perft(rules, pos, seen, depth);
}

std::vector<PerftDivision> perftDivide(const Rules& rules, const Position& pos, RepetitionTracker& seen, int depth) {
    std::vector<PerftDivision> out;
    if (depth == 0)
        return out;
    SuccessorList next;
    rules.successors(pos, next);
    for (const Successor& s : next)
        out.push_back({s.move, perftChild(rules, s.pos, seen, depth - 1)});
    return out;
}

std::vector<PerftDivision> perftDivide(const Rules& rules, const Position& pos, int depth) {
    RepetitionTracker seen = startingWith(rules, pos);
    return perftDivide(rules, pos, seen, depth);
}

} // namespace mancala
