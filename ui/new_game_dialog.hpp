// "New game": pick one of the four games (each shown with a small picture of
// its start board and a one-line description) and name the two players.
#pragma once

#include <QDialog>

#include "mancala/types.hpp"

class QLineEdit;
class QListWidget;

namespace mancala::ui {

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

    QListWidget* gameList() const noexcept { return games_; }
    QLineEdit* southNameEdit() const noexcept { return south_; }
    QLineEdit* northNameEdit() const noexcept { return north_; }

private:
    QListWidget* games_;
    QLineEdit* south_;
    QLineEdit* north_;
};

} // namespace mancala::ui
