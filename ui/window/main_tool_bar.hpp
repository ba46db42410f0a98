// The main window's toolbar: New, Open, Save, Undo, Redo, Hint, Rules. Each
// icon is the icon theme's (by its freedesktop name), else the project's own
// drawing (resources/icons/actions/, bundled at :/action-icons/); each
// action's tooltip names its shortcut, as its menu entry shows it. View ▸
// Toolbar (toggleViewAction) hides it; the window remembers that.
#pragma once

#include <QList>
#include <QToolBar>

namespace mancala::ui {

class MainToolBar : public QToolBar {
    Q_OBJECT
public:
    struct Entry {
        QAction* action;
        const char* icon; // freedesktop name, also the bundled drawing's
    };
    MainToolBar(const QList<Entry>& entries, QWidget* parent);

    // The theme's icon `name`, else the bundled drawing of that name; undo
    // and redo mirrored right to left.
    static QIcon icon(const char* name, Qt::LayoutDirection direction = Qt::LeftToRight);
    // "Undo Move (Ctrl+Z)": the action's words without mnemonic, and its
    // shortcut as the keyboard prints it, if it has one.
    static QString toolTipOf(const QAction& action);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void showIcons();

    QList<Entry> entries_;
};

} // namespace mancala::ui
