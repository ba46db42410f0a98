// The board's geometry without a widget, for every game at a few sizes: each
// hole's centre hits that hole, points away from every pit hit none, pits,
// trays, stores, names and counts never overlap and stay inside the size, a1
// sits at South's left (never mirrored) and seeds rest inside their pit or
// tray.
#include <QtTest>

#include <cmath>
#include <numbers>

#include "board/board_geometry.hpp"
#include "board/board_theme.hpp"
#include "mancala/rules.hpp"

Q_DECLARE_METATYPE(mancala::GameId)

namespace mancala::ui::test {

namespace {

constexpr std::array kSizes{QSizeF(300, 200),   QSizeF(320, 220), QSizeF(720, 470), QSizeF(900, 560),
                            QSizeF(1800, 1100), QSizeF(500, 900), QSizeF(1600, 300)};

BoardGeometry geometryFor(GameId game, QSizeF size) {
    return BoardGeometry(rulesFor(game), size, BoardTheme::standard().layout);
}

double distance(QPointF a, QPointF b) {
    return std::hypot(a.x() - b.x(), a.y() - b.y());
}

QString where(Hole h) {
    return QStringLiteral("hole %1").arg(h);
}

// The areas that are not pits: trays or stores, names and counts.
std::vector<QRectF> sideAreas(const BoardGeometry& g) {
    std::vector<QRectF> areas;
    for (Side side : {Side::South, Side::North})
        for (const QRectF& r : {g.total(side), g.name(side), g.count(side)})
            if (!r.isEmpty())
                areas.push_back(r);
    return areas;
}

void addLayoutRows() {
    QTest::addColumn<GameId>("game");
    QTest::addColumn<QSizeF>("size");
    for (GameId game : kAllGames)
        for (QSizeF size : kSizes)
            QTest::addRow("%s %gx%g", gameIdString(game).data(), size.width(), size.height()) << game << size;
}

} // namespace

class TestBoardGeometry : public QObject {
    Q_OBJECT

private slots:
    void everyCentreHitsItsHole_data() { addLayoutRows(); }
    void everyCentreHitsItsHole() {
        QFETCH(GameId, game);
        QFETCH(QSizeF, size);
        const BoardGeometry g = geometryFor(game, size);
        for (int i = 0; i < rulesFor(game).holeCount(); ++i) {
            const auto h = static_cast<Hole>(i);
            QVERIFY2(g.holeAt(g.centre(h)) == h, qPrintable(where(h)));
            QCOMPARE(g.holeRect(h).center(), g.centre(h));
            // Anywhere inside the pit, up to its rim.
            for (int k = 0; k < 8; ++k) {
                const double a = k * std::numbers::pi / 4;
                const QPointF rim = g.centre(h) + QPointF(std::cos(a), std::sin(a)) * (0.99 * g.pitRadius());
                QVERIFY2(g.holeAt(rim) == h, qPrintable(where(h)));
            }
        }
        QVERIFY(g.holeRect(static_cast<Hole>(rulesFor(game).holeCount())).isEmpty());
    }

    void pointsAwayFromEveryPitHitNoHole_data() { addLayoutRows(); }
    void pointsAwayFromEveryPitHitNoHole() {
        QFETCH(GameId, game);
        QFETCH(QSizeF, size);
        const BoardGeometry g = geometryFor(game, size);
        const Rules& rules = rulesFor(game);
        const double reach = g.pitRadius() + BoardTheme::standard().layout.hitReach * g.unit();
        const double step = std::max(2.0, g.unit() / 9);
        for (double y = 0; y < size.height(); y += step) {
            for (double x = 0; x < size.width(); x += step) {
                const QPointF p(x, y);
                Hole nearest = kNoHole;
                for (int i = 0; i < rules.holeCount(); ++i)
                    if (distance(p, g.centre(static_cast<Hole>(i))) <= reach)
                        nearest = static_cast<Hole>(i);
                QVERIFY2(g.holeAt(p) == nearest, qPrintable(QStringLiteral("(%1, %2)").arg(x).arg(y)));
            }
        }
        for (const QRectF& area : sideAreas(g))
            QCOMPARE(g.holeAt(area.center()), kNoHole);
        QCOMPARE(g.holeAt(QPointF(1, 1)), kNoHole);
        QCOMPARE(g.holeAt(QPointF(-50, size.height() / 2)), kNoHole);
    }

