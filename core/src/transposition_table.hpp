// Internal: the search's transposition table (search.cpp) and the small
// helpers it is keyed and seeded with.
//
// The table holds 16-byte entries in two-way buckets: slot 0 keeps the
// deeper result, slot 1 is always replaced. It is indexed by hashOf(), a
// 64-bit hash of the exact position key (splitmix64's finaliser on both
// words), and holds score bounds and the best move.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "mancala/search.hpp"

namespace mancala::detail {

inline std::uint64_t mix(std::uint64_t x) noexcept {
    x ^= x >> 30;
    x *= 0xBF58476D1CE4E5B9ull;
    x ^= x >> 27;
    x *= 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

inline std::uint64_t hashOf(const PositionKey& k) noexcept { return mix(k.lo ^ mix(k.hi + 0x9E3779B97F4A7C15ull)); }

// splitmix64: small, fast and fully determined by its seed.
class Random {
public:
    explicit Random(std::uint64_t seed) noexcept : state_(seed) {}
    std::uint64_t next() noexcept { return mix(state_ += 0x9E3779B97F4A7C15ull); }
    // Uniform in [0, n), n > 0 (the bias of a 64-bit modulo is negligible here).
    std::uint32_t below(std::uint32_t n) noexcept { return static_cast<std::uint32_t>(next() % n); }

private:
    std::uint64_t state_;
};

// Decided scores are stored relative to the node, not the root.
inline int toTable(int score, int ply) noexcept {
    return score >= kDecidedScore ? score + ply : score <= -kDecidedScore ? score - ply : score;
}
inline int fromTable(int score, int ply) noexcept {
    return score >= kDecidedScore ? score - ply : score <= -kDecidedScore ? score + ply : score;
}

enum class Bound : std::uint8_t { None, Lower, Upper, Exact };

struct TableEntry {
    std::uint64_t key = 0;
    std::int32_t score = 0;
    Hole from = kNoHole;
    Hole to = kNoHole;
    std::int8_t depth = 0;
    Bound bound = Bound::None;
};
static_assert(sizeof(TableEntry) == 16);

class TranspositionTable {
public:
    explicit TranspositionTable(int megabytes) {
        std::size_t entries = 2;
        while (entries * 2 * sizeof(TableEntry) <= static_cast<std::size_t>(megabytes) << 20)
            entries *= 2;
        entries_.assign(entries, TableEntry{});
        mask_ = entries - 2;
    }

    const TableEntry* probe(std::uint64_t key) const noexcept {
        const TableEntry* bucket = &entries_[key & mask_];
        for (int i = 0; i < 2; ++i)
            if (bucket[i].bound != Bound::None && bucket[i].key == key)
                return &bucket[i];
        return nullptr;
    }

    void store(std::uint64_t key, int depth, int score, Bound bound, Move move) noexcept {
        TableEntry* bucket = &entries_[key & mask_];
        // Slot 0 keeps the deeper result, slot 1 takes the rest.
        TableEntry* slot = &bucket[1];
        if (bucket[0].key == key || bucket[0].bound == Bound::None || depth >= bucket[0].depth) {
            if (bucket[0].key != key && bucket[0].bound != Bound::None)
                bucket[1] = bucket[0];
            slot = &bucket[0];
        }
        *slot = TableEntry{key, score, move.from, move.to, static_cast<std::int8_t>(depth), bound};
    }

private:
    std::vector<TableEntry> entries_;
    std::size_t mask_ = 0;
};

} // namespace mancala::detail
