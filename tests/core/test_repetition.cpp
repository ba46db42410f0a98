// The repetition rule (repetition.hpp): the tracker (push and pop, stretches
// since the last capture, exact keys), applyMove()/advance() against Game and
// against a plain rewrite of the rule on random games, and the checks of the
// non-virtual Rules::apply in debug builds.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "mancala/game.hpp"
#include "mancala/repetition.hpp"

namespace mancala {
namespace {

Position twoRowPosition(const std::vector<int>& southRow, const std::vector<int>& northRow, int southTotal,
                        int northTotal, Side toMove) {
    Position p;
    for (std::size_t col = 0; col < southRow.size(); ++col)
        p.board[2 * col] = static_cast<std::uint8_t>(southRow[col]);
    for (std::size_t col = 0; col < northRow.size(); ++col)
        p.board[2 * col + 1] = static_cast<std::uint8_t>(northRow[col]);
    p.totals = {static_cast<std::uint16_t>(southTotal), static_cast<std::uint16_t>(northTotal)};
    p.toMove = toMove;
    return p;
}

// A Tihbat position: a1 a2 b1 b2, the totals, the side to move.
Position tihbatPosition(std::array<std::uint8_t, 4> holes, int south, int north, Side toMove) {
    Position p;
    std::copy(holes.begin(), holes.end(), p.board.begin());
    p.totals = {static_cast<std::uint16_t>(south), static_cast<std::uint16_t>(north)};
    p.toMove = toMove;
    return p;
}

// Records `pos` and returns how often it has now occurred.
int record(RepetitionTracker& tracker, const Rules& rules, const Position& pos) {
    tracker.push(rules, pos);
    return tracker.count(rules, pos);
}

TEST(RepetitionTracker, LimitsFollowTheRules) {
    EXPECT_EQ(rulesFor(GameId::DjenonAboure).repetitionLimit(), 3);
    EXPECT_EQ(rulesFor(GameId::Ayoayo).repetitionLimit(), 3);
    EXPECT_EQ(rulesFor(GameId::Tihbat).repetitionLimit(), 2);
    EXPECT_EQ(rulesFor(GameId::BaoLaKimasai).repetitionLimit(), 2);
}

// Occurrences are counted per position (board, totals, side to move); the
// third Djenon-aboure one reaches the limit. (Played games cannot show it: a
// Djenon-aboure move either captures or lowers the count of seeds minus
// occupied holes, so only passes in turn could repeat a position.)
TEST(RepetitionTracker, CountsOccurrencesUpToTheThird) {
    const Rules& rules = rulesFor(GameId::DjenonAboure);
    const Position south = twoRowPosition({1, 1, 5, 1, 0, 1}, {1, 0, 5, 1, 1, 0}, 20, 11, Side::South);
    Position north = south;
    north.toMove = Side::North;
    Position otherTotals = south;
    otherTotals.totals = {21, 10};
    RepetitionTracker tracker;
    EXPECT_EQ(tracker.count(rules, south), 0);
    EXPECT_EQ(record(tracker, rules, south), 1);
    EXPECT_EQ(record(tracker, rules, north), 1);
    EXPECT_EQ(record(tracker, rules, otherTotals), 1);
    EXPECT_EQ(record(tracker, rules, south), 2);
    EXPECT_EQ(record(tracker, rules, north), 2);
    EXPECT_EQ(record(tracker, rules, south), rules.repetitionLimit());
    EXPECT_EQ(tracker.size(), 6);
    tracker.clear();
    EXPECT_TRUE(tracker.empty());
    EXPECT_EQ(record(tracker, rules, south), 1);
}

// pop() takes a push back: every count is what it was before it, across the
// start of a new stretch too.
TEST(RepetitionTracker, PushAndPopRestoreTheCounts) {
    const Rules& rules = rulesFor(GameId::Tihbat);
    const Position a = tihbatPosition({3, 7, 7, 7}, 4, 0, Side::South);
    const Position b = tihbatPosition({3, 7, 7, 7}, 4, 0, Side::North);
    const Position captured = tihbatPosition({1, 7, 7, 7}, 6, 0, Side::South);
    const std::vector<Position> all{a, b, captured};
    const auto counts = [&](const RepetitionTracker& t) {
        std::vector<int> out;
        for (const Position& p : all)
            out.push_back(t.count(rules, p));
        return out;
    };
    RepetitionTracker tracker;
    tracker.push(rules, a);
    tracker.push(rules, b);
    tracker.push(rules, a);
    const std::vector<int> before = counts(tracker);
    EXPECT_EQ(before, (std::vector<int>{2, 1, 0}));
    for (const Position& p : {b, a, captured, captured}) {
        tracker.push(rules, p);
    }
    EXPECT_EQ(counts(tracker), (std::vector<int>{0, 0, 2}));
    for (int i = 0; i < 4; ++i)
        tracker.pop();
    EXPECT_EQ(counts(tracker), before);
    EXPECT_EQ(tracker.size(), 3);
}

// Seeds never come back to the board, so once the captured seeds change only
// the new stretch counts: a position recorded before the capture counts as
// new afterwards.
TEST(RepetitionTracker, ACaptureStartsANewStretch) {
    const Rules& rules = rulesFor(GameId::Tihbat);
    const Position before = tihbatPosition({3, 7, 7, 7}, 4, 0, Side::South);
    const Position afterCapture = tihbatPosition({1, 7, 7, 7}, 6, 0, Side::North);
    RepetitionTracker tracker;
    EXPECT_EQ(record(tracker, rules, before), 1);
    EXPECT_EQ(record(tracker, rules, before), 2);
    EXPECT_EQ(record(tracker, rules, afterCapture), 1);
    EXPECT_EQ(tracker.count(rules, before), 0);
    EXPECT_EQ(record(tracker, rules, before), 1);

    RepetitionTracker assigned;
    const std::vector<Position> history{before, before, afterCapture};
    assigned.assign(rules, history);
    EXPECT_EQ(record(assigned, rules, afterCapture), 2);
    EXPECT_EQ(assigned.count(rules, before), 0);
    assigned.pop();
    assigned.pop();
    EXPECT_EQ(assigned.count(rules, before), 2);
}

// Whether the current stretch holds a position twice (the endgame databases
// answer by their entries alone only when it does not): set by the second
// occurrence, kept while the stretch goes on, gone with a capture, and back
// when the pushes after it are taken back.
TEST(RepetitionTracker, SaysWhetherTheStretchHoldsAPositionTwice) {
    const Rules& rules = rulesFor(GameId::Tihbat);
    const Position a = tihbatPosition({3, 7, 7, 7}, 4, 0, Side::South);
    const Position b = tihbatPosition({3, 7, 7, 7}, 4, 0, Side::North);
    const Position captured = tihbatPosition({1, 7, 7, 7}, 6, 0, Side::South);
    RepetitionTracker tracker;
    EXPECT_FALSE(tracker.repeatedInStretch());
    tracker.push(rules, a);
    tracker.push(rules, b);
    EXPECT_FALSE(tracker.repeatedInStretch());
    tracker.push(rules, a);
    EXPECT_TRUE(tracker.repeatedInStretch());
    tracker.push(rules, b);
    EXPECT_TRUE(tracker.repeatedInStretch());
    tracker.push(rules, captured);
    EXPECT_FALSE(tracker.repeatedInStretch());
    tracker.pop();
    EXPECT_TRUE(tracker.repeatedInStretch());
    tracker.pop();
    tracker.pop();
    EXPECT_FALSE(tracker.repeatedInStretch());
}

// Far more keys than the filter has buckets, so that many share one: the
// counts still tell every key apart (the filter only skips the scan).
TEST(RepetitionTracker, KeysAreExact) {
    constexpr int kKeys = 6000;
    const auto keyOf = [](int i) {
        PositionKey k;
        k.lo = static_cast<std::uint64_t>(i) * 0x10001;
        k.hi = static_cast<std::uint64_t>(i % 7) << 56;
        return k;
    };
    RepetitionTracker tracker;
    for (int i = 0; i < kKeys; i += 2)
        tracker.push(keyOf(i), 5);
    tracker.push(keyOf(4), 5);
    int wrong = 0;
    for (int i = 0; i < kKeys; ++i) {
        const int expected = i == 4 ? 2 : i % 2 == 0 ? 1 : 0;
        wrong += tracker.count(keyOf(i), 5) != expected;
    }
    EXPECT_EQ(wrong, 0);
    EXPECT_EQ(tracker.count(keyOf(0), 6), 0); // another stretch
}

// The repetition rule written out plainly: the positions of the game in a
// list, a position that occurs for the limit-th time ends the game (positions
// hold their totals, so positions of other stretches never compare equal).
struct PlainLine {
    const Rules* rules;
    std::vector<Position> seen;
    Position pos;

