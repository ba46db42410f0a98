// Games on a time control in the window, on a fake clock (no sleeps): the
// clock of the side to move runs only while the board is at rest, a move
// keeps the mover's time left with its increment, undo takes the times back,
// a fallen flag ends the game on time (no move after it, the record says
// so), and a record on the clock opens with its times and saves them.
#include <QComboBox>
#include <QFrame>
#include <QLabel>
#include <QSignalSpy>
#include <QtTest>

#include <chrono>

#include "mancala/clock.hpp"
#include "mancala/record.hpp"
#include "session/game_clocks.hpp"
#include "play/computer_player.hpp"
#include "window/clock_bar.hpp"
#include "window/new_game_dialog.hpp"
#include "window_fixture.hpp"

namespace mancala::ui::test {

using std::chrono::milliseconds;
using std::chrono::seconds;

class TestGameClocks : public QObject, public WindowFixture {
    Q_OBJECT

    milliseconds now_{0};

    GameClocks* clocks() const { return part<GameClocks>("gameClocks"); }
    // A Tihbat game between two people on 60+2, its clocks on the fake time.
    void startClockedTihbat() {
        clocks()->setTimeSource([this] { return now_; });
        clocks()->setTimeControl(TimeControl{seconds(60), seconds(2)});
        window_->startGame(GameId::Tihbat, QStringLiteral("Ada"), QStringLiteral("Bo"));
        settle();
    }
    // The first legal move's hole clicked, the board let come to rest.
    void clickFirstMove() {
        MoveList legal;
        session()->game().legalMoves(legal);
        clickHole(legal[0].from);
        settle();
    }

private slots:
    void initTestCase() { startInEnglish(); }
    void init() { QVERIFY(startFixture()); }
    void cleanup() { endFixture(); }

    //  60+2     Ada* 1:00   Bo 1:00
    //   5 s     Ada moves: 1:00 - 5 s + 2 s = 0:57, Bo's clock runs
    //   3 s     Bo  0:57 left; Ada's frozen at 0:57
    void aMoveChargesItsMoverAndKeepsTheTimeLeft() {
        QVERIFY(openWindow());
        startClockedTihbat();
        QVERIFY(clocks()->isOn());
        QVERIFY(clocks()->isRunning());
        QCOMPARE(clocks()->remaining(Side::South), milliseconds(60000));
        now_ += seconds(5);
        clickFirstMove();
        QCOMPARE(session()->game().ply(), 1);
        QVERIFY(clocks()->isRunning());
        now_ += seconds(3);
        QCOMPARE(clocks()->remaining(Side::South), milliseconds(57000));
        QCOMPARE(clocks()->remaining(Side::North), milliseconds(57000));
        const Record record = files()->currentRecord();
        QCOMPARE(record.timeControl, std::optional(TimeControl{seconds(60), seconds(2)}));
        QCOMPARE(record.clocks.size(), std::size_t{1});
        QCOMPARE(record.clocks[0], std::optional(RecordedTime(570)));
        QCOMPARE(part<ClockBar>("clockBar")->text(Side::South), QStringLiteral("\u2068Ada\u2069: 0:57"));
        QVERIFY(part<ClockBar>("clockBar")->isVisible());
    }

    // While the computer is paused, neither clock runs.
    void aPausedGameStopsTheClock() {
        QVERIFY(openWindow());
        startClockedTihbat();
        turns()->setPaused(true);
        settle();
        QVERIFY(!clocks()->isRunning());
        now_ += seconds(30);
        QCOMPARE(clocks()->remaining(Side::South), milliseconds(60000));
        turns()->setPaused(false);
        settle();
        QVERIFY(clocks()->isRunning());
    }

    // Undo takes the move and its time back: the mover has the time it had.
    void undoTakesTheTimesBack() {
        QVERIFY(openWindow());
        startClockedTihbat();
        now_ += seconds(4);
        clickFirstMove();
        now_ += seconds(6);
        clickFirstMove();
        QCOMPARE(files()->currentRecord().clocks.size(), std::size_t{2});
        undoAction()->trigger();
        settle();
        QCOMPARE(session()->game().ply(), 1);
        QCOMPARE(files()->currentRecord().clocks.size(), std::size_t{1});
        QCOMPARE(clocks()->remaining(Side::North), milliseconds(60000));
        QCOMPARE(clocks()->remaining(Side::South), milliseconds(58000));
    }

