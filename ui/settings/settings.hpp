// Typed access to the persistent settings (QSettings underneath, in the
// application's organization/name scope). Values are stored as stable text
// keys ("ayoayo", "normal") so that reordering enums never breaks them.
#pragma once

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>

#include "settings/animation_speed.hpp"
#include "settings/theme_choice.hpp"
#include "mancala/clock.hpp"
#include "mancala/types.hpp"
#include "settings/players.hpp"
#include "settings/results.hpp"

namespace mancala::ui {

struct PuzzleProgress {
    int rating = 0;
    QStringList solved; // first attempt: the solution
    QStringList failed; // first attempt: another move, or the solution asked for
    bool tried(const QString& key) const { return solved.contains(key) || failed.contains(key); }
};

class Settings {
public:
    // The application's settings (QCoreApplication organization and name).
    Settings();
    // Settings kept in an INI file of one's choice (tests, portable use).
    explicit Settings(const QString& iniFile);

    GameId lastGame() const;
    void setLastGame(GameId game);

    AnimationSpeed animationSpeed() const;
    void setAnimationSpeed(AnimationSpeed speed);

    // QWidget::saveGeometry() / QMainWindow::saveState() blobs (the latter keeps the
    // panels: which docks are shown and where); empty if never saved.
    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray& state);

    // The name last given to a side; empty means "use the side name".
    QString playerName(Side side) const;
    void setPlayerName(Side side, const QString& name);

    // The game files opened or saved last, the most recent first, at most
    // kMaxRecentFiles of them (absolute paths).
    static constexpr int kMaxRecentFiles = 8;
    QStringList recentFiles() const;
    // Puts `file` first in the list (and nowhere else); removes it.
    void addRecentFile(const QString& file);
    void removeRecentFile(const QString& file);
    void clearRecentFiles();

    // The language chosen in the Language menu ("en", "ur", "sw"); empty
    // until one is chosen (the system's language is used then).
    QString language() const;
    void setLanguage(const QString& code);

    // Who played each side last (a person or the computer at a level): two
    // people until set.
    PlayerSetup players() const;
    void setPlayers(const PlayerSetup& players);
    // Expert's thinking time per move, in milliseconds (kDefaultExpertTimeMs
    // until set; always within kMinExpertTimeMs..kMaxExpertTimeMs).
    int expertTimeMs() const;
    void setExpertTimeMs(int ms);
    // The processor's cores the computer uses (Settings ▸ Computer,
    // settings/cores.hpp): 0, all of them, until set; a number above the
    // machine's cores (a settings file from another machine) gives them all.
    int computerCores() const;
    void setComputerCores(int cores);
    // Show the perfect-play value of Tihbat positions (off until set).
    bool showPerfectPlay() const;
    void setShowPerfectPlay(bool show);
    // Mark the holes the player to move may play (off until set).
    // On unless turned off (View ▸ Show Playable Holes).
    bool showPlayableHoles() const;
    void setShowPlayableHoles(bool show);
    // The first start's welcome was offered (it is offered once).
    bool welcomed() const;
    void setWelcomed(bool welcomed);

    // The statistics' rows (settings/statistics.hpp counts them), in the
    // group "results", an entry a row: the game, the opponent ("computer"
    // with its level, "person" with a name, "side" with a side) and the
    // tally's numbers, each its own value. An entry that is not one (a
    // hand-edited or damaged file: an unknown game, a tally out of bounds)
    // is skipped; two of one game and opponent are one.
    QList<StatisticsRow> results();
    void setResults(const QList<StatisticsRow>& rows);
    void clearResults();

    // The Expert's endgame databases (play/endgame_store.hpp): up to this
    // many seeds on the board (kDefaultEndgameSeeds until set; 0 to
    // kMaxEndgameSeeds, the most the app builds: a hand-edited value above
    // is taken as that; `mancala-cli endgames build` makes larger ones),
    // kept in this folder (until set, "endgames" in the user's cache folder,
    // where `mancala-cli endgames build` puts them too). Not in the menus.
    static constexpr int kDefaultEndgameSeeds = 16;
    static constexpr int kMaxEndgameSeeds = 16;
    int endgameSeeds() const;
    void setEndgameSeeds(int seeds);
    QString endgameFolder() const;
    void setEndgameFolder(const QString& folder);

    // Sounds on (until set) and their volume, in percent (kDefaultSoundVolume
    // until set; always within 0..100).
    static constexpr int kDefaultSoundVolume = 50;
    bool soundOn() const;
    void setSoundOn(bool on);
    int soundVolume() const;
    void setSoundVolume(int percent);
    // The board's theme (Automatic until set).
    ThemeChoice boardTheme() const;
    void setBoardTheme(ThemeChoice theme);

    // The player's puzzles of a game (Game ▸ Puzzles), in the group
    // "puzzles/GAME": the rating (mancala::kStartingPlayerRating until set,
    // kept within the core's bounds) and the puzzles tried, each named by its
    // position's notation, in the list of those whose first attempt solved
    // them or of those it did not.
    PuzzleProgress puzzleProgress(GameId game) const;
    void setPuzzleProgress(GameId game, const PuzzleProgress& progress);
    // The clock of new games (none until set: no clock), kept as a
    // record's TimeControl text ("300+5"); anything else read is none.
    std::optional<TimeControl> timeControl() const;
    void setTimeControl(const std::optional<TimeControl>& control);
    // The game last practised (Tihbat until set).
    GameId puzzleGame() const;
    void setPuzzleGame(GameId game);

    void sync() { settings_.sync(); }

private:
    // Moves the statistics of older versions (settings/former_statistics.hpp)
    // into "results", and removes their group.
    void migrateFormerStatistics();

    QSettings settings_;
};

} // namespace mancala::ui
