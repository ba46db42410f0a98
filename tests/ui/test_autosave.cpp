// Never lose a game: the game in progress is autosaved after every move (at
// once, while the board still animates it); a normal end leaves nothing to
// restore; a game left behind by a window that did not close is offered back
// at the next start (restore, discard, or Esc, which keeps it); two windows
// never share an autosave. For real: the `mancala` app is started as a
// process on a record, killed with SIGKILL, and its autosave holds the game,
// which the next start restores.
#include <QDir>
#include <QLockFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

#include "records/autosave.hpp"
#include "window_fixture.hpp"

namespace mancala::ui::test {

class TestAutosave : public QObject, public WindowFixture {
    Q_OBJECT
private:
    QString autosaveDir() const { return path(QStringLiteral("data")); }

private slots:
    void initTestCase() { startInEnglish(); }
    void init() { QVERIFY(startFixture()); }
    void cleanup() { endFixture(); }

    void everyMoveIsAutosavedAtOnce_data() { addGameRows(); }
    void everyMoveIsAutosavedAtOnce() {
        QFETCH(GameId, game);
        auto window = shownWindow(AnimationSpeed::Slow);
        QVERIFY(window);
        window->files()->startUp({}, autosaveDir());
        const QString file = window->files()->autosavePath();
        QCOMPARE(file, QDir(autosaveDir()).filePath(QStringLiteral("autosave.mancala")));
        window->startGame(game, QStringLiteral("Ada"), QStringLiteral("Bo"));
        QVERIFY(!QFile::exists(file)); // nothing played, nothing to lose

        std::mt19937 rng(17u + static_cast<unsigned>(game.family()));
        for (int i = 0; i < 6; ++i) {
            MoveList legal;
            sessionOf(*window)->game().legalMoves(legal);
            const Move m = legal[std::uniform_int_distribution<int>(0, legal.size() - 1)(rng)];
            boardViewOf(*window)->finishAnimation();
            if (m.isPass())
                actionOf(*window, "passAction")->trigger();
            else
                clickHoleOf(*window, m.from);
            QCOMPARE(sessionOf(*window)->game().ply(), i + 1);
            // Written before the board has finished showing the move.
            QVERIFY(boardViewOf(*window)->isAnimating() || m.isPass());
            const RecordParseResult saved = parseFile(file);
            QVERIFY(saved.ok());
            QCOMPARE(saved.record.game, game);
            QCOMPARE(saved.record.moves, sessionOf(*window)->game().moves());
            QCOMPARE(saved.record.south, std::string("Ada"));
            QCOMPARE(saved.record.north, std::string("Bo"));
        }
        // Stepping through a replay changes nothing in the autosave, nor in
        // the document: its steps are no change to the game.
        const QDateTime written = QFileInfo(file).lastModified();
        QSignalSpy document(window->files(), &GameFiles::documentChanged);
        replayOf(*window)->goTo(2);
        replayOf(*window)->next();
        replayOf(*window)->previous();
        replayOf(*window)->last();
        QCOMPARE(document.count(), 0);
        QCOMPARE(parseFile(file).record.moves, sessionOf(*window)->game().moves());
        QCOMPARE(QFileInfo(file).lastModified(), written);

        // A new game has nothing to lose yet.
        boardViewOf(*window)->finishAnimation();
        replayOf(*window)->stop();
        window->startGame(game, QString(), QString());
        QVERIFY(!QFile::exists(file));
    }

    void closingNormallyLeavesNothingToRestore() {
        auto window = shownWindow(AnimationSpeed::Instant);
        QVERIFY(window);
        window->files()->startUp({}, autosaveDir());
        const QString file = window->files()->autosavePath();
        window->startGame(GameId::Ayoayo, QString(), QString());
        clickHoleOf(*window, sessionOf(*window)->rules().hole(0, 2));
        QVERIFY(QFile::exists(file));
        {
            ModalAnswer discard([](QWidget* modal) { clickButton(modal, QMessageBox::Discard); });
            QVERIFY(window->close());
            QVERIFY(discard.done());
        }
        QVERIFY(!QFile::exists(file));
        window.reset();

        // The next start offers nothing.
        window = shownWindow(AnimationSpeed::Instant);
        ModalAnswer unexpected([](QWidget* modal) { clickButton(modal, QMessageBox::AcceptRole); });
        window->files()->startUp({}, autosaveDir());
        QVERIFY(!unexpected.done());
        QCOMPARE(sessionOf(*window)->game().ply(), 0);
    }

