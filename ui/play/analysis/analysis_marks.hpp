// The move list with the analysis's marks: the rows of MoveListModel as
// they are, plus a badge (?!, ?, ??) as each move's decoration once the
// analysis has judged it an inaccuracy, a mistake or a blunder, and in the
// tooltip what it lost and the better move. The text of a row is the
// source's (the replay bar shows it); MarkRole gives the mark alone.
#pragma once

#include <QIdentityProxyModel>
#include <QPixmap>

#include <array>

#include "mancala/analysis.hpp"

namespace mancala::ui {

class AnalysisModel;

class AnalysisMarks : public QIdentityProxyModel {
    Q_OBJECT
public:
    // QString: "?!", "?", "??" or "" (not judged, or best or good).
    static constexpr int MarkRole = Qt::UserRole + 100;

    AnalysisMarks(AnalysisModel* analysis, QObject* parent = nullptr);

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

    // The sentence of the tooltip for a judged move (also the game sheet's).
    static QString judgement(const Rules& rules, const MoveAnalysis& m);
    // "Inaccuracy", "Mistake", ... in the UI's language.
    static QString className(MoveClass c);
    // The badge's colour for a class.
    static QColor markColor(MoveClass c);

private:
    void rowsJudged(int firstPly, int lastPly);
    // The move of the session's game at `row` (the analysis may be of another).
    Move sourceMoveAt(int row) const;
    QPixmap badge(MoveClass c) const;

    AnalysisModel* analysis_;
    mutable std::array<QPixmap, kAllMoveClasses.size()> badges_;
};

} // namespace mancala::ui
