// The threads of an endgame build or check (endgame_threads.hpp).
#include "endgames/endgame_threads.hpp"

#include <algorithm>
#include <exception>
#include <mutex>
#include <system_error>
#include <vector>

namespace mancala::detail::endgame {

bool Checkpoint::stopped() const {
    if (!pause_)
        return stop_.stop_requested();
    if (std::this_thread::get_id() != owner_) {
        pausing_.wait(true);
        return stop_.stop_requested();
    }
    // Let go of the helpers however the pause ends.
    struct Pausing {
        std::atomic<bool>& flag;
        explicit Pausing(std::atomic<bool>& f) : flag(f) { flag.store(true); }
        ~Pausing() {
            flag.store(false);
            flag.notify_all();
        }
    };
    {
        const Pausing pausing(pausing_);
        pause_();
    }
    return stop_.stop_requested();
}

namespace {

// One pass: the blocks handed out in increasing order.
class BlockPass {
public:
    BlockPass(std::uint64_t positions, const Checkpoint& check, const std::function<void(std::uint64_t, int)>& work,
              const std::function<void(std::uint64_t)>& tick)
        : positions_(positions), blocks_(blocksOf(positions)), check_(check), work_(work), tick_(tick) {}

    // Worker `worker`'s share, whatever it throws kept for the caller.
    void run(int worker) noexcept {
        try {
            take(worker);
        } catch (...) {
            failed_.store(true, std::memory_order_relaxed);
            const std::lock_guard lock(mutex_);
            if (!failure_)
                failure_ = std::current_exception();
        }
    }

    // After every worker has returned: true when the pass is whole.
    bool finished() const {
        if (failure_)
            std::rethrow_exception(failure_);
        return !stopped_.load(std::memory_order_relaxed);
    }

private:
    void take(int worker) {
        for (;;) {
            const std::uint64_t block = next_.fetch_add(1, std::memory_order_relaxed);
            if (block >= blocks_ || failed_.load(std::memory_order_relaxed))
                return;
            if (check_.stopped()) {
                stopped_.store(true, std::memory_order_relaxed);
                return;
            }
            if (worker == 0 && tick_)
                tick_(done_.load(std::memory_order_relaxed));
            work_(block, worker);
            done_.fetch_add(std::min(kCheckInterval, positions_ - block * kCheckInterval), std::memory_order_relaxed);
        }
    }

    std::uint64_t positions_;
    std::uint64_t blocks_;
    const Checkpoint& check_;
    const std::function<void(std::uint64_t, int)>& work_;
    const std::function<void(std::uint64_t)>& tick_;
    std::atomic<std::uint64_t> next_{0};
    std::atomic<std::uint64_t> done_{0};
    std::atomic<bool> stopped_{false};
    std::atomic<bool> failed_{false};
    std::mutex mutex_;
    std::exception_ptr failure_;
};

} // namespace

bool forEachBlock(std::uint64_t positions, int threads, const Checkpoint& check,
                  const std::function<void(std::uint64_t, int)>& work, const std::function<void(std::uint64_t)>& tick) {
    BlockPass pass(positions, check, work, tick);
    const auto workers = static_cast<int>(std::clamp<std::uint64_t>(blocksOf(positions), 1, std::max(threads, 1)));
    {
        std::vector<std::jthread> helpers;
        helpers.reserve(static_cast<std::size_t>(workers - 1));
        for (int worker = 1; worker < workers; ++worker) {
            try {
                helpers.emplace_back([&pass, worker] { pass.run(worker); });
            } catch (const std::system_error&) {
                break; // no thread to be had (a system's limit): those started do the work
            }
        }
        pass.run(0);
    } // every helper joined
    return pass.finished();
}

} // namespace mancala::detail::endgame
