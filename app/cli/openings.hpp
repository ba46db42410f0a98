// The openings of `mancala-cli match`: every distinct position a few plies
// from the start, the balanced filter, and a seeded shuffle. No I/O, no
// wording (ai.cpp words and prints).
#pragma once

#include <cstdint>
#include <vector>

#include "mancala/game.hpp"

namespace mancala::cli {

using Opening = std::vector<Move>;

struct OpeningSet {
    std::vector<Opening> openings; // one per distinct position, in the order found
    std::uint64_t sequences = 0;   // move sequences of the plies that leave the game going
    bool complete = true;          // false: stopped at the sequence limit
};

// Every distinct position reached by exactly `plies` legal moves from the
// start with the game still going, each with the first move sequence that
// reaches it (depth first, moves in the order of Rules::legalMoves). Two
// sequences reaching the same position (board, totals, side to move) are one
// opening. Stops, incomplete, after `maxSequences` sequences or twice as
// many positions visited (lines ending before the plies count too).
OpeningSet enumerateOpenings(const Rules& rules, int plies, std::uint64_t maxSequences);

// The final position of `opening` (legal moves from the start, game going).
PositionKey openingKey(const Rules& rules, const Opening& opening);

// The balanced filter: a search of a million nodes (kBalanceNodes) on the
// captured difference alone (Advanced's measure, searched deeper;
// deterministic) finds neither side winning seeds. Not Expert's evaluation,
// which a filter must not flatter. In Tihbat, which is solved, the exact
// value instead: a draw with perfect play (tihbatValue, difference 0).
inline constexpr std::uint64_t kBalanceNodes = 1'000'000;
bool isBalanced(const Game& game);

// Fisher-Yates with a splitmix64 stream from `seed`: the same seed and list
// give the same order on every platform.
void shuffleOpenings(std::vector<Opening>& openings, std::uint64_t seed);

// One splitmix64 step.
std::uint64_t mixSeed(std::uint64_t x) noexcept;

} // namespace mancala::cli
