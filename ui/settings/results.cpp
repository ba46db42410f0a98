#include "settings/results.hpp"

#include <algorithm>

#include "mancala/rules.hpp"

namespace mancala::ui {

bool isTally(GameId game, const Tally& tally) {
    const auto within = [](int count) { return count >= 0 && count <= kMaxTally; };
    return within(tally.games) && within(tally.wins) && within(tally.draws) && within(tally.losses) &&
           qlonglong{tally.wins} + tally.draws + tally.losses == tally.games && tally.bestMargin >= 0 &&
           tally.bestMargin <= rulesFor(game).totalSeeds();
}

void addResult(QList<StatisticsRow>& rows, const StatisticsRow& row) {
    const auto same = std::find_if(rows.begin(), rows.end(), [&row](const StatisticsRow& r) {
        return r.game == row.game && r.opponent == row.opponent;
    });
    if (same == rows.end()) {
        rows.append(row);
        return;
    }
    const Tally& a = same->tally;
    const Tally& b = row.tally;
    if (qlonglong{a.games} + b.games > kMaxTally) {
        same->tally = a.games >= b.games ? a : b; // past the most, a tally stays as it is
        return;
    }
    same->tally = Tally{a.games + b.games, a.wins + b.wins, a.draws + b.draws, a.losses + b.losses,
                        std::max(a.bestMargin, b.bestMargin)};
}

} // namespace mancala::ui
