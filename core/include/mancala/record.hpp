// Game records: the `.mancala` text format of docs/record-format.md (a
// PGN-like list of tag pairs, then the numbered moves and a result token).
// Pure text in, text out: no files here. Errors are data (an enum, a line and
// a column, the offending token); the application words them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "mancala/clock.hpp"
#include "mancala/game.hpp"
#include "mancala/notation.hpp"
#include "mancala/setup.hpp"

namespace mancala {

// Limits against hostile input (all documented in docs/record-format.md).
inline constexpr std::size_t kMaxRecordBytes = 1024 * 1024; // whole text
inline constexpr int kMaxRecordPlies = 10000;               // moves, passes included
inline constexpr int kMaxRecordTags = 66;                   // tag pairs in all, required ones included
// Game South North Date Result Totals Reason AutosaveOf Start TimeControl
inline constexpr int kReservedRecordTags = 10;
inline constexpr int kMaxOtherTags = kMaxRecordTags - kReservedRecordTags; // Record::tags
inline constexpr std::size_t kMaxTagNameBytes = 32;
inline constexpr std::size_t kMaxTagValueBytes = 1024; // after unescaping
inline constexpr std::size_t kMaxErrorTokenBytes = 64; // RecordParseError::token is cut to this

// The Reason of a game lost on time (records and the command line's JSON):
// the side to move at the end ran out of time (docs/rules.md, "Game clocks").
inline constexpr std::string_view kTimeLossToken = "time";

// One game, as read from or written to a record. The outcome (Result, Totals,
// Reason tags) is not stored: it is what replaying `moves` from the start
// position gives, unless `flagFell` says the game was lost on time.
struct Record {
    GameId game = GameId::DjenonAboure;
    std::string south; // player names, UTF-8
    std::string north;
    std::string date; // "YYYY.MM.DD", '?' for unknown digits ("2026.??.??")
    // The AutosaveOf tag, written only into the app's autosaves: the file the
    // game was last saved to or read from (empty: none).
    std::string autosaveOf;
    // Every other tag pair, in file order (never a reserved name: Game, South,
    // North, Date, Result, Totals, Reason, AutosaveOf, Start, TimeControl); at
    // most kMaxOtherTags.
    std::vector<std::pair<std::string, std::string>> tags;
    // The Start tag: the position the game began from when it was set up by
    // hand (checkSetUp() finds it playable), in the notation of setup.hpp;
    // none: the game's own start position.
    std::optional<Position> start;
    std::vector<Move> moves; // a legal game of `game` from the start position
    // The TimeControl tag: the game was played on the clock (none: without).
    std::optional<TimeControl> timeControl;
    // With a time control, one entry per move: the time its player had left
    // after it (the `{[%clk H:MM:SS]}` comment after the move; none: not
    // recorded). Empty without a time control. A time left is never more than
    // the player could have: its last recorded time (the base before its
    // first), plus the increment for each of its moves since.
    std::vector<std::optional<RecordedTime>> clocks;
    // The game ended on time (Reason "time"): the side to move after `moves`
    // ran out of time and lost, the other side won. Only with a time control,
    // and only in a game the rules have not ended.
    bool flagFell = false;

