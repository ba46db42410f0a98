#include "play/hint.hpp"

#include <QAction>
#include <QEvent>
#include <QStatusBar>

#include "board/board_model.hpp"
#include "i18n/wording.hpp"
#include "play/analysis/analysis_model.hpp"
#include "play/turn_controller.hpp"
#include "session/game_session.hpp"

namespace mancala::ui {

Hint::Hint(GameSession* session, BoardModel* board, TurnController* turns, AnalysisModel* analysis,
           QStatusBar* statusBar, QObject* parent)
    : QObject(parent), session_(session), board_(board), turns_(turns), analysis_(analysis), statusBar_(statusBar),
      action_(new QAction(this)) {
    action_->setObjectName(QStringLiteral("hint"));
    action_->setShortcut(QKeySequence(Qt::Key_H));
    connect(action_, &QAction::triggered, this, &Hint::request);
    connect(session_, &GameSession::moveAppended, this, &Hint::clear);
    connect(session_, &GameSession::shownPlyChanged, this, &Hint::clear);
    connect(session_, &GameSession::gameReplaced, this, &Hint::clear);
    connect(turns_, &TurnController::stateChanged, this, &Hint::updateAction);
    connect(analysis_, &AnalysisModel::positionAnalysed, this, &Hint::onAnalysed);
    retranslate();
    updateAction();
}

QString Hint::text() const {
    if (!result_)
        return {};
    const QString move = Wording::moveName(session_->rules(), result_->best);
    const QString evaluation =
        Wording::evaluation(session_->rules().id(), result_->value, result_->toMove, session_->playerName(Side::South),
                            session_->playerName(Side::North));
    return tr("Hint: %1 — %2", "a move, what it leads to").arg(move, evaluation);
}

void Hint::retranslate() {
    action_->setText(tr("&Hint"));
    action_->setStatusTip(tr("Show the move the analysis prefers"));
}

bool Hint::event(QEvent* event) {
    // The window passes QEvent::LanguageChange on to its children: the hint
    // goes (the window clears the status bar).
    if (event->type() == QEvent::LanguageChange) {
        clear();
        retranslate();
        return true;
    }
    return QObject::event(event);
}

void Hint::request() {
    const Position& pos = session_->position();
    if (pos.over() || turns_->isComputerToMove())
        return;
    clear();
    waiting_ = session_->shownPly();
    if (analysis_->find(*waiting_) != nullptr) {
        onAnalysed(*waiting_);
        return;
    }
    shownText_ = tr("Looking for a good move…");
    statusBar_->showMessage(shownText_);
    updateAction();
    analysis_->request(*waiting_);
}

void Hint::onAnalysed(int ply) {
    if (waiting_ != ply || ply != session_->shownPly())
        return;
    const PositionAnalysis* a = analysis_->find(ply);
    if (a == nullptr)
        return;
    waiting_.reset();
    result_ = *a;
    board_->setHintHole(a->best.isPass() ? kNoHole : a->best.from);
    shownText_ = text();
    statusBar_->showMessage(shownText_);
    updateAction();
    emit shown(a->best);
}

void Hint::clear() {
    waiting_.reset();
    result_.reset();
    board_->setHintHole(kNoHole);
    if (!shownText_.isEmpty() && statusBar_->currentMessage() == shownText_)
        statusBar_->clearMessage();
    shownText_.clear();
    updateAction();
}

void Hint::updateAction() {
    action_->setEnabled(!session_->position().over() && !turns_->isComputerToMove() && !waiting_);
}

} // namespace mancala::ui
