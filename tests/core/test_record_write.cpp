// Writing game records (docs/record-format.md): write -> parse round trips
// for every game, finished or not, the documented layout and line wrapping,
// normalised values, what the writer refuses, and the tag limit the reader
// and the writer share.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "core/record_helpers.hpp"

namespace mancala {
namespace {

using namespace record_test;

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
// ten reserved ones, AutosaveOf, Start and TimeControl among those, so that
// an autosave of the largest record of a game set up by hand on the clock
// still names its file.
TEST(Record, ReaderAndWriterAgreeOnTheNumberOfTags) {
    Game game = playMoves(GameId::Tihbat, {"b1", "a2", "a1", "a2", "b1", "a2", "a1", "a2"});
    ASSERT_TRUE(game.over()); // so that Totals and Reason are written too
    Record record = makeRecord(game, "S", "N", "2026.11.29");
    record.autosaveOf = "/home/ada/games/club night.mancala";
    record.start = game.positionAt(0); // a Start tag, though it is the game's own start
    record.timeControl = TimeControl{std::chrono::minutes(5), std::chrono::seconds(5)}; // and a TimeControl tag
    record.clocks.assign(record.moves.size(), std::nullopt);
    for (int i = 0; i < kMaxOtherTags; ++i)
        record.tags.emplace_back(std::string(1, 'T').append(std::to_string(i)), "v");
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

} // namespace
} // namespace mancala
