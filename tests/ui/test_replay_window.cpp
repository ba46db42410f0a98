// Replay mode in the main window, used as a person would: a finished game
// opens at its start; Home, Left, Right and End, the bar's buttons, the
// Replay menu, a click in the move list and the slider move through it;
// autoplay plays it back with the board's animation; a move played in an
// earlier position asks before the later moves go (discard, save a copy
// first, or cancel). After every step the board, the totals, the turn, the
// game-over bar, the move list's selection, the slider and the bar's words
// agree with the ply shown.
//
// With MANCALA_SCREENSHOTS set to a directory, the window is saved there as
// PNG pictures mid-replay (for people to look at).
#include <QFileDialog>
#include <QItemSelectionModel>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSlider>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QToolButton>
#include <QTreeView>
#include <QtTest>

#include <algorithm>
#include <memory>

#include "window/word_elided_label.hpp"
#include "window_fixture.hpp"
#include "i18n/wording.hpp"

namespace mancala::ui::test {

class TestReplayWindow : public QObject, public WindowFixture {
    Q_OBJECT
private:
    // The window takes key clicks.
    MainWindow* openWindow(AnimationSpeed speed) { return WindowFixture::openWindow(speed, Shown::Active); }
    ReplayBar* bar() const { return replayBar(); }
    // The bar's parts, by their object names.
    QSlider* slider() const { return partOf<QSlider>(*bar(), "replaySlider"); }
    QLabel* counter() const { return partOf<QLabel>(*bar(), "replayCounter"); }
    WordElidedLabel* description() const { return partOf<WordElidedLabel>(*bar(), "replayDescription"); }
    QAction* replayAction() const { return partOf<QAction>(*bar(), "replayGameAction"); }
    QAction* firstAction() const { return partOf<QAction>(*bar(), "firstPlyAction"); }
    QAction* previousAction() const { return partOf<QAction>(*bar(), "previousPlyAction"); }
    QAction* nextAction() const { return partOf<QAction>(*bar(), "nextPlyAction"); }
    QAction* lastAction() const { return partOf<QAction>(*bar(), "lastPlyAction"); }
    QAction* autoplayAction() const { return partOf<QAction>(*bar(), "autoplayAction"); }
    QAction* playOnAction() const { return partOf<QAction>(*bar(), "playOnAction"); }
    QAction* leaveAction() const { return partOf<QAction>(*bar(), "leaveReplayAction"); }

