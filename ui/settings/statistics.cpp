#include "settings/statistics.hpp"

#include <QStringList>
#include <QUrl>

#include <algorithm>
#include <optional>
#include <tuple>
#include <utility>

#include "mancala/rules.hpp"
#include "settings/settings.hpp"

namespace mancala::ui {

namespace {

// "ayoayo|computer|expert" or "ayoayo|person|<name, percent-encoded>".
QString keyOf(GameId game, const Opponent& opponent) {
    const QString who = opponent.computer
                            ? QStringLiteral("computer|") + QString::fromUtf8(levelString(opponent.level))
                            : QStringLiteral("person|") + QString::fromLatin1(QUrl::toPercentEncoding(opponent.name));
    return QString::fromUtf8(gameIdString(game)) + QLatin1Char('|') + who;
}

std::optional<std::pair<GameId, Opponent>> parseKey(const QString& key) {
    const QStringList parts = key.split(QLatin1Char('|'));
    if (parts.size() != 3)
        return std::nullopt;
    const std::optional<GameId> game = gameFromString(parts[0].toStdString());
    if (!game)
        return std::nullopt;
    Opponent opponent;
    if (parts[1] == QLatin1String("computer")) {
        const std::optional<Level> level = levelFromString(parts[2].toStdString());
        if (!level)
            return std::nullopt;
        opponent.computer = true;
        opponent.level = *level;
    } else if (parts[1] == QLatin1String("person")) {
        opponent.name = QUrl::fromPercentEncoding(parts[2].toLatin1());
    } else {
        return std::nullopt;
    }
    return std::pair{*game, opponent};
}

// "games wins draws losses best", five numbers within their bounds (the
// counts at most kMaxTally, the margin at most the game's seeds), the games
// the sum of the others; or nothing (a hand-edited or damaged value).
std::optional<Tally> parseTally(GameId game, const QString& text) {
    const QStringList numbers = text.split(QLatin1Char(' '));
    if (numbers.size() != 5)
        return std::nullopt;
    int values[5];
    for (int i = 0; i < 5; ++i) {
        bool ok = false;
        const qlonglong v = numbers[i].toLongLong(&ok);
        const qlonglong most = i == 4 ? rulesFor(game).totalSeeds() : kMaxTally;
        if (!ok || v < 0 || v > most)
            return std::nullopt;
        values[i] = static_cast<int>(v);
    }
    Tally tally{values[0], values[1], values[2], values[3], values[4]};
    if (qlonglong{tally.wins} + tally.draws + tally.losses != tally.games)
        return std::nullopt;
    return tally;
}

QString textOf(const Tally& t) {
    return QStringLiteral("%1 %2 %3 %4 %5").arg(t.games).arg(t.wins).arg(t.draws).arg(t.losses).arg(t.bestMargin);
}

} // namespace

void Statistics::record(GameId game, const Opponent& opponent, int margin) {
    Tally t = tally(game, opponent);
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
    settings_->setStatistic(keyOf(game, opponent), textOf(t));
}

Tally Statistics::tally(GameId game, const Opponent& opponent) const {
    return parseTally(game, settings_->statistics().value(keyOf(game, opponent))).value_or(Tally{});
}

QList<StatisticsRow> Statistics::rows() const {
    QList<StatisticsRow> rows;
    const QMap<QString, QString> stored = settings_->statistics();
    for (auto it = stored.cbegin(); it != stored.cend(); ++it) {
        const auto key = parseKey(it.key());
        const auto tally = key ? parseTally(key->first, it.value()) : std::nullopt;
        if (tally && tally->games > 0)
            rows.append(StatisticsRow{key->first, key->second, *tally});
    }
    std::sort(rows.begin(), rows.end(), [](const StatisticsRow& a, const StatisticsRow& b) {
        const auto order = [](const StatisticsRow& r) {
            return std::tuple(static_cast<int>(r.game), r.opponent.computer ? 0 : 1, static_cast<int>(r.opponent.level),
                              r.opponent.name.toCaseFolded());
        };
        return order(a) < order(b);
    });
    return rows;
}

void Statistics::reset() {
    settings_->clearStatistics();
}

} // namespace mancala::ui
