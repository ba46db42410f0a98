// What the endgame databases' background build shares between threads
// (EndgameStore, endgame_store.cpp):
//
// - BuildGate: held while the computer player searches. The build's thread
//   passes it at every pause point of the core (endgames.hpp, EndgamePause)
//   and waits there while it is held, until it is opened or the build's stop
//   is requested. The window's thread only sets a flag: it never waits for
//   the build's thread, which runs at the least priority.
// - KeptBuild: one game's build between the jobs that work on it. A job
//   takes it as it begins (waiting, if the job before it is still ending,
//   until that one gives it back) and gives it back when it stops, with
//   every layer it finished: a build is resumed, never begun again.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <optional>
#include <stop_token>

#include "mancala/endgames.hpp"

namespace mancala::ui {

class BuildGate {
public:
    void setHeld(bool held) noexcept;
    bool held() const noexcept { return (word_.load() & kHeld) != 0; }
    // Returns once the gate is open or `stop` is requested.
    void waitWhileHeld(const std::stop_token& stop);

private:
    static constexpr std::uint32_t kHeld = 1;
    // Bit 0: held; the bits above count the wake-ups of a stop request.
    std::atomic<std::uint32_t> word_{0};
};

class KeptBuild {
public:
    struct Contents {
        std::optional<EndgameBuildState> state; // nothing: no layer yet in memory
        bool fromDisk = false;                  // some layers were read from a file: check the database made of them
    };

    // Handed back by its destructor.
    class Taken {
    public:
        Taken(KeptBuild& owner, Contents contents) : owner_(owner), contents_(std::move(contents)) {}
        Taken(const Taken&) = delete;
        Taken& operator=(const Taken&) = delete;
        ~Taken() { owner_.giveBack(std::move(contents_)); }
        Contents& operator*() noexcept { return contents_; }
        Contents* operator->() noexcept { return &contents_; }

    private:
        KeptBuild& owner_;
        Contents contents_;
    };

    // The build, once no other job holds it; nothing when `stop` came first.
    std::optional<Taken> take(const std::stop_token& stop);

private:
    void giveBack(Contents contents);

    std::mutex mutex_;
    std::condition_variable_any returned_;
    Contents contents_;
    bool taken_ = false;
};

} // namespace mancala::ui
