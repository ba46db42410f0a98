// The results kept across runs, as the settings store them (settings.hpp,
// the group "results") and the statistics count them (statistics.hpp): one
// row per game and opponent, with its tally.
#pragma once

#include <QList>
#include <QString>

#include <optional>

#include "mancala/search.hpp"
#include "mancala/types.hpp"

namespace mancala::ui {

// Who was played against: the computer at a level, a person by name, or a
// person without one by the side they played (worded when shown, so that
// "North", «شمال» and «Kaskazini» are one opponent whatever the language).
struct Opponent {
    bool computer = false;
    Level level = Level::Intermediate; // for the computer
    QString name;                      // for a person with a name
    std::optional<Side> side;          // for a person without one
    friend bool operator==(const Opponent&, const Opponent&) = default;
};

// The most games a tally counts (and so wins, draws or losses): past it a
// tally stays as it is. A stored tally beyond it, or with a margin larger
// than the game's seeds, is not one (a damaged settings file).
inline constexpr int kMaxTally = 1'000'000'000;

struct Tally {
    int games = 0;
    int wins = 0;
    int draws = 0;
    int losses = 0;
    int bestMargin = 0; // the largest margin of a win, 0 before one
    friend bool operator==(const Tally&, const Tally&) = default;
};

struct StatisticsRow {
    GameId game = GameId::DjenonAboure;
    Opponent opponent;
    Tally tally;
};

// Whether `tally` can be one of `game`: every count within 0..kMaxTally, the
// games the sum of the others, the margin at most the game's seeds.
bool isTally(GameId game, const Tally& tally);

// Adds `row` to `rows`, or to the row of the same game and opponent already
// there (a hand-edited file, or what an older version kept apart), within
// the bounds: past kMaxTally games the larger tally stays as it is.
void addResult(QList<StatisticsRow>& rows, const StatisticsRow& row);

} // namespace mancala::ui
