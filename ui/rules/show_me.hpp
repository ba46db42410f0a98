// The "Show me" examples of the rules browser: for each game, a few positions
// and one move in each that shows a rule at work (a relay lap, a capture
// chain, a skipped origin, a feeding move, a column capture...). The rules
// browser sets the position up on a small live board and plays the move
// there, with the board's own animation; the move is a real, legal move of
// the core's rules (the UI tests check each one and what its trace shows).
#pragma once

#include <QCoreApplication>
#include <QString>

#include <vector>

#include "mancala/types.hpp"

namespace mancala::ui {

// What an example shows; the tests check it in the move's trace.
enum class Lesson : std::uint8_t {
    RelayLap,        // the last seed of a lap falls into an occupied hole: its seeds are sown again
    CaptureChain,    // captures run backwards through several holes (Djenon-aboure)
    SkipOrigin,      // a lap of 12 seeds or more passes over its own hole (Ayoayo)
    CaptureAcross,   // the last seed falls into an empty hole of one's row: the seeds across are taken (Ayoayo)
    Feeding,         // the opponent's row is empty: the move must give them seeds (Ayoayo)
    EvenCapture,     // the last counter makes 2, 4, 6 or 8 in one's own hole (Tihbat)
    NoCaptureAcross, // an even count on the opponent's side captures nothing (Tihbat)
    WaitingMove,     // a single counter drops back into its own hole (Tihbat)
    ColumnCapture,   // a stone steps into the front row: the opponent's stones of that column go (Bao la Kimasai)
    FrontCapture,    // only the opponent's front stone of the column is there to capture (Bao la Kimasai)
    AnotherTurn,     // the last seed falls into one's own store: one moves again (Kalah)
    StoreCapture,    // the last seed falls into an empty house of one's own: it and the seeds across are taken (Kalah)
    TwosAndThrees,   // the last seed makes 2 or 3 on the opponent's side: a chain is captured backwards (Oware)
    GrandSlam,       // a move that would take every seed of the opponent's row takes nothing (Oware)
};

struct ShowMeExample {
    GameId game = GameId::DjenonAboure;
    Lesson lesson = Lesson::RelayLap;
    // The section of the rules page it belongs to (the h2 id: "play", "captures").
    const char* section = "play";
    Position start;
    Move move;
};

class ShowMe {
    Q_DECLARE_TR_FUNCTIONS(ShowMe)
public:
    // The examples of `game`, in the order they appear on its rules page.
    static std::vector<ShowMeExample> examples(GameId game);
    // One sentence saying what the example shows, in the current language.
    static QString caption(const ShowMeExample& example);
};

} // namespace mancala::ui
