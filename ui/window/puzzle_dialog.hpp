// Game ▸ Puzzles: positions with one best move to find (mancala/puzzles.hpp),
// from the set the app ships for each game or from the player's own
// mistakes (PuzzleBook), on a board like the real one.
//
// Each puzzle is worked out again before it is offered (PuzzleChecker: a
// file proves nothing), and only then does the board take a move. A click
// plays the move, animated; the solution solves the puzzle, any other move
// is told its exact value (or its proven outcome) with perfect play, and the
// board stays on the position it led to until Try Again. Show Solution plays
// the solution. The first attempt at a puzzle moves the player's rating of
// the game as Elo's does (mancala::playerRatingAfter), and is kept with the
// rating in the settings (Settings::puzzleProgress) across runs; Next Puzzle
// takes the puzzle not tried yet whose rating is nearest the player's.
#pragma once

#include <QDialog>

#include <memory>
#include <optional>
#include <vector>

#include "mancala/puzzles.hpp"
#include "play/puzzle_book.hpp"
#include "settings/animation_speed.hpp"
#include "settings/theme_choice.hpp"

class QComboBox;
class QLabel;
class QPushButton;

namespace mancala::ui {

class BoardModel;
class BoardView;
class EndgameStore;
class GameSession;
class PuzzleChecker;
class Settings;

class PuzzleDialog : public QDialog {
    Q_OBJECT
public:
    // What the dialog is doing with the puzzle shown.
    enum class Stage : std::uint8_t {
        None,     // no puzzle to show
        Checking, // worked out again (waiting for a database too)
        Refused,  // it does not hold, or cannot be checked here: not offered
        Solving,  // the board takes a move
        Moving,   // the move tried (or the solution) animates
        Solved,   // the solution was played
        Missed,   // another move was played
        Shown,    // the solution was shown
    };
    Q_ENUM(Stage)

    PuzzleDialog(std::shared_ptr<const PuzzleBook> book, EndgameStore* endgames, Settings* settings, ThemeChoice theme,
                 AnimationSpeed speed, QWidget* parent = nullptr);
    ~PuzzleDialog() override;

    Stage stage() const noexcept { return stage_; }
    // The puzzle shown, if any.
    const Puzzle* puzzle() const;
    // The board, and the parts found by their object names: "puzzleGame",
    // "puzzleSource" (combo boxes), "puzzleHeading", "puzzleStatus",
    // "puzzleRating", "tryAgainButton", "showSolutionButton", "nextPuzzleButton".
    BoardView* board() const noexcept { return view_; }
    // Shows puzzles of `game` from `source` (a game with puzzles).
    void choose(GameId game, PuzzleSource source);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void layOut();
    void retranslate();
    void loadSet();
    void showPuzzle(int index);
    int nextIndex() const;
    void onChecked(const Puzzle& puzzle, PuzzleCheck result);
    void playHole(Hole hole);
    void judge();
    void tryAgain();
    void showSolution();
    // The first attempt at the puzzle shown: kept, and the rating moved.
    void firstAttempt(bool solved);
    void setStage(Stage stage);
    void updateLabels();
    QString statusText() const;
    GameId game() const;
    PuzzleSource source() const;
    // What perfect play gives after `move` of the puzzle shown.
    QString valueText(Move move) const;

    std::shared_ptr<const PuzzleBook> book_;
    EndgameStore* endgames_;
    Settings* settings_;
    PuzzleChecker* checker_;
    GameSession* session_;
    BoardModel* model_;
    BoardView* view_;
    QLabel* gameLabel_;
    QComboBox* game_;
    QLabel* sourceLabel_;
    QComboBox* source_;
    QLabel* heading_;
    QLabel* status_;
    QLabel* rating_;
    QPushButton* tryAgain_;
    QPushButton* showSolution_;
    QPushButton* next_;
    QPushButton* close_;

    std::vector<Puzzle> puzzles_;
    int unread_ = 0;                  // lines of the set that are no puzzle
    QString setProblem_;              // the set could not be read: why
    int current_ = -1;                // index into puzzles_
    bool attempted_ = false;          // the puzzle shown had its first attempt
    std::optional<Move> tried_;       // the move played on the board (the solution when shown)
    bool showing_ = false;            // the solution was asked for
    std::optional<int> ratingChange_; // by the first attempt at the puzzle shown
    Stage stage_ = Stage::None;
    PuzzleCheck check_ = PuzzleCheck::Holds;
    QString failure_; // the check failed: why
};

} // namespace mancala::ui
