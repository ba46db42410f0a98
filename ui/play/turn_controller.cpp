#include "play/turn_controller.hpp"

#include <QAction>
#include <QEvent>

#include "board/board_view.hpp"
#include "play/computer_player.hpp"
#include "records/game_files.hpp"
#include "mancala/clock.hpp"
#include "session/game_clocks.hpp"
#include "session/game_session.hpp"
#include "session/replay_controller.hpp"

namespace mancala::ui {

TurnController::TurnController(GameSession* session, BoardView* view, ReplayController* replay, GameFiles* files,
                               ComputerPlayer* computer, QObject* parent)
    : QObject(parent), session_(session), view_(view), replay_(replay), files_(files), computer_(computer),
      pause_(new QAction(this)), step_(new QAction(this)) {
    pause_->setObjectName(QStringLiteral("pauseComputer"));
    pause_->setCheckable(true);
    connect(pause_, &QAction::toggled, this, &TurnController::setPaused);
    step_->setObjectName(QStringLiteral("stepComputer"));
    connect(step_, &QAction::triggered, this, &TurnController::step);

    connect(session_, &GameSession::moveAppended, this, &TurnController::onGameChanged);
    // A step through a replay or a replaced game: whether the computer thinks
    // is decided afresh (once the board has settled).
    const auto changedAndRethink = [this] {
        onGameChanged();
        scheduleUpdate();
    };
    connect(session_, &GameSession::shownPlyChanged, this, changedAndRethink);
    connect(session_, &GameSession::gameReplaced, this, changedAndRethink);
    connect(session_, &GameSession::gameStarted, this, [this] { setPaused(false); });
    connect(session_, &GameSession::playersChanged, this, &TurnController::onPlayersChanged);
    connect(view_, &BoardView::animationFinished, this, &TurnController::scheduleUpdate);
    connect(replay_, &ReplayController::changed, this, &TurnController::scheduleUpdate);
    connect(computer_, &ComputerPlayer::moveChosen, this, &TurnController::onMoveChosen);
    connect(computer_, &ComputerPlayer::thinkingChanged, this, &TurnController::updateActions);
    retranslate();
    updateActions();
}

void TurnController::setClocks(GameClocks* clocks) {
    clocks_ = clocks;
    connect(clocks_, &GameClocks::flagFell, this, [this] {
        computer_->cancel();
        scheduleUpdate();
    });
}

bool TurnController::gameGoesOn() const {
    const bool lostOnTime = clocks_ && clocks_->lostOnTime() && session_->showsLatest();
    return !session_->position().over() && !lostOnTime;
}

bool TurnController::isComputerToMove() const {
    return gameGoesOn() && players().isComputer(session_->position().toMove);
}

bool TurnController::isPersonToMove() const {
    return gameGoesOn() && !players().isComputer(session_->position().toMove);
}

bool TurnController::inTime() {
    return !(clocks_ && session_->showsLatest() && clocks_->checkFlag());
}

bool TurnController::personMustPass() const {
    return isPersonToMove() && session_->mustPass();
}

const PlayerSetup& TurnController::players() const noexcept {
    return session_->players();
}

void TurnController::setPlayers(const PlayerSetup& players) {
    session_->setPlayers(players);
}

// Another side to the computer, or back to a person, or another level: what
// the computer was thinking about is dropped, and it thinks again if it is to
// move now.
void TurnController::onPlayersChanged() {
    computer_->cancel();
    view_->setInputEnabled(!isComputerToMove());
    updateActions();
    scheduleUpdate();
}

void TurnController::playHole(Hole hole) {
    // The board takes no move while the computer is to move; after the end a
    // click is told why it plays nothing.
    if (isComputerToMove())
        return;
    // A game lost on time takes no move (one over by its rules: check() says so).
    if (!gameGoesOn() && !session_->position().over()) {
        emit refused(hole, IllegalReason::GameOver);
        return;
    }
    // The one check of the click: the move goes down checked.
    const CheckedMove move = session_->check(session_->rules().moveFrom(hole));
    if (!move.legal()) {
        emit refused(hole, move.reason());
        return;
    }
    playForAPerson(move);
}

IllegalReason TurnController::whyRefused(Hole hole) const {
    if (!gameGoesOn())
        return IllegalReason::GameOver;
    return session_->rules().check(session_->position(), session_->rules().moveFrom(hole));
}

void TurnController::pass() {
    // A pass is legal exactly when the mover has no other move.
    const CheckedMove move = session_->check(Move::pass());
    if (isPersonToMove() && move.legal() && playForAPerson(move))
        view_->setFocus();
}

// A person's move, checked legal in the position shown. During a replay the
// move the game holds next steps forward; any other asks before the later
// moves are discarded (the replay stands still meanwhile, so the position
// the move was checked in is the one it is played in).
bool TurnController::playForAPerson(const CheckedMove& m) {
    if (stepsThroughTheReplay(m.move()))
        return false;
    if (!session_->showsLatest()) {
        replay_->setAutoplay(false);
        if (!files_->confirmDiscardLaterMoves())
            return false;
        replay_->resume();
    }
    return inTime() && session_->play(m) == IllegalReason::None;
}

bool TurnController::stepsThroughTheReplay(Move m) {
    if (session_->showsLatest())
        return false;
    const std::vector<Move>& moves = session_->game().moves();
    if (moves[static_cast<std::size_t>(session_->shownPly())] != m)
        return false;
    replay_->next();
    return true;
}

void TurnController::playOnFromHere() {
    if (files_->confirmDiscardLaterMoves())
        replay_->resume();
}

void TurnController::undo() {
    if (!session_->canUndo())
        return;
    session_->undo();
    if (!players().anyHuman()) {
        setPaused(true);
        return;
    }
    while (session_->canUndo() && isComputerToMove())
        session_->undo();
}

void TurnController::redo() {
    if (!session_->canRedo())
        return;
    session_->redo();
    if (!players().anyHuman()) {
        setPaused(true);
        return;
    }
    while (session_->canRedo() && isComputerToMove())
        session_->redo();
}

void TurnController::setPaused(bool paused) {
    stepping_ = false;
    if (paused != paused_) {
        paused_ = paused;
        if (paused)
            computer_->cancel();
        retranslate();
        updateActions();
    }
    scheduleUpdate();
}

void TurnController::setHeld(bool held) {
    if (held == held_)
        return;
    held_ = held;
    if (held)
        computer_->cancel();
    scheduleUpdate();
}

void TurnController::step() {
    if (!paused_ || computer_->isThinking() || !isComputerToMove())
        return;
    stepping_ = true;
    scheduleUpdate();
}

void TurnController::shutDown() {
    shutDown_ = true;
    computer_->cancel();
}

bool TurnController::event(QEvent* event) {
    // The window passes QEvent::LanguageChange on to its children. The
    // computer's search is cancelled at once and started afresh.
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        computer_->cancel();
        scheduleUpdate();
        return true;
    }
    return QObject::event(event);
}

