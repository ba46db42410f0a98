// Words for the core's enums and events, in one place. The core returns enums
// and data only; every sentence a player reads comes from here, through tr()
// (translation context "Wording") with plural forms wherever it counts.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "settings/animation_speed.hpp"
#include "mancala/rules.hpp"
#include "mancala/trace.hpp"

namespace mancala {
struct RecordParseError;
enum class RecordWriteError : std::uint8_t;
enum class NotationError : std::uint8_t;
enum class Level : std::uint8_t;
enum class PositionTextError : std::uint8_t;
enum class SetUpEdit : std::uint8_t;
struct PositionValue;
struct SetUpFault;
} // namespace mancala

namespace mancala::ui {

class Wording {
    Q_DECLARE_TR_FUNCTIONS(Wording)
public:
    // Text set into a sentence — a player's name, a move, a hole, a number,
    // a file name — in a first-strong isolate (U+2068 … U+2069): a name
    // written right to left in a left-to-right sentence (or the other way
    // round) then keeps its place, and what follows it is not pulled into it.
    static QString isolate(const QString& text);

    static QString gameName(GameId game);
    // "Kalah", or with its size and option where they are not Kalah(6, 4)'s.
    static QString kalahName(GameId game);
    // One line saying what the game is like (for the new-game dialog).
    static QString gameDescription(GameId game);
    static QString sideName(Side side);
    // "4 seeds", "4 counters" (Tihbat) or "4 stones" (Bao la Kimasai).
    static QString pieces(GameId game, int n);
    // Why a move is not allowed, as a sentence ("This hole is empty").
    static QString illegalReason(IllegalReason why);
    // Why the game ended, naming the player concerned (the final position's
    // side to move is the one who could not move).
    static QString endReason(const Rules& rules, const Position& final, const QString& southName,
                             const QString& northName);
    // What became of the seeds left on the board at the end, from the last
    // move's Allot events and the allotment its End event names (the core
    // decides it): "The 2 counters left on the board were split equally"
    // (SplitEqually), "The 5 seeds left on the board went to Ada"
    // (ToLastMover), "Each player took the seeds left in their own row: Ada
    // 3, Bo 2" (OwnRows); empty when none were left.
    static QString endAllotment(const Trace& lastMove, const QString& southName, const QString& northName);
    // "Ada wins, 26 to 22" or "Draw, 24 to 24".
    static QString result(const Position& final, const QString& southName, const QString& northName);
    // "Ada to move".
    static QString toMove(const QString& name);
    // "Ada has no move and must pass".
    static QString mustPass(const QString& name);
    // What a move did, briefly: "3 laps, captured 6 seeds, game over" (a
    // pass, named by its notation, adds nothing).
    static QString moveSummary(const Rules& rules, const Trace& trace);
    static QString passAction();
    // The badge of a Kalah move that ends in the mover's store.
    static QString anotherTurn(); // the label of the pass button and action
    // A move as the screen names it: its notation ("c1", "a1-a2"), but a pass
    // in the language's word (records keep the notation's "pass").
    static QString moveName(const Rules& rules, Move move);
    static QString speedName(AnimationSpeed speed);
    // Why a text is not a move ("There is no such hole on this board").
    static QString notationError(NotationError why);
    // What is wrong in a game record, as a sentence naming the offending text
    // (not the line and column, which the caller gives). `error.legal` is
    // listed for a bad or illegal move, in the notation of `game`.
    static QString recordError(const RecordParseError& error, GameId game);
    // Why a game cannot be written as a record, as a sentence.
    static QString recordWriteError(RecordWriteError why);
    // Why a text is not a position of `rules` (setup.hpp's notation: a
    // record's Start tag), as a sentence.
    static QString positionTextError(const Rules& rules, PositionTextError why);
    // Why the position `pos` set up by hand cannot be played (`fault` is not
    // playable), as a sentence naming the players (their side names when
    // not given): "The game would already be over: Ada, to move, cannot
    // move." (wording_setup.cpp).
    static QString setUpFault(const Rules& rules, const Position& pos, const SetUpFault& fault,
                              const QString& southName = {}, const QString& northName = {});
    // Why a seed could not be put into a hole or taken away while setting
    // up a position; a null string for an edit done.
    static QString setUpEdit(const Rules& rules, SetUpEdit edit);

    // The computer's levels: "Beginner", "Intermediate", "Advanced", "Expert".
    static QString levelName(Level level);
    // "Computer · Expert": the computer playing a side at a level.
    static QString computerPlayer(Level level);
    // "Ada is thinking…" (the computer plays Ada's side).
    static QString thinking(const QString& name);
    // What is known of a position's value (the analysis service's), naming
    // who stands better: "Ada is about 2 seeds better", "The position is
    // about even" (estimates), "Ada can force a win within 9 moves" (proven),
    // or for an exact value as perfectPlay() says (a proven draw too).
    // `mover` is the side to move in the position.
    static QString evaluation(GameId game, const PositionValue& value, Side mover, const QString& southName,
                              const QString& northName);
    // The same in a few words, for a table: "Ada +2.5", "Even" (estimates),
    // "Ada wins" (proven), "Ada wins by 2", "Draw" (exact or proven).
    static QString shortEvaluation(const PositionValue& value, Side mover, const QString& southName,
                                   const QString& northName);
    // The game-theoretic value: `difference` is the final total of `mover`
    // minus the opponent's with perfect play on both sides: "With perfect
    // play, Ada wins by 4 counters" or "With perfect play, the game is a draw".
    static QString perfectPlay(GameId game, int difference, Side mover, const QString& southName,
                               const QString& northName);

private:
    static QString recordTextError(const RecordParseError& error);
    static QString recordGameError(const RecordParseError& error, GameId game);
};

} // namespace mancala::ui
