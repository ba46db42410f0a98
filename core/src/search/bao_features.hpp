// Internal: the features of the Bao la Kimasai evaluation (evaluation.cpp),
// shared with the tool that tunes their weights (tools/bao_tuning).
//
// Every feature is seen from the side to move ("me") against the opponent.
// Columns are counted from my left as I face the board (South: a..l, North:
// l..a), so my front-row stones always run toward higher columns and the
// opponent's toward lower ones. The board is symmetric under this turn, so
// one table serves both sides.
//
// - Material: my stones on the board minus the opponent's (the captured
//   difference), and the same scaled by the share of stones already
//   captured (a stone counts for more as the board empties).
// - Column: for each of the 12 columns, which of its four holes hold a stone
//   (my back, my front, the opponent's front, the opponent's back): 16 states.
// - Front pair: for each two neighbouring columns, the four front-row holes
//   (16 states): who can step in front of whom, the threats of the next move.
// - Captures: how many captures I could make now, and how many the opponent
//   could make if it were its move (0, 1, 2, 3 or more).
// - Moves: how many moves I have, and the opponent (0 .. 6, 7 or more).
#pragma once

#include <array>
#include <cstdint>

#include "mancala/types.hpp"

namespace mancala::detail {

inline constexpr int kBaoColumns = 12;
inline constexpr int kBaoStates = 16;
inline constexpr int kBaoColumnBase = 0;
inline constexpr int kBaoPairBase = kBaoColumnBase + kBaoColumns * kBaoStates;
inline constexpr int kBaoMyCapturesBase = kBaoPairBase + (kBaoColumns - 1) * kBaoStates;
inline constexpr int kBaoTheirCapturesBase = kBaoMyCapturesBase + 4;
inline constexpr int kBaoMyMovesBase = kBaoTheirCapturesBase + 4;
inline constexpr int kBaoTheirMovesBase = kBaoMyMovesBase + 8;
inline constexpr int kBaoFeatureCount = kBaoTheirMovesBase + 8;
inline constexpr int kBaoStones = 46;

struct BaoFeatures {
    int material = 0; // my stones minus the opponent's
    int captured = 0; // stones no longer on the board, 0 .. kBaoStones
    // Indices into the weight table, one per column, front pair, capture
    // count and move count.
    std::array<std::uint16_t, kBaoColumns + (kBaoColumns - 1) + 4> active{};
};

BaoFeatures baoFeatures(const Position& pos) noexcept;

} // namespace mancala::detail
