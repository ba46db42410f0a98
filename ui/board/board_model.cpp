// The board model's cells and board-wide values, computed from the session,
// and the change signals that follow them (see board_model.hpp).
#include "board/board_model.hpp"

#include <array>
#include <utility>

#include "mancala/notation.hpp"
#include "i18n/wording.hpp"

namespace mancala::ui {

namespace {

// Every role the model answers; dataChanged names the ones whose value changed.
constexpr std::array kRoles{
    int{Qt::DisplayRole},
    int{Qt::ToolTipRole},
    int{Qt::AccessibleTextRole},
    int{BoardModel::SeedCountRole},
    int{BoardModel::OwnerRole},
    int{BoardModel::HoleRole},
    int{BoardModel::HoleNameRole},
    int{BoardModel::LegalRole},
    int{BoardModel::IllegalReasonRole},
    int{BoardModel::InLastMoveRole},
    int{BoardModel::CapturedInLastMoveRole},
    int{BoardModel::IsStoreRole},
    int{BoardModel::HintRole},
    int{BoardModel::LastMoveStartRole},
    int{BoardModel::LastMoveEndRole},
    int{BoardModel::StepTargetRole},
};

// The hole a move was sown (or a stone stepped) from, and the hole its last
// seed (the stone) came to: the first pick-up and the last drop of its trace.
std::pair<Hole, Hole> endsOf(const Trace& trace) {
    Hole start = kNoHole;
    Hole end = kNoHole;
    for (const Event& e : trace) {
        if (e.kind == EventKind::PickUp && start == kNoHole)
            start = e.hole;
        else if (e.kind == EventKind::Drop)
            end = e.hole;
    }
    return {start, end};
}

} // namespace

BoardModel::BoardModel(GameSession* session, QObject* parent)
    : QAbstractTableModel(parent), session_(session), shownGame_(session->rules().id()) {
    const Rules& rules = session_->rules();
    rows_ = rules.rows();
    columns_ = rules.cols() + (rules.hasStores() ? 2 : 0);
    readPosition();
    cells_ = computeCells();
    board_ = computeBoard();
    connect(session_, &GameSession::aboutToChange, this, &BoardModel::aboutToChange);
    connect(session_, &GameSession::moveAppended, this, &BoardModel::onMoveShown);
    // A replay step forward shows its move as played; any other step jumps.
    connect(session_, &GameSession::shownPlyChanged, this, [this](int from, int to) {
        if (to == from + 1)
            onMoveShown();
        else
            onPositionReplaced();
    });
    connect(session_, &GameSession::gameReplaced, this, &BoardModel::onPositionReplaced);
    connect(session_, &GameSession::playerNamesChanged, this, &BoardModel::sync);
    connect(session_, &GameSession::playersChanged, this, &BoardModel::sync);
}

int BoardModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : rows_;
}

int BoardModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : columns_;
}

std::vector<BoardModel::Cell> BoardModel::computeCells() const {
    const Rules& rules = session_->rules();
    const int firstHoleColumn = rules.hasStores() ? 1 : 0;
    const auto [lastStart, lastEnd] = endsOf(trace_);
    std::vector<Cell> cells(static_cast<std::size_t>(rows_ * columns_));
    for (int r = 0; r < rows_; ++r) {
        for (int c = 0; c < columns_; ++c) {
            Cell& cell = cells[static_cast<std::size_t>(cellIndex(r, c))];
            if (rules.hasStores() && (c == 0 || c == columns_ - 1)) {
                // Each store's cell sits in its owner's row; the other is empty.
                const Side side = c == 0 ? Side::North : Side::South;
                if (r == (side == Side::North ? 0 : rows_ - 1))
                    cell = storeCell(side);
                continue;
            }
            cell = holeCell(rules.hole(rows_ - 1 - r, c - firstHoleColumn), lastStart, lastEnd);
        }
    }
    return cells;
}

BoardModel::Cell BoardModel::storeCell(Side side) const {
    Cell cell;
    cell.kind = Cell::Kind::Store;
    cell.owner = side;
    cell.seeds = position_.totals[mancala::index(side)];
    for (const Event& e : trace_)
        if ((e.kind == EventKind::Capture || e.kind == EventKind::Allot) && e.side == side)
            cell.inLastMove = true;
    cell.toolTip =
        tr("%1's store: %2")
            .arg(Wording::isolate(session_->playerName(side)), Wording::pieces(session_->rules().id(), cell.seeds));
    return cell;
}

