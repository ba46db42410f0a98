#include "window/analysis_graph.hpp"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

#include "play/analysis/analysis_marks.hpp"
#include "play/analysis/analysis_model.hpp"
#include "session/game_session.hpp"
#include "session/replay_controller.hpp"

namespace mancala::ui {

namespace {

constexpr double kMargin = 4.0;

// The x of position `ply` of `plies` in `area`.
double xOf(const QRectF& area, int ply, int plies) {
    return plies <= 0 ? area.left() : area.left() + area.width() * ply / plies;
}

double yOf(const QRectF& area, int southValue) {
    return area.center().y() - area.height() / 2 * southValue / kGraphClamp;
}

} // namespace

AnalysisGraph::AnalysisGraph(AnalysisModel* analysis, ReplayController* replay, QWidget* parent)
    : QWidget(parent), analysis_(analysis), replay_(replay) {
    setObjectName(QStringLiteral("analysisGraph"));
    setLayoutDirection(Qt::LeftToRight);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(false);
    const auto repaint = [this] { update(); };
    connect(analysis_, &AnalysisModel::positionAnalysed, this, repaint);
    connect(analysis_, &AnalysisModel::reset, this, repaint);
    connect(analysis_->session(), &GameSession::shownPlyChanged, this, repaint);
    retranslate();
}

QSize AnalysisGraph::sizeHint() const {
    return {280, 120};
}

QSize AnalysisGraph::minimumSizeHint() const {
    return {120, 60};
}

QRectF AnalysisGraph::plot() const {
    return QRectF(rect()).adjusted(kMargin, kMargin, -kMargin, -kMargin);
}

QPointF AnalysisGraph::pointAt(int ply) const {
    const QRectF area = plot();
    const int plies = analysis_->positionCount() - 1;
    return {xOf(area, ply, plies), yOf(area, analysis_->southValue(ply).value_or(0))};
}

int AnalysisGraph::plyAt(double x) const {
    const QRectF area = plot();
    const int plies = analysis_->positionCount() - 1;
    if (plies <= 0 || area.width() <= 0)
        return 0;
    const int ply = static_cast<int>(std::lround((x - area.left()) / area.width() * plies));
    return std::clamp(ply, 0, plies);
}

void AnalysisGraph::paintGraph(QPainter& p, const QRectF& area, const AnalysisModel& analysis, int shownPly,
                               const QPalette& palette) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(area, palette.color(QPalette::Base));
    const int plies = analysis.positionCount() - 1;
    const double mid = area.center().y();
    // South's side above the middle, North's below, in the board's seed colours.
    QPainterPath line;
    QPainterPath fill;
    fill.moveTo(area.left(), mid);
    for (int k = 0; k < analysis.positionsDone(); ++k) {
        const QPointF at(xOf(area, k, plies), yOf(area, *analysis.southValue(k)));
        if (k == 0)
            line.moveTo(at);
        else
            line.lineTo(at);
        fill.lineTo(at);
    }
    if (analysis.positionsDone() > 0) {
        fill.lineTo(xOf(area, analysis.positionsDone() - 1, plies), mid);
        fill.closeSubpath();
        p.save();
        p.setClipRect(QRectF(area.left(), area.top(), area.width(), mid - area.top()));
        p.fillPath(fill, QColor(0xe8, 0xdc, 0xc0));
        p.setClipRect(QRectF(area.left(), mid, area.width(), area.bottom() - mid));
        p.fillPath(fill, QColor(0x55, 0x5f, 0x6e));
        p.restore();
    }
    p.setPen(QPen(palette.color(QPalette::Mid), 1, Qt::DashLine));
    p.drawLine(QPointF(area.left(), mid), QPointF(area.right(), mid));
    p.setPen(QPen(palette.color(QPalette::Text), 1.5));
    p.setBrush(Qt::NoBrush);
    p.drawPath(line);
    for (const MoveAnalysis& m : analysis.judged()) {
        const int ply = static_cast<int>(&m - analysis.judged().data()) + 1;
        if (m.moveClass < MoveClass::Inaccuracy)
            continue;
        p.setPen(Qt::NoPen);
        p.setBrush(AnalysisMarks::markColor(m.moveClass));
        p.drawEllipse(QPointF(xOf(area, ply, plies), yOf(area, *analysis.southValue(ply))), 3.5, 3.5);
    }
    if (shownPly >= 0 && plies > 0) {
        const double x = xOf(area, shownPly, plies);
        p.setPen(QPen(palette.color(QPalette::Highlight), 2));
        p.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()));
    }
    p.setPen(palette.color(QPalette::Mid));
    p.setBrush(Qt::NoBrush);
    p.drawRect(area);
    p.restore();
}

void AnalysisGraph::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), palette().color(QPalette::Window));
    paintGraph(p, plot(), *analysis_, analysis_->session()->shownPly(), palette());
}

void AnalysisGraph::jumpTo(double x) {
    const int ply = plyAt(x);
    if (replay_ != nullptr && ply != analysis_->session()->shownPly())
        replay_->goTo(ply);
}

void AnalysisGraph::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton)
        jumpTo(event->position().x());
}

void AnalysisGraph::mouseMoveEvent(QMouseEvent* event) {
    if (event->buttons() & Qt::LeftButton)
        jumpTo(event->position().x());
}

void AnalysisGraph::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void AnalysisGraph::retranslate() {
    setToolTip(tr("Who stands better over the game: South above the line, North below. Click or drag to "
                  "show a position."));
    setAccessibleName(tr("Evaluation graph"));
}

} // namespace mancala::ui
