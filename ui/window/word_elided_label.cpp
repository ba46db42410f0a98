#include "window/word_elided_label.hpp"

#include <QEvent>
#include <QFontMetrics>

namespace mancala::ui {

namespace {

const QChar kEllipsis(0x2026);

// `text` with the isolates it opens and does not close closed (U+2066,
// U+2067, U+2068 … U+2069).
QString closeIsolates(QString text) {
    int open = 0;
    for (QChar c : text) {
        if (c.unicode() >= 0x2066 && c.unicode() <= 0x2068)
            ++open;
        else if (c.unicode() == 0x2069 && open > 0)
            --open;
    }
    return text + QString(open, QChar(0x2069));
}

} // namespace

WordElidedLabel::WordElidedLabel(QWidget* parent) : QLabel(parent) {
    setTextFormat(Qt::PlainText);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
}

void WordElidedLabel::setFullText(const QString& text) {
    full_ = text;
    setToolTip(text);
    // A screen reader reads the whole text, not the part shown.
    setAccessibleName(text);
    showFitting();
}

QString WordElidedLabel::elidedAtWord(const QString& text, const QFontMetrics& metrics, int width) {
    if (metrics.horizontalAdvance(text) <= width)
        return text;
    QString fitting;
    for (qsizetype space = text.indexOf(QLatin1Char(' ')); space > 0;
         space = text.indexOf(QLatin1Char(' '), space + 1)) {
        const QString candidate = closeIsolates(text.left(space)) + kEllipsis;
        if (metrics.horizontalAdvance(candidate) > width)
            break;
        fitting = candidate;
    }
    return fitting.isEmpty() ? metrics.elidedText(text, Qt::ElideRight, width) : fitting;
}

// One line high whatever it shows (empty, shortened or whole), so that the
// layout around it never moves when the text changes.
QSize WordElidedLabel::sizeHint() const {
    const QMargins margins = contentsMargins();
    return {fontMetrics().horizontalAdvance(full_) + margins.left() + margins.right() + 2 * margin(),
            fontMetrics().height() + margins.top() + margins.bottom() + 2 * margin()};
}

QSize WordElidedLabel::minimumSizeHint() const {
    return {fontMetrics().horizontalAdvance(kEllipsis) * 3, sizeHint().height()};
}

void WordElidedLabel::resizeEvent(QResizeEvent* event) {
    QLabel::resizeEvent(event);
    showFitting();
}

void WordElidedLabel::changeEvent(QEvent* event) {
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        showFitting();
}

void WordElidedLabel::showFitting() {
    const QString shown = elidedAtWord(full_, fontMetrics(), contentsRect().width());
    if (shown != text())
        setText(shown);
}

} // namespace mancala::ui
