// The painted board of every game: where the holes are at any size (never
// mirrored), mouse and keyboard input, the move animation played from the
// core's trace (it ends, can be cut short, blocks input, replays the trace
// exactly, keeps long relays watchable) and pictures of the start, the middle
// of an animation and the end of a game, saved as PNG files in the build tree
// (board_view_pictures/ next to this test's executable) for people to look at.
#include <QAccessible>
#include <QApplication>
#include <QDir>
#include <QHBoxLayout>
#include <QSignalSpy>
#include <QVariantAnimation>
#include <QtTest>

#include <memory>
#include <random>

#include "board/board_animation.hpp"
#include "board/board_model.hpp"
#include "board/board_view.hpp"
#include "session/game_session.hpp"
#include "mancala/notation.hpp"
#include "i18n/translations.hpp"
#include "ui_test_support.hpp"

Q_DECLARE_METATYPE(mancala::GameId)

namespace mancala::ui::test {

namespace {

// A session, its model and a shown board view; a click on a hole plays it, as
// in the main window.
struct Board {
    explicit Board(GameId game, QSize size = {900, 560}) : session(game), model(&session), view(&model, &session) {
        QObject::connect(&view, &BoardView::holeActivated, &session,
                         [this](Hole h) { session.play(session.rules().moveFrom(h)); });
        view.resize(size);
        view.show();
    }
    GameSession session;
    BoardModel model;
    BoardView view;
};

QString picturePath(const QString& name) {
    const QString dir = QCoreApplication::applicationDirPath() + QStringLiteral("/board_view_pictures");
    QDir().mkpath(dir);
    return dir + QLatin1Char('/') + name + QStringLiteral(".png");
}

QString gameTag(GameId game) {
    return QString::fromUtf8(gameIdString(game));
}

void savePicture(BoardView& view, const QString& name) {
    const QPixmap picture = view.grab();
    QVERIFY(!picture.isNull());
    QVERIFY2(picture.save(picturePath(name)), qPrintable(picturePath(name)));
}

// The board the view shows now differs from `pos` (holes and totals), as text.
QString shownMismatch(const BoardView& view, const Rules& rules, const Position& pos) {
    for (int h = 0; h < rules.holeCount(); ++h)
        if (view.shownSeeds(static_cast<Hole>(h)) != pos.board[h])
            return QStringLiteral("%1: shows %2, expected %3")
                .arg(QString::fromStdString(holeName(rules, static_cast<Hole>(h))))
                .arg(view.shownSeeds(static_cast<Hole>(h)))
                .arg(pos.board[h]);
    for (Side side : {Side::South, Side::North})
        if (view.shownTotal(side) != pos.totals[index(side)])
            return QStringLiteral("total of side %1: shows %2, expected %3")
                .arg(index(side))
                .arg(view.shownTotal(side))
                .arg(pos.totals[index(side)]);
    return {};
}

// The first legal move that is not a pass (every start position has one).
Move firstSowing(const Game& game) {
    MoveList moves;
    game.legalMoves(moves);
    for (Move m : moves)
        if (!m.isPass())
            return m;
    return Move::pass();
}

// Plays random moves (fixed seed) until `plies` were played or the game is over.
void playRandom(GameSession& session, int plies, unsigned seed) {
    std::mt19937 rng(seed);
    for (int i = 0; i < plies && !session.game().over(); ++i)
        session.play(randomLegalMove(session.game(), rng));
}

// Holds the running animation at `fraction` of the move (its clock paused).
bool pauseAt(BoardView& view, double fraction) {
    auto* clock = view.findChild<QVariantAnimation*>(QStringLiteral("boardClock"));
    if (clock == nullptr || clock->state() != QAbstractAnimation::Running)
        return false;
    clock->pause();
    clock->setCurrentTime(static_cast<int>(clock->duration() * fraction));
    return true;
}

void addGameRows() {
    QTest::addColumn<GameId>("game");
    for (GameId game : kAllGames)
        QTest::newRow(gameIdString(game).data()) << game;
}

int fixedPart(const MoveAnimation& animation) {
    int fixed = 0;
    for (const AnimationStep& s : animation.steps())
        if (s.kind == StepKind::Capture || s.kind == StepKind::Allot || s.kind == StepKind::Slide ||
            s.kind == StepKind::Pass)
            fixed += s.duration;
    return fixed;
}

} // namespace

class TestBoardView : public QObject {
    Q_OBJECT

private slots:
    void holesFitAndNeverOverlap_data() {
        QTest::addColumn<GameId>("game");
        QTest::addColumn<QSize>("size");
        for (GameId game : kAllGames)
            for (QSize size : {QSize(320, 220), QSize(900, 560), QSize(1800, 1100), QSize(500, 900)})
                QTest::addRow("%s %dx%d", gameIdString(game).data(), size.width(), size.height()) << game << size;
    }
    void holesFitAndNeverOverlap() {
        QFETCH(GameId, game);
        QFETCH(QSize, size);
        Board b(game, size);
        const QRect all = b.view.rect();
        const int n = b.session.rules().holeCount();
        for (int h = 0; h < n; ++h) {
            const QRect r = b.view.holeRect(static_cast<Hole>(h));
            QVERIFY(!r.isEmpty());
            QVERIFY2(all.contains(r), qPrintable(QStringLiteral("hole %1 outside").arg(h)));
            QCOMPARE(b.view.holeAt(r.center()), static_cast<Hole>(h));
            for (int k = h + 1; k < n; ++k)
                QVERIFY(!r.intersects(b.view.holeRect(static_cast<Hole>(k)).adjusted(1, 1, -1, -1)));
        }
        for (Side side : {Side::South, Side::North})
            QVERIFY(all.contains(b.view.totalRect(side)));
        // South's tray or store is nearer South (lower on the screen) than North's.
        QVERIFY(b.view.totalRect(Side::South).center().y() >= b.view.totalRect(Side::North).center().y());
        QCOMPARE(b.view.holeAt(QPointF(1, 1)), kNoHole);
        if (size == QSize(320, 220) || size == QSize(1800, 1100))
            savePicture(b.view, QStringLiteral("%1-size-%2x%3").arg(gameTag(game)).arg(size.width()).arg(size.height()));
    }

