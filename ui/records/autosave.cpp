#include "records/autosave.hpp"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>

namespace mancala::ui {

namespace {

// A lock that does not read is stale once it is older than this: an instance
// that is taking it has written it by then.
constexpr int kUnreadableLockGraceSeconds = 10;

QString slotName(int slot, const char* suffix) {
    return slot == 1 ? QStringLiteral("autosave.%1").arg(QLatin1String(suffix))
                     : QStringLiteral("autosave-%1.%2").arg(slot).arg(QLatin1String(suffix));
}

// The lock of a slot if it is free: a lock whose process is gone is free, and
// so is one that does not read (empty or garbage) once it is old enough.
std::unique_ptr<QLockFile> takeSlot(const QDir& dir, int slot) {
    const QString path = dir.filePath(slotName(slot, "lock"));
    auto lock = std::make_unique<QLockFile>(path);
    // Never stale by age: only when the process that took it is gone.
    lock->setStaleLockTime(0);
    if (lock->tryLock(0))
        return lock;
    qint64 pid = 0;
    QString host, app;
    const QFileInfo info(path);
    if (lock->error() != QLockFile::LockFailedError || lock->getLockInfo(&pid, &host, &app) || !info.isFile() ||
        info.lastModified().secsTo(QDateTime::currentDateTime()) < kUnreadableLockGraceSeconds)
        return nullptr;
    return lock->removeStaleLockFile() && lock->tryLock(0) ? std::move(lock) : nullptr;
}

// "damaged-autosave-20261201-081302.mancala" beside `file`, a name not taken.
QString asideName(const QString& file) {
    const QDir dir = QFileInfo(file).dir();
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString aside = dir.filePath(QStringLiteral("damaged-autosave-%1.mancala").arg(stamp));
    for (int n = 2; QFileInfo::exists(aside) || QFileInfo(aside).isSymLink(); ++n)
        aside = dir.filePath(QStringLiteral("damaged-autosave-%1-%2.mancala").arg(stamp).arg(n));
    return aside;
}

} // namespace

Autosave::Autosave(const QString& directory) {
    const QDir dir(directory);
    if (!dir.mkpath(QStringLiteral(".")))
        return;
    int claimed = 0;
    for (int slot = 1; slot <= kSlots && !lock_; ++slot) {
        if ((lock_ = takeSlot(dir, slot))) {
            claimed = slot;
            path_ = dir.filePath(slotName(slot, "mancala"));
        }
    }
    if (!lock_)
        return;
    if ((leftOver_ = readLeftOver(path_))) {
        leftOverPath_ = path_;
        return;
    }
    // Any other slot whose lock is free may hold a game its instance left behind.
    for (int slot = 1; slot <= kSlots; ++slot) {
        if (slot == claimed)
            continue;
        std::unique_ptr<QLockFile> lock = takeSlot(dir, slot);
        if (!lock)
            continue;
        const QString file = dir.filePath(slotName(slot, "mancala"));
        if ((leftOver_ = readLeftOver(file))) {
            leftOverPath_ = file;
            leftOverLock_ = std::move(lock);
            return;
        }
    }
}

std::optional<Record> Autosave::readLeftOver(const QString& file) {
    const QFileInfo info(file);
    if (!info.exists() && !info.isSymLink())
        return std::nullopt;
    const RecordFileRead read = readRecordFile(file);
    if (read.ok())
        return read.parsed.record;
    const QString aside = asideName(file);
    if (QFile::rename(file, aside))
        damaged_.push_back({aside, RecordFileWording::problem(read)});
    else
        qWarning("Mancala: cannot keep the damaged autosave %s aside", qUtf8Printable(file));
    return std::nullopt;
}

void Autosave::settleLeftOver(bool restored) {
    if (!leftOver_)
        return;
    const bool own = leftOverPath_ == path_;
    if (!own || !restored)
        QFile::remove(leftOverPath_);
    if (own && !restored)
        written_.reset();
    leftOver_.reset();
    leftOverPath_.clear();
    leftOverLock_.reset();
}

Autosave::~Autosave() = default;

RecordFileWrite Autosave::write(const Record& record) {
    if (!isActive() || record == written_)
        return {};
    RecordFileWrite write = writeRecordFile(path_, record);
    if (write.ok())
        written_ = record;
    return write;
}

void Autosave::clear() {
    if (!isActive())
        return;
    QFile::remove(path_);
    written_.reset();
}

} // namespace mancala::ui
