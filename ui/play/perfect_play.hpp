// The game-theoretic value of the Tihbat position shown, in the status bar:
// "With perfect play, Ada wins by 2 counters" (mancala::tihbatValue, which
// counts the positions since the last capture: the repetition rule). Shown
// while its checkable action (View → Perfect-Play Value) is on, the game is
// Tihbat and not over.
//
// tihbatValue builds its tables on first use, which takes a moment: it runs
// on a SearchWorker thread, and the label says it is working until then.
// Any change of the position or the language starts it afresh.
#pragma once

#include <QLabel>

#include <optional>

#include "mancala/search.hpp"

class QAction;

namespace mancala::ui {

class GameSession;
class SearchWorker;

class PerfectPlayLabel : public QLabel {
    Q_OBJECT
public:
    explicit PerfectPlayLabel(GameSession* session, QWidget* parent = nullptr);

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
    void onValue(TihbatValue value);
    void showValue();

    GameSession* session_;
    SearchWorker* worker_;
    QAction* action_;
    std::optional<TihbatValue> value_;
};

} // namespace mancala::ui