    void boardLayoutFollowsTheRules_data() { addGameRows(); }
    void boardLayoutFollowsTheRules() {
        QFETCH(GameId, game);
        Board b(game);
        const Rules& rules = b.session.rules();
        // a1 at South's left on the bottom row; columns run left to right, rows upwards.
        for (int h = 0; h < rules.holeCount(); ++h) {
            const auto hole = static_cast<Hole>(h);
            const QPoint c = b.view.holeRect(hole).center();
            if (rules.colOf(hole) > 0)
                QVERIFY(c.x() > b.view.holeRect(rules.hole(rules.rowOf(hole), rules.colOf(hole) - 1)).center().x());
            if (rules.rowOf(hole) > 0)
                QVERIFY(c.y() < b.view.holeRect(rules.hole(rules.rowOf(hole) - 1, rules.colOf(hole))).center().y());
        }
        if (rules.hasStores()) {
            // Ayoayo: South's store on the right, North's on the left.
            QVERIFY(b.view.totalRect(Side::South).left() > b.view.holeRect(rules.hole(0, rules.cols() - 1)).right());
            QVERIFY(b.view.totalRect(Side::North).right() < b.view.holeRect(rules.hole(0, 0)).left());
        } else {
            // Trays: South's below the board, North's above.
            QVERIFY(b.view.totalRect(Side::South).top() > b.view.holeRect(rules.hole(0, 0)).bottom());
            QVERIFY(b.view.totalRect(Side::North).bottom() < b.view.holeRect(rules.hole(rules.rows() - 1, 0)).top());
        }
        if (rules.rows() == 4) {
            // The split between South's two rows and North's is wider than between rows of one side.
            const int inSouth = b.view.holeRect(rules.hole(0, 0)).top() - b.view.holeRect(rules.hole(1, 0)).bottom();
            const int between = b.view.holeRect(rules.hole(1, 0)).top() - b.view.holeRect(rules.hole(2, 0)).bottom();
            QVERIFY(between > inSouth);
        }
        savePicture(b.view, gameTag(game) + QStringLiteral("-1-start"));
    }

    void clickPlaysTheHole_data() { addGameRows(); }
    void clickPlaysTheHole() {
        QFETCH(GameId, game);
        Board b(game);
        b.view.setAnimationSpeed(AnimationSpeed::Instant);
        QSignalSpy activated(&b.view, &BoardView::holeActivated);
        QSignalSpy finished(&b.view, &BoardView::animationFinished);
        const Move m = firstSowing(b.session.game());
        Position expected = b.session.position();
        b.session.rules().apply(expected, m, nullptr);
        QTest::mouseClick(&b.view, Qt::LeftButton, {}, b.view.holeRect(m.from).center());
        QCOMPARE(activated.count(), 1);
        QCOMPARE(activated.at(0).at(0).value<Hole>(), m.from);
        QCOMPARE(b.session.game().ply(), 1);
        QCOMPARE(b.session.position(), expected);
        QVERIFY(!b.view.isAnimating());
        // Instant: the finished signal is queued, the final position shown at once.
        QCOMPARE(finished.count(), 0);
        QVERIFY(finished.wait(1000));
        QCOMPARE(finished.count(), 1);
        const QString mismatch = shownMismatch(b.view, b.session.rules(), b.session.position());
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    }

