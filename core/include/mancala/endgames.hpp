// Endgame databases of Djenon-aboure, Ayoayo and Oware: the exact value of
// every position with at most N seeds on the board (docs/computer-players.md,
// "Endgame databases", says how they are built and why they are exact).
//
// - Index: a position is its board seen from the side to move (the games are
//   the same turned half round), the twelve holes in the order of the sowing
//   from the mover's first hole (EndgameBoard). Boards of n seeds are ranked
//   combinatorially, 0 .. C(n + 11, 11) - 1 (stars and bars, colex order), and
//   the layers n = 0 .. N follow each other; the totals are not part of the
//   index (they do not change the future).
// - Value of a position: the seeds its side to move wins from here on minus
//   those the opponent wins (captures, and the end allotment, whether by the
//   game's own end or by the repetition rule), both playing perfectly. The
//   final difference of the totals is the present one plus this value.
// - Oware: the value is that of Oware played to the end, without the
//   25-seed end (which would make it depend on the totals). Its sign, with
//   the present difference added, is the real game's proven outcome (the
//   same in every line, oware.cpp); its margin is not the real game's.
// - History: the third occurrence of a position ends the game, so in
//   principle a value depends on the positions since the last capture (the
//   stretch). An entry is exact, or unknown (a player can keep the game in a
//   cycle, and the repetition decides). An exact entry is the value for every
//   history in which no position of the stretch (the position itself
//   included) has occurred twice; if it is also history-free (the position
//   lies on no cycle of its layer, or only passes are left), for every
//   history. endgameValue() answers for a given history, searching the game
//   tree (with the repetition rule) where the entry alone does not.
//
// One byte per position. Pure: no I/O; the bytes are written and read by the
// callers (mancala-cli, the app).
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <stop_token>
#include <string_view>
#include <vector>

#include "mancala/game.hpp"

namespace mancala {

// The games with endgame databases: Djenon-aboure, Ayoayo and Oware.
constexpr bool hasEndgames(GameId game) noexcept {
    return game == GameId::DjenonAboure || game == GameId::Ayoayo || game == GameId::Oware;
}

inline constexpr int kEndgameHoles = 12;
// The largest database this program builds or reads.
inline constexpr int kMaxEndgameSeeds = 24;
// The most threads a build or a check uses (more are taken as this many).
inline constexpr int kMaxEndgameThreads = 64;

// The holes in sowing order from the mover's first hole: [0..5] the mover's
// row (South: a1 … f1), [6..11] the opponent's (South moving: f2 … a2).
using EndgameBoard = std::array<std::uint8_t, kEndgameHoles>;

int seedsOf(const EndgameBoard& board) noexcept;
// Boards of `seeds` seeds: C(seeds + 11, 11). Precondition: 0 <= seeds <= 48.
std::uint64_t endgameLayerSize(int seeds) noexcept;
// The rank of a board among the boards of its seeds.
std::uint64_t endgameRank(const EndgameBoard& board) noexcept;
// The board of that rank (precondition: rank < endgameLayerSize(seeds)).
EndgameBoard endgameUnrank(int seeds, std::uint64_t rank) noexcept;
// The board of a Djenon-aboure, Ayoayo, Oware or Kalah(6, N) position (the
// same holes), seen from its side to move.
EndgameBoard endgameBoard(const Position& pos) noexcept;
// The position of that board with South to move; the seeds off the board are South's total.
Position endgamePosition(const Rules& rules, const EndgameBoard& board);

struct EndgameEntry {
    bool exact = false;       // false: unknown (the repetition may decide, see above)
    int value = 0;            // exact: the seeds the mover wins from here on minus the opponent's
    bool historyFree = false; // exact for every history, not only those without a repeated position
    friend bool operator==(const EndgameEntry&, const EndgameEntry&) = default;
};
// The byte of an entry and back: 0x80 is unknown; otherwise the low seven
// bits hold value + 64 and the high bit says history-free.
std::uint8_t encodeEndgameEntry(const EndgameEntry& entry) noexcept;
EndgameEntry decodeEndgameEntry(std::uint8_t byte) noexcept;

class EndgameDatabase {
public:
    // `entries`: one byte per position, layer 0 to layer maxSeeds, each in
    // rank order (endgameFileSize() says how many).
    EndgameDatabase(GameId game, int maxSeeds, std::vector<std::uint8_t> entries);

