// Board model: rows and columns are the board's rows and holes as seen on the
// screen (model row 0 is the top row, i.e. the highest row digit; column 0 is
// the left column, letter 'a'; never mirrored). Ayoayo's stores are two extra
// columns: column 0 is North's store (left), the last column South's store
// (right); each store's cell sits in its owner's row (North: row 0, South: the
// bottom row) and the other cell of those columns is empty (no flags).
#pragma once

#include <QAbstractTableModel>

#include "game_session.hpp"

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
    QHash<int, QByteArray> roleNames() const override;

    QModelIndex indexOfHole(Hole h) const;

private:
    GameSession* session_;
};

} // namespace mancala::ui
