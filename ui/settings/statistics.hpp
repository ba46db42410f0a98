// The results kept across runs, per game and per opponent: each computer
// level, and each person by name. A finished game counts for each side a
// person played, against the other side (a person against the computer: one
// row; two people: one row each, against the other's name, or the other's
// side when they have none); the computer against itself counts nowhere.
// Kept in the settings' group "results" (settings.hpp).
#pragma once

#include <QList>

#include "settings/results.hpp"

namespace mancala::ui {

class Settings;

class Statistics {
public:
    explicit Statistics(Settings* settings) : settings_(settings) {}

    // One game of `game` against `opponent`, won (margin > 0), drawn (0) or
    // lost (< 0) by `margin` seeds.
    void record(GameId game, const Opponent& opponent, int margin);
    // Every row with a game, by game, then the computer's levels, then the
    // unnamed sides, then people by name.
    QList<StatisticsRow> rows() const;
    // The tally of one opponent (none before a game).
    Tally tally(GameId game, const Opponent& opponent) const;
    void reset();

private:
    Settings* settings_;
};

} // namespace mancala::ui
