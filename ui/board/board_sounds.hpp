// The sounds of a move, derived from its trace and timed on its animation's
// timeline (board_animation.hpp). No Qt, no audio: BoardPlayback says when
// each is due as it plays the move back, and whoever listens plays them
// (play/sound/game_sounds.hpp).
//
// - A seed dropped into a hole: a drop, at the moment it lands. Drops closer
//   than kMinDropGapMs to the one heard before are left out (a long relay at
//   Fast speed drops a seed every few milliseconds; that would buzz), and
//   each drop heard takes one of kDropVariants samples, never the one before,
//   so that a long sowing does not drone.
// - A Bao la Kimasai stone stepping to the next hole: a slide, as it starts.
// - Seeds captured (or allotted at the end) into a tray or store: a capture,
//   as they land; one per hole emptied.
// - The end of the game: one End sound with the winner, once the move is over.
// Pick-ups, skips, laps and passes make no sound.
//
// A move shown at once (Instant speed, a zero-length timeline) makes one
// sound: the end of the game if it ends it, else a capture, else its slide
// or its first drop (a pass: none).
#pragma once

#include <cstdint>
#include <vector>

#include "board/board_animation.hpp"
#include "mancala/trace.hpp"

namespace mancala::ui {

enum class SoundKind : std::uint8_t { Drop, Slide, Capture, End };

inline constexpr int kDropVariants = 5;
inline constexpr int kMinDropGapMs = 60;

struct SoundEvent {
    SoundKind kind = SoundKind::Drop;
    int at = 0;                   // ms from the start of the move's timeline
    int variant = 0;              // Drop: which sample, 0..kDropVariants-1; else 0
    Winner winner = Winner::None; // End: who won

    friend bool operator==(const SoundEvent&, const SoundEvent&) = default;
};

// The sounds of a move whose animation is `animation`, built from `trace`;
// in the order they are due (`at` never decreases).
std::vector<SoundEvent> moveSounds(const MoveAnimation& animation, const Trace& trace);

// The same for a move played from `before`, at the speed of `timings`
// (`singleStones`: see MoveAnimation).
std::vector<SoundEvent> moveSounds(const Position& before, const Trace& trace, const AnimationTimings& timings,
                                   bool singleStones);

} // namespace mancala::ui
