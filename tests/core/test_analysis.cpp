// Game analysis (mancala/analysis.hpp): the classification of moves by the
// value they lose, outcome first; in Tihbat checked against the exact solver
// (tihbatValue), elsewhere against the search it is built on.
#include <gtest/gtest.h>

#include <random>
#include <span>
#include <vector>

#include "mancala/analysis.hpp"
#include "mancala/record.hpp"
#include "search_helpers.hpp"

namespace {

using namespace mancala;
using search_test::randomGame;
using search_test::randomGames;
using search_test::rulesOf;
using Kind = PositionValue::Kind;

constexpr Move kC1 = Move::sow(2);
constexpr Move kD1 = Move::sow(3);

PositionValue exact(int seeds) {
    return {Kind::Exact, seeds * kSeedScore};
}
PositionValue estimate(int hundredths) {
    return {Kind::Estimate, hundredths};
}
PositionValue proven(int score) {
    return {Kind::Proven, score};
}

// The exact value of position `ply` of `game` for `side`.
int exactFor(const Game& game, int ply, Side side) {
    Game prefix(game.rules());
    for (int i = 0; i < ply; ++i)
        EXPECT_EQ(prefix.play(game.moves()[static_cast<std::size_t>(i)]), IllegalReason::None);
    const int value = tihbatValue(prefix).difference;
    return prefix.position().toMove == side ? value : -value;
}

AnalysisOptions budget(std::uint64_t nodes) {
    AnalysisOptions o;
    o.nodes = nodes;
    return o;
}

// The judgement of kC1 by South from `before` to `after` (both South's
// view; after it North is to move), where the analysis preferred `best`.
MoveAnalysis judge(const PositionValue& before, const PositionValue& after, Move best = kD1, bool forced = false) {
    PositionAnalysis b;
    b.toMove = Side::South;
    b.value = before;
    b.best = best;
    b.forced = forced;
    PositionAnalysis a;
    a.toMove = Side::North;
    a.value = after.flipped();
    return judgeMove(kC1, b, a);
}

TEST(MoveClass, ThePlayedBestMoveIsBestWhateverTheValues) {
    const MoveAnalysis m = judge(estimate(300), estimate(-300), kC1);
    EXPECT_EQ(m.moveClass, MoveClass::Best);
    EXPECT_EQ(m.loss, 0);
    EXPECT_EQ(m.better(), std::nullopt);
}

TEST(MoveClass, LossesBelowOneSeedAreGood) {
    const MoveAnalysis m = judge(estimate(150), estimate(51));
    EXPECT_EQ(m.loss, 99);
    EXPECT_EQ(m.moveClass, MoveClass::Good);
    EXPECT_EQ(m.judgement, Judgement::Estimate);
}

TEST(MoveClass, ThresholdsInSeeds) {
    EXPECT_EQ(judge(estimate(0), estimate(-kInaccuracyLoss)).moveClass, MoveClass::Inaccuracy);
    EXPECT_EQ(judge(estimate(0), estimate(-kMistakeLoss + 1)).moveClass, MoveClass::Inaccuracy);
    EXPECT_EQ(judge(estimate(0), estimate(-kMistakeLoss)).moveClass, MoveClass::Mistake);
    EXPECT_EQ(judge(estimate(0), estimate(-kBlunderLoss)).moveClass, MoveClass::Blunder);
    EXPECT_EQ(classOfLoss(kBlunderLoss - 1), MoveClass::Mistake);
}

TEST(MoveClass, AWinThrownToADrawIsABlunderByOneSeed) {
    // Exact: win by 1, then a draw; one seed lost, but the game with it.
    const MoveAnalysis m = judge(exact(1), exact(0));
    EXPECT_EQ(m.loss, kSeedScore);
    EXPECT_EQ(m.moveClass, MoveClass::Blunder);
    EXPECT_EQ(m.judgement, Judgement::Exact);
}

TEST(MoveClass, ADrawThrownToALossIsABlunder) {
    EXPECT_EQ(judge(exact(0), exact(-1)).moveClass, MoveClass::Blunder);
}

TEST(MoveClass, AnotherMoveOfTheSameExactValueIsBestAndNoBetterMoveIsNamed) {
    const MoveAnalysis m = judge(exact(3), exact(3));
    EXPECT_EQ(m.moveClass, MoveClass::Best);
    EXPECT_EQ(m.judgement, Judgement::Exact);
    EXPECT_EQ(m.better(), std::nullopt);
}

TEST(MoveClass, AWinKeptByFewerSeedsIsJudgedBySeeds) {
    const MoveAnalysis m = judge(exact(6), exact(4));
    EXPECT_EQ(m.moveClass, MoveClass::Mistake);
    EXPECT_EQ(m.judgement, Judgement::Exact);
    EXPECT_EQ(m.better(), kD1);
}

TEST(MoveClass, AMoveThatKeepsAProvenWinIsNeverWorseThanGood) {
    const MoveAnalysis m = judge(proven(kWinScore - 5), proven(kWinScore - 9));
    EXPECT_EQ(m.moveClass, MoveClass::Good);
    EXPECT_EQ(m.loss, 0);
    EXPECT_EQ(m.judgement, Judgement::Proven);
    EXPECT_EQ(m.better(), std::nullopt);
    // An exact win before, a proven one after: the same outcome, margin unknown.
    EXPECT_EQ(judge(exact(4), proven(kWinScore - 3)).moveClass, MoveClass::Good);
}

TEST(MoveClass, AProvenWinThrownToAProvenDrawOrLossIsABlunder) {
    const MoveAnalysis draw = judge(proven(kWinScore - 5), proven(0));
    EXPECT_EQ(draw.moveClass, MoveClass::Blunder);
    EXPECT_EQ(draw.loss, kDecidedValue);
    EXPECT_EQ(draw.better(), kD1);
    EXPECT_EQ(judge(proven(0), proven(-kWinScore + 4)).moveClass, MoveClass::Blunder);
}

TEST(MoveClass, AProvenValueFollowedByAnEstimateIsNeverABlunder) {
    // A proven win, then an estimate of 3 seeds: 7 seeds on the graph's
    // scale, but nothing proves the win lost.
    const MoveAnalysis m = judge(proven(kWinScore - 5), estimate(300));
    EXPECT_EQ(m.judgement, Judgement::Estimate);
    EXPECT_EQ(m.loss, kGraphClamp - 300);
    EXPECT_EQ(m.moveClass, MoveClass::Mistake);
}

TEST(MoveClass, AMoveIntoAProvenWinKeepsTheResult) {
    const MoveAnalysis m = judge(estimate(200), proven(kWinScore - 7));
    EXPECT_EQ(m.moveClass, MoveClass::Good);
    EXPECT_EQ(m.better(), std::nullopt);
}

TEST(MoveClass, AForcedMoveIsNeverMarked) {
    const MoveAnalysis m = judge(proven(kWinScore - 5), proven(-kWinScore + 5), kD1, true);
    EXPECT_TRUE(m.forced);
    EXPECT_EQ(m.moveClass, MoveClass::Best);
    EXPECT_EQ(m.loss, 0);
    EXPECT_EQ(m.better(), std::nullopt);
}

TEST(MoveClass, AnEstimatedBetterMoveIsNamedFromTheInaccuracyThresholdOn) {
    EXPECT_EQ(judge(estimate(0), estimate(-kInaccuracyLoss + 1)).better(), std::nullopt);
    EXPECT_EQ(judge(estimate(0), estimate(-kInaccuracyLoss)).better(), kD1);
}

TEST(MoveAnalysis, TheValueAfterIsTurnedToTheMoversView) {
    PositionAnalysis before;
    before.toMove = Side::North;
    before.value = estimate(200);
    before.best = kD1;
    PositionAnalysis after;
    after.toMove = Side::North; // the same side moves again
    after.value = estimate(50);
    const MoveAnalysis m = judgeMove(kC1, before, after);
    EXPECT_EQ(m.after, estimate(50));
    EXPECT_EQ(m.loss, 150);
    EXPECT_EQ(m.moveClass, MoveClass::Inaccuracy);
}

// In Tihbat every value is exact: the loss of each move of a random game is
// the exact value before it minus the exact value after it (mover's view),
// and the class follows from the exact values.
TEST(TihbatAnalysis, LossesAreTheExactSolversDifferences) {
    for (unsigned seed : {3u, 17u}) {
        const Game game = randomGame(GameId::Tihbat, 200, seed);
        const GameAnalysis a = analyseGame(game, budget(1000));
        ASSERT_TRUE(a.complete);
        ASSERT_EQ(a.moves.size(), game.moves().size());
        for (std::size_t i = 0; i < a.moves.size(); ++i) {
            const MoveAnalysis& m = a.moves[i];
            const int ply = static_cast<int>(i);
            const int before = exactFor(game, ply, m.mover);
            const int after = exactFor(game, ply + 1, m.mover);
            EXPECT_EQ(m.before, exact(before)) << "ply " << ply + 1;
            EXPECT_EQ(m.after, exact(after)) << "ply " << ply + 1;
            EXPECT_EQ(m.loss, (before - after) * kSeedScore) << "ply " << ply + 1;
            const bool thrown = (before > 0 && after <= 0) || (before == 0 && after < 0);
            if (thrown) {
                EXPECT_EQ(m.moveClass, MoveClass::Blunder) << "ply " << ply + 1;
            }
            if (before == after) {
                EXPECT_EQ(m.moveClass, MoveClass::Best) << "ply " << ply + 1;
            }
        }
    }
}

// A known blunder: in positions of random Tihbat games that the mover wins,
// a move after which the solver says the mover no longer wins.
TEST(TihbatAnalysis, AMoveThatThrowsAWinAwayIsABlunder) {
    int found = 0;
    randomGames(GameId::Tihbat, 6, 5, [&](const Game& game) {
        if (found >= 5 || tihbatValue(game).difference <= 0)
            return;
        MoveList moves;
        game.legalMoves(moves);
        for (Move m : moves) {
            Game child = game;
            ASSERT_EQ(child.play(m), IllegalReason::None);
            const int value = tihbatValue(child).difference;
            const int forMover = child.position().toMove == game.position().toMove ? value : -value;
            if (forMover > 0)
                continue;
            std::vector<Position> positions;
            for (int i = 0; i <= child.ply(); ++i)
                positions.push_back(child.positionAt(i));
            const PositionAnalysis before =
                analysePosition(game.rules(), positions[positions.size() - 2],
                                std::span(positions.data(), positions.size() - 2), budget(1000));
            const PositionAnalysis after = analysePosition(
                game.rules(), positions.back(), std::span(positions.data(), positions.size() - 1), budget(1000));
            const MoveAnalysis judged = judgeMove(m, before, after);
            EXPECT_EQ(judged.moveClass, MoveClass::Blunder) << "ply " << child.ply();
            EXPECT_NE(judged.best, m);
            ++found;
            return;
        }
    });
    EXPECT_EQ(found, 5);
}

// The analysis's best move, played, is judged best with no loss, in every
// game (the search's own choice, replayed through the game).
TEST(GameAnalysis, BestMovesPlayedAreBest) {
    for (GameId g : {GameId::DjenonAboure, GameId::Ayoayo, GameId::BaoLaKimasai}) {
        Game game(rulesOf(g));
        const AnalysisOptions options = budget(3000);
        std::vector<Position> positions{game.position()};
        for (int i = 0; i < 12 && !game.over(); ++i) {
            const PositionAnalysis a = analysePosition(game.rules(), game.position(),
                                                       std::span(positions.data(), positions.size() - 1), options);
            ASSERT_EQ(game.play(a.best), IllegalReason::None);
            positions.push_back(game.position());
        }
        const GameAnalysis a = analyseGame(game, options);
        ASSERT_TRUE(a.complete);
        for (const MoveAnalysis& m : a.moves) {
            EXPECT_EQ(m.played, m.best) << gameIdString(g);
            EXPECT_EQ(m.moveClass, MoveClass::Best) << gameIdString(g);
            EXPECT_EQ(m.loss, 0) << gameIdString(g);
        }
    }
}

// Without a budget each game has its own node budget (Bao la Kimasai a
// smaller one: its games are long).
TEST(GameAnalysis, WithoutABudgetEachGameHasItsDefault) {
    EXPECT_EQ(defaultAnalysisNodes(GameId::BaoLaKimasai), kBaoAnalysisNodes);
    EXPECT_EQ(defaultAnalysisNodes(GameId::Ayoayo), kAnalysisNodes);
    for (GameId g : {GameId::Ayoayo, GameId::BaoLaKimasai}) {
        const Game game = randomGame(g, 6, 9);
        const std::span<const Position> none;
        EXPECT_EQ(analysePosition(game.rules(), game.position(), none, AnalysisOptions{}),
                  analysePosition(game.rules(), game.position(), none, budget(defaultAnalysisNodes(g))))
            << gameIdString(g);
    }
}

TEST(GameAnalysis, IsDeterministicForANodeBudget) {
    const Game game = randomGame(GameId::Ayoayo, 30, 11);
    const GameAnalysis first = analyseGame(game, budget(2000));
    const GameAnalysis second = analyseGame(game, budget(2000));
    EXPECT_EQ(first.positions, second.positions);
    EXPECT_EQ(first.moves, second.moves);
}

TEST(GameAnalysis, ReportsProgressForEveryPosition) {
    const Game game = randomGame(GameId::DjenonAboure, 10, 2);
    std::vector<int> done;
    const GameAnalysis a = analyseGame(game, budget(500), {}, [&](int d, int total) {
        EXPECT_EQ(total, game.ply() + 1);
        done.push_back(d);
    });
    ASSERT_EQ(static_cast<int>(done.size()), game.ply() + 1);
    EXPECT_EQ(done.back(), game.ply() + 1);
    EXPECT_TRUE(a.complete);
}

TEST(GameAnalysis, AStopRequestEndsItIncomplete) {
    const Game game = randomGame(GameId::DjenonAboure, 20, 4);
    std::stop_source source;
    const GameAnalysis a = analyseGame(game, budget(500), source.get_token(), [&](int d, int) {
        if (d == 3)
            source.request_stop();
    });
    EXPECT_FALSE(a.complete);
    EXPECT_EQ(a.positions.size(), 3u);
    EXPECT_EQ(a.moves.size(), 2u);
}

TEST(GameAnalysis, AFinishedGameEndsWithItsExactResult) {
    Game game(rulesOf(GameId::Tihbat));
    while (!game.over()) {
        MoveList moves;
        game.legalMoves(moves);
        ASSERT_EQ(game.play(moves[0]), IllegalReason::None);
    }
    const GameAnalysis a = analyseGame(game, budget(500));
    const PositionAnalysis& last = a.positions.back();
    EXPECT_TRUE(last.over);
    const Position& end = game.position();
    const int mine = end.totals[static_cast<std::size_t>(index(end.toMove))];
    const int theirs = end.totals[static_cast<std::size_t>(index(opponent(end.toMove)))];
    EXPECT_EQ(last.value, exact(mine - theirs));
}

TEST(PlayerSummary, CountsEachSidesClassesAndAverageLoss) {
    std::vector<MoveAnalysis> moves(4);
    moves[0] = {Side::South, kC1, kC1, exact(0), exact(0), 0, MoveClass::Best};
    moves[1] = {Side::North, kC1, kD1, exact(0), exact(-1), 100, MoveClass::Blunder};
    moves[2] = {Side::South, kC1, kD1, exact(1), exact(-2), 300, MoveClass::Blunder};
    moves[3] = {Side::North, kC1, kD1, exact(2), exact(2), 0, MoveClass::Best};
    const PlayerSummary south = summarise(moves, Side::South);
    EXPECT_EQ(south.moves, 2);
    EXPECT_EQ(south.count(MoveClass::Best), 1);
    EXPECT_EQ(south.count(MoveClass::Blunder), 1);
    EXPECT_DOUBLE_EQ(south.averageLoss, 150.0);
    const PlayerSummary north = summarise(moves, Side::North);
    EXPECT_DOUBLE_EQ(north.averageLoss, 50.0);
}

TEST(TurningPoints, AreTheBiggestSwingsInTheOrderPlayed) {
    std::vector<MoveAnalysis> moves(4);
    moves[0] = {Side::South, kC1, kC1, estimate(0), estimate(0), 0, MoveClass::Best};
    moves[1] = {Side::North, kC1, kD1, estimate(0), estimate(-500), 500, MoveClass::Blunder};
    moves[2] = {Side::South, kC1, kD1, estimate(500), estimate(300), 200, MoveClass::Mistake};
    moves[3] = {Side::North, kC1, kD1, estimate(0), proven(kWinScore - 5), 0, MoveClass::Good};
    EXPECT_EQ(turningPoints(moves, 2), (std::vector<int>{1, 3}));
    EXPECT_EQ(turningPoints(moves, 10), (std::vector<int>{1, 2, 3}));
}

// The game of the report that found the analysis calling proven wins
// blunders: North's f2 (ply 14) and b2 (ply 16) are each followed by South's
// forced pass and a proven North win, so neither is marked, and the passes
// are forced, never judged.
//
// After ply 13, North to move (South 20, North 14 captured):
//        a   b   c   d   e   f
//   2    1   5   2   1   1   2    North
//   1    0   0   1   1   0   0    South
TEST(GameAnalysis, MovesThatKeepAProvenWinAreNotBlunders) {
    const RecordParseResult parsed = parseRecord(R"([Game "djenon-aboure"]
[South "South"]
[North "North"]
[Date "2026.12.01"]
[Result "north"]
[Totals "22-26"]
[Reason "no-moves"]

1. b1 a2 2. b1 b2 3. f1 e2 4. c1 c2 5. b1 d2 6. e1 a2 7. c1 f2 8. pass b2
9. pass a2 10. pass c2 north
)");
    ASSERT_EQ(parsed.error.code, RecordError::None);
    Game game(rulesOf(GameId::DjenonAboure));
    for (Move m : parsed.record.moves)
        ASSERT_EQ(game.play(m), IllegalReason::None);
    AnalysisOptions options;
    options.solveDjenonAboure = false; // the search's proven results, not the solver's exact values
    const GameAnalysis a = analyseGame(game, options);
    ASSERT_TRUE(a.complete);
    for (int ply : {14, 16}) {
        const MoveAnalysis& m = a.moves[static_cast<std::size_t>(ply - 1)];
        EXPECT_LT(m.moveClass, MoveClass::Inaccuracy) << "ply " << ply;
        EXPECT_EQ(m.better(), std::nullopt) << "ply " << ply;
        EXPECT_EQ(m.after.outcome(), Outcome::Win) << "ply " << ply;
    }
    for (int ply : {15, 17, 19}) {
        const MoveAnalysis& m = a.moves[static_cast<std::size_t>(ply - 1)];
        EXPECT_TRUE(m.forced) << "ply " << ply;
        EXPECT_EQ(m.moveClass, MoveClass::Best) << "ply " << ply;
    }
}

} // namespace
