#include "play/evaluation_panel.hpp"

#include <QEvent>
#include <QHeaderView>
#include <QTreeWidget>

#include <algorithm>
#include <span>
#include <utility>

#include "session/game_session.hpp"
#include "mancala/notation.hpp"
#include "session/replay_controller.hpp"
#include "session/search_worker.hpp"
#include "i18n/wording.hpp"

namespace mancala::ui {

EvaluationPanel::EvaluationPanel(GameSession* session, ReplayController* replay, QWidget* parent)
    : QDockWidget(parent), session_(session), replay_(replay), worker_(new SearchWorker(this)),
      table_(new QTreeWidget(this)) {
    setObjectName(QStringLiteral("evaluationDock"));
    table_->setObjectName(QStringLiteral("evaluationTable"));
    table_->setColumnCount(3);
    table_->setRootIsDecorated(false);
    table_->setUniformRowHeights(true);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setFocusPolicy(Qt::NoFocus);
    table_->header()->setStretchLastSection(false);
    table_->header()->setSectionResizeMode(MoveColumn, QHeaderView::ResizeToContents);
    table_->header()->setSectionResizeMode(EvaluationColumn, QHeaderView::Stretch);
    table_->header()->setSectionResizeMode(BestColumn, QHeaderView::ResizeToContents);
    table_->setMinimumWidth(260);
    setWidget(table_);

    // The moves are evaluated as they change; a replay step only moves the selection.
    connect(session_, &GameSession::movesChanged, this, &EvaluationPanel::sync);
    connect(session_, &GameSession::shownPlyChanged, this, &EvaluationPanel::selectShownPly);
    connect(session_, &GameSession::playerNamesChanged, this, [this] {
        for (int row = 0; row < table_->topLevelItemCount(); ++row)
            fillRow(row);
    });
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible)
            resume();
        else
            worker_->cancel();
    });
    connect(table_, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem* item) {
        if (replay_ != nullptr)
            replay_->goTo(table_->indexOfTopLevelItem(item) + 1);
    });
    retranslate();
    sync();
}

bool EvaluationPanel::isWorking() const {
    return worker_->isBusy();
}

void EvaluationPanel::retranslate() {
    setWindowTitle(tr("Evaluation"));
    table_->setHeaderLabels({tr("Move"), tr("After it", "who stands better after the move"),
                             tr("Better", "the move the computer prefers")});
    table_->setToolTip(tr("Who stands better after each move, and a better move where the computer "
                          "prefers another"));
    for (int row = 0; row < table_->topLevelItemCount(); ++row)
        fillRow(row);
}

void EvaluationPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        // The searches words nothing, but a language switch stops every search.
        worker_->cancel();
        resume();
    }
    QDockWidget::changeEvent(event);
}

void EvaluationPanel::sync() {
    const Game& game = session_->game();
    const std::vector<Move>& moves = game.moves();
    const bool sameGame = game_ == game.rules().id() && start_ == game.positionAt(0);
    std::size_t keep = 0;
    if (sameGame)
        while (keep < moves_.size() && keep < moves.size() && moves_[keep] == moves[keep])
            ++keep;
    if (sameGame && keep == moves_.size() && keep == moves.size()) {
        selectShownPly();
        return;
    }
    // Positions 0..keep are unchanged (and so are their histories).
    worker_->cancel();
    game_ = game.rules().id();
    start_ = game.positionAt(0);
    moves_ = moves;
    if (sameGame)
        entries_.resize(std::min(entries_.size(), keep + 1));
    else
        entries_.clear();

    const int rows = static_cast<int>(moves.size());
    while (table_->topLevelItemCount() > rows)
        delete table_->takeTopLevelItem(table_->topLevelItemCount() - 1);
    while (table_->topLevelItemCount() < rows)
        table_->addTopLevelItem(new QTreeWidgetItem);
    for (int row = 0; row < rows; ++row)
        fillRow(row);
    selectShownPly();
    resume();
}

