// Game clocks (docs/rules.md, "Game clocks"): a time control (minutes a
// side plus an increment a move), the two clocks of a game driven by
// timestamps the caller gives, the text forms records use, and the thinking
// time of a computer player on the clock.
//
// Nothing here reads the system clock: every operation takes `now`, a time
// from any monotonic epoch (a QElapsedTimer, std::chrono::steady_clock, or a
// test's own sequence), so that the clocks can be driven by a fake clock.
// Timestamps given to one GameClock must never go back; an earlier one counts
// as no time passing.
//
// The rule the clocks enforce: a clock runs only while it is its side's turn
// and the caller lets it run (start .. pause, start .. moved); a side whose
// clock reaches 0 while it is to move has lost on time (its flag falls),
// whatever the seeds; only the side to move can lose on time.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "mancala/types.hpp"

namespace mancala {

// A time control: each side's time for the whole game, and the time added to
// a side's clock after each of its moves (Fischer increment). Both are whole
// seconds: `base` from kMinTimeControlBase to kMaxTimeControlBase, and
// `increment` from 0 to kMaxTimeControlIncrement (validTimeControl).
struct TimeControl {
    std::chrono::milliseconds base{0};
    std::chrono::milliseconds increment{0};

    friend bool operator==(const TimeControl&, const TimeControl&) = default;
};

inline constexpr std::chrono::milliseconds kMinTimeControlBase = std::chrono::seconds(1);
inline constexpr std::chrono::milliseconds kMaxTimeControlBase = std::chrono::hours(24);
inline constexpr std::chrono::milliseconds kMaxTimeControlIncrement = std::chrono::hours(1);

// Both times whole seconds and within their limits.
bool validTimeControl(const TimeControl& control) noexcept;

// The text of a time control, as PGN's TimeControl tag writes it: the base in
// seconds, '+', the increment in seconds ("300+5", "600+0"). Precondition:
// validTimeControl(control).
std::string formatTimeControl(const TimeControl& control);
// The time control of `text` in that form, or none: each number is decimal
// digits without a sign and without a leading zero (but "0" itself), and the
// time control must be valid ("0+5", "86401+0", "300+3601", "300", "300+05",
// "+300+5", " 300+5" are refused).
std::optional<TimeControl> parseTimeControl(std::string_view text);

// A time left as a record keeps it (the `%clk` comments of
// docs/record-format.md): whole tenths of a second. A clock's time left in
// milliseconds becomes one by std::chrono::floor<RecordedTime>(left): never
// more than the clock had.
using RecordedTime = std::chrono::duration<std::int64_t, std::deci>;

// "H:MM:SS", or "H:MM:SS.d" when the tenths are not 0: the hours without
// leading zeros, minutes and seconds in two digits ("0:04:58",
// "1:00:00.5"). Precondition: 0 <= time < kMaxRecordedTime.
std::string formatRecordedTime(RecordedTime time);
// The time of `text` in that form, or none. The hours have 1 to 5 digits
// without a leading zero (but "0"), minutes and seconds two digits from 00
// to 59, and the optional tenths one digit ("0:04:58.0" is read as
// "0:04:58").
std::optional<RecordedTime> parseRecordedTime(std::string_view text);
inline constexpr RecordedTime kMaxRecordedTime = std::chrono::hours(100000);

// The winner of a game lost on time by `flagged` (the side to move, whose
// flag fell): the other side, whatever the seeds.
constexpr Winner winnerOnTime(Side flagged) noexcept {
    return flagged == Side::South ? Winner::North : Winner::South;
}

// The two clocks of a game. A pure value driven by the caller's timestamps:
// at most one clock runs, the one of the side to move, from start() to
// pause() or moved(). The caller stops it whenever the game should not use
// the player's time: while a move is animated, while the game is paused,
// once the game is over.
//
// A flag falls when the side to move's time left reaches 0 (exactly 0
// included) while its clock runs, or at once when the side to move has no
// time left; from then on the clock is stopped for good: that side's time
// left is 0, flagged() names it, start() and moved() change nothing.
class GameClock {
public:
    // A new game: both sides have `control.base`, `toMove` moves first, the
    // clock is stopped. Precondition: validTimeControl(control).
    GameClock(const TimeControl& control, Side toMove) noexcept;
    // A game reopened (from the times left a record keeps): each
    // side's time left, by Side, and the side to move; stopped. A side to
    // move with no time left has lost on time. Precondition: both times >= 0.
    GameClock(const TimeControl& control, Side toMove, std::array<std::chrono::milliseconds, 2> left) noexcept;

