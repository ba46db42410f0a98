// The puzzles the app offers (Game ▸ Puzzles; docs/puzzle-format.md), for
// each game with exact values: the starting set it ships
// (:/puzzles/GAME.puzzles, made by tools/make_puzzle_sets.sh) and the
// player's own, made of the mistakes in their analysed games
// (MistakePuzzles), kept in one file of every game's
// (FOLDER/my-mistakes.puzzles), added to through writeFileSafely.
//
// What is read is text: nothing in it is trusted as a value until
// PuzzleChecker has worked the puzzle out again.
#pragma once

#include <QCoreApplication>
#include <QString>

#include <vector>

#include "mancala/puzzles.hpp"
#include "records/safe_write.hpp"

namespace mancala::ui {

enum class PuzzleSource : std::uint8_t {
    Starting, // the set the app ships
    Mistakes, // made of the player's own mistakes
};

// What a puzzle is known by in the player's progress: its position's notation.
QString puzzleKey(const Puzzle& puzzle);

// The games with puzzles: every game with exact values (not Bao la Kimasai),
// Kalah as Kalah(6,4) alone.
bool hasPuzzles(GameId game) noexcept;

class PuzzleBook {
    Q_DECLARE_TR_FUNCTIONS(PuzzleBook)
public:
    // The player's own puzzles are kept in `mistakesFile`.
    explicit PuzzleBook(QString mistakesFile);
    // AppDataLocation/my-mistakes.puzzles.
    static QString defaultMistakesFile();
    const QString& mistakesFile() const noexcept { return mistakesFile_; }

    struct Read {
        std::vector<Puzzle> puzzles; // of the game asked for, in the file's order
        int unread = 0;              // lines that are no puzzle (skipped)
        QString problem;             // the file could not be read: why (no file yet is no problem)
    };
    // The puzzles of `game` from `source`.
    Read puzzles(GameId game, PuzzleSource source) const;

    struct Added {
        int added = 0; // the puzzles that were not in the file yet
        FileWrite write;
        QString problem; // the file could not be read or written: why (nothing added then)
    };
    // Adds to the player's own those of `puzzles` whose game and position
    // are not there yet (the file's other lines kept as they are).
    Added addMistakes(const std::vector<Puzzle>& puzzles) const;

private:
    QString mistakesFile_;
};

} // namespace mancala::ui
