// The main window played as a person would: whole games of every game clicked
// on the board view (the centre of each hole), the forced pass button, the
// keyboard (arrows + Enter), undo/redo shortcuts, the words in the status bar,
// the new-game dialog, the animation at Normal speed, and settings that
// persist from one window to the next.
#include <QAbstractButton>
#include <QDockWidget>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QSpinBox>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

#include "play/analysis/analysis_model.hpp"
#include "window/new_game_dialog.hpp"
#include "window/player_choice.hpp"
#include "window_fixture.hpp"
#include "i18n/wording.hpp"

namespace mancala::ui::test {

namespace {

// A game of `id` played from the start with random legal moves until the
// mover must pass (the moves, or nothing if no such position came up).
std::vector<Move> movesUntilForcedPass(GameId id, unsigned seed) {
    Game game(rulesFor(id));
    std::mt19937 rng(seed);
    while (!game.over()) {
        MoveList moves;
        game.legalMoves(moves);
        if (moves.size() == 1 && moves[0].isPass())
            return game.moves();
        game.play(randomLegalMove(game, rng));
    }
    return {};
}

} // namespace

class TestMainWindow : public QObject, public WindowFixture {
    Q_OBJECT
private:
    QString holeNameOf(Hole h) const { return QString::fromStdString(holeName(session()->rules(), h)); }

    // The window agrees with the session: board model, the seeds and totals
    // the board shows, move list, pass bar and status text.
    QString windowMismatch() const {
        const QString board = boardModelMismatch(*boardModel(), *session());
        if (!board.isEmpty())
            return board;
        if (moveListModel()->rowCount() != session()->game().ply())
            return QStringLiteral("move list rows");
        const bool mustPass = session()->mustPass();
        if (passBar()->isVisible() != mustPass || passAction()->isEnabled() != mustPass)
            return QStringLiteral("pass bar");
        return shownPositionMismatch(session()->position());
    }

    // A window showing a Djenon-aboure game whose player to move must pass.
    void openAtAForcedPass() {
        std::vector<Move> moves;
        for (unsigned seed = 1; seed < 200 && moves.empty(); ++seed)
            moves = movesUntilForcedPass(GameId::DjenonAboure, seed);
        QVERIFY(!moves.empty());
        QVERIFY(openWindow(AnimationSpeed::Instant));
        window_->startGame(GameId::DjenonAboure, QString(), QString());
        for (Move m : moves)
            QCOMPARE(session()->play(m), IllegalReason::None);
        QTRY_VERIFY(!view()->isAnimating());
    }

private slots:
    void initTestCase() { startInEnglish(); }
    void init() { QVERIFY(startFixture()); }
    void cleanup() { endFixture(); }

