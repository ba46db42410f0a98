#include "window/main_window.hpp"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListView>
#include <QMenuBar>
#include <QPushButton>
#include <QScreen>
#include <QStatusBar>
#include <QVBoxLayout>

#include <array>

#include "board/board_model.hpp"
#include "board/board_view.hpp"
#include "play/analysis/analysis_model.hpp"
#include "play/computer_player.hpp"
#include "play/analysis/evaluation_panel.hpp"
#include "records/game_files.hpp"
#include "records/recent_files_menu.hpp"
#include "session/game_clocks.hpp"
#include "session/game_session.hpp"
#include "play/hint.hpp"
#include "i18n/language.hpp"
#include "mancala/notation.hpp"
#include "play/move_list_model.hpp"
#include "window/about_dialog.hpp"
#include "window/main_tool_bar.hpp"
#include "window/new_game_dialog.hpp"
#include "window/set_up_dialog.hpp"
#include "play/perfect_play.hpp"
#include "window/replay_bar.hpp"
#include "window/screen_fit.hpp"
#include "session/replay_controller.hpp"
#include "window/analysis_panel.hpp"
#include "rules/rules_browser.hpp"
#include "settings/settings.hpp"
#include "settings/statistics.hpp"
#include "play/thinking_indicator.hpp"
#include "play/turn_controller.hpp"
#include "i18n/wording.hpp"

