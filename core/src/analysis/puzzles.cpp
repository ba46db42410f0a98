// Puzzles (puzzles.hpp): the values of every move from the analysis
// service, the one best move, the difficulty, and sets made from positions
// of seeded random games. The text of a set is puzzle_text.cpp's.
#include "mancala/puzzles.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <cmath>
#include <unordered_set>

#include "mancala/endgames.hpp"

namespace mancala {
namespace {

constexpr int rank(Outcome o) noexcept {
    return o == Outcome::Win ? 2 : o == Outcome::Draw ? 1 : 0;
}

// The position after `m` in `pos` (its history empty), the repetition rule
// counting from `pos`.
Position after(const Rules& rules, const Position& pos, Move m) {
    Game game(rules, pos);
    [[maybe_unused]] const IllegalReason why = game.play(m);
    assert(why == IllegalReason::None);
    return game.position();
}

// The seeds the mover is ahead by in `p`.
int lead(const Position& p, Side mover) noexcept {
    return p.totals[static_cast<std::size_t>(index(mover))] -
           p.totals[static_cast<std::size_t>(index(opponent(mover)))];
}

// The shallowest search of the captured difference (the Advanced player's)
// that chooses `solution`, or kMaxPuzzleDepth + 1.
int depthOf(const Rules& rules, const Position& pos, Move solution, const std::stop_token& stop) {
    for (int depth = 1; depth <= kMaxPuzzleDepth; ++depth) {
        SearchOptions search;
        search.level = Level::Advanced;
        search.maxDepth = depth;
        search.maxNodes = kPuzzleDepthNodes;
        search.hashMegabytes = kAnalysisHashMegabytes;
        search.seed = 1;
        if (chooseMove(rules, pos, {}, search, stop).move == solution)
            return depth;
    }
    return kMaxPuzzleDepth + 1;
}

// The wrong moves that win at least as many seeds at once as `solution`.
int temptingOf(const Rules& rules, const Position& pos, const std::vector<PuzzleMove>& moves, Move solution) {
    const int wins = lead(after(rules, pos, solution), pos.toMove);
    return static_cast<int>(std::count_if(moves.begin(), moves.end(), [&](const PuzzleMove& m) {
        return m.move != solution && lead(after(rules, pos, m.move), pos.toMove) >= wins;
    }));
}

// Every position of a random game of `rules`, drawn from `seed`.
std::vector<Position> randomGame(const Rules& rules, std::uint64_t seed) {
    Game game(rules);
    std::vector<Position> out;
    MoveList legal;
    std::uint64_t state = seed;
    while (!game.over()) {
        out.push_back(game.position());
        game.legalMoves(legal);
        state += detail::kGoldenGamma;
        const auto pick = static_cast<int>(detail::mix(state) % static_cast<std::uint64_t>(legal.size()));
        [[maybe_unused]] const IllegalReason why = game.play(legal[pick]);
        assert(why == IllegalReason::None);
    }
    return out;
}

} // namespace

int puzzleRating(int depth, int tempting) noexcept {
    return 800 + 100 * depth + 100 * std::min(tempting, 5);
}

int playerRatingAfter(int player, int puzzle, bool solved) noexcept {
    const double expected = 1.0 / (1.0 + std::pow(10.0, (puzzle - player) / 400.0));
    const double moved = kPuzzleRatingFactor * ((solved ? 1.0 : 0.0) - expected);
    return std::clamp(player + static_cast<int>(std::lround(moved)), kMinPlayerRating, kMaxPlayerRating);
}

std::optional<std::vector<PuzzleMove>> knownMoveValues(const Rules& rules, const Position& pos,
                                                       const AnalysisOptions& options, std::stop_token stop) {
    assert(!pos.over());
    MoveList legal;
    rules.legalMoves(pos, legal);
    const std::array<Position, 1> history{pos};
    std::vector<PuzzleMove> out;
    for (Move m : legal) {
        const Position child = after(rules, pos, m);
        const PositionAnalysis a = analysePosition(rules, child, history, options, stop);
        if (stop.stop_requested() || a.value.kind == PositionValue::Kind::Estimate)
            return std::nullopt;
        PositionValue v = child.toMove == pos.toMove ? a.value : a.value.flipped();
        if (v.kind == PositionValue::Kind::Proven) // the outcome: a decided score's distance is not kept
            v.score = v.score > 0 ? kProvenScore : v.score < 0 ? -kProvenScore : 0;
        out.push_back({m, v});
    }
    return out;
}

std::optional<Move> uniqueBestMove(const std::vector<PuzzleMove>& moves) {
    if (moves.size() < 2)
        return std::nullopt;
    int best = 0;
    for (const PuzzleMove& m : moves)
        best = std::max(best, rank(*m.value.outcome()));
    if (best == rank(Outcome::Loss))
        return std::nullopt;
    const auto reaches = [best](const PuzzleMove& m) { return rank(*m.value.outcome()) == best; };
    if (std::count_if(moves.begin(), moves.end(), reaches) != 1)
        return std::nullopt;
    return std::find_if(moves.begin(), moves.end(), reaches)->move;
}

std::optional<Puzzle> findPuzzle(const Rules& rules, const Position& pos, const AnalysisOptions& options,
                                 std::stop_token stop) {
    std::optional<std::vector<PuzzleMove>> moves = knownMoveValues(rules, pos, options, stop);
    const std::optional<Move> solution = moves ? uniqueBestMove(*moves) : std::nullopt;
    if (!solution)
        return std::nullopt;
    Puzzle p;
    p.game = rules.id();
    p.position = pos;
    p.solution = *solution;
    p.moves = *std::move(moves);
    p.depth = depthOf(rules, pos, *solution, stop);
    p.tempting = temptingOf(rules, pos, p.moves, *solution);
    p.rating = puzzleRating(p.depth, p.tempting);
    if (stop.stop_requested())
        return std::nullopt;
    return p;
}

std::vector<Puzzle> makePuzzles(const Rules& rules, const PuzzleOptions& options) {
    const EndgameDatabase* database = options.analysis.endgames && options.analysis.endgames->game() == rules.id()
                                          ? options.analysis.endgames.get()
                                          : nullptr;
    const int maxSeeds = options.maxSeeds > 0 ? options.maxSeeds : database ? database->maxSeeds() : 0;
    std::vector<Puzzle> out;
    std::unordered_set<std::string> seen;
    int looked = 0;
    const int games = 200 * std::max(options.count, 1);
    for (int g = 0; g < games && static_cast<int>(out.size()) < options.count; ++g) {
        const std::uint64_t gameSeed = detail::mix(options.seed) + static_cast<std::uint64_t>(g);
        std::vector<Position> candidates;
        for (const Position& pos : randomGame(rules, gameSeed))
            if ((maxSeeds == 0 || seedsOnBoard(rules, pos) <= maxSeeds) && checkSetUp(rules, pos).playable() &&
                seen.insert(formatPosition(rules, pos)).second)
                candidates.push_back(pos);
        // At most one puzzle of a game, its positions looked at in an order
        // drawn from the seed: puzzles of one game would be alike.
        std::uint64_t state = detail::mix(gameSeed);
        for (std::size_t i = candidates.size(); i > 1; --i) {
            state += detail::kGoldenGamma;
            std::swap(candidates[i - 1], candidates[detail::mix(state) % i]);
        }
        for (const Position& pos : candidates) {
            if (options.stop.stop_requested())
                return out;
            ++looked;
            std::optional<Puzzle> p = findPuzzle(rules, pos, options.analysis, options.stop);
            if (p && p->depth < options.minDepth)
                p.reset();
            if (options.progress)
                options.progress(static_cast<int>(out.size()) + (p ? 1 : 0), looked);
            if (p) {
                out.push_back(*std::move(p));
                break;
            }
        }
    }
    return out;
}

std::vector<Puzzle> puzzlesFromBlunders(const Game& game, const GameAnalysis& analysis, Side player,
                                        const AnalysisOptions& options, std::stop_token stop) {
    std::vector<Puzzle> out;
    for (std::size_t i = 0; i < analysis.moves.size() && static_cast<int>(i) < game.ply(); ++i) {
        const MoveAnalysis& m = analysis.moves[i];
        if (m.mover != player || m.moveClass != MoveClass::Blunder || m.judgement == Judgement::Estimate)
            continue;
        const Position& pos = game.positionAt(static_cast<int>(i));
        if (!checkSetUp(game.rules(), pos).playable())
            continue;
        std::optional<Puzzle> p = findPuzzle(game.rules(), pos, options, stop);
        if (stop.stop_requested())
            return {};
        if (p && p->solution != m.played)
            out.push_back(*std::move(p));
    }
    return out;
}

PuzzleCheck checkPuzzle(const Puzzle& puzzle, const AnalysisOptions& options, std::stop_token stop) {
    const Rules& rules = rulesFor(puzzle.game);
    const std::optional<std::vector<PuzzleMove>> moves = knownMoveValues(rules, puzzle.position, options, stop);
    if (stop.stop_requested())
        return PuzzleCheck::Stopped;
    if (!moves)
        return PuzzleCheck::ValuesUnknown;
    if (*moves != puzzle.moves)
        return PuzzleCheck::ValuesDiffer;
    const int depth = depthOf(rules, puzzle.position, puzzle.solution, stop);
    const int tempting = temptingOf(rules, puzzle.position, puzzle.moves, puzzle.solution);
    if (stop.stop_requested())
        return PuzzleCheck::Stopped;
    if (depth != puzzle.depth || tempting != puzzle.tempting || puzzle.rating != puzzleRating(depth, tempting))
        return PuzzleCheck::DepthDiffers;
    return PuzzleCheck::Holds;
}

} // namespace mancala
