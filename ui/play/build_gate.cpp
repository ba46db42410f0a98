#include "play/build_gate.hpp"

namespace mancala::ui {

void BuildGate::setHeld(bool held) noexcept {
    if (held) {
        word_.fetch_or(kHeld);
        return;
    }
    word_.fetch_and(~kHeld);
    word_.notify_all();
}

void BuildGate::waitWhileHeld(const std::stop_token& stop) {
    if (!held())
        return;
    // A stop request changes the word, which wakes the wait below.
    const std::stop_callback wake(stop, [this] {
        word_.fetch_add(kHeld << 1);
        word_.notify_all();
    });
    for (std::uint32_t w = word_.load(); (w & kHeld) != 0 && !stop.stop_requested(); w = word_.load())
        word_.wait(w);
}

std::optional<KeptBuild::Taken> KeptBuild::take(const std::stop_token& stop) {
    std::unique_lock lock(mutex_);
    if (!returned_.wait(lock, stop, [this] { return !taken_; }))
        return std::nullopt;
    taken_ = true;
    Contents contents = std::move(contents_);
    contents_ = {};
    lock.unlock();
    return std::optional<Taken>(std::in_place, *this, std::move(contents));
}

void KeptBuild::giveBack(Contents contents) {
    {
        const std::lock_guard lock(mutex_);
        contents_ = std::move(contents);
        taken_ = false;
    }
    returned_.notify_all();
}

} // namespace mancala::ui
