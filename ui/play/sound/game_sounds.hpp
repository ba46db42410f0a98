// The sounds of the game in the main window: what the board says is due
// (BoardView::soundDue, in time with its playback) played as samples
// (SoundEffects, on the audio thread), with the end of a game told as the
// players at the board hear it (sampleFor). On or off and the volume are
// remembered in the settings; Settings ▸ Sound (SoundMenu) sets them. While
// sound is off nothing of Qt Multimedia is started.
#pragma once

#include <QObject>

#include <array>

#include "board/board_sounds.hpp"
#include "play/sound/sound_effects.hpp"
#include "settings/players.hpp"

namespace mancala::ui {

class BoardView;
class Settings;
class TurnController;

// The sample of a sound. The end of a game: a draw is a draw; when one
// person plays the computer, the person's win or loss; between two people
// (or two computers) a win is a win.
Sample sampleFor(const SoundEvent& sound, const PlayerSetup& players);

class GameSounds : public QObject {
    Q_OBJECT
public:
    // The volumes Settings ▸ Sound ▸ Volume offers, in percent.
    static constexpr std::array kVolumes{25, 50, 75, 100};

    // Its SoundEffects is the child "soundEffects".
    GameSounds(BoardView* board, const TurnController* turns, Settings* settings, QObject* parent = nullptr);

    bool isOn() const noexcept { return on_; }
    int volume() const noexcept { return volume_; }
    // Sound is on and the audio thread found no output to play it on: nothing
    // is heard (changed() follows when that becomes known).
    bool unheard() const noexcept { return on_ && effects_->outputs() == 0; }

public slots:
    void setOn(bool on);
    void setVolume(int percent);

signals:
    // A sample was handed to the audio thread (whether anything is heard
    // depends on the outputs: SoundEffects::ready).
    void played(mancala::ui::Sample sample, int variant);
    void changed();

private:
    void onSoundDue(const SoundEvent& sound);

    const TurnController* turns_;
    Settings* settings_;
    SoundEffects* effects_;
    bool on_;
    int volume_;
};

} // namespace mancala::ui