    // The first difference between the window and the ply shown, or nothing.
    QString replayMismatch() const {
        const Game& game = session()->game();
        const Rules& rules = game.rules();
        const int ply = replay()->ply();
        const Position& pos = game.positionAt(ply);
        if (!(session()->position() == pos))
            return QStringLiteral("session position");
        // The board model: seeds, legal holes and the last move of the ply shown.
        const BoardModel& model = *boardModel();
        for (int h = 0; h < rules.holeCount(); ++h) {
            const auto hole = static_cast<Hole>(h);
            const QModelIndex cell = model.indexOfHole(hole);
            bool touched = false;
            if (ply > 0)
                for (const Event& e : session()->traceAt(ply - 1))
                    touched |= e.hole == hole && (e.kind == EventKind::PickUp || e.kind == EventKind::Drop);
            if (cell.data(BoardModel::SeedCountRole).toInt() != pos.board[h] ||
                cell.data(BoardModel::LegalRole).toBool() !=
                    (rules.check(pos, rules.moveFrom(hole)) == IllegalReason::None) ||
                cell.data(BoardModel::InLastMoveRole).toBool() != touched)
                return QStringLiteral("board model, hole %1").arg(h);
        }
        for (Side side : {Side::South, Side::North}) {
            const QModelIndex store = model.indexOfStore(side);
            if (store.isValid() && store.data(BoardModel::SeedCountRole).toInt() != pos.totals[index(side)])
                return QStringLiteral("board model, store");
        }
        if (!view()->isAnimating()) {
            const QString shown = shownPositionMismatch(pos);
            if (!shown.isEmpty())
                return shown;
        }
        if (moveListModel()->rowCount() != game.ply())
            return QStringLiteral("move list rows %1").arg(moveListModel()->rowCount());
        const QModelIndexList selected = moveListView()->selectionModel()->selectedRows();
        if (ply == 0 ? !selected.isEmpty() : (selected.size() != 1 || selected.first().row() != ply - 1))
            return QStringLiteral("move list selection");
        if (slider()->value() != ply || slider()->maximum() != game.ply())
            return QStringLiteral("slider %1 of %2").arg(slider()->value()).arg(slider()->maximum());
        if (counter()->text() != QStringLiteral("%1 / %2").arg(ply).arg(game.ply()))
            return QStringLiteral("counter %1").arg(counter()->text());
        const QString said =
            ply == 0 ? QStringLiteral("The start of the game") : moveListModel()->index(ply - 1).data().toString();
        if (description()->toolTip() != said)
            return QStringLiteral("description %1").arg(description()->toolTip());
        if (bar()->isVisible() != replay()->isActive())
            return QStringLiteral("replay bar visibility");
        if (replay()->isActive()) {
            if (firstAction()->isEnabled() != (ply > 0) || previousAction()->isEnabled() != (ply > 0) ||
                nextAction()->isEnabled() != (ply < game.ply()) || lastAction()->isEnabled() != (ply < game.ply()))
                return QStringLiteral("navigation actions at ply %1").arg(ply);
            if (undoAction()->isEnabled() != (ply == game.ply() && ply > 0))
                return QStringLiteral("undo while replaying");
        }
        return {};
    }

    QToolButton* buttonOf(const QAction* action) const { return test::buttonOf(*bar(), action); }

    void screenshot(const QString& name) const { saveScreenshot(window_->grab(), name); }

#define CHECK_WINDOW() QVERIFY2(replayMismatch().isEmpty(), qPrintable(replayMismatch()))

private slots:
    void initTestCase() {
        startInEnglish();
    }
    void init() {
        QVERIFY(startFixture());
    }
    void cleanup() {
        endFixture();
    }

    void aFinishedGameOpensInReplayModeAtItsStart_data() {
        addGameRows();
    }
    void aFinishedGameOpensInReplayModeAtItsStart() {
        QFETCH(GameId, game);
        QVERIFY(openWindow(AnimationSpeed::Instant));
        const std::vector<Move> moves = randomGame(game, 77);
        QVERIFY(openGame(game, moves));
        QVERIFY(replay()->isActive());
        QCOMPARE(replay()->ply(), 0);
        QCOMPARE(session()->game().moves(), moves);
        QCOMPARE(session()->position(), session()->rules().initial());
        QVERIFY(bar()->isVisible());
        CHECK_WINDOW();
        QCOMPARE(turnText(), QStringLiteral("\u2068Ada\u2069 to move"));

        // End shows the finished game, its result and the game-over bar.
        QTest::keyClick(view(), Qt::Key_End);
        QCOMPARE(replay()->ply(), static_cast<int>(moves.size()));
        QVERIFY(gameOverBanner()->isVisible());
        CHECK_WINDOW();
        QVERIFY(!playOnAction()->isEnabled());
    }

    void anUnfinishedGameOpensReadyToPlayOn() {
        QVERIFY(openWindow(AnimationSpeed::Instant));
        const std::vector<Move> moves = randomGame(GameId::Ayoayo, 3, 15);
        QVERIFY(openGame(GameId::Ayoayo, moves));
        QVERIFY(!replay()->isActive());
        QVERIFY(!bar()->isVisible());
        QVERIFY(session()->showsLatest());
        QCOMPARE(session()->game().ply(), 15);
        CHECK_WINDOW();
    }

