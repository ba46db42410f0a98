// Helpers shared by the rule-scenario suites (test_<game>.cpp): readable
// failure messages, positions built from the rows as seen on screen, hole and
// move names, trace events, and a play() that checks a move through every path.
//
// Each suite is its own executable and defines the game it checks once:
//     const Rules& mancala::scenario::rules() { return rulesFor(GameId::...); }
// and then uses these helpers with `using namespace mancala::scenario;`.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <initializer_list>
#include <ostream>
#include <string_view>
#include <vector>

#include "core/position_fault.hpp"
#include "core/trace_replay.hpp"
#include "mancala/rules.hpp"
#include "mancala/trace.hpp"
#include "mancala/types.hpp"

namespace mancala {

namespace scenario {

// The rules of the game the suite checks; defined by the suite.
const Rules& rules();

} // namespace scenario

// Readable failure messages: the board as on screen (top row first, each row
// labelled with its digit, columns a.. from the left), totals, side, result.
inline void PrintTo(const Position& p, std::ostream* os) {
    const Rules& r = scenario::rules();
    for (int row = r.rows() - 1; row >= 0; --row) {
        *os << "\n  " << row + 1 << ':';
        for (int col = 0; col < r.cols(); ++col)
            *os << ' ' << static_cast<int>(p.board[r.hole(row, col)]);
    }
    *os << "\n  " << (r.hasStores() ? "stores" : "totals") << " S " << p.totals[0] << " N " << p.totals[1] << ", "
        << (p.toMove == Side::South ? "South" : "North") << " to move, end " << static_cast<int>(p.end) << ", winner "
        << static_cast<int>(p.winner) << '\n';
}

namespace scenario {

constexpr Side S = Side::South;
constexpr Side N = Side::North;

// A hole by name: "c1" is column c, row 1.
inline Hole H(std::string_view name) {
    return rules().hole(name[1] - '1', name[0] - 'a');
}
inline Move sow(std::string_view name) {
    return Move::sow(H(name));
}
inline Move step(std::string_view from, std::string_view to) {
    return Move::step(H(from), H(to));
}

inline Position withTotals(Position p, int southTotal, int northTotal, Side toMove) {
    p.totals = {static_cast<std::uint16_t>(southTotal), static_cast<std::uint16_t>(northTotal)};
    p.toMove = toMove;
    return p;
}

// Two-row, six-column games: North's row (a2..f2) and South's row (a1..f1),
// both left to right as on screen, and the two totals (or stores).
using Row = std::array<int, 6>;
struct Totals {
    int south = 0;
    int north = 0;
};

inline Position board(const Row& north, const Row& south, Totals totals, Side toMove) {
    Position p;
    for (int col = 0; col < static_cast<int>(Row{}.size()); ++col) {
        p.board[rules().hole(0, col)] = static_cast<std::uint8_t>(south[col]);
        p.board[rules().hole(1, col)] = static_cast<std::uint8_t>(north[col]);
    }
    return withTotals(p, totals.south, totals.north, toMove);
}

// Any number of rows, top row first, as seen on screen. A row is either its
// counts ({7, 0}) or a picture with 'o' for a single stone and '.' for empty.
inline std::uint8_t seeds(int count) {
    return static_cast<std::uint8_t>(count);
}
inline std::uint8_t seeds(char picture) {
    return picture == 'o' ? 1 : 0;
}

template <typename RowCells>
Position boardFromRows(std::initializer_list<RowCells> rows, int southTotal, int northTotal, Side toMove) {
    Position p;
    int row = static_cast<int>(rows.size()) - 1;
    for (const RowCells& cells : rows) {
        int col = 0;
        for (auto cell : cells)
            p.board[rules().hole(row, col++)] = seeds(cell);
        --row;
    }
    return withTotals(p, southTotal, northTotal, toMove);
}

inline Position board(std::initializer_list<std::string_view> rows, int southTotal, int northTotal, Side toMove) {
    return boardFromRows<std::string_view>(rows, southTotal, northTotal, toMove);
}
inline Position board(std::initializer_list<std::initializer_list<int>> rows, int southTotal, int northTotal,
                      Side toMove) {
    return boardFromRows<std::initializer_list<int>>(rows, southTotal, northTotal, toMove);
}

inline Position ended(Position p, EndReason reason, Winner winner) {
    p.end = reason;
    p.winner = winner;
    return p;
}

inline std::vector<Move> legal(const Position& p) {
    MoveList list;
    rules().legalMoves(p, list);
    return {list.begin(), list.end()};
}

// Plays a legal move and checks that the fast path, the traced path and the
// search's (Rules::successors) agree and that the trace replays to the same
// position.
inline Position play(const Position& before, Move m, Trace* traceOut = nullptr) {
    EXPECT_EQ(positionFaultName(rules().positionFault(before)), "none");
    EXPECT_EQ(rules().check(before, m), IllegalReason::None);
    const std::vector<Move> moves = legal(before);
    EXPECT_NE(std::find(moves.begin(), moves.end(), m), moves.end());
    Position fast = before;
    rules().apply(fast, m, nullptr);
    Position traced = before;
    Trace trace;
    rules().apply(traced, m, &trace);
    EXPECT_EQ(fast, traced);
    EXPECT_EQ(replayTrace(before, trace), traced);
    EXPECT_EQ(positionFaultName(rules().positionFault(traced)), "none");
    SuccessorList next;
    rules().successors(before, next);
    EXPECT_EQ(next.size(), static_cast<int>(moves.size()));
    const Successor* successor =
        std::find_if(next.begin(), next.end(), [m](const Successor& s) { return s.move == m; });
    EXPECT_NE(successor, next.end());
    if (successor != next.end()) {
        EXPECT_EQ(successor->pos, traced);
    }
    if (traceOut)
        *traceOut = trace;
    return traced;
}

// Trace events, the hole given by number or by name.
inline Event pickUp(Hole h, int n) {
    return {.kind = EventKind::PickUp, .hole = h, .count = static_cast<std::uint8_t>(n)};
}
inline Event drop(Hole h) {
    return {.kind = EventKind::Drop, .hole = h};
}
inline Event skip(Hole h) {
    return {.kind = EventKind::Skip, .hole = h};
}
inline Event lap(Hole h) {
    return {.kind = EventKind::Lap, .hole = h};
}
inline Event capture(Hole h, int n, Side s) {
    return {.kind = EventKind::Capture, .hole = h, .count = static_cast<std::uint8_t>(n), .side = s};
}
inline Event allot(Hole h, int n, Side s) {
    return {.kind = EventKind::Allot, .hole = h, .count = static_cast<std::uint8_t>(n), .side = s};
}
inline Event end(EndReason r, Winner w, Allotment a) {
    return {.kind = EventKind::End, .reason = r, .winner = w, .allotment = a};
}

// By name; a pick-up or capture without a count is of a single stone.
inline Event pickUp(std::string_view h, int n = 1) {
    return pickUp(H(h), n);
}
inline Event drop(std::string_view h) {
    return drop(H(h));
}
inline Event skip(std::string_view h) {
    return skip(H(h));
}
inline Event lap(std::string_view h) {
    return lap(H(h));
}
inline Event capture(std::string_view h, int n, Side s) {
    return capture(H(h), n, s);
}
inline Event capture(std::string_view h, Side s) {
    return capture(H(h), 1, s);
}
inline Event allot(std::string_view h, int n, Side s) {
    return allot(H(h), n, s);
}

} // namespace scenario
} // namespace mancala
