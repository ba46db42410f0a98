#include "board/board_view.hpp"

#include <QAccessible>
#include <QFocusEvent>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLinearGradient>
#include <QMouseEvent>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>
#include <QToolTip>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>
#include <numbers>

#include "board/board_accessible.hpp"
#include "mancala/notation.hpp"
#include "i18n/wording.hpp"

namespace mancala::ui {

namespace {

constexpr double kPi = std::numbers::pi;
constexpr double kGoldenAngle = 2.399963229728653;
constexpr int kPileLayer = 14;    // seeds per layer of a pile
constexpr int kMaxPileShown = 42; // seeds drawn in a pit at most (the count is always shown)
constexpr int kHandLayer = 7;
constexpr int kMaxHandShown = 14;
constexpr int kMaxTotalShown = 120;

// Stable pseudo-random numbers: the same pile always looks the same.
std::uint32_t mix(std::uint32_t x) noexcept {
    x ^= x >> 16;
    x *= 0x7feb352dU;
    x ^= x >> 15;
    x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}

double noise(std::uint32_t salt, int i, int k) noexcept {
    const std::uint32_t h = mix(salt * 0x9e3779b9U + static_cast<std::uint32_t>(i) * 0x85ebca6bU +
                                static_cast<std::uint32_t>(k) * 0xc2b2ae35U);
    return static_cast<double>(h & 0xffffffU) / static_cast<double>(0x1000000);
}

std::uint32_t holeSalt(Hole h) noexcept {
    return 1000U + h;
}

std::uint32_t totalSalt(Side side) noexcept {
    return 7000U + static_cast<std::uint32_t>(index(side));
}

constexpr std::uint32_t kHandSalt = 9000U;

double easeInOut(double t) noexcept {
    return t < 0.5 ? 2 * t * t : 1 - std::pow(-2 * t + 2, 2) / 2;
}

QPointF lerp(QPointF a, QPointF b, double t) noexcept {
    return a + (b - a) * t;
}

// A point on a flight from `a` to `b` arching `height` upwards.
QPointF arc(QPointF a, QPointF b, double t, double height) noexcept {
    const QPointF control = (a + b) / 2 - QPointF(0, height);
    const double s = 1 - t;
    return a * (s * s) + control * (2 * s * t) + b * (t * t);
}

double distance(QPointF a, QPointF b) noexcept {
    return std::hypot(a.x() - b.x(), a.y() - b.y());
}

QColor blend(const QColor& a, const QColor& b, double t) {
    return QColor::fromRgbF(static_cast<float>(a.redF() + (b.redF() - a.redF()) * t),
                            static_cast<float>(a.greenF() + (b.greenF() - a.greenF()) * t),
                            static_cast<float>(a.blueF() + (b.blueF() - a.blueF()) * t),
                            static_cast<float>(a.alphaF() + (b.alphaF() - a.alphaF()) * t));
}

QColor withAlpha(QColor c, int alpha) {
    c.setAlpha(alpha);
    return c;
}

// Warm, light beans that stand out in the dark pits.
constexpr std::array<QRgb, 7> kBeanColors{qRgb(0xe9, 0xdc, 0xbf), qRgb(0xd8, 0xb7, 0x86), qRgb(0xc9, 0xc3, 0xb3),
                                          qRgb(0xbb, 0x72, 0x52), qRgb(0xe0, 0xc9, 0x9c), qRgb(0xa9, 0xa8, 0x8c),
                                          qRgb(0xcf, 0x9a, 0x6a)};
// River pebbles for Tihbat's counters.
constexpr std::array<QRgb, 5> kCounterColors{qRgb(0xdc, 0xd6, 0xc8), qRgb(0xb9, 0xb4, 0xa8), qRgb(0x9d, 0xa6, 0xad),
                                             qRgb(0xe4, 0xd2, 0xb0), qRgb(0xc2, 0xa8, 0x8e)};
constexpr QRgb kSouthStone = qRgb(0xee, 0xe6, 0xd2);
constexpr QRgb kNorthStone = qRgb(0x6b, 0x7a, 0x8a);

const QColor kInk(0xea, 0xdf, 0xca);
const QColor kGold(0xff, 0xd4, 0x7a);
const QColor kLegal(0x6c, 0xd8, 0x74);
const QColor kIllegal(0xea, 0x5f, 0x50);
const QColor kLastMove(0xff, 0xc4, 0x57);
const QColor kHint(0x7f, 0xe0, 0xff);
const QColor kCaptured(0xec, 0x6e, 0x52);

void fillPit(QPainter& p, const QPainterPath& shape, const QRectF& box) {
    const QPointF c = box.center();
    const double r = std::max(box.width(), box.height()) / 2;
    QRadialGradient g(c + QPointF(0.06 * r, 0.2 * r), r * 1.1, c + QPointF(0.08 * r, 0.3 * r));
    g.setColorAt(0.0, QColor(0x70, 0x49, 0x29));
    g.setColorAt(0.55, QColor(0x4f, 0x31, 0x1a));
    g.setColorAt(0.85, QColor(0x38, 0x22, 0x10));
    g.setColorAt(1.0, QColor(0x22, 0x14, 0x09));
    p.fillPath(shape, g);
}

} // namespace

struct BoardView::Shown {
    std::array<int, kMaxHoles> seeds{};
    std::array<int, 2> totals{};
};

BoardView::BoardView(BoardModel* model, GameSession* session, QWidget* parent)
    : QWidget(parent), model_(model), session_(session), clock_(new QVariantAnimation(this)) {
    installBoardAccessibility();
    setLayoutDirection(Qt::LeftToRight); // the board is never mirrored
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(tr("Board"));

    clock_->setObjectName(QStringLiteral("boardClock"));
    clock_->setEasingCurve(QEasingCurve::Linear);
    connect(clock_, &QVariantAnimation::valueChanged, this,
            [this](const QVariant& value) { onAnimationTick(value.toInt()); });
    connect(clock_, &QVariantAnimation::finished, this, &BoardView::onAnimationEnded);

    connect(session_, &GameSession::movePlayed, this,
            [this](const Position& before, Move, const Trace& trace) { onMovePlayed(before, trace); });
    connect(session_, &GameSession::reset, this, &BoardView::onSessionReset);
    connect(session_, &GameSession::playerNamesChanged, this, qOverload<>(&QWidget::update));
    connect(model_, &QAbstractItemModel::dataChanged, this, &BoardView::onModelChanged);
    connect(model_, &QAbstractItemModel::modelReset, this, [this] {
        relayout();
        onModelChanged();
    });
    relayout();
    ensureCursor();
}

BoardView::~BoardView() = default;

// ---------------------------------------------------------------------------
// Settings and queries

void BoardView::setAnimationSpeed(AnimationSpeed speed) {
    speed_ = speed;
    if (speed == AnimationSpeed::Instant)
        finishAnimation();
}

double BoardView::animationProgress() const noexcept {
    if (!animation_ || animation_->duration() == 0)
        return 1.0;
    return static_cast<double>(animation_->time()) / animation_->duration();
}

void BoardView::setShowCoordinates(bool show) {
    showCoordinates_ = show;
    staticLayer_ = QPixmap();
    update();
}

int BoardView::holeCount() const {
    return session_->rules().holeCount();
}

QRect BoardView::holeRect(Hole h) const {
    if (h >= holeCount())
        return {};
    const QPointF c = layout_.centers[h];
    const double r = layout_.pitR;
    return QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r).toAlignedRect();
}