    void clickOutsideTheHolesDoesNothing() {
        Board b(GameId::DjenonAboure);
        QSignalSpy activated(&b.view, &BoardView::holeActivated);
        QTest::mouseClick(&b.view, Qt::LeftButton, {}, QPoint(2, 2));
        const QRect a1 = b.view.holeRect(0);
        const QRect b1 = b.view.holeRect(2);
        QTest::mouseClick(&b.view, Qt::LeftButton, {}, QPoint((a1.right() + b1.left()) / 2, a1.top() - 2));
        QCOMPARE(activated.count(), 0);
        QCOMPARE(b.session.game().ply(), 0);
    }

    void animationReplaysTheMove_data() { addGameRows(); }
    void animationReplaysTheMove() {
        QFETCH(GameId, game);
        Board b(game);
        b.view.setAnimationSpeed(AnimationSpeed::Instant);
        playRandom(b.session, 6, 11);
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
        QVERIFY(b.view.animationProgress() >= 0.44 && b.view.animationProgress() <= 0.46);
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

    void finishAnimationJumpsToTheEnd_data() { addGameRows(); }
    void finishAnimationJumpsToTheEnd() {
        QFETCH(GameId, game);
        Board b(game);
        b.view.setAnimationSpeed(AnimationSpeed::Normal);
        QSignalSpy finished(&b.view, &BoardView::animationFinished);
        b.session.play(firstSowing(b.session.game()));
        QVERIFY(QTest::qWaitFor([&] { return b.view.animationProgress() > 0.2; }, 20000));
        b.view.finishAnimation();
        QVERIFY(!b.view.isAnimating());
        QCOMPARE(b.view.animationProgress(), 1.0);
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
        QCOMPARE(a.duration(), kNormalTimings.lift + 4 * kNormalTimings.drop + kNormalTimings.skip +
                                   kNormalTimings.captureFlight);
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

    void hoverNamesTheHole() {
        Board b(GameId::DjenonAboure);
        QVERIFY(QTest::qWaitForWindowExposed(&b.view));
        QSignalSpy hovered(&b.view, &BoardView::holeHovered);
        const Hole c1 = 4;
        QTest::mouseMove(&b.view, b.view.holeRect(c1).center());
        QTRY_VERIFY(!hovered.isEmpty());
        QCOMPARE(hovered.last().at(0).value<Hole>(), c1);
        QCOMPARE(b.view.hoveredHole(), c1);
        QTest::mouseMove(&b.view, QPoint(2, 2));
        QTRY_COMPARE(hovered.last().at(0).value<Hole>(), kNoHole);
        QCOMPARE(b.view.hoveredHole(), kNoHole);
    }

    void keyboardMovesTheCursorOverTheMoversHoles() {
        Board b(GameId::BaoLaKimasai);
        b.view.setAnimationSpeed(AnimationSpeed::Instant);
        b.view.setFocus(Qt::TabFocusReason);
        QSignalSpy hovered(&b.view, &BoardView::holeHovered);
        QSignalSpy activated(&b.view, &BoardView::holeActivated);
        const Rules& rules = b.session.rules();
        // The cursor starts on South's only legal hole, a1.
        QCOMPARE(b.view.cursorHole(), Hole{0});
        QTest::keyClick(&b.view, Qt::Key_Right);
        QCOMPARE(b.view.cursorHole(), rules.hole(0, 1));
        QCOMPARE(hovered.last().at(0).value<Hole>(), rules.hole(0, 1));
        QTest::keyClick(&b.view, Qt::Key_Up);
        QCOMPARE(b.view.cursorHole(), rules.hole(1, 1));
        QTest::keyClick(&b.view, Qt::Key_Up); // South's rows end at row 2
        QCOMPARE(b.view.cursorHole(), rules.hole(1, 1));
        QTest::keyClick(&b.view, Qt::Key_Left);
        QTest::keyClick(&b.view, Qt::Key_Left);
        QCOMPARE(b.view.cursorHole(), rules.hole(1, 0));
        QTest::keyClick(&b.view, Qt::Key_Down);
        QCOMPARE(b.view.cursorHole(), Hole{0});
        QTest::keyClick(&b.view, Qt::Key_Return);
        QCOMPARE(activated.count(), 1);
        QCOMPARE(activated.last().at(0).value<Hole>(), Hole{0});
        QCOMPARE(b.session.game().ply(), 1); // a1-a2
        // North to move: the cursor is on North's side now.
        QCOMPARE(rules.owner(b.view.cursorHole()), Side::North);
        QTest::keyClick(&b.view, Qt::Key_Down);
        QCOMPARE(rules.owner(b.view.cursorHole()), Side::North);
    }

    void rightToLeftNeverMirrorsTheBoard_data() { addGameRows(); }
    void rightToLeftNeverMirrorsTheBoard() {
        QFETCH(GameId, game);
        QApplication::setLayoutDirection(Qt::RightToLeft);
        auto cleanup = qScopeGuard([] { QApplication::setLayoutDirection(Qt::LeftToRight); });
        QWidget window;
        window.setLayoutDirection(Qt::RightToLeft);
        auto* layout = new QHBoxLayout(&window);
        GameSession session(game);
        BoardModel model(&session);
        auto* view = new BoardView(&model, &session);
        layout->addWidget(view);
        window.resize(900, 560);
        window.show();
        QCOMPARE(view->layoutDirection(), Qt::LeftToRight);
        const Rules& rules = session.rules();
        const QRect a1 = view->holeRect(0);
        const QRect lastSouth = view->holeRect(rules.hole(0, rules.cols() - 1));
        QVERIFY(a1.center().x() < lastSouth.center().x());
        QVERIFY(a1.center().x() < view->width() / 2);
        if (rules.hasStores())
            QVERIFY(view->totalRect(Side::South).left() > view->totalRect(Side::North).right());
        savePicture(*view, gameTag(game) + QStringLiteral("-rtl"));
    }

    void holesAreAccessible() {
        Board b(GameId::DjenonAboure);
        QAccessibleInterface* board = QAccessible::queryAccessibleInterface(&b.view);
        QVERIFY(board != nullptr);
        QCOMPARE(board->childCount(), 12);
        QAccessibleInterface* c1 = board->child(4);
        QVERIFY(c1 != nullptr);
        QCOMPARE(c1->text(QAccessible::Name), QStringLiteral("South, hole c1, 4 seeds"));
        QCOMPARE(b.view.holeDescription(5), QStringLiteral("North, hole c2, 4 seeds"));
        QCOMPARE(board->indexOfChild(c1), 4);
        QCOMPARE(c1->parent(), board);
        QVERIFY(!c1->state().disabled); // c1 may be played
        QVERIFY(board->child(5)->state().disabled);
        const QRect r = c1->rect();
        QCOMPARE(board->childAt(r.center().x(), r.center().y()), c1);
        // Pressing it through the accessible action plays it.
        auto* action = c1->actionInterface();
        QVERIFY(action != nullptr);
        action->doAction(QAccessibleActionInterface::pressAction());
        QCOMPARE(b.session.game().ply(), 1);
    }

    void gameEndPictures_data() { addGameRows(); }
    void gameEndPictures() {
        QFETCH(GameId, game);
        Board b(game);
        b.view.setAnimationSpeed(AnimationSpeed::Instant);
        std::mt19937 rng(7);
        // Play to one move before the end (Game's repetition rule ends every game).
        for (int ply = 0; ply < 20000; ++ply) {
            const Move m = randomLegalMove(b.session.game(), rng);
            Game probe = b.session.game();
            probe.play(m);
            if (probe.over()) {
                b.view.setAnimationSpeed(AnimationSpeed::Normal);
                QSignalSpy finished(&b.view, &BoardView::animationFinished);
                b.session.play(m);
                QVERIFY(b.session.game().over());
                QVERIFY(b.view.isAnimating());
                QVERIFY(pauseAt(b.view, 0.6));
                savePicture(b.view, gameTag(game) + QStringLiteral("-4-last-move"));
                b.view.findChild<QVariantAnimation*>(QStringLiteral("boardClock"))->resume();
                QVERIFY(finished.wait(30000));
                break;
            }
            b.session.play(m);
        }
        QVERIFY(b.session.game().over());
        const QString mismatch = shownMismatch(b.view, b.session.rules(), b.session.position());
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
        savePicture(b.view, gameTag(game) + QStringLiteral("-5-end"));
        // Sharp at twice the pixel density: painted, not scaled.
        QPixmap hidpi(b.view.size() * 2);
        hidpi.setDevicePixelRatio(2.0);
        b.view.render(&hidpi);
        QVERIFY(hidpi.save(picturePath(gameTag(game) + QStringLiteral("-6-end-hidpi"))));
        // Clicks after the end play nothing.
        QTest::mouseClick(&b.view, Qt::LeftButton, {}, b.view.holeRect(0).center());
        QVERIFY(b.session.game().over());
    }
};

} // namespace mancala::ui::test

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    mancala::ui::installTranslators(app);
    mancala::ui::test::TestBoardView test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_board_view.moc"
