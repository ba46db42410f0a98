#include "play/perfect_play.hpp"

#include <QAction>
#include <QEvent>

#include <vector>

#include "session/game_session.hpp"
#include "session/search_worker.hpp"
#include "i18n/wording.hpp"

namespace mancala::ui {

PerfectPlayLabel::PerfectPlayLabel(GameSession* session, QWidget* parent)
    : QLabel(parent), session_(session), worker_(new SearchWorker(this)), action_(new QAction(this)) {
    setObjectName(QStringLiteral("perfectPlayLabel"));
    action_->setObjectName(QStringLiteral("showPerfectPlay"));
    action_->setCheckable(true);
    connect(action_, &QAction::toggled, this, &PerfectPlayLabel::refresh);
    connect(session_, &GameSession::moveAppended, this, &PerfectPlayLabel::refresh);
    connect(session_, &GameSession::shownPlyChanged, this, &PerfectPlayLabel::refresh);
    connect(session_, &GameSession::gameReplaced, this, &PerfectPlayLabel::refresh);
    connect(session_, &GameSession::playerNamesChanged, this, &PerfectPlayLabel::showValue);
    retranslate();
    refresh();
}

void PerfectPlayLabel::retranslate() {
    action_->setText(tr("&Perfect-Play Value (Tihbat)"));
    action_->setStatusTip(tr("Show who wins the Tihbat position when both players play perfectly"));
    setToolTip(tr("The result of the game from here if both players play perfectly"));
}

void PerfectPlayLabel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refresh();
    }
    QLabel::changeEvent(event);
}

void PerfectPlayLabel::refresh() {
    worker_->cancel();
    value_.reset();
    const Position& pos = session_->position();
    if (!action_->isChecked() || session_->rules().id() != GameId::Tihbat || pos.over()) {
        hide();
        return;
    }
    std::vector<Position> history;
    for (int i = 0; i < session_->shownPly(); ++i)
        history.push_back(session_->game().positionAt(i));
    worker_->start([this, pos, history = std::move(history)](std::stop_token stop,
                                                              const SearchWorker::Deliver& deliver) {
        const TihbatValue value = tihbatValue(pos, history);
        if (!stop.stop_requested())
            deliver([this, value] { onValue(value); });
    });
    setText(tr("Working out the perfect-play value…"));
    show();
}

void PerfectPlayLabel::onValue(TihbatValue value) {
    value_ = value;
    showValue();
    emit valueShown();
}

void PerfectPlayLabel::showValue() {
    if (!value_)
        return;
    setText(Wording::perfectPlay(session_->rules().id(), value_->difference, session_->position().toMove,
                                 session_->playerName(Side::South), session_->playerName(Side::North)));
}

} // namespace mancala::ui
