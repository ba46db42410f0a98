// Settings ▸ Computer: how many of the processor's cores the computer thinks
// with (settings/cores.hpp): the Expert's search, and beside it the analysis
// and the endgame databases' build. All of them until one chooses fewer; the
// choice is remembered.
#pragma once

#include <QMenu>

class QAction;
class QActionGroup;

namespace mancala::ui {

class ComputerPlayer;
class Settings;

class CoresMenu : public QMenu {
    Q_OBJECT
public:
    CoresMenu(Settings* settings, ComputerPlayer* computer, QWidget* parent = nullptr);

    // The choices offered: 0 (all the cores), then fewer cores (1, 2, 3, 4,
    // 6, 8, 12 … below the machine's). The action of a choice is
    // "cores<choice>".
    static QList<int> choices();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void showChoice();

    Settings* settings_;
    ComputerPlayer* computer_;
    QActionGroup* group_;
};

} // namespace mancala::ui
