// Game analysis: the value of every position of a game, and for every move
// how much it lost against the best one, classified as chess programs do
// (best, good, inaccuracy, mistake, blunder).
//
// Pure functions without I/O, on the public search (chooseMove with the
// Expert's evaluation, exact in Tihbat and in an endgame database's range,
// decided results proven by the exact solver of searched positions). Each
// position is searched once with the same budget: the value before a move
// is the search of the position before it, the value after it the search of
// the position after it, turned to the mover's view. A position with one
// legal move (a pass, a forced move) takes the value of the position after
// it. Bounded by nodes or depth (timeMs 0) the analysis is deterministic; a
// stop token ends it at once (the positions searched so far are kept).
//
// The rules of judgement (judgeMove):
// - a forced move is not judged;
// - both values exact: the loss is exact, in seeds, and a loss of 0 is as
//   good as the best move;
// - both values with a known outcome (exact or proven): a lower outcome is a
//   blunder, the same outcome never worse than good;
// - otherwise the loss is the estimates' difference (proven outcomes count
//   as kGraphClamp seeds) and the judgement is an estimate; after a proven
//   value it is never a blunder (that needs the position after it proven
//   worse).
// A better move is named only when it is better by the same measure: an
// exact loss above 0, a lower outcome, or an estimated loss of at least
// kInaccuracyLoss.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <stop_token>
#include <string_view>
#include <vector>

#include "mancala/game.hpp"
#include "mancala/search.hpp"

