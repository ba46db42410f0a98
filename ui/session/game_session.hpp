// The game session: owns the core Game, applies moves, and tells everyone what
// happened. Models and views listen to it; nothing in ui/ applies a rule itself.
//
// The shown ply: the session can show an earlier position of its game without
// forgetting the later moves (a replay, see ReplayController). position(),
// lastTrace() and mustPass() are those of the ply shown; game() is always the
// whole game. Outside a replay the shown ply is the latest one.
#pragma once

#include <QObject>
#include <QString>

#include <vector>

#include "mancala/game.hpp"
#include "settings/players.hpp"
#include "mancala/trace.hpp"

namespace mancala::ui {

class GameSession : public QObject {
    Q_OBJECT
public:
    // What changed the game's moves (movesChanged).
    enum class MovesChange {
        Played,    // a move played (appended; in a replay the later moves discarded first)
        Undone,    // the last move taken back
        Redone,    // a move taken back played again
        Discarded, // the moves after the ply shown forgotten
        Loaded,    // a record's moves replaced the game
        NewGame,   // a fresh game: newGame(), restart(), startFrom()
    };
    Q_ENUM(MovesChange)

    explicit GameSession(GameId game = GameId::DjenonAboure, QObject* parent = nullptr);

    const Rules& rules() const noexcept { return game_.rules(); }
    const Game& game() const noexcept { return game_; }
    // The position shown (the current one unless an earlier ply is shown).
    const Position& position() const noexcept { return game_.positionAt(shown_); }
    // The trace of the move that led to position() (empty at the start).
    const Trace& lastTrace() const noexcept;
    // The trace of ply `i` (0-based: traceAt(0) is the first move), i < game().ply().
    const Trace& traceAt(int i) const { return traces_.at(static_cast<std::size_t>(i)); }

    // The player's name, or the translated side name when none was given.
    QString playerName(Side side) const;
    // The name as given (trimmed; empty when none was given).
    QString givenName(Side side) const { return names_[index(side)]; }
    // Names are trimmed; an empty name means "use the side name".
    void setPlayerNames(const QString& south, const QString& north);
    // Who plays each side: a person, or the computer at a level (kept with
    // the game: records store it; TurnController gives the computer its turns).
    const PlayerSetup& players() const noexcept { return players_; }
    void setPlayers(const PlayerSetup& players);

    // In position(), the only legal move is a pass (the game goes on).
    bool mustPass() const;

    // `m` checked once in position() (Rules::checked), for play(): the turn
    // controller's one check of a person's move.
    CheckedMove check(Move m) const { return rules().checked(position(), m); }
    // Plays a move checked in position() without checking it again; returns
    // its reason when illegal (nothing changes then). Played while an earlier
    // ply is shown, it first discards the later moves (the UI asks before).
    IllegalReason play(const CheckedMove& m);
    // play(check(m)).
    IllegalReason play(Move m) { return play(check(m)); }

    // The ply shown: 0 is the start, game().ply() the latest position.
    int shownPly() const noexcept { return shown_; }
    bool showsLatest() const noexcept { return shown_ == game_.ply(); }
    // Shows the position after `ply` plies (clamped to the game), keeping every
    // move; told as shownPlyChanged(from, to) (one ply forward, the views
    // animate the move from traceAt(from)).
    void showPly(int ply);
    // Forgets the moves after the ply shown (and what there was to redo).
    void discardLaterMoves();
    // Replaces the game by `moves` of `game` from `start` (a position set up
    // by hand, one checkSetUp() finds playable, or the game's own start),
    // showing the latest ply. All or nothing: returns the reason the first
    // illegal move is refused (and changes nothing) or IllegalReason::None.
    IllegalReason load(GameId game, const Position& start, const std::vector<Move>& moves);
    // load(game, its start position, moves).
    IllegalReason load(GameId game, const std::vector<Move>& moves);
    // The game began from a position set up by hand (startFrom(), a record's
    // Start tag), not where its rules begin.
    bool isSetUp() const;
    // The game begins where its rules begin and no move is played yet.
    bool isFresh() const { return game_.ply() == 0 && !isSetUp(); }

    // Undo and redo work on the latest position only.
    bool canUndo() const noexcept { return showsLatest() && game_.ply() > 0; }
    bool canRedo() const noexcept { return showsLatest() && !redo_.empty(); }
    // Takes back the last move (whole moves, any number of them).
    void undo();
    // Plays again the last move taken back.
    void redo();

    // Starts a game of `game` from the position `start` (one the rules accept:
    // Rules::positionIsOk), e.g. the examples of the rules browser.
    void startFrom(GameId game, const Position& start);

public slots:
    // Starts a fresh game (of `game`).
    void newGame(mancala::GameId game);
    // Starts the game again from its start position (set up by hand or not).
    void restart();

signals:
    // The game or the ply shown is about to change other than by a move
    // played (a step through a replay, undo, redo, load, a new game): the
    // board finishes the animation it is showing, so that the change starts
    // from rest. (A move played while one animates is queued behind it.)
    void aboutToChange();
    // A move was played and appended to the game (play()); it is shown:
    // `before` is the position before it, `trace` what happened.
    void moveAppended(const mancala::Position& before, mancala::Move move, const mancala::Trace& trace);
    // A replay shows another ply of the same game (showPly()), from ply
    // `from` to ply `to`; the game's moves are unchanged.
    void shownPlyChanged(int from, int to);
    // The game changed other than by a move appended: a new game, restart,
    // undo, redo, load, the later moves discarded. Views jump to position().
    void gameReplaced();
    // The game's moves changed (after moveAppended or gameReplaced): what
    // follows the moves — the document, the autosave, the analysis, the
    // statistics. Never for a replay step. `change` says how; the first
    // `keptPlies` moves (so positions 0 .. keptPlies, with their histories)
    // are those of the game before; 0 for Loaded and NewGame (another game).
    void movesChanged(mancala::ui::GameSession::MovesChange change, int keptPlies);
    // A new game began: newGame(), restart() or startFrom() (not load()).
    void gameStarted();
    void playerNamesChanged();
    void playersChanged();
    void undoRedoChanged();

private:
    Game game_;
    std::vector<Trace> traces_; // one per ply played
    std::vector<Move> redo_;    // moves taken back, the next one to redo last
    QString names_[2];
    PlayerSetup players_;
    int shown_ = 0; // the ply shown, 0..game_.ply()

    // Emits gameReplaced(), movesChanged(change, keptPlies) and undoRedoChanged().
    void announceReplaced(MovesChange change, int keptPlies);
};

} // namespace mancala::ui
