// Puzzles (puzzles.hpp): made from positions of random games, each has one
// move of the best outcome by the exact values, worked out here again
// straight from the solvers (Tihbat's, Kalah's) and the endgame database;
// the text reads back, every mistake in it has its reason, and a value or a
// difficulty changed on the way is found by the check.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>

#include "mancala/endgames.hpp"
#include "mancala/notation.hpp"
#include "mancala/puzzles.hpp"
#include "mancala/solve.hpp"

namespace mancala {
namespace {

PositionValue exact(int seeds) {
    return {PositionValue::Kind::Exact, seeds * kSeedScore};
}
PositionValue proven(Outcome o) {
    return {PositionValue::Kind::Proven, o == Outcome::Win ? kProvenScore : o == Outcome::Loss ? -kProvenScore : 0};
}

Position after(const Rules& rules, const Position& pos, Move m) {
    Game g(rules, pos);
    EXPECT_EQ(g.play(m), IllegalReason::None);
    return g.position();
}

// The puzzle's moves and solution are those of `values`, the exact final
// difference of each move for the mover worked out without the analysis;
// the solution is the one move of the best outcome, a win or a draw.
void expectOneBestMove(const Puzzle& p, const std::vector<int>& values) {
    ASSERT_EQ(p.moves.size(), values.size());
    const int best = *std::max_element(values.begin(), values.end());
    EXPECT_GE(best, 0);
    for (std::size_t i = 0; i < values.size(); ++i) {
        EXPECT_EQ(p.moves[i].value, exact(values[i])) << formatPuzzle(p);
        const bool reachesBest = (values[i] > 0) == (best > 0) && (values[i] == 0) == (best == 0);
        EXPECT_EQ(reachesBest, p.moves[i].move == p.solution) << formatPuzzle(p);
    }
    EXPECT_GE(p.depth, 1);
    EXPECT_LE(p.depth, kMaxPuzzleDepth + 1);
    EXPECT_EQ(p.rating, puzzleRating(p.depth, p.tempting));
    const PuzzleTextResult read = parsePuzzle(formatPuzzle(p));
    ASSERT_TRUE(read.puzzle.has_value()) << formatPuzzle(p);
    EXPECT_EQ(*read.puzzle, p);
}

TEST(Puzzles, TihbatPuzzlesHaveOneBestMoveByTheSolversValues) {
    const Rules& rules = rulesFor(GameId::Tihbat);
    PuzzleOptions options;
    options.count = 4;
    options.seed = 5;
    const std::vector<Puzzle> puzzles = makePuzzles(rules, options);
    ASSERT_EQ(puzzles.size(), 4u);
    for (const Puzzle& p : puzzles) {
        const std::array<Position, 1> history{p.position};
        std::vector<int> values;
        for (const PuzzleMove& m : p.moves) {
            const Position child = after(rules, p.position, m.move);
            const int v = tihbatValue(child, history).difference;
            values.push_back(child.over() || child.toMove == p.position.toMove ? v : -v);
        }
        expectOneBestMove(p, values);
        EXPECT_EQ(checkPuzzle(p, AnalysisOptions{}), PuzzleCheck::Holds) << formatPuzzle(p);
    }
}

TEST(Puzzles, KalahPuzzlesHaveOneBestMoveBySolveKalah) {
    const Rules& rules = rulesFor(GameId::kalah(4, 3, false));
    PuzzleOptions options;
    options.count = 3;
    options.seed = 2;
    const std::vector<Puzzle> puzzles = makePuzzles(rules, options);
    ASSERT_EQ(puzzles.size(), 3u);
    for (const Puzzle& p : puzzles) {
        const std::optional<PositionSolution> s = solveKalah(rules, p.position, SolveOptions{});
        ASSERT_TRUE(s.has_value());
        std::vector<int> values;
        for (const MoveValue& m : s->moves)
            values.push_back(m.value);
        expectOneBestMove(p, values);
    }
}

// Ayoayo from its endgame database of 8 seeds: each move's value is the
// lead after it and the database's value of what follows, where the entry
// is exact; every puzzle holds against the check.
TEST(Puzzles, AyoayoPuzzlesFromItsDatabase) {
    const Rules& rules = rulesFor(GameId::Ayoayo);
    std::optional<EndgameBuild> build = buildEndgames(GameId::Ayoayo, 8);
    ASSERT_TRUE(build.has_value());
    const auto database = std::make_shared<const EndgameDatabase>(std::move(build->database));
    PuzzleOptions options;
    options.count = 3;
    options.seed = 4;
    options.analysis.endgames = database;
    const std::vector<Puzzle> puzzles = makePuzzles(rules, options);
    ASSERT_EQ(puzzles.size(), 3u);
    int checked = 0;
    for (const Puzzle& p : puzzles) {
        EXPECT_LE(seedsOnBoard(rules, p.position), 8);
        std::vector<int> values;
        for (const PuzzleMove& m : p.moves) {
            const Position child = after(rules, p.position, m.move);
            const int lead = child.totals[index(p.position.toMove)] - child.totals[index(opponent(p.position.toMove))];
            const EndgameEntry e = child.over() ? EndgameEntry{true, 0, true} : database->entry(child);
            if (!e.exact)
                break;
            values.push_back(lead + (child.over() ? 0 : child.toMove == p.position.toMove ? e.value : -e.value));
        }
        if (values.size() == p.moves.size()) {
            expectOneBestMove(p, values);
            ++checked;
        }
        EXPECT_EQ(checkPuzzle(p, options.analysis), PuzzleCheck::Holds) << formatPuzzle(p);
    }
    EXPECT_GE(checked, 1);
}

// Tihbat games of random moves, analysed: each puzzle made of a player's
// blunders is the position before a move of theirs judged a blunder by the
// exact values, its solution another move than the one played, which has a
// worse outcome there.
TEST(Puzzles, APlayersBlundersBecomeTheirPuzzles) {
    const Rules& rules = rulesFor(GameId::Tihbat);
    int found = 0;
    for (std::uint64_t seed = 1; seed <= 30 && found < 3; ++seed) {
        Game game(rules);
        std::uint64_t state = seed;
        MoveList legal;
        while (!game.over() && game.ply() < 40) {
            game.legalMoves(legal);
            state += detail::kGoldenGamma;
            ASSERT_EQ(game.play(legal[static_cast<int>(detail::mix(state) % static_cast<std::uint64_t>(legal.size()))]),
                      IllegalReason::None);
        }
        const GameAnalysis analysis = analyseGame(game, AnalysisOptions{});
        for (Side side : {Side::South, Side::North})
            for (const Puzzle& p : puzzlesFromBlunders(game, analysis, side, AnalysisOptions{})) {
                ++found;
                EXPECT_EQ(p.position.toMove, side);
                int ply = 0;
                while (ply < game.ply() &&
                       !(game.positionAt(ply) == p.position &&
                         analysis.moves[static_cast<std::size_t>(ply)].moveClass == MoveClass::Blunder))
                    ++ply;
                ASSERT_LT(ply, game.ply()) << formatPuzzle(p);
                const Move played = game.moves()[static_cast<std::size_t>(ply)];
                EXPECT_NE(p.solution, played);
                const auto valueOf = [&p](Move m) {
                    return std::find_if(p.moves.begin(), p.moves.end(),
                                        [m](const PuzzleMove& x) { return x.move == m; })
                        ->value;
                };
                EXPECT_LT(*valueOf(played).outcome(), *valueOf(p.solution).outcome()) << formatPuzzle(p);
            }
    }
    EXPECT_GE(found, 3);
}

TEST(Puzzles, OneBestMoveIsAWinOrADrawNoOtherMoveReaches) {
    const Move a = Move::sow(0), b = Move::sow(1), c = Move::sow(2);
    EXPECT_EQ(uniqueBestMove({{a, exact(-2)}, {b, exact(3)}, {c, exact(-1)}}), b);
    EXPECT_EQ(uniqueBestMove({{a, exact(2)}, {b, exact(3)}}), std::nullopt);    // two wins
    EXPECT_EQ(uniqueBestMove({{a, exact(-2)}, {b, exact(-1)}}), std::nullopt);  // all lose
    EXPECT_EQ(uniqueBestMove({{a, exact(-2)}, {b, proven(Outcome::Draw)}}), b); // the one that saves it
    EXPECT_EQ(uniqueBestMove({{a, exact(0)}, {b, proven(Outcome::Draw)}}), std::nullopt);
    EXPECT_EQ(uniqueBestMove({{a, proven(Outcome::Win)}}), std::nullopt); // a forced move is no puzzle
}

// One Tihbat puzzle written and read again, then its text spoilt field by field.
TEST(Puzzles, EachMistakeInTheTextHasItsReason) {
    PuzzleOptions options;
    options.count = 1;
    options.seed = 5;
    const std::vector<Puzzle> one = makePuzzles(rulesFor(GameId::Tihbat), options);
    ASSERT_EQ(one.size(), 1u);
    const Puzzle& p = one.front();
    const std::string text = formatPuzzle(p);
    const auto why = [](const std::string& line) { return parsePuzzle(line).error; };
    const auto replaced = [&text](std::string_view from, std::string_view to) {
        std::string t = text;
        const std::size_t at = t.find(from);
        EXPECT_NE(at, std::string::npos) << from;
        return at == std::string::npos ? t : t.replace(at, from.size(), to);
    };
    EXPECT_EQ(why(text), PuzzleTextError::None);
    EXPECT_EQ(why(text.substr(0, text.rfind(" | "))), PuzzleTextError::NotSevenFields);
    EXPECT_EQ(why(replaced("tihbat", "chess")), PuzzleTextError::UnknownGame);
    EXPECT_EQ(why(replaced(p.position.toMove == Side::South ? " south " : " north ", " east ")),
              PuzzleTextError::BadPosition);
    EXPECT_EQ(parsePuzzle(replaced("/", "/1,")).position, PositionTextError::WrongHoleCount);
    const Rules& rules = rulesFor(GameId::Tihbat);
    const std::string position = formatPosition(rules, p.position);
    Position broken = p.position;
    broken.totals[0] += 1;
    EXPECT_EQ(why(replaced(position, formatPosition(rules, broken))), PuzzleTextError::Unplayable);
    const std::string solution = " | " + formatMove(rules, p.solution) + " | ";
    EXPECT_EQ(why(replaced(solution, " | z9 | ")), PuzzleTextError::BadSolution);
    const PuzzleMove& wrong = p.moves.front().move == p.solution ? p.moves.back() : p.moves.front();
    EXPECT_EQ(why(replaced(solution, " | " + formatMove(rules, wrong.move) + " | ")), PuzzleTextError::NotAPuzzle);
    const std::string values = text.substr(text.find(solution) + solution.size(),
                                           text.find(" | depth") - text.find(solution) - solution.size());
    EXPECT_EQ(why(replaced(values, values.substr(0, values.rfind(", ")))), PuzzleTextError::BadValues);
    EXPECT_EQ(why(replaced(values, values + ", " + values.substr(0, values.find(", ")))), PuzzleTextError::BadValues);
    EXPECT_EQ(why(replaced("rating ", "rating 1")), PuzzleTextError::BadDifficulty);
    EXPECT_EQ(why(replaced("depth ", "depth 9")), PuzzleTextError::BadDifficulty);
}

// A value or a depth changed (the rating with it, so that the text still
// reads) is found by the check against the exact sources.
TEST(Puzzles, TheCheckFindsAValueOrADifficultyChanged) {
    PuzzleOptions options;
    options.count = 1;
    options.seed = 5;
    const Puzzle p = makePuzzles(rulesFor(GameId::Tihbat), options).front();
    EXPECT_EQ(checkPuzzle(p, AnalysisOptions{}), PuzzleCheck::Holds);
    Puzzle changed = p;
    for (PuzzleMove& m : changed.moves)
        if (m.move != p.solution)
            m.value.score -= kSeedScore; // still worse than the solution
    ASSERT_EQ(uniqueBestMove(changed.moves), p.solution);
    EXPECT_EQ(checkPuzzle(changed, AnalysisOptions{}), PuzzleCheck::ValuesDiffer);
    changed = p;
    changed.depth = p.depth == 1 ? 2 : 1;
    changed.rating = puzzleRating(changed.depth, changed.tempting);
    EXPECT_EQ(checkPuzzle(changed, AnalysisOptions{}), PuzzleCheck::DepthDiffers);
}

// The player's rating moves as Elo's does against the puzzle's rating.
TEST(Puzzles, ThePlayersRatingMovesAsEloAgainstThePuzzles) {
    // Equal ratings: expected 1/2, so ±16.
    EXPECT_EQ(playerRatingAfter(1200, 1200, true), 1216);
    EXPECT_EQ(playerRatingAfter(1200, 1200, false), 1184);
    // A puzzle 400 above: expected 1/11, so +29 (29.09) or -3 (2.91).
    EXPECT_EQ(playerRatingAfter(1200, 1600, true), 1229);
    EXPECT_EQ(playerRatingAfter(1200, 1600, false), 1197);
    // A puzzle 400 below: the mirror.
    EXPECT_EQ(playerRatingAfter(1600, 1200, true), 1603);
    EXPECT_EQ(playerRatingAfter(1600, 1200, false), 1571);
    // Solving never lowers a rating, failing never raises one, and the bounds hold.
    for (int player : {kMinPlayerRating, 900, 1500, 2400, kMaxPlayerRating})
        for (int puzzle : {900, 1300, 2100, 2600}) {
            EXPECT_GE(playerRatingAfter(player, puzzle, true), player);
            EXPECT_LE(playerRatingAfter(player, puzzle, false), player);
        }
    EXPECT_EQ(playerRatingAfter(kMaxPlayerRating, 900, true), kMaxPlayerRating);
    EXPECT_EQ(playerRatingAfter(kMinPlayerRating, 2600, false), kMinPlayerRating);
}

} // namespace
} // namespace mancala