    PlainLine(const Rules& r, const Position& start) : rules(&r), seen{start}, pos(start) {}
    void play(Move m) {
        rules->apply(pos, m, nullptr);
        if (pos.over())
            return;
        seen.push_back(pos);
        if (std::count(seen.begin(), seen.end(), pos) >= rules->repetitionLimit())
            rules->endByRepetition(pos, nullptr);
    }
};

class OneApply : public ::testing::TestWithParam<GameId> {};

// Random games (fixed seeds), with takebacks: advance() on one tracker, Game
// (play and undo) and the plain rule reach the same position at every ply,
// and the traces of advance() and Game::play are the same.
TEST_P(OneApply, AdvanceAgreesWithGameAndThePlainRule) {
    const Rules& rules = rulesFor(GetParam());
    std::mt19937 rng(4100u + static_cast<unsigned>(GetParam().family()));
    int repetitions = 0;
    for (int n = 0; n < 60; ++n) {
        Game game(rules);
        PlainLine plain(rules, rules.initial());
        std::vector<Position> line{rules.initial()};
        std::vector<bool> recorded;
        RepetitionTracker tracker;
        tracker.push(rules, line.back());
        MoveList moves;
        while (!line.back().over()) {
            if (line.size() > 3 && rng() % 8 == 0) {
                // Take a move back, then go on.
                ASSERT_TRUE(game.undo());
                if (recorded.back())
                    tracker.pop();
                recorded.pop_back();
                line.pop_back();
                plain = PlainLine(rules, line.front());
                for (Move played : game.moves())
                    plain.play(played);
            }
            rules.legalMoves(line.back(), moves);
            const Move m = moves[static_cast<int>(rng() % static_cast<unsigned>(moves.size()))];
            Position next = line.back();
            Trace byAdvance;
            Trace byGame;
            recorded.push_back(advance(rules, next, m, tracker, &byAdvance));
            line.push_back(next);
            ASSERT_EQ(game.play(m, &byGame), IllegalReason::None);
            plain.play(m);
            ASSERT_EQ(next, game.position()) << "game " << n << " ply " << game.ply();
            ASSERT_EQ(next, plain.pos) << "game " << n << " ply " << game.ply();
            ASSERT_EQ(byAdvance, byGame);
            ASSERT_EQ(tracker.size(), static_cast<int>(std::count(recorded.begin(), recorded.end(), true)) + 1);
        }
        repetitions += line.back().end == EndReason::Repetition;
    }
    if (GetParam() == GameId::Tihbat) {
        EXPECT_EQ(repetitions, 60); // every Tihbat game ends by repetition
    }
}

INSTANTIATE_TEST_SUITE_P(AllGames, OneApply, ::testing::ValuesIn(kAllGames),
                         [](const ::testing::TestParamInfo<GameId>& info) {
                             std::string name{gameIdString(info.param)};
                             std::replace(name.begin(), name.end(), '-', '_');
                             return name;
                         });

#ifndef NDEBUG
// Debug builds check Rules::apply's precondition and result.
TEST(RulesApplyDeathTest, AnIllegalMoveOrAnEndedGameIsCaught) {
    GTEST_FLAG_SET(death_test_style, "threadsafe");
    const Rules& rules = rulesFor(GameId::Tihbat);
    Position pos = rules.initial();
    EXPECT_DEATH(rules.apply(pos, Move::sow(1), nullptr), "illegal move"); // a2 is North's
    Position over = pos;
    rules.endByRepetition(over, nullptr);
    ASSERT_TRUE(over.over());
    EXPECT_DEATH(rules.apply(over, Move::sow(0), nullptr), "illegal move");
    EXPECT_DEATH(rules.endByRepetition(over, nullptr), "the game is over");
}
#endif

} // namespace
} // namespace mancala
