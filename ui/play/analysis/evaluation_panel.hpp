// The evaluation of each move of the game, in a dock beside the move list
// (View → Evaluation): a table over EvaluationModel (who stands better after
// each move, and the move the search prefers where the one played differs).
// Made for replay mode: the row of the move shown is selected (at the start
// of the game the list shows its first moves), and a click on a row shows the
// position after that move (ReplayController::goTo). The model's values are
// the analysis service's (AnalysisModel), which the main window keeps
// analysing the whole game while the dock is shown.
#pragma once

#include <QDockWidget>

class QTreeView;

namespace mancala::ui {

class AnalysisModel;
class EvaluationModel;
class GameSession;
class ReplayController;

class EvaluationPanel : public QDockWidget {
    Q_OBJECT
public:
    EvaluationPanel(AnalysisModel* analysis, GameSession* session, ReplayController* replay, QWidget* parent = nullptr);

    EvaluationModel* model() const noexcept { return model_; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void selectShownPly();

    GameSession* session_;
    ReplayController* replay_;
    EvaluationModel* model_;
    QTreeView* table_;
};

} // namespace mancala::ui
