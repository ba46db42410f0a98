// Game clocks (clock.hpp): the time control and its text, the recorded
// times left and their text, the clocks of a game, and the thinking time of a
// computer player on the clock.
#include "mancala/clock.hpp"

#include <algorithm>

#include "records/split.hpp"

namespace mancala {

using std::chrono::milliseconds;

namespace {

// A number of 1 to `maxDigits` decimal digits without a leading zero ("0"
// itself aside), or none.
std::optional<int> wholeNumber(std::string_view text, std::size_t maxDigits) noexcept {
    if (text.size() > 1 && text[0] == '0')
        return std::nullopt;
    return detail::decimal(text, maxDigits);
}

// Two decimal digits from 00 to 59, or none.
std::optional<int> sexagesimal(std::string_view text) noexcept {
    const std::optional<int> n = text.size() == 2 ? detail::decimal(text, 2) : std::nullopt;
    return n && *n < 60 ? n : std::nullopt;
}

bool wholeSeconds(milliseconds t) noexcept {
    return t % std::chrono::seconds(1) == milliseconds(0);
}

} // namespace

bool validTimeControl(const TimeControl& control) noexcept {
    return wholeSeconds(control.base) && wholeSeconds(control.increment) && control.base >= kMinTimeControlBase &&
           control.base <= kMaxTimeControlBase && control.increment >= milliseconds(0) &&
           control.increment <= kMaxTimeControlIncrement;
}

std::string formatTimeControl(const TimeControl& control) {
    using std::chrono::duration_cast;
    using std::chrono::seconds;
    return std::to_string(duration_cast<seconds>(control.base).count()) + "+" +
           std::to_string(duration_cast<seconds>(control.increment).count());
}

std::optional<TimeControl> parseTimeControl(std::string_view text) {
    const std::vector<std::string_view> parts = detail::split(text, "+");
    if (parts.size() != 2)
        return std::nullopt;
    const std::optional<int> base = wholeNumber(parts[0], 5);
    const std::optional<int> increment = wholeNumber(parts[1], 4);
    if (!base || !increment)
        return std::nullopt;
    const TimeControl control{std::chrono::seconds(*base), std::chrono::seconds(*increment)};
    return validTimeControl(control) ? std::optional<TimeControl>(control) : std::nullopt;
}

std::string formatRecordedTime(RecordedTime time) {
    const std::int64_t tenths = time.count();
    const std::int64_t seconds = tenths / 10;
    const auto twoDigits = [](std::int64_t n) { return std::string(n < 10 ? "0" : "") + std::to_string(n); };
    std::string out =
        std::to_string(seconds / 3600) + ":" + twoDigits(seconds / 60 % 60) + ":" + twoDigits(seconds % 60);
    if (tenths % 10 != 0)
        out += "." + std::to_string(tenths % 10);
    return out;
}

std::optional<RecordedTime> parseRecordedTime(std::string_view text) {
    const std::vector<std::string_view> parts = detail::split(text, ":");
    if (parts.size() != 3)
        return std::nullopt;
    std::string_view secondsText = parts[2];
    std::optional<int> tenths = 0;
    if (secondsText.size() > 2) {
        tenths =
            secondsText.size() == 4 && secondsText[2] == '.' ? detail::decimal(secondsText.substr(3), 1) : std::nullopt;
        secondsText = secondsText.substr(0, 2);
    }
    const std::optional<int> hours = wholeNumber(parts[0], 5);
    const std::optional<int> minutes = sexagesimal(parts[1]);
    const std::optional<int> seconds = sexagesimal(secondsText);
    if (!hours || !minutes || !seconds || !tenths)
        return std::nullopt;
    return std::chrono::hours(*hours) + std::chrono::minutes(*minutes) + std::chrono::seconds(*seconds) +
           RecordedTime(*tenths);
}

GameClock::GameClock(const TimeControl& control, Side toMove) noexcept
    : GameClock(control, toMove, {control.base, control.base}) {}

GameClock::GameClock(const TimeControl& control, Side toMove, std::array<milliseconds, 2> left) noexcept
    : control_(control), toMove_(toMove), left_(left) {
    if (left_[index(toMove_)] <= milliseconds(0))
        fallen_ = toMove_;
}

void GameClock::charge(milliseconds now) noexcept {
    if (!running_)
        return;
    milliseconds& left = left_[index(toMove_)];
    left -= std::max(now - since_, milliseconds(0));
    since_ = std::max(now, since_);
    if (left <= milliseconds(0)) {
        left = milliseconds(0);
        fallen_ = toMove_;
        running_ = false;
    }
}

void GameClock::start(milliseconds now) noexcept {
    if (running_ || fallen_)
        return;
    running_ = true;
    since_ = now;
}

void GameClock::pause(milliseconds now) noexcept {
    charge(now);
    running_ = false;
}

std::optional<milliseconds> GameClock::moved(milliseconds now, Side next) noexcept {
    charge(now);
    if (fallen_)
        return std::nullopt;
    milliseconds& left = left_[index(toMove_)];
    left += control_.increment;
    const milliseconds after = left;
    toMove_ = next;
    if (left_[index(toMove_)] <= milliseconds(0)) {
        fallen_ = toMove_;
        running_ = false;
    }
    return after;
}

milliseconds GameClock::remaining(Side side, milliseconds now) const noexcept {
    const milliseconds left = left_[index(side)];
    if (!running_ || side != toMove_)
        return left;
    return std::max(left - std::max(now - since_, milliseconds(0)), milliseconds(0));
}

std::optional<Side> GameClock::flagged(milliseconds now) noexcept {
    charge(now);
    return fallen_;
}

std::optional<milliseconds> GameClock::untilFlag(milliseconds now) const noexcept {
    if (!running_)
        return std::nullopt;
    return remaining(toMove_, now);
}

milliseconds thinkingTime(milliseconds remaining, milliseconds increment) noexcept {
    if (remaining <= milliseconds(0))
        return milliseconds(0);
    const milliseconds wanted = remaining / kThinkingMovesAhead + increment * 3 / 4;
    const milliseconds most = std::max(std::min(remaining / 4, remaining - kThinkingMargin), milliseconds(0));
    return std::min(most, std::max(kThinkingFloor, wanted));
}

} // namespace mancala
