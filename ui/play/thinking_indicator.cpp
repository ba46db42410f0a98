#include "play/thinking_indicator.hpp"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QTimer>

#include "play/computer_player.hpp"
#include "play/turn_controller.hpp"
#include "session/game_session.hpp"
#include "i18n/wording.hpp"

namespace mancala::ui {

ThinkingIndicator::ThinkingIndicator(ComputerPlayer* computer, TurnController* turns, GameSession* session,
                                     QWidget* parent)
    : QWidget(parent), computer_(computer), turns_(turns), session_(session), busy_(new QProgressBar(this)),
      label_(new QLabel(this)), delay_(new QTimer(this)) {
    setObjectName(QStringLiteral("thinkingIndicator"));
    label_->setObjectName(QStringLiteral("thinkingText"));
    // A range of 0..0 makes the bar a busy indicator.
    busy_->setRange(0, 0);
    busy_->setTextVisible(false);
    busy_->setMaximumWidth(80);
    busy_->setMaximumHeight(label_->sizeHint().height());
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(busy_);
    layout->addWidget(label_);

    delay_->setSingleShot(true);
    delay_->setInterval(kShowAfterMs);
    connect(delay_, &QTimer::timeout, this, &ThinkingIndicator::appear);
    connect(computer_, &ComputerPlayer::thinkingChanged, this, &ThinkingIndicator::onThinkingChanged);
    connect(turns_, &TurnController::stateChanged, this, [this] {
        if (!computer_->isThinking())
            showState();
    });
    hide();
}

QString ThinkingIndicator::text() const {
    return label_->text();
}

void ThinkingIndicator::onThinkingChanged(bool thinking) {
    if (thinking) {
        delay_->start();
        return;
    }
    delay_->stop();
    showState();
}

void ThinkingIndicator::appear() {
    if (computer_->isThinking())
        showState();
}

bool ThinkingIndicator::pausedWithATurnToCome() const {
    return turns_->isPaused() && turns_->players().anyComputer() && !session_->position().over();
}

void ThinkingIndicator::showState() {
    const bool thinking = computer_->isThinking();
    if (!thinking && !pausedWithATurnToCome()) {
        hide();
        return;
    }
    busy_->setVisible(thinking);
    label_->setText(thinking ? Wording::thinking(session_->playerName(computer_->thinkingSide()))
                             : tr("The computer is paused"));
    busy_->setAccessibleName(label_->text());
    show();
}

void ThinkingIndicator::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange && isVisible())
        showState();
    QWidget::changeEvent(event);
}

} // namespace mancala::ui
