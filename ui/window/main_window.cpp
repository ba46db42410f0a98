#include "window/main_window.hpp"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QVBoxLayout>

#include <array>

#include "board/board_model.hpp"
#include "board/board_view.hpp"
#include "board/theme_menu.hpp"
#include "play/computer_player.hpp"
#include "play/evaluation_panel.hpp"
#include "play/game_sounds.hpp"
#include "play/sound_menu.hpp"
#include "records/game_files.hpp"
#include "records/recent_files_menu.hpp"
#include "session/game_session.hpp"
#include "play/hint.hpp"
#include "i18n/language.hpp"
#include "mancala/notation.hpp"
#include "play/move_list_model.hpp"
#include "window/new_game_dialog.hpp"
#include "play/perfect_play.hpp"
#include "window/replay_bar.hpp"
#include "session/replay_controller.hpp"
#include "rules/rules_browser.hpp"
#include "settings/settings.hpp"
#include "play/thinking_indicator.hpp"
#include "play/turn_controller.hpp"
#include "i18n/wording.hpp"

namespace mancala::ui {

namespace {

constexpr int kMessageTimeoutMs = 6000;

// The speeds of Settings → Animation Speed, with the object names of their actions.
struct SpeedItem {
    AnimationSpeed speed;
    const char* name;
};
constexpr std::array kSpeeds{SpeedItem{AnimationSpeed::Instant, "speedInstant"},
                             SpeedItem{AnimationSpeed::Fast, "speedFast"},
                             SpeedItem{AnimationSpeed::Normal, "speedNormal"},
                             SpeedItem{AnimationSpeed::Slow, "speedSlow"}};

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
    files_ = new GameFiles(session_, replay_, settings_.get(), this);
    files_->setObjectName(QStringLiteral("gameFiles"));
    setAcceptDrops(true);

    createActions();
    createCentralArea();
    createMoveList();
    rulesBrowser_ = new RulesBrowser(session_, this);
    addDockWidget(Qt::LeftDockWidgetArea, rulesBrowser_);
    rulesBrowser_->hide();
    createComputerPlayers();
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
    connect(turns_, &TurnController::refused, this, [this](Hole hole, IllegalReason why) {
        const QString name = QString::fromStdString(holeName(session_->rules(), hole));
        statusBar()->showMessage(tr("%1: %2").arg(Wording::isolate(name), Wording::illegalReason(why)), kMessageTimeoutMs);
    });
    connect(boardView_, &BoardView::animationFinished, this, &MainWindow::refresh);
    connect(boardView_, &BoardView::animationFinished, moveListModel_, &MoveListModel::boardSettled);
    connect(files_, &GameFiles::documentChanged, this, &MainWindow::updateTitle);
    createAutosaveWarning();

