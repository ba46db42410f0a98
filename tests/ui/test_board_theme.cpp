// The board's themes: the high-contrast theme passes WCAG 2.1 AA, measured
// from its colours (text 4.5:1: counts, names, totals, coordinates; graphics
// 3:1: seeds, the marks of holes, the pits' outline); every theme's numbers
// and names read at 4.5:1; switching repaints the board with the new colours
// (the pixels of a hole, grabbed offscreen, are the theme's); the choice in
// Settings ▸ Board Theme is remembered and reaches every board of the
// window; Automatic follows the palette, light or dark, as it changes.
#include <QAction>
#include <QPainter>
#include <QPalette>
#include <QSignalSpy>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <vector>

#include "board/board_painter.hpp"
#include "board/board_theme.hpp"
#include "board/theme_menu.hpp"
#include "window_fixture.hpp"

Q_DECLARE_METATYPE(mancala::ui::ThemeChoice)

namespace mancala::ui::test {

namespace {

// ------------------------------------------------------------ WCAG 2.1

// The relative luminance of an opaque colour.
double luminance(const QColor& c) {
    const auto linear = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
}

double contrast(const QColor& a, const QColor& b) {
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// `top` painted over the opaque `under` (source-over, as QPainter does).
QColor over(const QColor& top, const QColor& under) {
    const double a = top.alphaF();
    return QColor::fromRgbF(static_cast<float>(top.redF() * a + under.redF() * (1 - a)),
                            static_cast<float>(top.greenF() * a + under.greenF() * (1 - a)),
                            static_cast<float>(top.blueF() * a + under.blueF() * (1 - a)));
}

std::vector<QColor> colours(const QGradientStops& stops) {
    std::vector<QColor> out;
    for (const auto& stop : stops)
        out.push_back(stop.second);
    return out;
}

// What a thing is painted on: the colours it may lie over (a gradient's stops).
struct Ground {
    const char* name;
    std::vector<QColor> colours;
};

// The lowest contrast of `ink` (alpha composited) on every colour of every ground.
double worstContrast(const QColor& ink, const std::vector<Ground>& grounds, QString* where) {
    double worst = 21.0;
    for (const Ground& ground : grounds) {
        for (const QColor& under : ground.colours) {
            const QColor opaque = over(under, QColor(Qt::black));
            const double c = contrast(over(ink, opaque), opaque);
            if (c < worst) {
                worst = c;
                *where = QStringLiteral("%1 on %2 (%3)")
                             .arg(ink.name(QColor::HexArgb), opaque.name(), QLatin1String(ground.name));
            }
        }
    }
    return worst;
}

// Badges: `ink` on an opaque or translucent `fill` over the grounds.
double worstBadge(const QColor& ink, const QColor& fill, const std::vector<Ground>& grounds, QString* where) {
    double worst = 21.0;
    for (const Ground& ground : grounds) {
        for (const QColor& under : ground.colours) {
            const QColor back = over(fill, over(under, QColor(Qt::black)));
            const double c = contrast(over(ink, back), back);
            if (c < worst) {
                worst = c;
                *where = QStringLiteral("%1 on %2 over %3")
                             .arg(ink.name(QColor::HexArgb), fill.name(QColor::HexArgb), QLatin1String(ground.name));
            }
        }
    }
    return worst;
}

struct Check {
    QString what;
    double ratio;
    QString where;
};

// The contrasts of the text a theme paints: counts, captured counts, totals,
// names, the hand's count. (The wooden board fades an empty hole's count on
// purpose: `withEmpty` false leaves it out.)
std::vector<Check> textContrasts(const BoardTheme& t, bool withEmpty = true) {
    const BoardTheme::Palette& C = t.palette;
    const std::vector<Ground> board{{"pit", colours(t.pit.fill)}, {"wood", colours(t.wood.grain)}};
    const std::vector<Ground> cloth{{"cloth", {t.cloth.centre, t.cloth.edge}}};
    std::vector<Check> checks;
    QString where;
    double r = worstBadge(C.labelInk, C.label, board, &where);
    checks.push_back({QStringLiteral("a hole's count"), r, where});
    if (withEmpty) {
        r = worstBadge(withAlpha(C.labelInk, t.counts.emptyInkAlpha), t.counts.empty, board, &where);
        checks.push_back({QStringLiteral("an empty hole's count"), r, where});
    }
    r = worstBadge(t.counts.capturedInk, withAlpha(C.captured, t.counts.capturedAlpha), board, &where);
    checks.push_back({QStringLiteral("a captured count"), r, where});
    r = worstBadge(C.labelInk, C.label, cloth, &where);
    checks.push_back({QStringLiteral("a store's count"), r, where});
    r = worstBadge(C.labelInk, C.gold, cloth, &where);
    checks.push_back({QStringLiteral("the winner's store count, the hand's count"), r, where});
    r = worstContrast(C.ink, cloth, &where);
    checks.push_back({QStringLiteral("a tray's count"), r, where});
    r = worstContrast(C.gold, cloth, &where);
    checks.push_back({QStringLiteral("the winner's tray count, the name of the side to move"), r, where});
    r = worstContrast(withAlpha(C.ink, t.names.inkAlpha), cloth, &where);
    checks.push_back({QStringLiteral("a name"), r, where});
    return checks;
}

// The rest of the high-contrast theme's promise: coordinates (text), seeds
// and marks (graphics).
std::vector<Check> highContrastChecks(const BoardTheme& t) {
    const BoardTheme::Palette& C = t.palette;
    const std::vector<Ground> pit{{"pit", colours(t.pit.fill)}};
    const std::vector<Ground> board{{"pit", colours(t.pit.fill)}, {"wood", colours(t.wood.grain)}};
    const std::vector<Ground> wood{{"wood", colours(t.wood.grain)}};
    std::vector<Check> checks = textContrasts(t);
    QString where;
    double r = worstContrast(t.coordinates.dark, wood, &where);
    checks.push_back({QStringLiteral("coordinates"), r, where});
    std::vector<QColor> pieces;
    for (QRgb c : t.pieces.beans)
        pieces.push_back(QColor::fromRgb(c));
    for (QRgb c : t.pieces.counters)
        pieces.push_back(QColor::fromRgb(c));
    pieces.push_back(QColor::fromRgb(t.pieces.southStone));
    pieces.push_back(QColor::fromRgb(t.pieces.northStone));
    for (const QColor& piece : pieces) {
        r = worstContrast(piece, pit, &where);
        checks.push_back({QStringLiteral("a seed"), r, where});
        r = worstContrast(piece.darker(t.pieces.bodyDarker), pit, &where);
        checks.push_back({QStringLiteral("a seed's shaded edge"), r, where});
    }
    const std::vector<std::pair<const char*, QColor>> marks{
        {"a playable hole's mark (hover, cursor)", C.legal},
        {"an unplayable hole's mark", C.illegal},
        {"the keyboard cursor", t.marks.cursorDash},
        {"the last move's ring", withAlpha(C.lastMove, t.marks.lastMoveAlpha)},
        {"a captured hole's ring", withAlpha(C.captured, t.marks.capturedAlpha)},
        {"the hint", C.hint},
        {"the turn's band", withAlpha(C.gold, t.marks.bandAlpha)},
        {"a pit's outline", t.pit.rim.front().second},
    };
    for (const auto& [what, colour] : marks) {
        r = worstContrast(colour, board, &where);
        checks.push_back({QLatin1String(what), r, where});
    }
    return checks;
}

QString failures(const std::vector<Check>& checks, double text, double graphics, int textChecks) {
    QStringList out;
    for (std::size_t i = 0; i < checks.size(); ++i) {
        const double needed = static_cast<int>(i) < textChecks ? text : graphics;
        if (checks[i].ratio < needed)
            out << QStringLiteral("%1: %2:1 < %3:1 (%4)")
                       .arg(checks[i].what)
                       .arg(checks[i].ratio, 0, 'f', 2)
                       .arg(needed)
                       .arg(checks[i].where);
    }
    return out.join(QStringLiteral("; "));
}

// ------------------------------------------------------------ pixels

// The centre of hole `h` as the static layer of `theme` paints it, at the
// view's size.
QColor staticPixel(const BoardView& view, const Rules& rules, const BoardTheme& theme, Hole h) {
    const BoardGeometry geometry(rules, QSizeF(view.size()), theme.layout);
    QImage image(view.size(), QImage::Format_ARGB32_Premultiplied);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    BoardPainter(geometry, theme, view.font()).paintStatic(p);
    p.end();
    return image.pixelColor(geometry.holeRect(h).center().toPoint());
}

QColor shownPixel(BoardView& view, Hole h) {
    return view.grab().toImage().pixelColor(view.holeRect(h).center());
}

bool near(const QColor& a, const QColor& b) {
    return std::abs(a.red() - b.red()) <= 2 && std::abs(a.green() - b.green()) <= 2 &&
           std::abs(a.blue() - b.blue()) <= 2;
}

QPalette darkPalette() {
    QPalette p = QApplication::palette();
    p.setColor(QPalette::Window, QColor(0x23, 0x26, 0x29));
    p.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    p.setColor(QPalette::Base, QColor(0x1b, 0x1e, 0x20));
    p.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
    return p;
}

} // namespace

class TestBoardTheme : public QObject, private WindowFixture {
    Q_OBJECT