    // Too narrow for the caption, the bar shortens it after a whole word,
    // closing an isolate it would leave open; the slider keeps its room.
    void theCaptionIsShortenedAfterAWordAndTheSliderNeverCollapses() {
        const QString i = QStringLiteral("\u2068");
        const QString p = QStringLiteral("\u2069");
        const QString line = QStringLiteral("12. ") + i + QStringLiteral("Juma Omari") + p + QStringLiteral(": ") + i +
                             QStringLiteral("b2") + p + QStringLiteral(" — 2 laps and captured 3 seeds");
        const QFontMetrics metrics(QApplication::font());
        const QString e = QStringLiteral("…");
        const QString twoLaps = line.left(line.indexOf(QStringLiteral(" laps"))) + e;
        QCOMPARE(WordElidedLabel::elidedAtWord(line, metrics, metrics.horizontalAdvance(line)), line);
        QCOMPARE(WordElidedLabel::elidedAtWord(line, metrics, metrics.horizontalAdvance(twoLaps) + 1), twoLaps);
        const QString juma = QStringLiteral("12. ") + i + QStringLiteral("Juma") + p + e;
        QCOMPARE(WordElidedLabel::elidedAtWord(line, metrics, metrics.horizontalAdvance(juma) + 1), juma);

        QVERIFY(openWindow(AnimationSpeed::Instant));
        QVERIFY(openGame(GameId::Ayoayo, randomGame(GameId::Ayoayo, 5, 40)));
        if (!replay()->isActive())
            replayAction()->trigger();
        replay()->goTo(12);
        window_->resize(window_->minimumSizeHint());
        settle();
        QVERIFY(slider()->width() >= 8 * slider()->fontMetrics().height());
        const QString shown = description()->text();
        QVERIFY2(description()->fontMetrics().horizontalAdvance(shown) <= description()->width(), qPrintable(shown));
        QCOMPARE(description()->toolTip(), moveListModel()->index(11).data().toString());
    }

    void theKeysStepThroughEveryMoveBothWays_data() {
        addGameRows();
    }
    void theKeysStepThroughEveryMoveBothWays() {
        QFETCH(GameId, game);
        QVERIFY(openWindow(AnimationSpeed::Instant));
        const std::vector<Move> moves = randomGame(game, 91, 120);
        const int n = static_cast<int>(moves.size());
        QVERIFY(openGame(game, moves));
        if (!replay()->isActive())
            replayAction()->trigger();
        QCOMPARE(replay()->ply(), 0);
        for (int k = 1; k <= n; ++k) {
            QTest::keyClick(view(), Qt::Key_Right);
            QCOMPARE(replay()->ply(), k);
            QTRY_VERIFY(!view()->isAnimating());
            CHECK_WINDOW();
        }
        QTest::keyClick(view(), Qt::Key_Right);
        QCOMPARE(replay()->ply(), n);
        for (int k = n - 1; k >= 0; --k) {
            QTest::keyClick(view(), Qt::Key_Left);
            QCOMPARE(replay()->ply(), k);
            CHECK_WINDOW();
        }
        QTest::keyClick(view(), Qt::Key_Left);
        QCOMPARE(replay()->ply(), 0);
        QTest::keyClick(view(), Qt::Key_End);
        QCOMPARE(replay()->ply(), n);
        CHECK_WINDOW();
        QTest::keyClick(view(), Qt::Key_Home);
        QCOMPARE(replay()->ply(), 0);
        CHECK_WINDOW();
        QCOMPARE(session()->game().moves(), moves);
    }

