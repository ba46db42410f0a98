// Internal: the notations' one way of reading fields (record.cpp's tags,
// setup.cpp's positions, puzzle_text.cpp's puzzles): a text cut at each
// separator, and a number of a few decimal digits.
#pragma once

#include <algorithm>
#include <charconv>
#include <optional>
#include <string_view>
#include <vector>

namespace mancala::detail {

// The pieces of `text` between the occurrences of `separator` (not empty),
// empty pieces kept: "a,,b" gives "a", "", "b".
inline std::vector<std::string_view> split(std::string_view text, std::string_view separator) {
    std::vector<std::string_view> parts;
    for (;;) {
        const std::size_t at = text.find(separator);
        parts.push_back(text.substr(0, at));
        if (at == std::string_view::npos)
            return parts;
        text.remove_prefix(at + separator.size());
    }
}

// The number written as 1 to `maxDigits` ASCII digits (no sign), or none.
inline std::optional<int> decimal(std::string_view text, std::size_t maxDigits) noexcept {
    if (text.empty() || text.size() > maxDigits ||
        !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return std::nullopt;
    int n = 0;
    std::from_chars(text.data(), text.data() + text.size(), n);
    return n;
}

} // namespace mancala::detail
