#include "main_window.hpp"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
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

#include "board_model.hpp"
#include "board_view.hpp"
#include "game_session.hpp"
#include "mancala/notation.hpp"
#include "move_list_model.hpp"
#include "new_game_dialog.hpp"
#include "settings.hpp"
#include "wording.hpp"

namespace mancala::ui {

namespace {

constexpr int kMessageTimeoutMs = 6000;

constexpr std::array kSpeeds{AnimationSpeed::Instant, AnimationSpeed::Fast, AnimationSpeed::Normal,
                             AnimationSpeed::Slow};

} // namespace

MainWindow::MainWindow(QWidget* parent) : MainWindow(std::make_unique<Settings>(), parent) {}

MainWindow::MainWindow(std::unique_ptr<Settings> settings, QWidget* parent)
    : QMainWindow(parent), settings_(std::move(settings)), session_(new GameSession(settings_->lastGame(), this)),
      boardModel_(new BoardModel(session_, this)), moveListModel_(new MoveListModel(session_, this)) {
    session_->setPlayerNames(settings_->playerName(Side::South), settings_->playerName(Side::North));
    speed_ = settings_->animationSpeed();

    createActions();
    createCentralArea();
    createMoveList();
    createMenus();

    turnLabel_ = new QLabel(this);
    turnLabel_->setObjectName(QStringLiteral("turnLabel"));
    statusBar()->addPermanentWidget(turnLabel_);

    connect(session_, &GameSession::movePlayed, this, &MainWindow::onMovePlayed);
    connect(session_, &GameSession::reset, this, &MainWindow::refresh);
    connect(session_, &GameSession::playerNamesChanged, this, &MainWindow::refresh);
    connect(session_, &GameSession::undoRedoChanged, this, &MainWindow::updateUndoRedo);
    connect(boardView_, &BoardView::holeActivated, this, &MainWindow::playHole);
    connect(boardView_, &BoardView::animationFinished, this, &MainWindow::refresh);

    setAnimationSpeed(speed_);
    resize(1100, 640);
    restoreGeometry(settings_->windowGeometry());
    restoreState(settings_->windowState());
    refresh();
    updateUndoRedo();
    boardView_->setFocus();
}

MainWindow::~MainWindow() = default;

QString MainWindow::turnText() const {
    return turnLabel_->text();
}

QAction* MainWindow::speedAction(AnimationSpeed speed) const {
    for (QAction* action : speedGroup_->actions())
        if (action->data().toInt() == static_cast<int>(speed))
            return action;
    return nullptr;
}

void MainWindow::createActions() {
    newGame_ = new QAction(tr("&New Game…"), this);
    newGame_->setShortcut(QKeySequence::New);
    newGame_->setStatusTip(tr("Choose a game and the players' names"));
    connect(newGame_, &QAction::triggered, this, &MainWindow::newGameDialog);

    restart_ = new QAction(tr("&Restart"), this);
    restart_->setShortcut(tr("Ctrl+R"));
    restart_->setStatusTip(tr("Start this game again from the beginning"));
    connect(restart_, &QAction::triggered, this, [this] {
        boardView_->finishAnimation();
        session_->restart();
        boardView_->setFocus();
    });

    pass_ = new QAction(Wording::passAction(), this);
    pass_->setShortcut(tr("Ctrl+P"));
    pass_->setStatusTip(tr("Pass the turn (only when you have no move)"));
    connect(pass_, &QAction::triggered, this, &MainWindow::pass);

    quit_ = new QAction(tr("&Quit"), this);
    quit_->setShortcut(QKeySequence::Quit);
    quit_->setMenuRole(QAction::QuitRole);
    connect(quit_, &QAction::triggered, this, &QWidget::close);

    undo_ = new QAction(tr("&Undo Move"), this);
    undo_->setShortcut(QKeySequence::Undo);
    undo_->setStatusTip(tr("Take back the last move"));
    connect(undo_, &QAction::triggered, this, &MainWindow::undo);

    redo_ = new QAction(tr("&Redo Move"), this);
    redo_->setShortcut(tr("Ctrl+Shift+Z"));
    redo_->setStatusTip(tr("Play again the move taken back"));
    connect(redo_, &QAction::triggered, this, &MainWindow::redo);

    speedGroup_ = new QActionGroup(this);
    speedGroup_->setExclusive(true);
    for (AnimationSpeed speed : kSpeeds) {
        QAction* action = speedGroup_->addAction(Wording::speedName(speed));
        action->setCheckable(true);
        action->setData(static_cast<int>(speed));
        connect(action, &QAction::triggered, this, [this, speed] { setAnimationSpeed(speed); });
    }

    about_ = new QAction(tr("&About Mancala"), this);
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

    passBar_ = noticeBar(QStringLiteral("passBar"), &passText_, central);
    passButton_ = new QPushButton(Wording::passAction(), passBar_);
    passButton_->setObjectName(QStringLiteral("passButton"));
    passButton_->setToolTip(tr("You have no move: pass the turn to your opponent"));
    passButton_->setFont(passText_->font());
    passButton_->setMinimumWidth(passButton_->sizeHint().width() * 2);
    connect(passButton_, &QPushButton::clicked, this, &MainWindow::pass);
    passBar_->layout()->addWidget(passButton_);

    gameOverBanner_ = noticeBar(QStringLiteral("gameOverBanner"), &gameOverText_, central);
    gameOverText_->setObjectName(QStringLiteral("gameOverText"));
    auto* again = new QPushButton(tr("Play &Again"), gameOverBanner_);
    again->setObjectName(QStringLiteral("playAgainButton"));
    connect(again, &QPushButton::clicked, restart_, &QAction::trigger);
    auto* another = new QPushButton(tr("&New Game…"), gameOverBanner_);
    another->setObjectName(QStringLiteral("newGameButton"));
    connect(another, &QPushButton::clicked, this, &MainWindow::newGameDialog);
    gameOverBanner_->layout()->addWidget(again);
    gameOverBanner_->layout()->addWidget(another);

    auto* layout = new QVBoxLayout(central);
    layout->addWidget(boardView_, 1);
    layout->addWidget(passBar_);
    layout->addWidget(gameOverBanner_);
    setCentralWidget(central);
}

void MainWindow::createMoveList() {
    moveDock_ = new QDockWidget(tr("Moves"), this);
    moveDock_->setObjectName(QStringLiteral("moveDock"));
    moveListView_ = new QListView(moveDock_);
    moveListView_->setObjectName(QStringLiteral("moveList"));
    moveListView_->setModel(moveListModel_);
    moveListView_->setUniformItemSizes(true);
    moveListView_->setFocusPolicy(Qt::NoFocus);
    moveListView_->setMinimumWidth(240);
    moveDock_->setWidget(moveListView_);
    addDockWidget(Qt::RightDockWidgetArea, moveDock_);
    connect(moveListModel_, &QAbstractItemModel::rowsInserted, moveListView_, &QListView::scrollToBottom);
}

void MainWindow::createMenus() {
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    game->addAction(newGame_);
    game->addAction(restart_);
    game->addSeparator();
    game->addAction(pass_);
    game->addSeparator();
    game->addAction(quit_);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(undo_);
    edit->addAction(redo_);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* showMoves = moveDock_->toggleViewAction();
    showMoves->setText(tr("&Move List"));
    view->addAction(showMoves);

    QMenu* settings = menuBar()->addMenu(tr("&Settings"));
    QMenu* speed = settings->addMenu(tr("&Animation Speed"));
    speed->addActions(speedGroup_->actions());

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(about_);
}

void MainWindow::startGame(GameId game, const QString& southName, const QString& northName) {
    boardView_->finishAnimation();
    session_->setPlayerNames(southName, northName);
    session_->newGame(game);
    settings_->setLastGame(game);
    settings_->setPlayerName(Side::South, southName);
    settings_->setPlayerName(Side::North, northName);
}

void MainWindow::newGameDialog() {
    const auto named = [this](Side side) {
        const QString name = session_->playerName(side);
        return name == Wording::sideName(side) ? QString() : name;
    };
    auto* dialog = new NewGameDialog(session_->rules().id(), named(Side::South), named(Side::North), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this,
            [this, dialog] { startGame(dialog->game(), dialog->southName(), dialog->northName()); });
    dialog->open();
}

void MainWindow::setAnimationSpeed(AnimationSpeed speed) {
    speed_ = speed;
    boardView_->setAnimationSpeed(speed);
    if (QAction* action = speedAction(speed))
        action->setChecked(true);
    settings_->setAnimationSpeed(speed);
}

void MainWindow::undo() {
    boardView_->finishAnimation();
    session_->undo();
}

void MainWindow::redo() {
    boardView_->finishAnimation();
    session_->redo();
}

void MainWindow::pass() {
    if (!session_->mustPass())
        return;
    boardView_->finishAnimation();
    session_->play(Move::pass());
    boardView_->setFocus();
}

void MainWindow::playHole(Hole hole) {
    const Rules& rules = session_->rules();
    const IllegalReason why = session_->play(rules.moveFrom(hole));
    if (why == IllegalReason::None)
        return;
    const QString name = QString::fromStdString(holeName(rules, hole));
    statusBar()->showMessage(tr("%1: %2").arg(name, Wording::illegalReason(why)), kMessageTimeoutMs);
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

    setWindowTitle(tr("%1 — Mancala").arg(Wording::gameName(rules.id())));

    const bool mustPass = !pos.over() && session_->mustPass();
    passBar_->setVisible(mustPass);
    pass_->setEnabled(mustPass);

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

void MainWindow::closeEvent(QCloseEvent* event) {
    settings_->setWindowGeometry(saveGeometry());
    settings_->setWindowState(saveState());
    settings_->sync();
    QMainWindow::closeEvent(event);
}

} // namespace mancala::ui
