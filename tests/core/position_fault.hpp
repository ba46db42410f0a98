// "seeds not conserved": a broken invariant (Rules::positionFault) in words,
// for the tests' messages.
#pragma once

#include <string_view>

#include "mancala/rules.hpp"

namespace mancala {

inline std::string_view positionFaultName(PositionFault fault) noexcept {
    switch (fault) {
    case PositionFault::None: return "none";
    case PositionFault::SeedInUnusedHole: return "seed in an unused hole";
    case PositionFault::HoleOverCapacity: return "hole over capacity";
    case PositionFault::SeedsNotConserved: return "seeds not conserved";
    case PositionFault::EndWithoutWinner: return "end and winner disagree";
    }
    return "unknown";
}

} // namespace mancala
