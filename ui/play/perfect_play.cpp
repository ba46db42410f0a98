#include "play/perfect_play.hpp"

#include <QAction>
#include <QEvent>

#include "i18n/wording.hpp"
#include "play/analysis/analysis_model.hpp"
#include "session/game_session.hpp"

namespace mancala::ui {

PerfectPlayLabel::PerfectPlayLabel(GameSession* session, AnalysisModel* analysis, QWidget* parent)
    : QLabel(parent), session_(session), analysis_(analysis), action_(new QAction(this)) {
    setObjectName(QStringLiteral("perfectPlayLabel"));
    action_->setObjectName(QStringLiteral("showPerfectPlay"));
    action_->setCheckable(true);
    connect(action_, &QAction::toggled, this, &PerfectPlayLabel::refresh);
    connect(session_, &GameSession::shownPlyChanged, this, &PerfectPlayLabel::refresh);
    // A move played, a game replaced: after the analysis has taken the new
    // moves in (it was made first, so it hears movesChanged first).
    connect(session_, &GameSession::movesChanged, this, &PerfectPlayLabel::refresh);
    connect(session_, &GameSession::playerNamesChanged, this, &PerfectPlayLabel::showValue);
    connect(analysis_, &AnalysisModel::positionAnalysed, this, &PerfectPlayLabel::onAnalysed);
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
    value_.reset();
    const Position& pos = session_->position();
    if (!action_->isChecked() || session_->rules().id() != GameId::Tihbat || pos.over()) {
        hide();
        return;
    }
    setText(tr("Working out the perfect-play value…"));
    show();
    if (analysis_->find(session_->shownPly()) != nullptr)
        onAnalysed(session_->shownPly());
    else
        analysis_->request(session_->shownPly());
}

void PerfectPlayLabel::onAnalysed(int ply) {
    const PositionAnalysis* a = analysis_->find(ply);
    if (value_ || !action_->isChecked() || session_->rules().id() != GameId::Tihbat || ply != session_->shownPly() ||
        a == nullptr || a->value.kind != PositionValue::Kind::Exact)
        return;
    value_ = TihbatValue{a->value.score / kSeedScore};
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