    void aGameLeftBehindIsOfferedBack_data() {
        QTest::addColumn<QString>("answer"); // restore, discard, escape
        QTest::newRow("restore") << QStringLiteral("restore");
        QTest::newRow("discard") << QStringLiteral("discard");
        QTest::newRow("escape keeps it") << QStringLiteral("escape");
    }
    void aGameLeftBehindIsOfferedBack() {
        QFETCH(QString, answer);
        const std::vector<Move> moves = randomGame(GameId::BaoLaKimasai, 64, 25);
        QString file;
        {
            // A window that never closes: destroyed as a crash would leave it.
            auto window = shownWindow(AnimationSpeed::Instant);
            QVERIFY(window);
            window->files()->startUp({}, autosaveDir());
            file = window->files()->autosavePath();
            window->startGame(GameId::BaoLaKimasai, QStringLiteral("Juma"), QStringLiteral("Neema"));
            for (Move m : moves)
                sessionOf(*window)->play(m);
        }
        QVERIFY(QFile::exists(file));

        auto window = shownWindow(AnimationSpeed::Instant);
        QVERIFY(window);
        MessageSeen seen;
        ModalAnswer reply([&](QWidget* modal) {
            seen = readMessage(modal);
            if (answer == QLatin1String("restore"))
                clickButton(modal, QMessageBox::AcceptRole);
            else if (answer == QLatin1String("discard"))
                clickButton(modal, QMessageBox::DestructiveRole);
            else
                QTest::keyClick(modal, Qt::Key_Escape);
        });
        window->files()->startUp({}, autosaveDir());
        QVERIFY(reply.done());
        QCOMPARE(seen.objectName, QStringLiteral("restoreGameBox"));
        if (answer == QLatin1String("restore"))
            saveScreenshot(seen.picture, QStringLiteral("restore-game"));
        QCOMPARE(
            seen.text,
            QStringLiteral("Mancala did not close properly. Do you want to restore the game that was in progress?"));
        QCOMPARE(seen.informative,
                 QCoreApplication::translate("mancala::ui::GameFiles", "%1: %2 against %3, %n move(s).", nullptr, 25)
                     .arg(QStringLiteral("Bao la Kimasai"), Wording::isolate(QStringLiteral("Juma")),
                          Wording::isolate(QStringLiteral("Neema"))));
        QCOMPARE(window->files()->autosavePath(), file);

        if (answer == QLatin1String("discard")) {
            QCOMPARE(sessionOf(*window)->game().ply(), 0);
            QVERIFY(!QFile::exists(file));
            return;
        }
        QCOMPARE(sessionOf(*window)->rules().id(), GameId::BaoLaKimasai);
        QCOMPARE(sessionOf(*window)->game().moves(), moves);
        QCOMPARE(sessionOf(*window)->playerName(Side::South), QStringLiteral("Juma"));
        QVERIFY(window->files()->filePath().isEmpty());
        QVERIFY(window->files()->isModified());
        QVERIFY(!replayOf(*window)->isActive());
        // It goes on being autosaved.
        MoveList legal;
        sessionOf(*window)->game().legalMoves(legal);
        sessionOf(*window)->play(legal[0]);
        QCOMPARE(parseFile(file).record.moves, sessionOf(*window)->game().moves());
    }

