#include "window/screen_fit.hpp"

#include <QScreen>
#include <QStyle>
#include <QWidget>

#include <algorithm>

namespace mancala::ui {

namespace {

// The frame around `window`: as the window system drew it once it has (a
// window manager frames a window some time after it is shown), a title
// bar's height and a border before.
QMargins frameOf(const QWidget& window) {
    const QRect frame = window.frameGeometry();
    const QRect inner = window.geometry();
    const QMargins drawn(inner.left() - frame.left(), inner.top() - frame.top(), frame.right() - inner.right(),
                         frame.bottom() - inner.bottom());
    if (window.isVisible() && drawn.top() > 0)
        return drawn;
    const int border = window.style()->pixelMetric(QStyle::PM_MdiSubWindowFrameWidth, nullptr, &window);
    const int title = window.style()->pixelMetric(QStyle::PM_TitleBarHeight, nullptr, &window);
    return {std::max(border, drawn.left()), std::max(title + border, drawn.top()), std::max(border, drawn.right()),
            std::max(border, drawn.bottom())};
}

} // namespace

bool frameIsDrawn(const QWidget& window) {
    return window.isVisible() && window.frameGeometry().top() < window.geometry().top();
}

void keepWithinScreen(QWidget& window) {
    const QScreen* screen = window.screen();
    if (screen == nullptr)
        return;
    const QRect area = screen->availableGeometry();
    const QMargins frame = frameOf(window);
    const QSize size = window.size().boundedTo(area.size().shrunkBy(frame)).expandedTo(window.minimumSizeHint());
    if (size != window.size())
        window.resize(size);
    const QSize outer = size.grownBy(frame);
    const QPoint at = window.frameGeometry().topLeft();
    const QPoint inside(std::clamp(at.x(), area.left(), std::max(area.left(), area.right() + 1 - outer.width())),
                        std::clamp(at.y(), area.top(), std::max(area.top(), area.bottom() + 1 - outer.height())));
    if (inside != at)
        window.move(inside);
}

} // namespace mancala::ui
