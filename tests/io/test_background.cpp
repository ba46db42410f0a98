// A background job's thread lowers its own priority and no other thread's,
// and the threads it starts come last too.
#include <gtest/gtest.h>

#include <cerrno>
#include <thread>

#include <sys/resource.h>
#include <unistd.h>

#include "mancala/io/background.hpp"

namespace mancala::io {
namespace {

// The calling thread's nice value (0 for an ordinary thread, 19 once lowered).
int thisThreadNiceness() noexcept {
    errno = 0;
    return getpriority(PRIO_PROCESS, static_cast<id_t>(gettid()));
}

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

// The endgame build's helper threads are started by its lowered thread
// (endgame_store.cpp): Linux gives a new thread its creator's nice value.
TEST(Background, ThreadsStartedByTheLoweredThreadComeLastToo) {
    int started = 0;
    std::thread([&] {
        ASSERT_TRUE(lowerThisThreadPriority());
        std::thread([&] { started = thisThreadNiceness(); }).join();
    }).join();
    EXPECT_EQ(started, 19);
}

} // namespace
} // namespace mancala::io
