// The board widget (see board_view.hpp): wiring of the model, its moves and
// the playback; the snapshot painted; mouse, keyboard cursor,
// hover, tooltips and the accessibility notifications.
#include "board/board_view.hpp"

#include <QAccessible>
#include <QFocusEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPaintEngine>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>

#include "board/board_accessible.hpp"
#include "i18n/wording.hpp"
#include "mancala/notation.hpp"

namespace mancala::ui {

BoardView::BoardView(BoardModel* model, QWidget* parent)
    : QWidget(parent), model_(model), theme_(&BoardTheme::of(themeChoice_, isDarkPalette(palette()))),
      geometry_(model->rules(), QSizeF(size()), theme_->layout), playback_(new BoardPlayback(this)) {
    installBoardAccessibility();
    setLayoutDirection(Qt::LeftToRight); // the board is never mirrored
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(tr("Board"));

    connect(playback_, &BoardPlayback::started, this, [this] {
        pressed_ = kNoHole;
        update();
    });
    connect(playback_, &BoardPlayback::advanced, this, qOverload<>(&QWidget::update));
    connect(playback_, &BoardPlayback::ended, this, &BoardView::onPlaybackEnded);
    connect(playback_, &BoardPlayback::settled, this, &BoardView::animationFinished);
    connect(playback_, &BoardPlayback::sound, this, &BoardView::soundDue);

    connect(model_, &BoardModel::moveShown, this, &BoardView::onMoveShown);
    connect(model_, &BoardModel::positionReplaced, this, &BoardView::onPositionReplaced);
    connect(model_, &BoardModel::aboutToChange, this, &BoardView::finishAnimation);
    connect(model_, &QAbstractItemModel::dataChanged, this, &BoardView::onModelChanged);
    connect(model_, &QAbstractItemModel::modelReset, this, [this] {
        relayout();
        onModelChanged();
    });
    connect(model_, &BoardModel::sideToMoveChanged, this, &BoardView::onModelChanged);
    connect(model_, &BoardModel::outcomeChanged, this, &BoardView::onModelChanged);
    connect(model_, &BoardModel::totalsChanged, this, &BoardView::onModelChanged);
    connect(model_, &BoardModel::playerNamesChanged, this, qOverload<>(&QWidget::update));
    ensureCursor();
}

BoardView::~BoardView() = default;

// ---------------------------------------------------------------------------
// Settings and queries

void BoardView::setThemeChoice(ThemeChoice choice) {
    themeChoice_ = choice;
    applyTheme();
}

void BoardView::applyTheme() {
    const BoardTheme* theme = &BoardTheme::of(themeChoice_, isDarkPalette(palette()));
    if (theme == theme_)
        return;
    theme_ = theme;
    relayout();
    update();
    emit themeChanged();
}

void BoardView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange)
        applyTheme();
    QWidget::changeEvent(event);
}

void BoardView::setAnimationSpeed(AnimationSpeed speed) {
    playback_->setSpeed(speed);
    if (speed == AnimationSpeed::Instant)
        finishAnimation();
}

int BoardView::holeCount() const {
    return model_->rules().holeCount();
}

QRect BoardView::holeRect(Hole h) const {
    if (h >= holeCount())
        return {};
    return geometry_.holeRect(h).toAlignedRect();
}

QRect BoardView::totalRect(Side side) const {
    return geometry_.total(side).toAlignedRect();
}

Hole BoardView::holeAt(const QPointF& p) const {
    return geometry_.holeAt(p);
}

QVariant BoardView::holeData(Hole h, int role) const {
    return model_->data(model_->indexOfHole(h), role);
}

bool BoardView::isLegal(Hole h) const {
    return h < holeCount() && holeData(h, BoardModel::LegalRole).toBool();
}

bool BoardView::mustPass() const {
    if (model_->gameOver())
        return false;
    for (int h = 0; h < holeCount(); ++h)
        if (isLegal(static_cast<Hole>(h)))
            return false;
    return true;
}

int BoardView::shownSeeds(Hole h) const {
    if (h >= holeCount())
        return 0;
    if (const MoveAnimation* animation = playback_->animation())
        return animation->resting().board[h];
    return holeData(h, BoardModel::SeedCountRole).toInt();
}

int BoardView::shownTotal(Side side) const {
    if (const MoveAnimation* animation = playback_->animation())
        return animation->resting().totals[index(side)];
    return model_->total(side);
}

QString BoardView::holeDescription(Hole h) const {
    if (h >= holeCount())
        return {};
    const Rules& rules = model_->rules();
    return tr("%1, hole %2, %3", "side, hole name, number of seeds")
        .arg(Wording::sideName(rules.owner(h)), QString::fromStdString(holeName(rules, h)),
             Wording::pieces(rules.id(), shownSeeds(h)));
}

