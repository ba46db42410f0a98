#include "search/transposition_table.hpp"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace mancala::detail {
namespace {

constexpr unsigned kGenerations = 63; // 1 .. 63 in the tag's upper six bits; 0: never written
constexpr std::size_t kHugePage = std::size_t{2} << 20;

// The table memory of a thread: the largest table made on it so far, and the
// generation of the last table that used it.
struct ThreadMemory {
    BucketMemory buckets;
    std::size_t size = 0;
    unsigned generation = 0;
    bool lent = false;
};

thread_local ThreadMemory tMemory;

// The number of buckets of a table of at most `megabytes` (a power of two,
// at least one).
std::size_t bucketsFor(int megabytes) noexcept {
    std::size_t buckets = 1;
    while (buckets * 2 * sizeof(TableBucket) <= static_cast<std::size_t>(megabytes > 0 ? megabytes : 0) << 20)
        buckets *= 2;
    return buckets;
}

} // namespace

// A table of 2 MB or more is aligned to the huge pages of the processor and,
// on Linux, asks for them (where the system leaves it to the program, as
// Debian does): a probe into a 16 MB table then rarely misses the address
// translation cache.
void* allocateTableBytes(std::size_t bytes, std::size_t align) {
    if (bytes >= kHugePage)
        align = kHugePage;
    void* p = std::aligned_alloc(align, (bytes + align - 1) / align * align);
    if (p == nullptr)
        throw std::bad_alloc();
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (align == kHugePage)
        madvise(p, bytes, MADV_HUGEPAGE); // advice only: without huge pages the table works the same
#endif
    std::memset(p, 0, bytes); // the empty value of every entry
    return p;
}

void FreeTableMemory::operator()(void* p) const noexcept {
    std::free(p);
}

TranspositionTable::TranspositionTable(int megabytes) {
    const std::size_t buckets = bucketsFor(megabytes);
    mask_ = buckets - 1;
    ThreadMemory& memory = tMemory;
    if (memory.lent) {
        own_ = allocateTable<TableBucket>(buckets);
        buckets_ = own_.get();
        generation_ = 1 << 2;
        return;
    }
    if (memory.size < buckets) {
        memory.buckets.reset();
        memory.size = 0; // until the new memory is there
        memory.buckets = allocateTable<TableBucket>(buckets);
        memory.size = buckets;
        memory.generation = 0;
    }
    if (memory.generation == kGenerations) {
        std::fill_n(memory.buckets.get(), memory.size, TableBucket{});
        memory.generation = 0;
    }
    ++memory.generation;
    memory.lent = true;
    buckets_ = memory.buckets.get();
    generation_ = static_cast<std::uint8_t>(memory.generation << 2);
}

TranspositionTable::~TranspositionTable() {
    if (!own_)
        tMemory.lent = false;
}

} // namespace mancala::detail