namespace mancala {

class EndgameDatabase;

// The loss of a move is measured in hundredths of a seed (kSeedScore), the
// value before the move minus the value after it, both from the mover's view
// (never negative: a search one ply deeper may find more than the one before).
//
// The thresholds. Sowing games are won by seeds, so a move is judged by the
// seeds it gives away: less than one seed is within the noise of a bounded
// search's evaluation (Good); one seed is a capture missed or allowed
// (Inaccuracy); two seeds are a real capture lost (Mistake); four seeds or
// more decide most games between equal players (Blunder). Where the values
// are exact (Tihbat, the endgame databases) the same thresholds count
// exactly the seeds the move gives away with perfect play.
inline constexpr int kInaccuracyLoss = 1 * kSeedScore;
inline constexpr int kMistakeLoss = 2 * kSeedScore;
inline constexpr int kBlunderLoss = 4 * kSeedScore;
// A proven outcome lost (a win thrown to a draw or a loss, a draw to a
// loss) where a margin is unknown counts as this many seeds in the loss:
// more than kBlunderLoss plus any margin, so that such a move loses more
// than any other.
inline constexpr int kDecidedValue = 24 * kSeedScore;
// The graph and the summaries clamp values to this (proven ones too), and an
// estimated judgement counts a proven outcome as this many seeds.
inline constexpr int kGraphClamp = 10 * kSeedScore;

enum class MoveClass : std::uint8_t { Best, Good, Inaccuracy, Mistake, Blunder };
inline constexpr std::array<MoveClass, 5> kAllMoveClasses{MoveClass::Best, MoveClass::Good, MoveClass::Inaccuracy,
                                                          MoveClass::Mistake, MoveClass::Blunder};
// "?!", "?", "??" for an inaccuracy, a mistake, a blunder; "" otherwise.
std::string_view moveClassMark(MoveClass c) noexcept;
// "best", "good", "inaccuracy", "mistake", "blunder" (the CLI's JSON).
std::string_view moveClassString(MoveClass c) noexcept;

// The value of a position for one side.
struct PositionValue {
    enum class Kind : std::uint8_t {
        Estimate, // a bounded search's evaluation (score: see kSeedScore)
        Proven,   // a proven outcome without its margin: score > 0 a win, < 0 a loss (decided
                  // scores, see kDecidedScore, or ±kProvenScore at a distance not known), 0 a draw
        Exact,    // the game-theoretic final difference * kSeedScore (Tihbat, endgame
                  // databases, and games that are over)
    };
    Kind kind = Kind::Estimate;
    int score = 0;
    // The outcome if it is known (Proven or Exact), else nullopt.
    std::optional<Outcome> outcome() const noexcept;
    // The value for the graph, clamped to ±kGraphClamp (a proven win or loss at the edge).
    int clamped() const noexcept;
    // The same position seen by the other side.
    PositionValue flipped() const noexcept { return {kind, -score}; }
    friend bool operator==(const PositionValue&, const PositionValue&) = default;
};

// The value of a search's result for its side to move.
PositionValue valueOf(const SearchResult& result) noexcept;

// What the analysis found in one position: its value for the side to move
// and the move the search prefers (none when the game is over).
struct PositionAnalysis {
    Side toMove = Side::South;
    bool over = false;
    bool forced = false; // one legal move: `best`, and `value` is that of the position after it
    PositionValue value;
    Move best;
    int depth = 0;
    std::uint64_t nodes = 0;
    friend bool operator==(const PositionAnalysis&, const PositionAnalysis&) = default;
};

// How a judgement was reached: from exact values, from proven outcomes, or
// from a search's estimates (see the rules of judgement above).
enum class Judgement : std::uint8_t { Exact, Proven, Estimate };
// "exact", "proven", "estimate" (the CLI's JSON).
std::string_view judgementString(Judgement j) noexcept;

// One move judged: `before` and `after` from the mover's view.
struct MoveAnalysis {
    Side mover = Side::South;
    Move played;
    Move best; // the move the search prefers before `played` (may equal it)
    PositionValue before;
    PositionValue after;
    int loss = 0; // hundredths of a seed, >= 0
    MoveClass moveClass = MoveClass::Best;
    Judgement judgement = Judgement::Estimate;
    bool forced = false; // the only legal move: not judged (Best, loss 0)
    // `best` when it is better than `played` by the measure of the judgement.
    std::optional<Move> better() const noexcept;
    friend bool operator==(const MoveAnalysis&, const MoveAnalysis&) = default;
};

// The node budget of a position's search when none is given: enough for a
// 9 to 11 ply search of the sowing games; Bao la Kimasai's games run to 150
// plies and more, and its nodes cost more, so a long game is analysed in a
// few seconds (docs/computer-players.md, "Analysis").
inline constexpr std::uint64_t kAnalysisNodes = 60'000;
inline constexpr std::uint64_t kBaoAnalysisNodes = 30'000;
std::uint64_t defaultAnalysisNodes(GameId game) noexcept;
inline constexpr std::uint64_t kAnalysisProofNodes = 200'000;
// The transposition table of a position's search: room for a few times the
// nodes of its default budget (a 16 MiB table, the Expert's, would be
// mostly empty, and a new thread pays for every page of it before its first
// analysis).
inline constexpr int kAnalysisHashMegabytes = 2;

struct AnalysisOptions {
    // The budget of each position's search (Expert): nodes, depth and time;
    // 0 = no limit of that kind. None at all: defaultAnalysisNodes(). Nodes
    // or depth alone are deterministic, a time limit is not.
    std::uint64_t nodes = 0;
    int depth = 0;
    int timeMs = 0;
    // Positions analysed at once (analysePositions(), analyseGame()), each
    // on a thread of its own by a search of one thread, so that a position's
    // analysis is the same whatever this says (with a budget of nodes or
    // depth, deterministic); analysePosition() alone searches on one thread.
    int threads = 1;
    // Tihbat: the exact solver (true), or a bounded search like the others.
    bool exactTihbat = true;
    // Djenon-aboure: the exact solver (true), or the search (SearchOptions).
    bool solveDjenonAboure = true;
    // Djenon-aboure and Ayoayo: exact values in the database's range.
    std::shared_ptr<const EndgameDatabase> endgames;
    // The nodes a position's decided search may spend on its proof besides
    // the budget above (SearchOptions::proofNodes).
    std::uint64_t proofNodes = kAnalysisProofNodes;
};

// The analysis of position `pos` of a game whose earlier positions are
// `history` (oldest first). A stop request returns what the search had.
PositionAnalysis analysePosition(const Rules& rules, const Position& pos, std::span<const Position> history,
                                 const AnalysisOptions& options, std::stop_token stop = {});

// The judgement of the move `played` by `mover` from the analyses of the
// positions before and after it (each for its own side to move), by the
// rules of judgement above.
MoveAnalysis judgeMove(Move played, const PositionAnalysis& before, const PositionAnalysis& after);
// The class of a loss by the thresholds alone.
MoveClass classOfLoss(int loss) noexcept;

struct GameAnalysis {
    std::vector<PositionAnalysis> positions; // 0 = the start; complete: one more than moves
    std::vector<MoveAnalysis> moves;         // move i from position i to i + 1
    bool complete = false;                   // false if stopped
};

// Called after each position is analysed: positions done, positions in all.
using AnalysisProgress = std::function<void(int done, int total)>;

// Called for each position analysed by analysePositions(): its index and
// its analysis.
using PositionAnalysed = std::function<void(int index, const PositionAnalysis& analysis)>;

// Analyses the positions `order` names (indices into `positions`, the
// positions of one game from its start, each analysed with those before it
// as its history), options.threads at once: each thread takes the next
// index of `order` as soon as it is free, so that the positions are begun in
// that order and the first are done first. `done` is called for each
// position analysed, one call at a time, on the thread that analysed it
// (the calling thread is one of them), never after a stop request: what a
// stopped search returned is dropped. Returns once every thread has ended.
void analysePositions(const Rules& rules, std::span<const Position> positions, std::span<const int> order,
                      const AnalysisOptions& options, std::stop_token stop, const PositionAnalysed& done);

// The whole game, from the start (options.threads positions at once).
// Stopped, it returns the positions done from the start without a gap and
// the moves between them, complete = false. `progress` is called once a
// position is done, one call at a time, on the thread that analysed it.
GameAnalysis analyseGame(const Game& game, const AnalysisOptions& options, std::stop_token stop = {},
                         const AnalysisProgress& progress = {});

// The moves between consecutive analysed positions: one for each pair.
std::vector<MoveAnalysis> judgeMoves(std::span<const Move> moves, std::span<const PositionAnalysis> positions);

// Each player's moves by class and their average loss (forced moves are
// not counted).
struct PlayerSummary {
    std::array<int, kAllMoveClasses.size()> counts{};
    int moves = 0;
    double averageLoss = 0.0; // hundredths of a seed a move
    int count(MoveClass c) const noexcept { return counts[static_cast<std::size_t>(c)]; }
};
PlayerSummary summarise(std::span<const MoveAnalysis> moves, Side side);

// The `count` moves with the biggest swing of the graph (|clamped value for
// South after - before|), in the order played; ties to the earlier move.
std::vector<int> turningPoints(std::span<const MoveAnalysis> moves, int count);

} // namespace mancala
