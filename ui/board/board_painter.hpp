// Paints a board: a BoardGeometry (where things are), a BoardSnapshot (what
// to show at this moment) and a BoardTheme (how it looks). No widget and no
// session: the view fills the snapshot from the model and the playback.
//
// paintStatic() paints what changes only with the size (cloth, wood, pits,
// trays, coordinates), which the view keeps in a pixmap; paint() paints the
// rest on top: seeds, counts, totals, names and marks, and while a move
// animates the step's marks, the seeds in flight and the hand.
//
// board_painter.cpp paints the board at rest, board_painter_marks.cpp the
// marks on it (the last move's ends, playable holes, hint, hover, cursor),
// board_painter_static.cpp the static layer and board_painter_motion.cpp what
// moves.
#pragma once

#include <QColor>
#include <QFont>
#include <QString>

#include <array>
#include <optional>

#include "board/board_animation.hpp"
#include "board/board_geometry.hpp"
#include "board/board_theme.hpp"

class QPainter;
class QPainterPath;

namespace mancala::ui {

// The move being animated at one moment (see MoveAnimation).
struct BoardMotion {
    std::optional<AnimationStep> step; // the step under way (none between steps)
    double progress = 1.0;             // how far along it, 0..1
    int handSeeds = 0;                 // seeds resting in the hand...
    Hole handHole = kNoHole;           // ...and the hole it hovers over (kNoHole: no hand)
};

// What the board shows.
struct BoardSnapshot {
    std::array<int, kMaxHoles> seeds{}; // resting in each hole (not in the hand or in flight)
    std::array<int, 2> totals{};        // resting in each side's tray or store, by Side
    std::array<QString, 2> names;       // the players', by Side
    std::array<QString, 2> playedBy;    // "Computer · Expert" beside a name (empty: a person), by Side
    Side mover = Side::South;           // whose rows are lit (while animating: who played the move)
    bool over = false;                  // the game is over and shown so (never while animating)
    Winner winner = Winner::None;
    // The last move and the marks under the mouse and keyboard, painted only at rest.
    std::array<bool, kMaxHoles> inLastMove{};
    std::array<int, kMaxHoles> captured{};
    std::array<bool, 2> storeInLastMove{}; // a store the last move put seeds in, by Side
    std::array<bool, kMaxHoles> legal{};
    Hole lastStart = kNoHole;  // the hole the last move was sown (its stone stepped) from
    Hole lastEnd = kNoHole;    // ...and the one its last seed (the stone) came to
    bool showPlayable = false; // every hole in `legal` is marked (View ▸ Show Playable Holes)
    Hole hint = kNoHole;
    Hole hovered = kNoHole;            // kNoHole: no hover mark
    Hole hoverTarget = kNoHole;        // Bao la Kimasai: where the hovered stone would step
    Hole cursor = kNoHole;             // kNoHole: no keyboard cursor
    std::optional<BoardMotion> motion; // set while a move animates
};

// A side's name and who plays it as they are lettered in the name's box: on
// one line, or the kind under the name; in the largest type that holds both
// whole, cut short only when not even the smallest does.
struct NameLetters {
    QString name;
    QString playedBy;
    QFont nameFont;
    QFont playedByFont;
    bool twoLines = false;
};

class BoardPainter {
public:
    // `font` is the base of every lettering (names, counts, coordinates).
    BoardPainter(const BoardGeometry& geometry, const BoardTheme& theme, const QFont& font);

    void paintStatic(QPainter& p) const;
    void paint(QPainter& p, const BoardSnapshot& s) const;
    // The pixel size of the coordinates a–l and 1–4 round the board: smaller
    // on a small board, 0 (none) only when there is no room for the smallest.
    int coordinateSize() const;
    // How paint() letters `side`'s name (and who plays it) in `s`.
    NameLetters nameLetters(const BoardSnapshot& s, Side side) const;

private:
    // board_painter_static.cpp
    void paintBackground(QPainter& p) const;
    void paintWood(QPainter& p) const;
    void paintGrain(QPainter& p, const QPainterPath& body) const;
    void paintGroove(QPainter& p) const;
    void paintPit(QPainter& p, Hole h) const;
    void paintCoordinates(QPainter& p) const;
    void paintTotalContainers(QPainter& p) const;

    // board_painter.cpp
    void paintBoard(QPainter& p, const BoardSnapshot& s) const;
    void paintPile(QPainter& p, Hole h, int seeds) const;
    void paintCounts(QPainter& p, const BoardSnapshot& s) const;
    void paintTotals(QPainter& p, const BoardSnapshot& s) const;
    void paintNames(QPainter& p, const BoardSnapshot& s) const;
    void paintNameMark(QPainter& p, QPointF at, double dot, bool winner, bool moving) const;
    void paintRing(QPainter& p, Hole h, double radius, const QPen& pen, QColor fill) const;

    // board_painter_marks.cpp
    void paintMarks(QPainter& p, const BoardSnapshot& s) const;
    void paintLastMoveEnds(QPainter& p, const BoardSnapshot& s) const;
    void paintPlayable(QPainter& p, const BoardSnapshot& s) const;
    void paintStepArrow(QPainter& p, Hole from, Hole to, QColor color) const;

    // board_painter_motion.cpp
    void paintStepMarks(QPainter& p, const BoardMotion& m) const;
    void paintLap(QPainter& p, const AnimationStep& step, double t) const;
    void paintSkip(QPainter& p, const AnimationStep& step, double pulse) const;
    void paintInFlight(QPainter& p, const BoardSnapshot& s) const;
    void paintMovingHand(QPainter& p, const BoardMotion& m, double e) const;
    void paintLift(QPainter& p, const BoardSnapshot& s, const AnimationStep& step, double e) const;
    void paintDrop(QPainter& p, const BoardSnapshot& s, const AnimationStep& step, double e) const;
    void paintCapture(QPainter& p, const BoardSnapshot& s, const AnimationStep& step, double t) const;
    void paintHand(QPainter& p, QPointF centre, Hole origin, int seeds) const;
    void paintHandShape(QPainter& p, QPointF centre) const;

    // Pieces and badges (board_painter.cpp).
    QColor pieceColor(std::uint32_t key, Side stoneOwner) const;
    void paintPiece(QPainter& p, QPointF at, double angle, QColor color, double scale, double lift) const;
    void paintBadge(QPainter& p, QPointF at, const QString& text, double height, QColor fill, QColor ink) const;

    const BoardGeometry& g_;
    const BoardTheme& theme_;
    QFont font_;
};

// `c` with another alpha (0..255).
QColor withAlpha(QColor c, int alpha);

} // namespace mancala::ui
