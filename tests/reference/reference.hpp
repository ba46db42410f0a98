// An independent reference implementation of the games of docs/rules.md, used only to cross-check the core library
// (perft tables, divide, and random games compared ply by ply).
//
// It is written straight from docs/rules.md and shares no code with
// core/src:
// - its own board: a std::vector<int> of seed counts in the order of a list of
//   hole names (the sowing ring for the sowing games; every hole for Bao la
//   Kimasai, whose tracks are lists of names);
// - its own repetition rule: every position of the game is kept in a vector
//   and the occurrences of the new one are counted;
// - its own endless-relay detection: every lap-start state (board, hole) of a
//   move is kept in a std::set; a state seen twice means the move never ends.
// It is meant to be obviously correct, not fast.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "mancala/types.hpp"

namespace reference {

// 0 = South, 1 = North (the player owning rows 1 (and 2 in Bao) is South).
inline constexpr int kSouth = 0;
inline constexpr int kNorth = 1;

struct State {
    std::vector<int> seeds;     // per hole, in the order of Reference::holes()
    std::array<int, 2> taken{}; // captured seeds (Ayoayo, Kalah: store contents), by player
    int toMove = kSouth;
    mancala::EndReason end = mancala::EndReason::None;
    mancala::Winner winner = mancala::Winner::None;

    bool over() const { return end != mancala::EndReason::None; }
    // Same position in the sense of the repetition rules: board, totals, side to move.
    bool samePosition(const State& other) const {
        return seeds == other.seeds && taken == other.taken && toMove == other.toMove;
    }
};

class Reference {
public:
    explicit Reference(mancala::GameId game);

    mancala::GameId game() const { return game_; }
    // Hole names in the order of State::seeds.
    const std::vector<std::string>& holes() const { return names_; }
    int repetitionLimit() const;

    State start() const;
    // The legal moves in notation ("c1", "a1-a2", "pass"), sorted as strings;
    // empty once the game is over. The repetition rule is Line's business.
    std::vector<std::string> moves(const State& s) const;
    // Plays a legal move: sowing or step, captures, the turn change and the end
    // of the game with its allotment.
    State play(const State& s, const std::string& move) const;
    // Ends the game by the repetition rule.
    State endByRepetition(State s) const;
    // Whether the end-of-game rules (not repetition) say that a game reaching
    // `s` is over (for positions made up by tests rather than played).
    bool finished(const State& s) const;

    // Conversions to the core's types (hole = column * rows + row).
    mancala::Position toCore(const State& s) const;
    mancala::Move toCoreMove(const std::string& move) const;

private:
    int at(const std::string& name) const { return index_.at(name); }
    int size() const { return static_cast<int>(names_.size()); }
    int ownerOf(int i) const { return owner_[i]; }
    int seedsOf(const State& s, int player) const;
    std::vector<std::string> candidates(const State& s) const;
    bool sow(State& s, int from) const;
    bool sowDjenonAboure(State& s, int from) const;
    bool sowAyoayo(State& s, int from) const;
    bool sowTihbat(State& s, int from) const;
    // Kalah's sowing and capture; true when the mover moves again.
    bool sowKalah(State& s, int from) const;
    void sowOware(State& s, int from) const;
    int across(int h) const;
    // Each player takes the seeds of their own row; the winner by the totals.
    void ownRows(State& s) const;
    void stepBao(State& s, int from, int to) const;
    void checkEnd(State& s, int mover) const;
    static void winnerByTotals(State& s);

    mancala::GameId game_;
    mancala::GameFamily family_;
    int rows_ = 2;
    std::vector<std::string> names_;
    std::map<std::string, int> index_;
    std::vector<int> owner_; // kSouth or kNorth, per hole
    // Bao la Kimasai: the next hole clockwise around the owner's two rows.
    std::vector<int> stepTo_;
};

// A game in progress under the reference rules, with the repetition rule.
class Line {
public:
    explicit Line(const Reference& ref);
    // A game from a position that is not over (see Reference::finished).
    Line(const Reference& ref, State start);
    const State& state() const { return history_.back(); }
    std::vector<std::string> moves() const { return ref_->moves(state()); }
    void play(const std::string& move);
    void undo();

private:
    const Reference* ref_;
    std::vector<State> history_;
};

// Leaf nodes of the move tree of depth `depth` from the start; game-over
// positions are leaves, the repetition rule applies along each path.
std::int64_t perft(const Reference& ref, int depth);
// Per first move: the perft of depth `depth - 1` below it.
std::vector<std::pair<std::string, std::int64_t>> divide(const Reference& ref, int depth);

} // namespace reference
