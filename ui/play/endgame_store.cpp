#include "play/endgame_store.hpp"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>

#include <algorithm>
#include <span>
#include <utility>

#include "i18n/wording.hpp"
#include "play/build_gate.hpp"
#include "mancala/io/background.hpp"
#include "mancala/io/memory.hpp"
#include "mancala/io/regular_file.hpp"
#include "records/safe_write.hpp"
#include "session/search_worker.hpp"

namespace mancala::ui {
namespace {

// The database in the file at `path` if it is sound and the one asked for.
// Its header and size are checked first: a file not of this database is
// never read whole.
std::optional<EndgameDatabase> readDatabase(const QString& path, GameId game, int seeds) {
    const std::string name = QFile::encodeName(path).toStdString();
    const io::FileRead start = io::readRegularFileStart(name, kEndgameHeaderBytes);
    const EndgameHeader header = parseEndgameHeader(
        std::span(reinterpret_cast<const std::uint8_t*>(start.bytes.data()), start.bytes.size()), start.size);
    if (!start.ok() || header.error != EndgameFileError::None || header.game != game || header.seeds != seeds)
        return std::nullopt;
    const io::FileRead file = io::readRegularFile(name, static_cast<std::size_t>(endgameFileSize(seeds)));
    if (!file.ok())
        return std::nullopt;
    EndgameFileRead read =
        parseEndgames(std::span(reinterpret_cast<const std::uint8_t*>(file.bytes.data()), file.bytes.size()));
    if (!read.database || read.database->game() != game || read.database->maxSeeds() != seeds)
        return std::nullopt;
    return std::move(read.database);
}

// Writes the database to `path` (its folder made if need be); the reason in
// words when it could not be.
QString keep(const QString& path, const EndgameDatabase& database) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    const std::vector<std::uint8_t> bytes = serializeEndgames(database);
    const FileWrite write = writeFileSafely(
        path, QByteArray(reinterpret_cast<const char*>(bytes.data()), static_cast<qsizetype>(bytes.size())));
    return write.ok() ? QString() : FileWriteWording::reason(write);
}

QByteArray bytesOf(const std::vector<std::uint8_t>& bytes) {
    return QByteArray(reinterpret_cast<const char*>(bytes.data()), static_cast<qsizetype>(bytes.size()));
}

// The build under way in the file at `path` if it is sound as a file and
// the one asked for (its layers are checked with the database they make).
std::optional<EndgameBuildState> readBuild(const QString& path, GameId game, int seeds) {
    const std::size_t most = static_cast<std::size_t>(kEndgameHeaderBytes + 3 * endgamePositions(seeds));
    const io::FileRead file = io::readRegularFile(QFile::encodeName(path).toStdString(), most);
    if (!file.ok())
        return std::nullopt;
    std::optional<EndgameBuildState> state =
        parseEndgameBuild(std::span(reinterpret_cast<const std::uint8_t*>(file.bytes.data()), file.bytes.size()));
    if (!state || state->game != game || state->maxSeeds != seeds)
        return std::nullopt;
    return state;
}

// Why a build of `seeds` seeds on `threads` threads is not begun (the memory
// it needs, which the machine does not have free), or nothing.
std::optional<QString> tooLargeToBuild(int seeds, int threads) {
    const std::uint64_t needed = endgameBuildMemory(seeds, threads);
    const std::optional<std::uint64_t> available = io::availableMemory();
    if (!available || needed <= *available)
        return std::nullopt;
    const QLocale locale;
    return EndgameStore::tr("it needs %1 of memory and %2 is free", "two amounts of memory")
        .arg(Wording::isolate(locale.formattedDataSize(static_cast<qint64>(needed))),
             Wording::isolate(locale.formattedDataSize(static_cast<qint64>(*available))));
}

// What a job tells the store; each runs queued on the store's thread, and
// only while the job is the store's current one, except paused.
struct JobReport {
    std::function<void(int)> progress;
    std::function<void()> yielded;
    std::function<void()> distrusted;
    std::function<void(const QString&)> notBuilt;
    std::function<void(const std::shared_ptr<const EndgameDatabase>&, const QString&)> ready;
    std::function<void()> paused;
};

// One job of the store for one game, on its thread: the database read from
// its file, or its build begun, resumed or finished.
class BuildJob {
public:
    BuildJob(GameId game, int seeds, int threads, QString path, QString partialPath, std::shared_ptr<KeptBuild> kept,
             std::shared_ptr<BuildGate> gate)
        : game_(game), seeds_(seeds), threads_(threads), path_(std::move(path)), partialPath_(std::move(partialPath)),
          kept_(std::move(kept)), gate_(std::move(gate)) {}