    void nothingOverlapsAndAllFits_data() { addLayoutRows(); }
    void nothingOverlapsAndAllFits() {
        QFETCH(GameId, game);
        QFETCH(QSizeF, size);
        const BoardGeometry g = geometryFor(game, size);
        const Rules& rules = rulesFor(game);
        const QRectF all = g.bounds();
        QCOMPARE(all, QRectF(QPointF(0, 0), size));
        QVERIFY(all.contains(g.boardRect()));
        const std::vector<QRectF> areas = sideAreas(g);
        for (int i = 0; i < rules.holeCount(); ++i) {
            const QRectF r = g.holeRect(static_cast<Hole>(i));
            QVERIFY(!r.isEmpty());
            QVERIFY2(g.boardRect().contains(r), qPrintable(where(static_cast<Hole>(i))));
            for (int k = i + 1; k < rules.holeCount(); ++k)
                QVERIFY2(!r.intersects(g.holeRect(static_cast<Hole>(k))), qPrintable(where(static_cast<Hole>(i))));
            for (const QRectF& area : areas)
                QVERIFY2(!r.intersects(area), qPrintable(where(static_cast<Hole>(i))));
        }
        for (std::size_t a = 0; a < areas.size(); ++a) {
            QVERIFY(all.contains(areas[a]));
            for (std::size_t b = a + 1; b < areas.size(); ++b)
                QVERIFY(!areas[a].intersects(areas[b]));
        }
        for (Side side : {Side::South, Side::North})
            QVERIFY(all.contains(g.band(side)));
        QVERIFY(!g.band(Side::South).intersects(g.band(Side::North)));
        // Names and counts sit outside the board, beside its long sides.
        for (Side side : {Side::South, Side::North})
            QVERIFY(!g.name(side).intersects(g.boardRect()) && !g.count(side).intersects(g.boardRect()));
        QCOMPARE(g.splitY() > 0, rules.rows() == 4);
    }

    void a1IsAtSouthsLeft_data() { addLayoutRows(); }
    void a1IsAtSouthsLeft() {
        QFETCH(GameId, game);
        QFETCH(QSizeF, size);
        const BoardGeometry g = geometryFor(game, size);
        const Rules& rules = rulesFor(game);
        const QPointF a1 = g.centre(rules.hole(0, 0));
        for (int i = 0; i < rules.holeCount(); ++i) {
            const auto h = static_cast<Hole>(i);
            const QPointF c = g.centre(h);
            QVERIFY(c.x() >= a1.x() && c.y() <= a1.y());
            if (rules.colOf(h) > 0)
                QVERIFY(c.x() > g.centre(rules.hole(rules.rowOf(h), rules.colOf(h) - 1)).x());
            if (rules.rowOf(h) > 0)
                QVERIFY(c.y() < g.centre(rules.hole(rules.rowOf(h) - 1, rules.colOf(h))).y());
            QVERIFY(g.band(rules.owner(h)).contains(g.holeRect(h)));
        }
        QVERIFY(g.band(Side::South).top() > g.band(Side::North).bottom());
        if (rules.hasStores()) {
            QVERIFY(g.total(Side::South).left() > g.holeRect(rules.hole(0, rules.cols() - 1)).right());
            QVERIFY(g.total(Side::North).right() < a1.x());
            QVERIFY(g.count(Side::South).isEmpty() && g.count(Side::North).isEmpty());
        } else {
            QVERIFY(g.total(Side::South).top() > g.boardRect().bottom());
            QVERIFY(g.total(Side::North).bottom() < g.boardRect().top());
        }
    }

    void seedsRestInTheirPitOrTray_data() { addLayoutRows(); }
    void seedsRestInTheirPitOrTray() {
        QFETCH(GameId, game);
        QFETCH(QSizeF, size);
        const BoardGeometry g = geometryFor(game, size);
        const Rules& rules = rulesFor(game);
        const BoardTheme& theme = BoardTheme::standard();
        for (int i = 0; i < rules.holeCount(); ++i) {
            const auto h = static_cast<Hole>(i);
            for (int k = 0; k < theme.pieces.maxPile; ++k) {
                double angle = -1;
                const QPointF at = g.centre(h) + g.pileSlot(h, k, &angle);
                QVERIFY2(distance(at, g.centre(h)) < g.pitRadius(), qPrintable(where(h)));
                QVERIFY(angle >= 0 && angle <= theme.layout.seedTurn);
            }
            // The hand hovers near its hole.
            QVERIFY(distance(g.handCentre(h), g.centre(h)) < g.pitRadius());
        }
        for (Side side : {Side::South, Side::North}) {
            const QRectF tray = g.total(side).adjusted(-1, -1, 1, 1);
            // The first seeds rest inside; later layers pile on top.
            for (int k = 0; k < 12; ++k) {
                double angle = 0;
                QVERIFY2(tray.contains(g.totalSlot(side, k, &angle)), qPrintable(QStringLiteral("seed %1").arg(k)));
            }
        }
    }
};

} // namespace mancala::ui::test

QTEST_GUILESS_MAIN(mancala::ui::test::TestBoardGeometry)
#include "test_board_geometry.moc"