    QPalette lightPalette_;

private slots:
    void initTestCase() {
        startInEnglish();
        lightPalette_ = QApplication::palette();
    }
    void init() { QVERIFY(startFixture()); }
    void cleanup() {
        endFixture();
        QApplication::setPalette(lightPalette_);
    }

    void contrastIsMeasuredAsWcagSays() {
        QCOMPARE(contrast(Qt::white, Qt::black), 21.0);
        QCOMPARE(contrast(Qt::black, Qt::black), 1.0);
        // #767676 is the lightest grey with 4.5:1 on white, #777777 is just short.
        QVERIFY(contrast(QColor(0x76, 0x76, 0x76), Qt::white) >= 4.5);
        QVERIFY(contrast(QColor(0x77, 0x77, 0x77), Qt::white) < 4.5);
        QCOMPARE(over(QColor(255, 255, 255, 0), Qt::black), QColor(Qt::black));
    }

    // Text 4.5:1, seeds, the marks of holes and the pits' outline 3:1.
    void highContrastPassesWcagAA() {
        const std::vector<Check> checks = highContrastChecks(BoardTheme::highContrast());
        const int text = static_cast<int>(textContrasts(BoardTheme::highContrast()).size()) + 1; // + coordinates
        QCOMPARE(failures(checks, 4.5, 3.0, text), QString());
    }

