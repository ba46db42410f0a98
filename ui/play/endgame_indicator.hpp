// The status bar's sign that an endgame database is being built for the
// Expert (EndgameStore): "Working out the Ayoayo endgames…" and a bar with
// the percentage done, shown only while one is built (a file read back is
// too quick to show). When a database could not be kept for later, the
// status bar says so once. It follows a change of language.
#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;
class QStatusBar;

namespace mancala::ui {

class EndgameStore;

class EndgameIndicator : public QWidget {
    Q_OBJECT
public:
    EndgameIndicator(EndgameStore* store, QStatusBar* statusBar, QWidget* parent = nullptr);

    QString text() const;
    int percent() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void showState();

    EndgameStore* store_;
    QStatusBar* statusBar_;
    QLabel* label_;
    QProgressBar* bar_;
};

} // namespace mancala::ui
