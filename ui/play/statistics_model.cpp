#include "play/statistics_model.hpp"

#include <QLocale>

#include "i18n/wording.hpp"

namespace mancala::ui {

StatisticsModel::StatisticsModel(const Statistics* statistics, QObject* parent)
    : QAbstractTableModel(parent), statistics_(statistics), rows_(statistics->rows()) {}

int StatisticsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int StatisticsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QString StatisticsModel::opponentName(const Opponent& opponent) {
    if (!opponent.computer && opponent.side)
        return Wording::sideName(*opponent.side);
    if (!opponent.computer)
        return opponent.name.isEmpty() ? tr("A person without a name") : opponent.name;
    return Wording::computerPlayer(opponent.level);
}

QVariant StatisticsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rows_.size())
        return {};
    const StatisticsRow& row = rows_.at(index.row());
    if (role == Qt::TextAlignmentRole)
        return index.column() >= GamesColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    if (role != Qt::DisplayRole)
        return {};
    const QLocale locale;
    switch (index.column()) {
    case GameColumn: return Wording::gameName(row.game);
    case OpponentColumn: return opponentName(row.opponent);
    case GamesColumn: return locale.toString(row.tally.games);
    case WinsColumn: return locale.toString(row.tally.wins);
    case DrawsColumn: return locale.toString(row.tally.draws);
    case LossesColumn: return locale.toString(row.tally.losses);
    case BestColumn: return row.tally.wins > 0 ? locale.toString(row.tally.bestMargin) : QStringLiteral("—");
    default: return {};
    }
}

QVariant StatisticsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case GameColumn: return tr("Game");
    case OpponentColumn: return tr("Opponent");
    case GamesColumn: return tr("Games");
    case WinsColumn: return tr("Wins");
    case DrawsColumn: return tr("Draws");
    case LossesColumn: return tr("Losses");
    case BestColumn: return tr("Best win", "the largest margin of a win");
    default: return {};
    }
}

void StatisticsModel::reload() {
    beginResetModel();
    rows_ = statistics_->rows();
    endResetModel();
}

} // namespace mancala::ui
