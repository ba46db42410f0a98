// Helpers of the core suites that run once per game (TEST_P over GameId) or
// build 2 x 6 boards of a game they are handed (the rule-scenario suites have
// scenario.hpp instead).
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>

#include "mancala/rules.hpp"

namespace mancala {

// "djenon_aboure": a game's id as a test name.
inline std::string gameParamName(const ::testing::TestParamInfo<GameId>& info) {
    std::string name{gameIdString(info.param)};
    std::replace(name.begin(), name.end(), '-', '_');
    return name;
}

// A board of a 2 x 6 game, rows as on screen (North's on top), columns a..f.
inline Position twoRows(const Rules& rules, const std::array<int, 6>& north, const std::array<int, 6>& south,
                        int southTotal, int northTotal, Side toMove = Side::South) {
    Position p;
    for (int col = 0; col < 6; ++col) {
        p.board[rules.hole(0, col)] = static_cast<std::uint8_t>(south[col]);
        p.board[rules.hole(1, col)] = static_cast<std::uint8_t>(north[col]);
    }
    p.totals = {static_cast<std::uint16_t>(southTotal), static_cast<std::uint16_t>(northTotal)};
    p.toMove = toMove;
    return p;
}

} // namespace mancala
