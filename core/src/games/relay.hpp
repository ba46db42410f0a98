// Internal: machinery shared by the games on a 2 x 6 board of ring sowing
// (Djenon-aboure and Ayoayo, which relay; Oware, which sows one lap).
//
// While a move is worked out the twelve holes are kept in RING order, the
// order of the sowing: ring 0..5 = a1..f1 (South's row, left to right), ring
// 6..11 = f2..a2 (North's row, right to left). Counter-clockwise is +1,
// clockwise is -1, and the hole across from ring i is ring 11 - i.
//
// A relay move is a deterministic sequence of laps, and the state at the start
// of a lap (board and lap hole) decides all that follows. No seed leaves the
// board while the laps run, so a move either ends or reaches a lap-start state
// it has seen before, and then it runs for ever. CycleDetector finds such a
// repeat exactly (Brent's algorithm: O(1) memory, no lap limit).
#pragma once

#include <array>
#include <cstdint>

#include "mancala/playout.hpp"
#include "mancala/rules.hpp"

namespace mancala::detail::relay {

inline constexpr int kRing = 12;
inline constexpr int kRowLength = 6;

inline constexpr std::array<Hole, kRing> kRingHole{0, 2, 4, 6, 8, 10, 11, 9, 7, 5, 3, 1};
inline constexpr std::array<std::uint8_t, kRing> kHoleRing{0, 11, 1, 10, 2, 9, 3, 8, 4, 7, 5, 6};

constexpr int next(int i) noexcept {
    return i == kRing - 1 ? 0 : i + 1;
}
constexpr int prev(int i) noexcept {
    return i == 0 ? kRing - 1 : i - 1;
}
constexpr int across(int i) noexcept {
    return kRing - 1 - i;
}
constexpr Side ringOwner(int i) noexcept {
    return i < kRowLength ? Side::South : Side::North;
}

// The twelve holes in ring order, one byte each, held in two words so that a
// whole move is worked out in registers: ring 0..7 in `lo`, ring 8..11 in the
// low half of `hi` (its upper half stays zero). A hole never holds more than
// 48 seeds, so byte-wise additions below never carry into the next byte.
struct Ring {
    std::uint64_t lo = 0;
    std::uint64_t hi = 0;