    void wholeGamesPlayedByMouseClicks_data() { addGameRows(); }
    void wholeGamesPlayedByMouseClicks() {
        QFETCH(GameId, game);
        QVERIFY(openWindow(AnimationSpeed::Instant));
        window_->startGame(game, QStringLiteral("Ada"), QStringLiteral("Bo"));
        QVERIFY2(windowMismatch().isEmpty(), qPrintable(windowMismatch()));
        QCOMPARE(turnText(), QStringLiteral("\u2068Ada\u2069 to move"));
        QCOMPARE(window_->windowTitle(), Wording::gameName(game) + QStringLiteral(" — Mancala"));

        std::mt19937 rng(31337u + static_cast<unsigned>(game.family()));
        int illegalTried = 0;
        int passes = 0;
        while (!session()->game().over()) {
            const int ply = session()->game().ply();
            QVERIFY2(ply < 5000, "the game should have ended");
            const Rules& rules = session()->rules();
            const Position& pos = session()->position();
            const QString mover = session()->playerName(pos.toMove);

            // Now and then a refused click: the status bar says why, nothing moves.
            if (ply % 3 == 0) {
                for (int h = 0; h < rules.holeCount(); ++h) {
                    const Hole hole = static_cast<Hole>(h);
                    const IllegalReason why = rules.check(pos, rules.moveFrom(hole));
                    if (why == IllegalReason::None || (ply % 2 == 0) != (rules.owner(hole) == pos.toMove))
                        continue;
                    clickHole(hole);
                    QCOMPARE(
                        window_->statusBar()->currentMessage(),
                        QStringLiteral("%1: %2").arg(Wording::isolate(holeNameOf(hole)), Wording::illegalReason(why)));
                    QCOMPARE(session()->game().ply(), ply);
                    ++illegalTried;
                    break;
                }
            }

            const Move m = randomLegalMove(session()->game(), rng);
            if (m.isPass()) {
                QVERIFY(passBar()->isVisible());
                QCOMPARE(turnText(), Wording::mustPass(mover));
                QTest::mouseClick(passButton(), Qt::LeftButton);
                ++passes;
            } else {
                QVERIFY(!passBar()->isVisible());
                QCOMPARE(turnText(), Wording::toMove(mover));
                QCOMPARE(rules.moveFrom(m.from), m);
                clickHole(m.from);
            }
            QCOMPARE(session()->game().ply(), ply + 1);
            QCOMPARE(session()->game().moves().back(), m);
            QVERIFY2(windowMismatch().isEmpty(), qPrintable(windowMismatch()));
            const QModelIndex lastRow = moveListModel()->index(ply);
            QCOMPARE(lastRow.data(MoveListModel::NotationRole).toString(),
                     QString::fromStdString(formatMove(rules, m)));
        }
        QVERIFY(illegalTried > 0);
        qInfo("%d plies, %d refused clicks, %d passes", session()->game().ply(), illegalTried, passes);

        // The result shows: status bar and game-over bar.
        const Position& final = session()->position();
        const QString result = Wording::result(final, QStringLiteral("Ada"), QStringLiteral("Bo"));
        QString reason = Wording::endReason(session()->rules(), final, QStringLiteral("Ada"), QStringLiteral("Bo"));
        const QString allotment =
            Wording::endAllotment(session()->lastTrace(), QStringLiteral("Ada"), QStringLiteral("Bo"));
        if (!allotment.isEmpty())
            reason += QStringLiteral(". ") + allotment;
        // Tihbat's games all end by repetition, with the seeds left split.
        if (session()->rules().id() == GameId::Tihbat)
            QVERIFY2(allotment.contains(QStringLiteral("split equally")), qPrintable(allotment));
        QVERIFY(gameOverBanner()->isVisible());
        QVERIFY2(gameOverText()->text().contains(result), qPrintable(gameOverText()->text()));
        QVERIFY(gameOverText()->text().contains(reason));
        QCOMPARE(turnText(), QStringLiteral("Game over: %1. %2.").arg(result, reason));
        QVERIFY(!passBar()->isVisible());
        clickHole(0);
        QCOMPARE(window_->statusBar()->currentMessage(),
                 QStringLiteral("%1: %2").arg(Wording::isolate(holeNameOf(0)),
                                              Wording::illegalReason(IllegalReason::GameOver)));

        // "Play Again" asks about the finished game, which is not saved:
        // Cancel keeps it, Discard starts the same game afresh.
        auto* again = gameOverBanner()->findChild<QPushButton*>(QStringLiteral("playAgainButton"));
        QVERIFY(again);
        const int plies = session()->game().ply();
        for (const QMessageBox::StandardButton answer : {QMessageBox::Cancel, QMessageBox::Discard}) {
            QString asked;
            ModalAnswer reply([&](QWidget* modal) {
                asked = modal->objectName();
                clickButton(modal, answer);
            });
            QTest::mouseClick(again, Qt::LeftButton);
            QVERIFY(reply.done());
            QCOMPARE(asked, QStringLiteral("unsavedGameBox"));
            QCOMPARE(session()->game().ply(), answer == QMessageBox::Cancel ? plies : 0);
        }
        QCOMPARE(session()->rules().id(), game);
        QVERIFY(!gameOverBanner()->isVisible());
        QVERIFY2(windowMismatch().isEmpty(), qPrintable(windowMismatch()));
    }

