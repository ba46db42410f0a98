// Game records from hostile input (docs/record-format.md): invalid UTF-8,
// control characters and NUL bytes, huge texts and long lines, random bytes
// and random mutations of a valid record never crash the reader, which
// reports a sensible error or reads a record that writes back the same.
#include <gtest/gtest.h>

#include <iterator>
#include <string>
#include <utility>

#include "core/record_helpers.hpp"

namespace mancala {
namespace {

using namespace record_test;

TEST(Record, InvalidUtf8IsRejectedWhereItStands) {
    const std::pair<const char*, const char*> bad[] = {
        {"\xC3\x28", "C3"},         // a lead byte without its continuation
        {"\xC0\xAF", "C0"},         // an overlong '/'
        {"\xED\xA0\x80", "ED"},     // a UTF-16 surrogate
        {"\xF4\x90\x80\x80", "F4"}, // above U+10FFFF
        {"\xFF", "FF"},
        {"\x80", "80"},     // a lone continuation byte
        {"\xE2\x82", "E2"}, // cut short
    };
    for (const auto& [bytes, hex] : bad) {
        const std::string text = "[South \"ab" + std::string(bytes) + "\"]\n";
        const RecordParseResult r = expectError(text, RecordError::InvalidUtf8, 1, 11);
        EXPECT_EQ(r.error.token, hex); // the byte in hex, never the raw byte
    }
}

TEST(Record, ControlCharactersAndNulBytesAreRejected) {
    std::string text = kHeader + "[Result \"*\"]\n1. c1";
    text += '\0';
    text += " *\n";
    RecordParseResult r = expectError(text, RecordError::ControlCharacter, 6, 6);
    EXPECT_EQ(r.error.token, std::string(1, '\0'));
    expectError("[South \"a\x01\"]", RecordError::ControlCharacter, 1, 10);
    expectError("[South \"a\tb\"]", RecordError::ControlCharacter, 1, 10); // tabs only between tokens
    expectError("{\x7F}", RecordError::ControlCharacter, 1, 2);
    expectError("{\xC2\x85}", RecordError::ControlCharacter, 1, 2); // U+0085, a C1 control
}

TEST(Record, HugeTextIsRejectedAtTheLimit) {
    const std::string text(kMaxRecordBytes + 1, ' ');
    expectError(text, RecordError::TooLarge, 1, static_cast<int>(kMaxRecordBytes) + 1);
    std::string lines;
    while (lines.size() <= kMaxRecordBytes)
        lines += "; 0123456789\n";
    const RecordParseResult r = parseRecord(lines);
    EXPECT_EQ(r.error.code, RecordError::TooLarge);
    EXPECT_EQ(r.error.line, static_cast<int>(kMaxRecordBytes / 13) + 1);
}

TEST(Record, VeryLongLinesAreReadOrRejectedWithAShortToken) {
    const std::string comment = "{" + std::string(400000, 'x') + "}";
    EXPECT_TRUE(parseRecord(kHeader + "[Result \"*\"]\n" + comment + " 1. c1 " + comment + " *\n").ok());
    std::string longToken;
    while (longToken.size() < 300000)
        longToken += "ب";
    const RecordParseResult r =
        expectError(kHeader + "[Result \"*\"]\n1. " + longToken + " *\n", RecordError::BadMove, 6, 4);
    EXPECT_EQ(r.error.token.size(), kMaxErrorTokenBytes);
}

TEST(Record, RandomBytesNeverCrashAndGiveASensibleError) {
    Random random{42};
    for (int n = 0; n < 2000; ++n) {
        std::string text(random.below(200), '\0');
        for (char& c : text)
            c = static_cast<char>(random.below(256));
        expectSensibleError(text, parseRecord(text));
    }
}

// Random edits (seeded) of the valid record `valid`, `count` of them: the
// reader never crashes; it either reads a record that writes and reads back
// the same, or reports an error that points into the text. Returns how many
// edited texts read.
int readRandomEdits(const std::string& valid, std::uint64_t seed, int count) {
    const std::string pieces[] = {"[",
                                  "]",
                                  "\"",
                                  "{",
                                  "}",
                                  ";",
                                  "\n",
                                  " ",
                                  "\\",
                                  "1.",
                                  "1...",
                                  "pass",
                                  "a1",
                                  "*",
                                  "south",
                                  "\xD8",
                                  "\xD8\xA8",
                                  std::string(1, '\0'),
                                  "-",
                                  "[Game \"tihbat\"]",
                                  "{[%clk 0:04:58]}",
                                  "[%clk 9:59:59.9]",
                                  "[TimeControl \"300+5\"]",
                                  "[Reason \"time\"]"};
    Random random{seed};
    int ok = 0;
    for (int n = 0; n < count; ++n) {
        std::string text = valid;
        const std::size_t edits = 1 + random.below(3);
        for (std::size_t e = 0; e < edits; ++e) {
            const std::size_t at = random.below(text.size() + 1);
            switch (random.below(5)) {
            case 0: // flip a byte
                if (at < text.size())
                    text[at] = static_cast<char>(random.below(256));
                break;
            case 1: // delete a range
                text.erase(at, random.below(20));
                break;
            case 2: // insert a piece of syntax
                text.insert(at, pieces[random.below(std::size(pieces))]);
                break;
            case 3: // duplicate a range
                text.insert(at, text.substr(random.below(text.size() + 1), random.below(40)));
                break;
            default: // truncate
                text.resize(at);
                break;
            }
        }
        const RecordParseResult r = parseRecord(text);
        if (r.ok()) {
            ++ok;
            const RecordParseResult again = parseRecord(writeRecord(r.record));
            EXPECT_TRUE(again.ok());
            EXPECT_EQ(again.record, r.record);
        } else {
            expectSensibleError(text, r);
        }
    }
    return ok;
}

TEST(Record, RandomMutationsOfAValidRecordNeverCrash) {
    const Game game = randomGame(GameId::Ayoayo, 99);
    std::string valid = writeRecord(makeRecord(game, "Adébáyọ̀", "عائشہ", "2026.11.29"));
    valid.insert(valid.find("\n1."), "\n; comment\n{block comment}");
    // Some edits (inside comments, names, spacing) leave a valid record.
    EXPECT_GT(readRandomEdits(valid, 2026, 4000), 0);
}

// The same for a game on the clock, lost on time, every move with its time.
TEST(Record, RandomMutationsOfARecordOnTheClockNeverCrash) {
    const Game whole = randomGame(GameId::Oware, 7);
    Game game(whole.rules());
    for (int ply = 0; ply < 30; ++ply)
        ASSERT_EQ(game.play(whole.moves()[static_cast<std::size_t>(ply)]), IllegalReason::None);
    Record record = makeRecord(game, "S", "N", "2026.12.05");
    record.timeControl = TimeControl{std::chrono::seconds(60), std::chrono::seconds(1)};
    for (int ply = 0; ply < game.ply(); ++ply)
        record.clocks.emplace_back(std::chrono::seconds(60 - ply / 2));
    record.flagFell = true;
    const std::string valid = writeRecord(record);
    EXPECT_GT(readRandomEdits(valid, 2027, 4000), 0);
}

// Times too large to be possible are refused, never overflowed; a long
// clock comment is quoted cut short.
TEST(Record, HugeOrLongClockCommentsAreRefusedWithAShortToken) {
    const std::string head = kHeader + "[Result \"*\"]\n[TimeControl \"86400+3600\"]\n1. c1 ";
    RecordParseResult r = expectError(head + "{[%clk 99999:59:59.9]} *\n", RecordError::ImpossibleClock, 7, 7);
    EXPECT_EQ(r.error.expected, "25:00:00");
    expectError(head + "{[%clk 99999999999999999999:00:00]} *\n", RecordError::BadClock, 7, 7);
    r = expectError(head + "{[%clk " + std::string(300000, '9') + "]} *\n", RecordError::BadClock, 7, 7);
    EXPECT_EQ(r.error.token.size(), kMaxErrorTokenBytes);
    expectError(head + "{[%clk 0:04:58]", RecordError::UnterminatedComment, 7, 7);
}

} // namespace
} // namespace mancala
