// Game records through the app's own code (GameFiles, as the menus use it):
// every game saved and opened again the same, with the players' names, the
// date, the result and the other tags of the file; what the app writes,
// `mancala-cli replay` reads to the same final position; bad files (missing,
// a folder, binary, cut short, foreign, too large, hostile) give a message
// naming the line and what is wrong and leave the game as it was; unsaved
// moves are asked about before a new game, an open and closing; Save, Save
// As, the recent files, a dropped file, a file on the command line, the
// window title, a game from an example position, and the words following
// the language.
//
// With MANCALA_SCREENSHOTS set to a directory, a bad file's message is saved
// there as a PNG picture.
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QJsonDocument>
#include <QJsonObject>
#include <QListView>
#include <QMenu>
#include <QMimeData>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>
#include <sys/stat.h>

#include "records/recent_files_menu.hpp"
#include "window/new_game_dialog.hpp"
#include "records/player_tags.hpp"
#include "window_fixture.hpp"
#include "i18n/wording.hpp"

namespace mancala::ui::test {

namespace {

const QString kSamples = QStringLiteral(MANCALA_SAMPLE_DIR);

// Text quoted from a file, as the messages quote it (isolated from the sentence).
QString q(const QString& text) {
    return QStringLiteral("“") + QChar(0x2068) + text + QChar(0x2069) + QStringLiteral("”");
}

} // namespace

class TestRecordFiles : public QObject, public WindowFixture {
    Q_OBJECT
private:
    void play(const std::vector<Move>& moves) {
        for (Move m : moves)
            QCOMPARE(session()->play(m), IllegalReason::None);
    }

    // Starts `game` between Ada and Bo and plays `moves` in the window.
    void playGame(GameId game, const std::vector<Move>& moves) {
        window_->startGame(game, QStringLiteral("Ada"), QStringLiteral("Bo"));
        play(moves);
    }

private slots:
    void initTestCase() { startInEnglish(); }
    void init() { QVERIFY(startFixture()); }
    void cleanup() { endFixture(); }

