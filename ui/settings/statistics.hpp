// The results kept across runs, per game and per opponent: each computer
// level, and each person by name. A finished game counts for each side a
// person played, against the other side (a person against the computer: one
// row; two people: one row each, against the other's name, or the other's
// side when they have none); the computer against itself counts nowhere.
// Kept in the settings' "statistics" group.
#pragma once

#include <QList>
#include <QString>

#include <optional>

#include "mancala/search.hpp"
#include "mancala/types.hpp"

namespace mancala::ui {

class Settings;

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

class Statistics {
public:
    explicit Statistics(Settings* settings) : settings_(settings) {}

    // One game of `game` against `opponent`, won (margin > 0), drawn (0) or
    // lost (< 0) by `margin` seeds.
    void record(GameId game, const Opponent& opponent, int margin);
    // Every row with a game, by game, then the computer's levels, then people by name.
    QList<StatisticsRow> rows() const;
    // The tally of one opponent, together with what older versions stored
    // for them (an unnamed side by its name in the language of the day).
    Tally tally(GameId game, const Opponent& opponent) const;
    void reset();

private:
    Settings* settings_;
};

} // namespace mancala::ui
