// The static layer of the board (see board_painter.hpp): the cloth, the wood
// with its grain and shadow, the groove between the halves, the pits, the
// coordinates and the trays or stores. Painted once per size.
#include <QLinearGradient>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>
#include <QRadialGradient>

#include <algorithm>

#include "board/board_noise.hpp"
#include "board/board_painter.hpp"

namespace mancala::ui {

namespace {

// The salts of the wood grain: where a line starts, where its segments end, how they bend.
constexpr std::uint32_t kGrainStartSalt = 31;
constexpr std::uint32_t kGrainEndSalt = 41;
constexpr std::uint32_t kGrainBendSalt = 37;

// Long wavy lines over the board, the same for the same board size.
std::vector<QPolygonF> grainLines(QRectF b, double u, const BoardTheme::Wood& W) {
    std::vector<QPolygonF> lines;
    const int count = std::max(W.minGrainLines, static_cast<int>(b.height() / (W.grainSpacing * u)));
    for (int i = 0; i < count; ++i) {
        double y = b.top() + (i + 0.5) * b.height() / count + (noise(kGrainStartSalt, i, 0) - 0.5) * W.grainYJitter * u;
        QPolygonF line;
        QPointF from(b.left(), y);
        line << from;
        for (int s = 1; s <= W.grainSegments; ++s) {
            const QPointF to(b.left() + s * b.width() / W.grainSegments,
                             y + (noise(kGrainEndSalt, i, s) - 0.5) * W.grainEndJitter * u);
            const QPointF bend((from.x() + to.x()) / 2, y + (noise(kGrainBendSalt, i, s) - 0.5) * W.grainBend * u);
            for (int k = 1; k <= W.grainSteps; ++k) {
                const double t = k / static_cast<double>(W.grainSteps);
                line << from * ((1 - t) * (1 - t)) + bend * (2 * t * (1 - t)) + to * (t * t);
            }
            from = to;
            y = to.y();
        }
        lines.push_back(line);
    }
    return lines;
}

} // namespace

void BoardPainter::paintStatic(QPainter& p) const {
    paintBackground(p);
    paintWood(p);
    if (g_.splitY() > 0)
        paintGroove(p);
    for (int h = 0; h < g_.rules().holeCount(); ++h)
        paintPit(p, static_cast<Hole>(h));
    paintCoordinates(p);
    paintTotalContainers(p);
}

void BoardPainter::paintBackground(QPainter& p) const {
    const QRectF all = g_.bounds();
    const BoardTheme::Cloth& C = theme_.cloth;
    QRadialGradient cloth(all.center(), std::max(all.width(), all.height()) * C.reach);
    cloth.setColorAt(0.0, C.centre);
    cloth.setColorAt(1.0, C.edge);
    p.fillRect(all, cloth);
}

void BoardPainter::paintWood(QPainter& p) const {
    const BoardTheme::Wood& W = theme_.wood;
    const QRectF board = g_.boardRect();
    const double u = g_.unit();
    const double radius = W.cornerRadius * u;

    // A soft shadow under the board.
    p.setPen(Qt::NoPen);
    for (int k = W.shadowLayers; k >= 1; --k) {
        const double grow = k * W.shadowGrow * u;
        p.setBrush(W.shadow);
        p.drawRoundedRect(
            board.adjusted(-grow, -grow * W.shadowTop, grow, grow * W.shadowBottom).translated(0, W.shadowDrop * u),
            radius + grow, radius + grow);
    }

    QPainterPath body;
    body.addRoundedRect(board, radius, radius);
    QLinearGradient wood(board.topLeft(), board.bottomLeft());
    wood.setStops(W.grain);
    p.fillPath(body, wood);
    p.save();
    p.setClipPath(body);
    paintGrain(p, body);
    QRadialGradient sheen(board.topLeft() + QPointF(board.width() * W.sheenAt, 0), board.width() * W.sheenReach);
    sheen.setColorAt(0.0, W.sheen);
    sheen.setColorAt(1.0, withAlpha(W.sheen, 0));
    p.fillPath(body, sheen);
    p.restore();
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(W.outline, W.outlineWidth.of(u)));
    p.drawPath(body);
    p.setPen(QPen(W.innerLine, W.innerLineWidth.of(u)));
    const double inset = W.innerLineInset * u;
    p.drawRoundedRect(board.adjusted(inset, inset, -inset, -inset), radius * W.innerLineRadius,
                      radius * W.innerLineRadius);
}

void BoardPainter::paintGrain(QPainter& p, const QPainterPath& body) const {
    const BoardTheme::Wood& W = theme_.wood;
    const double u = g_.unit();
    const std::vector<QPolygonF> lines = grainLines(g_.boardRect(), u, W);
    // An SVG drawing keeps no clip (QSvgGenerator): there the lines are cut
    // to the board's shape themselves, as thin filled outlines.
    if (p.paintEngine() != nullptr && p.paintEngine()->type() == QPaintEngine::SVG) {
        QPainterPathStroker stroker;
        stroker.setWidth(1.0 / std::max(1e-6, p.transform().m11()));
        for (const QPolygonF& line : lines) {
            QPainterPath path;
            path.addPolygon(line);
            const QPainterPath outline = stroker.createStroke(path);
            p.fillPath(outline.intersected(body), W.grainDark);
            p.fillPath(outline.translated(0, W.grainLightOffset * u).intersected(body), W.grainLight);
        }
        return;
    }
    p.setBrush(Qt::NoBrush);
    // Hairlines (cosmetic pens are much cheaper to draw than wide strokes).
    QPen dark(W.grainDark, 1.0);
    QPen light(W.grainLight, 1.0);
    dark.setCosmetic(true);
    light.setCosmetic(true);
    for (const QPolygonF& line : lines) {
        p.setPen(dark);
        p.drawPolyline(line);
        p.setPen(light);
        p.drawPolyline(line.translated(0, W.grainLightOffset * u));
    }
}

