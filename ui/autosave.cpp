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

} // namespace

Autosave::Autosave(const QString& directory) {
    const QDir dir(directory);
    if (!dir.mkpath(QStringLiteral(".")))
        return;
    for (int slot = 1; slot <= kSlots; ++slot) {
        auto lock = std::make_unique<QLockFile>(dir.filePath(slotName(slot, "lock")));
        // Never stale by age: only when the process that took it is gone.
        lock->setStaleLockTime(0);
        if (!lock->tryLock(0))
            continue;
        lock_ = std::move(lock);
        path_ = dir.filePath(slotName(slot, "mancala"));
        if (QFile::exists(path_)) {
            const RecordFileRead read = readRecordFile(path_);
            if (read.ok())
                leftOver_ = read.parsed.record;
        }
        return;
    }
}

Autosave::~Autosave() = default;

bool Autosave::write(const Record& record, QString* error) {
    if (!isActive())
        return false;
    const std::string text = writeRecord(record);
    const QByteArray bytes(text.data(), static_cast<qsizetype>(text.size()));
    if (bytes == written_)
        return true;
    if (!writeTextFile(path_, bytes, error))
        return false;
    written_ = bytes;
    return true;
}

void Autosave::clear() {
    if (!isActive())
        return;
    QFile::remove(path_);
    written_.clear();
}

} // namespace mancala::ui
