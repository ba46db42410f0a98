// The Expert with an endgame database (SearchOptions::endgames): in the
// database's range it answers exactly and never plays a move that lowers the
// value (checked with the plain exhaustive search, endgame_reference.hpp),
// also after a history with a repeated position; above the range its search
// scores the positions it reaches in the range exactly; without a database,
// or with one of the other game, nothing changes.
#include <gtest/gtest.h>

#include <random>

#include "core/built_databases.hpp"
#include "core/endgame_reference.hpp"
#include "mancala/search.hpp"

namespace {

using namespace mancala;
using endgame_test::cycleThrough;
using endgame_test::ExhaustiveSearch;

constexpr int kSeeds = 8;

// The database of `game`, built the first time it is asked for.
std::shared_ptr<const EndgameDatabase> database(GameId game) {
    return endgame_test::builtDatabase(game, kSeeds);
}

SearchOptions expert(GameId game, std::uint64_t seed) {
    SearchOptions o;
    o.level = Level::Expert;
    o.timeMs = 0;
    o.maxNodes = 200'000;
    o.seed = seed;
    o.endgames = database(game);
    return o;
}

int difference(const Position& pos) {
    const auto me = static_cast<std::size_t>(index(pos.toMove));
    return pos.totals[me] - pos.totals[1 - me];
}

// A game of random moves (fixed seed) up to the first position with at most
// `seeds` seeds on the board, if it gets there.
std::optional<Game> randomGameDownTo(GameId game, int seeds, std::mt19937& random) {
    Game g(rulesFor(game));
    while (!g.over() && seedsOnBoard(g.rules(), g.position()) > seeds) {
        MoveList moves;
        g.legalMoves(moves);
        g.play(moves[random() % static_cast<std::uint32_t>(moves.size())]);
    }
    if (g.over())
        return std::nullopt;
    return g;
}

std::vector<Position> historyOf(const Game& g) {
    std::vector<Position> h;
    for (int i = 0; i < g.ply(); ++i)
        h.push_back(g.positionAt(i));
    return h;
}

// From random games (fixed seeds) reaching the range, the Expert plays both
// sides to the end: every answer is exact and is the exhaustive value, and
// every move keeps it.
TEST(EndgameExpert, NeverLowersTheValueInRange) {
    for (GameId game : {GameId::DjenonAboure, GameId::Ayoayo}) {
        std::mt19937 random(game == GameId::Ayoayo ? 81 : 82);
        int moves = 0;
        for (int games = 0; games < 12;) {
            std::optional<Game> g = randomGameDownTo(game, kSeeds, random);
            if (!g)
                continue;
            ++games;
            ExhaustiveSearch search(g->rules(), database(game).get());
            while (!g->over()) {
                const Position pos = g->position();
                const std::vector<Position> history = historyOf(*g);
                const SearchResult r = chooseMove(*g, expert(game, static_cast<std::uint64_t>(moves)));
                ASSERT_TRUE(r.exact) << "ply " << g->ply();
                const int future = r.score / kSeedScore - difference(pos);
                ASSERT_TRUE(search.is(pos, history, future)) << "ply " << g->ply();
                ASSERT_EQ(g->play(r.move), IllegalReason::None);
                ++moves;
                const Position& after = g->position();
                const int kept =
                    after.over() ? difference(after) : difference(after) + search.exact(after, historyOf(*g));
                // The final difference after the move, for the mover, is the value before it.
                EXPECT_EQ(after.toMove == pos.toMove ? kept : -kept, r.score / kSeedScore) << "ply " << g->ply();
            }
        }
        EXPECT_GT(moves, 12);
    }
}

// Positions reached a second time (Ayoayo, round a shortest cycle back to
// them): the entry no longer answers by itself, and the Expert, through the
// database's solver, still answers exactly and keeps the value.
TEST(EndgameExpert, AnswersExactlyAfterARepeatedPosition) {
    const Rules& rules = rulesFor(GameId::Ayoayo);
    std::mt19937 random(7);
    int cycles = 0;
    for (int attempt = 0; attempt < 2000 && cycles < 10; ++attempt) {
        const int seeds = 4 + attempt % 5;
        const std::uint64_t rank = std::uniform_int_distribution<std::uint64_t>(0, endgameLayerSize(seeds) - 1)(random);
        const Position start = endgamePosition(rules, endgameUnrank(seeds, rank));
        MoveList legal;
        rules.legalMoves(start, legal);
        if (legal.empty() || database(GameId::Ayoayo)->entry(start).historyFree)
            continue;
        const std::vector<Position> line = cycleThrough(rules, start, 8);
        if (line.empty())
            continue;
        ++cycles;
        std::vector<Position> history = line;
        ExhaustiveSearch search(rules, database(GameId::Ayoayo).get());
        const SearchResult r = chooseMove(rules, start, history, expert(GameId::Ayoayo, 1));
        ASSERT_TRUE(r.exact);
        const int future = r.score / kSeedScore - difference(start);
        EXPECT_TRUE(search.is(start, history, future));
        Position after = start;
        RepetitionTracker seen;
        seen.assign(rules, history);
        seen.push(rules, start);
        applyMove(rules, after, r.move, seen, nullptr);
        history.push_back(start);
        const int kept = difference(after) + (after.over() ? 0 : search.exact(after, history));
        EXPECT_EQ(-kept, r.score / kSeedScore);
    }
    EXPECT_EQ(cycles, 10);
}

// Nine seeds on the board (19 and 20 in the stores), every move a capture
// that decides nothing yet: a search of one ply reaches only positions of
// the range, and scores the root exactly.
TEST(EndgameExpert, SearchAboveTheRangeScoresPositionsInItExactly) {
    const Rules& rules = rulesFor(GameId::Ayoayo);
    std::mt19937 random(9);
    int found = 0;
    for (int attempt = 0; attempt < 100000 && found < 20; ++attempt) {
        const std::uint64_t rank =
            std::uniform_int_distribution<std::uint64_t>(0, endgameLayerSize(kSeeds + 1) - 1)(random);
        Position pos = endgamePosition(rules, endgameUnrank(kSeeds + 1, rank));
        pos.totals = {19, 20};
        MoveList moves;
        rules.legalMoves(pos, moves);
        bool allLeave = !moves.empty();
        for (Move m : moves) {
            Position c = pos;
            rules.apply(c, m, nullptr);
            allLeave = allLeave && !c.over() && capturedSeeds(c) != capturedSeeds(pos) && c.totals[0] <= 24;
        }
        if (!allLeave)
            continue;
        ++found;
        SearchOptions o = expert(GameId::Ayoayo, 1);
        o.maxDepth = 1;
        o.maxNodes = 0;
        const SearchResult r = chooseMove(rules, pos, {}, o);
        ExhaustiveSearch search(rules, nullptr);
        EXPECT_FALSE(r.exact);
        EXPECT_EQ(r.score, kSeedScore * (difference(pos) + search.exact(pos, {}))) << "rank " << rank;
    }
    EXPECT_EQ(found, 20);
}

// A database of the other game, or another level than Expert: as without.
TEST(EndgameExpert, OnlyTheExpertOfTheSameGameUsesIt) {
    std::mt19937 random(3);
    std::optional<Game> g;
    while (!g)
        g = randomGameDownTo(GameId::Ayoayo, kSeeds, random);
    SearchOptions other = expert(GameId::Ayoayo, 1);
    other.endgames = database(GameId::DjenonAboure);
    EXPECT_FALSE(chooseMove(*g, other).exact);
    SearchOptions advanced = expert(GameId::Ayoayo, 1);
    advanced.level = Level::Advanced;
    SearchOptions plain = advanced;
    plain.endgames.reset();
    const SearchResult a = chooseMove(*g, advanced);
    const SearchResult b = chooseMove(*g, plain);
    EXPECT_FALSE(a.exact);
    EXPECT_EQ(a.move, b.move);
    EXPECT_EQ(a.score, b.score);
    EXPECT_EQ(a.nodes, b.nodes);
}

} // namespace
