// Settings ▸ Sound: Play Sounds (on or off) and Volume (25, 50, 75 or 100 %),
// both remembered (GameSounds keeps them in the settings); a line under Play
// Sounds says when no audio output was found.
#pragma once

#include <QMenu>

class QAction;
class QActionGroup;

namespace mancala::ui {

class GameSounds;

class SoundMenu : public QMenu {
    Q_OBJECT
public:
    SoundMenu(GameSounds* sounds, QWidget* parent = nullptr);

    // Play Sounds is the action "soundOnAction"; under it "noOutputAction",
    // disabled, says when sound is on but no audio output was found. The action of `percent` (25,
    // 50, 75, 100) is "volume<percent>".
    QAction* volumeAction(int percent) const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void showState();

    GameSounds* sounds_;
    QAction* on_;
    QAction* noOutput_;
    QMenu* volumeMenu_;
    QActionGroup* volumes_;
};

} // namespace mancala::ui