    void forcedPassIsOfferedAsAPassButton() {
        openAtAForcedPass();
        if (QTest::currentTestFailed())
            return;

        const Side mover = session()->position().toMove;
        QVERIFY(passBar()->isVisible());
        QCOMPARE(passButton()->text(), QStringLiteral("Pass"));
        QVERIFY(passAction()->isEnabled());
        QCOMPARE(turnText(), Wording::mustPass(Wording::sideName(mover)));
        // Clicking a hole says why not.
        for (int h = 0; h < session()->rules().holeCount(); ++h) {
            const Hole hole = static_cast<Hole>(h);
            if (session()->rules().owner(hole) != mover)
                continue;
            clickHole(hole);
            const IllegalReason why = session()->rules().check(session()->position(), Move::sow(hole));
            QVERIFY(why != IllegalReason::None);
            QCOMPARE(window_->statusBar()->currentMessage(),
                     QStringLiteral("%1: %2").arg(Wording::isolate(holeNameOf(hole)), Wording::illegalReason(why)));
        }
        QTest::mouseClick(passButton(), Qt::LeftButton);
        QCOMPARE(session()->game().moves().back(), Move::pass());
        const int last = moveListModel()->rowCount() - 1;
        QCOMPARE(moveListModel()->index(last).data(MoveListModel::NotationRole).toString(), QStringLiteral("pass"));
        QVERIFY2(windowMismatch().isEmpty(), qPrintable(windowMismatch()));
    }

    // Enter on the board passes when a pass is the only move.
    void enterOnTheBoardPassesWhenPassIsTheOnlyMove() {
        openAtAForcedPass();
        if (QTest::currentTestFailed())
            return;
        QVERIFY(passBar()->isVisible());
        const int plies = session()->game().ply();
        QTest::keyClick(view(), Qt::Key_Return);
        QCOMPARE(session()->game().ply(), plies + 1);
        QCOMPARE(session()->game().moves().back(), Move::pass());
        // With a hole to play, Enter plays the hole under the cursor, never a pass.
        QVERIFY(!session()->mustPass());
        QTest::keyClick(view(), Qt::Key_Return);
        QCOMPARE(session()->game().ply(), plies + 2);
        QVERIFY(!session()->game().moves().back().isPass());
    }

    // Every button of the unsaved-game question has a mnemonic that presses it.
    void theUnsavedGameQuestionsButtonsHaveMnemonics() {
        QVERIFY(openWindow(AnimationSpeed::Instant));
        std::mt19937 rng(2);
        clickHole(randomLegalMove(session()->game(), rng).from);
        QCOMPARE(session()->game().ply(), 1);
        QStringList texts;
        ModalAnswer reply([&](QWidget* modal) {
            for (QAbstractButton* button : modal->findChildren<QAbstractButton*>())
                texts << button->text() + QLatin1Char('=') + button->shortcut().toString();
            // The box takes the keys as the active window (offscreen, it is not made so by itself).
            QApplication::setActiveWindow(modal);
            if (QApplication::activeWindow() == modal)
                QTest::keyClick(modal, Qt::Key_D, Qt::AltModifier);
            // A mnemonic presses its button as a click animates: the box closes a moment
            // later. Never left waiting: a box the key did not close is cancelled (the test fails).
            const QPointer<QWidget> box(modal);
            if (!QTest::qWaitFor([box] { return box.isNull() || !box->isVisible(); }) && box)
                clickButton(modal, QMessageBox::Cancel);
        });
        restartAction()->trigger();
        QVERIFY(reply.done());
        QVERIFY2(texts.contains(QStringLiteral("&Save=Alt+S")) && texts.contains(QStringLiteral("&Discard=Alt+D")),
                 qPrintable(texts.join(QLatin1Char('|'))));
        QCOMPARE(session()->game().ply(), 0);
    }

