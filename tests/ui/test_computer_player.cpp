// The computer players in the real main window: whole games of computer
// against computer in every game, a person's click answered by the
// computer, the board refusing clicks while the computer is to move, the
// thinking indicator, cancellation (undo, new game, restart, language
// switch, opening a file, closing the window) without a stray move, pause
// and step, undo and redo for the person, the computer's own pass, the
// hint, the perfect-play value of Tihbat, the per-move evaluation panel and
// the new-game dialog's computer options.
//
// Nothing sleeps: the tests wait on signals and conditions (QSignalSpy,
// QTRY_*), and check that cancelled searches are gone by waiting until
// their threads have ended (their last deliveries are queued before that).
#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTreeView>
#include <QtTest>

#include "window/new_game_dialog.hpp"
#include "window/player_choice.hpp"
#include "mancala/analysis.hpp"
#include "play/analysis/analysis_model.hpp"
#include "play/cores_menu.hpp"
#include "settings/cores.hpp"
#include "play/endgame_store.hpp"
#include "play/analysis/evaluation_model.hpp"
#include "window_fixture.hpp"
#include "i18n/wording.hpp"

namespace mancala::ui::test {

namespace {

PlayerSetup computers(Level south, Level north) {
    PlayerSetup p;
    p.kind = {PlayerKind::Computer, PlayerKind::Computer};
    p.level = {south, north};
    return p;
}

// A person plays South, the computer North at `level`.
PlayerSetup humanAgainst(Level level) {
    PlayerSetup p;
    p.kind = {PlayerKind::Human, PlayerKind::Computer};
    p.level = {Level::Intermediate, level};
    return p;
}

constexpr int kLongThinkMs = 60'000;
constexpr int kGameTimeoutMs = 240'000;

} // namespace

class TestComputerPlayer : public QObject, public WindowFixture {
    Q_OBJECT
private:
    // The computer's moves are drawn from a fixed seed.
    MainWindow* openWindow(AnimationSpeed speed) {
        window_ = newWindow(iniFile_, speed);
        computer()->setSeed(20240611);
        return showWindow(*window_) ? window_.get() : nullptr;
    }

    // Waits until every search thread, cancelled ones included, has ended:
    // anything they queued has been dealt with by then.
    bool searchesEnded() const { return computer()->searchThreadCount() == 0 && !computer()->isThinking(); }

private slots:
    void initTestCase() { startInEnglish(); }
    void init() { QVERIFY(startFixture()); }
    void cleanup() { endFixture(); }

    void computerAgainstComputerPlaysAWholeGame_data() { addGameRows(); }
    void computerAgainstComputerPlaysAWholeGame() {
        QFETCH(GameId, game);
        QVERIFY(openWindow(AnimationSpeed::Instant));
        QSignalSpy played(turns(), &TurnController::computerPlayed);
        window_->startGame(game, QString(), QString(), computers(Level::Beginner, Level::Beginner));
        QVERIFY(!BoardViewState::inputEnabled(*view()));
        QTRY_VERIFY_WITH_TIMEOUT(session()->game().over(), kGameTimeoutMs);
        // Every move of the game was the computer's, played through the session.
        QCOMPARE(played.count(), session()->game().ply());
        for (int i = 0; i < played.count(); ++i)
            QCOMPARE(played.at(i).at(0).value<Move>(), session()->game().moves()[static_cast<std::size_t>(i)]);
        QTRY_VERIFY_WITH_TIMEOUT(searchesEnded(), kGameTimeoutMs);
        QTRY_VERIFY(gameOverBanner()->isVisible());
        const Position& final = session()->position();
        const QString result = Wording::result(final, Wording::sideName(Side::South), Wording::sideName(Side::North));
        QVERIFY2(turnText().contains(result), qPrintable(turnText()));
        QVERIFY(final.winner != Winner::None);
        qInfo("%d plies", session()->game().ply());
    }

