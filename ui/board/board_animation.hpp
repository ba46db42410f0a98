// The timeline of one animated move, built from the core's trace: a list of
// timed steps (lift a pile, drop a seed, skip a hole, restart a lap, fly
// captured seeds, slide a stone...) and the resting state of the board at any
// moment. It holds no Qt objects and paints nothing: BoardPlayback drives it
// from a QVariantAnimation, BoardPainter draws what is resting and what is in
// flight.
#pragma once

#include <vector>

#include "settings/animation_speed.hpp"
#include "mancala/rules.hpp"

namespace mancala::ui {

enum class StepKind : std::uint8_t {
    Lift,    // the hand takes `count` seeds from `hole`
    Drop,    // one seed goes from the hand (over `from`) into `hole`
    Skip,    // the hand passes from `from` over `hole` without dropping
    Lap,     // a relay lap restarts from `hole` (a pause, the hole highlighted)
    Capture, // `count` seeds fly from `hole` to `side`'s tray or store
    Allot,   // end of game: `count` seeds fly from `hole` to `side`
    Slide,   // a single stone slides from `from` to `hole` (Bao la Kimasai)
    Pass,    // `side` passes (a pause)
    Store,   // one seed goes from the hand (over `from`, = `hole`) into `side`'s store (Kalah)
    Again,   // `side` moves again (Kalah: a pause, the words shown)
};

struct AnimationStep {
    StepKind kind = StepKind::Pass;
    Hole hole = kNoHole;
    Hole from = kNoHole; // where the hand (or the stone) comes from
    int count = 0;
    Side side = Side::South;
    int start = 0;    // ms from the start of the move
    int duration = 0; // ms
};

class MoveAnimation {
public:
    // `singleStones`: a pick-up of one stone followed by its drop becomes a
    // slide (Bao la Kimasai). The durations come from `timings`; when the move
    // would last longer than timings.budget, the repeated steps (lift, drop,
    // skip, lap) are shortened alike to fit it (captures keep their length).
    MoveAnimation(const Position& before, const Trace& trace, const AnimationTimings& timings, bool singleStones);

    int duration() const noexcept { return duration_; }
    const std::vector<AnimationStep>& steps() const noexcept { return steps_; }

    // Moves the clock to `ms` (clamped to [0, duration()]); going back replays
    // from the start. A step is under way from just after its start until its
    // end: at 0 nothing has happened yet, at duration() everything has.
    void seek(int ms);
    // Jumps to the end (every step done).
    void finish() { seek(duration_); }
    bool done() const noexcept { return next_ == steps_.size() && current_ == kNone; }
    int time() const noexcept { return time_; }

    // What rests at the current time: seeds in holes, players' totals (seeds
    // in flight or in the hand are counted in neither).
    const Position& resting() const noexcept { return resting_; }
    // Seeds resting in the hand and the hole it hovers over (kNoHole: no hand).
    int handCount() const noexcept { return handCount_; }
    Hole handHole() const noexcept { return handHole_; }

    // The step in progress (nullptr between steps or at the end) and how far
    // along it is, 0..1.
    const AnimationStep* current() const noexcept { return current_ == kNone ? nullptr : &steps_[current_]; }
    double progress() const noexcept;

private:
    static constexpr std::size_t kNone = static_cast<std::size_t>(-1);
    void buildSteps(const Trace& trace, bool singleStones);
    void fitTimes(const AnimationTimings& timings);
    void begin(const AnimationStep& s);
    void end(const AnimationStep& s);

    Position before_;
    std::vector<AnimationStep> steps_;
    int duration_ = 0;

    int time_ = 0;
    std::size_t next_ = 0;        // the first step not yet begun
    std::size_t current_ = kNone; // the step begun and not yet ended
    Position resting_;
    int handCount_ = 0;
    Hole handHole_ = kNoHole;
};

} // namespace mancala::ui