    void theBarsButtonsAndTheReplayMenuStep() {
        QVERIFY(openWindow(AnimationSpeed::Instant));
        const std::vector<Move> moves = randomGame(GameId::BaoLaKimasai, 12);
        const int n = static_cast<int>(moves.size());
        QVERIFY(openGame(GameId::BaoLaKimasai, moves));
        QToolButton* next = buttonOf(nextAction());
        QToolButton* previous = buttonOf(previousAction());
        QToolButton* last = buttonOf(lastAction());
        QToolButton* first = buttonOf(firstAction());
        QVERIFY(next && previous && last && first);
        QVERIFY(!first->isEnabled() && !previous->isEnabled());
        for (int k = 1; k <= 5; ++k) {
            QTest::mouseClick(next, Qt::LeftButton);
            QCOMPARE(replay()->ply(), k);
        }
        QTest::mouseClick(previous, Qt::LeftButton);
        QCOMPARE(replay()->ply(), 4);
        CHECK_WINDOW();
        QTest::mouseClick(last, Qt::LeftButton);
        QCOMPARE(replay()->ply(), n);
        QVERIFY(!next->isEnabled() && !last->isEnabled());
        CHECK_WINDOW();
        QTest::mouseClick(first, Qt::LeftButton);
        QCOMPARE(replay()->ply(), 0);
        CHECK_WINDOW();

        // The same actions are in the Replay menu.
        const QList<QAction*> menu = bar()->menu()->actions();
        for (QAction* action : {replayAction(), firstAction(), previousAction(), nextAction(), lastAction(),
                                autoplayAction(), playOnAction(), leaveAction()})
            QVERIFY(menu.contains(action));
        nextAction()->trigger();
        nextAction()->trigger();
        QCOMPARE(replay()->ply(), 2);
        CHECK_WINDOW();

        // Leaving shows the latest position; "Replay Game" starts over.
        leaveAction()->trigger();
        QVERIFY(!replay()->isActive());
        QVERIFY(session()->showsLatest());
        CHECK_WINDOW();
        replayAction()->trigger();
        QVERIFY(replay()->isActive());
        QCOMPARE(replay()->ply(), 0);
        CHECK_WINDOW();
    }

    void theArrowKeysMoveTheBoardCursorOutsideReplayMode() {
        QVERIFY(openWindow(AnimationSpeed::Instant));
        window_->startGame(GameId::DjenonAboure, QString(), QString());
        view()->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(view()->hasFocus());
        const Hole before = view()->cursorHole();
        QTest::keyClick(view(), Qt::Key_Right);
        QVERIFY(view()->cursorHole() != before);
        QVERIFY(!replay()->isActive());
        QVERIFY(!nextAction()->isEnabled());
    }

    void aClickOnAMoveInTheListShowsThePositionAfterIt() {
        QVERIFY(openWindow(AnimationSpeed::Instant));
        const std::vector<Move> moves = randomGame(GameId::Ayoayo, 8, 30);
        QVERIFY(openGame(GameId::Ayoayo, moves)); // unfinished: not replaying
        QListView* list = moveListView();
        CHECK_WINDOW(); // the latest move is selected
        for (int row : {12, 0, 29, 5}) {
            const QModelIndex index = list->model()->index(row, 0);
            list->scrollTo(index);
            QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(index).center());
            QVERIFY(replay()->isActive());
            QCOMPARE(replay()->ply(), row + 1);
            QTRY_VERIFY(!view()->isAnimating());
            CHECK_WINDOW();
        }
    }

    void theSliderScrubsThroughTheGame() {
        QVERIFY(openWindow(AnimationSpeed::Normal));
        const std::vector<Move> moves = randomGame(GameId::DjenonAboure, 14);
        const int n = static_cast<int>(moves.size());
        QVERIFY(openGame(GameId::DjenonAboure, moves));
        QSlider* slider = this->slider();
        QCOMPARE(slider->minimum(), 0);
        QCOMPARE(slider->maximum(), n);
        for (int k : {n / 2, n, 3, 0, n - 1}) {
            slider->setValue(k);
            QCOMPARE(replay()->ply(), k);
            CHECK_WINDOW();
        }
        // The slider's own steps (arrow keys, page clicks) move it too.
        slider->triggerAction(QAbstractSlider::SliderPageStepSub);
        QCOMPARE(replay()->ply(), n - 1 - slider->pageStep());
        view()->finishAnimation();
        CHECK_WINDOW();
    }