    void aRestoredGameGoesOnInItsFile() {
        const QString saved = path(QStringLiteral("kept.mancala"));
        {
            auto window = shownWindow(AnimationSpeed::Instant);
            QVERIFY(window);
            window->files()->startUp({}, autosaveDir());
            window->startGame(GameId::Tihbat, QString(), QString());
            sessionOf(*window)->play(Move::sow(0));
            QVERIFY(window->files()->saveTo(saved));
        }
        auto window = shownWindow(AnimationSpeed::Instant);
        QVERIFY(window);
        MessageSeen seen;
        ModalAnswer restore([&](QWidget* modal) {
            seen = readMessage(modal);
            clickButton(modal, QMessageBox::AcceptRole);
        });
        window->files()->startUp({}, autosaveDir());
        QVERIFY(restore.done());
        QCOMPARE(seen.informative,
                 QCoreApplication::translate("mancala::ui::GameFiles", "%1: %2 against %3, %n move(s).", nullptr, 1)
                         .arg(QStringLiteral("Tihbat"), Wording::isolate(QStringLiteral("South")),
                              Wording::isolate(QStringLiteral("North"))) +
                     QStringLiteral(" Last saved as “%1”.")
                         .arg(QChar(0x2068) + QStringLiteral("kept.mancala") + QChar(0x2069)));
        QCOMPARE(window->files()->filePath(), saved);
        QVERIFY(!window->files()->isModified()); // the file holds this very game
        QCOMPARE(window->windowTitle(), QStringLiteral("\u2068kept.mancala\u2069 — Tihbat — Mancala"));
        // The autosave tag never reaches the player's file.
        QVERIFY(window->files()->save());
        QFile file(saved);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(!file.readAll().contains("AutosaveOf"));
    }

    void twoWindowsAutosaveToFilesOfTheirOwn() {
        auto first = shownWindow(AnimationSpeed::Instant);
        auto second = shownWindow(AnimationSpeed::Instant);
        QVERIFY(first && second);
        first->files()->startUp({}, autosaveDir());
        second->files()->startUp({}, autosaveDir());
        QVERIFY(first->files()->autosavePath() != second->files()->autosavePath());
        QCOMPARE(QFileInfo(second->files()->autosavePath()).fileName(), QStringLiteral("autosave-2.mancala"));
        first->startGame(GameId::Tihbat, QString(), QString());
        second->startGame(GameId::Ayoayo, QString(), QString());
        sessionOf(*first)->play(Move::sow(0));
        sessionOf(*second)->play(Move::sow(4));
        QCOMPARE(parseFile(first->files()->autosavePath()).record.game, GameId::Tihbat);
        QCOMPARE(parseFile(second->files()->autosavePath()).record.game, GameId::Ayoayo);
    }

    void aGameLeftInAnotherWindowsFileIsOfferedToo() {
        const std::vector<Move> moves = randomGame(GameId::DjenonAboure, 5, 12);
        auto first = shownWindow(AnimationSpeed::Instant);
        QVERIFY(first);
        first->files()->startUp({}, autosaveDir());
        QString left;
        {
            auto second = shownWindow(AnimationSpeed::Instant);
            QVERIFY(second);
            second->files()->startUp({}, autosaveDir());
            left = second->files()->autosavePath();
            second->startGame(GameId::DjenonAboure, QString(), QString());
            for (Move m : moves)
                sessionOf(*second)->play(m);
        } // gone without closing
        QVERIFY(first->close());
        first.reset();

        auto third = shownWindow(AnimationSpeed::Instant);
        QVERIFY(third);
        ModalAnswer restore([](QWidget* modal) { clickButton(modal, QMessageBox::AcceptRole); });
        third->files()->startUp({}, autosaveDir());
        QVERIFY(restore.done());
        QCOMPARE(sessionOf(*third)->game().moves(), moves);
        QCOMPARE(QFileInfo(third->files()->autosavePath()).fileName(), QStringLiteral("autosave.mancala"));
        QCOMPARE(parseFile(third->files()->autosavePath()).record.moves, moves);
        QVERIFY(!QFile::exists(left)); // moved, not copied
    }

