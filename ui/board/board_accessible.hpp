// Accessibility for BoardView: every hole is an accessible child ("South,
// hole c1, 4 seeds") that can be pressed, and the keyboard cursor is the
// focused child; after the holes, each player is one ("Ada, Computer ·
// Expert: 12 seeds captured; to move"); the board's description says whose
// turn it is.
#pragma once

namespace mancala::ui {

// Makes QAccessible build BoardView's interface (idempotent).
void installBoardAccessibility();

} // namespace mancala::ui
