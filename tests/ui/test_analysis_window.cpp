// The analysis in the app: AnalysisModel against the core's analysis (on a
// worker thread, filled in position by position, stopped and resumed, never
// repeated for a record it has seen), and in the main window the graph
// (its model and click or drag to jump), the marks in the move list and the
// players' summary, with a replay.
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>

#include "mancala/analysis.hpp"
#include "play/analysis/analysis_marks.hpp"
#include "play/analysis/analysis_model.hpp"
#include "window/analysis_graph.hpp"
#include "window/analysis_panel.hpp"
#include "analysis_fixture.hpp"
#include "window_fixture.hpp"

namespace mancala::ui::test {

namespace {

Game gameOf(GameId id, const std::vector<Move>& moves) {
    Game game(rulesFor(id));
    for (Move m : moves)
        game.play(m);
    return game;
}

} // namespace

class TestAnalysisWindow : public QObject, public WindowFixture {
    Q_OBJECT
private:
    AnalysisModel* analysis() const { return part<AnalysisModel>("analysisModel"); }
    AnalysisMarks* marks() const { return part<AnalysisMarks>("analysisMarks"); }
    AnalysisPanel* panel() const { return part<AnalysisPanel>("analysisDock"); }
    AnalysisGraph* graph() const { return part<AnalysisGraph>("analysisGraph"); }
    // The text of the summary's cell of `side` (0 South, 1 North) in `row` (a
    // MoveClass, or 5 for the average loss).
    QString summaryCell(int side, int row) const {
        const QByteArray name = QStringLiteral("analysisSummary%1_%2").arg(side).arg(row).toLatin1();
        return part<QLabel>(name.constData())->text();
    }

private slots:
    void initTestCase() { startInEnglish(); }
    void init() { QVERIFY(startFixture()); }
    void cleanup() { endFixture(); }

    // The model's results are the core's, for the same budget, and come one
    // position at a time.
    void modelAgreesWithTheCore() {
        GameSession session(GameId::Ayoayo);
        const std::vector<Move> moves = randomGame(GameId::Ayoayo, 7, 14);
        QCOMPARE(session.load(GameId::Ayoayo, moves), IllegalReason::None);
        AnalysisModel model(&session);
        QSignalSpy analysed(&model, &AnalysisModel::positionAnalysed);
        model.setActive(true);
        QTRY_VERIFY_WITH_TIMEOUT(model.isComplete(), 60000);
        QCOMPARE(analysed.count(), static_cast<int>(moves.size()) + 1);
        const GameAnalysis core = analyseGame(gameOf(GameId::Ayoayo, moves), AnalysisOptions{});
        for (int k = 0; k < model.positionCount(); ++k)
            QCOMPARE(model.position(k), core.positions[static_cast<std::size_t>(k)]);
        QCOMPARE(model.judged(), core.moves);
        QVERIFY(!model.isRunning() || model.isComplete());
    }

    // Inactive, it analyses nothing; stopped, it keeps what it has and goes on.
    void analysesOnlyWhileActiveAndNotStopped() {
        GameSession session(GameId::DjenonAboure);
        QCOMPARE(session.load(GameId::DjenonAboure, randomGame(GameId::DjenonAboure, 3, 30)), IllegalReason::None);
        AnalysisModel model(&session);
        QVERIFY(!model.isRunning());
        QCOMPARE(model.positionsDone(), 0);
        model.setActive(true);
        QVERIFY(model.isRunning());
        QTRY_VERIFY(model.positionsDone() >= 2);
        model.stop();
        QVERIFY(model.isStopped());
        QVERIFY(!model.isRunning());
        const int kept = model.positionsDone();
        QVERIFY(kept >= 2);
        model.resume();
        QTRY_VERIFY_WITH_TIMEOUT(model.isComplete(), 60000);
        QCOMPARE(model.moveCount(), session.game().ply());
    }

    // A record seen before is restored from the cache at once, whole.
    void aRecordIsNeverAnalysedTwice() {
        GameSession session(GameId::Tihbat);
        QCOMPARE(session.load(GameId::Tihbat, tihbatGame()), IllegalReason::None);
        AnalysisModel model(&session);
        model.setActive(true);
        QTRY_VERIFY_WITH_TIMEOUT(model.isComplete(), 60000);
        const std::vector<MoveAnalysis> first = model.judged();
        session.newGame(GameId::Ayoayo);
        QCOMPARE(model.moveCount(), 0);
        QSignalSpy analysed(&model, &AnalysisModel::positionAnalysed);
        QCOMPARE(session.load(GameId::Tihbat, tihbatGame()), IllegalReason::None);
        QVERIFY(model.isComplete());
        QVERIFY(!model.isRunning());
        QCOMPARE(model.judged(), first);
        QCOMPARE(analysed.count(), 0);
    }

