// mancala-cli internals: the commands of docs/cli.md, their
// English wording and output formats. Core returns enums and data; every
// sentence a person reads is made here.
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <memory>

#include "mancala/endgames.hpp"
#include "mancala/game.hpp"
#include "mancala/io/regular_file.hpp"
#include "mancala/io/safe_write.hpp"
#include "mancala/notation.hpp"
#include "mancala/record.hpp"
#include "mancala/search.hpp"

namespace mancala::cli {

// A failure that ends the program with exit status 2 and this one-line reason
// on stderr (bad usage, unknown game, illegal move, bad file).
class Failure : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};
// A check that ran and found something false (puzzles check): exit status 1
// and this one-line reason on stderr.
class CheckFailed : public Failure {
public:
    using Failure::Failure;
};

using Args = std::vector<std::string_view>;

// Commands: `args` are the arguments after the command name. Each returns the
// exit status or throws Failure.
int runGames(const Args& args);
int runPlay(const Args& args);
int runReplay(const Args& args);
int runPerft(const Args& args);
int runBench(const Args& args);
int runAi(const Args& args);
int runMatch(const Args& args);
int runEndgames(const Args& args);
int runSolve(const Args& args);
int runAnalyse(const Args& args);
int runPuzzles(const Args& args);
// Where the app is built (MANCALA_CLI_DIAGRAM); elsewhere a Failure that says so.
int runDiagram(const Args& args);
// The text of the record at `path` ("-": standard input), or a Failure.
std::string readRecordFile(std::string_view path);
// The record at `path` read and checked, or a Failure "FILE:LINE:COLUMN: reason".
Record loadRecord(std::string_view path);
// The endgame database of `game` in the file at `path` (ai, match:
// --endgames FILE), checked whole, or a Failure starting with `command`.
std::shared_ptr<const EndgameDatabase> loadEndgames(std::string_view command, std::string_view path, GameId game);
// What writing to `path` would fail on before the work begins (a folder or
// special file there, a folder missing or closed to writing): a Failure
// starting with `command`.
void checkWritable(std::string_view command, const std::string& path);
// bench --ai: Expert searches from the last position of each line (a game
// from the start), for `seconds` in all; prints nodes per second.
int runAiBench(const Rules& rules, const std::vector<std::vector<Position>>& lines, double seconds, std::uint64_t seed);

// Help texts (printed to stdout on --help).
std::string_view topHelp() noexcept;
std::string_view commandHelp(std::string_view command) noexcept; // empty if unknown

// Wording (wording.cpp).
std::string englishName(GameId g);
std::string_view describe(IllegalReason r) noexcept;
std::string_view describe(NotationError e) noexcept;
std::string_view describe(EndReason r) noexcept;
std::string describe(const RecordParseError& e, const Rules* rules);
// Why a position text (--position, a record's Start tag) is not a position
// of `rules`, and why a position set up by hand cannot be played.
std::string describe(const Rules& rules, PositionTextError why);
std::string describe(const Rules& rules, const Position& pos, const SetUpFault& fault);
// "ply 3: illegal move "b1" (singleton: ...); legal moves: a1 c1 d1"
std::string illegalMoveText(const Rules& rules, int ply, std::string_view token, IllegalReason why,
                            const MoveList& legal);
std::string badMoveText(const Rules& rules, int ply, std::string_view token, NotationError why, const MoveList& legal);
// Why the file at `path` could not be read (`file` is not ok): "cannot read
// "f": it is a FIFO (named pipe), not a regular file", ...
std::string fileReadText(std::string_view path, const io::FileRead& file);
// Why the file at `path` was not written (`write` is not ok): "cannot write
// "f": No space left on device; nothing was changed", ...
std::string fileWriteText(std::string_view path, const io::FileWrite& write);
// What an endgame database file is when it is not sound: "is a damaged
// endgame database (its checksum does not match its contents)".
std::string_view describe(EndgameFileError e) noexcept;
// The game named by `id`, or a Failure naming the known ids.
GameId gameArgument(std::string_view id);
// `s` as it may be printed: every control character (C0, DEL, C1) and every
// byte of invalid UTF-8 escaped (\n, \r, \t, else \x1b, \x7f, \xc2\x9b),
// everything else as is (Urdu names too; backslashes are not doubled). Every
// message that echoes input (arguments, paths, file contents) goes through it,
// so that nothing read can move the cursor, recolour the terminal or split a
// one-line message.
std::string printable(std::string_view s);
// printable(s) between double quotes.
std::string quoted(std::string_view s);

