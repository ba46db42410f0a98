// Hint (H): the move the analysis prefers for the person to move, marked on
// the board (BoardModel::setHintHole) and said in the status bar with what it
// leads to: "Hint: c1 — Ada is about 2 seeds better" (exact where anything
// exact knows the value: "… — With perfect play, Ada wins by 2 counters").
//
// The value and the move are the analysis service's (AnalysisModel), the
// same that the Evaluation panel, the Analysis dock and the marks show for
// the position: it is asked for the position shown first, and meanwhile the
// status bar says so. Any change of the position (a move, undo, a new game,
// a replay step) or of the language takes the hint away. No hint while the
// computer is to move.
#pragma once

#include <QObject>
#include <QString>

#include <optional>

#include "mancala/analysis.hpp"

class QAction;
class QStatusBar;

namespace mancala::ui {

class AnalysisModel;
class BoardModel;
class GameSession;
class TurnController;

class Hint : public QObject {
    Q_OBJECT
public:
    Hint(GameSession* session, BoardModel* board, TurnController* turns, AnalysisModel* analysis, QStatusBar* statusBar,
         QObject* parent = nullptr);

    QAction* action() const noexcept { return action_; }
    // Waiting for the analysis of the position shown.
    bool isSearching() const noexcept { return waiting_.has_value(); }
    // The hint shown for the position shown, if any.
    const std::optional<PositionAnalysis>& result() const noexcept { return result_; }
    // The status bar's words for it (empty while there is none).
    QString text() const;

public slots:
    // Looks for the best move of the position shown.
    void request();

signals:
    // A hint is shown (its move is marked on the board).
    void shown(mancala::Move move);

protected:
    bool event(QEvent* event) override;

private:
    void retranslate();
    void clear();
    void onAnalysed(int ply);
    void updateAction();

    GameSession* session_;
    BoardModel* board_;
    TurnController* turns_;
    AnalysisModel* analysis_;
    QStatusBar* statusBar_;
    QAction* action_;
    std::optional<int> waiting_; // the ply asked of the analysis
    std::optional<PositionAnalysis> result_;
    QString shownText_; // the status bar message this object put there
};

} // namespace mancala::ui