QRect BoardView::totalRect(Side side) const {
    return layout_.total[index(side)].toAlignedRect();
}

Hole BoardView::holeAt(const QPointF& p) const {
    const double reach = layout_.pitR + 0.06 * layout_.u;
    for (int h = 0; h < holeCount(); ++h)
        if (distance(p, layout_.centers[h]) <= reach)
            return static_cast<Hole>(h);
    return kNoHole;
}

QVariant BoardView::holeData(Hole h, int role) const {
    return model_->data(model_->indexOfHole(h), role);
}

bool BoardView::isLegal(Hole h) const {
    return h < holeCount() && holeData(h, BoardModel::LegalRole).toBool();
}

BoardView::Shown BoardView::shown() const {
    Shown s;
    if (animation_) {
        const Position& rest = animation_->resting();
        for (int h = 0; h < holeCount(); ++h)
            s.seeds[h] = rest.board[h];
        s.totals = {rest.totals[0], rest.totals[1]};
        return s;
    }
    for (int h = 0; h < holeCount(); ++h)
        s.seeds[h] = holeData(static_cast<Hole>(h), BoardModel::SeedCountRole).toInt();
    for (Side side : {Side::South, Side::North}) {
        const QModelIndex store = model_->indexOfStore(side);
        s.totals[index(side)] = store.isValid() ? store.data(BoardModel::SeedCountRole).toInt()
                                                : session_->position().totals[index(side)];
    }
    return s;
}

int BoardView::shownSeeds(Hole h) const {
    return h < holeCount() ? shown().seeds[h] : 0;
}

int BoardView::shownTotal(Side side) const {
    return shown().totals[index(side)];
}

QString BoardView::holeDescription(Hole h) const {
    if (h >= holeCount())
        return {};
    const Rules& rules = session_->rules();
    return tr("%1, hole %2, %3", "side, hole name, number of seeds")
        .arg(Wording::sideName(rules.owner(h)), QString::fromStdString(holeName(rules, h)),
             Wording::pieces(rules.id(), shownSeeds(h)));
}

BoardView::Look BoardView::look() const {
    switch (session_->rules().id()) {
    case GameId::Tihbat: return Look::Counters;
    case GameId::BaoLaKimasai: return Look::Stones;
    case GameId::DjenonAboure:
    case GameId::Ayoayo: break;
    }
    return Look::Beans;
}

QSize BoardView::sizeHint() const {
    return {720, 470};
}

QSize BoardView::minimumSizeHint() const {
    return {300, 200};
}

// ---------------------------------------------------------------------------
// Layout

