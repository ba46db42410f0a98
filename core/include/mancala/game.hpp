// A game in progress: the rules, the start position, the moves played, a
// position per ply and the repetition rule. The only public way to play a
// move; it checks legality and invariants around the private rule code.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "mancala/rules.hpp"

namespace mancala {

// Counts occurrences of positions since the last irreversible move (seeds
// never return to the board, so a position can only repeat while the number of
// seeds on the board stays the same). Used by Game, playouts and search.
// Exact: positions are told apart by their full keys. A small filter of key
// hashes answers most first occurrences without looking through the keys,
// and keeps the tracker cheap to copy (search copies one per node).
class RepetitionTracker {
public:
    void clear() noexcept;
    // Records `pos` and returns how often it has now occurred.
    int record(const Rules& rules, const Position& pos);
    // Starts again from a history of positions (after an undo).
    void rebuild(const Rules& rules, const std::vector<Position>& history);

private:
    std::vector<PositionKey> keys_;       // in the order recorded
    std::array<std::uint64_t, 4> seen_{}; // bit hash(k), 0 to 255, set for every key k in keys_
    int captured_ = -1;                   // totals[0] + totals[1] of the recorded positions
};

int seedsOnBoard(const Rules& rules, const Position& pos) noexcept;

class Game {
public:
    explicit Game(const Rules& rules);
    // A game from a given position of these rules (a lesson, an example):
    // positionAt(0) is `start`, which must satisfy rules.positionIsOk().
    Game(const Rules& rules, const Position& start);

    const Rules& rules() const noexcept { return *rules_; }
    const Position& position() const noexcept { return positions_.back(); }
    int ply() const noexcept { return static_cast<int>(moves_.size()); }
    bool over() const noexcept { return position().over(); }
    const std::vector<Move>& moves() const noexcept { return moves_; }
    // Position before ply `i` (0 = start, ply() = current).
    const Position& positionAt(int i) const { return positions_.at(static_cast<std::size_t>(i)); }

    void legalMoves(MoveList& out) const { rules_->legalMoves(position(), out); }
    IllegalReason check(Move m) const { return rules_->check(position(), m); }

    // Plays `m` if legal; returns the reason otherwise (and changes nothing).
    // On success the events are appended to `trace` when given.
    IllegalReason play(Move m, Trace* trace = nullptr);

    // Takes back the last move; false at the start.
    bool undo();

private:
    const Rules* rules_;
    std::vector<Move> moves_;
    std::vector<Position> positions_;
    RepetitionTracker repetition_;
};

} // namespace mancala
