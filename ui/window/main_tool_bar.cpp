#include "window/main_tool_bar.hpp"

#include <QAction>
#include <QEvent>
#include <QIcon>
#include <QKeySequence>
#include <QRegularExpression>

#include "i18n/wording.hpp"

namespace mancala::ui {

MainToolBar::MainToolBar(const QList<Entry>& entries, QWidget* parent) : QToolBar(parent) {
    setObjectName(QStringLiteral("mainToolBar"));
    setMovable(false);
    for (const Entry& entry : entries) {
        entry.action->setIcon(icon(entry.icon));
        addAction(entry.action);
        actions_ << entry.action;
        // The words of an action change with the language and, for some,
        // with the state: the tooltip follows.
        connect(entry.action, &QAction::changed, this, [this, action = entry.action] {
            const QString tip = toolTipOf(*action);
            if (action->toolTip() != tip)
                action->setToolTip(tip);
        });
    }
    retranslate();
}

QIcon MainToolBar::icon(const char* name) {
    QIcon bundled;
    for (int size : {16, 22, 32, 48})
        bundled.addFile(QStringLiteral(":/action-icons/%1/%2.png").arg(size).arg(QLatin1String(name)), QSize(size, size));
    return QIcon::fromTheme(QLatin1String(name), bundled);
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
    QToolBar::changeEvent(event);
}

void MainToolBar::retranslate() {
    setWindowTitle(tr("Main Toolbar"));
    toggleViewAction()->setText(tr("&Toolbar"));
    for (QAction* action : actions_)
        action->setToolTip(toolTipOf(*action));
}

} // namespace mancala::ui
