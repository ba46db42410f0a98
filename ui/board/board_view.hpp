// The painted board: a wooden board with round pits and seeds, the players'
// trays (or Ayoayo's stores), whose turn it is, the last move, and the
// animation of every move played, step by step from the core's trace.
//
// The board is never mirrored: it paints with explicit coordinates and keeps
// a left-to-right layout direction whatever the application's language
// (a1 is always at South's left).
//
// Input: hovering a hole emits holeHovered(), clicking it (or Enter/Space on
// the keyboard cursor, moved with the arrow keys over the holes of the side to
// move) emits holeActivated(). The view never plays a move itself. While a
// move animates, board input is blocked: a click, Enter, Space or Esc
// finishes the animation instead.
//
// animationFinished() is emitted exactly once each time the view comes to
// rest after showing moves: directly when the last animation ends (from the
// event loop, or inside finishAnimation()); queued (from the event loop, after
// GameSession::movePlayed has returned) when the move is shown at once
// (AnimationSpeed::Instant, or the view is hidden) or when a reset of the
// session cut an animation short. Moves played while one animates are queued
// and shown one after the other; they end with a single animationFinished().
//
// One QVariantAnimation drives a MoveAnimation timeline (board_animation.hpp);
// when nothing animates it is stopped and no timer runs. The wood, pits and
// trays are painted once per size into a pixmap at the painted device's pixel
// ratio; seeds, counts and marks are painted on top at every frame.
#pragma once

#include <QPixmap>
#include <QPolygonF>
#include <QWidget>

#include <array>
#include <deque>
#include <memory>
#include <vector>

#include "settings/animation_speed.hpp"
#include "board/board_animation.hpp"
#include "board/board_model.hpp"
#include "session/game_session.hpp"

class QVariantAnimation;

namespace mancala::ui {

class BoardView : public QWidget {
    Q_OBJECT
public:
    BoardView(BoardModel* model, GameSession* session, QWidget* parent = nullptr);
    ~BoardView() override;

    void setAnimationSpeed(AnimationSpeed speed);
    AnimationSpeed animationSpeed() const noexcept { return speed_; }
    bool isAnimating() const noexcept { return animation_ != nullptr; }
    // How far the move being animated is, 0..1 (1 when nothing animates).
    double animationProgress() const noexcept;

    // Small coordinate letters and digits in the board's margin (on by default).
    void setShowCoordinates(bool show);
    bool showCoordinates() const noexcept { return showCoordinates_; }

    // The pit of a hole / a player's tray or store, in widget coordinates.
    QRect holeRect(Hole h) const;
    QRect totalRect(Side side) const;
    // The hole under a point, or kNoHole.
    Hole holeAt(const QPointF& p) const;
    Hole hoveredHole() const noexcept { return hovered_; }
    // The keyboard cursor (a hole of the side to move).
    Hole cursorHole() const noexcept { return cursor_; }

    // What the board shows now: mid-animation, the seeds at rest in a hole and
    // in a player's tray or store (not those in the hand or in flight).
    int shownSeeds(Hole h) const;
    int shownTotal(Side side) const;

    // "South, hole c1, 4 seeds": the accessible name of a hole.
    QString holeDescription(Hole h) const;
    int holeCount() const;
    bool isLegal(Hole h) const;
    // Emits holeActivated(h) unless a move animates (then it finishes the
    // animation); used by the keyboard and by assistive technology.
    void activateHole(Hole h);

