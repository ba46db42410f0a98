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

QString sideKey(Side side) {
    return side == Side::South ? QStringLiteral("south") : QStringLiteral("north");
}

// The names the app gave an unnamed player, which versions before this one
// stored as a person's name, each in the language the game was played in:
// read back as that side.
std::optional<Side> formerSideName(const QString& name) {
    static const QStringList south{QStringLiteral("South"), QStringLiteral("جنوب"), QStringLiteral("Kusini")};
    static const QStringList north{QStringLiteral("North"), QStringLiteral("شمال"), QStringLiteral("Kaskazini")};
    if (south.contains(name))
        return Side::South;
    if (north.contains(name))
        return Side::North;
    return std::nullopt;
}

// "ayoayo|computer|expert", "ayoayo|person|<name, percent-encoded>" or
// "ayoayo|side|north".
QString keyOf(GameId game, const Opponent& opponent) {
    QString who;
    if (opponent.computer)
        who = QStringLiteral("computer|") + QString::fromUtf8(levelString(opponent.level));
    else if (opponent.side)
        who = QStringLiteral("side|") + sideKey(*opponent.side);
    else
        who = QStringLiteral("person|") + QString::fromLatin1(QUrl::toPercentEncoding(opponent.name));
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
    } else if (parts[1] == QLatin1String("side") && (parts[2] == sideKey(Side::South) || parts[2] == sideKey(Side::North))) {
        opponent.side = parts[2] == sideKey(Side::South) ? Side::South : Side::North;
    } else if (parts[1] == QLatin1String("person")) {
        opponent.name = QUrl::fromPercentEncoding(parts[2].toLatin1());
        opponent.side = formerSideName(opponent.name);
        if (opponent.side)
            opponent.name.clear();
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

// Two tallies of one opponent as one (a side's, and what an older version
// stored for it under its name), within the bounds.
Tally merged(const Tally& a, const Tally& b) {
    if (qlonglong{a.games} + b.games > kMaxTally)
        return a.games >= b.games ? a : b; // past the most, a tally stays as it is
    return Tally{a.games + b.games, a.wins + b.wins, a.draws + b.draws, a.losses + b.losses,
                 std::max(a.bestMargin, b.bestMargin)};
}

QString textOf(const Tally& t) {
    return QStringLiteral("%1 %2 %3 %4 %5").arg(t.games).arg(t.wins).arg(t.draws).arg(t.losses).arg(t.bestMargin);
}

} // namespace

void Statistics::record(GameId game, const Opponent& opponent, int margin) {
    Tally t = tally(game, opponent);
    // What older versions stored for this opponent is now counted under its key.
    const QString key = keyOf(game, opponent);
    const QMap<QString, QString> stored = settings_->statistics();
    for (auto it = stored.cbegin(); it != stored.cend(); ++it)
        if (it.key() != key && parseKey(it.key()) == std::pair{game, opponent})
            settings_->removeStatistic(it.key());
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
    settings_->setStatistic(key, textOf(t));
}

Tally Statistics::tally(GameId game, const Opponent& opponent) const {
    Tally t;
    for (const StatisticsRow& row : rows())
        if (row.game == game && row.opponent == opponent)
            t = row.tally;
    return t;
}

QList<StatisticsRow> Statistics::rows() const {
    QList<StatisticsRow> rows;
    const QMap<QString, QString> stored = settings_->statistics();
    for (auto it = stored.cbegin(); it != stored.cend(); ++it) {
        const auto key = parseKey(it.key());
        const auto tally = key ? parseTally(key->first, it.value()) : std::nullopt;
        if (!tally || tally->games == 0)
            continue;
        const auto same = std::find_if(rows.begin(), rows.end(), [&key](const StatisticsRow& r) {
            return r.game == key->first && r.opponent == key->second;
        });
        if (same != rows.end())
            same->tally = merged(same->tally, *tally);
        else
            rows.append(StatisticsRow{key->first, key->second, *tally});
    }
    std::sort(rows.begin(), rows.end(), [](const StatisticsRow& a, const StatisticsRow& b) {
        const auto order = [](const StatisticsRow& r) {
            return std::tuple(static_cast<int>(r.game), r.opponent.computer ? 0 : r.opponent.side ? 1 : 2,
                              static_cast<int>(r.opponent.level), r.opponent.side.value_or(Side::South) == Side::North,
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
