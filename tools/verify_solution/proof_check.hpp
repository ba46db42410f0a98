// The check of a certificate (docs/certificate-format.md) by the reference
// rules of tests/reference/ alone: nothing of the core library that wrote
// it, neither its rules nor its databases nor its solver.
//
// For each root (the position after its line from the start), and each
// legal move there, it works out from the strategies
// - a lower bound of the move's value for the root's mover: the root's
//   mover plays its strategy's move, the opponent every move;
// - an upper bound: the opponent plays its strategy, the root's mover every
//   move;
// each down to the game's ends and to the leaves, the positions with at most
// the certificate's seeds on the board, whose exact values the checker finds
// itself (an exhaustive search of every move below them, each position's
// value kept once found: its own endgame database of the positions it
// needs). The claimed value must be both bounds.
//
// Why the repetition rule changes none of these values: the checker refuses
// a certificate whose lines, or the lines below its leaves, come back to a
// position of their own (a board and side to move met again below itself),
// and a root whose line from the start repeats a position. So along every
// line it checks a position occurs at most once, and at most once more
// before the root: never the third time that would end the game. The one
// exception is a board on which neither player can move (each must pass):
// there the players pass until the third occurrence, and each takes their
// own row; the checker scores it so. A value is worked out once per board
// and side to move, whatever the totals: the reference rules read the totals
// only to name the winner.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "reference/reference.hpp"
#include "verify_solution/certificate.hpp"

namespace verify {

struct MoveCheck {
    std::string move;
    int claimed = 0;
    int lower = 0; // proven bounds of the final difference for the root's mover
    int upper = 0;
};

struct RootCheck {
    std::vector<std::string> line;
    std::vector<MoveCheck> moves;
    std::string error; // empty: every move's value is proven as claimed
};

class ProofCheck {
public:
    explicit ProofCheck(const CertificateFile& certificate);

    RootCheck check(const Root& root);

    std::uint64_t certificatePositions() const noexcept { return bounds_.size(); }
    std::uint64_t leafPositions() const noexcept { return exact_.size(); }

private:
    struct Key {
        std::array<std::uint8_t, kHoles> seeds{}; // ring order a1..f1, f2..a2
        std::uint8_t toMove = 0;
        std::uint8_t strategy = 0; // whose strategy (bounds); 2 for exact values
        bool operator==(const Key&) const = default;
    };
    struct KeyHash {
        std::size_t operator()(const Key& k) const noexcept;
    };
    struct Found {
        int value = 0;
        bool done = false; // false: being worked out below itself (a cycle)
    };
    class Refused {
    public:
        explicit Refused(std::string why) : why_(std::move(why)) {}
        const std::string& why() const noexcept { return why_; }

    private:
        std::string why_;
    };

    // A bound of the value of `s` (not over) for its side to move: a lower
    // bound if it is `strategy`'s to move, else an upper bound.
    int bound(const reference::State& s, int strategy);
    // The exact value of a leaf (not over) for its side to move.
    int exact(const reference::State& s);
    int throughMoves(const reference::State& s, const std::vector<std::string>& moves, int strategy);
    std::optional<int> stuck(const reference::State& s) const;
    Key keyOf(const reference::State& s, int strategy) const;
    int seedsOnBoard(const reference::State& s) const;

    const CertificateFile& certificate_;
    reference::Reference ref_;
    std::array<std::unordered_map<std::string, int>, 2> strategy_;
    std::unordered_map<Key, Found, KeyHash> bounds_;
    std::unordered_map<Key, Found, KeyHash> exact_;
};

// The hole names of the ring (a1..f1, f2..a2), and "pass" for 12.
std::string ringName(int ring);

} // namespace verify
