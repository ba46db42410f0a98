// Internal: the kept threads of the parallel Expert (Lazy SMP, search.cpp).
//
// Each thread that searches has a pool of its own (thread-local, like its
// table memory): its own SearchStack and the helper threads with theirs,
// started the first time a search asks for them and kept, waiting, from one
// search to the next, so that a search neither starts a thread nor
// allocates a stack. The pool grows only when a search asks for more helpers
// than any before it on that thread; it ends, joining its helpers, with the
// thread.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <exception>
#include <memory>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

#include "search/search_stack.hpp"

namespace mancala::detail {

// The work of the helpers of one search: help(i, stack) on helper i (1, 2,
// ...), with that helper's stack.
class HelperJob {
public:
    virtual void help(int index, SearchStack& stack) = 0;

protected:
    ~HelperJob() = default;
};

class SearchThreads {
public:
    SearchThreads() = default;
    ~SearchThreads();
    SearchThreads(const SearchThreads&) = delete;
    SearchThreads& operator=(const SearchThreads&) = delete;

    SearchStack& stack() noexcept { return own_; } // the owning thread's
    // Runs job.help() on `helpers` helpers and returns at once. Only the
    // owning thread calls it, and not again before wait().
    void start(int helpers, HelperJob& job);
    // Until every helper of the last start() has returned; then whatever
    // one of them threw, if anything.
    void wait() noexcept;
    std::exception_ptr failure() noexcept { return std::exchange(failure_, nullptr); }

private:
    struct Helper {
        SearchStack stack;
        std::thread thread;
    };
    void serve(Helper& self, int index, std::uint64_t seen);

    SearchStack own_;
    std::vector<std::unique_ptr<Helper>> helpers_;
    std::mutex mutex_;
    std::condition_variable wake_; // a new round, or the end
    std::condition_variable done_; // the last helper of a round returned
    HelperJob* job_ = nullptr;
    int asked_ = 0;   // helpers in the current round
    int running_ = 0; // of them, still at work
    std::uint64_t round_ = 0;
    bool quit_ = false;
    std::exception_ptr failure_;
};

// The calling thread's pool, lent to one search for its lifetime. A search
// made while another holds it (on the same thread) gets a stack of its own
// and no helpers.
class SearchLease {
public:
    SearchLease();
    ~SearchLease();
    SearchLease(const SearchLease&) = delete;
    SearchLease& operator=(const SearchLease&) = delete;

    SearchStack& stack() noexcept { return *stack_; }
    SearchThreads* threads() noexcept { return threads_; } // null: no helpers

private:
    SearchThreads* threads_ = nullptr;
    std::unique_ptr<SearchStack> own_;
    SearchStack* stack_ = nullptr;
};

} // namespace mancala::detail
