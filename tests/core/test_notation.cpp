// Hole names and move notation (docs/rules.md, "Hole names" and "Move
// notation").
#include <gtest/gtest.h>

#include <cstdint>
#include <set>
#include <string>

#include "mancala/game.hpp"
#include "mancala/notation.hpp"

namespace mancala {
namespace {

// Holes are numbered hole = col * rows + row (a1 = 0, a2 = 1, b1 = 2, ... in
// two-row games; a1 = 0 ... a4 = 3, b1 = 4 in Bao la Kimasai).
TEST(Notation, HoleNamesFollowTheNumbering) {
    const Rules& ayoayo = rulesFor(GameId::Ayoayo);
    EXPECT_EQ(holeName(ayoayo, 0), "a1");
    EXPECT_EQ(holeName(ayoayo, 1), "a2");
    EXPECT_EQ(holeName(ayoayo, 2), "b1");
    EXPECT_EQ(holeName(ayoayo, 10), "f1");
    EXPECT_EQ(holeName(ayoayo, 11), "f2");
    const Rules& tihbat = rulesFor(GameId::Tihbat);
    EXPECT_EQ(holeName(tihbat, 0), "a1");
    EXPECT_EQ(holeName(tihbat, 1), "a2");
    EXPECT_EQ(holeName(tihbat, 2), "b1");
    EXPECT_EQ(holeName(tihbat, 3), "b2");
    const Rules& bao = rulesFor(GameId::BaoLaKimasai);
    EXPECT_EQ(holeName(bao, 0), "a1");
    EXPECT_EQ(holeName(bao, 2), "a3");
    EXPECT_EQ(holeName(bao, 3), "a4");
    EXPECT_EQ(holeName(bao, 4), "b1");
    EXPECT_EQ(holeName(bao, 47), "l4");
}

TEST(Notation, EveryHoleNameOfEveryGameRoundTrips) {
    for (GameId g : kAllGames) {
        const Rules& rules = rulesFor(g);
        std::set<std::string> names;
        for (int h = 0; h < rules.holeCount(); ++h) {
            const auto hole = static_cast<Hole>(h);
            const std::string name = holeName(rules, hole);
            ASSERT_EQ(name.size(), 2u) << gameIdString(g) << " hole " << h;
            names.insert(name);
            NotationError error = NotationError::BadMove;
            EXPECT_EQ(parseHole(rules, name, &error), std::optional<Hole>(hole)) << name;
            EXPECT_EQ(error, NotationError::None) << name;
            // Numeric order of holes is the string order of their names.
            if (h > 0) {
                EXPECT_LT(holeName(rules, static_cast<Hole>(h - 1)), name);
            }
        }
        EXPECT_EQ(static_cast<int>(names.size()), rules.holeCount()) << gameIdString(g);
    }
}

TEST(Notation, HolesOffTheBoardHaveNoName) {
    EXPECT_EQ(holeName(rulesFor(GameId::Tihbat), 4), "");
    EXPECT_EQ(holeName(rulesFor(GameId::Ayoayo), 12), "");
    EXPECT_EQ(holeName(rulesFor(GameId::BaoLaKimasai), kNoHole), "");
}

struct BadHole {
    GameId game;
    const char* text;
    NotationError error;
};

TEST(Notation, BadHoleNamesGiveTheirError) {
    const BadHole cases[] = {
        {GameId::Ayoayo, "", NotationError::EmptyText},
        {GameId::Ayoayo, "A1", NotationError::BadHoleName},  // case-sensitive
        {GameId::Ayoayo, " a1", NotationError::BadHoleName}, // exact tokens
        {GameId::Ayoayo, "a1 ", NotationError::BadHoleName},
        {GameId::Ayoayo, "a", NotationError::BadHoleName},
        {GameId::Ayoayo, "1a", NotationError::BadHoleName},
        {GameId::Ayoayo, "aa", NotationError::BadHoleName},
        {GameId::Ayoayo, "a10", NotationError::BadHoleName},
        {GameId::Ayoayo,
         "\xC3\xA9"
         "1",
         NotationError::BadHoleName}, // "é1"
        {GameId::Ayoayo, "a0", NotationError::NoSuchHole},
        {GameId::Ayoayo, "a3", NotationError::NoSuchHole},
        {GameId::Ayoayo, "g1", NotationError::NoSuchHole},
        {GameId::DjenonAboure, "z9", NotationError::NoSuchHole},
        {GameId::Tihbat, "c1", NotationError::NoSuchHole},
        {GameId::Tihbat, "a3", NotationError::NoSuchHole},
        {GameId::BaoLaKimasai, "a5", NotationError::NoSuchHole},
        {GameId::BaoLaKimasai, "m1", NotationError::NoSuchHole},
    };
    for (const BadHole& c : cases) {
        NotationError error = NotationError::None;
        EXPECT_EQ(parseHole(rulesFor(c.game), c.text, &error), std::nullopt) << c.text;
        EXPECT_EQ(error, c.error) << c.text;
    }
    EXPECT_EQ(parseHole(rulesFor(GameId::Ayoayo), "q7"), std::nullopt); // no error pointer needed
}

TEST(Notation, MovesAreFormattedAsInTheRules) {
    const Rules& ayoayo = rulesFor(GameId::Ayoayo);
    EXPECT_EQ(formatMove(ayoayo, Move::sow(4)), "c1");
    EXPECT_EQ(formatMove(ayoayo, Move::sow(11)), "f2");
    EXPECT_EQ(formatMove(ayoayo, Move::pass()), "pass");
    const Rules& bao = rulesFor(GameId::BaoLaKimasai);
    EXPECT_EQ(formatMove(bao, Move::step(0, 1)), "a1-a2");
    EXPECT_EQ(formatMove(bao, Move::step(46, 47)), "l3-l4");
    EXPECT_EQ(formatMove(bao, Move::pass()), "pass");
}

TEST(Notation, PassIsAMoveInEveryGame) {
    for (GameId g : kAllGames) {
        NotationError error = NotationError::BadMove;
        EXPECT_EQ(parseMove(rulesFor(g), "pass", &error), std::optional<Move>(Move::pass()));
        EXPECT_EQ(error, NotationError::None);
    }
}

// A tiny fixed-seed generator (splitmix64) for the playouts below.
std::uint64_t nextRandom(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

// Every legal move met in random games (fixed seed) reads back from its text.
TEST(Notation, EveryLegalMoveOfRandomGamesRoundTrips) {
    std::uint64_t seed = 20261129;
    for (GameId g : kAllGames) {
        const Rules& rules = rulesFor(g);
        for (int n = 0; n < 20; ++n) {
            Game game(rules);
            MoveList legal;
            while (!game.over()) {
                game.legalMoves(legal);
                for (Move m : legal) {
                    const std::string text = formatMove(rules, m);
                    NotationError error = NotationError::BadMove;
                    EXPECT_EQ(parseMove(rules, text, &error), std::optional<Move>(m)) << text;
                    EXPECT_EQ(error, NotationError::None) << text;
                }
                const Move m = legal[static_cast<int>(nextRandom(seed) % static_cast<std::uint64_t>(legal.size()))];
                ASSERT_EQ(game.play(m), IllegalReason::None);
            }
        }
    }
}

TEST(Notation, BaoBareHoleGetsItsForcedDestination) {
    const Rules& bao = rulesFor(GameId::BaoLaKimasai);
    // South's a1 steps clockwise up to a2; North's l3 steps along the front row to k3.
    EXPECT_EQ(parseMove(bao, "a1"), std::optional<Move>(Move::step(0, 1)));
    EXPECT_EQ(parseMove(bao, "l3"), std::optional<Move>(Move::step(46, 42)));
    for (int h = 0; h < bao.holeCount(); ++h) {
        const auto hole = static_cast<Hole>(h);
        EXPECT_EQ(parseMove(bao, holeName(bao, hole)), std::optional<Move>(bao.moveFrom(hole)));
    }
}

TEST(Notation, BaoStepIsReadEvenWhenNotTheForcedOne) {
    // Well-formed, not legal: Rules::check says WrongDestination.
    const Rules& bao = rulesFor(GameId::BaoLaKimasai);
    EXPECT_EQ(parseMove(bao, "a1-a3"), std::optional<Move>(Move::step(0, 2)));
    EXPECT_EQ(bao.check(bao.initial(), Move::step(0, 2)), IllegalReason::WrongDestination);
}

TEST(Notation, SowingGamesHaveNoSteps) {
    const GameId sowing[] = {GameId::DjenonAboure, GameId::Ayoayo, GameId::Tihbat};
    for (GameId g : sowing) {
        const Rules& rules = rulesFor(g);
        EXPECT_EQ(parseMove(rules, "b1"), std::optional<Move>(Move::sow(2)));
        NotationError error = NotationError::None;
        EXPECT_EQ(parseMove(rules, "a1-a2", &error), std::nullopt);
        EXPECT_EQ(error, NotationError::NotAStep);
        EXPECT_EQ(parseMove(rules, "z9-a2", &error), std::nullopt);
        EXPECT_EQ(error, NotationError::NotAStep);
    }
}

struct BadMoveText {
    GameId game;
    const char* text;
    NotationError error;
};

TEST(Notation, BadMoveTextsGiveTheirError) {
    const BadMoveText cases[] = {
        {GameId::Ayoayo, "", NotationError::EmptyText},
        {GameId::Ayoayo, "PASS", NotationError::BadMove},
        {GameId::Ayoayo, "pass ", NotationError::BadMove},
        {GameId::Ayoayo, " c1", NotationError::BadMove},
        {GameId::Ayoayo, "C1", NotationError::BadMove},
        {GameId::Ayoayo, "c", NotationError::BadMove},
        {GameId::Ayoayo, "c1c2", NotationError::BadMove},
        {GameId::Ayoayo, "g1", NotationError::NoSuchHole},
        {GameId::Ayoayo, "-", NotationError::BadMove},
        {GameId::Tihbat, "b3", NotationError::NoSuchHole},
        {GameId::BaoLaKimasai, "a1-", NotationError::BadMove},
        {GameId::BaoLaKimasai, "-a2", NotationError::BadMove},
        {GameId::BaoLaKimasai, "a1--a2", NotationError::BadMove},
        {GameId::BaoLaKimasai, "a1-a2-a3", NotationError::BadMove},
        {GameId::BaoLaKimasai, "a1-A2", NotationError::BadMove},
        {GameId::BaoLaKimasai, "a1-z9", NotationError::NoSuchHole},
        {GameId::BaoLaKimasai, "m1-a1", NotationError::NoSuchHole},
        {GameId::BaoLaKimasai, "a5", NotationError::NoSuchHole},
        {GameId::BaoLaKimasai, "a1 - a2", NotationError::BadMove},
    };
    for (const BadMoveText& c : cases) {
        NotationError error = NotationError::None;
        EXPECT_EQ(parseMove(rulesFor(c.game), c.text, &error), std::nullopt) << c.text;
        EXPECT_EQ(error, c.error) << '"' << c.text << '"';
    }
}

} // namespace
} // namespace mancala
