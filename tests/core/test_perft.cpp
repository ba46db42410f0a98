// Cross-checks the core rules against the independent reference implementation
// of tests/reference (written from docs/rules.md, sharing no code with
// core/src): perft tables (perft.hpp), divide at the deepest depth, perft
// through Game, and random games compared ply by ply (legal moves and whole
// positions).
//
// Perft counts the leaf nodes of the move tree of the given depth from the
// start position: nodes at that depth, and game-over positions above it. The
// repetition rule applies along every path.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <iostream>
#include <random>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/game_params.hpp"
#include "core/position_fault.hpp"
#include "mancala/game.hpp"
#include "mancala/perft.hpp"
#include "reference/reference.hpp"

namespace mancala {
namespace {

struct PerftTable {
    GameId game;
    // expected[d - 1] = perft(d); the last depth is also divided.
    std::vector<std::int64_t> expected;
};

// The perft tables of the core (and of the reference: both must agree with
// these numbers). Depths are sized so that this suite runs in a few seconds in
// a Debug build.
const std::vector<PerftTable>& perftTables() {
    static const std::vector<PerftTable> tables{
        {GameId::DjenonAboure, {6, 27, 120, 512, 1963, 7862, 26596}},
        {GameId::Ayoayo, {6, 28, 132, 624, 2870, 13060}},
        {GameId::Tihbat, {2, 4, 8, 16, 32, 64, 126, 245, 476, 905, 1739, 3343, 6386, 12167}},
        {GameId::BaoLaKimasai, {1, 2, 3, 7, 17, 46, 126, 363, 1138, 3645}},
        {GameId::Kalah, {6, 35, 185, 942, 4690, 23233}},
        {GameId::kalah(6, 4, true), {6, 35, 185, 942, 4685, 23169}},
        {GameId::kalah(3, 3, false), {3, 8, 19, 48, 120, 283, 615, 1310}},
        {GameId::Oware, {6, 36, 190, 1014, 5219, 27332}},
    };
    return tables;
}

std::int64_t corePerft(Game& game, int depth) {
    if (depth == 0 || game.over())
        return 1;
    MoveList moves;
    game.legalMoves(moves);
    std::int64_t leaves = 0;
    for (Move m : moves) {
        const IllegalReason why = game.play(m);
        if (why != IllegalReason::None) {
            ADD_FAILURE() << "a listed move is refused at ply " << game.ply();
            continue;
        }
        leaves += corePerft(game, depth - 1);
        game.undo();
    }
    return leaves;
}

std::string describe(const reference::Reference& ref, const Position& pos) {
    std::ostringstream out;
    for (const std::string& name : ref.holes()) {
        const Move m = ref.toCoreMove(name);
        out << name << '=' << int{pos.board[m.from]} << ' ';
    }
    out << "totals " << pos.totals[0] << '-' << pos.totals[1] << ", " << (pos.toMove == Side::South ? "South" : "North")
        << " to move, end " << static_cast<int>(pos.end) << ", winner " << static_cast<int>(pos.winner);
    return out.str();
}

std::string line(const std::vector<std::string>& moves) {
    std::string out;
    for (const std::string& m : moves)
        out += (out.empty() ? "" : " ") + m;
    return out.empty() ? "(start)" : out;
}

std::vector<Move> coreMoves(const Game& game) {
    MoveList list;
    game.legalMoves(list);
    return {list.begin(), list.end()};
}

std::vector<Move> referenceMoves(const reference::Reference& ref, const std::vector<std::string>& names) {
    std::vector<Move> out;
    for (const std::string& n : names)
        out.push_back(ref.toCoreMove(n));
    std::sort(out.begin(), out.end());
    return out;
}

// A core move in notation, with the reference's hole names.
std::string moveName(const reference::Reference& ref, Move m) {
    if (m.isPass())
        return "pass";
    std::string from;
    std::string to;
    for (const std::string& h : ref.holes()) {
        if (ref.toCoreMove(h).from == m.from)
            from = h;
        if (ref.toCoreMove(h).from == m.to)
            to = h;
    }
    return to.empty() ? from : from + "-" + to;
}

std::string listed(const reference::Reference& ref, const std::vector<Move>& moves) {
    std::string out;
    for (Move m : moves) {
        if (!out.empty())
            out += ' ';
        out += moveName(ref, m);
    }
    return "[" + out + "]";
}

class CrossCheck : public ::testing::TestWithParam<GameId> {};

const PerftTable& tableFor(GameId g) {
    for (const PerftTable& t : perftTables())
        if (t.game == g)
            return t;
    throw std::out_of_range("no perft table");
}

// Depths 1 to N - 1 as a whole; depth N divided (the perft below each first
// move), so that a difference names the move. The core's perft (perft.hpp).
TEST_P(CrossCheck, PerftOfCoreEqualsReferenceAndTable) {
    const GameId g = GetParam();
    const reference::Reference ref(g);
    const PerftTable& table = tableFor(g);
    const int deepest = static_cast<int>(table.expected.size());
    const Rules& rules = rulesFor(g);
    const Position start = rules.initial();
    EXPECT_EQ(perft(rules, start, 0), 1u);
    for (int depth = 1; depth < deepest; ++depth) {
        const auto core = static_cast<std::int64_t>(perft(rules, start, depth));
        std::cout << gameIdString(g) << " perft(" << depth << ") = " << core << '\n';
        EXPECT_EQ(core, reference::perft(ref, depth)) << "core and reference differ at depth " << depth;
        EXPECT_EQ(core, table.expected[static_cast<std::size_t>(depth - 1)]) << "table, depth " << depth;
    }

    const auto divided = reference::divide(ref, deepest);
    const std::vector<PerftDivision> coreDivided = perftDivide(rules, start, deepest);
    std::vector<Move> coreRoot;
    for (const PerftDivision& d : coreDivided)
        coreRoot.push_back(d.move);
    std::vector<std::string> names;
    for (const auto& [name, leaves] : divided)
        names.push_back(name);
    ASSERT_TRUE(coreRoot == referenceMoves(ref, names)) << "root moves differ: core " << listed(ref, coreRoot)
                                                        << ", reference " << listed(ref, referenceMoves(ref, names));
    std::int64_t core = 0;
    std::int64_t byReference = 0;
    for (const auto& [name, leaves] : divided) {
        const Move m = ref.toCoreMove(name);
        const auto at =
            std::find_if(coreDivided.begin(), coreDivided.end(), [m](const PerftDivision& d) { return d.move == m; });
        ASSERT_NE(at, coreDivided.end()) << name;
        const auto below = static_cast<std::int64_t>(at->leaves);
        EXPECT_EQ(below, leaves) << "core and reference differ below " << name << " at depth " << deepest;
        std::cout << "  " << name << ": " << below << '\n';
        core += below;
        byReference += leaves;
    }
    std::cout << gameIdString(g) << " perft(" << deepest << ") = " << core << '\n';
    EXPECT_EQ(core, byReference) << "core and reference differ at depth " << deepest;
    EXPECT_EQ(core, table.expected.back()) << "table, depth " << deepest;
    EXPECT_EQ(core, static_cast<std::int64_t>(perft(rules, start, deepest))) << "divide and perft differ";
}

// Game (play and undo) counts the same trees as perft, and divide sums to
// perft, from the start and from positions of random games (their history
// counts for the repetition rule); perft leaves the tracker as it found it.
TEST_P(CrossCheck, PerftThroughGameAndDivideAgree) {
    const GameId g = GetParam();
    const Rules& rules = rulesFor(g);
    std::mt19937 rng(5150u + static_cast<unsigned>(g.family()));
    for (int n = 0; n < 6; ++n) {
        // From the start the table's depths but the last; later boards branch more.
        const int deepest = n == 0 ? static_cast<int>(tableFor(g).expected.size()) - 1 : 4;
        Game game(rules);
        const int plies = n == 0 ? 0 : static_cast<int>(rng() % 40);
        for (int ply = 0; ply < plies && !game.over(); ++ply) {
            const std::vector<Move> moves = coreMoves(game);
            ASSERT_EQ(game.play(moves[rng() % moves.size()]), IllegalReason::None);
        }
        // The positions the repetition rule counts: the game's (perft of a
        // finished game does not look at them).
        std::vector<Position> line;
        for (int i = 0; i <= game.ply(); ++i)
            line.push_back(game.positionAt(i));
        RepetitionTracker seen;
        seen.assign(rules, line);
        const int recorded = seen.size();
        for (int depth = 0; depth <= deepest; ++depth) {
            const std::uint64_t leaves = perft(rules, game.position(), seen, depth);
            EXPECT_EQ(static_cast<std::int64_t>(leaves), corePerft(game, depth)) << "depth " << depth << ", game " << n;
            std::uint64_t sum = 0;
            for (const PerftDivision& d : perftDivide(rules, game.position(), seen, depth))
                sum += d.leaves;
            EXPECT_EQ(sum, depth == 0 || game.over() ? 0 : leaves) << "depth " << depth << ", game " << n;
            ASSERT_EQ(seen.size(), recorded);
        }
    }
}

// At every ply of many random games (fixed seeds): the same legal moves and the
// same whole position (board, totals, side to move, end and winner).
TEST_P(CrossCheck, RandomGamesAgreePlyByPly) {
    const GameId g = GetParam();
    const reference::Reference ref(g);
    const int games = g == GameId::BaoLaKimasai ? 150 : 300;
    constexpr int kPlyCap = 5000;
    std::mt19937 rng(20240601u + static_cast<unsigned>(g.family()));
    for (int n = 0; n < games; ++n) {
        Game game(rulesFor(g));
        reference::Line refLine(ref);
        std::vector<std::string> played;
        for (;;) {
            ASSERT_TRUE(game.position() == ref.toCore(refLine.state()))
                << "game " << n << " after " << line(played) << "\ncore:      " << describe(ref, game.position())
                << "\nreference: " << describe(ref, ref.toCore(refLine.state()));
            const std::vector<std::string> refNames = refLine.moves();
            const std::vector<Move> moves = coreMoves(game);
            ASSERT_TRUE(moves == referenceMoves(ref, refNames))
                << "legal moves differ in game " << n << " after " << line(played)
                << "\nposition: " << describe(ref, game.position()) << "\ncore:      " << listed(ref, moves)
                << "\nreference: " << listed(ref, referenceMoves(ref, refNames));
            if (moves.empty())
                break;
            ASSERT_LT(game.ply(), kPlyCap) << "game " << n << " does not end";
            const Move m = moves[rng() % moves.size()];
            const std::string name = moveName(ref, m);
            ASSERT_EQ(game.play(m), IllegalReason::None) << name;
            refLine.play(name);
            played.push_back(name);
        }
        EXPECT_TRUE(game.over());
    }
}

// A made-up position: the game's seeds (or stones) scattered at random over the
// board and the two totals, either side to move. Such positions need not be
// reachable, but the rules apply to them all the same, and sparse or lopsided
// boards reach what random games from the start hardly ever do (passes in
// Tihbat, nearly empty boards, stones chasing each other round Bao la Kimasai).
reference::State scattered(const reference::Reference& ref, std::mt19937& rng) {
    const auto holes = static_cast<unsigned>(ref.holes().size());
    reference::State s;
    s.seeds.assign(holes, 0);
    s.toMove = static_cast<int>(rng() % 2);
    switch (ref.game().family()) {
    case GameFamily::DjenonAboure:
    case GameFamily::Ayoayo:
    case GameFamily::Kalah:
    case GameFamily::Oware: {
        const int total = rulesFor(ref.game()).totalSeeds();
        const int onBoard = 1 + static_cast<int>(rng() % static_cast<unsigned>(total));
        for (int i = 0; i < onBoard; ++i)
            ++s.seeds[rng() % holes];
        const int captured = total - onBoard;
        s.taken[0] = static_cast<int>(rng() % static_cast<unsigned>(captured + 1));
        s.taken[1] = captured - s.taken[0];
        break;
    }
    case GameFamily::Tihbat: {
        // Captures are even, so the board holds an even number of counters.
        const int onBoard = 2 + 2 * static_cast<int>(rng() % 14);
        for (int i = 0; i < onBoard; ++i)
            ++s.seeds[rng() % holes];
        const int captured = 28 - onBoard;
        s.taken[0] = 2 * static_cast<int>(rng() % static_cast<unsigned>(captured / 2 + 1));
        s.taken[1] = captured - s.taken[0];
        break;
    }
    case GameFamily::BaoLaKimasai: {
        // Each player keeps 1 to 23 of their 23 stones (every other game only 1
        // to 3: long chases on an empty board); the others were taken by the
        // opponent.
        const unsigned most = rng() % 2 == 0 ? 23 : 3;
        for (int player : {reference::kSouth, reference::kNorth}) {
            std::vector<unsigned> own;
            for (unsigned i = 0; i < holes; ++i) {
                const char row = ref.holes()[i][1];
                if ((row == '1' || row == '2') == (player == reference::kSouth))
                    own.push_back(i);
            }
            std::shuffle(own.begin(), own.end(), rng);
            const unsigned stones = 1 + rng() % most;
            for (unsigned k = 0; k < stones; ++k)
                s.seeds[own[k]] = 1;
            s.taken[1 - player] = 23 - static_cast<int>(stones);
        }
        break;
    }
    }
    return s;
}

// A position of a two-row game written as "a1=4 b1=3 ...", South to move; the
// seeds missing from the board are South's captures.
reference::State written(const reference::Reference& ref, const std::string& board) {
    reference::State s;
    s.seeds.assign(ref.holes().size(), 0);
    std::istringstream in(board);
    std::string item;
    int onBoard = 0;
    while (in >> item) {
        const std::size_t eq = item.find('=');
        const auto at = std::find(ref.holes().begin(), ref.holes().end(), item.substr(0, eq));
        const int seeds = std::stoi(item.substr(eq + 1));
        s.seeds[static_cast<std::size_t>(at - ref.holes().begin())] = seeds;
        onBoard += seeds;
    }
    s.taken[reference::kSouth] = 48 - onBoard;
    return s;
}

struct EndlessRelay {
    GameId game;
    const char* board;   // South to move
    const char* endless; // a South move whose relay sowing never ends
};

// Positions with a relay sowing that never ends, which random games hardly ever
// reach. Found by searching random boards with the reference (about 1 random
// Djenon-aboure board in 30000 has one).
const std::vector<EndlessRelay>& endlessRelays() {
    static const std::vector<EndlessRelay> starts{
        {GameId::DjenonAboure, "a1=4 b1=3 c1=4 d1=1 e1=2 f1=5 f2=1 e2=2 d2=8 c2=2 b2=1 a2=5", "f1"},
        {GameId::DjenonAboure, "a1=3 b1=4 c1=1 d1=2 e1=3 f1=1 f2=4 e2=3 d2=2 c2=1 b2=7 a2=4", "e1"},
        {GameId::DjenonAboure, "a1=3 b1=2 c1=3 d1=6 e1=5 f1=6 f2=3 e2=4 d2=5 c2=2 b2=3 a2=4", "c1"},
        {GameId::Ayoayo, "a1=1 b1=3 c1=1 d1=3 e1=2 f1=1 f2=2 e2=1 d2=2 c2=1 b2=0 a2=2", "b1"},
        {GameId::Ayoayo, "a1=2 b1=0 c1=2 d1=1 e1=0 f1=1 f2=0 e2=1 d2=0 c2=1 b2=2 a2=1", "a1"},
        {GameId::Ayoayo, "a1=3 b1=4 c1=5 d1=4 e1=2 f1=1 f2=0 e2=2 d2=3 c2=2 b2=1 a2=2", "d1"},
    };
    return starts;
}

TEST(CrossCheckEndlessRelay, MovesThatNeverEndAreRefusedByBoth) {
    for (const EndlessRelay& e : endlessRelays()) {
        const reference::Reference ref(e.game);
        const Rules& rules = rulesFor(e.game);
        const reference::State s = written(ref, e.board);
        const Position pos = ref.toCore(s);
        ASSERT_EQ(positionFaultName(rules.positionFault(pos)), "none") << e.board;
        const std::vector<std::string> names = ref.moves(s);
        EXPECT_EQ(std::count(names.begin(), names.end(), e.endless), 0) << e.board;
        EXPECT_EQ(rules.check(pos, ref.toCoreMove(e.endless)), IllegalReason::NeverEnds)
            << e.board << ": " << e.endless;
        MoveList list;
        rules.legalMoves(pos, list);
        const std::vector<Move> moves(list.begin(), list.end());
        EXPECT_TRUE(moves == referenceMoves(ref, names)) << e.board << "\ncore:      " << listed(ref, moves)
                                                         << "\nreference: " << listed(ref, referenceMoves(ref, names));
    }
}

// The core side of a game from a made-up position: advance() and a
// RepetitionTracker, as Game::play uses them.
struct CoreLine {
    const Rules& rules;
    Position pos;
    RepetitionTracker repetition;

