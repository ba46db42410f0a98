// The computer's turns in the app: whenever a side the computer plays is to
// move, it searches (mancala::chooseMove, on a SearchWorker thread) and
// plays the move it chose through GameSession::play, like a person's; the
// board view animates it as any other.
//
// When it thinks: the session shows its latest position (no replay), the
// game goes on, the side to move is the computer's, the board has finished
// showing the last move (BoardView::animationFinished) and the computer is
// not paused. Every change of the game (a move, undo, a new game, restart, a
// game opened), a change of the players, pausing, a language switch and
// shutDown() cancel the search at once; what a cancelled search finds is
// never played. Whether to think again is decided from the event loop (after
// the change that prompted it is complete).
//
// Pause stops the computer from starting a move (the one it is thinking
// about is cancelled); Step, while paused, lets it play one move. Undo and
// redo for the people (undo(), redo()) take back or play again moves until a
// person is to move; with only computers playing they take one move and pause.
#pragma once

#include <QObject>
#include <QString>

#include <cstdint>

#include "mancala/search.hpp"
#include "settings/players.hpp"

class QAction;
class QTimer;

namespace mancala::ui {

class BoardView;
class GameSession;
class ReplayController;
class SearchWorker;

class ComputerPlayer : public QObject {
    Q_OBJECT
public:
    // The view's animationFinished paces the computer's moves; `replay`
    // (optional) stops it while a replay shows an earlier move.
    ComputerPlayer(GameSession* session, BoardView* view, ReplayController* replay, QObject* parent = nullptr);
    ~ComputerPlayer() override;

    const PlayerSetup& players() const noexcept { return players_; }
    void setPlayers(const PlayerSetup& players);
    int expertTimeMs() const noexcept { return expertTimeMs_; }
    void setExpertTimeMs(int ms);
    // Seeds of the searches (the Beginner's choices): move n of the g-th game
    // started since (a new game or Play Again counts) uses a seed mixed from
    // `seed` and g, plus n, so that no two games are played alike. Random
    // unless set.
    void setSeed(std::uint64_t seed) {
        seed_ = seed;
        gamesStarted_ = 0;
    }

    // The side to move in the position shown is played by the computer.
    bool isComputerToMove() const;
    bool isThinking() const noexcept { return thinking_; }
    // The side the computer is thinking for (meaningful while isThinking()).
    Side thinkingSide() const noexcept { return thinkingFor_; }
    bool isPaused() const noexcept { return paused_; }
    // Search threads not ended yet (cancelled ones end on their own, soon).
    int searchThreadCount() const;

    // Checkable "Pause" and "Step" (enabled when they make sense).
    QAction* pauseAction() const noexcept { return pause_; }
    QAction* stepAction() const noexcept { return step_; }

    // The options a search of `level` gets (Expert: the time set here).
    SearchOptions optionsFor(Level level, std::uint64_t seed) const;

public slots:
    void setPaused(bool paused);
    // While paused: the computer plays the move of the side to move.
    void step();
    // Undo / redo as the people mean it (see above).
    void undo();
    void redo();
    // The app is closing: cancels the search and plays no more.
    void shutDown();

signals:
    // Thinking started or ended (a move chosen, or the search cancelled).
    void thinkingChanged(bool thinking);
    // The computer played `move` (after GameSession::play returned).
    void movePlayed(mancala::Move move);
    // Paused, players or thinking changed: what the actions show.
    void stateChanged();

protected:
    bool event(QEvent* event) override;

private:
    void retranslate();
    std::uint64_t gameSeed() const noexcept;
    void onGameChanged();
    void scheduleUpdate();
    void update();
    bool mayThink() const;
    void think();
    void onMoveChosen(const SearchResult& result, int ply);
    void cancel();
    void setThinking(bool thinking);
    void updateActions();

    GameSession* session_;
    BoardView* view_;
    ReplayController* replay_;
    SearchWorker* worker_;
    PlayerSetup players_;
    int expertTimeMs_ = kDefaultExpertTimeMs;
    std::uint64_t seed_;
    std::uint64_t gamesStarted_ = 0;
    bool thinking_ = false;
    Side thinkingFor_ = Side::South;
    bool paused_ = false;
    bool stepping_ = false;    // one move allowed while paused
    bool updateQueued_ = false;
    bool shutDown_ = false;

    QAction* pause_;
    QAction* step_;
};

} // namespace mancala::ui
