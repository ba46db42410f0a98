#include "mancala/game.hpp"

#include <algorithm>
#include <cassert>

namespace mancala {

int seedsOnBoard(const Rules& rules, const Position& pos) noexcept {
    int n = 0;
    for (int i = 0; i < rules.holeCount(); ++i)
        n += pos.board[i];
    return n;
}

void RepetitionTracker::clear() noexcept {
    keys_.clear();
    seen_ = {};
    captured_ = -1;
}

int RepetitionTracker::record(const Rules& rules, const Position& pos) {
    // Seeds leave the board only for the totals, so the seeds on the board
    // change exactly when the sum of the totals does (and keys hold totals).
    const int captured = pos.totals[0] + pos.totals[1];
    if (captured != captured_) {
        clear();
        captured_ = captured;
    }
    const PositionKey k = rules.key(pos);
    const std::uint64_t hash = ((k.lo ^ (k.hi * 0x9E3779B97F4A7C15)) * 0xBF58476D1CE4E5B9) >> 56;
    std::uint64_t& word = seen_[hash / 64];
    const std::uint64_t bit = std::uint64_t{1} << (hash % 64);
    int seen = 0;
    if (word & bit)
        seen = static_cast<int>(std::count(keys_.begin(), keys_.end(), k));
    word |= bit;
    keys_.push_back(k);
    return seen + 1;
}

void RepetitionTracker::rebuild(const Rules& rules, const std::vector<Position>& history) {
    clear();
    for (const Position& p : history)
        record(rules, p);
}

Game::Game(const Rules& rules) : rules_(&rules) {
    positions_.push_back(rules.initial());
    repetition_.record(rules, positions_.back());
}

Game::Game(const Rules& rules, const Position& start) : rules_(&rules) {
    assert(rules.positionIsOk(start));
    positions_.push_back(start);
    repetition_.record(rules, positions_.back());
}

IllegalReason Game::play(Move m, Trace* trace) {
    const IllegalReason why = rules_->check(position(), m);
    if (why != IllegalReason::None)
        return why;
    Position next = position();
    rules_->apply(next, m, trace);
    if (!next.over() && repetition_.record(*rules_, next) >= rules_->repetitionLimit())
        rules_->endByRepetition(next, trace);
    assert(rules_->positionIsOk(next));
    moves_.push_back(m);
    positions_.push_back(next);
    return IllegalReason::None;
}

bool Game::undo() {
    if (moves_.empty())
        return false;
    moves_.pop_back();
    positions_.pop_back();
    repetition_.rebuild(*rules_, positions_);
    return true;
}

} // namespace mancala
