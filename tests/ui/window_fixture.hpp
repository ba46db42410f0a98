// The one fixture and helper header of the UI tests: the English start and
// the four games as a data column; random legal moves and games with fixed
// seeds; an independent check of the board model against the session; model
// snapshots; files read and written whole; the answer to a modal dialog (a
// QMessageBox or QFileDialog run with exec()) given from the event loop once
// it shows, and what a message box said; a board view of its own (Board) and
// what it shows; the parts of a MainWindow found by their object names; and
// WindowFixture, a MainWindow on a private INI settings file in a temporary
// folder, opened at an animation speed (and silent), with the check of a replay.
#pragma once

#include <QAbstractButton>
#include <QAbstractItemModel>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFrame>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMessageBox>
#include <QPixmap>
#include <QPushButton>
#include <QSettings>
#include <QString>
#include <QTemporaryDir>
#include <QTextDocumentFragment>
#include <QTimer>
#include <QToolButton>
#include <QVariantAnimation>
#include <QtTest>

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <set>
#include <tuple>
#include <utility>
#include <vector>

#include "board/board_model.hpp"
#include "board/board_view.hpp"
#include "i18n/language.hpp"
#include "i18n/translations.hpp"
#include "i18n/wording.hpp"
#include "mancala/game.hpp"
#include "mancala/notation.hpp"
#include "mancala/record.hpp"
#include "play/computer_player.hpp"
#include "play/analysis/evaluation_panel.hpp"
#include "play/hint.hpp"
#include "play/move_list_model.hpp"
#include "play/perfect_play.hpp"
#include "play/thinking_indicator.hpp"
#include "play/turn_controller.hpp"
#include "records/game_files.hpp"
#include "rules/rules_browser.hpp"
#include "session/game_session.hpp"
#include "session/replay_controller.hpp"
#include "settings/settings.hpp"
#include "window/main_window.hpp"
#include "window/replay_bar.hpp"

Q_DECLARE_METATYPE(mancala::GameId)

