// Keeps a window on its screen: a laptop's 1366 × 768, or a 1400 × 900
// screen at scale 2 (700 × 450 of Qt's pixels), must show the whole of it.
#pragma once

class QWidget;

namespace mancala::ui {

// Shrinks the window `window` (never below its minimum size) and moves it
// so that its frame lies within the available area of its screen. Until the
// window system has framed it, room is kept for a title bar and a border.
void keepWithinScreen(QWidget& window);
// The window system has drawn `window`'s frame (a window manager frames a
// window after it is shown: it is fitted again then).
bool frameIsDrawn(const QWidget& window);

} // namespace mancala::ui
