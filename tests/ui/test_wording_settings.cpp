// The words for the core's enums and events (English, with plural forms from
// the English translation), and the typed settings round trip.
#include <QTemporaryDir>
#include <QtTest>

#include <set>

#include "settings/settings.hpp"
#include "i18n/translations.hpp"
#include "i18n/wording.hpp"
#include "window_fixture.hpp"

namespace mancala::ui::test {

namespace {

// The seeds the end of a game allotted to side index `side`.
int allotted(const GameEnd& end, int side) {
    int n = 0;
    for (const Event& e : end.lastMove)
        if (e.kind == EventKind::Allot && index(e.side) == side)
            n += e.count;
    return n;
}

Position finalPosition(int south, int north, Winner winner, EndReason reason, Side toMove) {
    Position pos;
    pos.totals = {static_cast<std::uint16_t>(south), static_cast<std::uint16_t>(north)};
    pos.winner = winner;
    pos.end = reason;
    pos.toMove = toMove;
    return pos;
}

} // namespace

class TestWordingSettings : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        installTranslators(*QCoreApplication::instance());
    }

    void everyIllegalReasonHasItsOwnSentence() {
        std::set<QString> seen;
        for (int r = static_cast<int>(IllegalReason::GameOver); r <= static_cast<int>(IllegalReason::MustMove); ++r) {
            const QString text = Wording::illegalReason(static_cast<IllegalReason>(r));
            QVERIFY(!text.isEmpty());
            QVERIFY2(seen.insert(text).second, qPrintable(text));
        }
        QVERIFY(Wording::illegalReason(IllegalReason::None).isEmpty());
        QCOMPARE(Wording::illegalReason(IllegalReason::Singleton), QStringLiteral("Singletons cannot be moved"));
        QCOMPARE(Wording::illegalReason(IllegalReason::DoesNotFeed),
                 QStringLiteral("You must give your opponent seeds"));
        QCOMPARE(Wording::illegalReason(IllegalReason::NeverEnds),
                 QStringLiteral("Sowing from this hole would never end"));
        QCOMPARE(Wording::illegalReason(IllegalReason::DestinationOccupied),
                 QStringLiteral("The next hole is occupied"));
        QCOMPARE(Wording::illegalReason(IllegalReason::NotYourHole), QStringLiteral("That is not your hole"));
        QCOMPARE(Wording::illegalReason(IllegalReason::Empty), QStringLiteral("This hole is empty"));
    }

    void gamesAndSidesHaveTheirNames() {
        QCOMPARE(Wording::gameName(GameId::DjenonAboure), QStringLiteral("Djenon-aboure"));
        QCOMPARE(Wording::gameName(GameId::Ayoayo), QStringLiteral("Ayoayo"));
        QCOMPARE(Wording::gameName(GameId::Tihbat), QStringLiteral("Tihbat"));
        QCOMPARE(Wording::gameName(GameId::BaoLaKimasai), QStringLiteral("Bao la Kimasai"));
        QCOMPARE(Wording::sideName(Side::South), QStringLiteral("South"));
        QCOMPARE(Wording::sideName(Side::North), QStringLiteral("North"));
        std::set<QString> descriptions;
        for (GameId g : kAllGames)
            QVERIFY(descriptions.insert(Wording::gameDescription(g)).second);
    }

    void countsUseTheGamesPiecesInSingularAndPlural() {
        QCOMPARE(Wording::pieces(GameId::DjenonAboure, 1), QStringLiteral("1 seed"));
        QCOMPARE(Wording::pieces(GameId::Ayoayo, 4), QStringLiteral("4 seeds"));
        QCOMPARE(Wording::pieces(GameId::Ayoayo, 0), QStringLiteral("0 seeds"));
        QCOMPARE(Wording::pieces(GameId::Tihbat, 2), QStringLiteral("2 seeds")); // as in every sowing game
        QCOMPARE(Wording::pieces(GameId::BaoLaKimasai, 1), QStringLiteral("1 stone"));
    }

    // A pass says nothing more than its notation ("pass", not "pass — passed").
    void moveSummaryCountsLapsCapturesAndTheEnd() {
        const Rules& djenon = rulesFor(GameId::DjenonAboure);
        // Two laps (a relay), then a chain capturing 2 + 4 seeds.
        const Trace relay{
            {.kind = EventKind::PickUp, .hole = 0, .count = 2},
            {.kind = EventKind::Drop, .hole = 0},
            {.kind = EventKind::Drop, .hole = 2},
            {.kind = EventKind::Lap, .hole = 2},
            {.kind = EventKind::PickUp, .hole = 2, .count = 3},
            {.kind = EventKind::Drop, .hole = 2},
            {.kind = EventKind::Drop, .hole = 4},
            {.kind = EventKind::Drop, .hole = 6},
            {.kind = EventKind::Capture, .hole = 6, .count = 2, .side = Side::South},
            {.kind = EventKind::Capture, .hole = 4, .count = 4, .side = Side::South},
        };
        QCOMPARE(Wording::moveSummary(djenon, relay), QStringLiteral("2 laps and captured 6 seeds"));
        const Trace single{
            {.kind = EventKind::PickUp, .hole = 0, .count = 2},
            {.kind = EventKind::Drop, .hole = 0},
            {.kind = EventKind::Drop, .hole = 2},
        };
        QCOMPARE(Wording::moveSummary(djenon, single), QString());
        const Trace passAndEnd{
            {.kind = EventKind::Pass, .side = Side::North},
            {.kind = EventKind::Allot, .hole = 0, .count = 1, .side = Side::South},
            {.kind = EventKind::End, .reason = EndReason::NoMoves, .winner = Winner::South},
        };
        QCOMPARE(Wording::moveSummary(rulesFor(GameId::Tihbat), passAndEnd), QStringLiteral("game over"));
        const Trace pass{{.kind = EventKind::Pass, .side = Side::North}};
        QCOMPARE(Wording::moveSummary(djenon, pass), QString());
        const Trace stoneCapture{
            {.kind = EventKind::PickUp, .hole = 0, .count = 1},
            {.kind = EventKind::Drop, .hole = 1},
            {.kind = EventKind::Capture, .hole = 2, .count = 1, .side = Side::South},
            {.kind = EventKind::Capture, .hole = 3, .count = 1, .side = Side::South},
        };
        QCOMPARE(Wording::moveSummary(rulesFor(GameId::BaoLaKimasai), stoneCapture),
                 QStringLiteral("captured 2 stones"));
    }

    void resultsAndEndReasonsNameThePlayers() {
        const Position southWins = finalPosition(26, 22, Winner::South, EndReason::NoMoves, Side::North);
        QCOMPARE(Wording::result(southWins, QStringLiteral("Ada"), QStringLiteral("Bo")),
                 QStringLiteral("\u2068Ada\u2069 wins, 26 to 22"));
        QCOMPARE(Wording::endReason(rulesFor(GameId::Ayoayo), southWins, QStringLiteral("Ada"), QStringLiteral("Bo")),
                 QStringLiteral("\u2068Bo\u2069 had no legal move"));
        const Position singletons = finalPosition(26, 22, Winner::South, EndReason::AllSingletons, Side::North);
        QCOMPARE(
            Wording::endReason(rulesFor(GameId::DjenonAboure), singletons, QStringLiteral("Ada"), QStringLiteral("Bo")),
            QStringLiteral("No hole holds more than one seed"));
        const Position northWins = finalPosition(0, 46, Winner::North, EndReason::NoStones, Side::South);
        QCOMPARE(Wording::result(northWins, QStringLiteral("Ada"), QStringLiteral("Bo")),
                 QStringLiteral("\u2068Bo\u2069 wins, 46 to 0"));
        QCOMPARE(
            Wording::endReason(rulesFor(GameId::BaoLaKimasai), northWins, QStringLiteral("Ada"), QStringLiteral("Bo")),
            QStringLiteral("\u2068Ada\u2069 had no stones left"));
        const Position draw = finalPosition(14, 14, Winner::Draw, EndReason::Repetition, Side::South);
        QCOMPARE(Wording::result(draw, QStringLiteral("Ada"), QStringLiteral("Bo")), QStringLiteral("Draw, 14 to 14"));
        QCOMPARE(Wording::endReason(rulesFor(GameId::Tihbat), draw, QStringLiteral("Ada"), QStringLiteral("Bo")),
                 QStringLiteral("The same position occurred a second time"));
        QCOMPARE(Wording::endReason(rulesFor(GameId::Ayoayo), draw, QStringLiteral("Ada"), QStringLiteral("Bo")),
                 QStringLiteral("The same position occurred a third time"));
    }

    // The seeds left at the end of real games, worded by the allotment their
    // End event names (docs/rules.md, End and end allotment).
    void theEndSaysWhatBecameOfTheSeedsLeftOnTheBoard() {
        const QString ada = QStringLiteral("Ada");
        const QString bo = QStringLiteral("Bo");
        const auto tihbat = randomGameEnd(GameId::Tihbat, EndReason::Repetition, Side::North);
        QVERIFY(tihbat);
        QCOMPARE(Wording::endAllotment(tihbat->lastMove, ada, bo),
                 QStringLiteral("The %1 seeds left on the board were split equally").arg(allotted(*tihbat, 0) * 2));
        const auto ayoayo = randomGameEnd(GameId::Ayoayo, EndReason::NoMoves, Side::North);
        QVERIFY(ayoayo);
        QCOMPARE(Wording::endAllotment(ayoayo->lastMove, ada, bo),
                 QStringLiteral("The %1 seeds left on the board went to \u2068Bo\u2069").arg(allotted(*ayoayo, 1)));
        QCOMPARE(allotted(*ayoayo, 0), 0);
        const auto djenon = randomGameEnd(GameId::DjenonAboure, EndReason::AllSingletons, Side::South);
        QVERIFY(djenon);
        QCOMPARE(
            Wording::endAllotment(djenon->lastMove, ada, bo),
            QStringLiteral("Each player took the seeds left in their own row: \u2068Ada\u2069 %1, \u2068Bo\u2069 %2")
                .arg(allotted(*djenon, 0))
                .arg(allotted(*djenon, 1)));
        const auto bao = randomGameEnd(GameId::BaoLaKimasai, EndReason::NoStones, Side::South, false);
        QVERIFY(bao);
        QCOMPARE(Wording::endAllotment(bao->lastMove, ada, bo), QString());
    }

    void settingsHaveDefaultsAndRoundTrip() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(QStringLiteral("mancala.ini"));
        {
            Settings fresh(file);
            QCOMPARE(fresh.lastGame(), GameId::DjenonAboure);
            QCOMPARE(fresh.animationSpeed(), AnimationSpeed::Normal);
            QVERIFY(fresh.windowGeometry().isEmpty());
            QVERIFY(fresh.windowState().isEmpty());
            QVERIFY(fresh.playerName(Side::South).isEmpty());
            fresh.setLastGame(GameId::BaoLaKimasai);
            fresh.setAnimationSpeed(AnimationSpeed::Slow);
            fresh.setWindowGeometry(QByteArray("geometry"));
            fresh.setWindowState(QByteArray("state"));
            fresh.setPlayerName(Side::South, QStringLiteral("  Ada "));
            fresh.setPlayerName(Side::North, QStringLiteral("Bo"));
        }
        Settings again(file);
        QCOMPARE(again.lastGame(), GameId::BaoLaKimasai);
        QCOMPARE(again.animationSpeed(), AnimationSpeed::Slow);
        QCOMPARE(again.windowGeometry(), QByteArray("geometry"));
        QCOMPARE(again.windowState(), QByteArray("state"));
        QCOMPARE(again.playerName(Side::South), QStringLiteral("Ada"));
        QCOMPARE(again.playerName(Side::North), QStringLiteral("Bo"));
        for (AnimationSpeed speed :
             {AnimationSpeed::Instant, AnimationSpeed::Fast, AnimationSpeed::Normal, AnimationSpeed::Slow}) {
            again.setAnimationSpeed(speed);
            QCOMPARE(again.animationSpeed(), speed);
        }
        for (GameId game : kAllGames) {
            again.setLastGame(game);
            QCOMPARE(again.lastGame(), game);
        }
    }

    void unknownStoredValuesFallBackToDefaults() {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("mancala.ini"));
        {
            QSettings raw(file, QSettings::IniFormat);
            raw.setValue("game/last", "chess");
            raw.setValue("view/animationSpeed", "ludicrous");
        }
        Settings settings(file);
        QCOMPARE(settings.lastGame(), GameId::DjenonAboure);
        QCOMPARE(settings.animationSpeed(), AnimationSpeed::Normal);
    }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestWordingSettings)
#include "test_wording_settings.moc"
