// The English words of mancala-cli: game names, why a move is illegal or
// unreadable, what is wrong with a record file or why it cannot be read, and
// how input is escaped before it is echoed.
#include <cstdio>
#include <cstring>

#include "cli.hpp"
#include "mancala/setup.hpp"

namespace mancala::cli {

std::string englishName(GameId g) {
    switch (g.family()) {
    case GameFamily::DjenonAboure: return "Djenon-aboure";
    case GameFamily::Ayoayo: return "Ayoayo";
    case GameFamily::Tihbat: return "Tihbat";
    case GameFamily::BaoLaKimasai: return "Bao la Kimasai (four rows)";
    case GameFamily::Kalah:
        return "Kalah(" + std::to_string(g.houses()) + ", " + std::to_string(g.seeds()) + ")" +
               (g.emptyCapture() ? ", empty capture" : "");
    case GameFamily::Oware: return "Oware (Abapa)";
    }
    return {};
}

std::string_view describe(IllegalReason r) noexcept {
    switch (r) {
    case IllegalReason::None: return "legal";
    case IllegalReason::GameOver: return "game over: the game has ended";
    case IllegalReason::NotAHole: return "not a hole: no such hole on this board";
    case IllegalReason::NotYourHole: return "not yours: that hole belongs to the opponent";
    case IllegalReason::Empty: return "empty: there is nothing to move there";
    case IllegalReason::Singleton: return "singleton: a single seed never moves";
    case IllegalReason::NeverEnds: return "never ends: the relay sowing from there would go on for ever";
    case IllegalReason::DoesNotFeed: return "does not feed: the opponent's row is empty and this move leaves it empty";
    case IllegalReason::DestinationOccupied: return "occupied: the next hole clockwise is occupied";
    case IllegalReason::WrongDestination: return "wrong destination: a stone only steps to the next hole clockwise";
    case IllegalReason::MustMove: return "must move: a pass is allowed only when no move is possible";
    }
    return "unknown reason";
}

std::string_view describe(NotationError e) noexcept {
    switch (e) {
    case NotationError::None: return "well-formed";
    case NotationError::EmptyText: return "empty: nothing to read";
    case NotationError::BadHoleName: return "bad hole name: a letter then a digit, like c1";
    case NotationError::NoSuchHole: return "no such hole on this board";
    case NotationError::BadMove: return "not a move: a hole name like c1, a step like a1-a2, or pass";
    case NotationError::NotAStep: return "not a step: from-to moves exist only in Bao la Kimasai";
    }
    return "unknown error";
}

std::string_view describe(EndReason r) noexcept {
    switch (r) {
    case EndReason::None: return "the game goes on";
    case EndReason::NoMoves:
    case EndReason::AllSingletons: return "a player could not move"; // the words of the JSON reason "no-moves"
    case EndReason::NoStones: return "a player lost every stone";
    case EndReason::Repetition: return "a position repeated";
    case EndReason::Majority: return "a player captured more than half the seeds";
    }
    return "unknown end";
}

namespace {

// Length of the UTF-8 sequence at s[i] if it is well-formed and no control
// character, else 0.
std::size_t printableUtf8(std::string_view s, std::size_t i) noexcept {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned char b = byte(i);
    if (b < 0x80)
        return b >= 0x20 && b != 0x7F ? 1 : 0;
    const std::size_t len = b >= 0xC2 && b <= 0xDF ? 2 : b >= 0xE0 && b <= 0xEF ? 3 : b >= 0xF0 && b <= 0xF4 ? 4 : 0;
    if (len == 0 || s.size() - i < len)
        return 0;
    const unsigned char lo = b == 0xE0 ? 0xA0 : b == 0xF0 ? 0x90 : 0x80;
    const unsigned char hi = b == 0xED ? 0x9F : b == 0xF4 ? 0x8F : 0xBF;
    if (byte(i + 1) < lo || byte(i + 1) > hi)
        return 0;
    for (std::size_t k = 2; k < len; ++k)
        if (byte(i + k) < 0x80 || byte(i + k) > 0xBF)
            return 0;
    if (b == 0xC2 && byte(i + 1) < 0xA0) // C1 controls U+0080..U+009F
        return 0;
    return len;
}

} // namespace

std::string printable(std::string_view s) {
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size();) {
        const std::size_t len = printableUtf8(s, i);
        if (len > 0) {
            out.append(s.substr(i, len));
            i += len;
            continue;
        }
        const auto b = static_cast<unsigned char>(s[i++]);
        switch (b) {
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default: {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\x%02x", b);
            out += buf;
        }
        }
    }
    return out;
}

std::string quoted(std::string_view s) {
    return '"' + printable(s) + '"';
}

namespace {

constexpr const char* kKnownGames = " (known: djenon-aboure, ayoayo, tihbat, bao-la-kimasai, kalah-M-N and "
                                    "kalah-M-N-empty-capture with M from 1 to 6 and N from 1 to 12, oware)";

std::string legalText(const Rules& rules, const MoveList& legal) {
    return legal.empty() ? std::string("none") : moveListText(rules, legal);
}

// Bytes of an invalid sequence or a control character, as hex.
std::string bytesText(std::string_view s) {
    std::string out;
    for (char c : s) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "%s0x%02X", out.empty() ? "" : " ", static_cast<unsigned char>(c));
        out += buf;
    }
    return out;
}

} // namespace

