// The evaluation graph of the analysis: South's advantage over the game,
// one point per position (0 = the start at the left), South up, North down,
// values clamped to ±kGraphClamp (decided positions at the edge), the moves
// judged inaccuracies, mistakes and blunders dotted in their colours, the
// shown ply marked by a vertical line. A click or a drag shows the ply under
// the pointer (ReplayController::goTo). Fills in as the analysis goes.
//
// Time runs left to right in every language (like the board, the graph is
// never mirrored).
#pragma once

#include <QWidget>

namespace mancala::ui {

class AnalysisModel;
class ReplayController;

class AnalysisGraph : public QWidget {
    Q_OBJECT
public:
    AnalysisGraph(AnalysisModel* analysis, ReplayController* replay, QWidget* parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // The graph's model, in widget coordinates: the point of position `ply`
    // (its value once analysed, else on the middle line), and the ply whose
    // column holds x.
    QPointF pointAt(int ply) const;
    int plyAt(double x) const;
    // The plot area.
    QRectF plot() const;

    // Paints the graph of `analysis` into `area` (the game sheet uses it too);
    // `shownPly` < 0: no ply marked.
    static void paintGraph(QPainter& p, const QRectF& area, const AnalysisModel& analysis, int shownPly,
                           const QPalette& palette);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void jumpTo(double x);

    AnalysisModel* analysis_;
    ReplayController* replay_;
};

} // namespace mancala::ui
