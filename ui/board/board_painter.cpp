// The board at rest (see board_painter.hpp): the turn band, the last move's
// rings, the piles, counts, totals and names; and the pieces and badges
// everything else paints with.
#include "board/board_painter.hpp"

#include <QFontMetricsF>
#include <QPainter>
#include <QPolygonF>
#include <QRadialGradient>
#include <QTransform>

#include <algorithm>
#include <cmath>
#include <numbers>

#include "board/board_noise.hpp"

namespace mancala::ui {

QColor withAlpha(QColor c, int alpha) {
    c.setAlpha(alpha);
    return c;
}

namespace {

bool wins(Winner winner, Side side) noexcept {
    return winner == Winner::Draw || winner == (side == Side::South ? Winner::South : Winner::North);
}

} // namespace

BoardPainter::BoardPainter(const BoardGeometry& geometry, const BoardTheme& theme, const QFont& font)
    : g_(geometry), theme_(theme), font_(font) {}

void BoardPainter::paint(QPainter& p, const BoardSnapshot& s) const {
    paintBoard(p, s);
    if (!s.motion)
        paintMarks(p, s);
    paintCounts(p, s);
    paintTotals(p, s);
    paintNames(p, s);
    if (s.motion) {
        paintStepMarks(p, *s.motion);
        paintInFlight(p, s);
    }
}

void BoardPainter::paintBoard(QPainter& p, const BoardSnapshot& s) const {
    const BoardTheme::Marks& M = theme_.marks;
    const BoardTheme::Palette& C = theme_.palette;
    const double u = g_.unit();
    const double pitR = g_.pitRadius();
    const int holes = g_.rules().holeCount();

    // Whose turn: a warm light over the rows of the side to move.
    if (!s.over) {
        const QRectF band = g_.band(s.mover);
        const double r = std::min(band.height(), band.width()) / 2;
        p.setPen(QPen(withAlpha(C.gold, M.bandAlpha), M.bandWidth.of(u)));
        p.setBrush(M.bandFill);
        p.drawRoundedRect(band, r, r);
    }

    // The last move: a warm ring inside the pits it went through, a dashed
    // red one round those it captured from (under the seeds and counts).
    if (!s.motion) {
        p.setBrush(Qt::NoBrush);
        for (int h = 0; h < holes; ++h) {
            if (s.inLastMove[h]) {
                p.setPen(QPen(withAlpha(C.lastMove, M.lastMoveAlpha), M.lastMoveWidth.of(u)));
                p.drawEllipse(g_.centre(static_cast<Hole>(h)), pitR - M.lastMoveInset * u, pitR - M.lastMoveInset * u);
            }
            if (s.captured[h] > 0) {
                p.setPen(QPen(withAlpha(C.captured, M.capturedAlpha), M.capturedWidth.of(u), Qt::DashLine));
                p.drawEllipse(g_.centre(static_cast<Hole>(h)), pitR + M.capturedOutset * u,
                              pitR + M.capturedOutset * u);
            }
        }
    }
    for (int h = 0; h < holes; ++h)
        paintPile(p, static_cast<Hole>(h), s.seeds[h]);
}

void BoardPainter::paintPile(QPainter& p, Hole h, int seeds) const {
    const Side owner = g_.rules().owner(h);
    const int n = std::min(seeds, theme_.pieces.maxPile);
    for (int i = 0; i < n; ++i) {
        double angle = 0;
        const QPointF at = g_.centre(h) + g_.pileSlot(h, i, &angle);
        paintPiece(p, at, angle, pieceColor(seedKey(holeSalt(h), i), owner), 1.0, 0.0);
    }
}

void BoardPainter::paintCounts(QPainter& p, const BoardSnapshot& s) const {
    const BoardTheme::Counts& K = theme_.counts;
    const BoardTheme::Palette& C = theme_.palette;
    const double u = g_.unit();
    const int holes = g_.rules().holeCount();
    if (g_.look() != PieceLook::Stones) {
        const double badgeH = K.height.of(u);
        for (int h = 0; h < holes; ++h) {
            const QPointF at = g_.centre(static_cast<Hole>(h)) + QPointF(K.at, -K.at) * (g_.pitRadius() * K.reach);
            const int n = s.seeds[h];
            paintBadge(p, at, QString::number(n), badgeH, n == 0 ? K.empty : C.label,
                       withAlpha(C.labelInk, n == 0 ? K.emptyInkAlpha : C.labelInk.alpha()));
        }
    }
    if (s.motion)
        return;
    for (int h = 0; h < holes; ++h) {
        const int captured = s.captured[h];
        if (captured > 0)
            paintBadge(p, g_.centre(static_cast<Hole>(h)) + QPointF(-K.at, K.at) * (g_.pitRadius() * K.reach),
                       QStringLiteral("\u2212%1").arg(captured), K.capturedHeight.of(u),
                       withAlpha(C.captured, K.capturedAlpha), K.capturedInk);
    }
}

void BoardPainter::paintTotals(QPainter& p, const BoardSnapshot& s) const {
    const BoardTheme::Totals& T = theme_.totals;
    const BoardTheme::Palette& C = theme_.palette;
    const double u = g_.unit();
    const bool stores = g_.rules().hasStores();
    for (Side side : {Side::South, Side::North}) {
        const QRectF box = g_.total(side);
        const double r = std::min(box.width(), box.height()) / 2;
        const Side stoneOwner = opponent(side); // captured stones are the opponent's
        const int n = std::min(s.totals[index(side)], theme_.pieces.maxTotal);
        for (int i = 0; i < n; ++i) {
            double angle = 0;
            const QPointF at = g_.totalSlot(side, i, &angle);
            paintPiece(p, at, angle, pieceColor(seedKey(totalSalt(side), i), stoneOwner),
                       g_.look() == PieceLook::Stones ? theme_.pieces.stoneInTotal : 1.0, 0.0);
        }

        const bool winner = s.over && wins(s.winner, side);
        const QString count = QString::number(s.totals[index(side)]);
        if (stores) {
            const QPointF at(box.center().x(), box.top());
            paintBadge(p, at, count, T.storeBadge.of(u), winner ? C.gold : C.label, C.labelInk);
        } else {
            QFont f = font_;
            f.setBold(true);
            f.setPixelSize(static_cast<int>(T.trayFont.of(u)));
            p.setFont(f);
            p.setPen(winner ? C.gold : C.ink);
            p.drawText(g_.count(side), Qt::AlignCenter, count);
        }
        if (winner) {
            const double grow = T.winnerGrow * u;
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(withAlpha(C.gold, T.winnerAlpha), T.winnerWidth.of(u)));
            p.drawRoundedRect(box.adjusted(-grow, -grow, grow, grow), r, r);
        }
    }
}

