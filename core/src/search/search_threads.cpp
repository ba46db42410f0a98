#include "search/search_threads.hpp"

#include <utility>

namespace mancala::detail {
namespace {

struct ThreadPool {
    SearchThreads threads;
    bool lent = false;
};

thread_local ThreadPool tPool;

} // namespace

SearchThreads::~SearchThreads() {
    {
        const std::lock_guard lock(mutex_);
        quit_ = true;
    }
    wake_.notify_all();
    for (const std::unique_ptr<Helper>& h : helpers_)
        h->thread.join();
}

void SearchThreads::start(int helpers, HelperJob& job) {
    while (static_cast<int>(helpers_.size()) < helpers) {
        auto helper = std::make_unique<Helper>();
        // round_ changes only here, on the owning thread: the new helper
        // waits for the round below.
        helper->thread =
            std::thread(&SearchThreads::serve, this, std::ref(*helper), static_cast<int>(helpers_.size()), round_);
        helpers_.push_back(std::move(helper));
    }
    {
        const std::lock_guard lock(mutex_);
        job_ = &job;
        asked_ = helpers;
        running_ = helpers;
        ++round_;
    }
    wake_.notify_all();
}

void SearchThreads::wait() noexcept {
    std::unique_lock lock(mutex_);
    done_.wait(lock, [this] { return running_ == 0; });
}

void SearchThreads::serve(Helper& self, int index, std::uint64_t seen) {
    std::unique_lock lock(mutex_);
    for (;;) {
        wake_.wait(lock, [&] { return quit_ || round_ != seen; });
        if (quit_)
            return;
        seen = round_;
        if (index >= asked_)
            continue;
        HelperJob& job = *job_;
        lock.unlock();
        std::exception_ptr failure;
        try {
            job.help(index + 1, self.stack);
        } catch (...) {
            failure = std::current_exception();
        }
        lock.lock();
        if (failure)
            failure_ = failure;
        if (--running_ == 0)
            done_.notify_all();
    }
}

SearchLease::SearchLease() {
    if (tPool.lent) {
        own_ = std::make_unique<SearchStack>();
        stack_ = own_.get();
        return;
    }
    tPool.lent = true;
    threads_ = &tPool.threads;
    stack_ = &threads_->stack();
}

SearchLease::~SearchLease() {
    if (threads_ != nullptr)
        tPool.lent = false;
}

} // namespace mancala::detail
