// Computer ▸ South Is Played By / North Is Played By: hands a side to the
// computer at a level, or back to a person, in the middle of a game. The
// choice is the session's players (TurnController::setPlayers), so the board,
// the record and the computer's turns follow it at once; the checked item
// follows the players, whoever changed them (a new game, a record opened).
#pragma once

#include <QMenu>

#include <array>

#include "mancala/types.hpp"

class QActionGroup;

namespace mancala::ui {

class GameSession;
class TurnController;

class PlayerMenu : public QMenu {
    Q_OBJECT
public:
    PlayerMenu(Side side, GameSession* session, TurnController* turns, QWidget* parent = nullptr);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void showPlayers();

    Side side_;
    GameSession* session_;
    TurnController* turns_;
    QActionGroup* group_;
};

} // namespace mancala::ui
