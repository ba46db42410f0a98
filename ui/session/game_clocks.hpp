// The clocks of the session's game when it is played on a time control
// (minutes a side plus an increment a move; mancala/clock.hpp): one
// GameClock driven by the time of a TimeSource (the steady clock, or a
// fake one in the tests), never by sleeps.
//
// - Each move played is charged to its mover at once (GameSession::
//   moveAppended, before anyone hears movesChanged) and its time left kept
//   for the record (times(), one a ply: the `%clk` of docs/record-format.md);
//   the clock then stands still. It runs only when told (setRunning): the
//   TurnController runs it while the position shown is the latest, the board
//   is at rest (no animation plays), the game goes on and nothing pauses it.
// - A flag falls when the running side's time is used up: a timer armed for
//   that moment (untilFlag) checks it, and so does checkFlag() before a move
//   is played. The game is then lost on time (lostOnTime(): that side), which
//   no move changes; the record says so (Reason "time").
// - Undo takes the times back with the moves (the clocks are those the
//   record of the shorter game gives, mancala::resumeClock); a redone move
//   has no time. A new game, restart or set-up position starts both clocks
//   again from the time control, which stays until it is changed; a game
//   opened from a record takes the record's (adopt()).
#pragma once

#include <QObject>

#include <chrono>
#include <functional>
#include <optional>
#include <vector>

#include "mancala/clock.hpp"
#include "mancala/record.hpp"
#include "session/game_session.hpp"

class QTimer;

namespace mancala::ui {

class GameClocks : public QObject {
    Q_OBJECT
public:
    using TimeSource = std::function<std::chrono::milliseconds()>;

    explicit GameClocks(GameSession* session, QObject* parent = nullptr);

    // The time the clocks go by (until set: the steady clock).
    void setTimeSource(TimeSource now);

    // The time control of the games from now on (none: no clock); the game
    // on the board starts again on it only at its next start.
    void setTimeControl(const std::optional<TimeControl>& control);
    const std::optional<TimeControl>& timeControl() const noexcept { return control_; }
    // The time control of the game on the board (none: it has no clock).
    const std::optional<TimeControl>& gameTimeControl() const noexcept { return gameControl_; }
    // The game on the board is played on a clock.
    bool isOn() const noexcept { return clock_.has_value(); }

    // The clocks of a game opened from `record` (the session has loaded its moves).
    void adopt(const Record& record);
    // What a record keeps: the time control, the time left after each move,
    // and whether the side to move lost on time.
    void fill(Record& record) const;

    // The side whose flag fell: the game is lost on time.
    std::optional<Side> lostOnTime() const noexcept { return lost_; }
    // The time `side` has left now (the control's base when no clock runs).
    std::chrono::milliseconds remaining(Side side) const;
    // The time `side` had left after its last move up to ply `ply` (the
    // base before its first): what a replay shows at that ply.
    std::chrono::milliseconds remainingAt(Side side, int ply) const;
    bool isRunning() const noexcept { return clock_ && clock_->running(); }

    // Runs or stops the clock of the side to move (nothing without a clock,
    // or once a flag fell).
    void setRunning(bool running);
    // Whether a flag has fallen by now (recording it): a move is played only
    // when not.
    bool checkFlag();

signals:
    // A clock started, stopped, was charged or set again: what is shown changed.
    void changed();
    // `side` ran out of time: the game is over.
    void flagFell(mancala::Side side);

private:
    std::chrono::milliseconds now() const { return now_(); }
    void onMoveAppended();
    void onMovesChanged(GameSession::MovesChange change, int keptPlies);
    void restartClock();
    void resumeFromTimes();
    std::optional<GameClock> clockAfter(int plies) const;
    void armFlagTimer();

    GameSession* session_;
    TimeSource now_;
    QTimer* flagTimer_;
    std::optional<TimeControl> control_;     // for the games to come
    std::optional<TimeControl> gameControl_; // of the game on the board
    std::optional<GameClock> clock_;
    std::vector<std::optional<RecordedTime>> times_; // one a ply of the game
    std::optional<Side> lost_;
};

} // namespace mancala::ui
