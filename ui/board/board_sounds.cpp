// The sounds of a move from its trace and timeline (see board_sounds.hpp).
#include "board/board_sounds.hpp"

#include <algorithm>
#include <optional>

#include "board/board_noise.hpp"

namespace mancala::ui {

namespace {

constexpr std::uint32_t kDropSalt = 0x50D;

std::optional<SoundEvent> endOf(const Trace& trace, int at) {
    for (const Event& e : trace)
        if (e.kind == EventKind::End)
            return SoundEvent{.kind = SoundKind::End, .at = at, .winner = e.winner};
    return std::nullopt;
}

bool isCapture(StepKind kind) noexcept {
    return kind == StepKind::Capture || kind == StepKind::Allot;
}

// The one sound of a move shown at once.
std::vector<SoundEvent> instantSound(const std::vector<AnimationStep>& steps, const Trace& trace) {
    if (const std::optional<SoundEvent> end = endOf(trace, 0))
        return {*end};
    for (SoundKind kind : {SoundKind::Capture, SoundKind::Slide, SoundKind::Drop}) {
        const auto makes = [kind](const AnimationStep& s) {
            switch (kind) {
            case SoundKind::Capture: return isCapture(s.kind);
            case SoundKind::Slide: return s.kind == StepKind::Slide;
            case SoundKind::Drop: return s.kind == StepKind::Drop || s.kind == StepKind::Store;
            case SoundKind::End: break;
            }
            return false;
        };
        if (std::any_of(steps.begin(), steps.end(), makes))
            return {SoundEvent{.kind = kind}};
    }
    return {};
}

} // namespace

std::vector<SoundEvent> moveSounds(const MoveAnimation& animation, const Trace& trace) {
    const std::vector<AnimationStep>& steps = animation.steps();
    if (animation.duration() == 0)
        return instantSound(steps, trace);

    std::vector<SoundEvent> sounds;
    const std::uint32_t salt = kDropSalt + (trace.empty() ? 0U : trace.front().hole);
    int heard = 0; // drops heard so far
    int lastDrop = -kMinDropGapMs;
    int lastVariant = -1;
    for (const AnimationStep& s : steps) {
        const int landed = s.start + s.duration;
        switch (s.kind) {
        case StepKind::Drop:
        case StepKind::Store: {
            if (landed - lastDrop < kMinDropGapMs)
                break;
            int variant = static_cast<int>(mix(salt * 0x9e3779b9U + static_cast<std::uint32_t>(heard)) % kDropVariants);
            if (variant == lastVariant)
                variant = (variant + 1) % kDropVariants;
            sounds.push_back({.kind = SoundKind::Drop, .at = landed, .variant = variant});
            lastDrop = landed;
            lastVariant = variant;
            ++heard;
            break;
        }
        case StepKind::Slide: sounds.push_back({.kind = SoundKind::Slide, .at = s.start}); break;
        case StepKind::Capture:
        case StepKind::Allot: sounds.push_back({.kind = SoundKind::Capture, .at = landed}); break;
        case StepKind::Lift:
        case StepKind::Skip:
        case StepKind::Lap:
        case StepKind::Again:
        case StepKind::Pass: break;
        }
    }
    if (const std::optional<SoundEvent> end = endOf(trace, animation.duration()))
        sounds.push_back(*end);
    return sounds;
}

std::vector<SoundEvent> moveSounds(const Position& before, const Trace& trace, const AnimationTimings& timings,
                                   bool singleStones) {
    return moveSounds(MoveAnimation(before, trace, timings, singleStones), trace);
}

} // namespace mancala::ui