void BoardView::relayout() {
    const Rules& rules = session_->rules();
    const int rows = rules.rows();
    const int cols = rules.cols();
    const bool stores = rules.hasStores();
    const bool halves = rows == 4;

    // Everything in units first (a unit is the hole pitch, except in Tihbat
    // whose four big pits are spaced wider).
    const double pitch = rules.id() == GameId::Tihbat ? 1.45 : 1.0;
    const double margin = 0.42;
    const double split = halves ? 0.34 : 0.0;
    const double storeW = 0.95;
    const double storeGap = 0.12;
    const double boardW = cols * pitch + 2 * margin + (stores ? 2 * (storeW + storeGap) : 0.0);
    const double boardH = rows * pitch + 2 * margin + split;
    const double strip = stores ? 0.5 : 0.92;
    const double gap = stores ? 0.16 : 0.2;
    const double contentW = stores ? boardW : std::max(boardW, 6.4);
    const double contentH = boardH + 2 * (strip + gap);

    const double pad = 6.0;
    const double u = std::max(4.0, std::min((width() - 2 * pad) / contentW, (height() - 2 * pad) / contentH));
    Layout L;
    L.u = u;
    L.pitR = (halves ? 0.40 : 0.42) * pitch * u;
    L.seedLen = (look() == Look::Counters ? 0.36 : 0.42) * L.pitR;
    const double step = pitch * u;

    QRectF content(0, 0, contentW * u, contentH * u);
    content.moveCenter(QRectF(rect()).center());
    L.board = QRectF(content.center().x() - boardW * u / 2, content.top() + (strip + gap) * u, boardW * u,
                     boardH * u);

    const double x0 = L.board.left() + (margin + (stores ? storeW + storeGap : 0.0)) * u;
    const double y0 = L.board.top() + margin * u;
    for (int h = 0; h < rules.holeCount(); ++h) {
        const int fromTop = rows - 1 - rules.rowOf(static_cast<Hole>(h));
        const double y = y0 + (fromTop + 0.5) * step + (fromTop >= rows / 2 ? split * u : 0.0);
        L.centers[h] = QPointF(x0 + (rules.colOf(static_cast<Hole>(h)) + 0.5) * step, y);
    }
    L.splitY = halves ? y0 + (rows / 2) * step + split * u / 2 : 0.0;

    const double ring = 0.07 * u;
    for (Side side : {Side::South, Side::North}) {
        double top = 1e9;
        double bottom = -1e9;
        for (int h = 0; h < rules.holeCount(); ++h) {
            if (rules.owner(static_cast<Hole>(h)) != side)
                continue;
            top = std::min(top, L.centers[h].y());
            bottom = std::max(bottom, L.centers[h].y());
        }
        L.band[index(side)] = QRectF(QPointF(x0 + 0.5 * step - L.pitR - ring, top - L.pitR - ring),
                                     QPointF(x0 + (cols - 0.5) * step + L.pitR + ring, bottom + L.pitR + ring));
    }

    const QRectF northStrip(content.left(), content.top(), content.width(), strip * u);
    const QRectF southStrip(content.left(), content.bottom() - strip * u, content.width(), strip * u);
    if (stores) {
        const double top = y0 + 0.5 * step - L.pitR;
        const double bottom = y0 + (rows - 0.5) * step + L.pitR;
        L.total[index(Side::North)] = QRectF(L.board.left() + margin * u, top, storeW * u, bottom - top);
        L.total[index(Side::South)] =
            QRectF(L.board.right() - (margin + storeW) * u, top, storeW * u, bottom - top);
        L.name[index(Side::North)] = northStrip.adjusted(0.1 * u, 0, -content.width() / 2, 0);
        L.name[index(Side::South)] = southStrip.adjusted(content.width() / 2, 0, -0.1 * u, 0);
    } else {
        const double nameW = std::min(2.2 * u, 0.34 * content.width());
        const double countW = 0.95 * u;
        const double inset = 0.1 * u;
        for (const auto& [side, stripRect] : {std::pair{Side::North, northStrip}, std::pair{Side::South, southStrip}}) {
            L.name[index(side)] = QRectF(stripRect.left(), stripRect.top(), nameW, stripRect.height());
            L.count[index(side)] = QRectF(stripRect.right() - countW, stripRect.top(), countW, stripRect.height());
            L.total[index(side)] = QRectF(QPointF(stripRect.left() + nameW + inset, stripRect.top() + inset),
                                          QPointF(stripRect.right() - countW - inset, stripRect.bottom() - inset));
        }
    }

    // Where captured seeds rest in a tray or store: a heap growing from the
    // owner's end (trays: the owner's left; stores: the bottom, the count
    // sitting at the top).
    L.totalStep = look() == Look::Stones ? 0.8 * L.pitR : 1.02 * L.seedLen;
    for (Side side : {Side::South, Side::North}) {
        const QRectF box = L.total[index(side)];
        const double d = L.totalStep;
        const double inset = 0.55 * d;
        const QRectF inner = box.adjusted(inset, inset, -inset, -inset);
        const double innerR = std::max(0.0, std::min(box.width(), box.height()) / 2 - inset);
        const bool vertical = box.height() > box.width();
        const QPointF anchor = vertical                 ? QPointF(inner.center().x(), inner.bottom())
                               : side == Side::North ? QPointF(inner.right(), inner.center().y())
                                                     : QPointF(inner.left(), inner.center().y());
        const std::uint32_t salt = totalSalt(side);
        std::vector<std::pair<double, QPointF>> places;
        const double dx = 0.92 * d;
        const double dy = 0.8 * d;
        int row = 0;
        for (double y = inner.top(); y <= inner.bottom() + 1e-6; y += dy, ++row) {
            for (double x = inner.left() + (row % 2) * dx / 2; x <= inner.right() + 1e-6; x += dx) {
                const QPointF c(std::clamp(x, inner.left() + innerR, inner.right() - innerR),
                                std::clamp(y, inner.top() + innerR, inner.bottom() - innerR));
                if (distance(QPointF(x, y), c) > innerR + 1e-6)
                    continue;
                const int k = static_cast<int>(places.size());
                const QPointF at = QPointF(x, y) + QPointF(noise(salt, k, 1) - 0.5, noise(salt, k, 2) - 0.5) * (0.34 * d);
                places.emplace_back(distance(at, anchor) + noise(salt, k, 4) * 0.4 * d, at);
            }
        }
        std::sort(places.begin(), places.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        for (const auto& place : places)
            L.totalSlots[index(side)].push_back(place.second);
        if (L.totalSlots[index(side)].empty())
            L.totalSlots[index(side)].push_back(box.center());
    }

    // Wood grain: long wavy lines, the same for the same board size.
    const QRectF& b = L.board;
    const int lines = std::max(6, static_cast<int>(b.height() / (0.1 * u)));
    for (int i = 0; i < lines; ++i) {
        double y = b.top() + (i + 0.5) * b.height() / lines + (noise(31, i, 0) - 0.5) * 0.06 * u;
        QPolygonF line;
        QPointF from(b.left(), y);
        line << from;
        const int segments = 4;
        for (int s = 1; s <= segments; ++s) {
            const QPointF to(b.left() + s * b.width() / segments, y + (noise(41, i, s) - 0.5) * 0.05 * u);
            const QPointF bend((from.x() + to.x()) / 2, y + (noise(37, i, s) - 0.5) * 0.16 * u);
            for (int k = 1; k <= 8; ++k) {
                const double t = k / 8.0;
                line << from * ((1 - t) * (1 - t)) + bend * (2 * t * (1 - t)) + to * (t * t);
            }
            from = to;
            y = to.y();
        }
        L.grain.push_back(line);
    }
    layout_ = std::move(L);
    staticLayer_ = QPixmap();
}

QPointF BoardView::pileSlot(Hole h, int i, double* angle) const {
    const std::uint32_t salt = holeSalt(h) + 131U * static_cast<std::uint32_t>(session_->rules().id());
    *angle = noise(salt, i, 3) * 180.0;
    if (look() == Look::Stones)
        return {};
    const double area = layout_.pitR - 0.58 * layout_.seedLen;
    const int layer = i / kPileLayer;
    const int j = i % kPileLayer;
    const double r = area * std::sqrt((j + 0.5) / kPileLayer) * (1.0 - 0.14 * layer);
    const double theta = j * kGoldenAngle + layer * 1.1 + noise(salt, 0, 0) * 2 * kPi;
    const QPointF jitter((noise(salt, i, 1) - 0.5) * 0.16 * area, (noise(salt, i, 2) - 0.5) * 0.16 * area);
    const QPointF rise(-0.05 * area * layer, -0.09 * area * layer);
    return QPointF(r * std::cos(theta), r * std::sin(theta)) + jitter + rise;
}

QPointF BoardView::handCenter(Hole h) const {
    // Up and to the left, leaving the hole's count in sight.
    return layout_.centers[h] + QPointF(-0.42, -0.5) * layout_.pitR;
}

QPointF BoardView::handSlot(int i, double* angle) const {
    *angle = noise(kHandSalt, i, 3) * 180.0;
    const double area = 0.36 * layout_.pitR;
    const int layer = i / kHandLayer;
    const int j = i % kHandLayer;
    const double r = area * std::sqrt((j + 0.5) / kHandLayer) * (1.0 - 0.15 * layer);
    const double theta = j * kGoldenAngle + layer * 1.3;
    return QPointF(r * std::cos(theta), r * std::sin(theta) * 0.85) + QPointF(-0.03, -0.06) * (area * layer);
}

QPointF BoardView::totalSlot(Side side, int i, double* angle) const {
    *angle = noise(totalSalt(side), i, 3) * 180.0;
    const std::vector<QPointF>& rests = layout_.totalSlots[index(side)];
    const int capacity = static_cast<int>(rests.size());
    const int layer = i / capacity;
    // A full tray piles a new layer on top, shifted a little.
    return rests[static_cast<std::size_t>(i % capacity)] + QPointF(0.35, -0.3) * (layout_.totalStep * layer);
}

QColor BoardView::pieceColor(std::uint32_t key, Side stoneOwner) const {
    switch (look()) {
    case Look::Stones: return QColor::fromRgb(stoneOwner == Side::South ? kSouthStone : kNorthStone);
    case Look::Counters: return QColor::fromRgb(kCounterColors[mix(key) % kCounterColors.size()]);
    case Look::Beans: break;
    }
    return QColor::fromRgb(kBeanColors[mix(key) % kBeanColors.size()]);
}

// ---------------------------------------------------------------------------
// Animation

void BoardView::onMovePlayed(const Position& before, const Trace& trace) {
    hint_ = kNoHole;
    if (speed_ == AnimationSpeed::Instant || !isVisible()) {
        clock_->stop();
        animation_.reset();
        pending_.clear();
        ensureCursor();
        update();
        emitFinishedLater();
        return;
    }
    pending_.push_back({before, trace});
    if (!isAnimating())
        startNextAnimation();
}

void BoardView::startNextAnimation() {
    while (!pending_.empty()) {
        Pending next = std::move(pending_.front());
        pending_.pop_front();
        auto animation = std::make_unique<MoveAnimation>(next.before, next.trace, timingsFor(speed_),
                                                         look() == Look::Stones);
        if (animation->duration() == 0)
            continue;
        animatedMover_ = next.before.toMove;
        animation_ = std::move(animation);
        clock_->stop();
        clock_->setStartValue(0);
        clock_->setEndValue(animation_->duration());
        clock_->setDuration(animation_->duration());
        pressed_ = kNoHole;
        clock_->start();
        update();
        return;
    }
}

void BoardView::onAnimationTick(int ms) {
    if (!animation_)
        return;
    animation_->seek(ms);
    update();
}

void BoardView::onAnimationEnded() {
    animation_.reset();
    startNextAnimation();
    if (isAnimating())
        return;
    ensureCursor();
    update();
    emit animationFinished();
}

void BoardView::finishAnimation() {
    if (!isAnimating())
        return;
    clock_->stop();
    animation_.reset();
    pending_.clear();
    pressed_ = kNoHole;
    ensureCursor();
    update();
    emit animationFinished();
}

void BoardView::emitFinishedLater() {
    QMetaObject::invokeMethod(
        this,
        [this] {
            if (!isAnimating())
                emit animationFinished();
        },
        Qt::QueuedConnection);
}

void BoardView::onSessionReset() {
    const bool wasAnimating = isAnimating();
    hint_ = kNoHole;
    clock_->stop();
    animation_.reset();
    pending_.clear();
    pressed_ = kNoHole;
    relayout();
    ensureCursor();
    update();
    if (wasAnimating)
        emitFinishedLater();
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
    if (h < holeCount() && inputEnabled_)
        emit holeActivated(h);
}

void BoardView::setInputEnabled(bool enabled) {
    if (enabled == inputEnabled_)
        return;
    inputEnabled_ = enabled;
    pressed_ = kNoHole;
    update();
}

void BoardView::setHintHole(Hole h) {
    hint_ = h < holeCount() ? h : kNoHole;
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
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    cursorShown_ = false;
    pressed_ = holeAt(event->position());
    event->accept();
}

void BoardView::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) {
        QWidget::mouseReleaseEvent(event);
        return;
    }
    const Hole h = holeAt(event->position());
    const bool activate = h != kNoHole && h == pressed_ && !isAnimating();
    pressed_ = kNoHole;
    event->accept();
    if (!activate || !inputEnabled_)
        return;
    if (session_->rules().owner(h) == session_->position().toMove)
        cursor_ = h;
    emit holeActivated(h);
}

