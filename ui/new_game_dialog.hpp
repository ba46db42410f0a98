// "New game": pick one of the four games (each shown with a small picture of
// its start board and a one-line description) and name the two players. It
// follows a change of language while it is open.
#pragma once

#include <QDialog>

#include "mancala/types.hpp"

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

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

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    QListWidget* games_;
    QLineEdit* south_;
    QLineEdit* north_;
    QLabel* chooseLabel_;
    QLabel* southLabel_;
    QLabel* northLabel_;
    QDialogButtonBox* buttons_;
    QPushButton* start_;
};

} // namespace mancala::ui