    int operator[](int i) const noexcept {
        const std::uint64_t w = i < 8 ? lo : hi;
        return static_cast<int>((w >> (8 * (i & 7))) & 0xFF);
    }
    // Empties hole i and returns its seeds.
    int take(int i) noexcept {
        const int n = (*this)[i];
        const std::uint64_t keep = ~(std::uint64_t{0xFF} << (8 * (i & 7)));
        lo &= i < 8 ? keep : ~std::uint64_t{0};
        hi &= i < 8 ? ~std::uint64_t{0} : keep;
        return n;
    }
    void add(int i, int n) noexcept {
        const std::uint64_t v = std::uint64_t(static_cast<unsigned>(n)) << (8 * (i & 7));
        lo += i < 8 ? v : 0;
        hi += i < 8 ? 0 : v;
    }
    // Adds `times` seeds to every hole where `mask` holds 1.
    void add(const Ring& mask, int times) noexcept {
        lo += mask.lo * static_cast<unsigned>(times);
        hi += mask.hi * static_cast<unsigned>(times);
    }
    bool rowEmpty(Side s) const noexcept {
        return s == Side::South ? (lo & 0xFFFF'FFFF'FFFFull) == 0 : ((lo >> 48) | hi) == 0;
    }
    // True when no hole holds more than one seed.
    bool allAtMostOne() const noexcept { return ((lo | hi) & 0xFEFE'FEFE'FEFE'FEFEull) == 0; }

    static Ring of(const Position& pos) noexcept {
        Ring r;
        for (int i = 0; i < 8; ++i)
            r.lo |= std::uint64_t{pos.board[kRingHole[i]]} << (8 * i);
        for (int i = 8; i < kRing; ++i)
            r.hi |= std::uint64_t{pos.board[kRingHole[i]]} << (8 * (i - 8));
        return r;
    }
    void storeInto(Position& pos) const noexcept {
        for (int i = 0; i < 8; ++i)
            pos.board[kRingHole[i]] = static_cast<std::uint8_t>(lo >> (8 * i));
        for (int i = 8; i < kRing; ++i)
            pos.board[kRingHole[i]] = static_cast<std::uint8_t>(hi >> (8 * (i - 8)));
    }
};

// mask(from, len): one seed in each of the `len` holes after `from` in ring
// order (from + 1 ... from + len, round the ring). len < 12.
struct RangeMasks {
    std::array<std::array<Ring, kRing>, kRing> table{};
    constexpr RangeMasks() {
        for (int from = 0; from < kRing; ++from)
            for (int len = 0; len < kRing; ++len)
                for (int k = 1; k <= len; ++k) {
                    const int i = (from + k) % kRing;
                    std::uint64_t& w = i < 8 ? table[from][len].lo : table[from][len].hi;
                    w |= std::uint64_t{1} << (8 * (i & 7));
                }
    }
    const Ring& operator()(int from, int len) const noexcept { return table[from][len]; }
};
inline constexpr RangeMasks kRange{};
// One seed in every hole.
inline constexpr Ring kAllHoles{0x0101'0101'0101'0101ull, 0x0101'0101ull};

// Board and lap hole at the start of a lap, packed without loss.
struct LapState {
    std::uint64_t lo = 0;
    std::uint64_t hi = 0;
    friend constexpr bool operator==(const LapState&, const LapState&) = default;
};

inline LapState lapState(const Ring& ring, int lapHole) noexcept {
    return {ring.lo, ring.hi | (std::uint64_t(static_cast<unsigned>(lapHole)) << 32)};
}

// Brent's cycle detection over the lap-start states of one move: feed it every
// lap-start state after the first; it answers true as soon as a state repeats
// an earlier one. Exact: equal states mean the move runs for ever, and any
// cycle is found within a bounded number of further laps.
class CycleDetector {
public:
    explicit CycleDetector(LapState first) noexcept : saved_(first) {}

    bool repeats(LapState s) noexcept {
        if (s == saved_)
            return true;
        if (++steps_ == power_) {
            saved_ = s;
            power_ *= 2;
            steps_ = 0;
        }
        return false;
    }

private:
    LapState saved_;
    std::uint64_t power_ = 1;
    std::uint64_t steps_ = 0;
};

inline Event pickUp(int ring, int count) {
    return Event{.kind = EventKind::PickUp, .hole = kRingHole[ring], .count = static_cast<std::uint8_t>(count)};
}
inline Event drop(int ring) {
    return Event{.kind = EventKind::Drop, .hole = kRingHole[ring]};
}
inline Event skip(int ring) {
    return Event{.kind = EventKind::Skip, .hole = kRingHole[ring]};
}
inline Event lap(int ring) {
    return Event{.kind = EventKind::Lap, .hole = kRingHole[ring]};
}
inline Event capture(int ring, int count, Side side) {
    return Event{
        .kind = EventKind::Capture, .hole = kRingHole[ring], .count = static_cast<std::uint8_t>(count), .side = side};
}

// Moves the seeds of ring hole i to `side`'s total, as an Allot event.
inline void allot(Position& pos, Ring& ring, int i, Side side, Trace* trace) {
    const int n = ring.take(i);
    if (n == 0)
        return;
    pos.totals[index(side)] = static_cast<std::uint16_t>(pos.totals[index(side)] + n);
    appendEvent(
        trace,
        Event{.kind = EventKind::Allot, .hole = kRingHole[i], .count = static_cast<std::uint8_t>(n), .side = side});
}

// End-of-game allotment of every seed on the board to `side`.
inline void allotAllTo(Position& pos, Side side, Trace* trace) {
    Ring ring = Ring::of(pos);
    for (Hole h = 0; h < kRing; ++h)
        allot(pos, ring, kHoleRing[h], side, trace);
    ring.storeInto(pos);
}

// Four bytes spread to the even bytes of a word.
constexpr std::uint64_t spreadBytes(std::uint64_t x) noexcept {
    x = (x | (x << 16)) & 0x0000'FFFF'0000'FFFFull;
    return (x | (x << 8)) & 0x00FF'00FF'00FF'00FFull;
}

// The key of a relay game's position (Rules::key, its fast playouts) with
// board `ring`, these totals and `toMove`: one byte a hole in hole order
// (hole 2c is ring c, hole 2c + 1 ring 11 - c), then the totals and the side.
inline PositionKey ringKey(const Ring& ring, const std::array<std::uint16_t, 2>& totals, Side toMove) noexcept {
    const std::uint64_t south = ring.lo & 0xFFFF'FFFF'FFFFull;
    const std::uint64_t north = __builtin_bswap64((ring.lo >> 48) | (ring.hi << 16)) >> 16; // ring 11 .. 6
    PositionKey k;
    k.lo = spreadBytes(south & 0xFFFF'FFFF) | spreadBytes(north & 0xFFFF'FFFF) << 8;
    k.hi = spreadBytes(south >> 32) | spreadBytes(north >> 32) << 8 |
           std::uint64_t{static_cast<std::uint8_t>(totals[0])} << 32 |
           std::uint64_t{static_cast<std::uint8_t>(totals[1])} << 40 | std::uint64_t{toMove == Side::North} << 56;
    return k;
}

inline PositionKey positionKey(const Position& pos) noexcept {
    return ringKey(Ring::of(pos), pos.totals, pos.toMove);
}

// The holes of `side`'s row in ascending hole order (South: ring 0..5; North:
// a2..f2 = ring 11 down to 6), so that moves come out sorted.
inline constexpr int rowRing(Side side, int k) noexcept {
    return side == Side::South ? k : kRing - 1 - k;
}

// A lap of this many seeds or more skips its origin (Ayoayo, Oware).
inline constexpr int kSkipOrigin = 12;

// One lap from ring hole r, starting in the next hole, that skips r when it
// carries kSkipOrigin seeds or more (Ayoayo's laps, Oware's one). Returns the
// ring hole of the last drop. Traced: every seed as an event; otherwise whole rounds
// and the remainder are added as masks.
template <bool Traced> inline int sowLapSkippingOrigin(Ring& b, int r, Trace* trace) {
    const int n = b.take(r);
    const bool skipOrigin = n >= kSkipOrigin;
    if constexpr (Traced) {
        trace->push_back(pickUp(r, n));
        int i = r;
        for (int k = 0; k < n; ++k) {
            i = next(i);
            if (skipOrigin && i == r) {
                trace->push_back(skip(i));
                i = next(i);
            }
            b.add(i, 1);
            trace->push_back(drop(i));
        }
        return i;
    } else {
        if (!skipOrigin) {
            b.add(kRange(r, n), 1);
            const int last = r + n;
            return last >= kRing ? last - kRing : last;
        }
        // Whole rounds of the eleven other holes, then the remainder.
        const int rem = n % (kRing - 1);
        b.add(kRange(r, kRing - 1), n / (kRing - 1));
        b.add(kRange(r, rem), 1);
        return rem == 0 ? prev(r) : (r + rem) % kRing;
    }
}

// A candidate move of a game with the duty to feed (Ayoayo, Oware), sown
// and captured once: the reason it is refused, or None with the board after
// it and the seeds taken.
struct FedCandidate {
    IllegalReason reason = IllegalReason::None;
    Ring after;
    int taken = 0;
};

// The duty to feed: the opponent's row is empty when `mover`'s turn starts.
inline bool mustFeed(const Ring& b, Side mover) {
    return b.rowEmpty(opponent(mover));
}

// The moves of a game with the duty to feed, by its one test of a
// candidate, Candidate(board, ring hole, mover, feed) (always inlined: a
// call, with its result through memory, costs the fast playout a tenth of
// its speed).
template <FedCandidate (*Candidate)(const Ring&, int, Side, bool)> struct FedMoves {
    // Calls visit(ring hole, candidate) for each legal move of `side` in
    // ascending hole order while it returns true; returns false if it stopped.
    template <class Visit> static bool forEachLegal(const Ring& b, Side side, Visit&& visit) {
        const bool feed = mustFeed(b, side);
        for (int k = 0; k < kRowLength; ++k) {
            const int i = rowRing(side, k);
            const FedCandidate c = Candidate(b, i, side, feed);
            if (c.reason == IllegalReason::None && !visit(i, c))
                return false;
        }
        return true;
    }

    static bool hasMove(const Ring& b, Side side) {
        return !forEachLegal(b, side, [](int, const FedCandidate&) { return false; });
    }

    // The draw of playout.hpp on the fast path: the candidates are the
    // mover's non-empty holes; each one drawn is sown (and captured) once,
    // and becomes the move's result if it is legal. False: no legal move.
    static bool drawSowing(const Ring& b, Side side, PlayoutRandom& random, Ring& after, int& taken) {
        const bool feed = mustFeed(b, side);
        std::uint32_t candidates = 0;
        for (int k = 0; k < kRowLength; ++k)
            candidates |= std::uint32_t{b[rowRing(side, k)] != 0} << k;
        while (candidates != 0) {
            const int k = random.drawBitOfByte(candidates);
            candidates &= ~(1u << k);
            const FedCandidate c = Candidate(b, rowRing(side, k), side, feed);
            if (c.reason == IllegalReason::None) {
                after = c.after;
                taken = c.taken;
                return true;
            }
        }
        return false;
    }
};

// What the 2 x 6 games with the duty to feed share (Ayoayo, Oware): 4 seeds
// in each hole, two stores, the third occurrence ends the game, and the
// moves and check() of their one test of a candidate.
template <FedCandidate (*Candidate)(const Ring&, int, Side, bool)> class FedRingRules : public Rules {
public:
    using Moves = FedMoves<Candidate>;

    int rows() const noexcept override { return 2; }
    int cols() const noexcept override { return kRowLength; }
    bool hasStores() const noexcept override { return true; }
    int totalSeeds() const noexcept override { return 48; }
    int repetitionLimit() const noexcept override { return 3; }

    Position initial() const override {
        Position p;
        for (int h = 0; h < kRing; ++h)
            p.board[static_cast<std::size_t>(h)] = 4;
        return p;
    }

    void legalMoves(const Position& pos, MoveList& out) const override {
        out.clear();
        if (pos.over())
            return;
        Moves::forEachLegal(Ring::of(pos), pos.toMove, [&out](int i, const FedCandidate&) {
            out.push(Move::sow(kRingHole[i]));
            return true;
        });
    }

    PositionKey key(const Position& pos) const noexcept override { return positionKey(pos); }

    IllegalReason check(const Position& pos, Move m) const override {
        if (const IllegalReason why = checkOwnHole(pos, m); why != IllegalReason::None)
            return why;
        const Ring b = Ring::of(pos);
        return Candidate(b, kHoleRing[m.from], pos.toMove, mustFeed(b, pos.toMove)).reason;
    }
};

} // namespace mancala::detail::relay
