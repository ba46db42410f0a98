// A game in progress: the rules, the start position, the moves played, a
// position per ply and the repetition rule (a RepetitionTracker of the
// positions played, see repetition.hpp). The only public way to play a move;
// it checks legality once (checked(), or a CheckedMove the caller has),
// plays it with advance() and, in debug builds, checks the invariants
// (positionFault) of the result.
#pragma once

#include <vector>

#include "mancala/repetition.hpp"
#include "mancala/rules.hpp"

namespace mancala {

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
    // `m` checked in position() (Rules::checked), for play().
    CheckedMove checked(Move m) const { return rules_->checked(position(), m); }

    // Plays a move checked in position() if it is legal, without checking it
    // again; returns its reason otherwise (and changes nothing). On success
    // the events are appended to `trace` when given.
    IllegalReason play(const CheckedMove& m, Trace* trace = nullptr);
    // play(checked(m), trace): `m` checked once, then played.
    IllegalReason play(Move m, Trace* trace = nullptr) { return play(checked(m), trace); }

    // Takes back the last move; false at the start.
    bool undo();

private:
    const Rules* rules_;
    std::vector<Move> moves_;
    std::vector<Position> positions_;
    RepetitionTracker repetition_;
};

} // namespace mancala
