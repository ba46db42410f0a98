// The ordered trace of a move: what happened, seed by seed, so that the UI can
// animate it and word it in any language. Replaying a trace on the position
// before the move gives the position after it.
#pragma once

#include <vector>

#include "mancala/types.hpp"

namespace mancala {

enum class EventKind : std::uint8_t {
    PickUp,  // hole, count: the mover lifts `count` seeds (a Bao stone: count 1) from `hole`
    Drop,    // hole: one seed from the hand falls into `hole`
    Store,   // side: one seed from the hand falls into `side`'s store (Kalah's sowing)
    Skip,    // hole: the sowing passes over `hole` without dropping (Ayoayo's origin)
    Lap,     // hole: a relay lap starts from `hole` (followed by its PickUp)
    Capture, // hole, count, side: `count` seeds leave `hole` for `side`'s total/store
    Pass,    // side: `side` passes
    Again,   // side: `side` moves again (Kalah: the last seed fell into their store)
    Allot,   // hole, count, side: end-of-game allotment of seeds left on the board
    End,     // reason, winner, allotment: the game is over (after any Allot events)
};

// The game's rule for the seeds left on the board when it ends, which the
// End event names (the Allot events before it are what that rule gave whom).
enum class Allotment : std::uint8_t {
    None,         // nothing is shared out (Bao la Kimasai)
    OwnRows,      // each player takes the seeds of their own row (the relay games' repetition, Djenon-aboure,
                  // Kalah, Oware)
    ToLastMover,  // every seed goes to the player who moved last (Ayoayo, a player who cannot move)
    SplitEqually, // the seeds are split equally between the players (Tihbat)
};

struct Event {
    EventKind kind = EventKind::Pass;
    Hole hole = kNoHole;
    std::uint8_t count = 0;
    Side side = Side::South;
    EndReason reason = EndReason::None;
    Winner winner = Winner::None;
    Allotment allotment = Allotment::None;

    friend bool operator==(const Event&, const Event&) = default;
};

using Trace = std::vector<Event>;

// Appends `e` to `trace` where the caller asked for one (nullptr: none).
inline void appendEvent(Trace* trace, const Event& e) {
    if (trace != nullptr)
        trace->push_back(e);
}

} // namespace mancala
