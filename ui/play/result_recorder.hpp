// Counts each finished game once in the statistics (settings/statistics.hpp):
// when it first ends by a move played here, for each side a person played,
// against the other side. A record opened already finished is not counted;
// undoing past the end and playing to an end again, or redoing, counts
// nothing more; a new game or a restart counts afresh.
#pragma once

#include <QObject>

#include <vector>

#include "mancala/types.hpp"

namespace mancala::ui {

class GameSession;
class Statistics;
class TurnController;

class ResultRecorder : public QObject {
    Q_OBJECT
public:
    ResultRecorder(GameSession* session, TurnController* turns, Statistics* statistics, QObject* parent = nullptr);

private:
    void onMoveAppended();
    void onGameReplaced();

    GameSession* session_;
    TurnController* turns_;
    Statistics* statistics_;
    bool counted_ = false;
    std::vector<Move> moves_; // the game's moves when last seen
};

} // namespace mancala::ui