void BoardView::keyPressEvent(QKeyEvent* event) {
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
        auto* help = static_cast<QHelpEvent*>(event);
        const Hole h = holeAt(help->pos());
        QString text;
        QRect area;
        if (h != kNoHole) {
            text = isAnimating() ? holeDescription(h) : holeData(h, Qt::ToolTipRole).toString();
            area = holeRect(h);
        } else {
            for (Side side : {Side::South, Side::North}) {
                const QRectF box = layout_.total[index(side)].united(layout_.count[index(side)]);
                if (!box.contains(help->pos()))
                    continue;
                text = tr("%1 has %2", "player name, number of seeds captured or in the store")
                           .arg(session_->playerName(side),
                                Wording::pieces(session_->rules().id(), shownTotal(side)));
                area = box.toAlignedRect();
            }
        }
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this, area);
        return true;
    }
    if (event->type() == QEvent::LanguageChange)
        setAccessibleName(tr("Board"));
    return QWidget::event(event);
}

void BoardView::ensureCursor() {
    const Rules& rules = session_->rules();
    const Side mover = session_->position().toMove;
    if (cursor_ < rules.holeCount() && rules.owner(cursor_) == mover)
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
    const Rules& rules = session_->rules();
    if (cursor_ >= rules.holeCount())
        return;
    const int half = rules.rows() / 2;
    const int lowest = rules.owner(cursor_) == Side::South ? 0 : half;
    const int row = std::clamp(rules.rowOf(cursor_) + dRow, lowest, lowest + half - 1);
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

void BoardView::paintEvent(QPaintEvent*) {
    QPainter p(this);
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
        paintStatic(lp);
        lp.end();
        staticLayer_ = layer;
    }
    p.drawPixmap(QPointF(0, 0), staticLayer_);

    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    p.setLayoutDirection(Qt::LeftToRight);
    const Shown s = shown();
    paintBoard(p, s);
    if (!isAnimating())
        paintMarks(p);
    paintCounts(p, s);
    paintTotals(p, s);
    paintNames(p);
    if (isAnimating()) {
        paintStepMarks(p);
        paintInFlight(p);
    }
}

void BoardView::paintBackground(QPainter& p) const {
    const QRectF all = rect();
    QRadialGradient cloth(all.center(), std::max(all.width(), all.height()) * 0.75);
    cloth.setColorAt(0.0, QColor(0x3e, 0x4c, 0x47));
    cloth.setColorAt(1.0, QColor(0x1c, 0x24, 0x22));
    p.fillRect(all, cloth);
}

void BoardView::paintStatic(QPainter& p) const {
    paintBackground(p);
    const Layout& L = layout_;
    const double u = L.u;
    const double radius = 0.34 * u;

    // A soft shadow under the board.
    p.setPen(Qt::NoPen);
    for (int k = 6; k >= 1; --k) {
        const double grow = k * 0.03 * u;
        p.setBrush(QColor(0, 0, 0, 16));
        p.drawRoundedRect(L.board.adjusted(-grow, -grow * 0.5, grow, grow * 1.5).translated(0, 0.06 * u),
                          radius + grow, radius + grow);
    }

    QPainterPath body;
    body.addRoundedRect(L.board, radius, radius);
    QLinearGradient wood(L.board.topLeft(), L.board.bottomLeft());
    wood.setColorAt(0.0, QColor(0xc6, 0x8f, 0x58));
    wood.setColorAt(0.5, QColor(0xae, 0x75, 0x41));
    wood.setColorAt(1.0, QColor(0x8d, 0x59, 0x2d));
    p.fillPath(body, wood);
    p.save();
    p.setClipPath(body);
    p.setBrush(Qt::NoBrush);
    // Hairlines (cosmetic pens are much cheaper to draw than wide strokes).
    QPen dark(QColor(0x5a, 0x33, 0x14, 64), 1.0);
    QPen light(QColor(0xff, 0xe6, 0xc0, 30), 1.0);
    dark.setCosmetic(true);
    light.setCosmetic(true);
    for (const QPolygonF& line : L.grain) {
        p.setPen(dark);
        p.drawPolyline(line);
        p.setPen(light);
        p.drawPolyline(line.translated(0, 0.025 * u));
    }
    QRadialGradient sheen(L.board.topLeft() + QPointF(L.board.width() * 0.3, 0), L.board.width() * 0.7);
    sheen.setColorAt(0.0, QColor(255, 240, 215, 40));
    sheen.setColorAt(1.0, QColor(255, 240, 215, 0));
    p.fillPath(body, sheen);
    p.restore();
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(0x55, 0x31, 0x14), std::max(1.0, 0.035 * u)));
    p.drawPath(body);
    p.setPen(QPen(QColor(255, 228, 190, 55), std::max(1.0, 0.02 * u)));
    p.drawRoundedRect(L.board.adjusted(0.06 * u, 0.06 * u, -0.06 * u, -0.06 * u), radius * 0.8, radius * 0.8);

    if (L.splitY > 0) {
        // The groove between South's half and North's half.
        const double x1 = L.board.left() + 0.25 * u;
        const double x2 = L.board.right() - 0.25 * u;
        p.setPen(QPen(QColor(0x3c, 0x22, 0x0e, 170), std::max(1.0, 0.05 * u), Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(x1, L.splitY), QPointF(x2, L.splitY));
        p.setPen(QPen(QColor(255, 228, 190, 70), std::max(1.0, 0.02 * u), Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(x1, L.splitY + 0.04 * u), QPointF(x2, L.splitY + 0.04 * u));
    }

    for (int h = 0; h < holeCount(); ++h)
        paintPit(p, static_cast<Hole>(h));
    paintCoordinates(p);
    paintTotalContainers(p);
}

void BoardView::paintBoard(QPainter& p, const Shown& s) const {
    const Layout& L = layout_;
    const double u = L.u;

    // Whose turn: a warm light over the rows of the side to move.
    const Position& pos = session_->position();
    if (isAnimating() || !pos.over()) {
        const Side mover = isAnimating() ? animatedMover_ : pos.toMove;
        const QRectF band = L.band[index(mover)];
        const double r = std::min(band.height(), band.width()) / 2;
        p.setPen(QPen(withAlpha(kGold, 150), std::max(1.0, 0.035 * u)));
        p.setBrush(QColor(255, 236, 190, 22));
        p.drawRoundedRect(band, r, r);
    }

    // The last move: a warm ring inside the pits it went through, a dashed
    // red one round those it captured from (under the seeds and counts).
    if (!isAnimating()) {
        p.setBrush(Qt::NoBrush);
        for (int i = 0; i < holeCount(); ++i) {
            const auto h = static_cast<Hole>(i);
            if (holeData(h, BoardModel::InLastMoveRole).toBool()) {
                p.setPen(QPen(withAlpha(kLastMove, 170), std::max(1.0, 0.03 * u)));
                p.drawEllipse(L.centers[h], L.pitR - 0.025 * u, L.pitR - 0.025 * u);
            }
            if (holeData(h, BoardModel::CapturedInLastMoveRole).toInt() > 0) {
                p.setPen(QPen(withAlpha(kCaptured, 210), std::max(1.0, 0.04 * u), Qt::DashLine));
                p.drawEllipse(L.centers[h], L.pitR + 0.02 * u, L.pitR + 0.02 * u);
            }
        }
    }
    for (int h = 0; h < holeCount(); ++h)
        paintPile(p, static_cast<Hole>(h), s.seeds[h]);
}

void BoardView::paintCounts(QPainter& p, const Shown& s) const {
    const Layout& L = layout_;
    const double u = L.u;
    if (look() != Look::Stones) {
        const double badgeH = std::max(14.0, 0.3 * u);
        for (int h = 0; h < holeCount(); ++h) {
            const QPointF at = L.centers[h] + QPointF(0.7, -0.7) * (L.pitR * 0.98);
            const int n = s.seeds[h];
            paintBadge(p, at, QString::number(n), badgeH,
                       n == 0 ? QColor(0xd9, 0xc9, 0xab, 150) : QColor(0xf5, 0xea, 0xd3),
                       QColor(0x3a, 0x24, 0x12, n == 0 ? 150 : 255));
        }
    }
    if (isAnimating())
        return;
    for (int i = 0; i < holeCount(); ++i) {
        const auto h = static_cast<Hole>(i);
        const int captured = holeData(h, BoardModel::CapturedInLastMoveRole).toInt();
        if (captured > 0)
            paintBadge(p, L.centers[h] + QPointF(-0.7, 0.7) * (L.pitR * 0.98), QStringLiteral("\u2212%1").arg(captured),
                       std::max(14.0, 0.28 * u), withAlpha(kCaptured, 235), QColor(0xff, 0xf4, 0xe8));
    }
}

void BoardView::paintPit(QPainter& p, Hole h) const {
    const QPointF c = layout_.centers[h];
    const double r = layout_.pitR;
    const QRectF box(c.x() - r, c.y() - r, 2 * r, 2 * r);
    QPainterPath shape;
    shape.addEllipse(box);
    fillPit(p, shape, box);
    // The rim: in shade at the top, catching the light at the bottom.
    QLinearGradient rim(box.topLeft(), box.bottomLeft());
    rim.setColorAt(0.0, QColor(40, 20, 5, 120));
    rim.setColorAt(0.45, QColor(40, 20, 5, 40));
    rim.setColorAt(0.6, QColor(255, 236, 205, 30));
    rim.setColorAt(1.0, QColor(255, 236, 205, 95));
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QBrush(rim), std::max(1.0, 0.035 * layout_.u)));
    p.drawEllipse(box);
}

