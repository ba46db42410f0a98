// Internal: the search's transposition table (search.cpp) and the small
// helpers it is keyed and seeded with.
//
// The table holds 16-byte slots in two-way buckets: slot 0 keeps the
// deeper result, slot 1 is always replaced. It is indexed by hashOf(), a
// 64-bit hash of the exact position key (splitmix64's finaliser, detail::mix
// of types.hpp, on both words), and holds score bounds and the best move;
// the threads of a parallel search share it without locks (TableSlot).
#pragma once

#include <array>
#include <atomic>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <type_traits>

#include "mancala/search.hpp"

namespace mancala::detail {

inline std::uint64_t hashOf(const PositionKey& k) noexcept {
    return mix(k.lo ^ mix(k.hi + kGoldenGamma));
}

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

// What a slot holds, in one 64-bit word.
struct TableEntry {
    std::int32_t score = 0;
    Hole from = kNoHole;
    Hole to = kNoHole;
    std::int8_t depth = 0;
    std::uint8_t tag = 0; // generation << 2 | bound; 0: never written
    Bound bound() const noexcept { return static_cast<Bound>(tag & 3); }
};
static_assert(sizeof(TableEntry) == 8 && std::is_trivially_copyable_v<TableEntry>);

// A slot: the entry's word and a check word, the hash XOR the entry's word.
// The threads of a parallel search write and read the words without a lock,
// each as one relaxed atomic access (std::atomic_ref): a slot whose two words
// come from different writes fails the check and reads as empty (lockless
// hashing, as Stockfish does), so a probe never sees an entry that was not
// stored whole for its hash.
struct TableSlot {
    std::uint64_t check = 0;
    std::uint64_t data = 0;
};

// Two slots, aligned so that a bucket is never split between cache lines.
struct alignas(2 * sizeof(TableSlot)) TableBucket {
    std::array<TableSlot, 2> slots{};
};

// Cleared memory for a table of `n` T (allocateTableBytes() in
// transposition_table.cpp: aligned to huge pages from 2 MB up, and on Linux
// asking for them), for the search's buckets and Kalah's solver's alike. T's
// all-zero bytes must be its empty value.
struct FreeTableMemory {
    void operator()(void* p) const noexcept;
};
template <class T> using TableMemory = std::unique_ptr<T[], FreeTableMemory>;
void* allocateTableBytes(std::size_t bytes, std::size_t align);
template <class T> TableMemory<T> allocateTable(std::size_t n) {
    static_assert(std::is_trivially_copyable_v<T>);
    return TableMemory<T>(static_cast<T*>(allocateTableBytes(n * sizeof(T), alignof(T))));
}
using BucketMemory = TableMemory<TableBucket>;

// The table of one search, shared by its threads. Its memory is the
// thread's that makes it (ThreadMemory in transposition_table.cpp): kept from
// one search to the next, so that a search neither allocates nor clears
// 16 MB before its first node. Each table takes a new generation instead,
// and an entry written by an earlier one counts as empty, exactly as in a
// fresh table; the memory is cleared only when the generations come round
// again (every 63 tables). A table made while another is alive on the same
// thread gets memory of its own.
class TranspositionTable {
public:
    explicit TranspositionTable(int megabytes);
    ~TranspositionTable();
    TranspositionTable(const TranspositionTable&) = delete;
    TranspositionTable& operator=(const TranspositionTable&) = delete;

    std::optional<TableEntry> probe(std::uint64_t key) const noexcept {
        for (TableSlot& slot : bucketOf(key).slots) {
            const std::uint64_t data = load(slot.data);
            const auto e = std::bit_cast<TableEntry>(data);
            if ((load(slot.check) ^ data) == key && current(e))
                return e;
        }
        return std::nullopt;
    }

    // Brings the bucket of `key` towards the cache ahead of its probe.
    void prefetch(std::uint64_t key) const noexcept { __builtin_prefetch(&bucketOf(key)); }

    void store(std::uint64_t key, int depth, int score, Bound bound, Move move) noexcept {
        TableBucket& bucket = bucketOf(key);
        // Slot 0 keeps the deeper result, slot 1 takes the rest.
        const std::uint64_t firstData = load(bucket.slots[0].data);
        const std::uint64_t firstKey = load(bucket.slots[0].check) ^ firstData;
        const auto first = std::bit_cast<TableEntry>(firstData);
        TableSlot* slot = &bucket.slots[1];
        const bool used = current(first);
        if (!used || firstKey == key || depth >= first.depth) {
            if (used && firstKey != key)
                write(bucket.slots[1], firstKey, firstData);
            slot = &bucket.slots[0];
        }
        const TableEntry e{score, move.from, move.to, static_cast<std::int8_t>(depth),
                           static_cast<std::uint8_t>(generation_ | static_cast<std::uint8_t>(bound))};
        write(*slot, key, std::bit_cast<std::uint64_t>(e));
    }

private:
    // The bucket of a hash: its bits above the lowest (the layout of the
    // table's first version, so that the same hashes share buckets).
    TableBucket& bucketOf(std::uint64_t key) const noexcept { return buckets_[(key >> 1) & mask_]; }
    bool current(const TableEntry& e) const noexcept { return (e.tag & ~3u) == generation_; }
    static std::uint64_t load(std::uint64_t& word) noexcept {
        return std::atomic_ref<std::uint64_t>(word).load(std::memory_order_relaxed);
    }
    static void write(TableSlot& slot, std::uint64_t key, std::uint64_t data) noexcept {
        std::atomic_ref<std::uint64_t>(slot.check).store(key ^ data, std::memory_order_relaxed);
        std::atomic_ref<std::uint64_t>(slot.data).store(data, std::memory_order_relaxed);
    }

    TableBucket* buckets_ = nullptr;
    std::size_t mask_ = 0;        // buckets - 1
    std::uint8_t generation_ = 0; // this table's, shifted: 4, 8, .. 252
    BucketMemory own_;            // the memory of a table made inside another's lifetime; else the thread's
};

} // namespace mancala::detail
