// Stable pseudo-random numbers for the board's look: the same pile, tray or
// wood grain always comes out the same (BoardGeometry places seeds with them,
// BoardPainter picks seed colours and draws the grain with them).
#pragma once

#include <cstdint>

#include "mancala/types.hpp"

namespace mancala::ui {

inline std::uint32_t mix(std::uint32_t x) noexcept {
    x ^= x >> 16;
    x *= 0x7feb352dU;
    x ^= x >> 15;
    x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}

// A number in [0, 1) for a salt and two indices.
inline double noise(std::uint32_t salt, int i, int k) noexcept {
    const std::uint32_t h = mix(salt * 0x9e3779b9U + static_cast<std::uint32_t>(i) * 0x85ebca6bU +
                                static_cast<std::uint32_t>(k) * 0xc2b2ae35U);
    return static_cast<double>(h & 0xffffffU) / static_cast<double>(0x1000000);
}

// The salts of the seeds in a hole, a player's tray or store, and the hand.
inline std::uint32_t holeSalt(Hole h) noexcept {
    return 1000U + h;
}

inline std::uint32_t totalSalt(Side side) noexcept {
    return 7000U + static_cast<std::uint32_t>(index(side));
}

inline constexpr std::uint32_t kHandSalt = 9000U;

// The key of the i-th seed of a salted place (it picks the seed's colour).
inline std::uint32_t seedKey(std::uint32_t salt, int i) noexcept {
    return salt * 64U + static_cast<std::uint32_t>(i);
}

} // namespace mancala::ui
