// Forged endgame databases (endgames.hpp, "checking entries"): a file's
// checksum can be recomputed by anyone, so a forged file parses; its entries
// are believed only where they agree with their children's. Every entry of
// a build holds; a database whose values are negated, one of whose values is
// changed, or two of whose values are swapped does not, it is distrusted as
// soon as the Expert relies on a forged entry, and the Expert never gives a
// false exact value from it.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>

#include "mancala/endgames.hpp"
#include "mancala/search.hpp"

namespace {

using namespace mancala;

constexpr int kSeeds = 7;

const EndgameDatabase& honest(GameId game) {
    static std::map<GameId, EndgameDatabase> built;
    auto it = built.find(game);
    if (it == built.end())
        it = built.emplace(game, buildEndgames(game, kSeeds)->database).first;
    return it->second;
}

std::size_t firstOfLayer(int seeds) {
    return seeds == 0 ? 0 : static_cast<std::size_t>(endgamePositions(seeds - 1));
}

// The database with `change` applied to its entries, through the file bytes
// (checksum and all): what a forger would write.
EndgameDatabase forged(GameId game, const std::function<void(std::vector<std::uint8_t>&)>& change) {
    std::vector<std::uint8_t> entries = honest(game).entries();
    change(entries);
    const std::vector<std::uint8_t> bytes = serializeEndgames(EndgameDatabase(game, kSeeds, std::move(entries)));
    EndgameFileRead read = parseEndgames(bytes);
    EXPECT_EQ(read.error, EndgameFileError::None) << "the checksum alone lets it through";
    return std::move(*read.database);
}

std::uint8_t negated(std::uint8_t byte) {
    EndgameEntry e = decodeEndgameEntry(byte);
    e.value = -e.value;
    return encodeEndgameEntry(e);
}

// Exact entries of nonzero value, at random (fixed seed): layer and rank.
std::vector<std::pair<int, std::uint64_t>> someExactEntries(GameId game, std::mt19937& random, int count) {
    std::vector<std::pair<int, std::uint64_t>> out;
    while (static_cast<int>(out.size()) < count) {
        const int seeds = 2 + static_cast<int>(random() % (kSeeds - 1));
        const std::uint64_t rank = random() % endgameLayerSize(seeds);
        const EndgameEntry e = decodeEndgameEntry(honest(game).layer(seeds)[rank]);
        if (e.exact && e.value != 0)
            out.emplace_back(seeds, rank);
    }
    return out;
}

Position positionOf(GameId game, int seeds, std::uint64_t rank) {
    return endgamePosition(rulesFor(game), endgameUnrank(seeds, rank));
}

TEST(EndgameForgery, EveryEntryOfABuildHolds) {
    for (GameId game : {GameId::DjenonAboure, GameId::Ayoayo}) {
        const EndgameCheck check = verifyEndgames(honest(game));
        EXPECT_TRUE(check.finished);
        EXPECT_TRUE(check.sound) << "layer " << check.seeds << " rank " << check.rank;
        for (int seeds = 1; seeds <= kSeeds; seeds += 3)
            for (std::uint64_t rank = 0; rank < endgameLayerSize(seeds); rank += 7)
                ASSERT_TRUE(endgameEntryHolds(honest(game), rulesFor(game), positionOf(game, seeds, rank)));
    }
}

TEST(EndgameForgery, NegatedValuesDoNotHold) {
    for (GameId game : {GameId::DjenonAboure, GameId::Ayoayo}) {
        const EndgameDatabase db = forged(game, [](std::vector<std::uint8_t>& entries) {
            for (std::uint8_t& b : entries)
                b = negated(b);
        });
        const EndgameCheck check = verifyEndgames(db);
        EXPECT_TRUE(check.finished);
        EXPECT_FALSE(check.sound);
    }
}

TEST(EndgameForgery, OneChangedValueDoesNotHold) {
    for (GameId game : {GameId::DjenonAboure, GameId::Ayoayo}) {
        std::mt19937 random(game == GameId::Ayoayo ? 5 : 6);
        for (const auto& [seeds, rank] : someExactEntries(game, random, 12)) {
            const int by = random() % 2 == 0 ? 1 : -1;
            const EndgameDatabase db = forged(game, [&, s = seeds, r = rank](std::vector<std::uint8_t>& entries) {
                std::uint8_t& b = entries[firstOfLayer(s) + r];
                EndgameEntry e = decodeEndgameEntry(b);
                e.value = std::clamp(e.value + by, -s, s) == e.value ? e.value - by : e.value + by;
                b = encodeEndgameEntry(e);
            });
            EXPECT_FALSE(endgameEntryHolds(db, rulesFor(game), positionOf(game, seeds, rank))) << seeds << ' ' << rank;
            const EndgameCheck check = verifyEndgames(db);
            EXPECT_FALSE(check.sound) << seeds << ' ' << rank;
            EXPECT_LE(check.seeds, seeds);
        }
    }
}

TEST(EndgameForgery, SwappedValuesDoNotHold) {
    for (GameId game : {GameId::DjenonAboure, GameId::Ayoayo}) {
        std::mt19937 random(game == GameId::Ayoayo ? 15 : 16);
        const auto entries = someExactEntries(game, random, 24);
        for (std::size_t i = 0; i + 1 < entries.size(); i += 2) {
            const auto [sa, ra] = entries[i];
            const auto [sb, rb] = entries[i + 1];
            const std::size_t a = firstOfLayer(sa) + ra;
            const std::size_t b = firstOfLayer(sb) + rb;
            if (decodeEndgameEntry(honest(game).entries()[a]).value ==
                    decodeEndgameEntry(honest(game).entries()[b]).value ||
                std::abs(decodeEndgameEntry(honest(game).entries()[a]).value) > std::min(sa, sb) ||
                std::abs(decodeEndgameEntry(honest(game).entries()[b]).value) > std::min(sa, sb))
                continue;
            const EndgameDatabase db =
                forged(game, [&](std::vector<std::uint8_t>& bytes) { std::swap(bytes[a], bytes[b]); });
            EXPECT_FALSE(endgameEntryHolds(db, rulesFor(game), positionOf(game, sa, ra)));
            EXPECT_FALSE(endgameEntryHolds(db, rulesFor(game), positionOf(game, sb, rb)));
            EXPECT_FALSE(verifyEndgames(db).sound);
        }
    }
}

// Ayoayo (in Djenon-aboure every exact entry of at most kSeeds seeds is
// history-free): every exact entry claimed history-free.
TEST(EndgameForgery, AHistoryFreeClaimOnACycleDoesNotHold) {
    const GameId game = GameId::Ayoayo;
    const auto& entries = honest(game).entries();
    ASSERT_TRUE(std::any_of(entries.begin(), entries.end(), [](std::uint8_t b) {
        const EndgameEntry e = decodeEndgameEntry(b);
        return e.exact && !e.historyFree;
    }));
    const EndgameDatabase db = forged(game, [](std::vector<std::uint8_t>& bytes) {
        for (std::uint8_t& b : bytes)
            if (const EndgameEntry e = decodeEndgameEntry(b); e.exact)
                b = encodeEndgameEntry({true, e.value, true});
    });
    EXPECT_FALSE(verifyEndgames(db).sound);
}

// A game of random moves (fixed seed) up to the first position with at most
// kSeeds seeds on the board, if it gets there.
std::optional<Game> randomGameInRange(GameId game, std::mt19937& random) {
    Game g(rulesFor(game));
    while (!g.over() && seedsOnBoard(g.rules(), g.position()) > kSeeds) {
        MoveList moves;
        g.legalMoves(moves);
        g.play(moves[random() % static_cast<std::uint32_t>(moves.size())]);
    }
    return g.over() ? std::nullopt : std::optional<Game>(std::move(g));
}

// The Expert in random games in range, the entry of the position changed
// (a negated database can agree with itself along forced moves: only the
// whole check, verifyEndgames(), which the readers of files run, finds
// that): an exact answer is the true value (the honest database's), and the
// forged entry, relied on, distrusts the database, which then answers nothing.
TEST(EndgameForgery, TheExpertDistrustsAForgedEntryItReliesOn) {
    for (GameId game : {GameId::DjenonAboure, GameId::Ayoayo}) {
        std::mt19937 random(game == GameId::Ayoayo ? 25 : 26);
        for (int games = 0; games < 6;) {
            std::optional<Game> g = randomGameInRange(game, random);
            if (!g)
                continue;
            const EndgameBoard board = endgameBoard(g->position());
            const std::size_t at = firstOfLayer(seedsOf(board)) + endgameRank(board);
            const EndgameEntry e = decodeEndgameEntry(honest(game).entries()[at]);
            if (!e.exact)
                continue;
            ++games;
            auto db = std::make_shared<const EndgameDatabase>(forged(game, [&](std::vector<std::uint8_t>& entries) {
                entries[at] = encodeEndgameEntry({true, e.value == 0 ? 1 : -e.value, e.historyFree});
            }));
            SearchOptions o;
            o.level = Level::Expert;
            o.maxNodes = 50'000;
            o.endgames = db;
            const SearchResult r = chooseMove(*g, o);
            const std::optional<int> truth = endgameValue(honest(game), *g, 0);
            ASSERT_TRUE(truth);
            if (r.exact) {
                EXPECT_EQ(r.score, *truth * kSeedScore);
            }
            EXPECT_TRUE(db->distrusted());
            EXPECT_FALSE(db->covers(g->rules(), g->position()));
            EXPECT_FALSE(db->entry(g->position()).exact);
        }
    }
}

} // namespace
