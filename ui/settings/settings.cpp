#include "settings/settings.hpp"

#include <QStandardPaths>
#include <QUrl>

#include <algorithm>
#include <array>
#include <string>

#include "mancala/endgames.hpp"
#include "mancala/rules.hpp"
#include "mancala/search.hpp"

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

Settings::Settings() = default;

Settings::Settings(const QString& iniFile) : settings_(iniFile, QSettings::IniFormat) {}

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

// Under "statistics", one key each, percent-encoded: QSettings would read
// "/" in a key as a subgroup.
QMap<QString, QString> Settings::statistics() const {
    const QString group = QStringLiteral("statistics/");
    QMap<QString, QString> all;
    for (const QString& key : settings_.allKeys())
        if (key.startsWith(group))
            all.insert(QUrl::fromPercentEncoding(key.mid(group.size()).toLatin1()), settings_.value(key).toString());
    return all;
}

void Settings::setStatistic(const QString& key, const QString& value) {
    settings_.setValue(QStringLiteral("statistics/") + QString::fromLatin1(QUrl::toPercentEncoding(key)), value);
}

void Settings::removeStatistic(const QString& key) {
    settings_.remove(QStringLiteral("statistics/") + QString::fromLatin1(QUrl::toPercentEncoding(key)));
}

void Settings::clearStatistics() {
    settings_.remove(QStringLiteral("statistics"));
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

} // namespace mancala::ui
