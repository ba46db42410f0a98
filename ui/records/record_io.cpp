#include "records/record_io.hpp"

#include <QFile>
#include <QLocale>

#include <cerrno>
#include <cstring>
#include <string>

#include "i18n/wording.hpp"

namespace mancala::ui {

RecordFileRead readRecordFile(const QString& path) {
    RecordFileRead read;
    read.file = io::readRegularFile(QFile::encodeName(path).toStdString(), kMaxRecordBytes);
    if (read.file.ok()) {
        read.parsed = parseRecord(read.file.bytes);
        read.file.bytes.clear();
    }
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

namespace {

QString kindName(io::FileKind kind) {
    switch (kind) {
    case io::FileKind::Directory: return RecordFileWording::tr("It is a folder, not a file.");
    case io::FileKind::Fifo: return RecordFileWording::tr("It is a named pipe (FIFO), not a file.");
    case io::FileKind::CharacterDevice:
    case io::FileKind::BlockDevice: return RecordFileWording::tr("It is a device, not a file.");
    case io::FileKind::Socket: return RecordFileWording::tr("It is a socket, not a file.");
    case io::FileKind::Regular:
    case io::FileKind::Other: break;
    }
    return RecordFileWording::tr("It is not a regular file.");
}

QString systemReason(int error) {
    switch (error) {
    case ENOENT: return RecordFileWording::tr("There is no such file.");
    case EACCES:
    case EPERM: return RecordFileWording::tr("Mancala is not allowed to read it.");
    case ENAMETOOLONG: return RecordFileWording::tr("The file name is too long.");
    case ELOOP: return RecordFileWording::tr("Its symbolic links go round in a loop.");
    case EIO: return RecordFileWording::tr("The disk reported an error.");
    default: break;
    }
    return RecordFileWording::tr("The system said: %1")
        .arg(QChar(0x2068) + QString::fromLocal8Bit(std::strerror(error)) + QChar(0x2069));
}

} // namespace

QString RecordFileWording::notRead(const io::FileRead& f, const QString& tooLarge) {
    switch (f.status) {
    case io::FileRead::Status::Ok: break;
    case io::FileRead::Status::NotRegular: return kindName(f.kind);
    case io::FileRead::Status::TooLarge: return tooLarge;
    case io::FileRead::Status::CannotOpen: return tr("It cannot be opened: %1").arg(systemReason(f.error));
    case io::FileRead::Status::CannotRead: return tr("It cannot be read: %1").arg(systemReason(f.error));
    }
    return {};
}

QString RecordFileWording::problem(const RecordFileRead& read) {
    const io::FileRead& f = read.file;
    if (!f.ok())
        return notRead(f, tr("It is too large to be a game record: %1, and a record holds at most %2.")
                              .arg(QLocale().formattedDataSize(static_cast<qint64>(f.size)),
                                   QLocale().formattedDataSize(static_cast<qint64>(kMaxRecordBytes))));
    if (read.parsed.ok())
        return {};
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
