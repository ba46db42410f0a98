// Internal: a text cut at each separator, the notations' one way of reading
// fields (setup.cpp's positions, puzzle_text.cpp's puzzles).
#pragma once

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

} // namespace mancala::detail
