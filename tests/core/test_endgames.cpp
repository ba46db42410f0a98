// The endgame databases' index, entries and file bytes (endgames.hpp): the
// ranking is a bijection onto 0 .. C(n + 11, 11) - 1 in every layer, a board
// seen from North is South's turned half round, an entry's byte gives it
// back, the build is deterministic, and a file that is cut short, lengthened,
// changed anywhere or of another version is refused, never trusted.
#include <gtest/gtest.h>

#include <map>
#include <random>
#include <set>

#include "mancala/endgames.hpp"

namespace {

using namespace mancala;

// Binomial coefficients the slow way, for the layer sizes.
std::uint64_t choose(int n, int k) {
    std::uint64_t c = 1;
    for (int i = 1; i <= k; ++i)
        c = c * static_cast<std::uint64_t>(n - k + i) / static_cast<std::uint64_t>(i);
    return c;
}

TEST(EndgameIndex, LayerSizesAreStarsAndBars) {
    std::uint64_t total = 0;
    for (int n = 0; n <= 48; ++n) {
        EXPECT_EQ(endgameLayerSize(n), choose(n + 11, 11)) << n;
        total += endgameLayerSize(n);
        if (n <= kMaxEndgameSeeds) {
            EXPECT_EQ(endgamePositions(n), total) << n;
        }
    }
    EXPECT_EQ(endgameLayerSize(16), 13'037'895u);
}

// Every board of up to 9 seeds, in rank order: unranked and ranked back, each
// rank is its own, the boards are distinct and hold their seeds.
TEST(EndgameIndex, RankingRoundTripInEveryLayerUpToNineSeeds) {
    for (int n = 0; n <= 9; ++n) {
        std::set<EndgameBoard> boards;
        for (std::uint64_t r = 0; r < endgameLayerSize(n); ++r) {
            const EndgameBoard b = endgameUnrank(n, r);
            ASSERT_EQ(seedsOf(b), n);
            ASSERT_EQ(endgameRank(b), r);
            boards.insert(b);
        }
        EXPECT_EQ(boards.size(), endgameLayerSize(n));
    }
}

// In larger layers: the first and last ranks, and random boards ranked and unranked back.
TEST(EndgameIndex, RankingRoundTripInLargeLayers) {
    std::mt19937 random(16);
    for (int n = 10; n <= 48; ++n) {
        const std::uint64_t size = endgameLayerSize(n);
        EXPECT_EQ(endgameUnrank(n, 0), (EndgameBoard{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, static_cast<std::uint8_t>(n)}));
        EXPECT_EQ(endgameUnrank(n, size - 1),
                  (EndgameBoard{static_cast<std::uint8_t>(n), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}));
        for (int k = 0; k < 2000; ++k) {
            EndgameBoard b{};
            for (int s = 0; s < n; ++s)
                ++b[random() % kEndgameHoles];
            const std::uint64_t r = endgameRank(b);
            ASSERT_LT(r, size);
            ASSERT_EQ(endgameUnrank(n, r), b);
        }
    }
}

// The board of a position is seen from its side to move, in sowing order
// from the mover's first hole:
//
//        a  b  c  d  e  f
//    2   7  8  9 10 11 12     North
//    1   1  2  3  4  5  6     South
//
// South to move: a1 … f1, then f2 … a2; North to move: f2 … a2, then a1 … f1.
TEST(EndgameIndex, BoardIsSeenFromTheSideToMove) {
    for (GameId game : {GameId::DjenonAboure, GameId::Ayoayo}) {
        const Rules& rules = rulesFor(game);
        Position p;
        for (int col = 0; col < 6; ++col) {
            p.board[rules.hole(0, col)] = static_cast<std::uint8_t>(1 + col);
            p.board[rules.hole(1, col)] = static_cast<std::uint8_t>(7 + col);
        }
        p.toMove = Side::South;
        EXPECT_EQ(endgameBoard(p), (EndgameBoard{1, 2, 3, 4, 5, 6, 12, 11, 10, 9, 8, 7}));
        p.toMove = Side::North;
        EXPECT_EQ(endgameBoard(p), (EndgameBoard{12, 11, 10, 9, 8, 7, 1, 2, 3, 4, 5, 6}));
        // And back, South to move, the seeds off the board South's:
        //        a  b  c  d  e  f
        //    2   6  0  5  0  4  0
        //    1   1  0  2  0  3  0
        const Position back = endgamePosition(rules, EndgameBoard{1, 0, 2, 0, 3, 0, 0, 4, 0, 5, 0, 6});
        Position expected;
        for (int col = 0; col < 6; ++col) {
            expected.board[rules.hole(0, col)] = static_cast<std::uint8_t>(col % 2 == 0 ? 1 + col / 2 : 0);
            expected.board[rules.hole(1, col)] = static_cast<std::uint8_t>(col % 2 == 0 ? 6 - col / 2 : 0);
        }
        expected.totals = {27, 0};
        EXPECT_EQ(back, expected);
        EXPECT_EQ(endgameBoard(back), (EndgameBoard{1, 0, 2, 0, 3, 0, 0, 4, 0, 5, 0, 6}));
    }
}

TEST(EndgameEntries, EveryEntryHasItsByte) {
    std::set<std::uint8_t> bytes;
    for (int v = -48; v <= 48; ++v)
        for (bool free : {false, true}) {
            const EndgameEntry e{true, v, free};
            EXPECT_EQ(decodeEndgameEntry(encodeEndgameEntry(e)), e);
            bytes.insert(encodeEndgameEntry(e));
        }
    EXPECT_EQ(decodeEndgameEntry(encodeEndgameEntry(EndgameEntry{})), EndgameEntry{});
    bytes.insert(encodeEndgameEntry(EndgameEntry{}));
    EXPECT_EQ(bytes.size(), 2u * 97u + 1u);
}

// The database of `game` up to 6 seeds, built the first time it is asked for.
const EndgameDatabase& small(GameId game) {
    static std::map<GameId, EndgameDatabase> built;
    auto it = built.find(game);
    if (it == built.end())
        it = built.emplace(game, buildEndgames(game, 6)->database).first;
    return it->second;
}

TEST(EndgameBuild, IsDeterministicAndEachLayerExtendsTheOneBefore) {
    const std::optional<EndgameBuild> five = buildEndgames(GameId::Ayoayo, 5);
    ASSERT_TRUE(five);
    ASSERT_EQ(five->layers.size(), 6u);
    const EndgameDatabase& six = small(GameId::Ayoayo);
    for (int n = 0; n <= 5; ++n) {
        const auto a = five->database.layer(n);
        const auto b = six.layer(n);
        EXPECT_TRUE(std::equal(a.begin(), a.end(), b.begin(), b.end())) << n;
        EXPECT_EQ(five->layers[static_cast<std::size_t>(n)].positions, endgameLayerSize(n));
    }
}

TEST(EndgameBuild, StopsWhenAsked) {
    std::stop_source stop;
    stop.request_stop();
    EXPECT_FALSE(buildEndgames(GameId::Ayoayo, 6, {}, stop.get_token()).has_value());
    // And reports its progress up to the whole.
    std::uint64_t last = 0;
    int layers = 0;
    buildEndgames(GameId::DjenonAboure, 4, [&](const EndgameBuildProgress& p) {
        EXPECT_GE(p.done, last);
        last = p.done;
        layers += p.finished != nullptr ? 1 : 0;
        EXPECT_EQ(p.total, endgamePositions(4));
    });
    EXPECT_EQ(last, endgamePositions(4));
    EXPECT_EQ(layers, 5);
}

// -------------------------------------------------------------- the file

TEST(EndgameFile, RoundTrip) {
    for (GameId game : {GameId::DjenonAboure, GameId::Ayoayo}) {
        const std::vector<std::uint8_t> bytes = serializeEndgames(small(game));
        EXPECT_EQ(bytes.size(), endgameFileSize(6));
        const EndgameFileRead read = parseEndgames(bytes);
        ASSERT_EQ(read.error, EndgameFileError::None);
        ASSERT_TRUE(read.database);
        EXPECT_EQ(read.database->game(), game);
        EXPECT_EQ(read.database->maxSeeds(), 6);
        EXPECT_EQ(read.database->entries(), small(game).entries());
    }
}

EndgameFileError errorOf(const std::vector<std::uint8_t>& bytes) {
    const EndgameFileRead read = parseEndgames(bytes);
    EXPECT_EQ(read.database.has_value(), read.error == EndgameFileError::None);
    return read.error;
}

// Cut short anywhere, or with bytes added: refused.
TEST(EndgameFile, PartialOrLongerFilesAreRefused) {
    const std::vector<std::uint8_t> whole = serializeEndgames(small(GameId::Ayoayo));
    for (std::size_t keep : {std::size_t{0}, std::size_t{5}, std::size_t{8}, std::size_t{31}, std::size_t{32},
                             std::size_t{1000}, whole.size() / 2, whole.size() - 1}) {
        const std::vector<std::uint8_t> cut(whole.begin(), whole.begin() + static_cast<std::ptrdiff_t>(keep));
        EXPECT_EQ(errorOf(cut), EndgameFileError::Size) << keep;
    }
    std::vector<std::uint8_t> longer = whole;
    longer.push_back(0);
    EXPECT_EQ(errorOf(longer), EndgameFileError::Size);
}

// One byte changed anywhere (every byte of the header, entries all through
// the file): refused, each with the reason that fits.
TEST(EndgameFile, AnyChangedByteIsRefused) {
    const std::vector<std::uint8_t> whole = serializeEndgames(small(GameId::DjenonAboure));
    std::mt19937 random(32);
    std::vector<std::size_t> offsets;
    for (std::size_t i = 0; i < 40; ++i)
        offsets.push_back(i);
    for (int k = 0; k < 200; ++k)
        offsets.push_back(32 + random() % (whole.size() - 32));
    offsets.push_back(whole.size() - 1);
    for (std::size_t at : offsets) {
        for (std::uint8_t flip : {std::uint8_t{0x01}, std::uint8_t{0x80}, std::uint8_t{0xFF}}) {
            std::vector<std::uint8_t> bad = whole;
            bad[at] ^= flip;
            const EndgameFileError e = errorOf(bad);
            EXPECT_NE(e, EndgameFileError::None) << "byte " << at;
            if (at < 8)
                EXPECT_EQ(e, EndgameFileError::NotADatabase);
            else if (at < 12)
                EXPECT_EQ(e, EndgameFileError::Version);
            else if (at < 24)
                EXPECT_TRUE(e == EndgameFileError::Header || e == EndgameFileError::Size) << at;
            else
                EXPECT_EQ(e, EndgameFileError::Checksum) << at;
        }
    }
}

// A sound checksum over an entry no database holds (a value beyond the
// seeds of its layer) is refused too.
TEST(EndgameFile, EntriesBeyondTheirLayerAreRefused) {
    EndgameFileRead read = parseEndgames(serializeEndgames(small(GameId::Ayoayo)));
    std::vector<std::uint8_t> entries = read.database->entries();
    entries[1] = encodeEndgameEntry(EndgameEntry{true, 5, true}); // layer 1: at most 1 seed to win
    const EndgameDatabase forged(GameId::Ayoayo, 6, entries);
    EXPECT_EQ(errorOf(serializeEndgames(forged)), EndgameFileError::BadEntry);
}

TEST(EndgameFile, OtherFilesAreNotDatabases) {
    const std::string text = "[Game \"ayoayo\"]\n";
    EXPECT_EQ(errorOf(std::vector<std::uint8_t>(text.begin(), text.end())), EndgameFileError::NotADatabase);
    std::vector<std::uint8_t> other = serializeEndgames(small(GameId::Ayoayo));
    other[8] = static_cast<std::uint8_t>(kEndgameFormatVersion + 1);
    EXPECT_EQ(errorOf(other), EndgameFileError::Version);
}

} // namespace