void BoardView::paintPile(QPainter& p, Hole h, int seeds) const {
    const Side owner = session_->rules().owner(h);
    const int n = std::min(seeds, kMaxPileShown);
    for (int i = 0; i < n; ++i) {
        double angle = 0;
        const QPointF at = layout_.centers[h] + pileSlot(h, i, &angle);
        paintPiece(p, at, angle, pieceColor(holeSalt(h) * 64U + static_cast<std::uint32_t>(i), owner), 1.0, 0.0);
    }
}

void BoardView::paintPiece(QPainter& p, QPointF at, double angle, QColor color, double scale, double lift) const {
    const Look l = look();
    double len = layout_.seedLen * scale;
    double wid = 0.68 * len;
    if (l == Look::Counters)
        wid = 0.86 * len;
    if (l == Look::Stones) {
        len = 1.1 * layout_.pitR * scale;
        wid = 0.94 * len;
    }
    // Shadow, further and softer the higher the piece flies.
    const QPointF shadowAt = at + QPointF(0.09, 0.15) * len * (1 + 3 * lift);
    QRadialGradient shade(shadowAt, 0.62 * len * (1 + 0.6 * lift));
    shade.setColorAt(0.0, QColor(0, 0, 0, static_cast<int>(110 * (1 - 0.5 * lift))));
    shade.setColorAt(0.6, QColor(0, 0, 0, static_cast<int>(50 * (1 - 0.5 * lift))));
    shade.setColorAt(1.0, QColor(0, 0, 0, 0));
    p.setPen(Qt::NoPen);
    p.setBrush(shade);
    p.drawEllipse(shadowAt, 0.62 * len * (1 + 0.6 * lift), 0.5 * len * (1 + 0.6 * lift));

    p.save();
    p.translate(at);
    p.rotate(angle);
    // Light comes from the top left of the screen whatever the piece's angle.
    const QPointF light = QTransform().rotate(-angle).map(QPointF(-0.22 * len, -0.26 * len));
    QRadialGradient body(light, 0.85 * len);
    body.setColorAt(0.0, color.lighter(150));
    body.setColorAt(0.35, color.lighter(112));
    body.setColorAt(0.75, color);
    body.setColorAt(1.0, color.darker(165));
    p.setBrush(body);
    p.setPen(QPen(withAlpha(color.darker(240), 120), std::max(0.6, 0.045 * len)));
    p.drawEllipse(QPointF(0, 0), len / 2, wid / 2);
    if (l == Look::Beans) {
        p.setPen(Qt::NoPen);
        p.setBrush(withAlpha(color.darker(260), 110));
        p.drawEllipse(QPointF(0, 0.3 * wid), 0.1 * len, 0.035 * len);
    }
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(255, 255, 255, l == Look::Stones ? 90 : 120));
    p.drawEllipse(light * 0.75, 0.1 * len, 0.065 * len);
    p.restore();
}

void BoardView::paintBadge(QPainter& p, QPointF at, const QString& text, double height, QColor fill,
                           QColor ink) const {
    QFont f = font();
    f.setPixelSize(std::max(9, static_cast<int>(std::lround(height * 0.62))));
    f.setBold(true);
    const QFontMetricsF fm(f);
    const double w = std::max(height, fm.horizontalAdvance(text) + height * 0.55);
    const QRectF box(at.x() - w / 2, at.y() - height / 2, w, height);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, fill.alpha() * 70 / 255));
    p.drawRoundedRect(box.translated(0, height * 0.08), height / 2, height / 2);
    p.setBrush(fill);
    p.setPen(QPen(withAlpha(ink, std::min(ink.alpha(), 90)), std::max(0.8, height * 0.05)));
    p.drawRoundedRect(box, height / 2, height / 2);
    p.setFont(f);
    p.setPen(ink);
    p.drawText(box, Qt::AlignCenter, text);
}

