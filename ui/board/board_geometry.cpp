// The board's layout for a game and a size (see board_geometry.hpp): first
// worked out in units of the hole pitch, then scaled to fit the size.
#include "board/board_geometry.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <utility>

#include "board/board_noise.hpp"

namespace mancala::ui {

namespace {

constexpr double kGoldenAngle = 2.399963229728653;
constexpr double kSlack = 1e-6; // rounding room when filling a tray

double distance(QPointF a, QPointF b) noexcept {
    return std::hypot(a.x() - b.x(), a.y() - b.y());
}

// The board's width and height in units: the board with its trays or stores,
// the strips of names above and below.
QSizeF contentUnits(const Rules& rules, const BoardTheme::Layout& L) {
    const bool stores = rules.hasStores();
    const double pitch = rules.id() == GameId::Tihbat ? L.tihbatPitch : L.pitch;
    const double boardW = rules.cols() * pitch + 2 * L.margin + (stores ? 2 * (L.storeWidth + L.storeGap) : 0.0);
    const double boardH = rules.rows() * pitch + 2 * L.margin + (rules.rows() == 4 ? L.halvesGap : 0.0);
    const double strip = stores ? L.storeStrip : L.trayStrip;
    const double gap = stores ? L.storeStripGap : L.trayStripGap;
    return {stores ? boardW : std::max(boardW, L.minTrayContentWidth), boardH + 2 * (strip + gap)};
}

} // namespace

QSize BoardGeometry::playableSize(const Rules& rules, const BoardTheme::Layout& layout) {
    const double unit = pieceLookFor(rules.id()) == PieceLook::Stones ? layout.playableStoneUnit : layout.playableUnit;
    const QSizeF units = contentUnits(rules, layout);
    return QSizeF(units.width() * unit + 2 * layout.padding, units.height() * unit + 2 * layout.padding).toSize();
}

BoardGeometry::BoardGeometry(const Rules& rules, QSizeF size, const BoardTheme::Layout& layout)
    : rules_(&rules), layout_(layout), look_(pieceLookFor(rules.id())), bounds_(QPointF(0, 0), size) {
    const BoardTheme::Layout& L = layout_;
    const int rows = rules.rows();
    const int cols = rules.cols();
    const bool stores = rules.hasStores();
    const bool halves = rows == 4;

    // Everything in units first (a unit is the hole pitch, except in Tihbat
    // whose four big pits are spaced wider).
    const double pitch = rules.id() == GameId::Tihbat ? L.tihbatPitch : L.pitch;
    const double split = halves ? L.halvesGap : 0.0;
    const double boardW = cols * pitch + 2 * L.margin + (stores ? 2 * (L.storeWidth + L.storeGap) : 0.0);
    const double boardH = rows * pitch + 2 * L.margin + split;
    const double strip = stores ? L.storeStrip : L.trayStrip;
    const double gap = stores ? L.storeStripGap : L.trayStripGap;
    const QSizeF units = contentUnits(rules, L);
    const double contentW = units.width();
    const double contentH = units.height();

    const double pad = L.padding;
    u_ = std::max(L.minUnit, std::min((size.width() - 2 * pad) / contentW, (size.height() - 2 * pad) / contentH));
    const double u = u_;
    pitR_ = (halves ? L.halvesPitRadius : L.pitRadius) * pitch * u;
    seedLen_ = (look_ == PieceLook::Counters ? L.counterLength : L.seedLength) * pitR_;
    const double step = pitch * u;

    QRectF content(0, 0, contentW * u, contentH * u);
    content.moveCenter(bounds_.center());
    board_ = QRectF(content.center().x() - boardW * u / 2, content.top() + (strip + gap) * u, boardW * u, boardH * u);

    const double x0 = board_.left() + (L.margin + (stores ? L.storeWidth + L.storeGap : 0.0)) * u;
    const double y0 = board_.top() + L.margin * u;
    placeHoles(x0, y0, step, split);
    placeBands(x0, step);
    placeTotals(content, y0, step, strip);
    placeTotalSlots();
}

void BoardGeometry::placeHoles(double x0, double y0, double step, double split) {
    const Rules& rules = *rules_;
    const int rows = rules.rows();
    for (int h = 0; h < rules.holeCount(); ++h) {
        const int fromTop = rows - 1 - rules.rowOf(static_cast<Hole>(h));
        const double y = y0 + (fromTop + 0.5) * step + (fromTop >= rows / 2 ? split * u_ : 0.0);
        centres_[h] = QPointF(x0 + (rules.colOf(static_cast<Hole>(h)) + 0.5) * step, y);
    }
    splitY_ = rows == 4 ? y0 + (rows / 2) * step + split * u_ / 2 : 0.0;
}

void BoardGeometry::placeBands(double x0, double step) {
    const Rules& rules = *rules_;
    const double ring = layout_.bandRing * u_;
    for (Side side : {Side::South, Side::North}) {
        double top = std::numeric_limits<double>::max();
        double bottom = std::numeric_limits<double>::lowest();
        for (int h = 0; h < rules.holeCount(); ++h) {
            if (rules.owner(static_cast<Hole>(h)) != side)
                continue;
            top = std::min(top, centres_[h].y());
            bottom = std::max(bottom, centres_[h].y());
        }
        band_[index(side)] = QRectF(QPointF(x0 + 0.5 * step - pitR_ - ring, top - pitR_ - ring),
                                    QPointF(x0 + (rules.cols() - 0.5) * step + pitR_ + ring, bottom + pitR_ + ring));
    }
}

void BoardGeometry::placeTotals(QRectF content, double y0, double step, double strip) {
    const BoardTheme::Layout& L = layout_;
    const double u = u_;
    const QRectF northStrip(content.left(), content.top(), content.width(), strip * u);
    const QRectF southStrip(content.left(), content.bottom() - strip * u, content.width(), strip * u);
    if (rules_->hasStores()) {
        const double top = y0 + 0.5 * step - pitR_;
        const double bottom = y0 + (rules_->rows() - 0.5) * step + pitR_;
        total_[index(Side::North)] = QRectF(board_.left() + L.margin * u, top, L.storeWidth * u, bottom - top);
        total_[index(Side::South)] =
            QRectF(board_.right() - (L.margin + L.storeWidth) * u, top, L.storeWidth * u, bottom - top);
        name_[index(Side::North)] = northStrip.adjusted(L.trayInset * u, 0, -content.width() / 2, 0);
        name_[index(Side::South)] = southStrip.adjusted(content.width() / 2, 0, -L.trayInset * u, 0);
        return;
    }
    const double nameW = std::min(L.nameWidth * u, L.nameShare * content.width());
    const double countW = L.countWidth * u;
    const double inset = L.trayInset * u;
    for (const auto& [side, stripRect] : {std::pair{Side::North, northStrip}, std::pair{Side::South, southStrip}}) {
        name_[index(side)] = QRectF(stripRect.left(), stripRect.top(), nameW, stripRect.height());
        count_[index(side)] = QRectF(stripRect.right() - countW, stripRect.top(), countW, stripRect.height());
        total_[index(side)] = QRectF(QPointF(stripRect.left() + nameW + inset, stripRect.top() + inset),
                                     QPointF(stripRect.right() - countW - inset, stripRect.bottom() - inset));
    }
}

// Where captured seeds rest in a tray or store: a heap growing from the
// owner's end (trays: the owner's left; stores: the bottom, the count sitting
// at the top).
void BoardGeometry::placeTotalSlots() {
    const BoardTheme::Layout& L = layout_;
    totalStep_ = look_ == PieceLook::Stones ? L.stoneTotalStep * pitR_ : L.totalStep * seedLen_;
    for (Side side : {Side::South, Side::North}) {
        const QRectF box = total_[index(side)];
        const double d = totalStep_;
        const double inset = L.totalInset * d;
        const QRectF inner = box.adjusted(inset, inset, -inset, -inset);
        const double innerR = std::max(0.0, std::min(box.width(), box.height()) / 2 - inset);
        const bool vertical = box.height() > box.width();
        const QPointF anchor = vertical              ? QPointF(inner.center().x(), inner.bottom())
                               : side == Side::North ? QPointF(inner.right(), inner.center().y())
                                                     : QPointF(inner.left(), inner.center().y());
        const std::uint32_t salt = totalSalt(side);
        std::vector<std::pair<double, QPointF>> places;
        const double dx = L.totalColumnStep * d;
        const double dy = L.totalRowStep * d;
        int row = 0;
        for (double y = inner.top(); y <= inner.bottom() + kSlack; y += dy, ++row) {
            for (double x = inner.left() + (row % 2) * dx / 2; x <= inner.right() + kSlack; x += dx) {
                const QPointF c(std::clamp(x, inner.left() + innerR, inner.right() - innerR),
                                std::clamp(y, inner.top() + innerR, inner.bottom() - innerR));
                if (distance(QPointF(x, y), c) > innerR + kSlack)
                    continue;
                const int k = static_cast<int>(places.size());
                const QPointF at =
                    QPointF(x, y) + QPointF(noise(salt, k, 1) - 0.5, noise(salt, k, 2) - 0.5) * (L.totalJitter * d);
                places.emplace_back(distance(at, anchor) + noise(salt, k, 4) * L.totalDisorder * d, at);
            }
        }
        std::sort(places.begin(), places.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        std::vector<QPointF>& rests = totalSlots_[index(side)];
        for (const auto& place : places)
            rests.push_back(place.second);
        if (rests.empty())
            rests.push_back(box.center());
    }
}

QRectF BoardGeometry::holeRect(Hole h) const {
    if (h >= rules_->holeCount())
        return {};
    const QPointF c = centres_[h];
    return {c.x() - pitR_, c.y() - pitR_, 2 * pitR_, 2 * pitR_};
}

Hole BoardGeometry::holeAt(QPointF p) const {
    const double reach = pitR_ + layout_.hitReach * u_;
    for (int h = 0; h < rules_->holeCount(); ++h)
        if (distance(p, centres_[h]) <= reach)
            return static_cast<Hole>(h);
    return kNoHole;
}

QPointF BoardGeometry::pileSlot(Hole h, int i, double* angle) const {
    const BoardTheme::Layout& L = layout_;
    const std::uint32_t salt = holeSalt(h) + 131U * static_cast<std::uint32_t>(rules_->id().family());
    *angle = noise(salt, i, 3) * L.seedTurn;
    if (look_ == PieceLook::Stones)
        return {};
    const double area = pitR_ - L.pileInset * seedLen_;
    const int layer = i / L.pileLayer;
    const int j = i % L.pileLayer;
    const double r = area * std::sqrt((j + 0.5) / L.pileLayer) * (1.0 - L.pileLayerShrink * layer);
    const double theta = j * kGoldenAngle + layer * L.pileLayerTwist + noise(salt, 0, 0) * 2 * std::numbers::pi;
    const QPointF jitter((noise(salt, i, 1) - 0.5) * L.pileJitter * area,
                         (noise(salt, i, 2) - 0.5) * L.pileJitter * area);
    const QPointF rise(L.pileLayerRise.x() * area * layer, L.pileLayerRise.y() * area * layer);
    return QPointF(r * std::cos(theta), r * std::sin(theta)) + jitter + rise;
}

QPointF BoardGeometry::handCentre(Hole h) const {
    // Up and to the left, leaving the hole's count in sight.
    return centres_[h] + layout_.handOffset * pitR_;
}

QPointF BoardGeometry::handSlot(int i, double* angle) const {
    const BoardTheme::Layout& L = layout_;
    *angle = noise(kHandSalt, i, 3) * L.seedTurn;
    const double area = L.handArea * pitR_;
    const int layer = i / L.handLayer;
    const int j = i % L.handLayer;
    const double r = area * std::sqrt((j + 0.5) / L.handLayer) * (1.0 - L.handLayerShrink * layer);
    const double theta = j * kGoldenAngle + layer * L.handLayerTwist;
    return QPointF(r * std::cos(theta), r * std::sin(theta) * L.handSquash) + L.handLayerRise * (area * layer);
}

QPointF BoardGeometry::totalSlot(Side side, int i, double* angle) const {
    *angle = noise(totalSalt(side), i, 3) * layout_.seedTurn;
    const std::vector<QPointF>& rests = totalSlots_[index(side)];
    const int capacity = static_cast<int>(rests.size());
    const int layer = i / capacity;
    // A full tray piles a new layer on top, shifted a little.
    return rests[static_cast<std::size_t>(i % capacity)] + layout_.totalLayerShift * (totalStep_ * layer);
}

} // namespace mancala::ui