namespace mancala::ui::test {

// ------------------------------------------------------------ the test run

// The suites' start: English words and an American English locale.
inline void startInEnglish() {
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QCOMPARE(Translations::install(*QCoreApplication::instance(), Language::English), QString());
}

// Delivers what is posted (LanguageChange reaches the widgets as posted events).
inline void settle() {
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
}

// A data column `game` with a row of each game, named by its id.
inline void addGameRows() {
    QTest::addColumn<GameId>("game");
    for (GameId game : kAllGames)
        QTest::newRow(gameIdString(game).data()) << game;
}

// ------------------------------------------------------ random legal moves

inline Move randomLegalMove(const Game& game, std::mt19937& rng) {
    MoveList moves;
    game.legalMoves(moves);
    std::uniform_int_distribution<int> pick(0, moves.size() - 1);
    return moves[pick(rng)];
}

// Random legal moves of `id` from the start (seeded), until the game ends or
// `maxPlies` moves were played.
inline std::vector<Move> randomGame(GameId id, unsigned seed, int maxPlies = 100000) {
    Game game(rulesFor(id));
    std::mt19937 rng(seed);
    while (!game.over() && game.ply() < maxPlies)
        game.play(randomLegalMove(game, rng));
    return game.moves();
}

// A real end of `id`: the final position and the last move's trace of the
// first seeded random game (seeds 1, 2, ...) that ends by `reason` after a
// move of `lastMover`, with seeds left on the board for the end to allot
// unless `allotted` is false (none in 200 games: nullopt).
struct GameEnd {
    Position final;
    Trace lastMove;
};
inline std::optional<GameEnd> randomGameEnd(GameId id, EndReason reason, Side lastMover, bool allotted = true) {
    for (unsigned seed = 1; seed <= 200; ++seed) {
        Game game(rulesFor(id));
        std::mt19937 rng(seed);
        Trace trace;
        while (!game.over()) {
            trace.clear();
            game.play(randomLegalMove(game, rng), &trace);
        }
        const bool seedsLeft =
            std::any_of(trace.begin(), trace.end(), [](const Event& e) { return e.kind == EventKind::Allot; });
        if (game.position().end == reason && opponent(game.position().toMove) == lastMover && seedsLeft == allotted)
            return GameEnd{game.position(), trace};
    }
    return std::nullopt;
}

// Plays random legal moves with a fixed seed in `session`: `count` of them,
// or to the end.
inline void playRandomMoves(GameSession& session, unsigned seed, int count) {
    std::mt19937 rng(seed);
    for (int i = 0; i < count && !session.game().over(); ++i)
        session.play(randomLegalMove(session.game(), rng));
}

inline bool isLegal(const Game& game, Move m) {
    MoveList moves;
    game.legalMoves(moves);
    for (Move legal : moves)
        if (legal == m)
            return true;
    return false;
}

// `m` is legal in `pos` (the position shown, which a replay may hold back).
inline bool isLegalIn(const Rules& rules, const Position& pos, Move m) {
    MoveList moves;
    rules.legalMoves(pos, moves);
    for (Move legal : moves)
        if (legal == m)
            return true;
    return false;
}

// ------------------------------------------------------------- the models

// The first difference between the board model and the session's position,
// or an empty string. The expected cell of each hole is worked out here from
// the layout rules of board_model.hpp, not from the model's own mapping.
inline QString boardModelMismatch(const BoardModel& model, const GameSession& session) {
    const Rules& rules = session.rules();
    const Position& pos = session.position();
    const Trace& trace = session.lastTrace();
    const int rows = rules.rows();
    const int first = rules.hasStores() ? 1 : 0;
    const int columns = rules.cols() + 2 * first;
    if (model.rowCount() != rows || model.columnCount() != columns)
        return QStringLiteral("shape %1x%2").arg(model.rowCount()).arg(model.columnCount());

    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < columns; ++c) {
            const QModelIndex at = model.index(r, c);
            const auto where = QStringLiteral("cell (%1,%2): ").arg(r).arg(c);
            const bool storeColumn = rules.hasStores() && (c == 0 || c == columns - 1);
            if (storeColumn) {
                const Side side = c == 0 ? Side::North : Side::South;
                const bool storeCell = r == (side == Side::North ? 0 : rows - 1);
                if (!storeCell) {
                    if (model.flags(at) != Qt::NoItemFlags || model.data(at, BoardModel::SeedCountRole).isValid())
                        return where + QStringLiteral("should be empty");
                    continue;
                }
                bool received = false;
                for (const Event& e : trace)
                    received |= (e.kind == EventKind::Capture || e.kind == EventKind::Allot) && e.side == side;
                if (!model.data(at, BoardModel::IsStoreRole).toBool() ||
                    model.data(at, BoardModel::SeedCountRole).toInt() != pos.totals[index(side)] ||
                    model.data(at, BoardModel::OwnerRole).toInt() != index(side) ||
                    model.data(at, BoardModel::HoleRole).toInt() != -1 ||
                    model.data(at, BoardModel::LegalRole).toBool() ||
                    model.data(at, BoardModel::InLastMoveRole).toBool() != received)
                    return where + QStringLiteral("store");
                continue;
            }
            const Hole h = static_cast<Hole>((c - first) * rows + (rows - 1 - r));
            int captured = 0;
            bool touched = false;
            for (const Event& e : trace) {
                if (e.hole != h)
                    continue;
                touched |= e.kind == EventKind::PickUp || e.kind == EventKind::Drop;
                captured += e.kind == EventKind::Capture ? e.count : 0;
            }
            const Move m = rules.moveFrom(h);
            if (model.indexOfHole(h) != at)
                return where + QStringLiteral("indexOfHole");
            if (model.data(at, BoardModel::HoleRole).toInt() != h ||
                model.data(at, BoardModel::HoleNameRole).toString() != QString::fromStdString(holeName(rules, h)))
                return where + QStringLiteral("hole identity");
            if (model.data(at, BoardModel::SeedCountRole).toInt() != pos.board[h] ||
                model.data(at, Qt::DisplayRole).toInt() != pos.board[h])
                return where + QStringLiteral("seeds %1, expected %2")
                                   .arg(model.data(at, BoardModel::SeedCountRole).toInt())
                                   .arg(pos.board[h]);
            if (model.data(at, BoardModel::OwnerRole).toInt() != index(rules.owner(h)) ||
                model.data(at, BoardModel::IsStoreRole).toBool())
                return where + QStringLiteral("owner");
            if (model.data(at, BoardModel::LegalRole).toBool() != isLegalIn(rules, pos, m) ||
                model.data(at, BoardModel::IllegalReasonRole).toInt() != static_cast<int>(rules.check(pos, m)))
                return where + QStringLiteral("legality");
            if (model.data(at, BoardModel::InLastMoveRole).toBool() != touched ||
                model.data(at, BoardModel::CapturedInLastMoveRole).toInt() != captured)
                return where + QStringLiteral("last move");
        }
    }
    return {};
}

