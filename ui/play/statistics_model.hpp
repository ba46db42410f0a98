// The statistics as a table (Game ▸ Statistics): one row per game and
// opponent, columns game, opponent, games, wins, draws, losses, best margin.
// Worded again when the language changes; reload() after a game counted or
// a reset.
#pragma once

#include <QAbstractTableModel>
#include <QList>

#include "settings/statistics.hpp"

namespace mancala::ui {

class StatisticsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        GameColumn,
        OpponentColumn,
        GamesColumn,
        WinsColumn,
        DrawsColumn,
        LossesColumn,
        BestColumn,
        ColumnCount
    };

    explicit StatisticsModel(const Statistics* statistics, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void reload();
    // "Computer · Expert", or the person's name.
    static QString opponentName(const Opponent& opponent);

private:
    const Statistics* statistics_;
    QList<StatisticsRow> rows_;
};

} // namespace mancala::ui
