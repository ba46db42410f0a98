#include "autosave.hpp"

#include <QDir>
#include <QFile>
#include <QLockFile>

#include <string>

#include "record_io.hpp"

namespace mancala::ui {

namespace {

QString slotName(int slot, const char* suffix) {
    return slot == 1 ? QStringLiteral("autosave.%1").arg(QLatin1String(suffix))
                     : QStringLiteral("autosave-%1.%2").arg(slot).arg(QLatin1String(suffix));
}

// The lock of a slot if it is free (a lock whose process is gone is free).
std::unique_ptr<QLockFile> takeSlot(const QDir& dir, int slot) {
    auto lock = std::make_unique<QLockFile>(dir.filePath(slotName(slot, "lock")));
    // Never stale by age: only when the process that took it is gone.
    lock->setStaleLockTime(0);
    return lock->tryLock(0) ? std::move(lock) : nullptr;
}

std::optional<Record> recordIn(const QString& path) {
    if (!QFile::exists(path))
        return std::nullopt;
    const RecordFileRead read = readRecordFile(path);
    return read.ok() ? std::optional<Record>(read.parsed.record) : std::nullopt;
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
    if ((leftOver_ = recordIn(path_))) {
        leftOverPath_ = path_;
        return;
    }
    // The slots before the one claimed are all taken; a later one may hold a
    // game its instance left behind.
    for (int slot = claimed + 1; slot <= kSlots; ++slot) {
        std::unique_ptr<QLockFile> lock = takeSlot(dir, slot);
        if (!lock)
            continue;
        const QString file = dir.filePath(slotName(slot, "mancala"));
        if ((leftOver_ = recordIn(file))) {
            leftOverPath_ = file;
            leftOverLock_ = std::move(lock);
            return;
        }
    }
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
