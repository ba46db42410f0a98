// The repetition rule, in one place: the positions seen since the last
// capture (RepetitionTracker) and the one function that plays a move under
// the rule (applyMove, advance). Game, the search, perft, the reference
// playout and the Tihbat solver's expected line all play moves through it;
// the games' fast playouts (playout.hpp) apply the rule with pushBelow().
//
// Captures are irreversible: seeds leave the board only for the totals, so a
// position can only recur while the sum of the totals stays the same. The
// positions of a game (or a search path) fall into stretches of equal
// captured seeds, and only the current stretch is ever looked at.
#pragma once

#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <vector>

#include "mancala/rules.hpp"

namespace mancala {

// The seeds no longer on the board: the sum of the totals. The stretch of a
// position.
constexpr int capturedSeeds(const Position& pos) noexcept {
    return pos.totals[0] + pos.totals[1];
}

// The positions recorded so far (a game's, and along a search path), as a
// stack: push() records one, pop() takes the last one back, so that a search
// or perft walks down and up the tree with one tracker. Exact: positions are
// told apart by their full keys. A counting filter of key hashes answers most
// first occurrences without looking through the keys, and a count only looks
// through the current stretch (the positions since the last change of the
// captured seeds).
class RepetitionTracker {
public:
    void clear() noexcept {
        while (!entries_.empty())
            pop();
    }
    bool empty() const noexcept { return entries_.empty(); }
    int size() const noexcept { return static_cast<int>(entries_.size()); }

    // How often the position with this key and `captured` seeds (see
    // capturedSeeds) has been recorded in the current stretch.
    int count(const PositionKey& key, int captured) const noexcept {
        if (entries_.empty() || entries_.back().captured != captured || filter_[bucket(key)] == 0)
            return 0;
        int n = 0;
        for (auto i = static_cast<std::size_t>(entries_.back().stretchStart); i < entries_.size(); ++i)
            n += entries_[i].key == key ? 1 : 0;
        return n;
    }
    int count(const Rules& rules, const Position& pos) const noexcept {
        return count(rules.key(pos), capturedSeeds(pos));
    }

    // Whether some position of the current stretch has been recorded more
    // than once (the endgame databases answer for the other stretches).
    bool repeatedInStretch() const noexcept { return !entries_.empty() && entries_.back().repeated; }

    // Records a position (a change of the captured seeds starts a new
    // stretch).
    void push(const PositionKey& key, int captured) { pushBelow(key, captured, std::numeric_limits<int>::max()); }
    void push(const Rules& rules, const Position& pos) { push(rules.key(pos), capturedSeeds(pos)); }

    // count() and push() in one look (the playouts' step): if the position
    // has been recorded `limit` - 1 times or more in the current stretch,
    // returns false and records nothing; otherwise records it and returns
    // true.
    bool pushBelow(const PositionKey& key, int captured, int limit) {
        const bool sameStretch = !entries_.empty() && entries_.back().captured == captured;
        const auto b = static_cast<std::uint16_t>(bucket(key));
        int n = 0;
        if (sameStretch && filter_[b] != 0) {
            for (auto i = static_cast<std::size_t>(entries_.back().stretchStart); i < entries_.size(); ++i)
                n += entries_[i].key == key ? 1 : 0;
            if (n + 1 >= limit)
                return false;
        }
        const int start = sameStretch ? entries_.back().stretchStart : static_cast<int>(entries_.size());
        const bool repeated = sameStretch && (entries_.back().repeated || n > 0);
        entries_.push_back({key, static_cast<std::uint8_t>(captured), repeated, b, start});
        ++filter_[b];
        return true;
    }

    // Takes back the last push (precondition: not empty); the counts are
    // those before it again.
    void pop() noexcept {
        --filter_[entries_.back().bucket];
        entries_.pop_back();
    }

