#include "window/clock_bar.hpp"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QTimer>

#include "i18n/wording.hpp"
#include "session/game_clocks.hpp"
#include "session/game_session.hpp"

namespace mancala::ui {

using std::chrono::milliseconds;

ClockBar::ClockBar(GameClocks* clocks, GameSession* session, QWidget* parent)
    : QWidget(parent), clocks_(clocks), session_(session), tick_(new QTimer(this)) {
    setObjectName(QStringLiteral("clockBar"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 2, 8, 2);
    for (Side side : {Side::South, Side::North}) {
        auto* label = new QLabel(this);
        label->setObjectName(side == Side::South ? QStringLiteral("southClock") : QStringLiteral("northClock"));
        labels_[index(side)] = label;
    }
    // Where the names stand on the board, which is never mirrored: North's
    // at the left (over its name, at the board's top left), South's at the right.
    setLayoutDirection(Qt::LeftToRight);
    layout->addWidget(labels_[index(Side::North)]);
    layout->addStretch();
    layout->addWidget(labels_[index(Side::South)]);
    tick_->setInterval(100);
    connect(tick_, &QTimer::timeout, this, &ClockBar::refresh);
    connect(clocks_, &GameClocks::changed, this, &ClockBar::refresh);
    connect(session_, &GameSession::shownPlyChanged, this, &ClockBar::refresh);
    connect(session_, &GameSession::playerNamesChanged, this, &ClockBar::refresh);
    refresh();
}

QString ClockBar::clockText(milliseconds time) {
    const auto tenths = std::chrono::floor<std::chrono::duration<std::int64_t, std::deci>>(time).count();
    const std::int64_t seconds = tenths / 10;
    const QChar zero(u'0');
    if (seconds >= 3600)
        return QStringLiteral("%1:%2:%3")
            .arg(seconds / 3600)
            .arg(seconds / 60 % 60, 2, 10, zero)
            .arg(seconds % 60, 2, 10, zero);
    if (seconds >= 10)
        return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, zero);
    return QStringLiteral("0:%1.%2").arg(seconds, 2, 10, zero).arg(tenths % 10);
}

QString ClockBar::text(Side side) const {
    return labels_[index(side)]->text();
}

void ClockBar::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

void ClockBar::refresh() {
    setVisible(clocks_->isOn());
    if (!clocks_->isOn()) {
        tick_->stop();
        return;
    }
    const bool latest = session_->showsLatest();
    for (Side side : {Side::South, Side::North}) {
        const milliseconds left = latest ? clocks_->remaining(side) : clocks_->remainingAt(side, session_->shownPly());
        const QString name = Wording::isolate(session_->playerName(side));
        QLabel* label = labels_[index(side)];
        if (latest && clocks_->lostOnTime() == side)
            label->setText(tr("%1: %2 — out of time", "player name, the time left").arg(name, clockText(left)));
        else
            label->setText(tr("%1: %2", "player name, the time left").arg(name, clockText(left)));
        QFont font = label->font();
        font.setBold(latest && clocks_->isRunning() && session_->position().toMove == side);
        label->setFont(font);
    }
    if (latest && clocks_->isRunning())
        tick_->start();
    else
        tick_->stop();
}

} // namespace mancala::ui