    // Play Again does not replay the game before: the computer's choices
    // (Beginner's and Intermediate's randomness) are drawn afresh for each game.
    void everyGameOfOneRunIsPlayedDifferently() {
        QVERIFY(openWindow(AnimationSpeed::Instant));
        window_->startGame(GameId::DjenonAboure, QString(), QString(), computers(Level::Beginner, Level::Intermediate));
        std::vector<std::vector<Move>> games;
        for (int g = 0; g < 3; ++g) {
            QTRY_VERIFY_WITH_TIMEOUT(session()->game().over(), kGameTimeoutMs);
            QTRY_VERIFY_WITH_TIMEOUT(searchesEnded(), kGameTimeoutMs);
            games.push_back(session()->game().moves());
            session()->restart(); // what Play Again does once nothing would be lost
        }
        QVERIFY(games[0] != games[1]);
        QVERIFY(games[1] != games[2]);
        QVERIFY(games[0] != games[2]);
    }

    void theComputerAnswersAClickWithALegalMove_data() { addGameRows(); }
    void theComputerAnswersAClickWithALegalMove() {
        QFETCH(GameId, game);
        QVERIFY(openWindow(AnimationSpeed::Fast));
        window_->startGame(game, QStringLiteral("Ada"), QString(), humanAgainst(Level::Intermediate));
        QVERIFY(BoardViewState::inputEnabled(*view()));
        QSignalSpy finished(view(), &BoardView::animationFinished);
        QSignalSpy thinking(computer(), &ComputerPlayer::thinkingChanged);
        QSignalSpy answered(turns(), &TurnController::computerPlayed);
        std::mt19937 rng(5);
        const Move mine = randomLegalMove(session()->game(), rng);
        QVERIFY(!mine.isPass());
        clickHole(mine.from);
        QCOMPARE(session()->game().ply(), 1);
        QVERIFY(view()->isAnimating());
        QVERIFY(!BoardViewState::inputEnabled(*view()));
        // The computer thinks only once the board has shown the person's move.
        QVERIFY(!computer()->isThinking());
        QVERIFY(finished.wait(30000));
        QVERIFY(answered.wait(30000));
        QCOMPARE(thinking.count(), 2); // started, ended
        QCOMPARE(session()->game().ply(), 2);
        const Move reply = answered.at(0).at(0).value<Move>();
        QCOMPARE(session()->game().moves()[1], reply);
        QCOMPARE(session()->rules().check(session()->game().positionAt(1), reply), IllegalReason::None);
        // The person's turn again once the reply is shown.
        QTRY_VERIFY(!view()->isAnimating());
        QVERIFY(BoardViewState::inputEnabled(*view()));
        QCOMPARE(turnText(), Wording::toMove(QStringLiteral("Ada")));
    }

