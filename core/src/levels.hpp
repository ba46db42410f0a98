// Internal: what each level is (levels.cpp): its depth, its evaluation, its
// table size, and the Beginner, who does not search.
#pragma once

#include "mancala/search.hpp"

namespace mancala::detail {

// The deepest iteration of `level` when the options set none.
int levelDepth(Level level) noexcept;

// Whether `level` searches on the captured difference alone in this game.
bool materialOnly(const Rules& rules, Level level) noexcept;

// The transposition table of `level` when the options set none, in MiB.
int levelHashMegabytes(Level level) noexcept;

// Beginner: one ply, a random move; a capture is likelier the more it takes,
// a winning move likelier still.
SearchResult beginner(const Rules& rules, const Position& pos, const SearchOptions& options);

} // namespace mancala::detail