    CoreLine(const Rules& r, const Position& start) : rules(r), pos(start) { repetition.push(rules, pos); }
    void play(Move m) { advance(rules, pos, m, repetition); }
};

// Random games from made-up positions (fixed seeds; the endless-relay positions
// above first, then scattered ones), compared ply by ply. The ways a game ends
// that these games reach are counted and must each occur. Some never can:
// - Djenon-aboure, repetition: a move either captures (fewer seeds on the
//   board) or ends in an empty hole without capturing (seeds minus occupied
//   holes goes down, and no lap ever empties a hole), so a position can only
//   recur across passes, when every hole with 2 or more seeds is an endless
//   relay for its owner; no such board turned up (every board of at most 14
//   seeds, and millions of random ones).
// - Tihbat, all captured: the first counter of a lap goes back into its hole,
//   so a capture never leaves the board empty (landing in the emptied hole
//   takes 4k+1 counters and leaves k in each other hole).
// - Bao la Kimasai, no moves: a player has at most 23 stones on 24 holes, and
//   the stone before an empty hole can always step into it.
// - Bao la Kimasai, repetition: for a board to come back every stone must go
//   round its track, so both front rows get crossed; a stone of one front row
//   and a stone of the other front row cannot pass each other without a
//   capture (they move in opposite directions), so the front rows are never
//   occupied together, and each player would need more back-row steps while
//   the other crosses their front row (12 per lap) than the back row has (11).
TEST_P(CrossCheck, RandomGamesFromMadeUpPositionsAgreePlyByPly) {
    const GameId g = GetParam();
    const reference::Reference ref(g);
    const Rules& rules = rulesFor(g);
    const int games = g == GameId::BaoLaKimasai ? 150 : 400;
    constexpr int kPlyCap = 5000;
    std::mt19937 rng(77000u + static_cast<unsigned>(g.family()));
    std::vector<reference::State> starts;
    for (const EndlessRelay& e : endlessRelays())
        if (e.game == g)
            starts.push_back(written(ref, e.board));
    while (static_cast<int>(starts.size()) < games) {
        reference::State s = scattered(ref, rng);
        if (!ref.finished(s))
            starts.push_back(s);
    }
    std::vector<int> endings(7, 0);
    int neverEnding = 0;
    int passes = 0;
    for (std::size_t n = 0; n < starts.size(); ++n) {
        const Position corePos = ref.toCore(starts[n]);
        ASSERT_EQ(positionFaultName(rules.positionFault(corePos)), "none") << describe(ref, corePos);
        CoreLine core(rules, corePos);
        reference::Line refLine(ref, starts[n]);
        std::vector<std::string> played;
        for (int ply = 0;; ++ply) {
            ASSERT_TRUE(core.pos == ref.toCore(refLine.state()))
                << "game " << n << " from " << describe(ref, corePos) << "\nafter " << line(played)
                << "\ncore:      " << describe(ref, core.pos)
                << "\nreference: " << describe(ref, ref.toCore(refLine.state()));
            const std::vector<std::string> refNames = refLine.moves();
            MoveList list;
            rules.legalMoves(core.pos, list);
            const std::vector<Move> moves(list.begin(), list.end());
            ASSERT_TRUE(moves == referenceMoves(ref, refNames))
                << "legal moves differ in game " << n << " from " << describe(ref, corePos) << "\nafter "
                << line(played) << "\nposition: " << describe(ref, core.pos) << "\ncore:      " << listed(ref, moves)
                << "\nreference: " << listed(ref, referenceMoves(ref, refNames));
            if (moves.empty())
                break;
            ASSERT_LT(ply, kPlyCap) << "game " << n << " does not end";
            for (int h = 0; h < rules.holeCount(); ++h)
                neverEnding += rules.check(core.pos, rules.moveFrom(static_cast<Hole>(h))) == IllegalReason::NeverEnds;
            const Move m = moves[rng() % moves.size()];
            passes += m.isPass();
            const std::string name = moveName(ref, m);
            core.play(m);
            refLine.play(name);
            played.push_back(name);
        }
        ++endings[static_cast<std::size_t>(core.pos.end)];
    }
    const auto ended = [&endings](EndReason r) { return endings[static_cast<std::size_t>(r)]; };
    std::cout << gameIdString(g) << ": no-moves " << ended(EndReason::NoMoves) << ", all-singletons "
              << ended(EndReason::AllSingletons) << ", no-stones " << ended(EndReason::NoStones) << ", repetition "
              << ended(EndReason::Repetition) << ", majority " << ended(EndReason::Majority)
              << "; endless relays refused " << neverEnding << ", passes " << passes << '\n';
    switch (g.family()) {
    case GameFamily::DjenonAboure:
        EXPECT_GT(ended(EndReason::AllSingletons), 0);
        EXPECT_EQ(ended(EndReason::NoMoves), 0);
        EXPECT_GT(neverEnding, 0);
        EXPECT_GT(passes, 0);
        break;
    case GameFamily::Ayoayo:
        EXPECT_GT(ended(EndReason::NoMoves), 0);
        EXPECT_GT(neverEnding, 0);
        break;
    case GameFamily::Tihbat:
        EXPECT_GT(ended(EndReason::Repetition), 0);
        EXPECT_GT(passes, 0);
        break;
    case GameFamily::BaoLaKimasai: EXPECT_GT(ended(EndReason::NoStones), 0); break;
    case GameFamily::Kalah: EXPECT_GT(ended(EndReason::NoMoves), 0); break;
    case GameFamily::Oware:
        EXPECT_GT(ended(EndReason::Majority), 0);
        EXPECT_GT(ended(EndReason::NoMoves) + ended(EndReason::Repetition), 0);
        break;
    }
}

// The repetition ending (allotment, winner) of both implementations agrees on
// made-up positions.
TEST_P(CrossCheck, EndByRepetitionAgreesOnMadeUpPositions) {
    const GameId g = GetParam();
    const reference::Reference ref(g);
    const Rules& rules = rulesFor(g);
    std::mt19937 rng(91000u + static_cast<unsigned>(g.family()));
    for (int n = 0; n < 500; ++n) {
        const reference::State s = scattered(ref, rng);
        Position pos = ref.toCore(s);
        rules.endByRepetition(pos, nullptr);
        const Position expected = ref.toCore(ref.endByRepetition(s));
        EXPECT_TRUE(pos == expected) << "from " << describe(ref, ref.toCore(s)) << "\ncore:      " << describe(ref, pos)
                                     << "\nreference: " << describe(ref, expected);
    }
}

// Every game, and Kalah at another size and with the empty-capture option.
constexpr std::array<GameId, kAllGames.size() + 2> kCheckedGames{GameId::DjenonAboure,
                                                                 GameId::Ayoayo,
                                                                 GameId::Tihbat,
                                                                 GameId::BaoLaKimasai,
                                                                 GameId::Kalah,
                                                                 GameId::Oware,
                                                                 GameId::kalah(6, 4, true),
                                                                 GameId::kalah(3, 3, false)};
INSTANTIATE_TEST_SUITE_P(AllGames, CrossCheck, ::testing::ValuesIn(kCheckedGames), gameParamName);

} // namespace
} // namespace mancala
