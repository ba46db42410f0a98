// Oware's endgame database (endgames.hpp) against the plain exhaustive
// search (endgame_reference.hpp). The database holds Oware played to the
// end (detail::owareToTheEndRules(): no 25-seed end), whose outcome is the
// real game's in every line; so positions of at most 8 seeds on the board,
// at the start of a stretch, are checked twice:
// - the value: the database's (its solver, which answers from the entry
//   where it is exact) is the exhaustive search's of the game played to the
//   end;
// - the outcome: with totals that add up to the rest of the 48 seeds, the
//   real game's outcome by the exhaustive search of the real game tree (the
//   25-seed end included) is the sign of the present difference plus that
//   value.
// Oware's endgames go round in cycles, and under the repetition rule (the
// third occurrence ends the game) the tree of a position of three seeds
// may already hold millions of lines: every search here has a budget of
// positions, and a position whose search runs out of it is not checked
// (counted apart). The boards of up to 3 seeds are all tried, a fixed
// sample of the larger layers (MANCALA_OWARE_BOARDS boards a layer, 0 for
// all; MANCALA_OWARE_NODES positions a search; docs/computer-players.md,
// "Oware's endgame database", gives the figures of a larger run).
// And then: random capture-free lines, whose history the repetition rule
// counts; and the Expert in the database's range, which reports the proven
// outcome and not a margin, and plays a move that keeps it.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <optional>
#include <span>
#include <random>
#include <string>
#include <vector>

#include "core/built_databases.hpp"
#include "core/endgame_reference.hpp"
#include "games/games.hpp"
#include "mancala/search.hpp"