std::string illegalMoveText(const Rules& rules, int ply, std::string_view token, IllegalReason why,
                            const MoveList& legal) {
    return "ply " + std::to_string(ply) + ": illegal move " + quoted(token) + " (" + std::string(describe(why)) +
           "); legal moves: " + legalText(rules, legal);
}

std::string badMoveText(const Rules& rules, int ply, std::string_view token, NotationError why, const MoveList& legal) {
    return "ply " + std::to_string(ply) + ": bad move " + quoted(token) + " (" + std::string(describe(why)) +
           "); legal moves: " + legalText(rules, legal);
}

std::string describe(const RecordParseError& e, const Rules* rules) {
    const std::string token = quoted(e.token);
    const std::string expected = quoted(e.expected);
    switch (e.code) {
    case RecordError::None: return "no error";
    case RecordError::Empty: return "no record: the file holds nothing but blanks and comments";
    case RecordError::TooLarge:
        return "file too large: a record holds at most " + std::to_string(kMaxRecordBytes) + " bytes";
    case RecordError::InvalidUtf8: return "invalid UTF-8: byte 0x" + e.token;
    case RecordError::ControlCharacter: return "control character " + bytesText(e.token) + " not allowed";
    case RecordError::BadTagSyntax:
        return "bad tag pair: expected " + expected + ", found " + (e.token.empty() ? "the end of the line" : token);
    case RecordError::BadTagName: return "bad tag name " + token + ": a letter, then letters, digits or underscores";
    case RecordError::TagNameTooLong:
        return "tag name " + token + " longer than " + std::to_string(kMaxTagNameBytes) + " bytes";
    case RecordError::TagValueTooLong:
        return "value of tag " + token + " longer than " + std::to_string(kMaxTagValueBytes) + " bytes";
    case RecordError::BadEscape: return "bad escape " + token + " in a tag value: only \\\" and \\\\ are allowed";
    case RecordError::UnterminatedString: return "tag value not closed by '\"' on its line";
    case RecordError::UnterminatedComment: return "comment '{' never closed by '}'";
    case RecordError::TooManyTags:
        return "more than " + std::to_string(kMaxOtherTags) +
               " tag pairs besides Game, South, North, Date, Result, Totals, Reason, AutosaveOf, Start and TimeControl";
    case RecordError::DuplicateTag: return "tag " + token + " appears twice";
    case RecordError::MissingTag: return "required tag " + expected + " is missing";
    case RecordError::UnknownGame: return "unknown game " + token + kKnownGames;
    case RecordError::BadDate: return "bad date " + token + ": expected YYYY.MM.DD, '?' for unknown digits";
    case RecordError::BadResult: return "bad result " + token + ": expected south, north, draw or *";
    case RecordError::BadTotals: return "bad totals " + token + ": expected South's-North's, like 30-18";
    case RecordError::BadReason:
        return "bad reason " + token + ": expected no-moves, no-stones, repetition, majority or time";
    case RecordError::BadStart:
        return "bad start position " + token + ": " + (rules ? describe(*rules, e.position) : "not of this game");
    case RecordError::UnplayableStart:
        return "start position " + token + " cannot be played: " +
               (rules ? describe(*rules, e.start, e.setUp) : std::string("it breaks the rules"));
    case RecordError::TagAfterMoves: return "tag pair after the moves: " + token;
    case RecordError::BadMoveNumber:
        return "ply " + std::to_string(e.ply) + ": bad move number " + token + " (expected " + expected + ")";
    case RecordError::BadMove:
        return rules ? badMoveText(*rules, e.ply, e.token, e.notation, e.legal) : "bad move " + token;
    case RecordError::IllegalMove:
        return rules ? illegalMoveText(*rules, e.ply, e.token, e.illegal, e.legal) : "illegal move " + token;
    case RecordError::TooManyMoves:
        return "ply " + std::to_string(e.ply) + ": more than " + std::to_string(kMaxRecordPlies) + " moves";
    case RecordError::MissingResult: return "the moves do not end with the result " + expected;
    case RecordError::ResultMismatch: return "result " + token + " does not match: expected " + expected;
    case RecordError::TotalsMismatch: return "totals " + token + " do not match the game: " + expected;
    case RecordError::ReasonMismatch:
        return "reason " + token +
               " does not match the game: " + (e.expected.empty() ? std::string("the game is not over") : expected);
    case RecordError::TextAfterResult: return "text after the result: " + token;
    case RecordError::BadTimeControl:
        return "bad time control " + token +
               ": expected the time a side and the increment a move in seconds, like 300+5 (1 to 86400, 0 to 3600)";
    case RecordError::BadClock: return "bad clock comment " + token + ": expected a time left like {[%clk 0:04:58]}";
    case RecordError::MisplacedClock: return "clock comment " + token + " does not follow a move of its own";
    case RecordError::NoTimeControl: return token + " needs the game's time control: the TimeControl tag is missing";
    case RecordError::ImpossibleClock:
        return "ply " + std::to_string(e.ply) + ": time left " + token + " is more than the player can have (" +
               e.expected + " at most)";
    }
    return "unknown error";
}