    // Tab goes through the New Game dialog in reading order: the game, each
    // player's name followed by who plays that side.
    void tabFollowsTheReadingOrderInTheNewGameDialog() {
        NewGameDialog dialog(GameId::Ayoayo, QString(), QString());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        partOf<QListWidget>(dialog, "gameList")->setFocus();
        QStringList visited;
        for (int i = 0; i < 6; ++i) {
            QWidget* focus = QApplication::focusWidget();
            QVERIFY(focus != nullptr);
            const QString parent = focus->parentWidget() ? focus->parentWidget()->objectName() : QString();
            visited << (parent.endsWith(QStringLiteral("Player")) ? parent + QLatin1Char('.') : QString()) +
                           focus->objectName();
            QTest::keyClick(focus, Qt::Key_Tab);
        }
        QCOMPARE(visited, QStringList({QStringLiteral("gameList"), QStringLiteral("southName"),
                                       QStringLiteral("southPlayer.playerKind"), QStringLiteral("northName"),
                                       QStringLiteral("northPlayer.playerKind"), visited.last()}));
        QVERIFY(!visited.last().contains(QStringLiteral("south")));
    }

    void refusedClicksSayWhyInTheStatusBar() {
        QVERIFY(openWindow(AnimationSpeed::Instant));
        window_->startGame(GameId::DjenonAboure, QString(), QString());
        clickHole(1); // a2: North's
        QCOMPARE(window_->statusBar()->currentMessage(), QStringLiteral("\u2068a2\u2069: That is not your hole"));
        QCOMPARE(session()->game().ply(), 0);
        // Bao la Kimasai: South's only first move is a1-a2; b1's next hole is occupied.
        window_->startGame(GameId::BaoLaKimasai, QString(), QString());
        clickHole(session()->rules().hole(0, 1));
        QCOMPARE(window_->statusBar()->currentMessage(), QStringLiteral("\u2068b1\u2069: The next hole is occupied"));
        QCOMPARE(session()->game().ply(), 0);
        clickHole(session()->rules().hole(1, 0)); // a2, empty at the start
        QCOMPARE(window_->statusBar()->currentMessage(), QStringLiteral("\u2068a2\u2069: This hole is empty"));
        clickHole(session()->rules().hole(0, 0));
        QCOMPARE(session()->game().ply(), 1);
        QCOMPARE(session()->game().moves().back(), Move::step(0, 1));
        QCOMPARE(window_->statusBar()->currentMessage(), QString());
    }

    void keyboardPlaysWithArrowsAndEnter() {
        QVERIFY(openWindow(AnimationSpeed::Instant));
        window_->startGame(GameId::BaoLaKimasai, QString(), QString());
        view()->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(view()->hasFocus());
        const Rules& rules = session()->rules();
        std::mt19937 rng(8);
        for (int ply = 0; ply < 12; ++ply) {
            const Move m = randomLegalMove(session()->game(), rng);
            QVERIFY(!m.isPass());
            // Walk the cursor to the hole: Left/Right along a row, Up/Down across
            // the mover's rows, as the holes are seen on the screen.
            for (int keys = 0; view()->cursorHole() != m.from; ++keys) {
                QVERIFY2(keys < 40, "the cursor should reach every hole of the side to move");
                const Hole at = view()->cursorHole();
                QVERIFY(at < rules.holeCount());
                QCOMPARE(rules.owner(at), session()->position().toMove);
                Qt::Key key = Qt::Key_Right;
                if (rules.colOf(at) > rules.colOf(m.from))
                    key = Qt::Key_Left;
                else if (rules.colOf(at) == rules.colOf(m.from))
                    key = rules.rowOf(at) < rules.rowOf(m.from) ? Qt::Key_Up : Qt::Key_Down;
                QTest::keyClick(view(), key);
            }
            QTest::keyClick(view(), ply % 2 == 0 ? Qt::Key_Return : Qt::Key_Enter);
            QCOMPARE(session()->game().ply(), ply + 1);
            QCOMPARE(session()->game().moves().back(), m);
            QVERIFY2(windowMismatch().isEmpty(), qPrintable(windowMismatch()));
        }
    }

