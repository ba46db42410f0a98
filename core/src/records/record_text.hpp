// The text rules that the record reader (record.cpp) and writer
// (record_write.cpp) share: the tag names, UTF-8, tag names and dates, the
// Totals and move-number tokens. Private to core.
#pragma once

#include <array>
#include <cstddef>
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
constexpr std::array<std::string_view, kReservedRecordTags> kReservedTags{
    kTagGame, kTagSouth, kTagNorth, kTagDate, kTagResult, kTagTotals, kTagReason, kTagAutosaveOf, kTagStart};
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
// One of the nine reserved tag names (kReservedTags).
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

} // namespace mancala::detail
