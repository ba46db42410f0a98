// Random playouts of every game (fixed seeds): invariants of the rules, the
// move lists, the traces and the records, checked at every ply of thousands of
// games.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <random>
#include <string>

#include "core/game_params.hpp"
#include "core/position_fault.hpp"
#include "core/trace_replay.hpp"
#include "mancala/game.hpp"
#include "mancala/record.hpp"
#include "mancala/trace.hpp"

namespace mancala {
namespace {

// Generous: the longest random games are a few hundred plies.
constexpr int kPlyCap = 10000;

int gamesFor(GameId g) {
    return g == GameId::BaoLaKimasai ? 500 : 2000;
}

bool sowingGame(GameId g) {
    return g != GameId::BaoLaKimasai;
}

// The next hole counter-clockwise in a two-row game: along South's row to the
// right, up, along North's row to the left, down.
Hole nextHole(const Rules& rules, Hole h) {
    const int row = rules.rowOf(h);
    const int col = rules.colOf(h);
    if (row == 0)
        return col < rules.cols() - 1 ? rules.hole(0, col + 1) : rules.hole(1, col);
    return col > 0 ? rules.hole(1, col - 1) : rules.hole(0, 0);
}

// Whether a sowing game drops the first seed of a lap back into its origin
// (Djenon-aboure, Tihbat) rather than into the next hole (Ayoayo).
bool firstSeedBack(GameId g) {
    return g == GameId::DjenonAboure || g == GameId::Tihbat;
}

// How each game shares out the seeds left on the board when it ends
// (docs/rules.md): Bao la Kimasai allots nothing, Tihbat splits them equally,
// Ayoayo's player who cannot move leaves them to the last mover, and
// otherwise each player takes their own row.
Allotment allotmentOf(GameId g, EndReason end) {
    if (g == GameId::BaoLaKimasai)
        return Allotment::None;
    if (g == GameId::Tihbat)
        return Allotment::SplitEqually;
    if (g == GameId::Ayoayo && end == EndReason::NoMoves)
        return Allotment::ToLastMover;
    if (g == GameId::Oware && end == EndReason::Majority)
        return Allotment::None; // the seeds left stay on the board
    return Allotment::OwnRows;
}

// Checks the events of move `m` by `mover`, played on `before`, one by one
// against a running board:
// - a pass is a Pass event of the mover (then possibly the end of the game);
// - a move starts with the PickUp of all the seeds of its hole;
// - every PickUp is followed by as many Drops as it lifted (Ayoayo: with Skips
//   of the lap's origin when the lap holds 12 seeds or more), in sowing order:
//   counter-clockwise, the first seed into the origin or the next hole as the
//   game says; Bao la Kimasai: the one stone into the move's destination;
// - a Lap starts a relay from the hole of the last Drop and is followed by
//   the PickUp of all of that hole's seeds;
// - Captures take a whole hole for the mover, after the sowing; Allots take
//   seeds off the board after that, as the game's allotment has it; End
//   names that allotment and comes last, once, exactly when the
//   game is over, with its reason and winner; an ended sowing game has an
//   empty board (everything allotted).
void checkTrace(const Rules& rules, const Position& before, Move m, const Trace& trace, const Position& after) {
    const GameId g = rules.id();
    const Side mover = before.toMove;
    ASSERT_FALSE(trace.empty());
    Position running = before;
    std::size_t i = 0;

    if (m.isPass()) {
        EXPECT_EQ(trace[0].kind, EventKind::Pass);
        EXPECT_EQ(trace[0].side, mover);
        i = 1;
    } else {
        ASSERT_EQ(trace[0].kind, EventKind::PickUp);
        EXPECT_EQ(trace[0].hole, m.from);
        Hole lastDrop = kNoHole;
        bool sowing = true;
        while (sowing) {
            // A PickUp at trace[i], then its Drops.
            ASSERT_LT(i, trace.size());
            const Event& pick = trace[i];
            ASSERT_EQ(pick.kind, EventKind::PickUp);
            ASSERT_GT(pick.count, 0);
            EXPECT_EQ(int{pick.count}, int{running.board[pick.hole]}) << "a PickUp lifts the whole hole";
            running.board[pick.hole] = 0;
            const Hole origin = pick.hole;
            const bool skips = (g == GameId::Ayoayo || g == GameId::Oware) && pick.count >= 12;
            int hand = pick.count;
            Hole expected = g == GameId::BaoLaKimasai ? m.to : firstSeedBack(g) ? origin : nextHole(rules, origin);
            ++i;
            while (hand > 0) {
                ASSERT_LT(i, trace.size()) << hand << " seeds still in hand";
                const Event& e = trace[i++];
                if (e.kind == EventKind::Store) {
                    // Kalah: into the mover's own store, between their last house and the opponent's row.
                    EXPECT_EQ(g.family(), GameFamily::Kalah) << "a store sown into in a game without";
                    EXPECT_EQ(e.side, mover);
                    EXPECT_EQ(expected,
                              rules.hole(index(mover) == 0 ? 1 : 0, mover == Side::South ? rules.cols() - 1 : 0))
                        << "the store comes after the mover's last house";
                    running.totals[index(mover)] = static_cast<std::uint16_t>(running.totals[index(mover)] + 1);
                    --hand;
                    continue;
                }
                ASSERT_TRUE(e.kind == EventKind::Drop || (skips && e.kind == EventKind::Skip))
                    << "event " << i - 1 << " with " << hand << " seeds in hand";
                EXPECT_EQ(e.hole, expected) << "event " << i - 1 << " out of sowing order";
                if (e.kind == EventKind::Skip) {
                    EXPECT_EQ(e.hole, origin) << "only the lap's origin is skipped";
                } else {
                    EXPECT_FALSE(skips && e.hole == origin) << "a lap of 12 or more drops into its origin";
                    ++running.board[e.hole];
                    --hand;
                    lastDrop = e.hole;
                }
                if (sowingGame(g))
                    expected = nextHole(rules, expected);
            }
            sowing = i < trace.size() && trace[i].kind == EventKind::Lap;
            if (sowing) {
                EXPECT_TRUE(sowingGame(g) && g != GameId::Tihbat) << "a relay lap in a game without relays";
                EXPECT_EQ(trace[i].hole, lastDrop) << "a relay starts from the hole of the last seed";
                ++i;
                ASSERT_LT(i, trace.size());
                EXPECT_EQ(trace[i].hole, lastDrop) << "a Lap is followed by its PickUp";
            }
        }
    }

    for (; i < trace.size() && trace[i].kind == EventKind::Capture; ++i) {
        const Event& e = trace[i];
        EXPECT_EQ(e.side, mover) << "captures go to the mover";
        EXPECT_GT(e.count, 0);
        EXPECT_EQ(int{e.count}, int{running.board[e.hole]}) << "a capture takes the whole hole";
        running.board[e.hole] = static_cast<std::uint8_t>(running.board[e.hole] - e.count);
    }
    if (i < trace.size() && trace[i].kind == EventKind::Again) {
        EXPECT_EQ(g.family(), GameFamily::Kalah) << "another turn in a game without";
        EXPECT_EQ(trace[i].side, mover);
        EXPECT_EQ(after.toMove, mover) << "another turn: the mover moves again";
        ++i;
    }
    const Allotment allotment = after.over() ? allotmentOf(g, after.end) : Allotment::None;
    std::array<int, 2> allotted{0, 0};
    for (; i < trace.size() && trace[i].kind == EventKind::Allot; ++i) {
        const Event& e = trace[i];
        EXPECT_TRUE(sowingGame(g)) << "Bao la Kimasai allots nothing";
        EXPECT_GT(e.count, 0);
        EXPECT_LE(int{e.count}, int{running.board[e.hole]});
        running.board[e.hole] = static_cast<std::uint8_t>(running.board[e.hole] - e.count);
        allotted[index(e.side)] += e.count;
        if (allotment == Allotment::OwnRows) {
            EXPECT_EQ(e.side, rules.owner(e.hole)) << "each player takes their own row";
        }
        if (allotment == Allotment::ToLastMover) {
            EXPECT_EQ(e.side, mover) << "the seeds left go to the last mover";
        }
    }
    if (allotment == Allotment::SplitEqually) {
        EXPECT_EQ(allotted[0], allotted[1]) << "the seeds left are split equally";
    }
    if (after.over()) {
        ASSERT_EQ(i + 1, trace.size()) << "the End event comes last, once";
        EXPECT_EQ(trace[i].kind, EventKind::End);
        EXPECT_EQ(trace[i].reason, after.end);
        EXPECT_EQ(trace[i].winner, after.winner);
        EXPECT_EQ(trace[i].allotment, allotment) << "the End event names the game's allotment";
        if (sowingGame(g) && allotment != Allotment::None) {
            EXPECT_TRUE(std::all_of(after.board.begin(), after.board.end(), [](std::uint8_t n) { return n == 0; }))
                << "the seeds left on the board are allotted at the end";
        }
    } else {
        EXPECT_EQ(i, trace.size()) << "unexpected event " << static_cast<int>(trace[i].kind) << " at " << i;
    }
    EXPECT_EQ(replayTrace(before, trace), after);
}

// The move lists and check() in a position of a game in progress or ended.
void checkMoves(const Game& game) {
    const Rules& rules = game.rules();
    MoveList moves;
    game.legalMoves(moves);
    if (game.over()) {
        EXPECT_TRUE(moves.empty()) << "moves listed after the end";
        EXPECT_EQ(game.check(Move::pass()), IllegalReason::GameOver);
        for (int h = 0; h < rules.holeCount(); ++h)
            EXPECT_EQ(game.check(rules.moveFrom(static_cast<Hole>(h))), IllegalReason::GameOver);
        return;
    }
    ASSERT_FALSE(moves.empty()) << "no move listed before the end";
    EXPECT_TRUE(std::adjacent_find(moves.begin(), moves.end(), [](Move a, Move b) { return !(a < b); }) == moves.end())
        << "moves are not strictly ascending";
    const bool passes = moves[0].isPass();
    if (passes) {
        EXPECT_EQ(moves.size(), 1) << "a pass is only ever listed alone";
    }
    for (Move m : moves)
        EXPECT_EQ(game.check(m), IllegalReason::None);
    for (int h = 0; h < rules.holeCount(); ++h) {
        const Move m = rules.moveFrom(static_cast<Hole>(h));
        if (std::find(moves.begin(), moves.end(), m) == moves.end()) {
            EXPECT_NE(game.check(m), IllegalReason::None) << "hole " << h << " is not listed but allowed";
        }
    }
    if (!passes) {
        EXPECT_NE(game.check(Move::pass()), IllegalReason::None) << "a pass is allowed but not listed";
    }
    EXPECT_EQ(game.check(Move::sow(static_cast<Hole>(rules.holeCount()))), IllegalReason::NotAHole);
}

class Playouts : public ::testing::TestWithParam<GameId> {};

TEST_P(Playouts, RandomGamesKeepEveryInvariant) {
    const GameId g = GetParam();
    const Rules& rules = rulesFor(g);
    std::mt19937 rng(4242u + static_cast<unsigned>(g.family()));
    for (int n = 0; n < gamesFor(g); ++n) {
        Game game(rules);
        ASSERT_EQ(positionFaultName(rules.positionFault(game.position())), "none");
        while (!game.over()) {
            ASSERT_LT(game.ply(), kPlyCap) << "game " << n << " does not end";
            checkMoves(game);
            MoveList moves;
            game.legalMoves(moves);
            const Move m = moves[static_cast<int>(rng() % static_cast<unsigned>(moves.size()))];
            const Position before = game.position();
            Trace trace;
            ASSERT_EQ(game.play(m, &trace), IllegalReason::None);
            ASSERT_EQ(positionFaultName(rules.positionFault(game.position())), "none")
                << "game " << n << " ply " << game.ply();
            checkTrace(rules, before, m, trace, game.position());
            if (HasFailure())
                FAIL() << "game " << n << " ply " << game.ply();
        }
        checkMoves(game);
    }
}

// Every finished game written as a record reads back as the same record.
TEST_P(Playouts, FinishedGamesSurviveTheRecordRoundTrip) {
    const GameId g = GetParam();
    const Rules& rules = rulesFor(g);
    std::mt19937 rng(5151u + static_cast<unsigned>(g.family()));
    for (int n = 0; n < gamesFor(g); ++n) {
        Game game(rules);
        while (!game.over()) {
            ASSERT_LT(game.ply(), kPlyCap) << "game " << n << " does not end";
            MoveList moves;
            game.legalMoves(moves);
            ASSERT_EQ(game.play(moves[static_cast<int>(rng() % static_cast<unsigned>(moves.size()))]),
                      IllegalReason::None);
        }
        const Record record = makeRecord(game, "South player", "North player", "2024.06.01");
        ASSERT_EQ(record.moves, game.moves());
        const std::string text = writeRecord(record);
        const RecordParseResult parsed = parseRecord(text);
        ASSERT_TRUE(parsed.ok()) << "game " << n << ": error " << static_cast<int>(parsed.error.code) << " at line "
                                 << parsed.error.line << ", column " << parsed.error.column << "\n"
                                 << text;
        EXPECT_EQ(parsed.record, record) << text;
    }
}

INSTANTIATE_TEST_SUITE_P(AllGames, Playouts, ::testing::ValuesIn(kAllGames), gameParamName);

} // namespace
} // namespace mancala
