#include "play/cores_menu.hpp"

#include <QAction>
#include <QActionGroup>
#include <QEvent>
#include <QLocale>

#include "i18n/wording.hpp"
#include "play/computer_player.hpp"
#include "settings/cores.hpp"
#include "settings/settings.hpp"

namespace mancala::ui {

CoresMenu::CoresMenu(Settings* settings, ComputerPlayer* computer, QWidget* parent)
    : QMenu(parent), settings_(settings), computer_(computer), group_(new QActionGroup(this)) {
    setObjectName(QStringLiteral("coresMenu"));
    // Optional: a choice no entry offers (a settings file from another machine) checks none.
    group_->setExclusionPolicy(QActionGroup::ExclusionPolicy::ExclusiveOptional);
    for (int choice : choices()) {
        QAction* action = group_->addAction(QString());
        action->setObjectName(QStringLiteral("cores%1").arg(choice));
        action->setCheckable(true);
        action->setData(choice);
        connect(action, &QAction::triggered, this, [this, choice] {
            settings_->setComputerCores(choice);
            computer_->setCores(choice);
            showChoice(); // chosen again, it stays checked
        });
    }
    addActions(group_->actions());
    retranslate();
    showChoice();
}

QList<int> CoresMenu::choices() {
    QList<int> out{0};
    for (int cores : {1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48})
        if (cores < machineCores())
            out.push_back(cores);
    return out;
}

void CoresMenu::showChoice() {
    const int choice = settings_->computerCores();
    for (QAction* action : group_->actions())
        action->setChecked(action->data().toInt() == choice);
}

void CoresMenu::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMenu::changeEvent(event);
}

void CoresMenu::retranslate() {
    setTitle(tr("&Computer"));
    const QString tip = tr("How many of the processor's cores the computer thinks with: its search, the analysis "
                           "and the endgame databases");
    for (QAction* action : group_->actions()) {
        const int choice = action->data().toInt();
        action->setText(choice == 0 ? tr("&All Cores (%1)", "the processor's cores")
                                          .arg(Wording::isolate(QLocale().toString(machineCores())))
                                    : tr("%n Core(s)", "of the processor", choice));
        action->setStatusTip(tip);
    }
}

} // namespace mancala::ui
