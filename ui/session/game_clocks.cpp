#include "session/game_clocks.hpp"

#include <QTimer>

#include <algorithm>

namespace mancala::ui {

using std::chrono::milliseconds;

GameClocks::GameClocks(GameSession* session, QObject* parent)
    : QObject(parent), session_(session), now_([] {
          return std::chrono::duration_cast<milliseconds>(std::chrono::steady_clock::now().time_since_epoch());
      }),
      flagTimer_(new QTimer(this)) {
    flagTimer_->setSingleShot(true);
    connect(flagTimer_, &QTimer::timeout, this, [this] {
        if (!checkFlag())
            armFlagTimer(); // woken early: armed again for the rest
    });
    connect(session_, &GameSession::moveAppended, this, &GameClocks::onMoveAppended);
    connect(session_, &GameSession::movesChanged, this, &GameClocks::onMovesChanged);
}

void GameClocks::setTimeSource(TimeSource now) {
    now_ = std::move(now);
}

void GameClocks::setTimeControl(const std::optional<TimeControl>& control) {
    control_ = control;
}

void GameClocks::restartClock() {
    flagTimer_->stop();
    gameControl_ = control_;
    times_.clear();
    lost_.reset();
    clock_.reset();
    if (gameControl_)
        clock_.emplace(*gameControl_, session_->game().position().toMove);
    emit changed();
}

void GameClocks::onMoveAppended() {
    if (!clock_)
        return;
    flagTimer_->stop();
    const int before = session_->game().ply() - 1;
    if (times_.size() != static_cast<std::size_t>(before)) {
        // Played on from an earlier ply of a replay: the later moves are gone.
        times_.resize(static_cast<std::size_t>(before));
        clock_ = clockAfter(before);
    }
    const milliseconds at = now();
    const std::optional<milliseconds> left = clock_->moved(at, session_->game().position().toMove);
    times_.push_back(left ? std::optional(std::chrono::floor<RecordedTime>(*left)) : std::nullopt);
    // It stands still until the board has shown the move (setRunning).
    clock_->pause(at);
    emit changed();
}

void GameClocks::onMovesChanged(GameSession::MovesChange change, int) {
    using Change = GameSession::MovesChange;
    switch (change) {
    case Change::Played: return;
    case Change::NewGame: restartClock(); return;
    case Change::Loaded:
        // A game without a record's clocks (adopt() gives them).
        flagTimer_->stop();
        gameControl_.reset();
        clock_.reset();
        times_.clear();
        lost_.reset();
        emit changed();
        return;
    case Change::Undone:
    case Change::Redone:
    case Change::Discarded:
        times_.resize(static_cast<std::size_t>(session_->game().ply())); // a move redone has no time
        lost_.reset();
        resumeFromTimes();
        return;
    }
}

void GameClocks::resumeFromTimes() {
    flagTimer_->stop();
    if (!gameControl_)
        return;
    clock_ = clockAfter(session_->game().ply());
    emit changed();
}

// The clock after the first `plies` moves of the game, from their times.
std::optional<GameClock> GameClocks::clockAfter(int plies) const {
    Record record;
    fill(record);
    record.game = session_->rules().id();
    if (session_->isSetUp())
        record.start = session_->game().positionAt(0);
    const std::vector<Move>& moves = session_->game().moves();
    record.moves.assign(moves.begin(), moves.begin() + plies);
    record.clocks.resize(static_cast<std::size_t>(plies));
    record.flagFell = false;
    return resumeClock(record);
}

void GameClocks::adopt(const Record& record) {
    flagTimer_->stop();
    gameControl_ = record.timeControl;
    times_ = record.clocks;
    if (gameControl_)
        times_.resize(record.moves.size());
    lost_ = record.flagFell ? std::optional(session_->game().position().toMove) : std::nullopt;
    clock_ = resumeClock(record);
    emit changed();
}

void GameClocks::fill(Record& record) const {
    record.timeControl = gameControl_;
    record.clocks = gameControl_ ? times_ : std::vector<std::optional<RecordedTime>>{};
    record.flagFell = gameControl_ && lost_.has_value();
}

milliseconds GameClocks::remaining(Side side) const {
    if (clock_)
        return clock_->remaining(side, now());
    return gameControl_ ? gameControl_->base : milliseconds(0);
}

milliseconds GameClocks::remainingAt(Side side, int ply) const {
    if (!gameControl_)
        return milliseconds(0);
    // The clock as the record of the game up to `ply` leaves it (stopped).
    const int plies = std::clamp(ply, 0, static_cast<int>(times_.size()));
    return clockAfter(plies)->remaining(side, milliseconds(0));
}

void GameClocks::setRunning(bool running) {
    if (!clock_ || lost_ || running == clock_->running())
        return;
    if (running) {
        clock_->start(now());
        armFlagTimer();
    } else {
        flagTimer_->stop();
        clock_->pause(now());
    }
    if (!checkFlag())
        emit changed();
}

bool GameClocks::checkFlag() {
    if (!clock_)
        return false;
    if (lost_)
        return true;
    const std::optional<Side> fallen = clock_->flagged(now());
    if (!fallen)
        return false;
    flagTimer_->stop();
    lost_ = fallen;
    emit changed();
    emit flagFell(*fallen);
    return true;
}

void GameClocks::armFlagTimer() {
    if (const std::optional<milliseconds> until = clock_ ? clock_->untilFlag(now()) : std::nullopt)
        flagTimer_->start(static_cast<int>(std::min<std::int64_t>(until->count() + 1, 24 * 3600 * 1000)));
}

} // namespace mancala::ui