namespace mancala::ui {

namespace {

constexpr double kFirstShare = 0.85;   // of the screen, at the first start...
constexpr QSize kFirstSize(1100, 640); // ...or this, if larger

} // namespace

MainWindow::MainWindow(QWidget* parent) : MainWindow(std::make_unique<Settings>(), parent) {}

MainWindow::MainWindow(std::unique_ptr<Settings> settings, QWidget* parent)
    : QMainWindow(parent), settings_(std::move(settings)), session_(new GameSession(settings_->lastGame(), this)),
      boardModel_(new BoardModel(session_, this)), moveListModel_(new MoveListModel(session_, this)) {
    session_->setObjectName(QStringLiteral("gameSession"));
    boardModel_->setObjectName(QStringLiteral("boardModel"));
    moveListModel_->setObjectName(QStringLiteral("moveListModel"));
    session_->setPlayerNames(settings_->playerName(Side::South), settings_->playerName(Side::North));
    replay_ = new ReplayController(session_, this);
    replay_->setObjectName(QStringLiteral("replayController"));
    // The clocks hear each change of the moves before the files do, so
    // that every record written has the clocks of its moves.
    clocks_ = new GameClocks(session_, this);
    clocks_->setObjectName(QStringLiteral("gameClocks"));
    files_ = new GameFiles(session_, replay_, settings_.get(), this);
    files_->setObjectName(QStringLiteral("gameFiles"));
    files_->setClocks(clocks_);
    clocks_->setTimeControl(settings_->timeControl());
    setAcceptDrops(true);

    statistics_ = std::make_unique<Statistics>(settings_.get());
    // The models and controllers first, then the widgets that show them. The
    // window's children are destroyed in the order they were made, so a
    // lambda connected in the context of the first object it touches (never
    // in the window's, whose members are gone before its children) cannot
    // run once anything it touches is gone.
    boardView_ = new BoardView(boardModel_, this);
    boardView_->setObjectName(QStringLiteral("boardView"));
    createPlayers();
    createAnalysis();
    createPuzzles();
    createActions();
    createCentralArea();
    createMoveList();
    createRulesDock();
    createComputerSigns();
    createAnalysisDocks();
    createToolBar();
    createMenus();
    retranslate();

    turnLabel_ = new QLabel(this);
    turnLabel_->setObjectName(QStringLiteral("turnLabel"));
    statusBar()->addPermanentWidget(turnLabel_);

    connect(session_, &GameSession::moveAppended, this, &MainWindow::onMovePlayed);
    connect(session_, &GameSession::shownPlyChanged, this, &MainWindow::onMovePlayed);
    connect(session_, &GameSession::gameReplaced, this, &MainWindow::refresh);
    connect(session_, &GameSession::playerNamesChanged, this, &MainWindow::refresh);
    connect(session_, &GameSession::undoRedoChanged, this, &MainWindow::updateUndoRedo);
    connect(boardView_, &BoardView::holeActivated, turns_, &TurnController::playHole);
    connect(boardView_, &BoardView::passPressed, turns_, &TurnController::pass);
    connect(boardView_, &BoardView::animationFinished, this, &MainWindow::refresh);
    connect(boardView_, &BoardView::animationFinished, moveListModel_, &MoveListModel::boardSettled);
    connect(files_, &GameFiles::documentChanged, this, &MainWindow::updateTitle);
    createAutosaveWarning();

    setAnimationSpeed(settings_->animationSpeed());
    // The first start takes most of a large screen (at least kFirstSize,
    // which keepWithinScreen fits to a small one); later ones as left.
    resize(kFirstSize.expandedTo(screen()->availableGeometry().size() * kFirstShare));
    restoreGeometry(settings_->windowGeometry());
    restoreState(settings_->windowState());
    if (isRightToLeft())
        mirrorDocks();
    welcomeDue_ = !settings_->welcomed();
    refresh();
    updateUndoRedo();
    boardView_->setFocus();
    boardView_->installEventFilter(this);
}

MainWindow::~MainWindow() = default;

void MainWindow::createAutosaveWarning() {
    autosaveWarning_ = new QLabel(this);
    autosaveWarning_->setObjectName(QStringLiteral("autosaveWarning"));
    autosaveWarning_->hide();
    statusBar()->addPermanentWidget(autosaveWarning_);
    connect(files_, &GameFiles::autosaveFailed, this, [this](const QString& reason) {
        autosaveProblem_ = reason;
        retranslateAutosaveWarning();
        autosaveWarning_->show();
        // Said once, after the move that could not be autosaved has been handled.
        QMetaObject::invokeMethod(
            this, [this] { statusBar()->showMessage(autosaveWarning_->toolTip()); }, Qt::QueuedConnection);
    });
    connect(files_, &GameFiles::autosaveWorksAgain, this, [this] {
        autosaveProblem_.clear();
        autosaveWarning_->hide();
    });
}

void MainWindow::retranslateAutosaveWarning() {
    autosaveWarning_->setText(tr("Not saved automatically"));
    autosaveWarning_->setToolTip(
        tr("This game cannot be saved automatically: %1 Save it to keep its moves.").arg(autosaveProblem_));
}

void MainWindow::retranslate() {
    newGame_->setText(tr("&New Game…"));
    newGame_->setStatusTip(tr("Choose a game and the players' names"));
    restart_->setText(tr("Res&tart"));
    restart_->setShortcut(tr("Ctrl+R"));
    restart_->setStatusTip(tr("Start this game again from the beginning"));
    setUp_->setText(tr("Set &Up Position…"));
    setUp_->setStatusTip(tr("Place the seeds as you want them and play from there"));
    puzzles_->setText(tr("Pu&zzles…"));
    puzzles_->setStatusTip(tr("Find the one best move in positions worked out exactly"));
    pass_->setText(Wording::passAction());
    pass_->setShortcut(tr("Ctrl+P"));
    pass_->setStatusTip(tr("Pass the turn (only when you have no move)"));
    quit_->setText(tr("&Quit"));
    undo_->setText(tr("&Undo Move"));
    undo_->setStatusTip(tr("Take back the last move"));
    redo_->setText(tr("&Redo Move"));
    redo_->setShortcut(tr("Ctrl+Shift+Z"));
    redo_->setStatusTip(tr("Play again the move taken back"));
    for (QAction* action : speedGroup_->actions())
        action->setText(Wording::speedName(static_cast<AnimationSpeed>(action->data().toInt())));
    about_->setText(tr("&About Mancala"));
    aboutQt_->setText(tr("About &Qt"));
    showStatistics_->setText(tr("Stat&istics…"));
    showStatistics_->setStatusTip(tr("Games, wins, draws and losses against each opponent"));
    fullScreen_->setText(tr("&Full Screen"));
    fullScreen_->setStatusTip(tr("Show the game on the whole screen"));

    passButton_->setText(Wording::passAction());
    passButton_->setToolTip(tr("You have no move: pass the turn to your opponent"));
    passButton_->setMinimumWidth(passButton_->sizeHint().width() * 2);
    playAgainButton_->setText(tr("Play &Again"));
    newGameButton_->setText(tr("&New Game…"));
    firstMoveText_->setText(tr("To move, click one of your ringed holes, or choose one with the arrow keys and "
                               "press Enter."));
    // What a screen reader says of each bar under the board when it shows.
    passBar_->setAccessibleName(tr("No move", "the bar shown when the player must pass"));
    gameOverBanner_->setAccessibleName(tr("Game over", "the bar shown at the end of a game"));
    firstMoveBar_->setAccessibleName(tr("How to move", "the hint bar shown before the first move"));

    // The dock's title names its toggle action too: set the action's text after it.
    moveDock_->setWindowTitle(tr("Moves"));
    moveListView_->setAccessibleName(moveDock_->windowTitle());
    showMoves_->setText(tr("&Move List"));
    gameMenu_->setTitle(tr("&Game"));
    editMenu_->setTitle(tr("&Edit"));
    viewMenu_->setTitle(tr("&View"));
    settingsMenu_->setTitle(tr("&Settings"));
    speedMenu_->setTitle(tr("&Animation Speed"));
    computerMenu_->setTitle(tr("&Computer"));
    helpMenu_->setTitle(tr("&Help"));

    statusBar()->clearMessage();
    if (autosaveWarning_)
        retranslateAutosaveWarning();
    boardModel_->retranslate();
    moveListModel_->retranslate();
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refresh();
    }
    if (event->type() == QEvent::LayoutDirectionChange)
        mirrorDocks();
    if (event->type() == QEvent::WindowStateChange)
        fullScreen_->setChecked(isFullScreen());
    QMainWindow::changeEvent(event);
}

