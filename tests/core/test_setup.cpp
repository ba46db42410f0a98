// Positions set up by hand (setup.hpp): the position notation read and
// written, and the check before a set-up position is played, whose "the game
// would already be over" is each game's Rules::endAt.
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "mancala/game.hpp"
#include "mancala/setup.hpp"

namespace mancala {
namespace {

// The positions of a seeded random game of `game`, not over, from the start.
std::vector<Position> randomGame(GameId game, unsigned seed) {
    const Rules& rules = rulesFor(game);
    Game g(rules);
    std::mt19937 random(seed);
    std::vector<Position> out;
    while (!g.over() && g.ply() < 300) {
        out.push_back(g.position());
        MoveList moves;
        g.legalMoves(moves);
        EXPECT_EQ(g.play(moves[static_cast<int>(random() % static_cast<unsigned>(moves.size()))]), IllegalReason::None);
    }
    return out;
}

const std::vector<GameId>& someGames() {
    static const std::vector<GameId> games = [] {
        std::vector<GameId> g(kAllGames.begin(), kAllGames.end());
        g.push_back(GameId::kalah(4, 3, true));
        return g;
    }();
    return games;
}

// Every position of random games, written and read back, is the same
// position; and every one of them a move left without ending the game is
// playable (endAt agrees with the moves).
TEST(SetUp, PositionsOfGamesReadBackAndArePlayable) {
    for (GameId game : someGames()) {
        const Rules& rules = rulesFor(game);
        for (unsigned seed = 1; seed <= 4; ++seed)
            for (const Position& pos : randomGame(game, seed)) {
                const std::string text = formatPosition(rules, pos);
                PositionTextError why = PositionTextError::BadSide;
                const std::optional<Position> back = parsePosition(rules, text, &why);
                ASSERT_TRUE(back.has_value()) << text;
                EXPECT_EQ(why, PositionTextError::None);
                EXPECT_EQ(*back, pos) << text;
                EXPECT_EQ(checkSetUp(rules, pos), SetUpFault{}) << gameIdString(game) << ": " << text;
            }
    }
}

// The board as drawn: North's row on top, each row from column a.
TEST(SetUp, TheTextListsTheRowsFromTheTop) {
    const Rules& rules = rulesFor(GameId::kalah(6, 4, false));
    EXPECT_EQ(formatPosition(rules, rules.initial()), "4,4,4,4,4,4/4,4,4,4,4,4 south 0-0");
    //   North:  0  0  0  0  0  9        (a2 … f2)
    //   South:  1  2  3  4  5  6        (a1 … f1)
    const std::optional<Position> pos = parsePosition(rules, "0,0,0,0,0,9/1,2,3,4,5,6 north 10-8");
    ASSERT_TRUE(pos.has_value());
    for (int col = 0; col < 6; ++col)
        EXPECT_EQ(pos->board[rules.hole(0, col)], col + 1);
    EXPECT_EQ(pos->board[rules.hole(1, 5)], 9);
    EXPECT_EQ(pos->toMove, Side::North);
    EXPECT_EQ(pos->totals, (std::array<std::uint16_t, 2>{10, 8}));
    const Rules& bao = rulesFor(GameId::BaoLaKimasai);
    const std::string start = formatPosition(bao, bao.initial());
    EXPECT_EQ(start.substr(0, 24), "1,1,1,1,1,1,1,1,1,1,1,1/");       // row 4
    EXPECT_EQ(start.substr(24, 24), "1,1,1,1,1,1,1,1,1,1,1,0/");      // row 3: l3 empty
    EXPECT_EQ(start.substr(48, 24), "0,1,1,1,1,1,1,1,1,1,1,1/");      // row 2: a2 empty
    EXPECT_EQ(start.substr(72), "1,1,1,1,1,1,1,1,1,1,1,1 south 0-0"); // row 1
}

TEST(SetUp, EachMistakeInTheTextHasItsReason) {
    const Rules& rules = rulesFor(GameId::Ayoayo);
    const auto why = [&rules](std::string_view text) {
        PositionTextError e = PositionTextError::None;
        EXPECT_FALSE(parsePosition(rules, text, &e).has_value()) << text;
        return e;
    };
    EXPECT_EQ(why(""), PositionTextError::NotThreeFields);
    EXPECT_EQ(why("4,4,4,4,4,4/4,4,4,4,4,4 south"), PositionTextError::NotThreeFields);
    EXPECT_EQ(why("4,4,4,4,4,4/4,4,4,4,4,4  south 0-0"), PositionTextError::NotThreeFields);
    EXPECT_EQ(why("4,4,4,4,4,4/4,4,4,4,4,4 south 0-0 "), PositionTextError::NotThreeFields);
    EXPECT_EQ(why("4,4,4,4,4,4 south 0-0"), PositionTextError::WrongRowCount);
    EXPECT_EQ(why("4,4,4,4,4,4/4,4,4,4,4,4/ south 0-0"), PositionTextError::WrongRowCount);
    EXPECT_EQ(why("4,4,4,4,4/4,4,4,4,4,4 south 0-0"), PositionTextError::WrongHoleCount);
    EXPECT_EQ(why("4,4,4,4,4,4,/4,4,4,4,4,4 south 0-0"), PositionTextError::WrongHoleCount);
    EXPECT_EQ(why("4,4,4,4,4,x/4,4,4,4,4,4 south 0-0"), PositionTextError::BadSeedCount);
    EXPECT_EQ(why("4,4,4,4,4,-4/4,4,4,4,4,4 south 0-0"), PositionTextError::BadSeedCount);
    EXPECT_EQ(why("4,4,4,4,4,256/4,4,4,4,4,4 south 0-0"), PositionTextError::BadSeedCount);
    EXPECT_EQ(why("4,4,4,4,4,0004/4,4,4,4,4,4 south 0-0"), PositionTextError::BadSeedCount);
    EXPECT_EQ(why("4,4,4,4,4,,/4,4,4,4,4,4 south 0-0"), PositionTextError::WrongHoleCount);
    EXPECT_EQ(why("4,4,4,4,4,4/4,4,4,4,4,4 South 0-0"), PositionTextError::BadSide);
    EXPECT_EQ(why("4,4,4,4,4,4/4,4,4,4,4,4 south 0"), PositionTextError::BadTotals);
    EXPECT_EQ(why("4,4,4,4,4,4/4,4,4,4,4,4 south 0-0-0"), PositionTextError::BadTotals);
    EXPECT_EQ(why("4,4,4,4,4,4/4,4,4,4,4,4 south 1000-0"), PositionTextError::BadTotals);
    EXPECT_EQ(why("4,4,4,4,4,4/4,4,4,4,4,4 south +1-0"), PositionTextError::BadTotals);
}

// A position that breaks an invariant is refused with it.
TEST(SetUp, TheSeedsMustAddUpAndBaoHolesHoldOneStone) {
    const Rules& ayoayo = rulesFor(GameId::Ayoayo);
    const Position more = *parsePosition(ayoayo, "4,4,4,4,4,4/4,4,4,4,4,5 south 0-0");
    EXPECT_EQ(checkSetUp(ayoayo, more).invariant, PositionFault::SeedsNotConserved);
    EXPECT_FALSE(checkSetUp(ayoayo, more).playable());
    const Position fewer = *parsePosition(ayoayo, "4,4,4,4,4,4/4,4,4,4,4,3 south 0-0");
    EXPECT_EQ(checkSetUp(ayoayo, fewer).invariant, PositionFault::SeedsNotConserved);
    EXPECT_TRUE(checkSetUp(ayoayo, *parsePosition(ayoayo, "4,4,4,4,4,4/4,4,4,4,4,3 south 1-0")).playable());
    const Rules& bao = rulesFor(GameId::BaoLaKimasai);
    Position two = bao.initial();
    two.board[bao.hole(1, 0)] = 2; // a2 holds two stones, and one stone too many on the board
    two.board[bao.hole(0, 0)] = 0;
    EXPECT_EQ(checkSetUp(bao, two).invariant, PositionFault::HoleOverCapacity);
}

// A position where the game would already be over, game by game: the end
// its moves would have given it (Rules::endAt).
TEST(SetUp, WhereTheGameWouldBeOverItIsNotPlayed) {
    const auto endOf = [](GameId game, std::string_view text) {
        const Rules& rules = rulesFor(game);
        const std::optional<Position> pos = parsePosition(rules, text);
        EXPECT_TRUE(pos.has_value()) << text;
        const SetUpFault fault = checkSetUp(rules, *pos);
        EXPECT_EQ(fault.invariant, PositionFault::None) << text;
        EXPECT_EQ(fault.playable(), fault.end == EndReason::None);
        return fault.end;
    };
    // Kalah: South to move with no seeds in the houses.
    EXPECT_EQ(endOf(GameId::kalah(6, 4, false), "0,0,0,0,0,2/0,0,0,0,0,0 south 24-22"), EndReason::NoMoves);
    EXPECT_EQ(endOf(GameId::kalah(6, 4, false), "0,0,0,0,0,2/0,0,0,0,0,0 north 24-22"), EndReason::None);
    // Ayoayo: North to move cannot feed South, who has nothing.
    EXPECT_EQ(endOf(GameId::Ayoayo, "0,0,0,0,1,0/0,0,0,0,0,0 north 24-23"), EndReason::NoMoves);
    EXPECT_EQ(endOf(GameId::Ayoayo, "1,0,0,0,0,0/0,0,0,0,0,0 north 24-23"), EndReason::None);
    // Djenon-aboure: every hole holds 0 or 1.
    EXPECT_EQ(endOf(GameId::DjenonAboure, "1,0,0,0,0,1/0,0,1,0,0,1 south 24-20"), EndReason::AllSingletons);
    EXPECT_EQ(endOf(GameId::DjenonAboure, "2,0,0,0,0,1/0,0,1,0,0,1 south 24-19"), EndReason::None);
    // Oware: 25 seeds captured; North to move cannot feed South.
    EXPECT_EQ(endOf(GameId::Oware, "1,0,0,0,0,1/0,0,0,0,0,1 south 25-20"), EndReason::Majority);
    EXPECT_EQ(endOf(GameId::Oware, "0,0,0,0,1,0/0,0,0,0,0,0 north 24-23"), EndReason::NoMoves);
    EXPECT_EQ(endOf(GameId::Oware, "1,0,0,0,0,0/0,0,0,0,0,0 north 24-23"), EndReason::None);
    // Tihbat: only the repetition ends it.
    EXPECT_EQ(endOf(GameId::Tihbat, "0,0/14,14 north 0-0"), EndReason::None);
    // Bao la Kimasai: South to move without stones, and blocked.
    const Rules& bao = rulesFor(GameId::BaoLaKimasai);
    Position none = bao.initial();
    for (int col = 0; col < 12; ++col)
        for (int row = 0; row < 2; ++row)
            none.board[bao.hole(row, col)] = 0;
    none.totals = {0, 23};
    EXPECT_EQ(endOf(GameId::BaoLaKimasai, formatPosition(bao, none)), EndReason::NoStones);
    Position blocked = none;
    for (int col = 0; col < 12; ++col)
        for (int row = 0; row < 2; ++row)
            blocked.board[bao.hole(row, col)] = 1;
    blocked.board[bao.hole(2, 0)] = 0; // 46 stones: South's ring full, North's a3 gone
    blocked.totals = {0, 0};
    EXPECT_EQ(endOf(GameId::BaoLaKimasai, formatPosition(bao, blocked)), EndReason::NoMoves);
}

// Editing by hand keeps the invariants: random additions, removals and
// totals set, in every game, never break one, and a refused edit changes
// nothing.
TEST(SetUpEditing, EveryEditKeepsTheInvariants) {
    for (GameId game : someGames()) {
        const Rules& rules = rulesFor(game);
        std::mt19937 random(7);
        Position pos = rules.initial();
        for (int i = 0; i < 3000; ++i) {
            const auto h = static_cast<Hole>(random() % static_cast<unsigned>(rules.holeCount()));
            const Position before = pos;
            SetUpEdit edit = SetUpEdit::Done;
            switch (random() % 5) {
            case 0:
            case 1: edit = addSeed(rules, pos, h); break;
            case 2:
            case 3: edit = removeSeed(rules, pos, h); break;
            default: setTotal(pos, random() % 2 ? Side::South : Side::North, static_cast<int>(random() % 60));
            }
            ASSERT_EQ(rules.positionFault(pos), PositionFault::None) << gameIdString(game) << " edit " << i;
            if (edit != SetUpEdit::Done) {
                ASSERT_EQ(pos, before) << gameIdString(game) << " edit " << i;
            }
        }
    }
}

// A seed comes from North's total, then South's; once every seed of the
// game is on the board, no more can be added. Taken away, it goes to North.
//
//     Ayoayo, empty board, totals 24-24: 48 seeds added into a1.
TEST(SetUpEditing, NoMoreSeedsThanTheGamesGoOnTheBoard) {
    const Rules& rules = rulesFor(GameId::Ayoayo);
    Position pos = emptyBoard(rules, Side::North);
    EXPECT_EQ(pos.toMove, Side::North);
    EXPECT_EQ(pos.totals, (std::array<std::uint16_t, 2>{24, 24}));
    const Hole a1 = rules.hole(0, 0);
    EXPECT_EQ(addSeed(rules, pos, a1), SetUpEdit::Done);
    EXPECT_EQ(pos.totals, (std::array<std::uint16_t, 2>{24, 23}));
    for (int i = 1; i < 48; ++i)
        ASSERT_EQ(addSeed(rules, pos, a1), SetUpEdit::Done) << i;
    EXPECT_EQ(pos.board[a1], 48);
    EXPECT_EQ(pos.totals, (std::array<std::uint16_t, 2>{0, 0}));
    EXPECT_EQ(addSeed(rules, pos, rules.hole(1, 3)), SetUpEdit::AllSeedsPlaced);
    EXPECT_EQ(removeSeed(rules, pos, a1), SetUpEdit::Done);
    EXPECT_EQ(pos.totals, (std::array<std::uint16_t, 2>{0, 1}));
    EXPECT_EQ(removeSeed(rules, pos, rules.hole(1, 3)), SetUpEdit::HoleEmpty);
}

// The totals share the seeds off the board: setting one sets the other.
TEST(SetUpEditing, SettingOneTotalGivesTheOtherTheRest) {
    const Rules& rules = rulesFor(GameId::Oware);
    Position pos = *parsePosition(rules, "4,4,4,4,4,4/4,4,4,4,0,0 south 6-2");
    ASSERT_TRUE(rules.positionIsOk(pos));
    setTotal(pos, Side::North, 3);
    EXPECT_EQ(pos.totals, (std::array<std::uint16_t, 2>{5, 3}));
    setTotal(pos, Side::South, 99); // no more than the 8 off the board
    EXPECT_EQ(pos.totals, (std::array<std::uint16_t, 2>{8, 0}));
    setTotal(pos, Side::South, -1);
    EXPECT_EQ(pos.totals, (std::array<std::uint16_t, 2>{0, 8}));
}

// A hole of Bao la Kimasai holds one stone: a second is refused by the rules'
// own invariant.
TEST(SetUpEditing, ABaoHoleTakesOneStone) {
    const Rules& bao = rulesFor(GameId::BaoLaKimasai);
    Position pos = emptyBoard(bao, Side::South);
    const Hole c2 = bao.hole(1, 2);
    EXPECT_EQ(addSeed(bao, pos, c2), SetUpEdit::Done);
    EXPECT_EQ(addSeed(bao, pos, c2), SetUpEdit::HoleFull);
    EXPECT_EQ(pos.board[c2], 1);
    EXPECT_EQ(removeSeed(bao, pos, c2), SetUpEdit::Done);
    EXPECT_EQ(pos, emptyBoard(bao, Side::South)); // the stone went back where it came from
}

} // namespace
} // namespace mancala