BoardModel::Cell BoardModel::holeCell(Hole h, Hole lastStart, Hole lastEnd) const {
    const Rules& rules = session_->rules();
    const Position& pos = position_;
    Cell cell;
    cell.kind = Cell::Kind::Hole;
    cell.hole = h;
    cell.owner = rules.owner(h);
    cell.hinted = h == hint_;
    cell.seeds = pos.board[h];
    cell.name = QString::fromStdString(holeName(rules, h));
    const Move move = rules.moveFrom(h);
    cell.reason = rules.check(pos, move);
    cell.legal = cell.reason == IllegalReason::None;
    cell.lastStart = h == lastStart;
    cell.lastEnd = h == lastEnd;
    if (cell.legal)
        cell.stepTarget = move.to;
    const QString pieces = Wording::pieces(rules.id(), cell.seeds);
    if (!cell.legal && !pos.over() && cell.owner == pos.toMove)
        cell.toolTip = tr("%1: %2 (%3)").arg(cell.name, pieces, Wording::illegalReason(cell.reason));
    else if (cell.stepTarget != kNoHole)
        cell.toolTip = tr("%1: %2, steps to %3", "hole, its pieces, the hole its stone would step to")
                           .arg(cell.name, pieces, QString::fromStdString(holeName(rules, cell.stepTarget)));
    else
        cell.toolTip = tr("%1: %2").arg(cell.name, pieces);
    for (const Event& e : trace_) {
        if (e.hole != h)
            continue;
        if (e.kind == EventKind::PickUp || e.kind == EventKind::Drop)
            cell.inLastMove = true;
        else if (e.kind == EventKind::Capture)
            cell.captured += e.count;
    }
    return cell;
}

BoardModel::Board BoardModel::computeBoard() const {
    const Position& pos = position_;
    Board board;
    board.toMove = pos.toMove;
    board.over = pos.over();
    board.winner = pos.winner;
    for (Side side : {Side::South, Side::North}) {
        board.totals[mancala::index(side)] = pos.totals[mancala::index(side)];
        board.names[mancala::index(side)] = session_->playerName(side);
        const PlayerSetup& players = session_->players();
        if (players.isComputer(side))
            board.playedBy[mancala::index(side)] = Wording::computerPlayer(players.levelOf(side));
    }
    return board;
}

QVariant BoardModel::cellData(const Cell& cell, int role) {
    if (cell.kind == Cell::Kind::Nothing)
        return {};
    const bool store = cell.kind == Cell::Kind::Store;
    switch (role) {
    case Qt::DisplayRole:
    case SeedCountRole: return cell.seeds;
    case Qt::ToolTipRole:
    case Qt::AccessibleTextRole: return cell.toolTip;
    case OwnerRole: return mancala::index(cell.owner);
    case HoleRole: return store ? -1 : int{cell.hole};
    case HoleNameRole: return cell.name;
    case LegalRole: return cell.legal;
    case IllegalReasonRole: return static_cast<int>(cell.reason);
    case InLastMoveRole: return cell.inLastMove;
    case CapturedInLastMoveRole: return cell.captured;
    case IsStoreRole: return store;
    case HintRole: return cell.hinted;
    case LastMoveStartRole: return cell.lastStart;
    case LastMoveEndRole: return cell.lastEnd;
    case StepTargetRole: return store || cell.stepTarget == kNoHole ? -1 : int{cell.stepTarget};
    default: break;
    }
    return {};
}

QVariant BoardModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    return cellData(cells_[static_cast<std::size_t>(cellIndex(index.row(), index.column()))], role);
}

Qt::ItemFlags BoardModel::flags(const QModelIndex& index) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    const Cell& cell = cells_[static_cast<std::size_t>(cellIndex(index.row(), index.column()))];
    return cell.kind == Cell::Kind::Nothing ? Qt::NoItemFlags : Qt::ItemIsEnabled | Qt::ItemNeverHasChildren;
}

