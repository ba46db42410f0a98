// Where everything of a board goes, for one game's rules and one size: the
// pits, the side bands (the turn highlight), the trays or Ayoayo's stores, the
// names and counts, the resting places of seeds in a pit, a tray or the hand,
// and which hole lies under a point. A plain value: no widget, no painting, in
// the coordinates of a rectangle of the given size at the origin.
//
// The board is never mirrored: columns run left to right from 'a', rows
// upwards from 1, so a1 is always at South's left.
#pragma once

#include <QPointF>
#include <QRectF>
#include <QSize>
#include <QSizeF>

#include <array>
#include <vector>

#include "board/board_theme.hpp"
#include "mancala/rules.hpp"

namespace mancala::ui {

class BoardGeometry {
public:
    BoardGeometry(const Rules& rules, QSizeF size, const BoardTheme::Layout& layout);
    // The smallest size at which the game is still played with ease: its
    // holes big enough to see their seeds (Bao la Kimasai's single stones
    // need less). A window gives a board at least this much before a panel.
    static QSize playableSize(const Rules& rules, const BoardTheme::Layout& layout);

    const Rules& rules() const noexcept { return *rules_; }
    PieceLook look() const noexcept { return look_; }
    QRectF bounds() const noexcept { return bounds_; }
    // The pitch of the holes, in pixels: the unit of every proportion.
    double unit() const noexcept { return u_; }
    double pitRadius() const noexcept { return pitR_; }
    double seedLength() const noexcept { return seedLen_; }
    QRectF boardRect() const noexcept { return board_; }
    // The groove between the halves (four rows), or 0.
    double splitY() const noexcept { return splitY_; }

    QPointF centre(Hole h) const noexcept { return centres_[h]; }
    // The pit of a hole (an empty rectangle for a hole the game lacks).
    QRectF holeRect(Hole h) const;
    // The hole under a point (a pit or just round it), or kNoHole.
    Hole holeAt(QPointF p) const;
    // A side's rows (the turn highlight).
    QRectF band(Side side) const noexcept { return band_[index(side)]; }
    // A side's tray or store, its name and the count beside a tray (empty with stores).
    QRectF total(Side side) const noexcept { return total_[index(side)]; }
    QRectF name(Side side) const noexcept { return name_[index(side)]; }
    QRectF count(Side side) const noexcept { return count_[index(side)]; }

    // Where the i-th seed of a pile rests, from the pit's centre, and how it
    // is turned (degrees).
    QPointF pileSlot(Hole h, int i, double* angle) const;
    // The centre of the hand over a hole, and its i-th seed from that centre.
    QPointF handCentre(Hole h) const;
    QPointF handSlot(int i, double* angle) const;
    // Where the i-th seed of a side's tray or store rests.
    QPointF totalSlot(Side side, int i, double* angle) const;

private:
    void placeHoles(double x0, double y0, double step, double split);
    void placeBands(double x0, double step);
    void placeTotals(QRectF content, double y0, double step, double strip);
    void placeTotalSlots();

    const Rules* rules_;
    BoardTheme::Layout layout_;
    PieceLook look_;
    QRectF bounds_;
    double u_ = 0;
    double pitR_ = 0;
    double seedLen_ = 0;
    QRectF board_;
    std::array<QPointF, kMaxHoles> centres_{};
    std::array<QRectF, 2> band_{};
    std::array<QRectF, 2> total_{};
    std::array<QRectF, 2> name_{};
    std::array<QRectF, 2> count_{};
    std::array<std::vector<QPointF>, 2> totalSlots_{}; // filled in order
    double totalStep_ = 0;                             // their spacing
    double splitY_ = 0;
};

} // namespace mancala::ui
