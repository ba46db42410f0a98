// The game-theoretic value of the Tihbat position shown, in the status bar:
// "With perfect play, Ada wins by 2 counters". Shown while its checkable
// action (View → Perfect-Play Value) is on, the game is Tihbat and not over.
//
// The value is the analysis service's (AnalysisModel: exact in Tihbat, by
// the solver, which counts the positions since the last capture for the
// repetition rule), the same the Evaluation panel and the Analysis dock
// show; it is asked for the position shown first, and the label says it is
// working until then. Any change of the position or the language asks again.
#pragma once

#include <QLabel>

#include <optional>

#include "mancala/search.hpp"

class QAction;

namespace mancala::ui {

class AnalysisModel;
class GameSession;

class PerfectPlayLabel : public QLabel {
    Q_OBJECT
public:
    PerfectPlayLabel(GameSession* session, AnalysisModel* analysis, QWidget* parent = nullptr);

    QAction* action() const noexcept { return action_; }
    // The value shown, for the side to move in the position shown.
    const std::optional<TihbatValue>& value() const noexcept { return value_; }

signals:
    // A value was worked out and is shown.
    void valueShown();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void refresh();
    void onAnalysed(int ply);
    void showValue();

    GameSession* session_;
    AnalysisModel* analysis_;
    QAction* action_;
    std::optional<TihbatValue> value_;
};

} // namespace mancala::ui
