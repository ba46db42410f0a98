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
#include "play/endgame_store.hpp"
#include "play/move_list_model.hpp"
#include "session/replay_controller.hpp"
#include "window/analysis_panel.hpp"
#include "window/board_export.hpp"
#include "window/main_window.hpp"

namespace mancala::ui {

void MainWindow::createAnalysis() {
    analysis_ = new AnalysisModel(session_, this);
    analysis_->setObjectName(QStringLiteral("analysisModel"));
    analysis_->setEndgames(endgames_);
    analysis_->setComputer(computer_);
    analysisMarks_ = new AnalysisMarks(analysis_, this);
    analysisMarks_->setObjectName(QStringLiteral("analysisMarks"));
    analysisMarks_->setSourceModel(moveListModel_);
    boardExport_ = new BoardExport(session_, analysis_, files_, this);
    boardExport_->setObjectName(QStringLiteral("boardExport"));
}

void MainWindow::createAnalysisDocks() {
    evaluation_ = new EvaluationPanel(analysis_, session_, replay_, this);
    addDockWidget(Qt::RightDockWidgetArea, evaluation_);
    splitDockWidget(moveDock_, evaluation_, Qt::Vertical);
    evaluation_->hide();
    fitWhenShown(evaluation_);
    analysisPanel_ = new AnalysisPanel(analysis_, replay_, this);
    addDockWidget(Qt::RightDockWidgetArea, analysisPanel_);
    splitDockWidget(moveDock_, analysisPanel_, Qt::Vertical);
    fitWhenShown(analysisPanel_);
    // The analysis follows the docks and the replay in the replay
    // controller's context: it was made before the model and the docks, so
    // it is destroyed first, and they are alive whenever this runs.
    const auto follow = [analysis = analysis_, panel = analysisPanel_, evaluation = evaluation_, replay = replay_] {
        analysis->setActive(panel->isVisible() || evaluation->isVisible() || replay->isActive());
    };
    connect(analysisPanel_, &QDockWidget::visibilityChanged, replay_, follow);
    connect(evaluation_, &QDockWidget::visibilityChanged, replay_, follow);
    // A replay that starts (a saved game opened, Replay ▸ Replay game) shows
    // the dock; closed during the replay, it stays closed until the next one.
    connect(replay_, &ReplayController::changed, replay_,
            [follow, panel = analysisPanel_, replay = replay_, replaying = false]() mutable {
                if (replay->isActive() && !replaying)
                    panel->show();
                replaying = replay->isActive();
                follow();
            });
    analysisPanel_->hide();
    follow();
}

} // namespace mancala::ui
