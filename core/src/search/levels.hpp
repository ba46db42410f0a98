// Internal: what each level is (levels.cpp): its depth, its evaluation, its
// table size, and the Beginner, who does not search.
#pragma once

#include "mancala/search.hpp"

namespace mancala::detail {

// The deepest iteration of `level` when the options set none.
int levelDepth(Level level) noexcept;

// Whether `level` searches on the captured difference alone in this game.
bool materialOnly(const Rules& rules, Level level) noexcept;

// How much worse than its best a root move may score, in hundredths of a
// seed, for `level` to play it instead: the lower levels draw among the moves
// within this margin with the seed, so that each game (the app gives every
// game its own seed) is another game. Negative: the best move only (Expert;
// Beginner does not search).
int levelMargin(Level level) noexcept;

// The transposition table of `level` when the options set none, in MiB.
int levelHashMegabytes(Level level) noexcept;

// Beginner: one ply, a random move; a capture is likelier the more it takes,
// a winning move likelier still.
SearchResult beginner(const Rules& rules, const Position& pos, const SearchOptions& options);

} // namespace mancala::detail