// Every (row, column, role) value of a model, for comparing before and after.
using Cell = std::tuple<int, int, int>;
using Snapshot = std::map<Cell, QVariant>;

inline QList<int> allRoles(const QAbstractItemModel& model) {
    QList<int> roles = model.roleNames().keys();
    roles.append(Qt::AccessibleTextRole);
    return roles;
}

inline Snapshot snapshot(const QAbstractItemModel& model) {
    Snapshot s;
    const QList<int> roles = allRoles(model);
    for (int r = 0; r < model.rowCount(); ++r)
        for (int c = 0; c < model.columnCount(); ++c)
            for (int role : roles)
                s[{r, c, role}] = model.data(model.index(r, c), role);
    return s;
}

inline std::set<Cell> changedCells(const Snapshot& before, const Snapshot& after) {
    std::set<Cell> changed;
    for (const auto& [cell, value] : after) {
        const auto old = before.find(cell);
        if (old == before.end() || old->second != value)
            changed.insert(cell);
    }
    return changed;
}

// ------------------------------------------------------------------ files

// The whole file (empty if it cannot be read).
inline QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

inline bool writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.flush();
}

// The record in a file (a file that cannot be read reads as empty).
inline RecordParseResult parseFile(const QString& path) {
    const QByteArray text = readAll(path);
    return parseRecord(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
}

// With MANCALA_SCREENSHOTS set to a directory, saves `picture` there as
// NAME.png (what the docs show: docs/screenshots/).
inline void saveScreenshot(const QPixmap& picture, const QString& name) {
    const QByteArray dir = qgetenv("MANCALA_SCREENSHOTS");
    if (!dir.isEmpty())
        picture.save(QDir(QString::fromLocal8Bit(dir)).filePath(name + QStringLiteral(".png")));
}

// ---------------------------------------------------------- modal dialogs

// Answers the next modal dialog with `answer` as soon as it is the active
// modal widget. done() says whether it was answered (a test that expects a
// dialog checks it; the watcher stops when it goes out of scope).
class ModalAnswer {
public:
    explicit ModalAnswer(std::function<void(QWidget*)> answer) : timer_(std::make_unique<QTimer>()) {
        timer_->setInterval(10);
        QObject::connect(timer_.get(), &QTimer::timeout, [this, answer = std::move(answer)] {
            QWidget* modal = QApplication::activeModalWidget();
            if (!modal || !modal->isVisible())
                return;
            timer_->stop();
            done_ = true;
            answer(modal);
        });
        timer_->start();
    }
    bool done() const noexcept { return done_; }

private:
    std::unique_ptr<QTimer> timer_;
    bool done_ = false;
};

// What a message box said, for the checks after it closed.
struct MessageSeen {
    QString objectName;
    QString text;
    QString informative; // as shown (markup removed)
    QPixmap picture;
};

inline MessageSeen readMessage(QWidget* modal) {
    MessageSeen seen;
    auto* box = qobject_cast<QMessageBox*>(modal);
    if (!box)
        return seen;
    seen.objectName = box->objectName();
    seen.text = box->text();
    if (auto* label = box->findChild<QLabel*>(QStringLiteral("qt_msgbox_informativelabel")))
        seen.informative = label->textFormat() == Qt::PlainText || !Qt::mightBeRichText(label->text())
                               ? label->text()
                               : QTextDocumentFragment::fromHtml(label->text()).toPlainText();
    seen.picture = box->grab();
    return seen;
}

// Clicks the button of a message box that has this role (or this standard button).
inline bool clickButton(QWidget* modal, QMessageBox::ButtonRole role) {
    auto* box = qobject_cast<QMessageBox*>(modal);
    if (!box)
        return false;
    for (QAbstractButton* button : box->buttons()) {
        if (box->buttonRole(button) == role) {
            button->click();
            return true;
        }
    }
    return false;
}

inline bool clickButton(QWidget* modal, QMessageBox::StandardButton which) {
    auto* box = qobject_cast<QMessageBox*>(modal);
    if (!box || !box->button(which))
        return false;
    box->button(which)->click();
    return true;
}

// Types `path` as the file name of a (Qt, not native) file dialog and accepts
// it, as a person would; false if `modal` is no such dialog. (selectFile()
// leaves the name alone while its field has the focus.)
inline bool chooseFile(QWidget* modal, const QString& path) {
    auto* dialog = qobject_cast<QFileDialog*>(modal);
    auto* name = dialog ? dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit")) : nullptr;
    if (!name)
        return false;
    // What is selected in the file list wins over the typed name.
    for (QAbstractItemView* view : dialog->findChildren<QAbstractItemView*>())
        if (view->selectionModel())
            view->selectionModel()->clearSelection();
    name->setText(path);
    static_cast<QDialog*>(dialog)->accept(); // QFileDialog::accept is protected
    return true;
}

// -------------------------------------------------- a board view alone

// What a board view shows now, read by the tests (BoardView has no getters
// for them; this is its friend).
struct BoardViewState {
    // The seeds at rest in a hole and in a player's tray or store (mid-animation
    // not those in the hand or in flight).
    static int seeds(const BoardView& view, Hole h) { return view.shownSeeds(h); }
    static int total(const BoardView& view, Side side) { return view.shownTotal(side); }
    // How far the move animated is, 0..1 (1 when nothing animates).
    static double animationProgress(const BoardView& view) { return view.animationProgress(); }
    static NameLetters nameLetters(const BoardView& view, Side side) { return view.nameLetters(side); }
    static bool inputEnabled(const BoardView& view) { return view.inputEnabled_; }
    static bool showsPlayable(const BoardView& view) { return view.showPlayable_; }
};

// A session, its model and a shown board view; a click on a hole plays it, as
// in the main window.
struct Board {
    explicit Board(GameId game, QSize size = {900, 560}) : session(game), model(&session), view(&model) {
        QObject::connect(&view, &BoardView::holeActivated, &session,
                         [this](Hole h) { session.play(session.rules().moveFrom(h)); });
        view.resize(size);
        view.show();
    }
    GameSession session;
    BoardModel model;
    BoardView view;
};

// A picture of the board tests, board_view_pictures/NAME.png next to the test.
inline QString picturePath(const QString& name) {
    const QString dir = QCoreApplication::applicationDirPath() + QStringLiteral("/board_view_pictures");
    QDir().mkpath(dir);
    return dir + QLatin1Char('/') + name + QStringLiteral(".png");
}

inline QString gameTag(GameId game) {
    return QString::fromUtf8(gameIdString(game));
}

inline void savePicture(BoardView& view, const QString& name) {
    const QPixmap picture = view.grab();
    QVERIFY(!picture.isNull());
    QVERIFY2(picture.save(picturePath(name)), qPrintable(picturePath(name)));
}

// The board the view shows now differs from `pos` (holes and totals), as text.
inline QString shownMismatch(const BoardView& view, const Rules& rules, const Position& pos) {
    for (int h = 0; h < rules.holeCount(); ++h)
        if (BoardViewState::seeds(view, static_cast<Hole>(h)) != pos.board[h])
            return QStringLiteral("%1: shows %2, expected %3")
                .arg(QString::fromStdString(holeName(rules, static_cast<Hole>(h))))
                .arg(BoardViewState::seeds(view, static_cast<Hole>(h)))
                .arg(pos.board[h]);
    for (Side side : {Side::South, Side::North})
        if (BoardViewState::total(view, side) != pos.totals[index(side)])
            return QStringLiteral("total of side %1: shows %2, expected %3")
                .arg(index(side))
                .arg(BoardViewState::total(view, side))
                .arg(pos.totals[index(side)]);
    return {};
}

// The first legal move that is not a pass (every start position has one).
inline Move firstSowing(const Game& game) {
    MoveList moves;
    game.legalMoves(moves);
    for (Move m : moves)
        if (!m.isPass())
            return m;
    return Move::pass();
}

// Holds the running animation at `fraction` of the move (its clock paused).
inline bool pauseAt(BoardView& view, double fraction) {
    auto* clock = view.findChild<QVariantAnimation*>(QStringLiteral("boardClock"));
    if (clock == nullptr || clock->state() != QAbstractAnimation::Running)
        return false;
    clock->pause();
    clock->setCurrentTime(static_cast<int>(clock->duration() * fraction));
    return true;
}

// ------------------------------------------------- the parts of a window

// The object of type T named `name` in `window` (the names are given where
// the parts are made: main_window.cpp and the parts' own classes). A part
// that is not there ends the test run: every test below needs it.
template <typename T> T* partOf(const QObject& window, const char* name) {
    T* part = window.findChild<T*>(QString::fromLatin1(name));
    if (!part)
        qFatal("the window has no %s named \"%s\"", T::staticMetaObject.className(), name);
    return part;
}

inline GameSession* sessionOf(const MainWindow& w) {
    return partOf<GameSession>(w, "gameSession");
}
inline BoardView* boardViewOf(const MainWindow& w) {
    return partOf<BoardView>(w, "boardView");
}
inline BoardModel* boardModelOf(const MainWindow& w) {
    return partOf<BoardModel>(w, "boardModel");
}
inline ReplayController* replayOf(const MainWindow& w) {
    return partOf<ReplayController>(w, "replayController");
}
inline QAction* actionOf(const MainWindow& w, const char* name) {
    return partOf<QAction>(w, name);
}

// The lasting status text (at the status bar's end): whose turn it is, or the result.
inline QString turnTextOf(const MainWindow& w) {
    return partOf<QLabel>(w, "turnLabel")->text();
}

// Clicks the centre of hole `h` on the window's board.
inline void clickHoleOf(const MainWindow& w, Hole h) {
    BoardView* view = boardViewOf(w);
    QTest::mouseClick(view, Qt::LeftButton, {}, view->holeRect(h).center());
}

// The Settings → Animation Speed action of `speed`.
inline const char* speedActionName(AnimationSpeed speed) {
    switch (speed) {
    case AnimationSpeed::Instant: return "speedInstant";
    case AnimationSpeed::Fast: return "speedFast";
    case AnimationSpeed::Normal: return "speedNormal";
    case AnimationSpeed::Slow: return "speedSlow";
    }
    return "";
}

// The tool button of `action` in `bar` (nullptr if it has none).
inline QToolButton* buttonOf(const QWidget& bar, const QAction* action) {
    for (QToolButton* button : bar.findChildren<QToolButton*>())
        if (button->defaultAction() == action)
            return button;
    return nullptr;
}

// How a window is shown: exposed, or also active (it takes key clicks).
enum class Shown { Exposed, Active };

// The endgame databases of the windows of the tests: up to 6 seeds on the
// board, built in a moment, in "endgames" beside the settings file.
inline constexpr int kTestEndgameSeeds = 6;

// A new MainWindow on `iniFile` at `speed`, not shown yet. It is silent
// unless the settings file says otherwise (test_sound turns sound on): the
// other suites start no audio; nor does it welcome (test_welcome) or mark
// the playable holes (test_board_marks turns them on).
inline std::unique_ptr<MainWindow> newWindow(const QString& iniFile, AnimationSpeed speed) {
    {
        QSettings ini(iniFile, QSettings::IniFormat);
        // Silent, no welcome and no playable holes marked unless the test says so.
        for (const auto& [key, value] :
             {std::pair{"sound/on", false}, std::pair{"app/welcomed", true}, std::pair{"view/playableHoles", false}})
            if (!ini.contains(QLatin1String(key)))
                ini.setValue(QLatin1String(key), value);
    }
    {
        Settings settings(iniFile);
        settings.setEndgameSeeds(kTestEndgameSeeds);
        settings.setEndgameFolder(QFileInfo(iniFile).dir().filePath(QStringLiteral("endgames")));
        settings.sync();
    }
    auto window = std::make_unique<MainWindow>(std::make_unique<Settings>(iniFile));
    window->setAnimationSpeed(speed);
    return window;
}

// Shows `window` and waits until it is exposed (and active): false if it is not.
inline bool showWindow(MainWindow& window, Shown shown = Shown::Exposed) {
    window.show();
    window.activateWindow();
    if (!QTest::qWaitForWindowExposed(&window))
        return false;
    return shown == Shown::Exposed || QTest::qWaitForWindowActive(&window);
}

// ----------------------------------------------------------- the fixture

// A temporary folder with the settings file of the test and the window on it
// (window_), and its parts by name. A suite inherits it besides QObject, calls
// startFixture() in init() and endFixture() in cleanup().
class WindowFixture {
protected:
    std::unique_ptr<QTemporaryDir> dir_;
    QString iniFile_;
    std::unique_ptr<MainWindow> window_;

    // A new temporary folder; false if it could not be made.
    bool startFixture() {
        dir_ = std::make_unique<QTemporaryDir>();
        iniFile_ = dir_->filePath(QStringLiteral("mancala.ini"));
        return dir_->isValid();
    }
    void endFixture() {
        window_.reset();
        dir_.reset();
    }
    // endFixture() once the window is gone and English is back, for the
    // suites that switch languages.
    void endFixtureInEnglish() {
        window_.reset();
        QCOMPARE(Translations::switchTo(Language::English), QString());
        settle();
        endFixture();
    }

    // A file of the test's folder.
    QString path(const QString& name) const { return dir_->filePath(name); }

    // A new window on the test's settings file, shown (window_ holds it; a
    // window shown before is closed): nullptr if it could not be shown.
    MainWindow* openWindow(AnimationSpeed speed = AnimationSpeed::Instant, Shown shown = Shown::Exposed) {
        window_ = newWindow(iniFile_, speed);
        return showWindow(*window_, shown) ? window_.get() : nullptr;
    }
    // Another window on the same settings, shown (the caller holds it).
    std::unique_ptr<MainWindow> shownWindow(AnimationSpeed speed) const {
        auto window = newWindow(iniFile_, speed);
        return showWindow(*window) ? std::move(window) : nullptr;
    }

    template <typename T> T* part(const char* name) const { return partOf<T>(*window_, name); }
    GameSession* session() const { return sessionOf(*window_); }
    BoardView* view() const { return boardViewOf(*window_); }
    BoardModel* boardModel() const { return boardModelOf(*window_); }
    MoveListModel* moveListModel() const { return part<MoveListModel>("moveListModel"); }
    QListView* moveListView() const { return part<QListView>("moveList"); }
    QFrame* passBar() const { return part<QFrame>("passBar"); }
    QPushButton* passButton() const { return part<QPushButton>("passButton"); }
    QFrame* gameOverBanner() const { return part<QFrame>("gameOverBanner"); }
    QLabel* gameOverText() const { return part<QLabel>("gameOverText"); }
    GameFiles* files() const { return window_->files(); }
    ReplayController* replay() const { return replayOf(*window_); }
    ReplayBar* replayBar() const { return part<ReplayBar>("replayBar"); }
    RulesBrowser* rulesBrowser() const { return part<RulesBrowser>("rulesDock"); }
    LanguageMenu* languageMenu() const { return part<LanguageMenu>("languageMenu"); }
    ComputerPlayer* computer() const { return part<ComputerPlayer>("computerPlayer"); }
    TurnController* turns() const { return part<TurnController>("turnController"); }
    Hint* hint() const { return part<Hint>("hintFinder"); }
    ThinkingIndicator* thinkingIndicator() const { return part<ThinkingIndicator>("thinkingIndicator"); }
    PerfectPlayLabel* perfectPlayLabel() const { return part<PerfectPlayLabel>("perfectPlayLabel"); }
    EvaluationPanel* evaluationPanel() const { return part<EvaluationPanel>("evaluationDock"); }
    QAction* undoAction() const { return actionOf(*window_, "undoAction"); }
    QAction* redoAction() const { return actionOf(*window_, "redoAction"); }
    QAction* passAction() const { return actionOf(*window_, "passAction"); }
    QAction* restartAction() const { return actionOf(*window_, "restartAction"); }
    QAction* speedAction(AnimationSpeed speed) const { return actionOf(*window_, speedActionName(speed)); }
    QString turnText() const { return turnTextOf(*window_); }
    void clickHole(Hole h) const { clickHoleOf(*window_, h); }

    // The board shows `pos` (seeds and totals), the game-over bar is there when
    // it is over and the lasting status names the mover; else what differs.
    QString shownPositionMismatch(const Position& pos) const {
        for (int h = 0; h < session()->rules().holeCount(); ++h)
            if (BoardViewState::seeds(*view(), static_cast<Hole>(h)) != pos.board[h])
                return QStringLiteral("the board shows %1 in hole %2")
                    .arg(BoardViewState::seeds(*view(), static_cast<Hole>(h)))
                    .arg(h);
        for (Side side : {Side::South, Side::North})
            if (BoardViewState::total(*view(), side) != pos.totals[index(side)])
                return QStringLiteral("the board shows a total of %1").arg(BoardViewState::total(*view(), side));
        if (gameOverBanner()->isVisible() != pos.over())
            return QStringLiteral("game-over bar");
        const QString mover = session()->playerName(pos.toMove);
        if (!pos.over() && turnText() != (session()->mustPass() ? Wording::mustPass(mover) : Wording::toMove(mover)))
            return QStringLiteral("turn text %1").arg(turnText());
        return {};
    }

    // Writes `moves` of `game` between Ada and Bo as the record NAME.mancala
    // of the test's folder and opens it in the window.
    bool openGame(GameId game, const std::vector<Move>& moves, const QString& name = QStringLiteral("game")) {
        Game played(rulesFor(game));
        for (Move m : moves)
            played.play(m);
        const std::string text = writeRecord(makeRecord(played, "Ada", "Bo", "2026.11.29"));
        const QString file = path(name + QStringLiteral(".mancala"));
        return writeFile(file, QByteArray(text.data(), static_cast<qsizetype>(text.size()))) &&
               window_->files()->open(file);
    }
};

} // namespace mancala::ui::test
