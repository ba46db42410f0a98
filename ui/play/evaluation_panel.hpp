// The evaluation of each move of the game, in a dock beside the move list
// (View → Evaluation): for every ply, who stands better after it, and the
// move the search prefers where the one played differs. Made for replay
// mode: the row of the move shown is selected, and a click on a row shows
// the position after that move (ReplayController::goTo).
//
// Each position of the game is searched once, on a SearchWorker thread with
// a bounded budget (the Expert's search stopped after kNodes nodes; the
// exact value in Tihbat), in order from the start; the rows fill in as the
// results come. It searches only while the panel is shown. A change of the
// game keeps the results of the positions it did not change and cancels the
// search of the others; so does a change of language (the words change).
#pragma once

#include <QDockWidget>

#include <cstdint>
#include <vector>

#include "mancala/search.hpp"

class QTreeWidget;
class QTreeWidgetItem;

namespace mancala::ui {

class GameSession;
class ReplayController;
class SearchWorker;

class EvaluationPanel : public QDockWidget {
    Q_OBJECT
public:
    // The search budget per position (deterministic: no time limit).
    static constexpr std::uint64_t kNodes = 60'000;

    EvaluationPanel(GameSession* session, ReplayController* replay, QWidget* parent = nullptr);

    QTreeWidget* table() const noexcept { return table_; }
    // Positions searched so far (the start is position 0; a row needs the
    // positions before and after its move).
    int positionsDone() const noexcept { return static_cast<int>(entries_.size()); }
    bool isWorking() const;

    // What the search found in position `ply` (0 = the start): its best move
    // and score for the side to move; `over` for the final position of a
    // finished game (nothing searched). ply < positionsDone().
    struct Entry {
        bool over = false;
        SearchResult result;
    };
    const Entry& entry(int ply) const { return entries_.at(static_cast<std::size_t>(ply)); }

signals:
    // One more position was searched and its rows are filled.
    void progressed();

protected:
    void changeEvent(QEvent* event) override;

private:
    enum Column { MoveColumn, EvaluationColumn, BestColumn };

    void retranslate();
    void sync();
    void resume();
    void onEntry(int ply, const Entry& entry);
    void fillRow(int row);
    void selectShownPly();

    GameSession* session_;
    ReplayController* replay_;
    SearchWorker* worker_;
    QTreeWidget* table_;
    // The game the entries belong to: its rules, start and moves.
    GameId game_ = GameId::DjenonAboure;
    Position start_;
    std::vector<Move> moves_;
    std::vector<Entry> entries_; // by position, from the start
};

} // namespace mancala::ui
