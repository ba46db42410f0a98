#include "mancala/perft.hpp"

namespace mancala {
namespace {

RepetitionTracker startingWith(const Rules& rules, const Position& pos) {
    RepetitionTracker seen;
    if (!pos.over())
        seen.push(rules, pos);
    return seen;
}

} // namespace

std::uint64_t perft(const Rules& rules, const Position& pos, RepetitionTracker& seen, int depth) {
    if (depth == 0 || pos.over())
        return 1;
    MoveList moves;
    rules.legalMoves(pos, moves);
    if (depth == 1)
        return static_cast<std::uint64_t>(moves.size());
    std::uint64_t leaves = 0;
    for (Move m : moves) {
        Position child = pos;
        const bool recorded = advance(rules, child, m, seen);
        leaves += perft(rules, child, seen, depth - 1);
        if (recorded)
            seen.pop();
    }
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
    MoveList moves;
    rules.legalMoves(pos, moves);
    for (Move m : moves) {
        Position child = pos;
        const bool recorded = advance(rules, child, m, seen);
        out.push_back({m, perft(rules, child, seen, depth - 1)});
        if (recorded)
            seen.pop();
    }
    return out;
}

std::vector<PerftDivision> perftDivide(const Rules& rules, const Position& pos, int depth) {
    RepetitionTracker seen = startingWith(rules, pos);
    return perftDivide(rules, pos, seen, depth);
}

} // namespace mancala
