// Statistics: a finished game counts once, for each side a person played,
// against the other side (a computer level, a person's name, or an unnamed
// person's side, one opponent in every language, stored statistics of older
// versions that named the side in the language of the day included); a record
// opened finished, a redo or a new ending after undo count nothing more; a
// new game counts afresh; the results survive the window and Reset forgets
// them; a stored tally out of bounds is none, and a tally saturates instead
// of overflowing; Game ▸ Statistics shows them in a table (QAbstractItemModelTester).
#include <QAbstractItemModelTester>
#include <QPushButton>
#include <QHeaderView>
#include <QTableView>
#include <QUrl>
#include <QtTest>

#include "play/statistics_model.hpp"
#include "play/turn_controller.hpp"
#include "session/game_session.hpp"
#include "settings/settings.hpp"
#include "settings/statistics.hpp"
#include "window/main_window.hpp"
#include "window/statistics_dialog.hpp"
#include "i18n/wording.hpp"
#include "window_fixture.hpp"

namespace mancala::ui::test {

namespace {

Opponent person(const QString& name) {
    Opponent o;
    o.name = name;
    return o;
}

Opponent sideOf(Side side) {
    Opponent o;
    o.side = side;
    return o;
}

QString stored(const char* game, const QString& name) {
    return QString::fromLatin1(game) + QStringLiteral("|person|") + QString::fromLatin1(QUrl::toPercentEncoding(name));
}

Opponent computerAt(Level level) {
    Opponent o;
    o.computer = true;
    o.level = level;
    return o;
}

} // namespace

class TestStatistics : public QObject, private WindowFixture {
    Q_OBJECT
private:
    // Plays the shown game to its end with random moves.
    void playToTheEnd(unsigned seed) { playRandomMoves(*session(), seed, 100000); }

    Tally tallyOf(GameId game, const Opponent& opponent) const {
        Settings settings(iniFile_);
        return Statistics(&settings).tally(game, opponent);
    }

    // Game ▸ Statistics, over one game won against the Advanced computer.
    StatisticsDialog* openWithOneGame() {
        {
            Settings settings(iniFile_);
            Statistics(&settings).record(GameId::BaoLaKimasai, computerAt(Level::Advanced), 5);
        }
        if (!openWindow())
            return nullptr;
        actionOf(*window_, "statisticsAction")->trigger();
        StatisticsDialog* dialog = nullptr;
        QTest::qWaitFor([&] { return (dialog = window_->findChild<StatisticsDialog*>()) != nullptr && dialog->isVisible(); });
        return dialog && dialog->isVisible() ? dialog : nullptr;
    }

private slots:
    void initTestCase() { startInEnglish(); }
    void init() { QVERIFY(startFixture()); }
    void cleanup() { endFixture(); }

    void talliesCountWinsDrawsLossesAndTheBestWin() {
        Settings settings(path(QStringLiteral("tally.ini")));
        Statistics statistics(&settings);
        const Opponent expert = computerAt(Level::Expert);
        statistics.record(GameId::Ayoayo, expert, 6);
        statistics.record(GameId::Ayoayo, expert, 14);
        statistics.record(GameId::Ayoayo, expert, 0);
        statistics.record(GameId::Ayoayo, expert, -2);
        statistics.record(GameId::Tihbat, person(QStringLiteral("Amani / Juma")), 2);
        QCOMPARE(statistics.tally(GameId::Ayoayo, expert), (Tally{4, 2, 1, 1, 14}));
        QCOMPARE(statistics.tally(GameId::Tihbat, person(QStringLiteral("Amani / Juma"))), (Tally{1, 1, 0, 0, 2}));
        QCOMPARE(statistics.tally(GameId::Tihbat, expert), Tally{});
        const QList<StatisticsRow> rows = statistics.rows();
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows[0].game, GameId::Ayoayo);
        QCOMPARE(rows[1].opponent.name, QStringLiteral("Amani / Juma"));
        statistics.reset();
        QVERIFY(statistics.rows().isEmpty());
    }

    // A hand-edited or damaged tally beyond the bounds (counts past
    // kMaxTally, 2^31 and more, a margin larger than the game's seeds, a sum
    // that does not add up in 32 bits) is none; a tally at kMaxTally stays
    // there instead of overflowing.
    void talliesAreParsedWithinBoundsAndSaturate() {
        const QString ini = path(QStringLiteral("garbage.ini"));
        Settings settings(ini);
        Statistics statistics(&settings);
        const Opponent expert = computerAt(Level::Expert);
        const QString key = QStringLiteral("ayoayo|computer|expert");
        for (const char* garbage : {"2147483647 2147483647 0 0 5", "4294967297 4294967297 0 0 5",
                                    "2147483647 1073741824 1073741823 0 5", "1000000001 1000000001 0 0 5",
                                    "3 3 0 0 49", "-1 0 0 -1 0", "3 1 1 1 x"}) {
            settings.setStatistic(key, QString::fromLatin1(garbage));
            QCOMPARE(statistics.tally(GameId::Ayoayo, expert), Tally{});
            QVERIFY2(statistics.rows().isEmpty(), garbage);
        }
        settings.setStatistic(key, QStringLiteral("%1 %2 0 0 48").arg(kMaxTally - 1).arg(kMaxTally - 1));
        statistics.record(GameId::Ayoayo, expert, 2);
        QCOMPARE(statistics.tally(GameId::Ayoayo, expert), (Tally{kMaxTally, kMaxTally, 0, 0, 48}));
        statistics.record(GameId::Ayoayo, expert, -2);
        QCOMPARE(statistics.tally(GameId::Ayoayo, expert), (Tally{kMaxTally, kMaxTally, 0, 0, 48}));
        QCOMPARE(statistics.rows().size(), 1);
    }

