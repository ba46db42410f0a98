#include "play/endgame_store.hpp"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>

#include <span>

#include "i18n/wording.hpp"
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

} // namespace

EndgameStore::EndgameStore(const QString& folder, int seeds, QObject* parent)
    : QObject(parent), folder_(folder), seeds_(seeds) {
    setObjectName(QStringLiteral("endgameStore"));
}

std::optional<std::size_t> EndgameStore::slotOf(GameId game) noexcept {
    if (game == GameId::DjenonAboure)
        return 0;
    if (game == GameId::Ayoayo)
        return 1;
    return std::nullopt;
}

QString EndgameStore::fileOf(GameId game) const {
    return QDir(folder_).filePath(QStringLiteral("%1-%2.endgames")
                                      .arg(QString::fromUtf8(gameIdString(game).data(),
                                                             static_cast<qsizetype>(gameIdString(game).size())))
                                      .arg(seeds_));
}

std::shared_ptr<const EndgameDatabase> EndgameStore::database(GameId game) {
    const std::optional<std::size_t> slot = slotOf(game);
    if (!slot || seeds_ <= 0)
        return nullptr;
    if (!slots_[*slot].started)
        start(game);
    return slots_[*slot].database;
}

std::optional<EndgameStore::Building> EndgameStore::building() const {
    for (GameId game : {GameId::DjenonAboure, GameId::Ayoayo})
        if (const std::optional<int> p = slots_[*slotOf(game)].percent)
            return Building{game, *p};
    return std::nullopt;
}

bool EndgameStore::isWorking() const {
    for (const Slot& s : slots_)
        if (s.worker != nullptr && s.worker->isBusy())
            return true;
    return false;
}

void EndgameStore::start(GameId game) {
    Slot& slot = slots_[*slotOf(game)];
    slot.started = true;
    slot.worker = new SearchWorker(this);
    connect(slot.worker, &SearchWorker::failed, this, [this, game](const QString& why) { onNotBuilt(game, why); });
    const QString path = fileOf(game);
    const int seeds = seeds_;
    slot.worker->start([this, game, path, seeds](std::stop_token stop, const SearchWorker::Deliver& deliver) {
        if (std::optional<EndgameDatabase> read = readDatabase(path, game, seeds)) {
            // Its checksum anyone can recompute: every entry must follow from its moves'.
            const EndgameCheck check = verifyEndgames(*read, {}, stop);
            if (!check.finished)
                return;
            if (check.sound) {
                auto db = std::make_shared<const EndgameDatabase>(std::move(*read));
                deliver([this, game, db] { onReady(game, db, {}); });
                return;
            }
            deliver([this, game] { emit distrusted(game); });
        }
        if (const std::optional<QString> why = tooLargeToBuild(seeds)) {
            deliver([this, game, why] { onNotBuilt(game, *why); });
            return;
        }
        int shown = -1;
        const auto progress = [&](const EndgameBuildProgress& p) {
            const int percent = static_cast<int>(100 * p.done / p.total);
            if (percent != shown) {
                shown = percent;
                deliver([this, game, percent] { onProgress(game, percent); });
            }
        };
        std::optional<EndgameBuild> build = buildEndgames(game, seeds, progress, stop);
        if (!build)
            return;
        auto db = std::make_shared<const EndgameDatabase>(std::move(build->database));
        const QString problem = keep(path, *db);
        deliver([this, game, db, problem] { onReady(game, db, problem); });
    });
}

std::optional<QString> EndgameStore::tooLargeToBuild(int seeds) {
    const std::uint64_t needed = endgameBuildMemory(seeds);
    const std::optional<std::uint64_t> available = io::availableMemory();
    if (!available || needed <= *available)
        return std::nullopt;
    const QLocale locale;
    return tr("it needs %1 of memory and %2 is free", "two amounts of memory")
        .arg(Wording::isolate(locale.formattedDataSize(static_cast<qint64>(needed))),
             Wording::isolate(locale.formattedDataSize(static_cast<qint64>(*available))));
}

void EndgameStore::onNotBuilt(GameId game, const QString& reason) {
    Slot& slot = slots_[*slotOf(game)];
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
    const bool built = slot.percent.has_value();
    slot.percent.reset();
    if (built)
        emit buildingChanged();
    emit ready(game);
    if (!problem.isEmpty())
        emit notKept(game, problem);
}

} // namespace mancala::ui
