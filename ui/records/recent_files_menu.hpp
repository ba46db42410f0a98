// Game ▸ Open Recent: the files of the settings' recent list, numbered, the
// path in the status tip, and "Clear Menu". Choosing one asks to open it
// (openRequested); GameFiles opens it and keeps the list.
#pragma once

#include <QMenu>

namespace mancala::ui {

class Settings;

class RecentFilesMenu : public QMenu {
    Q_OBJECT
public:
    RecentFilesMenu(Settings* settings, QWidget* parent = nullptr);

    // Fills the menu again from the settings (after the list changed).
    void refresh();
    // A file was used: first in the list.
    void add(const QString& path);
    // A file is gone: out of the list.
    void remove(const QString& path);

signals:
    void openRequested(const QString& path);

protected:
    void changeEvent(QEvent* event) override;

private:
    Settings* settings_;
};

} // namespace mancala::ui
