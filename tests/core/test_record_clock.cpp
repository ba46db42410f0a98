// Records of games on the clock (docs/record-format.md, "Games on the
// clock"): the TimeControl tag, the time left after each move in its
// {[%clk H:MM:SS]} comment, a game lost on time (Reason "time"), each written,
// read back and refused with its reason; and the clocks of a reopened game.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/record_helpers.hpp"

namespace mancala {
namespace {

using namespace record_test;
using std::chrono::milliseconds;
using std::chrono::minutes;
using std::chrono::seconds;

constexpr TimeControl kBlitz{minutes(5), seconds(5)}; // 300+5

// Tihbat, 300+5. The boards after 1. b1 a2 (South to move) and 2. a1
// (North to move), nothing captured:
//
//        a   b                a   b
//   2    3  11  North    2    5  13  North
//   1   10   4  South    1    3   7  South
std::string tihbatOnTheClock(std::string_view result, std::string_view moreTags, std::string_view moves) {
    return "[Game \"tihbat\"]\n[South \"S\"]\n[North \"N\"]\n[Date \"2026.12.05\"]\n[Result \"" + std::string(result) +
           "\"]\n" + std::string(moreTags) + "\n" + std::string(moves) + "\n";
}
const std::string kTimeControlTag = "[TimeControl \"300+5\"]\n";

// A random game of `g` on 300+5, every third move without a time: the times
// left go down by a tenth of a second a move, plus the increment.
Record randomRecordOnTheClock(GameId g, std::uint64_t seed) {
    Record record = makeRecord(randomGame(g, seed), "S", "N", "2026.12.05");
    record.timeControl = kBlitz;
    for (std::size_t i = 0; i < record.moves.size(); ++i)
        if (i % 3 == 2)
            record.clocks.emplace_back();
        else
            record.clocks.emplace_back(minutes(5) - RecordedTime(static_cast<std::int64_t>(i) + 1));
    return record;
}

// ------------------------------------------------------------ round trips

TEST(RecordClock, TimesLeftAreWrittenAfterTheirMovesAndReadBack) {
    for (GameId g : kAllGames)
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            const Record record = randomRecordOnTheClock(g, seed);
            ASSERT_EQ(recordWriteError(record), RecordWriteError::None);
            const std::string text = writeRecord(record);
            EXPECT_NE(text.find("[TimeControl \"300+5\"]\n"), std::string::npos) << text;
            EXPECT_NE(text.find(" {[%clk 0:04:59.9]}"), std::string::npos) << text;
            const RecordParseResult read = parseRecord(text);
            ASSERT_TRUE(read.ok()) << text << read.error.line << ":" << read.error.column;
            EXPECT_EQ(read.record, record);
            EXPECT_EQ(writeRecord(read.record), text);
        }
}

TEST(RecordClock, TheWriterPutsEachTimeRightAfterItsMove) {
    Record record = makeRecord(playMoves(GameId::Tihbat, {"b1", "a2", "a1"}), "S", "N", "2026.12.05");
    record.timeControl = kBlitz;
    record.clocks = {RecordedTime(seconds(298)), RecordedTime(2995), std::nullopt};
    const std::string text = writeRecord(record);
    EXPECT_NE(text.find("[Result \"*\"]\n[Totals \"0-0\"]\n[TimeControl \"300+5\"]\n\n"), std::string::npos) << text;
    EXPECT_NE(text.find("\n1. b1 {[%clk 0:04:58]} a2 {[%clk 0:04:59.5]} 2. a1 *\n"), std::string::npos) << text;
}

// A clock comment may have blanks inside, and other comments may stand
// between the move and its time.
TEST(RecordClock, AClockCommentMayHaveBlanksAndOtherCommentsBeforeIt) {
    const std::string text =
        tihbatOnTheClock("*", kTimeControlTag, "1. b1 {a good start} ; a line\n{ [%clk\t0:04:58 ]\n} a2 *");
    const RecordParseResult read = parseRecord(text);
    ASSERT_TRUE(read.ok()) << read.error.line << ":" << read.error.column;
    const std::vector<std::optional<RecordedTime>> clocks{RecordedTime(seconds(298)), std::nullopt};
    EXPECT_EQ(read.record.clocks, clocks);
    EXPECT_EQ(read.record.timeControl, kBlitz);
    // Without a time control a record has no clocks at all.
    const RecordParseResult plain = parseRecord(tihbatOnTheClock("*", "", "1. b1 a2 *"));
    ASSERT_TRUE(plain.ok());
    EXPECT_TRUE(plain.record.clocks.empty());
    EXPECT_FALSE(plain.record.timeControl.has_value());
}

// ---------------------------------------------------------- the tag's value

TEST(RecordClock, ATimeControlThatIsNotBasePlusIncrementInSecondsIsRefused) {
    for (const char* value : {"300", "0+5", "300+05", "5:00+5", "86401+0", "300+3601", "-1+0", "300+5 "}) {
        const std::string text = tihbatOnTheClock("*", "[TimeControl \"" + std::string(value) + "\"]\n", "*");
        const RecordParseResult r = expectError(text, RecordError::BadTimeControl, 6, 14);
        EXPECT_EQ(r.error.token, value);
    }
}

// ------------------------------------------------------- the clock comments

TEST(RecordClock, AClockCommentThatIsNotATimeLeftIsRefused) {
    for (const char* comment :
         {"{[%clk 4:58]}", "{[%clk 0:04:58] good}", "{good [%clk 0:04:58]}", "{[%clk0:04:58]}", "{[%clk 0:04:58}",
          "{[%clk]}", "{[%clk 0:04:58.25]}", "{[%clk -0:00:01]}", "{[%clk 0:04:58] [%clk 0:04:57]}"}) {
        const std::string text = tihbatOnTheClock("*", kTimeControlTag, "1. b1 " + std::string(comment) + " a2 *");
        const RecordParseResult r = expectError(text, RecordError::BadClock, 8, 7);
        EXPECT_EQ(r.error.token, comment);
    }
}

TEST(RecordClock, AClockCommentMustFollowAMoveOfItsOwn) {
    const std::string clock = "{[%clk 0:04:58]}";
    const struct {
        std::string moves;
        int column;
    } cases[] = {
        {clock + " 1. b1 *", 1},                     // before the first move
        {"1. " + clock + " b1 *", 4},                // after a move number
        {"1. b1 " + clock + " " + clock + " *", 24}, // a second one after the same move
        {"1. b1 a2 * " + clock, 12},                 // after the result
    };
    for (const auto& c : cases)
        expectError(tihbatOnTheClock("*", kTimeControlTag, c.moves), RecordError::MisplacedClock, 8, c.column);
    // In the tag section.
    expectError(tihbatOnTheClock("*", clock + "\n" + kTimeControlTag, "*"), RecordError::MisplacedClock, 6, 1);
}

TEST(RecordClock, AClockCommentNeedsATimeControl) {
    const RecordParseResult r =
        expectError(tihbatOnTheClock("*", "", "1. b1 {[%clk 0:04:58]} a2 *"), RecordError::NoTimeControl, 7, 7);
    EXPECT_EQ(r.error.token, "{[%clk 0:04:58]}");
    // Other comments are still skipped, "%clk" without its bracket too.
    EXPECT_TRUE(parseRecord(tihbatOnTheClock("*", "", "1. b1 {%clk 0:04:58} a2 ; [%clk 0:04:58]\n*")).ok());
}

// 300+5: South has at most 5:05 after its first move, and after that at most
// its last time left plus 5 s a move.
TEST(RecordClock, ATimeLeftOverWhatThePlayerCouldHaveIsRefused) {
    EXPECT_TRUE(parseRecord(tihbatOnTheClock("*", kTimeControlTag, "1. b1 {[%clk 0:05:05]} *")).ok());
    RecordParseResult r = expectError(tihbatOnTheClock("*", kTimeControlTag, "1. b1 {[%clk 0:05:05.1]} *"),
                                      RecordError::ImpossibleClock, 8, 7);
    EXPECT_EQ(r.error.expected, "0:05:05");
    EXPECT_EQ(r.error.ply, 1);
    // North's times do not count for South: 4:00, then 4:05 at most.
    const std::string moves = "1. b1 {[%clk 0:04:00]} a2 {[%clk 0:05:05]} 2. a1 ";
    EXPECT_TRUE(parseRecord(tihbatOnTheClock("*", kTimeControlTag, moves + "{[%clk 0:04:05]} *")).ok());
    r = expectError(tihbatOnTheClock("*", kTimeControlTag, moves + "{[%clk 0:04:05.1]} *"),
                    RecordError::ImpossibleClock, 8, 50);
    EXPECT_EQ(r.error.expected, "0:04:05");
    EXPECT_EQ(r.error.ply, 3);
    // A move without a time still earns its increment: 4:00 + 5 + 5.
    EXPECT_TRUE(parseRecord(tihbatOnTheClock("*", kTimeControlTag,
                                             "1. b1 {[%clk 0:04:00]} a2 2. a1 a2 3. b1 {[%clk 0:04:10]} *"))
                    .ok());
}

// ------------------------------------------------------------ loss on time

// After 1. b1 a2 South is to move: its flag fell, North wins.
TEST(RecordClock, AGameLostOnTimeNamesTheSideNotToMoveAsWinner) {
    const std::string text =
        tihbatOnTheClock("north", "[Reason \"time\"]\n" + kTimeControlTag, "1. b1 {[%clk 0:00:02]} a2 north");
    const RecordParseResult read = parseRecord(text);
    ASSERT_TRUE(read.ok()) << read.error.line << ":" << read.error.column;
    EXPECT_TRUE(read.record.flagFell);
    EXPECT_EQ(recordWinner(read.record), Winner::North);
    EXPECT_FALSE(replayRecord(read.record).over()); // the rules have not ended it
    const std::string written = writeRecord(read.record);
    EXPECT_NE(written.find("[Result \"north\"]\n[Totals \"0-0\"]\n[Reason \"time\"]\n[TimeControl \"300+5\"]\n"),
              std::string::npos)
        << written;
    EXPECT_NE(written.find("\n1. b1 {[%clk 0:00:02]} a2 north\n"), std::string::npos) << written;
    EXPECT_EQ(parseRecord(written).record, read.record);
}

TEST(RecordClock, ALossOnTimeWhoseResultIsNotTheOtherSideIsRefused) {
    for (const char* result : {"south", "draw", "*"}) {
        const RecordParseResult r = expectError(
            tihbatOnTheClock(result, "[Reason \"time\"]\n" + kTimeControlTag, "1. b1 a2 " + std::string(result)),
            RecordError::ResultMismatch, 5, 9);
        EXPECT_EQ(r.error.expected, "north");
    }
}

// The sample game ends by repetition after 4. a1 a2: no flag can fall then.
TEST(RecordClock, ALossOnTimeInAGameTheRulesHaveEndedIsRefused) {
    const RecordParseResult r = expectError(
        tihbatOnTheClock("north", "[Reason \"time\"]\n" + kTimeControlTag, "1. b1 a2 2. a1 a2 3. b1 a2 4. a1 a2 north"),
        RecordError::ReasonMismatch, 6, 9);
    EXPECT_EQ(r.error.expected, "repetition");
}

TEST(RecordClock, ALossOnTimeNeedsATimeControl) {
    expectError(tihbatOnTheClock("north", "[Reason \"time\"]\n", "1. b1 a2 north"), RecordError::NoTimeControl, 6, 9);
    // Nor is a result other than the game's enough without the Reason.
    expectError(tihbatOnTheClock("north", kTimeControlTag, "1. b1 a2 north"), RecordError::ResultMismatch, 5, 9);
}

// ------------------------------------------------------------------ writer

TEST(RecordClock, TheWriterRefusesWhatWouldNotReadBack) {
    Record record = makeRecord(playMoves(GameId::Tihbat, {"b1", "a2"}), "S", "N", "2026.12.05");
    const auto refused = [&](const Record& r, RecordWriteError why) {
        EXPECT_EQ(recordWriteError(r), why);
        EXPECT_THROW(writeRecord(r), std::invalid_argument);
    };
    Record r = record;
    r.clocks = {std::nullopt, std::nullopt};
    refused(r, RecordWriteError::NoTimeControl);
    r = record;
    r.flagFell = true;
    refused(r, RecordWriteError::NoTimeControl);
    r = record;
    r.timeControl = TimeControl{milliseconds(300500), seconds(5)};
    r.clocks = {std::nullopt, std::nullopt};
    refused(r, RecordWriteError::BadTimeControl);
    r.timeControl = kBlitz;
    r.clocks = {std::nullopt};
    refused(r, RecordWriteError::BadClock); // not one a move
    r.clocks = {RecordedTime(-1), std::nullopt};
    refused(r, RecordWriteError::BadClock);
    r.clocks = {std::nullopt, RecordedTime(seconds(306))};
    refused(r, RecordWriteError::BadClock); // North has at most 5:05
    r.clocks = {std::nullopt, RecordedTime(seconds(305))};
    EXPECT_EQ(recordWriteError(r), RecordWriteError::None);

    Record over =
        makeRecord(playMoves(GameId::Tihbat, {"b1", "a2", "a1", "a2", "b1", "a2", "a1", "a2"}), "S", "N", "2026.12.05");
    ASSERT_TRUE(replayRecord(over).over());
    over.timeControl = kBlitz;
    over.clocks.assign(over.moves.size(), std::nullopt);
    over.flagFell = true;
    refused(over, RecordWriteError::BadTimeLoss);
}

// --------------------------------------------------------- reopening a game

TEST(RecordClock, AReopenedGameResumesEachSidesLastRecordedTime) {
    Record record = makeRecord(playMoves(GameId::Tihbat, {"b1", "a2", "a1"}), "S", "N", "2026.12.05");
    EXPECT_EQ(resumeClock(record), std::nullopt);
    record.timeControl = kBlitz;
    record.clocks = {RecordedTime(2500), std::nullopt, std::nullopt};
    std::optional<GameClock> clock = resumeClock(record);
    ASSERT_TRUE(clock.has_value());
    EXPECT_EQ(clock->toMove(), Side::North);
    EXPECT_FALSE(clock->running());
    EXPECT_EQ(clock->remaining(Side::South, milliseconds(0)), milliseconds(250000)); // its time after b1
    EXPECT_EQ(clock->remaining(Side::North, milliseconds(0)), minutes(5));           // none recorded: the base
    EXPECT_EQ(clock->flagged(milliseconds(0)), std::nullopt);

    record.flagFell = true;
    clock = resumeClock(record);
    ASSERT_TRUE(clock.has_value());
    EXPECT_EQ(clock->flagged(milliseconds(0)), Side::North);
    EXPECT_EQ(recordWinner(record), Winner::South);
}

// A game played on a fake clock and recorded: the record keeps the times the
// clock gave, cut to tenths, and the game reopens with them.
TEST(RecordClock, AGamePlayedOnTheClockIsRecordedAndReopenedWithItsTimes) {
    Game game(rulesFor(GameId::Tihbat));
    GameClock clock({seconds(60), seconds(2)}, Side::South);
    Record record;
    const std::vector<std::pair<const char*, int>> moves{{"b1", 1234}, {"a2", 5678}, {"a1", 9999}};
    milliseconds now(0);
    clock.start(now);
    std::vector<std::optional<RecordedTime>> clocks;
    for (const auto& [move, thinking] : moves) {
        now += milliseconds(thinking);
        ASSERT_EQ(game.play(*parseMove(game.rules(), move)), IllegalReason::None);
        const std::optional<milliseconds> left = clock.moved(now);
        ASSERT_TRUE(left.has_value());
        clocks.emplace_back(std::chrono::floor<RecordedTime>(*left));
    }
    record = makeRecord(game, "S", "N", "2026.12.05");
    record.timeControl = clock.control();
    record.clocks = clocks;
    const std::string text = writeRecord(record);
    // South: 60 - 1.234 + 2 = 60.766, then - 9.999 + 2 = 52.767; North: 60 - 5.678 + 2 = 56.322.
    EXPECT_NE(text.find("1. b1 {[%clk 0:01:00.7]} a2 {[%clk 0:00:56.3]} 2. a1 {[%clk 0:00:52.7]} *"), std::string::npos)
        << text;
    const RecordParseResult read = parseRecord(text);
    ASSERT_TRUE(read.ok());
    const std::optional<GameClock> reopened = resumeClock(read.record);
    ASSERT_TRUE(reopened.has_value());
    EXPECT_EQ(reopened->remaining(Side::South, milliseconds(0)), milliseconds(52700));
    EXPECT_EQ(reopened->remaining(Side::North, milliseconds(0)), milliseconds(56300));
    EXPECT_EQ(reopened->toMove(), Side::North);
}

} // namespace
} // namespace mancala
