// Hole names and move notation of docs/rules.md: "c1", "a1-a2" (Bao la Kimasai; the
// bare source hole is accepted on input), "pass".
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "mancala/rules.hpp"

namespace mancala {

enum class NotationError : std::uint8_t {
    None,
    EmptyText,   // nothing to read
    BadHoleName, // not a letter followed by a digit
    NoSuchHole,  // a well-formed name outside this board
    BadMove,     // neither a hole, "from-to" nor "pass"
    NotAStep,    // "from-to" in a sowing game
};

std::string holeName(const Rules& rules, Hole h);
std::optional<Hole> parseHole(const Rules& rules, std::string_view text, NotationError* error = nullptr);

std::string formatMove(const Rules& rules, Move m);
// Parses a move; a bare hole in Bao la Kimasai gets its forced destination.
// The move is well-formed, not necessarily legal (see Rules::check).
std::optional<Move> parseMove(const Rules& rules, std::string_view text, NotationError* error = nullptr);

} // namespace mancala
