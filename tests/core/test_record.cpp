// Game records (docs/record-format.md): write -> parse round trips for every
// game, the reader's leniencies, and every error with its line and column,
// including hostile input (huge, binary, NUL bytes, random mutations).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "mancala/game.hpp"
#include "mancala/notation.hpp"
#include "mancala/record.hpp"

namespace mancala {
namespace {

// splitmix64: a tiny fixed-seed generator for playouts and mutations.
struct Random {
    std::uint64_t state;
    std::uint64_t next() {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    std::size_t below(std::size_t n) { return static_cast<std::size_t>(next() % n); }
};

Game randomGame(GameId g, std::uint64_t seed) {
    Game game(rulesFor(g));
    Random random{seed};
    MoveList legal;
    while (!game.over()) {
        game.legalMoves(legal);
        const IllegalReason why = game.play(legal[static_cast<int>(random.below(static_cast<std::size_t>(legal.size())))]);
        EXPECT_EQ(why, IllegalReason::None);
    }
    return game;
}

Game playMoves(GameId g, const std::vector<std::string>& moves) {
    Game game(rulesFor(g));
    for (const std::string& text : moves) {
        const std::optional<Move> m = parseMove(game.rules(), text);
        EXPECT_TRUE(m.has_value()) << text;
        if (m) {
            EXPECT_EQ(game.play(*m), IllegalReason::None) << text;
        }
    }
    return game;
}

// The number of lines of `text` and the length of line `line` in code points.
int lineCount(std::string_view text) { return static_cast<int>(std::count(text.begin(), text.end(), '\n')) + 1; }
int lineLength(std::string_view text, int line) {
    std::size_t begin = 0;
    for (int l = 1; l < line; ++l)
        begin = text.find('\n', begin) + 1;
    const std::size_t end = std::min(text.find('\n', begin), text.size());
    int n = 0;
    for (std::size_t i = begin; i < end; ++i)
        n += (static_cast<unsigned char>(text[i]) & 0xC0) != 0x80;
    return n;
}

bool isUtf8(std::string_view s) {
    // Every sequence: a lead byte and the continuation bytes it announces.
    for (std::size_t i = 0; i < s.size();) {
        const auto b = static_cast<unsigned char>(s[i]);
        const std::size_t len = b < 0x80 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 0;
        if (len == 0 || i + len > s.size())
            return false;
        for (std::size_t k = 1; k < len; ++k)
            if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80)
                return false;
        i += len;
    }
    return true;
}

// An error points into the text (or just past its end) and quotes valid UTF-8.
void expectSensibleError(std::string_view text, const RecordParseResult& r) {
    ASSERT_FALSE(r.ok());
    EXPECT_GE(r.error.line, 1);
    EXPECT_LE(r.error.line, lineCount(text));
    EXPECT_GE(r.error.column, 1);
    if (r.error.line >= 1 && r.error.line <= lineCount(text)) {
        EXPECT_LE(r.error.column, lineLength(text, r.error.line) + 1);
    }
    EXPECT_LE(r.error.token.size(), kMaxErrorTokenBytes);
    EXPECT_TRUE(isUtf8(r.error.token));
}

RecordParseResult expectError(std::string_view text, RecordError code, int line, int column) {
    RecordParseResult r = parseRecord(text);
    EXPECT_EQ(r.error.code, code) << text;
    EXPECT_EQ(r.error.line, line) << text;
    EXPECT_EQ(r.error.column, column) << text;
    expectSensibleError(text, r);
    return r;
}

const std::string kHeader = "[Game \"ayoayo\"]\n[South \"S\"]\n[North \"N\"]\n[Date \"2026.11.29\"]\n";

// ---------------------------------------------------------------- round trips

TEST(Record, WriteThenParseGivesTheSameGameInEveryGame) {
    std::uint64_t seed = 1;
    for (GameId g : kAllGames) {
        for (int n = 0; n < 25; ++n) {
            const Game game = randomGame(g, seed++);
            const Record record = makeRecord(game, "Adébáyọ̀ \"Ṣade\"", "عائشہ \\ بلال", "2026.11.29");
            const std::string text = writeRecord(record);
            const RecordParseResult parsed = parseRecord(text);
            ASSERT_TRUE(parsed.ok()) << text << "\nline " << parsed.error.line << " column " << parsed.error.column;
            EXPECT_EQ(parsed.record, record);
            Game replayed(rulesFor(g));
            for (Move m : parsed.record.moves)
                ASSERT_EQ(replayed.play(m), IllegalReason::None);
            EXPECT_EQ(replayed.position(), game.position());
            // The written layout is canonical: writing what was read gives the same text.
            EXPECT_EQ(writeRecord(parsed.record), text);
        }
    }
}

TEST(Record, UnfinishedGamesRoundTripWithStarResult) {
    const std::vector<std::pair<GameId, std::vector<std::string>>> games = {
        {GameId::DjenonAboure, {"c1", "d2", "d1", "b2", "a1"}},
        {GameId::Ayoayo, {"e1", "e2", "a1", "e2"}},
        {GameId::Tihbat, {"b1", "a2", "a1"}},
        {GameId::BaoLaKimasai, {"a1-a2", "l4-l3", "b1-a1", "b3-a3"}},
        {GameId::Ayoayo, {}},
    };
    for (const auto& [g, moves] : games) {
        const Game game = playMoves(g, moves);
        ASSERT_FALSE(game.over());
        const Record record = makeRecord(game, "South", "North", "????.??.??");
        const std::string text = writeRecord(record);
        EXPECT_NE(text.find("[Result \"*\"]\n"), std::string::npos) << text;
        EXPECT_EQ(text.find("[Reason"), std::string::npos) << text;
        EXPECT_EQ(text.substr(text.size() - 2), "*\n");
        const RecordParseResult parsed = parseRecord(text);
        ASSERT_TRUE(parsed.ok()) << text;
        EXPECT_EQ(parsed.record, record);
    }
}

TEST(Record, WriterLayoutIsTheDocumentedOne) {
    Game game = playMoves(GameId::Tihbat, {"b1", "a2", "a1", "a2", "b1", "a2", "a1", "a2"});
    ASSERT_TRUE(game.over());
    Record record = makeRecord(game, "عائشہ", "Bilal", "2026.11.29");
    record.tags = {{"Event", "Club \"night\""}, {"Site", "C:\\home"}};
    EXPECT_EQ(writeRecord(record), "[Game \"tihbat\"]\n"
                                   "[South \"عائشہ\"]\n"
                                   "[North \"Bilal\"]\n"
                                   "[Date \"2026.11.29\"]\n"
                                   "[Result \"south\"]\n"
                                   "[Totals \"16-12\"]\n"
                                   "[Reason \"repetition\"]\n"
                                   "[Event \"Club \\\"night\\\"\"]\n"
                                   "[Site \"C:\\\\home\"]\n"
                                   "\n"
                                   "1. b1 a2 2. a1 a2 3. b1 a2 4. a1 a2 south\n");
}

TEST(Record, WriterWrapsMovesBeforeEightyColumns) {
    const Game game = randomGame(GameId::BaoLaKimasai, 7);
    const std::string text = writeRecord(makeRecord(game, "a", "b", "2026.01.01"));
    std::size_t begin = 0;
    while (begin < text.size()) {
        const std::size_t end = text.find('\n', begin);
        ASSERT_NE(end, std::string::npos);
        EXPECT_LT(end - begin, 80u) << text.substr(begin, end - begin);
        begin = end + 1;
    }
}

TEST(Record, WriterNormalisesValuesSoThatTheTextReadsBack) {
    Game game(rulesFor(GameId::Ayoayo));
    const Record record = makeRecord(game, "tab\there\nnewline", "bad \xFF byte", "29/11/2026");
    const RecordParseResult parsed = parseRecord(writeRecord(record));
    ASSERT_TRUE(parsed.ok());
    EXPECT_EQ(parsed.record.south, "tab here newline");
    EXPECT_EQ(parsed.record.north, "bad \xEF\xBF\xBD byte");
    EXPECT_EQ(parsed.record.date, "????.??.??");
}

// Whatever the writer is given, it writes or refuses whole: it never drops a
// tag or cuts a value.
TEST(Record, WriterRefusesWhatWouldNotReadBackAsGiven) {
    const Record base = makeRecord(Game(rulesFor(GameId::Ayoayo)), "S", "N", "2026.11.29");
    const auto withTags = [&](std::vector<std::pair<std::string, std::string>> tags) {
        Record r = base;
        r.tags = std::move(tags);
        return r;
    };
    EXPECT_EQ(recordWriteError(base), RecordWriteError::None);
    EXPECT_EQ(recordWriteError(withTags({{"Event", std::string(kMaxTagValueBytes + 1, 'x')}})),
              RecordWriteError::TagValueTooLong);
    // An invalid byte grows to U+FFFD (three bytes): counted after normalising.
    EXPECT_EQ(recordWriteError(withTags({{"Event", std::string(kMaxTagValueBytes - 1, 'x') + "\xFF"}})),
              RecordWriteError::TagValueTooLong);
    EXPECT_EQ(recordWriteError(withTags({{"Bad name", "x"}})), RecordWriteError::BadTagName);
    EXPECT_EQ(recordWriteError(withTags({{"Game", "x"}})), RecordWriteError::ReservedTagName);
    EXPECT_EQ(recordWriteError(withTags({{"AutosaveOf", "x"}})), RecordWriteError::ReservedTagName);
    EXPECT_EQ(recordWriteError(withTags({{"Event", "a"}, {"Round", "1"}, {"Event", "b"}})),
              RecordWriteError::DuplicateTag);
    Record longName = base;
    longName.north = std::string(kMaxTagValueBytes + 1, 'n');
    EXPECT_EQ(recordWriteError(longName), RecordWriteError::TagValueTooLong);
    Record illegal = base;
    illegal.moves = {Move::pass()};
    EXPECT_EQ(recordWriteError(illegal), RecordWriteError::IllegalMove);
    EXPECT_THROW(writeRecord(illegal), std::invalid_argument);
    EXPECT_THROW(writeRecord(longName), std::invalid_argument);
}

// Reader and writer agree on one limit: kMaxOtherTags tag pairs besides the
// eight reserved ones, AutosaveOf among those, so that an autosave of the
// largest record still names its file.
TEST(Record, ReaderAndWriterAgreeOnTheNumberOfTags) {
    Game game = playMoves(GameId::Tihbat, {"b1", "a2", "a1", "a2", "b1", "a2", "a1", "a2"});
    ASSERT_TRUE(game.over()); // so that Totals and Reason are written too
    Record record = makeRecord(game, "S", "N", "2026.11.29");
    record.autosaveOf = "/home/ada/games/club night.mancala";
    for (int i = 0; i < kMaxOtherTags; ++i)
        record.tags.emplace_back("T" + std::to_string(i), "v");
    const std::string text = writeRecord(record);
    EXPECT_EQ(std::count(text.begin(), text.end(), '['), kMaxRecordTags);
    const RecordParseResult parsed = parseRecord(text);
    ASSERT_TRUE(parsed.ok()) << parsed.error.line;
    EXPECT_EQ(parsed.record, record);

    record.tags.emplace_back("One", "more");
    EXPECT_EQ(recordWriteError(record), RecordWriteError::TooManyTags);
    EXPECT_THROW(writeRecord(record), std::invalid_argument);
    // The same text with one more tag pair is refused by the reader, at that pair.
    const std::size_t moves = text.find("\n\n");
    const std::string more = text.substr(0, moves + 1) + "[One \"more\"]\n" + text.substr(moves + 1);
    expectError(more, RecordError::TooManyTags, kMaxRecordTags + 1, 1);
}

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
    expectError("[Game \"Ayoayo\"]\n", RecordError::UnknownGame, 1, 7); // ids are lower case
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
    expectError("[South \"" + std::string(kMaxTagValueBytes + 1, 'x') + "\"]\n", RecordError::TagValueTooLong, 1,
                8);
    r = expectError("[South \"a\\nb\"]\n", RecordError::BadEscape, 1, 10);
    EXPECT_EQ(r.error.token, "\\n");
    expectError("[South \"a\\", RecordError::BadEscape, 1, 10);
    r = expectError("[South \"a\\ب\"]", RecordError::BadEscape, 1, 10);
    EXPECT_EQ(r.error.token, "\\ب"); // the whole character, never half of it
}

TEST(Record, TagValueOfTheMaximumLengthIsAccepted) {
    const std::string name(kMaxTagValueBytes - 1, 'x');
    const std::string text = "[Game \"tihbat\"]\n[South \"\\\"" + name + "\"]\n[North \"\"]\n[Date \"2026.11.29\"]\n"
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
        const RecordParseResult r =
            expectError(std::string("[Date \"") + date + "\"]\n", RecordError::BadDate, 1, 7);
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
    EXPECT_EQ(r.error.expected, std::to_string(game.position().totals[0]) + "-" +
                                    std::to_string(game.position().totals[1]));
    r = expectError(kHeader + "[Result \"*\"]\n[Reason \"no-moves\"]\n1. c1 *\n", RecordError::ReasonMismatch, 6, 9);
    EXPECT_EQ(r.error.expected, "");
    const Game over = randomGame(GameId::Tihbat, 5);
    std::string text = writeRecord(makeRecord(over, "S", "N", "2026.11.29"));
    const std::string reason(endReasonToken(over.position().end));
    const std::string other = reason == "repetition" ? "all-captured" : "repetition";
    text.replace(text.find(reason), reason.size(), other);
    r = expectError(text, RecordError::ReasonMismatch, 7, 9);
    EXPECT_EQ(r.error.expected, reason);
}

TEST(Record, NothingButCommentsAfterTheResult) {
    expectError(kHeader + "[Result \"*\"]\n1. c1 * d2\n", RecordError::TextAfterResult, 6, 9);
    expectError(kHeader + "[Result \"*\"]\n1. c1 *\n[Game \"ayoayo\"]\n", RecordError::TextAfterResult, 7, 1);
    EXPECT_TRUE(parseRecord(kHeader + "[Result \"*\"]\n1. c1 * {fine} ; fine\n\n").ok());
}

// ------------------------------------------------------- hostile input

TEST(Record, InvalidUtf8IsRejectedWhereItStands) {
    const std::pair<const char*, const char*> bad[] = {
        {"\xC3\x28", "C3"},         // a lead byte without its continuation
        {"\xC0\xAF", "C0"},         // an overlong '/'
        {"\xED\xA0\x80", "ED"},     // a UTF-16 surrogate
        {"\xF4\x90\x80\x80", "F4"}, // above U+10FFFF
        {"\xFF", "FF"},
        {"\x80", "80"}, // a lone continuation byte
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
    const RecordParseResult r = expectError(kHeader + "[Result \"*\"]\n1. " + longToken + " *\n",
                                            RecordError::BadMove, 6, 4);
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

// Random edits of a valid record (fixed seed): the reader never crashes; it
// either reads a record that writes and reads back the same, or reports an
// error that points into the text.
TEST(Record, RandomMutationsOfAValidRecordNeverCrash) {
    const Game game = randomGame(GameId::Ayoayo, 99);
    std::string valid = writeRecord(makeRecord(game, "Adébáyọ̀", "عائشہ", "2026.11.29"));
    valid.insert(valid.find("\n1."), "\n; comment\n{block comment}");
    const std::string pieces[] = {"[", "]", "\"", "{", "}", ";", "\n", " ", "\\", "1.", "1...", "pass", "a1",
                                  "*", "south", "\xD8", "\xD8\xA8", std::string(1, '\0'), "-", "[Game \"tihbat\"]"};
    Random random{2026};
    int ok = 0;
    for (int n = 0; n < 4000; ++n) {
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
            ASSERT_TRUE(again.ok());
            EXPECT_EQ(again.record, r.record);
        } else {
            expectSensibleError(text, r);
        }
    }
    // Some edits (inside comments, names, spacing) leave a valid record.
    EXPECT_GT(ok, 0);
}

} // namespace
} // namespace mancala
