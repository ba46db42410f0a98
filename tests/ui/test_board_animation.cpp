// The board view's move animation, played from the core's trace: it ends,
// can be cut short (a click, a key, finishAnimation, a reset, Instant speed),
// blocks input, queues the moves played meanwhile, replays the trace exactly
// step by step, and keeps long relays watchable; pictures of the middle of an
// animation go to board_view_pictures/ next to the test's executable.
#include <QApplication>
#include <QSignalSpy>
#include <QVariantAnimation>
#include <QtTest>

#include <random>

#include "board/board_animation.hpp"
#include "board/board_model.hpp"
#include "board/board_view.hpp"
#include "session/game_session.hpp"
#include "mancala/notation.hpp"
#include "i18n/translations.hpp"
#include "window_fixture.hpp"

namespace mancala::ui::test {

namespace {

// The time of the steps that keep their length however long the move is.
int fixedPart(const MoveAnimation& animation) {
    int fixed = 0;
    for (const AnimationStep& s : animation.steps())
        if (s.kind == StepKind::Capture || s.kind == StepKind::Allot || s.kind == StepKind::Slide ||
            s.kind == StepKind::Pass)
            fixed += s.duration;
    return fixed;
}

} // namespace

class TestBoardAnimation : public QObject {
    Q_OBJECT

private slots:
    void animationReplaysTheMove_data() { addGameRows(); }
    void animationReplaysTheMove() {
        QFETCH(GameId, game);
        Board b(game);
        b.view.setAnimationSpeed(AnimationSpeed::Instant);
        playRandomMoves(b.session, 11, 6);
        QVERIFY(!b.session.game().over());
        QVERIFY(!b.view.isAnimating());
        b.view.setAnimationSpeed(AnimationSpeed::Normal);
        const Position before = b.session.position();
        QSignalSpy finished(&b.view, &BoardView::animationFinished);
        const Move m = firstSowing(b.session.game());
        QVERIFY(!m.isPass());
        QTest::mouseClick(&b.view, Qt::LeftButton, {}, b.view.holeRect(m.from).center());
        QCOMPARE(b.session.game().ply(), 7);
        QVERIFY(b.view.isAnimating());
        // The animation starts from the position before the move...
        QString mismatch = shownMismatch(b.view, b.session.rules(), before);
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
        // ...goes through it (the picture is taken at 45%, on a paused clock
        // so that a busy machine cannot miss the moment)...
        QVERIFY(pauseAt(b.view, 0.45));
        QVERIFY(b.view.isAnimating());
        QVERIFY(BoardViewState::animationProgress(b.view) >= 0.44 && BoardViewState::animationProgress(b.view) <= 0.46);
        savePicture(b.view, gameTag(game) + QStringLiteral("-2-mid-animation"));
        b.view.findChild<QVariantAnimation*>(QStringLiteral("boardClock"))->resume();
        // ...and ends on the position after it, with one finished signal.
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.count(), 1);
        QVERIFY(!b.view.isAnimating());
        mismatch = shownMismatch(b.view, b.session.rules(), b.session.position());
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
        // Nothing runs once the board is at rest.
        for (const QVariantAnimation* clock : b.view.findChildren<QVariantAnimation*>())
            QCOMPARE(clock->state(), QAbstractAnimation::Stopped);
        savePicture(b.view, gameTag(game) + QStringLiteral("-3-after-move"));
    }

    void clickDuringAnimationFinishesIt_data() { addGameRows(); }
    void clickDuringAnimationFinishesIt() {
        QFETCH(GameId, game);
        Board b(game);
        b.view.setAnimationSpeed(AnimationSpeed::Slow);
        QSignalSpy activated(&b.view, &BoardView::holeActivated);
        QSignalSpy finished(&b.view, &BoardView::animationFinished);
        b.session.play(firstSowing(b.session.game()));
        QVERIFY(b.view.isAnimating());
        // Board input is blocked: the click ends the animation and plays nothing.
        MoveList replies;
        b.session.game().legalMoves(replies);
        const Hole reply = replies[0].isPass() ? Hole{0} : replies[0].from;
        QTest::mouseClick(&b.view, Qt::LeftButton, {}, b.view.holeRect(reply).center());
        QVERIFY(!b.view.isAnimating());
        QCOMPARE(finished.count(), 1); // direct from finishAnimation()
        QCOMPARE(activated.count(), 0);
        QCOMPARE(b.session.game().ply(), 1);
        const QString mismatch = shownMismatch(b.view, b.session.rules(), b.session.position());
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
        // Once at rest, the same click plays.
        if (!replies[0].isPass()) {
            QTest::mouseClick(&b.view, Qt::LeftButton, {}, b.view.holeRect(reply).center());
            QCOMPARE(activated.count(), 1);
            QCOMPARE(b.session.game().ply(), 2);
        }
    }

