// Statistics: a finished game counts once, for each side a person played,
// against the other side (a computer level, a person's name, or an unnamed
// person's side, one opponent in every language); the statistics of older
// versions (another layout, which named the side in the language of the day)
// are migrated once; a record
// opened finished, a redo or a new ending after undo count nothing more; a
// new game counts afresh; the results survive the window and Reset forgets
// them; a stored entry out of bounds is none, names are kept whatever they
// hold, and a tally saturates instead
// of overflowing; Game ▸ Statistics shows them in a table (QAbstractItemModelTester).
#include <QAbstractItemModelTester>
#include <QPushButton>
#include <QSettings>
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

// A key of the former layout: "ayoayo|person|<the name, percent-encoded>".
QString formerKey(const char* game, const QString& name) {
    return QString::fromLatin1(game) + QStringLiteral("|person|") + QString::fromLatin1(QUrl::toPercentEncoding(name));
}

QTableView* tableOf(const StatisticsDialog& dialog) {
    return partOf<QTableView>(dialog, "statisticsTable");
}

Opponent computerAt(Level level) {
    Opponent o;
    o.computer = true;
    o.level = level;
    return o;
}

// One entry in the group "results" of `ini`, as a hand would write it: the
// game, the opponent's kind and who ("expert", "north", a name), the tally's
// five numbers.
void storeResult(const QString& ini, const QStringList& opponent, const QString& tally) {
    QSettings raw(ini, QSettings::IniFormat);
    raw.remove(QStringLiteral("results"));
    raw.beginWriteArray(QStringLiteral("results"), 1);
    raw.setArrayIndex(0);
    raw.setValue(QStringLiteral("game"), opponent[0]);
    raw.setValue(QStringLiteral("opponent"), opponent[1]);
    const QString who = opponent[1] == QLatin1String("computer") ? QStringLiteral("level")
                        : opponent[1] == QLatin1String("side")   ? QStringLiteral("side")
                                                                 : QStringLiteral("name");
    raw.setValue(who, opponent[2]);
    const QStringList numbers = tally.split(QLatin1Char(' '));
    const char* keys[] = {"games", "wins", "draws", "losses", "bestMargin"};
    for (int i = 0; i < 5; ++i)
        raw.setValue(QLatin1String(keys[i]), numbers[i]);
    raw.endArray();
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
        const bool shown = QTest::qWaitFor(
            [&] { return (dialog = window_->findChild<StatisticsDialog*>()) != nullptr && dialog->isVisible(); });
        return shown ? dialog : nullptr;
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

    // A hand-edited or damaged entry (counts past kMaxTally, 2^31 and more,
    // a margin larger than the game's seeds, a sum that does not add up in
    // 32 bits, an unknown game or opponent) is none; a tally at kMaxTally
    // stays there instead of overflowing.
    void talliesAreReadWithinBoundsAndSaturate() {
        const QString ini = path(QStringLiteral("garbage.ini"));
        const Opponent expert = computerAt(Level::Expert);
        const QStringList tallies{QStringLiteral("2147483647 2147483647 0 0 5"),
                                  QStringLiteral("4294967297 4294967297 0 0 5"),
                                  QStringLiteral("2147483647 1073741824 1073741823 0 5"),
                                  QStringLiteral("1000000001 1000000001 0 0 5"),
                                  QStringLiteral("3 3 0 0 49"),
                                  QStringLiteral("-1 0 0 -1 0"),
                                  QStringLiteral("3 1 1 1 x")};
        for (const QString& tally : tallies) {
            storeResult(ini, {QStringLiteral("ayoayo"), QStringLiteral("computer"), QStringLiteral("expert")}, tally);
            Settings settings(ini);
            QVERIFY2(Statistics(&settings).rows().isEmpty(), qPrintable(tally));
        }
        const QList<QStringList> opponents{
            {QStringLiteral("chess"), QStringLiteral("computer"), QStringLiteral("expert")},
            {QStringLiteral("ayoayo"), QStringLiteral("computer"), QStringLiteral("grandmaster")},
            {QStringLiteral("ayoayo"), QStringLiteral("side"), QStringLiteral("east")},
            {QStringLiteral("ayoayo"), QStringLiteral("person"), QString()},
            {QStringLiteral("ayoayo"), QStringLiteral("robot"), QStringLiteral("expert")}};
        for (const QStringList& opponent : opponents) {
            storeResult(ini, opponent, QStringLiteral("3 1 1 1 2"));
            Settings settings(ini);
            QVERIFY2(Statistics(&settings).rows().isEmpty(), qPrintable(opponent.join(QLatin1Char(' '))));
        }
        Settings settings(ini);
        Statistics statistics(&settings);
        settings.setResults({StatisticsRow{GameId::Ayoayo, expert, Tally{kMaxTally - 1, kMaxTally - 1, 0, 0, 48}}});
        statistics.record(GameId::Ayoayo, expert, 2);
        QCOMPARE(statistics.tally(GameId::Ayoayo, expert), (Tally{kMaxTally, kMaxTally, 0, 0, 48}));
        statistics.record(GameId::Ayoayo, expert, -2);
        QCOMPARE(statistics.tally(GameId::Ayoayo, expert), (Tally{kMaxTally, kMaxTally, 0, 0, 48}));
        QCOMPARE(statistics.rows().size(), 1);
    }

    // A name is one value of its entry, whatever it holds.
    void namesAreKeptAsTheyAre() {
        const QString ini = path(QStringLiteral("names.ini"));
        const QStringList names{QStringLiteral("Amani / Juma"), QStringLiteral("100% [sure]; a=b, \\ \"q\""),
                                QStringLiteral("عمران|خان"), QStringLiteral("#1 ;x")};
        {
            Settings settings(ini);
            Statistics statistics(&settings);
            for (const QString& name : names)
                statistics.record(GameId::Tihbat, person(name), 1);
        }
        Settings settings(ini);
        Statistics statistics(&settings);
        QCOMPARE(statistics.rows().size(), names.size());
        for (const QString& name : names)
            QCOMPARE(statistics.tally(GameId::Tihbat, person(name)), (Tally{1, 1, 0, 0, 1}));
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

    // The former layout: under "statistics", a percent-encoded key a row,
    // its value five numbers; a person named by a side's name in the
    // language of the day was that side.
    void statisticsOfTheFormerLayoutAreMigratedOnce() {
        {
            QSettings former(iniFile_, QSettings::IniFormat);
            const auto store = [&](const QString& key, const char* tally) {
                former.setValue(QStringLiteral("statistics/") + QString::fromLatin1(QUrl::toPercentEncoding(key)),
                                QString::fromLatin1(tally));
            };
            store(formerKey("ayoayo", QStringLiteral("North")), "2 1 1 0 4");
            store(formerKey("ayoayo", QStringLiteral("شمال")), "1 0 0 1 0");
            store(formerKey("ayoayo", QStringLiteral("Kaskazini")), "3 3 0 0 9");
            store(formerKey("ayoayo", QStringLiteral("Kusini")), "1 1 0 0 2");
            store(formerKey("ayoayo", QStringLiteral("Ada / Bo")), "1 0 1 0 0");
            store(QStringLiteral("ayoayo|side|north"), "1 1 0 0 3");
            store(QStringLiteral("tihbat|computer|expert"), "2 0 0 2 0");
            store(QStringLiteral("tihbat|computer|expert|x"), "2 0 0 2 0");
            store(QStringLiteral("tihbat|computer|beginner"), "2 2 0 0 99");
            former.setValue(QStringLiteral("view/language"), QStringLiteral("sw"));
        }
        const auto checkRows = [&] {
            QCOMPARE(tallyOf(GameId::Ayoayo, sideOf(Side::North)), (Tally{7, 5, 1, 1, 9}));
            QCOMPARE(tallyOf(GameId::Ayoayo, sideOf(Side::South)), (Tally{1, 1, 0, 0, 2}));
            QCOMPARE(tallyOf(GameId::Ayoayo, person(QStringLiteral("Ada / Bo"))), (Tally{1, 0, 1, 0, 0}));
            QCOMPARE(tallyOf(GameId::Tihbat, computerAt(Level::Expert)), (Tally{2, 0, 0, 2, 0}));
            Settings settings(iniFile_);
            QCOMPARE(Statistics(&settings).rows().size(), 4);
        };
        checkRows();
        {
            const QSettings migrated(iniFile_, QSettings::IniFormat);
            QVERIFY(!migrated.childGroups().contains(QStringLiteral("statistics")));
            QVERIFY(migrated.childGroups().contains(QStringLiteral("results")));
            QCOMPARE(migrated.value(QStringLiteral("view/language")).toString(), QStringLiteral("sw"));
        }
        // Opened again, nothing is counted twice; the next game against North
        // is counted with them.
        checkRows();
        Settings settings(iniFile_);
        Statistics statistics(&settings);
        statistics.record(GameId::Ayoayo, sideOf(Side::North), 12);
        QCOMPARE(statistics.tally(GameId::Ayoayo, sideOf(Side::North)), (Tally{8, 6, 1, 1, 12}));
        QCOMPARE(settings.results().size(), 4);
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

    // A game from a position set up by hand is practice: played to its end,
    // it counts nothing; the same game from the start counts.
    void aGameFromASetUpPositionCountsNothing() {
        QVERIFY(openWindow());
        window_->startGame(GameId::Tihbat, QStringLiteral("Ada"), QStringLiteral("Bo"), PlayerSetup{});
        Position start = session()->rules().initial();
        start.toMove = Side::North;
        session()->startFrom(GameId::Tihbat, start);
        QVERIFY(session()->isSetUp());
        playToTheEnd(12);
        QVERIFY(session()->position().over());
        QCOMPARE(tallyOf(GameId::Tihbat, person(QStringLiteral("Bo"))).games, 0);
        session()->newGame(GameId::Tihbat);
        QVERIFY(!session()->isSetUp());
        playToTheEnd(12);
        QCOMPARE(tallyOf(GameId::Tihbat, person(QStringLiteral("Bo"))).games, 1);
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
        partOf<QAction>(*replayBar(), "leaveReplayAction")->trigger();
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
        auto* table = tableOf(*dialog);
        for (Language language : kAllLanguages) {
            QCOMPARE(Translations::switchTo(language), QString());
            settle();
            const auto* view = static_cast<const QAbstractItemView*>(table);
            for (int c = 0; c < tableOf(*dialog)->model()->columnCount(); ++c) {
                const int needed = std::max(table->horizontalHeader()->sectionSizeHint(c), view->sizeHintForColumn(c));
                QVERIFY2(
                    table->horizontalHeader()->sectionSize(c) >= needed,
                    qPrintable(QStringLiteral("%1: %2").arg(
                        languageCode(language), tableOf(*dialog)->model()->headerData(c, Qt::Horizontal).toString())));
            }
            QVERIFY(table->horizontalHeader()->length() <= table->viewport()->width());
        }
        QCOMPARE(Translations::switchTo(Language::English), QString());
        dialog->reject();
    }

    void theDialogShowsTheTableAndResets() {
        StatisticsDialog* dialog = openWithOneGame();
        QVERIFY(dialog);
        QAbstractItemModelTester tester(tableOf(*dialog)->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(tableOf(*dialog)->model()->rowCount(), 1);
        QCOMPARE(tableOf(*dialog)->model()->index(0, StatisticsModel::OpponentColumn).data().toString(),
                 QStringLiteral("Computer · Advanced"));
        QCOMPARE(tableOf(*dialog)->model()->index(0, StatisticsModel::BestColumn).data().toString(),
                 QStringLiteral("5"));
        ModalAnswer answer([](QWidget* modal) { clickButton(modal, QMessageBox::DestructiveRole); });
        partOf<QPushButton>(*dialog, "resetStatisticsButton")->click();
        QVERIFY(answer.done());
        QCOMPARE(tableOf(*dialog)->model()->rowCount(), 0);
        QVERIFY(!tableOf(*dialog)->isVisible());
        QCOMPARE(tallyOf(GameId::BaoLaKimasai, computerAt(Level::Advanced)), Tally{});
        dialog->reject();
    }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestStatistics)
#include "test_statistics.moc"
