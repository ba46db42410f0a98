// Replay mode over the session's game: step through it move by move, jump to
// any ply, play it back on its own, and play on from a position shown.
//
// The controller holds no game of its own: it moves the session's shown ply
// (GameSession::showPly), so the board, the models and the window, which all
// follow the session, always agree with the ply shown. One ply forward
// animates the move from its trace; any other jump shows the position at once.
//
// Autoplay steps forward one move at a time: each step waits until the board
// has shown the previous one (stepShown(), connected to
// BoardView::animationFinished) and then for a short pause. Any change to the
// game from outside (a move played, a new game, a game opened, undo) ends
// replay mode.
#pragma once

#include <QObject>

class QTimer;

namespace mancala::ui {

class GameSession;

class ReplayController : public QObject {
    Q_OBJECT
public:
    explicit ReplayController(GameSession* session, QObject* parent = nullptr);

    GameSession* session() const noexcept { return session_; }
    bool isActive() const noexcept { return active_; }
    // The ply shown (0: the start) and the number of plies in the game.
    int ply() const;
    int plyCount() const;
    bool atEnd() const { return ply() == plyCount(); }
    bool isAutoplaying() const noexcept { return autoplay_; }
    // The pause between two steps of autoplay, after the board has shown a step.
    int autoplayPause() const noexcept { return pause_; }
    void setAutoplayPause(int ms);
    // Playing on from here is possible: the position shown is not over.
    bool canResume() const;

public slots:
    // Enters replay mode showing `ply` (the start by default).
    void start(int ply = 0);
    // Leaves replay mode, showing the latest position again.
    void stop();
    // Navigation (each enters replay mode if need be and stops autoplay).
    void first();
    void previous();
    void next();
    void last();
    void goTo(int ply);
    // Autoplay from the ply shown (from the start when at the end).
    void setAutoplay(bool on);
    // The board has shown the last step (BoardView::animationFinished).
    void stepShown();
    // Plays on from the ply shown: the later moves are discarded (ask first)
    // and replay mode ends.
    void resume();

signals:
    // Anything the replay bar shows changed: mode, ply, ply count, autoplay.
    void changed();

private:
    void show(int ply);
    void setActive(bool active);
    void onGameChanged();
    void autoplayStep();

    GameSession* session_;
    QTimer* pauseTimer_;
    bool active_ = false;
    bool autoplay_ = false;
    int pause_ = 500;
};

} // namespace mancala::ui