namespace {

// The height of the name's line and of who plays it under it (a script's
// own: Nastaliq stands taller than Latin type of its size).
double lineHeights(const NameLetters& letters) {
    return QFontMetricsF(letters.nameFont).height() + QFontMetricsF(letters.playedByFont).height();
}

QFont sized(QFont font, double pixels, bool bold) {
    font.setPixelSize(std::max(1, static_cast<int>(pixels)));
    font.setBold(bold);
    return font;
}

} // namespace

// The largest type, from the name's own size down, in which the name and who
// plays it fit whole: on one line, else the kind under the name; in the
// smallest, what does not fit is cut short.
NameLetters BoardPainter::nameLetters(const BoardSnapshot& s, Side side) const {
    const BoardTheme::Names& N = theme_.names;
    const double u = g_.unit();
    const QRectF box = g_.name(side);
    const double dot = N.dot.of(u);
    const double room = box.width() - 2 * dot - dot * N.gap - N.textSlack;
    const QString& name = s.names[index(side)];
    const QString& by = s.playedBy[index(side)];
    const bool bold = (!s.over && s.mover == side) || (s.over && wins(s.winner, side));
    const double byGap = by.isEmpty() ? 0.0 : dot * N.playedByGap;
    NameLetters out{name, by, font_, font_, false};
    double size = std::max(N.font.minimum, std::min(N.font.perUnit * u, box.height() * N.maxFontShare));
    for (;;) {
        const double bySize = std::max(N.fitMinimum, size * N.playedByScale);
        out.nameFont = sized(font_, size, bold);
        out.playedByFont = sized(font_, bySize, false);
        out.twoLines = false;
        const double nameW = QFontMetricsF(out.nameFont).horizontalAdvance(name);
        const double byW = by.isEmpty() ? 0.0 : QFontMetricsF(out.playedByFont).horizontalAdvance(by);
        if (nameW + byGap + byW <= room)
            return out;
        const bool twoFit = !by.isEmpty() && lineHeights(out) <= box.height();
        if (twoFit && std::max(nameW, byW) <= room) {
            out.twoLines = true;
            return out;
        }
        if (size <= N.fitMinimum)
            break;
        size = std::max(N.fitMinimum, size * N.shrinkStep);
    }
    const QFontMetricsF fm(out.nameFont);
    const QFontMetricsF sm(out.playedByFont);
    out.twoLines = !by.isEmpty() && lineHeights(out) <= box.height();
    out.playedBy = sm.elidedText(by, Qt::ElideRight, out.twoLines ? room : room / 2);
    const double byRoom = out.twoLines || by.isEmpty() ? 0.0 : byGap + sm.horizontalAdvance(out.playedBy);
    out.name = fm.elidedText(name, Qt::ElideRight, room - byRoom);
    return out;
}

