// The board themes one can choose in Settings ▸ Board Theme (the themes
// themselves are board/board_theme.hpp's). Automatic follows the window: the
// dark board on a dark palette, the wooden one on a light palette.
#pragma once

#include <array>
#include <cstdint>

namespace mancala::ui {

enum class ThemeChoice : std::uint8_t { Automatic, Wood, Dark, HighContrast };
inline constexpr std::array kAllThemeChoices{ThemeChoice::Automatic, ThemeChoice::Wood, ThemeChoice::Dark,
                                             ThemeChoice::HighContrast};

} // namespace mancala::ui
