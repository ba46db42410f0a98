// Internal: the rules objects, one file a family.
#pragma once

#include "mancala/rules.hpp"

namespace mancala::detail {

const Rules& djenonAboureRules() noexcept;
const Rules& ayoayoRules() noexcept;
const Rules& tihbatRules() noexcept;
const Rules& baoLaKimasaiRules() noexcept;
const Rules& kalahRules(GameId id) noexcept; // id: a Kalah of any size and option
const Rules& owareRules() noexcept;
// Oware without the 25-seed end: played until a player cannot move (or the
// third occurrence), every seed then in a total. Its id() is GameId::Oware;
// only the endgame database plays it (oware.cpp says why its outcome is the
// real game's).
const Rules& owareToTheEndRules() noexcept;

} // namespace mancala::detail
