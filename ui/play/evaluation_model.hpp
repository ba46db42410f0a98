// The evaluation of each move of the game, as a table model: one row per
// move, columns "Move" (number and notation), "After it" (who stands better
// after the move) and "Better" (the move the search prefers, where the one
// played differs), with tooltips in full sentences. EvaluationPanel shows it.
//
// Each position of the game is searched once, on a SearchWorker thread with
// a bounded budget (the Expert's search stopped after kNodes nodes; the
// exact value in Tihbat, and in the range of an endgame database ready by
// then), in order from the start; the cells fill in as the results come
// (dataChanged with the display and tooltip roles). It searches
// only while active (the panel is shown). A change of the game's moves
// (GameSession::movesChanged, never a replay step) keeps the rows and results
// of the positions it did not change, removes and inserts the others, and
// cancels their search; so does a change of language (the words change).
#pragma once

#include <QAbstractTableModel>

#include <cstdint>
#include <vector>

#include "mancala/search.hpp"

namespace mancala::ui {

class EndgameStore;
class GameSession;
class SearchWorker;

class EvaluationModel : public QAbstractTableModel {
    Q_OBJECT
public:
    // The search budget per position (deterministic: no time limit).
    static constexpr std::uint64_t kNodes = 60'000;
    enum Column { MoveColumn, EvaluationColumn, BestColumn, ColumnCount };

    explicit EvaluationModel(GameSession* session, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Searches only while active.
    void setActive(bool active);
    // The Expert's endgame databases (exact values in their range, once ready).
    void setEndgames(EndgameStore* endgames) noexcept { endgames_ = endgames; }
    bool isWorking() const;
    // Positions searched so far (the start is position 0; a row needs the
    // positions before and after its move).
    int positionsDone() const noexcept { return static_cast<int>(entries_.size()); }

    // What the search found in position `ply` (0 = the start): its best move
    // and score for the side to move; `over` for the final position of a
    // finished game (nothing searched). ply < positionsDone().
    struct Entry {
        bool over = false;
        SearchResult result;
    };
    const Entry& entry(int ply) const { return entries_.at(static_cast<std::size_t>(ply)); }

    // The language changed: every word again, and the search afresh.
    void retranslate();

signals:
    // One more position was searched and its cells are filled.
    void progressed();

private:
    void sync();
    void resume();
    void onEntry(int ply, const Entry& entry);
    void cellsChanged(int firstRow, int lastRow, int firstColumn, int lastColumn);
    QString text(int row, int column) const;
    QString toolTip(int row, int column) const;

    GameSession* session_;
    SearchWorker* worker_;
    EndgameStore* endgames_ = nullptr;
    bool active_ = false;
    // The game the rows belong to: its rules, its positions and its moves.
    GameId game_ = GameId::DjenonAboure;
    std::vector<Position> positions_;
    std::vector<Move> moves_;
    std::vector<Entry> entries_; // by position, from the start
};

} // namespace mancala::ui
