// MainWindow's parts as it builds them: the players and the turn controller,
// actions, the central area (board, replay, pass and game-over bars), the
// move list, the rules, the computer's signs, the toolbar and the menus
// (main_window.cpp has the rest, main_window_analysis.cpp the analysis).
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
#include <QPushButton>
#include <QScreen>
#include <QStatusBar>
#include <QVBoxLayout>

#include <array>

#include "board/board_model.hpp"
#include "board/board_view.hpp"
#include "board/theme_menu.hpp"
#include "play/analysis/analysis_marks.hpp"
#include "window/analysis_panel.hpp"
#include "window/board_export.hpp"
#include "play/computer_player.hpp"
#include "play/endgame_indicator.hpp"
#include "play/endgame_store.hpp"
#include "play/analysis/analysis_model.hpp"
#include "play/cores_menu.hpp"
#include "play/analysis/evaluation_model.hpp"
#include "play/analysis/evaluation_panel.hpp"
#include "play/sound/game_sounds.hpp"
#include "play/sound/sound_menu.hpp"
#include "records/game_files.hpp"
#include "records/recent_files_menu.hpp"
#include "session/game_session.hpp"
#include "play/hint.hpp"
#include "play/hole_guide.hpp"
#include "play/player_menu.hpp"
#include "play/result_recorder.hpp"
#include "i18n/language.hpp"
#include "mancala/notation.hpp"
#include "play/mistake_puzzles.hpp"
#include "play/move_list_model.hpp"
#include "window/about_dialog.hpp"
#include "window/main_tool_bar.hpp"
#include "window/new_game_dialog.hpp"
#include "play/perfect_play.hpp"
#include "window/replay_bar.hpp"
#include "window/screen_fit.hpp"
#include "window/statistics_dialog.hpp"
#include "session/replay_controller.hpp"
#include "rules/rules_browser.hpp"
#include "settings/cores.hpp"
#include "settings/settings.hpp"
#include "play/thinking_indicator.hpp"
#include "play/turn_controller.hpp"
#include "session/game_clocks.hpp"
#include "window/clock_bar.hpp"
#include "i18n/wording.hpp"