    void aGameAgainstTheComputerCountsOnceForThePerson() {
        QVERIFY(openWindow());
        PlayerSetup players;
        players.kind = {PlayerKind::Human, PlayerKind::Computer};
        players.level = {Level::Beginner, Level::Beginner};
        window_->startGame(GameId::Tihbat, QStringLiteral("Ada"), QString(), players);
        turns()->pauseAction()->setChecked(true); // the test plays both sides' moves
        playToTheEnd(3);
        QVERIFY(session()->position().over());
        const Tally once = tallyOf(GameId::Tihbat, computerAt(Level::Beginner));
        QCOMPARE(once.games, 1);
        // Undo past the end, play to an end again, redo: nothing more.
        for (int i = 0; i < 1000 && (session()->position().over() || session()->game().ply() > 2); ++i)
            turns()->undo();
        QVERIFY(!session()->position().over());
        playToTheEnd(4);
        QVERIFY(session()->position().over());
        QCOMPARE(tallyOf(GameId::Tihbat, computerAt(Level::Beginner)).games, 1);
        // A new game counts afresh.
        window_->startGame(GameId::Tihbat, QStringLiteral("Ada"), QString(), players);
        turns()->pauseAction()->setChecked(true);
        playToTheEnd(5);
        QCOMPARE(tallyOf(GameId::Tihbat, computerAt(Level::Beginner)).games, 2);
    }

    void twoPeopleCountOneRowEachAgainstTheOther() {
        QVERIFY(openWindow());
        window_->startGame(GameId::DjenonAboure, QStringLiteral("Ada"), QStringLiteral("Bo"), PlayerSetup{});
        playToTheEnd(7);
        const Tally againstBo = tallyOf(GameId::DjenonAboure, person(QStringLiteral("Bo")));
        const Tally againstAda = tallyOf(GameId::DjenonAboure, person(QStringLiteral("Ada")));
        QCOMPARE(againstBo.games, 1);
        QCOMPARE(againstAda.games, 1);
        QCOMPARE(againstBo.wins, againstAda.losses);
        QCOMPARE(againstBo.draws, againstAda.draws);
    }

    void anUnnamedOpponentIsTheirSideInEveryLanguage() {
        QVERIFY(openWindow());
        const Language languages[] = {Language::English, Language::Urdu, Language::Swahili};
        unsigned seed = 11;
        for (Language language : languages) {
            QCOMPARE(Translations::switchTo(language), QString());
            window_->startGame(GameId::Tihbat, QString(), QString(), PlayerSetup{});
            playToTheEnd(seed++);
            QVERIFY(session()->position().over());
        }
        QCOMPARE(tallyOf(GameId::Tihbat, sideOf(Side::North)).games, 3);
        QCOMPARE(tallyOf(GameId::Tihbat, sideOf(Side::South)).games, 3);
        Settings settings(iniFile_);
        const Statistics statistics(&settings);
        const QList<StatisticsRow> rows = statistics.rows();
        QCOMPARE(rows.size(), 2);
        // Worded when shown, in the language shown.
        StatisticsModel model(&statistics);
        for (int r = 0; r < model.rowCount(); ++r)
            QCOMPARE(model.index(r, StatisticsModel::OpponentColumn).data().toString(),
                     Wording::sideName(*rows[r].opponent.side));
        QCOMPARE(Translations::switchTo(Language::English), QString());
    }

    void statisticsStoredUnderTheSidesFormerNamesAreThatSides() {
        {
            Settings settings(iniFile_);
            settings.setStatistic(stored("ayoayo", QStringLiteral("North")), QStringLiteral("2 1 1 0 4"));
            settings.setStatistic(stored("ayoayo", QStringLiteral("شمال")), QStringLiteral("1 0 0 1 0"));
            settings.setStatistic(stored("ayoayo", QStringLiteral("Kaskazini")), QStringLiteral("3 3 0 0 9"));
            settings.setStatistic(stored("ayoayo", QStringLiteral("Kusini")), QStringLiteral("1 1 0 0 2"));
            settings.setStatistic(stored("ayoayo", QStringLiteral("Ada")), QStringLiteral("1 0 1 0 0"));
        }
        QCOMPARE(tallyOf(GameId::Ayoayo, sideOf(Side::North)), (Tally{6, 4, 1, 1, 9}));
        QCOMPARE(tallyOf(GameId::Ayoayo, sideOf(Side::South)), (Tally{1, 1, 0, 0, 2}));
        QCOMPARE(tallyOf(GameId::Ayoayo, person(QStringLiteral("Ada"))), (Tally{1, 0, 1, 0, 0}));
        Settings settings(iniFile_);
        Statistics statistics(&settings);
        QCOMPARE(statistics.rows().size(), 3);
        // The next game against North is counted with them, under the side's key.
        statistics.record(GameId::Ayoayo, sideOf(Side::North), 12);
        QCOMPARE(statistics.tally(GameId::Ayoayo, sideOf(Side::North)), (Tally{7, 5, 1, 1, 12}));
        QCOMPARE(settings.statistics().size(), 3);
        QVERIFY(settings.statistics().contains(QStringLiteral("ayoayo|side|north")));
    }

