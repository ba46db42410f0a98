// MainWindow's analysis: the one analysis service of the session's game
// (AnalysisModel), the marks it adds to the move list, the Analysis dock,
// shown when a replay starts, and the board and game exports (Edit ▸ Copy
// Board, Game ▸ Export Board…/Game…), and the puzzles (Game ▸ Puzzles,
// Game ▸ Make Puzzles of My Mistakes). It analyses the whole game while the
// Analysis or Evaluation dock is shown or a replay is on (a saved game
// opened is replayed), never while the game is played and the docks closed
// (the computer player's time), but for the position the Hint or the
// perfect-play value asks for.
#include <QAction>
#include <QDockWidget>
#include <QStatusBar>

#include "play/analysis/analysis_marks.hpp"
#include "play/analysis/analysis_model.hpp"
#include "play/analysis/evaluation_panel.hpp"
#include "play/endgame_store.hpp"
#include "play/mistake_puzzles.hpp"
#include "play/move_list_model.hpp"
#include "play/puzzle_book.hpp"
#include "board/board_view.hpp"
#include "session/game_session.hpp"
#include "settings/settings.hpp"
#include "window/puzzle_dialog.hpp"
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

void MainWindow::createPuzzles() {
    puzzleBook_ = std::make_shared<const PuzzleBook>(PuzzleBook::defaultMistakesFile());
    mistakePuzzles_ = new MistakePuzzles(session_, analysis_, endgames_, puzzleBook_, this);
    mistakePuzzles_->setObjectName(QStringLiteral("mistakePuzzles"));
    // The docks are made later; they are there whenever this runs.
    connect(mistakePuzzles_, &MistakePuzzles::analysisWanted, this, [this] { analysisPanel_->show(); });
    connect(mistakePuzzles_, &MistakePuzzles::message, this,
            [this](const QString& text) { statusBar()->showMessage(text); });
    puzzles_ = new QAction(this);
    puzzles_->setObjectName(QStringLiteral("puzzlesAction"));
    connect(puzzles_, &QAction::triggered, this, &MainWindow::puzzleDialog);
}

void MainWindow::puzzleDialog() {
    auto* dialog = new PuzzleDialog(puzzleBook_, endgames_, settings_.get(), boardView_->themeChoice(),
                                    boardView_->animationSpeed(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (hasPuzzles(session_->rules().id()))
        dialog->choose(session_->rules().id(), PuzzleSource::Starting);
    // The endgame databases' work goes back to the game played.
    connect(dialog, &QDialog::finished, this, [this] { endgames_->setPlaying(session_->rules().id()); });
    dialog->open();
}

} // namespace mancala::ui
