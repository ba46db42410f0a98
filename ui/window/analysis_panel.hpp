// The Analysis dock (View ▸ Analysis): the evaluation graph, the progress
// of the analysis with a button that stops it and goes on again, and each
// player's summary (moves by class, average loss). The analysis runs while
// the dock is shown or a replay is on (MainWindow says which).
#pragma once

#include <QDockWidget>

#include <array>

class QGridLayout;
class QLabel;
class QProgressBar;
class QPushButton;

namespace mancala::ui {

class AnalysisGraph;
class AnalysisModel;
class ReplayController;

class AnalysisPanel : public QDockWidget {
    Q_OBJECT
public:
    AnalysisPanel(AnalysisModel* analysis, ReplayController* replay, QWidget* parent = nullptr);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void syncState();
    void syncSummary();

    AnalysisModel* analysis_;
    AnalysisGraph* graph_;
    QProgressBar* progress_;
    QPushButton* stop_;
    std::array<QLabel*, 2> names_{};
    std::array<QLabel*, 6> rowNames_{};
    std::array<QLabel*, 12> cells_{};
};

} // namespace mancala::ui
