// The clocks of a game on a time control (GameClocks), in a bar above the
// board: each player's name and time left (North's at the left, South's at
// the right, as their names stand on the board, in every language), the side whose clock runs in
// bold, a fallen flag said; in a replay, the times left after the move
// shown (what the record keeps). Hidden for a game without a clock. The
// times shown are read again a few times a second while a clock runs.
#pragma once

#include <QWidget>

#include <array>
#include <chrono>

#include "mancala/types.hpp"

class QLabel;
class QTimer;

namespace mancala::ui {

class GameClocks;
class GameSession;

class ClockBar : public QWidget {
    Q_OBJECT
public:
    ClockBar(GameClocks* clocks, GameSession* session, QWidget* parent = nullptr);

    // "4:58", "1:02:03", "0:09.4" (tenths under ten seconds).
    static QString clockText(std::chrono::milliseconds time);
    // What the bar says of `side` now.
    QString text(Side side) const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();

    GameClocks* clocks_;
    GameSession* session_;
    std::array<QLabel*, 2> labels_{};
    QTimer* tick_;
};

} // namespace mancala::ui