    void keysFinishTheAnimation() {
        for (Qt::Key key : {Qt::Key_Escape, Qt::Key_Return, Qt::Key_Space}) {
            Board b(GameId::Ayoayo);
            b.view.setAnimationSpeed(AnimationSpeed::Slow);
            QSignalSpy activated(&b.view, &BoardView::holeActivated);
            QSignalSpy finished(&b.view, &BoardView::animationFinished);
            b.session.play(firstSowing(b.session.game()));
            QVERIFY(b.view.isAnimating());
            QTest::keyClick(&b.view, key);
            QVERIFY(!b.view.isAnimating());
            QCOMPARE(finished.count(), 1);
            QCOMPARE(activated.count(), 0);
            QCOMPARE(b.session.game().ply(), 1);
        }
    }

    // The view reads its model alone: it animates the model's last move
    // (BoardModel::moveShown, from positionBefore() by lastTrace()) — a move
    // played, a replay step forward — and shows any other position at once.
    void theViewAnimatesTheModelsLastMoveOnly_data() { addGameRows(); }
    void theViewAnimatesTheModelsLastMoveOnly() {
        QFETCH(GameId, game);
        Board b(game);
        const Rules& rules = b.session.rules();
        b.view.setAnimationSpeed(AnimationSpeed::Instant);
        playRandomMoves(b.session, 5, 3);
        b.view.setAnimationSpeed(AnimationSpeed::Slow);
        QSignalSpy shown(&b.model, &BoardModel::moveShown);
        QSignalSpy replaced(&b.model, &BoardModel::positionReplaced);
        // The view animates the model's last move, from the position before it, to the model's position.
        const auto animatesTheModelsMove = [&](int ply) {
            QVERIFY(b.view.isAnimating());
            QCOMPARE(b.model.positionBefore(), b.session.game().positionAt(ply - 1));
            QCOMPARE(b.model.lastTrace(), b.session.traceAt(ply - 1));
            QString mismatch = shownMismatch(b.view, rules, b.model.positionBefore());
            QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
            b.view.finishAnimation();
            mismatch = shownMismatch(b.view, rules, b.model.position());
            QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
        };
        const auto showsAtOnce = [&](int ply) {
            QVERIFY(!b.view.isAnimating());
            QCOMPARE(b.model.position(), b.session.game().positionAt(ply));
            const QString mismatch = shownMismatch(b.view, rules, b.model.position());
            QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
        };

        b.session.play(firstSowing(b.session.game()));
        QCOMPARE(shown.count(), 1);
        animatesTheModelsMove(4);
        b.session.showPly(2);
        QCOMPARE(replaced.count(), 1);
        showsAtOnce(2);
        b.session.showPly(3);
        QCOMPARE(shown.count(), 2);
        animatesTheModelsMove(3);
        b.session.showPly(1);
        b.session.showPly(4);
        QCOMPARE(replaced.count(), 3);
        showsAtOnce(4);
        b.session.undo();
        QCOMPARE(replaced.count(), 4);
        showsAtOnce(3);
        b.session.setPlayerNames(QStringLiteral("Ada"), QStringLiteral("Bo"));
        QCOMPARE(shown.count(), 2);
        QCOMPARE(replaced.count(), 4);
        QVERIFY(!b.view.isAnimating());
    }

    void finishAnimationJumpsToTheEnd_data() { addGameRows(); }
    void finishAnimationJumpsToTheEnd() {
        QFETCH(GameId, game);
        Board b(game);
        b.view.setAnimationSpeed(AnimationSpeed::Normal);
        QSignalSpy finished(&b.view, &BoardView::animationFinished);
        b.session.play(firstSowing(b.session.game()));
        QVERIFY(QTest::qWaitFor([&] { return BoardViewState::animationProgress(b.view) > 0.2; }, 20000));
        b.view.finishAnimation();
        QVERIFY(!b.view.isAnimating());
        QCOMPARE(BoardViewState::animationProgress(b.view), 1.0);
        QCOMPARE(finished.count(), 1);
        const QString mismatch = shownMismatch(b.view, b.session.rules(), b.session.position());
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
        b.view.finishAnimation(); // idle: nothing happens
        QCOMPARE(finished.count(), 1);
        QTest::qWait(50);
        QCOMPARE(finished.count(), 1);
    }

