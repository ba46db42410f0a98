// A move's animation timeline (see board_animation.hpp): the steps built from
// the trace, their durations fitted to the budget, and the resting state of
// the board as the clock moves.
#include "board/board_animation.hpp"

#include <algorithm>
#include <cmath>

namespace mancala::ui {

namespace {

bool isRepeated(StepKind k) noexcept {
    return k == StepKind::Lift || k == StepKind::Drop || k == StepKind::Skip || k == StepKind::Lap ||
           k == StepKind::Store;
}

int nominalDuration(StepKind k, const AnimationTimings& t) noexcept {
    switch (k) {
    case StepKind::Lift: return t.lift;
    case StepKind::Drop: return t.drop;
    case StepKind::Skip: return t.skip;
    case StepKind::Lap: return t.lapPause;
    case StepKind::Capture: return t.captureFlight;
    case StepKind::Allot: return t.allotFlight;
    case StepKind::Slide: return t.stoneSlide;
    case StepKind::Store: return t.storeFlight;
    case StepKind::Again:
    case StepKind::Pass: break;
    }
    return t.passPause;
}

} // namespace

MoveAnimation::MoveAnimation(const Position& before, const Trace& trace, const AnimationTimings& timings,
                             bool singleStones)
    : before_(before), resting_(before) {
    buildSteps(trace, singleStones);
    fitTimes(timings);
}

void MoveAnimation::buildSteps(const Trace& trace, bool singleStones) {
    Hole hand = kNoHole;
    for (std::size_t i = 0; i < trace.size(); ++i) {
        const Event& e = trace[i];
        AnimationStep s;
        s.hole = e.hole;
        s.count = e.count;
        s.side = e.side;
        switch (e.kind) {
        case EventKind::PickUp:
            if (singleStones && i + 1 < trace.size() && trace[i + 1].kind == EventKind::Drop) {
                s.kind = StepKind::Slide;
                s.from = e.hole;
                s.hole = trace[i + 1].hole;
                s.count = 1;
                ++i;
                hand = kNoHole;
            } else {
                s.kind = StepKind::Lift;
                hand = e.hole;
            }
            break;
        case EventKind::Drop:
            s.kind = StepKind::Drop;
            s.from = hand == kNoHole ? e.hole : hand;
            hand = e.hole;
            break;
        case EventKind::Skip:
            s.kind = StepKind::Skip;
            s.from = hand == kNoHole ? e.hole : hand;
            hand = e.hole;
            break;
        case EventKind::Lap: s.kind = StepKind::Lap; break;
        case EventKind::Capture:
        case EventKind::Allot:
            if (e.count == 0)
                continue;
            s.kind = e.kind == EventKind::Capture ? StepKind::Capture : StepKind::Allot;
            break;
        case EventKind::Store:
            // The seed flies from the hand, which stays over the last hole.
            s.kind = StepKind::Store;
            s.count = 1;
            s.hole = hand;
            s.from = hand;
            break;
        case EventKind::Again: s.kind = StepKind::Again; break;
        case EventKind::Pass: s.kind = StepKind::Pass; break;
        case EventKind::End: continue;
        }
        steps_.push_back(s);
    }
}

void MoveAnimation::fitTimes(const AnimationTimings& timings) {
    // Fit the move into the budget by shortening the repeated steps only, so
    // that captures stay as readable in a long relay as in a short one.
    long repeated = 0;
    long fixed = 0;
    for (const AnimationStep& s : steps_)
        (isRepeated(s.kind) ? repeated : fixed) += nominalDuration(s.kind, timings);
    double scale = 1.0;
    if (repeated > 0 && repeated + fixed > timings.budget)
        scale = std::max(0.0, static_cast<double>(timings.budget - fixed)) / static_cast<double>(repeated);
    int t = 0;
    for (AnimationStep& s : steps_) {
        const int nominal = nominalDuration(s.kind, timings);
        s.duration = nominal;
        if (isRepeated(s.kind) && scale < 1.0)
            s.duration = std::max(1, static_cast<int>(std::floor(nominal * scale)));
        s.start = t;
        t += s.duration;
    }
    duration_ = t;
}

double MoveAnimation::progress() const noexcept {
    const AnimationStep* s = current();
    if (s == nullptr || s->duration <= 0)
        return 1.0;
    return std::clamp(static_cast<double>(time_ - s->start) / s->duration, 0.0, 1.0);
}

void MoveAnimation::begin(const AnimationStep& s) {
    auto& board = resting_.board;
    switch (s.kind) {
    case StepKind::Lift:
    case StepKind::Capture:
    case StepKind::Allot: board[s.hole] = static_cast<std::uint8_t>(board[s.hole] - s.count); break;
    case StepKind::Slide: board[s.from] = static_cast<std::uint8_t>(board[s.from] - 1); break;
    case StepKind::Drop:
    case StepKind::Store: --handCount_; break;
    case StepKind::Skip:
    case StepKind::Lap:
    case StepKind::Again:
    case StepKind::Pass: break;
    }
}

void MoveAnimation::end(const AnimationStep& s) {
    auto& board = resting_.board;
    switch (s.kind) {
    case StepKind::Lift:
        handCount_ += s.count;
        handHole_ = s.hole;
        break;
    case StepKind::Drop:
        ++board[s.hole];
        handHole_ = handCount_ > 0 ? s.hole : kNoHole;
        break;
    case StepKind::Skip: handHole_ = s.hole; break;
    case StepKind::Capture:
    case StepKind::Allot:
        resting_.totals[index(s.side)] = static_cast<std::uint16_t>(resting_.totals[index(s.side)] + s.count);
        break;
    case StepKind::Slide: ++board[s.hole]; break;
    case StepKind::Store:
        resting_.totals[index(s.side)] = static_cast<std::uint16_t>(resting_.totals[index(s.side)] + 1);
        handHole_ = handCount_ > 0 ? s.hole : kNoHole;
        break;
    case StepKind::Lap:
    case StepKind::Again:
    case StepKind::Pass: break;
    }
}

void MoveAnimation::seek(int ms) {
    ms = std::clamp(ms, 0, duration_);
    if (ms < time_) {
        resting_ = before_;
        handCount_ = 0;
        handHole_ = kNoHole;
        next_ = 0;
        current_ = kNone;
    }
    time_ = ms;
    for (;;) {
        if (current_ != kNone) {
            const AnimationStep& s = steps_[current_];
            if (ms < s.start + s.duration)
                break;
            end(s);
            current_ = kNone;
        }
        // A step begins once the clock has passed its start (so at 0 the
        // board is still the position before the move); at the end all have.
        if (next_ == steps_.size() || (ms <= steps_[next_].start && ms < duration_))
            break;
        current_ = next_++;
        begin(steps_[current_]);
    }
}

} // namespace mancala::ui
