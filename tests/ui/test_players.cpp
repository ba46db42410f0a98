// Players shown and remembered (issue 15, item 5): records say who played
// each side (SouthType/NorthType "human" or "program", SouthLevel/NorthLevel),
// an opened record brings its players back and one that does not say keeps
// those in effect; the board names who plays a side ("Computer · Beginner");
// Computer ▸ South/North Is Played By hands a side to the computer in the
// middle of a game, and takes it back.
#include <QMenu>
#include <QSignalSpy>
#include <QtTest>

#include "board/board_model.hpp"
#include "play/player_menu.hpp"
#include "play/turn_controller.hpp"
#include "records/game_files.hpp"
#include "records/player_tags.hpp"
#include "session/game_session.hpp"
#include "window/main_window.hpp"
#include "window_fixture.hpp"

namespace mancala::ui::test {

namespace {

using Tag = std::pair<std::string, std::string>;

PlayerSetup northComputer(Level level) {
    PlayerSetup players;
    players.kind[index(Side::North)] = PlayerKind::Computer;
    players.level[index(Side::North)] = level;
    return players;
}

} // namespace

class TestPlayers : public QObject, private WindowFixture {
    Q_OBJECT
private:
    // The item of Computer ▸ SIDE Is Played By that stands for `level`, or
    // for a person when there is none.
    QAction* playedBy(Side side, std::optional<Level> level) const {
        auto* menu = window_->findChild<PlayerMenu*>(side == Side::South ? QStringLiteral("southPlayerMenu")
                                                                         : QStringLiteral("northPlayerMenu"));
        const int choice = level ? static_cast<int>(*level) : -1;
        for (QAction* action : menu->actions())
            if (action->isCheckable() && action->data().toInt() == choice)
                return action;
        return nullptr;
    }

    // A legal hole of the side to move.
    Hole aLegalHole() const {
        for (int h = 0; h < session()->rules().holeCount(); ++h)
            if (view()->isLegal(static_cast<Hole>(h)))
                return static_cast<Hole>(h);
        return kNoHole;
    }

private slots:
    void initTestCase() { startInEnglish(); }
    void init() { QVERIFY(startFixture()); }
    void cleanup() { endFixture(); }

    void playerTagsRoundTripAndWrongOnesSayNothing() {
        const PlayerSetup players = northComputer(Level::Advanced);
        const RecordTags tags = withPlayerTags({{"Site", "Lagos"}, {"SouthType", "program"}}, players);
        QCOMPARE(tags,
                 (RecordTags{
                     {"Site", "Lagos"}, {"SouthType", "human"}, {"NorthType", "program"}, {"NorthLevel", "advanced"}}));
        QCOMPARE(playersFromTags(tags), std::optional<PlayerSetup>(players));
        QCOMPARE(withoutPlayerTags(tags), (RecordTags{{"Site", "Lagos"}}));
        QCOMPARE(playersFromTags({{"SouthType", "human"}}), std::nullopt);
        QCOMPARE(playersFromTags({{"SouthType", "human"}, {"NorthType", "robot"}}), std::nullopt);
        QCOMPARE(playersFromTags({{"SouthType", "human"}, {"NorthType", "program"}}), std::nullopt);
        QCOMPARE(playersFromTags({{"SouthType", "human"}, {"NorthType", "program"}, {"NorthLevel", "grandmaster"}}),
                 std::nullopt);
        // A record full of other tags keeps them all, and not the players.
        RecordTags full;
        for (int i = 0; i < kMaxOtherTags - 1; ++i)
            full.emplace_back("Tag" + std::to_string(i), "x");
        QCOMPARE(withPlayerTags(full, players), full);
    }

    void aSavedGameOpensAgainAgainstTheSameOpponents() {
        QVERIFY(openWindow());
        window_->startGame(GameId::Ayoayo, QStringLiteral("Ada"), QString(), northComputer(Level::Beginner));
        QCOMPARE(boardModel()->playedBy(Side::North), QStringLiteral("Computer · Beginner"));
        QCOMPARE(boardModel()->playedBy(Side::South), QString());
        clickHole(aLegalHole());
        QTRY_COMPARE(session()->game().ply(), 2); // the computer answered
        const QString file = path(QStringLiteral("against-beginner.mancala"));
        QVERIFY(files()->saveTo(file));
        const RecordParseResult saved = parseFile(file);
        QVERIFY(saved.ok());
        QCOMPARE(playersFromTags(saved.record.tags), std::optional<PlayerSetup>(northComputer(Level::Beginner)));

        QVERIFY(openWindow());
        window_->startGame(GameId::Tihbat, QString(), QString(), PlayerSetup{});
        QVERIFY(files()->open(file));
        QCOMPARE(session()->players(), northComputer(Level::Beginner));
        QCOMPARE(boardModel()->playedBy(Side::North), QStringLiteral("Computer · Beginner"));
        QVERIFY(playedBy(Side::North, Level::Beginner)->isChecked());
        QVERIFY(!files()->isModified());
        // South to move: the person plays, and the computer answers again.
        QVERIFY(turns()->isPersonToMove());
        clickHole(aLegalHole());
        QTRY_COMPARE(session()->game().ply(), 4);
    }

    void aRecordThatDoesNotSayWhoPlayedKeepsThePlayersInEffect() {
        QVERIFY(openWindow());
        window_->startGame(GameId::DjenonAboure, QString(), QString(), PlayerSetup{});
        const Game start(rulesFor(GameId::DjenonAboure));
        QVERIFY(openGame(GameId::DjenonAboure, {firstSowing(start)}));
        QCOMPARE(session()->players(), PlayerSetup{});
        QVERIFY(!files()->isModified());
        // Handing a side over changes what the file would say.
        playedBy(Side::South, Level::Beginner)->trigger();
        QCOMPARE(session()->players().kind[index(Side::South)], PlayerKind::Computer);
        QVERIFY(files()->isModified());
    }

    void theComputerMenuHandsASideOverAndTakesItBack() {
        QVERIFY(openWindow());
        window_->startGame(GameId::DjenonAboure, QStringLiteral("Ada"), QStringLiteral("Bo"), PlayerSetup{});
        QVERIFY(playedBy(Side::North, std::nullopt)->isChecked());
        clickHole(aLegalHole());
        QCOMPARE(session()->game().ply(), 1);
        QVERIFY(turns()->isPersonToMove()); // Bo, a person, is to move
        playedBy(Side::North, Level::Beginner)->trigger();
        QCOMPARE(boardModel()->playedBy(Side::North), QStringLiteral("Computer · Beginner"));
        QTRY_COMPARE(session()->game().ply(), 2); // the computer played Bo's move
        QVERIFY(turns()->isPersonToMove());       // and Ada is to move

        playedBy(Side::North, std::nullopt)->trigger();
        QVERIFY(!session()->players().anyComputer());
        QCOMPARE(boardModel()->playedBy(Side::North), QString());
        QSignalSpy played(turns(), &TurnController::computerPlayed);
        clickHole(aLegalHole());
        QCOMPARE(session()->game().ply(), 3);
        QVERIFY(turns()->isPersonToMove()); // Bo plays for himself again
        QCOMPARE(played.count(), 0);
    }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestPlayers)
#include "test_players.moc"
