// The look of the board in one place: every colour and every proportion the
// geometry and the painter use, as named members of one struct. Lengths are in
// units of the hole pitch `u` (BoardGeometry::unit()) unless said otherwise;
// `r` is the pit radius. BoardTheme::standard() is the wooden board;
// BoardTheme::dark() and BoardTheme::highContrast() are further values of the
// same struct, with the same layout and proportions (board_theme_variants.cpp).
#pragma once

#include <QColor>
#include <QGradient>
#include <QPointF>
#include <QSize>

#include <algorithm>
#include <array>
#include <cstdint>

#include "mancala/types.hpp"
#include "settings/theme_choice.hpp"

class QPalette;

namespace mancala::ui {

// How a game's pieces look: beans (Djenon-aboure, Ayoayo), river pebbles
// (Tihbat's counters) or one stone per hole, a colour per player (Bao la Kimasai).
enum class PieceLook : std::uint8_t { Beans, Counters, Stones };
PieceLook pieceLookFor(GameId game) noexcept;

// A line width: `perUnit` of a length (the unit, the pit radius...), never
// thinner than `minimum` pixels.
struct Stroke {
    double perUnit;
    double minimum;
    double of(double length) const noexcept { return std::max(minimum, perUnit * length); }
};

// The height of a badge or the pixel size of a font: `perUnit` of the unit, at least `minimum`.
struct Measure {
    double perUnit;
    double minimum;
    double of(double u) const noexcept { return std::max(minimum, perUnit * u); }
};

struct BoardTheme {
    // Where everything goes (BoardGeometry).
    struct Layout {
        double pitch;       // the hole pitch: the unit
        double tihbatPitch; // Tihbat's four big pits are spaced wider
        double margin;      // from the board's edge to the pits
        double halvesGap;   // between South's and North's halves (four rows)
        double storeWidth;  // Ayoayo's stores, and their gap to the pits
        double storeGap;
        double storeStrip; // the strip of the names (stores) or names, trays and counts
        double trayStrip;
        double storeStripGap; // between that strip and the board
        double trayStripGap;
        double minTrayContentWidth; // trays need room for a name, a tray and a count
        double padding;             // pixels round everything
        double minUnit;             // pixels
        double pitRadius;           // of the pitch
        double halvesPitRadius;     // four rows
        double seedLength;          // of the pit radius
        double counterLength;       // Tihbat's counters
        double bandRing;            // the turn highlight reaches this far beyond the pits
        double nameWidth;           // a tray's name, at most this wide...
        double nameShare;           // ...and this share of the content's width
        double countWidth;          // a tray's count
        double trayInset;           // round a tray; a store's name from the strip's end
        double stoneTotalStep;      // spacing of captured stones, of the pit radius
        double totalStep;           // spacing of seeds in a tray or store, of the seed length
        double totalInset;          // of that spacing, from the tray's edge
        double totalColumnStep;     // the grid of resting places, of that spacing
        double totalRowStep;
        double totalJitter;     // how far a resting place strays, of that spacing
        double totalDisorder;   // how loosely the places fill from the owner's end
        double hitReach;        // a click this far beyond a pit still hits it
        int pileLayer;          // seeds per layer of a pile
        double pileInset;       // the pile's area: the pit radius less this much of a seed
        double pileLayerShrink; // each layer is narrower...
        double pileLayerTwist;  // ...turned (radians)...
        QPointF pileLayerRise;  // ...and higher, of the pile's area
        double pileJitter;      // of the pile's area
        double seedTurn;        // a seed lies turned by up to this many degrees
        QPointF handOffset;     // the hand hovers up and left of its hole, of the pit radius
        double handArea;        // of the pit radius
        int handLayer;          // seeds per layer in the hand
        double handLayerShrink;
        double handLayerTwist;   // radians
        double handSquash;       // the palm is an ellipse
        QPointF handLayerRise;   // of the hand's area
        QPointF totalLayerShift; // a full tray piles a new layer on top, of the spacing
        QSize preferredSize;     // of the widget, pixels
        QSize minimumSize;
        double playableUnit;      // pixels: the unit of a board played with ease (BoardGeometry::playableSize)...
        double playableStoneUnit; // ...and of Bao la Kimasai's, whose holes hold one stone
    };
    // The colours of marks and lettering.
    struct Palette {
        QColor ink;      // names and counts on the cloth
        QColor gold;     // the side to move, the winner, laps
        QColor legal;    // hover and cursor over a hole that may be played
        QColor illegal;  // ...and over one that may not
        QColor lastMove; // pits and stores the last move went through
        QColor hint;
        QColor captured;
        QColor skip;  // a hole the sowing passes over
        QColor label; // badges' fill and ink
        QColor labelInk;
    };
    struct Cloth {
        QColor centre;
        QColor edge;
        double reach; // of the larger side
    };
    struct Wood {
        double cornerRadius;
        int shadowLayers;
        double shadowGrow;
        double shadowDrop;
        double shadowTop; // of the growth, upwards and downwards
        double shadowBottom;
        QColor shadow;
        QGradientStops grain; // top to bottom
        QColor grainDark;     // hairlines
        QColor grainLight;
        double grainLightOffset;
        int minGrainLines;
        double grainSpacing;
        int grainSegments;
        int grainSteps; // points per segment
        double grainYJitter;
        double grainEndJitter;
        double grainBend;
        double sheenAt; // of the board's width, along its top
        double sheenReach;
        QColor sheen;
        QColor outline;
        Stroke outlineWidth;
        QColor innerLine;
        Stroke innerLineWidth;
        double innerLineInset;
        double innerLineRadius; // of the corner radius
        double grooveInset;
        QColor groove;
        Stroke grooveWidth;
        QColor grooveLight;
        Stroke grooveLightWidth;
        double grooveLightOffset;
    };
    struct Pit {
        QPointF centre; // of the gradient, from the pit's centre, of its radius
        double reach;
        QPointF focus;
        QGradientStops fill; // from the focus outwards
        QGradientStops rim;  // top to bottom
        Stroke rimWidth;
    };
    struct Coordinates {
        Measure font;
        double roomShare; // of the unit: the type never grows past the margin's room...
        double smallest;  // ...and a board with no room for this many pixels has none
        double margin;
        QColor light;       // engraved: a light edge below...
        double lightOffset; // pixels
        QColor dark;        // ...dark letters
    };
    struct Tray {
        double frame;
        QGradientStops wood; // top to bottom
        QColor frameOutline;
        Stroke frameWidth;
        QGradientStops inside;
        QColor rim;
        Stroke rimWidth;
    };
    struct Pieces {
        std::array<QRgb, 7> beans;    // warm, light beans that stand out in the dark pits
        std::array<QRgb, 5> counters; // river pebbles
        QRgb southStone;
        QRgb northStone;
        int maxPile; // seeds drawn in a pit at most (the count is always shown)
        int maxHand;
        int maxTotal;
        double beanWidth; // of the length
        double counterWidth;
        double stoneLength;  // of the pit radius
        double stoneWidth;   // of the length
        double stoneInTotal; // captured stones are smaller
        QColor shadow;
        QPointF shadowOffset; // of the length, grows with the lift
        double shadowLiftOffset;
        double shadowRadiusX;
        double shadowRadiusY;
        double shadowLiftGrow;
        double shadowLiftFade;
        int shadowAlpha;
        double shadowMidStop;
        int shadowMidAlpha;
        QPointF light; // the light comes from the top left, of the length
        double bodyReach;
        int bodyLighter; // QColor::lighter/darker factors along the body
        double bodyLighterStop;
        int bodyLight;
        double bodyColourStop;
        int bodyDarker;
        int edgeDarker;
        int edgeAlpha;
        Stroke edgeWidth; // of the length
        int eyeDarker;    // a bean's eye
        int eyeAlpha;
        double eyeAt; // of the width, below the centre
        double eyeLength;
        double eyeWidth;
        QColor glint;
        int stoneGlintAlpha;
        double glintAt; // of the light's offset
        double glintLength;
        double glintWidth;
    };
    struct Badge {
        double font; // of the height
        int minFont;
        double padding; // of the height
        QColor shadow;
        int shadowAlpha;   // of the fill's alpha, out of 255
        double shadowDrop; // of the height
        int maxEdgeAlpha;
        Stroke edgeWidth; // of the height
    };
    struct Counts {
        Measure height;
        double at;    // up and right of the centre...
        double reach; // ...of this much of the pit radius
        QColor empty;
        int emptyInkAlpha;
        Measure capturedHeight;
        int capturedAlpha;
        QColor capturedInk;
    };
    struct Totals {
        Measure storeBadge;
        Measure trayFont;
        int winnerAlpha;
        Stroke winnerWidth;
        double winnerGrow;
    };
    struct Names {
        Measure font;
        double maxFontShare; // of the strip's height
        Measure dot;
        double gap; // of the dot
        int starPoints;
        double starOuter; // of the dot
        double starInner;
        int starEdgeDarker;
        double starEdgeWidth; // pixels
        double glow;          // of the dot
        int glowAlpha;
        int idleAlpha;
        Stroke idleWidth; // of the dot
        double idleRadius;
        int inkAlpha;
        double textSlack;     // pixels
        double playedByScale; // who plays the side ("Computer · Expert"), of the name's size
        double playedByGap;   // between the name and it, of the dot
        double fitMinimum;    // pixels: a name too long shrinks down to this size before it is cut
        double shrinkStep;    // each smaller size tried, of the one before
        int playedByAlpha;
    };
    struct Marks {
        int lastMoveAlpha;
        Stroke lastMoveWidth;
        double lastMoveInset;
        double lastEndsRing; // the last move's first and last holes: a ring this far out
        Stroke lastEndsWidth;
        int lastEndFillAlpha;   // the last hole's ring is filled (the first one's is not)
        Stroke stepArrowWidth;  // Bao la Kimasai: the arrow of the last step, and of a hovered stone's
        double stepArrowHead;   // of the unit
        double stepArrowInset;  // it starts and stops this far from the pits' centres, of the pit radius
        double stepArrowSpread; // the head's half width, of its length
        int stepArrowAlpha;
        double playableRing; // View ▸ Show Playable Holes: a ring round each hole the mover may play
        Stroke playableWidth;
        int playableAlpha;
        int capturedAlpha;
        Stroke capturedWidth;
        double capturedOutset;
        int storeAlpha;
        Stroke storeWidth;
        double storeInset;
        int bandAlpha;
        Stroke bandWidth;
        QColor bandFill;
        double hintHalo;
        double hintHaloStart; // of the pit radius
        int hintHaloAlpha;
        double hintRing;
        Stroke hintWidth;
        int hintFillAlpha;
        double hoverRing;
        Stroke hoverWidth;
        int hoverFillAlpha;
        QColor cursorDash;
        Stroke cursorDashWidth;
        double cursorRing;
        int cursorFillAlpha;
        int cursorInnerAlpha;
        Stroke cursorInnerWidth;
        double cursorInnerRing;
    };
    // The marks of the step being animated, and the flights of seeds.
    struct Motion {
        int lapBaseAlpha;
        int lapPulseAlpha;
        Stroke lapWidth;
        double lapRing;
        double lapArrowRing;
        double lapTurns;     // degrees the arrow turns per lap
        double lapArrowSpan; // degrees
        int lapArrowAlpha;
        Stroke lapArrowWidth;
        double lapArrowHead;
        double lapArrowBack; // of the head
        double lapArrowSide;
        int skipRingAlpha;
        int skipCrossAlpha;
        Stroke skipWidth;
        double skipRing;
        double skipCross;
        int captureAlpha;
        Stroke captureWidth;
        double captureRing;
        int captureTotalAlpha;
        Stroke captureTotalWidth;
        Measure passBadge;
        int passFillAlpha;
        int passInkAlpha;
        int sowAlpha;
        Stroke sowWidth;
        double sowInset;
        double handLift; // seeds in the hand float this high
        double liftArc;
        double dropArc;
        double dropArcPerDistance;
        double dropSwell;
        double dropBounce;
        double captureStagger;
        double captureStaggerSpread;
        double captureArc;
        double captureArcPerDistance;
        double captureSwell;
        double captureLift;
        double slideSwell;
        double slideLift;
    };
    // A cupped hand seen from above, of the pit radius unless said otherwise.
    struct Hand {
        double palmX;
        double palmY;
        Stroke lineWidth;
        QPointF shadowAt;
        double shadowX; // of the palm
        double shadowY;
        QColor shadow;
        QColor skin;
        QColor outline;
        int fingerLighter;
        int fingerDarker;
        int fingers;
        double firstFinger; // degrees
        double fingerSpread;
        double fingerLength;
        double fingerWidth;
        double fingerReach;
        double fingerBase; // of the length, behind the reach
        double thumbAngle;
        double thumbLength;
        double thumbWidth;
        double thumbReach;
        QPointF palmLight;
        double palmReach; // of the palm
        int palmLighter;
        double palmSkinStop;
        int palmDarker;
        QPointF hollowAt;
        double hollowReach; // of the palm
        QColor hollow;
        double hollowX;
        double hollowY;
        Measure badge;
        QPointF badgeAt; // of the palm
    };

    Layout layout;
    Palette palette;
    Cloth cloth;
    Wood wood;
    Pit pit;
    Coordinates coordinates;
    Tray tray;
    Pieces pieces;
    Badge badge;
    Counts counts;
    Totals totals;
    Names names;
    Marks marks;
    Motion motion;
    Hand hand;

    // The wooden board on a green cloth.
    static const BoardTheme& standard();
    // Dark walnut on a black cloth, soft lettering: for dark palettes.
    static const BoardTheme& dark();
    // A black board, white lettering and bright marks: seeds, counts, names,
    // coordinates and the marks of holes pass WCAG 2.1 AA contrast against
    // what they are painted on (tests/ui/test_board_theme.cpp measures it).
    static const BoardTheme& highContrast();
    // For print (the game sheet): an outlined, light board on white paper
    // that saves ink, with dark lettering.
    static const BoardTheme& paper();
    // The theme chosen: Automatic is dark() on a dark palette, standard() otherwise.
    static const BoardTheme& of(ThemeChoice choice, bool darkPalette);
};

// A dark palette: its window is darker than the window's text (Qt 6.4 has
// no QStyleHints::colorScheme; the platform theme sets the palette).
bool isDarkPalette(const QPalette& palette);

} // namespace mancala::ui