void BoardView::paintCoordinates(QPainter& p) const {
    const Layout& L = layout_;
    if (!showCoordinates_ || L.u < 40)
        return;
    const Rules& rules = session_->rules();
    QFont f = font();
    f.setPixelSize(std::max(9, static_cast<int>(0.19 * L.u)));
    p.setFont(f);
    const double margin = 0.21 * L.u;
    auto engraved = [&p](const QRectF& box, const QString& text) {
        p.setPen(QColor(255, 230, 195, 90));
        p.drawText(box.translated(0, 1), Qt::AlignCenter, text);
        p.setPen(QColor(0x3e, 0x22, 0x0b, 235));
        p.drawText(box, Qt::AlignCenter, text);
    };
    for (int col = 0; col < rules.cols(); ++col) {
        const QPointF c(L.centers[rules.hole(0, col)].x(), L.board.bottom() - margin);
        engraved(QRectF(c.x() - L.u / 2, c.y() - margin, L.u, 2 * margin), QString(QChar(u'a' + col)));
    }
    for (int row = 0; row < rules.rows(); ++row) {
        const QPointF c(L.board.left() + margin, L.centers[rules.hole(row, 0)].y());
        engraved(QRectF(c.x() - margin, c.y() - L.u / 2, 2 * margin, L.u), QString::number(row + 1));
    }
}

void BoardView::paintTotalContainers(QPainter& p) const {
    const Layout& L = layout_;
    const double u = L.u;
    const bool stores = session_->rules().hasStores();
    for (Side side : {Side::South, Side::North}) {
        const QRectF box = L.total[index(side)];
        const double r = std::min(box.width(), box.height()) / 2;
        if (!stores) {
            // A small wooden tray.
            const QRectF frame = box.adjusted(-0.07 * u, -0.07 * u, 0.07 * u, 0.07 * u);
            QLinearGradient wood(frame.topLeft(), frame.bottomLeft());
            wood.setColorAt(0.0, QColor(0xb8, 0x80, 0x4a));
            wood.setColorAt(1.0, QColor(0x86, 0x53, 0x29));
            p.setPen(QPen(QColor(0x4d, 0x2c, 0x11), std::max(1.0, 0.03 * u)));
            p.setBrush(wood);
            p.drawRoundedRect(frame, r + 0.07 * u, r + 0.07 * u);
        }
        QPainterPath shape;
        shape.addRoundedRect(box, r, r);
        QLinearGradient inside(box.topLeft(), box.bottomLeft());
        inside.setColorAt(0.0, QColor(0x26, 0x16, 0x0a));
        inside.setColorAt(0.45, QColor(0x46, 0x2b, 0x16));
        inside.setColorAt(1.0, QColor(0x5c, 0x3a, 0x1e));
        p.fillPath(shape, inside);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(QColor(255, 236, 205, 70), std::max(1.0, 0.03 * u)));
        p.drawPath(shape);
    }
}

void BoardView::paintTotals(QPainter& p, const Shown& s) const {
    const Layout& L = layout_;
    const double u = L.u;
    const bool stores = session_->rules().hasStores();
    const Position& pos = session_->position();
    for (Side side : {Side::South, Side::North}) {
        const QRectF box = L.total[index(side)];
        const double r = std::min(box.width(), box.height()) / 2;
        const Side stoneOwner = opponent(side); // captured stones are the opponent's
        const int n = std::min(s.totals[index(side)], kMaxTotalShown);
        for (int i = 0; i < n; ++i) {
            double angle = 0;
            const QPointF at = totalSlot(side, i, &angle);
            paintPiece(p, at, angle, pieceColor(totalSalt(side) * 64U + static_cast<std::uint32_t>(i), stoneOwner),
                       look() == Look::Stones ? 0.7 : 1.0, 0.0);
        }

        const bool winner = !isAnimating() && pos.over() &&
                            (pos.winner == Winner::Draw ||
                             pos.winner == (side == Side::South ? Winner::South : Winner::North));
        const QString count = QString::number(s.totals[index(side)]);
        if (stores) {
            const double badgeH = std::max(16.0, 0.36 * u);
            const QPointF at(box.center().x(), box.top());
            paintBadge(p, at, count, badgeH, winner ? kGold : QColor(0xf5, 0xea, 0xd3), QColor(0x3a, 0x24, 0x12));
        } else {
            QFont f = font();
            f.setBold(true);
            f.setPixelSize(std::max(12, static_cast<int>(0.44 * u)));
            p.setFont(f);
            p.setPen(winner ? kGold : kInk);
            p.drawText(L.count[index(side)], Qt::AlignCenter, count);
        }
        if (winner) {
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(withAlpha(kGold, 200), std::max(1.5, 0.05 * u)));
            p.drawRoundedRect(box.adjusted(-0.02 * u, -0.02 * u, 0.02 * u, 0.02 * u), r, r);
        }
    }
}

void BoardView::paintNames(QPainter& p) const {
    const Layout& L = layout_;
    const double u = L.u;
    const Position& pos = session_->position();
    const bool stores = session_->rules().hasStores();
    for (Side side : {Side::South, Side::North}) {
        const QRectF box = L.name[index(side)];
        const bool over = !isAnimating() && pos.over();
        const bool moving = !over && (isAnimating() ? animatedMover_ : pos.toMove) == side;
        const bool winner =
            over && (pos.winner == Winner::Draw || pos.winner == (side == Side::South ? Winner::South : Winner::North));
        QFont f = font();
        f.setPixelSize(std::max(11, static_cast<int>(std::min(0.3 * u, box.height() * 0.62))));
        f.setBold(moving || winner);
        const QFontMetricsF fm(f);
        const double dot = std::max(4.0, 0.1 * u);
        const double gap = dot * 1.6;
        const QString name = fm.elidedText(session_->playerName(side), Qt::ElideRight, box.width() - 2 * dot - gap);
        const double textW = fm.horizontalAdvance(name);
        const bool right = stores && side == Side::South;
        const double x = right ? box.right() - textW - 2 * dot - gap : box.left();
        const QPointF dotAt(x + dot, box.center().y());

        if (winner) {
            // A small gold star for the winner (both, in a draw).
            QPolygonF star;
            for (int k = 0; k < 10; ++k) {
                const double a = -kPi / 2 + k * kPi / 5;
                const double rr = (k % 2 == 0 ? 1.5 : 0.62) * dot;
                star << dotAt + QPointF(rr * std::cos(a), rr * std::sin(a));
            }
            p.setPen(QPen(kGold.darker(160), 1.0));
            p.setBrush(kGold);
            p.drawPolygon(star);
        } else if (moving) {
            QRadialGradient glow(dotAt, dot * 2.4);
            glow.setColorAt(0.0, withAlpha(kGold, 200));
            glow.setColorAt(1.0, withAlpha(kGold, 0));
            p.setPen(Qt::NoPen);
            p.setBrush(glow);
            p.drawEllipse(dotAt, dot * 2.4, dot * 2.4);
            p.setBrush(kGold);
            p.drawEllipse(dotAt, dot, dot);
        } else {
            p.setPen(QPen(withAlpha(kInk, 110), std::max(1.0, dot * 0.25)));
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(dotAt, dot * 0.8, dot * 0.8);
        }
        p.setFont(f);
        p.setPen(moving || winner ? kGold : withAlpha(kInk, 200));
        p.drawText(QRectF(x + 2 * dot + gap, box.top(), textW + 2, box.height()), Qt::AlignVCenter | Qt::AlignLeft,
                   name);
    }
}

