#include "play/hint.hpp"

#include <QAction>
#include <QEvent>
#include <QStatusBar>

#include <utility>

#include "board/board_model.hpp"
#include "play/computer_player.hpp"
#include "play/turn_controller.hpp"
#include "session/game_session.hpp"
#include "mancala/notation.hpp"
#include "session/search_worker.hpp"
#include "i18n/wording.hpp"

namespace mancala::ui {

Hint::Hint(GameSession* session, BoardModel* board, TurnController* turns, const ComputerPlayer* computer,
           QStatusBar* statusBar, QObject* parent)
    : QObject(parent), session_(session), board_(board), turns_(turns), computer_(computer), statusBar_(statusBar),
      worker_(new SearchWorker(this)), action_(new QAction(this)) {
    action_->setObjectName(QStringLiteral("hint"));
    action_->setShortcut(QKeySequence(Qt::Key_H));
    connect(action_, &QAction::triggered, this, &Hint::request);
    connect(session_, &GameSession::moveAppended, this, &Hint::clear);
    connect(session_, &GameSession::shownPlyChanged, this, &Hint::clear);
    connect(session_, &GameSession::gameReplaced, this, &Hint::clear);
    connect(turns_, &TurnController::stateChanged, this, &Hint::updateAction);
    connect(worker_, &SearchWorker::finished, this, &Hint::updateAction);
    retranslate();
    updateAction();
}

bool Hint::isSearching() const {
    return worker_->isBusy();
}

QString Hint::text() const {
    if (!result_)
        return {};
    const QString move = QString::fromStdString(formatMove(session_->rules(), result_->move));
    const QString evaluation =
        Wording::evaluation(session_->rules().id(), *result_, mover_, session_->playerName(Side::South),
                            session_->playerName(Side::North));
    return tr("Hint: %1 — %2", "a move, what it leads to").arg(move, evaluation);
}

void Hint::retranslate() {
    action_->setText(tr("&Hint"));
    action_->setStatusTip(tr("Show the move the Expert would play"));
}

bool Hint::event(QEvent* event) {
    // The window passes QEvent::LanguageChange on to its children: the
    // search stops at once and the hint goes (the window clears the status bar).
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
    Game game = session_->game();
    while (game.ply() > session_->shownPly())
        game.undo();
    mover_ = pos.toMove;
    SearchOptions options = computer_->optionsFor(Level::Expert, 0);
    worker_->start([this, game = std::move(game), options](std::stop_token stop, const SearchWorker::Deliver& deliver) {
        SearchResult result = chooseMove(game, options, stop);
        if (!stop.stop_requested())
            deliver([this, result = std::move(result)] { onFound(result); });
    });
    shownText_ = tr("Looking for a good move…");
    statusBar_->showMessage(shownText_);
    updateAction();
}

void Hint::onFound(const SearchResult& result) {
    result_ = result;
    board_->setHintHole(result.move.isPass() ? kNoHole : result.move.from);
    shownText_ = text();
    statusBar_->showMessage(shownText_);
    updateAction();
    emit shown(result.move);
}

void Hint::clear() {
    worker_->cancel();
    result_.reset();
    board_->setHintHole(kNoHole);
    if (!shownText_.isEmpty() && statusBar_->currentMessage() == shownText_)
        statusBar_->clearMessage();
    shownText_.clear();
    updateAction();
}

void Hint::updateAction() {
    action_->setEnabled(!session_->position().over() && !turns_->isComputerToMove() && !worker_->isBusy());
}

} // namespace mancala::ui