    void theBoardRefusesClicksWhileTheComputerThinks() {
        QVERIFY(openWindow(AnimationSpeed::Instant));
        window_->startGame(GameId::Ayoayo, QString(), QString(), humanAgainst(Level::Expert));
        computer()->setExpertTimeMs(kLongThinkMs);
        clickHole(session()->rules().hole(0, 2));
        QCOMPARE(session()->game().ply(), 1);
        QTRY_VERIFY(computer()->isThinking());
        QCOMPARE(computer()->thinkingSide(), Side::North);
        QVERIFY(!BoardViewState::inputEnabled(*view()));
        QVERIFY(!hint()->action()->isEnabled());
        // North's holes would be legal for North: a click plays nothing.
        MoveList legal;
        session()->game().legalMoves(legal);
        QVERIFY(!legal[0].isPass());
        clickHole(legal[0].from);
        QTest::keyClick(view(), Qt::Key_Return);
        QCOMPARE(session()->game().ply(), 1);
        QVERIFY(computer()->isThinking());
        // The status bar says who is thinking, after a moment.
        QTRY_VERIFY(thinkingIndicator()->isVisible());
        QCOMPARE(thinkingIndicator()->text(), QStringLiteral("\u2068North\u2069 is thinking…"));
        QCOMPARE(turnText(), Wording::toMove(Wording::sideName(Side::North)));
        QVERIFY(undoAction()->isEnabled());
        undoAction()->trigger();
        QVERIFY(!computer()->isThinking());
        QVERIFY(!thinkingIndicator()->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(searchesEnded(), kGameTimeoutMs);
        QCOMPARE(session()->game().ply(), 0);
        QVERIFY(BoardViewState::inputEnabled(*view()));
    }

    void undoCancelsTheSearchAndNoStrayMoveFollows() {
        QVERIFY(openWindow(AnimationSpeed::Instant));
        window_->startGame(GameId::Ayoayo, QString(), QString(), humanAgainst(Level::Expert));
        computer()->setExpertTimeMs(kLongThinkMs);
        QSignalSpy answered(turns(), &TurnController::computerPlayed);
        const Position start = session()->position();
        clickHole(session()->rules().hole(0, 2));
        QTRY_VERIFY(computer()->isThinking());
        // Undo at once: the person's move goes, the search stops.
        undoAction()->trigger();
        QCOMPARE(session()->game().ply(), 0);
        QCOMPARE(session()->position(), start);
        QTRY_VERIFY_WITH_TIMEOUT(searchesEnded(), kGameTimeoutMs);
        QCOMPARE(answered.count(), 0);
        QCOMPARE(session()->game().ply(), 0);
        QVERIFY(redoAction()->isEnabled());
    }

    void aNewGameCancelsTheSearchAndNoStrayMoveFollows() {
        QVERIFY(openWindow(AnimationSpeed::Instant));
        window_->startGame(GameId::Ayoayo, QString(), QString(), humanAgainst(Level::Expert));
        computer()->setExpertTimeMs(kLongThinkMs);
        QSignalSpy answered(turns(), &TurnController::computerPlayed);
        clickHole(session()->rules().hole(0, 0));
        QTRY_VERIFY(computer()->isThinking());
        window_->startGame(GameId::Tihbat, QString(), QString(), humanAgainst(Level::Expert));
        QVERIFY(!computer()->isThinking());
        QTRY_VERIFY_WITH_TIMEOUT(searchesEnded(), kGameTimeoutMs);
        QCOMPARE(answered.count(), 0);
        QCOMPARE(session()->rules().id(), GameId::Tihbat);
        QCOMPARE(session()->game().ply(), 0);
        // Restart too (what Play Again does once nothing would be lost).
        clickHole(0);
        QTRY_VERIFY(computer()->isThinking());
        session()->restart();
        QVERIFY(!computer()->isThinking());
        QTRY_VERIFY_WITH_TIMEOUT(searchesEnded(), kGameTimeoutMs);
        QCOMPARE(session()->game().ply(), 0);
    }

    void aLanguageSwitchRestartsTheSearch() {
        QVERIFY(openWindow(AnimationSpeed::Instant));
        window_->startGame(GameId::Ayoayo, QString(), QString(), humanAgainst(Level::Expert));
        computer()->setExpertTimeMs(kLongThinkMs);
        clickHole(session()->rules().hole(0, 3));
        QTRY_VERIFY(computer()->isThinking());
        QSignalSpy thinking(computer(), &ComputerPlayer::thinkingChanged);
        QCOMPARE(Translations::switchTo(Language::Swahili), QString());
        // The search in progress stopped at once, and a new one began.
        QTRY_COMPARE(thinking.count(), 2);
        QCOMPARE(thinking.at(0).at(0).toBool(), false);
        QCOMPARE(thinking.at(1).at(0).toBool(), true);
        QCOMPARE(session()->game().ply(), 1);
        QCOMPARE(Translations::switchTo(Language::English), QString());
        QTRY_COMPARE(thinking.count(), 4);
        undoAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(searchesEnded(), kGameTimeoutMs);
        QCOMPARE(session()->game().ply(), 0);
    }

    void openingAFileRestartsTheSearchOnTheGameOpened() {
        QVERIFY(openWindow(AnimationSpeed::Instant));
        window_->startGame(GameId::Ayoayo, QString(), QString(), humanAgainst(Level::Expert));
        computer()->setExpertTimeMs(kLongThinkMs);
        clickHole(session()->rules().hole(0, 4));
        QTRY_VERIFY(computer()->isThinking());
        const QString file = path(QStringLiteral("game.mancala"));
        QVERIFY(window_->files()->saveTo(file));
        QSignalSpy thinking(computer(), &ComputerPlayer::thinkingChanged);
        QVERIFY(window_->files()->open(file));
        // Opening replaced the game: the search stopped at once; North is to
        // move in the game opened, so a new search began.
        QTRY_COMPARE(thinking.count(), 2);
        QCOMPARE(thinking.at(0).at(0).toBool(), false);
        QCOMPARE(thinking.at(1).at(0).toBool(), true);
        QCOMPARE(session()->game().ply(), 1);
        undoAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(searchesEnded(), kGameTimeoutMs);
        QCOMPARE(session()->game().ply(), 0);
    }

    void closingTheWindowWhileTheComputerThinks() {
        QVERIFY(openWindow(AnimationSpeed::Instant));
        window_->startGame(GameId::Ayoayo, QString(), QString(), computers(Level::Expert, Level::Expert));
        computer()->setExpertTimeMs(kLongThinkMs);
        QTRY_VERIFY(computer()->isThinking());
        QVERIFY(window_->close());
        QVERIFY(!computer()->isThinking());
        QCOMPARE(session()->game().ply(), 0);
        // Destroyed with a search still ending: its thread is stopped and joined.
        window_.reset();
    }

    void destroyingTheWindowWhileTheComputerThinks() {
        QVERIFY(openWindow(AnimationSpeed::Instant));
        window_->startGame(GameId::Ayoayo, QString(), QString(), computers(Level::Expert, Level::Expert));
        computer()->setExpertTimeMs(kLongThinkMs);
        QTRY_VERIFY(computer()->isThinking());
        window_.reset();
    }

    void pauseAndStepComputerAgainstComputer() {
        QVERIFY(openWindow(AnimationSpeed::Instant));
        window_->startGame(GameId::Tihbat, QString(), QString(), computers(Level::Beginner, Level::Advanced));
        // Paused before its first move (the computer starts from the event loop).
        turns()->pauseAction()->trigger();
        QVERIFY(turns()->isPaused());
        QCOMPARE(turns()->pauseAction()->text(), QStringLiteral("&Resume Computer"));
        QTRY_VERIFY(turns()->stepAction()->isEnabled());
        QTRY_VERIFY(searchesEnded());
        QCOMPARE(session()->game().ply(), 0);
        // The status bar says it is paused.
        ThinkingIndicator* sign = thinkingIndicator();
        QVERIFY(sign->isVisible());
        QCOMPARE(sign->text(), QStringLiteral("The computer is paused"));

        QSignalSpy played(turns(), &TurnController::computerPlayed);
        for (int i = 1; i <= 3; ++i) {
            turns()->stepAction()->trigger();
            QVERIFY(played.wait(30000));
            QCOMPARE(session()->game().ply(), i);
            // One move per step: it waits again.
            QTRY_VERIFY(turns()->stepAction()->isEnabled());
            QTRY_VERIFY(searchesEnded());
            QCOMPARE(session()->game().ply(), i);
        }
        // Undo with only computers playing: one move back, still paused.
        undoAction()->trigger();
        QCOMPARE(session()->game().ply(), 2);
        QVERIFY(turns()->isPaused());
        redoAction()->trigger();
        QCOMPARE(session()->game().ply(), 3);

        QVERIFY(sign->isVisible()); // still paused after undo and redo
        turns()->pauseAction()->trigger();
        QVERIFY(!turns()->isPaused());
        QVERIFY(!sign->isVisible() || sign->text() != QStringLiteral("The computer is paused"));
        QCOMPARE(turns()->pauseAction()->text(), QStringLiteral("&Pause Computer"));
        QVERIFY(!turns()->stepAction()->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(session()->game().over(), kGameTimeoutMs);
        QVERIFY(!turns()->pauseAction()->isEnabled());
    }

    void undoAndRedoForThePersonSkipTheComputersMoves() {
        QVERIFY(openWindow(AnimationSpeed::Instant));
        window_->startGame(GameId::DjenonAboure, QString(), QString(), humanAgainst(Level::Beginner));
        QSignalSpy answered(turns(), &TurnController::computerPlayed);
        std::mt19937 rng(3);
        for (int turn = 1; turn <= 3; ++turn) {
            clickHole(randomLegalMove(session()->game(), rng).from);
            QVERIFY(answered.wait(30000));
            QCOMPARE(session()->game().ply(), 2 * turn);
            QTRY_VERIFY(BoardViewState::inputEnabled(*view()));
        }
        const Position after4 = session()->game().positionAt(4);
        undoAction()->trigger();
        QCOMPARE(session()->game().ply(), 4);
        QCOMPARE(session()->position(), after4);
        QCOMPARE(session()->position().toMove, Side::South);
        undoAction()->trigger();
        QCOMPARE(session()->game().ply(), 2);
        redoAction()->trigger();
        QCOMPARE(session()->game().ply(), 4);
        QCOMPARE(session()->position(), after4);
        QTRY_VERIFY_WITH_TIMEOUT(searchesEnded(), kGameTimeoutMs);
        QCOMPARE(session()->game().ply(), 4);
        QCOMPARE(answered.count(), 3);
    }

    void theHintShowsALegalMove_data() { addGameRows(); }
    void theHintShowsALegalMove() {
        QFETCH(GameId, game);
        QVERIFY(openWindow(AnimationSpeed::Instant));
        window_->startGame(game, QStringLiteral("Ada"), QStringLiteral("Bo"));
        computer()->setExpertTimeMs(200);
        std::mt19937 rng(17);
        for (int i = 0; i < 3 && !session()->game().over(); ++i)
            QCOMPARE(session()->play(randomLegalMove(session()->game(), rng)), IllegalReason::None);
        QVERIFY(!session()->game().over());
        const Side mover = session()->position().toMove;

        Hint* hint = this->hint();
        QVERIFY(hint->action()->isEnabled());
        QSignalSpy shown(hint, &Hint::shown);
        QTest::keyClick(window_.get(), Qt::Key_H);
        QVERIFY(hint->isSearching());
        QCOMPARE(window_->statusBar()->currentMessage(), QStringLiteral("Looking for a good move…"));
        QVERIFY(shown.wait(60000));
        const Move m = shown.at(0).at(0).value<Move>();
        QVERIFY(isLegal(session()->game(), m));
        QVERIFY(hint->result().has_value());
        QCOMPARE(boardModel()->hintHole(), m.isPass() ? kNoHole : m.from);
        QVERIFY(boardModel()->indexOfHole(m.isPass() ? 0 : m.from).data(BoardModel::HintRole).toBool() != m.isPass());
        const QString notation = QString::fromStdString(formatMove(session()->rules(), m));
        const QString words =
            Wording::evaluation(game, hint->result()->value, mover, QStringLiteral("Ada"), QStringLiteral("Bo"));
        QCOMPARE(window_->statusBar()->currentMessage(), QStringLiteral("Hint: %1 — %2").arg(notation, words));
        if (game == GameId::Tihbat) {
            // The analysis is exact in Tihbat: the hint keeps the perfect-play value.
            QCOMPARE(hint->result()->value.kind, PositionValue::Kind::Exact);
            QCOMPARE(hint->result()->value.score / kSeedScore, tihbatValue(session()->game()).difference);
            QVERIFY(words.startsWith(QStringLiteral("With perfect play, ")));
        }
        // Playing the move takes the hint away.
        QCOMPARE(session()->play(m), IllegalReason::None);
        QCOMPARE(boardModel()->hintHole(), kNoHole);
        QVERIFY(!hint->result().has_value());
        QCOMPARE(window_->statusBar()->currentMessage(), QString());
    }

    void theHintIsCancelledByUndo() {
        QVERIFY(openWindow(AnimationSpeed::Instant));
        window_->startGame(GameId::Ayoayo, QString(), QString());
        computer()->setExpertTimeMs(kLongThinkMs);
        QCOMPARE(session()->play(Move::sow(session()->rules().hole(0, 1))), IllegalReason::None);
        QSignalSpy shown(hint(), &Hint::shown);
        hint()->action()->trigger();
        QVERIFY(hint()->isSearching());
        undoAction()->trigger();
        QVERIFY(!hint()->isSearching());
        QCOMPARE(window_->statusBar()->currentMessage(), QString());
        QVERIFY(hint()->action()->isEnabled());
        QCOMPARE(shown.count(), 0);
    }

    void thePerfectPlayValueMatchesTihbatValue() {
        QVERIFY(openWindow(AnimationSpeed::Instant));
        window_->startGame(GameId::Tihbat, QStringLiteral("Ada"), QStringLiteral("Bo"));
        PerfectPlayLabel* label = perfectPlayLabel();
        QVERIFY(!label->isVisible());
        QSignalSpy valued(label, &PerfectPlayLabel::valueShown);
        label->action()->trigger();
        QVERIFY(label->isVisible());
        std::mt19937 rng(99);
        for (int ply = 0; !session()->game().over() && ply < 40; ++ply) {
            if (!label->value())
                QVERIFY(valued.wait(60000));
            const TihbatValue expected = tihbatValue(session()->game());
            QCOMPARE(label->value()->difference, expected.difference);
            QCOMPARE(label->text(),
                     Wording::perfectPlay(GameId::Tihbat, expected.difference, session()->position().toMove,
                                          QStringLiteral("Ada"), QStringLiteral("Bo")));
            QVERIFY(label->text().startsWith(QStringLiteral("With perfect play, ")));
            QCOMPARE(session()->play(randomLegalMove(session()->game(), rng)), IllegalReason::None);
        }
        // Remembered; not shown in the other games.
        QVERIFY(Settings(iniFile_).showPerfectPlay());
        window_->startGame(GameId::Ayoayo, QString(), QString());
        QVERIFY(!label->isVisible());
    }

    void theEvaluationPanelFollowsTheGame() {
        QVERIFY(openWindow(AnimationSpeed::Instant));
        window_->startGame(GameId::DjenonAboure, QString(), QString());
        std::mt19937 rng(4);
        for (int i = 0; i < 6; ++i)
            QCOMPARE(session()->play(randomLegalMove(session()->game(), rng)), IllegalReason::None);
        EvaluationPanel* panel = evaluationPanel();
        EvaluationModel* model = panel->model();
        AnalysisModel* analysis = part<AnalysisModel>("analysisModel");
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(!panel->isVisible());
        QCOMPARE(analysis->positionsDone(), 0);
        QCOMPARE(model->rowCount(), 6);
        // The window's endgame database first (the analysis takes it once it is ready).
        auto* store = part<EndgameStore>("endgameStore");
        QTRY_VERIFY_WITH_TIMEOUT(store->database(GameId::DjenonAboure) != nullptr, 120000);
        QSignalSpy analysed(analysis, &AnalysisModel::positionAnalysed);
        QSignalSpy changed(model, &QAbstractItemModel::dataChanged);
        panel->show();
        QTRY_COMPARE_WITH_TIMEOUT(analysis->positionsDone(), 7, 120000);
        QTRY_VERIFY(!analysis->isRunning());
        QCOMPARE(analysed.count(), 7);
        // Each result changes its cells only, with the display and tooltip roles.
        for (const QList<QVariant>& args : changed) {
            const auto from = args[0].value<QModelIndex>();
            const auto to = args[1].value<QModelIndex>();
            QCOMPARE(from.row(), to.row());
            QVERIFY(from.column() != EvaluationModel::MoveColumn);
            QCOMPARE(args[2].value<QList<int>>(), (QList<int>{Qt::DisplayRole, Qt::ToolTipRole}));
        }

        // Each cell says what the analysis service found, which is the core's
        // analysis of the position with its history (and the window's
        // endgame database).
        const Game& game = session()->game();
        AnalysisOptions options;
        options.endgames = store->database(game.rules().id());
        for (int k = 0; k <= 6; ++k) {
            std::vector<Position> history;
            for (int i = 0; i < k; ++i)
                history.push_back(game.positionAt(i));
            QCOMPARE(analysis->position(k), analysePosition(game.rules(), game.positionAt(k), history, options));
        }
        const auto cell = [model](int row, int column) { return model->index(row, column).data().toString(); };
        for (int row = 0; row < 6; ++row) {
            const std::optional<Move> better = analysis->move(row + 1)->better();
            QCOMPARE(cell(row, EvaluationModel::BestColumn),
                     better ? QString::fromStdString(formatMove(game.rules(), *better)) : QString());
            QCOMPARE(cell(row, EvaluationModel::EvaluationColumn),
                     Wording::shortEvaluation(analysis->position(row + 1).value, game.positionAt(row + 1).toMove,
                                              Wording::sideName(Side::South), Wording::sideName(Side::North)));
        }
        // The shown ply is selected; a click on a row replays to it.
        QCOMPARE(partOf<QTreeView>(*panel, "evaluationTable")->currentIndex().row(), 5);
        const QRect second =
            partOf<QTreeView>(*panel, "evaluationTable")->visualRect(model->index(1, EvaluationModel::MoveColumn));
        QTest::mouseClick(partOf<QTreeView>(*panel, "evaluationTable")->viewport(), Qt::LeftButton, {},
                          second.center());
        QCOMPARE(session()->shownPly(), 2);
        QCOMPARE(partOf<QTreeView>(*panel, "evaluationTable")->currentIndex().row(), 1);

        // Undo keeps what it did not change; a new move is analysed.
        partOf<QAction>(*replayBar(), "leaveReplayAction")->trigger();
        session()->undo();
        QCOMPARE(model->rowCount(), 5);
        QCOMPARE(analysis->positionsDone(), 6);
        QCOMPARE(session()->play(randomLegalMove(session()->game(), rng)), IllegalReason::None);
        QCOMPARE(model->rowCount(), 6);
        QTRY_COMPARE_WITH_TIMEOUT(analysis->positionsDone(), 7, 120000);
        // A new game starts the model afresh.
        window_->startGame(GameId::Ayoayo, QString(), QString());
        QCOMPARE(model->rowCount(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(analysis->positionsDone(), 1, 120000);
    }

    // The computer holds while a dialog blocks the window (the New Game
    // dialog here) and plays on when it closes.
    void theComputerWaitsWhileADialogIsOpen() {
        QVERIFY(openWindow(AnimationSpeed::Instant));
        window_->startGame(GameId::Ayoayo, QString(), QString(), computers(Level::Beginner, Level::Beginner));
        QTRY_VERIFY(session()->game().ply() >= 2);
        window_->newGameDialog();
        NewGameDialog* dialog = nullptr;
        // Shown, the dialog has blocked the window (QEvent::WindowBlocked).
        QTRY_VERIFY((dialog = window_->findChild<NewGameDialog*>()) != nullptr && dialog->isVisible());
        QTRY_VERIFY(!computer()->isThinking());
        const int plies = session()->game().ply();
        settle();
        QVERIFY(!computer()->isThinking());
        QCOMPARE(session()->game().ply(), plies);
        dialog->reject();
        QTRY_VERIFY(session()->game().over() || session()->game().ply() > plies);
    }

    void theNewGameDialogSetsTheComputerPlayers() {
        QVERIFY(openWindow(AnimationSpeed::Instant));
        window_->newGameDialog();
        NewGameDialog* dialog = nullptr;
        QTRY_VERIFY((dialog = window_->findChild<NewGameDialog*>()) != nullptr);
        PlayerChoice* south = partOf<PlayerChoice>(*dialog, "southPlayer");
        PlayerChoice* north = partOf<PlayerChoice>(*dialog, "northPlayer");
        QCOMPARE(south->kind(), PlayerKind::Human);
        QCOMPARE(north->kind(), PlayerKind::Human);
        QVERIFY(!north->levelBox()->isVisibleTo(dialog));
        QVERIFY(!partOf<QDoubleSpinBox>(*dialog, "expertTime")->isEnabled());
        QCOMPARE(dialog->expertTimeMs(), kDefaultExpertTimeMs);
        QCOMPARE(north->kindBox()->itemText(1), QStringLiteral("Computer"));
        QStringList levels;
        for (int i = 0; i < north->levelBox()->count(); ++i)
            levels << north->levelBox()->itemText(i);
        QCOMPARE(levels, (QStringList{QStringLiteral("Beginner"), QStringLiteral("Intermediate"),
                                      QStringLiteral("Advanced"), QStringLiteral("Expert")}));

        north->kindBox()->setCurrentIndex(1);
        QVERIFY(north->levelBox()->isVisibleTo(dialog));
        north->levelBox()->setCurrentIndex(3);
        QVERIFY(partOf<QDoubleSpinBox>(*dialog, "expertTime")->isEnabled());
        partOf<QDoubleSpinBox>(*dialog, "expertTime")->setValue(2.5);
        dialog->setGame(GameId::Tihbat);
        partOf<QLineEdit>(*dialog, "southName")->setText(QStringLiteral("Ada"));
        dialog->accept();

        QCOMPARE(session()->rules().id(), GameId::Tihbat);
        QCOMPARE(turns()->players(), humanAgainst(Level::Expert));
        QCOMPARE(computer()->expertTimeMs(), 2500);
        Settings saved(iniFile_);
        QCOMPARE(saved.players(), humanAgainst(Level::Expert));
        QCOMPARE(saved.expertTimeMs(), 2500);

        // The next window starts with them, and so does the dialog.
        window_->close();
        QVERIFY(openWindow(AnimationSpeed::Instant));
        QCOMPARE(turns()->players(), humanAgainst(Level::Expert));
        QCOMPARE(computer()->expertTimeMs(), 2500);
        window_->newGameDialog();
        QTRY_VERIFY((dialog = window_->findChild<NewGameDialog*>()) != nullptr);
        QCOMPARE(dialog->players(), humanAgainst(Level::Expert));
        QCOMPARE(dialog->expertTimeMs(), 2500);
        dialog->reject();
    }

    void theComputerPassesByItself() {
        // A Djenon-aboure game of random moves until North must pass.
        QVERIFY(openWindow(AnimationSpeed::Instant));
        std::vector<Move> moves;
        for (unsigned seed = 1; seed < 300 && moves.empty(); ++seed) {
            Game game(rulesFor(GameId::DjenonAboure));
            std::mt19937 rng(seed);
            while (!game.over()) {
                MoveList legal;
                game.legalMoves(legal);
                if (legal.size() == 1 && legal[0].isPass() && game.position().toMove == Side::North) {
                    moves = game.moves();
                    break;
                }
                game.play(randomLegalMove(game, rng));
            }
        }
        QVERIFY(!moves.empty());
        window_->startGame(GameId::DjenonAboure, QString(), QString());
        for (Move m : moves)
            QCOMPARE(session()->play(m), IllegalReason::None);
        QVERIFY(passBar()->isVisible());
        QSignalSpy answered(turns(), &TurnController::computerPlayed);
        window_->startGame(GameId::DjenonAboure, QString(), QString(), humanAgainst(Level::Beginner));
        QVERIFY(!passBar()->isVisible());
        for (Move m : moves)
            QCOMPARE(session()->play(m), IllegalReason::None);
        // The computer is to move: no pass bar for the person.
        QVERIFY(!passBar()->isVisible());
        QVERIFY(!passAction()->isEnabled());
        QVERIFY(answered.wait(30000));
        QCOMPARE(answered.at(0).at(0).value<Move>(), Move::pass());
    }

    void theCoresFollowTheChoice() {
        QCOMPARE(chosenCores(0), machineCores());
        QCOMPARE(chosenCores(1), 1);
        QCOMPARE(chosenCores(kMaxSearchThreads + 1), machineCores());
        QCOMPARE(coresLeft(machineCores()), 1);
        QCOMPARE(coresLeft(0), machineCores());
        QCOMPARE(CoresMenu::choices().front(), 0);
        QCOMPARE(CoresMenu::choices().size() > 1, machineCores() > 1);
    }

    // Settings ▸ Computer: all the cores until one chooses fewer; the
    // Expert searches on them, the analysis beside it on what is left, and
    // the choice is remembered.
    void settingsComputerChoosesTheCores() {
        QVERIFY(openWindow(AnimationSpeed::Instant));
        auto* all = actionOf(*window_, "cores0");
        QVERIFY(all != nullptr);
        QVERIFY(all->isChecked());
        QCOMPARE(computer()->cores(), machineCores());
        QCOMPARE(computer()->optionsFor(Level::Expert, 1).threads, machineCores());
        auto* analysis = part<AnalysisModel>("analysisModel");
        QCOMPARE(analysis->threads(), machineCores());
        window_->startGame(GameId::Ayoayo, QString(), QString(), humanAgainst(Level::Expert));
        QCOMPARE(analysis->threads(), coresLeft(machineCores()));
        if (machineCores() == 1)
            QSKIP("one core: no fewer to choose");
        QSignalSpy changed(computer(), &ComputerPlayer::coresChanged);
        auto* one = actionOf(*window_, "cores1");
        QVERIFY(one != nullptr);
        one->trigger();
        QCOMPARE(changed.count(), 1);
        QVERIFY(one->isChecked());
        QVERIFY(!all->isChecked());
        QCOMPARE(computer()->optionsFor(Level::Expert, 1).threads, 1);
        QCOMPARE(analysis->threads(), machineCores() - 1);
        window_->startGame(GameId::Ayoayo, QString(), QString(), PlayerSetup{});
        QCOMPARE(analysis->threads(), 1);
        QVERIFY(openWindow(AnimationSpeed::Instant));
        QCOMPARE(computer()->cores(), 1);
        QVERIFY(actionOf(*window_, "cores1")->isChecked());
    }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestComputerPlayer)
#include "test_computer_player.moc"
