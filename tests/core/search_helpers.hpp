// Helpers shared by the computer-player suites (test_search.cpp,
// test_search_repetition.cpp, test_root_choice.cpp, test_tihbat_solver.cpp):
// positions from their rows as seen on screen, moves by name, fixed search
// budgets, random games, and the plain exhaustive Tihbat search that the
// solver and the search are checked against.
//
// Two-row boards are drawn as on screen: North's row (row 2) on top, South's
// row (row 1) below, columns a, b, ... from the left. Bao la Kimasai boards
// show rows 4, 3, 2, 1 from the top, 'o' a stone, '.' an empty hole.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <random>
#include <string_view>
#include <vector>

#include "core/position_fault.hpp"
#include "mancala/game.hpp"
#include "mancala/notation.hpp"
#include "mancala/search.hpp"

namespace mancala::search_test {

inline const Rules& rulesOf(GameId g) {
    return rulesFor(g);
}

// A two-row position from its rows as seen on screen, North's row first.
inline Position sowingBoard(GameId g, std::initializer_list<int> north, std::initializer_list<int> south,
                            int southTotal, int northTotal, Side toMove) {
    const Rules& rules = rulesOf(g);
    Position p;
    int col = 0;
    for (int n : north)
        p.board[rules.hole(1, col++)] = static_cast<std::uint8_t>(n);
    col = 0;
    for (int n : south)
        p.board[rules.hole(0, col++)] = static_cast<std::uint8_t>(n);
    p.totals = {static_cast<std::uint16_t>(southTotal), static_cast<std::uint16_t>(northTotal)};
    p.toMove = toMove;
    EXPECT_EQ(positionFaultName(rules.positionFault(p)), "none");
    return p;
}

// A Bao la Kimasai position from its four rows as seen on screen, row 4 first.
inline Position baoBoard(std::initializer_list<std::string_view> rows, int southTotal, int northTotal, Side toMove) {
    const Rules& rules = rulesOf(GameId::BaoLaKimasai);
    Position p;
    int row = static_cast<int>(rows.size()) - 1;
    for (std::string_view r : rows) {
        for (int col = 0; col < static_cast<int>(r.size()); ++col)
            p.board[rules.hole(row, col)] = r[static_cast<std::size_t>(col)] == 'o' ? 1 : 0;
        --row;
    }
    p.totals = {static_cast<std::uint16_t>(southTotal), static_cast<std::uint16_t>(northTotal)};
    p.toMove = toMove;
    EXPECT_EQ(positionFaultName(rules.positionFault(p)), "none");
    return p;
}

inline Move move(GameId g, std::string_view text) {
    const std::optional<Move> m = parseMove(rulesOf(g), text);
    EXPECT_TRUE(m.has_value()) << text;
    return m.value_or(Move::pass());
}

inline SearchOptions budget(Level level, int depth, std::uint64_t seed = 1) {
    SearchOptions o;
    o.level = level;
    o.timeMs = 0;
    o.maxDepth = depth;
    o.seed = seed;
    return o;
}

inline int difference(const Position& pos) {
    const auto me = static_cast<std::size_t>(index(pos.toMove));
    return pos.totals[me] - pos.totals[1 - me];
}

// The independent reference for Tihbat: plain minimax over every line of the
// game, every move played by advance() as in Game. Returns the final
// difference for the side to move.
inline int exhaustiveTihbat(const Position& pos, RepetitionTracker& repetition) {
    const Rules& rules = rulesOf(GameId::Tihbat);
    if (pos.over())
        return difference(pos);
    MoveList moves;
    rules.legalMoves(pos, moves);
    int best = std::numeric_limits<int>::min();
    for (Move m : moves) {
        Position child = pos;
        const bool recorded = advance(rules, child, m, repetition);
        best = std::max(best, -exhaustiveTihbat(child, repetition));
        if (recorded)
            repetition.pop();
    }
    return best;
}

inline int exhaustiveTihbat(const Position& pos, const std::vector<Position>& history) {
    std::vector<Position> all = history;
    all.push_back(pos);
    RepetitionTracker repetition;
    repetition.assign(rulesOf(GameId::Tihbat), all);
    return exhaustiveTihbat(pos, repetition);
}

// Games of random moves (fixed seed); calls visit(game) before every move.
template <typename Visit> void randomGames(GameId g, int games, unsigned seed, Visit visit) {
    std::mt19937 random(seed);
    MoveList moves;
    for (int i = 0; i < games; ++i) {
        Game game(rulesOf(g));
        while (!game.over()) {
            visit(game);
            game.legalMoves(moves);
            std::uniform_int_distribution<int> pick(0, moves.size() - 1);
            ASSERT_EQ(game.play(moves[pick(random)]), IllegalReason::None);
        }
    }
}

// A game of `plies` random moves (fixed seed; fewer if it ends first).
inline Game randomGame(GameId g, int plies, unsigned seed) {
    Game game(rulesOf(g));
    std::mt19937 random(seed);
    MoveList moves;
    while (!game.over() && game.ply() < plies) {
        game.legalMoves(moves);
        std::uniform_int_distribution<int> pick(0, moves.size() - 1);
        EXPECT_EQ(game.play(moves[pick(random)]), IllegalReason::None);
    }
    return game;
}

} // namespace mancala::search_test
