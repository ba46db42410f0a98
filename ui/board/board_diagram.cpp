#include "board/board_diagram.hpp"

#include <QBuffer>
#include <QPainter>
#include <QSvgGenerator>

#include "board/board_geometry.hpp"
#include "board/board_painter.hpp"
#include "board/board_theme.hpp"

namespace mancala::ui {

namespace {

BoardSnapshot snapshotOf(const Diagram& d) {
    BoardSnapshot s;
    const int holes = d.rules->rows() * d.rules->cols();
    for (int h = 0; h < holes; ++h)
        s.seeds[static_cast<std::size_t>(h)] = d.position.board[static_cast<std::size_t>(h)];
    s.totals = {d.position.totals[0], d.position.totals[1]};
    s.names = d.names;
    s.playedBy = d.playedBy;
    s.mover = d.position.toMove;
    s.over = d.position.over();
    s.winner = d.position.winner;
    return s;
}

} // namespace

QSizeF diagramSize(const Rules& rules) {
    return rules.rows() > 2 ? QSizeF(960, 640) : QSizeF(960, 400);
}

void paintDiagram(QPainter& p, const QRectF& target, const Diagram& d, const QFont& font, const BoardTheme& theme) {
    const QSizeF natural = diagramSize(*d.rules);
    const double scale = std::min(target.width() / natural.width(), target.height() / natural.height());
    const QSizeF drawn = natural * scale;
    p.save();
    p.translate(target.center() - QPointF(drawn.width() / 2, drawn.height() / 2));
    p.scale(scale, scale);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    p.setLayoutDirection(Qt::LeftToRight);
    const BoardGeometry geometry(*d.rules, natural, theme.layout);
    const BoardPainter painter(geometry, theme, font);
    painter.paintStatic(p);
    painter.paint(p, snapshotOf(d));
    p.restore();
}

QByteArray diagramSvg(const Diagram& d, const QFont& font, const QString& title) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    const QSizeF size = diagramSize(*d.rules);
    svg.setSize(size.toSize());
    svg.setViewBox(QRectF(QPointF(0, 0), size));
    svg.setTitle(title);
    QPainter p(&svg);
    paintDiagram(p, QRectF(QPointF(0, 0), size), d, font);
    p.end();
    return bytes;
}

QImage diagramImage(const Diagram& d, const QFont& font, double scale) {
    const QSizeF size = diagramSize(*d.rules) * scale;
    QImage image(size.toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    paintDiagram(p, QRectF(QPointF(0, 0), size), d, font);
    p.end();
    return image;
}

QByteArray diagramPng(const Diagram& d, const QFont& font, double scale) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    diagramImage(d, font, scale).save(&buffer, "PNG");
    return bytes;
}

} // namespace mancala::ui
