// The board widget: a wooden board with round pits and seeds, the players'
// trays (or Ayoayo's stores), whose turn it is, the last move, and the
// animation of every move played, step by step from the core's trace.
//
// It wires the parts of board/ together: BoardGeometry says where things are
// for the widget's size, BoardPainter paints them with the BoardTheme,
// BoardPlayback shows the moves played over time. Everything painted comes
// from the BoardModel alone (holes, stores, the side to move, the outcome,
// totals, names), and while a move animates from the playback, which plays
// the model's last move (BoardModel::moveShown: positionBefore() and
// lastTrace()); the view knows no session. It keeps the input: mouse,
// keyboard cursor, hover, tooltips and the accessibility hooks
// (board_accessible.hpp).
//
// The board is never mirrored: it paints with explicit coordinates and keeps
// a left-to-right layout direction whatever the application's language
// (a1 is always at South's left).
//
// At rest it marks the last move (the rings of the holes it went through, its
// first and last hole; a Bao la Kimasai step as an arrow), and while the board
// takes input the hole under the mouse (a stone with the step it would take)
// and, if asked, every playable hole.
//
// Input: hovering a hole emits holeHovered(), clicking it (or Enter/Space on
// the keyboard cursor, moved with the arrow keys over the holes of the side to
// move) emits holeActivated(). While editing (setEditing: a position set up
// by hand), every hole is marked under the mouse and the cursor, which moves
// over all of them, and the input asks for a seed more or less instead
// (holeEdited): a click, the wheel up, Enter, Space or + for one more; a
// right click, the wheel down, - , Backspace or Delete for one less. The view never plays a move itself. While a
// move animates, board input is blocked: a click, Enter, Space or Esc
// finishes the animation instead.
//
// animationFinished() is emitted exactly once each time the view comes to
// rest after showing moves: directly when the last animation ends (from the
// event loop, or inside finishAnimation()); queued (from the event loop, after
// BoardModel::moveShown has returned) when the move is shown at once
// (AnimationSpeed::Instant, or the view is hidden) or when a replaced
// position (BoardModel::positionReplaced) cut an animation short. Before any
// change of the session but a move played (BoardModel::aboutToChange: a
// replay step, undo, redo, a new game) the view finishes its animation
// itself, so nobody else needs to. Moves
// played while one animates are queued and shown one after the other; they
// end with a single animationFinished().
//
// The theme (board_theme.hpp) is the one chosen with setThemeChoice();
// Automatic, the default, follows the palette: the dark board while the
// widget's palette is dark, the wooden one otherwise, changing with it
// (QEvent::PaletteChange, ApplicationPaletteChange).
//
// When nothing animates the playback's clock is stopped and no timer runs.
// The wood, pits and trays are painted once per size into a pixmap at the
// painted device's pixel ratio; seeds, counts and marks are painted on top at
// every frame.
#pragma once

#include <QPixmap>
#include <QWidget>

#include "board/board_geometry.hpp"
#include "board/board_model.hpp"
#include "board/board_painter.hpp"
#include "board/board_playback.hpp"
#include "board/board_theme.hpp"
#include "settings/animation_speed.hpp"
#include "settings/theme_choice.hpp"

class QHelpEvent;

namespace mancala::ui {

namespace test {
struct BoardViewState;
}

class BoardView : public QWidget {
    Q_OBJECT
public:
    explicit BoardView(BoardModel* model, QWidget* parent = nullptr);
    ~BoardView() override;

    void setThemeChoice(ThemeChoice choice);
    ThemeChoice themeChoice() const noexcept { return themeChoice_; }
    // The theme painted now.
    const BoardTheme& theme() const noexcept { return *theme_; }

    void setAnimationSpeed(AnimationSpeed speed);
    AnimationSpeed animationSpeed() const noexcept { return playback_->speed(); }
    bool isAnimating() const noexcept { return playback_->isAnimating(); }

    // The pit of a hole / a player's tray or store, in widget coordinates.
    QRect holeRect(Hole h) const;
    QRect totalRect(Side side) const;
    // The hole under a point, or kNoHole.
    Hole holeAt(const QPointF& p) const;
    Hole hoveredHole() const noexcept { return hovered_; }
    // The keyboard cursor (a hole of the side to move).
    Hole cursorHole() const noexcept { return cursor_; }

