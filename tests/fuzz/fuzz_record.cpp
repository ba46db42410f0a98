// libFuzzer target for the game record reader and writer (record.hpp).
//
// For every input:
// - parseRecord never crashes, hangs or reads past the text (the sanitizers
//   and libFuzzer watch), and a failure names a place in the text (line and
//   column from 1, the line at most one past the last) with a token that is
//   valid UTF-8 of at most kMaxErrorTokenBytes;
// - a record that reads can be written (recordWriteError says None: reader
//   and writer agree on every limit) and is written back (writeRecord) to a
//   text that reads as the same record, and writing that record again gives
//   the same text;
// - the input used as the players' names and an extra tag's value of a short
//   legal game is written to a text that always reads back (the writer
//   normalises what it is given; inputs are kept short enough for a value
//   even when every byte grows to U+FFFD).
// - a record that reads replays whole from its start, which can be played;
//   on the clock it has a time left (or none) for each move, and it is lost
//   on time only with a time control and while the rules go on;
// - the input read as a position text (setup.hpp, a record's Start tag) of
//   each game never crashes, and a position it gives is written to a text
//   that reads as the same position.
// A violation aborts, which libFuzzer reports with the input.
//
// Built with clang and -DMANCALA_FUZZ=ON (tests/fuzz/run.sh); the corpus in
// tests/fuzz/corpus/ is also replayed on every build by test_fuzz_corpus.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>

#include "mancala/record.hpp"

namespace {

void check(bool ok, const char* what) {
    if (!ok) {
        std::fprintf(stderr, "fuzz_record: %s\n", what);
        std::abort();
    }
}

bool validUtf8(std::string_view s) {
    std::size_t i = 0;
    while (i < s.size()) {
        const auto c = static_cast<unsigned char>(s[i]);
        int extra = 0;
        std::uint32_t cp = 0;
        if (c < 0x80) {
            ++i;
            continue;
        }
        if (c >= 0xC2 && c <= 0xDF) {
            extra = 1;
            cp = c & 0x1F;
        } else if (c >= 0xE0 && c <= 0xEF) {
            extra = 2;
            cp = c & 0x0F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            extra = 3;
            cp = c & 0x07;
        } else {
            return false;
        }
        if (i + static_cast<std::size_t>(extra) >= s.size())
            return false;
        for (int k = 1; k <= extra; ++k) {
            const auto d = static_cast<unsigned char>(s[i + static_cast<std::size_t>(k)]);
            if ((d & 0xC0) != 0x80)
                return false;
            cp = (cp << 6) | (d & 0x3F);
        }
        const std::uint32_t least = extra == 1 ? 0x80 : extra == 2 ? 0x800 : 0x10000;
        if (cp < least || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return false;
        i += static_cast<std::size_t>(extra) + 1;
    }
    return true;
}

// Text the writer keeps as it is: UTF-8 without control characters (C0, DEL,
// C1), short enough for a tag value.
bool plain(std::string_view s) {
    if (s.size() > mancala::kMaxTagValueBytes || !validUtf8(s))
        return false;
    for (std::size_t i = 0; i < s.size(); ++i) {
        const auto c = static_cast<unsigned char>(s[i]);
        const bool c1 = c == 0xC2 && i + 1 < s.size() && static_cast<unsigned char>(s[i + 1]) < 0xA0;
        if (c < 0x20 || c == 0x7F || c1)
            return false;
    }
    return true;
}

void readsAndWritesBack(std::string_view text) {
    const mancala::RecordParseResult read = mancala::parseRecord(text);
    if (!read.ok()) {
        const mancala::RecordParseError& e = read.error;
        std::size_t lines = 1;
        for (char c : text)
            lines += c == '\n' ? 1 : 0;
        check(e.line >= 1 && static_cast<std::size_t>(e.line) <= lines + 1, "error line out of the text");
        check(e.column >= 1, "error column below 1");
        check(e.token.size() <= mancala::kMaxErrorTokenBytes, "error token too long");
        check(validUtf8(e.token) && validUtf8(e.expected), "error text is not UTF-8");
        return;
    }
    check(mancala::recordWriteError(read.record) == mancala::RecordWriteError::None,
          "a record that reads cannot be written");
    const std::string written = mancala::writeRecord(read.record);
    const mancala::RecordParseResult again = mancala::parseRecord(written);
    check(again.ok(), "the written record does not read");
    check(again.record == read.record, "the written record reads as another record");
    check(mancala::writeRecord(again.record) == written, "writing is not stable");
    const mancala::Rules& rules = mancala::rulesFor(read.record.game);
    check(!read.record.start || mancala::checkSetUp(rules, *read.record.start).playable(),
          "a start that reads cannot be played");
    const mancala::Game game = mancala::replayRecord(read.record);
    check(game.ply() == static_cast<int>(read.record.moves.size()), "a record that reads does not replay");
    check(read.record.clocks.size() == (read.record.timeControl ? read.record.moves.size() : 0),
          "the times left are not one a move on the clock, or none without a time control");
    check(!read.record.flagFell || (read.record.timeControl && !game.over()),
          "a record lost on time without a time control, or after the rules ended the game");
    check(mancala::resumeClock(read.record).has_value() == read.record.timeControl.has_value(),
          "a record on the clock does not reopen with its clocks");
}

void positionTextReadsBack(std::string_view text) {
    for (mancala::GameId game : mancala::kAllGames) {
        const mancala::Rules& rules = mancala::rulesFor(game);
        const std::optional<mancala::Position> pos = mancala::parsePosition(rules, text);
        if (pos)
            check(mancala::parsePosition(rules, mancala::formatPosition(rules, *pos)) == pos,
                  "a position text does not read back");
    }
}

// Every byte may become U+FFFD (three bytes) when normalised.
constexpr std::size_t kMaxPlainBytes = mancala::kMaxTagValueBytes / 3;

void writesAnyNames(std::string_view bytes) {
    static const mancala::Record base = [] {
        mancala::Game game(mancala::rulesFor(mancala::GameId::Tihbat));
        game.play(mancala::Move::sow(2)); // b1
        game.play(mancala::Move::sow(1)); // a2
        return mancala::makeRecord(game, "", "", "2026.11.29");
    }();
    mancala::Record record = base;
    const std::size_t half = bytes.size() / 2;
    record.south = std::string(bytes.substr(0, half));
    record.north = std::string(bytes.substr(half));
    record.date = std::string(bytes.substr(0, 10));
    record.tags = {{"Event", std::string(bytes.substr(0, kMaxPlainBytes))}};
    check(mancala::recordWriteError(record) == mancala::RecordWriteError::None, "short names are refused");
    const mancala::RecordParseResult read = mancala::parseRecord(mancala::writeRecord(record));
    check(read.ok(), "a record written from any names does not read");
    check(read.record.moves == base.moves && read.record.game == base.game, "the moves changed on the way");
    check(validUtf8(read.record.south) && validUtf8(read.record.north), "names read back are not UTF-8");
    check(!plain(record.south) || read.record.south == record.south, "a plain name changed on the way");
    check(!plain(record.north) || read.record.north == record.north, "a plain name changed on the way");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    readsAndWritesBack(text);
    writesAnyNames(text.substr(0, 2 * kMaxPlainBytes));
    positionTextReadsBack(text.substr(0, 1024));
    return 0;
}
