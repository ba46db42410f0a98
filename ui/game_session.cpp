#include "game_session.hpp"

#include "wording.hpp"

namespace mancala::ui {

GameSession::GameSession(GameId game, QObject* parent) : QObject(parent), game_(rulesFor(game)) {}

const Trace& GameSession::lastTrace() const noexcept {
    static const Trace none;
    return traces_.empty() ? none : traces_.back();
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

bool GameSession::mustPass() const {
    MoveList moves;
    game_.legalMoves(moves);
    return moves.size() == 1 && moves[0].isPass();
}

IllegalReason GameSession::play(Move m) {
    const Position before = game_.position();
    Trace trace;
    const IllegalReason why = game_.play(m, &trace);
    if (why != IllegalReason::None)
        return why;
    traces_.push_back(std::move(trace));
    redo_.clear();
    emit movePlayed(before, m, traces_.back());
    emit undoRedoChanged();
    return IllegalReason::None;
}

void GameSession::undo() {
    if (!canUndo())
        return;
    const Move last = game_.moves().back();
    game_.undo();
    traces_.pop_back();
    redo_.push_back(last);
    emit reset();
    emit undoRedoChanged();
}

void GameSession::redo() {
    if (!canRedo())
        return;
    Trace trace;
    // A move taken back was legal in this very position, so it plays again.
    [[maybe_unused]] const IllegalReason why = game_.play(redo_.back(), &trace);
    Q_ASSERT(why == IllegalReason::None);
    redo_.pop_back();
    traces_.push_back(std::move(trace));
    emit reset();
    emit undoRedoChanged();
}

void GameSession::newGame(GameId game) {
    game_ = Game(rulesFor(game));
    traces_.clear();
    redo_.clear();
    emit reset();
    emit undoRedoChanged();
}

void GameSession::restart() {
    newGame(rules().id());
}

} // namespace mancala::ui