QString BoardView::playerDescription(Side side) const {
    const QString name = Wording::isolate(model_->playerName(side));
    const QString by = model_->playedBy(side);
    const QString who = by.isEmpty() ? name : tr("%1, %2", "a player's name, who plays the side").arg(name, by);
    const QString captured = Wording::pieces(model_->rules().id(), shownTotal(side));
    const QString text =
        model_->rules().hasStores()
            ? tr("%1: %2 in the store", "who plays a side: the seeds in their store").arg(who, captured)
            : tr("%1: %2 captured", "who plays a side: the seeds they captured").arg(who, captured);
    if (model_->gameOver() || model_->sideToMove() != side)
        return text;
    return tr("%1; to move", "a player described, whose turn it is").arg(text);
}

QString BoardView::turnDescription() const {
    const Side mover = model_->sideToMove();
    if (model_->gameOver())
        return tr("The game is over");
    return Wording::toMove(model_->playerName(mover));
}

QSize BoardView::sizeHint() const {
    return theme_->layout.preferredSize;
}

QSize BoardView::minimumSizeHint() const {
    return theme_->layout.minimumSize;
}

void BoardView::relayout() {
    geometry_ = BoardGeometry(model_->rules(), QSizeF(size()), theme_->layout);
    staticLayer_ = QPixmap();
}

// ---------------------------------------------------------------------------
// Playback

// The model's last move, from the position before it.
void BoardView::onMoveShown() {
    const bool singleStones = geometry_.look() == PieceLook::Stones;
    if (playback_->speed() == AnimationSpeed::Instant || !isVisible()) {
        playback_->showAtOnce(model_->positionBefore(), model_->lastTrace(), singleStones);
        ensureCursor();
        update();
        return;
    }
    playback_->play(model_->positionBefore(), model_->lastTrace(), singleStones);
}

void BoardView::onPlaybackEnded() {
    ensureCursor();
    update();
}

void BoardView::finishAnimation() {
    if (!isAnimating())
        return;
    pressed_ = kNoHole;
    playback_->finish();
}

void BoardView::onPositionReplaced() {
    playback_->cut();
    pressed_ = kNoHole;
    relayout();
    ensureCursor();
    update();
}

void BoardView::onModelChanged() {
    ensureCursor();
    if (!isAnimating())
        update();
}

// ---------------------------------------------------------------------------
// Input

void BoardView::setHovered(Hole h) {
    if (h == hovered_)
        return;
    hovered_ = h;
    update();
    emit holeHovered(h);
}

void BoardView::activateHole(Hole h) {
    if (isAnimating()) {
        finishAnimation();
        return;
    }
    if (h < holeCount() && editing_)
        emit holeEdited(h, 1);
    else if (h < holeCount() && inputEnabled_)
        emit holeActivated(h);
}

void BoardView::setInputEnabled(bool enabled) {
    if (enabled == inputEnabled_)
        return;
    inputEnabled_ = enabled;
    pressed_ = kNoHole;
    update();
}

void BoardView::setEditing(bool editing) {
    if (editing == editing_)
        return;
    editing_ = editing;
    pressed_ = kNoHole;
    ensureCursor();
    update();
}

void BoardView::setShowPlayable(bool show) {
    if (show == showPlayable_)
        return;
    showPlayable_ = show;
    update();
}

void BoardView::mouseMoveEvent(QMouseEvent* event) {
    setHovered(holeAt(event->position()));
    QWidget::mouseMoveEvent(event);
}

void BoardView::leaveEvent(QEvent* event) {
    setHovered(kNoHole);
    QWidget::leaveEvent(event);
}

void BoardView::mousePressEvent(QMouseEvent* event) {
    if (isAnimating()) {
        finishAnimation();
        pressed_ = kNoHole;
        event->accept();
        return;
    }
    if (event->button() != Qt::LeftButton && !(editing_ && event->button() == Qt::RightButton)) {
        QWidget::mousePressEvent(event);
        return;
    }
    cursorShown_ = false;
    pressed_ = holeAt(event->position());
    event->accept();
}

void BoardView::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton && !(editing_ && event->button() == Qt::RightButton)) {
        QWidget::mouseReleaseEvent(event);
        return;
    }
    const Hole h = holeAt(event->position());
    const bool activate = h != kNoHole && h == pressed_ && !isAnimating();
    pressed_ = kNoHole;
    event->accept();
    if (editing_) {
        if (activate) {
            cursor_ = h;
            emit holeEdited(h, event->button() == Qt::LeftButton ? 1 : -1);
        }
        return;
    }
    if (!activate || !inputEnabled_)
        return;
    if (model_->rules().owner(h) == model_->sideToMove())
        cursor_ = h;
    emit holeActivated(h);
}

