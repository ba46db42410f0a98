// Game clocks (clock.hpp, docs/rules.md "Game clocks"): the time control
// and its text, the recorded times and their text, the two clocks of a game
// driven by a fake clock (timestamps the test gives, never a sleep), and the
// thinking time of a computer player on the clock.
//
// The timelines above the scenarios read: a time in milliseconds, what the
// caller does then, and the two clocks after it (S: South's time left, N:
// North's; * marks the running one).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "mancala/clock.hpp"

namespace mancala {
namespace {

using std::chrono::hours;
using std::chrono::milliseconds;
using std::chrono::minutes;
using std::chrono::seconds;

constexpr TimeControl kBlitz{minutes(5), seconds(5)}; // 300+5

// ------------------------------------------------------------ time control

TEST(TimeControl, ItsTextIsBaseSecondsPlusIncrementSecondsAndReadsBack) {
    const struct {
        TimeControl control;
        const char* text;
    } cases[] = {
        {kBlitz, "300+5"},
        {{minutes(10), seconds(0)}, "600+0"},
        {{seconds(1), seconds(0)}, "1+0"},
        {{hours(24), hours(1)}, "86400+3600"},
    };
    for (const auto& c : cases) {
        ASSERT_TRUE(validTimeControl(c.control)) << c.text;
        EXPECT_EQ(formatTimeControl(c.control), c.text);
        EXPECT_EQ(parseTimeControl(c.text), c.control) << c.text;
    }
}

TEST(TimeControl, ATextWithASignALeadingZeroOrATimeOutOfRangeIsRefused) {
    for (const char* text : {"",
                             "+",
                             "300",
                             "300+",
                             "+5",
                             "+300+5",
                             "-300+5",
                             "300+-5",
                             "300++5",
                             "300+5+1",
                             "0300+5",
                             "300+05",
                             "00+5",
                             "0+5",
                             "0+0",
                             "86401+0",
                             "300+3601",
                             "999999+0",
                             "300+99999",
                             " 300+5",
                             "300+5 ",
                             "300 +5",
                             "300+ 5",
                             "3e2+5",
                             "300.5+5",
                             "300+5s",
                             "5m+0",
                             "\xd9\xa3+5",
                             "300\xe2\x80\x8b+5"})
        EXPECT_FALSE(parseTimeControl(text).has_value()) << text;
}

TEST(TimeControl, TimesThatAreNotWholeSecondsOrOutOfRangeAreInvalid) {
    EXPECT_FALSE(validTimeControl({milliseconds(300500), seconds(5)}));
    EXPECT_FALSE(validTimeControl({seconds(300), milliseconds(500)}));
    EXPECT_FALSE(validTimeControl({seconds(0), seconds(5)}));
    EXPECT_FALSE(validTimeControl({hours(24) + seconds(1), seconds(0)}));
    EXPECT_FALSE(validTimeControl({seconds(300), seconds(-1)}));
    EXPECT_FALSE(validTimeControl({seconds(300), hours(1) + seconds(1)}));
    EXPECT_TRUE(validTimeControl({kMinTimeControlBase, seconds(0)}));
    EXPECT_TRUE(validTimeControl({kMaxTimeControlBase, kMaxTimeControlIncrement}));
}

// ---------------------------------------------------------- recorded times

TEST(RecordedTime, ItsTextIsHoursMinutesSecondsWithTenthsOnlyWhenThereAreAny) {
    const struct {
        RecordedTime time;
        const char* text;
    } cases[] = {
        {RecordedTime(0), "0:00:00"},
        {seconds(298), "0:04:58"},
        {RecordedTime(2985), "0:04:58.5"},
        {RecordedTime(1), "0:00:00.1"},
        {hours(1) + RecordedTime(5), "1:00:00.5"},
        {hours(25) + minutes(7) + seconds(9), "25:07:09"},
        {kMaxRecordedTime - RecordedTime(1), "99999:59:59.9"},
    };
    for (const auto& c : cases) {
        EXPECT_EQ(formatRecordedTime(c.time), c.text);
        EXPECT_EQ(parseRecordedTime(c.text), c.time) << c.text;
    }
    EXPECT_EQ(parseRecordedTime("0:04:58.0"), RecordedTime(seconds(298)));
}

TEST(RecordedTime, ATimeNotInTheFormHMMSSIsRefused) {
    for (const char* text :
         {"",         "4:58",       "0:4:58",    "0:04:5",    "0:04:60",       "0:60:00",  "00:04:58",     "01:00:00",
          "0:04:58.", "0:04:58.12", "0:04:58,5", "0:04:58.x", "-0:04:58",      "+0:04:58", "100000:00:00", "0:04:58 ",
          " 0:04:58", "0:04:58:00", "0::04:58",  "a:04:58",   "0:04:5\xd9\xa3"})
        EXPECT_FALSE(parseRecordedTime(text).has_value()) << text;
}

// ------------------------------------------------------------- the clocks

// 300+5, South to move.
//
//       0  start            S* 5:00     N  5:00
//    4000  South moves      S  5:00 - 4 s + 5 s = 5:01     N* 5:00
//    9500  North moves      S* 5:01     N  5:00 - 5.5 s + 5 s = 4:59.5
TEST(GameClock, AMoveChargesTheMoverItsTimeAddsTheIncrementAndStartsTheOtherClock) {
    GameClock clock(kBlitz, Side::South);
    EXPECT_FALSE(clock.running());
    clock.start(milliseconds(0));
    EXPECT_TRUE(clock.running());
    EXPECT_EQ(clock.remaining(Side::South, milliseconds(1500)), milliseconds(298500));
    EXPECT_EQ(clock.moved(milliseconds(4000)), milliseconds(301000));
    EXPECT_EQ(clock.toMove(), Side::North);
    EXPECT_TRUE(clock.running());
    EXPECT_EQ(clock.moved(milliseconds(9500)), milliseconds(299500));
    EXPECT_EQ(clock.toMove(), Side::South);
    EXPECT_EQ(clock.remaining(Side::South, milliseconds(9500)), milliseconds(301000));
    EXPECT_EQ(clock.remaining(Side::North, milliseconds(9500)), milliseconds(299500));
}

// The side not to move keeps its time, however long the other thinks.
//
//       0  start            S* 5:00   N 5:00
//  100000  (South thinks)   S* 3:20   N 5:00
// Kalah's another turn: the mover moves again, its own clock still runs.
//  5+2   S* 5:00  N 5:00
//    4000  South sows into its store   S* 5:00 - 4 s + 2 s = 4:58, South again
//    6000  South moves                 S  4:58 - 2 s + 2 s = 4:58, N* runs
TEST(GameClock, AnotherTurnKeepsTheMoversClockRunning) {
    GameClock clock({seconds(300), seconds(2)}, Side::South);
    clock.start(milliseconds(0));
    EXPECT_EQ(clock.moved(milliseconds(4000), Side::South), milliseconds(298000));
    EXPECT_EQ(clock.toMove(), Side::South);
    EXPECT_TRUE(clock.running());
    EXPECT_EQ(clock.remaining(Side::South, milliseconds(5000)), milliseconds(297000));
    EXPECT_EQ(clock.moved(milliseconds(6000), Side::North), milliseconds(298000));
    EXPECT_EQ(clock.toMove(), Side::North);
    EXPECT_EQ(clock.remaining(Side::North, milliseconds(7000)), milliseconds(299000));
}

TEST(GameClock, TheWaitingSidesTimeIsFrozen) {
    GameClock clock(kBlitz, Side::South);
    clock.start(milliseconds(0));
    for (int t = 0; t <= 100000; t += 25000)
        EXPECT_EQ(clock.remaining(Side::North, milliseconds(t)), minutes(5));
    EXPECT_EQ(clock.remaining(Side::South, milliseconds(100000)), milliseconds(200000));
}

// Time is charged only between start and pause or moved: the caller pauses
// while a move is animated and while the game is paused.
//
//       0  start            S* 5:00   N 5:00
//    2000  pause            S  4:58
//   60000  start            S* 4:58   (the 58 s paused are not charged)
//   61000  South moves      S  4:57 + 5 = 5:02
//   61000  pause (animation); 65000 start: North's 4 s are not charged
//   66000  North moves      N  5:00 - 1 + 5 = 5:04
TEST(GameClock, PausedTimeIsNotCharged) {
    GameClock clock(kBlitz, Side::South);
    clock.start(milliseconds(0));
    clock.pause(milliseconds(2000));
    EXPECT_FALSE(clock.running());
    EXPECT_EQ(clock.remaining(Side::South, milliseconds(60000)), milliseconds(298000));
    EXPECT_EQ(clock.untilFlag(milliseconds(60000)), std::nullopt);
    clock.start(milliseconds(60000));
    EXPECT_EQ(clock.moved(milliseconds(61000)), milliseconds(302000));
    clock.pause(milliseconds(61000));
    clock.start(milliseconds(65000));
    EXPECT_EQ(clock.moved(milliseconds(66000)), milliseconds(304000));
}

// A move made while the clock is stopped charges nothing, adds the
// increment, passes the turn, and leaves the clock stopped.
TEST(GameClock, AMoveWhileStoppedAddsTheIncrementAndStaysStopped) {
    GameClock clock(kBlitz, Side::North);
    EXPECT_EQ(clock.moved(milliseconds(7000)), milliseconds(305000));
    EXPECT_EQ(clock.toMove(), Side::South);
    EXPECT_FALSE(clock.running());
    EXPECT_EQ(clock.remaining(Side::South, milliseconds(90000)), minutes(5));
}

// 1+0, South to move: the flag falls when the time left reaches exactly 0.
//
//       0  start            S* 0:01.000
//     999                   S* 0:00.001   no flag
//    1000                   S  0:00.000   South's flag falls
TEST(GameClock, TheFlagFallsWhenTheTimeLeftReachesExactlyZero) {
    GameClock clock({seconds(1), seconds(0)}, Side::South);
    clock.start(milliseconds(0));
    EXPECT_EQ(clock.untilFlag(milliseconds(0)), seconds(1));
    EXPECT_EQ(clock.untilFlag(milliseconds(999)), milliseconds(1));
    EXPECT_EQ(clock.flagged(milliseconds(999)), std::nullopt);
    EXPECT_TRUE(clock.running());
    EXPECT_EQ(clock.flagged(milliseconds(1000)), Side::South);
    EXPECT_FALSE(clock.running());
    EXPECT_EQ(clock.remaining(Side::South, milliseconds(1000)), milliseconds(0));
    EXPECT_EQ(clock.remaining(Side::North, milliseconds(1000)), seconds(1));
    EXPECT_EQ(clock.untilFlag(milliseconds(1000)), std::nullopt);
}

// A flag that has fallen stays fallen: a late move gets no increment and does
// not pass the turn, the clock does not start again.
//
//       0  start            S* 0:01   (1+5)
//    1500  South moves      too late: South's flag fell at 1000
//    2000  start            nothing
TEST(GameClock, AFallenFlagIsNeverRevivedByAnIncrement) {
    GameClock clock({seconds(1), seconds(5)}, Side::South);
    clock.start(milliseconds(0));
    EXPECT_EQ(clock.remaining(Side::South, milliseconds(1500)), milliseconds(0));
    EXPECT_EQ(clock.untilFlag(milliseconds(1500)), milliseconds(0));
    EXPECT_EQ(clock.moved(milliseconds(1500)), std::nullopt);
    EXPECT_EQ(clock.toMove(), Side::South);
    EXPECT_EQ(clock.remaining(Side::South, milliseconds(1500)), milliseconds(0));
    clock.start(milliseconds(2000));
    EXPECT_FALSE(clock.running());
    EXPECT_EQ(clock.moved(milliseconds(3000)), std::nullopt);
    EXPECT_EQ(clock.remaining(Side::South, milliseconds(9000)), milliseconds(0));
    EXPECT_EQ(clock.remaining(Side::North, milliseconds(9000)), seconds(1));
    EXPECT_EQ(clock.flagged(milliseconds(9000)), Side::South);
    EXPECT_EQ(winnerOnTime(Side::South), Winner::North); // whatever the seeds
    EXPECT_EQ(winnerOnTime(Side::North), Winner::South);
}

// A move at the very moment the time runs out comes too late; one a
// millisecond before is in time.
TEST(GameClock, AMoveWhenTheTimeReachesZeroComesTooLate) {
    GameClock late({seconds(2), seconds(1)}, Side::North);
    late.start(milliseconds(100));
    EXPECT_EQ(late.moved(milliseconds(2100)), std::nullopt);
    EXPECT_EQ(late.flagged(milliseconds(2100)), Side::North);

    GameClock inTime({seconds(2), seconds(1)}, Side::North);
    inTime.start(milliseconds(100));
    EXPECT_EQ(inTime.moved(milliseconds(2099)), milliseconds(1001));
    EXPECT_EQ(inTime.flagged(milliseconds(2099)), std::nullopt);
}

// A pause after the time ran out records the fall at the moment it happened.
TEST(GameClock, APauseAfterTheTimeRanOutRecordsTheFall) {
    GameClock clock({seconds(3), seconds(0)}, Side::South);
    clock.start(milliseconds(0));
    clock.pause(milliseconds(5000));
    EXPECT_EQ(clock.flagged(milliseconds(5000)), Side::South);
    EXPECT_EQ(clock.remaining(Side::South, milliseconds(5000)), milliseconds(0));
}

// Only the side to move loses on time: the waiting side never flags, even
// with no time left, until it is its turn.
//
//  reopened: S 0:00 (its last move left it none), N* 0:10, North to move
//       0  start            N* 0:10
//    3000  North moves      S  0:00 to move: its flag falls at once
TEST(GameClock, OnlyTheSideToMoveFlagsAndAtOnceWithNoTimeLeft) {
    GameClock clock({seconds(10), seconds(0)}, Side::North, {milliseconds(0), seconds(10)});
    EXPECT_EQ(clock.flagged(milliseconds(0)), std::nullopt);
    clock.start(milliseconds(0));
    EXPECT_EQ(clock.flagged(milliseconds(2000)), std::nullopt);
    EXPECT_EQ(clock.moved(milliseconds(3000)), milliseconds(7000));
    EXPECT_EQ(clock.flagged(milliseconds(3000)), Side::South);
    EXPECT_FALSE(clock.running());

    const GameClock lost({seconds(10), seconds(0)}, Side::South, {milliseconds(0), seconds(4)});
    GameClock copy = lost;
    EXPECT_EQ(copy.flagged(milliseconds(0)), Side::South);
}

// A reopened game goes on from each side's time left.
TEST(GameClock, AReopenedClockGoesOnFromTheTimesLeft) {
    GameClock clock(kBlitz, Side::North, {milliseconds(123400), milliseconds(45600)});
    EXPECT_EQ(clock.remaining(Side::South, milliseconds(0)), milliseconds(123400));
    clock.start(milliseconds(1000));
    EXPECT_EQ(clock.untilFlag(milliseconds(1000)), milliseconds(45600));
    EXPECT_EQ(clock.moved(milliseconds(11000)), milliseconds(40600));
    EXPECT_EQ(clock.untilFlag(milliseconds(11000)), milliseconds(123400));
}

// Timestamps are the caller's; one that goes back counts as no time passing.
TEST(GameClock, ATimestampThatGoesBackChargesNothing) {
    GameClock clock(kBlitz, Side::South);
    clock.start(milliseconds(10000));
    EXPECT_EQ(clock.remaining(Side::South, milliseconds(5000)), minutes(5));
    EXPECT_EQ(clock.moved(milliseconds(5000)), milliseconds(305000));
    EXPECT_EQ(clock.remaining(Side::North, milliseconds(12000)), milliseconds(298000));
}

// A whole game on a fake clock: South and North alternate, each move
// animated for 700 ms with the clock paused; the times recorded are what
// moved() returns, and the last one is North's fall.
TEST(GameClock, AGameOnAFakeClockUsesOnlyTheThinkingTime) {
    GameClock clock({seconds(10), seconds(1)}, Side::South);
    const std::vector<int> thinking{1500, 3000, 2500, 4000, 2000, 6000, 1000, 9000};
    milliseconds now(0);
    std::vector<milliseconds> left;
    clock.start(now);
    for (int ms : thinking) {
        now += milliseconds(ms);
        const std::optional<milliseconds> after = clock.moved(now);
        if (!after)
            break;
        left.push_back(*after);
        clock.pause(now);
        now += milliseconds(700); // the animation
        clock.start(now);
    }
    // South: 10 - 1.5 + 1 = 9.5, - 2.5 + 1 = 8, - 2 + 1 = 7.
    // North: 10 - 3 + 1 = 8, - 4 + 1 = 5, - 6: its flag falls.
    const std::vector<milliseconds> expected{milliseconds(9500), milliseconds(8000), milliseconds(8000),
                                             milliseconds(5000), milliseconds(7000)};
    EXPECT_EQ(left, expected);
    EXPECT_EQ(clock.flagged(now), Side::North);
    EXPECT_EQ(clock.remaining(Side::South, now), milliseconds(7000));
}

// ----------------------------------------------------------- thinking time

TEST(ThinkingTime, TheBudgetIsAlwaysBelowTheTimeLeftAndAtMostAQuarterOfIt) {
    for (milliseconds inc : std::vector<milliseconds>{milliseconds(0), seconds(1), seconds(5), seconds(30), hours(1)})
        for (std::int64_t r = 1; r <= 20000; ++r) {
            const milliseconds remaining(r);
            const milliseconds budget = thinkingTime(remaining, inc);
            ASSERT_LT(budget, remaining) << r;
            ASSERT_LE(budget, remaining / 4) << r;
            ASSERT_LE(budget, std::max(remaining - kThinkingMargin, milliseconds(0))) << r;
            ASSERT_GE(budget, milliseconds(0)) << r;
        }
    EXPECT_EQ(thinkingTime(milliseconds(0), seconds(5)), milliseconds(0));
    EXPECT_EQ(thinkingTime(milliseconds(-40), seconds(5)), milliseconds(0));
}

TEST(ThinkingTime, TheBudgetNeverShrinksAsTheTimeLeftOrTheIncrementGrows) {
    for (milliseconds inc : std::vector<milliseconds>{milliseconds(0), seconds(2), seconds(10), hours(1)}) {
        milliseconds before(0);
        for (std::int64_t r = 0; r <= 30000; ++r) {
            const milliseconds budget = thinkingTime(milliseconds(r), inc);
            ASSERT_GE(budget, before) << r;
            before = budget;
        }
        for (std::int64_t r = 30000; r <= 24 * 3600 * 1000; r += 7919) {
            const milliseconds budget = thinkingTime(milliseconds(r), inc);
            ASSERT_GE(budget, before) << r;
            before = budget;
        }
    }
    for (std::int64_t r : {300, 5000, 60000, 300000}) {
        milliseconds before(0);
        for (std::int64_t inc = 0; inc <= 60000; inc += 250) {
            const milliseconds budget = thinkingTime(milliseconds(r), milliseconds(inc));
            ASSERT_GE(budget, before) << r << " " << inc;
            before = budget;
        }
    }
}

// With time to spare the budget is remaining/30 + 3/4 of the increment, at
// least the floor.
TEST(ThinkingTime, WithTimeToSpareTheBudgetIsAThirtiethAndThreeQuartersOfTheIncrement) {
    EXPECT_EQ(thinkingTime(minutes(5), seconds(0)), seconds(10));
    EXPECT_EQ(thinkingTime(minutes(5), seconds(4)), seconds(13));
    EXPECT_EQ(thinkingTime(seconds(3), seconds(0)), milliseconds(100));
    EXPECT_EQ(thinkingTime(milliseconds(450), seconds(0)), kThinkingFloor);
    // A large increment is held to a quarter of the time left.
    EXPECT_EQ(thinkingTime(seconds(8), seconds(30)), seconds(2));
}

} // namespace
} // namespace mancala