    void steppingForwardAnimatesTheMoveAndSteppingBackIsInstant() {
        QVERIFY(openWindow(AnimationSpeed::Normal));
        const std::vector<Move> moves = randomGame(GameId::Ayoayo, 21);
        QVERIFY(openGame(GameId::Ayoayo, moves));
        QSignalSpy finished(view(), &BoardView::animationFinished);
        QTest::keyClick(view(), Qt::Key_Right);
        QCOMPARE(replay()->ply(), 1);
        QVERIFY(view()->isAnimating());
        // While the move animates the window still shows the turn before it.
        QCOMPARE(turnText(), QStringLiteral("\u2068Ada\u2069 to move"));
        QVERIFY(finished.wait(30000));
        QCOMPARE(turnText(), QStringLiteral("\u2068Bo\u2069 to move"));
        CHECK_WINDOW();

        // A second step while one animates: the first is shown at once, the
        // second animates (no queue of animations builds up).
        QTest::keyClick(view(), Qt::Key_Right);
        QVERIFY(view()->isAnimating());
        finished.clear();
        QTest::keyClick(view(), Qt::Key_Right);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(replay()->ply(), 3);
        QVERIFY(view()->isAnimating());
        QVERIFY(finished.wait(30000));
        CHECK_WINDOW();

        QTest::keyClick(view(), Qt::Key_Left);
        QVERIFY(!view()->isAnimating());
        QCOMPARE(replay()->ply(), 2);
        CHECK_WINDOW();
    }

    void autoplayPlaysTheRestOfTheGameWithTheBoardsAnimation() {
        QVERIFY(openWindow(AnimationSpeed::Fast));
        const std::vector<Move> moves = randomGame(GameId::Tihbat, 3);
        const int n = static_cast<int>(moves.size());
        QVERIFY(n >= 4);
        QVERIFY(openGame(GameId::Tihbat, moves));
        replay()->goTo(n - 3);
        QSignalSpy finished(view(), &BoardView::animationFinished);
        int animated = 0;
        connect(session(), &GameSession::shownPlyChanged, this, [&] { animated += view()->isAnimating() ? 1 : 0; });
        autoplayAction()->trigger();
        QVERIFY(replay()->isAutoplaying());
        QVERIFY(autoplayAction()->isChecked());
        QTRY_VERIFY_WITH_TIMEOUT(!replay()->isAutoplaying(), 30000);
        QCOMPARE(replay()->ply(), n);
        QCOMPARE(finished.count(), 3);
        QCOMPARE(animated, 3);
        QVERIFY(!autoplayAction()->isChecked());
        CHECK_WINDOW();
        screenshot(QStringLiteral("replay-tihbat-end"));
    }

