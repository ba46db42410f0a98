// Reading game records (docs/record-format.md): the reader's leniencies, and
// every error with its line and column. Writing is test_record_write.cpp's,
// hostile input test_record_hostile.cpp's.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "core/record_helpers.hpp"

namespace mancala {
namespace {

using namespace record_test;

// ----------------------------------------------------------- reader leniency

TEST(Record, ReaderAcceptsCommentsNumbersAndLayoutVariants) {
    const std::string text = "\xEF\xBB\xBF; a byte order mark, then a comment line\r\n"
                             "[Date \"2026.11.??\"] [North\t\"N\"]\r\n"
                             "  [ South  \"S\" ]   [Game \"djenon-aboure\"]\r\n"
                             "[Result \"*\"]{tags may carry comments}[Round \"2\"]\r\n"
                             "1.c1 {four laps} 1... d2 ; North answers\r\n"
                             "d1\tb2 3. a1{no space}*\r\n";
    const RecordParseResult parsed = parseRecord(text);
    ASSERT_TRUE(parsed.ok()) << parsed.error.line << ":" << parsed.error.column;
    const Rules& rules = rulesFor(GameId::DjenonAboure);
    Record expected;
    expected.game = GameId::DjenonAboure;
    expected.south = "S";
    expected.north = "N";
    expected.date = "2026.11.??";
    expected.tags = {{"Round", "2"}};
    for (const char* m : {"c1", "d2", "d1", "b2", "a1"})
        expected.moves.push_back(*parseMove(rules, m));
    EXPECT_EQ(parsed.record, expected);
}

TEST(Record, BaoMovesMayGiveOnlyTheSourceHole) {
    const std::string text = "[Game \"bao-la-kimasai\"]\n[South \"S\"]\n[North \"N\"]\n[Date \"2026.11.29\"]\n"
                             "[Result \"*\"]\n[Totals \"2-2\"]\n\n1. a1 l4 2. b1-a1 *\n";
    const RecordParseResult parsed = parseRecord(text);
    ASSERT_TRUE(parsed.ok()) << parsed.error.line << ":" << parsed.error.column;
    const std::vector<Move> moves = {Move::step(0, 1), Move::step(47, 46), Move::step(4, 0)};
    EXPECT_EQ(parsed.record.moves, moves);
    EXPECT_NE(writeRecord(parsed.record).find("1. a1-a2 l4-l3 2. b1-a1 *"), std::string::npos);
}

// ------------------------------------------------------------------- errors

TEST(Record, EmptyTextIsNoRecord) {
    expectError("", RecordError::Empty, 1, 1);
    expectError("  \n; only a comment\n{and another}\n", RecordError::Empty, 4, 1);
}

TEST(Record, TruncatedRecordMissesItsResult) {
    const std::string text = kHeader + "[Result \"*\"]\n\n1. c1 d2 2. e1";
    const RecordParseResult r = expectError(text, RecordError::MissingResult, 7, 15);
    EXPECT_EQ(r.error.expected, "*");
    EXPECT_EQ(r.record.moves.size(), 3u); // what was read before the error
    // Cut inside the tag section: the tags are there, the moves and result are not.
    expectError(kHeader + "[Result \"*\"]\n", RecordError::MissingResult, 6, 1);
    // Cut inside a tag value.
    expectError("[Game \"ayo", RecordError::UnterminatedString, 1, 7);
}

TEST(Record, UnknownGameIsRejected) {
    const RecordParseResult r = expectError("[Game \"chess\"]\n", RecordError::UnknownGame, 1, 7);
    EXPECT_EQ(r.error.token, "chess");
    expectError("[Game \"Ayoayo\"]\n", RecordError::UnknownGame, 1, 7);        // ids are lower case
    expectError("\xEF\xBB\xBF[Game \"x\"]\n", RecordError::UnknownGame, 1, 7); // a byte order mark takes no column
}

TEST(Record, EveryRequiredTagMustBePresent) {
    const std::vector<std::string> lines = {"[Game \"ayoayo\"]", "[South \"S\"]", "[North \"N\"]",
                                            "[Date \"2026.11.29\"]", "[Result \"*\"]"};
    const char* names[] = {"Game", "South", "North", "Date", "Result"};
    for (std::size_t skip = 0; skip < lines.size(); ++skip) {
        std::string text;
        for (std::size_t i = 0; i < lines.size(); ++i)
            if (i != skip)
                text += lines[i] + "\n";
        text += "\n1. c1 *\n";
        const RecordParseResult r = expectError(text, RecordError::MissingTag, 6, 1);
        EXPECT_EQ(r.error.expected, names[skip]);
    }
}

TEST(Record, TagPairsMustBeWellFormed) {
    RecordParseResult r = expectError("[Game ayoayo]\n", RecordError::BadTagSyntax, 1, 7);
    EXPECT_EQ(r.error.expected, "\"");
    EXPECT_EQ(r.error.token, "a");
    r = expectError("[Game \"ayoayo\"\n", RecordError::BadTagSyntax, 1, 15);
    EXPECT_EQ(r.error.expected, "]");
    EXPECT_EQ(r.error.token, "");
    r = expectError("[Game \"ayoayo\" x]\n", RecordError::BadTagSyntax, 1, 16);
    EXPECT_EQ(r.error.token, "x");
    r = expectError("[ \"ayoayo\"]\n", RecordError::BadTagSyntax, 1, 3);
    EXPECT_EQ(r.error.expected, "tag name");
    r = expectError("[Game\n\"ayoayo\"]\n", RecordError::BadTagSyntax, 1, 6);
    EXPECT_EQ(r.error.expected, "\"");
    r = expectError("[1Game \"x\"]\n", RecordError::BadTagName, 1, 2);
    EXPECT_EQ(r.error.token, "1Game");
    expectError("[Gäme \"x\"]\n", RecordError::BadTagName, 1, 2);
    expectError("[Ga-me \"x\"]\n", RecordError::BadTagName, 1, 2);
    expectError("[" + std::string(kMaxTagNameBytes + 1, 'A') + " \"x\"]\n", RecordError::TagNameTooLong, 1, 2);
    expectError("[South \"" + std::string(kMaxTagValueBytes + 1, 'x') + "\"]\n", RecordError::TagValueTooLong, 1, 8);
    r = expectError("[South \"a\\nb\"]\n", RecordError::BadEscape, 1, 10);
    EXPECT_EQ(r.error.token, "\\n");
    expectError("[South \"a\\", RecordError::BadEscape, 1, 10);
    r = expectError("[South \"a\\ب\"]", RecordError::BadEscape, 1, 10);
    EXPECT_EQ(r.error.token, "\\ب"); // the whole character, never half of it
}

TEST(Record, TagValueOfTheMaximumLengthIsAccepted) {
    const std::string name(kMaxTagValueBytes - 1, 'x');
    const std::string text = "[Game \"tihbat\"]\n[South \"\\\"" + name +
                             "\"]\n[North \"\"]\n[Date \"2026.11.29\"]\n"
                             "[Result \"*\"]\n*\n";
    const RecordParseResult parsed = parseRecord(text);
    ASSERT_TRUE(parsed.ok());
    EXPECT_EQ(parsed.record.south, "\"" + name);
}

TEST(Record, UnterminatedStringAndCommentAreReportedWhereTheyOpen) {
    expectError(kHeader + "[Result \"*\n\"]\n*\n", RecordError::UnterminatedString, 5, 9);
    expectError(kHeader + "[Result \"*\"]\n1. c1 {never closed\nd2 *\n", RecordError::UnterminatedComment, 6, 7);
    expectError("{", RecordError::UnterminatedComment, 1, 1);
}

TEST(Record, TagsAreCountedAndUnique) {
    std::string text = kHeader;
    for (int i = 0; i <= kMaxOtherTags; ++i)
        text += "[T" + std::to_string(i) + " \"v\"]\n";
    expectError(text, RecordError::TooManyTags, 4 + kMaxOtherTags + 1, 1);
    RecordParseResult r = expectError(kHeader + "[South \"again\"]\n", RecordError::DuplicateTag, 5, 1);
    EXPECT_EQ(r.error.token, "South");
    // Columns count code points: the Urdu name is five of them (ten bytes).
    expectError("[South \"عائشہ\"] [South \"x\"]", RecordError::DuplicateTag, 1, 17);
}

TEST(Record, InformationalTagsMustBeWellFormed) {
    for (const char* date : {"2026-11-29", "2026.13.01", "2026.11.32", "2026.1?.01", "26.11.29", "2026.00.10"}) {
        const RecordParseResult r = expectError(std::string("[Date \"") + date + "\"]\n", RecordError::BadDate, 1, 7);
        EXPECT_EQ(r.error.token, date);
    }
    for (const char* date : {"2026.11.29", "????.??.??", "2026.??.??", "0001.01.31"}) {
        EXPECT_NE(parseRecord(std::string("[Date \"") + date + "\"]\n").error.code, RecordError::BadDate) << date;
    }
    expectError("[Result \"1-0\"]\n", RecordError::BadResult, 1, 9);
    expectError("[Result \"South\"]\n", RecordError::BadResult, 1, 9);
    expectError("[Totals \"30:18\"]\n", RecordError::BadTotals, 1, 9);
    expectError("[Totals \"-30-18\"]\n", RecordError::BadTotals, 1, 9);
    expectError("[Totals \"123456-1\"]\n", RecordError::BadTotals, 1, 9);
    expectError("[Totals \"30-\"]\n", RecordError::BadTotals, 1, 9);
    expectError("[Reason \"resigned\"]\n", RecordError::BadReason, 1, 9);
}

TEST(Record, TagAfterTheMovesIsAnError) {
    expectError(kHeader + "[Result \"*\"]\n1. c1 [Round \"1\"] *\n", RecordError::TagAfterMoves, 6, 7);
}

TEST(Record, MoveNumbersMustBeTheCurrentOnes) {
    RecordParseResult r = expectError(kHeader + "[Result \"*\"]\n2. c1 *\n", RecordError::BadMoveNumber, 6, 1);
    EXPECT_EQ(r.error.expected, "1.");
    EXPECT_EQ(r.error.ply, 1);
    r = expectError(kHeader + "[Result \"*\"]\n1. c1 1. d2 *\n", RecordError::BadMoveNumber, 6, 7);
    EXPECT_EQ(r.error.expected, "1...");
    EXPECT_EQ(r.error.ply, 2);
    r = expectError(kHeader + "[Result \"*\"]\n1... c1 *\n", RecordError::BadMoveNumber, 6, 1);
    EXPECT_EQ(r.error.expected, "1.");
    expectError(kHeader + "[Result \"*\"]\n1 c1 *\n", RecordError::BadMoveNumber, 6, 1);
    expectError(kHeader + "[Result \"*\"]\n99999999999999999999999. c1 *\n", RecordError::BadMoveNumber, 6, 1);
    // A game result in the PGN style is no result token here.
    expectError(kHeader + "[Result \"*\"]\n1. c1 1-0\n", RecordError::BadMoveNumber, 6, 7);
}

TEST(Record, UnreadableMoveNamesItsPlyAndTheLegalMoves) {
    RecordParseResult r = expectError(kHeader + "[Result \"*\"]\n1. c1 zz *\n", RecordError::BadMove, 6, 7);
    EXPECT_EQ(r.error.ply, 2);
    EXPECT_EQ(r.error.token, "zz");
    EXPECT_EQ(r.error.notation, NotationError::BadMove);
    Game game = playMoves(GameId::Ayoayo, {"c1"});
    MoveList legal;
    game.legalMoves(legal);
    ASSERT_EQ(r.error.legal.size(), legal.size());
    EXPECT_TRUE(std::equal(legal.begin(), legal.end(), r.error.legal.begin()));
    r = expectError(kHeader + "[Result \"*\"]\n1.a1-a2 *\n", RecordError::BadMove, 6, 3);
    EXPECT_EQ(r.error.notation, NotationError::NotAStep);
    EXPECT_EQ(r.error.ply, 1);
    r = expectError(kHeader + "[Result \"*\"]\n1. g1 *\n", RecordError::BadMove, 6, 4);
    EXPECT_EQ(r.error.notation, NotationError::NoSuchHole);
}

// Djenon-aboure after 1. a1 b2 (South 2, North 2 captured), South to move:
//        a  b  c  d  e  f
//   2    3  2  6  0  3  7
//   1    4  1  2  2  7  7
// b1 holds a single seed: it never moves.
TEST(Record, IllegalMoveNamesItsPlyMoveAndReason) {
    const std::string text = "[Game \"djenon-aboure\"]\n[South \"S\"]\n[North \"N\"]\n[Date \"2026.11.29\"]\n"
                             "[Result \"*\"]\n\n1. a1 b2\n2. b1 *\n";
    const RecordParseResult r = expectError(text, RecordError::IllegalMove, 8, 4);
    const Rules& rules = rulesFor(GameId::DjenonAboure);
    EXPECT_EQ(r.error.ply, 3);
    EXPECT_EQ(r.error.token, "b1");
    EXPECT_EQ(r.error.move, Move::sow(*parseHole(rules, "b1")));
    EXPECT_EQ(r.error.illegal, IllegalReason::Singleton);
    const Game before = playMoves(GameId::DjenonAboure, {"a1", "b2"});
    Position expected;
    expected.board = {4, 3, 1, 2, 2, 6, 2, 0, 7, 3, 7, 7}; // a1 a2 b1 b2 ... f1 f2
    expected.totals = {2, 2};
    expected.toMove = Side::South;
    EXPECT_EQ(before.position(), expected);
    MoveList legal;
    before.legalMoves(legal);
    ASSERT_EQ(r.error.legal.size(), legal.size());
    EXPECT_TRUE(std::equal(legal.begin(), legal.end(), r.error.legal.begin()));
    EXPECT_EQ(r.record.moves, before.moves());
}

TEST(Record, MoveAfterTheEndIsIllegal) {
    const Game game = randomGame(GameId::Tihbat, 3);
    std::string text = writeRecord(makeRecord(game, "S", "N", "2026.11.29"));
    text.insert(text.rfind(resultToken(game.position().winner)), "a1 ");
    const RecordParseResult r = parseRecord(text);
    ASSERT_EQ(r.error.code, RecordError::IllegalMove);
    EXPECT_EQ(r.error.illegal, IllegalReason::GameOver);
    EXPECT_EQ(r.error.ply, game.ply() + 1);
    EXPECT_TRUE(r.error.legal.empty());
    expectSensibleError(text, r);
}

TEST(Record, ResultMustMatchTheTagAndTheGame) {
    // The result token differs from the tag.
    RecordParseResult r = expectError(kHeader + "[Result \"*\"]\n1. c1 north\n", RecordError::ResultMismatch, 6, 7);
    EXPECT_EQ(r.error.token, "north");
    EXPECT_EQ(r.error.expected, "*");
    // The tag (and token) claim an end the moves do not reach.
    r = expectError(kHeader + "[Result \"south\"]\n1. c1 south\n", RecordError::ResultMismatch, 5, 9);
    EXPECT_EQ(r.error.token, "south");
    EXPECT_EQ(r.error.expected, "*");
    // A finished game recorded with the wrong winner.
    const Game game = randomGame(GameId::DjenonAboure, 11);
    ASSERT_TRUE(game.over());
    std::string text = writeRecord(makeRecord(game, "S", "N", "2026.11.29"));
    const std::string actual(resultToken(game.position().winner));
    const std::string wrong = actual == "north" ? "south" : "north";
    text.replace(text.find("[Result \"" + actual), 9 + actual.size(), "[Result \"" + wrong);
    text.replace(text.rfind(actual), actual.size(), wrong);
    r = expectError(text, RecordError::ResultMismatch, 5, 9);
    EXPECT_EQ(r.error.expected, actual);
}

TEST(Record, TotalsAndReasonMustMatchTheGame) {
    RecordParseResult r =
        expectError(kHeader + "[Result \"*\"]\n[Totals \"1-0\"]\n1. c1 *\n", RecordError::TotalsMismatch, 6, 9);
    const Game game = playMoves(GameId::Ayoayo, {"c1"});
    EXPECT_EQ(r.error.expected,
              std::to_string(game.position().totals[0]) + "-" + std::to_string(game.position().totals[1]));
    r = expectError(kHeader + "[Result \"*\"]\n[Reason \"no-moves\"]\n1. c1 *\n", RecordError::ReasonMismatch, 6, 9);
    EXPECT_EQ(r.error.expected, "");
    const Game over = randomGame(GameId::Tihbat, 5);
    std::string text = writeRecord(makeRecord(over, "S", "N", "2026.11.29"));
    const std::string reason(endReasonToken(over.position().end));
    const std::string other = reason == "repetition" ? "no-moves" : "repetition";
    text.replace(text.find(reason), reason.size(), other);
    r = expectError(text, RecordError::ReasonMismatch, 7, 9);
    EXPECT_EQ(r.error.expected, reason);
}

TEST(Record, NothingButCommentsAfterTheResult) {
    expectError(kHeader + "[Result \"*\"]\n1. c1 * d2\n", RecordError::TextAfterResult, 6, 9);
    expectError(kHeader + "[Result \"*\"]\n1. c1 *\n[Game \"ayoayo\"]\n", RecordError::TextAfterResult, 7, 1);
    EXPECT_TRUE(parseRecord(kHeader + "[Result \"*\"]\n1. c1 * {fine} ; fine\n\n").ok());
}

} // namespace
} // namespace mancala
