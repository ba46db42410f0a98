// Helpers shared by the UI tests: random legal moves with fixed seeds, and an
// independent check of the board model against the session's position.
#pragma once

#include <QAbstractItemModel>
#include <QString>

#include <map>
#include <random>
#include <set>
#include <tuple>

#include "board/board_model.hpp"
#include "session/game_session.hpp"
#include "mancala/notation.hpp"

namespace mancala::ui::test {

inline Move randomLegalMove(const Game& game, std::mt19937& rng) {
    MoveList moves;
    game.legalMoves(moves);
    std::uniform_int_distribution<int> pick(0, moves.size() - 1);
    return moves[pick(rng)];
}

inline bool isLegal(const Game& game, Move m) {
    MoveList moves;
    game.legalMoves(moves);
    for (Move legal : moves)
        if (legal == m)
            return true;
    return false;
}

// `m` is legal in `pos` (the position shown, which a replay may hold back).
inline bool isLegalIn(const Rules& rules, const Position& pos, Move m) {
    MoveList moves;
    rules.legalMoves(pos, moves);
    for (Move legal : moves)
        if (legal == m)
            return true;
    return false;
}

// The first difference between the board model and the session's position,
// or an empty string. The expected cell of each hole is worked out here from
// the layout rules of board_model.hpp, not from the model's own mapping.
inline QString boardModelMismatch(const BoardModel& model, const GameSession& session) {
    const Rules& rules = session.rules();
    const Position& pos = session.position();
    const Trace& trace = session.lastTrace();
    const int rows = rules.rows();
    const int first = rules.hasStores() ? 1 : 0;
    const int columns = rules.cols() + 2 * first;
    if (model.rowCount() != rows || model.columnCount() != columns)
        return QStringLiteral("shape %1x%2").arg(model.rowCount()).arg(model.columnCount());

    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < columns; ++c) {
            const QModelIndex at = model.index(r, c);
            const auto where = QStringLiteral("cell (%1,%2): ").arg(r).arg(c);
            const bool storeColumn = rules.hasStores() && (c == 0 || c == columns - 1);
            if (storeColumn) {
                const Side side = c == 0 ? Side::North : Side::South;
                const bool storeCell = r == (side == Side::North ? 0 : rows - 1);
                if (!storeCell) {
                    if (model.flags(at) != Qt::NoItemFlags || model.data(at, BoardModel::SeedCountRole).isValid())
                        return where + QStringLiteral("should be empty");
                    continue;
                }
                bool received = false;
                for (const Event& e : trace)
                    received |= (e.kind == EventKind::Capture || e.kind == EventKind::Allot) && e.side == side;
                if (!model.data(at, BoardModel::IsStoreRole).toBool() ||
                    model.data(at, BoardModel::SeedCountRole).toInt() != pos.totals[index(side)] ||
                    model.data(at, BoardModel::OwnerRole).toInt() != index(side) ||
                    model.data(at, BoardModel::HoleRole).toInt() != -1 ||
                    model.data(at, BoardModel::LegalRole).toBool() ||
                    model.data(at, BoardModel::InLastMoveRole).toBool() != received)
                    return where + QStringLiteral("store");
                continue;
            }
            const Hole h = static_cast<Hole>((c - first) * rows + (rows - 1 - r));
            int captured = 0;
            bool touched = false;
            for (const Event& e : trace) {
                if (e.hole != h)
                    continue;
                touched |= e.kind == EventKind::PickUp || e.kind == EventKind::Drop;
                captured += e.kind == EventKind::Capture ? e.count : 0;
            }
            const Move m = rules.moveFrom(h);
            if (model.indexOfHole(h) != at)
                return where + QStringLiteral("indexOfHole");
            if (model.data(at, BoardModel::HoleRole).toInt() != h ||
                model.data(at, BoardModel::HoleNameRole).toString() != QString::fromStdString(holeName(rules, h)))
                return where + QStringLiteral("hole identity");
            if (model.data(at, BoardModel::SeedCountRole).toInt() != pos.board[h] ||
                model.data(at, Qt::DisplayRole).toInt() != pos.board[h])
                return where + QStringLiteral("seeds %1, expected %2")
                                   .arg(model.data(at, BoardModel::SeedCountRole).toInt())
                                   .arg(pos.board[h]);
            if (model.data(at, BoardModel::OwnerRole).toInt() != index(rules.owner(h)) ||
                model.data(at, BoardModel::IsStoreRole).toBool())
                return where + QStringLiteral("owner");
            if (model.data(at, BoardModel::LegalRole).toBool() != isLegalIn(rules, pos, m) ||
                model.data(at, BoardModel::IllegalReasonRole).toInt() != static_cast<int>(rules.check(pos, m)))
                return where + QStringLiteral("legality");
            if (model.data(at, BoardModel::InLastMoveRole).toBool() != touched ||
                model.data(at, BoardModel::CapturedInLastMoveRole).toInt() != captured)
                return where + QStringLiteral("last move");
        }
    }
    return {};
}

// Every (row, column, role) value of a model, for comparing before and after.
using Cell = std::tuple<int, int, int>;
using Snapshot = std::map<Cell, QVariant>;

inline QList<int> allRoles(const QAbstractItemModel& model) {
    QList<int> roles = model.roleNames().keys();
    roles.append(Qt::AccessibleTextRole);
    return roles;
}

inline Snapshot snapshot(const QAbstractItemModel& model) {
    Snapshot s;
    const QList<int> roles = allRoles(model);
    for (int r = 0; r < model.rowCount(); ++r)
        for (int c = 0; c < model.columnCount(); ++c)
            for (int role : roles)
                s[{r, c, role}] = model.data(model.index(r, c), role);
    return s;
}

inline std::set<Cell> changedCells(const Snapshot& before, const Snapshot& after) {
    std::set<Cell> changed;
    for (const auto& [cell, value] : after) {
        const auto old = before.find(cell);
        if (old == before.end() || old->second != value)
            changed.insert(cell);
    }
    return changed;
}

} // namespace mancala::ui::test
