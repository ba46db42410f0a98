// What the board tells a person about its holes, in the status bar and on
// the board:
//
// - why a hole cannot be played: when a click on it is refused
//   (TurnController::refused) and while the mouse rests on one of the
//   mover's holes that may not be played — the same words both times
//   ("c1: This hole is empty"); leaving it clears what hovering said;
// - View ▸ Show Playable Holes, a checkable action kept in the settings, which
//   has the board mark every hole the person to move may play
//   (BoardView::setShowPlayable).
//
// It asks TurnController why a hole is refused: it decides nothing itself.
#pragma once

#include <QObject>

#include "mancala/rules.hpp"

class QAction;
class QStatusBar;

namespace mancala::ui {

class BoardView;
class GameSession;
class Settings;
class TurnController;

class HoleGuide : public QObject {
    Q_OBJECT
public:
    HoleGuide(BoardView* board, TurnController* turns, GameSession* session, Settings* settings, QStatusBar* statusBar,
              QObject* parent = nullptr);

    QAction* showPlayableAction() const noexcept { return showPlayable_; }

    // "c1: This hole is empty": why `hole` cannot be played for `why`.
    QString explanation(Hole hole, IllegalReason why) const;

protected:
    bool event(QEvent* event) override;

private:
    void retranslate();
    void onHovered(Hole hole);

    BoardView* board_;
    TurnController* turns_;
    GameSession* session_;
    QStatusBar* statusBar_;
    QAction* showPlayable_;
    bool hoverSaid_ = false; // the status bar shows what hovering said
};

} // namespace mancala::ui
