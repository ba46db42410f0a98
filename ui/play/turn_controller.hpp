// Whose turn it is in the app, and every move the app makes: the one object
// that decides who may move now. The board, the Pass button and the menus
// ask it; nothing else plays a move into the session.
//
// - A person's move (playHole, pass) is played when a person has the side to
//   move; otherwise the board refuses it (`refused` carries the reason the
//   status bar words). It is checked once, here (GameSession::check), and
//   goes down as a CheckedMove that the session, Game and Rules::apply play
//   without checking it again. During a replay the move the game holds next steps
//   forward through it; any other move first asks "Play on from here?"
//   (GameFiles::confirmDiscardLaterMoves) and then discards the later moves.
// - The computer (ComputerPlayer) thinks when the side to move is its own,
//   the session shows its latest position, no replay is active, the board
//   has settled (BoardView::animationFinished) and it is not paused; every
//   change of the game, the players, pausing and the language cancels the
//   search; whether to think again is decided from the event loop, after the
//   change that prompted it is complete. What it chose is played here.
// - Pause stops the computer before its next move (the move it is thinking
//   about is cancelled); Step, while paused, lets it play one move. A new
//   game un-pauses it.
// - Undo and redo as people mean them: back or forward until a person is to
//   move; with only computers playing, one move, and the computer pauses.
// - The board takes input only while a person is to move
//   (BoardView::setInputEnabled).
// - On a time control (GameClocks), the clock of the side to move runs only
//   while the latest position is shown, the board is at rest, the game goes
//   on, nothing pauses the computer and no dialog holds the window; a move is
//   played only if the mover's flag has not fallen, and a fallen flag ends
//   the game (no side is to move then). The computer's Expert takes at most
//   its clock's share of time for a move (mancala::thinkingTime).
#pragma once

#include <QObject>

#include "mancala/rules.hpp"
#include "settings/players.hpp"

class QAction;

namespace mancala::ui {

class BoardView;
class ComputerPlayer;
class GameClocks;
class GameFiles;
class GameSession;
class ReplayController;

class TurnController : public QObject {
    Q_OBJECT
public:
    TurnController(GameSession* session, BoardView* view, ReplayController* replay, GameFiles* files,
                   ComputerPlayer* computer, QObject* parent = nullptr);

    // The session's players (GameSession::players); setting them here or
    // there is the same.
    const PlayerSetup& players() const noexcept;
    void setPlayers(const PlayerSetup& players);

    // The clocks of a game on a time control (until set: none).
    void setClocks(GameClocks* clocks);
    // The game shown goes on: not over by its rules, nor lost on time.
    bool gameGoesOn() const;
    // The side to move in the position shown is the computer's (the game goes on).
    bool isComputerToMove() const;
    // A person is to move in the position shown (the game goes on).
    bool isPersonToMove() const;
    // A person is to move and has no move but a pass.
    bool personMustPass() const;
    // Why a person's click on `hole` would play nothing in the position shown
    // (IllegalReason::None: it would play the hole's move).
    IllegalReason whyRefused(Hole hole) const;
    bool isPaused() const noexcept { return paused_; }
    // Held while a dialog blocks the window: the computer waits (its search
    // cancelled) and goes on when it is let go; unlike a pause, nothing shows.
    void setHeld(bool held);

    // Checkable "Pause Computer" and "Step" (enabled when they make sense).
    QAction* pauseAction() const noexcept { return pause_; }
    QAction* stepAction() const noexcept { return step_; }

public slots:
    void playHole(mancala::Hole hole);
    void pass();
    void undo();
    void redo();
    // The replay's "Play On From Here": asks, then discards the later moves.
    void playOnFromHere();
    void setPaused(bool paused);
    void step();
    // The app is closing: cancels the search and plays no more.
    void shutDown();

signals:
    // A person's click on `hole` played nothing, for `why`.
    void refused(mancala::Hole hole, mancala::IllegalReason why);
    // The computer played `move` (after GameSession::play returned).
    void computerPlayed(mancala::Move move);
    // Paused, players or thinking changed: what the actions and signs show.
    void stateChanged();

protected:
    bool event(QEvent* event) override;

private:
    bool playForAPerson(const CheckedMove& m);
    bool stepsThroughTheReplay(Move m);
    void onGameChanged();
    void onPlayersChanged();
    void onMoveChosen(Move move, int ply);
    void scheduleUpdate();
    void update();
    bool computerMayThink() const;
    void retranslate();
    void updateActions();
    void updateClock();
    // The mover's flag has not fallen: a move may be played now.
    bool inTime();

    GameSession* session_;
    BoardView* view_;
    ReplayController* replay_;
    GameFiles* files_;
    ComputerPlayer* computer_;
    GameClocks* clocks_ = nullptr;
    bool paused_ = false;
    bool held_ = false;
    bool stepping_ = false; // one move allowed while paused
    bool updateQueued_ = false;
    bool shutDown_ = false;
    QAction* pause_;
    QAction* step_;
};

} // namespace mancala::ui
