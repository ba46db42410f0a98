// Replay mode without widgets: the session's shown ply (an earlier position
// of the game shown without forgetting the later moves) and the
// ReplayController over it: every navigation action and its boundaries,
// autoplay driven by "the board has shown the step", playing on from the
// middle, and the end of replay mode when the game changes from outside.
#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QtTest>

#include <utility>

#include "session/game_session.hpp"
#include "mancala/notation.hpp"
#include "play/move_list_model.hpp"
#include "session/replay_controller.hpp"
#include "window_fixture.hpp"

namespace mancala::ui::test {

namespace {

// The session shows exactly the ply `k` of `moves`: position, last trace,
// must-pass, and the whole game is still there.
QString shownMismatch(const GameSession& session, const std::vector<Move>& moves, int k) {
    Game expected(session.rules());
    Trace last;
    for (int i = 0; i < k; ++i) {
        last.clear();
        expected.play(moves[static_cast<std::size_t>(i)], &last);
    }
    if (session.shownPly() != k)
        return QStringLiteral("shown ply %1, expected %2").arg(session.shownPly()).arg(k);
    if (session.game().moves() != moves)
        return QStringLiteral("the game lost moves");
    if (!(session.position() == expected.position()))
        return QStringLiteral("position at ply %1").arg(k);
    if (!(session.lastTrace() == last))
        return QStringLiteral("last trace at ply %1").arg(k);
    MoveList legal;
    expected.legalMoves(legal);
    if (session.mustPass() != (legal.size() == 1 && legal[0].isPass()))
        return QStringLiteral("must pass at ply %1").arg(k);
    if (session.showsLatest() != (k == static_cast<int>(moves.size())))
        return QStringLiteral("showsLatest at ply %1").arg(k);
    return {};
}

// A game of 12 to 60 plies, long enough to step around in.
std::vector<Move> gameOf(GameId id) {
    for (unsigned seed = 20260 + 100 * static_cast<unsigned>(id.family());; ++seed) {
        std::vector<Move> moves = randomGame(id, seed, 60);
        if (moves.size() >= 12)
            return moves;
    }
}

} // namespace

class TestReplayController : public QObject {
    Q_OBJECT
private slots:
    void theSessionShowsAnyPlyAndKeepsTheLaterMoves_data() { addGameRows(); }
    void theSessionShowsAnyPlyAndKeepsTheLaterMoves() {
        QFETCH(GameId, game);
        const std::vector<Move> moves = gameOf(game);
        const int n = static_cast<int>(moves.size());
        GameSession session(game);
        MoveListModel list(&session);
        QAbstractItemModelTester tester(&list, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(session.load(game, moves), IllegalReason::None);
        QVERIFY2(shownMismatch(session, moves, n).isEmpty(), qPrintable(shownMismatch(session, moves, n)));

        QSignalSpy appended(&session, &GameSession::moveAppended);
        QSignalSpy replaced(&session, &GameSession::gameReplaced);
        QSignalSpy moves_(&session, &GameSession::movesChanged);
        QSignalSpy shown(&session, &GameSession::shownPlyChanged);
        QSignalSpy rowsRemoved(&list, &QAbstractItemModel::rowsRemoved);
        const auto lastShown = [&] {
            return std::pair{shown.constLast().at(0).toInt(), shown.constLast().at(1).toInt()};
        };
        // Every ply from the start, one forward at a time: each is told as
        // the shown ply going from k - 1 to k (the views animate traceAt(k - 1));
        // the game's moves are unchanged.
        session.showPly(0);
        QCOMPARE(lastShown(), std::pair(n, 0));
        for (int k = 1; k <= n; ++k) {
            session.showPly(k);
            QCOMPARE(lastShown(), std::pair(k - 1, k));
            QVERIFY2(shownMismatch(session, moves, k).isEmpty(), qPrintable(shownMismatch(session, moves, k)));
            QCOMPARE(session.canUndo(), k == n);
        }
        // Backwards and jumps are told the same way; out of range is clamped.
        for (int k : {n - 1, 0, n / 2, n / 2 - 3, n}) {
            const int from = session.shownPly();
            session.showPly(k);
            QCOMPARE(lastShown(), std::pair(from, k));
            QVERIFY2(shownMismatch(session, moves, k).isEmpty(), qPrintable(shownMismatch(session, moves, k)));
        }
        session.showPly(n + 5);
        QCOMPARE(session.shownPly(), n);
        session.showPly(-3);
        QCOMPARE(session.shownPly(), 0);
        QCOMPARE(shown.count(), n + 5 + 2);
        QCOMPARE(appended.count(), 0);
        QCOMPARE(replaced.count(), 0);
        QCOMPARE(moves_.count(), 0);
        QCOMPARE(list.rowCount(), n);
        QCOMPARE(rowsRemoved.count(), 0);
        QVERIFY(!session.canUndo());
        QVERIFY(!session.canRedo());
    }

    void aMoveRefusedInAnEarlierPositionKeepsTheLaterMoves() {
        const std::vector<Move> moves = gameOf(GameId::Ayoayo);
        GameSession session(GameId::Ayoayo);
        session.load(GameId::Ayoayo, moves);
        session.showPly(4);
        const Side mover = session.position().toMove;
        Hole theirs = 0;
        while (session.rules().owner(theirs) == mover)
            ++theirs;
        QCOMPARE(session.play(Move::sow(theirs)), IllegalReason::NotYourHole);
        QVERIFY2(shownMismatch(session, moves, 4).isEmpty(), qPrintable(shownMismatch(session, moves, 4)));
    }

    void playingInAnEarlierPositionDiscardsTheLaterMoves() {
        const std::vector<Move> moves = gameOf(GameId::BaoLaKimasai);
        GameSession session(GameId::BaoLaKimasai);
        MoveListModel list(&session);
        QAbstractItemModelTester tester(&list, QAbstractItemModelTester::FailureReportingMode::QtTest);
        session.load(GameId::BaoLaKimasai, moves);
        session.showPly(6);
        const Position before = session.position();
        MoveList legal;
        session.rules().legalMoves(before, legal);
        const Move other = legal[legal.size() - 1];
        QSignalSpy played(&session, &GameSession::moveAppended);
        QCOMPARE(session.play(other), IllegalReason::None);
        QCOMPARE(played.count(), 1);
        QCOMPARE(played.at(0).at(0).value<Position>(), before);
        std::vector<Move> expected(moves.begin(), moves.begin() + 6);
        expected.push_back(other);
        QCOMPARE(session.game().moves(), expected);
        QVERIFY(session.showsLatest());
        QCOMPARE(list.rowCount(), 7);
        QCOMPARE(list.index(6).data(MoveListModel::NotationRole).toString(),
                 QString::fromStdString(formatMove(session.rules(), other)));
    }

    void aRecordThatIsNotAGameLoadsNothing() {
        GameSession session(GameId::Tihbat);
        const std::vector<Move> before = gameOf(GameId::Tihbat);
        session.load(GameId::Tihbat, before);
        QSignalSpy resets(&session, &GameSession::gameReplaced);
        // Djenon-aboure: after b1, b1 is South's, not North's.
        QCOMPARE(session.load(GameId::DjenonAboure, {Move::sow(2), Move::sow(2)}), IllegalReason::NotYourHole);
        QCOMPARE(session.rules().id(), GameId::Tihbat);
        QCOMPARE(session.game().moves(), before);
        QCOMPARE(resets.count(), 0);
    }

    void navigationStepsAndStopsAtBothEnds_data() { addGameRows(); }
    void navigationStepsAndStopsAtBothEnds() {
        QFETCH(GameId, game);
        const std::vector<Move> moves = gameOf(game);
        const int n = static_cast<int>(moves.size());
        GameSession session(game);
        session.load(game, moves);
        ReplayController replay(&session);
        QSignalSpy changed(&replay, &ReplayController::changed);
        QVERIFY(!replay.isActive());
        QCOMPARE(replay.plyCount(), n);

        replay.start();
        QVERIFY(replay.isActive());
        QCOMPARE(replay.ply(), 0);
        QCOMPARE(replay.ply(), 0);
        QVERIFY(changed.count() > 0);
        replay.previous(); // at the start: nothing
        replay.first();
        QCOMPARE(replay.ply(), 0);
        for (int k = 1; k <= n; ++k) {
            changed.clear();
            replay.next();
            QCOMPARE(replay.ply(), k);
            QVERIFY(changed.count() > 0);
            QVERIFY2(shownMismatch(session, moves, k).isEmpty(), qPrintable(shownMismatch(session, moves, k)));
        }
        QVERIFY(replay.atEnd());
        replay.next(); // at the end: nothing
        replay.last();
        QCOMPARE(replay.ply(), n);
        for (int k = n - 1; k >= 0; --k) {
            replay.previous();
            QVERIFY2(shownMismatch(session, moves, k).isEmpty(), qPrintable(shownMismatch(session, moves, k)));
        }
        replay.last();
        QCOMPARE(replay.ply(), n);
        replay.first();
        QCOMPARE(replay.ply(), 0);
        replay.goTo(n / 2);
        QVERIFY2(shownMismatch(session, moves, n / 2).isEmpty(), qPrintable(shownMismatch(session, moves, n / 2)));
        replay.goTo(n + 100);
        QCOMPARE(replay.ply(), n);
        replay.goTo(-1);
        QCOMPARE(replay.ply(), 0);
        QVERIFY(replay.isActive());

        replay.stop();
        QVERIFY(!replay.isActive());
        QVERIFY(session.showsLatest());
        QCOMPARE(session.game().moves(), moves);
    }

    void goingToAPlyEntersReplayMode() {
        const std::vector<Move> moves = gameOf(GameId::Ayoayo);
        GameSession session(GameId::Ayoayo);
        session.load(GameId::Ayoayo, moves);
        ReplayController replay(&session);
        replay.goTo(3);
        QVERIFY(replay.isActive());
        QCOMPARE(replay.ply(), 3);
    }

    void autoplayStepsOnceTheBoardHasShownEachMove() {
        const std::vector<Move> moves = gameOf(GameId::DjenonAboure);
        const int n = static_cast<int>(moves.size());
        GameSession session(GameId::DjenonAboure);
        session.load(GameId::DjenonAboure, moves);
        ReplayController replay(&session);
        replay.setAutoplayPause(0);
        replay.start(n - 8);
        QSignalSpy played(&session, &GameSession::shownPlyChanged);

        // Without the board saying it has shown the step, autoplay waits.
        replay.setAutoplay(true);
        QVERIFY(replay.isAutoplaying());
        QCOMPARE(replay.ply(), n - 7);
        QTest::qWait(50);
        QCOMPARE(replay.ply(), n - 7);
        // A board that shows each move at once.
        connect(&session, &GameSession::shownPlyChanged, &replay, &ReplayController::stepShown, Qt::QueuedConnection);
        replay.stepShown();
        QTRY_VERIFY(!replay.isAutoplaying());
        QCOMPARE(replay.ply(), n);
        QCOMPARE(played.count(), 8); // every step forward animates
        QVERIFY(replay.isActive());

        // From the end, autoplay starts again from the beginning.
        played.clear();
        replay.setAutoplay(true);
        QCOMPARE(replay.ply(), 0);
        QTRY_VERIFY(replay.ply() >= 3);
        // A step by hand stops it.
        replay.previous();
        QVERIFY(!replay.isAutoplaying());
        const int here = replay.ply();
        QTest::qWait(50);
        QCOMPARE(replay.ply(), here);
    }

    void autoplayWaitsItsPauseBetweenMoves() {
        GameSession session(GameId::Tihbat);
        session.load(GameId::Tihbat, gameOf(GameId::Tihbat));
        ReplayController replay(&session);
        replay.setAutoplayPause(200);
        replay.start(0);
        replay.setAutoplay(true);
        QCOMPARE(replay.ply(), 1);
        replay.stepShown();
        QTest::qWait(60);
        QCOMPARE(replay.ply(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(replay.ply(), 2, 2000);
        replay.setAutoplay(false);
        replay.stepShown(); // not autoplaying: nothing
        QTest::qWait(250);
        QCOMPARE(replay.ply(), 2);
    }

    void playingOnFromTheMiddleDiscardsTheLaterMoves_data() { addGameRows(); }
    void playingOnFromTheMiddleDiscardsTheLaterMoves() {
        QFETCH(GameId, game);
        const std::vector<Move> moves = gameOf(game);
        const int k = static_cast<int>(moves.size()) / 2;
        GameSession session(game);
        session.load(game, moves);
        ReplayController replay(&session);
        replay.goTo(k);
        const Position here = session.position();
        QVERIFY(replay.canResume());
        replay.resume();
        QVERIFY(!replay.isActive());
        QVERIFY(session.showsLatest());
        QCOMPARE(session.game().ply(), k);
        QCOMPARE(session.position(), here);
        QCOMPARE(session.game().moves(), std::vector<Move>(moves.begin(), moves.begin() + k));
        // The game goes on from there.
        MoveList legal;
        session.game().legalMoves(legal);
        QCOMPARE(session.play(legal[0]), IllegalReason::None);
        QCOMPARE(session.game().ply(), k + 1);
    }

    void aFinishedGameCannotBePlayedOnFromItsEnd() {
        const std::vector<Move> moves = randomGame(GameId::Tihbat, 5);
        GameSession session(GameId::Tihbat);
        session.load(GameId::Tihbat, moves);
        QVERIFY(session.game().over());
        ReplayController replay(&session);
        replay.start(static_cast<int>(moves.size()));
        QVERIFY(!replay.canResume());
        replay.resume();
        QVERIFY(replay.isActive());
        QCOMPARE(session.game().moves(), moves);
    }

    void replayModeEndsWhenTheGameChangesFromOutside() {
        const std::vector<Move> moves = gameOf(GameId::Ayoayo);
        GameSession session(GameId::Ayoayo);
        session.load(GameId::Ayoayo, moves);
        ReplayController replay(&session);

        // A move played from the position shown.
        replay.goTo(5);
        MoveList legal;
        session.rules().legalMoves(session.position(), legal);
        session.play(legal[0]);
        QVERIFY(!replay.isActive());
        QCOMPARE(replay.plyCount(), 6);

        // A new game, and a game loaded in its place.
        replay.start(2);
        session.restart();
        QVERIFY(!replay.isActive());
        QCOMPARE(replay.plyCount(), 0);
        session.load(GameId::Ayoayo, moves);
        replay.start(1);
        replay.setAutoplay(true);
        session.load(GameId::Ayoayo, moves);
        QVERIFY(!replay.isActive());
        QVERIFY(!replay.isAutoplaying());
        QVERIFY(session.showsLatest());
    }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestReplayController)
#include "test_replay_controller.moc"
