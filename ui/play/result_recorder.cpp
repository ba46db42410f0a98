#include "play/result_recorder.hpp"

#include <algorithm>

#include "play/turn_controller.hpp"
#include "session/game_clocks.hpp"
#include "settings/statistics.hpp"

namespace mancala::ui {

ResultRecorder::ResultRecorder(GameSession* session, TurnController* turns, Statistics* statistics, QObject* parent)
    : QObject(parent), session_(session), turns_(turns), statistics_(statistics) {
    connect(session_, &GameSession::movesChanged, this, &ResultRecorder::onMovesChanged);
    counted_ = session_->game().position().over();
}

void ResultRecorder::onMovesChanged(GameSession::MovesChange change) {
    using Change = GameSession::MovesChange;
    switch (change) {
    case Change::NewGame: counted_ = false; return;
    case Change::Loaded: counted_ = session_->game().position().over(); return;
    case Change::Undone:
    case Change::Discarded: return;
    case Change::Played:
    case Change::Redone: break;
    }
    // A game set up by hand is practice: it does not count.
    if (counted_ || !session_->game().position().over() || session_->isSetUp())
        return;
    counted_ = true;
    record(session_->game().position().winner);
}

void ResultRecorder::setClocks(GameClocks* clocks) {
    // A game lost on time counts as lost, whatever the seeds say.
    connect(clocks, &GameClocks::flagFell, this, [this](Side side) {
        if (counted_ || session_->isSetUp())
            return;
        counted_ = true;
        record(side == Side::South ? Winner::North : Winner::South);
    });
}

void ResultRecorder::record(Winner winner) {
    const Position& final = session_->game().position();
    const PlayerSetup& players = turns_->players();
    const GameId game = session_->rules().id();
    for (Side side : {Side::South, Side::North}) {
        if (players.isComputer(side))
            continue;
        const Side other = opponent(side);
        Opponent against;
        against.computer = players.isComputer(other);
        against.level = players.levelOf(other);
        // A person by the name given, or by their side (worded when shown).
        if (!against.computer && session_->givenName(other).isEmpty())
            against.side = other;
        else if (!against.computer)
            against.name = session_->givenName(other);
        const Winner mine = side == Side::South ? Winner::South : Winner::North;
        const int margin = final.totals[index(side)] - final.totals[index(other)];
        // The winner (in Bao la Kimasai, who blocked the other or took every
        // stone) counts a win even when the totals say less.
        const int result = winner == Winner::Draw ? 0 : winner == mine ? std::max(margin, 1) : std::min(margin, -1);
        statistics_->record(game, against, result);
    }
}

} // namespace mancala::ui
