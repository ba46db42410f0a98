// How fast the board animates a move, and how long each kind of step takes at
// each speed. Durations are in milliseconds; Instant shows the result at once.
#pragma once

namespace mancala::ui {

enum class AnimationSpeed { Instant, Fast, Normal, Slow };

struct AnimationTimings {
    int lift = 0;          // the hand takes up a pile
    int drop = 0;          // one seed goes from the hand into the next hole
    int skip = 0;          // the hand passes over a skipped hole
    int lapPause = 0;      // a relay lap restarts from its hole
    int captureFlight = 0; // captured seeds fly to the capturer's tray or store
    int allotFlight = 0;   // seeds left on the board fly to a player at the end
    int stoneSlide = 0;    // a Bao la Kimasai stone slides to the next hole
    int storeFlight = 0;   // a seed sown into its sower's store (Kalah)
    int passPause = 0;     // a player passes, or (Kalah) moves again
    // Budget for the whole move: longer traces (relay moves with hundreds of
    // drops) speed their lifts, drops, skips and lap pauses up to fit it.
    int budget = 0;
};

inline constexpr AnimationTimings kInstantTimings{};
inline constexpr AnimationTimings kFastTimings{.lift = 150,
                                               .drop = 110,
                                               .skip = 90,
                                               .lapPause = 180,
                                               .captureFlight = 300,
                                               .allotFlight = 220,
                                               .stoneSlide = 220,
                                               .storeFlight = 200,
                                               .passPause = 350,
                                               .budget = 4500};
inline constexpr AnimationTimings kNormalTimings{.lift = 260,
                                                 .drop = 190,
                                                 .skip = 160,
                                                 .lapPause = 340,
                                                 .captureFlight = 480,
                                                 .allotFlight = 340,
                                                 .stoneSlide = 380,
                                                 .storeFlight = 320,
                                                 .passPause = 600,
                                                 .budget = 9000};
inline constexpr AnimationTimings kSlowTimings{.lift = 420,
                                               .drop = 330,
                                               .skip = 260,
                                               .lapPause = 560,
                                               .captureFlight = 720,
                                               .allotFlight = 520,
                                               .stoneSlide = 620,
                                               .storeFlight = 520,
                                               .passPause = 900,
                                               .budget = 16000};

constexpr const AnimationTimings& timingsFor(AnimationSpeed speed) noexcept {
    switch (speed) {
    case AnimationSpeed::Instant: return kInstantTimings;
    case AnimationSpeed::Fast: return kFastTimings;
    case AnimationSpeed::Normal: return kNormalTimings;
    case AnimationSpeed::Slow: return kSlowTimings;
    }
    return kNormalTimings;
}

} // namespace mancala::ui
