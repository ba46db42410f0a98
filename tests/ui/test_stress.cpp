// A stress test: a thousand random actions of an impatient user, drawn from a
// fixed seed — clicks on the board (legal or not, during animations too),
// undo, redo, pass, Esc, new games of every kind against the computer or
// not, language switches, speed changes, replay steps, the Analysis and
// Evaluation docks shown and hidden, the analysis stopped and resumed, board
// themes, sound on and off, sides handed over between a person and the
// computer mid-game, and exports of the board (SVG, PNG) and the game sheet
// (PDF) into a temporary folder — while moves animate and the computer
// thinks; every dialog that opens is answered at random (MANCALA_STRESS_SEED=N
// draws them from another seed). Every few actions, and at the end once the
// board has settled, the board model, the move list, the session's game, the
// autosave, the analysis, the players the menus show and the last export
// must agree.
#include <QAbstractButton>
#include <QApplication>
#include <QDialog>
#include <QDockWidget>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <array>
#include <memory>
#include <random>

#include "board/theme_menu.hpp"
#include "play/analysis/analysis_model.hpp"
#include "play/player_menu.hpp"
#include "window/board_export.hpp"
#include "window_fixture.hpp"

namespace mancala::ui::test {

namespace {

constexpr int kActions = 1000;
constexpr int kCheckEvery = 25;

// Answers every modal dialog as it shows: a random button of a message box
// (a file dialog it cancels).
class AnyAnswer {
public:
    explicit AnyAnswer(std::mt19937& rng) {
        timer_.setInterval(5);
        QObject::connect(&timer_, &QTimer::timeout, [&rng] {
            QWidget* modal = QApplication::activeModalWidget();
            if (!modal || !modal->isVisible())
                return;
            auto* box = qobject_cast<QMessageBox*>(modal);
            if (!box || box->buttons().isEmpty()) {
                if (auto* dialog = qobject_cast<QDialog*>(modal))
                    dialog->reject();
                return;
            }
            const QList<QAbstractButton*> buttons = box->buttons();
            buttons[std::uniform_int_distribution<int>(0, buttons.size() - 1)(rng)]->click();
        });
        timer_.start();
    }

private:
    QTimer timer_;
};

} // namespace

class TestStress : public QObject, public WindowFixture {
    Q_OBJECT
private:
    // A fixed seed; MANCALA_STRESS_SEED=N tries another by hand.
    std::mt19937 rng_{static_cast<unsigned>(qEnvironmentVariableIntValue("MANCALA_STRESS_SEED")) + 20261201u};

    int below(int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng_); }

    QTemporaryDir exportsFolder_;
    int exported_ = 0;
    std::array<int, 6> newActions_{}; // how often each kind of actOnTheRest() was drawn

    void newGame() {
        const GameId game = kAllGames[static_cast<std::size_t>(below(static_cast<int>(kAllGames.size())))];
        PlayerSetup players;
        for (Side side : {Side::South, Side::North}) {
            if (below(3) == 0) {
                players.kind[index(side)] = PlayerKind::Computer;
                players.level[index(side)] = below(2) == 0 ? Level::Beginner : Level::Intermediate;
            }
        }
        window_->startGame(game, QStringLiteral("Ada"), QStringLiteral("ثناء"), players);
    }

    // A hole of the board (`legal`: one that may be played in the position
    // shown, when there is one).
    void clickSomeHole(bool legal) {
        const Rules& rules = session()->rules();
        Hole h = static_cast<Hole>(below(rules.holeCount()));
        if (legal) {
            MoveList moves;
            rules.legalMoves(session()->position(), moves);
            if (!moves.empty() && !moves[0].isPass())
                h = moves[below(moves.size())].from;
        }
        clickHole(h);
    }

    void replayStep() {
        ReplayController* replay = this->replay();
        switch (below(5)) {
        case 0: replay->start(below(session()->game().ply() + 1)); break;
        case 1: replay->next(); break;
        case 2: replay->previous(); break;
        case 3: replay->goTo(below(session()->game().ply() + 1)); break;
        default: replay->stop(); break;
        }
    }