void TurnController::onGameChanged() {
    computer_->cancel();
    view_->setInputEnabled(!isComputerToMove());
    updateActions();
}

void TurnController::onMoveChosen(Move move, int ply) {
    stepping_ = false;
    // Every change of the game cancels the search; this only guards the rule.
    if (shutDown_ || !session_->showsLatest() || session_->game().ply() != ply || !isComputerToMove() || !inTime())
        return;
    if (session_->play(move) != IllegalReason::None) {
        qWarning("The computer chose an illegal move");
        return;
    }
    emit computerPlayed(move);
}

void TurnController::scheduleUpdate() {
    if (updateQueued_ || shutDown_)
        return;
    updateQueued_ = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            updateQueued_ = false;
            update();
        },
        Qt::QueuedConnection);
}

bool TurnController::computerMayThink() const {
    return !shutDown_ && isComputerToMove() && session_->showsLatest() && !replay_->isActive() &&
           !view_->isAnimating() && !held_ && (!paused_ || stepping_);
}

void TurnController::update() {
    view_->setInputEnabled(!isComputerToMove());
    updateClock();
    if (!computer_->isThinking() && computerMayThink()) {
        std::optional<int> budget;
        if (clocks_ && clocks_->isOn()) {
            const std::chrono::milliseconds share =
                thinkingTime(clocks_->remaining(session_->position().toMove), clocks_->gameTimeControl()->increment);
            budget = static_cast<int>(std::max<std::int64_t>(share.count(), 1));
        }
        computer_->setClockBudget(budget);
        computer_->think(players().levelOf(session_->position().toMove));
    }
    updateActions();
}

void TurnController::updateClock() {
    if (clocks_)
        clocks_->setRunning(!shutDown_ && gameGoesOn() && session_->showsLatest() && !replay_->isActive() &&
                            !view_->isAnimating() && !held_ && !paused_);
}

void TurnController::retranslate() {
    pause_->setText(paused_ ? tr("&Resume Computer") : tr("&Pause Computer"));
    pause_->setStatusTip(tr("Stop the computer before its next move, or let it play on"));
    step_->setText(tr("&Step"));
    step_->setStatusTip(tr("While the computer is paused, let it play one move"));
}

void TurnController::updateActions() {
    pause_->setEnabled(players().anyComputer() && gameGoesOn());
    {
        const QSignalBlocker block(pause_);
        pause_->setChecked(paused_);
    }
    step_->setEnabled(paused_ && !computer_->isThinking() && isComputerToMove() && session_->showsLatest());
    emit stateChanged();
}

} // namespace mancala::ui
