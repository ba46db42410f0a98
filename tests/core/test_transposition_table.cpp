// The search's transposition table (core/src/search/transposition_table.hpp): a
// thread keeps its memory from one table to the next, and every new table
// must still start empty, exactly as a freshly cleared one, whatever the
// tables before it stored, whatever their size, and however many there were.
#include <gtest/gtest.h>

#include <cstdint>
#include <optional>

#include "search/transposition_table.hpp"

namespace mancala::detail {
namespace {

constexpr int kMegabytes = 1;
constexpr std::uint64_t kKeys = 5000;

std::uint64_t keyAt(std::uint64_t i) {
    return mix(i + 1);
}

void fill(TranspositionTable& table, int score) {
    for (std::uint64_t i = 0; i < kKeys; ++i)
        table.store(keyAt(i), 3, score, Bound::Exact, Move::sow(static_cast<Hole>(i % 12)));
}

int found(const TranspositionTable& table) {
    int n = 0;
    for (std::uint64_t i = 0; i < kKeys; ++i)
        n += table.probe(keyAt(i)).has_value() ? 1 : 0;
    return n;
}

TEST(TranspositionTable, FindsWhatItStored) {
    TranspositionTable table(kMegabytes);
    fill(table, 7);
    EXPECT_GT(found(table), static_cast<int>(kKeys) * 9 / 10);
    const std::optional<TableEntry> e = table.probe(keyAt(3));
    ASSERT_TRUE(e.has_value());
    EXPECT_EQ(e->score, 7);
    EXPECT_EQ(e->depth, 3);
    EXPECT_EQ(e->bound(), Bound::Exact);
    EXPECT_EQ(e->from, 3);
}

// 200 tables one after another on this thread: more than the generations a
// tag can tell apart, so the memory is cleared on the way round.
TEST(TranspositionTable, StartsEmptyAfterEveryEarlierTableOfTheThread) {
    for (int n = 0; n < 200; ++n) {
        TranspositionTable table(kMegabytes);
        ASSERT_EQ(found(table), 0) << "table " << n;
        fill(table, n);
        const std::optional<TableEntry> e = table.probe(keyAt(0));
        ASSERT_TRUE(e.has_value());
        ASSERT_EQ(e->score, n);
    }
}

TEST(TranspositionTable, StartsEmptyAfterALargerOrSmallerOne) {
    {
        TranspositionTable large(4);
        fill(large, 1);
    }
    {
        TranspositionTable small(kMegabytes);
        EXPECT_EQ(found(small), 0);
        fill(small, 2);
    }
    TranspositionTable large(4);
    EXPECT_EQ(found(large), 0);
}

// A table made while another is alive on the same thread has memory of its
// own: neither sees the other's entries.
TEST(TranspositionTable, MadeInsideAnotherKeepsApart) {
    TranspositionTable outer(kMegabytes);
    fill(outer, 1);
    {
        TranspositionTable inner(kMegabytes);
        EXPECT_EQ(found(inner), 0);
        fill(inner, 2);
        EXPECT_EQ(inner.probe(keyAt(0))->score, 2);
    }
    ASSERT_TRUE(outer.probe(keyAt(0)).has_value());
    EXPECT_EQ(outer.probe(keyAt(0))->score, 1);
}

// Slot 0 of a bucket keeps the deeper result; a shallower one for another
// position goes to slot 1, and the next deeper one moves slot 0 down.
TEST(TranspositionTable, KeepsTheDeeperResultOfABucket) {
    TranspositionTable table(kMegabytes);
    const std::uint64_t a = 2, b = 2 + (std::uint64_t{1} << 40), c = 2 + (std::uint64_t{2} << 40); // one bucket
    table.store(a, 8, 1, Bound::Lower, Move::sow(0));
    table.store(b, 2, 2, Bound::Upper, Move::sow(1));
    ASSERT_TRUE(table.probe(a).has_value());
    ASSERT_TRUE(table.probe(b).has_value());
    table.store(c, 9, 3, Bound::Exact, Move::sow(2));
    EXPECT_TRUE(table.probe(c).has_value());
    EXPECT_TRUE(table.probe(a).has_value()) << "the deeper result moves to slot 1";
    EXPECT_FALSE(table.probe(b).has_value()) << "the shallower one is replaced";
}

} // namespace
} // namespace mancala::detail