// Each name with its mark before it and, after it or under it in a smaller,
// quieter type, who plays it ("Computer · Expert").
void BoardPainter::paintNames(QPainter& p, const BoardSnapshot& s) const {
    const BoardTheme::Names& N = theme_.names;
    const BoardTheme::Palette& C = theme_.palette;
    const double dot = N.dot.of(g_.unit());
    const double gap = dot * N.gap;
    for (Side side : {Side::South, Side::North}) {
        const QRectF box = g_.name(side);
        const bool moving = !s.over && s.mover == side;
        const bool winner = s.over && wins(s.winner, side);
        const NameLetters letters = nameLetters(s, side);
        const QFontMetricsF fm(letters.nameFont);
        const QFontMetricsF sm(letters.playedByFont);
        const double nameW = fm.horizontalAdvance(letters.name);
        const double byW = letters.playedBy.isEmpty() ? 0.0 : sm.horizontalAdvance(letters.playedBy);
        const double byGap = letters.twoLines || byW == 0.0 ? 0.0 : dot * N.playedByGap;
        const double textW = letters.twoLines ? std::max(nameW, byW) : nameW + byGap + byW;
        const double nameH = letters.twoLines ? fm.height() : box.height();
        const double byH = letters.twoLines ? sm.height() : box.height();
        const double top = letters.twoLines ? box.center().y() - (nameH + byH) / 2 : box.top();
        const bool right = g_.rules().hasStores() && side == Side::South;
        const double x = right ? box.right() - textW - 2 * dot - gap : box.left();
        paintNameMark(p, QPointF(x + dot, top + nameH / 2), dot, winner, moving);
        const double textX = x + 2 * dot + gap;
        p.setFont(letters.nameFont);
        p.setPen(moving || winner ? C.gold : withAlpha(C.ink, N.inkAlpha));
        p.drawText(QRectF(textX, top, nameW + N.textSlack, nameH), Qt::AlignVCenter | Qt::AlignLeft, letters.name);
        if (byW == 0.0)
            continue;
        p.setFont(letters.playedByFont);
        p.setPen(withAlpha(C.ink, N.playedByAlpha));
        const QPointF at = letters.twoLines ? QPointF(textX, top + nameH) : QPointF(textX + nameW + byGap, top);
        p.drawText(QRectF(at, QSizeF(byW + N.textSlack, byH)), Qt::AlignVCenter | Qt::AlignLeft, letters.playedBy);
    }
}

// Before a name: a small gold star for the winner (both, in a draw), a
// glowing dot for the side to move, a ring otherwise.
void BoardPainter::paintNameMark(QPainter& p, QPointF at, double dot, bool winner, bool moving) const {
    const BoardTheme::Names& N = theme_.names;
    const QColor gold = theme_.palette.gold;
    constexpr double kPi = std::numbers::pi;
    if (winner) {
        QPolygonF star;
        for (int k = 0; k < N.starPoints; ++k) {
            const double a = -kPi / 2 + k * kPi / (N.starPoints / 2);
            const double rr = (k % 2 == 0 ? N.starOuter : N.starInner) * dot;
            star << at + QPointF(rr * std::cos(a), rr * std::sin(a));
        }
        p.setPen(QPen(gold.darker(N.starEdgeDarker), N.starEdgeWidth));
        p.setBrush(gold);
        p.drawPolygon(star);
    } else if (moving) {
        QRadialGradient glow(at, dot * N.glow);
        glow.setColorAt(0.0, withAlpha(gold, N.glowAlpha));
        glow.setColorAt(1.0, withAlpha(gold, 0));
        p.setPen(Qt::NoPen);
        p.setBrush(glow);
        p.drawEllipse(at, dot * N.glow, dot * N.glow);
        p.setBrush(gold);
        p.drawEllipse(at, dot, dot);
    } else {
        p.setPen(QPen(withAlpha(theme_.palette.ink, N.idleAlpha), N.idleWidth.of(dot)));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(at, dot * N.idleRadius, dot * N.idleRadius);
    }
}

void BoardPainter::paintRing(QPainter& p, Hole h, double radius, const QPen& pen, QColor fill) const {
    const QPointF c = g_.centre(h);
    const double r = g_.pitRadius();
    p.setPen(Qt::NoPen);
    p.setBrush(fill);
    p.drawEllipse(c, r, r);
    p.setBrush(Qt::NoBrush);
    p.setPen(pen);
    p.drawEllipse(c, radius, radius);
}

