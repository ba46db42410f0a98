#include "board/theme_menu.hpp"

#include <QAction>
#include <QActionGroup>
#include <QEvent>

#include "board/board_view.hpp"
#include "settings/settings.hpp"

namespace mancala::ui {

namespace {

// The object names of the actions (the tests find them by these).
QString actionName(ThemeChoice choice) {
    switch (choice) {
    case ThemeChoice::Automatic: return QStringLiteral("themeAutomatic");
    case ThemeChoice::Wood: return QStringLiteral("themeWood");
    case ThemeChoice::Dark: return QStringLiteral("themeDark");
    case ThemeChoice::HighContrast: break;
    }
    return QStringLiteral("themeHighContrast");
}

} // namespace

ThemeMenu::ThemeMenu(Settings* settings, QWidget* window)
    : QMenu(window), settings_(settings), window_(window), group_(new QActionGroup(this)) {
    setObjectName(QStringLiteral("themeMenu"));
    group_->setExclusive(true);
    for (ThemeChoice choice : kAllThemeChoices) {
        QAction* action = group_->addAction(QString());
        action->setObjectName(actionName(choice));
        action->setCheckable(true);
        action->setData(static_cast<int>(choice));
        connect(action, &QAction::triggered, this, [this, choice] { choose(choice); });
    }
    addActions(group_->actions());
    retranslate();
    apply(settings_->boardTheme());
}

QAction* ThemeMenu::themeAction(ThemeChoice choice) const {
    for (QAction* action : group_->actions())
        if (action->data().toInt() == static_cast<int>(choice))
            return action;
    return nullptr;
}

void ThemeMenu::choose(ThemeChoice choice) {
    settings_->setBoardTheme(choice);
    apply(choice);
}

void ThemeMenu::apply(ThemeChoice choice) {
    themeAction(choice)->setChecked(true);
    for (BoardView* board : window_->findChildren<BoardView*>())
        board->setThemeChoice(choice);
}

void ThemeMenu::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMenu::changeEvent(event);
}

void ThemeMenu::retranslate() {
    setTitle(tr("Board &Theme"));
    themeAction(ThemeChoice::Automatic)->setText(tr("&Automatic"));
    themeAction(ThemeChoice::Automatic)->setStatusTip(tr("A dark board when the desktop is dark, else the wooden one"));
    themeAction(ThemeChoice::Wood)->setText(tr("&Wood"));
    themeAction(ThemeChoice::Wood)->setStatusTip(tr("A wooden board on a green cloth"));
    themeAction(ThemeChoice::Dark)->setText(tr("&Dark"));
    themeAction(ThemeChoice::Dark)->setStatusTip(tr("A dark wooden board on a black cloth"));
    themeAction(ThemeChoice::HighContrast)->setText(tr("&High Contrast"));
    themeAction(ThemeChoice::HighContrast)
        ->setStatusTip(tr("White on black, with bright marks, for the easiest reading"));
}

} // namespace mancala::ui