    friend bool operator==(const Record&, const Record&) = default;
};

enum class RecordError : std::uint8_t {
    None,
    Empty,               // nothing but whitespace and comments
    TooLarge,            // more than kMaxRecordBytes (position: the first byte past the limit)
    InvalidUtf8,         // a byte sequence that is not UTF-8 (token: its first byte in hex, "C3")
    ControlCharacter,    // NUL or another control character besides tab, line feed, carriage return
                         // (and a tab inside a tag value); token: the character
    BadTagSyntax,        // a tag pair is not  [Name "value"]  on one line; expected: what was wanted
    BadTagName,          // not a letter then letters, digits, '_'
    TagNameTooLong,      // over kMaxTagNameBytes
    TagValueTooLong,     // over kMaxTagValueBytes
    BadEscape,           // a backslash not followed by '"' or '\' in a tag value
    UnterminatedString,  // a tag value without its closing '"' on the same line
    UnterminatedComment, // a '{' comment without its '}'
    TooManyTags,         // over kMaxOtherTags tag pairs besides the reserved ones
    DuplicateTag,        // the same tag name twice
    MissingTag,          // expected: the name of a required tag that is absent
    UnknownGame,         // the Game tag names no game (token: its value)
    BadDate,             // the Date tag is not YYYY.MM.DD
    BadResult,           // a Result tag or result token that is not south, north, draw or *
    BadTotals,           // the Totals tag is not "S-N" with two numbers
    BadReason,           // the Reason tag is not no-moves, no-stones, repetition, majority or time
    BadStart,            // the Start tag is not a position of the game (`position` says why)
    UnplayableStart,     // the Start tag's position cannot be played (`setUp` says why)
    TagAfterMoves,       // a tag pair after the first move
    BadMoveNumber,       // a move number that is malformed or not the current one; expected: the right one
    BadMove,             // a token that is no move in this game's notation (see `notation`)
    IllegalMove,         // a well-formed move the game does not allow (see `illegal`)
    TooManyMoves,        // over kMaxRecordPlies
    MissingResult,       // the moves do not end with the result token
    ResultMismatch,      // the result token differs from the Result tag, or the replayed game's result
    TotalsMismatch,      // the Totals tag differs from the replayed totals
    ReasonMismatch,      // the Reason tag differs from the replayed game's end (or the game goes on)
    TextAfterResult,     // anything but whitespace and comments after the result token
    BadTimeControl,      // the TimeControl tag is not "base+increment" in seconds within the limits (clock.hpp)
    BadClock,            // a comment holding "[%clk" is not {[%clk H:MM:SS]} or {[%clk H:MM:SS.d]}
    MisplacedClock,      // a %clk comment that does not follow a move, or a second one after the same move
    NoTimeControl,       // a %clk comment, or the Reason "time", in a record without a TimeControl tag
    ImpossibleClock,     // a time left over what the player could have; expected: the most it could have
};

struct RecordParseError {
    RecordError code = RecordError::None;
    int line = 0;         // 1-based; lines end at '\n'
    int column = 0;       // 1-based, counted in Unicode code points (a tab counts as one)
    std::string token;    // the offending text (valid UTF-8, at most kMaxErrorTokenBytes)
    std::string expected; // what was expected instead, when the code says so
    // For BadMove, IllegalMove, BadMoveNumber and TooManyMoves: the 1-based ply
    // the token would have been, and the legal moves in the position before it.
    // For ImpossibleClock: the ply of the move the time follows.
    int ply = 0;
    MoveList legal;
    NotationError notation = NotationError::None;         // BadMove
    Move move;                                            // IllegalMove: the move as read
    IllegalReason illegal = IllegalReason::None;          // IllegalMove
    PositionTextError position = PositionTextError::None; // BadStart
    SetUpFault setUp;                                     // UnplayableStart, and the position read:
    Position start;
};

struct RecordParseResult {
    // On success the whole record. On failure what was read before the error
    // (the tags and the legal moves replayed so far), for diagnostics.
    Record record;
    RecordParseError error;
    bool ok() const noexcept { return error.code == RecordError::None; }
};

// Reads a record. Never throws on bad input and never reads past `text`; every
// move is replayed through mancala::Game and the Result, Totals and Reason tags
// are checked against the replayed game. (std::bad_alloc may still escape.)
RecordParseResult parseRecord(std::string_view text);

// Why `record` cannot be written faithfully (None: it can). The writer never
// drops or cuts what it is given: a record that would not read back as itself
// is refused whole.
enum class RecordWriteError : std::uint8_t {
    None,
    BadStart,        // `start` cannot be played (checkSetUp), or is over or names a winner
    IllegalMove,     // `moves` is not a legal game of `game` from its start
    TagValueTooLong, // a value (names, date and AutosaveOf included) over kMaxTagValueBytes
    BadTagName,      // an entry of `tags` whose name is not a letter then letters, digits, '_'
    ReservedTagName, // an entry of `tags` named like a reserved tag
    DuplicateTag,    // two entries of `tags` with the same name
    TooManyTags,     // more than kMaxOtherTags entries in `tags`
    BadTimeControl,  // `timeControl` is not valid (validTimeControl)
    NoTimeControl,   // `clocks` or `flagFell` without a `timeControl`
    BadClock,        // `clocks` is not one entry per move, or holds a time below 0 or over what is possible
    BadTimeLoss,     // `flagFell` in a game the rules have ended
};
RecordWriteError recordWriteError(const Record& record);

// Writes `record` in the canonical layout of docs/record-format.md: the
// required tags, the outcome tags computed by replaying the moves (or the
// loss on time of `flagFell`), TimeControl, Start and AutosaveOf when set, the
// other tags, then the numbered moves, each with its time left, wrapped
// before 80 columns and the result. Values are normalised so that the text always reads back:
// control characters become spaces, invalid UTF-8 becomes U+FFFD, a malformed
// date becomes "????.??.??". Precondition: recordWriteError(record) is None
// (otherwise throws std::invalid_argument: nothing is ever dropped silently).
// parseRecord(writeRecord(r)).record == r for every record read by parseRecord.
std::string writeRecord(const Record& record);

// A record of the moves played so far in `game`, from its start position
// (the Start tag when that is not the game's own).
Record makeRecord(const Game& game, std::string south, std::string north, std::string date);

// The game of `record`: its start position, then its moves up to the first
// one that is not legal there (all of them in a record parseRecord read or
// recordWriteError accepts). Precondition: `start`, when set, can be played
// (as in any record parseRecord read).
Game replayRecord(const Record& record);

// The winner a record states: the replayed game's (None while it goes on),
// or the side not to move when `flagFell`. Precondition: as replayRecord's.
Winner recordWinner(const Record& record);

// The clocks of a record's game as they stand after its moves, to go on
// playing (a game reopened): each side's last recorded time left (the base
// when none is recorded), the replayed game's side to move, stopped; the
// flag of the side to move fallen when `flagFell`. None without a time
// control. Precondition: recordWriteError(record) is None (as for any record
// parseRecord read).
std::optional<GameClock> resumeClock(const Record& record);

// The tokens used in records and in the command line's JSON.
std::string_view resultToken(Winner w) noexcept;       // "south", "north", "draw", "*" (None)
std::string_view endReasonToken(EndReason r) noexcept; // "no-moves", ..., "" (None)

} // namespace mancala