QColor BoardPainter::pieceColor(std::uint32_t key, Side stoneOwner) const {
    const BoardTheme::Pieces& P = theme_.pieces;
    switch (g_.look()) {
    case PieceLook::Stones: return QColor::fromRgb(stoneOwner == Side::South ? P.southStone : P.northStone);
    case PieceLook::Counters: return QColor::fromRgb(P.counters[mix(key) % P.counters.size()]);
    case PieceLook::Beans: break;
    }
    return QColor::fromRgb(P.beans[mix(key) % P.beans.size()]);
}

void BoardPainter::paintPiece(QPainter& p, QPointF at, double angle, QColor color, double scale, double lift) const {
    const BoardTheme::Pieces& P = theme_.pieces;
    const PieceLook look = g_.look();
    double len = g_.seedLength() * scale;
    double wid = (look == PieceLook::Counters ? P.counterWidth : P.beanWidth) * len;
    if (look == PieceLook::Stones) {
        len = P.stoneLength * g_.pitRadius() * scale;
        wid = P.stoneWidth * len;
    }
    // Shadow, further and softer the higher the piece flies.
    const QPointF shadowAt = at + P.shadowOffset * len * (1 + P.shadowLiftOffset * lift);
    const double fade = 1 - P.shadowLiftFade * lift;
    const double grow = 1 + P.shadowLiftGrow * lift;
    QRadialGradient shade(shadowAt, P.shadowRadiusX * len * grow);
    shade.setColorAt(0.0, withAlpha(P.shadow, static_cast<int>(P.shadowAlpha * fade)));
    shade.setColorAt(P.shadowMidStop, withAlpha(P.shadow, static_cast<int>(P.shadowMidAlpha * fade)));
    shade.setColorAt(1.0, withAlpha(P.shadow, 0));
    p.setPen(Qt::NoPen);
    p.setBrush(shade);
    p.drawEllipse(shadowAt, P.shadowRadiusX * len * grow, P.shadowRadiusY * len * grow);

    p.save();
    p.translate(at);
    p.rotate(angle);
    // Light comes from the top left of the screen whatever the piece's angle.
    const QPointF light = QTransform().rotate(-angle).map(P.light * len);
    QRadialGradient body(light, P.bodyReach * len);
    body.setColorAt(0.0, color.lighter(P.bodyLighter));
    body.setColorAt(P.bodyLighterStop, color.lighter(P.bodyLight));
    body.setColorAt(P.bodyColourStop, color);
    body.setColorAt(1.0, color.darker(P.bodyDarker));
    p.setBrush(body);
    p.setPen(QPen(withAlpha(color.darker(P.edgeDarker), P.edgeAlpha), P.edgeWidth.of(len)));
    p.drawEllipse(QPointF(0, 0), len / 2, wid / 2);
    if (look == PieceLook::Beans) {
        p.setPen(Qt::NoPen);
        p.setBrush(withAlpha(color.darker(P.eyeDarker), P.eyeAlpha));
        p.drawEllipse(QPointF(0, P.eyeAt * wid), P.eyeLength * len, P.eyeWidth * len);
    }
    p.setPen(Qt::NoPen);
    p.setBrush(look == PieceLook::Stones ? withAlpha(P.glint, P.stoneGlintAlpha) : P.glint);
    p.drawEllipse(light * P.glintAt, P.glintLength * len, P.glintWidth * len);
    p.restore();
}

void BoardPainter::paintBadge(QPainter& p, QPointF at, const QString& text, double height, QColor fill,
                              QColor ink) const {
    const BoardTheme::Badge& B = theme_.badge;
    QFont f = font_;
    f.setPixelSize(std::max(B.minFont, static_cast<int>(std::lround(height * B.font))));
    f.setBold(true);
    const QFontMetricsF fm(f);
    const double w = std::max(height, fm.horizontalAdvance(text) + height * B.padding);
    const QRectF box(at.x() - w / 2, at.y() - height / 2, w, height);
    p.setPen(Qt::NoPen);
    p.setBrush(withAlpha(B.shadow, fill.alpha() * B.shadowAlpha / 255));
    p.drawRoundedRect(box.translated(0, height * B.shadowDrop), height / 2, height / 2);
    p.setBrush(fill);
    p.setPen(QPen(withAlpha(ink, std::min(ink.alpha(), B.maxEdgeAlpha)), B.edgeWidth.of(height)));
    p.drawRoundedRect(box, height / 2, height / 2);
    p.setFont(f);
    p.setPen(ink);
    p.drawText(box, Qt::AlignCenter, text);
}

} // namespace mancala::ui
