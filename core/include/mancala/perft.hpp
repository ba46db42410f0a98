// Perft: the number of leaves of the move tree below a position, the test of
// move generation and of the repetition rule (as engines such as Stockfish
// keep it in the engine, not in the command line). A node is expanded as the
// search expands it, by Rules::successors, and the repetition rule
// (endIfRepeated(), repetition.hpp) applies to every child along every path,
// as Game applies it; a game-over position is a leaf.
#pragma once

#include <cstdint>
#include <vector>

#include "mancala/repetition.hpp"
#include "mancala/rules.hpp"

namespace mancala {

// Leaves of the tree of depth `depth` below `pos`: the positions `depth`
// plies down, and the positions above them where the game is over. `seen`
// holds the positions of the game down to `pos` (`pos` included unless the
// game is over there, as advance() leaves it); it is the same again on
// return. perft of depth 0 is 1.
std::uint64_t perft(const Rules& rules, const Position& pos, RepetitionTracker& seen, int depth);

// The same below a position with no earlier history (the start of a game).
std::uint64_t perft(const Rules& rules, const Position& pos, int depth);

// Divide: the perft of depth `depth` - 1 below each legal move of `pos`, in
// the order of Rules::legalMoves (their sum is perft(depth)). Empty when
// `depth` is 0 or the game is over.
struct PerftDivision {
    Move move;
    std::uint64_t leaves = 0;
};
std::vector<PerftDivision> perftDivide(const Rules& rules, const Position& pos, RepetitionTracker& seen, int depth);
std::vector<PerftDivision> perftDivide(const Rules& rules, const Position& pos, int depth);

} // namespace mancala
