// Only what is proven is called a result: every decided score the computer
// players give (SearchResult::proven) is checked against the exact values of
// an endgame database or Tihbat's solver, and every class the analysis gives
// against the exact values of the moves it judges. Positions come from seeded
// random games; the suite runs a sample (kSampledGames games a game) and
// MANCALA_PROPERTY_GAMES=200 ./build/dev/tests/test_proven_results runs the
// full check (docs/computer-players.md, "Analysis").
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <random>
#include <span>
#include <string>
#include <vector>

#include "mancala/analysis.hpp"
#include "mancala/endgames.hpp"
#include "mancala/record.hpp"
#include "core/built_databases.hpp"
#include "search_helpers.hpp"

namespace {

using namespace mancala;
using search_test::rulesOf;

constexpr int kSeeds = 12;          // the databases the checks are made with
constexpr int kSampledGames = 40;   // random games a game in the suite
constexpr int kDecidedWanted = 500; // decided results checked a game, at least

int gamesToCheck() {
    const char* env = std::getenv("MANCALA_PROPERTY_GAMES");
    return env != nullptr && std::atoi(env) > 0 ? std::atoi(env) : kSampledGames;
}

std::shared_ptr<const EndgameDatabase> database(GameId game) {
    return endgame_test::builtDatabase(game, kSeeds);
}

// A seeded random game: its positions, the start first, and its moves.
struct Line {
    std::vector<Position> positions;
    std::vector<Move> moves;
};

Line randomLine(GameId g, unsigned seed) {
    Game game(rulesOf(g));
    std::mt19937 random(seed);
    MoveList moves;
    Line line{{game.position()}, {}};
    while (!game.over()) {
        game.legalMoves(moves);
        std::uniform_int_distribution<int> pick(0, moves.size() - 1);
        const Move m = moves[pick(random)];
        EXPECT_EQ(game.play(m), IllegalReason::None);
        line.positions.push_back(game.position());
        line.moves.push_back(m);
    }
    return line;
}

// The exact final difference (side to move minus opponent) of line[k] after line[0..k).
int exactValue(GameId g, std::span<const Position> line, std::size_t k) {
    const Position& pos = line[k];
    const auto me = static_cast<std::size_t>(index(pos.toMove));
    const int now = pos.totals[me] - pos.totals[1 - me];
    if (pos.over())
        return now;
    const std::optional<EndgameSolution> s = solveEndgame(*database(g), rulesOf(g), pos, line.subspan(0, k), 0);
    EXPECT_TRUE(s.has_value());
    return now + (s ? s->future : 0);
}

int sign(int v) {
    return v > 0 ? 1 : v < 0 ? -1 : 0;
}

// Djenon-aboure and Ayoayo: every proven result of the Expert's search
// (without the database, a small budget) in the positions of random games
// whose board the database covers agrees with the database's exact value.
class ProvenSearchResults : public ::testing::TestWithParam<GameId> {};

TEST_P(ProvenSearchResults, AgreeWithTheEndgameDatabase) {
    const GameId g = GetParam();
    const Rules& rules = rulesOf(g);
    SearchOptions options;
    options.level = Level::Expert;
    options.timeMs = 0;
    options.maxNodes = 3000;
    options.solveDjenonAboure = false; // the search's proofs (the solver: test_solve.cpp)
    int checked = 0;
    for (unsigned seed = 1; checked < kDecidedWanted && seed < 4000; ++seed) {
        const std::vector<Position> line = randomLine(g, seed).positions;
        for (std::size_t k = 0; k < line.size(); ++k) {
            if (line[k].over() || !database(g)->covers(rules, line[k]))
                continue;
            const SearchResult r = chooseMove(rules, line[k], std::span(line.data(), k), options);
            ASSERT_TRUE(r.proven || !isDecided(r.score)) << "an unproven decided score, game " << seed << " ply " << k;
            if (!r.proven)
                continue;
            ++checked;
            const std::optional<Outcome> o = r.outcome();
            EXPECT_EQ(o == Outcome::Win    ? 1
                      : o == Outcome::Loss ? -1
                                           : 0,
                      sign(exactValue(g, line, k)))
                << gameIdString(g) << " game " << seed << " ply " << k;
            // The move played for it keeps the outcome.
            std::vector<Position> after(line.begin(), line.begin() + static_cast<long>(k) + 1);
            Position next = line[k];
            RepetitionTracker repetition;
            repetition.assign(rules, after);
            advance(rules, next, r.move, repetition);
            after.push_back(next);
            const int kept = next.toMove == line[k].toMove ? exactValue(g, after, k + 1) : -exactValue(g, after, k + 1);
            EXPECT_EQ(sign(kept), sign(exactValue(g, line, k))) << gameIdString(g) << " game " << seed << " ply " << k;
        }
    }
    EXPECT_GE(checked, kDecidedWanted) << gameIdString(g);
}

INSTANTIATE_TEST_SUITE_P(RelayGames, ProvenSearchResults, ::testing::Values(GameId::DjenonAboure, GameId::Ayoayo),
                         [](const auto& info) {
                             return std::string(gameIdString(info.param)) == "djenon-aboure"
                                        ? std::string("DjenonAboure")
                                        : std::string("Ayoayo");
                         });

// Whether the side to move of `game` wins (`win`) or loses within `plies`
// plies: a plain AND-OR search through Game itself (play and undo), whose
// results are those of finished games only.
bool plainForced(Game& game, bool win, int plies) {
    const Position& pos = game.position();
    if (pos.over()) {
        const bool mine = pos.winner == (pos.toMove == Side::South ? Winner::South : Winner::North);
        const bool theirs = pos.winner != Winner::Draw && !mine;
        return win ? mine : theirs;
    }
    if (plies == 0)
        return false;
    MoveList moves;
    game.legalMoves(moves);
    const Side mover = pos.toMove;
    for (Move m : moves) {
        EXPECT_EQ(game.play(m), IllegalReason::None);
        const bool same = game.position().toMove == mover;
        const bool sub = plainForced(game, same ? win : !win, plies - 1);
        game.undo();
        if (win && sub)
            return true;
        if (!win && !sub)
            return false;
    }
    return !win;
}

// Tihbat's bounded search and Bao la Kimasai: no table can hold their
// repetition rule (the second occurrence ends the game), so a decided score
// is proven only by the table-free search of every line to its depth. Every
// proven result agrees with Tihbat's solver, and in Bao la Kimasai with a
// plain search of the game to the end of the same number of plies.
TEST(ProvenSearchResults, AgreeWithTihbatsSolverAndBaosGameTree) {
    for (GameId g : {GameId::Tihbat, GameId::BaoLaKimasai}) {
        const Rules& rules = rulesOf(g);
        SearchOptions options;
        options.level = Level::Expert;
        options.timeMs = 0;
        options.maxNodes = 2000;
        options.exactTihbat = false;
        int checked = 0;
        for (unsigned seed = 1; seed <= 12; ++seed) {
            const Line line = randomLine(g, seed);
            for (std::size_t k = 0; k < line.positions.size(); ++k) {
                const Position& pos = line.positions[k];
                if (pos.over())
                    continue;
                const std::span<const Position> history(line.positions.data(), k);
                const SearchResult r = chooseMove(rules, pos, history, options);
                ASSERT_TRUE(r.proven || !isDecided(r.score)) << gameIdString(g) << " game " << seed << " ply " << k;
                if (!r.proven)
                    continue;
                ++checked;
                const std::string where =
                    std::string(gameIdString(g)) + " game " + std::to_string(seed) + " ply " + std::to_string(k);
                if (g == GameId::Tihbat) {
                    EXPECT_EQ(r.outcome() == Outcome::Win, tihbatValue(pos, history).difference > 0) << where;
                    continue;
                }
                Game game(rules);
                for (std::size_t i = 0; i < k; ++i)
                    ASSERT_EQ(game.play(line.moves[i]), IllegalReason::None);
                // Bao la Kimasai is decided only by the end of the game.
                EXPECT_TRUE(plainForced(game, r.score > 0, decidedInPlies(r.score))) << where;
            }
        }
        EXPECT_GT(checked, 0) << gameIdString(g);
    }
}

// The outcome of `game` for its side to move (1 win, 0 draw, -1 loss) within
// (alpha, beta): a plain alpha-beta through Game itself (play and undo, so
// the repetition rule as Game plays it), no table, no evaluation, every line
// to the end of the game.
int plainOutcome(Game& game, int alpha, int beta) {
    const Position& pos = game.position();
    if (pos.over()) {
        const auto me = static_cast<std::size_t>(index(pos.toMove));
        return pos.totals[me] > pos.totals[1 - me] ? 1 : pos.totals[me] < pos.totals[1 - me] ? -1 : 0;
    }
    MoveList moves;
    game.legalMoves(moves);
    const Side mover = pos.toMove;
    int best = -2;
    for (Move m : moves) {
        EXPECT_EQ(game.play(m), IllegalReason::None);
        const bool same = game.position().toMove == mover;
        const int v = same ? plainOutcome(game, alpha, beta) : -plainOutcome(game, -beta, -alpha);
        game.undo();
        best = std::max(best, v);
        alpha = std::max(alpha, best);
        if (alpha >= beta)
            break;
    }
    return best;
}

// The start of Djenon-aboure: South, who moves first, wins by e1 or f1 and
// loses by any other move. The Expert proves the win and plays e1; the
// plain search, which shares nothing with the prover but the rules and
// Game, proves each first move's outcome.
TEST(DjenonAboureStart, IsAWinForSouthByE1OrF1) {
    const Rules& rules = rulesOf(GameId::DjenonAboure);
    SearchOptions options;
    options.level = Level::Expert;
    options.timeMs = 0;
    options.maxDepth = 20;
    options.solveDjenonAboure = false; // the search's proof (the exact value: test_solve.cpp)
    Game start(rules);
    const SearchResult r = chooseMove(start, options);
    EXPECT_TRUE(r.proven);
    EXPECT_EQ(r.outcome(), Outcome::Win);
    EXPECT_EQ(r.move, Move::sow(rules.hole(0, 4)));
    for (int col = 0; col < 6; ++col) {
        Game game(rules);
        ASSERT_EQ(game.play(Move::sow(rules.hole(0, col))), IllegalReason::None);
        // Null windows around a win and around a loss for South.
        const bool wins = -plainOutcome(game, -1, 0) == 1;
        const bool loses = !wins && -plainOutcome(game, 0, 1) == -1;
        EXPECT_EQ(wins, col >= 4) << "column " << col;
        EXPECT_EQ(loses, col < 4) << "column " << col;
    }
}

// The analysis's classes against the exact values: a move marked as an
// inaccuracy, a mistake or a blunder loses at least that much with perfect
// play (a blunder: four seeds, or the outcome), in every move of random
// games whose values are known exactly (Tihbat throughout, by its solver;
// Djenon-aboure and Ayoayo where the database covers the board).
class ExactJudgements : public ::testing::TestWithParam<GameId> {};

TEST_P(ExactJudgements, NoMoveIsMarkedWorseThanItIs) {
    const GameId g = GetParam();
    const Rules& rules = rulesOf(g);
    const bool tihbat = g == GameId::Tihbat;
    AnalysisOptions options;
    options.nodes = 2000;
    if (!tihbat)
        options.endgames = database(g);
    int judged = 0;
    for (int n = 0; n < gamesToCheck(); ++n) {
        const Line game = randomLine(g, 1000 + static_cast<unsigned>(n));
        const std::vector<Position>& line = game.positions;
        // The stretch that is known exactly: Tihbat all of it, else from the
        // first position the database covers (captures only empty the board).
        std::size_t first = 0;
        while (!tihbat && first < line.size() && !line[first].over() && !database(g)->covers(rules, line[first]))
            ++first;
        std::vector<PositionAnalysis> analysed;
        std::vector<int> exact;
        for (std::size_t k = first; k < line.size(); ++k) {
            const std::span<const Position> history(line.data(), k);
            analysed.push_back(analysePosition(rules, line[k], history, options));
            if (tihbat) {
                const auto me = static_cast<std::size_t>(index(line[k].toMove));
                exact.push_back(line[k].over() ? line[k].totals[me] - line[k].totals[1 - me]
                                               : tihbatValue(line[k], history).difference);
            } else {
                exact.push_back(exactValue(g, line, k));
            }
        }
        for (std::size_t i = 0; i + 1 < analysed.size(); ++i) {
            const std::size_t k = first + i;
            const Move move = game.moves[k];
            const MoveAnalysis m = judgeMove(move, analysed[i], analysed[i + 1]);
            const int before = exact[i];
            const int after = line[k + 1].toMove == line[k].toMove ? exact[i + 1] : -exact[i + 1];
            const int loss = before - after;
            const bool outcomeLost = sign(after) < sign(before);
            const std::string where = std::string(gameIdString(g)) + " game " + std::to_string(n) + " ply " +
                                      std::to_string(k + 1) + " exact " + std::to_string(before) + " -> " +
                                      std::to_string(after);
            ++judged;
            switch (m.moveClass) {
            case MoveClass::Blunder: EXPECT_TRUE(outcomeLost || loss * kSeedScore >= kBlunderLoss) << where; break;
            case MoveClass::Mistake: EXPECT_GE(loss * kSeedScore, kMistakeLoss) << where; break;
            case MoveClass::Inaccuracy: EXPECT_GE(loss * kSeedScore, kInaccuracyLoss) << where; break;
            case MoveClass::Best:
            case MoveClass::Good: break;
            }
            if (m.better()) {
                EXPECT_GT(loss, 0) << where << ": a better move named for a move of the best value";
            }
        }
    }
    // Enough of the games' ends fall within the databases (40 games: 133
    // moves in Djenon-aboure, 545 in Ayoayo, 833 in Tihbat).
    EXPECT_GE(judged, 100) << gameIdString(g);
}

INSTANTIATE_TEST_SUITE_P(ExactGames, ExactJudgements,
                         ::testing::Values(GameId::Tihbat, GameId::DjenonAboure, GameId::Ayoayo), [](const auto& info) {
                             return info.param == GameId::Tihbat         ? std::string("Tihbat")
                                    : info.param == GameId::DjenonAboure ? std::string("DjenonAboure")
                                                                         : std::string("Ayoayo");
                         });

} // namespace
