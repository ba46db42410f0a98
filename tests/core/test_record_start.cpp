// Records of games set up by hand: the Start tag (docs/record-format.md,
// "The start position"), written, read back, numbered from its side to move,
// and refused with its reason when it is no position or cannot be played.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/record_helpers.hpp"
#include "mancala/setup.hpp"

namespace mancala {
namespace {

using namespace record_test;

// A game of `g` from the position `plies` plies into a seeded random game,
// continued by `more` random plies (fewer if it ends).
Game gameFromMidGame(GameId g, std::uint64_t seed, int plies, int more) {
    const Game whole = randomGame(g, seed);
    const Position start = whole.positionAt(std::min(plies, whole.ply() - 1));
    Game game(whole.rules(), start);
    Random random{seed + 1};
    MoveList legal;
    for (int i = 0; i < more && !game.over(); ++i) {
        game.legalMoves(legal);
        EXPECT_EQ(game.play(legal[static_cast<int>(random.below(static_cast<std::size_t>(legal.size())))]),
                  IllegalReason::None);
    }
    return game;
}

std::string header(std::string_view game, std::string_view start) {
    return "[Game \"" + std::string(game) + "\"]\n[South \"S\"]\n[North \"N\"]\n[Date \"2026.12.05\"]\n[Start \"" +
           std::string(start) + "\"]\n";
}

// Every game, from a position in the middle of a game: the record holds the
// start in its Start tag, reads back as the same record, and replays to the
// same end.
TEST(RecordStart, ASetUpGameIsWrittenWithItsStartAndReadsBack) {
    for (GameId g : kAllGames)
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            const Game game = gameFromMidGame(g, seed, static_cast<int>(seed) * 5, 12);
            const Record record = makeRecord(game, "S", "N", "2026.12.05");
            ASSERT_TRUE(record.start.has_value());
            EXPECT_EQ(*record.start, game.positionAt(0));
            ASSERT_EQ(recordWriteError(record), RecordWriteError::None);
            const std::string text = writeRecord(record);
            EXPECT_NE(text.find("[Start \"" + formatPosition(game.rules(), game.positionAt(0)) + "\"]\n"),
                      std::string::npos)
                << text;
            const RecordParseResult read = parseRecord(text);
            ASSERT_TRUE(read.ok()) << text << read.error.line << ":" << read.error.column;
            EXPECT_EQ(read.record, record);
            EXPECT_EQ(replayRecord(read.record).position(), game.position());
            EXPECT_EQ(writeRecord(read.record), text);
        }
}

// A game from the game's own start has no Start tag.
TEST(RecordStart, AGameFromTheStartHasNoStartTag) {
    const Record record = makeRecord(randomGame(GameId::Oware, 3), "S", "N", "2026.12.05");
    EXPECT_FALSE(record.start.has_value());
    EXPECT_EQ(writeRecord(record).find("[Start "), std::string::npos);
}

// With North to move at the start, the first move is North's move 1:
//
//     row 2   0  0  0  0  0  9      (a2 … f2: f2 holds 9)
//     row 1   1  2  3  4  5  6
//
// Kalah(6, 4), North to move, totals 10-8: "1... a2", then "2. " before
// the next ply.
TEST(RecordStart, NorthToMoveNumbersItsFirstMoveOneDots) {
    const std::string start = "0,0,0,0,0,9/1,2,3,4,5,6 north 10-8";
    const std::string text = header("kalah-6-4", start) + "[Result \"*\"]\n\n1... f2 2. c1 *\n";
    const RecordParseResult read = parseRecord(text);
    ASSERT_TRUE(read.ok()) << read.error.line << ":" << read.error.column << " " << read.error.token;
    EXPECT_EQ(formatPosition(rulesFor(GameId::kalah(6, 4, false)), *read.record.start), start);
    EXPECT_NE(writeRecord(read.record).find("\n1... f2 2. c1 *\n"), std::string::npos) << writeRecord(read.record);
    // "1." stands before South's move 1, which this game does not have.
    const RecordParseResult wrong =
        expectError(header("kalah-6-4", start) + "[Result \"*\"]\n\n1. f2 *\n", RecordError::BadMoveNumber, 8, 1);
    EXPECT_EQ(wrong.error.expected, "1...");
}

// The tags may come in any order: the Start tag is read once the Game tag
// is known, before the first move.
TEST(RecordStart, TheStartTagMayComeBeforeTheGameTag) {
    const std::string text = "[Start \"7,7/7,7 north 0-0\"]\n[Game \"tihbat\"]\n[South \"S\"]\n[North \"N\"]\n"
                             "[Date \"2026.12.05\"]\n[Result \"*\"]\n\n1... a2 *\n";
    const RecordParseResult read = parseRecord(text);
    ASSERT_TRUE(read.ok()) << read.error.line << ":" << read.error.column;
    ASSERT_TRUE(read.record.start.has_value());
    EXPECT_EQ(read.record.start->toMove, Side::North);
    EXPECT_EQ(read.record.moves.size(), 1u);
}

// A Start tag that is no position of the game points at its value and says
// what is wrong with the text.
TEST(RecordStart, AStartThatIsNoPositionOfTheGameIsRefused) {
    const struct {
        std::string start;
        PositionTextError why;
    } cases[] = {
        {"4,4,4,4,4,4/4,4,4,4,4,4", PositionTextError::NotThreeFields},
        {"4,4,4,4,4,4 south 0-0", PositionTextError::WrongRowCount},
        {"4,4,4,4,4/4,4,4,4,4,4 south 0-0", PositionTextError::WrongHoleCount},
        {"4,4,4,4,4,4/4,4,4,4,4,x south 0-0", PositionTextError::BadSeedCount},
        {"4,4,4,4,4,4/4,4,4,4,4,4 east 0-0", PositionTextError::BadSide},
        {"4,4,4,4,4,4/4,4,4,4,4,4 south 0", PositionTextError::BadTotals},
    };
    for (const auto& c : cases) {
        const std::string text = header("oware", c.start) + "[Result \"*\"]\n\n*\n";
        const RecordParseResult r = expectError(text, RecordError::BadStart, 5, 8);
        EXPECT_EQ(r.error.position, c.why) << c.start;
        EXPECT_EQ(r.error.token, c.start);
    }
}

// A position that cannot be played is refused with the fault checkSetUp()
// finds, and the position as read.
//
//     Kalah(6, 4), South to move with empty houses: the game is over there.
//     north  0  0  0  0  0  2
//     south  0  0  0  0  0  0      totals 24-22
TEST(RecordStart, AStartThatCannotBePlayedIsRefusedWithItsFault) {
    const Rules& kalah = rulesFor(GameId::kalah(6, 4, false));
    const std::string over = "0,0,0,0,0,2/0,0,0,0,0,0 south 24-22";
    RecordParseResult r =
        expectError(header("kalah-6-4", over) + "[Result \"*\"]\n\n*\n", RecordError::UnplayableStart, 5, 8);
    EXPECT_EQ(r.error.setUp, (SetUpFault{PositionFault::None, EndReason::NoMoves}));
    EXPECT_EQ(r.error.start, *parsePosition(kalah, over));

    const std::string extra = "4,4,4,4,4,4/4,4,4,4,4,5 south 0-0"; // 49 seeds
    r = expectError(header("oware", extra) + "[Result \"*\"]\n\n*\n", RecordError::UnplayableStart, 5, 8);
    EXPECT_EQ(r.error.setUp.invariant, PositionFault::SeedsNotConserved);
}

// The Start tag is reserved: it stands once, and does not count among the
// other tags (56 of them and a Start tag make a record).
TEST(RecordStart, TheStartTagIsReservedAndStandsOnce) {
    const std::string start = "7,7/7,7 south 0-0";
    expectError(header("tihbat", start) + "[Start \"" + start + "\"]\n[Result \"*\"]\n\n*\n", RecordError::DuplicateTag,
                6, 1);
    std::string text = header("tihbat", start) + "[Result \"*\"]\n";
    for (int i = 0; i < kMaxOtherTags; ++i)
        text += "[T" + std::to_string(i) + " \"v\"]\n";
    const RecordParseResult read = parseRecord(text + "\n*\n");
    ASSERT_TRUE(read.ok()) << read.error.line;
    EXPECT_EQ(read.record.tags.size(), static_cast<std::size_t>(kMaxOtherTags));
    Record withStartTag = read.record;
    withStartTag.tags.back().first = "Start";
    EXPECT_EQ(recordWriteError(withStartTag), RecordWriteError::ReservedTagName);
}

// The writer refuses a start that cannot be played, and moves that are not
// legal from the start given.
TEST(RecordStart, TheWriterRefusesAnUnplayableStartAndMovesNotFromIt) {
    Record record = makeRecord(gameFromMidGame(GameId::Ayoayo, 9, 20, 6), "S", "N", "2026.12.05");
    ASSERT_EQ(recordWriteError(record), RecordWriteError::None);
    Record broken = record;
    broken.start->board[0] += 1; // a seed from nowhere
    EXPECT_EQ(recordWriteError(broken), RecordWriteError::BadStart);
    broken = record;
    broken.start->end = EndReason::NoMoves;
    broken.start->winner = Winner::South;
    EXPECT_EQ(recordWriteError(broken), RecordWriteError::BadStart);
    broken = record;
    broken.start = rulesFor(GameId::Ayoayo).initial();
    broken.start->toMove = Side::North; // the same moves are not North's
    EXPECT_EQ(recordWriteError(broken), RecordWriteError::IllegalMove);
}

} // namespace
} // namespace mancala
