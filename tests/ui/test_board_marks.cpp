// The last move stays visible and the board explains its holes (issue 15,
// item 4): the model names the first and last hole of the last move (a Bao la
// Kimasai step's from and to) and where a playable stone would step; the board
// paints View ▸ Show Playable Holes round exactly the playable holes, kept in
// the settings; hovering one of the mover's holes that cannot be played says
// why in the status bar, in the words of a refused click, and leaving it
// clears them.
#include <QAction>
#include <QImage>
#include <QStatusBar>
#include <QtTest>

#include "board/board_model.hpp"
#include "board/board_view.hpp"
#include "mancala/notation.hpp"
#include "session/game_session.hpp"
#include "settings/settings.hpp"
#include "window/main_window.hpp"
#include "window_fixture.hpp"

namespace mancala::ui::test {

namespace {

QVariant cell(const BoardModel& model, Hole h, int role) {
    return model.data(model.indexOfHole(h), role);
}

// The holes the model marks with `role`.
std::vector<Hole> marked(const BoardModel& model, int role) {
    std::vector<Hole> holes;
    for (int h = 0; h < model.rules().holeCount(); ++h)
        if (cell(model, static_cast<Hole>(h), role).toBool())
            holes.push_back(static_cast<Hole>(h));
    return holes;
}

// The last seed of `trace`: where its last drop fell.
Hole lastDrop(const Trace& trace) {
    Hole last = kNoHole;
    for (const Event& e : trace)
        if (e.kind == EventKind::Drop)
            last = e.hole;
    return last;
}

bool samePixels(const QImage& a, const QImage& b, const QRect& area) {
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x)
            if (a.pixel(x, y) != b.pixel(x, y))
                return false;
    return true;
}

} // namespace

class TestBoardMarks : public QObject, private WindowFixture {
    Q_OBJECT
private slots:
    void initTestCase() { startInEnglish(); }
    void init() { QVERIFY(startFixture()); }
    void cleanup() { endFixture(); }

    void theLastMoveMarksTheHoleItWasSownFromAndItsLastHole() {
        Board b(GameId::Ayoayo);
        QCOMPARE(marked(b.model, BoardModel::LastMoveStartRole), std::vector<Hole>{});
        const Hole c1 = *parseHole(b.session.rules(), "c1");
        QCOMPARE(b.session.play(Move::sow(c1)), IllegalReason::None);
        QCOMPARE(marked(b.model, BoardModel::LastMoveStartRole), std::vector<Hole>{c1});
        const Hole end = lastDrop(b.session.lastTrace());
        QVERIFY(end != kNoHole && end != c1);
        QCOMPARE(marked(b.model, BoardModel::LastMoveEndRole), std::vector<Hole>{end});
        // The marks go with the position shown: back at the start, none.
        b.session.showPly(0);
        QCOMPARE(marked(b.model, BoardModel::LastMoveStartRole), std::vector<Hole>{});
        QCOMPARE(marked(b.model, BoardModel::LastMoveEndRole), std::vector<Hole>{});
    }

    void aBaoStepIsMarkedFromAndToAndAPlayableStoneTellsWhereItSteps() {
        Board b(GameId::BaoLaKimasai);
        const Rules& rules = b.session.rules();
        Hole played = kNoHole;
        for (int h = 0; h < rules.holeCount(); ++h) {
            const auto hole = static_cast<Hole>(h);
            const bool legal = cell(b.model, hole, BoardModel::LegalRole).toBool();
            const int target = cell(b.model, hole, BoardModel::StepTargetRole).toInt();
            QCOMPARE(target, legal ? int{rules.moveFrom(hole).to} : -1);
            if (legal && played == kNoHole)
                played = hole;
        }
        QVERIFY(played != kNoHole);
        const Hole to = rules.moveFrom(played).to;
        QVERIFY(cell(b.model, played, Qt::ToolTipRole)
                    .toString()
                    .endsWith(QStringLiteral(", steps to ") + QString::fromStdString(holeName(rules, to))));
        QCOMPARE(b.session.play(rules.moveFrom(played)), IllegalReason::None);
        QCOMPARE(marked(b.model, BoardModel::LastMoveStartRole), std::vector<Hole>{played});
        QCOMPARE(marked(b.model, BoardModel::LastMoveEndRole), std::vector<Hole>{to});
    }

