// Board model: rows and columns are the board's rows and holes as seen on the
// screen (model row 0 is the top row, i.e. the highest row digit; column 0 is
// the left column, letter 'a'; never mirrored). Ayoayo's stores are two extra
// columns: column 0 is North's store (left), the last column South's store
// (right); each store's cell sits in its owner's row (North: row 0, South: the
// bottom row) and the other cell of those columns is empty (no flags).
//
// Besides the cells, the model tells what belongs to the whole board: the
// rules, the side to move, whether the game is over and who won, each
// player's total (in the tray or store), name and who plays it.
//
// The model follows the session: after a move or an undo/redo it emits
// dataChanged only for the cells that changed, naming only the roles that
// changed, and the board's signals (sideToMoveChanged...) only for what
// changed, once every value is up to date; a new game of another kind resets
// it (the shape changes). Then it says how the position came: by its last
// move (moveShown: a move played, a replay step forward; positionBefore()
// and lastTrace() tell the move) or otherwise (positionReplaced). The board
// view reads the model alone.
#pragma once

#include <QAbstractTableModel>

#include <array>
#include <vector>

#include "session/game_session.hpp"

namespace mancala::ui {

class BoardModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Role {
        SeedCountRole = Qt::UserRole + 1, // int
        OwnerRole,                        // int: mancala::Side
        HoleRole,                         // int: mancala::Hole, or -1 for a store/empty cell
        HoleNameRole,                     // QString "c1"
        LegalRole,                        // bool: the side to move may play it now
        IllegalReasonRole,                // int: mancala::IllegalReason (None when legal)
        InLastMoveRole,                   // bool: a seed was dropped/lifted there in the last move
        CapturedInLastMoveRole,           // int: seeds captured from it in the last move
        IsStoreRole,                      // bool
        HintRole,                         // bool: the hole of the hint shown (see setHintHole)
        LastMoveStartRole,                // bool: the last move was sown (a Bao stone stepped) from it
        LastMoveEndRole,                  // bool: the last move's last seed fell (its stone stepped) into it
        StepTargetRole,                   // int: where the stone a person may play steps (Bao), else -1
    };
    Q_ENUM(Role)

    explicit BoardModel(GameSession* session, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    QModelIndex indexOfHole(Hole h) const;
    // The cell of a player's store (invalid in games without stores).
    QModelIndex indexOfStore(Side side) const;

    // Words the cells again in the current language (after a language change).
    void retranslate();

    // A hole marked as the hint for the side to move (kNoHole: none). The
    // mark goes with the position: any move, replay step or replaced game of
    // the session clears it.
    void setHintHole(Hole h);
    Hole hintHole() const noexcept { return hint_; }

    // The rules of the game shown (those of its shape).
    const Rules& rules() const noexcept { return rulesFor(shownGame_); }
    Side sideToMove() const noexcept { return board_.toMove; }
    bool gameOver() const noexcept { return board_.over; }
    Winner winner() const noexcept { return board_.winner; }
    // The seeds a player has captured (Ayoayo: in the store).
    int total(Side side) const noexcept { return board_.totals[mancala::index(side)]; }
    QString playerName(Side side) const { return board_.names[mancala::index(side)]; }
    // Who plays a side, beside its name: "Computer · Expert"; empty for a person.
    QString playedBy(Side side) const { return board_.playedBy[mancala::index(side)]; }

    // The position shown, the one before its last move (the same at the
    // start) and what that move did (empty at the start).
    const Position& position() const noexcept { return position_; }
    const Position& positionBefore() const noexcept { return before_; }
    const Trace& lastTrace() const noexcept { return trace_; }

signals:
    // The session is about to show another position other than by a move
    // played (GameSession::aboutToChange): the view finishes its animation.
    void aboutToChange();
    // The position shown is the one its last move made (a move played, a
    // replay step forward): positionBefore() and lastTrace() tell the move.
    // Emitted once the cells and the board's values are up to date.
    void moveShown();
    // The position shown came otherwise (a new game, undo, redo, a record
    // loaded, a replay jump): views show it at once. Emitted once the cells
    // and the board's values are up to date.
    void positionReplaced();
    void sideToMoveChanged();
    // gameOver() or winner() changed.
    void outcomeChanged();
    void totalsChanged();
    // playerName() or playedBy() changed.
    void playerNamesChanged();

private:
    // Everything the model says about one cell, computed from the session.
    struct Cell {
        enum class Kind { Nothing, Hole, Store } kind = Kind::Nothing;
        int seeds = 0;
        Side owner = Side::South;
        Hole hole = kNoHole;
        QString name;
        bool legal = false;
        IllegalReason reason = IllegalReason::None;
        bool inLastMove = false;
        int captured = 0;
        bool hinted = false;
        bool lastStart = false;
        bool lastEnd = false;
        Hole stepTarget = kNoHole;
        QString toolTip; // names the hole, counts its seeds, says why the mover cannot play it
    };

    // What the model says about the whole board.
    struct Board {
        Side toMove = Side::South;
        bool over = false;
        Winner winner = Winner::None;
        std::array<int, 2> totals{};
        std::array<QString, 2> names;
        std::array<QString, 2> playedBy;
    };

    // position_, before_ and trace_ from the session's ply shown.
    void readPosition();
    void sync();
    void clearHintAndSync();
    void onMoveShown();
    void onPositionReplaced();
    void emitBoardChanges(const Board& before);
    // The cells of position_ and trace_.
    std::vector<Cell> computeCells() const;
    Cell storeCell(Side side) const;
    Cell holeCell(Hole h, Hole lastStart, Hole lastEnd) const;
    Board computeBoard() const;
    static QVariant cellData(const Cell& cell, int role);
    int cellIndex(int row, int column) const { return row * columns_ + column; }

    GameSession* session_;
    GameId shownGame_;
    int rows_ = 0;
    int columns_ = 0;
    std::vector<Cell> cells_;
    Board board_;
    Position position_;
    Position before_;
    Trace trace_;
    Hole hint_ = kNoHole;
};

} // namespace mancala::ui
