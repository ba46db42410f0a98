#include "records/recent_files_menu.hpp"

#include <QEvent>
#include <QFileInfo>

#include "records/safe_write.hpp"
#include "settings/settings.hpp"

namespace mancala::ui {

RecentFilesMenu::RecentFilesMenu(Settings* settings, QWidget* parent) : QMenu(parent), settings_(settings) {
    setObjectName(QStringLiteral("recentFilesMenu"));
    refresh();
}

void RecentFilesMenu::add(const QString& path) {
    settings_->addRecentFile(path);
    refresh();
}

void RecentFilesMenu::remove(const QString& path) {
    settings_->removeRecentFile(path);
    refresh();
}

void RecentFilesMenu::refresh() {
    clear();
    setTitle(tr("Open &Recent"));
    const QStringList files = settings_->recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString file = files[i];
        QString name = visibleControls(QFileInfo(file).fileName());
        name.replace(QLatin1Char('&'), QLatin1String("&&"));
        QAction* action = addAction(tr("&%1 %2", "number, file name").arg(i + 1).arg(name));
        action->setStatusTip(file);
        action->setToolTip(file);
        action->setData(file);
        connect(action, &QAction::triggered, this, [this, file] { emit openRequested(file); });
    }
    addSeparator();
    QAction* clearList = addAction(tr("&Clear Menu"));
    clearList->setEnabled(!files.isEmpty());
    connect(clearList, &QAction::triggered, this, [this] {
        settings_->clearRecentFiles();
        refresh();
    });
    setEnabled(!files.isEmpty());
}

void RecentFilesMenu::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QMenu::changeEvent(event);
}

} // namespace mancala::ui
