// Puzzles: positions with one clearly best move, the rest proven worse.
//
// A puzzle is a position set up by hand (setup.hpp: an empty history) in
// which every legal move has a known value for the side to move — exact
// (the final difference with perfect play, from Tihbat's solver, an endgame
// database, Djenon-aboure's or Kalah's solver) or a proven outcome (Oware's
// database, a decided search) — and exactly one move reaches the best
// outcome, a win or a draw: the one move that keeps a won position won, or
// the one that saves a position every other move loses. The values are the
// analysis service's (analysePosition: one place for a position's value), a
// move's value being that of the position after it from the mover's view.
//
// Difficulty, which is not a result, only a guide: `depth`, how deep the
// point lies (the shallowest search of the captured difference alone, the
// Advanced player's, that chooses the solution: 1 to kMaxPuzzleDepth, or
// kMaxPuzzleDepth + 1 when none does), and `tempting`, the wrong moves that
// win at least as many seeds at once as the solution; puzzleRating() makes a
// rating of them, on the scale a player's puzzle rating moves on.
//
// Puzzle sets are text, a puzzle a line (docs/puzzle-format.md):
//
//     tihbat | 3,11/9,5 south 0-0 | b1 | a1 -2, b1 +4 | depth 3 | tempting 1 | rating 1200
//
// Pure: no I/O.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <stop_token>
#include <string>
#include <string_view>
#include <vector>

#include "mancala/analysis.hpp"
#include "mancala/setup.hpp"

namespace mancala {

inline constexpr int kMaxPuzzleDepth = 12;
// The search of `depth` gives up beyond this many nodes (then it has not found the solution).
inline constexpr std::uint64_t kPuzzleDepthNodes = 200'000;

struct PuzzleMove {
    Move move;
    PositionValue value; // for the puzzle's side to move, after the move: Exact or Proven
    friend bool operator==(const PuzzleMove&, const PuzzleMove&) = default;
};

struct Puzzle {
    GameId game = GameId::Tihbat;
    Position position; // playable (checkSetUp), the history empty
    Move solution;
    std::vector<PuzzleMove> moves; // every legal move, in the rules' order
    int depth = 0;
    int tempting = 0;
    int rating = 0;
    friend bool operator==(const Puzzle&, const Puzzle&) = default;
};

// 800 + 100 × depth + 100 × tempting (at most 5 counted).
int puzzleRating(int depth, int tempting) noexcept;

// A player's puzzle rating, on the same scale: it starts at
// kStartingPlayerRating and moves after each puzzle's first attempt as an
// Elo rating does against an opponent of the puzzle's rating, by
// kPuzzleRatingFactor × (score − expected), the score 1 when the first move
// tried was the solution and 0 otherwise, expected = 1 / (1 + 10^((puzzle −
// player) / 400)); rounded to the nearest whole number, kept within
// kMinPlayerRating..kMaxPlayerRating. A guide, like the puzzles' ratings.
inline constexpr int kStartingPlayerRating = 1200;
inline constexpr int kPuzzleRatingFactor = 32;
inline constexpr int kMinPlayerRating = 100;
inline constexpr int kMaxPlayerRating = 3000;
int playerRatingAfter(int player, int puzzle, bool solved) noexcept;

// The value of every legal move of `pos` (not over; an empty history) by
// the analysis service with `options`, each for the side to move of `pos`;
// empty when one of them is only an estimate, or when stopped.
std::optional<std::vector<PuzzleMove>> knownMoveValues(const Rules& rules, const Position& pos,
                                                       const AnalysisOptions& options, std::stop_token stop = {});

// The one move of `moves` with the best outcome, when that outcome is a win
// or a draw and no other move has it (and there are two moves or more).
std::optional<Move> uniqueBestMove(const std::vector<PuzzleMove>& moves);

// The puzzle of `pos` (playable, an empty history), if it is one; its
// difficulty worked out too. Empty when stopped.
std::optional<Puzzle> findPuzzle(const Rules& rules, const Position& pos, const AnalysisOptions& options,
                                 std::stop_token stop = {});

struct PuzzleOptions {
    int count = 10;
    std::uint64_t seed = 1; // of the random games the positions are drawn from
    // The positions looked at: at most this many seeds on the board (0: the
    // endgame database's seeds where there is one, else every position).
    int maxSeeds = 0;
    // Only puzzles of at least this depth are kept (1: all).
    int minDepth = 1;
    AnalysisOptions analysis;
    std::function<void(int found, int looked)> progress; // after each position looked at
    std::stop_token stop;
};

// Puzzles of the game of `rules` from positions of seeded random games:
// each position once, at most one puzzle a game (its positions looked at in
// an order drawn from the seed), at most options.count (fewer when the games
// run out: 200 games a puzzle asked for). Deterministic for a seed and a
// budget of nodes.
std::vector<Puzzle> makePuzzles(const Rules& rules, const PuzzleOptions& options);

// A player's own blunders as puzzles: the positions before the moves of
// `player` in `game` that `analysis` (analyseGame of that game) judged
// blunders by exact values or proven outcomes, each a puzzle when its
// position, set up with an empty history, is one (findPuzzle) whose solution
// is not the move played. In the order of the game. Empty when stopped.
std::vector<Puzzle> puzzlesFromBlunders(const Game& game, const GameAnalysis& analysis, Side player,
                                        const AnalysisOptions& options, std::stop_token stop = {});

// ------------------------------------------------------------------- text

enum class PuzzleTextError : std::uint8_t {
    None,
    NotSevenFields, // not the seven fields separated by " | "
    UnknownGame,
    BadPosition,   // not a position of the game (`position` says why)
    Unplayable,    // a position that cannot be played (checkSetUp)
    BadSolution,   // not a legal move of the position
    BadValues,     // not every legal move once, each "MOVE VALUE" (+N, -N, 0, win, draw, loss)
    NotAPuzzle,    // the values do not make the solution the one best move
    BadDifficulty, // not "depth D", "tempting T", "rating R" with numbers in range
};

struct PuzzleTextResult {
    std::optional<Puzzle> puzzle;
    PuzzleTextError error = PuzzleTextError::None;
    PositionTextError position = PositionTextError::None; // BadPosition
};

std::string formatPuzzle(const Puzzle& puzzle);
// One line of a puzzle set (without its line feed). What it says is read,
// not proven: checkPuzzle() holds it against the exact sources.
PuzzleTextResult parsePuzzle(std::string_view line);

// A set is a text of at most this many bytes (the readers' limit).
inline constexpr std::size_t kMaxPuzzleSetBytes = 4 * 1024 * 1024;
struct PuzzleSetLine {
    int line = 0; // 1-based
    PuzzleTextResult read;
};
// Every line of a set that is not empty and not a comment (beginning with
// ';'), in order, each read by parsePuzzle(); lines end at LF.
std::vector<PuzzleSetLine> parsePuzzleSet(std::string_view text);

// What a puzzle read from a file is found to be.
enum class PuzzleCheck : std::uint8_t {
    Holds,         // every value, the solution and the difficulty are as the exact sources say
    ValuesUnknown, // the sources give no exact or proven value to every move here (with these options)
    ValuesDiffer,  // a move's value is not the one written
    DepthDiffers,  // the depth, tempting or rating is not the one worked out
    Stopped,
};
PuzzleCheck checkPuzzle(const Puzzle& puzzle, const AnalysisOptions& options, std::stop_token stop = {});

} // namespace mancala