    // A damaged autosave is never deleted: it is kept aside, and the next
    // start says once that the game could not be restored and where it is.
    void anAutosaveThatDoesNotReadIsKeptAsideAndSaidOnce() {
        QVERIFY(QDir().mkpath(autosaveDir()));
        const QString file = QDir(autosaveDir()).filePath(QStringLiteral("autosave.mancala"));
        const QByteArray damaged = "[Game \"ayoayo\"]\n1. c1";
        QVERIFY(writeFile(file, damaged));
        auto window = shownWindow(AnimationSpeed::Instant);
        QVERIFY(window);
        MessageSeen seen;
        ModalAnswer told([&](QWidget* modal) {
            seen = readMessage(modal);
            clickButton(modal, QMessageBox::Ok);
        });
        window->files()->startUp({}, autosaveDir());
        QVERIFY(told.done());
        QCOMPARE(seen.objectName, QStringLiteral("damagedAutosaveBox"));
        QCOMPARE(seen.text, QStringLiteral("Mancala did not close properly, and the game that was in progress "
                                           "cannot be restored: its autosave is damaged."));
        const QStringList aside =
            QDir(autosaveDir()).entryList({QStringLiteral("damaged-autosave-*.mancala")}, QDir::Files);
        QCOMPARE(aside.size(), 1);
        const QString kept = QDir(autosaveDir()).filePath(aside.first());
        QCOMPARE(readAll(kept), damaged);
        QVERIFY2(seen.informative.startsWith(QStringLiteral("Line 2, column 1: The required tag “") + QChar(0x2068) +
                                             QStringLiteral("South") + QChar(0x2069) +
                                             QStringLiteral("” is missing.\n")),
                 qPrintable(seen.informative));
        QVERIFY(
            seen.informative.endsWith(QStringLiteral("The file was kept as ") + pathInText(kept) + QLatin1Char('.')));
        QCOMPARE(sessionOf(*window)->game().ply(), 0);
        QVERIFY(window->close());
        window.reset();

        // Said once: the next start has nothing to say.
        auto again = shownWindow(AnimationSpeed::Instant);
        QVERIFY(again);
        ModalAnswer nothing([](QWidget* modal) { clickButton(modal, QMessageBox::Ok); });
        again->files()->startUp({}, autosaveDir());
        QVERIFY(!nothing.done());
        QVERIFY(QFile::exists(kept));
    }

    // A lock that does not read (empty, garbage) no longer hides its slot's
    // game once it is old: the game is offered back.
    void anUnreadableOldLockDoesNotHideTheGame_data() {
        QTest::addColumn<QByteArray>("lock");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("garbage") << QByteArray("\x01\x02 not a lock\n");
    }
    void anUnreadableOldLockDoesNotHideTheGame() {
        QFETCH(QByteArray, lock);
        QVERIFY(QDir().mkpath(autosaveDir()));
        const std::vector<Move> moves = randomGame(GameId::Ayoayo, 8, 9);
        Game game(rulesFor(GameId::Ayoayo));
        for (Move m : moves)
            game.play(m);
        const std::string text = writeRecord(makeRecord(game, "Ada", "Bo", "2026.12.01"));
        QVERIFY(writeFile(QDir(autosaveDir()).filePath(QStringLiteral("autosave.mancala")),
                          QByteArray::fromStdString(text)));
        const QString lockFile = QDir(autosaveDir()).filePath(QStringLiteral("autosave.lock"));
        QVERIFY(writeFile(lockFile, lock));
        {
            // Just written: it may be an instance taking it right now.
            Autosave fresh(autosaveDir());
            QCOMPARE(QFileInfo(fresh.path()).fileName(), QStringLiteral("autosave-2.mancala"));
            QVERIFY(!fresh.leftOver());
        }
        QFile old(lockFile);
        QVERIFY(old.open(QIODevice::ReadWrite));
        QVERIFY(old.setFileTime(QDateTime::currentDateTime().addSecs(-60), QFileDevice::FileModificationTime));
        old.close();

        auto window = shownWindow(AnimationSpeed::Instant);
        QVERIFY(window);
        ModalAnswer restore([](QWidget* modal) { clickButton(modal, QMessageBox::AcceptRole); });
        window->files()->startUp({}, autosaveDir());
        QVERIFY(restore.done());
        QCOMPARE(sessionOf(*window)->game().moves(), moves);
        QCOMPARE(QFileInfo(window->files()->autosavePath()).fileName(), QStringLiteral("autosave.mancala"));
    }