    setAnimationSpeed(settings_->animationSpeed());
    resize(1100, 640);
    restoreGeometry(settings_->windowGeometry());
    restoreState(settings_->windowState());
    if (isRightToLeft())
        mirrorDocks();
    refresh();
    updateUndoRedo();
    boardView_->setFocus();
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

QAction* MainWindow::speedAction(AnimationSpeed speed) const {
    for (QAction* action : speedGroup_->actions())
        if (action->data().toInt() == static_cast<int>(speed))
            return action;
    return nullptr;
}

void MainWindow::createActions() {
    newGame_ = new QAction(this);
    newGame_->setObjectName(QStringLiteral("newGameAction"));
    newGame_->setShortcut(QKeySequence::New);
    connect(newGame_, &QAction::triggered, this, &MainWindow::newGameDialog);

    restart_ = new QAction(this);
    restart_->setObjectName(QStringLiteral("restartAction"));
    connect(restart_, &QAction::triggered, this, [this] {
        // A finished game not saved yet is asked about like any other.
        if (!files_->maybeSave())
            return;
        session_->restart();
        boardView_->setFocus();
    });

    pass_ = new QAction(this);
    pass_->setObjectName(QStringLiteral("passAction"));
    connect(pass_, &QAction::triggered, this, [this] { turns_->pass(); });

    quit_ = new QAction(this);
    quit_->setObjectName(QStringLiteral("quitAction"));
    quit_->setShortcut(QKeySequence::Quit);
    quit_->setMenuRole(QAction::QuitRole);
    connect(quit_, &QAction::triggered, this, &QWidget::close);

    undo_ = new QAction(this);
    undo_->setObjectName(QStringLiteral("undoAction"));
    undo_->setShortcut(QKeySequence::Undo);
    connect(undo_, &QAction::triggered, this, [this] { turns_->undo(); });

    redo_ = new QAction(this);
    redo_->setObjectName(QStringLiteral("redoAction"));
    connect(redo_, &QAction::triggered, this, [this] { turns_->redo(); });

    speedGroup_ = new QActionGroup(this);
    speedGroup_->setExclusive(true);
    for (const auto& [speed, name] : kSpeeds) {
        QAction* action = speedGroup_->addAction(QString());
        action->setObjectName(QLatin1String(name));
        action->setCheckable(true);
        action->setData(static_cast<int>(speed));
        connect(action, &QAction::triggered, this, [this, speed] { setAnimationSpeed(speed); });
    }

    about_ = new QAction(this);
    about_->setObjectName(QStringLiteral("aboutAction"));
    about_->setMenuRole(QAction::AboutRole);
    connect(about_, &QAction::triggered, this, &MainWindow::about);
}

namespace {

// A bar under the board for what needs the players' attention now.
QFrame* noticeBar(const QString& name, QLabel** text, QWidget* parent) {
    auto* bar = new QFrame(parent);
    bar->setObjectName(name);
    bar->setFrameShape(QFrame::StyledPanel);
    bar->setAutoFillBackground(true);
    bar->setBackgroundRole(QPalette::AlternateBase);
    *text = new QLabel(bar);
    (*text)->setWordWrap(true);
    QFont bold = (*text)->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    (*text)->setFont(bold);
    auto* layout = new QHBoxLayout(bar);
    layout->addWidget(*text, 1);
    return bar;
}

} // namespace

void MainWindow::createCentralArea() {
    auto* central = new QWidget(this);

    boardView_ = new BoardView(boardModel_, session_, central);
    boardView_->setObjectName(QStringLiteral("boardView"));
    computer_ = new ComputerPlayer(session_, this);
    computer_->setObjectName(QStringLiteral("computerPlayer"));
    computer_->setExpertTimeMs(settings_->expertTimeMs());
    turns_ = new TurnController(session_, boardView_, replay_, files_, computer_, this);
    turns_->setObjectName(QStringLiteral("turnController"));
    turns_->setPlayers(settings_->players());

    passBar_ = noticeBar(QStringLiteral("passBar"), &passText_, central);
    passButton_ = new QPushButton(passBar_);
    passButton_->setObjectName(QStringLiteral("passButton"));
    passButton_->setFont(passText_->font());
    connect(passButton_, &QPushButton::clicked, this, [this] { turns_->pass(); });
    passBar_->layout()->addWidget(passButton_);

    gameOverBanner_ = noticeBar(QStringLiteral("gameOverBanner"), &gameOverText_, central);
    gameOverText_->setObjectName(QStringLiteral("gameOverText"));
    playAgainButton_ = new QPushButton(gameOverBanner_);
    playAgainButton_->setObjectName(QStringLiteral("playAgainButton"));
    connect(playAgainButton_, &QPushButton::clicked, restart_, &QAction::trigger);
    newGameButton_ = new QPushButton(gameOverBanner_);
    newGameButton_->setObjectName(QStringLiteral("newGameButton"));
    connect(newGameButton_, &QPushButton::clicked, this, &MainWindow::newGameDialog);
    gameOverBanner_->layout()->addWidget(playAgainButton_);
    gameOverBanner_->layout()->addWidget(newGameButton_);

    replayBar_ = new ReplayBar(replay_, turns_, boardView_, central);

    auto* layout = new QVBoxLayout(central);
    layout->addWidget(boardView_, 1);
    layout->addWidget(replayBar_);
    layout->addWidget(passBar_);
    layout->addWidget(gameOverBanner_);
    setCentralWidget(central);
}

void MainWindow::createMoveList() {
    moveDock_ = new QDockWidget(this);
    moveDock_->setObjectName(QStringLiteral("moveDock"));
    moveListView_ = new QListView(moveDock_);
    moveListView_->setObjectName(QStringLiteral("moveList"));
    moveListView_->setModel(moveListModel_);
    moveListView_->setUniformItemSizes(true);
    moveListView_->setFocusPolicy(Qt::NoFocus);
    moveListView_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    moveListView_->setTextElideMode(Qt::ElideRight);
    moveListView_->setMinimumWidth(260);
    moveDock_->setWidget(moveListView_);
    addDockWidget(Qt::RightDockWidgetArea, moveDock_);
    connect(moveListModel_, &QAbstractItemModel::rowsInserted, moveListView_, &QListView::scrollToBottom);
    replayBar_->setMoveList(moveListView_);
}

void MainWindow::createComputerPlayers() {
    hint_ = new Hint(session_, boardModel_, turns_, computer_, statusBar(), this);
    hint_->setObjectName(QStringLiteral("hintFinder"));

    statusBar()->addPermanentWidget(new ThinkingIndicator(computer_, turns_, session_, statusBar()));
    perfectPlay_ = new PerfectPlayLabel(session_, statusBar());
    statusBar()->addPermanentWidget(perfectPlay_);
    perfectPlay_->action()->setChecked(settings_->showPerfectPlay());
    connect(perfectPlay_->action(), &QAction::toggled, this, [this](bool on) { settings_->setShowPerfectPlay(on); });

    evaluation_ = new EvaluationPanel(session_, replay_, this);
    addDockWidget(Qt::RightDockWidgetArea, evaluation_);
    splitDockWidget(moveDock_, evaluation_, Qt::Vertical);
    evaluation_->hide();
}

void MainWindow::createMenus() {
    QMenu* game = gameMenu_ = menuBar()->addMenu(QString());
    game->addAction(newGame_);
    game->addAction(restart_);
    game->addSeparator();
    game->addAction(files_->openAction());
    game->addMenu(files_->recentMenu());
    game->addAction(files_->saveAction());
    game->addAction(files_->saveAsAction());
    game->addSeparator();
    game->addAction(pass_);
    game->addSeparator();
    game->addAction(quit_);

    QMenu* edit = editMenu_ = menuBar()->addMenu(QString());
    edit->addAction(undo_);
    edit->addAction(redo_);

    QMenu* view = viewMenu_ = menuBar()->addMenu(QString());
    showMoves_ = moveDock_->toggleViewAction();
    view->addAction(showMoves_);
    view->addAction(evaluation_->toggleViewAction());
    view->addAction(perfectPlay_->action());

    menuBar()->addMenu(replayBar_->menu());

    QMenu* computer = computerMenu_ = menuBar()->addMenu(QString());
    computer->addAction(hint_->action());
    computer->addSeparator();
    computer->addAction(turns_->pauseAction());
    computer->addAction(turns_->stepAction());

    QMenu* settings = settingsMenu_ = menuBar()->addMenu(QString());
    QMenu* speed = speedMenu_ = settings->addMenu(QString());
    speed->addActions(speedGroup_->actions());
    settings->addMenu(new SoundMenu(new GameSounds(boardView_, turns_, settings_.get(), this), this));
    settings->addMenu(new ThemeMenu(settings_.get(), this));

    menuBar()->addMenu(new LanguageMenu(settings_.get(), this));

    QMenu* help = helpMenu_ = menuBar()->addMenu(QString());
    help->addAction(rulesBrowser_->showRulesAction());
    help->addSeparator();
    help->addAction(about_);
}

void MainWindow::retranslate() {
    newGame_->setText(tr("&New Game…"));
    newGame_->setStatusTip(tr("Choose a game and the players' names"));
    restart_->setText(tr("Res&tart"));
    restart_->setShortcut(tr("Ctrl+R"));
    restart_->setStatusTip(tr("Start this game again from the beginning"));
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

    passButton_->setText(Wording::passAction());
    passButton_->setToolTip(tr("You have no move: pass the turn to your opponent"));
    passButton_->setMinimumWidth(passButton_->sizeHint().width() * 2);
    playAgainButton_->setText(tr("Play &Again"));
    newGameButton_->setText(tr("&New Game…"));

    // The dock's title names its toggle action too: set the action's text after it.
    moveDock_->setWindowTitle(tr("Moves"));
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
    QMainWindow::changeEvent(event);
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
    auto* dialog = new NewGameDialog(session_->rules().id(), named(Side::South), named(Side::North), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setPlayers(turns_->players());
    dialog->setExpertTimeMs(computer_->expertTimeMs());
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (!files_->maybeSave())
            return;
        computer_->setExpertTimeMs(dialog->expertTimeMs());
        settings_->setExpertTimeMs(dialog->expertTimeMs());
        startGame(dialog->game(), dialog->southName(), dialog->northName(), dialog->players());
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
    if (pos.over()) {
        const QString result = Wording::result(pos, south, north);
        const QString reason = Wording::endReason(rules, pos, south, north);
        status = tr("Game over: %1. %2.").arg(result, reason);
        gameOverText_->setText(tr("%1.\n%2.").arg(result, reason));
    } else if (mustPass) {
        status = Wording::mustPass(session_->playerName(pos.toMove));
        passText_->setText(status);
    } else {
        status = Wording::toMove(session_->playerName(pos.toMove));
    }
    gameOverBanner_->setVisible(pos.over());
    turnLabel_->setText(status);
}

void MainWindow::updateUndoRedo() {
    undo_->setEnabled(session_->canUndo());
    redo_->setEnabled(session_->canRedo());
}

void MainWindow::about() {
    QStringList games;
    for (GameId game : kAllGames)
        games << Wording::gameName(game);
    QMessageBox::about(this, tr("About Mancala"),
                       tr("<h3>Mancala %1</h3>"
                          "<p>Traditional mancala games for two players at one computer: %2.</p>")
                           .arg(QApplication::applicationVersion(), QLocale().createSeparatedList(games)));
}

void MainWindow::updateTitle() {
    // "game.mancala — Ayoayo — Mancala", with a "*" first while moves are unsaved.
    const QString game = Wording::gameName(session_->rules().id());
    const QString file = files_->displayName();
    const QString title = file.isEmpty() ? tr("%1 — Mancala").arg(game) : tr("%1 — %2 — Mancala").arg(Wording::isolate(file), game);
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
