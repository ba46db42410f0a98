// A board as a picture, for teaching and writing about the games: the
// position drawn by the app's own BoardPainter at rest, with hole names,
// counts, totals and the players' names, and none of the marks of play
// (legal moves, hover, cursor, hint). No widget: it paints on any
// QPainter (a PDF page) or returns the bytes of an SVG or PNG file, which
// the callers write (through writeFileSafely).
//
// Never mirrored: the painter is set left to right whatever the language.
#pragma once

#include <QByteArray>
#include <QFont>
#include <QImage>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <array>

#include "board/board_theme.hpp"
#include "mancala/rules.hpp"

class QPainter;

namespace mancala::ui {

struct Diagram {
    const Rules* rules = nullptr;
    Position position;
    std::array<QString, 2> names;    // by Side
    std::array<QString, 2> playedBy; // under or beside each name ("Computer · Expert"), empty for a person
};

// The size a diagram of `rules` is drawn at (its proportions), in pixels.
QSizeF diagramSize(const Rules& rules);
// Paints `d` into `target` (scaled to fit, centred, proportions kept), in
// the wooden board's theme or another (the game sheet prints on paper()).
void paintDiagram(QPainter& p, const QRectF& target, const Diagram& d, const QFont& font,
                  const BoardTheme& theme = BoardTheme::standard());
// An SVG document of `d` (QSvgGenerator), titled `title`.
QByteArray diagramSvg(const Diagram& d, const QFont& font, const QString& title);
// A PNG of `d`, `scale` times diagramSize() in pixels.
QByteArray diagramPng(const Diagram& d, const QFont& font, double scale = 2.0);
// The image itself (Copy board).
QImage diagramImage(const Diagram& d, const QFont& font, double scale = 2.0);

} // namespace mancala::ui