    GameId game() const noexcept { return game_; }
    int maxSeeds() const noexcept { return maxSeeds_; }
    const std::vector<std::uint8_t>& entries() const noexcept { return entries_; }
    // The entries of one layer, in rank order.
    std::span<const std::uint8_t> layer(int seeds) const noexcept;

    // Whether `pos` is in the database: a game going on, of this game, with
    // at most maxSeeds() seeds on the board, and the database not distrusted.
    bool covers(const Rules& rules, const Position& pos) const noexcept;
    // The entry of `pos` (precondition: at most maxSeeds() seeds on the
    // board); unknown for every position once the database is distrusted.
    EndgameEntry entry(const Position& pos) const noexcept;

    // An entry found at odds with its children's (endgameEntryHolds(),
    // verifyEndgames()): from then on the database answers nothing, on
    // every thread, and its owner should build it again.
    void distrust() const noexcept { distrusted_.raised.store(true, std::memory_order_relaxed); }
    bool distrusted() const noexcept { return distrusted_.raised.load(std::memory_order_relaxed); }

private:
    // A flag any thread may raise, copied with its value.
    struct Distrust {
        mutable std::atomic<bool> raised{false};
        Distrust() = default;
        Distrust(const Distrust& other) noexcept : raised(other.raised.load()) {}
        Distrust& operator=(const Distrust& other) noexcept {
            raised.store(other.raised.load());
            return *this;
        }
    };

