// Board model: rows and columns are the board's rows and holes as seen on the
// screen (model row 0 is the top row, i.e. the highest row digit; column 0 is
// the left column, letter 'a'; never mirrored). Ayoayo's stores are two extra
// columns: column 0 is North's store (left), the last column South's store
// (right); each store's cell sits in its owner's row (North: row 0, South: the
// bottom row) and the other cell of those columns is empty (no flags).
//
// The model follows the session: after a move or an undo/redo it emits
// dataChanged only for the cells that changed, naming only the roles that
// changed; a new game of another kind resets it (the shape changes).
#pragma once

#include <QAbstractTableModel>

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
        QString toolTip; // names the hole, counts its seeds, says why the mover cannot play it
    };

    void sync();
    std::vector<Cell> computeCells() const;
    static QVariant cellData(const Cell& cell, int role);
    int cellIndex(int row, int column) const { return row * columns_ + column; }

    GameSession* session_;
    GameId shownGame_;
    int rows_ = 0;
    int columns_ = 0;
    std::vector<Cell> cells_;
};

} // namespace mancala::ui