    void run(const std::stop_token& stop, const JobReport& report) const {
        io::lowerThisThreadPriority();
        std::optional<KeptBuild::Taken> taken = kept_->take(stop);
        if (!taken)
            return;
        KeptBuild::Contents& build = **taken;
        if (!build.state && !beginBuild(build, stop, report))
            return;
        for (;;) {
            if (!continueBuild(*build.state, stop, report)) {
                io::giveBackFreeMemory();
                report.paused();
                return;
            }
            const std::optional<bool> sound = checkResumed(build, stop, report);
            if (!sound) {
                report.paused();
                return;
            }
            if (*sound)
                break;
            QFile::remove(partialPath_);
            report.distrusted();
            build = {};
            if (!beginBuild(build, stop, report))
                return;
        }
        auto db = std::make_shared<const EndgameDatabase>(finishEndgames(std::move(*build.state)).database);
        build = {};
        io::giveBackFreeMemory();
        const QString problem = keep(path_, *db);
        QFile::remove(partialPath_);
        report.ready(db, problem);
    }

private:
    // Nothing in memory: the file of the database, else that of a build
    // under way, else a new build. False when there is nothing to build
    // (the database was read, or cannot be built, or a stop came first).
    bool beginBuild(KeptBuild::Contents& build, const std::stop_token& stop, const JobReport& report) const {
        if (std::optional<EndgameDatabase> read = readDatabase(path_, game_, seeds_)) {
            // Its checksum anyone can recompute: every entry must follow from its moves'.
            const EndgameCheck check = verifyEndgames(*read, {}, stop, pauseFor(stop, report), threads_);
            if (!check.finished)
                return false;
            if (check.sound) {
                report.ready(std::make_shared<const EndgameDatabase>(std::move(*read)), {});
                return false;
            }
            report.distrusted();
        }
        if (std::optional<EndgameBuildState> state = readBuild(partialPath_, game_, seeds_)) {
            build = {std::move(state), true};
            return true;
        }
        if (const std::optional<QString> why = tooLargeToBuild(seeds_, threads_)) {
            report.notBuilt(*why);
            return false;
        }
        build = {startEndgames(game_, seeds_), false};
        return true;
    }

    // The layers not done yet; after each, the build so far into its file.
    bool continueBuild(EndgameBuildState& state, const std::stop_token& stop, const JobReport& report) const {
        int shown = static_cast<int>(100 * state.entries.size() / endgamePositions(seeds_));
        report.progress(shown); // a build resumed goes on from there
        const auto progress = [&](const EndgameBuildProgress& p) {
            const int percent = static_cast<int>(100 * p.done / p.total);
            if (percent != shown) {
                shown = percent;
                report.progress(percent);
            }
            if (p.finished != nullptr && !state.finished())
                keepPartial(state);
        };
        return continueEndgames(state, progress, stop, pauseFor(stop, report), threads_);
    }

    // Whether the database of a finished build holds where some of its
    // layers came from a file; nothing when a stop came first.
    std::optional<bool> checkResumed(const KeptBuild::Contents& build, const std::stop_token& stop,
                                     const JobReport& report) const {
        if (!build.fromDisk)
            return true;
        const EndgameDatabase db(game_, seeds_, build.state->entries);
        const EndgameCheck check = verifyEndgames(db, {}, stop, pauseFor(stop, report), threads_);
        if (!check.finished)
            return std::nullopt;
        return check.sound;
    }

    // The pause point: while the gate is held, yielded(), then the wait.
    EndgamePause pauseFor(const std::stop_token& stop, const JobReport& report) const {
        return [this, &stop, &report] {
            if (!gate_->held())
                return;
            report.yielded();
            gate_->waitWhileHeld(stop);
        };
    }

    // The build so far into its file, to be resumed after the app ends; a
    // file that cannot be written only means the build is not resumed then.
    void keepPartial(const EndgameBuildState& state) const {
        QDir().mkpath(QFileInfo(partialPath_).absolutePath());
        writeFileSafely(partialPath_, bytesOf(serializeEndgameBuild(state)));
    }

    GameId game_;
    int seeds_;
    int threads_;
    QString path_;
    QString partialPath_;
    std::shared_ptr<KeptBuild> kept_;
    std::shared_ptr<BuildGate> gate_;
};

} // namespace

EndgameStore::EndgameStore(const QString& folder, int seeds, QObject* parent)
    : QObject(parent), folder_(folder), seeds_(seeds), gate_(std::make_shared<BuildGate>()),
      worker_(new SearchWorker(this)) {
    setObjectName(QStringLiteral("endgameStore"));
    for (Slot& slot : slots_)
        slot.kept = std::make_shared<KeptBuild>();
    connect(worker_, &SearchWorker::failed, this, [this](const QString& why) {
        if (working_)
            onNotBuilt(*working_, why);
    });
    connect(worker_, &SearchWorker::finished, this, &EndgameStore::ended);
}

