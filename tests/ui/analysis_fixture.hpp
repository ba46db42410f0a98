// The game the analysis suites (test_analysis_window, test_board_export)
// replay: tests/cli/data/tihbat.mancala, whose exact values are known.
#pragma once

#include <vector>

#include "mancala/notation.hpp"
#include "mancala/rules.hpp"

namespace mancala::ui::test {

// North's a2 at ply 2 throws its win away (b2 keeps it), South's a1 at ply
// 3 too (b1), North's a2 at ply 4 again: South 3 best and 1 blunder, North
// 2 best and 2 blunders, average losses 1.50 and 3.00 seeds.
inline std::vector<Move> tihbatGame() {
    const Rules& rules = rulesFor(GameId::Tihbat);
    std::vector<Move> moves;
    for (const char* m : {"b1", "a2", "a1", "a2", "b1", "a2", "a1", "a2"})
        moves.push_back(*parseMove(rules, m));
    return moves;
}

} // namespace mancala::ui::test
