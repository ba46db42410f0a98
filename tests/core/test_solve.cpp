// The solver of solve.hpp against the plain exhaustive search of
// endgame_reference.hpp (which plays every move under the repetition rule,
// as Game does, and knows nothing of the solver's table), and the
// certificate's bytes. The certificate's proof itself is checked by the
// separate checker (tools/verify_solution, the test verify_solution).
#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <random>

#include "endgame_reference.hpp"
#include "mancala/search.hpp"
#include "mancala/solve.hpp"
#include "search_helpers.hpp"

namespace mancala {
namespace {

using endgame_test::ExhaustiveSearch;
using search_test::rulesOf;

std::shared_ptr<const EndgameDatabase> databaseOf(GameId g, int seeds) {
    static std::map<std::pair<GameId, int>, std::shared_ptr<const EndgameDatabase>> built;
    auto& db = built[{g, seeds}];
    if (!db)
        db = std::make_shared<const EndgameDatabase>(buildEndgames(g, seeds)->database);
    return db;
}

// A game of `plies` random moves from the start (fewer if it ends), by a
// fixed stream.
Game randomGame(GameId g, int plies, std::mt19937& random) {
    Game game(rulesOf(g));
    for (int p = 0; p < plies && !game.position().over(); ++p) {
        MoveList moves;
        game.legalMoves(moves);
        game.play(moves[static_cast<int>(random() % static_cast<unsigned>(moves.size()))]);
    }
    return game;
}

std::vector<Position> historyOf(const Game& game) {
    std::vector<Position> history;
    for (int i = 0; i < game.ply(); ++i)
        history.push_back(game.positionAt(i));
    return history;
}

int differenceFor(const Position& pos, Side side) {
    const auto me = static_cast<std::size_t>(index(side));
    return pos.totals[me] - pos.totals[1 - me];
}

// Every move's value by the exhaustive search: the final difference for the mover.
std::vector<MoveValue> exhaustiveValues(const Rules& rules, const Game& game) {
    ExhaustiveSearch search(rules, nullptr);
    std::vector<Position> history = historyOf(game);
    history.push_back(game.position());
    std::vector<MoveValue> out;
    MoveList moves;
    game.legalMoves(moves);
    for (Move m : moves) {
        Game next = game;
        next.play(m);
        const Position& c = next.position();
        const int now = differenceFor(c, game.position().toMove);
        out.push_back({m, c.over() ? now : now - search.exact(c, history)});
    }
    return out;
}

// Djenon-aboure positions of random games: every move's value is the
// exhaustive search's, with databases of 0 and 6 seeds (leaves at the ends
// of the game only, or in the database too) and the smallest table (its
// entries replaced all the time), one solver for many positions.
TEST(SolvePosition, DjenonAboureValuesAreTheExhaustiveSearchs) {
    const Rules& rules = rulesOf(GameId::DjenonAboure);
    std::mt19937 random(2031);
    int solved = 0;
    for (int n = 0; n < 60; ++n) {
        const Game game = randomGame(GameId::DjenonAboure, 8 + n % 8, random);
        if (game.position().over())
            continue;
        const std::vector<MoveValue> expected = exhaustiveValues(rules, game);
        for (int seeds : {0, 6}) {
            SolveOptions options;
            options.tableMegabytes = 0;
            const std::optional<PositionSolution> s = solvePosition(*databaseOf(GameId::DjenonAboure, seeds), rules,
                                                                    game.position(), historyOf(game), options);
            ASSERT_TRUE(s) << "game " << n;
            EXPECT_EQ(s->moves, expected) << "game " << n << ", database of " << seeds;
            int best = expected.front().value;
            for (const MoveValue& m : expected)
                best = std::max(best, m.value);
            EXPECT_EQ(s->value, best);
            ++solved;
        }
    }
    EXPECT_GT(solved, 80);
}

// Ayoayo, whose seeds can run round the board: where the solver answers
// (it gives up on a repeated position or an unknown entry), it agrees with
// the exhaustive search, which plays the repetition rule out.
TEST(SolvePosition, AyoayoValuesWhereItAnswersAreTheExhaustiveSearchs) {
    const Rules& rules = rulesOf(GameId::Ayoayo);
    std::mt19937 random(2032);
    int solved = 0;
    for (int n = 0; n < 400 && solved < 20; ++n) {
        const Game game = randomGame(GameId::Ayoayo, 30 + n % 20, random);
        const Position& pos = game.position();
        if (pos.over() || rules.totalSeeds() - capturedSeeds(pos) > 12)
            continue;
        SolveOptions options;
        options.tableMegabytes = 0;
        options.maxNodes = 200'000;
        const std::optional<PositionSolution> s =
            solvePosition(*databaseOf(GameId::Ayoayo, 6), rules, pos, historyOf(game), options);
        if (!s)
            continue;
        EXPECT_EQ(s->moves, exhaustiveValues(rules, game)) << "game " << n;
        ++solved;
    }
    EXPECT_GE(solved, 10);
}

// The solver gives up when its node limit runs out, and when it is stopped.
TEST(SolvePosition, GivesUpOutOfNodesOrStopped) {
    const Rules& rules = rulesOf(GameId::DjenonAboure);
    const Game start(rules);
    SolveOptions options;
    options.tableMegabytes = 1;
    options.maxNodes = 100;
    EXPECT_FALSE(solvePosition(*databaseOf(GameId::DjenonAboure, 0), rules, start.position(), {}, options));
    std::stop_source stop;
    stop.request_stop();
    options.maxNodes = 0;
    options.stop = stop.get_token();
    EXPECT_FALSE(solvePosition(*databaseOf(GameId::DjenonAboure, 0), rules, start.position(), {}, options));
}

SolveOptions smallTable() {
    SolveOptions options;
    options.tableMegabytes = 16;
    return options;
}

// The start of Djenon-aboure: South wins by 4 seeds, by e1 only.
//
//   f2 e2 d2 c2 b2 a2          4  4  4  4  4  4
//   a1 b1 c1 d1 e1 f1          4  4  4  4  4  4
//
// Each first move's value is checked by the exhaustive search too (a null
// window on each side of it).
TEST(DjenonAboureSolved, SouthWinsByFourSeedsByE1) {
    const Rules& rules = rulesOf(GameId::DjenonAboure);
    const Game start(rules);
    const std::optional<PositionSolution> s =
        solvePosition(*databaseOf(GameId::DjenonAboure, 8), rules, start.position(), {}, smallTable());
    ASSERT_TRUE(s);
    EXPECT_EQ(s->value, 4);
    const std::vector<int> values{-10, -10, -6, -2, 4, 2};
    ASSERT_EQ(s->moves.size(), values.size());
    ExhaustiveSearch search(rules, databaseOf(GameId::DjenonAboure, 8).get());
    for (int col = 0; col < 6; ++col) {
        const MoveValue& m = s->moves[static_cast<std::size_t>(col)];
        EXPECT_EQ(m.move, Move::sow(rules.hole(0, col)));
        EXPECT_EQ(m.value, values[static_cast<std::size_t>(col)]) << "column " << col;
        Game game(rules);
        game.play(m.move);
        const int gain = differenceFor(game.position(), Side::South);
        const std::vector<Position> history{start.position()};
        EXPECT_TRUE(search.is(game.position(), history, gain - m.value)) << "column " << col;
    }
}

Certificate smallCertificate() {
    const Rules& rules = rulesOf(GameId::DjenonAboure);
    const std::vector<std::vector<Move>> lines{{Move::sow(rules.hole(0, 4)), Move::sow(rules.hole(1, 0))},
                                               {Move::sow(rules.hole(0, 2)), Move::sow(rules.hole(1, 5))}};
    std::optional<Certification> c = certify(*databaseOf(GameId::DjenonAboure, 8), rules, lines, smallTable());
    EXPECT_TRUE(c && c->unsolved.empty());
    return c ? c->certificate : Certificate{};
}

// The values a certificate claims are the solver's, and its bytes read back.
TEST(Certificate, ClaimsTheSolversValuesAndReadsBack) {
    const Certificate c = smallCertificate();
    const Rules& rules = rulesOf(GameId::DjenonAboure);
    ASSERT_EQ(c.roots.size(), 2u);
    for (const CertifiedRoot& root : c.roots) {
        Game game(rules);
        for (Move m : root.line)
            game.play(m);
        const std::optional<PositionSolution> s =
            solvePosition(*databaseOf(GameId::DjenonAboure, 8), rules, game.position(), historyOf(game), smallTable());
        ASSERT_TRUE(s);
        EXPECT_EQ(root.moves, s->moves);
    }
    EXPECT_FALSE(c.south.empty());
    EXPECT_FALSE(c.north.empty());
    const std::vector<std::uint8_t> bytes = serializeCertificate(c);
    const std::optional<Certificate> back = parseCertificate(bytes);
    ASSERT_TRUE(back);
    EXPECT_EQ(back->game, c.game);
    EXPECT_EQ(back->endgameSeeds, 8);
    ASSERT_EQ(back->roots.size(), c.roots.size());
    for (std::size_t i = 0; i < c.roots.size(); ++i) {
        EXPECT_EQ(back->roots[i].line, c.roots[i].line);
        EXPECT_EQ(back->roots[i].moves, c.roots[i].moves);
    }
    EXPECT_EQ(back->south, c.south);
    EXPECT_EQ(back->north, c.north);
}

// Cut short, lengthened or changed anywhere, the bytes are refused.
TEST(Certificate, DamagedBytesAreRefused) {
    const std::vector<std::uint8_t> bytes = serializeCertificate(smallCertificate());
    std::vector<std::uint8_t> cut(bytes.begin(), bytes.end() - 1);
    EXPECT_FALSE(parseCertificate(cut));
    std::vector<std::uint8_t> longer = bytes;
    longer.push_back(0);
    EXPECT_FALSE(parseCertificate(longer));
    std::mt19937 random(7);
    for (int n = 0; n < 200; ++n) {
        std::vector<std::uint8_t> changed = bytes;
        changed[random() % changed.size()] ^= static_cast<std::uint8_t>(1 + random() % 255);
        EXPECT_FALSE(parseCertificate(changed)) << "change " << n;
    }
}

// The Expert plays Djenon-aboure perfectly: at every position of random
// games from their sixth ply on, whatever its node limit, its answer is
// exact, its score the exhaustive search's value and its move one of that
// value (the choice among them: exact_choice.cpp).
TEST(DjenonAboureExpert, PlaysPerfectly) {
    const Rules& rules = rulesOf(GameId::DjenonAboure);
    std::mt19937 random(2033);
    SearchOptions options;
    options.level = Level::Expert;
    options.timeMs = 0;
    options.maxNodes = 1000;
    int checked = 0;
    for (int n = 0; n < 6; ++n) {
        Game game = randomGame(GameId::DjenonAboure, 6, random);
        while (!game.position().over()) {
            const SearchResult r = chooseMove(game, options);
            ASSERT_TRUE(r.exact) << "game " << n << " ply " << game.ply();
            int best = -kWinScore;
            int kept = -kWinScore;
            for (const MoveValue& m : exhaustiveValues(rules, game)) {
                best = std::max(best, m.value);
                kept = m.move == r.move ? m.value : kept;
            }
            EXPECT_EQ(r.score, best * kSeedScore) << "game " << n << " ply " << game.ply();
            EXPECT_EQ(kept, best) << "game " << n << " ply " << game.ply();
            game.play(r.move);
            ++checked;
        }
    }
    EXPECT_GT(checked, 30);
}

} // namespace
} // namespace mancala