    void movesPlayedDuringAnimationAreQueued() {
        Board b(GameId::DjenonAboure);
        b.view.setAnimationSpeed(AnimationSpeed::Fast);
        QSignalSpy finished(&b.view, &BoardView::animationFinished);
        b.session.play(firstSowing(b.session.game()));
        b.session.play(firstSowing(b.session.game()));
        QCOMPARE(b.session.game().ply(), 2);
        QVERIFY(b.view.isAnimating());
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.count(), 1);
        QVERIFY(!b.view.isAnimating());
        const QString mismatch = shownMismatch(b.view, b.session.rules(), b.session.position());
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    }

    void resetStopsTheAnimation() {
        Board b(GameId::Tihbat);
        b.view.setAnimationSpeed(AnimationSpeed::Slow);
        QSignalSpy finished(&b.view, &BoardView::animationFinished);
        const Position start = b.session.position();
        b.session.play(firstSowing(b.session.game()));
        QVERIFY(b.view.isAnimating());
        b.session.undo();
        QVERIFY(!b.view.isAnimating());
        QString mismatch = shownMismatch(b.view, b.session.rules(), start);
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
        // GameSession::aboutToChange finished the animation before the undo:
        // the view came to rest once, and says so once.
        QCOMPARE(finished.count(), 1);
        QCoreApplication::sendPostedEvents();
        QCOMPARE(finished.count(), 1);
        // A new game of another kind: the board takes the new shape.
        b.session.play(firstSowing(b.session.game()));
        b.session.newGame(GameId::BaoLaKimasai);
        QVERIFY(!b.view.isAnimating());
        QCOMPARE(b.view.holeCount(), 48);
        QVERIFY(b.view.rect().contains(b.view.holeRect(47)));
        mismatch = shownMismatch(b.view, b.session.rules(), b.session.position());
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    }

    void instantSpeedCutsARunningAnimation() {
        Board b(GameId::DjenonAboure);
        b.view.setAnimationSpeed(AnimationSpeed::Normal);
        QSignalSpy finished(&b.view, &BoardView::animationFinished);
        b.session.play(firstSowing(b.session.game()));
        QVERIFY(b.view.isAnimating());
        b.view.setAnimationSpeed(AnimationSpeed::Instant);
        QVERIFY(!b.view.isAnimating());
        QCOMPARE(finished.count(), 1);
        QCOMPARE(b.view.animationSpeed(), AnimationSpeed::Instant);
    }

    void timelineReplaysTheTrace_data() { addGameRows(); }
    void timelineReplaysTheTrace() {
        QFETCH(GameId, game);
        GameSession session(game);
        const bool stones = game == GameId::BaoLaKimasai;
        std::mt19937 rng(2024);
        int checked = 0;
        for (int round = 0; round < 6; ++round) {
            session.newGame(game);
            while (!session.game().over()) {
                const Position before = session.position();
                session.play(randomLegalMove(session.game(), rng));
                const Position& after = session.position();
                MoveAnimation animation(before, session.lastTrace(), kNormalTimings, stones);
                // Half way, nothing is lost: resting seeds + the hand + what flies add up.
                animation.seek(animation.duration() / 2);
                // At the end everything rests where the move put it.
                animation.finish();
                QVERIFY(animation.done());
                QCOMPARE(animation.handCount(), 0);
                QCOMPARE(animation.resting().board, after.board);
                QCOMPARE(animation.resting().totals, after.totals);
                // Going back starts again from the position before the move.
                animation.seek(0);
                QCOMPARE(animation.resting().board, before.board);
                QCOMPARE(animation.resting().totals, before.totals);
                QVERIFY(animation.duration() <= kNormalTimings.budget + fixedPart(animation));
                ++checked;
            }
        }
        QVERIFY(checked > 20);
    }

    void timelineStepsFollowTheTrace() {
        // A Djenon-aboure lap from a1 (4 seeds): the first seed falls back into a1.
        Position before = rulesFor(GameId::DjenonAboure).initial();
        Trace trace{
            {EventKind::PickUp, 0, 4, Side::South, EndReason::None, Winner::None},
            {EventKind::Drop, 0, 0, Side::South, EndReason::None, Winner::None},
            {EventKind::Drop, 2, 0, Side::South, EndReason::None, Winner::None},
            {EventKind::Skip, 4, 0, Side::South, EndReason::None, Winner::None},
            {EventKind::Drop, 6, 0, Side::South, EndReason::None, Winner::None},
            {EventKind::Drop, 8, 0, Side::South, EndReason::None, Winner::None},
            {EventKind::Capture, 8, 5, Side::South, EndReason::None, Winner::None},
        };
        MoveAnimation a(before, trace, kNormalTimings, false);
        QCOMPARE(a.steps().size(), std::size_t{7});
        QCOMPARE(a.steps()[0].kind, StepKind::Lift);
        QCOMPARE(a.steps()[1].kind, StepKind::Drop);
        QCOMPARE(a.steps()[1].from, Hole{0});
        QCOMPARE(a.steps()[3].kind, StepKind::Skip);
        QCOMPARE(a.steps()[4].from, Hole{4}); // the hand passed over the skipped hole
        QCOMPARE(a.duration(),
                 kNormalTimings.lift + 4 * kNormalTimings.drop + kNormalTimings.skip + kNormalTimings.captureFlight);
        // During the lift the pile has left a1 and nothing is in the hand yet.
        a.seek(kNormalTimings.lift / 2);
        QCOMPARE(a.current()->kind, StepKind::Lift);
        QCOMPARE(int{a.resting().board[0]}, 0);
        QCOMPARE(a.handCount(), 0);
        // After the first drop: a1 holds one seed again, three are in the hand.
        a.seek(kNormalTimings.lift + kNormalTimings.drop);
        QCOMPARE(int{a.resting().board[0]}, 1);
        QCOMPARE(a.handCount(), 3);
        QCOMPARE(a.handHole(), Hole{0});
        // The captured seeds are in flight: in neither the hole nor the total.
        a.seek(a.duration() - 1);
        QCOMPARE(a.current()->kind, StepKind::Capture);
        QCOMPARE(int{a.resting().board[8]}, 0);
        QCOMPARE(int{a.resting().totals[0]}, 0);
        a.finish();
        QCOMPARE(int{a.resting().totals[0]}, 5);
        QVERIFY(a.current() == nullptr);

        // Bao la Kimasai: a stone's pick-up and drop are one slide.
        const Trace step{
            {EventKind::PickUp, 0, 1, Side::South, EndReason::None, Winner::None},
            {EventKind::Drop, 1, 0, Side::South, EndReason::None, Winner::None},
        };
        MoveAnimation slide(rulesFor(GameId::BaoLaKimasai).initial(), step, kNormalTimings, true);
        QCOMPARE(slide.steps().size(), std::size_t{1});
        QCOMPARE(slide.steps()[0].kind, StepKind::Slide);
        QCOMPARE(slide.steps()[0].from, Hole{0});
        QCOMPARE(slide.steps()[0].hole, Hole{1});
        QCOMPARE(slide.duration(), kNormalTimings.stoneSlide);
    }

    void longRelaysStayWatchable() {
        // 600 drops in 50 laps (each lap sows hole 0 back into itself, which
        // the timeline does not mind): far over budget at full length.
        Position before{};
        before.board[0] = 12;
        Trace trace;
        for (int lap = 0; lap < 50; ++lap) {
            if (lap > 0)
                trace.push_back({EventKind::Lap, 0, 0, Side::South, EndReason::None, Winner::None});
            trace.push_back({EventKind::PickUp, 0, 12, Side::South, EndReason::None, Winner::None});
            for (int i = 0; i < 12; ++i)
                trace.push_back({EventKind::Drop, 0, 0, Side::South, EndReason::None, Winner::None});
        }
        for (AnimationSpeed speed : {AnimationSpeed::Fast, AnimationSpeed::Normal, AnimationSpeed::Slow}) {
            const AnimationTimings& t = timingsFor(speed);
            MoveAnimation a(before, trace, t, false);
            QVERIFY(a.duration() <= t.budget);
            QVERIFY(a.duration() >= t.budget * 9 / 10);
            for (const AnimationStep& s : a.steps())
                QVERIFY(s.duration >= 1);
            a.finish();
            QCOMPARE(int{a.resting().board[0]}, 12);
        }
        MoveAnimation none(before, trace, kInstantTimings, false);
        QCOMPARE(none.duration(), 0);
    }
};

} // namespace mancala::ui::test

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    mancala::ui::installTranslators(app);
    mancala::ui::test::TestBoardAnimation test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_board_animation.moc"
