// The marks on the board at rest (see board_painter.hpp): the stores the last
// move reached, the first and last holes of the last move (in Bao la Kimasai
// an arrow for its step), the holes the mover may play (View ▸ Show Playable
// Holes), the hint, the hover mark (with the step a hovered stone would take)
// and the keyboard cursor.
#include "board/board_painter.hpp"

#include <QLineF>
#include <QPainter>
#include <QPolygonF>
#include <QRadialGradient>

namespace mancala::ui {

void BoardPainter::paintMarks(QPainter& p, const BoardSnapshot& s) const {
    const BoardTheme::Marks& M = theme_.marks;
    const BoardTheme::Palette& C = theme_.palette;
    const double u = g_.unit();
    const double r = g_.pitRadius();
    for (Side side : {Side::South, Side::North}) {
        if (s.storeInLastMove[index(side)]) {
            const QRectF box = g_.total(side);
            const double rr = box.width() / 2;
            const double inset = M.storeInset * u;
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(withAlpha(C.lastMove, M.storeAlpha), M.storeWidth.of(u)));
            p.drawRoundedRect(box.adjusted(inset, inset, -inset, -inset), rr, rr);
        }
    }
    paintLastMoveEnds(p, s);
    paintPlayable(p, s);
    if (s.hint != kNoHole) {
        // The hint: a bright ring with a halo, under the hover and cursor marks.
        const QPointF c = g_.centre(s.hint);
        const double halo = r + M.hintHalo * u;
        QRadialGradient glow(c, halo);
        glow.setColorAt(0.0, withAlpha(C.hint, 0));
        glow.setColorAt(M.hintHaloStart * r / halo, withAlpha(C.hint, 0));
        glow.setColorAt(r / halo, withAlpha(C.hint, M.hintHaloAlpha));
        glow.setColorAt(1.0, withAlpha(C.hint, 0));
        p.setPen(Qt::NoPen);
        p.setBrush(glow);
        p.drawEllipse(c, halo, halo);
        paintRing(p, s.hint, r + M.hintRing * u, QPen(C.hint, M.hintWidth.of(u)), withAlpha(C.hint, M.hintFillAlpha));
    }
    if (s.hovered != kNoHole) {
        const QColor color = s.legal[s.hovered] ? C.legal : C.illegal;
        paintRing(p, s.hovered, r + M.hoverRing * u, QPen(color, M.hoverWidth.of(u)),
                  withAlpha(color, M.hoverFillAlpha));
        if (s.hoverTarget != kNoHole) {
            paintRing(p, s.hoverTarget, r + M.hoverRing * u, QPen(color, M.hoverWidth.of(u), Qt::DashLine),
                      withAlpha(color, M.hoverFillAlpha));
            paintStepArrow(p, s.hovered, s.hoverTarget, color);
        }
    }
    if (s.cursor != kNoHole) {
        const QColor color = s.legal[s.cursor] ? C.legal : C.illegal;
        QPen dashed(M.cursorDash, M.cursorDashWidth.of(u), Qt::DashLine, Qt::RoundCap);
        paintRing(p, s.cursor, r + M.cursorRing * u, dashed, withAlpha(color, M.cursorFillAlpha));
        p.setPen(QPen(withAlpha(color, M.cursorInnerAlpha), M.cursorInnerWidth.of(u)));
        p.drawEllipse(g_.centre(s.cursor), r + M.cursorInnerRing * u, r + M.cursorInnerRing * u);
    }
}

// The last move's first hole: a ring round it; its last: the same ring,
// filled. A Bao la Kimasai step is also an arrow from the one to the other.
void BoardPainter::paintLastMoveEnds(QPainter& p, const BoardSnapshot& s) const {
    const BoardTheme::Marks& M = theme_.marks;
    const QColor color = withAlpha(theme_.palette.lastMove, M.lastMoveAlpha);
    const double u = g_.unit();
    const double ring = g_.pitRadius() + M.lastEndsRing * u;
    const QPen pen(color, M.lastEndsWidth.of(u));
    if (s.lastStart != kNoHole)
        paintRing(p, s.lastStart, ring, pen, Qt::transparent);
    if (s.lastEnd != kNoHole)
        paintRing(p, s.lastEnd, ring, pen, withAlpha(theme_.palette.lastMove, M.lastEndFillAlpha));
    if (g_.look() == PieceLook::Stones && s.lastStart != kNoHole && s.lastEnd != kNoHole && s.lastStart != s.lastEnd)
        paintStepArrow(p, s.lastStart, s.lastEnd, withAlpha(theme_.palette.lastMove, M.stepArrowAlpha));
}

// A thin ring in the playable colour round every hole the mover may play.
void BoardPainter::paintPlayable(QPainter& p, const BoardSnapshot& s) const {
    if (!s.showPlayable || s.over)
        return;
    const BoardTheme::Marks& M = theme_.marks;
    const double u = g_.unit();
    const QPen pen(withAlpha(theme_.palette.legal, M.playableAlpha), M.playableWidth.of(u));
    for (int h = 0; h < g_.rules().holeCount(); ++h)
        if (s.legal[h])
            paintRing(p, static_cast<Hole>(h), g_.pitRadius() + M.playableRing * u, pen, Qt::transparent);
}

// An arrow from the middle of one pit towards the next, stopping short of
// the stones at both ends.
void BoardPainter::paintStepArrow(QPainter& p, Hole from, Hole to, QColor color) const {
    const BoardTheme::Marks& M = theme_.marks;
    const double u = g_.unit();
    const double r = g_.pitRadius();
    QLineF line(g_.centre(from), g_.centre(to));
    const double length = line.length();
    if (length <= r)
        return;
    const QPointF along = (line.p2() - line.p1()) / length;
    const QPointF across(-along.y(), along.x());
    const QPointF start = line.p1() + along * (r * M.stepArrowInset);
    const QPointF tip = line.p2() - along * (r * M.stepArrowInset);
    const double head = M.stepArrowHead * u;
    const double spread = head * M.stepArrowSpread;
    p.setPen(QPen(color, M.stepArrowWidth.of(u), Qt::SolidLine, Qt::RoundCap));
    p.drawLine(start, tip - along * spread);
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    p.drawPolygon(QPolygonF{tip, tip - along * head + across * spread, tip - along * head - across * spread});
}

} // namespace mancala::ui
