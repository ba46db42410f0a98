#include "play/sound/game_sounds.hpp"

#include <algorithm>

#include "board/board_view.hpp"
#include "play/turn_controller.hpp"
#include "settings/settings.hpp"

namespace mancala::ui {

Sample sampleFor(const SoundEvent& sound, const PlayerSetup& players) {
    switch (sound.kind) {
    case SoundKind::Drop: return Sample::Drop;
    case SoundKind::Slide: return Sample::Slide;
    case SoundKind::Capture: return Sample::Capture;
    case SoundKind::End: break;
    }
    if (sound.winner != Winner::South && sound.winner != Winner::North)
        return Sample::Draw;
    const bool southPerson = !players.isComputer(Side::South);
    const bool northPerson = !players.isComputer(Side::North);
    if (southPerson == northPerson)
        return Sample::Win;
    const Winner person = southPerson ? Winner::South : Winner::North;
    return sound.winner == person ? Sample::Win : Sample::Loss;
}

GameSounds::GameSounds(BoardView* board, const TurnController* turns, Settings* settings, QObject* parent)
    : QObject(parent), turns_(turns), settings_(settings), effects_(new SoundEffects(this)), on_(settings->soundOn()),
      volume_(settings->soundVolume()) {
    setObjectName(QStringLiteral("gameSounds"));
    effects_->setObjectName(QStringLiteral("soundEffects"));
    effects_->setVolume(volume_);
    connect(effects_, &SoundEffects::ready, this, &GameSounds::changed);
    if (on_)
        effects_->prepare();
    connect(board, &BoardView::soundDue, this, &GameSounds::onSoundDue);
}

void GameSounds::setOn(bool on) {
    if (on == on_)
        return;
    on_ = on;
    settings_->setSoundOn(on);
    if (on)
        effects_->prepare();
    emit changed();
}

void GameSounds::setVolume(int percent) {
    percent = std::clamp(percent, 0, 100);
    if (percent == volume_)
        return;
    volume_ = percent;
    settings_->setSoundVolume(percent);
    effects_->setVolume(percent);
    emit changed();
}

void GameSounds::onSoundDue(const SoundEvent& sound) {
    if (!on_)
        return;
    const Sample sample = sampleFor(sound, turns_->players());
    const int variant = sample == Sample::Drop ? sound.variant : 0;
    effects_->play(sample, variant);
    emit played(sample, variant);
}

} // namespace mancala::ui
