// The moves of the game so far, one row per ply (passes included): move number,
// side, player, notation and a short summary of what happened. Rows are
// appended as moves are played and removed when they are taken back; the model
// is never reset for a move. While the board plays a move back, its row waits
// (it would give away what the move does): the owner says whether moves are
// animated (setHoldsMovesUntilSettled) and when the board has settled.
#pragma once

#include <QAbstractListModel>

#include <vector>

#include "session/game_session.hpp"

namespace mancala::ui {

class MoveListModel : public QAbstractListModel {
    Q_OBJECT
public:
    enum Role {
        MoveNumberRole = Qt::UserRole + 1, // int: 1 for the first move
        SideRole,                          // int: mancala::Side of the mover
        PlayerNameRole,                    // QString: the mover's name
        NotationRole,                      // QString: "c1", "a1-a2", "pass"
        SummaryRole,                       // QString: "2 laps, captured 4 seeds"
    };
    Q_ENUM(Role)

    explicit MoveListModel(GameSession* session, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Words every row again in the current language (after a language change).
    void retranslate();

    // With `hold`, a move played at the latest position is listed only once
    // boardSettled() says the board has shown it (at once when not held).
    void setHoldsMovesUntilSettled(bool hold);
    void boardSettled();

private:
    struct Row {
        Move move;
        Side side = Side::South;
        QString player;
        QString notation;
        QString name; // as the screen words it (Wording::moveName)
        QString summary;
    };

    Row makeRow(int ply) const;
    void sync();
    void onMoveAppended();
    void renamePlayers();

    GameSession* session_;
    GameId shownGame_;
    std::vector<Row> rows_;
    bool holds_ = false; // moves are held until the board settles
    bool held_ = false;  // the latest move is held back now
};

} // namespace mancala::ui
