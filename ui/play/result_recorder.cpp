#include "play/result_recorder.hpp"

#include <algorithm>

#include "play/turn_controller.hpp"
#include "session/game_session.hpp"
#include "settings/statistics.hpp"

namespace mancala::ui {

namespace {

// Whether one of `a`, `b` begins with the other: the same game, some moves
// undone, redone or played on.
bool sameGame(const std::vector<Move>& a, const std::vector<Move>& b) {
    const std::size_t n = std::min(a.size(), b.size());
    return std::equal(a.begin(), a.begin() + static_cast<long>(n), b.begin());
}

} // namespace

ResultRecorder::ResultRecorder(GameSession* session, TurnController* turns, Statistics* statistics, QObject* parent)
    : QObject(parent), session_(session), turns_(turns), statistics_(statistics) {
    connect(session_, &GameSession::moveAppended, this, &ResultRecorder::onMoveAppended);
    connect(session_, &GameSession::gameReplaced, this, &ResultRecorder::onGameReplaced);
    connect(session_, &GameSession::gameStarted, this, [this] {
        counted_ = false;
        moves_ = session_->game().moves();
    });
    counted_ = session_->game().position().over();
    moves_ = session_->game().moves();
}

void ResultRecorder::onGameReplaced() {
    const std::vector<Move>& moves = session_->game().moves();
    if (!sameGame(moves, moves_))
        counted_ = session_->game().position().over(); // another game, opened as it is
    moves_ = moves;
}

void ResultRecorder::onMoveAppended() {
    moves_ = session_->game().moves();
    const Position& final = session_->game().position();
    if (counted_ || !final.over())
        return;
    counted_ = true;
    const PlayerSetup& players = turns_->players();
    const GameId game = session_->rules().id();
    for (Side side : {Side::South, Side::North}) {
        if (players.isComputer(side))
            continue;
        const Side other = opponent(side);
        Opponent against;
        against.computer = players.isComputer(other);
        against.level = players.levelOf(other);
        if (!against.computer)
            against.name = session_->playerName(other);
        const Winner mine = side == Side::South ? Winner::South : Winner::North;
        const int margin = final.totals[index(side)] - final.totals[index(other)];
        // The winner (in Bao la Kimasai, who blocked the other or took every
        // stone) counts a win even when the totals say less.
        const int result = final.winner == Winner::Draw ? 0
                           : final.winner == mine   ? std::max(margin, 1)
                                                    : std::min(margin, -1);
        statistics_->record(game, against, result);
    }
}

} // namespace mancala::ui
