// The replay bar under the board, shown in replay mode: first / previous /
// autoplay / next / last buttons, a slider over the plies, which move is
// shown and what it did, "Play On From Here" and "Leave Replay". It owns the
// replay actions (also in the Replay menu; Home, Left, Right and End while
// replaying) and keeps the move list's selection on the ply shown; a click
// on a move jumps there.
//
// The controls of the timeline stay left to right in every language (media
// controls are not mirrored); the words follow the language.
#pragma once

#include <QFrame>

#include "settings/animation_speed.hpp"

class QAction;
class QLabel;
class QListView;
class QMenu;
class QSlider;
class QToolButton;

namespace mancala::ui {

class BoardView;
class TurnController;
class ReplayController;
class WordElidedLabel;

class ReplayBar : public QFrame {
    Q_OBJECT
public:
    ReplayBar(ReplayController* replay, TurnController* turns, BoardView* view, QWidget* parent = nullptr);

    // Follows `list` (a view of the MoveListModel): its selection is the ply
    // shown, a click on a move shows the position after it.
    void setMoveList(QListView* list);
    // The Replay menu (the actions below), worded with the bar.
    // The actions, by their object names: "replayGameAction", "firstPlyAction",
    // "previousPlyAction", "nextPlyAction", "lastPlyAction", "autoplayAction",
    // "playOnAction", "leaveReplayAction"; the widgets: "replaySlider", and
    // "replayCounter" ("12 / 72") and "replayDescription" (a WordElidedLabel:
    // the move shown in words, "12. Ada: c1 — 2 laps, …").
    QMenu* menu() const noexcept { return menu_; }

    // The pause between the moves of autoplay at each animation speed.
    static int autoplayPause(AnimationSpeed speed);

protected:
    void changeEvent(QEvent* event) override;

private:
    void createActions();
    void createWidgets();
    void retranslate();
    void sync();
    void navigate(void (ReplayController::*step)());

    ReplayController* replay_;
    TurnController* turns_;
    BoardView* view_;
    QListView* list_ = nullptr;
    bool syncing_ = false;

    QAction* replayGame_ = nullptr;
    QAction* first_ = nullptr;
    QAction* previous_ = nullptr;
    QAction* next_ = nullptr;
    QAction* last_ = nullptr;
    QAction* autoplay_ = nullptr;
    QAction* playOn_ = nullptr;
    QAction* leave_ = nullptr;
    QMenu* menu_ = nullptr;
    QSlider* slider_ = nullptr;
    QLabel* counter_ = nullptr;
    WordElidedLabel* description_ = nullptr;
};

} // namespace mancala::ui