void BoardView::wheelEvent(QWheelEvent* event) {
    const Hole h = editing_ ? holeAt(event->position()) : kNoHole;
    if (h == kNoHole) {
        QWidget::wheelEvent(event);
        return;
    }
    event->accept();
    // A notch is 120 eighths of a degree; a touchpad's small steps add up.
    wheelAngle_ += event->angleDelta().y();
    for (; wheelAngle_ >= 120; wheelAngle_ -= 120)
        emit holeEdited(h, 1);
    for (; wheelAngle_ <= -120; wheelAngle_ += 120)
        emit holeEdited(h, -1);
}

bool BoardView::editByKey(int key) {
    int delta = 0;
    switch (key) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space: delta = 1; break;
    case Qt::Key_Minus:
    case Qt::Key_Backspace:
    case Qt::Key_Delete: delta = -1; break;
    default: return false;
    }
    ensureCursor();
    cursorShown_ = true;
    update();
    emit holeEdited(cursor_, delta);
    return true;
}

void BoardView::keyPressEvent(QKeyEvent* event) {
    if (editing_ && !isAnimating() && editByKey(event->key())) {
        event->accept();
        return;
    }
    switch (event->key()) {
    case Qt::Key_Escape:
        if (!isAnimating()) {
            QWidget::keyPressEvent(event);
            return;
        }
        finishAnimation();
        break;
    case Qt::Key_Left: moveCursor(-1, 0); break;
    case Qt::Key_Right: moveCursor(1, 0); break;
    case Qt::Key_Up: moveCursor(0, 1); break;
    case Qt::Key_Down: moveCursor(0, -1); break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (isAnimating()) {
            finishAnimation();
        } else if (inputEnabled_ && mustPass()) {
            emit passPressed();
        } else {
            ensureCursor();
            cursorShown_ = true;
            activateHole(cursor_);
        }
        break;
    default: QWidget::keyPressEvent(event); return;
    }
    event->accept();
}

void BoardView::focusInEvent(QFocusEvent* event) {
    if (event->reason() == Qt::TabFocusReason || event->reason() == Qt::BacktabFocusReason)
        cursorShown_ = true;
    ensureCursor();
    update();
    QWidget::focusInEvent(event);
}

void BoardView::focusOutEvent(QFocusEvent* event) {
    update();
    QWidget::focusOutEvent(event);
}

bool BoardView::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        showToolTip(*static_cast<QHelpEvent*>(event));
        return true;
    }
    if (event->type() == QEvent::LanguageChange)
        setAccessibleName(tr("Board"));
    return QWidget::event(event);
}

// A hole's tooltip comes from the model (at rest) or names what it shows (mid-animation).
void BoardView::showToolTip(const QHelpEvent& help) {
    const Hole h = holeAt(help.pos());
    QString text;
    QRect area;
    if (h != kNoHole) {
        text = isAnimating() ? holeDescription(h) : holeData(h, Qt::ToolTipRole).toString();
        area = holeRect(h);
    } else {
        for (Side side : {Side::South, Side::North}) {
            const QRectF box = geometry_.total(side).united(geometry_.count(side));
            if (!box.contains(help.pos()))
                continue;
            text = tr("%1 has %2", "player name, number of seeds captured or in the store")
                       .arg(Wording::isolate(model_->playerName(side)),
                            Wording::pieces(model_->rules().id(), shownTotal(side)));
            area = box.toAlignedRect();
        }
    }
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(help.globalPos(), text, this, area);
}

void BoardView::ensureCursor() {
    const Rules& rules = model_->rules();
    const Side mover = model_->sideToMove();
    if (cursor_ < rules.holeCount() && (editing_ || rules.owner(cursor_) == mover))
        return;
    Hole first = kNoHole;
    for (int h = 0; h < rules.holeCount(); ++h) {
        const auto hole = static_cast<Hole>(h);
        if (rules.owner(hole) != mover)
            continue;
        if (first == kNoHole)
            first = hole;
        if (isLegal(hole)) {
            cursor_ = hole;
            return;
        }
    }
    cursor_ = first;
}

void BoardView::moveCursor(int dCol, int dRow) {
    ensureCursor();
    const Rules& rules = model_->rules();
    if (cursor_ >= rules.holeCount())
        return;
    // The side's own rows, or every row while editing.
    const int rows = editing_ ? rules.rows() : rules.rows() / 2;
    const int lowest = editing_ || rules.owner(cursor_) == Side::South ? 0 : rows;
    const int row = std::clamp(rules.rowOf(cursor_) + dRow, lowest, lowest + rows - 1);
    const int col = std::clamp(rules.colOf(cursor_) + dCol, 0, rules.cols() - 1);
    cursor_ = rules.hole(row, col);
    cursorShown_ = true;
    notifyCursor();
    update();
    emit holeHovered(cursor_);
}

