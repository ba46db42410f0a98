// The standard theme's values (the wooden board on a green cloth) and the
// look of each game's pieces.
#include "board/board_theme.hpp"

#include <QPalette>

namespace mancala::ui {

PieceLook pieceLookFor(GameId game) noexcept {
    switch (game.family()) {
    case GameFamily::Tihbat: return PieceLook::Counters;
    case GameFamily::BaoLaKimasai: return PieceLook::Stones;
    case GameFamily::DjenonAboure:
    case GameFamily::Ayoayo:
    case GameFamily::Kalah:
    case GameFamily::Oware: break;
    }
    return PieceLook::Beans;
}

namespace {

constexpr BoardTheme::Layout kLayout{.pitch = 1.0,
                                     .tihbatPitch = 1.45,
                                     .margin = 0.42,
                                     .halvesGap = 0.34,
                                     .storeWidth = 0.95,
                                     .storeGap = 0.12,
                                     .storeStrip = 0.5,
                                     .trayStrip = 0.92,
                                     .storeStripGap = 0.16,
                                     .trayStripGap = 0.2,
                                     .minTrayContentWidth = 6.4,
                                     .padding = 6.0,
                                     .minUnit = 4.0,
                                     .pitRadius = 0.42,
                                     .halvesPitRadius = 0.40,
                                     .seedLength = 0.42,
                                     .counterLength = 0.36,
                                     .bandRing = 0.07,
                                     .nameWidth = 6.0,
                                     .nameShare = 0.46,
                                     .countWidth = 0.95,
                                     .trayInset = 0.1,
                                     .stoneTotalStep = 0.8,
                                     .totalStep = 1.02,
                                     .totalInset = 0.55,
                                     .totalColumnStep = 0.92,
                                     .totalRowStep = 0.8,
                                     .totalJitter = 0.34,
                                     .totalDisorder = 0.4,
                                     .hitReach = 0.06,
                                     .pileLayer = 14,
                                     .pileInset = 0.58,
                                     .pileLayerShrink = 0.14,
                                     .pileLayerTwist = 1.1,
                                     .pileLayerRise = QPointF(-0.05, -0.09),
                                     .pileJitter = 0.16,
                                     .seedTurn = 180.0,
                                     .handOffset = QPointF(-0.42, -0.5),
                                     .handArea = 0.36,
                                     .handLayer = 7,
                                     .handLayerShrink = 0.15,
                                     .handLayerTwist = 1.3,
                                     .handSquash = 0.85,
                                     .handLayerRise = QPointF(-0.03, -0.06),
                                     .totalLayerShift = QPointF(0.35, -0.3),
                                     .preferredSize = QSize(720, 470),
                                     .minimumSize = QSize(300, 200),
                                     .playableUnit = 60,
                                     .playableStoneUnit = 36};

BoardTheme::Palette palette() {
    return {.ink = QColor(0xea, 0xdf, 0xca),
            .gold = QColor(0xff, 0xd4, 0x7a),
            .legal = QColor(0x6c, 0xd8, 0x74),
            .illegal = QColor(0xea, 0x5f, 0x50),
            .lastMove = QColor(0xff, 0xc4, 0x57),
            .hint = QColor(0x7f, 0xe0, 0xff),
            .captured = QColor(0xec, 0x6e, 0x52),
            .skip = QColor(0xbf, 0xe3, 0xff),
            .label = QColor(0xf5, 0xea, 0xd3),
            .labelInk = QColor(0x3a, 0x24, 0x12)};
}

BoardTheme::Wood wood() {
    return {
        .cornerRadius = 0.34,
        .shadowLayers = 6,
        .shadowGrow = 0.03,
        .shadowDrop = 0.06,
        .shadowTop = 0.5,
        .shadowBottom = 1.5,
        .shadow = QColor(0, 0, 0, 16),
        .grain = {{0.0, QColor(0xc6, 0x8f, 0x58)}, {0.5, QColor(0xae, 0x75, 0x41)}, {1.0, QColor(0x8d, 0x59, 0x2d)}},
        .grainDark = QColor(0x5a, 0x33, 0x14, 64),
        .grainLight = QColor(0xff, 0xe6, 0xc0, 30),
        .grainLightOffset = 0.025,
        .minGrainLines = 6,
        .grainSpacing = 0.1,
        .grainSegments = 4,
        .grainSteps = 8,
        .grainYJitter = 0.06,
        .grainEndJitter = 0.05,
        .grainBend = 0.16,
        .sheenAt = 0.3,
        .sheenReach = 0.7,
        .sheen = QColor(255, 240, 215, 40),
        .outline = QColor(0x55, 0x31, 0x14),
        .outlineWidth = {0.035, 1.0},
        .innerLine = QColor(255, 228, 190, 55),
        .innerLineWidth = {0.02, 1.0},
        .innerLineInset = 0.06,
        .innerLineRadius = 0.8,
        .grooveInset = 0.25,
        .groove = QColor(0x3c, 0x22, 0x0e, 170),
        .grooveWidth = {0.05, 1.0},
        .grooveLight = QColor(255, 228, 190, 70),
        .grooveLightWidth = {0.02, 1.0},
        .grooveLightOffset = 0.04};
}

BoardTheme::Pit pit() {
    return {.centre = QPointF(0.06, 0.2),
            .reach = 1.1,
            .focus = QPointF(0.08, 0.3),
            .fill = {{0.0, QColor(0x70, 0x49, 0x29)},
                     {0.55, QColor(0x4f, 0x31, 0x1a)},
                     {0.85, QColor(0x38, 0x22, 0x10)},
                     {1.0, QColor(0x22, 0x14, 0x09)}},
            .rim = {{0.0, QColor(40, 20, 5, 120)},
                    {0.45, QColor(40, 20, 5, 40)},
                    {0.6, QColor(255, 236, 205, 30)},
                    {1.0, QColor(255, 236, 205, 95)}},
            .rimWidth = {0.035, 1.0}};
}

BoardTheme::Tray tray() {
    return {
        .frame = 0.07,
        .wood = {{0.0, QColor(0xb8, 0x80, 0x4a)}, {1.0, QColor(0x86, 0x53, 0x29)}},
        .frameOutline = QColor(0x4d, 0x2c, 0x11),
        .frameWidth = {0.03, 1.0},
        .inside = {{0.0, QColor(0x26, 0x16, 0x0a)}, {0.45, QColor(0x46, 0x2b, 0x16)}, {1.0, QColor(0x5c, 0x3a, 0x1e)}},
        .rim = QColor(255, 236, 205, 70),
        .rimWidth = {0.03, 1.0}};
}

BoardTheme::Pieces pieces() {
    return {.beans = {qRgb(0xe9, 0xdc, 0xbf), qRgb(0xd8, 0xb7, 0x86), qRgb(0xc9, 0xc3, 0xb3), qRgb(0xbb, 0x72, 0x52),
                      qRgb(0xe0, 0xc9, 0x9c), qRgb(0xa9, 0xa8, 0x8c), qRgb(0xcf, 0x9a, 0x6a)},
            .counters = {qRgb(0xdc, 0xd6, 0xc8), qRgb(0xb9, 0xb4, 0xa8), qRgb(0x9d, 0xa6, 0xad), qRgb(0xe4, 0xd2, 0xb0),
                         qRgb(0xc2, 0xa8, 0x8e)},
            .southStone = qRgb(0xee, 0xe6, 0xd2),
            .northStone = qRgb(0x6b, 0x7a, 0x8a),
            .maxPile = 42,
            .maxHand = 14,
            .maxTotal = 120,
            .beanWidth = 0.68,
            .counterWidth = 0.86,
            .stoneLength = 1.1,
            .stoneWidth = 0.94,
            .stoneInTotal = 0.7,
            .shadow = QColor(0, 0, 0),
            .shadowOffset = QPointF(0.09, 0.15),
            .shadowLiftOffset = 3,
            .shadowRadiusX = 0.62,
            .shadowRadiusY = 0.5,
            .shadowLiftGrow = 0.6,
            .shadowLiftFade = 0.5,
            .shadowAlpha = 110,
            .shadowMidStop = 0.6,
            .shadowMidAlpha = 50,
            .light = QPointF(-0.22, -0.26),
            .bodyReach = 0.85,
            .bodyLighter = 150,
            .bodyLighterStop = 0.35,
            .bodyLight = 112,
            .bodyColourStop = 0.75,
            .bodyDarker = 165,
            .edgeDarker = 240,
            .edgeAlpha = 120,
            .edgeWidth = {0.045, 0.6},
            .eyeDarker = 260,
            .eyeAlpha = 110,
            .eyeAt = 0.3,
            .eyeLength = 0.1,
            .eyeWidth = 0.035,
            .glint = QColor(255, 255, 255, 120),
            .stoneGlintAlpha = 90,
            .glintAt = 0.75,
            .glintLength = 0.1,
            .glintWidth = 0.065};
}

BoardTheme::Names names() {
    return {.font = {0.3, 11},
            .maxFontShare = 0.62,
            .dot = {0.1, 4.0},
            .gap = 1.6,
            .starPoints = 10,
            .starOuter = 1.5,
            .starInner = 0.62,
            .starEdgeDarker = 160,
            .starEdgeWidth = 1.0,
            .glow = 2.4,
            .glowAlpha = 200,
            .idleAlpha = 110,
            .idleWidth = {0.25, 1.0},
            .idleRadius = 0.8,
            .inkAlpha = 200,
            .textSlack = 2,
            .playedByScale = 0.62,
            .playedByGap = 2.5,
            .fitMinimum = 7,
            .shrinkStep = 0.9,
            .playedByAlpha = 170};
}

BoardTheme::Marks marks() {
    return {.lastMoveAlpha = 170,
            .lastMoveWidth = {0.03, 1.0},
            .lastMoveInset = 0.025,
            .lastEndsRing = 0.035,
            .lastEndsWidth = {0.055, 1.5},
            .lastEndFillAlpha = 60,
            .stepArrowWidth = {0.07, 2.0},
            .stepArrowHead = 0.2,
            .stepArrowInset = 0.45,
            .stepArrowSpread = 0.6,
            .stepArrowAlpha = 220,
            .playableRing = 0.02,
            .playableWidth = {0.04, 1.5},
            .playableAlpha = 200,
            .capturedAlpha = 210,
            .capturedWidth = {0.04, 1.0},
            .capturedOutset = 0.02,
            .storeAlpha = 170,
            .storeWidth = {0.03, 1.0},
            .storeInset = 0.03,
            .bandAlpha = 150,
            .bandWidth = {0.035, 1.0},
            .bandFill = QColor(255, 236, 190, 22),
            .hintHalo = 0.3,
            .hintHaloStart = 0.75,
            .hintHaloAlpha = 120,
            .hintRing = 0.07,
            .hintWidth = {0.08, 2.0},
            .hintFillAlpha = 40,
            .hoverRing = 0.055,
            .hoverWidth = {0.065, 1.5},
            .hoverFillAlpha = 34,
            .cursorDash = QColor(255, 255, 255, 230),
            .cursorDashWidth = {0.05, 1.5},
            .cursorRing = 0.12,
            .cursorFillAlpha = 26,
            .cursorInnerAlpha = 220,
            .cursorInnerWidth = {0.035, 1.0},
            .cursorInnerRing = 0.045};
}

BoardTheme::Motion motion() {
    return {.lapBaseAlpha = 90,
            .lapPulseAlpha = 150,
            .lapWidth = {0.07, 1.5},
            .lapRing = 0.04,
            .lapArrowRing = 0.1,
            .lapTurns = 360.0,
            .lapArrowSpan = 260.0,
            .lapArrowAlpha = 230,
            .lapArrowWidth = {0.05, 1.5},
            .lapArrowHead = 0.12,
            .lapArrowBack = 0.3,
            .lapArrowSide = 0.7,
            .skipRingAlpha = 230,
            .skipCrossAlpha = 200,
            .skipWidth = {0.05, 1.5},
            .skipRing = 0.05,
            .skipCross = 0.16,
            .captureAlpha = 230,
            .captureWidth = {0.06, 1.5},
            .captureRing = 0.04,
            .captureTotalAlpha = 200,
            .captureTotalWidth = {0.05, 1.5},
            .passBadge = {0.5, 18.0},
            .passFillAlpha = 240,
            .passInkAlpha = 255,
            .sowAlpha = 160,
            .sowWidth = {0.04, 1.0},
            .sowInset = 0.02,
            .handLift = 0.6,
            .liftArc = 0.15,
            .dropArc = 0.12,
            .dropArcPerDistance = 0.18,
            .dropSwell = 0.15,
            .dropBounce = 0.4,
            .captureStagger = 0.06,
            .captureStaggerSpread = 0.4,
            .captureArc = 0.35,
            .captureArcPerDistance = 0.15,
            .captureSwell = 0.15,
            .captureLift = 0.8,
            .slideSwell = 0.06,
            .slideLift = 0.15};
}

BoardTheme::Hand hand() {
    return {.palmX = 0.66,
            .palmY = 0.56,
            .lineWidth = {0.05, 1.0},
            .shadowAt = QPointF(0.18, 0.42),
            .shadowX = 1.35,
            .shadowY = 1.3,
            .shadow = QColor(0, 0, 0, 95),
            .skin = QColor(0xd6, 0xa2, 0x74),
            .outline = QColor(0x6e, 0x43, 0x24, 210),
            .fingerLighter = 118,
            .fingerDarker = 118,
            .fingers = 4,
            .firstFinger = -125.0,
            .fingerSpread = 23.0,
            .fingerLength = 0.5,
            .fingerWidth = 0.24,
            .fingerReach = 0.5,
            .fingerBase = 0.35,
            .thumbAngle = 168.0,
            .thumbLength = 0.62,
            .thumbWidth = 0.27,
            .thumbReach = 0.48,
            .palmLight = QPointF(-0.2, -0.25),
            .palmReach = 1.5,
            .palmLighter = 122,
            .palmSkinStop = 0.65,
            .palmDarker = 135,
            .hollowAt = QPointF(0.05, 0.08),
            .hollowReach = 0.8,
            .hollow = QColor(0x8a, 0x58, 0x34, 120),
            .hollowX = 0.85,
            .hollowY = 0.8,
            .badge = {0.28, 14.0},
            .badgeAt = QPointF(-0.95, 0.75)};
}

BoardTheme makeStandard() {
    return {.layout = kLayout,
            .palette = palette(),
            .cloth = {.centre = QColor(0x3e, 0x4c, 0x47), .edge = QColor(0x1c, 0x24, 0x22), .reach = 0.75},
            .wood = wood(),
            .pit = pit(),
            .coordinates = {.font = {0.19, 9},
                            .roomShare = 0.34,
                            .smallest = 6,
                            .margin = 0.21,
                            .light = QColor(255, 230, 195, 90),
                            .lightOffset = 1,
                            .dark = QColor(0x3e, 0x22, 0x0b, 235)},
            .tray = tray(),
            .pieces = pieces(),
            .badge = {.font = 0.62,
                      .minFont = 9,
                      .padding = 0.55,
                      .shadow = QColor(0, 0, 0),
                      .shadowAlpha = 70,
                      .shadowDrop = 0.08,
                      .maxEdgeAlpha = 90,
                      .edgeWidth = {0.05, 0.8}},
            .counts = {.height = {0.3, 14.0},
                       .at = 0.7,
                       .reach = 0.98,
                       .empty = QColor(0xd9, 0xc9, 0xab, 150),
                       .emptyInkAlpha = 150,
                       .capturedHeight = {0.28, 14.0},
                       .capturedAlpha = 235,
                       .capturedInk = QColor(0x2b, 0x12, 0x08)},
            .totals = {.storeBadge = {0.36, 16.0},
                       .trayFont = {0.44, 12},
                       .winnerAlpha = 200,
                       .winnerWidth = {0.05, 1.5},
                       .winnerGrow = 0.02},
            .names = names(),
            .marks = marks(),
            .motion = motion(),
            .hand = hand()};
}

} // namespace

const BoardTheme& BoardTheme::standard() {
    static const BoardTheme theme = makeStandard();
    return theme;
}

const BoardTheme& BoardTheme::of(ThemeChoice choice, bool darkPalette) {
    switch (choice) {
    case ThemeChoice::Wood: return standard();
    case ThemeChoice::Dark: return dark();
    case ThemeChoice::HighContrast: return highContrast();
    case ThemeChoice::Automatic: break;
    }
    return darkPalette ? dark() : standard();
}

bool isDarkPalette(const QPalette& palette) {
    return palette.color(QPalette::Window).lightness() < palette.color(QPalette::WindowText).lightness();
}

} // namespace mancala::ui
