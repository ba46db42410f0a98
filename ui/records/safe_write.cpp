#include "records/safe_write.hpp"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cstring>
#include <string_view>

namespace mancala::ui {

QString visibleControls(QString text) {
    for (QChar& c : text) {
        const char16_t u = c.unicode();
        if (u < 0x20)
            c = QChar(char16_t(0x2400 + u)); // the Control Pictures block
        else if (u == 0x7F)
            c = QChar(char16_t(0x2421));
        else if (u >= 0x80 && u <= 0x9F)
            c = QChar(char16_t(0xFFFD));
    }
    return text;
}

QString pathInText(const QString& path) {
    const QString native = visibleControls(QDir::toNativeSeparators(path));
    QString shown(QChar(0x2066));
    for (qsizetype i = 0; i < native.size(); ++i) {
        shown += native[i];
        const bool pair = native[i].isHighSurrogate();
        if (i + 1 < native.size() && !pair && native[i] != QLatin1Char(' ') && native[i + 1] != QLatin1Char(' '))
            shown += QChar(0x2060); // word joiner: no line break here
    }
    return shown + QChar(0x2069);
}

FileWrite writeFileSafely(const QString& path, const QByteArray& bytes) {
    FileWrite w;
    w.path = QFileInfo(path).absoluteFilePath();
    const io::FileWrite written =
        io::writeFileSafely(QFile::encodeName(w.path).toStdString(),
                            std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    w.failed = written.failed;
    w.error = written.error;
    if (written.error != 0)
        w.systemError = QString::fromLocal8Bit(std::strerror(written.error));
    return w;
}

QString FileWriteWording::reason(const FileWrite& write) {
    switch (write.failed) {
    case FileWrite::Step::None: return {};
    case FileWrite::Step::NotAFile: return tr("It is a folder or a special file, not a regular file.");
    case FileWrite::Step::ShortWrite: return tr("Not all of it could be written.");
    case FileWrite::Step::Open:
    case FileWrite::Step::Write:
    case FileWrite::Step::Replace: break;
    }
    switch (write.error) {
    case ENOSPC:
    case EDQUOT: return tr("There is no space left on the disk.");
    case EROFS: return tr("The disk can only be read, not written.");
    case EACCES:
    case EPERM: return tr("Mancala is not allowed to write in that folder.");
    case ENOENT:
    case ENOTDIR: return tr("The folder does not exist.");
    case EFBIG: return tr("The file would be larger than the system allows.");
    case ENAMETOOLONG: return tr("The file name is too long.");
    case EIO: return tr("The disk reported an error.");
    default: break;
    }
    if (write.systemError.isEmpty())
        return tr("The file could not be written.");
    return tr("The system said: %1").arg(QChar(0x2068) + write.systemError + QChar(0x2069));
}

QString FileWriteWording::problem(const FileWrite& write) {
    if (write.ok())
        return {};
    const QFileInfo info(write.path);
    const QString kept = info.exists() ? tr("The file as it was is unchanged.") : tr("Nothing was written.");
    return reason(write) + QLatin1Char(' ') + kept + QLatin1Char('\n') +
           tr("Folder: %1").arg(pathInText(info.absolutePath()));
}

} // namespace mancala::ui
