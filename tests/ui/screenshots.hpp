// The pictures of the screenshot tool (ui_screenshots): how a widget is
// saved, and the shots of the screens people read in each language.
#pragma once

#include <QDir>
#include <QString>

#include "i18n/language.hpp"

class QImage;
class QWidget;

namespace mancala::ui {
class MainWindow;
}

namespace mancala::ui::shots {

// Every endgame build and analysis ended, what is posted delivered, and a
// moment to paint.
void settle();

// `widget` as it is on screen, as a small PNG at `path`.
void save(QWidget* widget, const QString& path);
// `picture` as a small PNG at `path`.
void saveImage(const QImage& picture, const QString& path);

// In `language` (the one installed): the move list, a game between players
// named in another script, the Open dialog, the replay bar, the rules' list
// of the board's parts, Game ▸ Set Up Position… (a Kalah position ready to
// play, the board emptied and refused, Bao la Kimasai's stones being placed,
// the Kalah position played from) and the evaluation dock, into `out` as
// <what>-<code>.png. `work` is a directory to save a record in. False (and
// a message on stderr) if a screen did not appear.
bool takeReadingShots(MainWindow& window, Language language, const QDir& out, const QDir& work);

// In `language`: a game with Settings ▸ Sound and Settings ▸ Board Theme
// open, and the game in the high-contrast theme, as sound-menu-<code>.png,
// theme-menu-<code>.png and theme-high-contrast-<code>.png, and a game
// against the computer with the playable holes marked and Computer ▸ North
// Is Played By open, as players-<code>.png, and Game ▸ Statistics after a few
// games, as statistics-<code>.png (screenshots_looks.cpp).
bool takeSettingsShots(MainWindow& window, Language language, const QDir& out);
// In English: each theme in the middle of an Ayoayo and a Bao la Kimasai
// game (theme-<name>.png, theme-<name>-bao-la-kimasai.png), and Automatic
// in a window on a dark palette (theme-automatic-dark-desktop.png).
bool takeThemeShots(MainWindow& window, const QDir& out);
// In `language`: a replayed game with the Analysis dock and the marks, as
// <path> (a PNG), and its board and game sheet exported beside it (.svg,
// .pdf). False (and a message on stderr) if the analysis did not finish.
bool analysisShot(MainWindow& window, Language language, const QString& path);
bool provenWinShot(MainWindow& window, const QString& path);

} // namespace mancala::ui::shots