    // In every theme the numbers and the names read at 4.5:1 (AA for text);
    // only the wooden board fades the count of an empty hole (2.2:1).
    void everyThemesNumbersAndNamesRead_data() {
        QTest::addColumn<ThemeChoice>("choice");
        QTest::newRow("wood") << ThemeChoice::Wood;
        QTest::newRow("dark") << ThemeChoice::Dark;
        QTest::newRow("high contrast") << ThemeChoice::HighContrast;
    }
    void everyThemesNumbersAndNamesRead() {
        QFETCH(ThemeChoice, choice);
        const std::vector<Check> checks = textContrasts(BoardTheme::of(choice, false), choice != ThemeChoice::Wood);
        QCOMPARE(failures(checks, 4.5, 4.5, static_cast<int>(checks.size())), QString());
    }

    void automaticFollowsThePalette() {
        QVERIFY(!isDarkPalette(lightPalette_));
        QVERIFY(isDarkPalette(darkPalette()));
        QCOMPARE(&BoardTheme::of(ThemeChoice::Automatic, false), &BoardTheme::standard());
        QCOMPARE(&BoardTheme::of(ThemeChoice::Automatic, true), &BoardTheme::dark());
        for (bool dark : {false, true}) {
            QCOMPARE(&BoardTheme::of(ThemeChoice::Wood, dark), &BoardTheme::standard());
            QCOMPARE(&BoardTheme::of(ThemeChoice::Dark, dark), &BoardTheme::dark());
            QCOMPARE(&BoardTheme::of(ThemeChoice::HighContrast, dark), &BoardTheme::highContrast());
        }
    }

