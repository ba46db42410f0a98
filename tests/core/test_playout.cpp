// The games' fast playouts (Rules::playout) against the reference playout of
// playout.hpp (Rules::check, Rules::apply and the repetition rule, ply by
// ply): from the start and from positions of random games, with their
// history, the same random state plays the same game to the same end. And the
// draw itself: only legal moves, each as often as the others.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <map>
#include <string>
#include <vector>

#include "core/game_params.hpp"
#include "core/playout_draw.hpp"
#include "core/position_fault.hpp"
#include "mancala/playout.hpp"

namespace mancala {
namespace {

// The positions of a reference playout from the start, oldest first.
std::vector<Position> referenceLine(const Rules& rules, std::uint64_t seed) {
    std::vector<Position> line{rules.initial()};
    RepetitionTracker seen;
    seen.push(rules, line.back());
    PlayoutRandom random(seed);
    while (!line.back().over()) {
        Position next = line.back();
        advance(rules, next, drawMove(rules, next, random), seen);
        line.push_back(next);
    }
    return line;
}

struct Coverage {
    int starts = 0;
    int passes = 0;     // positions whose only legal move is a pass
    int rejections = 0; // positions with a candidate whose relay never ends or does not feed
};

// Plays from line[at] (its history: the positions before it) both ways with
// the same seed and compares everything.
void expectSamePlayout(const Rules& rules, const std::vector<Position>& line, std::size_t at, std::uint64_t seed,
                       Coverage& coverage) {
    RepetitionTracker fastSeen, referenceSeen;
    for (std::size_t i = 0; i <= at; ++i) {
        fastSeen.push(rules, line[i]);
        referenceSeen.push(rules, line[i]);
    }
    Position fast = line[at], reference = line[at];
    PlayoutRandom fastRandom(seed), referenceRandom(seed);
    const int fastPlies = randomPlayout(rules, fast, fastSeen, fastRandom);
    const int referencePlies = referencePlayout(rules, reference, referenceSeen, referenceRandom);
    ASSERT_EQ(fast, reference) << "from ply " << at << ", seed " << seed;
    ASSERT_EQ(fastPlies, referencePlies) << "from ply " << at << ", seed " << seed;
    ASSERT_EQ(fastSeen.size(), referenceSeen.size()) << "from ply " << at << ", seed " << seed;
    ASSERT_EQ(fastSeen.repeatedInStretch(), referenceSeen.repeatedInStretch());
    ASSERT_TRUE(rules.positionIsOk(fast)) << positionFaultName(rules.positionFault(fast));
    ASSERT_TRUE(fast.over());

    ++coverage.starts;
    MoveList legal;
    rules.legalMoves(line[at], legal);
    coverage.passes += legal.size() == 1 && legal[0].isPass() ? 1 : 0;
    for (int h = 0; h < rules.holeCount(); ++h) {
        const IllegalReason why = rules.check(line[at], rules.moveFrom(static_cast<Hole>(h)));
        if (why == IllegalReason::NeverEnds || why == IllegalReason::DoesNotFeed) {
            ++coverage.rejections;
            break;
        }
    }
}

class FastPlayout : public ::testing::TestWithParam<GameId> {};

TEST_P(FastPlayout, PlaysTheReferenceGameFromTheStart) {
    const Rules& rules = rulesFor(GetParam());
    Coverage coverage;
    for (std::uint64_t seed = 1; seed <= 500; ++seed)
        expectSamePlayout(rules, {rules.initial()}, 0, seed, coverage);
}

// Every few plies of random games (Bao la Kimasai's are long: fewer), with
// the game's history, so that passes, endless relays, feeding and
// repetitions in the stretch are met on the way.
TEST_P(FastPlayout, PlaysTheReferenceGameFromPositionsOfRandomGames) {
    const GameId g = GetParam();
    const Rules& rules = rulesFor(g);
    const int games = g == GameId::BaoLaKimasai ? 12 : 150;
    const std::size_t stride = g == GameId::BaoLaKimasai ? 9 : 1;
    Coverage coverage;
    for (int n = 0; n < games; ++n) {
        const std::vector<Position> line = referenceLine(rules, 1000 + static_cast<std::uint64_t>(n));
        for (std::size_t at = 0; at + 1 < line.size(); at += stride)
            expectSamePlayout(rules, line, at, 77 * static_cast<std::uint64_t>(n) + at, coverage);
    }
    EXPECT_GT(coverage.starts, 100);
    if (g == GameId::DjenonAboure) {
        EXPECT_GT(coverage.passes, 0) << "no start where the mover must pass";
    }
    if (g == GameId::Ayoayo) {
        EXPECT_GT(coverage.rejections, 0) << "no start with a candidate that fails to feed or never ends";
    }
}

void expectSamePlayoutsFrom(const Rules& rules, const Position& start) {
    ASSERT_TRUE(rules.positionIsOk(start));
    Coverage coverage;
    constexpr int kSeeds = 200;
    for (std::uint64_t seed = 1; seed <= kSeeds; ++seed)
        expectSamePlayout(rules, {start}, 0, seed, coverage);
    EXPECT_EQ(coverage.rejections, kSeeds) << "the board has a candidate that the draw rejects";
}

//      a  b  c  d  e  f
// N:   3  2  5  8  1  2
// S:   4  6  4  5  4  1     South to move: b1 relays for ever (the scenario suite's board)
//
//      a  b  c  d  e  f
// N:   6  1  2  3  4  5
// S:   1  0  1  0  3  1     South to move: e1 never ends, South must pass
TEST(FastPlayoutOfDjenonAboure, PlaysTheReferenceGameWhereARelayNeverEnds) {
    const Rules& rules = rulesFor(GameId::DjenonAboure);
    expectSamePlayoutsFrom(rules, twoRows(rules, {3, 2, 5, 8, 1, 2}, {4, 6, 4, 5, 4, 1}, 1, 2));
    expectSamePlayoutsFrom(rules, twoRows(rules, {6, 1, 2, 3, 4, 5}, {1, 0, 1, 0, 3, 1}, 10, 11));
}

//      a  b  c  d  e  f
// N:   0  0  0  0  0  0
// S:   1  0  2  0  3  1     South to move: a1 does not feed North
//
//      a  b  c  d  e  f
// N:   1  0  1  0  1  0
// S:   2  1  3  1  0  1     South to move: c1 relays for ever
TEST(FastPlayoutOfAyoayo, PlaysTheReferenceGameWhereAMoveDoesNotFeedOrNeverEnds) {
    const Rules& rules = rulesFor(GameId::Ayoayo);
    expectSamePlayoutsFrom(rules, twoRows(rules, {0, 0, 0, 0, 0, 0}, {1, 0, 2, 0, 3, 1}, 30, 11));
    expectSamePlayoutsFrom(rules, twoRows(rules, {1, 0, 1, 0, 1, 0}, {2, 1, 3, 1, 0, 1}, 20, 17));
}

// A game that is over plays nothing.
TEST_P(FastPlayout, OfAnEndedGameIsEmpty) {
    const Rules& rules = rulesFor(GetParam());
    std::vector<Position> line = referenceLine(rules, 5);
    Position end = line.back();
    RepetitionTracker seen;
    seen.push(rules, line[line.size() - 2]);
    PlayoutRandom random(3);
    EXPECT_EQ(randomPlayout(rules, end, seen, random), 0);
    EXPECT_EQ(end, line.back());
    EXPECT_EQ(seen.size(), 1);
}

// The draw gives legal moves only, each equally often: in positions of a
// random game, 600 draws per legal move, each move's count within 5
// standard deviations of the mean.
TEST_P(FastPlayout, DrawsEveryLegalMoveEquallyOften) {
    const Rules& rules = rulesFor(GetParam());
    const std::vector<Position> line = referenceLine(rules, 9);
    PlayoutRandom random(11);
    for (std::size_t at = 0; at + 1 < line.size(); at += 5) {
        MoveList legal;
        rules.legalMoves(line[at], legal);
        const int draws = 600 * legal.size();
        std::map<Move, int> counts;
        for (int i = 0; i < draws; ++i)
            ++counts[drawMove(rules, line[at], random)];
        ASSERT_EQ(static_cast<int>(counts.size()), legal.size()) << "at ply " << at;
        const double p = 1.0 / legal.size();
        const double sd = std::sqrt(draws * p * (1 - p));
        for (Move m : legal) {
            ASSERT_TRUE(counts.contains(m)) << "at ply " << at;
            EXPECT_NEAR(counts[m], 600.0, 5 * sd + 1e-9) << "at ply " << at;
        }
    }
}

// drawBit's two ways (the portable bit count and selection, and on
// processors that have them POPCNT and PDEP) against a loop over the bits.
TEST(PlayoutDraw, PicksTheSetBitOfTheDrawnRank) {
    PlayoutRandom masks(21);
    for (int n = 0; n < 20000; ++n) {
        const std::uint64_t mask = n < 64 ? std::uint64_t{1} << n : masks.next() >> masks.below(64);
        if (mask == 0)
            continue;
        std::vector<int> bits;
        for (int i = 0; i < 64; ++i)
            if (mask >> i & 1)
                bits.push_back(i);
        ASSERT_EQ(PlayoutRandom::bitCount(mask), bits.size()) << std::hex << mask;
        for (std::uint32_t k = 0; k < bits.size(); ++k)
            ASSERT_EQ(PlayoutRandom::bitOfRank(mask, k), bits[k]) << std::hex << mask << " rank " << k;
        PlayoutRandom a(static_cast<std::uint64_t>(n)), b(static_cast<std::uint64_t>(n));
        const int drawn = a.drawBit(mask);
        ASSERT_EQ(drawn, bits[b.below(static_cast<std::uint32_t>(bits.size()))]) << std::hex << mask;
        ASSERT_EQ(a.next(), b.next()) << "one draw from the random state";
        if (mask < 256) {
            PlayoutRandom c(static_cast<std::uint64_t>(n));
            ASSERT_EQ(c.drawBitOfByte(static_cast<std::uint32_t>(mask)), drawn);
        }
    }
}

INSTANTIATE_TEST_SUITE_P(AllGames, FastPlayout, ::testing::ValuesIn(kAllGames), gameParamName);

} // namespace
} // namespace mancala
