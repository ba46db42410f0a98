#include "records/player_tags.hpp"

#include <algorithm>
#include <array>
#include <string_view>

#include "mancala/record.hpp"
#include "mancala/search.hpp"

namespace mancala::ui {

namespace {

struct SideTags {
    Side side;
    std::string_view type;
    std::string_view level;
};
constexpr std::array kSideTags{SideTags{Side::South, "SouthType", "SouthLevel"},
                               SideTags{Side::North, "NorthType", "NorthLevel"}};

constexpr std::string_view kHuman = "human";
constexpr std::string_view kProgram = "program";

const std::string* valueOf(const RecordTags& tags, std::string_view name) {
    const auto it = std::find_if(tags.begin(), tags.end(), [name](const auto& tag) { return tag.first == name; });
    return it == tags.end() ? nullptr : &it->second;
}

bool isPlayerTag(const std::string& name) {
    return std::any_of(kSideTags.begin(), kSideTags.end(),
                       [&name](const SideTags& t) { return name == t.type || name == t.level; });
}

} // namespace

std::optional<PlayerSetup> playersFromTags(const RecordTags& tags) {
    PlayerSetup players;
    for (const SideTags& t : kSideTags) {
        const std::string* type = valueOf(tags, t.type);
        if (type == nullptr)
            return std::nullopt;
        const std::size_t i = index(t.side);
        if (*type == kHuman) {
            players.kind[i] = PlayerKind::Human;
            continue;
        }
        const std::string* level = valueOf(tags, t.level);
        const std::optional<Level> known = level ? levelFromString(*level) : std::nullopt;
        if (*type != kProgram || !known)
            return std::nullopt;
        players.kind[i] = PlayerKind::Computer;
        players.level[i] = *known;
    }
    return players;
}

RecordTags withoutPlayerTags(const RecordTags& tags) {
    RecordTags rest;
    std::copy_if(tags.begin(), tags.end(), std::back_inserter(rest),
                 [](const auto& tag) { return !isPlayerTag(tag.first); });
    return rest;
}

RecordTags withPlayerTags(const RecordTags& tags, const PlayerSetup& players) {
    RecordTags out = withoutPlayerTags(tags);
    // A record full of other tags keeps them all, and not the players.
    if (out.size() + 2 * kSideTags.size() > static_cast<std::size_t>(kMaxOtherTags))
        return out;
    for (const SideTags& t : kSideTags) {
        const bool computer = players.isComputer(t.side);
        out.emplace_back(std::string(t.type), std::string(computer ? kProgram : kHuman));
        if (computer)
            out.emplace_back(std::string(t.level), std::string(levelString(players.levelOf(t.side))));
    }
    return out;
}

} // namespace mancala::ui