    // The hole a Bao la Kimasai stone left, on the side not to move (nothing
    // but the static layer at its centre), shows each theme's pit as soon as
    // the theme is chosen.
    void switchingTheThemeRepaintsTheBoard() {
        Board b(GameId::BaoLaKimasai);
        QVERIFY(QTest::qWaitForWindowExposed(&b.view));
        const Rules& rules = b.session.rules();
        const Hole a1 = rules.hole(0, 0);
        QCOMPARE(b.session.play(Move::step(a1, rules.hole(1, 0))), IllegalReason::None);
        b.view.finishAnimation();
        QCOMPARE(BoardViewState::seeds(b.view, a1), 0);
        QCOMPARE(b.session.position().toMove, Side::North);
        QSignalSpy changed(&b.view, &BoardView::themeChanged);

        QCOMPARE(b.view.themeChoice(), ThemeChoice::Automatic);
        const QColor wood = shownPixel(b.view, a1);
        QVERIFY(near(wood, staticPixel(b.view, rules, BoardTheme::standard(), a1)));

        b.view.setThemeChoice(ThemeChoice::Dark);
        QCOMPARE(changed.count(), 1);
        const QColor dark = shownPixel(b.view, a1);
        QVERIFY(near(dark, staticPixel(b.view, rules, BoardTheme::dark(), a1)));
        QVERIFY(!near(dark, wood));

        b.view.setThemeChoice(ThemeChoice::HighContrast);
        QCOMPARE(changed.count(), 2);
        QCOMPARE(shownPixel(b.view, a1), QColor(Qt::black));

        b.view.setThemeChoice(ThemeChoice::Wood);
        QCOMPARE(changed.count(), 3);
        QVERIFY(near(shownPixel(b.view, a1), wood));
        b.view.setThemeChoice(ThemeChoice::Automatic); // the same theme on a light palette: nothing to repaint
        QCOMPARE(changed.count(), 3);
    }

    // Automatic: the board turns dark with the application's palette, and
    // back (the cloth's corner, painted from the theme).
    void theAutomaticBoardFollowsTheSystemPalette() {
        Board b(GameId::Tihbat);
        QVERIFY(QTest::qWaitForWindowExposed(&b.view));
        QCOMPARE(&b.view.theme(), &BoardTheme::standard());
        const auto corner = [&b] { return b.view.grab().toImage().pixelColor(2, 2); };
        const QColor light = corner();
        QSignalSpy changed(&b.view, &BoardView::themeChanged);
        QApplication::setPalette(darkPalette());
        settle();
        QCOMPARE(&b.view.theme(), &BoardTheme::dark());
        QCOMPARE(changed.count(), 1);
        QVERIFY(!near(corner(), light));
        b.view.setThemeChoice(ThemeChoice::Wood); // a theme chosen stays, whatever the palette
        QCOMPARE(&b.view.theme(), &BoardTheme::standard());
        b.view.setThemeChoice(ThemeChoice::Automatic);
        QApplication::setPalette(lightPalette_);
        settle();
        QCOMPARE(&b.view.theme(), &BoardTheme::standard());
        QVERIFY(near(corner(), light));
    }

    // Settings ▸ Board Theme: the choice reaches the game's board and the
    // rules' example board at once, and the next window has it.
    void theThemeChosenIsRememberedAndApplied() {
        QVERIFY(openWindow());
        auto* menu = part<ThemeMenu>("themeMenu");
        QVERIFY(menu->themeAction(ThemeChoice::Automatic)->isChecked());
        BoardView* example = part<BoardView>("exampleBoard");
        QCOMPARE(&view()->theme(), &BoardTheme::standard());
        menu->themeAction(ThemeChoice::HighContrast)->trigger();
        QCOMPARE(view()->themeChoice(), ThemeChoice::HighContrast);
        QCOMPARE(&view()->theme(), &BoardTheme::highContrast());
        QCOMPARE(&example->theme(), &BoardTheme::highContrast());
        QCOMPARE(Settings(iniFile_).boardTheme(), ThemeChoice::HighContrast);

        QVERIFY(openWindow());
        menu = part<ThemeMenu>("themeMenu");
        QVERIFY(menu->themeAction(ThemeChoice::HighContrast)->isChecked());
        QCOMPARE(&view()->theme(), &BoardTheme::highContrast());
        menu->themeAction(ThemeChoice::Dark)->trigger();
        QCOMPARE(&view()->theme(), &BoardTheme::dark());
        QCOMPARE(Settings(iniFile_).boardTheme(), ThemeChoice::Dark);
    }

    // The window's board on Automatic turns dark with the palette.
    void theWindowsBoardFollowsTheSystemPalette() {
        QVERIFY(openWindow());
        QCOMPARE(view()->themeChoice(), ThemeChoice::Automatic);
        QApplication::setPalette(darkPalette());
        settle();
        QCOMPARE(&view()->theme(), &BoardTheme::dark());
        QCOMPARE(&part<BoardView>("exampleBoard")->theme(), &BoardTheme::dark());
    }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestBoardTheme)
#include "test_board_theme.moc"