namespace mancala::ui {

namespace {

// The speeds of Settings → Animation Speed, with the object names of their actions.
struct SpeedItem {
    AnimationSpeed speed;
    const char* name;
};
constexpr std::array kSpeeds{
    SpeedItem{AnimationSpeed::Instant, "speedInstant"}, SpeedItem{AnimationSpeed::Fast, "speedFast"},
    SpeedItem{AnimationSpeed::Normal, "speedNormal"}, SpeedItem{AnimationSpeed::Slow, "speedSlow"}};

} // namespace

QAction* MainWindow::speedAction(AnimationSpeed speed) const {
    for (QAction* action : speedGroup_->actions())
        if (action->data().toInt() == static_cast<int>(speed))
            return action;
    return nullptr;
}

void MainWindow::createPlayers() {
    computer_ = new ComputerPlayer(session_, this);
    computer_->setObjectName(QStringLiteral("computerPlayer"));
    computer_->setExpertTimeMs(settings_->expertTimeMs());
    computer_->setCores(settings_->computerCores());
    endgames_ = new EndgameStore(settings_->endgameFolder(), settings_->endgameSeeds(), this);
    // The endgames' work on the cores the computer's search leaves (held while it searches).
    endgames_->setThreads(coresLeft(computer_->cores()));
    connect(computer_, &ComputerPlayer::coresChanged, endgames_,
            [endgames = endgames_](int cores) { endgames->setThreads(coresLeft(cores)); });
    computer_->setEndgames(endgames_);
    // The endgames' work for the game played only, and none while the computer player searches.
    connect(session_, &GameSession::gameReplaced, endgames_,
            [endgames = endgames_, session = session_] { endgames->setPlaying(session->rules().id()); });
    connect(computer_, &ComputerPlayer::thinkingChanged, endgames_, &EndgameStore::setHeld);
    turns_ = new TurnController(session_, boardView_, replay_, files_, computer_, this);
    turns_->setObjectName(QStringLiteral("turnController"));
    turns_->setPlayers(settings_->players());
    turns_->setClocks(clocks_);
    connect(clocks_, &GameClocks::flagFell, this, &MainWindow::refresh);
    (new ResultRecorder(session_, turns_, statistics_.get(), this))->setClocks(clocks_);
}

void MainWindow::createActions() {
    createGameActions();
    createEditActions();
    createViewActions();
    createHelpActions();
}

void MainWindow::createGameActions() {
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

    setUp_ = new QAction(this);
    setUp_->setObjectName(QStringLiteral("setUpAction"));
    connect(setUp_, &QAction::triggered, this, &MainWindow::setUpDialog);

    pass_ = new QAction(this);
    pass_->setObjectName(QStringLiteral("passAction"));
    connect(pass_, &QAction::triggered, turns_, &TurnController::pass);

    showStatistics_ = new QAction(this);
    showStatistics_->setObjectName(QStringLiteral("statisticsAction"));
    connect(showStatistics_, &QAction::triggered, this, [this] {
        auto* dialog = new StatisticsDialog(statistics_.get(), this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });

    quit_ = new QAction(this);
    quit_->setObjectName(QStringLiteral("quitAction"));
    quit_->setShortcut(QKeySequence::Quit);
    quit_->setMenuRole(QAction::QuitRole);
    connect(quit_, &QAction::triggered, this, &QWidget::close);
}

void MainWindow::createEditActions() {
    undo_ = new QAction(this);
    undo_->setObjectName(QStringLiteral("undoAction"));
    undo_->setShortcut(QKeySequence::Undo);
    connect(undo_, &QAction::triggered, turns_, &TurnController::undo);

    redo_ = new QAction(this);
    redo_->setObjectName(QStringLiteral("redoAction"));
    connect(redo_, &QAction::triggered, turns_, &TurnController::redo);
}

void MainWindow::createViewActions() {
    speedGroup_ = new QActionGroup(this);
    speedGroup_->setExclusive(true);
    for (const auto& [speed, name] : kSpeeds) {
        QAction* action = speedGroup_->addAction(QString());
        action->setObjectName(QLatin1String(name));
        action->setCheckable(true);
        action->setData(static_cast<int>(speed));
        connect(action, &QAction::triggered, this, [this, speed] { setAnimationSpeed(speed); });
    }

    fullScreen_ = new QAction(this);
    fullScreen_->setObjectName(QStringLiteral("fullScreenAction"));
    fullScreen_->setCheckable(true);
    // F11 everywhere (QKeySequence::FullScreen has no key outside KDE and
    // Windows), then the platform's own keys; Esc leaves too (keyPressEvent).
    QList<QKeySequence> fullScreenKeys{QKeySequence(Qt::Key_F11)};
    for (const QKeySequence& key : QKeySequence::keyBindings(QKeySequence::FullScreen))
        if (!fullScreenKeys.contains(key))
            fullScreenKeys << key;
    fullScreen_->setShortcuts(fullScreenKeys);
    connect(fullScreen_, &QAction::triggered, this, [this](bool on) {
        setWindowState(on ? windowState() | Qt::WindowFullScreen : windowState() & ~Qt::WindowFullScreen);
    });
}

void MainWindow::createHelpActions() {
    about_ = new QAction(this);
    about_->setObjectName(QStringLiteral("aboutAction"));
    about_->setMenuRole(QAction::AboutRole);
    connect(about_, &QAction::triggered, this, &MainWindow::about);

    aboutQt_ = new QAction(this);
    aboutQt_->setObjectName(QStringLiteral("aboutQtAction"));
    aboutQt_->setMenuRole(QAction::AboutQtRole);
    connect(aboutQt_, &QAction::triggered, qApp, &QApplication::aboutQt);
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

    passBar_ = noticeBar(QStringLiteral("passBar"), &passText_, central);
    passButton_ = new QPushButton(passBar_);
    passButton_->setObjectName(QStringLiteral("passButton"));
    passButton_->setFont(passText_->font());
    connect(passButton_, &QPushButton::clicked, turns_, &TurnController::pass);
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
    firstMoveBar_ = noticeBar(QStringLiteral("firstMoveHint"), &firstMoveText_, central);
    firstMoveBar_->hide();

    auto* layout = new QVBoxLayout(central);
    clockBar_ = new ClockBar(clocks_, session_, central);
    layout->addWidget(clockBar_);
    layout->addWidget(boardView_, 1);
    layout->addWidget(replayBar_);
    layout->addWidget(firstMoveBar_);
    layout->addWidget(passBar_);
    layout->addWidget(gameOverBanner_);
    setCentralWidget(central);
}

void MainWindow::createMoveList() {
    moveDock_ = new QDockWidget(this);
    moveDock_->setObjectName(QStringLiteral("moveDock"));
    moveListView_ = new QListView(moveDock_);
    moveListView_->setObjectName(QStringLiteral("moveList"));
    moveListView_->setModel(analysisMarks_);
    // A summary too long for the list's width wraps (the whole line is also its tooltip).
    moveListView_->setWordWrap(true);
    moveListView_->setResizeMode(QListView::Adjust);
    moveListView_->setFocusPolicy(Qt::NoFocus);
    moveListView_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    moveListView_->setMinimumWidth(260);
    moveDock_->setWidget(moveListView_);
    addDockWidget(Qt::RightDockWidgetArea, moveDock_);
    connect(moveListModel_, &QAbstractItemModel::rowsInserted, moveListView_, &QListView::scrollToBottom);
    replayBar_->setMoveList(moveListView_);
}

void MainWindow::createRulesDock() {
    rulesBrowser_ = new RulesBrowser(session_, this);
    addDockWidget(Qt::LeftDockWidgetArea, rulesBrowser_);
    rulesBrowser_->hide();
    fitWhenShown(rulesBrowser_);
}

void MainWindow::createComputerSigns() {
    QStatusBar* bar = statusBar();
    connect(computer_, &ComputerPlayer::fellBack, bar, [bar](const QString& m) { bar->showMessage(m); });
    holeGuide_ = new HoleGuide(boardView_, turns_, session_, settings_.get(), bar, this);
    hint_ = new Hint(session_, boardModel_, turns_, analysis_, bar, this);
    hint_->setObjectName(QStringLiteral("hintFinder"));

    bar->addPermanentWidget(new ThinkingIndicator(computer_, turns_, session_, bar));
    bar->addPermanentWidget(new EndgameIndicator(endgames_, bar, bar));
    perfectPlay_ = new PerfectPlayLabel(session_, analysis_, bar);
    bar->addPermanentWidget(perfectPlay_);
    perfectPlay_->action()->setChecked(settings_->showPerfectPlay());
    connect(perfectPlay_->action(), &QAction::toggled, this,
            [settings = settings_.get()](bool on) { settings->setShowPerfectPlay(on); });
}

void MainWindow::createToolBar() {
    toolBar_ = new MainToolBar({{newGame_, "game-new"},
                                {files_->openAction(), "document-open"},
                                {files_->saveAction(), "document-save"},
                                {undo_, "edit-undo"},
                                {redo_, "edit-redo"},
                                {hint_->action(), "games-hint"},
                                {rulesBrowser_->showRulesAction(), "help-contents"}},
                               this);
    addToolBar(Qt::TopToolBarArea, toolBar_);
}

void MainWindow::createMenus() {
    QMenu* game = gameMenu_ = menuBar()->addMenu(QString());
    game->addAction(newGame_);
    game->addAction(restart_);
    game->addAction(setUp_);
    game->addAction(puzzles_);
    game->addAction(mistakePuzzles_->action());
    game->addSeparator();
    game->addAction(files_->openAction());
    game->addMenu(files_->recentMenu());
    game->addAction(files_->saveAction());
    game->addAction(files_->saveAsAction());
    game->addAction(boardExport_->exportBoardAction());
    game->addAction(boardExport_->exportGameAction());
    game->addSeparator();
    game->addAction(pass_);
    game->addSeparator();
    game->addAction(showStatistics_);
    game->addSeparator();
    game->addAction(quit_);

    QMenu* edit = editMenu_ = menuBar()->addMenu(QString());
    edit->addAction(undo_);
    edit->addAction(redo_);
    edit->addSeparator();
    edit->addAction(boardExport_->copyAction());

    QMenu* view = viewMenu_ = menuBar()->addMenu(QString());
    view->addAction(toolBar_->toggleViewAction());
    view->addAction(fullScreen_);
    view->addSeparator();
    showMoves_ = moveDock_->toggleViewAction();
    view->addAction(showMoves_);
    view->addAction(evaluation_->toggleViewAction());
    view->addAction(analysisPanel_->toggleViewAction());
    view->addAction(perfectPlay_->action());
    view->addAction(holeGuide_->showPlayableAction());

    menuBar()->addMenu(replayBar_->menu());

    createComputerMenu();
    createSettingsMenu();
    menuBar()->addMenu(new LanguageMenu(settings_.get(), this));

    QMenu* help = helpMenu_ = menuBar()->addMenu(QString());
    help->addAction(rulesBrowser_->showRulesAction());
    help->addSeparator();
    help->addAction(about_);
    help->addAction(aboutQt_);
}

void MainWindow::createComputerMenu() {
    QMenu* computer = computerMenu_ = menuBar()->addMenu(QString());
    computer->addAction(hint_->action());
    computer->addSeparator();
    computer->addAction(turns_->pauseAction());
    computer->addAction(turns_->stepAction());
    computer->addSeparator();
    computer->addMenu(new PlayerMenu(Side::South, session_, turns_, this));
    computer->addMenu(new PlayerMenu(Side::North, session_, turns_, this));
}

void MainWindow::createSettingsMenu() {
    QMenu* settings = settingsMenu_ = menuBar()->addMenu(QString());
    QMenu* speed = speedMenu_ = settings->addMenu(QString());
    speed->addActions(speedGroup_->actions());
    settings->addMenu(new SoundMenu(new GameSounds(boardView_, turns_, settings_.get(), this), this));
    settings->addMenu(new ThemeMenu(settings_.get(), this));
    settings->addMenu(new CoresMenu(settings_.get(), computer_, this));
}

} // namespace mancala::ui
