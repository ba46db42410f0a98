// "New game": pick one of the games (each shown with a small picture of its
// start board and a one-line description; Kalah with its seeds a house, 4 to
// 6, and the empty-capture option), name the two players and say
// who plays each side (a person or the computer at a level, with Expert's
// time per move). It follows a change of language while it is open.
#pragma once

#include <QDialog>

#include <optional>

#include "mancala/clock.hpp"

#include "mancala/types.hpp"
#include "settings/players.hpp"

class QCheckBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QComboBox;

namespace mancala::ui {

class PlayerChoice;

class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    // Starts with `game` selected and the given names (empty: the side names
    // show as placeholders).
    NewGameDialog(GameId game, const QString& southName, const QString& northName, QWidget* parent = nullptr);

    GameId game() const;
    void setGame(GameId game);
    QString southName() const;
    QString northName() const;

    // Who plays each side (two people unless set).
    PlayerSetup players() const;
    void setPlayers(const PlayerSetup& players);
    // Expert's time per move in milliseconds (offered in tenths of a second).
    int expertTimeMs() const;
    void setExpertTimeMs(int ms);
    // The game's clock: minutes a side and seconds added a move, from a
    // list of common ones (none: no clock; none until set). A time control
    // not in the list is added to it.
    std::optional<TimeControl> timeControl() const;
    void setTimeControl(const std::optional<TimeControl>& control);

protected:
    void changeEvent(QEvent* event) override;

private:
    // The parts, found by their object names: "gameList", "southName",
    // "northName", "southPlayer" and "northPlayer" (PlayerChoice),
    // "expertTime", "clock", "kalahSeeds", "emptyCapture", "startButton".
    void setUpGameList();
    void setUpPlayers();
    void setUpKalah();
    void setUpClock();
    // The text of the clock list's entry of `control`.
    static QString clockName(const std::optional<TimeControl>& control);
    // The family of the game list's row i.
    GameFamily familyAt(int row) const;
    void layOut();
    PlayerChoice* playerChoice(Side side) const noexcept { return side == Side::South ? southPlayer_ : northPlayer_; }
    void retranslate();
    // Tall enough to show every game without scrolling, in the language's
    // font (three lines of Nastaliq stand taller than the picture), as far
    // as the screen allows.
    void fitGameList();

    QListWidget* games_;
    QLineEdit* south_;
    QLineEdit* north_;
    QLabel* chooseLabel_;
    QLabel* southLabel_;
    QLabel* northLabel_;
    PlayerChoice* southPlayer_;
    PlayerChoice* northPlayer_;
    QDoubleSpinBox* expertTime_;
    QLabel* expertTimeLabel_;
    QComboBox* clock_;
    QLabel* clockLabel_;
    QSpinBox* kalahSeeds_;
    QLabel* kalahSeedsLabel_;
    QCheckBox* emptyCapture_;
    QDialogButtonBox* buttons_;
    QPushButton* start_;
};

} // namespace mancala::ui
