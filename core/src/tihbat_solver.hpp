// Internal: the exact Tihbat solver behind Level::Expert and tihbatValue().
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <stop_token>

#include "mancala/types.hpp"

namespace mancala::detail {

struct TihbatSolution {
    // Net future captures of the side to move under perfect play, the final
    // equal split of the counters left included: the final difference is
    // this plus the current difference of the totals.
    int future = 0;
    Move best;               // the first move (in hole order) that keeps `future`
    std::uint64_t nodes = 0; // positions searched for this answer (the shared tables not counted)
};

// Solves the Tihbat position `pos` (not over) after the game's earlier
// positions `history` (oldest first; those since the last capture matter).
// Exact. Empty only when `stop` was requested before the answer was known.
std::optional<TihbatSolution> solveTihbat(const Position& pos, std::span<const Position> history,
                                          std::stop_token stop);

} // namespace mancala::detail
