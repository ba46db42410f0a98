// The random playout by the public interface alone, the reference for the
// games' fast paths (Rules::playout, randomPlayout() of playout.hpp): the
// same draw as theirs, by Rules::check, and advance() at every ply.
#pragma once

#include <cassert>
#include <cstdint>

#include "mancala/playout.hpp"
#include "mancala/repetition.hpp"

namespace mancala {

// The draw of the playouts by Rules::check alone: the move played next in
// `pos` (not over).
inline Move drawMove(const Rules& rules, const Position& pos, PlayoutRandom& random) {
    assert(!pos.over());
    std::uint64_t candidates = 0;
    for (int h = 0; h < rules.holeCount(); ++h) {
        const IllegalReason why = rules.check(pos, rules.moveFrom(static_cast<Hole>(h)));
        if (why == IllegalReason::None || why == IllegalReason::NeverEnds || why == IllegalReason::DoesNotFeed)
            candidates |= std::uint64_t{1} << h;
    }
    while (candidates != 0) {
        const int h = random.drawBit(candidates);
        const Move m = rules.moveFrom(static_cast<Hole>(h));
        if (rules.check(pos, m) == IllegalReason::None)
            return m;
        candidates &= ~(std::uint64_t{1} << h);
    }
    assert(rules.check(pos, Move::pass()) == IllegalReason::None && "drawMove: no legal move");
    return Move::pass();
}

// randomPlayout() by drawMove() and advance(): `pos` played to its end,
// `seen` as for randomPlayout(). Returns the plies played.
inline int referencePlayout(const Rules& rules, Position& pos, RepetitionTracker& seen, PlayoutRandom& random) {
    int plies = 0;
    for (; !pos.over(); ++plies)
        advance(rules, pos, drawMove(rules, pos, random), seen);
    return plies;
}

} // namespace mancala
