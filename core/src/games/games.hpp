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

} // namespace mancala::detail
