// The Expert's endgame databases in the app (mancala/endgames.hpp), one for
// Djenon-aboure and one for Ayoayo, each up to Settings::endgameSeeds() seeds
// on the board. Nothing happens until the Expert first needs one (database()
// is asked): then, on a SearchWorker thread, its file in the folder
// (GAME-N.endgames, as `mancala-cli endgames build` writes it) is read if it
// is a regular file and checked whole (mancala::parseEndgames, then every
// entry against its moves' by mancala::verifyEndgames); a file missing, cut
// short, changed, forged, of another version or for other seeds is never
// trusted but built again (progress() meanwhile) and written back
// through writeFileSafely. The database is then kept in memory for the
// window's lifetime and handed to every search.
#pragma once

#include <QObject>
#include <QString>

#include <array>
#include <memory>
#include <optional>

#include "mancala/endgames.hpp"

namespace mancala::ui {

class SearchWorker;

class EndgameStore : public QObject {
    Q_OBJECT
public:
    EndgameStore(const QString& folder, int seeds, QObject* parent = nullptr);

    int seeds() const noexcept { return seeds_; }
    // The database's file: FOLDER/GAME-N.endgames.
    QString fileOf(GameId game) const;

    // The database of `game` if it is ready; nothing otherwise (then, the
    // first time, it is read or built in the background). Nothing ever for
    // Tihbat and Bao la Kimasai, or with 0 seeds.
    std::shared_ptr<const EndgameDatabase> database(GameId game);

    // A database being built (not read): which, and how far, in percent.
    struct Building {
        GameId game = GameId::DjenonAboure;
        int percent = 0;
    };
    std::optional<Building> building() const;
    bool isWorking() const; // reading or building

signals:
    // building() changed: a build began, went on a percent, or ended.
    void buildingChanged();
    // The database of `game` is ready (database() gives it from now on).
    void ready(mancala::GameId game);
    // It works, but its file could not be written: the reason, in words
    // (FileWriteWording::reason); it is built again next time.
    void notKept(mancala::GameId game, const QString& reason);
    // Its file was read but an entry does not follow from its moves' (a
    // forged or broken file): not used, built again.
    void distrusted(mancala::GameId game);
    // It was not built: why, in words to follow "because" (the machine has
    // too little memory free for it, which is checked before a build
    // begins, or the build failed); the Expert searches without it, and it
    // is tried again next time the app starts.
    void notBuilt(mancala::GameId game, const QString& reason);

private:
    struct Slot {
        std::shared_ptr<const EndgameDatabase> database;
        SearchWorker* worker = nullptr;
        bool started = false;
        std::optional<int> percent; // while building
    };
    static std::optional<std::size_t> slotOf(GameId game) noexcept;
    void start(GameId game);
    // Why a build of `seeds` seeds is not begun (the memory it needs, which
    // the machine does not have free), or nothing.
    static std::optional<QString> tooLargeToBuild(int seeds);
    void onNotBuilt(GameId game, const QString& reason);
    void onProgress(GameId game, int percent);
    void onReady(GameId game, const std::shared_ptr<const EndgameDatabase>& database, const QString& problem);

    QString folder_;
    int seeds_;
    std::array<Slot, 2> slots_;
};

} // namespace mancala::ui
