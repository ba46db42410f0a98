#include "settings/statistics.hpp"

#include <algorithm>
#include <tuple>

#include "settings/settings.hpp"

namespace mancala::ui {

void Statistics::record(GameId game, const Opponent& opponent, int margin) {
    QList<StatisticsRow> rows = settings_->results();
    auto row = std::find_if(rows.begin(), rows.end(),
                            [&](const StatisticsRow& r) { return r.game == game && r.opponent == opponent; });
    if (row == rows.end())
        row = rows.insert(rows.end(), StatisticsRow{game, opponent, Tally{}});
    Tally& t = row->tally;
    if (t.games == kMaxTally)
        return; // saturated: counted no further
    ++t.games;
    if (margin > 0) {
        ++t.wins;
        t.bestMargin = std::max(t.bestMargin, margin);
    } else if (margin == 0) {
        ++t.draws;
    } else {
        ++t.losses;
    }
    settings_->setResults(rows);
}

Tally Statistics::tally(GameId game, const Opponent& opponent) const {
    for (const StatisticsRow& row : settings_->results())
        if (row.game == game && row.opponent == opponent)
            return row.tally;
    return Tally{};
}

QList<StatisticsRow> Statistics::rows() const {
    QList<StatisticsRow> rows = settings_->results();
    rows.removeIf([](const StatisticsRow& r) { return r.tally.games == 0; });
    std::sort(rows.begin(), rows.end(), [](const StatisticsRow& a, const StatisticsRow& b) {
        const auto order = [](const StatisticsRow& r) {
            return std::tuple(r.game,
                              r.opponent.computer ? 0
                              : r.opponent.side   ? 1
                                                  : 2,
                              static_cast<int>(r.opponent.level), r.opponent.side.value_or(Side::South) == Side::North,
                              r.opponent.name.toCaseFolded());
        };
        return order(a) < order(b);
    });
    return rows;
}

void Statistics::reset() {
    settings_->clearResults();
}

} // namespace mancala::ui
