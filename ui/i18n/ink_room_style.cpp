#include "i18n/ink_room_style.hpp"

#include <QEvent>
#include <QLabel>
#include <QPainter>
#include <QStyleOption>

#include <algorithm>
#include <cmath>

namespace mancala::ui {

namespace {

// Gives `label` its room while it is right to left, none otherwise, keeping
// the other margins its owner gave it (QMessageBox gives its labels some).
void fitMargins(QLabel* label) {
    const int right = label->layoutDirection() == Qt::RightToLeft ? InkRoomStyle::room(label->fontMetrics()) : 0;
    QMargins wanted = label->contentsMargins();
    wanted.setRight(right);
    if (label->contentsMargins() != wanted)
        label->setContentsMargins(wanted);
}

bool isSizedWithRoom(QStyle::ContentsType type) {
    switch (type) {
    case QStyle::CT_PushButton:
    case QStyle::CT_ToolButton:
    case QStyle::CT_MenuBarItem:
    case QStyle::CT_MenuItem:
    case QStyle::CT_ComboBox:
    case QStyle::CT_TabBarTab:
    case QStyle::CT_CheckBox:
    case QStyle::CT_RadioButton: return true;
    default: return false;
    }
}

} // namespace

InkRoomStyle::InkRoomStyle(const QString& baseKey) : QProxyStyle(baseKey) {}

int InkRoomStyle::room(const QFontMetrics& metrics) {
    return static_cast<int>(std::ceil(metrics.height() / 6.0));
}

void InkRoomStyle::drawItemText(QPainter* painter, const QRect& rect, int flags, const QPalette& palette, bool enabled,
                                const QString& text, QPalette::ColorRole textRole) const {
    QRect inside = rect;
    const bool label = qobject_cast<const QLabel*>(dynamic_cast<QWidget*>(painter->device())) != nullptr;
    const bool rightToLeft = painter->layoutDirection() == Qt::RightToLeft;
    if (!label && rightToLeft && !(flags & Qt::AlignLeft)) {
        const int slack = rect.width() - painter->fontMetrics().boundingRect(rect, flags, text).width();
        inside.setRight(rect.right() - std::clamp(slack, 0, room(painter->fontMetrics())));
    }
    // A label's wrapped lines fill its contents rectangle, and QPainter
    // clips text that does not fit the rectangle it is given: the ink of the
    // first word would then stop at the margin left for it ("کیا" read "یا").
    const int clip = label && rightToLeft ? Qt::TextDontClip : 0;
    QProxyStyle::drawItemText(painter, inside, flags | clip, palette, enabled, text, textRole);
}

QSize InkRoomStyle::sizeFromContents(ContentsType type, const QStyleOption* option, const QSize& size,
                                     const QWidget* widget) const {
    QSize result = QProxyStyle::sizeFromContents(type, option, size, widget);
    if (option != nullptr && option->direction == Qt::RightToLeft && isSizedWithRoom(type))
        result.rwidth() += room(option->fontMetrics);
    return result;
}

int InkRoomStyle::styleHint(StyleHint hint, const QStyleOption* option, const QWidget* widget,
                            QStyleHintReturn* returnData) const {
    const int value = QProxyStyle::styleHint(hint, option, widget, returnData);
    if (hint == SH_MessageBox_TextInteractionFlags && widget != nullptr && widget->isRightToLeft())
        return value & ~(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    return value;
}

void InkRoomStyle::polish(QWidget* widget) {
    QProxyStyle::polish(widget);
    if (auto* label = qobject_cast<QLabel*>(widget)) {
        label->installEventFilter(this);
        fitMargins(label);
    }
}

void InkRoomStyle::unpolish(QWidget* widget) {
    if (auto* label = qobject_cast<QLabel*>(widget)) {
        label->removeEventFilter(this);
        label->setContentsMargins(0, 0, 0, 0);
    }
    QProxyStyle::unpolish(widget);
}

bool InkRoomStyle::eventFilter(QObject* watched, QEvent* event) {
    // Also when the label's owner sets its margins after it was polished.
    if (event->type() == QEvent::LayoutDirectionChange || event->type() == QEvent::FontChange ||
        event->type() == QEvent::ContentsRectChange)
        if (auto* label = qobject_cast<QLabel*>(watched))
            fitMargins(label);
    return QProxyStyle::eventFilter(watched, event);
}

} // namespace mancala::ui
