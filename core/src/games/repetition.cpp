#include "mancala/repetition.hpp"

namespace mancala {

void RepetitionTracker::assign(const Rules& rules, std::span<const Position> history) {
    clear();
    for (const Position& p : history)
        push(rules, p);
}

} // namespace mancala
