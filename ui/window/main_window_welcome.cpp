// The first start (main_window.hpp): the welcome and the hint of how to move.
#include "window/main_window.hpp"

#include <QFrame>

#include "records/game_files.hpp"
#include "session/game_session.hpp"
#include "settings/settings.hpp"
#include "window/welcome_dialog.hpp"

namespace mancala::ui {

void MainWindow::welcome() {
    settings_->setWelcomed(true);
    // A game opened from a file or restored after a crash is what to see.
    if (!files_->displayName().isEmpty() || session_->game().ply() > 0)
        return;
    auto* dialog = new WelcomeDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setGame(session_->rules().id());
    connect(dialog, &QDialog::accepted, this, [this, dialog] { startFromWelcome(dialog->game(), dialog->players()); });
    connect(dialog, &QDialog::rejected, this, [this] { firstMoveBar_->setVisible(session_->game().ply() == 0); });
    dialog->open();
}

void MainWindow::startFromWelcome(GameId game, const PlayerSetup& players) {
    startGame(game, QString(), QString(), players);
    firstMoveBar_->show();
}

} // namespace mancala::ui
