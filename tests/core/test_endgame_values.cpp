// The endgame databases' values (endgames.hpp) against the plain exhaustive
// search of the real game tree with the whole history
// (endgame_reference.hpp), both games:
// - every position of at most 8 seeds on the board, at the start of a
//   stretch: its entry is exact and is the exhaustive search's value (a
//   search within one seed either side of it proves it);
// - after capture-free histories, some with a position that occurred
//   twice: the database's solver (solveEndgame) always gives the exhaustive
//   value, the entry alone wherever it claims to answer for the history, and
//   the repetition rule does change some values where it does not claim to.
#include <gtest/gtest.h>

#include <map>
#include <random>
#include <string>
#include <vector>

#include "core/endgame_reference.hpp"

namespace {

using namespace mancala;
using endgame_test::cycleThrough;
using endgame_test::ExhaustiveSearch;
using endgame_test::ownRows;
using endgame_test::quietMoves;

constexpr int kExhaustiveSeeds = 8;

// The database of `game` up to `seeds`, built once per process.
const EndgameDatabase& database(GameId game, int seeds) {
    static std::map<std::pair<GameId, int>, EndgameDatabase> built;
    auto it = built.find({game, seeds});
    if (it == built.end())
        it = built.emplace(std::pair{game, seeds}, buildEndgames(game, seeds)->database).first;
    return it->second;
}

// Whether a game can be in `pos`: a position whose mover cannot move (Ayoayo)
// or whose holes hold 0 or 1 seed (Djenon-aboure) ends the game as it arises.
bool canArise(const Rules& rules, const Position& pos) {
    MoveList moves;
    rules.legalMoves(pos, moves);
    if (rules.id() == GameId::Ayoayo)
        return !moves.empty();
    return std::any_of(pos.board.begin(), pos.board.begin() + rules.holeCount(), [](std::uint8_t s) { return s > 1; });
}

Position turned(const Position& pos) {
    // The same position seen from the other side: the board half round, the other side to move.
    Position t = pos;
    const Rules& rules = rulesFor(GameId::Ayoayo);
    for (int col = 0; col < 6; ++col)
        for (int row = 0; row < 2; ++row)
            t.board[rules.hole(row, col)] = pos.board[rules.hole(1 - row, 5 - col)];
    t.totals = {pos.totals[1], pos.totals[0]};
    t.toMove = opponent(pos.toMove);
    return t;
}

// A layer, or a part of one (the ranks equal to `part` modulo `parts`), so
// that the large layers' parts run side by side.
struct Layer {
    GameId game;
    int seeds;
    int part = 0;
    int parts = 1;
};

std::vector<Layer> layers() {
    std::vector<Layer> out;
    for (GameId game : {GameId::DjenonAboure, GameId::Ayoayo})
        for (int seeds = 0; seeds <= kExhaustiveSeeds; ++seeds) {
            const int parts = game == GameId::Ayoayo && seeds >= 7 ? seeds - 5 : 1;
            for (int part = 0; part < parts; ++part)
                out.push_back({game, seeds, part, parts});
        }
    return out;
}

class EveryPosition : public testing::TestWithParam<Layer> {};

// Every board of n seeds with either side to move, as the first position of
// its stretch (just after a capture, or a game's start).
TEST_P(EveryPosition, EntryIsTheExhaustiveValueAtTheStartOfAStretch) {
    const auto [game, seeds, part, parts] = GetParam();
    const Rules& rules = rulesFor(game);
    const EndgameDatabase& db = database(game, seeds);
    ExhaustiveSearch search(rules, &db);
    const std::uint64_t size = endgameLayerSize(seeds);
    int checked = 0;
    for (auto rank = static_cast<std::uint64_t>(part); rank < size; rank += static_cast<std::uint64_t>(parts)) {
        const EndgameBoard board = endgameUnrank(seeds, rank);
        const Position south = endgamePosition(rules, board);
        const EndgameEntry entry = db.entry(south);
        if (!canArise(rules, south)) {
            // Never a position of a game: the value the game's end gave its parent.
            const int end = game == GameId::Ayoayo ? -seeds : ownRows(board);
            EXPECT_EQ(entry, (EndgameEntry{true, end, true})) << "rank " << rank;
            continue;
        }
        ASSERT_TRUE(entry.exact) << "rank " << rank;
        EXPECT_TRUE(search.is(south, {}, entry.value)) << "rank " << rank << ", entry " << entry.value;
        // North to move: the same entry and the same value (every position up to 6 seeds, some above).
        if (seeds <= 6 || rank % 16 == 0) {
            const Position north = turned(south);
            EXPECT_EQ(db.entry(north), entry);
            EXPECT_TRUE(search.is(north, {}, entry.value)) << "rank " << rank << " turned";
        }
        ++checked;
    }
    RecordProperty("checked", std::to_string(checked));
    RecordProperty("exhaustive_nodes", std::to_string(search.nodes()));
}

std::string layerName(const testing::TestParamInfo<Layer>& info) {
    const Layer& l = info.param;
    return std::string(l.game == GameId::Ayoayo ? "Ayoayo" : "DjenonAboure") + std::to_string(l.seeds) +
           (l.parts > 1 ? "_part" + std::to_string(l.part + 1) + "of" + std::to_string(l.parts) : "");
}

INSTANTIATE_TEST_SUITE_P(Layers, EveryPosition, testing::ValuesIn(layers()), layerName);

struct HistoryCounts {
    int compared = 0;
    int answered = 0;   // the entry claimed to answer for the history
    int differed = 0;   // it did not claim to, and the value was another
    int withRepeat = 0; // positions after a history with a repeated position
};

// At every position of `line` (each after the ones before it): the solver is
// the exhaustive value, and so is the entry where it answers.
void compareAlong(const Rules& rules, const EndgameDatabase& db, const std::vector<Position>& line,
                  HistoryCounts& counts) {
    ExhaustiveSearch search(rules, &db);
    RepetitionTracker seen;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const Position& pos = line[i];
        seen.push(rules, pos);
        const std::span<const Position> history(line.data(), i);
        const std::optional<EndgameSolution> solved = solveEndgame(db, rules, pos, history, 0);
        ASSERT_TRUE(solved.has_value());
        ASSERT_TRUE(search.is(pos, history, solved->future)) << "ply " << i << ", solver " << solved->future;
        const EndgameEntry entry = db.entry(pos);
        const bool answers = entry.exact && (entry.historyFree || !seen.repeatedInStretch());
        ++counts.compared;
        counts.withRepeat += seen.repeatedInStretch() ? 1 : 0;
        if (answers) {
            ++counts.answered;
            EXPECT_EQ(entry.value, solved->future) << "ply " << i;
        } else if (entry.value != solved->future) {
            ++counts.differed;
        }
    }
}

