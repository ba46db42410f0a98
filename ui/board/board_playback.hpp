// The playback of moves on the board: the queue of moves to show, the clock
// (one QVariantAnimation, "boardClock") driving the MoveAnimation timeline of
// the move being shown (board_animation.hpp), and when the board has settled.
// It paints nothing: BoardView feeds it the session's moves and paints what
// its timeline says.
//
// settled() is emitted exactly once each time the board comes to rest after
// showing moves: directly when the last animation ends (from the event loop,
// or inside finish()), right after ended(); queued (from the event loop, once
// the caller has returned) by showAtOnce(), and by cut() when it cut an
// animation short. Moves played while one animates are queued and shown one
// after the other; they end with a single settled(). When nothing animates
// the clock is stopped and no timer runs.
//
// sound() says when each sound of a move is due (board_sounds.hpp): as the
// clock passes it; the move's one sound when it is shown at once; and, when
// finish() cuts moves short, only the end of the game if one of them ends it.
#pragma once

#include <QObject>

#include <deque>
#include <memory>

#include "board/board_animation.hpp"
#include "board/board_sounds.hpp"
#include "settings/animation_speed.hpp"

class QVariantAnimation;

namespace mancala::ui {

class BoardPlayback : public QObject {
    Q_OBJECT
public:
    explicit BoardPlayback(QObject* parent = nullptr);
    ~BoardPlayback() override;

    // The speed of the moves queued from now on.
    void setSpeed(AnimationSpeed speed) noexcept { speed_ = speed; }
    AnimationSpeed speed() const noexcept { return speed_; }

    bool isAnimating() const noexcept { return animation_ != nullptr; }
    // The move being shown (nullptr when nothing animates) and who played it.
    const MoveAnimation* animation() const noexcept { return animation_.get(); }
    Side mover() const noexcept { return mover_; }
    // How far the move being shown is, 0..1 (1 when nothing animates).
    double progress() const noexcept;

    // Shows a move played from `before` (after the one animating, if any).
    // `singleStones`: see MoveAnimation.
    void play(const Position& before, const Trace& trace, bool singleStones);
    // Shows everything at once: stops, forgets the queue and settles
    // (queued); the move played from `before` that is shown so sounds at once.
    void showAtOnce(const Position& before, const Trace& trace, bool singleStones);
    // Jumps to the end of every move at once and settles (no-op when idle).
    void finish();
    // Stops and forgets the queue (a reset of the session); settles (queued)
    // if a move was animating.
    void cut();

signals:
    // A move starts animating; the clock moved (a frame to paint).
    void started();
    void advanced();
    // The last move came to its end, or finish() cut it: just before settled().
    void ended();
    void settled();
    // A sound is due now.
    void sound(const mancala::ui::SoundEvent& event);

private:
    void startNext();
    void onClockFinished();
    void stop();
    void settleLater();
    void soundUntil(int ms);

    struct Pending {
        Position before;
        Trace trace;
        bool singleStones = false;
    };

    AnimationSpeed speed_ = AnimationSpeed::Normal;
    QVariantAnimation* clock_;
    std::unique_ptr<MoveAnimation> animation_;
    Side mover_ = Side::South;
    std::deque<Pending> pending_;
    std::vector<SoundEvent> sounds_; // of the move animating...
    std::size_t nextSound_ = 0;      // ...and the first not yet due
};

} // namespace mancala::ui