    void undoIsOffWhileAnEarlierPositionIsShown() {
        QVERIFY(openWindow(AnimationSpeed::Instant));
        QVERIFY(openGame(GameId::Ayoayo, randomGame(GameId::Ayoayo, 4, 10)));
        QVERIFY(undoAction()->isEnabled());
        moveListView()->scrollToTop();
        replay()->goTo(4);
        QVERIFY(!undoAction()->isEnabled());
        QTest::keyClick(window_.get(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(session()->game().ply(), 10);
        QCOMPARE(replay()->ply(), 4);
    }

    void aMoveInAnEarlierPositionAsksFirst() {
        QVERIFY(openWindow(AnimationSpeed::Instant));
        const std::vector<Move> moves = randomGame(GameId::DjenonAboure, 30, 40);
        const int later = static_cast<int>(moves.size()) - 10;
        QVERIFY(openGame(GameId::DjenonAboure, moves));
        replay()->goTo(10);
        // The window shows move 10 once the board has settled (the game-over
        // bar of the finished game goes away): only then are the holes where
        // they stay.
        QTRY_VERIFY(!view()->isAnimating() && !gameOverBanner()->isVisible());
        settle();
        MoveList legal;
        session()->rules().legalMoves(session()->position(), legal);
        // Another move than the game's own next one (that one steps forward).
        const Move m = legal[0] != moves[10] ? legal[0] : legal[1];
        QVERIFY(!m.isPass() && m != moves[10]);
        const QPoint at = view()->holeRect(m.from).center();

        // Cancel: nothing changes.
        MessageSeen seen;
        {
            ModalAnswer cancel([&](QWidget* modal) {
                seen = readMessage(modal);
                clickButton(modal, QMessageBox::Cancel);
            });
            QTest::mouseClick(view(), Qt::LeftButton, {}, at);
            QVERIFY(cancel.done());
        }
        QCOMPARE(seen.objectName, QStringLiteral("playOnBox"));
        QCOMPARE(seen.text, QStringLiteral("Play on from move 10?"));
        QCOMPARE(seen.informative,
                 QCoreApplication::translate("mancala::ui::FileDialogs",
                                             "The %n later move(s) of this game will be discarded.", nullptr, later));
        QVERIFY(seen.informative.startsWith(QStringLiteral("The %1 later move").arg(later)));
        QCOMPARE(session()->game().moves(), moves);
        QCOMPARE(replay()->ply(), 10);
        QVERIFY(replay()->isActive());

        // Discard: the move is played from the position shown.
        {
            ModalAnswer discard([](QWidget* modal) { clickButton(modal, QMessageBox::DestructiveRole); });
            QTest::mouseClick(view(), Qt::LeftButton, {}, at);
            QVERIFY(discard.done());
        }
        std::vector<Move> expected(moves.begin(), moves.begin() + 10);
        expected.push_back(m);
        QCOMPARE(session()->game().moves(), expected);
        QVERIFY(!replay()->isActive());
        CHECK_WINDOW();
        // The line played on is a game of its own: Save writes it.
        QVERIFY(window_->files()->isModified());
    }

    // The move the game holds next, played on the board (or the pass it
    // holds), steps forward through the replay: nothing is asked or lost.
    // Home (or the start) shows the lists' first moves, End their last.
    void theListsFollowTheReplayToTheStartAndBack() {
        QVERIFY(openWindow(AnimationSpeed::Instant));
        window_->resize(900, 480);
        evaluationPanel()->show();
        const std::vector<Move> moves = randomGame(GameId::BaoLaKimasai, 12, 120);
        QVERIFY(openGame(GameId::BaoLaKimasai, moves));
        auto* evaluation = evaluationPanel()->findChild<QTreeView*>();
        QVERIFY(evaluation);
        QScrollBar* moveBar = moveListView()->verticalScrollBar();
        QScrollBar* evaluationBar = evaluation->verticalScrollBar();
        QTest::keyClick(view(), Qt::Key_End);
        view()->finishAnimation();
        QTRY_VERIFY(moveBar->maximum() > 0 && evaluationBar->maximum() > 0);
        QTRY_COMPARE(moveBar->value(), moveBar->maximum());
        QTRY_COMPARE(evaluationBar->value(), evaluationBar->maximum());
        QTest::keyClick(view(), Qt::Key_Home);
        QCOMPARE(replay()->ply(), 0);
        QTRY_COMPARE(moveBar->value(), 0);
        QTRY_COMPARE(evaluationBar->value(), 0);
    }

    void theGamesOwnNextMoveStepsForward() {
        QVERIFY(openWindow(AnimationSpeed::Instant));
        std::vector<Move> moves;
        for (unsigned seed = 1; seed < 400 && std::find(moves.begin(), moves.end(), Move::pass()) == moves.end();
             ++seed)
            moves = randomGame(GameId::DjenonAboure, seed);
        const auto pass = std::find(moves.begin(), moves.end(), Move::pass());
        QVERIFY(pass != moves.end());
        const int passPly = static_cast<int>(pass - moves.begin());
        QVERIFY(passPly > 0 && !moves[static_cast<std::size_t>(passPly - 1)].isPass());
        QVERIFY(openGame(GameId::DjenonAboure, moves));
        replay()->goTo(passPly - 1);
        ModalAnswer never([](QWidget* modal) { clickButton(modal, QMessageBox::Cancel); });
        QTest::mouseClick(view(), Qt::LeftButton, {},
                          view()->holeRect(moves[static_cast<std::size_t>(passPly - 1)].from).center());
        view()->finishAnimation();
        QCOMPARE(replay()->ply(), passPly);
        passAction()->trigger();
        view()->finishAnimation();
        QVERIFY(!never.done());
        QCOMPARE(session()->game().moves(), moves);
        QCOMPARE(replay()->ply(), passPly + 1);
        CHECK_WINDOW();
        QVERIFY(!window_->files()->isModified());
    }

    void playingOnCanSaveACopyOfTheWholeGameFirst() {
        QVERIFY(openWindow(AnimationSpeed::Instant));
        const std::vector<Move> moves = randomGame(GameId::Tihbat, 8);
        const int n = static_cast<int>(moves.size());
        QVERIFY(openGame(GameId::Tihbat, moves));
        replay()->goTo(n / 2);
        const QString copy = path(QStringLiteral("whole game.mancala"));
        std::unique_ptr<ModalAnswer> fileDialog;
        ModalAnswer question([&](QWidget* modal) {
            fileDialog = std::make_unique<ModalAnswer>([&](QWidget* dialog) { QVERIFY(chooseFile(dialog, copy)); });
            clickButton(modal, QMessageBox::AcceptRole);
        });
        playOnAction()->trigger();
        QVERIFY(question.done());
        QVERIFY(fileDialog && fileDialog->done());

        // The copy holds the whole game; the window plays on from the middle.
        QFile file(copy);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        const RecordParseResult read =
            parseRecord(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
        QVERIFY(read.ok());
        QCOMPARE(read.record.moves, moves);
        QCOMPARE(read.record.south, std::string("Ada"));
        QCOMPARE(session()->game().ply(), n / 2);
        QVERIFY(!replay()->isActive());
        QVERIFY(session()->showsLatest());
        CHECK_WINDOW();
    }

    void cancellingTheCopysFileDialogPlaysNothing() {
        QVERIFY(openWindow(AnimationSpeed::Instant));
        const std::vector<Move> moves = randomGame(GameId::Ayoayo, 8, 20);
        QVERIFY(openGame(GameId::Ayoayo, moves));
        replay()->goTo(7);
        std::unique_ptr<ModalAnswer> fileDialog;
        ModalAnswer question([&](QWidget* modal) {
            fileDialog =
                std::make_unique<ModalAnswer>([](QWidget* dialog) { qobject_cast<QDialog*>(dialog)->reject(); });
            clickButton(modal, QMessageBox::AcceptRole);
        });
        playOnAction()->trigger();
        QVERIFY(question.done() && fileDialog && fileDialog->done());
        QCOMPARE(session()->game().moves(), moves);
        QVERIFY(replay()->isActive());
        QCOMPARE(replay()->ply(), 7);
    }

    // The whole story of the issue, in every game: play, save, quit, open
    // again, step through every move both ways with animation, jump, play on
    // from the middle and save the new line.
    void playSaveQuitOpenStepPlayOnAndSave_data() {
        addGameRows();
    }
    void playSaveQuitOpenStepPlayOnAndSave() {
        QFETCH(GameId, game);
        QVERIFY(openWindow(AnimationSpeed::Instant));
        window_->startGame(game, QStringLiteral("Ada"), QStringLiteral("Bo"));
        std::mt19937 rng(4040u + static_cast<unsigned>(game.family()));
        while (session()->game().ply() < 24 && !session()->game().over()) {
            const Move m = randomLegalMove(session()->game(), rng);
            if (m.isPass())
                QTest::mouseClick(passButton(), Qt::LeftButton);
            else
                QTest::mouseClick(view(), Qt::LeftButton, {}, view()->holeRect(m.from).center());
        }
        const std::vector<Move> played = session()->game().moves();
        const int n = static_cast<int>(played.size());
        const QString file = path(QStringLiteral("story.mancala"));
        QVERIFY(window_->files()->saveTo(file));
        QVERIFY(window_->close());

        QVERIFY(openWindow(AnimationSpeed::Fast));
        QVERIFY(window_->files()->open(file));
        QCOMPARE(session()->game().moves(), played);
        if (!replay()->isActive())
            replayAction()->trigger();
        for (int k = 1; k <= n; ++k) {
            QTest::keyClick(view(), Qt::Key_Right);
            QVERIFY(view()->isAnimating());
            view()->finishAnimation();
            CHECK_WINDOW();
        }
        for (int k = n - 1; k >= 0; --k) {
            QTest::keyClick(view(), Qt::Key_Left);
            QVERIFY(!view()->isAnimating());
            CHECK_WINDOW();
        }
        QTest::keyClick(view(), Qt::Key_End);
        QTest::keyClick(view(), Qt::Key_Home);
        // Play on from the middle with a move other than the one played (at
        // the first ply from the middle on that has one).
        int from = n / 2 - 1;
        Move other;
        bool found = false;
        while (!found && ++from < n) {
            replay()->goTo(from);
            MoveList legal;
            session()->rules().legalMoves(session()->position(), legal);
            for (Move m : legal)
                if (m != played[static_cast<std::size_t>(from)]) {
                    other = m;
                    found = true;
                }
        }
        QVERIFY(found);
        view()->finishAnimation(); // a step forward animates
        CHECK_WINDOW();
        {
            ModalAnswer discard([](QWidget* modal) { clickButton(modal, QMessageBox::DestructiveRole); });
            if (other.isPass())
                QTest::mouseClick(passButton(), Qt::LeftButton);
            else
                QTest::mouseClick(view(), Qt::LeftButton, {}, view()->holeRect(other.from).center());
            QVERIFY(discard.done());
        }
        std::vector<Move> line(played.begin(), played.begin() + from);
        line.push_back(other);
        QCOMPARE(session()->game().moves(), line);
        QVERIFY(window_->files()->save());
        QFile saved(file);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QByteArray text = saved.readAll();
        const RecordParseResult read =
            parseRecord(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
        QVERIFY(read.ok());
        QCOMPARE(read.record.moves, line);
    }

    void replayMidGamePictures() {
        QVERIFY(openWindow(AnimationSpeed::Instant));
        window_->resize(1200, 700);
        for (GameId game : kAllGames) {
            const std::vector<Move> moves = randomGame(game, 1234);
            QVERIFY(openGame(game, moves, QString::fromUtf8(gameIdString(game).data())));
            replay()->goTo(static_cast<int>(moves.size()) / 2);
            QTRY_VERIFY(!view()->isAnimating());
            CHECK_WINDOW();
            const QPixmap picture = window_->grab();
            QVERIFY(!picture.isNull());
            screenshot(QStringLiteral("replay-%1").arg(QString::fromUtf8(gameIdString(game).data())));
        }
        // Right to left (Urdu): the words follow, the timeline and the board do not.
        QVERIFY(Translations::switchTo(Language::Urdu).isEmpty());
        QTRY_COMPARE(window_->layoutDirection(), Qt::RightToLeft);
        QCOMPARE(slider()->parentWidget()->layoutDirection(), Qt::LeftToRight);
        QVERIFY(bar()->isVisible());
        QCOMPARE(slider()->value(), replay()->ply());
        QToolButton* playOn = buttonOf(playOnAction());
        QVERIFY(playOn);
        QTRY_VERIFY(playOn->geometry().right() < counter()->geometry().left());
        QVERIFY(firstAction()->isEnabled());
        QVERIFY(buttonOf(firstAction())->x() < buttonOf(lastAction())->x());
        QTest::qWait(300); // the layouts follow the new font
        screenshot(QStringLiteral("replay-ur"));
        QVERIFY(Translations::switchTo(Language::English).isEmpty());
        QTRY_COMPARE(window_->layoutDirection(), Qt::LeftToRight);
    }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestReplayWindow)
#include "test_replay_window.moc"
