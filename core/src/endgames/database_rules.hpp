// Internal: the rules an endgame database is built, checked and searched
// under. The game's own, except Oware's: its database holds the values of
// Oware played to the end (detail::owareToTheEndRules()), whose outcomes are
// the real game's; the 25-seed end would make a value depend on the totals,
// which the index leaves out (endgames.hpp).
#pragma once

#include "games/games.hpp"
#include "mancala/rules.hpp"

namespace mancala::detail {

inline const Rules& databaseRules(const Rules& rules) noexcept {
    return rules.id() == GameId::Oware ? owareToTheEndRules() : rules;
}

} // namespace mancala::detail
