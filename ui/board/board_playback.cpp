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
        auto animation = std::make_unique<MoveAnimation>(next.before, next.trace, timingsFor(speed_), next.singleStones);
        if (animation->duration() == 0)
            continue;
        mover_ = next.before.toMove;
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

void BoardPlayback::onClockFinished() {
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
}

void BoardPlayback::showAtOnce() {
    stop();
    settleLater();
}

void BoardPlayback::finish() {
    if (!isAnimating())
        return;
    stop();
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