    void everyGameSavedOpensAgainTheSame_data() {
        QTest::addColumn<GameId>("game");
        QTest::addColumn<int>("plies"); // -1: to the end
        for (GameId game : kAllGames) {
            const QByteArray id(gameIdString(game).data(), static_cast<qsizetype>(gameIdString(game).size()));
            QTest::newRow((id + " finished").constData()) << game << -1;
            QTest::newRow((id + " in progress").constData()) << game << 9;
        }
    }
    void everyGameSavedOpensAgainTheSame() {
        QFETCH(GameId, game);
        QFETCH(int, plies);
        QVERIFY(openWindow());
        const std::vector<Move> moves = randomGame(game, 555, plies < 0 ? 100000 : plies);
        const QString south = QStringLiteral("Ṣadé \"Ṣade\" \\ Akin");
        const QString north = QStringLiteral("عائشہ");
        window_->startGame(game, south, north);
        play(moves);
        QVERIFY(files()->isModified());
        const QString file = path(QStringLiteral("saved.mancala"));
        QVERIFY(files()->saveTo(file));
        QVERIFY(!files()->isModified());
        QCOMPARE(files()->filePath(), file);

        // The file: the game, names, today's date and the outcome tags.
        const RecordParseResult read = parseFile(file);
        QVERIFY2(read.ok(), read.error.token.c_str());
        QCOMPARE(read.record.game, game);
        QCOMPARE(read.record.moves, moves);
        QCOMPARE(QString::fromStdString(read.record.south), south);
        QCOMPARE(QString::fromStdString(read.record.north), north);
        QCOMPARE(QString::fromStdString(read.record.date), QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")));
        const QString text = QString::fromUtf8(readAll(file));
        const Position end = session()->game().position();
        QVERIFY(
            text.contains(QStringLiteral("[Result \"%1\"]").arg(QString::fromUtf8(resultToken(end.winner).data()))));
        QVERIFY(text.contains(QStringLiteral("[Totals \"%1-%2\"]").arg(end.totals[0]).arg(end.totals[1])));
        QCOMPARE(text.contains(QStringLiteral("[Reason ")), end.over());

        // Opened in a new window: the same game, names and file.
        QVERIFY(openWindow());
        QVERIFY(files()->open(file));
        QCOMPARE(session()->rules().id(), game);
        QCOMPARE(session()->game().moves(), moves);
        QCOMPARE(session()->playerName(Side::South), south);
        QCOMPARE(session()->playerName(Side::North), north);
        QCOMPARE(files()->filePath(), file);
        QVERIFY(!files()->isModified());
        QCOMPARE(replay()->isActive(), end.over());
        QCOMPARE(window_->windowTitle(),
                 QStringLiteral("\u2068saved.mancala\u2069 — %1 — Mancala").arg(Wording::gameName(game)));
        // Saved again unchanged, the file is the same text.
        const QByteArray before = readAll(file);
        QVERIFY(files()->save());
        QCOMPARE(readAll(file), before);
    }

    void theCommandLineReplaysWhatTheAppWrites_data() { addGameRows(); }
    void theCommandLineReplaysWhatTheAppWrites() {
        QFETCH(GameId, game);
        QVERIFY(openWindow());
        for (int plies : {100000, 11}) {
            playGame(game, randomGame(game, 808 + static_cast<unsigned>(plies), plies));
            const QString file = path(QStringLiteral("for-cli.mancala"));
            QVERIFY(files()->saveTo(file));

            QProcess cli;
            cli.start(QStringLiteral(MANCALA_CLI), {QStringLiteral("replay"), file, QStringLiteral("--json")});
            QVERIFY(cli.waitForFinished(30000));
            QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
            QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
            const QJsonObject json = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
            QVERIFY(!json.isEmpty());

            const Rules& rules = session()->rules();
            const Position& pos = session()->game().position();
            QCOMPARE(json[QStringLiteral("game")].toString(), QString::fromUtf8(gameIdString(game).data()));
            QCOMPARE(json[QStringLiteral("ply")].toInt(), session()->game().ply());
            QCOMPARE(json[QStringLiteral("over")].toBool(), pos.over());
            QCOMPARE(json[QStringLiteral("toMove")].toString(),
                     pos.toMove == Side::South ? QStringLiteral("south") : QStringLiteral("north"));
            const QJsonObject board = json[QStringLiteral("board")].toObject();
            QCOMPARE(board.size(), rules.holeCount());
            for (int h = 0; h < rules.holeCount(); ++h)
                QCOMPARE(board[QString::fromStdString(holeName(rules, static_cast<Hole>(h)))].toInt(),
                         int{pos.board[h]});
            const QJsonObject totals = json[QStringLiteral("stores")].toObject();
            QCOMPARE(totals[QStringLiteral("south")].toInt(), int{pos.totals[0]});
            QCOMPARE(totals[QStringLiteral("north")].toInt(), int{pos.totals[1]});
            const QJsonObject players = json[QStringLiteral("players")].toObject();
            QCOMPARE(players[QStringLiteral("south")].toString(), QStringLiteral("Ada"));
            QCOMPARE(players[QStringLiteral("north")].toString(), QStringLiteral("Bo"));
        }
    }

    void theDateAndOtherTagsOfAnOpenedFileAreKept() {
        QVERIFY(openWindow());
        const QString sample = path(QStringLiteral("sample.mancala"));
        QVERIFY(QFile::copy(kSamples + QStringLiteral("/bao-la-kimasai.mancala"), sample));
        QVERIFY(files()->open(sample));
        QVERIFY(replay()->isActive());
        replay()->goTo(40);
        const QString copy = path(QStringLiteral("copy.mancala"));
        QVERIFY(files()->saveTo(copy));
        const RecordParseResult original = parseFile(sample);
        const RecordParseResult saved = parseFile(copy);
        QVERIFY(original.ok() && saved.ok());
        // The whole game is saved whatever ply the replay shows, and who
        // played it after the tags it had.
        Record withPlayers = original.record;
        withPlayers.tags = withPlayerTags(original.record.tags, sessionOf(*window_)->players());
        QCOMPARE(saved.record, withPlayers);
        QCOMPARE(saved.record.date, std::string("2026.11.29"));
        QCOMPARE(saved.record.tags.size(), std::size_t{3});
        QCOMPARE(saved.record.tags[0].first, std::string("Site"));
        QCOMPARE(saved.record.tags[1], (std::pair<std::string, std::string>("SouthType", "human")));
        QCOMPARE(saved.record.tags[2], (std::pair<std::string, std::string>("NorthType", "human")));
    }

    void aBadFileSaysWhichLineAndWhatIsWrong_data() {
        QTest::addColumn<QString>("file");     // a sample, or a name made in the test
        QTest::addColumn<QString>("expected"); // the message's details
        const QString pass = QStringLiteral("Possible moves there: a1, c1, d1, e1, f1.");
        QTest::newRow("illegal move")
            << QStringLiteral("bad-illegal.mancala")
            << QStringLiteral("Line 9, column 4: Move 3: %1 is not allowed. Singletons cannot be moved. %2")
                   .arg(q(QStringLiteral("b1")), pass);
        QTest::newRow("wrong result") << QStringLiteral("bad-result.mancala")
                                      << QStringLiteral("Line 6, column 9: The result %1 is wrong: the game gives %2.")
                                             .arg(q(QStringLiteral("north")), q(QStringLiteral("south")));
        QTest::newRow("cut short")
            << QStringLiteral("bad-truncated.mancala")
            << QStringLiteral("Line 13, column 1: The moves stop before the result %1: the record is cut short.")
                   .arg(q(QStringLiteral("north")));
        QTest::newRow("foreign game") << QStringLiteral("bad-unknown-game.mancala")
                                      << QStringLiteral("Line 1, column 7: %1 is not a game Mancala knows "
                                                        "(djenon-aboure, ayoayo, tihbat, bao-la-kimasai, kalah-M-N, "
                                                        "oware).")
                                             .arg(q(QStringLiteral("awari")));
        QTest::newRow("open comment") << QStringLiteral("bad-comment.mancala")
                                      << QStringLiteral(
                                             "Line 7, column 7: A comment opened by { is never closed by }.");
        QTest::newRow("missing tag")
            << QStringLiteral("bad-missing-tag.mancala")
            << QStringLiteral("Line 6, column 1: The required tag %1 is missing.").arg(q(QStringLiteral("Date")));
        QTest::newRow("binary") << QStringLiteral("bad-binary.mancala")
                                << QStringLiteral("Line 2, column 10: The control character U+0000 is not allowed "
                                                  "in a game record.");
        QTest::newRow("picture") << QStringLiteral("made:picture")
                                 << QStringLiteral("Line 1, column 1: It is not text in UTF-8: the byte 0x89 cannot "
                                                   "stand here.");
        QTest::newRow("markup") << QStringLiteral("made:markup")
                                << QStringLiteral("Line 1, column 7: %1 is not a game Mancala knows "
                                                  "(djenon-aboure, ayoayo, tihbat, bao-la-kimasai, kalah-M-N, oware).")
                                       .arg(q(QStringLiteral("<b>oware</b> &amp;")));
        QTest::newRow("too large") << QStringLiteral("made:large")
                                   << QStringLiteral("It is too large to be a game record: 2.00 MiB, and a record "
                                                     "holds at most 1.00 MiB.");
        QTest::newRow("empty") << QStringLiteral("made:empty")
                               << QStringLiteral("Line 3, column 1: There is no game in it, only blanks and comments.");
        QTest::newRow("missing") << QStringLiteral("made:missing")
                                 << QStringLiteral("It cannot be opened: There is no such file.");
        QTest::newRow("folder") << QStringLiteral("made:folder") << QStringLiteral("It is a folder, not a file.");
        // Never waited on: a FIFO nobody writes to, a device.
        QTest::newRow("fifo") << QStringLiteral("made:fifo")
                              << QStringLiteral("It is a named pipe (FIFO), not a file.");
        QTest::newRow("device") << QStringLiteral("/dev/zero") << QStringLiteral("It is a device, not a file.");
    }
    void aBadFileSaysWhichLineAndWhatIsWrong() {
        QFETCH(QString, file);
        QFETCH(QString, expected);
        QString target = kSamples + QLatin1Char('/') + file;
        if (file == QLatin1String("made:picture")) {
            target = path(QStringLiteral("picture.mancala"));
            QVERIFY(writeFile(target, QByteArray::fromHex("89504e470d0a1a0a0000000d49484452")));
        } else if (file == QLatin1String("made:markup")) {
            target = path(QStringLiteral("markup.mancala"));
            QVERIFY(writeFile(target,
                              "[Game \"<b>oware</b> &amp;\"]\n[South \"\"]\n[North \"\"]\n[Date \"????.??.??\"]\n"
                              "[Result \"*\"]\n*\n"));
        } else if (file == QLatin1String("made:large")) {
            target = path(QStringLiteral("large.mancala"));
            QVERIFY(writeFile(target, "[Game \"ayoayo\"]\n" + QByteArray(2 * 1024 * 1024, ' ')));
        } else if (file == QLatin1String("made:empty")) {
            target = path(QStringLiteral("empty.mancala"));
            QVERIFY(writeFile(target, "; nothing\n{ at all }\n"));
        } else if (file == QLatin1String("made:missing")) {
            target = path(QStringLiteral("no such file.mancala"));
        } else if (file == QLatin1String("made:folder")) {
            target = path(QStringLiteral("folder.mancala"));
            QVERIFY(QDir().mkpath(target));
        } else if (file == QLatin1String("made:fifo")) {
            target = path(QStringLiteral("pipe.mancala"));
            QCOMPARE(::mkfifo(QFile::encodeName(target).constData(), 0600), 0);
        } else if (file.startsWith(QLatin1Char('/'))) {
            target = file;
        }

        // A game in progress, with a file of its own and a move not saved.
        QVERIFY(openWindow());
        const std::vector<Move> moves = randomGame(GameId::Ayoayo, 31, 12);
        playGame(GameId::Ayoayo, moves);
        QVERIFY(files()->saveTo(path(QStringLiteral("mine.mancala"))));
        MoveList legal;
        session()->game().legalMoves(legal);
        QCOMPARE(session()->play(legal[0]), IllegalReason::None);
        const std::vector<Move> before = session()->game().moves();
        const QString title = window_->windowTitle();

        MessageSeen seen;
        bool ok = true;
        {
            ModalAnswer answer([&](QWidget* modal) {
                seen = readMessage(modal);
                clickButton(modal, QMessageBox::Ok);
            });
            ok = files()->open(target);
            QVERIFY(answer.done());
        }
        QVERIFY(!ok);
        QCOMPARE(seen.objectName, QStringLiteral("fileErrorBox"));
        QCOMPARE(seen.text, QStringLiteral("Mancala cannot open %1.").arg(q(QFileInfo(target).fileName())));
        QCOMPARE(seen.informative, expected);
        if (QTest::currentDataTag() == QLatin1String("illegal move"))
            saveScreenshot(seen.picture, QStringLiteral("bad-file-message"));

        // The game is as it was.
        QCOMPARE(session()->rules().id(), GameId::Ayoayo);
        QCOMPARE(session()->game().moves(), before);
        QCOMPARE(session()->playerName(Side::South), QStringLiteral("Ada"));
        QCOMPARE(files()->filePath(), path(QStringLiteral("mine.mancala")));
        QVERIFY(files()->isModified());
        QCOMPARE(window_->windowTitle(), title);
        QVERIFY(!replay()->isActive());
    }

    void unsavedMovesAreAskedAboutBeforeAnotherGameIsOpened() {
        QVERIFY(openWindow());
        const std::vector<Move> mine = randomGame(GameId::Tihbat, 2, 5);
        playGame(GameId::Tihbat, mine);
        const QString sample = kSamples + QStringLiteral("/ayoayo.mancala");

        // Cancel: the open stops.
        MessageSeen seen;
        {
            ModalAnswer cancel([&](QWidget* modal) {
                seen = readMessage(modal);
                clickButton(modal, QMessageBox::Cancel);
            });
            QVERIFY(!files()->open(sample));
            QVERIFY(cancel.done());
        }
        QCOMPARE(seen.objectName, QStringLiteral("unsavedGameBox"));
        QCOMPARE(seen.text, QStringLiteral("Do you want to save this game of Tihbat?"));
        QCOMPARE(session()->game().moves(), mine);

        // Save: a file is chosen, written, then the other game opens.
        const QString saved = path(QStringLiteral("mine"));
        std::unique_ptr<ModalAnswer> dialog;
        {
            ModalAnswer save([&](QWidget* modal) {
                dialog = std::make_unique<ModalAnswer>([&](QWidget* box) {
                    auto* files = qobject_cast<QFileDialog*>(box);
                    QVERIFY(files);
                    QVERIFY(files->selectedFiles().value(0).endsWith(QStringLiteral(".mancala")));
                    QVERIFY(chooseFile(box, saved));
                });
                clickButton(modal, QMessageBox::Save);
            });
            QVERIFY(files()->open(sample));
            QVERIFY(save.done() && dialog && dialog->done());
        }
        QCOMPARE(parseFile(saved + QStringLiteral(".mancala")).record.moves, mine);
        QCOMPARE(session()->rules().id(), GameId::Ayoayo);

        // Opened, then changed from an earlier move: Discard drops the change.
        replay()->goTo(3);
        MoveList legal;
        session()->rules().legalMoves(session()->position(), legal);
        session()->play(legal[0]);
        QVERIFY(files()->isModified());
        QCOMPARE(window_->windowTitle(), QStringLiteral("*\u2068ayoayo.mancala\u2069 — Ayoayo — Mancala"));
        {
            ModalAnswer discard([&](QWidget* modal) {
                seen = readMessage(modal);
                clickButton(modal, QMessageBox::Discard);
            });
            QVERIFY(files()->open(saved + QStringLiteral(".mancala")));
            QVERIFY(discard.done());
        }
        QCOMPARE(seen.text,
                 QStringLiteral("Do you want to save the changes to %1?").arg(q(QStringLiteral("ayoayo.mancala"))));
        QCOMPARE(session()->game().moves(), mine);
    }

    void unsavedMovesAreAskedAboutBeforeANewGameAndBeforeClosing() {
        QVERIFY(openWindow());
        playGame(GameId::DjenonAboure, randomGame(GameId::DjenonAboure, 6, 4));

        // New game (the dialog accepted): Cancel keeps the game.
        {
            ModalAnswer cancel([](QWidget* modal) { clickButton(modal, QMessageBox::Cancel); });
            window_->newGameDialog();
            NewGameDialog* dialog = nullptr;
            QTRY_VERIFY((dialog = window_->findChild<NewGameDialog*>()) != nullptr);
            dialog->setGame(GameId::Tihbat);
            dialog->accept();
            QVERIFY(cancel.done());
        }
        QCOMPARE(session()->rules().id(), GameId::DjenonAboure);
        QCOMPARE(session()->game().ply(), 4);

        // Restart in the middle of a game asks too.
        {
            ModalAnswer cancel([](QWidget* modal) { clickButton(modal, QMessageBox::Cancel); });
            restartAction()->trigger();
            QVERIFY(cancel.done());
        }
        QCOMPARE(session()->game().ply(), 4);

        // Closing: Cancel keeps the window open, Discard closes it.
        {
            ModalAnswer cancel([](QWidget* modal) { clickButton(modal, QMessageBox::Cancel); });
            QVERIFY(!window_->close());
            QVERIFY(cancel.done());
        }
        QVERIFY(window_->isVisible());
        {
            ModalAnswer discard([](QWidget* modal) { clickButton(modal, QMessageBox::Discard); });
            QVERIFY(window_->close());
            QVERIFY(discard.done());
        }
        QVERIFY(!window_->isVisible());
    }

    void nothingIsAskedWhenNothingWouldBeLost() {
        QVERIFY(openWindow());
        window_->startGame(GameId::Tihbat, QString(), QString());
        QVERIFY(!files()->isModified());
        QVERIFY(files()->open(kSamples + QStringLiteral("/tihbat.mancala")));
        QVERIFY(!files()->isModified());
        // A finished game: "Play Again" is what the players asked for.
        replay()->stop();
        QVERIFY(session()->game().over());
        restartAction()->trigger();
        QCOMPARE(session()->game().ply(), 0);
        QVERIFY(files()->filePath().isEmpty());
        QVERIFY(window_->close());
    }

    void saveAndSaveAsWriteWhereTheyShould() {
        QVERIFY(openWindow());
        QVERIFY(QTest::qWaitForWindowActive(window_.get()));
        playGame(GameId::BaoLaKimasai, randomGame(GameId::BaoLaKimasai, 9, 6));
        QCOMPARE(window_->windowTitle(), QStringLiteral("*Bao la Kimasai — Mancala"));
        // Ctrl+S on a game without a file asks where, suggesting a name.
        const QString first = path(QStringLiteral("first.mancala"));
        QString suggested;
        {
            ModalAnswer dialog([&](QWidget* modal) {
                auto* files = qobject_cast<QFileDialog*>(modal);
                QVERIFY(files);
                suggested = QFileInfo(files->selectedFiles().value(0)).fileName();
                QVERIFY(chooseFile(modal, first));
            });
            QTest::keyClick(window_.get(), Qt::Key_S, Qt::ControlModifier);
            QVERIFY(dialog.done());
        }
        QCOMPARE(suggested, QStringLiteral("Bao la Kimasai %1.mancala")
                                .arg(QDate::currentDate().toString(QStringLiteral("yyyy-MM-dd"))));
        QCOMPARE(parseFile(first).record.moves.size(), std::size_t{6});
        QCOMPARE(window_->windowTitle(), QStringLiteral("\u2068first.mancala\u2069 — Bao la Kimasai — Mancala"));

        // A move later, Ctrl+S writes the same file again, asking nothing.
        MoveList legal;
        session()->game().legalMoves(legal);
        session()->play(legal[0]);
        QCOMPARE(window_->windowTitle(), QStringLiteral("*\u2068first.mancala\u2069 — Bao la Kimasai — Mancala"));
        window_->activateWindow(); // back from the file dialog
        QVERIFY(QTest::qWaitForWindowActive(window_.get()));
        QTest::keyClick(window_.get(), Qt::Key_S, Qt::ControlModifier);
        QCOMPARE(parseFile(first).record.moves, session()->game().moves());
        QVERIFY(!files()->isModified());

        // Save As writes a new file, which becomes the game's.
        const QString second = path(QStringLiteral("second.mancala"));
        {
            ModalAnswer dialog([&](QWidget* modal) { QVERIFY(chooseFile(modal, second)); });
            files()->saveAsAction()->trigger();
            QVERIFY(dialog.done());
        }
        QCOMPARE(files()->filePath(), second);
        QCOMPARE(parseFile(second).record.moves, session()->game().moves());

        // A file that cannot be written: a message, and the game keeps its file.
        const QString locked = path(QStringLiteral("no-such-dir/x.mancala"));
        MessageSeen seen;
        {
            ModalAnswer ok([&](QWidget* modal) {
                seen = readMessage(modal);
                clickButton(modal, QMessageBox::Ok);
            });
            QVERIFY(!files()->saveTo(locked));
            QVERIFY(ok.done());
        }
        QCOMPARE(seen.text, QStringLiteral("Mancala cannot save %1.").arg(q(QStringLiteral("x.mancala"))));
        QVERIFY(!seen.informative.isEmpty());
        QCOMPARE(files()->filePath(), second);
    }

    void theRecentFilesMenuOpensTheLastGames() {
        QVERIFY(openWindow());
        QStringList saved;
        for (int i = 0; i < 3; ++i) {
            playGame(GameId::Ayoayo, randomGame(GameId::Ayoayo, 40 + static_cast<unsigned>(i), 3 + i));
            saved << path(QStringLiteral("game %1 & co.mancala").arg(i));
            QVERIFY(files()->saveTo(saved.last()));
        }
        QMenu* recent = files()->recentMenu();
        QVERIFY(recent->isEnabled());
        QList<QAction*> items;
        for (QAction* action : recent->actions())
            if (!action->data().toString().isEmpty())
                items << action;
        QCOMPARE(items.size(), 3);
        QCOMPARE(items[0]->data().toString(), saved[2]);
        QCOMPARE(items[0]->text(), QStringLiteral("&1 game 2 && co.mancala"));
        QCOMPARE(items[2]->data().toString(), saved[0]);

        items[2]->trigger();
        QCOMPARE(files()->filePath(), saved[0]);
        QCOMPARE(session()->game().ply(), 3);
        QCOMPARE(Settings(iniFile_).recentFiles().value(0), saved[0]);

        // A file gone from the disk: a message, and it leaves the list.
        QVERIFY(QFile::remove(saved[1]));
        {
            ModalAnswer ok([](QWidget* modal) { clickButton(modal, QMessageBox::Ok); });
            QVERIFY(!files()->open(saved[1]));
            QVERIFY(ok.done());
        }
        QVERIFY(!Settings(iniFile_).recentFiles().contains(saved[1]));

        recent->actions().constLast()->trigger(); // Clear Menu
        QVERIFY(Settings(iniFile_).recentFiles().isEmpty());
        QVERIFY(!recent->isEnabled());
    }

    void theRecentFilesAreTheLastEightMostRecentFirst() {
        Settings settings(path(QStringLiteral("recent.ini")));
        QVERIFY(settings.recentFiles().isEmpty());
        for (int i = 0; i < 10; ++i)
            settings.addRecentFile(QStringLiteral("/games/%1.mancala").arg(i));
        settings.addRecentFile(QStringLiteral("/games/5.mancala"));
        const QStringList expected{QStringLiteral("/games/5.mancala"), QStringLiteral("/games/9.mancala"),
                                   QStringLiteral("/games/8.mancala"), QStringLiteral("/games/7.mancala"),
                                   QStringLiteral("/games/6.mancala"), QStringLiteral("/games/4.mancala"),
                                   QStringLiteral("/games/3.mancala"), QStringLiteral("/games/2.mancala")};
        QCOMPARE(settings.recentFiles(), expected);
        settings.removeRecentFile(QStringLiteral("/games/9.mancala"));
        QCOMPARE(settings.recentFiles().size(), 7);
        QCOMPARE(Settings(path(QStringLiteral("recent.ini"))).recentFiles().value(1),
                 QStringLiteral("/games/8.mancala"));
        settings.clearRecentFiles();
        QVERIFY(settings.recentFiles().isEmpty());
    }

    void aFileDroppedOnTheWindowOpens() {
        QVERIFY(openWindow());
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(kSamples + QStringLiteral("/tihbat.mancala"))});
        const QPoint at = window_->rect().center();
        QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        enter.setAccepted(false);
        QCoreApplication::sendEvent(window_.get(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(at), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        drop.setAccepted(false);
        QCoreApplication::sendEvent(window_.get(), &drop);
        QVERIFY(drop.isAccepted());
        QTRY_COMPARE(session()->rules().id(), GameId::Tihbat);
        QCOMPARE(session()->game().ply(), 8);
        QVERIFY(replay()->isActive());

        QMimeData text;
        text.setText(QStringLiteral("not a file"));
        QDragEnterEvent refused(at, Qt::CopyAction, &text, Qt::LeftButton, Qt::NoModifier);
        refused.setAccepted(false);
        QCoreApplication::sendEvent(window_.get(), &refused);
        QVERIFY(!refused.isAccepted());
    }

    void aFileGivenOnTheCommandLineOpensAtTheStart() {
        QVERIFY(openWindow());
        const QUrl url = QUrl::fromLocalFile(kSamples + QStringLiteral("/djenon-aboure.mancala"));
        files()->startUp({url.toString()}, path(QStringLiteral("autosave")));
        QCOMPARE(session()->rules().id(), GameId::DjenonAboure);
        QCOMPARE(session()->game().ply(), 16);
        QCOMPARE(session()->playerName(Side::South), QStringLiteral("Amani"));
        QVERIFY(replay()->isActive());
        QCOMPARE(replay()->ply(), 0);
    }

    // Save As to a name of 255 bytes (in UTF-8: Swahili and Urdu letters
    // count more than once), as many as a folder entry takes: written, and
    // the game's file from then on.
    void saveAsTakesANameOfAsManyBytesAsTheSystemAllows() {
        QVERIFY(openWindow());
        playGame(GameId::Tihbat, randomGame(GameId::Tihbat, 5, 4));
        const QString name = QString(123, QChar(0x0628)) + QStringLiteral(".mancala"); // ب: 2 bytes each
        QCOMPARE(QFile::encodeName(name).size(), 254);
        const QString target = path(QStringLiteral("a") + name);
        {
            ModalAnswer dialog([&](QWidget* modal) { QVERIFY(chooseFile(modal, target)); });
            files()->saveAsAction()->trigger();
            QVERIFY(dialog.done());
        }
        QCOMPARE(files()->filePath(), target);
        QCOMPARE(parseFile(target).record.moves, session()->game().moves());
        QVERIFY(!files()->isModified());
        QVERIFY(window_->close());
    }

    // A game from a position set up by hand is saved with its Start tag and
    // opens again from there, with the same moves; Restart goes back to it.
    void aGameFromASetUpPositionIsSavedWithItsStart() {
        QVERIFY(openWindow());
        const Rules& rules = rulesFor(GameId::Tihbat);
        Position start = rules.initial();
        std::swap(start.board[0], start.board[1]);
        start.board[0] += 1;
        start.board[1] -= 1;
        QVERIFY(checkSetUp(rules, start).playable());
        session()->startFrom(GameId::Tihbat, start);
        QVERIFY(files()->isModified()); // a position set up is worth keeping before a move
        MoveList legal;
        session()->game().legalMoves(legal);
        session()->play(legal[0]);
        const QString file = path(QStringLiteral("set-up.mancala"));
        QVERIFY(files()->saveTo(file));
        QVERIFY(!files()->isModified());
        const RecordParseResult read = parseFile(file);
        QVERIFY(read.ok());
        QCOMPARE(read.record.start, std::optional<Position>(start));
        QCOMPARE(read.record.moves, std::vector<Move>{legal[0]});
        QVERIFY(
            QString::fromUtf8(readAll(file))
                .contains(QStringLiteral("[Start \"%1\"]").arg(QString::fromStdString(formatPosition(rules, start)))));

        QVERIFY(openWindow());
        QVERIFY(files()->open(file));
        QCOMPARE(session()->game().positionAt(0), start);
        QCOMPARE(session()->game().moves(), std::vector<Move>{legal[0]});
        QVERIFY(!files()->isModified());
        session()->restart();
        QCOMPARE(session()->game().ply(), 0);
        QCOMPARE(session()->position(), start);
    }

    // A Start tag that names the game's own start position: opened, the game
    // is the game from its start, with nothing to save.
    void aStartTagOfTheGamesOwnStartChangesNothing() {
        QVERIFY(openWindow());
        const Rules& rules = rulesFor(GameId::Tihbat);
        Game game(rules);
        QCOMPARE(game.play(rules.moveFrom(rules.hole(0, 1))), IllegalReason::None);
        Record record = makeRecord(game, "Ada", "Bo", "2026.12.05");
        record.start = rules.initial();
        const std::string text = writeRecord(record);
        QVERIFY(text.find("[Start ") != std::string::npos);
        const QString file = path(QStringLiteral("own-start.mancala"));
        QVERIFY(writeFile(file, QByteArray(text.data(), static_cast<qsizetype>(text.size()))));
        QVERIFY(files()->open(file));
        QVERIFY(!session()->isSetUp());
        QVERIFY(!files()->isModified());
    }

    void theWordsFollowTheLanguage() {
        QVERIFY(openWindow());
        files()->saveAction()->setText(QStringLiteral("x"));
        partOf<QAction>(*replayBar(), "nextPlyAction")->setText(QStringLiteral("x"));
        replayBar()->menu()->setTitle(QStringLiteral("x"));
        files()->recentMenu()->setTitle(QStringLiteral("x"));
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(window_.get(), &change);
        QCOMPARE(files()->saveAction()->text(), QStringLiteral("&Save"));
        QCOMPARE(files()->recentMenu()->title(), QStringLiteral("Open &Recent"));
        QCOMPARE(partOf<QAction>(*replayBar(), "nextPlyAction")->text(), QStringLiteral("&Next Move"));
        QCOMPARE(replayBar()->menu()->title(), QStringLiteral("&Replay"));
    }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestRecordFiles)
#include "test_record_files.moc"