    GameId game_;
    int maxSeeds_;
    std::vector<std::uint8_t> entries_;
    Distrust distrusted_;
};

// Positions in the layers 0 .. maxSeeds (the entries of a database).
std::uint64_t endgamePositions(int maxSeeds) noexcept;

// ------------------------------------------------------------ building

struct EndgameLayerStats;

struct EndgameBuildProgress {
    int seeds = 0;                               // the layer being built
    std::uint64_t done = 0;                      // positions of all layers worked out so far
    std::uint64_t total = 0;                     // positions of all layers
    const EndgameLayerStats* finished = nullptr; // once per layer: the layer just built
};

struct EndgameLayerStats {
    int seeds = 0;
    std::uint64_t positions = 0;
    std::uint64_t exact = 0;       // exact entries
    std::uint64_t historyFree = 0; // of those, history-free
    std::uint64_t edges = 0;       // moves that keep the seeds on the board (the layer's graph)
    int sweeps = 0;                // sweeps of the fixed-point iteration (with more than one
                                   // thread, it may differ from run to run; the entries never do)
    double seconds = 0.0;
};

struct EndgameBuild {
    EndgameDatabase database;
    std::vector<EndgameLayerStats> layers;
};

using EndgameProgress = std::function<void(const EndgameBuildProgress&)>;
// Where a build, or a check, may wait: called on its thread every few
// thousand positions (and between layers), wherever it looks at its stop
// token. It may block, and the work waits there (the app holds its build
// while the computer player searches); it should return once the stop is
// requested, which is looked at right after it.
using EndgamePause = std::function<void()>;

// The lower and upper bounds of the values of one layer's positions, by
// rank (endgame_build.cpp): what the layers above need of it.
struct EndgameLayerBounds {
    std::vector<std::int8_t> lo;
    std::vector<std::int8_t> hi;
};

// A build under way, to be resumed: the layers 0 .. layersDone() - 1 worked
// out, their entries (as the database holds them) and bounds. A layer is
// all or nothing: a build stopped in a layer keeps those below it.
struct EndgameBuildState {
    GameId game = GameId::DjenonAboure;
    int maxSeeds = 0;
    std::vector<std::uint8_t> entries;
    std::vector<EndgameLayerBounds> bounds;
    std::vector<EndgameLayerStats> layers;
    int layersDone() const noexcept { return static_cast<int>(bounds.size()); }
    bool finished() const noexcept { return layersDone() > maxSeeds; }
};

// The most memory buildEndgames() takes for 0 .. maxSeeds seeds on
// `threads` threads, in bytes: the entries and both bounds of every layer,
// the largest layer's graph (six moves a position at most) and cycle
// search, and each thread's edges of the block it makes. For a check before
// a build is begun.
std::uint64_t endgameBuildMemory(int maxSeeds, int threads = 1) noexcept;

// Builds the database of `game` (Djenon-aboure, Ayoayo or Oware) for 0 ..
// maxSeeds seeds (at most kMaxEndgameSeeds), layer by layer. `progress` is
// called now and then on the calling thread. Empty when `stop` was
// requested first. The same as startEndgames(), continueEndgames() and
// finishEndgames() in a row.
std::optional<EndgameBuild> buildEndgames(GameId game, int maxSeeds, const EndgameProgress& progress = {},
                                          std::stop_token stop = {}, int threads = 1);

// A build of no layer yet.
EndgameBuildState startEndgames(GameId game, int maxSeeds);
// Works out the layers of `state` not done yet, one after another. True once
// every layer is done; false when `stop` was requested first: `state` then
// keeps every layer finished (the one under way is dropped, its memory let
// go), and another call goes on from there. A build stopped and continued
// any number of times makes the same entries as one never stopped.
//
// `threads` (1 .. kMaxEndgameThreads, clamped): the calling thread and
// helpers share each layer's work, started for it and joined before this
// returns, and make the same entries and bounds as one thread. `progress`
// and `pause` are called on the calling thread only; while the pause
// blocks, the helpers wait too, each at its next pause point. A stop is
// seen by every thread at its next one.
bool continueEndgames(EndgameBuildState& state, const EndgameProgress& progress = {}, std::stop_token stop = {},
                      const EndgamePause& pause = {}, int threads = 1);
// The database of a finished build (precondition: state.finished()); its
// bounds are let go.
EndgameBuild finishEndgames(EndgameBuildState&& state);

// ------------------------------------------------------------ file bytes

// Changes whenever the rules, the index or the meaning of the entries do.
inline constexpr std::uint32_t kEndgameFormatVersion = 1;

// The size of the file of a database up to maxSeeds seeds: a 32-byte header
// (magic "MNCLEGDB", version, game, seeds, entries, checksum), then the entries.
std::uint64_t endgameFileSize(int maxSeeds) noexcept;
std::vector<std::uint8_t> serializeEndgames(const EndgameDatabase& database);

enum class EndgameFileError : std::uint8_t {
    None,
    NotADatabase, // no magic: not a file of this program's databases
    Version,      // another format version (an older or newer program)
    Header,       // an unknown game, seeds out of range, or a count that does not fit
    Size,         // shorter or longer than its header says: cut short, or more appended
    Checksum,     // the contents changed since it was written
    BadEntry,     // a byte no database holds
};

// The header alone, from a file's first bytes and its size: what
// parseEndgames() refuses before it looks at the entries (NotADatabase,
// Version, Header, Size), so that a file is read whole only once its header
// and its size say it can be a database, and of which game and seeds.
inline constexpr std::size_t kEndgameHeaderBytes = 32;
struct EndgameHeader {
    EndgameFileError error = EndgameFileError::None;
    GameId game = GameId::DjenonAboure; // with None (and Size): the game and seeds it says
    int seeds = 0;
};
EndgameHeader parseEndgameHeader(std::span<const std::uint8_t> start, std::uint64_t fileSize);

struct EndgameFileRead {
    std::optional<EndgameDatabase> database;
    EndgameFileError error = EndgameFileError::None;
};
// Checks everything before it trusts anything.
EndgameFileRead parseEndgames(std::span<const std::uint8_t> bytes);

// A build under way as file bytes, to be resumed after the program ends:
// a 32-byte header (magic "MNCLEGPB", version, game, seeds, layers done,
// positions done, checksum), then the entries of the layers done, then
// each layer's lower and upper bounds.
std::vector<std::uint8_t> serializeEndgameBuild(const EndgameBuildState& state);
// A build's file read back, or nothing: the header, the size and the
// checksum, every entry a byte of its layer, every bound within its layer's
// seeds, lo <= hi, and each entry what its bounds say (exact where they
// meet). That is all a file can show of itself: the database finished from
// it must still be checked (verifyEndgames()) before it is trusted.
std::optional<EndgameBuildState> parseEndgameBuild(std::span<const std::uint8_t> bytes);

// ------------------------------------------------------------ checking entries

// A file's checksum only says that it is the file that was written, not that
// a program built it: anyone can write entries and their checksum. So an
// entry is believed only where it follows from its children's, by the
// retrograde equations the build solved (endgame_check.cpp): a position no
// move decides has its fixed value, history-free; an exact value v is that
// of its best move whose value the entries give (a game end, or the gain
// minus an exact child's value) and no move is sure to do better (none is
// worth more, an unknown child counted as the worst for the mover); an
// unknown entry has a move into an unknown child; a history-free position
// has no move back to itself (the whole check: lies on no cycle of its layer).

// Whether the entry of `pos` (at most maxSeeds() seeds on the board, not
// over) agrees with its children's entries. Reads the entries even of a
// distrusted database.
bool endgameEntryHolds(const EndgameDatabase& database, const Rules& rules, const Position& pos);

struct EndgameCheck {
    bool finished = false;  // false: stopped first
    bool sound = true;      // every entry holds (when finished)
    int seeds = 0;          // the first entry that does not: its layer
    std::uint64_t rank = 0; // and its rank
};

// Every entry of the database checked as endgameEntryHolds() does, and every
// history-free one against the cycles of its layer. `progress(done, total)`
// now and then (positions). As long as a build without the fixed-point
// iteration; run in the background. On `threads` threads as
// continueEndgames() (the cycle search on the calling thread alone), with
// the same answer: the first entry that does not hold is the same.
EndgameCheck verifyEndgames(const EndgameDatabase& database,
                            const std::function<void(std::uint64_t, std::uint64_t)>& progress = {},
                            const std::stop_token& stop = {}, const EndgamePause& pause = {}, int threads = 1);

// ------------------------------------------------------------ values with history

struct EndgameSolution {
    int future = 0;          // the value: seeds the mover wins from here on minus the opponent's
    Move best;               // a move that keeps it
    std::uint64_t nodes = 0; // positions whose moves were searched (1: the entries alone answered)
};

// The exact value of `pos` (covered by `database`, not over) after the game's
// positions `history` (oldest first; those since the last capture matter):
// from the entries where they answer for this history, otherwise by a search
// of the game tree under the repetition rule down to positions where they do,
// at most `maxNodes` positions (0: no limit). Empty when that is not enough,
// or `stop` was requested, or an entry it relied on did not hold
// (endgameEntryHolds(): then the database is distrusted).
std::optional<EndgameSolution> solveEndgame(const EndgameDatabase& database, const Rules& rules, const Position& pos,
                                            std::span<const Position> history, std::uint64_t maxNodes,
                                            const std::stop_token& stop = {});

// The final difference of the totals (side to move minus opponent) with
// perfect play from the current position of `game`, if the database knows it
// (as solveEndgame(), with at most `maxNodes` positions searched). Oware:
// of the game played to the end, whose sign is the outcome (see above).
std::optional<int> endgameValue(const EndgameDatabase& database, const Game& game, std::uint64_t maxNodes);

} // namespace mancala