void BoardView::notifyCursor() {
#if QT_CONFIG(accessibility)
    if (QAccessible::isActive() && hasFocus() && cursor_ < holeCount()) {
        QAccessibleEvent focus(this, QAccessible::Focus);
        focus.setChild(cursor_);
        QAccessible::updateAccessibility(&focus);
    }
#endif
}

void BoardView::resizeEvent(QResizeEvent* event) {
    relayout();
    QWidget::resizeEvent(event);
}

// ---------------------------------------------------------------------------
// Painting

BoardSnapshot BoardView::snapshot() const {
    BoardSnapshot s;
    const int holes = holeCount();
    for (Side side : {Side::South, Side::North}) {
        s.names[index(side)] = model_->playerName(side);
        s.playedBy[index(side)] = model_->playedBy(side);
    }
    if (const MoveAnimation* animation = playback_->animation()) {
        const Position& rest = animation->resting();
        for (int h = 0; h < holes; ++h)
            s.seeds[h] = rest.board[h];
        s.totals = {rest.totals[0], rest.totals[1]};
        s.mover = playback_->mover();
        BoardMotion motion;
        if (const AnimationStep* step = animation->current())
            motion.step = *step;
        motion.progress = animation->progress();
        motion.handSeeds = animation->handCount();
        motion.handHole = animation->handHole();
        s.motion = motion;
        return s;
    }
    for (int h = 0; h < holes; ++h) {
        const auto hole = static_cast<Hole>(h);
        s.seeds[h] = holeData(hole, BoardModel::SeedCountRole).toInt();
        s.inLastMove[h] = holeData(hole, BoardModel::InLastMoveRole).toBool();
        s.captured[h] = holeData(hole, BoardModel::CapturedInLastMoveRole).toInt();
        s.legal[h] = holeData(hole, BoardModel::LegalRole).toBool();
        if (holeData(hole, BoardModel::LastMoveStartRole).toBool())
            s.lastStart = hole;
        if (holeData(hole, BoardModel::LastMoveEndRole).toBool())
            s.lastEnd = hole;
    }
    for (Side side : {Side::South, Side::North}) {
        s.totals[index(side)] = model_->total(side);
        const QModelIndex store = model_->indexOfStore(side);
        s.storeInLastMove[index(side)] = store.isValid() && store.data(BoardModel::InLastMoveRole).toBool();
    }
    s.mover = model_->sideToMove();
    s.over = model_->gameOver();
    s.winner = model_->winner();
    s.hint = model_->hintHole() < holes ? model_->hintHole() : kNoHole;
    if (editing_) {
        s.legal.fill(true); // any hole may be edited
        s.hovered = hovered_ < holes ? hovered_ : kNoHole;
        if (cursorShown_ && hasFocus() && cursor_ < holes)
            s.cursor = cursor_;
    } else if (inputEnabled_) {
        s.showPlayable = showPlayable_;
        s.hovered = hovered_ < holes ? hovered_ : kNoHole;
        if (s.hovered != kNoHole) {
            const int target = holeData(s.hovered, BoardModel::StepTargetRole).toInt();
            s.hoverTarget = target >= 0 && target < holes ? static_cast<Hole>(target) : kNoHole;
        }
        if (cursorShown_ && hasFocus() && cursor_ < holes && !s.over)
            s.cursor = cursor_;
    }
    return s;
}

NameLetters BoardView::nameLetters(Side side) const {
    return BoardPainter(geometry_, *theme_, font()).nameLetters(snapshot(), side);
}

void BoardView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const BoardPainter painter(geometry_, *theme_, font());
    // What does not change between moves is painted once per size, at the
    // pixel density of the device painted on (so it is never scaled).
    const QPaintDevice* target = p.paintEngine() ? p.paintEngine()->paintDevice() : this;
    const qreal dpr = target ? target->devicePixelRatioF() : devicePixelRatioF();
    const QSize pixels = (QSizeF(size()) * dpr).toSize();
    if (staticLayer_.isNull() || staticLayer_.devicePixelRatio() != dpr || staticLayer_.size() != pixels) {
        QPixmap layer(pixels);
        layer.setDevicePixelRatio(dpr);
        QPainter lp(&layer);
        lp.setRenderHint(QPainter::Antialiasing);
        lp.setRenderHint(QPainter::TextAntialiasing);
        lp.setLayoutDirection(Qt::LeftToRight);
        painter.paintStatic(lp);
        lp.end();
        staticLayer_ = layer;
    }
    p.drawPixmap(QPointF(0, 0), staticLayer_);

    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    p.setLayoutDirection(Qt::LeftToRight);
    painter.paint(p, snapshot());
}

} // namespace mancala::ui