    // In the window: a replay shows the dock and analyses; the marks, the
    // better move in the tooltip, the summary and the graph follow.
    void replayShowsGraphMarksAndSummary() {
        QVERIFY(openWindow());
        QCOMPARE(session()->load(GameId::Tihbat, tihbatGame()), IllegalReason::None);
        replay()->start(0);
        QTRY_VERIFY(panel()->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(analysis()->isComplete(), 60000);
        QCOMPARE(marks()->index(0, 0).data(AnalysisMarks::MarkRole).toString(), QString());
        QCOMPARE(marks()->index(1, 0).data(AnalysisMarks::MarkRole).toString(), QStringLiteral("??"));
        QVERIFY(marks()->index(1, 0).data(Qt::DecorationRole).canConvert<QPixmap>());
        QVERIFY(!marks()->index(0, 0).data(Qt::DecorationRole).isValid());
        const QString tip = marks()->index(1, 0).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("Blunder: it threw away a won game; ")) &&
                     tip.contains(QStringLiteral("b2")),
                 qPrintable(tip));
        // The row's text is the move list's own (the replay bar shows it).
        QCOMPARE(marks()->index(1, 0).data().toString(), moveListModel()->index(1).data().toString());
        QCOMPARE(moveListView()->model(), static_cast<QAbstractItemModel*>(marks()));
        // South: 3 best, 1 blunder; North: 2 best, 2 blunders (the CLI's figures).
        QCOMPARE(summaryCell(0, static_cast<int>(MoveClass::Best)), QStringLiteral("3"));
        QCOMPARE(summaryCell(0, static_cast<int>(MoveClass::Blunder)), QStringLiteral("1"));
        QCOMPARE(summaryCell(1, static_cast<int>(MoveClass::Blunder)), QStringLiteral("2"));
        QCOMPARE(summaryCell(1, 5), QStringLiteral("3.00"));
        QCOMPARE(part<QProgressBar>("analysisProgress")->value(), 9);
        QVERIFY(!partOf<QPushButton>(*panel(), "analysisStop")->isEnabled());
    }

    // The graph's model: South up, the values clamped, one column per ply.
    void graphModelPutsSouthUp() {
        QVERIFY(openWindow());
        QCOMPARE(session()->load(GameId::Tihbat, tihbatGame()), IllegalReason::None);
        replay()->start(0);
        QTRY_VERIFY_WITH_TIMEOUT(analysis()->isComplete(), 60000);
        QTRY_VERIFY(graph()->isVisible() && graph()->width() > 50);
        const QRectF plot = graph()->plot();
        // Position 0: South to move, exactly -2 (South loses by 2): below the middle.
        QCOMPARE(*analysis()->southValue(0), -2 * kSeedScore);
        QVERIFY(graph()->pointAt(0).y() > plot.center().y());
        // After North's blunder (ply 2) South wins by 2: above.
        QCOMPARE(*analysis()->southValue(2), 2 * kSeedScore);
        QVERIFY(graph()->pointAt(2).y() < plot.center().y());
        QCOMPARE(graph()->pointAt(0).x(), plot.left());
        QCOMPARE(graph()->pointAt(8).x(), plot.right());
        for (int ply = 0; ply <= 8; ++ply) {
            QCOMPARE(graph()->plyAt(graph()->pointAt(ply).x()), ply);
            QVERIFY(std::abs(*analysis()->southValue(ply)) <= kGraphClamp);
        }
    }

    // A click shows the ply under the pointer, a drag follows it.
    void clickAndDragJump() {
        QVERIFY(openWindow());
        QCOMPARE(session()->load(GameId::Tihbat, tihbatGame()), IllegalReason::None);
        replay()->start(0);
        QTRY_VERIFY(graph()->isVisible() && graph()->width() > 50);
        const auto at = [this](int ply) { return graph()->pointAt(ply).toPoint(); };
        QTest::mouseClick(graph(), Qt::LeftButton, {}, at(5));
        QCOMPARE(replay()->ply(), 5);
        QCOMPARE(session()->shownPly(), 5);
        QTest::mousePress(graph(), Qt::LeftButton, {}, at(1));
        QCOMPARE(replay()->ply(), 1);
        QMouseEvent drag(QEvent::MouseMove, QPointF(at(7)), graph()->mapToGlobal(QPointF(at(7))), Qt::NoButton,
                         Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(graph(), &drag);
        QCOMPARE(replay()->ply(), 7);
        QTest::mouseRelease(graph(), Qt::LeftButton, {}, at(7));
        QTest::mouseClick(graph(), Qt::LeftButton, {}, at(0));
        QCOMPARE(replay()->ply(), 0);
    }

    // The stop button stops the analysis and goes on with it.
    void stopButtonStopsAndGoesOn() {
        QVERIFY(openWindow());
        QCOMPARE(session()->load(GameId::Ayoayo, randomGame(GameId::Ayoayo, 21, 40)), IllegalReason::None);
        replay()->start(0);
        QTRY_VERIFY(panel()->isVisible());
        QVERIFY(analysis()->isRunning());
        QTest::mouseClick(partOf<QPushButton>(*panel(), "analysisStop"), Qt::LeftButton);
        QVERIFY(analysis()->isStopped());
        QVERIFY(!analysis()->isRunning());
        QCOMPARE(partOf<QPushButton>(*panel(), "analysisStop")->text(), QStringLiteral("Go on"));
        QTest::mouseClick(partOf<QPushButton>(*panel(), "analysisStop"), Qt::LeftButton);
        QVERIFY(!analysis()->isStopped());
        QTRY_VERIFY_WITH_TIMEOUT(analysis()->isComplete(), 120000);
        QCOMPARE(part<QProgressBar>("analysisProgress")->value(), analysis()->positionCount());
    }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestAnalysisWindow)
#include "test_analysis_window.moc"
