#include "record_io.hpp"

#include <QFile>
#include <QFileInfo>

#include <string>

#include "wording.hpp"

namespace mancala::ui {

RecordFileRead readRecordFile(const QString& path) {
    RecordFileRead read;
    if (QFileInfo(path).isDir()) {
        read.status = RecordFileRead::Status::CannotRead;
        read.systemError = RecordFileWording::tr("It is a folder, not a file.");
        return read;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        read.status = RecordFileRead::Status::CannotOpen;
        read.systemError = file.errorString();
        return read;
    }
    // One byte more than a record may hold, so that parseRecord says TooLarge
    // without a huge file ever being read whole.
    const QByteArray bytes = file.read(static_cast<qint64>(kMaxRecordBytes) + 1);
    if (file.error() != QFileDevice::NoError) {
        read.status = RecordFileRead::Status::CannotRead;
        read.systemError = file.errorString();
        return read;
    }
    read.parsed = parseRecord(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (!read.parsed.ok())
        read.status = RecordFileRead::Status::NotARecord;
    return read;
}

RecordFileWrite writeRecordFile(const QString& path, const Record& record) {
    RecordFileWrite write;
    write.record = recordWriteError(record);
    if (write.record != RecordWriteError::None)
        return write;
    const std::string text = writeRecord(record);
    write.file = writeFileSafely(path, QByteArray(text.data(), static_cast<qsizetype>(text.size())));
    return write;
}

QString RecordFileWording::problem(const RecordFileRead& read) {
    switch (read.status) {
    case RecordFileRead::Status::Ok: return {};
    case RecordFileRead::Status::CannotOpen: return tr("It cannot be opened: %1").arg(read.systemError);
    case RecordFileRead::Status::CannotRead: return tr("It cannot be read: %1").arg(read.systemError);
    case RecordFileRead::Status::NotARecord: break;
    }
    const RecordParseError& e = read.parsed.error;
    return tr("Line %1, column %2: %3").arg(e.line).arg(e.column).arg(Wording::recordError(e, read.parsed.record.game));
}

QString RecordFileWording::reason(const RecordFileWrite& write) {
    if (write.record == RecordWriteError::None)
        return FileWriteWording::reason(write.file);
    return Wording::recordWriteError(write.record);
}

QString RecordFileWording::problem(const RecordFileWrite& write) {
    if (write.record == RecordWriteError::None)
        return FileWriteWording::problem(write.file);
    return Wording::recordWriteError(write.record) + QLatin1Char(' ') + tr("Nothing was written.");
}

} // namespace mancala::ui