    // Bo lets a minute pass: the flag falls (the timer's check), the game is
    // lost on time, no click plays a move, and the record says "time".
    void aFallenFlagEndsTheGameOnTime() {
        QVERIFY(openWindow());
        startClockedTihbat();
        clickFirstMove();
        now_ += seconds(62);
        QVERIFY(clocks()->checkFlag());
        settle();
        QCOMPARE(clocks()->lostOnTime(), std::optional(Side::North));
        QVERIFY(gameOverBanner()->isVisible());
        QVERIFY2(gameOverText()->text().contains(QStringLiteral("ran out of time")),
                 qPrintable(gameOverText()->text()));
        QSignalSpy refused(turns(), &TurnController::refused);
        clickFirstMove();
        QCOMPARE(session()->game().ply(), 1);
        QCOMPARE(refused.count(), 1);
        QCOMPARE(refused.at(0).at(1).value<IllegalReason>(), IllegalReason::GameOver);
        const Record record = files()->currentRecord();
        QVERIFY(record.flagFell);
        const RecordParseResult read = parseRecord(writeRecord(record));
        QVERIFY(read.ok());
        QVERIFY(read.record.flagFell);
        QCOMPARE(recordWinner(read.record), Winner::South);
        // Counted once in the statistics: Ada's win against Bo, Bo's loss against Ada.
        int wins = 0, losses = 0;
        for (const StatisticsRow& row : Settings(iniFile_).results()) {
            wins += row.tally.wins;
            losses += row.tally.losses;
        }
        QCOMPARE(wins, 1);
        QCOMPARE(losses, 1);
    }

    // New Game with "5 min + 3 s a move": the game starts on that clock,
    // which the settings keep for the next start; "No clock" takes it away.
    void theNewGameDialogStartsAGameOnTheClockChosen() {
        QVERIFY(openWindow());
        window_->newGameDialog();
        auto* dialog = window_->findChild<NewGameDialog*>();
        QVERIFY(dialog);
        auto* clock = partOf<QComboBox>(*dialog, "clock");
        QCOMPARE(clock->currentText(), QStringLiteral("No clock"));
        const int fivePlusThree = clock->findText(QStringLiteral("5 min + 3 s a move"));
        QVERIFY(fivePlusThree > 0);
        clock->setCurrentIndex(fivePlusThree);
        dialog->accept();
        settle();
        const TimeControl chosen{seconds(300), seconds(3)};
        QCOMPARE(clocks()->gameTimeControl(), std::optional(chosen));
        QCOMPARE(Settings(iniFile_).timeControl(), std::optional(chosen));
        QVERIFY(part<ClockBar>("clockBar")->isVisible());

        QVERIFY(openWindow());
        window_->newGameDialog();
        dialog = window_->findChild<NewGameDialog*>();
        QCOMPARE(dialog->timeControl(), std::optional(chosen));
        partOf<QComboBox>(*dialog, "clock")->setCurrentIndex(0);
        dialog->accept();
        settle();
        QVERIFY(!clocks()->isOn());
        QVERIFY(!part<ClockBar>("clockBar")->isVisibleTo(window_.get()));
    }

    // The Expert on the clock: its search may take no more than its share
    // of the time it has left (mancala::thinkingTime), below the Expert's time.
    void theComputerThinksWithinItsClock() {
        QVERIFY(openWindow());
        clocks()->setTimeSource([this] { return now_; });
        clocks()->setTimeControl(TimeControl{seconds(6), seconds(0)});
        PlayerSetup experts;
        experts.kind = {PlayerKind::Computer, PlayerKind::Computer};
        experts.level = {Level::Expert, Level::Expert};
        window_->startGame(GameId::Tihbat, QString(), QString(), experts);
        settle();
        QVERIFY(computer()->isThinking() || session()->game().ply() > 0);
        const int share = static_cast<int>(thinkingTime(milliseconds(6000), milliseconds(0)).count());
        QCOMPARE(computer()->optionsFor(Level::Expert, 1).timeMs, std::min(share, computer()->expertTimeMs()));
        QVERIFY(share < 6000 / 4 + 1);
    }

    // A record on the clock opens with its time control and times (the
    // bar shows them at the end and at each ply of the replay) and is
    // written again with them.
    void aRecordOnTheClockOpensWithItsTimes() {
        QVERIFY(openWindow());
        const QString file = QStringLiteral(MANCALA_SAMPLE_DIR "/tihbat-clock.mancala");
        QVERIFY(files()->open(file));
        settle();
        QVERIFY(clocks()->isOn());
        const Record opened = files()->currentRecord();
        QCOMPARE(opened.timeControl, std::optional(TimeControl{seconds(60), seconds(2)}));
        QCOMPARE(opened.clocks.size(), std::size_t{8});
        QCOMPARE(opened.clocks[2], std::optional(RecordedTime(570)));
        QCOMPARE(opened.clocks[3], std::optional<RecordedTime>());
        QVERIFY(!files()->isModified());
        session()->showPly(3);
        settle();
        QCOMPARE(clocks()->remainingAt(Side::South, 3), milliseconds(57000));
        QCOMPARE(part<ClockBar>("clockBar")->text(Side::North), QStringLiteral("\u2068بلال\u2069: 1:00"));
    }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestGameClocks)
#include "test_game_clocks.moc"