    const TimeControl& control() const noexcept { return control_; }
    Side toMove() const noexcept { return toMove_; }
    // The side to move's clock is running: started, and neither paused nor
    // stopped by a fallen flag (a fall is recorded by the first of flagged(),
    // pause() and moved() given a time at or after it).
    bool running() const noexcept { return running_; }

    // Starts or resumes the clock of the side to move at `now`. Nothing if it
    // runs already or a flag has fallen.
    void start(std::chrono::milliseconds now) noexcept;
    // Stops the running clock at `now`, the time since start() charged to the
    // side to move (its flag falls if that uses all its time). Nothing if the
    // clock is stopped.
    void pause(std::chrono::milliseconds now) noexcept;
    // The side to move has moved at `now`: the time since start() is charged
    // to it (none if the clock is stopped), then the increment is added and
    // the turn passes: the other side's clock runs from `now` if the clock was
    // running, else stays stopped. Returns the mover's time left after the
    // move (what a record keeps of it). If the mover's flag had fallen, or
    // falls by `now` (its time reached 0 before the move), the move comes too
    // late: nothing is added, the turn does not pass, the result is none and
    // the game is lost on time. A flag that has fallen is never revived by an
    // increment.
    std::optional<std::chrono::milliseconds> moved(std::chrono::milliseconds now) noexcept {
        return moved(now, opponent(toMove_));
    }
    // The same, the turn going to `next`: the mover again after a move that
    // gives another turn (Kalah), the opponent otherwise. The increment is
    // added for every move.
    std::optional<std::chrono::milliseconds> moved(std::chrono::milliseconds now, Side next) noexcept;

    // The time `side` has left at `now`: what it had, less the time its
    // running clock has used since start(); never below 0. The side waiting
    // keeps its time frozen.
    std::chrono::milliseconds remaining(Side side, std::chrono::milliseconds now) const noexcept;
    // The side whose flag has fallen by `now`, if any. A fall is recorded
    // here: the clock stops for good at the moment the time ran out.
    std::optional<Side> flagged(std::chrono::milliseconds now) noexcept;
    // How long from `now` until the running side's flag falls (0 when it
    // has fallen by then), for a timer armed once instead of polling; none
    // when the clock is stopped. A timer that fires on time finds flagged()
    // true; one that fires early should be armed again.
    std::optional<std::chrono::milliseconds> untilFlag(std::chrono::milliseconds now) const noexcept;

private:
    // The running clock's time since start() at `now`, charged: the fall is
    // recorded if it used all the side to move's time.
    void charge(std::chrono::milliseconds now) noexcept;

    TimeControl control_;
    Side toMove_;
    std::array<std::chrono::milliseconds, 2> left_;
    bool running_ = false;
    std::chrono::milliseconds since_{0}; // when the running clock was last started or charged
    std::optional<Side> fallen_;
};

// The time a computer player on the clock should take for a move, given its
// time left and the increment: remaining / kThinkingMovesAhead plus three
// quarters of the increment, at least kThinkingFloor, but never more than a
// quarter of `remaining`, nor more than `remaining - kThinkingMargin` (time
// kept for stopping the search and playing the move). So for remaining > 0
// the budget is always below `remaining`, and 0 when remaining <= 0; it never
// decreases as `remaining` or `increment` grows. The caller stops the search
// (its stop token, or SearchOptions::timeMs) when the budget is used; the
// search then plays the best move it has found.
inline constexpr int kThinkingMovesAhead = 30;
inline constexpr std::chrono::milliseconds kThinkingFloor{20};
inline constexpr std::chrono::milliseconds kThinkingMargin{200};
std::chrono::milliseconds thinkingTime(std::chrono::milliseconds remaining,
                                       std::chrono::milliseconds increment) noexcept;

} // namespace mancala
