#include "mancala/game.hpp"

#include <cassert>

namespace mancala {

int seedsOnBoard(const Rules& rules, const Position& pos) noexcept {
    int n = 0;
    for (int i = 0; i < rules.holeCount(); ++i)
        n += pos.board[i];
    return n;
}

Game::Game(const Rules& rules) : Game(rules, rules.initial()) {}

Game::Game(const Rules& rules, const Position& start) : rules_(&rules) {
    assert(rules.positionFault(start) == PositionFault::None);
    positions_.push_back(start);
    // The tracker holds every position of the game that goes on.
    if (!start.over())
        repetition_.push(rules, start);
}

IllegalReason Game::play(const CheckedMove& m, Trace* trace) {
    if (!m.legal())
        return m.reason();
    Position next = position();
    advance(*rules_, next, m, repetition_, trace);
    assert(rules_->positionFault(next) == PositionFault::None);
    moves_.push_back(m.move());
    positions_.push_back(next);
    return IllegalReason::None;
}

bool Game::undo() {
    if (moves_.empty())
        return false;
    if (!position().over())
        repetition_.pop();
    moves_.pop_back();
    positions_.pop_back();
    return true;
}

} // namespace mancala
