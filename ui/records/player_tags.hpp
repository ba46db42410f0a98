// Who played each side, in a record's tag pairs (docs/record-format.md,
// "Players"): as in chess's PGN (WhiteType, BlackType), SouthType and
// NorthType say "human" or "program"; a program's level is in SouthLevel or
// NorthLevel ("beginner", "intermediate", "advanced", "expert"). The core
// keeps them as ordinary tags; the app reads them when a record is opened
// and writes them into every record it saves or autosaves.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "settings/players.hpp"

namespace mancala::ui {

using RecordTags = std::vector<std::pair<std::string, std::string>>;

// The players the tags name; nullopt when they say nothing of them (a
// record of another program, or one written before they were kept) or say it
// wrongly (a side's type unknown, a program without a known level), so that
// the players in effect stay.
std::optional<PlayerSetup> playersFromTags(const RecordTags& tags);

// `tags` without any of the players' tags, then those of `players` (unless
// they would make more than kMaxOtherTags: the other tags are kept first).
RecordTags withPlayerTags(const RecordTags& tags, const PlayerSetup& players);

// `tags` without the players' tags.
RecordTags withoutPlayerTags(const RecordTags& tags);

} // namespace mancala::ui
