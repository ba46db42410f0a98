#include "play/evaluation_model.hpp"

#include <algorithm>
#include <span>
#include <utility>

#include "i18n/wording.hpp"
#include "mancala/notation.hpp"
#include "play/endgame_store.hpp"
#include "session/game_session.hpp"
#include "session/search_worker.hpp"

namespace mancala::ui {

EvaluationModel::EvaluationModel(GameSession* session, QObject* parent)
    : QAbstractTableModel(parent), session_(session), worker_(new SearchWorker(this)) {
    connect(session_, &GameSession::movesChanged, this, &EvaluationModel::sync);
    connect(session_, &GameSession::playerNamesChanged, this,
            [this] { cellsChanged(0, rowCount() - 1, MoveColumn, BestColumn); });
    sync();
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
    case BestColumn: return tr("Better", "the move the computer prefers");
    default: return {};
    }
}

void EvaluationModel::setActive(bool active) {
    active_ = active;
    if (active)
        resume();
    else
        worker_->cancel();
}

bool EvaluationModel::isWorking() const {
    return worker_->isBusy();
}

void EvaluationModel::retranslate() {
    emit headerDataChanged(Qt::Horizontal, MoveColumn, BestColumn);
    cellsChanged(0, rowCount() - 1, MoveColumn, BestColumn);
    // The searches word nothing, but a language switch stops every search.
    worker_->cancel();
    resume();
}

void EvaluationModel::cellsChanged(int firstRow, int lastRow, int firstColumn, int lastColumn) {
    if (firstRow <= lastRow)
        emit dataChanged(index(firstRow, firstColumn), index(lastRow, lastColumn), {Qt::DisplayRole, Qt::ToolTipRole});
}

void EvaluationModel::sync() {
    const Game& game = session_->game();
    const std::vector<Move>& moves = game.moves();
    const bool sameGame = game_ == game.rules().id() && !positions_.empty() && positions_[0] == game.positionAt(0);
    std::size_t keep = 0;
    if (sameGame)
        while (keep < moves_.size() && keep < moves.size() && moves_[keep] == moves[keep])
            ++keep;
    if (sameGame && keep == moves_.size() && keep == moves.size())
        return;
    worker_->cancel();
    const auto rowOf = [](std::size_t n) { return static_cast<int>(n); };
    if (!sameGame) {
        beginResetModel();
        entries_.clear();
    } else if (keep < moves_.size()) {
        // Positions 0..keep are unchanged (and so are their histories).
        beginRemoveRows({}, rowOf(keep), rowOf(moves_.size()) - 1);
        moves_.resize(keep);
        positions_.resize(keep + 1);
        entries_.resize(std::min(entries_.size(), keep + 1));
        endRemoveRows();
    }
    const auto adopt = [&] {
        game_ = game.rules().id();
        moves_ = moves;
        positions_.clear();
        for (int i = 0; i <= game.ply(); ++i)
            positions_.push_back(game.positionAt(i));
    };
    if (!sameGame) {
        adopt();
        endResetModel();
    } else if (moves.size() > keep) {
        beginInsertRows({}, rowOf(keep), rowOf(moves.size()) - 1);
        adopt();
        endInsertRows();
    }
    resume();
}

void EvaluationModel::resume() {
    const int from = positionsDone();
    if (!active_ || worker_->isBusy() || from >= static_cast<int>(positions_.size()))
        return;
    SearchOptions options;
    options.level = Level::Expert;
    options.timeMs = 0;
    options.maxNodes = kNodes;
    if (endgames_ != nullptr)
        options.endgames = endgames_->database(game_);
    const Rules* rules = &rulesFor(game_);
    worker_->start([this, rules, positions = positions_, from, options](std::stop_token stop,
                                                                       const SearchWorker::Deliver& deliver) {
        for (int k = from; k < static_cast<int>(positions.size()); ++k) {
            const Position& pos = positions[static_cast<std::size_t>(k)];
            Entry entry;
            entry.over = pos.over();
            if (!entry.over)
                entry.result = chooseMove(*rules, pos, std::span(positions.data(), static_cast<std::size_t>(k)),
                                          options, stop);
            if (stop.stop_requested())
                return;
            deliver([this, k, entry = std::move(entry)] { onEntry(k, entry); });
        }
    });
}

void EvaluationModel::onEntry(int ply, const Entry& entry) {
    if (ply != positionsDone() || ply >= static_cast<int>(positions_.size()))
        return;
    entries_.push_back(entry);
    // Row r is the move from position r to r + 1.
    if (ply > 0)
        cellsChanged(ply - 1, ply - 1, EvaluationColumn, EvaluationColumn);
    if (ply < rowCount())
        cellsChanged(ply, ply, BestColumn, BestColumn);
    emit progressed();
}

QString EvaluationModel::text(int row, int column) const {
    const Rules& rules = rulesFor(game_);
    const Move played = moves_.at(static_cast<std::size_t>(row));
    const QString pending = tr("…", "not evaluated yet");
    switch (column) {
    case MoveColumn:
        return tr("%1. %2", "move number, move").arg(row + 1).arg(QString::fromStdString(formatMove(rules, played)));
    case EvaluationColumn: {
        if (row + 1 >= positionsDone())
            return pending;
        const Entry& after = entry(row + 1);
        const Position& pos = positions_.at(static_cast<std::size_t>(row) + 1);
        const QString south = session_->playerName(Side::South);
        const QString north = session_->playerName(Side::North);
        return after.over ? Wording::result(pos, south, north)
                          : Wording::shortEvaluation(after.result, pos.toMove, south, north);
    }
    case BestColumn: {
        if (row >= positionsDone())
            return pending;
        const Move best = entry(row).result.move;
        return best == played ? QString() : QString::fromStdString(formatMove(rules, best));
    }
    default: return {};
    }
}

QString EvaluationModel::toolTip(int row, int column) const {
    const Rules& rules = rulesFor(game_);
    const Move played = moves_.at(static_cast<std::size_t>(row));
    const QString south = session_->playerName(Side::South);
    const QString north = session_->playerName(Side::North);
    switch (column) {
    case MoveColumn: {
        const QString mover = session_->playerName(positions_.at(static_cast<std::size_t>(row)).toMove);
        return tr("%1 played %2", "player name, move")
            .arg(Wording::isolate(mover), Wording::isolate(QString::fromStdString(formatMove(rules, played))));
    }
    case EvaluationColumn: {
        if (row + 1 >= positionsDone())
            return {};
        const Entry& after = entry(row + 1);
        const Position& pos = positions_.at(static_cast<std::size_t>(row) + 1);
        return after.over ? Wording::result(pos, south, north)
                          : Wording::evaluation(rules.id(), after.result, pos.toMove, south, north);
    }
    case BestColumn: {
        if (row >= positionsDone() || entry(row).result.move == played)
            return {};
        const SearchResult& before = entry(row).result;
        const QString best = QString::fromStdString(formatMove(rules, before.move));
        return tr("The computer prefers %1: %2", "a move, what it leads to")
            .arg(best, Wording::evaluation(rules.id(), before, positions_.at(static_cast<std::size_t>(row)).toMove,
                                           south, north));
    }
    default: return {};
    }
}

} // namespace mancala::ui