void BoardView::paintMarks(QPainter& p) const {
    const Layout& L = layout_;
    const double u = L.u;
    const double r = L.pitR;
    for (Side side : {Side::South, Side::North}) {
        const QModelIndex store = model_->indexOfStore(side);
        if (store.isValid() && store.data(BoardModel::InLastMoveRole).toBool()) {
            const QRectF box = L.total[index(side)];
            const double rr = box.width() / 2;
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(withAlpha(kLastMove, 170), std::max(1.0, 0.03 * u)));
            p.drawRoundedRect(box.adjusted(0.03 * u, 0.03 * u, -0.03 * u, -0.03 * u), rr, rr);
        }
    }

    auto ring = [&](Hole h, double radius, const QPen& pen, QColor fill) {
        const QPointF c = L.centers[h];
        p.setPen(Qt::NoPen);
        p.setBrush(fill);
        p.drawEllipse(c, r, r);
        p.setBrush(Qt::NoBrush);
        p.setPen(pen);
        p.drawEllipse(c, radius, radius);
    };
    if (hint_ < holeCount()) {
        // The hint: a bright ring with a halo, under the hover and cursor marks.
        const QPointF c = L.centers[hint_];
        QRadialGradient halo(c, r + 0.3 * u);
        halo.setColorAt(0.0, withAlpha(kHint, 0));
        halo.setColorAt(0.75 * r / (r + 0.3 * u), withAlpha(kHint, 0));
        halo.setColorAt(r / (r + 0.3 * u), withAlpha(kHint, 120));
        halo.setColorAt(1.0, withAlpha(kHint, 0));
        p.setPen(Qt::NoPen);
        p.setBrush(halo);
        p.drawEllipse(c, r + 0.3 * u, r + 0.3 * u);
        ring(hint_, r + 0.07 * u, QPen(kHint, std::max(2.0, 0.08 * u)), withAlpha(kHint, 40));
    }
    if (!inputEnabled_)
        return;
    if (hovered_ < holeCount()) {
        const QColor color = isLegal(hovered_) ? kLegal : kIllegal;
        ring(hovered_, r + 0.055 * u, QPen(color, std::max(1.5, 0.065 * u)), withAlpha(color, 34));
    }
    if (cursorShown_ && hasFocus() && cursor_ < holeCount() && !session_->position().over()) {
        const QColor color = isLegal(cursor_) ? kLegal : kIllegal;
        QPen dashed(QColor(255, 255, 255, 230), std::max(1.5, 0.05 * u), Qt::DashLine, Qt::RoundCap);
        ring(cursor_, r + 0.12 * u, dashed, withAlpha(color, 26));
        p.setPen(QPen(withAlpha(color, 220), std::max(1.0, 0.035 * u)));
        p.drawEllipse(L.centers[cursor_], r + 0.045 * u, r + 0.045 * u);
    }
}

void BoardView::paintStepMarks(QPainter& p) const {
    const AnimationStep* step = animation_->current();
    if (step == nullptr)
        return;
    const Layout& L = layout_;
    const double u = L.u;
    const double t = animation_->progress();
    const double pulse = std::sin(kPi * t);
    p.setBrush(Qt::NoBrush);
    switch (step->kind) {
    case StepKind::Lap: {
        // The lap starts again from here: a gold ring and a turning arrow.
        const QPointF c = L.centers[step->hole];
        const double rr = L.pitR + 0.1 * u;
        p.setPen(QPen(withAlpha(kGold, static_cast<int>(90 + 150 * pulse)), std::max(1.5, 0.07 * u)));
        p.drawEllipse(c, L.pitR + 0.04 * u, L.pitR + 0.04 * u);
        const double start = 90.0 + 360.0 * t;
        p.setPen(QPen(withAlpha(kGold, 230), std::max(1.5, 0.05 * u), Qt::SolidLine, Qt::RoundCap));
        const QRectF box(c.x() - rr, c.y() - rr, 2 * rr, 2 * rr);
        p.drawArc(box, static_cast<int>(start * 16), 260 * 16);
        const double end = (start + 260.0) * kPi / 180.0;
        const QPointF tip = c + QPointF(rr * std::cos(end), -rr * std::sin(end));
        const QPointF along(-std::sin(end), -std::cos(end)); // direction of travel (counter-clockwise)
        const QPointF out(std::cos(end), -std::sin(end));
        const double a = 0.12 * u;
        p.setBrush(withAlpha(kGold, 230));
        p.setPen(Qt::NoPen);
        p.drawPolygon(QPolygonF{tip + along * a, tip - along * (a * 0.3) + out * (a * 0.7),
                                tip - along * (a * 0.3) - out * (a * 0.7)});
        break;
    }
    case StepKind::Skip: {
        const QPointF c = L.centers[step->hole];
        p.setPen(QPen(QColor(0xbf, 0xe3, 0xff, static_cast<int>(230 * pulse)), std::max(1.5, 0.05 * u), Qt::DashLine));
        p.drawEllipse(c, L.pitR + 0.05 * u, L.pitR + 0.05 * u);
        p.setPen(QPen(QColor(0xbf, 0xe3, 0xff, static_cast<int>(200 * pulse)), std::max(1.5, 0.05 * u),
                      Qt::SolidLine, Qt::RoundCap));
        const double d = 0.16 * u;
        p.drawLine(c + QPointF(-d, -d), c + QPointF(d, d));
        p.drawLine(c + QPointF(-d, d), c + QPointF(d, -d));
        break;
    }
    case StepKind::Capture:
    case StepKind::Allot: {
        const QColor color = step->kind == StepKind::Capture ? kCaptured : kLastMove;
        p.setPen(QPen(withAlpha(color, static_cast<int>(230 * (1 - t))), std::max(1.5, 0.06 * u)));
        p.drawEllipse(L.centers[step->hole], L.pitR + 0.04 * u, L.pitR + 0.04 * u);
        const QRectF box = L.total[index(step->side)];
        const double rr = std::min(box.width(), box.height()) / 2;
        p.setPen(QPen(withAlpha(kGold, static_cast<int>(200 * pulse)), std::max(1.5, 0.05 * u)));
        p.drawRoundedRect(box, rr, rr);
        break;
    }
    case StepKind::Pass: {
        const QRectF band = L.band[index(step->side)];
        paintBadge(p, band.center(), Wording::passAction(), std::max(18.0, 0.5 * u),
                   QColor(0xf5, 0xea, 0xd3, static_cast<int>(240 * pulse)),
                   QColor(0x3a, 0x24, 0x12, static_cast<int>(255 * pulse)));
        break;
    }
    case StepKind::Lift:
    case StepKind::Drop:
    case StepKind::Slide: {
        // The hole being sown into glows softly.
        p.setPen(QPen(withAlpha(kLastMove, static_cast<int>(160 * pulse)), std::max(1.0, 0.04 * u)));
        p.drawEllipse(L.centers[step->hole], L.pitR - 0.02 * u, L.pitR - 0.02 * u);
        break;
    }
    }
}

