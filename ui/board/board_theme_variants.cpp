// The dark, the high-contrast and the paper themes: the wooden board's layout and
// proportions (board_theme.cpp) with colours of their own. Every colour the
// painter uses is set here for each, group by group; only lengths and
// proportions come from the wooden board.
#include "board/board_theme.hpp"

namespace mancala::ui {

namespace {

// Dark walnut on a black cloth: the pits deeper, the badges and the marks
// more muted than on the wooden board, the seeds as they are.
BoardTheme makeDark() {
    BoardTheme t = BoardTheme::standard();
    t.palette = {.ink = QColor(0xd8, 0xd0, 0xc2),
                 .gold = QColor(0xf0, 0xc2, 0x5e),
                 .legal = QColor(0x63, 0xcf, 0x6d),
                 .illegal = QColor(0xe3, 0x64, 0x55),
                 .lastMove = QColor(0xef, 0xb4, 0x4e),
                 .hint = QColor(0x72, 0xd2, 0xf2),
                 .captured = QColor(0xe2, 0x6c, 0x52),
                 .skip = QColor(0xaa, 0xcf, 0xef),
                 .label = QColor(0xcf, 0xc4, 0xb2),
                 .labelInk = QColor(0x1e, 0x18, 0x13)};
    t.cloth = {.centre = QColor(0x1e, 0x21, 0x24), .edge = QColor(0x0a, 0x0b, 0x0c), .reach = 0.75};

    BoardTheme::Wood& w = t.wood;
    w.shadow = QColor(0, 0, 0, 40);
    w.grain = {{0.0, QColor(0x4d, 0x3b, 0x2f)}, {0.5, QColor(0x3d, 0x2e, 0x25)}, {1.0, QColor(0x2b, 0x20, 0x1a)}};
    w.grainDark = QColor(0x12, 0x0b, 0x07, 80);
    w.grainLight = QColor(255, 230, 200, 14);
    w.sheen = QColor(255, 235, 210, 20);
    w.outline = QColor(0x0e, 0x09, 0x06);
    w.innerLine = QColor(255, 225, 190, 26);
    w.groove = QColor(0, 0, 0, 180);
    w.grooveLight = QColor(255, 228, 190, 30);

    t.pit.fill = {{0.0, QColor(0x2b, 0x22, 0x1c)},
                  {0.55, QColor(0x1d, 0x17, 0x13)},
                  {0.85, QColor(0x13, 0x0f, 0x0c)},
                  {1.0, QColor(0x09, 0x07, 0x06)}};
    t.pit.rim = {{0.0, QColor(0, 0, 0, 140)},
                 {0.45, QColor(0, 0, 0, 50)},
                 {0.6, QColor(255, 230, 200, 16)},
                 {1.0, QColor(255, 230, 200, 52)}};

    // Pale letters over a dark edge (light and dark trade places on dark wood).
    t.coordinates.light = QColor(0, 0, 0, 150);
    t.coordinates.dark = QColor(0xc9, 0xb9, 0xa5, 170);

    t.tray.wood = {{0.0, QColor(0x4a, 0x39, 0x2e)}, {1.0, QColor(0x2a, 0x1f, 0x19)}};
    t.tray.frameOutline = QColor(0x0e, 0x09, 0x06);
    t.tray.inside = {
        {0.0, QColor(0x0b, 0x08, 0x06)}, {0.45, QColor(0x17, 0x12, 0x0f)}, {1.0, QColor(0x22, 0x1a, 0x15)}};
    t.tray.rim = QColor(255, 230, 200, 40);

    t.pieces.shadow = QColor(0, 0, 0);
    t.pieces.glint = QColor(255, 255, 255, 100);
    t.badge.shadow = QColor(0, 0, 0);
    // Muted badges: a zero in grey, a capture in red with dark ink.
    t.counts.empty = QColor(0x8f, 0x86, 0x79);
    t.counts.emptyInkAlpha = 255;
    t.counts.capturedInk = QColor(0x1e, 0x0c, 0x06);
    t.marks.bandFill = QColor(255, 236, 190, 12);
    t.marks.cursorDash = QColor(255, 255, 255, 210);

    BoardTheme::Hand& h = t.hand;
    h.shadow = QColor(0, 0, 0, 120);
    h.skin = QColor(0xc4, 0x92, 0x68);
    h.outline = QColor(0x3a, 0x22, 0x12, 220);
    h.hollow = QColor(0x6e, 0x44, 0x28, 120);
    return t;
}

// The high contrast's colours.
const QColor kContrastWhite(0xff, 0xff, 0xff);
const QColor kContrastBlack(0x00, 0x00, 0x00);
const QColor kContrastBoard(0x1c, 0x1c, 0x1c);
const QColor kContrastNone(0, 0, 0, 0);

// Flat near-black wood outlined in white, black pits and trays with white rims.
void setContrastBoard(BoardTheme& t) {
    BoardTheme::Wood& w = t.wood;
    w.shadow = kContrastNone;
    w.grain = {{0.0, kContrastBoard}, {1.0, kContrastBoard}};
    w.grainDark = kContrastNone;
    w.grainLight = kContrastNone;
    w.sheen = kContrastNone;
    w.outline = kContrastWhite;
    w.outlineWidth = {0.04, 2.0};
    w.innerLine = kContrastNone;
    w.groove = kContrastWhite;
    w.grooveLight = kContrastNone;

    t.pit.fill = {{0.0, kContrastBlack}, {1.0, kContrastBlack}};
    t.pit.rim = {{0.0, kContrastWhite}, {1.0, kContrastWhite}};
    t.pit.rimWidth = {0.04, 2.0};

    t.coordinates.light = kContrastNone;
    t.coordinates.dark = kContrastWhite;

    t.tray.wood = {{0.0, kContrastBoard}, {1.0, kContrastBoard}};
    t.tray.frameOutline = kContrastWhite;
    t.tray.inside = {{0.0, kContrastBlack}, {1.0, kContrastBlack}};
    t.tray.rim = kContrastWhite;
}

// Light seeds and counters; the stones white and amber.
void setContrastPieces(BoardTheme::Pieces& p) {
    p.beans = {qRgb(0xff, 0xff, 0xff), qRgb(0xff, 0xf0, 0xc0), qRgb(0xff, 0xe0, 0x8a), qRgb(0xff, 0xd2, 0xa6),
               qRgb(0xf2, 0xf2, 0xf2), qRgb(0xff, 0xe8, 0xb8), qRgb(0xff, 0xf8, 0xe0)};
    p.counters = {qRgb(0xff, 0xff, 0xff), qRgb(0xe8, 0xe8, 0xe8), qRgb(0xff, 0xf2, 0xcc), qRgb(0xdc, 0xee, 0xff),
                  qRgb(0xf4, 0xf4, 0xf4)};
    p.southStone = qRgb(0xff, 0xff, 0xff);
    p.northStone = qRgb(0xff, 0xb0, 0x00);
    p.shadow = kContrastBlack;
    p.glint = QColor(255, 255, 255, 160);
    // A lighter shading, so that even a piece's edge stands out of the black pit.
    p.bodyDarker = 130;
    p.edgeDarker = 200;
}

// Badges, names and marks at full strength.
void setContrastLettering(BoardTheme& t) {
    t.badge.shadow = kContrastBlack;
    t.counts.empty = QColor(0xa6, 0xa6, 0xa6);
    t.counts.emptyInkAlpha = 255;
    t.counts.capturedAlpha = 255;
    t.counts.capturedInk = kContrastWhite;
    t.names.inkAlpha = 255;
    t.names.idleAlpha = 255;
    t.names.playedByAlpha = 255;

    BoardTheme::Marks& m = t.marks;
    m.lastMoveAlpha = 255;
    m.lastEndFillAlpha = 90;
    m.stepArrowAlpha = 255;
    m.playableAlpha = 255;
    m.capturedAlpha = 255;
    m.storeAlpha = 255;
    m.bandAlpha = 255;
    m.bandFill = kContrastNone;
    m.hintHaloAlpha = 160;
    m.cursorDash = kContrastWhite;
    m.cursorInnerAlpha = 255;
}

// Black pits outlined in white on a near-black board, white lettering, light
// seeds, and marks in saturated colours at full strength. The board has no
// grain and no sheen: nothing behind a seed or a number but flat colour.
BoardTheme makeHighContrast() {
    BoardTheme t = BoardTheme::standard();
    t.palette = {.ink = kContrastWhite,
                 .gold = QColor(0xff, 0xd4, 0x00),
                 .legal = QColor(0x2e, 0xff, 0x6e),
                 .illegal = QColor(0xff, 0x4d, 0x4d),
                 .lastMove = QColor(0xff, 0xa5, 0x00),
                 .hint = QColor(0x00, 0xe5, 0xff),
                 .captured = QColor(0xe0, 0x00, 0x00),
                 .skip = QColor(0x9a, 0xd0, 0xff),
                 .label = kContrastWhite,
                 .labelInk = kContrastBlack};
    t.cloth = {.centre = kContrastBlack, .edge = kContrastBlack, .reach = 0.75};
    setContrastBoard(t);
    setContrastPieces(t.pieces);
    setContrastLettering(t);

    BoardTheme::Hand& h = t.hand;
    h.shadow = kContrastNone;
    h.skin = QColor(0xd6, 0xa2, 0x74);
    h.outline = kContrastWhite;
    h.hollow = QColor(0x8a, 0x58, 0x34, 120);
    return t;
}

// For print: the board drawn in outline on white paper, light wood without
// grain, sheen or shadow, pale pits and dark lettering, so that a printer
// spends little ink and every seed, number and name stays plain.
BoardTheme makePaper() {
    BoardTheme t = BoardTheme::standard();
    const QColor white(0xff, 0xff, 0xff);
    const QColor none(0, 0, 0, 0);
    const QColor ink(0x26, 0x22, 0x1e);
    const QColor line(0x7a, 0x6a, 0x58);
    t.palette.ink = ink;
    t.palette.gold = QColor(0xa8, 0x74, 0x00);
    t.cloth = {.centre = white, .edge = white, .reach = 0.75};

    BoardTheme::Wood& w = t.wood;
    w.shadow = none;
    w.grain = {{0.0, QColor(0xfb, 0xf6, 0xee)}, {1.0, QColor(0xf4, 0xec, 0xdf)}};
    w.grainDark = none;
    w.grainLight = none;
    w.sheen = none;
    w.outline = line;
    w.innerLine = none;
    w.groove = line;
    w.grooveLight = none;

    t.pit.fill = {{0.0, QColor(0xf2, 0xea, 0xdc)}, {1.0, QColor(0xe4, 0xd8, 0xc6)}};
    t.pit.rim = {{0.0, QColor(0x7a, 0x6a, 0x58, 90)}, {1.0, QColor(0x7a, 0x6a, 0x58, 150)}};

    t.coordinates.light = none;
    t.coordinates.dark = QColor(0x5a, 0x4c, 0x3e);

    t.tray.wood = w.grain;
    t.tray.frameOutline = line;
    t.tray.inside = t.pit.fill;
    t.tray.rim = QColor(0x7a, 0x6a, 0x58, 150);
    t.names.inkAlpha = 255;
    t.names.playedByAlpha = 220;
    return t;
}

} // namespace

const BoardTheme& BoardTheme::paper() {
    static const BoardTheme theme = makePaper();
    return theme;
}

const BoardTheme& BoardTheme::dark() {
    static const BoardTheme theme = makeDark();
    return theme;
}

const BoardTheme& BoardTheme::highContrast() {
    static const BoardTheme theme = makeHighContrast();
    return theme;
}

} // namespace mancala::ui
