// Game ▸ Statistics: the games, wins, draws, losses and best win of each game
// against each opponent (StatisticsModel), with Reset (after a question) and
// Close.
#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QPushButton;
class QTableView;

namespace mancala::ui {

class Statistics;
class StatisticsModel;

class StatisticsDialog : public QDialog {
    Q_OBJECT
public:
    // Its parts, found by their object names: the table "statisticsTable"
    // (over a StatisticsModel) and the button "resetStatisticsButton".
    StatisticsDialog(Statistics* statistics, QWidget* parent = nullptr);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void askToReset();
    void showRows();

    Statistics* statistics_;
    StatisticsModel* model_;
    QTableView* table_;
    QLabel* empty_;
    QDialogButtonBox* buttons_;
    QPushButton* reset_;
};

} // namespace mancala::ui
