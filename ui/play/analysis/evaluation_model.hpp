// The evaluation of each move of the game, as a table model: one row per
// move, columns "Move" (number and notation), "After it" (who stands better
// after the move) and "Better" (a better move, where the analysis judges one
// better than the move played by its own measure: MoveAnalysis::better),
// with tooltips in full sentences. EvaluationPanel shows it.
//
// It searches nothing: every value is the analysis service's
// (AnalysisModel), so that the panel, the Analysis dock, the marks and the
// hint say the same of every position. The cells fill in as the positions
// are analysed (dataChanged with the display and tooltip roles); a change of
// the moves keeps the rows of the moves the session kept, removes and
// inserts the others; a change of language words everything again.
#pragma once

#include <QAbstractTableModel>

#include <vector>

#include "mancala/types.hpp"

namespace mancala::ui {

class AnalysisModel;
class GameSession;

class EvaluationModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { MoveColumn, EvaluationColumn, BestColumn, ColumnCount };

    EvaluationModel(AnalysisModel* analysis, GameSession* session, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The language changed: every word again.
    void retranslate();

private:
    void onMovesChanged(int keptPlies);
    void onPositionAnalysed(int ply);
    void cellsChanged(int firstRow, int lastRow, int firstColumn, int lastColumn);
    QString text(int row, int column) const;
    QString toolTip(int row, int column) const;

    AnalysisModel* analysis_;
    GameSession* session_;
    // The rows' moves and who played them, as long as the rows are there.
    std::vector<Move> moves_;
    std::vector<Side> movers_;
};

} // namespace mancala::ui