EndgameStore::~EndgameStore() {
    delete worker_;
}

std::optional<std::size_t> EndgameStore::slotOf(GameId game) noexcept {
    if (game == GameId::DjenonAboure)
        return 0;
    if (game == GameId::Ayoayo)
        return 1;
    if (game == GameId::Oware)
        return 2;
    return std::nullopt;
}

QString EndgameStore::fileOf(GameId game) const {
    return QDir(folder_).filePath(
        QStringLiteral("%1-%2.endgames")
            .arg(QString::fromUtf8(gameIdString(game).data(), static_cast<qsizetype>(gameIdString(game).size())))
            .arg(seeds_));
}

QString EndgameStore::partialFileOf(GameId game) const {
    return fileOf(game) + QStringLiteral(".partial");
}

std::shared_ptr<const EndgameDatabase> EndgameStore::database(GameId game) {
    setPlaying(game);
    const std::optional<std::size_t> slot = slotOf(game);
    if (!slot || seeds_ <= 0)
        return nullptr;
    const Work work = slots_[*slot].work;
    if (work == Work::NotAsked || work == Work::Paused)
        start(game);
    return slots_[*slot].database;
}

void EndgameStore::setPlaying(GameId game) {
    if (working_ && *working_ != game)
        stopWorking();
}

void EndgameStore::setHeld(bool held) {
    gate_->setHeld(held);
}

void EndgameStore::setThreads(int threads) {
    threads_ = std::clamp(threads, 1, kMaxEndgameThreads);
}

std::optional<EndgameStore::Building> EndgameStore::building() const {
    if (!working_)
        return std::nullopt;
    if (const std::optional<int> p = slots_[*slotOf(*working_)].percent)
        return Building{*working_, *p};
    return std::nullopt;
}

bool EndgameStore::isWorking() const {
    return worker_->isBusy();
}

void EndgameStore::start(GameId game) {
    Slot& slot = slots_[*slotOf(game)];
    slot.work = Work::Working;
    working_ = game;
    BuildJob job(game, seeds_, threads_, fileOf(game), partialFileOf(game), slot.kept, gate_);
    worker_->start([this, game, job = std::move(job)](std::stop_token stop, const SearchWorker::Deliver& deliver) {
        JobReport report;
        report.progress = [this, game, &deliver](int percent) {
            deliver([this, game, percent] { onProgress(game, percent); });
        };
        report.yielded = [this, game, &deliver] { deliver([this, game] { emit yielded(game); }); };
        report.distrusted = [this, game, &deliver] { deliver([this, game] { emit distrusted(game); }); };
        report.notBuilt = [this, game, &deliver](const QString& why) {
            deliver([this, game, why] { onNotBuilt(game, why); });
        };
        report.ready = [this, game, &deliver](const std::shared_ptr<const EndgameDatabase>& db,
                                              const QString& problem) {
            deliver([this, game, db, problem] { onReady(game, db, problem); });
        };
        // Told even when the job was cancelled: the store is whole until its worker has joined this thread.
        report.paused = [this, game] {
            QMetaObject::invokeMethod(
                this, [this, game] { emit paused(game); }, Qt::QueuedConnection);
        };
        job.run(stop, report);
    });
}

// The work under way stops; a build keeps its finished layers for later.
void EndgameStore::stopWorking() {
    Slot& slot = slots_[*slotOf(*working_)];
    worker_->cancel();
    working_.reset();
    slot.work = Work::Paused;
    if (slot.percent) {
        slot.percent.reset();
        emit buildingChanged();
    }
}

void EndgameStore::ended() {
    // A job that ended without a result (it was stopped before it began) is asked again later.
    if (!working_)
        return;
    Slot& slot = slots_[*slotOf(*working_)];
    if (slot.work == Work::Working)
        slot.work = Work::Paused;
    working_.reset();
}

void EndgameStore::onNotBuilt(GameId game, const QString& reason) {
    Slot& slot = slots_[*slotOf(game)];
    slot.work = Work::GivenUp;
    const bool building = slot.percent.has_value();
    slot.percent.reset();
    if (building)
        emit buildingChanged();
    emit notBuilt(game, reason);
}

void EndgameStore::onProgress(GameId game, int percent) {
    slots_[*slotOf(game)].percent = percent;
    emit buildingChanged();
}

void EndgameStore::onReady(GameId game, const std::shared_ptr<const EndgameDatabase>& database,
                           const QString& problem) {
    Slot& slot = slots_[*slotOf(game)];
    slot.database = database;
    slot.work = Work::Ready;
    const bool built = slot.percent.has_value();
    slot.percent.reset();
    if (built)
        emit buildingChanged();
    emit ready(game);
    if (!problem.isEmpty())
        emit notKept(game, problem);
}

} // namespace mancala::ui
