#include "settings/former_statistics.hpp"

#include <QSettings>
#include <QStringList>
#include <QUrl>

#include <array>
#include <optional>
#include <utility>

#include "mancala/rules.hpp"

namespace mancala::ui {

namespace {

// The names the app gave an unnamed player, which those versions stored as
// a person's name, each in the language the game was played in.
std::optional<Side> formerSideName(const QString& name) {
    static const QStringList south{QStringLiteral("South"), QStringLiteral("جنوب"), QStringLiteral("Kusini")};
    static const QStringList north{QStringLiteral("North"), QStringLiteral("شمال"), QStringLiteral("Kaskazini")};
    if (south.contains(name))
        return Side::South;
    if (north.contains(name))
        return Side::North;
    return std::nullopt;
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
    } else if (parts[1] == QLatin1String("side") &&
               (parts[2] == QLatin1String("south") || parts[2] == QLatin1String("north"))) {
        opponent.side = parts[2] == QLatin1String("south") ? Side::South : Side::North;
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

// "games wins draws losses best": five numbers that make a tally of `game`.
std::optional<Tally> parseTally(GameId game, const QString& text) {
    const QStringList numbers = text.split(QLatin1Char(' '));
    if (numbers.size() != 5)
        return std::nullopt;
    std::array<int, 5> values{};
    for (std::size_t i = 0; i < values.size(); ++i) {
        bool ok = false;
        const qlonglong v = numbers[static_cast<qsizetype>(i)].toLongLong(&ok);
        if (!ok || v < 0 || v > kMaxTally)
            return std::nullopt;
        values[i] = static_cast<int>(v);
    }
    const Tally tally{values[0], values[1], values[2], values[3], values[4]};
    return isTally(game, tally) ? std::optional(tally) : std::nullopt;
}

} // namespace

QList<StatisticsRow> readFormerStatistics(QSettings& settings) {
    QList<StatisticsRow> rows;
    settings.beginGroup(QStringLiteral("statistics"));
    for (const QString& stored : settings.childKeys()) {
        const auto key = parseKey(QUrl::fromPercentEncoding(stored.toLatin1()));
        const auto tally = key ? parseTally(key->first, settings.value(stored).toString()) : std::nullopt;
        if (tally && tally->games > 0)
            addResult(rows, StatisticsRow{key->first, key->second, *tally});
    }
    settings.endGroup();
    return rows;
}

} // namespace mancala::ui
