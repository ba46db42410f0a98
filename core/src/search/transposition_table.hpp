// Internal: the search's transposition table (search.cpp) and the small
// helpers it is keyed and seeded with.
//
// The table holds 16-byte entries in two-way buckets: slot 0 keeps the
// deeper result, slot 1 is always replaced. It is indexed by hashOf(), a
// 64-bit hash of the exact position key (splitmix64's finaliser, detail::mix
// of types.hpp, on both words), and holds score bounds and the best move.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>

#include "mancala/search.hpp"

namespace mancala::detail {

inline std::uint64_t hashOf(const PositionKey& k) noexcept { return mix(k.lo ^ mix(k.hi + kGoldenGamma)); }

// splitmix64: small, fast and fully determined by its seed.
class Random {
public:
    explicit Random(std::uint64_t seed) noexcept : state_(seed) {}
    std::uint64_t next() noexcept { return mix(state_ += kGoldenGamma); }
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
    std::uint8_t tag = 0; // generation << 2 | bound; 0: never written
    Bound bound() const noexcept { return static_cast<Bound>(tag & 3); }
};
static_assert(sizeof(TableEntry) == 16);

// Two slots, aligned so that a bucket is never split between cache lines.
struct alignas(2 * sizeof(TableEntry)) TableBucket {
    std::array<TableEntry, 2> slots{};
};

// Memory for buckets (allocateBuckets() in transposition_table.cpp).
struct FreeBuckets {
    void operator()(TableBucket* p) const noexcept;
};
using BucketMemory = std::unique_ptr<TableBucket[], FreeBuckets>;

// The table of one search. Its memory is the thread's (TableMemory in
// transposition_table.cpp): kept from one search to the next, so that a
// search neither allocates nor clears 16 MB before its first node. Each
// table takes a new generation instead, and an entry written by an earlier
// one counts as empty, exactly as in a fresh table; the memory is cleared
// only when the generations come round again (every 63 tables). A table
// made while another is alive on the same thread gets memory of its own.
class TranspositionTable {
public:
    explicit TranspositionTable(int megabytes);
    ~TranspositionTable();
    TranspositionTable(const TranspositionTable&) = delete;
    TranspositionTable& operator=(const TranspositionTable&) = delete;

    const TableEntry* probe(std::uint64_t key) const noexcept {
        const TableBucket& bucket = bucketOf(key);
        for (const TableEntry& e : bucket.slots)
            if (current(e) && e.key == key)
                return &e;
        return nullptr;
    }

    // Brings the bucket of `key` towards the cache ahead of its probe.
    void prefetch(std::uint64_t key) const noexcept { __builtin_prefetch(&bucketOf(key)); }

    void store(std::uint64_t key, int depth, int score, Bound bound, Move move) noexcept {
        TableBucket& bucket = bucketOf(key);
        // Slot 0 keeps the deeper result, slot 1 takes the rest.
        TableEntry* slot = &bucket.slots[1];
        const bool used = current(bucket.slots[0]);
        if (!used || bucket.slots[0].key == key || depth >= bucket.slots[0].depth) {
            if (used && bucket.slots[0].key != key)
                bucket.slots[1] = bucket.slots[0];
            slot = &bucket.slots[0];
        }
        *slot = TableEntry{key, score, move.from, move.to, static_cast<std::int8_t>(depth),
                           static_cast<std::uint8_t>(generation_ | static_cast<std::uint8_t>(bound))};
    }

private:
    // The bucket of a hash: its bits above the lowest (the layout of the
    // table's first version, so that the same hashes share buckets).
    TableBucket& bucketOf(std::uint64_t key) const noexcept { return buckets_[(key >> 1) & mask_]; }
    bool current(const TableEntry& e) const noexcept { return (e.tag & ~3u) == generation_; }

    TableBucket* buckets_ = nullptr;
    std::size_t mask_ = 0;           // buckets - 1
    std::uint8_t generation_ = 0;    // this table's, shifted: 4, 8, .. 252
    BucketMemory own_;               // the memory of a table made inside another's lifetime; else the thread's
};

} // namespace mancala::detail
