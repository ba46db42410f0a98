// The status bar's sign that the computer is thinking: a busy bar and
// "North is thinking…". It appears once the computer has thought for a
// moment (kShowAfterMs), so that quick moves do not make it flicker, and
// goes as soon as the thinking ends. While the computer is paused with its
// turn to come (Computer ▸ Pause Computer), it says so instead, without the
// busy bar. It follows a change of language.
#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;
class QTimer;

namespace mancala::ui {

class ComputerPlayer;
class GameSession;
class TurnController;

class ThinkingIndicator : public QWidget {
    Q_OBJECT
public:
    static constexpr int kShowAfterMs = 150;

    ThinkingIndicator(ComputerPlayer* computer, TurnController* turns, GameSession* session, QWidget* parent = nullptr);

    QString text() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void onThinkingChanged(bool thinking);
    void appear();
    // Shows the paused sign, the thinking one (`thinking`), or nothing.
    void showState();
    bool pausedWithATurnToCome() const;

    ComputerPlayer* computer_;
    TurnController* turns_;
    GameSession* session_;
    QProgressBar* busy_;
    QLabel* label_;
    QTimer* delay_;
};

} // namespace mancala::ui
