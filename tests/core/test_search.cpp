// Computer players (search.hpp): every level plays legal moves in every game,
// forced captures and wins are found, fixed budgets are deterministic, a stop
// request ends a long search, the repetition rule is applied inside the
// search, the Expert's choice among proven moves keeps the exact value and
// prefers traps, and the exact Tihbat solver agrees with a plain exhaustive
// search.
//
// Two-row boards are drawn as on screen: North's row (row 2) on top, South's
// row (row 1) below, columns a, b, ... from the left. Bao la Kimasai boards
// show rows 4, 3, 2, 1 from the top, 'o' a stone, '.' an empty hole.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <initializer_list>
#include <limits>
#include <random>
#include <stop_token>
#include <string_view>
#include <thread>
#include <vector>

#include "mancala/game.hpp"
#include "mancala/notation.hpp"
#include "mancala/search.hpp"

namespace {

using namespace mancala;

const Rules& rulesOf(GameId g) { return rulesFor(g); }

// A two-row position from its rows as seen on screen, North's row first.
Position sowingBoard(GameId g, std::initializer_list<int> north, std::initializer_list<int> south, int southTotal,
                     int northTotal, Side toMove) {
    const Rules& rules = rulesOf(g);
    Position p;
    int col = 0;
    for (int n : north)
        p.board[rules.hole(1, col++)] = static_cast<std::uint8_t>(n);
    col = 0;
    for (int n : south)
        p.board[rules.hole(0, col++)] = static_cast<std::uint8_t>(n);
    p.totals = {static_cast<std::uint16_t>(southTotal), static_cast<std::uint16_t>(northTotal)};
    p.toMove = toMove;
    EXPECT_EQ(positionFaultName(rules.positionFault(p)), "none");
    return p;
}

// A Bao la Kimasai position from its four rows as seen on screen, row 4 first.
Position baoBoard(std::initializer_list<std::string_view> rows, int southTotal, int northTotal, Side toMove) {
    const Rules& rules = rulesOf(GameId::BaoLaKimasai);
    Position p;
    int row = static_cast<int>(rows.size()) - 1;
    for (std::string_view r : rows) {
        for (int col = 0; col < static_cast<int>(r.size()); ++col)
            p.board[rules.hole(row, col)] = r[static_cast<std::size_t>(col)] == 'o' ? 1 : 0;
        --row;
    }
    p.totals = {static_cast<std::uint16_t>(southTotal), static_cast<std::uint16_t>(northTotal)};
    p.toMove = toMove;
    EXPECT_EQ(positionFaultName(rules.positionFault(p)), "none");
    return p;
}

Move move(GameId g, std::string_view text) {
    const std::optional<Move> m = parseMove(rulesOf(g), text);
    EXPECT_TRUE(m.has_value()) << text;
    return m.value_or(Move::pass());
}

SearchOptions budget(Level level, int depth, std::uint64_t seed = 1) {
    SearchOptions o;
    o.level = level;
    o.timeMs = 0;
    o.maxDepth = depth;
    o.seed = seed;
    return o;
}

int difference(const Position& pos) {
    const auto me = static_cast<std::size_t>(index(pos.toMove));
    return pos.totals[me] - pos.totals[1 - me];
}

// The independent reference for Tihbat: plain minimax over every line of the
// game, every move played by advance() as in Game. Returns the final
// difference for the side to move.
int exhaustiveTihbat(const Position& pos, RepetitionTracker& repetition) {
    const Rules& rules = rulesOf(GameId::Tihbat);
    if (pos.over())
        return difference(pos);
    MoveList moves;
    rules.legalMoves(pos, moves);
    int best = std::numeric_limits<int>::min();
    for (Move m : moves) {
        Position child = pos;
        const bool recorded = advance(rules, child, m, repetition);
        best = std::max(best, -exhaustiveTihbat(child, repetition));
        if (recorded)
            repetition.pop();
    }
    return best;
}

int exhaustiveTihbat(const Position& pos, const std::vector<Position>& history) {
    std::vector<Position> all = history;
    all.push_back(pos);
    RepetitionTracker repetition;
    repetition.assign(rulesOf(GameId::Tihbat), all);
    return exhaustiveTihbat(pos, repetition);
}

// Games of random moves (fixed seed); calls visit(game) before every move.
template <typename Visit>
void randomGames(GameId g, int games, unsigned seed, Visit visit) {
    std::mt19937 random(seed);
    MoveList moves;
    for (int i = 0; i < games; ++i) {
        Game game(rulesOf(g));
        while (!game.over()) {
            visit(game);
            game.legalMoves(moves);
            std::uniform_int_distribution<int> pick(0, moves.size() - 1);
            ASSERT_EQ(game.play(moves[pick(random)]), IllegalReason::None);
        }
    }
}

// ------------------------------------------------------------- legal moves

TEST(SearchLevels, NamesReadBack) {
    for (Level l : kAllLevels)
        EXPECT_EQ(levelFromString(levelString(l)), l);
    EXPECT_FALSE(levelFromString("master").has_value());
}

// Every level, in every game, at positions of random games: the move is
// legal, and the expected line is a legal sequence from the position.
TEST(SearchLevels, EveryLevelPlaysOnlyLegalMovesInEveryGame) {
    for (GameId g : kAllGames) {
        int visited = 0;
        randomGames(g, 3, 11, [&](const Game& game) {
            // Every fourth position keeps the test quick in debug builds.
            if (visited++ % 4 != 0)
                return;
            for (Level level : kAllLevels) {
                SearchOptions o = budget(level, 0, static_cast<std::uint64_t>(visited));
                if (level == Level::Expert)
                    o.maxNodes = 3000;
                const SearchResult r = chooseMove(game, o);
                EXPECT_EQ(game.check(r.move), IllegalReason::None)
                    << gameIdString(g) << " " << levelString(level) << " ply " << game.ply();
                ASSERT_FALSE(r.pv.empty());
                EXPECT_EQ(r.pv.front(), r.move);
                Game line = game;
                for (Move m : r.pv)
                    ASSERT_EQ(line.play(m), IllegalReason::None) << gameIdString(g) << " " << levelString(level);
                EXPECT_GT(r.nodes, 0u);
                EXPECT_FALSE(r.stopped);
            }
        });
    }
}

// Beginner draws among the moves with the seed, a capture being likelier.
//        a  b  c  d  e  f
//   2    1  5  1  0  0  0      S 16, N 22, South to move
//   1    1  0  1  0  1  0
// Only a1 captures (b2's 5 and the capturing seed): its weight is
// 1 + 2 * 6 = 13, against 1 for c1 and e1.
TEST(SearchLevels, BeginnerDrawsWithTheSeedAndPrefersCaptures) {
    const Position p = sowingBoard(GameId::Ayoayo, {1, 5, 1, 0, 0, 0}, {1, 0, 1, 0, 1, 0}, 16, 22, Side::South);
    const Move capture = move(GameId::Ayoayo, "a1");
    Position after = p;
    rulesOf(GameId::Ayoayo).apply(after, capture, nullptr);
    ASSERT_EQ(after.totals[0], 22) << "a1 ends in the empty b1 and captures b2";
    int captures = 0;
    std::vector<int> seen(12, 0);
    for (std::uint64_t seed = 0; seed < 400; ++seed) {
        const SearchResult r = chooseMove(rulesOf(GameId::Ayoayo), p, {}, budget(Level::Beginner, 0, seed));
        EXPECT_EQ(rulesOf(GameId::Ayoayo).check(p, r.move), IllegalReason::None);
        captures += r.move == capture ? 1 : 0;
        ++seen[r.move.from];
        EXPECT_EQ(chooseMove(rulesOf(GameId::Ayoayo), p, {}, budget(Level::Beginner, 0, seed)).move, r.move);
    }
    // Expected 13/15 of 400 = 347; a uniform choice would give 133.
    EXPECT_GT(captures, 310);
    EXPECT_LT(captures, 380);
    EXPECT_EQ(std::count_if(seen.begin(), seen.end(), [](int n) { return n > 0; }), 3) << "every move is drawn";
}

// The static evaluation, Djenon-aboure. South's 25 of 48 is a decided win,
// whoever is to move. At 16-24 nothing is decided, and with 4 seeds on each
// row only the captured difference counts: 8 seeds.
//        a  b  c  d  e  f
//   2    1  0  2  0  1  0      S 25, N 15 / S 16, N 24
//   1    0  3  0  1  0  0
TEST(SearchLevels, EvaluationCountsCapturesAndDecidedTotals) {
    const Rules& rules = rulesOf(GameId::DjenonAboure);
    Position p = sowingBoard(GameId::DjenonAboure, {1, 0, 2, 0, 1, 0}, {0, 3, 0, 1, 0, 0}, 25, 15, Side::South);
    EXPECT_EQ(evaluate(rules, p), kWinScore);
    p.toMove = Side::North;
    EXPECT_EQ(evaluate(rules, p), -kWinScore);
    Position q = sowingBoard(GameId::DjenonAboure, {1, 0, 2, 0, 1, 0}, {0, 3, 0, 1, 0, 0}, 16, 24, Side::South);
    EXPECT_EQ(evaluate(rules, q), -8 * kSeedScore);
    q.toMove = Side::North;
    EXPECT_EQ(evaluate(rules, q), 8 * kSeedScore);
}

// ------------------------------------------------------------ forced wins

// Djenon-aboure: c1 sows c1 d1 e1; e1 and d1 then hold 2 and go with the
// chain (4 seeds): South reaches 26 of 48 and has won.
//        a  b  c  d  e  f
//   2    2  1  1  1  2  0      S 22, N 12, South to move
//   1    0  0 [3] 1  1  2
// The other move, f1, sows f1 f2 and ends in the empty f2.
TEST(SearchForcedWins, DjenonAboureCaptureChainWins) {
    const Position p = sowingBoard(GameId::DjenonAboure, {2, 1, 1, 1, 2, 0}, {0, 0, 3, 1, 1, 2}, 22, 12, Side::South);
    for (Level level : {Level::Intermediate, Level::Advanced, Level::Expert}) {
        const SearchResult r = chooseMove(rulesOf(GameId::DjenonAboure), p, {}, budget(level, 0));
        EXPECT_EQ(r.move, move(GameId::DjenonAboure, "c1")) << levelString(level);
        EXPECT_EQ(r.score, kWinScore - 1) << levelString(level);
        EXPECT_TRUE(isDecided(r.score));
        EXPECT_EQ(decidedInPlies(r.score), 1);
    }
}

// Djenon-aboure, three plies: d1 (3 seeds) sows d1 e1 f1; f1 then holds 4
// and e1 2: the chain takes 6 (South 22). North has one move left, a2, and
// whatever it does c1 captures again and South passes 24.
//        a  b  c  d  e  f
//   2    3  1  1  1  0  1      S 16, N 16, South to move
//   1    0  0  2 [3] 1  3
TEST(SearchForcedWins, DjenonAboureWinsInThreePlies) {
    const Position p = sowingBoard(GameId::DjenonAboure, {3, 1, 1, 1, 0, 1}, {0, 0, 2, 3, 1, 3}, 16, 16, Side::South);
    for (Level level : {Level::Intermediate, Level::Advanced, Level::Expert}) {
        const SearchResult r = chooseMove(rulesOf(GameId::DjenonAboure), p, {}, budget(level, 0));
        EXPECT_EQ(r.move, move(GameId::DjenonAboure, "d1")) << levelString(level);
        EXPECT_EQ(r.score, kWinScore - 3) << levelString(level);
        EXPECT_EQ(decidedInPlies(r.score), 3);
    }
}

// Ayoayo, three plies: c1 and e1 both capture 3 (South 24 of 48), a1 only
// 2. After e1 North can keep its seeds; after c1 (into the empty d1, taking
// d2) every North reply lets e1 capture f2 and South passes 24.
//        a  b  c  d  e  f
//   2    1  1  0  2  0  2      S 21, N 18, South to move
//   1    1  0 [1] 0  1  0
TEST(SearchForcedWins, AyoayoWinsInThreePliesNotByTheGreedyCapture) {
    const Position p = sowingBoard(GameId::Ayoayo, {1, 1, 0, 2, 0, 2}, {1, 0, 1, 0, 1, 0}, 21, 18, Side::South);
    for (Level level : {Level::Intermediate, Level::Advanced, Level::Expert}) {
        const SearchResult r = chooseMove(rulesOf(GameId::Ayoayo), p, {}, budget(level, 0));
        EXPECT_EQ(r.move, move(GameId::Ayoayo, "c1")) << levelString(level);
        EXPECT_EQ(r.score, kWinScore - 3) << levelString(level);
    }
}

// Bao la Kimasai: c2-d2 steps into South's front row opposite d3 and clears
// the whole column (d3 and d4): North has no stone left.
//        abcdefghijkl
//   4    ...o........      S 21, N 21, South to move
//   3    ...o........
//   2    ..o.........
//   1    ......o.....
TEST(SearchForcedWins, BaoColumnCaptureTakesTheLastStones) {
    const Position p = baoBoard({"...o........", "...o........", "..o.........", "......o....."}, 21, 21, Side::South);
    for (Level level : {Level::Intermediate, Level::Advanced, Level::Expert}) {
        const SearchResult r = chooseMove(rulesOf(GameId::BaoLaKimasai), p, {}, budget(level, 0));
        EXPECT_EQ(r.move, move(GameId::BaoLaKimasai, "c2-d2")) << levelString(level);
        EXPECT_EQ(r.score, kWinScore - 1) << levelString(level);
    }
}

// Bao la Kimasai, five plies: j3-i3 steps into North's front row opposite i2
// and takes it. South's last stone can only walk on along its front row
// (f2-g2, g2-h2) while North waits (l3-k3), and i3-h3 then takes it.
//        abcdefghijkl
//   4    ..........o.      S 20, N 21, North to move
//   3    .........o.o
//   2    .....o..o...
//   1    ............
TEST(SearchForcedWins, BaoLaKimasaiWinsInFivePlies) {
    const Position p = baoBoard({"..........o.", ".........o.o", ".....o..o...", "............"}, 20, 21, Side::North);
    for (Level level : {Level::Intermediate, Level::Advanced, Level::Expert}) {
        const SearchResult r = chooseMove(rulesOf(GameId::BaoLaKimasai), p, {}, budget(level, 0));
        EXPECT_EQ(r.move, move(GameId::BaoLaKimasai, "j3-i3")) << levelString(level);
        // Intermediate's 4 plies do not reach the end.
        if (level != Level::Intermediate) {
            EXPECT_EQ(r.score, kWinScore - 5) << levelString(level);
        }
    }
}

// Tihbat, three plies: a1 sows a1 b1 b2, leaving 4 in b1. Whatever North
// answers, a1 then drops its second counter into b1, which holds 6: South
// captures them and has 16 of 28.
//        a  b
//   2    5  3      S 10, N 4, South to move
//   1   [3] 3
TEST(SearchForcedWins, TihbatWinsInThreePlies) {
    const Position p = sowingBoard(GameId::Tihbat, {5, 3}, {3, 3}, 10, 4, Side::South);
    for (Level level : {Level::Intermediate, Level::Advanced}) {
        const SearchResult r = chooseMove(rulesOf(GameId::Tihbat), p, {}, budget(level, 0));
        EXPECT_EQ(r.move, move(GameId::Tihbat, "a1")) << levelString(level);
        EXPECT_EQ(r.score, kWinScore - 3) << levelString(level);
    }
    const SearchResult exact = chooseMove(rulesOf(GameId::Tihbat), p, {}, budget(Level::Expert, 0));
    EXPECT_TRUE(exact.exact);
    EXPECT_EQ(exact.move, move(GameId::Tihbat, "a1"));
    EXPECT_GT(exact.score, 0);
    EXPECT_EQ(exact.score, kSeedScore * tihbatValue(p, {}).difference);
}

// ------------------------------------------------------------ determinism

struct Signature {
    GameId game;
    std::vector<std::string_view> moves; // from the start
    Level level;
    int depth;
    std::uint64_t nodes; // node limit, 0 = none
    std::uint64_t seed;
    std::string_view expectedMove;
    std::uint64_t expectedNodes;
    int expectedDepth;
    int expectedScore;
};

// Fixed positions, levels, budgets and seeds give a fixed move, node count,
// depth and score, every time (recorded from this implementation, so that any
// change of the search's behaviour shows here). Node limits are met exactly.
TEST(SearchDeterminism, FixedBudgetsGiveFixedMovesAndNodeCounts) {
    const std::vector<Signature> signatures{
        {GameId::DjenonAboure, {"c1", "d2"}, Level::Intermediate, 0, 0, 3, "b1", 168, 4, 62},
        {GameId::DjenonAboure, {"c1", "d2"}, Level::Advanced, 0, 0, 3, "b1", 1330, 7, 400},
        {GameId::DjenonAboure, {"c1", "d2"}, Level::Expert, 9, 0, 3, "b1", 2428, 9, 48},
        {GameId::Ayoayo, {}, Level::Beginner, 0, 0, 5, "a1", 7, 1, 180},
        {GameId::Ayoayo, {}, Level::Advanced, 0, 0, 5, "c1", 1804, 7, 700},
        {GameId::Ayoayo, {"c1", "f2"}, Level::Expert, 0, 20000, 5, "d1", 20000, 11, 920},
        {GameId::Tihbat, {"b1", "a2"}, Level::Advanced, 0, 0, 7, "b1", 180, 7, 200},
        {GameId::Tihbat, {}, Level::Expert, 0, 0, 7, "b1", 21251, 0, -200},
        {GameId::BaoLaKimasai, {"a1-a2", "b3-a3", "b1-a1"}, Level::Advanced, 0, 0, 9, "c3-b3", 330, 7, 300},
        {GameId::BaoLaKimasai, {"a1-a2", "b3-a3", "b1-a1"}, Level::Expert, 0, 30000, 9, "c3-b3", 30000, 16, 1080},
    };
    for (const Signature& sig : signatures) {
        Game game(rulesOf(sig.game));
        for (std::string_view m : sig.moves)
            ASSERT_EQ(game.play(move(sig.game, m)), IllegalReason::None);
        SearchOptions o = budget(sig.level, sig.depth, sig.seed);
        o.maxNodes = sig.nodes;
        const SearchResult first = chooseMove(game, o);
        const SearchResult again = chooseMove(game, o);
        EXPECT_EQ(formatMove(game.rules(), first.move), sig.expectedMove) << gameIdString(sig.game) << " " << levelString(sig.level);
        EXPECT_EQ(first.nodes, sig.expectedNodes) << gameIdString(sig.game) << " " << levelString(sig.level);
        EXPECT_EQ(first.depth, sig.expectedDepth) << gameIdString(sig.game) << " " << levelString(sig.level);
        EXPECT_EQ(first.score, sig.expectedScore) << gameIdString(sig.game) << " " << levelString(sig.level);
        EXPECT_EQ(again.move, first.move);
        EXPECT_EQ(again.nodes, first.nodes);
        EXPECT_EQ(again.score, first.score);
        EXPECT_EQ(again.pv, first.pv);
    }
}

// -------------------------------------------------------------- stopping

// A search with ten minutes to think, started on a thread, returns soon after
// the stop request with a legal move and says it was stopped.
TEST(SearchCancellation, StopRequestEndsALongSearchPromptly) {
    for (GameId g : {GameId::Ayoayo, GameId::BaoLaKimasai}) {
        Game game(rulesOf(g));
        if (g == GameId::BaoLaKimasai)
            for (std::string_view m : {"a1-a2", "b3-a3", "b1-a1"})
                game.play(move(g, m));
        SearchOptions o;
        o.level = Level::Expert;
        o.timeMs = 600'000;
        std::stop_source stop;
        SearchResult result;
        const auto start = std::chrono::steady_clock::now();
        std::thread worker([&] { result = chooseMove(game, o, stop.get_token()); });
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
        stop.request_stop();
        worker.join();
        const auto waited = std::chrono::steady_clock::now() - start;
        EXPECT_LT(waited, std::chrono::seconds(60)) << gameIdString(g);
        EXPECT_TRUE(result.stopped) << gameIdString(g);
        EXPECT_EQ(game.check(result.move), IllegalReason::None) << gameIdString(g);
        EXPECT_GE(result.depth, 1);
    }
}

// A stop requested before the search starts still gives a legal move.
TEST(SearchCancellation, StopRequestedBeforehandStillGivesALegalMove) {
    std::stop_source stop;
    stop.request_stop();
    for (GameId g : kAllGames) {
        Game game(rulesOf(g));
        for (Level level : kAllLevels) {
            SearchOptions o;
            o.level = level;
            o.timeMs = 600'000;
            o.exactTihbat = false;
            const SearchResult r = chooseMove(game, o, stop.get_token());
            EXPECT_EQ(game.check(r.move), IllegalReason::None) << gameIdString(g) << " " << levelString(level);
        }
    }
}

// ---------------------------------------------- repetition inside the search

// The same board with North to move occurred since the last capture (North
// then waited with b2's single counter). South's waiting move a1 makes it
// occur again: the game ends and the 8 counters are split, 14-14, a draw.
// b1 loses 2 counters against best play, so repeating is best.
//        a  b
//   2    2  1      S 10, N 10, South to move
//   1   [1] 4
TEST(SearchRepetition, RepeatingIsTheBestMove) {
    const Rules& rules = rulesOf(GameId::Tihbat);
    const Position p = sowingBoard(GameId::Tihbat, {2, 1}, {1, 4}, 10, 10, Side::South);
    Position seen = p;
    seen.toMove = Side::North;
    const std::vector<Position> history{seen};
    ASSERT_EQ(exhaustiveTihbat(p, history), 0);
    Position repeated = p;
    RepetitionTracker path;
    const std::vector<Position> before{seen, p};
    path.assign(rules, before);
    advance(rules, repeated, move(GameId::Tihbat, "a1"), path);
    ASSERT_EQ(repeated.end, EndReason::Repetition);
    ASSERT_EQ(repeated.winner, Winner::Draw);

    for (Level level : {Level::Intermediate, Level::Advanced, Level::Expert}) {
        SearchOptions o = budget(level, level == Level::Expert ? 12 : 0);
        o.exactTihbat = false;
        const SearchResult r = chooseMove(rules, p, history, o);
        EXPECT_EQ(r.move, move(GameId::Tihbat, "a1")) << levelString(level);
        EXPECT_EQ(r.score, 0) << levelString(level);
    }
    const SearchResult exact = chooseMove(rules, p, history, budget(Level::Expert, 0));
    EXPECT_EQ(exact.move, move(GameId::Tihbat, "a1"));
    EXPECT_EQ(exact.score, 0);
}

// As above, but now b1 wins 2 counters against best play: repeating (a
// draw) is the worst move.
//        a  b
//   2    1  2      S 10, N 10, South to move
//   1   [1] 4
TEST(SearchRepetition, RepeatingIsTheWorstMove) {
    const Rules& rules = rulesOf(GameId::Tihbat);
    const Position p = sowingBoard(GameId::Tihbat, {1, 2}, {1, 4}, 10, 10, Side::South);
    Position seen = p;
    seen.toMove = Side::North;
    const std::vector<Position> history{seen};
    ASSERT_EQ(exhaustiveTihbat(p, history), 2);
    for (Level level : {Level::Intermediate, Level::Advanced, Level::Expert}) {
        SearchOptions o = budget(level, level == Level::Expert ? 12 : 0);
        o.exactTihbat = false;
        const SearchResult r = chooseMove(rules, p, history, o);
        EXPECT_EQ(r.move, move(GameId::Tihbat, "b1")) << levelString(level);
        EXPECT_GT(r.score, 0) << levelString(level);
    }
    const SearchResult exact = chooseMove(rules, p, history, budget(Level::Expert, 0));
    EXPECT_EQ(exact.move, move(GameId::Tihbat, "b1"));
    EXPECT_EQ(exact.score, 2 * kSeedScore);
}

// The game's own positions count: after b1 a2 a1 a2 b1 a2 a1 (the sample
// game tihbat.mancala), North's a2 would make a position occur the second
// time and end the game 16-12 for South.
TEST(SearchRepetition, TheGamesPositionsCount) {
    Game game(rulesOf(GameId::Tihbat));
    for (std::string_view m : {"b1", "a2", "a1", "a2", "b1", "a2", "a1"})
        ASSERT_EQ(game.play(move(GameId::Tihbat, m)), IllegalReason::None);
    Game ended = game;
    ASSERT_EQ(ended.play(move(GameId::Tihbat, "a2")), IllegalReason::None);
    ASSERT_EQ(ended.position().end, EndReason::Repetition);
    ASSERT_EQ(ended.position().winner, Winner::South);
    const std::vector<Position> history{game.positionAt(0), game.positionAt(1), game.positionAt(2), game.positionAt(3),
                                        game.positionAt(4), game.positionAt(5), game.positionAt(6)};
    for (Level level : {Level::Advanced, Level::Expert}) {
        SearchOptions o = budget(level, level == Level::Expert ? 12 : 0);
        o.exactTihbat = false;
        const SearchResult r = chooseMove(game, o);
        EXPECT_EQ(r.move, chooseMove(rulesOf(GameId::Tihbat), game.position(), history, o).move);
        EXPECT_NE(r.move, move(GameId::Tihbat, "a2")) << levelString(level);
    }
}

// ------------------------------------------------- choice among proven moves

// The independent reference for the sowing games: plain minimax over every
// line to the end of the game (no decided totals, no table), the repetition
// rule applied by RepetitionTracker as in Game. Returns the outcome for
// `side`: 1 a win, 0 a draw, -1 a loss.
int exhaustiveOutcome(const Rules& rules, const Position& pos, RepetitionTracker& repetition, Side side) {
    if (pos.over()) {
        if (pos.winner == Winner::Draw)
            return 0;
        return pos.winner == (side == Side::South ? Winner::South : Winner::North) ? 1 : -1;
    }
    MoveList moves;
    rules.legalMoves(pos, moves);
    int best = pos.toMove == side ? -2 : 2;
    for (Move m : moves) {
        Position child = pos;
        const bool recorded = advance(rules, child, m, repetition);
        const int v = exhaustiveOutcome(rules, child, repetition, side);
        if (recorded)
            repetition.pop();
        best = pos.toMove == side ? std::max(best, v) : std::min(best, v);
    }
    return best;
}

// The outcome of playing `m` in `pos` (a constructed position, no history)
// for the side to move in `pos`.
int exhaustiveOutcomeOf(const Rules& rules, const Position& pos, Move m) {
    RepetitionTracker repetition;
    repetition.push(rules, pos);
    Position child = pos;
    advance(rules, child, m, repetition);
    return exhaustiveOutcome(rules, child, repetition, pos.toMove);
}

// How many of the opponent's replies after `m` lose outcome for it.
int losingReplies(const Rules& rules, const Position& pos, Move m) {
    const int kept = exhaustiveOutcomeOf(rules, pos, m);
    Position child = pos;
    rules.apply(child, m, nullptr);
    MoveList replies;
    rules.legalMoves(child, replies);
    int losing = 0;
    for (Move r : replies) {
        RepetitionTracker repetition;
        repetition.push(rules, pos);
        repetition.push(rules, child);
        Position after = child;
        advance(rules, after, r, repetition);
        losing += exhaustiveOutcome(rules, after, repetition, pos.toMove) > kept ? 1 : 0;
    }
    return losing;
}

SearchOptions expertNodes(std::uint64_t nodes, std::uint64_t seed) {
    SearchOptions o = budget(Level::Expert, 0, seed);
    o.maxNodes = nodes;
    return o;
}

// Djenon-aboure endgames of random games (every position with at most
// kSeeds seeds left on the board, either side to move, taken without its
// history): with fixed seeds and a node budget, the Expert's move always has
// the best outcome of the plain exhaustive minimax. The sample must hold
// positions where some move loses outcome (so a wrong choice is possible)
// and where several moves keep it (so the choice among them ran), draws and
// losses among them.
TEST(SearchProvenChoice, ExpertNeverPlaysAMoveOfLowerExactValue) {
    constexpr int kSeeds = 22;
    const Rules& rules = rulesOf(GameId::DjenonAboure);
    int checked = 0, withWorseMove = 0, withSeveralBest = 0, drawn = 0, lost = 0;
    randomGames(GameId::DjenonAboure, 30, 7, [&](const Game& game) {
        const Position& p = game.position();
        MoveList moves;
        game.legalMoves(moves);
        if (rules.totalSeeds() - p.totals[0] - p.totals[1] > kSeeds || moves.size() < 2)
            return;
        std::vector<int> outcome;
        for (Move m : moves)
            outcome.push_back(exhaustiveOutcomeOf(rules, p, m));
        const int best = *std::max_element(outcome.begin(), outcome.end());
        const auto keeping = std::count(outcome.begin(), outcome.end(), best);
        ++checked;
        withWorseMove += keeping < moves.size() ? 1 : 0;
        withSeveralBest += keeping > 1 ? 1 : 0;
        drawn += best == 0 ? 1 : 0;
        lost += best < 0 ? 1 : 0;
        for (std::uint64_t seed : {1u, 2u}) {
            const SearchResult r = chooseMove(rules, p, {}, expertNodes(200'000, seed));
            const auto i = static_cast<std::size_t>(std::find(moves.begin(), moves.end(), r.move) - moves.begin());
            ASSERT_LT(i, outcome.size());
            EXPECT_EQ(outcome[i], best) << "ply " << game.ply() << " seed " << seed << " " << formatMove(rules, r.move);
        }
    });
    EXPECT_GE(checked, 80);
    EXPECT_GE(withWorseMove, 20);
    EXPECT_GE(withSeveralBest, 40);
    EXPECT_GE(drawn, 5);
    EXPECT_GE(lost, 15);
}

// A drawn Djenon-aboure position, North to move (a random game's endgame):
//        a  b  c  d  e  f
//   2    0  3  2  2  1  6      S 18, N 10, North to move
//   1    0  0  2  1  1  2
// b2 loses; c2, d2 and f2 draw. After c2 both of South's replies keep the
// draw; after d2 and after f2 one of the two loses it (South's f1), punished
// in 5 plies after d2 and in 7 after f2. The search alone plays c2 (the
// quiet move its evaluation likes); the choice among proven moves takes
// the move with a losing reply, and of the two the one whose punishment
// lies deeper: f2, whatever the seed.
TEST(SearchProvenChoice, PrefersTheMoveWithMoreLosingReplies) {
    const Rules& rules = rulesOf(GameId::DjenonAboure);
    const Position p = sowingBoard(GameId::DjenonAboure, {0, 3, 2, 2, 1, 6}, {0, 0, 2, 1, 1, 2}, 18, 10, Side::North);
    const GameId g = GameId::DjenonAboure;
    EXPECT_EQ(exhaustiveOutcomeOf(rules, p, move(g, "b2")), -1);
    for (std::string_view m : {"c2", "d2", "f2"})
        EXPECT_EQ(exhaustiveOutcomeOf(rules, p, move(g, m)), 0) << m;
    EXPECT_EQ(losingReplies(rules, p, move(g, "c2")), 0);
    EXPECT_EQ(losingReplies(rules, p, move(g, "d2")), 1);
    EXPECT_EQ(losingReplies(rules, p, move(g, "f2")), 1);
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        const SearchResult r = chooseMove(rules, p, {}, expertNodes(200'000, seed));
        EXPECT_EQ(formatMove(rules, r.move), "f2") << "seed " << seed;
        EXPECT_EQ(r.score, 0);
    }
}

// Lost positions are played for the opponent's mistakes too (a random
// game's endgame, South to move, every move loses):
//        a  b  c  d  e  f
//   2    1  1  2  1  3  1      S 6, N 20, South to move
//   1    1  3  6  3  0  0
// Only after b1 has North a reply that throws the win away; the search alone
// plays c1, the longest defence.
TEST(SearchProvenChoice, LostPositionsArePlayedForTheOpponentsMistakes) {
    const Rules& rules = rulesOf(GameId::DjenonAboure);
    const Position p = sowingBoard(GameId::DjenonAboure, {1, 1, 2, 1, 3, 1}, {1, 3, 6, 3, 0, 0}, 6, 20, Side::South);
    const GameId g = GameId::DjenonAboure;
    for (std::string_view m : {"b1", "c1", "d1"}) {
        EXPECT_EQ(exhaustiveOutcomeOf(rules, p, move(g, m)), -1) << m;
        EXPECT_EQ(losingReplies(rules, p, move(g, m)), m == "b1" ? 1 : 0) << m;
    }
    const SearchResult r = chooseMove(rules, p, {}, expertNodes(200'000, 1));
    EXPECT_EQ(formatMove(rules, r.move), "b1");
    EXPECT_TRUE(isDecided(r.score));
    EXPECT_LT(r.score, 0);
}

// With a node budget the choice is deterministic: the same move, score,
// line and node count every time; a budget too small for the proof keeps
// the search's move and stays within the budget.
TEST(SearchProvenChoice, DeterministicWithANodeBudget) {
    const Rules& rules = rulesOf(GameId::DjenonAboure);
    const Position p = sowingBoard(GameId::DjenonAboure, {0, 3, 2, 2, 1, 6}, {0, 0, 2, 1, 1, 2}, 18, 10, Side::North);
    Game opening(rules);
    for (std::string_view m : {"c1", "f2", "b1", "f2", "b1", "a2"})
        ASSERT_EQ(opening.play(move(GameId::DjenonAboure, m)), IllegalReason::None);
    for (std::uint64_t nodes : {200'000u, 5'000u, 300u}) {
        const SearchResult first = chooseMove(rules, p, {}, expertNodes(nodes, 3));
        const SearchResult again = chooseMove(rules, p, {}, expertNodes(nodes, 3));
        EXPECT_EQ(again.move, first.move) << nodes;
        EXPECT_EQ(again.score, first.score) << nodes;
        EXPECT_EQ(again.pv, first.pv) << nodes;
        EXPECT_EQ(again.nodes, first.nodes) << nodes;
        EXPECT_LE(first.nodes, nodes);
        const SearchResult fromOpening = chooseMove(opening, expertNodes(nodes, 3));
        EXPECT_EQ(chooseMove(opening, expertNodes(nodes, 3)).move, fromOpening.move) << nodes;
        EXPECT_EQ(chooseMove(opening, expertNodes(nodes, 3)).nodes, fromOpening.nodes) << nodes;
        EXPECT_LE(fromOpening.nodes, nodes);
    }
}

// ------------------------------------------------------------ Tihbat solver

// Every board of at most 8 counters (odd ones too: their remainder is split
// unequally, North taking the extra counter),
// either side to move, at the start of a stretch: the solver's value is the
// exhaustive search's.
TEST(TihbatSolver, AgreesWithExhaustiveSearchOnSmallBoards) {
    for (int n : {1, 2, 3, 4, 5, 6, 7, 8}) {
        const int captured = 28 - n;
        for (int a1 = 0; a1 <= n; ++a1)
            for (int a2 = 0; a1 + a2 <= n; ++a2)
                for (int b1 = 0; a1 + a2 + b1 <= n; ++b1)
                    for (Side side : {Side::South, Side::North}) {
                        Position p;
                        p.board = {static_cast<std::uint8_t>(a1), static_cast<std::uint8_t>(a2),
                                   static_cast<std::uint8_t>(b1), static_cast<std::uint8_t>(n - a1 - a2 - b1)};
                        p.totals = {static_cast<std::uint16_t>(captured / 2 + 1),
                                    static_cast<std::uint16_t>(captured - captured / 2 - 1)};
                        p.toMove = side;
                        ASSERT_EQ(positionFaultName(rulesOf(GameId::Tihbat).positionFault(p)), "none");
                        EXPECT_EQ(tihbatValue(p, {}).difference, exhaustiveTihbat(p, std::vector<Position>{}))
                            << a1 << " " << a2 << " " << b1 << " " << n - a1 - a2 - b1 << " side " << index(side);
                    }
    }
}

// With history: random capture-free lines from random boards of 7 and 8
// counters; at every position of a line the solver, told the line so far,
// agrees with the exhaustive search.
TEST(TihbatSolver, AgreesWithExhaustiveSearchAfterAnyHistory) {
    const Rules& rules = rulesOf(GameId::Tihbat);
    std::mt19937 random(2024);
    int compared = 0;
    for (int line = 0; line < 40; ++line) {
        const int n = 7 + line % 2;
        Position p;
        int left = n;
        for (int h = 0; h < 3; ++h) {
            const int k = std::uniform_int_distribution<int>(0, left)(random);
            p.board[static_cast<std::size_t>(h)] = static_cast<std::uint8_t>(k);
            left -= k;
        }
        p.board[3] = static_cast<std::uint8_t>(left);
        p.totals = {static_cast<std::uint16_t>((28 - n) / 2), static_cast<std::uint16_t>(28 - n - (28 - n) / 2)};
        p.toMove = line % 3 == 0 ? Side::North : Side::South;
        std::vector<Position> history;
        RepetitionTracker repetition;
        repetition.push(rules, p);
        for (int ply = 0; ply < 12 && !p.over(); ++ply) {
            EXPECT_EQ(tihbatValue(p, history).difference, exhaustiveTihbat(p, history)) << "line " << line << " ply " << ply;
            ++compared;
            MoveList moves;
            rules.legalMoves(p, moves);
            Position next = p;
            RepetitionTracker after = repetition;
            advance(rules, next, moves[std::uniform_int_distribution<int>(0, moves.size() - 1)(random)], after);
            if (next.totals != p.totals)
                break; // a capture starts a new stretch
            history.push_back(p);
            p = next;
            repetition = after;
        }
    }
    EXPECT_GT(compared, 100);
}

// In random games from the start, the value of every position is the best
// of its moves' values (the opponent's value negated), and the Expert's move
// is one of the best: it never lowers the value.
TEST(TihbatSolver, ExpertKeepsTheValueInRandomGames) {
    int checked = 0;
    randomGames(GameId::Tihbat, 12, 99, [&](const Game& game) {
        const int value = tihbatValue(game).difference;
        MoveList moves;
        game.legalMoves(moves);
        int best = std::numeric_limits<int>::min();
        for (Move m : moves) {
            Game child = game;
            ASSERT_EQ(child.play(m), IllegalReason::None);
            best = std::max(best, -tihbatValue(child).difference);
        }
        EXPECT_EQ(value, best) << "ply " << game.ply();
        const SearchResult r = chooseMove(game, budget(Level::Expert, 0));
        ASSERT_TRUE(r.exact);
        EXPECT_EQ(r.score, kSeedScore * value);
        Game after = game;
        ASSERT_EQ(after.play(r.move), IllegalReason::None);
        EXPECT_EQ(-tihbatValue(after).difference, value) << "ply " << game.ply();
        ++checked;
    });
    EXPECT_GT(checked, 100);
}

// A finished game's value is its final difference for the side to move.
TEST(TihbatSolver, ValueOfAFinishedGameIsItsResult) {
    Game game(rulesOf(GameId::Tihbat));
    for (std::string_view m : {"b1", "a2", "a1", "a2", "b1", "a2", "a1", "a2"})
        ASSERT_EQ(game.play(move(GameId::Tihbat, m)), IllegalReason::None);
    ASSERT_TRUE(game.over());
    ASSERT_EQ(game.position().toMove, Side::South);
    EXPECT_EQ(tihbatValue(game).difference, 16 - 12);
    EXPECT_EQ(tihbatValue(game).outcome(), Outcome::Win);
}

} // namespace