void MainWindow::showEvent(QShowEvent* event) {
    QMainWindow::showEvent(event);
    keepWithinScreen(*this);
    if (welcomeDue_) {
        welcomeDue_ = false;
        QMetaObject::invokeMethod(this, &MainWindow::welcome, Qt::QueuedConnection);
    }
}

bool MainWindow::event(QEvent* event) {
    if (event->type() == QEvent::WindowBlocked || event->type() == QEvent::WindowUnblocked)
        turns_->setHeld(event->type() == QEvent::WindowBlocked);
    return QMainWindow::event(event);
}

void MainWindow::moveEvent(QMoveEvent* event) {
    QMainWindow::moveEvent(event);
    if (!fittedInFrame_ && frameIsDrawn(*this)) {
        fittedInFrame_ = true;
        keepWithinScreen(*this);
    }
}

void MainWindow::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape && event->modifiers() == Qt::NoModifier && isFullScreen()) {
        fullScreen_->trigger();
        event->accept();
        return;
    }
    QMainWindow::keyPressEvent(event);
}

void MainWindow::fitWhenShown(QDockWidget* dock) {
    // A dock is never shown while the window is destroyed: `this` is only
    // used for one that shows.
    connect(dock, &QDockWidget::visibilityChanged, this, [this, dock](bool visible) {
        if (visible)
            fitDock(dock);
    });
}

void MainWindow::fitDock(QDockWidget* dock) {
    const QSize room = screen()->availableGeometry().size();
    const QSize needed = minimumSizeHint();
    if (!dock->isFloating() && !tabifiedDockWidgets(moveDock_).contains(dock) &&
        (needed.width() > room.width() || needed.height() > room.height())) {
        tabifyDockWidget(moveDock_, dock);
        dock->raise();
    }
    QMetaObject::invokeMethod(
        this,
        [this] {
            keepWithinScreen(*this);
            keepBoardPlayable();
        },
        Qt::QueuedConnection);
}

