// The text rules that the record reader (record.cpp) and writer
// (record_write.cpp) share: the tag names, UTF-8, tag names and dates, the
// Totals and move-number tokens, the clock comments and the bound on the
// times left they hold. Private to core.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "mancala/record.hpp"

namespace mancala::detail {

constexpr std::string_view kReplacement = "\xEF\xBF\xBD"; // U+FFFD

constexpr std::string_view kTagGame = "Game";
constexpr std::string_view kTagSouth = "South";
constexpr std::string_view kTagNorth = "North";
constexpr std::string_view kTagDate = "Date";
constexpr std::string_view kTagResult = "Result";
constexpr std::string_view kTagTotals = "Totals";
constexpr std::string_view kTagReason = "Reason";
constexpr std::string_view kTagAutosaveOf = "AutosaveOf";
constexpr std::string_view kTagStart = "Start";
constexpr std::string_view kTagTimeControl = "TimeControl";
constexpr std::array<std::string_view, kReservedRecordTags> kReservedTags{
    kTagGame,   kTagSouth,  kTagNorth,      kTagDate,  kTagResult,
    kTagTotals, kTagReason, kTagAutosaveOf, kTagStart, kTagTimeControl};
// What makes a brace comment a clock comment: {[%clk 0:04:58]}.
constexpr std::string_view kClockCommand = "[%clk";
constexpr std::string_view kUnknownDate = "????.??.??";

constexpr bool isContinuation(unsigned char c) noexcept {
    return (c & 0xC0) == 0x80;
}
constexpr bool isAsciiLetter(char c) noexcept {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
constexpr bool isAsciiDigit(char c) noexcept {
    return c >= '0' && c <= '9';
}

// Length of the well-formed UTF-8 sequence at s[i] (RFC 3629), or 0; sets `cp`.
std::size_t decodeUtf8(std::string_view s, std::size_t i, char32_t& cp) noexcept;
// C0, DEL and C1.
bool isControl(char32_t cp) noexcept;
// Valid UTF-8 without control characters: invalid sequences become U+FFFD,
// control characters spaces.
std::string sanitize(std::string_view s);
// A letter, then letters, digits or '_', at most kMaxTagNameBytes.
bool isTagName(std::string_view name) noexcept;
// One of the ten reserved tag names (kReservedTags).
bool isReserved(std::string_view name) noexcept;
// "YYYY.MM.DD", each field all digits in range or all '?'.
bool isDate(std::string_view d) noexcept;
// "30-18": both totals of `pos`.
std::string totalsToken(const Position& pos);
// The move number token expected before ply index `ply` (0-based): "3." or "3...".
std::string moveNumberToken(int ply);
// Plies before a record's first move in its numbering: 1 when its start
// position has North to move (the first move is "1..."), else 0.
int plyOffset(const Record& record) noexcept;

// The winner a record states of its game, which the moves left at `end`:
// the rules' winner, or when `flagFell` the side not to move.
Winner statedWinner(const Position& end, bool flagFell) noexcept;

// The text of the clock comment of a time left: "{[%clk 0:04:58]}".
std::string clockComment(RecordedTime left);
// The time of the text inside the braces of a clock comment: "[%clk", one
// or more blanks, the time (parseRecordedTime), then "]", blanks allowed
// before and after it. None if it is not that.
std::optional<RecordedTime> readClockComment(std::string_view inside);

// The most time each side can have left in a game on the clock, for the
// check of the recorded times: the base, then after each of its moves the
// increment more, and the time recorded after it when there is one.
class ClockBound {
public:
    explicit ClockBound(const TimeControl& control) noexcept;
    // `mover` has made a move: the increment is added.
    void moved(Side mover) noexcept;
    // The most `mover` can have left now.
    RecordedTime most(Side mover) const noexcept { return most_[index(mover)]; }
    // Records that `mover` has `left` after its move; false (and nothing
    // recorded) if that is over the most, or below 0.
    bool record(Side mover, RecordedTime left) noexcept;

private:
    RecordedTime increment_;
    std::array<RecordedTime, 2> most_;
};

} // namespace mancala::detail
