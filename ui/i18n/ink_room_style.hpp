// Room for the ink of Nastaliq words beyond their advance. A word that
// begins with kaf or gaf (کھیل, کمپیوٹر, کریں) reaches up to a third of an
// em to the right of where its advance begins; right to left, that is past
// the right end of a line, where a label, a menu bar item or a button clips
// it ("کھیل" then reads "لھیل"). Making the font's advances cover that ink
// would widen every gap before such a word instead (tried: uneven spacing).
//
// This proxy of the application's style gives right-to-left widgets that
// room at the line's start only: buttons, menu items, combo boxes and tabs
// are sized wider and their text drawn that much inside their right edge;
// labels get it as a right contents margin while they are right to left
// (message boxes' texts, then, are not selectable: see styleHint).
// Left-to-right widgets are untouched. Translations::install puts it in place.
#pragma once

#include <QProxyStyle>

namespace mancala::ui {

class InkRoomStyle : public QProxyStyle {
    Q_OBJECT
public:
    // A proxy of the style `baseKey` (QStyleFactory's key).
    explicit InkRoomStyle(const QString& baseKey);

    // The room for a font with these metrics: a sixth of its line height,
    // 0.42 em in Nastaliq, whose lines are 2.5 em tall (kaf reaches 0.38 em).
    static int room(const QFontMetrics& metrics);

    void drawItemText(QPainter* painter, const QRect& rect, int flags, const QPalette& palette, bool enabled,
                      const QString& text, QPalette::ColorRole textRole = QPalette::NoRole) const override;
    QSize sizeFromContents(ContentsType type, const QStyleOption* option, const QSize& size,
                           const QWidget* widget) const override;
    // Right to left, a message box's texts are links but not selectable:
    // QLabel draws selectable text clipped to its contents, where the room
    // of its margin cannot show the first word's ink ("کیا" read "یا").
    int styleHint(StyleHint hint, const QStyleOption* option = nullptr, const QWidget* widget = nullptr,
                  QStyleHintReturn* returnData = nullptr) const override;
    void polish(QWidget* widget) override;
    void unpolish(QWidget* widget) override;
    using QProxyStyle::polish;
    using QProxyStyle::unpolish;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

} // namespace mancala::ui
