// The pictures of the screenshot tool (ui_screenshots): how a widget is
// saved, and the shots of the screens people read in each language.
#pragma once

#include <QDir>
#include <QString>

#include "i18n/language.hpp"

class QWidget;

namespace mancala::ui {
class MainWindow;
}

namespace mancala::ui::shots {

// What is posted delivered, and a moment to paint.
void settle();

// `widget` as it is on screen, as a small PNG at `path`.
void save(QWidget* widget, const QString& path);

// In `language` (the one installed): the move list, a game between players
// named in another script, the Open dialog, the replay bar, the rules' list
// of the board's parts and the evaluation dock, into `out` as
// <what>-<code>.png. `work` is a directory to save a record in. False (and
// a message on stderr) if a screen did not appear.
bool takeReadingShots(MainWindow& window, Language language, const QDir& out, const QDir& work);

// In `language`: a replayed game with the Analysis dock and the marks, as
// <path> (a PNG), and its board and game sheet exported beside it (.svg,
// .pdf). False (and a message on stderr) if the analysis did not finish.
bool analysisShot(MainWindow& window, Language language, const QString& path);

} // namespace mancala::ui::shots
