// Internal: the exact Tihbat solver behind Level::Expert and tihbatValue().
#pragma once

#include <optional>
#include <span>
#include <stop_token>

#include "search/exact_choice.hpp"
#include "mancala/types.hpp"

namespace mancala::detail {

// Solves the Tihbat position `pos` (not over) after the game's earlier
// positions `history` (oldest first; those since the last capture matter).
// Exact: `future` counts the final equal split of the counters left too, and
// `best` is the first move (in hole order) that keeps it. Empty only when
// `stop` was requested before the answer was known.
std::optional<ExactSolution> solveTihbat(const Position& pos, std::span<const Position> history, std::stop_token stop);

} // namespace mancala::detail