    void showPlayableHolesPaintsRoundThePlayableHolesOnly() {
        Board b(GameId::Ayoayo);
        // Some of South's holes emptied, so that some may not be played.
        playRandomMoves(b.session, 7, 6);
        b.view.finishAnimation();
        QVERIFY(!b.session.position().over());
        const QImage plain = b.view.grab().toImage();
        b.view.setShowPlayable(true);
        const QImage marks = b.view.grab().toImage();
        bool anyMarked = false;
        for (int h = 0; h < b.session.rules().holeCount(); ++h) {
            const auto hole = static_cast<Hole>(h);
            const QRect pit = b.view.holeRect(hole).adjusted(-4, -4, 4, 4);
            const bool legal = cell(b.model, hole, BoardModel::LegalRole).toBool();
            const bool same = samePixels(plain, marks, pit);
            QVERIFY2(same != legal, qPrintable(QStringLiteral("hole %1").arg(h)));
            anyMarked = anyMarked || legal;
        }
        QVERIFY(anyMarked);
        // No marks while the board takes no input (the computer's turn).
        b.view.setInputEnabled(false);
        QCOMPARE(b.view.grab().toImage(), plain);
    }

    void showPlayableHolesIsAViewActionKeptInTheSettings() {
        QVERIFY(openWindow());
        QAction* action = actionOf(*window_, "showPlayableAction");
        QVERIFY(!action->isChecked());
        QVERIFY(!BoardViewState::showsPlayable(*view()));
        action->trigger();
        QVERIFY(BoardViewState::showsPlayable(*view()));
        QVERIFY(openWindow());
        QVERIFY(actionOf(*window_, "showPlayableAction")->isChecked());
        QVERIFY(BoardViewState::showsPlayable(*view()));
    }

    void hoveringAnUnplayableHoleSaysWhyInTheWordsOfARefusedClick() {
        QVERIFY(openWindow());
        window_->startGame(GameId::Ayoayo, QStringLiteral("Ada"), QStringLiteral("Bo"), PlayerSetup{});
        // Find a position where South, to move, has a hole it may not play.
        std::mt19937 rng(11);
        Hole unplayable = kNoHole;
        while (unplayable == kNoHole) {
            QVERIFY(!session()->position().over());
            session()->play(randomLegalMove(session()->game(), rng));
            if (session()->position().toMove != Side::South)
                continue;
            for (int h = 0; h < session()->rules().holeCount() && unplayable == kNoHole; ++h)
                if (session()->rules().owner(static_cast<Hole>(h)) == Side::South &&
                    !view()->isLegal(static_cast<Hole>(h)))
                    unplayable = static_cast<Hole>(h);
        }
        view()->finishAnimation();
        const IllegalReason why =
            session()->rules().check(session()->position(), session()->rules().moveFrom(unplayable));
        const QString name = QString::fromStdString(holeName(session()->rules(), unplayable));
        const QString words = Wording::isolate(name) + QStringLiteral(": ") + Wording::illegalReason(why);

        QTest::mouseMove(view(), view()->holeRect(unplayable).center());
        QTRY_COMPARE(window_->statusBar()->currentMessage(), words);
        Hole playable = kNoHole;
        for (int h = 0; h < session()->rules().holeCount() && playable == kNoHole; ++h)
            if (view()->isLegal(static_cast<Hole>(h)))
                playable = static_cast<Hole>(h);
        QTest::mouseMove(view(), view()->holeRect(playable).center());
        QTRY_COMPARE(window_->statusBar()->currentMessage(), QString());

        const int ply = session()->game().ply();
        clickHole(unplayable);
        QCOMPARE(session()->game().ply(), ply);
        QCOMPARE(window_->statusBar()->currentMessage(), words);
    }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestBoardMarks)
#include "test_board_marks.moc"
