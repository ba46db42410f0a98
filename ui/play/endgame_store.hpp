// The Expert's endgame databases in the app (mancala/endgames.hpp), one for
// Djenon-aboure, one for Ayoayo and one for Oware, each up to Settings::endgameSeeds() seeds
// on the board. Nothing happens until the Expert first needs one (database()
// is asked): then, on a SearchWorker thread, its file in the folder
// (GAME-N.endgames, as `mancala-cli endgames build` writes it) is read if it
// is a regular file and checked whole (mancala::parseEndgames, then every
// entry against its moves' by mancala::verifyEndgames); a file missing, cut
// short, changed, forged, of another version or for other seeds is never
// trusted but built again (progress() meanwhile) and written back
// through writeFileSafely. The database is then kept in memory for the
// window's lifetime and handed to every search; the build's own memory is
// given back (io::giveBackFreeMemory).
//
// The work gives way (DESIGN.md, "The endgame databases' background work"):
// - one game at a time, the one being played (setPlaying(), and database()
//   asked for a game): another game's build stops at once and keeps every
//   layer it finished, in memory and in its file (GAME-N.endgames.partial,
//   after each layer), and goes on from there when its game is played again
//   (a build resumed from a file is checked whole before it is used);
// - at the least priority (io::lowerThisThreadPriority), and not at all
//   while the computer player searches (setHeld(): it waits at its next
//   pause point, yielded());
// - it stops at once when the store is destroyed (the window closes);
// - it takes the threads it is given (setThreads(): the window gives it the
//   cores the computer's search leaves, settings/cores.hpp), which share
//   each layer's work (mancala::continueEndgames) and each check's, with
//   the same bytes out.
#pragma once

#include <QObject>
#include <QString>

#include <array>
#include <cstdint>
#include <memory>
#include <optional>

#include "mancala/endgames.hpp"

namespace mancala::ui {

class BuildGate;
class KeptBuild;
class SearchWorker;

class EndgameStore : public QObject {
    Q_OBJECT
public:
    EndgameStore(const QString& folder, int seeds, QObject* parent = nullptr);
    ~EndgameStore() override;

    int seeds() const noexcept { return seeds_; }
    // The database's file: FOLDER/GAME-N.endgames.
    QString fileOf(GameId game) const;
    // The file of a build under way: FOLDER/GAME-N.endgames.partial.
    QString partialFileOf(GameId game) const;

    // The database of `game` if it is ready; nothing otherwise (then it is
    // read, built or its build resumed in the background). Nothing ever for
    // Tihbat, Bao la Kimasai and Kalah, or with 0 seeds. `game` is the one being
    // played from now on (setPlaying).
    std::shared_ptr<const EndgameDatabase> database(GameId game);
    // The game being played: the work for any other game stops, its
    // finished layers kept (paused() once its thread has let go of them).
    void setPlaying(GameId game);
    // While held (the computer player searches) the work waits.
    void setHeld(bool held);
    // The threads of each job begun from now on (1 until set; at most
    // kMaxEndgameThreads); a job under way keeps its own.
    void setThreads(int threads);
    int threads() const noexcept { return threads_; }

    // A database being built (not read): which, and how far, in percent.
    struct Building {
        GameId game = GameId::DjenonAboure;
        int percent = 0;
    };
    std::optional<Building> building() const;
    bool isWorking() const; // reading or building

signals:
    // building() changed: a build began, went on a percent, paused or ended.
    void buildingChanged();
    // The database of `game` is ready (database() gives it from now on).
    void ready(mancala::GameId game);
    // It works, but its file could not be written: the reason, in words
    // (FileWriteWording::reason); it is built again next time.
    void notKept(mancala::GameId game, const QString& reason);
    // Its file, or the file of its build under way, was read but an entry
    // does not follow from its moves' (a forged or broken file): not used,
    // built again.
    void distrusted(mancala::GameId game);
    // It was not built: why, in words to follow "because" (the machine has
    // too little memory free for it, which is checked before a build
    // begins, or the build failed); the Expert searches without it, and it
    // is tried again next time the app starts.
    void notBuilt(mancala::GameId game, const QString& reason);
    // The build of `game` stopped for another game (or the store's end):
    // its thread has let go, every layer it finished kept for later.
    void paused(mancala::GameId game);
    // The work for `game` waits while the store is held (building() says how far it is).
    void yielded(mancala::GameId game);

private:
    enum class Work : std::uint8_t { NotAsked, Working, Paused, Ready, GivenUp };
    struct Slot {
        std::shared_ptr<const EndgameDatabase> database;
        std::shared_ptr<KeptBuild> kept;
        Work work = Work::NotAsked;
        std::optional<int> percent; // while building
    };
    static std::optional<std::size_t> slotOf(GameId game) noexcept;
    void start(GameId game);
    void stopWorking();
    void onNotBuilt(GameId game, const QString& reason);
    void onProgress(GameId game, int percent);
    void onReady(GameId game, const std::shared_ptr<const EndgameDatabase>& database, const QString& problem);
    void ended();

    QString folder_;
    int seeds_;
    int threads_ = 1;
    std::array<Slot, 3> slots_;
    std::optional<GameId> working_; // the game whose work runs
    std::shared_ptr<BuildGate> gate_;
    SearchWorker* worker_; // destroyed first: its thread is joined while the store is whole
};

} // namespace mancala::ui
