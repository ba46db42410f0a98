// Settings ▸ Board Theme: Automatic (the board follows the window's light or
// dark palette), Wood, Dark and High Contrast. The choice is remembered in the
// settings and applied at once to every board of the window the menu is in
// (the game's, and the rules browser's example board).
#pragma once

#include <QMenu>

#include "settings/theme_choice.hpp"

class QActionGroup;

namespace mancala::ui {

class Settings;

class ThemeMenu : public QMenu {
    Q_OBJECT
public:
    // Applies the theme remembered in `settings` to the boards of `window` now.
    ThemeMenu(Settings* settings, QWidget* window);

    QAction* themeAction(ThemeChoice choice) const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void choose(ThemeChoice choice);
    void apply(ThemeChoice choice);
    void retranslate();

    Settings* settings_;
    QWidget* window_;
    QActionGroup* group_;
};

} // namespace mancala::ui
