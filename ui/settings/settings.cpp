#include "settings/settings.hpp"

#include <QStandardPaths>

#include <algorithm>
#include <array>
#include <optional>
#include <string>

#include "mancala/endgames.hpp"
#include "mancala/puzzles.hpp"
#include "mancala/rules.hpp"
#include "mancala/search.hpp"
#include "settings/former_statistics.hpp"

namespace mancala::ui {

namespace {

struct SpeedKey {
    AnimationSpeed speed;
    const char* key;
};

constexpr std::array kSpeedKeys{
    SpeedKey{AnimationSpeed::Instant, "instant"},
    SpeedKey{AnimationSpeed::Fast, "fast"},
    SpeedKey{AnimationSpeed::Normal, "normal"},
    SpeedKey{AnimationSpeed::Slow, "slow"},
};

struct ThemeKey {
    ThemeChoice theme;
    const char* key;
};

constexpr std::array kThemeKeys{
    ThemeKey{ThemeChoice::Automatic, "automatic"},
    ThemeKey{ThemeChoice::Wood, "wood"},
    ThemeKey{ThemeChoice::Dark, "dark"},
    ThemeKey{ThemeChoice::HighContrast, "high-contrast"},
};
static_assert(kThemeKeys.size() == kAllThemeChoices.size());

QString nameKey(Side side) {
    return side == Side::South ? QStringLiteral("players/south") : QStringLiteral("players/north");
}

// "players/southComputer": the level ("beginner", ...) of a computer side;
// absent or empty for a person.
QString computerKey(Side side) {
    return side == Side::South ? QStringLiteral("players/southComputer") : QStringLiteral("players/northComputer");
}

} // namespace

Settings::Settings() {
    migrateFormerStatistics();
}

Settings::Settings(const QString& iniFile) : settings_(iniFile, QSettings::IniFormat) {
    migrateFormerStatistics();
}

GameId Settings::lastGame() const {
    const std::string id = settings_.value("game/last").toString().toStdString();
    return gameFromString(id).value_or(GameId::DjenonAboure);
}

void Settings::setLastGame(GameId game) {
    settings_.setValue("game/last", QString::fromUtf8(gameIdString(game)));
}

AnimationSpeed Settings::animationSpeed() const {
    const QString key = settings_.value("view/animationSpeed").toString();
    for (const SpeedKey& s : kSpeedKeys)
        if (key == QLatin1String(s.key))
            return s.speed;
    return AnimationSpeed::Normal;
}

void Settings::setAnimationSpeed(AnimationSpeed speed) {
    for (const SpeedKey& s : kSpeedKeys)
        if (s.speed == speed)
            settings_.setValue("view/animationSpeed", QString::fromLatin1(s.key));
}

QByteArray Settings::windowGeometry() const {
    return settings_.value("window/geometry").toByteArray();
}

void Settings::setWindowGeometry(const QByteArray& geometry) {
    settings_.setValue("window/geometry", geometry);
}

QByteArray Settings::windowState() const {
    return settings_.value("window/state").toByteArray();
}

void Settings::setWindowState(const QByteArray& state) {
    settings_.setValue("window/state", state);
}

QString Settings::playerName(Side side) const {
    // A settings file edited by hand may hold anything: a name is kept short.
    QString name = settings_.value(nameKey(side)).toString();
    if (name.size() > kMaxPlayerNameLength) {
        const bool splitsPair = name.at(kMaxPlayerNameLength - 1).isHighSurrogate();
        name.truncate(kMaxPlayerNameLength - (splitsPair ? 1 : 0));
    }
    return name;
}

void Settings::setPlayerName(Side side, const QString& name) {
    settings_.setValue(nameKey(side), name.trimmed());
}

QStringList Settings::recentFiles() const {
    QStringList files = settings_.value("files/recent").toStringList();
    files.removeAll(QString());
    files.removeDuplicates();
    return files.mid(0, kMaxRecentFiles);
}

void Settings::addRecentFile(const QString& file) {
    QStringList files = recentFiles();
    files.removeAll(file);
    files.prepend(file);
    settings_.setValue("files/recent", files.mid(0, kMaxRecentFiles));
}

void Settings::removeRecentFile(const QString& file) {
    QStringList files = recentFiles();
    files.removeAll(file);
    settings_.setValue("files/recent", files);
}

void Settings::clearRecentFiles() {
    settings_.remove("files/recent");
}

QString Settings::language() const {
    return settings_.value("view/language").toString();
}

void Settings::setLanguage(const QString& code) {
    settings_.setValue("view/language", code);
}

PlayerSetup Settings::players() const {
    PlayerSetup players;
    for (Side side : {Side::South, Side::North}) {
        const std::string id = settings_.value(computerKey(side)).toString().toStdString();
        if (const std::optional<Level> level = levelFromString(id)) {
            players.kind[index(side)] = PlayerKind::Computer;
            players.level[index(side)] = *level;
        }
    }
    return players;
}

void Settings::setPlayers(const PlayerSetup& players) {
    for (Side side : {Side::South, Side::North}) {
        if (players.isComputer(side))
            settings_.setValue(computerKey(side), QString::fromUtf8(levelString(players.levelOf(side))));
        else
            settings_.remove(computerKey(side));
    }
}

int Settings::expertTimeMs() const {
    bool ok = false;
    const int ms = settings_.value("computer/expertTimeMs").toInt(&ok);
    return ok ? std::clamp(ms, kMinExpertTimeMs, kMaxExpertTimeMs) : kDefaultExpertTimeMs;
}

void Settings::setExpertTimeMs(int ms) {
    settings_.setValue("computer/expertTimeMs", std::clamp(ms, kMinExpertTimeMs, kMaxExpertTimeMs));
}

int Settings::computerCores() const {
    bool ok = false;
    const int cores = settings_.value("computer/cores").toInt(&ok);
    return ok ? std::clamp(cores, 0, kMaxSearchThreads) : 0;
}

void Settings::setComputerCores(int cores) {
    settings_.setValue("computer/cores", std::clamp(cores, 0, kMaxSearchThreads));
}

bool Settings::showPerfectPlay() const {
    return settings_.value("view/perfectPlay", false).toBool();
}

void Settings::setShowPerfectPlay(bool show) {
    settings_.setValue("view/perfectPlay", show);
}

bool Settings::showPlayableHoles() const {
    return settings_.value("view/playableHoles", true).toBool();
}

void Settings::setShowPlayableHoles(bool show) {
    settings_.setValue("view/playableHoles", show);
}

bool Settings::welcomed() const {
    return settings_.value("app/welcomed", false).toBool();
}

void Settings::setWelcomed(bool welcomed) {
    settings_.setValue("app/welcomed", welcomed);
}

namespace {

const QString kResults = QStringLiteral("results");

QString sideKey(Side side) {
    return side == Side::South ? QStringLiteral("south") : QStringLiteral("north");
}

// A count of the current array entry within 0..most, or nothing.
std::optional<int> countOf(const QSettings& settings, const QString& key, int most) {
    bool ok = false;
    const qlonglong value = settings.value(key).toLongLong(&ok);
    if (!ok || value < 0 || value > most)
        return std::nullopt;
    return static_cast<int>(value);
}

// The opponent of the current array entry, or nothing.
std::optional<Opponent> opponentOf(const QSettings& settings) {
    const QString kind = settings.value(QStringLiteral("opponent")).toString();
    Opponent opponent;
    if (kind == QLatin1String("computer")) {
        const std::optional<Level> level =
            levelFromString(settings.value(QStringLiteral("level")).toString().toStdString());
        if (!level)
            return std::nullopt;
        opponent.computer = true;
        opponent.level = *level;
    } else if (kind == QLatin1String("side")) {
        const QString side = settings.value(QStringLiteral("side")).toString();
        if (side != sideKey(Side::South) && side != sideKey(Side::North))
            return std::nullopt;
        opponent.side = side == sideKey(Side::South) ? Side::South : Side::North;
    } else if (kind == QLatin1String("person")) {
        opponent.name = settings.value(QStringLiteral("name")).toString();
        if (opponent.name.isEmpty())
            return std::nullopt;
    } else {
        return std::nullopt;
    }
    return opponent;
}

// The row of the current array entry, or nothing.
std::optional<StatisticsRow> resultOf(const QSettings& settings) {
    const std::optional<GameId> game = gameFromString(settings.value(QStringLiteral("game")).toString().toStdString());
    const std::optional<Opponent> opponent = opponentOf(settings);
    if (!game || !opponent)
        return std::nullopt;
    std::array<std::optional<int>, 5> counts{};
    const std::array<const char*, 5> keys{"games", "wins", "draws", "losses", "bestMargin"};
    for (std::size_t i = 0; i < keys.size(); ++i)
        counts[i] = countOf(settings, QLatin1String(keys[i]), kMaxTally);
    if (!std::all_of(counts.begin(), counts.end(), [](const std::optional<int>& c) { return c.has_value(); }))
        return std::nullopt;
    const Tally tally{*counts[0], *counts[1], *counts[2], *counts[3], *counts[4]};
    if (!isTally(*game, tally))
        return std::nullopt;
    return StatisticsRow{*game, *opponent, tally};
}

void writeResult(QSettings& settings, const StatisticsRow& row) {
    settings.setValue(QStringLiteral("game"), QString::fromUtf8(gameIdString(row.game)));
    const Opponent& o = row.opponent;
    if (o.computer) {
        settings.setValue(QStringLiteral("opponent"), QStringLiteral("computer"));
        settings.setValue(QStringLiteral("level"), QString::fromUtf8(levelString(o.level)));
    } else if (o.side) {
        settings.setValue(QStringLiteral("opponent"), QStringLiteral("side"));
        settings.setValue(QStringLiteral("side"), sideKey(*o.side));
    } else {
        settings.setValue(QStringLiteral("opponent"), QStringLiteral("person"));
        settings.setValue(QStringLiteral("name"), o.name);
    }
    settings.setValue(QStringLiteral("games"), row.tally.games);
    settings.setValue(QStringLiteral("wins"), row.tally.wins);
    settings.setValue(QStringLiteral("draws"), row.tally.draws);
    settings.setValue(QStringLiteral("losses"), row.tally.losses);
    settings.setValue(QStringLiteral("bestMargin"), row.tally.bestMargin);
}

} // namespace

QList<StatisticsRow> Settings::results() {
    QList<StatisticsRow> rows;
    const int count = settings_.beginReadArray(kResults);
    for (int i = 0; i < count; ++i) {
        settings_.setArrayIndex(i);
        if (const std::optional<StatisticsRow> row = resultOf(settings_))
            addResult(rows, *row);
    }
    settings_.endArray();
    return rows;
}

void Settings::setResults(const QList<StatisticsRow>& rows) {
    settings_.remove(kResults);
    settings_.beginWriteArray(kResults, static_cast<int>(rows.size()));
    for (int i = 0; i < rows.size(); ++i) {
        settings_.setArrayIndex(i);
        writeResult(settings_, rows[i]);
    }
    settings_.endArray();
}

void Settings::clearResults() {
    settings_.remove(kResults);
}

void Settings::migrateFormerStatistics() {
    const QString former = QStringLiteral("statistics");
    if (!settings_.childGroups().contains(former))
        return;
    QList<StatisticsRow> rows = results();
    for (const StatisticsRow& row : readFormerStatistics(settings_))
        addResult(rows, row);
    setResults(rows);
    settings_.remove(former);
}

int Settings::endgameSeeds() const {
    bool ok = false;
    const int seeds = settings_.value("computer/endgameSeeds").toInt(&ok);
    return ok ? std::clamp(seeds, 0, Settings::kMaxEndgameSeeds) : kDefaultEndgameSeeds;
}

void Settings::setEndgameSeeds(int seeds) {
    settings_.setValue("computer/endgameSeeds", std::clamp(seeds, 0, Settings::kMaxEndgameSeeds));
}

QString Settings::endgameFolder() const {
    const QString folder = settings_.value("computer/endgameFolder").toString();
    if (!folder.isEmpty())
        return folder;
    return QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/endgames");
}

void Settings::setEndgameFolder(const QString& folder) {
    settings_.setValue("computer/endgameFolder", folder);
}

bool Settings::soundOn() const {
    return settings_.value("sound/on", true).toBool();
}

void Settings::setSoundOn(bool on) {
    settings_.setValue("sound/on", on);
}

int Settings::soundVolume() const {
    bool ok = false;
    const int percent = settings_.value("sound/volume").toInt(&ok);
    return ok ? std::clamp(percent, 0, 100) : kDefaultSoundVolume;
}

void Settings::setSoundVolume(int percent) {
    settings_.setValue("sound/volume", std::clamp(percent, 0, 100));
}

ThemeChoice Settings::boardTheme() const {
    const QString key = settings_.value("view/boardTheme").toString();
    for (const ThemeKey& t : kThemeKeys)
        if (key == QLatin1String(t.key))
            return t.theme;
    return ThemeChoice::Automatic;
}

void Settings::setBoardTheme(ThemeChoice theme) {
    for (const ThemeKey& t : kThemeKeys)
        if (t.theme == theme)
            settings_.setValue("view/boardTheme", QString::fromLatin1(t.key));
}

PuzzleProgress Settings::puzzleProgress(GameId game) const {
    const QString group = QStringLiteral("puzzles/") + QString::fromUtf8(gameIdString(game));
    PuzzleProgress progress;
    bool ok = false;
    const int rating = settings_.value(group + QStringLiteral("/rating")).toInt(&ok);
    progress.rating = ok ? std::clamp(rating, kMinPlayerRating, kMaxPlayerRating) : kStartingPlayerRating;
    progress.solved = settings_.value(group + QStringLiteral("/solved")).toStringList();
    progress.failed = settings_.value(group + QStringLiteral("/failed")).toStringList();
    return progress;
}

void Settings::setPuzzleProgress(GameId game, const PuzzleProgress& progress) {
    const QString group = QStringLiteral("puzzles/") + QString::fromUtf8(gameIdString(game));
    settings_.setValue(group + QStringLiteral("/rating"), progress.rating);
    settings_.setValue(group + QStringLiteral("/solved"), progress.solved);
    settings_.setValue(group + QStringLiteral("/failed"), progress.failed);
}

std::optional<TimeControl> Settings::timeControl() const {
    return parseTimeControl(settings_.value("game/timeControl").toString().toStdString());
}

void Settings::setTimeControl(const std::optional<TimeControl>& control) {
    settings_.setValue("game/timeControl", control ? QString::fromStdString(formatTimeControl(*control)) : QString());
}

GameId Settings::puzzleGame() const {
    const std::string id = settings_.value("puzzles/game").toString().toStdString();
    return gameFromString(id).value_or(GameId::Tihbat);
}

void Settings::setPuzzleGame(GameId game) {
    settings_.setValue("puzzles/game", QString::fromUtf8(gameIdString(game)));
}

} // namespace mancala::ui