    void undoAndRedoTakeBackWholeMovesWithTheShortcuts() {
        QVERIFY(openWindow(AnimationSpeed::Instant));
        window_->startGame(GameId::Ayoayo, QString(), QString());
        QVERIFY(QTest::qWaitForWindowActive(window_.get()));
        QVERIFY(!undoAction()->isEnabled());
        QVERIFY(!redoAction()->isEnabled());
        std::mt19937 rng(12);
        std::vector<Position> seen{session()->position()};
        for (int i = 0; i < 6; ++i) {
            clickHole(randomLegalMove(session()->game(), rng).from);
            seen.push_back(session()->position());
        }
        QCOMPARE(session()->game().ply(), 6);
        for (int i = 5; i >= 0; --i) {
            QTest::keyClick(window_.get(), Qt::Key_Z, Qt::ControlModifier);
            QCOMPARE(session()->game().ply(), i);
            QCOMPARE(session()->position(), seen[static_cast<std::size_t>(i)]);
            QVERIFY2(windowMismatch().isEmpty(), qPrintable(windowMismatch()));
        }
        QVERIFY(!undoAction()->isEnabled());
        QVERIFY(redoAction()->isEnabled());
        for (int i = 1; i <= 6; ++i) {
            QTest::keyClick(window_.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
            QCOMPARE(session()->game().ply(), i);
            QCOMPARE(session()->position(), seen[static_cast<std::size_t>(i)]);
            QVERIFY2(windowMismatch().isEmpty(), qPrintable(windowMismatch()));
        }
        QVERIFY(!redoAction()->isEnabled());
        // A new move after an undo drops what was left to redo.
        QTest::keyClick(window_.get(), Qt::Key_Z, Qt::ControlModifier);
        clickHole(randomLegalMove(session()->game(), rng).from);
        QVERIFY(!redoAction()->isEnabled());
    }

    void aMoveAnimatesAtNormalSpeedUntilAnimationFinished() {
        QVERIFY(openWindow(AnimationSpeed::Normal));
        window_->startGame(GameId::DjenonAboure, QStringLiteral("Ada"), QStringLiteral("Bo"));
        QSignalSpy finished(view(), &BoardView::animationFinished);
        const Hole c1 = session()->rules().hole(0, 2);
        clickHole(c1);
        QCOMPARE(session()->game().ply(), 1);
        QVERIFY(view()->isAnimating());
        // While it animates, the window still shows the turn before the move.
        QCOMPARE(turnText(), QStringLiteral("\u2068Ada\u2069 to move"));
        // Nor does the move list give away what the move does before the board has shown it.
        QAbstractItemModel* list = moveListView()->model();
        QCOMPARE(list->rowCount(), 0);
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.count(), 1);
        QVERIFY(!view()->isAnimating());
        QCOMPARE(turnText(), QStringLiteral("\u2068Bo\u2069 to move"));
        QCOMPARE(list->rowCount(), 1);
        QVERIFY(moveListView()->selectionModel()->isRowSelected(0, {}));
        // Esc shows the rest of a move at once, and its row with it.
        clickHole(session()->rules().hole(1, 3));
        QVERIFY(view()->isAnimating());
        QCOMPARE(list->rowCount(), 1);
        QTest::keyClick(view(), Qt::Key_Escape);
        QCOMPARE(list->rowCount(), 2);
        QVERIFY2(windowMismatch().isEmpty(), qPrintable(windowMismatch()));
    }

    void undoDuringAnAnimationFinishesItFirst() {
        QVERIFY(openWindow(AnimationSpeed::Slow));
        window_->startGame(GameId::Ayoayo, QString(), QString());
        const Position start = session()->position();
        clickHole(session()->rules().hole(0, 3));
        QVERIFY(view()->isAnimating());
        undoAction()->trigger();
        QVERIFY(!view()->isAnimating());
        QCOMPARE(session()->game().ply(), 0);
        QCOMPARE(session()->position(), start);
        QVERIFY2(windowMismatch().isEmpty(), qPrintable(windowMismatch()));
    }

