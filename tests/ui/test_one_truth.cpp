// One truth about every position: in the window, every value shown for a
// position of a game played and then replayed — the Evaluation panel's
// cells, the Analysis dock's graph and the marks in the move list, the Hint
// and the perfect-play value — is the analysis service's, the same in every
// place that shows it.
#include <QAction>
#include <QSignalSpy>
#include <QStatusBar>

#include "i18n/wording.hpp"
#include "mancala/analysis.hpp"
#include "mancala/notation.hpp"
#include "play/analysis/analysis_marks.hpp"
#include "play/analysis/analysis_model.hpp"
#include "play/analysis/evaluation_model.hpp"
#include "play/analysis/evaluation_panel.hpp"
#include "play/hint.hpp"
#include "play/perfect_play.hpp"
#include "session/replay_controller.hpp"
#include "window/analysis_panel.hpp"
#include "window_fixture.hpp"

namespace mancala::ui::test {

class TestOneTruth : public QObject, public WindowFixture {
    Q_OBJECT
private:
    AnalysisModel* analysis() const { return part<AnalysisModel>("analysisModel"); }
    AnalysisMarks* marks() const { return part<AnalysisMarks>("analysisMarks"); }

    // The hint for the position shown: the service's move and value.
    void checkHint(int ply) {
        const PositionAnalysis* a = analysis()->find(ply);
        QVERIFY(a != nullptr);
        QSignalSpy shown(hint(), &Hint::shown);
        hint()->request();
        if (shown.isEmpty())
            QVERIFY(shown.wait(60000));
        QCOMPARE(*hint()->result(), *a);
        const QString words = Wording::evaluation(session()->rules().id(), a->value, a->toMove, QStringLiteral("Ada"),
                                                  QStringLiteral("Bo"));
        const QString move = QString::fromStdString(formatMove(session()->rules(), a->best));
        QCOMPARE(window_->statusBar()->currentMessage(), QStringLiteral("Hint: %1 — %2").arg(move, words));
    }

    // Move `ply` (1 = the first) as the Evaluation panel and the marks show it.
    void checkMove(int ply) {
        const std::optional<MoveAnalysis> m = analysis()->move(ply);
        QVERIFY(m.has_value());
        const PositionAnalysis& after = analysis()->position(ply);
        EvaluationModel* evaluation = evaluationPanel()->model();
        const int row = ply - 1;
        QCOMPARE(evaluation->index(row, EvaluationModel::EvaluationColumn).data().toString(),
                 Wording::shortEvaluation(after.value, after.toMove, QStringLiteral("Ada"), QStringLiteral("Bo")));
        const std::optional<Move> better = m->better();
        QCOMPARE(evaluation->index(row, EvaluationModel::BestColumn).data().toString(),
                 better ? QString::fromStdString(formatMove(session()->rules(), *better)) : QString());
        const QString mark =
            m->moveClass >= MoveClass::Inaccuracy ? QString::fromLatin1(moveClassMark(m->moveClass).data()) : QString();
        QCOMPARE(marks()->index(row, 0).data(AnalysisMarks::MarkRole).toString(), mark);
        // A mark always names a better move, and the panel names the same one.
        if (!mark.isEmpty())
            QVERIFY(better.has_value());
        // The graph's value for South is the position's.
        const int v = after.value.clamped();
        QCOMPARE(analysis()->southValue(ply), after.toMove == Side::South ? v : -v);
    }

private slots:
    void initTestCase() { startInEnglish(); }
    void init() { QVERIFY(startFixture()); }
    void cleanup() { endFixture(); }

    void everyPlaceShowsTheSameValue_data() {
        QTest::addColumn<GameId>("game");
        QTest::newRow("tihbat") << GameId::Tihbat;
        QTest::newRow("djenon-aboure") << GameId::DjenonAboure;
        QTest::newRow("ayoayo") << GameId::Ayoayo;
    }
    void everyPlaceShowsTheSameValue() {
        QFETCH(GameId, game);
        QVERIFY(openWindow());
        window_->startGame(game, QStringLiteral("Ada"), QStringLiteral("Bo"), PlayerSetup{});
        playRandomMoves(*session(), 31, 10);
        perfectPlayLabel()->action()->setChecked(true);
        evaluationPanel()->show();
        part<AnalysisPanel>("analysisDock")->show();
        QTRY_VERIFY_WITH_TIMEOUT(analysis()->isComplete(), 120000);
        const int plies = session()->game().ply();
        replay()->start(0);
        for (int ply = 0; ply <= plies; ++ply) {
            replay()->goTo(ply);
            QCOMPARE(session()->shownPly(), ply);
            if (ply > 0)
                checkMove(ply);
            if (session()->position().over())
                continue;
            checkHint(ply);
            if (game == GameId::Tihbat) {
                QTRY_VERIFY(perfectPlayLabel()->value().has_value());
                QCOMPARE(perfectPlayLabel()->value()->difference * kSeedScore, analysis()->position(ply).value.score);
            }
        }
    }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestOneTruth)
#include "test_one_truth.moc"
