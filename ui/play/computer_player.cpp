#include "play/computer_player.hpp"

#include <QAction>
#include <QEvent>
#include <QRandomGenerator>

#include <algorithm>
#include <utility>

#include "board/board_view.hpp"
#include "session/game_session.hpp"
#include "session/replay_controller.hpp"
#include "session/search_worker.hpp"

namespace mancala::ui {

ComputerPlayer::ComputerPlayer(GameSession* session, BoardView* view, ReplayController* replay, QObject* parent)
    : QObject(parent), session_(session), view_(view), replay_(replay), worker_(new SearchWorker(this)),
      seed_(QRandomGenerator::global()->generate64()), pause_(new QAction(this)), step_(new QAction(this)) {
    pause_->setObjectName(QStringLiteral("pauseComputer"));
    pause_->setCheckable(true);
    connect(pause_, &QAction::toggled, this, &ComputerPlayer::setPaused);
    step_->setObjectName(QStringLiteral("stepComputer"));
    connect(step_, &QAction::triggered, this, &ComputerPlayer::step);

    connect(session_, &GameSession::movePlayed, this, &ComputerPlayer::onGameChanged);
    connect(session_, &GameSession::reset, this, [this] {
        onGameChanged();
        // A reset cut any animation short: the board is at rest now.
        scheduleUpdate();
    });
    connect(session_, &GameSession::gameStarted, this, [this] {
        ++gamesStarted_;
        setPaused(false);
    });
    connect(view_, &BoardView::animationFinished, this, &ComputerPlayer::scheduleUpdate);
    if (replay_ != nullptr)
        connect(replay_, &ReplayController::changed, this, &ComputerPlayer::scheduleUpdate);
    retranslate();
    updateActions();
}

ComputerPlayer::~ComputerPlayer() = default;

// The seed of the game being played: seed_ and the number of games started,
// mixed (splitmix64's finaliser) so that neighbouring games share nothing.
std::uint64_t ComputerPlayer::gameSeed() const noexcept {
    std::uint64_t z = seed_ + gamesStarted_ * 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

void ComputerPlayer::retranslate() {
    pause_->setText(paused_ ? tr("&Resume Computer") : tr("&Pause Computer"));
    pause_->setStatusTip(tr("Stop the computer before its next move, or let it play on"));
    step_->setText(tr("&Step"));
    step_->setStatusTip(tr("While the computer is paused, let it play one move"));
}

bool ComputerPlayer::event(QEvent* event) {
    // The window passes QEvent::LanguageChange on to its children. The
    // search is cancelled at once and started afresh.
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        cancel();
        scheduleUpdate();
        return true;
    }
    return QObject::event(event);
}

void ComputerPlayer::setPlayers(const PlayerSetup& players) {
    if (players == players_)
        return;
    players_ = players;
    cancel();
    view_->setInputEnabled(!isComputerToMove());
    updateActions();
    scheduleUpdate();
}

void ComputerPlayer::setExpertTimeMs(int ms) {
    expertTimeMs_ = std::clamp(ms, kMinExpertTimeMs, kMaxExpertTimeMs);
}

SearchOptions ComputerPlayer::optionsFor(Level level, std::uint64_t seed) const {
    SearchOptions options;
    options.level = level;
    options.timeMs = expertTimeMs_;
    options.seed = seed;
    return options;
}

int ComputerPlayer::searchThreadCount() const {
    return worker_->threadCount();
}

bool ComputerPlayer::isComputerToMove() const {
    const Position& pos = session_->position();
    return !pos.over() && players_.isComputer(pos.toMove);
}

void ComputerPlayer::setPaused(bool paused) {
    stepping_ = false;
    if (paused != paused_) {
        paused_ = paused;
        if (paused)
            cancel();
        retranslate();
        updateActions();
    }
    scheduleUpdate();
}

void ComputerPlayer::step() {
    if (!paused_ || thinking_ || !isComputerToMove())
        return;
    stepping_ = true;
    scheduleUpdate();
}

void ComputerPlayer::undo() {
    if (!session_->canUndo())
        return;
    if (!players_.anyHuman()) {
        session_->undo();
        setPaused(true);
        return;
    }
    session_->undo();
    while (session_->canUndo() && isComputerToMove())
        session_->undo();
}

void ComputerPlayer::redo() {
    if (!session_->canRedo())
        return;
    session_->redo();
    if (!players_.anyHuman()) {
        setPaused(true);
        return;
    }
    while (session_->canRedo() && isComputerToMove())
        session_->redo();
}

void ComputerPlayer::shutDown() {
    shutDown_ = true;
    cancel();
}

void ComputerPlayer::onGameChanged() {
    cancel();
    view_->setInputEnabled(!isComputerToMove());
    updateActions();
}

void ComputerPlayer::scheduleUpdate() {
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

bool ComputerPlayer::mayThink() const {
    return !shutDown_ && isComputerToMove() && session_->showsLatest() &&
           (replay_ == nullptr || !replay_->isActive()) && !view_->isAnimating() && (!paused_ || stepping_);
}

void ComputerPlayer::update() {
    view_->setInputEnabled(!isComputerToMove());
    if (!thinking_ && mayThink())
        think();
    updateActions();
}

void ComputerPlayer::think() {
    const Game& game = session_->game();
    const Side mover = game.position().toMove;
    const int ply = game.ply();
    const SearchOptions options = optionsFor(players_.levelOf(mover), gameSeed() + static_cast<std::uint64_t>(ply));
    thinkingFor_ = mover;
    worker_->start([this, game, options, ply](std::stop_token stop, const SearchWorker::Deliver& deliver) {
        SearchResult result = chooseMove(game, options, stop);
        if (!stop.stop_requested())
            deliver([this, result = std::move(result), ply] { onMoveChosen(result, ply); });
    });
    setThinking(true);
}

void ComputerPlayer::onMoveChosen(const SearchResult& result, int ply) {
    setThinking(false);
    stepping_ = false;
    // Every change of the game cancels the search; this only guards the rule.
    if (shutDown_ || !session_->showsLatest() || session_->game().ply() != ply || !isComputerToMove())
        return;
    if (session_->play(result.move) != IllegalReason::None) {
        qWarning("The computer chose an illegal move");
        return;
    }
    emit movePlayed(result.move);
}

void ComputerPlayer::cancel() {
    worker_->cancel();
    setThinking(false);
}

void ComputerPlayer::setThinking(bool thinking) {
    if (thinking == thinking_)
        return;
    thinking_ = thinking;
    emit thinkingChanged(thinking);
    updateActions();
}

void ComputerPlayer::updateActions() {
    pause_->setEnabled(players_.anyComputer() && !session_->position().over());
    {
        const QSignalBlocker block(pause_);
        pause_->setChecked(paused_);
    }
    step_->setEnabled(paused_ && !thinking_ && isComputerToMove() && session_->showsLatest());
    emit stateChanged();
}

} // namespace mancala::ui