void MainWindow::keepBoardPlayable() {
    const QSize playable = BoardGeometry::playableSize(session_->rules(), boardView_->theme().layout);
    if (boardView_->width() >= playable.width() && boardView_->height() >= playable.height())
        return;
    QDockWidget* rules = rulesBrowser_;
    if (!rules->isVisible() || rules->isFloating())
        return;
    if (!tabifiedDockWidgets(moveDock_).contains(rules)) {
        tabifyDockWidget(moveDock_, rules);
        rules->raise();
    }
    // The tabs over the moves no wider than they need.
    resizeDocks({moveDock_}, {moveDock_->minimumSizeHint().width()}, Qt::Horizontal);
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event) {
    if (watched == boardView_ && event->type() == QEvent::Resize)
        QMetaObject::invokeMethod(this, &MainWindow::keepBoardPlayable, Qt::QueuedConnection);
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::mirrorDocks() {
    for (QDockWidget* dock : findChildren<QDockWidget*>(QString(), Qt::FindDirectChildrenOnly)) {
        const Qt::DockWidgetArea area = dockWidgetArea(dock);
        if (dock->isFloating() || (area != Qt::LeftDockWidgetArea && area != Qt::RightDockWidgetArea))
            continue;
        const bool hidden = dock->isHidden();
        addDockWidget(area == Qt::LeftDockWidgetArea ? Qt::RightDockWidgetArea : Qt::LeftDockWidgetArea, dock);
        dock->setHidden(hidden);
    }
}

void MainWindow::startGame(GameId game, const QString& southName, const QString& northName) {
    startGame(game, southName, northName, turns_->players());
}

void MainWindow::startGame(GameId game, const QString& southName, const QString& northName,
                           const PlayerSetup& players) {
    turns_->setPlayers(players);
    session_->setPlayerNames(southName, northName);
    session_->newGame(game);
    settings_->setLastGame(game);
    settings_->setPlayerName(Side::South, southName);
    settings_->setPlayerName(Side::North, northName);
    settings_->setPlayers(players);
}

void MainWindow::newGameDialog() {
    const auto named = [this](Side side) {
        const QString name = session_->playerName(side);
        return name == Wording::sideName(side) ? QString() : name;
    };
    // What was chosen last and not started (the unsaved game was kept) comes back.
    const NewGameChoice choice =
        unstarted_.value_or(NewGameChoice{session_->rules().id(), named(Side::South), named(Side::North),
                                          turns_->players(), computer_->expertTimeMs(), clocks_->timeControl()});
    auto* dialog = new NewGameDialog(choice.game, choice.south, choice.north, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setPlayers(choice.players);
    dialog->setExpertTimeMs(choice.expertTimeMs);
    dialog->setTimeControl(choice.timeControl);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (!files_->maybeSave()) {
            unstarted_ = NewGameChoice{dialog->game(),    dialog->southName(),    dialog->northName(),
                                       dialog->players(), dialog->expertTimeMs(), dialog->timeControl()};
            return;
        }
        unstarted_.reset();
        computer_->setExpertTimeMs(dialog->expertTimeMs());
        settings_->setExpertTimeMs(dialog->expertTimeMs());
        clocks_->setTimeControl(dialog->timeControl());
        settings_->setTimeControl(dialog->timeControl());
        startGame(dialog->game(), dialog->southName(), dialog->northName(), dialog->players());
    });
    connect(dialog, &QDialog::rejected, this, [this] { unstarted_.reset(); });
    dialog->open();
}

void MainWindow::setUpDialog() {
    const Position& shown = session_->position();
    auto* dialog = new SetUpDialog(session_->rules().id(), shown.over() ? session_->rules().initial() : shown,
                                   session_->givenName(Side::South), session_->givenName(Side::North),
                                   boardView_->themeChoice(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (!files_->maybeSave())
            return;
        session_->startFrom(session_->rules().id(), dialog->position());
        boardView_->setFocus();
    });
    dialog->open();
}

