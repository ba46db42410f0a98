// Computer players: the move a level would play in a position, its score,
// and the exact game-theoretic value of Tihbat positions.
//
// Pure functions without I/O. A search runs on the caller's thread (the
// parallel Expert, SearchOptions::threads, adds helper threads that the
// calling thread keeps from one search to the next); run it on a worker
// thread and request a stop through the std::stop_token to cancel it (it then
// returns at once with the best move found so far, its helpers stopped).
// Searches of one thread bounded by depth or nodes are deterministic for a
// given seed; time limits and more threads are not.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <stop_token>
#include <string_view>
#include <vector>

#include "mancala/game.hpp"

namespace mancala {

class EndgameDatabase;

enum class Level : std::uint8_t {
    Beginner,     // one ply, a random choice weighted toward captures
    Intermediate, // 4 plies, full evaluation (Bao la Kimasai: captured difference only)
    Advanced,     // 7 plies on the captured-seed difference only
    Expert,       // iterative deepening with the full evaluation, 1 s per move by default;
                  // in Tihbat, Djenon-aboure, and with an endgame database in its range,
                  // exact (perfect play) where the exact solvers answer within its budget
};
inline constexpr std::array<Level, 4> kAllLevels{Level::Beginner, Level::Intermediate, Level::Advanced, Level::Expert};

std::string_view levelString(Level level) noexcept; // "beginner", "intermediate", "advanced", "expert"
std::optional<Level> levelFromString(std::string_view id) noexcept;

// Scores are from the view of the side to move, in hundredths of a seed
// (stone, counter): +150 means "one and a half seeds better". A score whose
// magnitude is at least kDecidedScore means the result is decided: the side
// to move wins (positive) or loses (negative) at the latest
// kWinScore - |score| plies from the searched position, whatever the other
// side plays (the game ends then, or the winner's total exceeds half the
// seeds, which no later capture can undo). A SearchResult carries a decided
// score only when it is proven (SearchResult::proven): the search's own
// decided scores are not proofs (its table ignores the path, which the
// repetition rule makes matter), so chooseMove() has them proven by an exact
// solver, or replaces them by an estimate.
inline constexpr int kSeedScore = 100;
inline constexpr int kMaxSearchDepth = 64;
inline constexpr int kWinScore = 1'000'000;
inline constexpr int kDecidedScore = kWinScore - 2 * kMaxSearchDepth - 2;
inline constexpr int kMaxSearchThreads = 64;

constexpr bool isDecided(int score) noexcept {
    return score >= kDecidedScore || score <= -kDecidedScore;
}
// Plies until the decision, for a decided score.
constexpr int decidedInPlies(int score) noexcept {
    return kWinScore - (score < 0 ? -score : score);
}
// A proven result (SearchResult::proven) of score +kProvenScore is a win,
// -kProvenScore a loss, proven at a distance not known: Oware's Expert in
// its endgame database's range (the database holds the values of Oware
// played to the end, whose signs are the real game's outcomes, not its
// margins or plies; endgames.hpp). Not a decided score.
inline constexpr int kProvenScore = kDecidedScore - 1;

enum class Outcome : std::uint8_t { Loss, Draw, Win };

struct SearchOptions {
    Level level = Level::Expert;
    // Expert only: thinking time per move in milliseconds; 0 = no time limit
    // (then maxDepth or maxNodes should bound the search).
    int timeMs = 1000;
    // Deepest iteration, 1 .. kMaxSearchDepth; 0 = the level's own depth
    // (Beginner 1, Intermediate 4, Advanced 7, Expert kMaxSearchDepth).
    int maxDepth = 0;
    // Stops the search after this many nodes, of all its threads together;
    // 0 = no limit. Deterministic with one thread.
    std::uint64_t maxNodes = 0;
    // Expert's search only: the threads that search, 1 .. kMaxSearchThreads
    // (clamped). With more than one, helper threads search the same root
    // with staggered depths and one shared table (Lazy SMP); the calling
    // thread's search alone gives the result, and a proven result is proven
    // by the same single-threaded exact solvers as with one. The lower levels
    // and the exact solvers (Tihbat's, the endgame databases') use one.
    int threads = 1;
    // Drives the Beginner's random choice, the order in which every level
    // tries equally promising moves (so equal moves are chosen by the seed),
    // and the draw of Intermediate and Advanced among the moves within their
    // margin of the best (half a seed; an equal score).
    std::uint64_t seed = 0;
    // Transposition table size; 0 = the level's default (1 MiB, Advanced
    // 4 MiB, Expert 16 MiB).
    int hashMegabytes = 0;
    // Tihbat Expert asks the exact solver; false makes it search like the
    // other games (for benchmarks and comparisons).
    bool exactTihbat = true;
    // Djenon-aboure Expert asks the exact solver of solve.hpp (down to the
    // game's ends and `endgames`, if given; proofNodes, else 2,000,000
    // positions a question, within the time) and plays perfectly where it
    // answers, which from the start takes some 100,000 positions; false makes
    // it search (for benchmarks, and the search's own tests).
    bool solveDjenonAboure = true;
    // Kalah Expert asks Kalah's exact solver (solveKalah; maxNodes, else
    // 2,000,000 positions a question, within the time) and plays perfectly
    // where it answers: small Kalahs from the start, Kalah(6, N) once the
    // board has emptied enough; false makes it search.
    bool solveKalah = true;
    // Djenon-aboure and Ayoayo Expert: the endgame database of the game
    // (endgames.hpp). Where the board holds at most its seeds the Expert
    // plays perfectly, and its search looks the positions up; none if null
    // or of another game.
    std::shared_ptr<const EndgameDatabase> endgames;
    // Expert in Djenon-aboure and Ayoayo: the nodes the proof of a decided
    // score (or of a search that met no horizon) may take besides maxNodes;
    // 0 = what is left of maxNodes, at most 2,000,000, within the time. Also
    // the budget of each question to Djenon-aboure's exact solver (0: 2,000,000).
    std::uint64_t proofNodes = 0;
};

struct SearchResult {
    Move move;               // a legal move of the searched position
    int score = 0;           // see kSeedScore; with `exact` the exact final difference * kSeedScore
    bool exact = false;      // Tihbat and Djenon-aboure Expert, or Expert in its endgame database's range:
                             // `score` is the game-theoretic value (perfect play by both)
    bool proven = false;     // the outcome is proven: `exact`, or a decided score (or 0, a draw) proven
                             // by the exact solver of searched positions, or ±kProvenScore (or 0)
                             // from Oware's endgame database; `move` keeps it
    int depth = 0;           // deepest completed iteration (0 for an exact answer)
    std::uint64_t nodes = 0; // of all its threads
    std::vector<Move> pv;    // expected continuation, starting with `move`
    bool stopped = false;    // the stop token ended the search before its budget