    // Shows or hides the Analysis or the Evaluation dock.
    void toggleDock() {
        auto* dock = part<QDockWidget>(below(2) == 0 ? "analysisDock" : "evaluationDock");
        dock->toggleViewAction()->trigger();
    }

    void stopOrResumeAnalysis() {
        auto* analysis = part<AnalysisModel>("analysisModel");
        if (below(2) == 0)
            analysis->stop();
        else
            analysis->resume();
    }

    void chooseTheme() {
        auto* menu = part<ThemeMenu>("themeMenu");
        menu->themeAction(kAllThemeChoices[static_cast<std::size_t>(below(static_cast<int>(kAllThemeChoices.size())))])
            ->trigger();
    }

    // A side handed over: to a person, or to the computer at some level.
    void handOver() {
        auto* menu = part<PlayerMenu>(below(2) == 0 ? "southPlayerMenu" : "northPlayerMenu");
        QList<QAction*> choices;
        for (QAction* a : menu->actions())
            if (a->isCheckable())
                choices.append(a);
        choices[below(choices.size())]->trigger();
    }

    // The board (SVG or PNG) or the game sheet (PDF), written into the
    // exports folder; what it wrote is checked now.
    void exportSomething() {
        auto* exports = part<BoardExport>("boardExport");
        static constexpr std::array kKinds{"svg", "png", "pdf"};
        const char* kind = kKinds[static_cast<std::size_t>(below(3))];
        const QString file =
            exportsFolder_.filePath(QStringLiteral("export-%1.%2").arg(++exported_).arg(QLatin1String(kind)));
        const FileWrite written =
            QLatin1String(kind) == QLatin1String("pdf") ? exports->exportGameTo(file) : exports->exportBoardTo(file);
        QVERIFY2(written.ok(), qPrintable(file));
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray head = f.read(8);
        const QByteArray expected = QLatin1String(kind) == QLatin1String("svg")   ? QByteArray("<?xml")
                                    : QLatin1String(kind) == QLatin1String("png") ? QByteArray("\x89PNG")
                                                                                  : QByteArray("%PDF");
        QVERIFY2(head.startsWith(expected), qPrintable(file));
    }

    // What is new since the first thousand: docks, analysis, themes, sound,
    // hand-overs, exports.
    void actOnTheRest(int roll) {
        ++newActions_[static_cast<std::size_t>(roll < 210   ? 0
                                               : roll < 216 ? 1
                                               : roll < 222 ? 2
                                               : roll < 225 ? 3
                                               : roll < 234 ? 4
                                                            : 5)];
        if (roll < 210)
            toggleDock();
        else if (roll < 216)
            stopOrResumeAnalysis();
        else if (roll < 222)
            chooseTheme();
        else if (roll < 225)
            actionOf(*window_, "soundOnAction")->trigger();
        else if (roll < 234)
            handOver();
        else
            exportSomething();
    }

    void act() {
        const int roll = below(240);
        if (roll < 70)
            clickSomeHole(true);
        else if (roll < 85)
            clickSomeHole(false);
        else if (roll < 95)
            undoAction()->trigger();
        else if (roll < 103)
            redoAction()->trigger();
        else if (roll < 106)
            newGame();
        else if (roll < 111)
            Translations::switchTo(kAllLanguages[static_cast<std::size_t>(below(3))]);
        else if (roll < 131)
            replayStep();
        else if (roll < 136)
            passAction()->trigger();
        else if (roll < 148)
            QTest::keyClick(view(), Qt::Key_Escape);
        else if (roll < 154)
            window_->setAnimationSpeed(static_cast<AnimationSpeed>(below(4)));
        else if (roll < 200)
            QTest::qWait(below(15));
        else
            actOnTheRest(roll);
    }

