// The painted board of every game: where the holes are at any size (never
// mirrored), mouse and keyboard input, hover, accessibility, and pictures of
// the start, the middle of an animation and the end of a game, saved as PNG
// files in the build tree (board_view_pictures/ next to this test's
// executable) for people to look at. The move animation is
// test_board_animation's.
#include <QAccessible>
#include <QApplication>
#include <QHBoxLayout>
#include <QSignalSpy>
#include <QVariantAnimation>
#include <QtTest>

#include <random>

#include "board/board_model.hpp"
#include "board/board_view.hpp"
#include "session/game_session.hpp"
#include "mancala/notation.hpp"
#include "i18n/translations.hpp"
#include "window_fixture.hpp"

namespace mancala::ui::test {

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
            savePicture(b.view,
                        QStringLiteral("%1-size-%2x%3").arg(gameTag(game)).arg(size.width()).arg(size.height()));
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
        auto* view = new BoardView(&model);
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
        QCOMPARE(board->childCount(), 14); // the holes, then each player
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

    // Each player is a child after the holes: name, who plays the side,
    // what they captured, whose turn; the board says whose turn it is.
    void playersTotalsAndTheTurnAreAccessible() {
        Board b(GameId::Ayoayo);
        b.session.setPlayerNames(QStringLiteral("Ada"), QStringLiteral("Bo"));
        PlayerSetup players;
        players.kind = {PlayerKind::Human, PlayerKind::Computer};
        players.level = {Level::Intermediate, Level::Expert};
        b.session.setPlayers(players);
        QAccessibleInterface* board = QAccessible::queryAccessibleInterface(&b.view);
        QVERIFY(board != nullptr);
        QAccessibleInterface* south = board->child(12);
        QAccessibleInterface* north = board->child(13);
        QVERIFY(south != nullptr && north != nullptr);
        QCOMPARE(south->role(), QAccessible::StaticText);
        QCOMPARE(south->text(QAccessible::Name), QStringLiteral("\u2068Ada\u2069: 0 seeds in the store; to move"));
        QCOMPARE(north->text(QAccessible::Name),
                 QStringLiteral("\u2068Bo\u2069, Computer · Expert: 0 seeds in the store"));
        QCOMPARE(board->indexOfChild(north), 13);
        QCOMPARE(board->text(QAccessible::Description), Wording::toMove(QStringLiteral("Ada")));
        QVERIFY(!south->rect().isEmpty());
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
