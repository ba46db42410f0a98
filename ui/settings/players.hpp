// Who plays each side: a person at this computer, or the computer at one of
// the search's levels (mancala/search.hpp). The new-game dialog chooses it,
// the settings remember it and TurnController gives the computer its turns.
#pragma once

#include <array>
#include <cstdint>

#include "mancala/search.hpp"
#include "mancala/types.hpp"

namespace mancala::ui {

enum class PlayerKind : std::uint8_t { Human, Computer };

struct PlayerSetup {
    std::array<PlayerKind, 2> kind{PlayerKind::Human, PlayerKind::Human}; // by index(Side)
    std::array<Level, 2> level{Level::Intermediate, Level::Intermediate}; // used for a computer side

    bool isComputer(Side side) const noexcept { return kind[index(side)] == PlayerKind::Computer; }
    Level levelOf(Side side) const noexcept { return level[index(side)]; }
    bool anyComputer() const noexcept { return isComputer(Side::South) || isComputer(Side::North); }
    bool anyHuman() const noexcept { return !isComputer(Side::South) || !isComputer(Side::North); }
    friend bool operator==(const PlayerSetup&, const PlayerSetup&) = default;
};

// The longest name the new-game dialog takes and the settings give back, in
// UTF-16 code units (a name read from a record is as long as the record says,
// at most kMaxTagValueBytes).
inline constexpr int kMaxPlayerNameLength = 100;

// Expert's thinking time per move: the default and the range the app offers.
inline constexpr int kDefaultExpertTimeMs = 1000;
inline constexpr int kMinExpertTimeMs = 100;
inline constexpr int kMaxExpertTimeMs = 60'000;

} // namespace mancala::ui