    // The analysis is of the game's positions; the player menus show the
    // session's players.
    void checkAnalysisAndPlayers(const QString& where) {
        const auto* analysis = part<AnalysisModel>("analysisModel");
        const Game& game = session()->game();
        QVERIFY2(analysis->positionsDone() <= analysis->positionCount(),
                 qPrintable(where + QStringLiteral("analysis")));
        if (analysis->isActive())
            QVERIFY2(analysis->positionCount() == game.ply() + 1,
                     qPrintable(where + QStringLiteral("analysis positions")));
        for (Side side : {Side::South, Side::North}) {
            auto* menu = part<PlayerMenu>(side == Side::South ? "southPlayerMenu" : "northPlayerMenu");
            const PlayerSetup& players = session()->players();
            int checked = 0;
            for (QAction* a : menu->actions())
                if (a->isCheckable() && a->isChecked()) {
                    ++checked;
                    const bool person = a->data().toInt() < 0;
                    QVERIFY2(person != players.isComputer(side) &&
                                 (person || static_cast<Level>(a->data().toInt()) == players.levelOf(side)),
                             qPrintable(where + QStringLiteral("player menu")));
                }
            QVERIFY2(checked == 1, qPrintable(where + QStringLiteral("player menu")));
        }
    }

    // The board, the move list, the game and the autosave agree.
    void checkAgreement(int action) {
        const QString where = QStringLiteral("after action %1: ").arg(action);
        GameSession* session = this->session();
        const Game& game = session->game();
        const QString board = boardModelMismatch(*boardModel(), *session);
        QVERIFY2(board.isEmpty(), qPrintable(where + board));
        Game replayed(session->rules(), game.positionAt(0));
        for (Move m : game.moves())
            QCOMPARE(replayed.play(m), IllegalReason::None);
        QVERIFY2(replayed.position() == game.position(), qPrintable(where + QStringLiteral("game")));
        QVERIFY2(session->rules().positionIsOk(session->position()), qPrintable(where + QStringLiteral("position")));
        QVERIFY2(moveListModel()->rowCount() <= game.ply(), qPrintable(where + QStringLiteral("move list")));
        checkAnalysisAndPlayers(where);
        const QString autosave = window_->files()->autosavePath();
        if (session->isFresh()) {
            QVERIFY2(!QFile::exists(autosave), qPrintable(where + QStringLiteral("autosave left")));
            return;
        }
        const RecordParseResult saved = parseFile(autosave);
        QVERIFY2(saved.ok(), qPrintable(where + QStringLiteral("autosave unreadable")));
        QVERIFY2(saved.record.game == session->rules().id() && saved.record.moves == game.moves() &&
                     replayRecord(saved.record).positionAt(0) == game.positionAt(0),
                 qPrintable(where + QStringLiteral("autosave differs")));
    }

    // Stops the computer and the animation, then checks.
    void settleAndCheck(int action) {
        turns()->setPaused(true);
        QTRY_VERIFY_WITH_TIMEOUT(!computer()->isThinking(), 20000);
        view()->finishAnimation();
        QVERIFY(!view()->isAnimating());
        checkAgreement(action);
        QCOMPARE(moveListModel()->rowCount(), session()->game().ply());
        turns()->setPaused(false);
    }

private slots:
    void initTestCase() { startInEnglish(); }

    void aThousandRandomActionsLeaveEverythingInAgreement() {
        QVERIFY(startFixture());
        QVERIFY(openWindow(AnimationSpeed::Fast));
        window_->files()->startUp({}, path(QStringLiteral("data")));
        AnyAnswer answers(rng_);
        computer()->setExpertTimeMs(kMinExpertTimeMs); // hand-overs may make the Expert play
        QVERIFY(exportsFolder_.isValid());
        newGame();
        for (int action = 1; action <= kActions; ++action) {
            act();
            if (QTest::currentTestFailed())
                return;
            if (action % kCheckEvery == 0) {
                settleAndCheck(action);
                if (QTest::currentTestFailed())
                    return;
            }
        }
        settleAndCheck(kActions);
        for (int drawn : newActions_)
            QVERIFY(drawn > 0); // every kind of action was tried
        Translations::switchTo(Language::English);
        window_->files()->finish();
        window_.reset();
    }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestStress)
#include "test_stress.moc"