namespace {

std::string_view describe(io::FileKind kind) noexcept {
    switch (kind) {
    case io::FileKind::Regular: return "a regular file";
    case io::FileKind::Directory: return "a folder, not a file";
    case io::FileKind::Fifo: return "a FIFO (named pipe), not a regular file";
    case io::FileKind::CharacterDevice:
    case io::FileKind::BlockDevice: return "a device, not a regular file";
    case io::FileKind::Socket: return "a socket, not a regular file";
    case io::FileKind::Other: break;
    }
    return "not a regular file";
}

} // namespace

std::string fileReadText(std::string_view path, const io::FileRead& file) {
    using Status = io::FileRead::Status;
    switch (file.status) {
    case Status::Ok: return "read " + quoted(path);
    case Status::CannotOpen: return "cannot open " + quoted(path) + ": " + std::strerror(file.error);
    case Status::CannotRead: return "cannot read " + quoted(path) + ": " + std::strerror(file.error);
    case Status::NotRegular: return "cannot read " + quoted(path) + ": it is " + std::string(describe(file.kind));
    case Status::TooLarge:
        return quoted(path) + " is " + std::to_string(file.size) + " bytes; a game record is at most " +
               std::to_string(kMaxRecordBytes) + " bytes";
    }
    return "cannot read " + quoted(path);
}

std::string fileWriteText(std::string_view path, const io::FileWrite& write) {
    using Step = io::FileWrite::Step;
    const std::string what = "cannot write " + quoted(path) + ": ";
    switch (write.failed) {
    case Step::None: return "wrote " + quoted(path);
    case Step::NotAFile: return what + "it is a folder or a special file, not a regular file";
    case Step::ShortWrite: return what + "not all of it could be written; nothing was changed";
    case Step::Open:
    case Step::Write:
    case Step::Replace: break;
    }
    return what + (write.error != 0 ? std::strerror(write.error) : "it could not be written") + "; nothing was changed";
}

std::string_view describe(EndgameFileError e) noexcept {
    switch (e) {
    case EndgameFileError::None: return "is an endgame database";
    case EndgameFileError::NotADatabase: return "is not an endgame database of this program";
    case EndgameFileError::Version: return "is an endgame database of another version of this program";
    case EndgameFileError::Header: return "is a damaged endgame database (its header does not hold together)";
    case EndgameFileError::Size: return "is a damaged endgame database (cut short, or with bytes added)";
    case EndgameFileError::Checksum: return "is a damaged endgame database (its checksum does not match its contents)";
    case EndgameFileError::BadEntry: return "is a damaged endgame database (it holds a byte no entry has)";
    }
    return "is not an endgame database";
}

GameId gameArgument(std::string_view id) {
    if (const std::optional<GameId> g = gameFromString(id))
        return *g;
    throw Failure("unknown game " + quoted(id) + kKnownGames);
}

std::string describe(const Rules& rules, PositionTextError why) {
    const std::string rows = std::to_string(rules.rows());
    const std::string holes = std::to_string(rules.cols());
    switch (why) {
    case PositionTextError::None:
    case PositionTextError::NotThreeFields: break;
    case PositionTextError::WrongRowCount: return "the board has " + rows + " rows, each ended by '/' but the last";
    case PositionTextError::WrongHoleCount: return "each row has " + holes + " holes, their seeds separated by ','";
    case PositionTextError::BadSeedCount: return "a hole's seeds are a number from 0 to 255";
    case PositionTextError::BadSide: return "the side to move is south or north";
    case PositionTextError::BadTotals: return "the totals are two numbers from 0 to 999 joined by '-', as 0-0";
    }
    return "expected the rows, the side to move and the totals, separated by single spaces";
}

std::string describe(const Rules& rules, const Position& pos, const SetUpFault& fault) {
    switch (fault.invariant) {
    case PositionFault::None: break;
    case PositionFault::SeedsNotConserved:
        return "the seeds on the board and the totals add up to " +
               std::to_string(seedsOnBoard(rules, pos) + pos.totals[0] + pos.totals[1]) + ", not the game's " +
               std::to_string(rules.totalSeeds());
    case PositionFault::HoleOverCapacity: return "a hole holds at most one stone";
    case PositionFault::SeedInUnusedHole:
    case PositionFault::EndWithoutWinner: return "the position breaks the rules' invariants";
    }
    switch (fault.end) {
    case EndReason::NoMoves: return "the game would already be over there: the side to move cannot move";
    case EndReason::AllSingletons: return "the game would already be over there: every hole holds 0 or 1 seeds";
    case EndReason::Majority: return "the game would already be over there: a player has 25 seeds or more";
    case EndReason::NoStones: return "the game would already be over there: the side to move has no stones";
    case EndReason::None:
    case EndReason::Repetition: break;
    }
    return "the game would already be over there";
}

} // namespace mancala::cli