    void clicksDuringAnAnimationPlayNothing() {
        QVERIFY(openWindow(AnimationSpeed::Slow));
        window_->startGame(GameId::Tihbat, QString(), QString());
        clickHole(0);
        QVERIFY(view()->isAnimating());
        clickHole(1); // North's hole, would be legal after the move
        QCOMPARE(session()->game().ply(), 1);
        QVERIFY(!view()->isAnimating()); // the click finished the animation instead
        QVERIFY2(windowMismatch().isEmpty(), qPrintable(windowMismatch()));
    }

    void newGameDialogStartsTheChosenGameAndRemembersIt() {
        QVERIFY(openWindow(AnimationSpeed::Instant));
        QTest::keyClick(window_.get(), Qt::Key_N, Qt::ControlModifier);
        NewGameDialog* dialog = nullptr;
        QTRY_VERIFY((dialog = window_->findChild<NewGameDialog*>()) != nullptr);
        QVERIFY(dialog->isVisible());
        QCOMPARE(partOf<QListWidget>(*dialog, "gameList")->count(), static_cast<int>(kAllGames.size()));
        for (int i = 0; i < partOf<QListWidget>(*dialog, "gameList")->count(); ++i) {
            const QListWidgetItem* item = partOf<QListWidget>(*dialog, "gameList")->item(i);
            QVERIFY(!item->icon().isNull());
            QVERIFY(item->text().startsWith(Wording::gameName(kAllGames[static_cast<std::size_t>(i)])));
        }
        // Kalah takes its seeds and option from the dialog; the other games do not.
        dialog->setGame(GameId::kalah(6, 5, true));
        QCOMPARE(dialog->game(), GameId::kalah(6, 5, true));
        QVERIFY(partOf<QSpinBox>(*dialog, "kalahSeeds")->isEnabled());
        dialog->setGame(GameId::Tihbat);
        QVERIFY(!partOf<QSpinBox>(*dialog, "kalahSeeds")->isEnabled());
        partOf<QLineEdit>(*dialog, "southName")->setText(QStringLiteral("Ada"));
        partOf<QLineEdit>(*dialog, "northName")->setText(QStringLiteral(" Bo "));
        dialog->accept();
        QCOMPARE(session()->rules().id(), GameId::Tihbat);
        QCOMPARE(session()->playerName(Side::South), QStringLiteral("Ada"));
        QCOMPARE(session()->playerName(Side::North), QStringLiteral("Bo"));
        QVERIFY2(windowMismatch().isEmpty(), qPrintable(windowMismatch()));
        QCOMPARE(window_->windowTitle(), QStringLiteral("Tihbat — Mancala"));

        Settings saved(iniFile_);
        QCOMPARE(saved.lastGame(), GameId::Tihbat);
        QCOMPARE(saved.playerName(Side::South), QStringLiteral("Ada"));
        QCOMPARE(saved.playerName(Side::North), QStringLiteral("Bo"));

        // Cancelling changes nothing.
        std::mt19937 rng(1);
        clickHole(randomLegalMove(session()->game(), rng).from);
        window_->newGameDialog();
        QTRY_VERIFY((dialog = window_->findChild<NewGameDialog*>()) != nullptr);
        QCOMPARE(dialog->game(), GameId::Tihbat);
        QCOMPARE(dialog->southName(), QStringLiteral("Ada"));
        dialog->setGame(GameId::Ayoayo);
        dialog->reject();
        QCOMPARE(session()->rules().id(), GameId::Tihbat);
        QCOMPARE(session()->game().ply(), 1);
    }