// Output (output.cpp). `players` are shown when given (replay).
struct Players {
    std::string south;
    std::string north;
    std::string date;
};
// A record's clocks at one of its positions (replay of a game on the clock),
// shown when given.
struct ClocksShown {
    TimeControl control;
    std::optional<RecordedTime> lastMoveLeft; // the time the last move's player had left after it
    bool flagFell = false;                    // the side to move has lost on time here: the game is over
};
std::string positionText(const Rules& rules, const Position& pos, int ply, const MoveList& legal,
                         std::optional<Move> lastMove, const ClocksShown* clocks = nullptr);
std::string positionJson(const Rules& rules, const Position& pos, int ply, const MoveList& legal,
                         std::optional<Move> lastMove, const Players* players, const ClocksShown* clocks = nullptr);
// "300+5 (0:05:00 each, 5 s added a move)": a time control for people.
std::string timeControlText(const TimeControl& control);
std::string jsonString(std::string_view utf8);
std::string_view sideName(Side s) noexcept;                          // "South", "North"
std::string_view sideToken(Side s) noexcept;                         // "south", "north"
std::string seedsText(int score);                                    // "+1.25": a score in seeds
std::string_view outcomeToken(Outcome o) noexcept;                   // "win", "draw", "loss"
std::string moveListText(const Rules& rules, const MoveList& moves); // "a1 c1 d1", sorted

// The computer players' commands (ai.cpp, match.cpp).
inline constexpr std::uint64_t kMaxTimeMs = 3'600'000; // --time at most
Level levelArgument(std::string_view command, std::string_view option, std::string_view id);
// `game` after the moves of `tokens`, or a Failure naming the bad one (its
// ply counted from the game's start).
Game playMoves(Game game, const std::vector<std::string_view>& tokens);
// The game after the moves of `tokens` from the start position of `rules`.
Game playMoves(const Rules& rules, const std::vector<std::string_view>& tokens);
// The position of `text` (setup.hpp), set up by hand, if it can be played;
// else a Failure of `command` saying why.
Position setUpPosition(const Rules& rules, std::string_view command, std::string_view text);
std::string moveLine(const Rules& rules, const std::vector<Move>& moves); // "c1 d2 b1", in the order played
std::string fixed(double v, int decimals);                                // "3.14"
std::string padLeft(std::string s, std::size_t width);
std::string padRight(std::string s, std::size_t width);

// Small argument helpers shared by the commands.
// --help or -h before any "--".
bool wantsHelp(const Args& args) noexcept;
// A whole non-negative decimal number no larger than `max`.
std::optional<std::uint64_t> readNumber(std::string_view s, std::uint64_t max);
// Splits `args` into options (starting with "--") and operands; an option in
// `withValue` takes the next argument (or "=value") as its value. Unknown
// options are a Failure. "--" ends the options: every argument after it is an
// operand, even one starting with "--" ("--" itself is none).
struct ParsedArgs {
    std::vector<std::string_view> operands;
    std::vector<std::pair<std::string_view, std::string_view>> options; // name, value ("" for flags)
    bool has(std::string_view name) const noexcept;
    std::optional<std::string_view> value(std::string_view name) const noexcept;
};
ParsedArgs parseArgs(std::string_view command, const Args& args, const std::vector<std::string_view>& flags,
                     const std::vector<std::string_view>& withValue);
// The value of the number option `option` (min to max), `fallback` when not
// given; a Failure naming the command and the range otherwise.
std::uint64_t numberOption(const ParsedArgs& p, std::string_view command, std::string_view option, std::uint64_t min,
                           std::uint64_t max, std::uint64_t fallback);

} // namespace mancala::cli
