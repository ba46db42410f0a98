// What moves while a move animates (see board_painter.hpp): the marks of the
// step under way (a lap restarting, a hole skipped, a capture, a pass, the
// hole sown into), the seeds in flight and the hand that sows them.
#include <QLinearGradient>
#include <QPainter>
#include <QPolygonF>
#include <QRadialGradient>

#include <algorithm>
#include <cmath>
#include <numbers>

#include "board/board_noise.hpp"
#include "board/board_painter.hpp"
#include "i18n/wording.hpp"

namespace mancala::ui {

namespace {

constexpr double kPi = std::numbers::pi;
constexpr double kDegrees = 180.0; // half a turn
// A badge of words (Pass, Another turn) is at full strength while the sine
// of its step is above 1 / kBadgeFade: all but the first and last tenth or so.
constexpr double kBadgeFade = 3.0;

double easeInOut(double t) noexcept {
    return t < 0.5 ? 2 * t * t : 1 - std::pow(-2 * t + 2, 2) / 2;
}

QPointF lerp(QPointF a, QPointF b, double t) noexcept {
    return a + (b - a) * t;
}

// A point on a flight from `a` to `b` arching `height` upwards.
QPointF arc(QPointF a, QPointF b, double t, double height) noexcept {
    const QPointF control = (a + b) / 2 - QPointF(0, height);
    const double s = 1 - t;
    return a * (s * s) + control * (2 * s * t) + b * (t * t);
}

double distance(QPointF a, QPointF b) noexcept {
    return std::hypot(a.x() - b.x(), a.y() - b.y());
}

QColor blend(const QColor& a, const QColor& b, double t) {
    return QColor::fromRgbF(static_cast<float>(a.redF() + (b.redF() - a.redF()) * t),
                            static_cast<float>(a.greenF() + (b.greenF() - a.greenF()) * t),
                            static_cast<float>(a.blueF() + (b.blueF() - a.blueF()) * t),
                            static_cast<float>(a.alphaF() + (b.alphaF() - a.alphaF()) * t));
}

} // namespace

void BoardPainter::paintStepMarks(QPainter& p, const BoardMotion& m) const {
    if (!m.step)
        return;
    const AnimationStep& step = *m.step;
    const BoardTheme::Motion& M = theme_.motion;
    const BoardTheme::Palette& C = theme_.palette;
    const double u = g_.unit();
    const double r = g_.pitRadius();
    const double t = m.progress;
    const double pulse = std::sin(kPi * t);
    p.setBrush(Qt::NoBrush);
    switch (step.kind) {
    case StepKind::Lap: paintLap(p, step, t); break;
    case StepKind::Skip: paintSkip(p, step, pulse); break;
    case StepKind::Capture:
    case StepKind::Allot:
    case StepKind::Store: {
        const QColor color = step.kind == StepKind::Capture ? C.captured : C.lastMove;
        if (step.kind != StepKind::Store) {
            p.setPen(QPen(withAlpha(color, static_cast<int>(M.captureAlpha * (1 - t))), M.captureWidth.of(u)));
            p.drawEllipse(g_.centre(step.hole), r + M.captureRing * u, r + M.captureRing * u);
        }
        const QRectF box = g_.total(step.side);
        const double rr = std::min(box.width(), box.height()) / 2;
        p.setPen(QPen(withAlpha(C.gold, static_cast<int>(M.captureTotalAlpha * pulse)), M.captureTotalWidth.of(u)));
        p.drawRoundedRect(box, rr, rr);
        break;
    }
    case StepKind::Pass:
    case StepKind::Again: {
        // Words to read: at full strength but for a short fade at either end.
        const double shown = std::min(1.0, kBadgeFade * pulse);
        paintBadge(p, g_.band(step.side).center(),
                   step.kind == StepKind::Pass ? Wording::passAction() : Wording::anotherTurn(), M.passBadge.of(u),
                   withAlpha(C.label, static_cast<int>(M.passFillAlpha * shown)),
                   withAlpha(C.labelInk, static_cast<int>(M.passInkAlpha * shown)));
        break;
    }
    case StepKind::Lift:
    case StepKind::Drop:
    case StepKind::Slide:
        // The hole being sown into glows softly.
        p.setPen(QPen(withAlpha(C.lastMove, static_cast<int>(M.sowAlpha * pulse)), M.sowWidth.of(u)));
        p.drawEllipse(g_.centre(step.hole), r - M.sowInset * u, r - M.sowInset * u);
        break;
    }
}

// The lap starts again from here: a gold ring and a turning arrow.
void BoardPainter::paintLap(QPainter& p, const AnimationStep& step, double t) const {
    const BoardTheme::Motion& M = theme_.motion;
    const QColor gold = theme_.palette.gold;
    const double u = g_.unit();
    const double pulse = std::sin(kPi * t);
    const QPointF c = g_.centre(step.hole);
    const double rr = g_.pitRadius() + M.lapArrowRing * u;
    p.setPen(QPen(withAlpha(gold, static_cast<int>(M.lapBaseAlpha + M.lapPulseAlpha * pulse)), M.lapWidth.of(u)));
    p.drawEllipse(c, g_.pitRadius() + M.lapRing * u, g_.pitRadius() + M.lapRing * u);
    const double start = kDegrees / 2 + M.lapTurns * t;
    p.setPen(QPen(withAlpha(gold, M.lapArrowAlpha), M.lapArrowWidth.of(u), Qt::SolidLine, Qt::RoundCap));
    const QRectF box(c.x() - rr, c.y() - rr, 2 * rr, 2 * rr);
    constexpr int kSixteenths = 16; // QPainter::drawArc's angles are in 1/16 degree
    p.drawArc(box, static_cast<int>(start * kSixteenths), static_cast<int>(M.lapArrowSpan) * kSixteenths);
    const double end = (start + M.lapArrowSpan) * kPi / kDegrees;
    const QPointF tip = c + QPointF(rr * std::cos(end), -rr * std::sin(end));
    const QPointF along(-std::sin(end), -std::cos(end)); // direction of travel (counter-clockwise)
    const QPointF out(std::cos(end), -std::sin(end));
    const double a = M.lapArrowHead * u;
    p.setBrush(withAlpha(gold, M.lapArrowAlpha));
    p.setPen(Qt::NoPen);
    p.drawPolygon(QPolygonF{tip + along * a, tip - along * (a * M.lapArrowBack) + out * (a * M.lapArrowSide),
                            tip - along * (a * M.lapArrowBack) - out * (a * M.lapArrowSide)});
}

void BoardPainter::paintSkip(QPainter& p, const AnimationStep& step, double pulse) const {
    const BoardTheme::Motion& M = theme_.motion;
    const QColor skip = theme_.palette.skip;
    const double u = g_.unit();
    const QPointF c = g_.centre(step.hole);
    p.setPen(QPen(withAlpha(skip, static_cast<int>(M.skipRingAlpha * pulse)), M.skipWidth.of(u), Qt::DashLine));
    p.drawEllipse(c, g_.pitRadius() + M.skipRing * u, g_.pitRadius() + M.skipRing * u);
    p.setPen(QPen(withAlpha(skip, static_cast<int>(M.skipCrossAlpha * pulse)), M.skipWidth.of(u), Qt::SolidLine,
                  Qt::RoundCap));
    const double d = M.skipCross * u;
    p.drawLine(c + QPointF(-d, -d), c + QPointF(d, d));
    p.drawLine(c + QPointF(-d, d), c + QPointF(d, -d));
}

void BoardPainter::paintInFlight(QPainter& p, const BoardSnapshot& s) const {
    const BoardMotion& m = *s.motion;
    const double t = m.step ? m.progress : 1.0;
    const double e = easeInOut(t);
    paintMovingHand(p, m, e);
    if (!m.step)
        return;
    const AnimationStep& step = *m.step;
    const BoardTheme::Motion& M = theme_.motion;
    switch (step.kind) {
    case StepKind::Lift: paintLift(p, s, step, e); break;
    case StepKind::Drop: paintDrop(p, s, step, e); break;
    case StepKind::Capture:
    case StepKind::Allot:
    case StepKind::Store: paintCapture(p, s, step, t); break;
    case StepKind::Slide: {
        const QPointF at = lerp(g_.centre(step.from), g_.centre(step.hole), e);
        const Side owner = g_.rules().owner(step.from);
        paintPiece(p, at, 0.0, pieceColor(0, owner), 1.0 + M.slideSwell * std::sin(kPi * e),
                   M.slideLift * std::sin(kPi * e));
        break;
    }
    case StepKind::Skip:
    case StepKind::Lap:
    case StepKind::Again:
    case StepKind::Pass: break;
    }
}

// The hand, where it hovers or on its way to the next hole.
void BoardPainter::paintMovingHand(QPainter& p, const BoardMotion& m, double e) const {
    const std::optional<AnimationStep>& step = m.step;
    if (step && (step->kind == StepKind::Drop || step->kind == StepKind::Skip)) {
        const QPointF at = lerp(g_.handCentre(step->from), g_.handCentre(step->hole), e);
        if (m.handSeeds > 0 || step->kind == StepKind::Skip) {
            paintHand(p, at, step->from, m.handSeeds);
        } else {
            p.setOpacity(1.0 - e);
            paintHand(p, at, step->from, 0);
            p.setOpacity(1.0);
        }
    } else if (step && step->kind == StepKind::Lift) {
        p.setOpacity(e);
        paintHand(p, g_.handCentre(step->hole), step->hole, 0);
        p.setOpacity(1.0);
    } else if (m.handSeeds > 0 && m.handHole != kNoHole) {
        paintHand(p, g_.handCentre(m.handHole), m.handHole, m.handSeeds);
    }
}

void BoardPainter::paintLift(QPainter& p, const BoardSnapshot& s, const AnimationStep& step, double e) const {
    const QPointF c = g_.centre(step.hole);
    const int base = s.seeds[step.hole];
    const int n = std::min(step.count, theme_.pieces.maxHand);
    const Side owner = g_.rules().owner(step.hole);
    const double lift = theme_.motion.handLift;
    for (int k = 0; k < n; ++k) {
        double a0 = 0;
        double a1 = 0;
        const QPointF from = c + g_.pileSlot(step.hole, base + k, &a0);
        const QPointF to = g_.handCentre(step.hole) + g_.handSlot(k, &a1);
        const QColor color = blend(pieceColor(seedKey(holeSalt(step.hole), base + k), owner),
                                   pieceColor(seedKey(kHandSalt, k), owner), e);
        paintPiece(p, arc(from, to, e, theme_.motion.liftArc * g_.unit()), a0 + (a1 - a0) * e, color, 1.0, lift * e);
    }
}

void BoardPainter::paintDrop(QPainter& p, const BoardSnapshot& s, const AnimationStep& step, double e) const {
    const BoardTheme::Motion& M = theme_.motion;
    double a0 = 0;
    double a1 = 0;
    const int k = s.motion->handSeeds;
    const int target = s.seeds[step.hole];
    const QPointF from = g_.handCentre(step.from) + g_.handSlot(k, &a0);
    const QPointF to = g_.centre(step.hole) + g_.pileSlot(step.hole, target, &a1);
    const Side owner = g_.rules().owner(step.hole);
    const QColor color =
        blend(pieceColor(seedKey(kHandSalt, k), owner), pieceColor(seedKey(holeSalt(step.hole), target), owner), e);
    const double height = M.dropArc * g_.unit() + M.dropArcPerDistance * distance(from, to);
    paintPiece(p, arc(from, to, e, height), a0 + (a1 - a0) * e, color, 1.0 + M.dropSwell * std::sin(kPi * e),
               M.handLift * (1 - e) + M.dropBounce * std::sin(kPi * e));
}

// Captured (or allotted) seeds fly one after the other to the tray or store;
// a seed sown into a store (Kalah) flies there from the hand.
void BoardPainter::paintCapture(QPainter& p, const BoardSnapshot& s, const AnimationStep& step, double t) const {
    const BoardTheme::Motion& M = theme_.motion;
    const QPointF c = g_.centre(step.hole);
    const int base = s.seeds[step.hole];
    const int already = s.totals[index(step.side)];
    const int n = std::min(step.count, theme_.pieces.maxPile);
    const double stagger = n > 1 ? std::min(M.captureStagger, M.captureStaggerSpread / (n - 1)) : 0.0;
    const Side owner = g_.rules().owner(step.hole);
    const double scaleTo = g_.look() == PieceLook::Stones ? theme_.pieces.stoneInTotal : 1.0;
    for (int k = 0; k < n; ++k) {
        const double local = std::clamp((t - k * stagger) / (1.0 - (n - 1) * stagger), 0.0, 1.0);
        const double le = easeInOut(local);
        double a0 = 0;
        double a1 = 0;
        const QPointF from = step.kind == StepKind::Store ? g_.handCentre(step.hole) + g_.handSlot(k, &a0)
                                                          : c + g_.pileSlot(step.hole, base + k, &a0);
        const QPointF to = g_.totalSlot(step.side, already + k, &a1);
        const QColor color = blend(pieceColor(seedKey(holeSalt(step.hole), base + k), owner),
                                   pieceColor(seedKey(totalSalt(step.side), already + k), owner), le);
        paintPiece(p, arc(from, to, le, M.captureArc * g_.unit() + M.captureArcPerDistance * distance(from, to)),
                   a0 + (a1 - a0) * le, color, 1.0 + (scaleTo - 1.0) * le + M.captureSwell * std::sin(kPi * le),
                   M.captureLift * std::sin(kPi * le));
    }
}

void BoardPainter::paintHand(QPainter& p, QPointF centre, Hole origin, int seeds) const {
    const BoardTheme::Hand& H = theme_.hand;
    const double r = g_.pitRadius();
    const double rx = H.palmX * r;
    const double ry = H.palmY * r;
    paintHandShape(p, centre);
    const Side owner = origin < g_.rules().holeCount() ? g_.rules().owner(origin) : Side::South;
    const int n = std::min(seeds, theme_.pieces.maxHand);
    for (int i = 0; i < n; ++i) {
        double angle = 0;
        const QPointF at = centre + g_.handSlot(i, &angle);
        paintPiece(p, at, angle, pieceColor(seedKey(kHandSalt, i), owner), 1.0, theme_.motion.handLift);
    }
    if (seeds > 0)
        paintBadge(p, centre + QPointF(rx * H.badgeAt.x(), ry * H.badgeAt.y()), QString::number(seeds),
                   H.badge.of(g_.unit()), theme_.palette.gold, theme_.palette.labelInk);
}

// A cupped hand seen from above: the palm holds the seeds, the fingers curl
// over its far edge and the thumb lies along its left side.
void BoardPainter::paintHandShape(QPainter& p, QPointF centre) const {
    const BoardTheme::Hand& H = theme_.hand;
    const double r = g_.pitRadius();
    const double rx = H.palmX * r;
    const double ry = H.palmY * r;
    const double line = H.lineWidth.of(r);
    const QPointF shadowAt = centre + H.shadowAt * r;
    QRadialGradient shade(shadowAt, rx * H.shadowX);
    shade.setColorAt(0.0, H.shadow);
    shade.setColorAt(1.0, withAlpha(H.shadow, 0));
    p.setPen(Qt::NoPen);
    p.setBrush(shade);
    p.drawEllipse(shadowAt, rx * H.shadowX, ry * H.shadowY);

    auto finger = [&](double angleDeg, double length, double width, double reach) {
        p.save();
        p.translate(centre);
        p.rotate(angleDeg);
        QLinearGradient g(QPointF(reach, -width / 2), QPointF(reach, width / 2));
        g.setColorAt(0.0, H.skin.lighter(H.fingerLighter));
        g.setColorAt(1.0, H.skin.darker(H.fingerDarker));
        p.setBrush(g);
        p.setPen(QPen(H.outline, line));
        p.drawRoundedRect(QRectF(reach - length * H.fingerBase, -width / 2, length, width), width / 2, width / 2);
        p.restore();
    };
    for (int k = 0; k < H.fingers; ++k)
        finger(H.firstFinger + k * H.fingerSpread, H.fingerLength * r, H.fingerWidth * r, H.fingerReach * r);
    finger(H.thumbAngle, H.thumbLength * r, H.thumbWidth * r, H.thumbReach * r);

    QRadialGradient palm(centre + H.palmLight * r, rx * H.palmReach);
    palm.setColorAt(0.0, H.skin.lighter(H.palmLighter));
    palm.setColorAt(H.palmSkinStop, H.skin);
    palm.setColorAt(1.0, H.skin.darker(H.palmDarker));
    p.setBrush(palm);
    p.setPen(QPen(H.outline, line));
    p.drawEllipse(centre, rx, ry);
    QRadialGradient hollow(centre + H.hollowAt * r, rx * H.hollowReach);
    hollow.setColorAt(0.0, H.hollow);
    hollow.setColorAt(1.0, withAlpha(H.hollow, 0));
    p.setBrush(hollow);
    p.setPen(Qt::NoPen);
    p.drawEllipse(centre, rx * H.hollowX, ry * H.hollowY);
}

} // namespace mancala::ui
