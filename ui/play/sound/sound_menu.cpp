#include "play/sound/sound_menu.hpp"

#include <QAction>
#include <QActionGroup>
#include <QEvent>
#include <QLocale>

#include "i18n/wording.hpp"
#include "play/sound/game_sounds.hpp"

namespace mancala::ui {

SoundMenu::SoundMenu(GameSounds* sounds, QWidget* parent)
    : QMenu(parent), sounds_(sounds), on_(new QAction(this)), noOutput_(new QAction(this)),
      volumeMenu_(new QMenu(this)), volumes_(new QActionGroup(this)) {
    setObjectName(QStringLiteral("soundMenu"));
    on_->setObjectName(QStringLiteral("soundOnAction"));
    on_->setCheckable(true);
    connect(on_, &QAction::toggled, sounds_, &GameSounds::setOn);
    addAction(on_);
    noOutput_->setObjectName(QStringLiteral("noOutputAction"));
    noOutput_->setEnabled(false);
    addAction(noOutput_);

    volumeMenu_->setObjectName(QStringLiteral("volumeMenu"));
    // Optional: a volume no entry offers (a settings file edited by hand) checks none.
    volumes_->setExclusionPolicy(QActionGroup::ExclusionPolicy::ExclusiveOptional);
    for (int percent : GameSounds::kVolumes) {
        QAction* action = volumes_->addAction(QString());
        action->setObjectName(QStringLiteral("volume%1").arg(percent));
        action->setCheckable(true);
        action->setData(percent);
        connect(action, &QAction::triggered, this, [this, percent] {
            sounds_->setVolume(percent);
            showState(); // choosing the volume checked again keeps it checked
        });
    }
    volumeMenu_->addActions(volumes_->actions());
    addMenu(volumeMenu_);

    connect(sounds_, &GameSounds::changed, this, &SoundMenu::showState);
    retranslate();
    showState();
}

QAction* SoundMenu::volumeAction(int percent) const {
    for (QAction* action : volumes_->actions())
        if (action->data().toInt() == percent)
            return action;
    return nullptr;
}

void SoundMenu::showState() {
    on_->setChecked(sounds_->isOn());
    noOutput_->setVisible(sounds_->unheard());
    volumeMenu_->setEnabled(sounds_->isOn());
    if (QAction* action = volumeAction(sounds_->volume()))
        action->setChecked(true);
    else if (QAction* checked = volumes_->checkedAction())
        checked->setChecked(false);
}

void SoundMenu::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMenu::changeEvent(event);
}

void SoundMenu::retranslate() {
    setTitle(tr("&Sound"));
    on_->setText(tr("&Play Sounds"));
    on_->setStatusTip(tr("Seeds dropping, captures and the end of a game, in time with the board"));
    noOutput_->setText(tr("No audio output was found: nothing is heard"));
    volumeMenu_->setTitle(tr("&Volume"));
    const QLocale locale;
    for (QAction* action : volumes_->actions())
        action->setText(
            tr("%1%", "a sound volume in percent").arg(Wording::isolate(locale.toString(action->data().toInt()))));
}

} // namespace mancala::ui