void EvaluationPanel::resume() {
    if (worker_->isBusy() || !isVisible())
        return;
    const Game& game = session_->game();
    const int from = positionsDone();
    if (from > game.ply())
        return;
    std::vector<Position> positions;
    for (int i = 0; i <= game.ply(); ++i)
        positions.push_back(game.positionAt(i));
    SearchOptions options;
    options.level = Level::Expert;
    options.timeMs = 0;
    options.maxNodes = kNodes;
    const Rules* rules = &game.rules();
    worker_->start([this, rules, positions = std::move(positions), from, options](
                       std::stop_token stop, const SearchWorker::Deliver& deliver) {
        for (int k = from; k < static_cast<int>(positions.size()); ++k) {
            const Position& pos = positions[static_cast<std::size_t>(k)];
            Entry entry;
            entry.over = pos.over();
            if (!entry.over)
                entry.result = chooseMove(*rules, pos, std::span(positions.data(), static_cast<std::size_t>(k)),
                                          options, stop);
            if (stop.stop_requested())
                return;
            deliver([this, k, entry = std::move(entry)] { onEntry(k, entry); });
        }
    });
}

void EvaluationPanel::onEntry(int ply, const Entry& entry) {
    if (ply != positionsDone())
        return;
    entries_.push_back(entry);
    // Row r is the move from position r to r + 1.
    if (ply > 0)
        fillRow(ply - 1);
    if (ply < table_->topLevelItemCount())
        fillRow(ply);
    emit progressed();
}

void EvaluationPanel::fillRow(int row) {
    QTreeWidgetItem* item = table_->topLevelItem(row);
    const Game& game = session_->game();
    const Rules& rules = game.rules();
    const Move played = moves_.at(static_cast<std::size_t>(row));
    const QString south = session_->playerName(Side::South);
    const QString north = session_->playerName(Side::North);
    const QString mover = session_->playerName(game.positionAt(row).toMove);
    const QString notation = QString::fromStdString(formatMove(rules, played));

    item->setText(MoveColumn, tr("%1. %2", "move number, move").arg(row + 1).arg(notation));
    item->setToolTip(MoveColumn, tr("%1 played %2", "player name, move").arg(mover, notation));

    const QString pending = tr("…", "not evaluated yet");
    if (row + 1 < positionsDone()) {
        const Entry& after = entry(row + 1);
        const Position& pos = game.positionAt(row + 1);
        if (after.over) {
            item->setText(EvaluationColumn, Wording::result(pos, south, north));
            item->setToolTip(EvaluationColumn, Wording::result(pos, south, north));
        } else {
            item->setText(EvaluationColumn, Wording::shortEvaluation(after.result, pos.toMove, south, north));
            item->setToolTip(EvaluationColumn, Wording::evaluation(rules.id(), after.result, pos.toMove, south, north));
        }
    } else {
        item->setText(EvaluationColumn, pending);
        item->setToolTip(EvaluationColumn, QString());
    }

    if (row < positionsDone()) {
        const SearchResult& before = entry(row).result;
        const bool differs = before.move != played;
        const QString best = QString::fromStdString(formatMove(rules, before.move));
        item->setText(BestColumn, differs ? best : QString());
        item->setToolTip(BestColumn, differs ? tr("The computer prefers %1: %2", "a move, what it leads to")
                                                   .arg(best, Wording::evaluation(rules.id(), before,
                                                                                  game.positionAt(row).toMove,
                                                                                  south, north))
                                             : QString());
    } else {
        item->setText(BestColumn, pending);
        item->setToolTip(BestColumn, QString());
    }
}

void EvaluationPanel::selectShownPly() {
    const int row = session_->shownPly() - 1;
    if (row < 0 || row >= table_->topLevelItemCount()) {
        table_->clearSelection();
        if (row < 0)
            table_->scrollToTop(); // the start of the game: its first moves
        return;
    }
    QTreeWidgetItem* item = table_->topLevelItem(row);
    table_->setCurrentItem(item);
    table_->scrollToItem(item);
}

} // namespace mancala::ui
