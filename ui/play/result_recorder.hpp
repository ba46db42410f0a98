// Counts each finished game once in the statistics (settings/statistics.hpp):
// when it first ends by a move played here, for each side a person played,
// against the other side. The session says what changed its moves
// (GameSession::MovesChange): a record opened already finished is not
// counted, even when its last moves are undone and played again; undoing
// past the end and playing to an end again, or redoing, counts nothing more;
// a new game or a restart counts afresh. A game lost on time (GameClocks)
// counts as a loss for the side whose flag fell.
#pragma once

#include <QObject>

#include "session/game_session.hpp"

namespace mancala::ui {

class GameClocks;
class Statistics;
class TurnController;

class ResultRecorder : public QObject {
    Q_OBJECT
public:
    ResultRecorder(GameSession* session, TurnController* turns, Statistics* statistics, QObject* parent = nullptr);
    void setClocks(GameClocks* clocks);

private:
    void onMovesChanged(GameSession::MovesChange change);
    void record(Winner winner);

    GameSession* session_;
    TurnController* turns_;
    Statistics* statistics_;
    bool counted_ = false; // the game's end was counted, or it was opened finished
};

} // namespace mancala::ui