    // Cancelling the unsaved-game question keeps the game, and the dialog
    // opens again with what was chosen in it.
    void theNewGameDialogKeepsItsChoiceWhenTheUnsavedGameIsKept() {
        QVERIFY(openWindow(AnimationSpeed::Instant));
        std::mt19937 rng(3);
        clickHole(randomLegalMove(session()->game(), rng).from);
        const GameId played = session()->rules().id();
        window_->newGameDialog();
        NewGameDialog* dialog = nullptr;
        QTRY_VERIFY((dialog = window_->findChild<NewGameDialog*>()) != nullptr);
        const GameId chosen = played == GameId::Tihbat ? GameId::Ayoayo : GameId::Tihbat;
        dialog->setGame(chosen);
        partOf<PlayerChoice>(*dialog, "northPlayer")->setChoice(PlayerKind::Computer, Level::Advanced);
        partOf<PlayerChoice>(*dialog, "southPlayer")->setChoice(PlayerKind::Computer, Level::Expert);
        dialog->setExpertTimeMs(2500);
        ModalAnswer keep([](QWidget* modal) { clickButton(modal, QMessageBox::Cancel); });
        dialog->accept();
        QVERIFY(keep.done());
        QCOMPARE(session()->rules().id(), played);
        QCOMPARE(session()->game().ply(), 1);
        QTRY_VERIFY(window_->findChild<NewGameDialog*>() == nullptr);
        window_->newGameDialog();
        QTRY_VERIFY((dialog = window_->findChild<NewGameDialog*>()) != nullptr);
        QCOMPARE(dialog->game(), chosen);
        QCOMPARE(dialog->players().levelOf(Side::North), Level::Advanced);
        QVERIFY(dialog->players().isComputer(Side::South));
        QCOMPARE(dialog->expertTimeMs(), 2500);
        dialog->reject();
    }

    void settingsPersistFromOneWindowToTheNext() {
        QVERIFY(openWindow(AnimationSpeed::Normal));
        speedAction(AnimationSpeed::Fast)->trigger();
        QCOMPARE(view()->animationSpeed(), AnimationSpeed::Fast);
        window_->startGame(GameId::BaoLaKimasai, QStringLiteral("Ada"), QStringLiteral("Bo"));
        window_->resize(900, 560);
        moveListView()->parentWidget()->hide(); // the move list dock
        window_->close();

        window_ = newWindow(iniFile_, AnimationSpeed::Fast);
        QCOMPARE(view()->animationSpeed(), AnimationSpeed::Fast);
        QVERIFY(speedAction(AnimationSpeed::Fast)->isChecked());
        QCOMPARE(session()->rules().id(), GameId::BaoLaKimasai);
        QCOMPARE(session()->playerName(Side::South), QStringLiteral("Ada"));
        QCOMPARE(session()->playerName(Side::North), QStringLiteral("Bo"));
        QCOMPARE(window_->size(), QSize(900, 560));
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
        QVERIFY(!moveListView()->isVisible());
    }

    void theMoveListFollowsTheGame() {
        QVERIFY(openWindow(AnimationSpeed::Instant));
        window_->startGame(GameId::DjenonAboure, QStringLiteral("Ada"), QStringLiteral("Bo"));
        QVERIFY(moveListView()->isVisible());
        clickHole(session()->rules().hole(0, 2));
        QCOMPARE(moveListView()->model()->rowCount(), 1);
        QVERIFY(
            moveListView()->model()->index(0, 0).data().toString().startsWith(u"1. \u2068Ada\u2069: \u2068c1\u2069"));
    }

    // The window destroyed with everything alive: its docks shown, a replay
    // on and a move of it animating, the analysis running. Its parts go with
    // it and nothing of it answers a signal on the way (the sanitizer builds
    // check the memory); the event loop then turns over without them.
    void destroyingTheWindowWithItsPartsAliveIsClean() {
        QVERIFY(openWindow(AnimationSpeed::Slow));
        window_->startGame(GameId::Ayoayo, QString(), QString());
        playRandomMoves(*session(), 29, 12);
        const QPointer<QDockWidget> evaluation = part<QDockWidget>("evaluationDock");
        const QPointer<QDockWidget> analysisDock = part<QDockWidget>("analysisDock");
        const QPointer<AnalysisModel> analysis = part<AnalysisModel>("analysisModel");
        const QPointer<ReplayController> replayer = replay();
        evaluation->show();
        replayer->start(3);
        QVERIFY(analysisDock->isVisible());
        QVERIFY(analysis->isActive());
        QTRY_VERIFY(analysis->isRunning());
        replayer->next();
        QVERIFY(view()->isAnimating());
        window_.reset();
        QVERIFY(evaluation.isNull() && analysisDock.isNull() && analysis.isNull() && replayer.isNull());
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestMainWindow)
#include "test_main_window.moc"
