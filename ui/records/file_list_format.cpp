#include "records/file_list_format.hpp"

#include <QDateTime>
#include <QFileInfo>
#include <QFileSystemModel>
#include <QGuiApplication>
#include <QLocale>

#include <array>

#include "i18n/wording.hpp"

namespace mancala::ui {

QVariant FileListFormat::data(const QModelIndex& index, int role) const {
    const auto* files = qobject_cast<const QFileSystemModel*>(sourceModel());
    // Right to left, a size reads from the column's start, as the type beside
    // it does: its number first, at the start, and its word clear of the
    // next column (Qt's trailing alignment put "210 بائٹ" against it).
    if (role == Qt::TextAlignmentRole && index.column() == Size && QGuiApplication::isRightToLeft())
        return static_cast<int>(Qt::AlignLeading | Qt::AlignVCenter);
    // Qt sizes the columns itself (no public interface reaches them): a word
    // cut short there reads whole in its tooltip.
    if (role == Qt::ToolTipRole && index.column() != Name)
        return data(index, Qt::DisplayRole);
    if (role != Qt::DisplayRole || files == nullptr || index.column() == Name)
        return QIdentityProxyModel::data(index, role);
    const QFileInfo file = files->fileInfo(mapToSource(index));
    switch (index.column()) {
    case Size: return file.isDir() ? QString() : size(file.size());
    case Type: return file.isDir() ? QIdentityProxyModel::data(index, role) : QVariant(type(file));
    case Modified: return modified(file.lastModified());
    default: return QIdentityProxyModel::data(index, role);
    }
}

QString FileListFormat::size(qint64 bytes) {
    if (bytes < 1000)
        return Wording::isolate(tr("%n byte(s)", "file size", static_cast<int>(bytes)));
    const std::array units{tr("%1 KB", "file size, 1000 bytes"), tr("%1 MB", "file size, 10^6 bytes"),
                           tr("%1 GB", "file size, 10^9 bytes"), tr("%1 TB", "file size, 10^12 bytes")};
    double value = static_cast<double>(bytes) / 1000.0;
    std::size_t unit = 0;
    while (value >= 999.5 && unit + 1 < units.size()) { // "1000 KB" reads as "1.0 MB"
        value /= 1000.0;
        ++unit;
    }
    const QString number = QLocale().toString(value, 'f', value < 9.95 ? 1 : 0);
    return Wording::isolate(units[unit].arg(number));
}

QString FileListFormat::type(const QFileInfo& file) {
    const QString suffix = file.suffix();
    if (suffix.compare(QLatin1String("mancala"), Qt::CaseInsensitive) == 0)
        return tr("Mancala game");
    if (suffix.isEmpty())
        return tr("File");
    //: A file's type by its name's ending, as in "TXT file".
    return tr("%1 file").arg(Wording::isolate(suffix.toUpper()));
}

QString FileListFormat::modified(const QDateTime& time) {
    return Wording::isolate(QLocale().toString(time, QLocale::ShortFormat));
}

} // namespace mancala::ui