// The groove between South's half and North's half.
void BoardPainter::paintGroove(QPainter& p) const {
    const BoardTheme::Wood& W = theme_.wood;
    const double u = g_.unit();
    const double x1 = g_.boardRect().left() + W.grooveInset * u;
    const double x2 = g_.boardRect().right() - W.grooveInset * u;
    const double y = g_.splitY();
    p.setPen(QPen(W.groove, W.grooveWidth.of(u), Qt::SolidLine, Qt::RoundCap));
    p.drawLine(QPointF(x1, y), QPointF(x2, y));
    p.setPen(QPen(W.grooveLight, W.grooveLightWidth.of(u), Qt::SolidLine, Qt::RoundCap));
    p.drawLine(QPointF(x1, y + W.grooveLightOffset * u), QPointF(x2, y + W.grooveLightOffset * u));
}

void BoardPainter::paintPit(QPainter& p, Hole h) const {
    const BoardTheme::Pit& P = theme_.pit;
    const QRectF box = g_.holeRect(h);
    QPainterPath shape;
    shape.addEllipse(box);
    const QPointF c = box.center();
    const double r = std::max(box.width(), box.height()) / 2;
    QRadialGradient fill(c + P.centre * r, r * P.reach, c + P.focus * r);
    fill.setStops(P.fill);
    p.fillPath(shape, fill);
    // The rim: in shade at the top, catching the light at the bottom. A ring
    // filled, not a stroke: an SVG has no gradient along a stroke.
    QLinearGradient rim(box.topLeft(), box.bottomLeft());
    rim.setStops(P.rim);
    const double half = P.rimWidth.of(g_.unit()) / 2;
    QPainterPath ring;
    ring.addEllipse(box.adjusted(-half, -half, half, half));
    ring.addEllipse(box.adjusted(half, half, -half, -half));
    p.fillPath(ring, rim);
}

int BoardPainter::coordinateSize() const {
    const BoardTheme::Coordinates& K = theme_.coordinates;
    const double u = g_.unit();
    const double size = std::min(K.font.of(u), K.roomShare * u);
    return size < K.smallest ? 0 : static_cast<int>(size);
}

void BoardPainter::paintCoordinates(QPainter& p) const {
    const BoardTheme::Coordinates& K = theme_.coordinates;
    const double u = g_.unit();
    const int size = coordinateSize();
    if (size == 0)
        return;
    const Rules& rules = g_.rules();
    QFont f = font_;
    f.setPixelSize(size);
    p.setFont(f);
    const double margin = K.margin * u;
    auto engraved = [&p, &K](const QRectF& box, const QString& text) {
        p.setPen(K.light);
        p.drawText(box.translated(0, K.lightOffset), Qt::AlignCenter, text);
        p.setPen(K.dark);
        p.drawText(box, Qt::AlignCenter, text);
    };
    const QRectF board = g_.boardRect();
    for (int col = 0; col < rules.cols(); ++col) {
        const QPointF c(g_.centre(rules.hole(0, col)).x(), board.bottom() - margin);
        engraved(QRectF(c.x() - u / 2, c.y() - margin, u, 2 * margin), QString(QChar(u'a' + col)));
    }
    for (int row = 0; row < rules.rows(); ++row) {
        const QPointF c(board.left() + margin, g_.centre(rules.hole(row, 0)).y());
        engraved(QRectF(c.x() - margin, c.y() - u / 2, 2 * margin, u), QString::number(row + 1));
    }
}

void BoardPainter::paintTotalContainers(QPainter& p) const {
    const BoardTheme::Tray& T = theme_.tray;
    const double u = g_.unit();
    const bool stores = g_.rules().hasStores();
    for (Side side : {Side::South, Side::North}) {
        const QRectF box = g_.total(side);
        const double r = std::min(box.width(), box.height()) / 2;
        if (!stores) {
            // A small wooden tray.
            const double frameWidth = T.frame * u;
            const QRectF frame = box.adjusted(-frameWidth, -frameWidth, frameWidth, frameWidth);
            QLinearGradient wood(frame.topLeft(), frame.bottomLeft());
            wood.setStops(T.wood);
            p.setPen(QPen(T.frameOutline, T.frameWidth.of(u)));
            p.setBrush(wood);
            p.drawRoundedRect(frame, r + frameWidth, r + frameWidth);
        }
        QPainterPath shape;
        shape.addRoundedRect(box, r, r);
        QLinearGradient inside(box.topLeft(), box.bottomLeft());
        inside.setStops(T.inside);
        p.fillPath(shape, inside);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(T.rim, T.rimWidth.of(u)));
        p.drawPath(shape);
    }
}

} // namespace mancala::ui