    // Every free slot is looked at, those before the one claimed too.
    void aGameLeftInAnEarlierSlotIsOffered() {
        QVERIFY(QDir().mkpath(autosaveDir()));
        const QDir dir(autosaveDir());
        // Slot 1 is held by a live instance, slot 3 by a lock that does not
        // read (old); slot 3 holds a game. The new instance claims slot 2.
        QLockFile first(dir.filePath(QStringLiteral("autosave.lock")));
        QVERIFY(first.tryLock(0));
        const std::vector<Move> moves = randomGame(GameId::Tihbat, 4, 5);
        Game game(rulesFor(GameId::Tihbat));
        for (Move m : moves)
            game.play(m);
        const std::string text = writeRecord(makeRecord(game, "Ada", "Bo", "2026.12.01"));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("autosave-3.mancala")), QByteArray::fromStdString(text)));
        QFile lock(dir.filePath(QStringLiteral("autosave-3.lock")));
        QVERIFY(lock.open(QIODevice::WriteOnly));
        QVERIFY(lock.setFileTime(QDateTime::currentDateTime().addSecs(-60), QFileDevice::FileModificationTime));
        lock.close();

        Autosave autosave(autosaveDir());
        QCOMPARE(QFileInfo(autosave.path()).fileName(), QStringLiteral("autosave-2.mancala"));
        QVERIFY(autosave.leftOver());
        QCOMPARE(autosave.leftOver()->moves, moves);
    }

    void killingTheAppLosesNoMove() {
        // A game in progress, given to the app on its command line.
        std::vector<Move> moves;
        Game game(rulesFor(GameId::Ayoayo));
        for (unsigned seed = 2718; game.ply() < 23 || game.over(); ++seed) {
            moves = randomGame(GameId::Ayoayo, seed, 23);
            game = Game(rulesFor(GameId::Ayoayo));
            for (Move m : moves)
                game.play(m);
        }
        const QString record = path(QStringLiteral("in progress.mancala"));
        {
            QFile file(record);
            QVERIFY(file.open(QIODevice::WriteOnly));
            const std::string text = writeRecord(makeRecord(game, "Adé", "Bo", "2026.11.29"));
            file.write(text.data(), static_cast<qint64>(text.size()));
        }

        // The app, in a home of its own.
        const QString home = path(QStringLiteral("home"));
        const QString runtime = path(QStringLiteral("runtime"));
        QVERIFY(QDir().mkpath(home) && QDir().mkpath(runtime));
        QFile::setPermissions(runtime, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("HOME"), home);
        env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), home + QStringLiteral("/cache"));
        env.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtime);
        const QString appData = home + QStringLiteral("/data/Mancala/Mancala");
        const QString autosave = appData + QStringLiteral("/autosave.mancala");

        QProcess app;
        app.setProcessEnvironment(env);
        app.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        app.start(QStringLiteral(MANCALA_APP), {QStringLiteral("--lang"), QStringLiteral("en"), record});
        QVERIFY(app.waitForStarted(10000));
        QTRY_VERIFY_WITH_TIMEOUT(parseFile(autosave).ok(), 20000);
        QCOMPARE(app.state(), QProcess::Running);
        app.kill(); // SIGKILL: no chance to clean up
        QVERIFY(app.waitForFinished(10000));
        QCOMPARE(app.exitStatus(), QProcess::CrashExit);

        const RecordParseResult left = parseFile(autosave);
        QVERIFY(left.ok());
        QCOMPARE(left.record.game, GameId::Ayoayo);
        QCOMPARE(left.record.moves, moves);
        QCOMPARE(left.record.south, std::string("Adé"));
        QVERIFY(QFile::exists(appData + QStringLiteral("/autosave.lock"))); // the dead process's lock

        // The next start offers the game back.
        auto window = shownWindow(AnimationSpeed::Instant);
        QVERIFY(window);
        ModalAnswer restore([](QWidget* modal) { clickButton(modal, QMessageBox::AcceptRole); });
        window->files()->startUp({}, appData);
        QVERIFY(restore.done());
        QCOMPARE(window->files()->autosavePath(), autosave);
        QCOMPARE(sessionOf(*window)->game().moves(), moves);
        QCOMPARE(sessionOf(*window)->game().position(), game.position());
        QCOMPARE(window->files()->filePath(), record);
        QVERIFY(!window->files()->isModified());
    }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestAutosave)
#include "test_autosave.moc"
