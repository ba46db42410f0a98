#include "play/analysis/evaluation_model.hpp"

#include "i18n/wording.hpp"
#include "play/analysis/analysis_model.hpp"
#include "session/game_session.hpp"

namespace mancala::ui {

EvaluationModel::EvaluationModel(AnalysisModel* analysis, GameSession* session, QObject* parent)
    : QAbstractTableModel(parent), analysis_(analysis), session_(session) {
    onMovesChanged(0);
    connect(analysis_, &AnalysisModel::movesChanged, this, &EvaluationModel::onMovesChanged);
    connect(analysis_, &AnalysisModel::positionAnalysed, this, &EvaluationModel::onPositionAnalysed);
    connect(analysis_, &AnalysisModel::reset, this,
            [this] { cellsChanged(0, rowCount() - 1, EvaluationColumn, BestColumn); });
    connect(session_, &GameSession::playerNamesChanged, this,
            [this] { cellsChanged(0, rowCount() - 1, MoveColumn, BestColumn); });
}

int EvaluationModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(moves_.size());
}

int EvaluationModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant EvaluationModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    switch (role) {
    case Qt::DisplayRole: return text(index.row(), index.column());
    case Qt::ToolTipRole: return toolTip(index.row(), index.column());
    default: return {};
    }
}

QVariant EvaluationModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case MoveColumn: return tr("Move");
    case EvaluationColumn: return tr("After it", "who stands better after the move");
    case BestColumn: return tr("Better", "a move better than the one played");
    default: return {};
    }
}

void EvaluationModel::retranslate() {
    emit headerDataChanged(Qt::Horizontal, MoveColumn, BestColumn);
    cellsChanged(0, rowCount() - 1, MoveColumn, BestColumn);
}

void EvaluationModel::cellsChanged(int firstRow, int lastRow, int firstColumn, int lastColumn) {
    if (firstRow <= lastRow)
        emit dataChanged(index(firstRow, firstColumn), index(lastRow, lastColumn), {Qt::DisplayRole, Qt::ToolTipRole});
}

// Rows 0 .. keptPlies - 1 are the same moves as before; the others go, and
// the game's new ones come.
void EvaluationModel::onMovesChanged(int keptPlies) {
    const int kept = std::min(keptPlies, rowCount());
    if (kept < rowCount()) {
        beginRemoveRows({}, kept, rowCount() - 1);
        moves_.resize(static_cast<std::size_t>(kept));
        movers_.resize(static_cast<std::size_t>(kept));
        endRemoveRows();
    }
    if (analysis_->moveCount() > rowCount()) {
        beginInsertRows({}, rowCount(), analysis_->moveCount() - 1);
        for (int i = rowCount(); i < analysis_->moveCount(); ++i) {
            moves_.push_back(analysis_->moves()[static_cast<std::size_t>(i)]);
            movers_.push_back(analysis_->positionAt(i).toMove);
        }
        endInsertRows();
    }
}

// Row r is the move from position r to r + 1: its value after, and its
// judgement, which needs both.
void EvaluationModel::onPositionAnalysed(int ply) {
    if (ply > 0 && ply <= rowCount())
        cellsChanged(ply - 1, ply - 1, EvaluationColumn, BestColumn);
    if (ply < rowCount())
        cellsChanged(ply, ply, BestColumn, BestColumn);
}

QString EvaluationModel::text(int row, int column) const {
    const Rules& rules = analysis_->rules();
    const Move played = moves_.at(static_cast<std::size_t>(row));
    const QString pending = tr("…", "not evaluated yet");
    switch (column) {
    case MoveColumn: return tr("%1. %2", "move number, move").arg(row + 1).arg(Wording::moveName(rules, played));
    case EvaluationColumn: {
        const PositionAnalysis* after = analysis_->find(row + 1);
        if (after == nullptr)
            return pending;
        return Wording::shortEvaluation(after->value, after->toMove, session_->playerName(Side::South),
                                        session_->playerName(Side::North));
    }
    case BestColumn: {
        const std::optional<MoveAnalysis> m = analysis_->move(row + 1);
        if (!m)
            return pending;
        const std::optional<Move> better = m->better();
        return better ? Wording::moveName(rules, *better) : QString();
    }
    default: return {};
    }
}

QString EvaluationModel::toolTip(int row, int column) const {
    const Rules& rules = analysis_->rules();
    const Side mover = movers_.at(static_cast<std::size_t>(row));
    const QString south = session_->playerName(Side::South);
    const QString north = session_->playerName(Side::North);
    switch (column) {
    case MoveColumn: {
        const Move played = moves_.at(static_cast<std::size_t>(row));
        return tr("%1 played %2", "player name, move")
            .arg(Wording::isolate(session_->playerName(mover)), Wording::isolate(Wording::moveName(rules, played)));
    }
    case EvaluationColumn: {
        const PositionAnalysis* after = analysis_->find(row + 1);
        if (after == nullptr)
            return {};
        return Wording::evaluation(rules.id(), after->value, after->toMove, south, north);
    }
    case BestColumn: {
        const std::optional<MoveAnalysis> m = analysis_->move(row + 1);
        const std::optional<Move> better = m ? m->better() : std::nullopt;
        if (!better)
            return {};
        return tr("The computer prefers %1: %2", "a move, what it leads to")
            .arg(Wording::moveName(rules, *better), Wording::evaluation(rules.id(), m->before, mover, south, north));
    }
    default: return {};
    }
}

} // namespace mancala::ui