    // clear(), then push() every position of `history` (oldest first).
    void assign(const Rules& rules, std::span<const Position> history);

private:
    // The tracker's one hash: multiply-shift on both words of the key, the
    // top 12 bits (cheap: two independent multiplications, so a ply of a
    // playout or a node of the search pays little for it). 16-bit counters: a
    // bucket would overflow only with 65,536 recorded keys in it (about 2^28
    // recorded positions, far beyond any game).
    static constexpr int kFilterBits = 12;
    static constexpr std::size_t kFilterSize = std::size_t{1} << kFilterBits;
    static std::size_t bucket(const PositionKey& key) noexcept {
        return static_cast<std::size_t>(((key.lo * 0x9E3779B97F4A7C15ull) ^ (key.hi * 0xBF58476D1CE4E5B9ull)) >>
                                        (64 - kFilterBits));
    }

    struct Entry {
        PositionKey key;
        std::uint8_t captured = 0; // at most the game's seeds (48)
        bool repeated = false;     // the stretch up to this entry holds a position twice
        std::uint16_t bucket = 0;  // bucket(key), for pop()
        int stretchStart = 0;      // index of the first entry of its stretch
    };
    static_assert(kFilterSize <= 65536);
    std::vector<Entry> entries_;
    std::array<std::uint16_t, kFilterSize> filter_{};
};

// The repetition rule for `pos`, the position a move has just made
// (Rules::apply, Rules::successors): if the game goes on and `pos` has
// already occurred repetitionLimit() - 1 times in `seen`'s current stretch,
// the game ends by repetition there. Sets `key` to the key of `pos` (the
// empty key if the move itself ended the game); appends the events to
// `trace` unless it is null.
inline void endIfRepeated(const Rules& rules, Position& pos, const RepetitionTracker& seen, PositionKey& key,
                          Trace* trace = nullptr) {
    if (pos.over()) {
        key = {};
        return;
    }
    key = rules.key(pos);
    if (seen.count(key, capturedSeeds(pos)) + 1 >= rules.repetitionLimit())
        rules.endByRepetition(pos, trace);
}

// Plays the legal move `m` in `pos` (Rules::apply; precondition: the game is
// not over and rules.check(pos, m) == None) and then the repetition rule: if
// the game goes on and its new position has already occurred
// repetitionLimit() - 1 times in `seen`'s current stretch, the game ends by
// repetition there (Rules::endByRepetition). `seen` holds the positions before
// the move, the one it is played from included; nothing is recorded. Returns
// the key of the new position (meaningless when the game is over). Appends
// the events to `trace` unless it is null. `m` is a Move, or a CheckedMove
// (Rules::checked) that Rules::apply plays without checking it again.
template <typename M>
requires std::same_as<M, Move> || std::same_as<M, CheckedMove>
inline PositionKey applyMove(const Rules& rules, Position& pos, const M& m, const RepetitionTracker& seen,
                             Trace* trace) {
    rules.apply(pos, m, trace);
    PositionKey key;
    endIfRepeated(rules, pos, seen, key, trace);
    return key;
}

// The repetition rule for `pos`, the position a move has just made
// (endIfRepeated), then records it in `seen` if the game goes on: the rest of
// advance() after the move, for a position of Rules::successors. Returns
// whether it recorded it (then seen.pop() takes the move back).
inline bool arrive(const Rules& rules, Position& pos, RepetitionTracker& seen, Trace* trace = nullptr) {
    PositionKey key;
    endIfRepeated(rules, pos, seen, key, trace);
    if (pos.over())
        return false;
    seen.push(key, capturedSeeds(pos));
    return true;
}

// applyMove(), then records the new position in `seen` if the game goes on:
// exactly what Game::play does. Returns whether it recorded it (then
// seen.pop() takes the move back).
template <typename M>
requires std::same_as<M, Move> || std::same_as<M, CheckedMove>
inline bool advance(const Rules& rules, Position& pos, const M& m, RepetitionTracker& seen, Trace* trace = nullptr) {
    rules.apply(pos, m, trace);
    return arrive(rules, pos, seen, trace);
}

} // namespace mancala