void BoardView::paintHand(QPainter& p, QPointF center, Hole origin, int seeds) const {
    // A cupped hand seen from above: the palm holds the seeds, the fingers
    // curl over its far edge and the thumb lies along its left side.
    const double r = layout_.pitR;
    const double rx = 0.66 * r;
    const double ry = 0.56 * r;
    const double line = std::max(1.0, 0.05 * r);
    const QPointF shadowAt = center + QPointF(0.18, 0.42) * r;
    QRadialGradient shade(shadowAt, rx * 1.35);
    shade.setColorAt(0.0, QColor(0, 0, 0, 95));
    shade.setColorAt(1.0, QColor(0, 0, 0, 0));
    p.setPen(Qt::NoPen);
    p.setBrush(shade);
    p.drawEllipse(shadowAt, rx * 1.35, ry * 1.3);

    const QColor skin(0xd6, 0xa2, 0x74);
    const QColor outline(0x6e, 0x43, 0x24, 210);
    auto finger = [&](double angleDeg, double length, double width, double reach) {
        p.save();
        p.translate(center);
        p.rotate(angleDeg);
        QLinearGradient g(QPointF(reach, -width / 2), QPointF(reach, width / 2));
        g.setColorAt(0.0, skin.lighter(118));
        g.setColorAt(1.0, skin.darker(118));
        p.setBrush(g);
        p.setPen(QPen(outline, line));
        p.drawRoundedRect(QRectF(reach - length * 0.35, -width / 2, length, width), width / 2, width / 2);
        p.restore();
    };
    for (int k = 0; k < 4; ++k)
        finger(-125.0 + k * 23.0, 0.5 * r, 0.24 * r, 0.5 * r);
    finger(168.0, 0.62 * r, 0.27 * r, 0.48 * r); // the thumb

    QRadialGradient palm(center + QPointF(-0.2, -0.25) * r, rx * 1.5);
    palm.setColorAt(0.0, skin.lighter(122));
    palm.setColorAt(0.65, skin);
    palm.setColorAt(1.0, skin.darker(135));
    p.setBrush(palm);
    p.setPen(QPen(outline, line));
    p.drawEllipse(center, rx, ry);
    QRadialGradient hollow(center + QPointF(0.05, 0.08) * r, rx * 0.8);
    hollow.setColorAt(0.0, QColor(0x8a, 0x58, 0x34, 120));
    hollow.setColorAt(1.0, QColor(0x8a, 0x58, 0x34, 0));
    p.setBrush(hollow);
    p.setPen(Qt::NoPen);
    p.drawEllipse(center, rx * 0.85, ry * 0.8);

    const Side owner = origin < holeCount() ? session_->rules().owner(origin) : Side::South;
    const int n = std::min(seeds, kMaxHandShown);
    for (int i = 0; i < n; ++i) {
        double angle = 0;
        const QPointF at = center + handSlot(i, &angle);
        paintPiece(p, at, angle, pieceColor(kHandSalt * 64U + static_cast<std::uint32_t>(i), owner), 1.0, 0.6);
    }
    if (seeds > 0)
        paintBadge(p, center + QPointF(-rx * 0.95, ry * 0.75), QString::number(seeds),
                   std::max(14.0, 0.28 * layout_.u), kGold, QColor(0x3a, 0x24, 0x12));
}

void BoardView::paintInFlight(QPainter& p) const {
    const MoveAnimation& anim = *animation_;
    const AnimationStep* step = anim.current();
    const Layout& L = layout_;
    const double u = L.u;
    const double t = step ? anim.progress() : 1.0;
    const double e = easeInOut(t);
    const Position& rest = anim.resting();
    const Rules& rules = session_->rules();

    // The hand, where it hovers or on its way to the next hole.
    if (step && (step->kind == StepKind::Drop || step->kind == StepKind::Skip)) {
        const QPointF at = lerp(handCenter(step->from), handCenter(step->hole), e);
        if (anim.handCount() > 0 || step->kind == StepKind::Skip) {
            paintHand(p, at, step->from, anim.handCount());
        } else {
            p.setOpacity(1.0 - e);
            paintHand(p, at, step->from, 0);
            p.setOpacity(1.0);
        }
    } else if (step && step->kind == StepKind::Lift) {
        p.setOpacity(e);
        paintHand(p, handCenter(step->hole), step->hole, 0);
        p.setOpacity(1.0);
    } else if (anim.handCount() > 0 && anim.handHole() != kNoHole) {
        paintHand(p, handCenter(anim.handHole()), anim.handHole(), anim.handCount());
    }
    if (step == nullptr)
        return;

    switch (step->kind) {
    case StepKind::Lift: {
        const QPointF c = L.centers[step->hole];
        const int base = rest.board[step->hole];
        const int n = std::min(step->count, kMaxHandShown);
        const Side owner = rules.owner(step->hole);
        for (int k = 0; k < n; ++k) {
            double a0 = 0;
            double a1 = 0;
            const QPointF from = c + pileSlot(step->hole, base + k, &a0);
            const QPointF to = handCenter(step->hole) + handSlot(k, &a1);
            const QColor color =
                blend(pieceColor(holeSalt(step->hole) * 64U + static_cast<std::uint32_t>(base + k), owner),
                      pieceColor(kHandSalt * 64U + static_cast<std::uint32_t>(k), owner), e);
            paintPiece(p, arc(from, to, e, 0.15 * u), a0 + (a1 - a0) * e, color, 1.0, 0.6 * e);
        }
        break;
    }
    case StepKind::Drop: {
        double a0 = 0;
        double a1 = 0;
        const int k = anim.handCount();
        const int target = rest.board[step->hole];
        const QPointF from = handCenter(step->from) + handSlot(k, &a0);
        const QPointF to = L.centers[step->hole] + pileSlot(step->hole, target, &a1);
        const Side owner = rules.owner(step->hole);
        const QColor color = blend(pieceColor(kHandSalt * 64U + static_cast<std::uint32_t>(k), owner),
                                   pieceColor(holeSalt(step->hole) * 64U + static_cast<std::uint32_t>(target), owner), e);
        const double height = 0.12 * u + 0.18 * distance(from, to);
        paintPiece(p, arc(from, to, e, height), a0 + (a1 - a0) * e, color, 1.0 + 0.15 * std::sin(kPi * e),
                   0.6 * (1 - e) + 0.4 * std::sin(kPi * e));
        break;
    }
    case StepKind::Capture:
    case StepKind::Allot: {
        const QPointF c = L.centers[step->hole];
        const int base = rest.board[step->hole];
        const int already = rest.totals[index(step->side)];
        const int n = std::min(step->count, kMaxPileShown);
        const double stagger = n > 1 ? std::min(0.06, 0.4 / (n - 1)) : 0.0;
        const Side owner = rules.owner(step->hole);
        const double scaleTo = look() == Look::Stones ? 0.7 : 1.0;
        for (int k = 0; k < n; ++k) {
            const double local = std::clamp((t - k * stagger) / (1.0 - (n - 1) * stagger), 0.0, 1.0);
            const double le = easeInOut(local);
            double a0 = 0;
            double a1 = 0;
            const QPointF from = c + pileSlot(step->hole, base + k, &a0);
            const QPointF to = totalSlot(step->side, already + k, &a1);
            const QColor color =
                blend(pieceColor(holeSalt(step->hole) * 64U + static_cast<std::uint32_t>(base + k), owner),
                      pieceColor(totalSalt(step->side) * 64U + static_cast<std::uint32_t>(already + k), owner), le);
            paintPiece(p, arc(from, to, le, 0.35 * u + 0.15 * distance(from, to)), a0 + (a1 - a0) * le, color,
                       1.0 + (scaleTo - 1.0) * le + 0.15 * std::sin(kPi * le), 0.8 * std::sin(kPi * le));
        }
        break;
    }
    case StepKind::Slide: {
        const QPointF at = lerp(L.centers[step->from], L.centers[step->hole], e);
        const Side owner = rules.owner(step->from);
        paintPiece(p, at, 0.0, pieceColor(0, owner), 1.0 + 0.06 * std::sin(kPi * e), 0.15 * std::sin(kPi * e));
        break;
    }
    case StepKind::Skip:
    case StepKind::Lap:
    case StepKind::Pass: break;
    }
}

} // namespace mancala::ui