QVariant BoardModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole || section < 0)
        return {};
    if (orientation == Qt::Vertical)
        return section < rows_ ? QVariant(rows_ - section) : QVariant();
    const int firstHoleColumn = session_->rules().hasStores() ? 1 : 0;
    const int col = section - firstHoleColumn;
    if (col < 0 || col >= session_->rules().cols())
        return {};
    return QString(QChar(u'a' + col));
}

QHash<int, QByteArray> BoardModel::roleNames() const {
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(SeedCountRole, "seedCount");
    names.insert(OwnerRole, "owner");
    names.insert(HoleRole, "hole");
    names.insert(HoleNameRole, "holeName");
    names.insert(LegalRole, "legal");
    names.insert(IllegalReasonRole, "illegalReason");
    names.insert(InLastMoveRole, "inLastMove");
    names.insert(CapturedInLastMoveRole, "capturedInLastMove");
    names.insert(IsStoreRole, "isStore");
    names.insert(HintRole, "hint");
    names.insert(LastMoveStartRole, "lastMoveStart");
    names.insert(LastMoveEndRole, "lastMoveEnd");
    names.insert(StepTargetRole, "stepTarget");
    return names;
}

QModelIndex BoardModel::indexOfHole(Hole h) const {
    const Rules& rules = session_->rules();
    if (h >= rules.holeCount())
        return {};
    const int firstHoleColumn = rules.hasStores() ? 1 : 0;
    return index(rows_ - 1 - rules.rowOf(h), firstHoleColumn + rules.colOf(h));
}

QModelIndex BoardModel::indexOfStore(Side side) const {
    if (!session_->rules().hasStores())
        return {};
    return side == Side::North ? index(0, 0) : index(rows_ - 1, columns_ - 1);
}

void BoardModel::retranslate() {
    sync();
}

void BoardModel::setHintHole(Hole h) {
    const Hole hint = h < session_->rules().holeCount() ? h : kNoHole;
    if (hint == hint_)
        return;
    hint_ = hint;
    sync();
}

void BoardModel::clearHintAndSync() {
    hint_ = kNoHole;
    sync();
}

void BoardModel::onMoveShown() {
    clearHintAndSync();
    emit moveShown();
}

void BoardModel::onPositionReplaced() {
    clearHintAndSync();
    emit positionReplaced();
}

void BoardModel::readPosition() {
    position_ = session_->position();
    const int shown = session_->shownPly();
    before_ = shown == 0 ? position_ : session_->game().positionAt(shown - 1);
    trace_ = session_->lastTrace();
}

void BoardModel::sync() {
    readPosition();
    const Rules& rules = session_->rules();
    const int rows = rules.rows();
    const int columns = rules.cols() + (rules.hasStores() ? 2 : 0);
    if (rules.id() != shownGame_ || rows != rows_ || columns != columns_) {
        beginResetModel();
        shownGame_ = rules.id();
        rows_ = rows;
        columns_ = columns;
        cells_ = computeCells();
        const Board before = std::exchange(board_, computeBoard());
        endResetModel();
        emitBoardChanges(before);
        return;
    }
    std::vector<Cell> next = computeCells();
    std::swap(cells_, next); // `next` now holds the old cells
    const Board before = std::exchange(board_, computeBoard());
    for (int r = 0; r < rows_; ++r) {
        for (int c = 0; c < columns_; ++c) {
            const auto i = static_cast<std::size_t>(cellIndex(r, c));
            QList<int> changed;
            for (int role : kRoles)
                if (cellData(next[i], role) != cellData(cells_[i], role))
                    changed.append(role);
            if (!changed.isEmpty()) {
                const QModelIndex at = index(r, c);
                emit dataChanged(at, at, changed);
            }
        }
    }
    emitBoardChanges(before);
}

void BoardModel::emitBoardChanges(const Board& before) {
    if (before.toMove != board_.toMove)
        emit sideToMoveChanged();
    if (before.over != board_.over || before.winner != board_.winner)
        emit outcomeChanged();
    if (before.totals != board_.totals)
        emit totalsChanged();
    if (before.names != board_.names || before.playedBy != board_.playedBy)
        emit playerNamesChanged();
}

} // namespace mancala::ui
