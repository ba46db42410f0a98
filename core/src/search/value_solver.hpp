// Internal: the exact value of Djenon-aboure and Ayoayo positions above an
// endgame database's range: alpha-beta on the final margin, down to the
// database's exact entries and the game's ends (solve.hpp; the Expert's
// solver in Djenon-aboure, search_api.cpp; the certificates, certificate.cpp).
//
// A position's value is the seeds its side to move wins from here on minus
// those the opponent wins, both playing perfectly (as the databases' entries:
// endgames.hpp). The table holds bounds on it by the board seen from the side
// to move (the totals change nothing that can happen, and the game is the
// same turned half round), so a bound is stored for every position with that
// board. That is sound only where the value does not depend on the path, and
// the solver makes sure it never meets a path on which it could: a position
// that repeats one of the path (the game's stretch, then the search's) makes
// it give up for good, and so does a database entry that does not answer for
// a fresh stretch (unknown). In Djenon-aboure no position can recur (a move
// either captures or fills an empty hole, docs/rules.md), so it never gives
// up there; in Ayoayo, whose seeds can run round the board, its results are
// believed only through a checked certificate (certificate.hpp).
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <stop_token>
#include <vector>

#include "mancala/endgames.hpp"
#include "mancala/repetition.hpp"

namespace mancala::detail {

// A board seen from its side to move (endgameBoard()), six bits a hole.
struct BoardKey {
    std::uint64_t low = 0;  // holes 0 .. 9
    std::uint64_t high = 0; // holes 10, 11
    friend bool operator==(const BoardKey&, const BoardKey&) = default;
};
BoardKey boardKey(const Position& pos) noexcept;

// A move as the hole of its mover's row, counted from the mover's first
// (0 .. 5, the order of endgameBoard()), or kPassMove; and back.
inline constexpr std::uint8_t kPassMove = 6;
std::uint8_t relativeMove(const Position& pos, Move m) noexcept;
Move absoluteMove(const Position& pos, std::uint8_t relative) noexcept;

struct ValueBudget {
    std::uint64_t maxNodes = 0; // 0: no limit
    std::optional<std::chrono::steady_clock::time_point> deadline;
    std::stop_token stop;
    std::function<void(std::uint64_t nodes)> progress; // every kProgressNodes nodes
};
inline constexpr std::uint64_t kProgressNodes = std::uint64_t{1} << 22;

class ValueSolver {
public:
    // `database`: of the rules' game (Djenon-aboure or Ayoayo); `tableBytes`
    // the table's memory (a power of two of 16-byte entries is taken).
    ValueSolver(const Rules& rules, const EndgameDatabase& database, std::size_t tableBytes);

    // Starts a path after the game's positions `history` (oldest first, the
    // position to be solved last), and a new budget.
    void reset(std::span<const Position> history, ValueBudget budget);

    // The value of `pos` (the path's last position, not over), fail-soft in
    // (alpha, beta): at most alpha an upper bound, at least beta a lower bound.
    std::optional<int> value(const Position& pos, int alpha, int beta);
    // The exact value of `pos` (the path's last position, not over), by
    // null-window searches that close in on it (MTD(f)).
    std::optional<int> exact(const Position& pos);

    // The best move the table holds for `pos` (relativeMove()), if any.
    std::optional<std::uint8_t> tableMove(const Position& pos) noexcept;

    // A move of `pos` (the path's last position, not over) that keeps its
    // exact value `v`.
    std::optional<Move> bestMove(const Position& pos, int v);

    // Appends `pos` (reached by one move) to the path; false (and failed)
    // when it repeats one of its positions.
    bool push(const Position& pos);
    void pop() noexcept;

    // The gain of the mover's move from `before` to `after` (captures, and
    // the allotment of an end).
    static int gain(const Position& before, const Position& after) noexcept;
    // Whether `pos` (not over) is a leaf: in the database's range.
    bool leaf(const Position& pos) const noexcept;
    // A leaf's value (its entry's), or nothing when the entry is unknown.
    std::optional<int> leafValue(const Position& pos) const noexcept;

    bool failed() const noexcept { return failed_; }
    std::uint64_t nodes() const noexcept { return nodes_; }
    const Rules& rules() const noexcept { return rules_; }

private:
    struct Entry {
        std::uint64_t low = 0;
        std::uint16_t high = 0;
        std::int8_t lo = 0;
        std::int8_t hi = 0;
        std::uint8_t move = kNoMove; // the best move, relativeMove()
        std::uint8_t work = 0;       // log2 of the nodes its search took: the deeper one stays
        std::uint8_t used = 0;
        std::uint8_t pad = 0;
    };
    static constexpr std::uint8_t kNoMove = 0xFF;
    struct Child {
        Position pos;
        int gain = 0;
        int known = 0;     // a leaf's or an end's value for the mover at the parent
        bool leaf = false; // over, or in the database's range
        int order = 0;
        std::uint8_t move = 0; // relativeMove()
    };

    int search(const Position& pos, int alpha, int beta, int ply);
    int expand(const Position& pos, int ply, std::uint8_t tableMove);
    Entry* probe(const BoardKey& key) noexcept;
    void store(const BoardKey& key, int lo, int hi, std::uint8_t move, std::uint64_t work) noexcept;
    bool outOfBudget();

    const Rules& rules_;
    const EndgameDatabase& database_;
    std::vector<Entry> table_;
    std::size_t mask_ = 0;
    std::vector<std::array<Child, MoveList::kCapacity>> children_;
    SuccessorList expansion_;
    RepetitionTracker path_;
    ValueBudget budget_;
    std::uint64_t nodes_ = 0;
    bool failed_ = false;
};

} // namespace mancala::detail
