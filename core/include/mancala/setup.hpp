// A position set up by hand (an editor, mancala-cli ai --position): its
// text, and whether it can be played.
//
// The text (docs/record-format.md, "Position notation") is three fields
// separated by one space: the rows from the top of the board as the app
// draws it (North's far row, the highest row digit) down to row 1, separated
// by '/', each row's seeds from column a to the last, separated by ','; the
// side to move, `south` or `north`; the totals `S-N` (captured seeds; Ayoayo
// and Kalah: the stores). The start of Kalah(6, 4):
//
//     4,4,4,4,4,4/4,4,4,4,4,4 south 0-0
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "mancala/rules.hpp"

namespace mancala {

enum class PositionTextError : std::uint8_t {
    None,
    NotThreeFields, // not rows, side and totals separated by single spaces
    WrongRowCount,  // another number of rows than the game's
    WrongHoleCount, // a row with another number of holes than the game's
    BadSeedCount,   // a hole's seeds not a number of 1 to 3 digits, or over 255
    BadSide,        // neither "south" nor "north"
    BadTotals,      // not "S-N" with numbers of 1 to 3 digits
};

std::string formatPosition(const Rules& rules, const Position& pos);
// Parses the text into a position of `rules` that is not over (not yet
// checked: see checkSetUp).
std::optional<Position> parsePosition(const Rules& rules, std::string_view text, PositionTextError* error = nullptr);

// Why a position set up by hand cannot be played: it breaks an invariant of
// the rules (`invariant`: the seeds do not add up to the game's, a hole of
// Bao la Kimasai holds more than one stone, ...), or the game would already
// be over there (`end`: Rules::endAt, e.g. the side to move cannot move).
struct SetUpFault {
    PositionFault invariant = PositionFault::None;
    EndReason end = EndReason::None;
    bool playable() const noexcept { return invariant == PositionFault::None && end == EndReason::None; }
    friend bool operator==(const SetUpFault&, const SetUpFault&) = default;
};

// Precondition: `pos` is not over.
SetUpFault checkSetUp(const Rules& rules, const Position& pos) noexcept;

// Editing a position by hand (the app's Set Up Position), a seed at a time,
// so that it always keeps the invariants of the rules: the seeds not on the
// board are the totals. A seed put into a hole comes from North's total, or
// from South's when North has none; a seed taken away goes to North's.
// Precondition of each: `pos` keeps the invariants (Rules::positionIsOk) and
// `h` is a hole of the board. A refused edit changes nothing.
enum class SetUpEdit : std::uint8_t {
    Done,
    AllSeedsPlaced, // every seed of the game is on the board already
    HoleFull,       // the hole holds all it may (Bao la Kimasai: one stone; else 255 seeds)
    HoleEmpty,      // there is nothing to take away
};
SetUpEdit addSeed(const Rules& rules, Position& pos, Hole h) noexcept;
SetUpEdit removeSeed(const Rules& rules, Position& pos, Hole h) noexcept;
// Gives `side` `seeds` of the seeds not on the board (all of them, if fewer)
// and the other side the rest.
void setTotal(Position& pos, Side side, int seeds) noexcept;
// The board of `rules` without a seed, `toMove` to move: every seed in the
// totals, half each (South the odd one).
Position emptyBoard(const Rules& rules, Side toMove) noexcept;

} // namespace mancala
