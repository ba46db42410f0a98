// The queue, the clock and the settling of the board's playback (see
// board_playback.hpp).
#include "board/board_playback.hpp"

#include <QVariantAnimation>

namespace mancala::ui {

BoardPlayback::BoardPlayback(QObject* parent) : QObject(parent), clock_(new QVariantAnimation(this)) {
    clock_->setObjectName(QStringLiteral("boardClock"));
    clock_->setEasingCurve(QEasingCurve::Linear);
    connect(clock_, &QVariantAnimation::valueChanged, this, [this](const QVariant& value) {
        if (!animation_)
            return;
        animation_->seek(value.toInt());
        soundUntil(animation_->time());
        emit advanced();
    });
    connect(clock_, &QVariantAnimation::finished, this, &BoardPlayback::onClockFinished);
}

BoardPlayback::~BoardPlayback() = default;

double BoardPlayback::progress() const noexcept {
    if (!animation_ || animation_->duration() == 0)
        return 1.0;
    return static_cast<double>(animation_->time()) / animation_->duration();
}

void BoardPlayback::play(const Position& before, const Trace& trace, bool singleStones) {
    pending_.push_back({before, trace, singleStones});
    if (!isAnimating())
        startNext();
}

void BoardPlayback::startNext() {
    while (!pending_.empty()) {
        Pending next = std::move(pending_.front());
        pending_.pop_front();
        auto animation =
            std::make_unique<MoveAnimation>(next.before, next.trace, timingsFor(speed_), next.singleStones);
        if (animation->duration() == 0)
            continue;
        mover_ = next.before.toMove;
        sounds_ = moveSounds(*animation, next.trace);
        nextSound_ = 0;
        animation_ = std::move(animation);
        clock_->stop();
        clock_->setStartValue(0);
        clock_->setEndValue(animation_->duration());
        clock_->setDuration(animation_->duration());
        emit started();
        clock_->start();
        return;
    }
}

void BoardPlayback::soundUntil(int ms) {
    while (nextSound_ < sounds_.size() && sounds_[nextSound_].at <= ms)
        emit sound(sounds_[nextSound_++]);
}

void BoardPlayback::onClockFinished() {
    if (animation_)
        soundUntil(animation_->duration());
    animation_.reset();
    startNext();
    if (isAnimating())
        return;
    emit ended();
    emit settled();
}

void BoardPlayback::stop() {
    clock_->stop();
    animation_.reset();
    pending_.clear();
    sounds_.clear();
    nextSound_ = 0;
}

void BoardPlayback::showAtOnce(const Position& before, const Trace& trace, bool singleStones) {
    stop();
    for (const SoundEvent& s : moveSounds(before, trace, kInstantTimings, singleStones))
        emit sound(s);
    settleLater();
}

void BoardPlayback::finish() {
    if (!isAnimating())
        return;
    // Of the sounds cut short, only the end of the game is still heard.
    std::vector<SoundEvent> ends;
    for (std::size_t i = nextSound_; i < sounds_.size(); ++i)
        if (sounds_[i].kind == SoundKind::End)
            ends.push_back(sounds_[i]);
    for (const Pending& p : pending_)
        for (const SoundEvent& s : moveSounds(p.before, p.trace, kInstantTimings, p.singleStones))
            if (s.kind == SoundKind::End)
                ends.push_back(s);
    stop();
    for (const SoundEvent& s : ends)
        emit sound(s);
    emit ended();
    emit settled();
}

void BoardPlayback::cut() {
    const bool wasAnimating = isAnimating();
    stop();
    if (wasAnimating)
        settleLater();
}

void BoardPlayback::settleLater() {
    QMetaObject::invokeMethod(
        this,
        [this] {
            if (!isAnimating())
                emit settled();
        },
        Qt::QueuedConnection);
}

} // namespace mancala::ui
