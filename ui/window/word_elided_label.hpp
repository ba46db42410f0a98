// A one-line label that, too narrow for its text, shortens it after a whole
// word and ends it with "…" (the replay bar's caption); the whole text is its
// tooltip. A bidirectional isolate the cut leaves open is closed before the
// "…", so that the ellipsis stays outside a name.
#pragma once

#include <QLabel>

namespace mancala::ui {

class WordElidedLabel : public QLabel {
    Q_OBJECT
public:
    explicit WordElidedLabel(QWidget* parent = nullptr);

    void setFullText(const QString& text);

    // `text` as it fits `width` in `metrics`: whole, or its longest run of
    // whole words and "…" (within a word only if the first does not fit).
    static QString elidedAtWord(const QString& text, const QFontMetrics& metrics, int width);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void showFitting();

    QString full_;
};

} // namespace mancala::ui
