// Hint (H): the move the Expert would play for the person to move, marked on
// the board (BoardModel::setHintHole) and said in the status bar with what it
// leads to: "Hint: c1 — Ada is about 2 seeds better" (in Tihbat, the exact
// value: "… — With perfect play, Ada wins by 2 counters").
//
// The Expert searches on a SearchWorker thread for ComputerPlayer's time
// per move; meanwhile the status bar says so. Any change of the position
// (a move, undo, a new game, a replay step) or of the language cancels the
// search and takes the hint away. No hint while the computer is to move.
#pragma once

#include <QObject>
#include <QString>

#include <optional>

#include "mancala/search.hpp"

class QAction;
class QStatusBar;

namespace mancala::ui {

class BoardModel;
class ComputerPlayer;
class GameSession;
class SearchWorker;
class TurnController;

class Hint : public QObject {
    Q_OBJECT
public:
    // `computer` gives the Expert's time per move; `turns` says who is to move.
    Hint(GameSession* session, BoardModel* board, TurnController* turns, const ComputerPlayer* computer,
         QStatusBar* statusBar, QObject* parent = nullptr);

    QAction* action() const noexcept { return action_; }
    bool isSearching() const;
    // The hint shown for the current position, if any.
    const std::optional<SearchResult>& result() const noexcept { return result_; }
    // The status bar's words for it (empty while there is none).
    QString text() const;

public slots:
    // Looks for the best move of the position shown.
    void request();

signals:
    // A hint is shown (its move is marked on the board).
    void shown(mancala::Move move);

protected:
    bool event(QEvent* event) override;

private:
    void retranslate();
    void clear();
    void onFound(const SearchResult& result);
    void updateAction();

    GameSession* session_;
    BoardModel* board_;
    TurnController* turns_;
    const ComputerPlayer* computer_;
    QStatusBar* statusBar_;
    SearchWorker* worker_;
    QAction* action_;
    std::optional<SearchResult> result_;
    Side mover_ = Side::South;
    QString shownText_; // the status bar message this object put there
};

} // namespace mancala::ui
