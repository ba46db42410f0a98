// Internal: the threads of an endgame build or check (endgame_build.cpp,
// endgame_graph.cpp, endgame_check.cpp).
//
// A pass over a layer (its graph, a sweep of the fixed-point iteration, its
// entries, a check) is cut into blocks of kCheckInterval positions by rank,
// the positions between two pause points. forEachBlock() hands them out in
// increasing order to `threads` threads: the calling thread and helpers
// started for that pass and joined at its end (a layer has a few dozen
// passes at most, each of milliseconds to seconds: starting a thread is
// nothing beside one). What a pass writes of a position depends only on the
// position and on what the passes before it wrote, never on which thread
// did it or when, except in a sweep (endgame_build.cpp says why its end is
// the same).
//
// Checkpoint: where the work looks at its stop token, before every block.
// Only the thread that made it (the caller of continueEndgames() or
// verifyEndgames()) calls the pause there; a helper instead waits while that
// thread is in the pause. So a pause that blocks (the app holds its build
// while the computer player searches) holds every thread, each at its next
// block, and the caller's pause is never called on two threads at once.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <stop_token>
#include <thread>

#include "mancala/endgames.hpp"

namespace mancala::detail::endgame {

// Positions (or steps) between two looks at the stop token: a block.
inline constexpr std::uint64_t kCheckInterval = 4096;

constexpr std::uint64_t blocksOf(std::uint64_t positions) noexcept {
    return (positions + kCheckInterval - 1) / kCheckInterval;
}

class Checkpoint {
public:
    // Made on the thread whose pause it calls.
    Checkpoint(const std::stop_token& stop, const EndgamePause& pause) noexcept
        : stop_(stop), pause_(pause), owner_(std::this_thread::get_id()) {}
    Checkpoint(const Checkpoint&) = delete;
    Checkpoint& operator=(const Checkpoint&) = delete;

    // After the pause (on the owner's thread; on another, after waiting
    // while the owner is in it): whether the work is to stop.
    bool stopped() const;

private:
    const std::stop_token& stop_;
    const EndgamePause& pause_;
    std::thread::id owner_;
    mutable std::atomic<bool> pausing_{false};
};

// Calls work(block, worker) once for every block of a layer of `positions`
// positions (block b: the ranks b * kCheckInterval up to the next block's),
// on up to `threads` threads, no more than there are blocks: the calling
// thread is worker 0, the helpers 1, 2, ... Each thread takes the next
// block, looks at `check` first and, on the calling thread, then calls
// `tick` with the positions of the blocks done so far. False when stopped
// (the blocks not taken yet are not done); whatever one thread throws stops
// the others and is thrown again here, once all are joined.
bool forEachBlock(std::uint64_t positions, int threads, const Checkpoint& check,
                  const std::function<void(std::uint64_t, int)>& work,
                  const std::function<void(std::uint64_t)>& tick = {});

} // namespace mancala::detail::endgame
