#include "session/replay_controller.hpp"

#include <QTimer>

#include <algorithm>

#include "session/game_session.hpp"

namespace mancala::ui {

ReplayController::ReplayController(GameSession* session, QObject* parent)
    : QObject(parent), session_(session), pauseTimer_(new QTimer(this)) {
    pauseTimer_->setObjectName(QStringLiteral("autoplayPause"));
    pauseTimer_->setSingleShot(true);
    connect(pauseTimer_, &QTimer::timeout, this, &ReplayController::autoplayStep);
    // The game changed outside the replay (shownPlyChanged is the replay's own).
    connect(session_, &GameSession::moveAppended, this, &ReplayController::onGameChanged);
    connect(session_, &GameSession::gameReplaced, this, &ReplayController::onGameChanged);
}

int ReplayController::ply() const {
    return session_->shownPly();
}

int ReplayController::plyCount() const {
    return session_->game().ply();
}

void ReplayController::setAutoplayPause(int ms) {
    pause_ = std::max(0, ms);
}

bool ReplayController::canResume() const {
    return !session_->position().over();
}

void ReplayController::start(int ply) {
    setAutoplay(false);
    setActive(true);
    show(ply);
}

void ReplayController::stop() {
    setAutoplay(false);
    show(plyCount());
    setActive(false);
}

void ReplayController::first() {
    goTo(0);
}

void ReplayController::previous() {
    goTo(ply() - 1);
}

void ReplayController::next() {
    goTo(ply() + 1);
}

void ReplayController::last() {
    goTo(plyCount());
}

void ReplayController::goTo(int ply) {
    setAutoplay(false);
    setActive(true);
    show(ply);
}

void ReplayController::setAutoplay(bool on) {
    if (on == autoplay_)
        return;
    autoplay_ = on;
    pauseTimer_->stop();
    if (on) {
        setActive(true);
        if (atEnd()) {
            show(0);
            pauseTimer_->start(pause_);
        } else {
            autoplayStep();
        }
    }
    emit changed();
}

void ReplayController::stepShown() {
    if (!autoplay_ || pauseTimer_->isActive())
        return;
    if (atEnd()) {
        setAutoplay(false);
        return;
    }
    pauseTimer_->start(pause_);
}

void ReplayController::autoplayStep() {
    if (!autoplay_)
        return;
    if (atEnd()) {
        setAutoplay(false);
        return;
    }
    show(ply() + 1);
}

void ReplayController::resume() {
    if (!canResume())
        return;
    setAutoplay(false);
    session_->discardLaterMoves(); // a game changed: the replay ends
    setActive(false);
}

void ReplayController::show(int ply) {
    session_->showPly(std::clamp(ply, 0, plyCount()));
    emit changed();
}

void ReplayController::setActive(bool active) {
    if (active == active_)
        return;
    active_ = active;
    if (!active) {
        autoplay_ = false;
        pauseTimer_->stop();
    }
    emit changed();
}

void ReplayController::onGameChanged() {
    if (active_)
        setActive(false);
    else
        emit changed();
}

} // namespace mancala::ui