    // The proven outcome for the side to move, if any.
    std::optional<Outcome> outcome() const noexcept {
        if (!proven)
            return std::nullopt;
        return score > 0 ? Outcome::Win : score < 0 ? Outcome::Loss : Outcome::Draw;
    }
};

// The move `options.level` plays in the current position of `game`, which
// must not be over. The repetition rule counts the game's earlier positions.
SearchResult chooseMove(const Game& game, const SearchOptions& options, std::stop_token stop = {});

// The same for any position: `history` holds the positions of the game before
// `pos`, oldest first (only those since the last capture matter), so that the
// repetition rule sees them. `pos` must not be over.
SearchResult chooseMove(const Rules& rules, const Position& pos, std::span<const Position> history,
                        const SearchOptions& options, std::stop_token stop = {});

// ---------------------------------------------------------------- Tihbat

// The game-theoretic value of a Tihbat position for the side to move, both
// players playing perfectly: the side to move's final total minus the
// opponent's. It depends on the positions since the last capture, because the
// second occurrence of a position ends the game.
struct TihbatValue {
    int difference = 0;
    Outcome outcome() const noexcept {
        return difference > 0 ? Outcome::Win : difference < 0 ? Outcome::Loss : Outcome::Draw;
    }
};

// Precondition: a Tihbat game. Over games give their final difference. The
// first call may take a moment (the value tables are built once, shared by
// all threads).
TihbatValue tihbatValue(const Game& game);
TihbatValue tihbatValue(const Position& pos, std::span<const Position> history);

} // namespace mancala
