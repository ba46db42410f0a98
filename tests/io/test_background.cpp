// A background job's thread lowers its own priority and no other thread's.
#include <gtest/gtest.h>

#include <thread>

#include "mancala/io/background.hpp"

namespace mancala::io {
namespace {

TEST(Background, OnlyTheLoweredThreadComesLast) {
    const int before = thisThreadNiceness();
    int lowered = before;
    bool ok = false;
    std::thread([&] {
        ok = lowerThisThreadPriority();
        lowered = thisThreadNiceness();
    }).join();
    EXPECT_TRUE(ok);
    EXPECT_EQ(lowered, 19);
    EXPECT_EQ(thisThreadNiceness(), before);
}

} // namespace
} // namespace mancala::io