void MainWindow::setAnimationSpeed(AnimationSpeed speed) {
    boardView_->setAnimationSpeed(speed);
    moveListModel_->setHoldsMovesUntilSettled(speed != AnimationSpeed::Instant);
    if (QAction* action = speedAction(speed))
        action->setChecked(true);
    settings_->setAnimationSpeed(speed);
}

void MainWindow::onMovePlayed() {
    statusBar()->clearMessage();
    firstMoveBar_->hide();
    // While the board animates the move, the window keeps showing the turn
    // before it; animationFinished brings it up to date.
    if (boardView_->isAnimating()) {
        passBar_->hide();
        pass_->setEnabled(false);
    } else {
        refresh();
    }
}

void MainWindow::refresh() {
    const Rules& rules = session_->rules();
    const Position& pos = session_->position();
    const QString south = session_->playerName(Side::South);
    const QString north = session_->playerName(Side::North);

    updateTitle();

    const bool mustPass = !pos.over() && session_->mustPass();
    // The computer passes by itself.
    const bool personPasses = turns_->personMustPass();
    passBar_->setVisible(personPasses);
    pass_->setEnabled(personPasses);

    QString status;
    const std::optional<Side> lostOnTime =
        !pos.over() && session_->showsLatest() ? clocks_->lostOnTime() : std::nullopt;
    if (lostOnTime) {
        const QString winner = Wording::isolate(session_->playerName(opponent(*lostOnTime)));
        const QString loser = Wording::isolate(session_->playerName(*lostOnTime));
        const QString result = tr("%1 wins on time: %2 ran out of time", "winner, loser").arg(winner, loser);
        status = tr("Game over: %1.", "the result").arg(result);
        gameOverText_->setText(result + QLatin1Char('.'));
    } else if (pos.over()) {
        const QString result = Wording::result(pos, south, north);
        QString reason = Wording::endReason(rules, pos, south, north);
        const QString allotment = Wording::endAllotment(session_->lastTrace(), south, north);
        if (!allotment.isEmpty())
            reason = tr("%1. %2", "why the game ended. what became of the seeds left").arg(reason, allotment);
        status = tr("Game over: %1. %2.").arg(result, reason);
        gameOverText_->setText(tr("%1.\n%2.").arg(result, reason));
    } else if (mustPass) {
        status = Wording::mustPass(session_->playerName(pos.toMove));
        passText_->setText(status);
    } else {
        status = Wording::toMove(session_->playerName(pos.toMove));
    }
    gameOverBanner_->setVisible(pos.over() || lostOnTime);
    turnLabel_->setText(status);
}

void MainWindow::updateUndoRedo() {
    undo_->setEnabled(session_->canUndo());
    redo_->setEnabled(session_->canRedo());
}

void MainWindow::about() {
    auto* dialog = new AboutDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void MainWindow::updateTitle() {
    // "game.mancala — Ayoayo — Mancala", with a "*" first while moves are unsaved.
    const QString game = Wording::gameName(session_->rules().id());
    const QString file = files_->displayName();
    const QString title =
        file.isEmpty() ? tr("%1 — Mancala").arg(game) : tr("%1 — %2 — Mancala").arg(Wording::isolate(file), game);
    setWindowTitle(files_->isModified() ? tr("*%1", "the title of a game with unsaved moves").arg(title) : title);
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (GameFiles::isFileDrop(event->mimeData()))
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    if (!GameFiles::isFileDrop(event->mimeData()))
        return;
    event->acceptProposedAction();
    files_->openDropped(event->mimeData());
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!files_->maybeSave()) {
        event->ignore();
        return;
    }
    // No computer move may change the game after it is put away.
    turns_->shutDown();
    files_->finish();
    settings_->setWindowGeometry(saveGeometry());
    if (isRightToLeft())
        mirrorDocks();
    settings_->setWindowState(saveState());
    settings_->sync();
    QMainWindow::closeEvent(event);
}

} // namespace mancala::ui