    void aRecordOpenedFinishedCountsNothing() {
        QVERIFY(openWindow());
        window_->startGame(GameId::DjenonAboure, QStringLiteral("Ada"), QStringLiteral("Bo"), PlayerSetup{});
        playToTheEnd(9);
        const QString file = path(QStringLiteral("finished.mancala"));
        QVERIFY(window_->files()->saveTo(file));
        QVERIFY(window_->files()->open(file));
        QCOMPARE(tallyOf(GameId::DjenonAboure, person(QStringLiteral("Bo"))).games, 1);
    }

    // Opened finished in a fresh window (whose own game has no moves yet),
    // its last move undone and played again: the game did not end in play
    // here, so nothing counts.
    void aFinishedRecordReplayedToItsEndCountsNothing() {
        QVERIFY(openWindow());
        window_->startGame(GameId::DjenonAboure, QStringLiteral("Ada"), QStringLiteral("Bo"), PlayerSetup{});
        playToTheEnd(9);
        const QString file = path(QStringLiteral("finished.mancala"));
        QVERIFY(window_->files()->saveTo(file));
        const Move last = session()->game().moves().back();
        const int bo = tallyOf(GameId::DjenonAboure, person(QStringLiteral("Bo"))).games;
        const int ada = tallyOf(GameId::DjenonAboure, person(QStringLiteral("Ada"))).games;
        QVERIFY(openWindow());
        window_->startGame(GameId::DjenonAboure, QString(), QString(), PlayerSetup{});
        QCOMPARE(session()->game().ply(), 0);
        QVERIFY(window_->files()->open(file));
        replayBar()->leaveAction()->trigger();
        QVERIFY(session()->position().over());
        session()->undo();
        QVERIFY(!session()->position().over());
        QCOMPARE(session()->play(last), IllegalReason::None);
        QVERIFY(session()->position().over());
        QCOMPARE(tallyOf(GameId::DjenonAboure, person(QStringLiteral("Bo"))).games, bo);
        QCOMPARE(tallyOf(GameId::DjenonAboure, person(QStringLiteral("Ada"))).games, ada);
    }

    void noColumnClipsItsWordsInAnyLanguage() {
        StatisticsDialog* dialog = openWithOneGame();
        QVERIFY(dialog);
        auto* table = dialog->findChild<QTableView*>(QStringLiteral("statisticsTable"));
        for (Language language : kAllLanguages) {
            QCOMPARE(Translations::switchTo(language), QString());
            settle();
            const auto* view = static_cast<const QAbstractItemView*>(table);
            for (int c = 0; c < dialog->model()->columnCount(); ++c) {
                const int needed = std::max(table->horizontalHeader()->sectionSizeHint(c), view->sizeHintForColumn(c));
                QVERIFY2(table->horizontalHeader()->sectionSize(c) >= needed,
                         qPrintable(QStringLiteral("%1: %2").arg(languageCode(language),
                                                                 dialog->model()->headerData(c, Qt::Horizontal).toString())));
            }
            QVERIFY(table->horizontalHeader()->length() <= table->viewport()->width());
        }
        QCOMPARE(Translations::switchTo(Language::English), QString());
        dialog->reject();
    }

    void theDialogShowsTheTableAndResets() {
        StatisticsDialog* dialog = openWithOneGame();
        QVERIFY(dialog);
        QAbstractItemModelTester tester(dialog->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(dialog->model()->rowCount(), 1);
        QCOMPARE(dialog->model()->index(0, StatisticsModel::OpponentColumn).data().toString(),
                 QStringLiteral("Computer · Advanced"));
        QCOMPARE(dialog->model()->index(0, StatisticsModel::BestColumn).data().toString(), QStringLiteral("5"));
        ModalAnswer answer([](QWidget* modal) { clickButton(modal, QMessageBox::DestructiveRole); });
        dialog->resetButton()->click();
        QVERIFY(answer.done());
        QCOMPARE(dialog->model()->rowCount(), 0);
        QVERIFY(!dialog->findChild<QTableView*>(QStringLiteral("statisticsTable"))->isVisible());
        QCOMPARE(tallyOf(GameId::BaoLaKimasai, computerAt(Level::Advanced)), Tally{});
        dialog->reject();
    }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestStatistics)
#include "test_statistics.moc"
