// Internal: the exact value of a position in an endgame database's range
// after its history (solveEndgame() of endgames.hpp), with a deadline for
// the Expert (search_api.cpp) besides the node limit and the stop token.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <span>
#include <stop_token>

#include "mancala/endgames.hpp"
#include "mancala/repetition.hpp"

namespace mancala::detail {

struct EndgameBudget {
    std::uint64_t maxNodes = 0; // 0: no limit
    std::optional<std::chrono::steady_clock::time_point> deadline;
    std::stop_token stop;
};

// Whether the entry of the position last recorded in `path` is its value
// for the path as history: exact, and history-free or with no position of
// the stretch recorded twice.
inline bool answersFor(const EndgameEntry& entry, const RepetitionTracker& path) noexcept {
    return entry.exact && (entry.historyFree || !path.repeatedInStretch());
}

std::optional<EndgameSolution> solveEndgame(const EndgameDatabase& database, const Rules& rules, const Position& pos,
                                            std::span<const Position> history, const EndgameBudget& budget);

} // namespace mancala::detail
