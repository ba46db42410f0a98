// The first start's welcome: a line of what the app is, the game to play
// (each with its one-line description) and the opponent — a person here at
// this computer, or the computer at a level. Later starts go straight to the
// game left last (Settings::welcomed). It follows a change of language.
#pragma once

#include <QDialog>

#include "mancala/types.hpp"
#include "settings/players.hpp"

class QComboBox;
class QLabel;
class QPushButton;

namespace mancala::ui {

class WelcomeDialog : public QDialog {
    Q_OBJECT
public:
    explicit WelcomeDialog(QWidget* parent = nullptr);

    GameId game() const;
    void setGame(GameId game);
    // A person plays South; North is a person or the computer at a level.
    PlayerSetup players() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    QLabel* greeting_;
    QLabel* gameLabel_;
    QComboBox* game_;
    QLabel* description_;
    QLabel* opponentLabel_;
    QComboBox* opponent_;
    QPushButton* start_;
};

} // namespace mancala::ui