namespace {

using namespace mancala;
using endgame_test::builtDatabase;
using endgame_test::ExhaustiveSearch;
using endgame_test::ownRows;
using endgame_test::quietMoves;

constexpr int kExhaustiveSeeds = 8;
constexpr int kTotal = 48;
constexpr int kMajority = 25;
constexpr int kAllBoardsUpTo = 3;

std::uint64_t fromEnvironment(const char* name, std::uint64_t fallback) {
    const char* env = std::getenv(name);
    return env != nullptr && *env != '\0' ? std::strtoull(env, nullptr, 10) : fallback;
}
// Boards tried a layer above kAllBoardsUpTo seeds (0: all), and positions a search.
std::uint64_t boardsALayer() {
    return fromEnvironment("MANCALA_OWARE_BOARDS", 60);
}
std::uint64_t searchNodes() {
    return fromEnvironment("MANCALA_OWARE_NODES", 20'000);
}

const Rules& real() {
    return rulesFor(GameId::Oware);
}
const Rules& toTheEnd() {
    return detail::owareToTheEndRules();
}

int sign(int v) {
    return (v > 0) - (v < 0);
}

// `board` (South to move) with South's total `south` and North's the rest
// of the seeds off the board.
Position withTotals(const EndgameBoard& board, int south) {
    Position pos = endgamePosition(real(), board);
    pos.totals = {static_cast<std::uint16_t>(south), static_cast<std::uint16_t>(kTotal - seedsOf(board) - south)};
    return pos;
}

// The real game's outcome from `pos` after `history` for its mover, by the
// exhaustive search, if it finishes: a search within one seed either side
// of the value that makes the final difference 0 says which side of it the
// value lies.
std::optional<int> realOutcome(ExhaustiveSearch& search, const Position& pos, std::span<const Position> history) {
    const auto me = static_cast<std::size_t>(index(pos.toMove));
    const int now = pos.totals[me] - pos.totals[1 - me];
    const int v = search.value(pos, history, -now - 1, -now + 1);
    return search.gaveUp() ? std::nullopt : std::optional<int>(sign(now + v));
}

struct Counts {
    int boards = 0;   // boards tried (a game can be in them)
    int solved = 0;   // of those, the database's solver answered within its budget
    int values = 0;   // ... and the exhaustive search too: the values compared
    int outcomes = 0; // real outcomes compared
    int outcomesTried = 0;
};

class OwareEveryPosition : public testing::TestWithParam<int> {};

TEST_P(OwareEveryPosition, ValueIsTheExhaustiveOneAndItsSignTheRealOutcome) {
    const int seeds = GetParam();
    const EndgameDatabase& db = *builtDatabase(GameId::Oware, seeds);
    ExhaustiveSearch playedOut(toTheEnd(), &db, searchNodes());
    ExhaustiveSearch game(real(), &db, searchNodes());
    const std::uint64_t size = endgameLayerSize(seeds);
    const std::uint64_t wanted = seeds <= kAllBoardsUpTo || boardsALayer() == 0 ? size : boardsALayer();
    std::mt19937_64 random(static_cast<std::uint64_t>(seeds) * 48 + 1);
    const int splits = seeds + 1; // South's total from 24 - n to 24, and North's
    Counts n;
    for (std::uint64_t tried = 0; tried < std::min(wanted, size); ++tried) {
        const std::uint64_t rank = wanted >= size ? tried : random() % size;
        const EndgameBoard board = endgameUnrank(seeds, rank);
        const Position south = endgamePosition(toTheEnd(), board);
        MoveList moves;
        real().legalMoves(south, moves);
        const EndgameEntry entry = db.entry(south);
        if (moves.empty()) {
            // Never a position of a game: the end its parent's move made, each row to its owner.
            EXPECT_EQ(entry, (EndgameEntry{true, ownRows(board), true})) << "rank " << rank;
            continue;
        }
        ++n.boards;
        const std::optional<EndgameSolution> solved = solveEndgame(db, toTheEnd(), south, {}, 4 * searchNodes());
        if (!solved)
            continue;
        ++n.solved;
        const int v = solved->future;
        if (entry.exact) {
            EXPECT_EQ(entry.value, v) << "rank " << rank;
        }
        const bool is = playedOut.is(south, {}, v);
        if (!playedOut.gaveUp()) {
            EXPECT_TRUE(is) << "rank " << rank << ", database " << v;
            ++n.values;
        }
        const int first = seeds <= kAllBoardsUpTo ? 0 : static_cast<int>(rank % static_cast<std::uint64_t>(splits));
        const int last = seeds <= kAllBoardsUpTo ? splits - 1 : first;
        for (int k = first; k <= last; ++k) {
            const Position pos = withTotals(board, kMajority - 1 - seeds + k);
            const int now = pos.totals[0] - pos.totals[1];
            ++n.outcomesTried;
            if (const std::optional<int> outcome = realOutcome(game, pos, {})) {
                EXPECT_EQ(*outcome, sign(now + v))
                    << "rank " << rank << ", totals " << pos.totals[0] << "-" << pos.totals[1] << ", database " << v;
                ++n.outcomes;
            }
        }
    }
    // The budget leaves positions checked in every layer (at 20,000 positions
    // a search, about a tenth of those of 6 to 8 seeds, and more below).
    EXPECT_GE(20 * n.values, n.solved) << n.values << " of " << n.solved;
    EXPECT_GE(20 * n.outcomes, n.outcomesTried) << n.outcomes << " of " << n.outcomesTried;
    if (n.boards > 0) {
        EXPECT_GT(n.values, 0);
        EXPECT_GT(n.outcomes, 0);
    }
    RecordProperty("boards", std::to_string(n.boards));
    RecordProperty("solved", std::to_string(n.solved));
    RecordProperty("values", std::to_string(n.values));
    RecordProperty("outcomes", std::to_string(n.outcomes));
    RecordProperty("outcomes_tried", std::to_string(n.outcomesTried));
    std::printf("Oware, %d seeds: %d boards, the database's solver answered %d, values compared %d, "
                "real outcomes compared %d of %d\n",
                seeds, n.boards, n.solved, n.values, n.outcomes, n.outcomesTried);
}

INSTANTIATE_TEST_SUITE_P(Layers, OwareEveryPosition, testing::Range(0, kExhaustiveSeeds + 1),
                         [](const testing::TestParamInfo<int>& info) { return "Oware" + std::to_string(info.param); });

// Random capture-free lines of up to 12 plies (a fixed seed) from random
// positions of 4 to 7 seeds, the game played to the end: at every position
// the database's solver is the exhaustive value after the line so far, and
// the entry is too wherever it claims to answer for that history.
TEST(OwareEndgameHistories, CaptureFreeLines) {
    const EndgameDatabase& db = *builtDatabase(GameId::Oware, 7);
    std::mt19937 random(25);
    int compared = 0;
    int checked = 0; // of those, the exhaustive search finished
    int answered = 0;
    for (int lines = 0; lines < 10;) {
        const int seeds = 4 + lines % 4;
        const std::uint64_t rank = std::uniform_int_distribution<std::uint64_t>(0, endgameLayerSize(seeds) - 1)(random);
        std::vector<Position> line{endgamePosition(toTheEnd(), endgameUnrank(seeds, rank))};
        if (quietMoves(toTheEnd(), line[0]).empty())
            continue;
        ++lines;
        for (int ply = 0; ply < 12; ++ply) {
            const std::vector<Move> moves = quietMoves(toTheEnd(), line.back());
            if (moves.empty())
                break;
            RepetitionTracker seen;
            seen.assign(toTheEnd(), line);
            Position next = line.back();
            applyMove(toTheEnd(), next, moves[random() % moves.size()], seen, nullptr);
            if (next.over())
                break;
            line.push_back(next);
        }
        ExhaustiveSearch search(toTheEnd(), &db, searchNodes());
        RepetitionTracker seen;
        for (std::size_t i = 0; i < line.size(); ++i) {
            seen.push(toTheEnd(), line[i]);
            const std::span<const Position> history(line.data(), i);
            const std::optional<EndgameSolution> solved =
                solveEndgame(db, toTheEnd(), line[i], history, 4 * searchNodes());
            if (!solved)
                continue;
            const int v = solved->future;
            const bool is = search.is(line[i], history, v);
            if (!search.gaveUp()) {
                EXPECT_TRUE(is) << "line " << lines << ", ply " << i;
                ++checked;
            }
            const EndgameEntry entry = db.entry(line[i]);
            ++compared;
            if (entry.exact && (entry.historyFree || !seen.repeatedInStretch())) {
                ++answered;
                EXPECT_EQ(entry.value, v) << "line " << lines << ", ply " << i;
            }
        }
    }
    EXPECT_GT(answered, 0);
    EXPECT_GE(5 * checked, compared) << checked << " of " << compared;
    RecordProperty("compared", std::to_string(compared));
    RecordProperty("checked", std::to_string(checked));
    RecordProperty("answered", std::to_string(answered));
}

// The Expert in the database's range: where it answers from the database
// (proven), the outcome without a margin (not exact, ±kProvenScore or 0) or
// a distance, and the real game's by the exhaustive search; its move keeps
// that outcome; its line stops where the real game ends.
TEST(OwareEndgameExpert, ReportsTheProvenOutcomeAndKeepsIt) {
    const std::shared_ptr<const EndgameDatabase> db = builtDatabase(GameId::Oware, 6);
    std::mt19937 random(48);
    ExhaustiveSearch game(real(), db.get(), searchNodes());
    std::array<int, 3> seen{}; // losses, draws, wins compared
    int proven = 0;
    int fromDatabase = 0;
    int tried = 0;
    for (int attempt = 0; attempt < 100; ++attempt) {
        const int seeds = 3 + attempt % 4;
        const std::uint64_t rank = std::uniform_int_distribution<std::uint64_t>(0, endgameLayerSize(seeds) - 1)(random);
        const Position pos = withTotals(endgameUnrank(seeds, rank), kMajority - 1 - seeds + attempt % (seeds + 1));
        MoveList moves;
        real().legalMoves(pos, moves);
        if (moves.empty())
            continue;
        ++tried;
        SearchOptions options;
        options.level = Level::Expert;
        options.timeMs = 0;
        options.maxNodes = 4 * searchNodes();
        options.endgames = db;
        const SearchResult r = chooseMove(real(), pos, {}, options);
        if (!r.proven)
            continue; // the database's solver ran out of its budget: the search played
        ++proven;
        EXPECT_FALSE(r.exact);
        // From the database, or from the search's proof (a decided score) where its solver gave up.
        EXPECT_TRUE(r.score == 0 || r.score == kProvenScore || r.score == -kProvenScore || isDecided(r.score))
            << r.score;
        fromDatabase += r.score == kProvenScore || r.score == -kProvenScore ? 1 : 0;
        Position line = pos;
        for (Move m : r.pv) {
            ASSERT_FALSE(line.over()) << "attempt " << attempt << ": the line goes on after the game's end";
            real().apply(line, m, nullptr);
        }
        const std::optional<int> outcome = realOutcome(game, pos, {});
        if (!outcome)
            continue;
        EXPECT_EQ(sign(r.score), *outcome) << "attempt " << attempt;
        ++seen[static_cast<std::size_t>(*outcome + 1)];
        Position after = pos;
        real().apply(after, r.move, nullptr);
        const auto me = static_cast<std::size_t>(index(pos.toMove));
        std::optional<int> kept; // the outcome for the mover after the move
        if (after.over())
            kept = sign(after.totals[me] - after.totals[1 - me]);
        else if (const std::optional<int> reply = realOutcome(game, after, std::span(&pos, 1)))
            kept = -*reply;
        if (kept) {
            EXPECT_EQ(*kept, *outcome) << "attempt " << attempt;
        }
    }
    EXPECT_GE(2 * proven, tried) << proven << " of " << tried;
    EXPECT_GT(fromDatabase, 0);
    EXPECT_GT(seen[0], 0);
    EXPECT_GT(seen[1], 0);
    EXPECT_GT(seen[2], 0);
}

} // namespace
