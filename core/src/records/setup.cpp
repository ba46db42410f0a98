// Positions set up by hand (setup.hpp): the text of docs/record-format.md,
// "Position notation", and the check before one is played.
#include "mancala/setup.hpp"

#include "records/split.hpp"

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <vector>

namespace mancala {
namespace {

// A number of 1 to 3 decimal digits, at most `max`.
std::optional<int> smallNumber(std::string_view text, int max) {
    const std::optional<int> n = detail::decimal(text, 3);
    return n && *n <= max ? n : std::nullopt;
}

std::optional<Position> fail(PositionTextError* error, PositionTextError why) {
    if (error != nullptr)
        *error = why;
    return std::nullopt;
}

} // namespace

std::string formatPosition(const Rules& rules, const Position& pos) {
    std::string out;
    for (int row = rules.rows() - 1; row >= 0; --row) {
        for (int col = 0; col < rules.cols(); ++col) {
            out += std::to_string(pos.board[rules.hole(row, col)]);
            out += col + 1 < rules.cols() ? "," : "";
        }
        out += row > 0 ? "/" : "";
    }
    out += pos.toMove == Side::South ? " south " : " north ";
    return out + std::to_string(pos.totals[0]) + '-' + std::to_string(pos.totals[1]);
}

std::optional<Position> parsePosition(const Rules& rules, std::string_view text, PositionTextError* error) {
    const std::vector<std::string_view> fields = detail::split(text, " ");
    if (fields.size() != 3)
        return fail(error, PositionTextError::NotThreeFields);
    const std::vector<std::string_view> rows = detail::split(fields[0], "/");
    if (static_cast<int>(rows.size()) != rules.rows())
        return fail(error, PositionTextError::WrongRowCount);
    Position pos;
    for (int r = 0; r < rules.rows(); ++r) {
        const std::vector<std::string_view> holes = detail::split(rows[static_cast<std::size_t>(r)], ",");
        if (static_cast<int>(holes.size()) != rules.cols())
            return fail(error, PositionTextError::WrongHoleCount);
        for (int col = 0; col < rules.cols(); ++col) {
            const std::optional<int> seeds = smallNumber(holes[static_cast<std::size_t>(col)], 255);
            if (!seeds)
                return fail(error, PositionTextError::BadSeedCount);
            pos.board[rules.hole(rules.rows() - 1 - r, col)] = static_cast<std::uint8_t>(*seeds);
        }
    }
    if (fields[1] != "south" && fields[1] != "north")
        return fail(error, PositionTextError::BadSide);
    pos.toMove = fields[1] == "south" ? Side::South : Side::North;
    const std::vector<std::string_view> totals = detail::split(fields[2], "-");
    const std::optional<int> south = totals.size() == 2 ? smallNumber(totals[0], 999) : std::nullopt;
    const std::optional<int> north = totals.size() == 2 ? smallNumber(totals[1], 999) : std::nullopt;
    if (!south || !north)
        return fail(error, PositionTextError::BadTotals);
    pos.totals = {static_cast<std::uint16_t>(*south), static_cast<std::uint16_t>(*north)};
    if (error != nullptr)
        *error = PositionTextError::None;
    return pos;
}

SetUpFault checkSetUp(const Rules& rules, const Position& pos) noexcept {
    assert(!pos.over());
    SetUpFault fault;
    fault.invariant = rules.positionFault(pos);
    if (fault.invariant == PositionFault::None)
        fault.end = rules.endAt(pos);
    return fault;
}

SetUpEdit addSeed(const Rules& rules, Position& pos, Hole h) noexcept {
    assert(h < rules.holeCount() && rules.positionIsOk(pos));
    if (pos.totals[0] + pos.totals[1] == 0)
        return SetUpEdit::AllSeedsPlaced;
    if (pos.board[h] == UINT8_MAX)
        return SetUpEdit::HoleFull;
    Position next = pos;
    ++next.board[h];
    --next.totals[next.totals[index(Side::North)] > 0 ? index(Side::North) : index(Side::South)];
    if (rules.positionFault(next) != PositionFault::None) // the rules' own limit of a hole
        return SetUpEdit::HoleFull;
    pos = next;
    return SetUpEdit::Done;
}

SetUpEdit removeSeed(const Rules& rules, Position& pos, Hole h) noexcept {
    assert(h < rules.holeCount() && rules.positionIsOk(pos));
    if (pos.board[h] == 0)
        return SetUpEdit::HoleEmpty;
    --pos.board[h];
    ++pos.totals[index(Side::North)];
    return SetUpEdit::Done;
}

void setTotal(Position& pos, Side side, int seeds) noexcept {
    const int off = pos.totals[0] + pos.totals[1];
    const int mine = std::clamp(seeds, 0, off);
    pos.totals[index(side)] = static_cast<std::uint16_t>(mine);
    pos.totals[index(opponent(side))] = static_cast<std::uint16_t>(off - mine);
}

Position emptyBoard(const Rules& rules, Side toMove) noexcept {
    Position pos;
    pos.toMove = toMove;
    const int all = rules.totalSeeds();
    pos.totals = {static_cast<std::uint16_t>(all - all / 2), static_cast<std::uint16_t>(all / 2)};
    return pos;
}

} // namespace mancala
