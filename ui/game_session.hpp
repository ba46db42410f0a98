// The game session: owns the core Game, applies moves, and tells everyone what
// happened. Models and views listen to it; nothing in ui/ applies a rule itself.
#pragma once

#include <QObject>
#include <QString>

#include <vector>

#include "mancala/game.hpp"
#include "mancala/trace.hpp"

namespace mancala::ui {

class GameSession : public QObject {
    Q_OBJECT
public:
    explicit GameSession(GameId game = GameId::DjenonAboure, QObject* parent = nullptr);

    const Rules& rules() const noexcept { return game_.rules(); }
    const Game& game() const noexcept { return game_; }
    const Position& position() const noexcept { return game_.position(); }
    // The trace of the last move played (empty at the start / after undo to the start).
    const Trace& lastTrace() const noexcept;
    // The trace of ply `i` (0-based: traceAt(0) is the first move), i < game().ply().
    const Trace& traceAt(int i) const { return traces_.at(static_cast<std::size_t>(i)); }

    // The player's name, or the translated side name when none was given.
    QString playerName(Side side) const;
    // Names are trimmed; an empty name means "use the side name".
    void setPlayerNames(const QString& south, const QString& north);

    // The only legal move is a pass (the mover has no move but the game goes on).
    bool mustPass() const;

    // Plays `m`; returns the reason when illegal (nothing changes then).
    IllegalReason play(Move m);

    bool canUndo() const noexcept { return game_.ply() > 0; }
    bool canRedo() const noexcept { return !redo_.empty(); }
    // Takes back the last move (whole moves, any number of them).
    void undo();
    // Plays again the last move taken back.
    void redo();

public slots:
    // Starts a fresh game (of `game`).
    void newGame(mancala::GameId game);
    void restart();

signals:
    // A move was played: `before` is the position before it, `trace` what happened.
    void movePlayed(const mancala::Position& before, mancala::Move move, const mancala::Trace& trace);
    // The game was replaced wholesale (new game, restart, undo, redo): views jump to position().
    void reset();
    void playerNamesChanged();
    void undoRedoChanged();

private:
    Game game_;
    std::vector<Trace> traces_; // one per ply played
    std::vector<Move> redo_;    // moves taken back, the next one to redo last
    QString names_[2];
};

} // namespace mancala::ui
