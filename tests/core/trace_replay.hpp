// The events of a trace applied to the position before the move: what the
// tests hold a move's trace to (it must lead to the position the move made).
#pragma once

#include "mancala/trace.hpp"

namespace mancala {

// Applies the events of `trace` to `pos` and returns the result; the side to
// move changes once (every move, passes included, hands the turn over)
// unless the trace says the mover moves again (Kalah's Again).
inline Position replayTrace(Position pos, const Trace& trace) {
    bool again = false;
    for (const Event& e : trace) {
        switch (e.kind) {
        case EventKind::PickUp: pos.board[e.hole] = static_cast<std::uint8_t>(pos.board[e.hole] - e.count); break;
        case EventKind::Drop: ++pos.board[e.hole]; break;
        case EventKind::Store:
            pos.totals[index(e.side)] = static_cast<std::uint16_t>(pos.totals[index(e.side)] + 1);
            break;
        case EventKind::Again: again = true; break;
        case EventKind::Capture:
        case EventKind::Allot:
            pos.board[e.hole] = static_cast<std::uint8_t>(pos.board[e.hole] - e.count);
            pos.totals[index(e.side)] = static_cast<std::uint16_t>(pos.totals[index(e.side)] + e.count);
            break;
        case EventKind::End:
            pos.end = e.reason;
            pos.winner = e.winner;
            break;
        case EventKind::Skip:
        case EventKind::Lap:
        case EventKind::Pass: break;
        }
    }
    if (!again)
        pos.toMove = opponent(pos.toMove);
    return pos;
}

} // namespace mancala
