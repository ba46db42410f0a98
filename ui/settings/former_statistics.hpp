// The statistics as versions before this one kept them, which Settings moves
// into its group "results" once, on opening a file that still has them: the
// group "statistics", a key a row, "ayoayo|computer|expert",
// "ayoayo|side|north" or "ayoayo|person|<the name, percent-encoded>",
// percent-encoded again as a whole, each value "games wins draws losses
// best". A person named by a side's name in the language of the day
// (North, «شمال», Kaskazini) is that side.
#pragma once

#include <QList>

#include "settings/results.hpp"

class QSettings;

namespace mancala::ui {

// The rows of the group "statistics" of `settings` (a key or value that is
// not one is skipped), those of one game and opponent as one.
QList<StatisticsRow> readFormerStatistics(QSettings& settings);

} // namespace mancala::ui
