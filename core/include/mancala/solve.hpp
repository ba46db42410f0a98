// Solving Djenon-aboure and Ayoayo positions above the endgame databases:
// the exact value of a position and of each of its moves, with perfect play
// by both sides, and a certificate of it that a separate program can check
// (docs/certificate-format.md; docs/computer-players.md, "Djenon-aboure is
// solved").
//
// The solver (core/src/search/value_solver.cpp) is alpha-beta on the final
// margin with a table of bounds by board, down to the game's ends and the
// database's exact entries. It gives up rather than store a value that
// depends on the path: on a position that repeats one of the path, and on an
// unknown entry. In Djenon-aboure no position can recur, so its answers are
// exact; in Ayoayo a value is believed only once its certificate is checked.
//
// Pure: no I/O; the callers write and read the bytes.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <stop_token>
#include <vector>

#include "mancala/endgames.hpp"

namespace mancala {

struct SolveOptions {
    std::uint64_t maxNodes = 0;                        // of all the searches together; 0: no limit
    std::size_t tableMegabytes = 64;                   // the solver's table of bounds (0: its smallest, for tests)
    std::function<void(std::uint64_t nodes)> progress; // now and then, on the calling thread
    std::stop_token stop;
    // Kalah's solver: gives up once this time has come (none: no limit).
    std::optional<std::chrono::steady_clock::time_point> deadline;
    // Kalah's solver: the end rule of Irving, Donkers and Uiterwijk's program
    // and of Wikipedia's rules instead of this program's: the game is over as
    // soon as either row is empty after a move (each player taking their own
    // row), not only when the player to move has no seeds. For comparing
    // with their published results (docs/computer-players.md).
    bool kalahEitherRowEnds = false;
    // Kalah(6, N)'s solver: first works out the value of every board with at
    // most this many seeds in the houses (at most kMaxEndgameSeeds; 0: none;
    // C(n + 11, 11) boards of n seeds, a byte each), which then answers the
    // search wherever it reaches one.
    int kalahEndgameSeeds = 0;
    // Kalah's solver: the position's value and one move of that value only,
    // the position searched as one node (far less search than the exact
    // value of every move).
    bool kalahBestOnly = false;
};

// The final difference of the totals, for the side to move at the solved
// position, if `move` is played there and both sides then play perfectly.
struct MoveValue {
    Move move;
    int value = 0;
    friend bool operator==(const MoveValue&, const MoveValue&) = default;
};

struct PositionSolution {
    int value = 0;                // the best of `moves`: the position's value
    std::vector<MoveValue> moves; // every legal move, in the rules' order (Kalah's kalahBestOnly: one best move)
    std::uint64_t nodes = 0;      // positions searched
};

// The value of `pos` (Djenon-aboure or Ayoayo, not over) after the game's
// positions `history` (oldest first), and of each of its moves, its leaves
// the entries of `database` (of the same game). Empty when the solver gives
// up (see above), runs out of nodes or is stopped.
std::optional<PositionSolution> solvePosition(const EndgameDatabase& database, const Rules& rules, const Position& pos,
                                              std::span<const Position> history, const SolveOptions& options);

// The value of a Kalah position (any size, either capture rule; not over)
// and of each of its moves, by search alone (core/src/search/kalah_solver.cpp):
// exact, as no Kalah position can recur. Empty when it runs out of nodes or
// is stopped.
std::optional<PositionSolution> solveKalah(const Rules& rules, const Position& pos, const SolveOptions& options);

// ------------------------------------------------------------ certificates

// One proven position: the moves from the start that reach it, and the
// value of each of its moves (as PositionSolution::moves).
struct CertifiedRoot {
    std::vector<Move> line;
    std::vector<MoveValue> moves;
};

// A move of a player's strategy: in the position of this board (seen from
// its side to move, endgameBoard()), play the hole `move` of the mover's row
// counted from the mover's first hole (0 .. 5, endgameBoard()'s order), or
// pass (6).
struct StrategyMove {
    EndgameBoard board{};
    std::uint8_t move = 0;
    friend bool operator==(const StrategyMove&, const StrategyMove&) = default;
};

// The proof of the values of roots' moves (docs/certificate-format.md): for
// each side, a move in every position of its strategies, in the order of
// their boards. South's strategy proves that every root move is worth at
// least its value to South, North's that it is worth at most that much;
// their leaves are positions with at most `endgameSeeds` seeds on the board
// and the game's ends.
struct Certificate {
    GameId game = GameId::DjenonAboure;
    int endgameSeeds = 0;
    std::vector<CertifiedRoot> roots;
    std::vector<StrategyMove> south; // boards of South to move
    std::vector<StrategyMove> north; // boards of North to move, seen from North
};

// What certify() found: the certificate of the roots it solved, the lines of
// those it gave up on (a repeated position, an unknown entry, or
// SolveOptions::maxNodes, which counts per root), and the positions searched.
struct Certification {
    Certificate certificate;
    std::vector<std::vector<Move>> unsolved;
    std::uint64_t nodes = 0;
};

// Solves each root (the position after each line from the start, legal
// moves with the game going), one table for all, and writes the strategies
// that prove the values. Empty when stopped.
std::optional<Certification> certify(const EndgameDatabase& database, const Rules& rules,
                                     const std::vector<std::vector<Move>>& lines, const SolveOptions& options);

inline constexpr std::uint32_t kCertificateFormatVersion = 1;
std::vector<std::uint8_t> serializeCertificate(const Certificate& certificate);
// The certificate of these bytes, if they are one (header, sizes, checksum,
// boards and moves in range, strategies in order): what the bytes say, not
// that it proves anything, which only a check by the rules can tell.
std::optional<Certificate> parseCertificate(std::span<const std::uint8_t> bytes);

} // namespace mancala