// `line` continued by up to `plies` random capture-free moves (under the repetition rule).
void walkOn(const Rules& rules, std::vector<Position>& line, int plies, std::mt19937& random) {
    for (int ply = 0; ply < plies; ++ply) {
        const std::vector<Move> moves = quietMoves(rules, line.back());
        if (moves.empty())
            return;
        RepetitionTracker seen;
        seen.assign(rules, line);
        Position next = line.back();
        applyMove(rules, next, moves[random() % moves.size()], seen, nullptr);
        if (next.over())
            return;
        line.push_back(next);
    }
}

Position randomPosition(const Rules& rules, int seeds, std::mt19937& random) {
    const std::uint64_t rank = std::uniform_int_distribution<std::uint64_t>(0, endgameLayerSize(seeds) - 1)(random);
    return endgamePosition(rules, endgameUnrank(seeds, rank));
}

// Random capture-free lines of up to 12 plies (fixed seeds) from random
// positions of 4 to 7 seeds.
TEST(EndgameHistories, CaptureFreeLines) {
    for (GameId game : {GameId::DjenonAboure, GameId::Ayoayo}) {
        const Rules& rules = rulesFor(game);
        const EndgameDatabase& db = database(game, 7);
        std::mt19937 random(game == GameId::Ayoayo ? 18 : 19);
        HistoryCounts counts;
        for (int lines = 0; lines < 40;) {
            std::vector<Position> line{randomPosition(rules, 4 + lines % 4, random)};
            if (!canArise(rules, line[0]))
                continue;
            ++lines;
            walkOn(rules, line, 12, random);
            compareAlong(rules, db, line, counts);
        }
        EXPECT_GT(counts.answered, counts.compared / 2);
        // In Djenon-aboure no position can occur twice (no cycle): every entry answers.
        if (game == GameId::DjenonAboure) {
            EXPECT_EQ(counts.answered, counts.compared);
        }
    }
}

// Ayoayo lines through positions twice: from random positions on cycles of
// 4 to 7 seeds, twice round a shortest cycle back to the start (so that
// every position of the cycle occurs twice, and the next one round ends the
// game), or once round it and then on at random.
TEST(EndgameHistories, AyoayoAfterARepeatedPosition) {
    const Rules& rules = rulesFor(GameId::Ayoayo);
    const EndgameDatabase& db = database(GameId::Ayoayo, 7);
    std::mt19937 random(2018);
    HistoryCounts counts;
    int cycles = 0;
    for (int attempt = 0; attempt < 4000 && cycles < 30; ++attempt) {
        const Position start = randomPosition(rules, 4 + attempt % 4, random);
        if (!canArise(rules, start) || db.entry(start).historyFree)
            continue;
        const std::vector<Position> cycle = cycleThrough(rules, start, 10);
        if (cycle.empty())
            continue;
        std::vector<Position> line = cycle;
        if (cycles % 2 == 0) {
            line.insert(line.end(), cycle.begin(), cycle.end());
        } else {
            line.push_back(start);
            walkOn(rules, line, 6, random);
        }
        ++cycles;
        compareAlong(rules, db, line, counts);
    }
    EXPECT_EQ(cycles, 30);
    EXPECT_GT(counts.withRepeat, 0);
    EXPECT_GT(counts.answered, 0);
    // The repetition rule makes values depend on the history: where an entry
    // does not claim to answer, it is sometimes not the value.
    EXPECT_GT(counts.differed, 0);
    RecordProperty("compared", std::to_string(counts.compared));
    RecordProperty("differed", std::to_string(counts.differed));
}

// Djenon-aboure has no cycle: no position can ever occur twice in a game, so
// every entry answers whatever the history.
TEST(EndgameHistories, DjenonAboureEntriesAreAllHistoryFree) {
    const EndgameDatabase& db = database(GameId::DjenonAboure, kExhaustiveSeeds);
    for (std::uint8_t byte : db.entries())
        EXPECT_TRUE(decodeEndgameEntry(byte).historyFree);
}

} // namespace
