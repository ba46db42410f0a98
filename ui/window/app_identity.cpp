#include "window/app_identity.hpp"

#include <QDir>
#include <QFileInfo>

namespace mancala::ui {

QString applicationId() {
    return QStringLiteral(MANCALA_APP_ID);
}

QString applicationVersion() {
    return QStringLiteral(MANCALA_VERSION);
}

QIcon bundledApplicationIcon() {
    QIcon icon;
    const QString file = QStringLiteral("apps/%1.png").arg(applicationId());
    for (const QFileInfo& size : QDir(QStringLiteral(":/app-icon")).entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot))
        icon.addFile(QDir(size.filePath()).filePath(file));
    return icon;
}

QIcon applicationIcon() {
    return QIcon::fromTheme(applicationId(), bundledApplicationIcon());
}

} // namespace mancala::ui
