// The text rules of record_text.hpp, shared by the record reader
// (record.cpp) and writer (record_write.cpp).
#include "records/record_text.hpp"

#include <algorithm>
#include <charconv>

namespace mancala {
namespace {

// A date field: all '?' or all digits within [lo, hi].
bool dateFieldOk(std::string_view f, int lo, int hi) noexcept {
    if (std::all_of(f.begin(), f.end(), [](char c) { return c == '?'; }))
        return true;
    if (!std::all_of(f.begin(), f.end(), detail::isAsciiDigit))
        return false;
    int v = 0;
    std::from_chars(f.data(), f.data() + f.size(), v);
    return v >= lo && v <= hi;
}

} // namespace

namespace detail {

// Length of the well-formed UTF-8 sequence at s[i] (RFC 3629: no overlong
// forms, no surrogates, nothing above U+10FFFF), or 0. Sets `cp`.
std::size_t decodeUtf8(std::string_view s, std::size_t i, char32_t& cp) noexcept {
    const auto byte = [&](std::size_t k) -> unsigned { return static_cast<unsigned char>(s[k]); };
    const unsigned b0 = byte(i);
    if (b0 < 0x80) {
        cp = b0;
        return 1;
    }
    std::size_t len = 0;
    unsigned lo = 0x80, hi = 0xBF;
    if (b0 >= 0xC2 && b0 <= 0xDF) {
        len = 2;
        cp = b0 & 0x1F;
    } else if (b0 >= 0xE0 && b0 <= 0xEF) {
        len = 3;
        cp = b0 & 0x0F;
        if (b0 == 0xE0)
            lo = 0xA0;
        else if (b0 == 0xED)
            hi = 0x9F;
    } else if (b0 >= 0xF0 && b0 <= 0xF4) {
        len = 4;
        cp = b0 & 0x07;
        if (b0 == 0xF0)
            lo = 0x90;
        else if (b0 == 0xF4)
            hi = 0x8F;
    } else {
        return 0;
    }
    if (s.size() - i < len)
        return 0;
    for (std::size_t k = 1; k < len; ++k) {
        const unsigned b = byte(i + k);
        if (b < (k == 1 ? lo : 0x80) || b > (k == 1 ? hi : 0xBF))
            return 0;
        cp = (cp << 6) | (b & 0x3F);
    }
    return len;
}

bool isControl(char32_t cp) noexcept {
    return cp < 0x20 || (cp >= 0x7F && cp <= 0x9F);
}

// Valid UTF-8 without control characters: invalid sequences become U+FFFD,
// control characters spaces.
std::string sanitize(std::string_view s) {
    std::string out;
    out.reserve(s.size());
    std::size_t i = 0;
    while (i < s.size()) {
        char32_t cp = 0;
        const std::size_t len = decodeUtf8(s, i, cp);
        out += len == 0 ? kReplacement : isControl(cp) ? std::string_view(" ") : s.substr(i, len);
        i += len == 0 ? 1 : len;
    }
    return out;
}

bool isTagName(std::string_view name) noexcept {
    if (name.empty() || name.size() > kMaxTagNameBytes || !isAsciiLetter(name[0]))
        return false;
    return std::all_of(name.begin(), name.end(),
                       [](char c) { return isAsciiLetter(c) || isAsciiDigit(c) || c == '_'; });
}

bool isReserved(std::string_view name) noexcept {
    return std::find(kReservedTags.begin(), kReservedTags.end(), name) != kReservedTags.end();
}

bool isDate(std::string_view d) noexcept {
    return d.size() == 10 && d[4] == '.' && d[7] == '.' && dateFieldOk(d.substr(0, 4), 0, 9999) &&
           dateFieldOk(d.substr(5, 2), 1, 12) && dateFieldOk(d.substr(8, 2), 1, 31);
}

std::string totalsToken(const Position& pos) {
    return std::to_string(pos.totals[0]) + "-" + std::to_string(pos.totals[1]);
}

// The move number token expected before ply index `ply` (0-based).
std::string moveNumberToken(int ply) {
    return std::to_string(ply / 2 + 1) + (ply % 2 == 0 ? "." : "...");
}

int plyOffset(const Record& record) noexcept {
    return record.start && record.start->toMove == Side::North ? 1 : 0;
}

Winner statedWinner(const Position& end, bool flagFell) noexcept {
    return flagFell ? winnerOnTime(end.toMove) : end.winner;
}

std::string clockComment(RecordedTime left) {
    return "{" + std::string(kClockCommand) + " " + formatRecordedTime(left) + "]}";
}

std::optional<RecordedTime> readClockComment(std::string_view inside) {
    const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
    const auto trim = [&](std::string_view t) {
        while (!t.empty() && blank(t.front()))
            t.remove_prefix(1);
        while (!t.empty() && blank(t.back()))
            t.remove_suffix(1);
        return t;
    };
    std::string_view t = trim(inside);
    if (t.substr(0, kClockCommand.size()) != kClockCommand || t.size() <= kClockCommand.size() ||
        !blank(t[kClockCommand.size()]) || t.back() != ']')
        return std::nullopt;
    t = trim(t.substr(kClockCommand.size(), t.size() - kClockCommand.size() - 1));
    return parseRecordedTime(t);
}

ClockBound::ClockBound(const TimeControl& control) noexcept
    : increment_(std::chrono::duration_cast<RecordedTime>(control.increment)),
      most_{std::chrono::duration_cast<RecordedTime>(control.base),
            std::chrono::duration_cast<RecordedTime>(control.base)} {}

void ClockBound::moved(Side mover) noexcept {
    most_[index(mover)] += increment_;
}

bool ClockBound::record(Side mover, RecordedTime left) noexcept {
    if (left < RecordedTime(0) || left > most(mover))
        return false;
    most_[index(mover)] = left;
    return true;
}

} // namespace detail

} // namespace mancala
