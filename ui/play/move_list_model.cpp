#include "play/move_list_model.hpp"

#include <algorithm>

#include "mancala/notation.hpp"
#include "i18n/wording.hpp"

namespace mancala::ui {

MoveListModel::MoveListModel(GameSession* session, QObject* parent)
    : QAbstractListModel(parent), session_(session), shownGame_(session->rules().id()) {
    for (int ply = 0; ply < session_->game().ply(); ++ply)
        rows_.push_back(makeRow(ply));
    connect(session_, &GameSession::moveAppended, this, &MoveListModel::onMoveAppended);
    connect(session_, &GameSession::gameReplaced, this, [this] {
        held_ = false; // a replaced game shows the board at rest
        sync();
    });
    connect(session_, &GameSession::playerNamesChanged, this, &MoveListModel::renamePlayers);
}

int MoveListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

MoveListModel::Row MoveListModel::makeRow(int ply) const {
    const Game& game = session_->game();
    Row row;
    row.move = game.moves().at(static_cast<std::size_t>(ply));
    row.side = game.positionAt(ply).toMove;
    row.player = session_->playerName(row.side);
    row.notation = QString::fromStdString(formatMove(game.rules(), row.move));
    row.name = Wording::moveName(game.rules(), row.move);
    row.summary = Wording::moveSummary(game.rules(), session_->traceAt(ply));
    return row;
}

QVariant MoveListModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& row = rows_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole: // the whole line, should the list be too narrow for it
        if (row.summary.isEmpty())
            return tr("%1. %2: %3").arg(index.row() + 1).arg(Wording::isolate(row.player), Wording::isolate(row.name));
        return tr("%1. %2: %3 — %4")
            .arg(index.row() + 1)
            .arg(Wording::isolate(row.player), Wording::isolate(row.name), row.summary);
    case MoveNumberRole: return index.row() + 1;
    case SideRole: return mancala::index(row.side);
    case PlayerNameRole: return row.player;
    case NotationRole: return row.notation;
    case SummaryRole: return row.summary;
    default: break;
    }
    return {};
}

Qt::ItemFlags MoveListModel::flags(const QModelIndex& index) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
}

QHash<int, QByteArray> MoveListModel::roleNames() const {
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(MoveNumberRole, "moveNumber");
    names.insert(SideRole, "side");
    names.insert(PlayerNameRole, "playerName");
    names.insert(NotationRole, "notation");
    names.insert(SummaryRole, "summary");
    return names;
}

void MoveListModel::setHoldsMovesUntilSettled(bool hold) {
    holds_ = hold;
    if (!hold)
        boardSettled();
}

void MoveListModel::boardSettled() {
    if (!held_)
        return;
    held_ = false;
    sync();
}

void MoveListModel::onMoveAppended() {
    // The move's row waits for the board to show the move.
    held_ = holds_ && session_->game().ply() == static_cast<int>(rows_.size()) + 1;
    sync();
}

void MoveListModel::sync() {
    const Game& game = session_->game();
    const std::vector<Move>& moves = game.moves();
    // The plies listed: all of them, but the latest while it is held back.
    const std::size_t listed = moves.size() - (held_ && !moves.empty() ? 1 : 0);
    // The rows still valid: the longest common prefix of shown and played moves
    // (none when the game changed).
    std::size_t keep = 0;
    if (game.rules().id() == shownGame_) {
        const auto limit = std::min(rows_.size(), listed);
        while (keep < limit && rows_[keep].move == moves[keep])
            ++keep;
    }
    if (keep < rows_.size()) {
        beginRemoveRows({}, static_cast<int>(keep), static_cast<int>(rows_.size()) - 1);
        rows_.resize(keep);
        endRemoveRows();
    }
    shownGame_ = game.rules().id();
    if (keep < listed) {
        beginInsertRows({}, static_cast<int>(keep), static_cast<int>(listed) - 1);
        for (std::size_t ply = keep; ply < listed; ++ply)
            rows_.push_back(makeRow(static_cast<int>(ply)));
        endInsertRows();
    }
}

void MoveListModel::retranslate() {
    if (rows_.empty())
        return;
    for (std::size_t ply = 0; ply < rows_.size(); ++ply)
        rows_[ply] = makeRow(static_cast<int>(ply));
    emit dataChanged(index(0), index(static_cast<int>(rows_.size()) - 1),
                     {Qt::DisplayRole, Qt::ToolTipRole, PlayerNameRole, SummaryRole});
}

void MoveListModel::renamePlayers() {
    const QList<int> roles{Qt::DisplayRole, Qt::ToolTipRole, PlayerNameRole};
    // One dataChanged per run of consecutive renamed rows.
    int runStart = -1;
    const int n = static_cast<int>(rows_.size());
    for (int i = 0; i <= n; ++i) {
        bool renamed = false;
        if (i < n) {
            Row& row = rows_[static_cast<std::size_t>(i)];
            const QString name = session_->playerName(row.side);
            renamed = name != row.player;
            row.player = name;
        }
        if (renamed && runStart < 0)
            runStart = i;
        if (!renamed && runStart >= 0) {
            emit dataChanged(index(runStart), index(i - 1), roles);
            runStart = -1;
        }
    }
}

} // namespace mancala::ui
