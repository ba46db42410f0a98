// The file list of the Open and Save dialogs in the interface's language.
// Qt's file-system model words sizes and dates in the system's locale and
// the type of a file by the MIME database, which has no Urdu or Swahili:
// this proxy words the size, type and date columns itself, each as one
// isolated run, so that digits, slashes and units keep their order inside
// right-to-left text. The name column and every other role pass through.
#pragma once

#include <QIdentityProxyModel>

class QDateTime;
class QFileInfo;

namespace mancala::ui {

class FileListFormat : public QIdentityProxyModel {
    Q_OBJECT
public:
    using QIdentityProxyModel::QIdentityProxyModel;

    // The columns of Qt's file-system model.
    enum Column { Name = 0, Size = 1, Type = 2, Modified = 3 };

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

    // "170 bytes", "2.5 KB", "13 MB": decimal units, one decimal under ten.
    static QString size(qint64 bytes);
    // "Mancala game", "TXT file", "File" (a folder is worded by Qt).
    static QString type(const QFileInfo& file);
    // The date and time in the short format of the interface's language.
    static QString modified(const QDateTime& time);
};

} // namespace mancala::ui
