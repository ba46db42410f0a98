// Internal: the four rules objects, one file each.
#pragma once

#include "mancala/rules.hpp"

namespace mancala::detail {

const Rules& djenonAboureRules() noexcept;
const Rules& ayoayoRules() noexcept;
const Rules& tihbatRules() noexcept;
const Rules& baoLaKimasaiRules() noexcept;

} // namespace mancala::detail
