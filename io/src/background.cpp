// background.hpp: a thread's nice value (on Linux each thread has its own,
// set through its thread id) and glibc's malloc_trim.
#include "mancala/io/background.hpp"

#include <sys/resource.h>
#include <unistd.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace mancala::io {
namespace {

constexpr int kLeastPriority = 19;

} // namespace

bool lowerThisThreadPriority() noexcept {
    return setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), kLeastPriority) == 0;
}

void giveBackFreeMemory() noexcept {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}

} // namespace mancala::io