    // Whether the side to move plays on this board (true unless the computer
    // is to move). While false, no hole is marked under the mouse or the
    // keyboard cursor, and clicks, Enter and Space play nothing (they still
    // finish an animation).
    void setInputEnabled(bool enabled);
    bool inputEnabled() const noexcept { return inputEnabled_; }
    // A hole marked as the hint for the side to move (kNoHole: none). The
    // mark goes with the position: any move or reset of the session clears it.
    void setHintHole(Hole h);
    Hole hintHole() const noexcept { return hint_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

public slots:
    // Jumps to the end of every animation at once (no-op when idle).
    void finishAnimation();

signals:
    void holeHovered(mancala::Hole hole);
    void holeActivated(mancala::Hole hole);
    void animationFinished();

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    bool event(QEvent* event) override;

private:
    // Where everything is, in widget coordinates, for the current size and game.
    struct Layout {
        double u = 0;    // the pitch of the holes
        double pitR = 0; // pit radius
        double seedLen = 0;
        QRectF board;
        std::array<QPointF, kMaxHoles> centers{};
        std::array<QRectF, 2> band{};  // each side's rows (the turn highlight)
        std::array<QRectF, 2> total{}; // tray trough or store, by side
        std::array<QRectF, 2> name{};  // player's name, by side
        std::array<QRectF, 2> count{}; // the count beside a tray (empty with stores)
        std::array<std::vector<QPointF>, 2> totalSlots{}; // resting places in a tray or store, filled in order
        double totalStep = 0;                              // their spacing
        double splitY = 0;             // the groove between the halves (Bao la Kimasai)
        std::vector<QPolygonF> grain;
    };
    struct Pending {
        Position before;
        Trace trace;
    };
    struct Shown; // what to paint: resting seeds and totals
    enum class Look : std::uint8_t { Beans, Counters, Stones };

    void onMovePlayed(const Position& before, const Trace& trace);
    void onSessionReset();
    void onModelChanged();
    void startNextAnimation();
    void onAnimationTick(int ms);
    void onAnimationEnded();
    void emitFinishedLater();
    void relayout();
    void setHovered(Hole h);
    void moveCursor(int dCol, int dRow);
    void ensureCursor();
    void notifyCursor();

    Shown shown() const;
    Look look() const;
    QVariant holeData(Hole h, int role) const;
    // Where the i-th seed of a pile, a hand or a total rests.
    QPointF pileSlot(Hole h, int i, double* angle) const;
    QPointF handCenter(Hole h) const;
    QPointF handSlot(int i, double* angle) const; // relative to the hand's centre
    QPointF totalSlot(Side side, int i, double* angle) const;
    QColor pieceColor(std::uint32_t key, Side stoneOwner) const;

    void paintStatic(QPainter& p) const;
    void paintBackground(QPainter& p) const;
    void paintTotalContainers(QPainter& p) const;
    void paintBoard(QPainter& p, const Shown& s) const;
    void paintPit(QPainter& p, Hole h) const;
    void paintPile(QPainter& p, Hole h, int seeds) const;
    void paintCounts(QPainter& p, const Shown& s) const;
    void paintTotals(QPainter& p, const Shown& s) const;
    void paintNames(QPainter& p) const;
    void paintBadge(QPainter& p, QPointF at, const QString& text, double height, QColor fill, QColor ink) const;
    void paintMarks(QPainter& p) const;
    void paintStepMarks(QPainter& p) const;
    void paintInFlight(QPainter& p) const;
    void paintHand(QPainter& p, QPointF center, Hole origin, int seeds) const;
    void paintPiece(QPainter& p, QPointF at, double angle, QColor color, double scale, double lift) const;
    void paintCoordinates(QPainter& p) const;

    BoardModel* model_;
    GameSession* session_;
    AnimationSpeed speed_ = AnimationSpeed::Normal;
    bool showCoordinates_ = true;
    Layout layout_;
    QPixmap staticLayer_; // background, board, pits and trays for the current size

    QVariantAnimation* clock_;
    std::unique_ptr<MoveAnimation> animation_;
    Side animatedMover_ = Side::South;
    std::deque<Pending> pending_;

    Hole hovered_ = kNoHole;
    Hole pressed_ = kNoHole;
    Hole cursor_ = kNoHole;
    bool cursorShown_ = false; // the keyboard cursor is drawn after keyboard use
    bool inputEnabled_ = true;
    Hole hint_ = kNoHole;
};

} // namespace mancala::ui
