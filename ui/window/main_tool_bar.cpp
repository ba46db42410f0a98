#include "window/main_tool_bar.hpp"

#include <QAction>
#include <QEvent>
#include <QIcon>
#include <QImage>
#include <QPixmap>
#include <QKeySequence>
#include <QRegularExpression>
#include <QToolButton>

#include <utility>

#include "i18n/wording.hpp"

namespace mancala::ui {

MainToolBar::MainToolBar(const QList<Entry>& entries, QWidget* parent) : QToolBar(parent) {
    setObjectName(QStringLiteral("mainToolBar"));
    setMovable(false);
    for (const Entry& entry : entries) {
        addAction(entry.action);
        entries_ << entry;
        // The words of an action change with the language and, for some,
        // with the state: the tooltip follows.
        connect(entry.action, &QAction::changed, this, [this, action = entry.action] {
            const QString tip = toolTipOf(*action);
            if (action->toolTip() != tip)
                action->setToolTip(tip);
        });
    }
    retranslate();
    showIcons();
}

void MainToolBar::showIcons() {
    for (const Entry& entry : std::as_const(entries_))
        entry.action->setIcon(icon(entry.icon, layoutDirection()));
}

QIcon MainToolBar::icon(const char* name, Qt::LayoutDirection direction) {
    // Undo points back and redo forward in the reading direction: right to
    // left, their icons are mirrored (the theme's "-rtl" ones).
    const QString base = QLatin1String(name);
    const bool mirrored =
        direction == Qt::RightToLeft && (base == QLatin1String("edit-undo") || base == QLatin1String("edit-redo"));
    QIcon bundled;
    for (int size : {16, 22, 32, 48}) {
        const QImage drawing(QStringLiteral(":/action-icons/%1/%2.png").arg(size).arg(base));
        bundled.addPixmap(QPixmap::fromImage(mirrored ? drawing.mirrored(true, false) : drawing));
    }
    return QIcon::fromTheme(mirrored ? base + QStringLiteral("-rtl") : base, bundled);
}

QString MainToolBar::toolTipOf(const QAction& action) {
    QString words = action.text();
    words.remove(QRegularExpression(QStringLiteral("&(?!&)")));
    words.replace(QStringLiteral("&&"), QStringLiteral("&"));
    words.remove(QChar(0x2026)); // "Open…" opens a dialog; its tooltip needs no dots
    if (action.shortcut().isEmpty())
        return words;
    return tr("%1 (%2)", "an action, its shortcut")
        .arg(words, Wording::isolate(action.shortcut().toString(QKeySequence::NativeText)));
}

void MainToolBar::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::LayoutDirectionChange)
        showIcons();
    QToolBar::changeEvent(event);
}

void MainToolBar::retranslate() {
    setWindowTitle(tr("Main Toolbar"));
    toggleViewAction()->setText(tr("&Toolbar"));
    // The » button of the tools that do not fit (Qt's own, nameless otherwise).
    if (auto* more = findChild<QToolButton*>(QStringLiteral("qt_toolbar_ext_button")))
        more->setAccessibleName(tr("More tools"));
    for (const Entry& entry : std::as_const(entries_))
        entry.action->setToolTip(toolTipOf(*entry.action));
}

} // namespace mancala::ui
