#include "play/analysis/evaluation_panel.hpp"

#include <QEvent>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QTreeView>

#include "play/analysis/evaluation_model.hpp"
#include "session/game_session.hpp"
#include "session/replay_controller.hpp"

namespace mancala::ui {

EvaluationPanel::EvaluationPanel(AnalysisModel* analysis, GameSession* session, ReplayController* replay,
                                 QWidget* parent)
    : QDockWidget(parent), session_(session), replay_(replay), model_(new EvaluationModel(analysis, session, this)),
      table_(new QTreeView(this)) {
    setObjectName(QStringLiteral("evaluationDock"));
    table_->setObjectName(QStringLiteral("evaluationTable"));
    table_->setModel(model_);
    table_->setRootIsDecorated(false);
    table_->setUniformRowHeights(true);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setFocusPolicy(Qt::NoFocus);
    table_->header()->setStretchLastSection(false);
    table_->header()->setSectionResizeMode(EvaluationModel::MoveColumn, QHeaderView::ResizeToContents);
    table_->header()->setSectionResizeMode(EvaluationModel::EvaluationColumn, QHeaderView::Stretch);
    table_->header()->setSectionResizeMode(EvaluationModel::BestColumn, QHeaderView::ResizeToContents);
    table_->setMinimumWidth(260);
    setWidget(table_);

    // A replay step only moves the selection; the rows follow the moves.
    connect(session_, &GameSession::shownPlyChanged, this, &EvaluationPanel::selectShownPly);
    connect(model_, &QAbstractItemModel::rowsInserted, this, &EvaluationPanel::selectShownPly);
    connect(model_, &QAbstractItemModel::rowsRemoved, this, &EvaluationPanel::selectShownPly);
    connect(model_, &QAbstractItemModel::modelReset, this, &EvaluationPanel::selectShownPly);
    connect(table_, &QAbstractItemView::clicked, this, [this](const QModelIndex& index) {
        if (replay_ != nullptr && index.isValid())
            replay_->goTo(index.row() + 1);
    });
    retranslate();
    selectShownPly();
}

void EvaluationPanel::retranslate() {
    setWindowTitle(tr("Evaluation"));
    table_->setAccessibleName(windowTitle());
    table_->setToolTip(tr("Who stands better after each move, and a better move where the computer "
                          "prefers another"));
}

void EvaluationPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        model_->retranslate();
    }
    QDockWidget::changeEvent(event);
}

void EvaluationPanel::selectShownPly() {
    const int row = session_->shownPly() - 1;
    if (row < 0 || row >= model_->rowCount()) {
        table_->clearSelection();
        if (row < 0)
            table_->scrollToTop(); // the start of the game: its first moves
        return;
    }
    const QModelIndex index = model_->index(row, EvaluationModel::MoveColumn);
    table_->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    table_->scrollTo(index);
}

} // namespace mancala::ui
