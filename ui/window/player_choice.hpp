// Who plays one side, as the new-game dialog asks it: "Human" or "Computer"
// and, for the computer, its level (Beginner … Expert). The level box shows
// only for the computer. It follows a change of language.
#pragma once

#include <QWidget>

#include "settings/players.hpp"

class QComboBox;

namespace mancala::ui {

class PlayerChoice : public QWidget {
    Q_OBJECT
public:
    explicit PlayerChoice(QWidget* parent = nullptr);

    PlayerKind kind() const;
    Level level() const;
    void setChoice(PlayerKind kind, Level level);

    QComboBox* kindBox() const noexcept { return kind_; }
    QComboBox* levelBox() const noexcept { return level_; }

signals:
    void changed();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    QComboBox* kind_;
    QComboBox* level_;
};

} // namespace mancala::ui
