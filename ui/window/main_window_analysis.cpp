// MainWindow's analysis: the one analysis service of the session's game
// (AnalysisModel), the marks it adds to the move list, the Analysis dock,
// shown when a replay starts, and the board and game exports (Edit ▸ Copy
// Board, Game ▸ Export Board…/Game…). It analyses the whole game while the
// Analysis or Evaluation dock is shown or a replay is on (a saved game
// opened is replayed), never while the game is played and the docks closed
// (the computer player's time), but for the position the Hint or the
// perfect-play value asks for.
#include <QDockWidget>

#include "play/analysis/analysis_marks.hpp"
#include "play/analysis/analysis_model.hpp"
#include "play/analysis/evaluation_panel.hpp"
#include "play/move_list_model.hpp"
#include "session/replay_controller.hpp"
#include "window/analysis_panel.hpp"
#include "window/board_export.hpp"
#include "window/main_window.hpp"

namespace mancala::ui {

void MainWindow::createAnalysis() {
    analysis_ = new AnalysisModel(session_, this);
    analysis_->setObjectName(QStringLiteral("analysisModel"));
    analysisMarks_ = new AnalysisMarks(analysis_, this);
    analysisMarks_->setObjectName(QStringLiteral("analysisMarks"));
    analysisMarks_->setSourceModel(moveListModel_);
}

void MainWindow::createAnalysisDock() {
    analysisPanel_ = new AnalysisPanel(analysis_, replay_, this);
    addDockWidget(Qt::RightDockWidgetArea, analysisPanel_);
    splitDockWidget(moveDock_, analysisPanel_, Qt::Vertical);
    const auto follow = [this] {
        analysis_->setActive(analysisPanel_->isVisible() || evaluation_->isVisible() || replay_->isActive());
    };
    connect(analysisPanel_, &QDockWidget::visibilityChanged, this, [this, follow](bool visible) {
        if (visible)
            fitDock(analysisPanel_);
        follow();
    });
    connect(evaluation_, &QDockWidget::visibilityChanged, analysis_, follow);
    // A replay that starts (a saved game opened, Replay ▸ Replay game) shows
    // the dock; closed during the replay, it stays closed until the next one.
    connect(replay_, &ReplayController::changed, this, [this, follow, replaying = false]() mutable {
        if (replay_->isActive() && !replaying)
            analysisPanel_->show();
        replaying = replay_->isActive();
        follow();
    });
    analysisPanel_->hide();
    follow();
    boardExport_ = new BoardExport(session_, analysis_, files_, this);
    boardExport_->setObjectName(QStringLiteral("boardExport"));
}

} // namespace mancala::ui