    // "South, hole c1, 4 seeds": the accessible name of a hole.
    QString holeDescription(Hole h) const;
    int holeCount() const;
    // "Ada, Computer · Expert: 12 seeds captured; to move": a player, who
    // plays the side, their tray or store, whose turn (the accessible name
    // of the board's player children).
    QString playerDescription(Side side) const;
    // Whose turn it is, or that the game is over (the board's description).
    QString turnDescription() const;
    bool isLegal(Hole h) const;
    // The game goes on and no hole may be played: the side to move passes.
    bool mustPass() const;
    // Emits holeActivated(h) (while editing: holeEdited(h, 1)) unless a move
    // animates (then it finishes the animation); used by the keyboard and by
    // assistive technology.
    void activateHole(Hole h);

    // Whether the side to move plays on this board (true unless the computer
    // is to move). While false, no hole is marked under the mouse or the
    // keyboard cursor, and clicks, Enter and Space play nothing (they still
    // finish an animation).
    void setInputEnabled(bool enabled);

    // Marks every hole the side to move may play while the board takes input
    // (View ▸ Show Playable Holes; off until set).
    void setShowPlayable(bool show);
    // The board edits a position instead of playing one (off until set).
    void setEditing(bool editing);
    bool isEditing() const noexcept { return editing_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

public slots:
    // Jumps to the end of every animation at once (no-op when idle).
    void finishAnimation();

signals:
    void holeHovered(mancala::Hole hole);
    void holeActivated(mancala::Hole hole);
    // While editing: a seed more (`delta` 1) or less (-1) asked for in `hole`.
    void holeEdited(mancala::Hole hole, int delta);
    // Enter or Space while the only move is a pass (and the board takes input).
    void passPressed();
    void animationFinished();
    // A sound of the move shown is due now (board_sounds.hpp; BoardPlayback
    // says when). The board plays none itself.
    void soundDue(const mancala::ui::SoundEvent& sound);
    // Another theme is painted (a choice, or the palette changed under Automatic).
    void themeChanged();

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    bool event(QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    // What the tests read of the view (tests/ui/window_fixture.hpp), no
    // getters of its own.
    friend struct test::BoardViewState;

    // What the board shows now: mid-animation, the seeds at rest in a hole and
    // in a player's tray or store (not those in the hand or in flight).
    int shownSeeds(Hole h) const;
    int shownTotal(Side side) const;
    // How far the move being animated is, 0..1 (1 when nothing animates).
    double animationProgress() const noexcept { return playback_->progress(); }
    // How a side's name and who plays it are lettered on the board now.
    NameLetters nameLetters(Side side) const;

    void onMoveShown();
    void onPositionReplaced();
    void onModelChanged();
    void onPlaybackEnded();
    void relayout();
    void applyTheme();
    void setHovered(Hole h);
    void moveCursor(int dCol, int dRow);
    void ensureCursor();
    void notifyCursor();
    void showToolTip(const QHelpEvent& help);
    // While editing: the key's edit of the cursor's hole; false for another key.
    bool editByKey(int key);

    // What to paint now, from the model and the playback.
    BoardSnapshot snapshot() const;
    QVariant holeData(Hole h, int role) const;

    BoardModel* model_;
    ThemeChoice themeChoice_ = ThemeChoice::Automatic;
    const BoardTheme* theme_;
    BoardGeometry geometry_;
    BoardPlayback* playback_;
    QPixmap staticLayer_; // background, board, pits and trays for the current size

    Hole hovered_ = kNoHole;
    Hole pressed_ = kNoHole;
    Hole cursor_ = kNoHole;
    bool cursorShown_ = false; // the keyboard cursor is drawn after keyboard use
    bool inputEnabled_ = true;
    bool showPlayable_ = false;
    bool editing_ = false;
    int wheelAngle_ = 0; // eighths of a degree not yet turned into an edit
};

} // namespace mancala::ui
