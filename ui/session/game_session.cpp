#include "session/game_session.hpp"

#include <algorithm>

#include "i18n/wording.hpp"

namespace mancala::ui {

GameSession::GameSession(GameId game, QObject* parent) : QObject(parent), game_(rulesFor(game)) {}

const Trace& GameSession::lastTrace() const noexcept {
    static const Trace none;
    return shown_ == 0 ? none : traces_[static_cast<std::size_t>(shown_ - 1)];
}

QString GameSession::playerName(Side side) const {
    const QString& name = names_[index(side)];
    return name.isEmpty() ? Wording::sideName(side) : name;
}

void GameSession::setPlayerNames(const QString& south, const QString& north) {
    const QString s = south.trimmed();
    const QString n = north.trimmed();
    if (s == names_[index(Side::South)] && n == names_[index(Side::North)])
        return;
    names_[index(Side::South)] = s;
    names_[index(Side::North)] = n;
    emit playerNamesChanged();
}

void GameSession::setPlayers(const PlayerSetup& players) {
    if (players == players_)
        return;
    players_ = players;
    emit playersChanged();
}

bool GameSession::mustPass() const {
    MoveList moves;
    rules().legalMoves(position(), moves);
    return moves.size() == 1 && moves[0].isPass();
}

IllegalReason GameSession::play(const CheckedMove& m) {
    // Refused in the position shown: the later moves stay.
    if (!m.legal())
        return m.reason();
    while (game_.ply() > shown_) {
        game_.undo();
        traces_.pop_back();
    }
    const Position before = game_.position();
    Trace trace;
    [[maybe_unused]] const IllegalReason why = game_.play(m, &trace);
    Q_ASSERT(why == IllegalReason::None);
    traces_.push_back(std::move(trace));
    redo_.clear();
    shown_ = game_.ply();
    emit moveAppended(before, m.move(), traces_.back());
    emit movesChanged(MovesChange::Played, shown_ - 1);
    emit undoRedoChanged();
    return IllegalReason::None;
}

void GameSession::showPly(int ply) {
    ply = std::clamp(ply, 0, game_.ply());
    if (ply == shown_)
        return;
    emit aboutToChange();
    const int from = shown_;
    shown_ = ply;
    emit shownPlyChanged(from, ply);
    emit undoRedoChanged();
}

void GameSession::discardLaterMoves() {
    if (showsLatest())
        return;
    emit aboutToChange();
    while (game_.ply() > shown_) {
        game_.undo();
        traces_.pop_back();
    }
    redo_.clear();
    announceReplaced(MovesChange::Discarded, shown_);
}

IllegalReason GameSession::load(GameId game, const std::vector<Move>& moves) {
    return load(game, rulesFor(game).initial(), moves);
}

bool GameSession::isSetUp() const {
    return game_.positionAt(0) != rules().initial();
}

IllegalReason GameSession::load(GameId game, const Position& start, const std::vector<Move>& moves) {
    Game loaded(rulesFor(game), start);
    std::vector<Trace> traces;
    traces.reserve(moves.size());
    for (Move m : moves) {
        Trace trace;
        if (const IllegalReason why = loaded.play(m, &trace); why != IllegalReason::None)
            return why;
        traces.push_back(std::move(trace));
    }
    emit aboutToChange();
    game_ = std::move(loaded);
    traces_ = std::move(traces);
    redo_.clear();
    shown_ = game_.ply();
    announceReplaced(MovesChange::Loaded, 0);
    return IllegalReason::None;
}

void GameSession::announceReplaced(MovesChange change, int keptPlies) {
    emit gameReplaced();
    emit movesChanged(change, keptPlies);
    emit undoRedoChanged();
}

void GameSession::undo() {
    if (!canUndo())
        return;
    emit aboutToChange();
    const Move last = game_.moves().back();
    game_.undo();
    traces_.pop_back();
    redo_.push_back(last);
    shown_ = game_.ply();
    announceReplaced(MovesChange::Undone, shown_);
}

void GameSession::redo() {
    if (!canRedo())
        return;
    emit aboutToChange();
    Trace trace;
    // A move taken back was legal in this very position, so it plays again.
    [[maybe_unused]] const IllegalReason why = game_.play(redo_.back(), &trace);
    Q_ASSERT(why == IllegalReason::None);
    redo_.pop_back();
    traces_.push_back(std::move(trace));
    shown_ = game_.ply();
    announceReplaced(MovesChange::Redone, shown_ - 1);
}

void GameSession::newGame(GameId game) {
    emit aboutToChange();
    game_ = Game(rulesFor(game));
    traces_.clear();
    redo_.clear();
    shown_ = 0;
    announceReplaced(MovesChange::NewGame, 0);
    emit gameStarted();
}

void GameSession::restart() {
    const Position start = game_.positionAt(0);
    startFrom(rules().id(), start);
}

void GameSession::startFrom(GameId game, const Position& start) {
    emit aboutToChange();
    game_ = Game(rulesFor(game), start);
    traces_.clear();
    redo_.clear();
    shown_ = 0;
    announceReplaced(MovesChange::NewGame, 0);
    emit gameStarted();
}

} // namespace mancala::ui
