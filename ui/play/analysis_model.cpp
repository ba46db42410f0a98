#include "play/analysis_model.hpp"

#include <algorithm>
#include <span>
#include <utility>

#include "session/game_session.hpp"
#include "session/search_worker.hpp"

namespace mancala::ui {

AnalysisModel::AnalysisModel(GameSession* session, QObject* parent)
    : QObject(parent), session_(session), worker_(new SearchWorker(this)) {
    connect(session_, &GameSession::movesChanged, this, &AnalysisModel::sync);
    connect(worker_, &SearchWorker::finished, this, &AnalysisModel::stateChanged);
    sync();
}

QByteArray AnalysisModel::recordKey(const Game& game) {
    QByteArray key;
    key.append(static_cast<char>(game.rules().id()));
    const PositionKey start = game.rules().key(game.positionAt(0));
    key.append(reinterpret_cast<const char*>(&start.hi), sizeof start.hi);
    key.append(reinterpret_cast<const char*>(&start.lo), sizeof start.lo);
    for (Move m : game.moves()) {
        key.append(static_cast<char>(m.from));
        key.append(static_cast<char>(m.to));
    }
    return key;
}

const Rules& AnalysisModel::rules() const {
    return rulesFor(game_);
}

void AnalysisModel::setActive(bool active) {
    if (active == active_)
        return;
    active_ = active;
    if (active)
        run();
    else
        worker_->cancel();
    emit stateChanged();
}

void AnalysisModel::stop() {
    stopped_ = true;
    worker_->cancel();
    emit stateChanged();
}

void AnalysisModel::resume() {
    stopped_ = false;
    run();
    emit stateChanged();
}

bool AnalysisModel::isRunning() const {
    return worker_->isBusy();
}

std::optional<int> AnalysisModel::southValue(int ply) const {
    if (ply < 0 || ply >= positionsDone())
        return std::nullopt;
    const PositionAnalysis& a = position(ply);
    const int v = a.value.clamped();
    return a.toMove == Side::South ? v : -v;
}

std::optional<MoveAnalysis> AnalysisModel::move(int ply) const {
    if (ply < 1 || ply > static_cast<int>(judged_.size()))
        return std::nullopt;
    return judged_[static_cast<std::size_t>(ply) - 1];
}

PlayerSummary AnalysisModel::summary(Side side) const {
    return summarise(judged_, side);
}

void AnalysisModel::remember() {
    if (key_.isEmpty() || done_.empty())
        return;
    if (cache_.find(key_) == cache_.end()) {
        cacheOrder_.push_back(key_);
        if (cacheOrder_.size() > kCachedRecords) {
            cache_.erase(cacheOrder_.front());
            cacheOrder_.pop_front();
        }
    }
    cache_[key_] = done_;
}

void AnalysisModel::sync() {
    const Game& game = session_->game();
    const QByteArray key = recordKey(game);
    if (key == key_)
        return;
    worker_->cancel();
    remember();
    // The positions before the first changed move keep their analysis.
    std::size_t keep = 0;
    if (game_ == game.rules().id() && !positions_.empty() && positions_[0] == game.positionAt(0)) {
        keep = 1;
        while (keep <= moves_.size() && keep <= game.moves().size() && moves_[keep - 1] == game.moves()[keep - 1])
            ++keep;
    }
    game_ = game.rules().id();
    key_ = key;
    moves_ = game.moves();
    positions_.clear();
    for (int i = 0; i <= game.ply(); ++i)
        positions_.push_back(game.positionAt(i));
    done_.resize(std::min(done_.size(), keep));
    if (const auto cached = cache_.find(key_); cached != cache_.end() && cached->second.size() > done_.size())
        done_ = cached->second;
    judged_ = judgeMoves(moves_, done_);
    emit reset();
    run();
    emit stateChanged();
}

void AnalysisModel::run() {
    const int from = positionsDone();
    if (!active_ || stopped_ || worker_->isBusy() || from >= positionCount())
        return;
    const AnalysisOptions options; // the game's default budget
    const Rules* rules = &rulesFor(game_);
    worker_->start([this, rules, positions = positions_, from, options](std::stop_token stop,
                                                                       const SearchWorker::Deliver& deliver) {
        for (int k = from; k < static_cast<int>(positions.size()); ++k) {
            const std::span<const Position> history(positions.data(), static_cast<std::size_t>(k));
            PositionAnalysis a = analysePosition(*rules, positions[static_cast<std::size_t>(k)], history, options, stop);
            if (stop.stop_requested())
                return;
            deliver([this, k, a] { onPosition(k, a); });
        }
    });
    emit stateChanged();
}

void AnalysisModel::onPosition(int ply, const PositionAnalysis& a) {
    if (ply != positionsDone() || ply >= positionCount())
        return;
    done_.push_back(a);
    if (ply > 0)
        judged_.push_back(judgeMove(moves_[static_cast<std::size_t>(ply) - 1], done_[done_.size() - 2], a));
    if (isComplete())
        remember();
    emit positionAnalysed(ply);
}

} // namespace mancala::ui
