#include "play/analysis/analysis_model.hpp"

#include <algorithm>
#include <string>
#include <utility>

#include "mancala/endgames.hpp"
#include "play/computer_player.hpp"
#include "play/endgame_store.hpp"
#include "session/search_worker.hpp"
#include "settings/cores.hpp"

namespace mancala::ui {

AnalysisModel::AnalysisModel(GameSession* session, QObject* parent)
    : QObject(parent), session_(session), worker_(new SearchWorker(this)) {
    connect(session_, &GameSession::movesChanged, this, &AnalysisModel::sync);
    // A job ends with its list: what was asked meanwhile comes next.
    connect(worker_, &SearchWorker::finished, this, [this] {
        run();
        emit stateChanged();
    });
    adopt(0);
}

QByteArray AnalysisModel::positionKey(const Game& game, int ply, int endgameSeeds) {
    QByteArray key;
    key.append(QByteArray::fromStdString(std::string(gameIdString(game.rules().id()))));
    key.append('\0'); // the name's end
    key.append(static_cast<char>(endgameSeeds));
    const PositionKey start = game.rules().key(game.positionAt(0));
    key.append(reinterpret_cast<const char*>(&start.hi), sizeof start.hi);
    key.append(reinterpret_cast<const char*>(&start.lo), sizeof start.lo);
    for (int i = 0; i < ply; ++i) {
        const Move m = game.moves()[static_cast<std::size_t>(i)];
        key.append(static_cast<char>(m.from));
        key.append(static_cast<char>(m.to));
    }
    return key;
}

const Rules& AnalysisModel::rules() const {
    return rulesFor(game_);
}

void AnalysisModel::setEndgames(EndgameStore* endgames) {
    endgames_ = endgames;
    connect(endgames_, &EndgameStore::ready, this, [this](GameId game) {
        if (game != game_)
            return;
        // Analysed without the database: again, exactly where it reaches.
        worker_->cancel();
        adopt(0);
        emit reset();
        run();
        emit stateChanged();
    });
}

void AnalysisModel::setComputer(const ComputerPlayer* computer) {
    computer_ = computer;
    connect(computer_, &ComputerPlayer::coresChanged, this, &AnalysisModel::restart);
    connect(session_, &GameSession::playersChanged, this, &AnalysisModel::restart);
    restart();
}

int AnalysisModel::threads() const {
    if (computer_ == nullptr)
        return 1;
    return session_->players().anyComputer() ? coresLeft(computer_->cores()) : computer_->cores();
}

// The work under way begun again, on as many threads as are given now.
void AnalysisModel::restart() {
    if (!worker_->isBusy())
        return;
    worker_->cancel();
    run();
}

std::shared_ptr<const EndgameDatabase> AnalysisModel::database() const {
    return endgames_ != nullptr ? endgames_->database(game_) : nullptr;
}

int AnalysisModel::endgameSeeds() const {
    const std::shared_ptr<const EndgameDatabase> db = database();
    return db ? db->maxSeeds() : 0;
}

void AnalysisModel::setActive(bool active) {
    if (active == active_)
        return;
    active_ = active;
    worker_->cancel(); // the list changes (a requested position stays first)
    run();
    emit stateChanged();
}

void AnalysisModel::stop() {
    stopped_ = true;
    worker_->cancel(); // a requested position is analysed all the same
    run();
    emit stateChanged();
}

void AnalysisModel::resume() {
    stopped_ = false;
    worker_->cancel();
    run();
    emit stateChanged();
}

void AnalysisModel::request(int ply) {
    if (ply < 0 || ply >= positionCount() || results_[static_cast<std::size_t>(ply)])
        return;
    requested_ = ply;
    worker_->cancel();
    run();
    emit stateChanged();
}

bool AnalysisModel::isRunning() const {
    return worker_->isBusy();
}

const PositionAnalysis* AnalysisModel::find(int ply) const {
    if (ply < 0 || ply >= positionCount() || !results_[static_cast<std::size_t>(ply)])
        return nullptr;
    return &*results_[static_cast<std::size_t>(ply)];
}

std::optional<int> AnalysisModel::southValue(int ply) const {
    if (ply < 0 || ply >= positionsDone())
        return std::nullopt;
    const PositionAnalysis& a = position(ply);
    const int v = a.value.clamped();
    return a.toMove == Side::South ? v : -v;
}

std::optional<MoveAnalysis> AnalysisModel::move(int ply) const {
    if (ply >= 1 && ply <= static_cast<int>(judged_.size()))
        return judged_[static_cast<std::size_t>(ply) - 1];
    const PositionAnalysis* before = find(ply - 1);
    const PositionAnalysis* after = find(ply);
    if (before == nullptr || after == nullptr)
        return std::nullopt;
    return judgeMove(moves_[static_cast<std::size_t>(ply) - 1], *before, *after);
}

PlayerSummary AnalysisModel::summary(Side side) const {
    return summarise(judged_, side);
}

void AnalysisModel::remember(int ply, const PositionAnalysis& a) {
    const QByteArray key = positionKey(session_->game(), ply, endgameSeeds());
    if (cache_.insert_or_assign(key, a).second) {
        cacheOrder_.push_back(key);
        if (cacheOrder_.size() > kCachedPositions) {
            cache_.erase(cacheOrder_.front());
            cacheOrder_.pop_front();
        }
    }
}

void AnalysisModel::sync(GameSession::MovesChange, int keptPlies) {
    worker_->cancel();
    requested_.reset();
    adopt(keptPlies);
    emit movesChanged(keptPlies);
    emit reset();
    run();
    emit stateChanged();
}

// The session's game: positions 0 .. keptPlies keep their analysis, the
// others start unknown.
void AnalysisModel::adopt(int keptPlies) {
    const Game& game = session_->game();
    game_ = game.rules().id();
    moves_ = game.moves();
    positions_.clear();
    for (int i = 0; i <= game.ply(); ++i)
        positions_.push_back(game.positionAt(i));
    results_.resize(std::min(results_.size(), static_cast<std::size_t>(std::max(keptPlies + 1, 0))));
    results_.resize(positions_.size());
    rejudge();
}

void AnalysisModel::rejudge() {
    done_ = 0;
    while (done_ < positionCount() && results_[static_cast<std::size_t>(done_)])
        ++done_;
    std::vector<PositionAnalysis> prefix;
    for (int i = 0; i < done_; ++i)
        prefix.push_back(*results_[static_cast<std::size_t>(i)]);
    judged_ = judgeMoves(moves_, prefix);
}

// What is to be analysed: the requested position, then (active and not
// stopped) the rest in order.
std::vector<int> AnalysisModel::pending() const {
    std::vector<int> out;
    if (requested_)
        out.push_back(*requested_);
    if (active_ && !stopped_)
        for (int k = 0; k < positionCount(); ++k)
            if (!results_[static_cast<std::size_t>(k)] && k != requested_)
                out.push_back(k);
    return out;
}

void AnalysisModel::run() {
    if (worker_->isBusy() || (!requested_ && (!active_ || stopped_)))
        return;
    // What the cache knows (with the database the game has now).
    const int seeds = endgameSeeds();
    bool found = false;
    for (int k = 0; k < positionCount(); ++k) {
        auto& slot = results_[static_cast<std::size_t>(k)];
        if (slot)
            continue;
        if (const auto hit = cache_.find(positionKey(session_->game(), k, seeds)); hit != cache_.end()) {
            slot = hit->second;
            found = true;
        }
    }
    if (found) {
        rejudge();
        emit reset();
    }
    if (requested_ && results_[static_cast<std::size_t>(*requested_)]) {
        emit positionAnalysed(*requested_);
        requested_.reset();
    }
    const std::vector<int> todo = pending();
    if (todo.empty())
        return;
    AnalysisOptions options; // the game's default budget
    options.endgames = database();
    options.threads = threads();
    const Rules* rules = &rulesFor(game_);
    worker_->start([this, rules, positions = positions_, todo, options](std::stop_token stop,
                                                                        const SearchWorker::Deliver& deliver) {
        analysePositions(*rules, positions, todo, options, stop, [this, &deliver](int k, const PositionAnalysis& a) {
            deliver([this, k, a] { onPosition(k, a); });
        });
    });
}

void AnalysisModel::onPosition(int ply, const PositionAnalysis& a) {
    if (ply >= positionCount() || results_[static_cast<std::size_t>(ply)])
        return;
    results_[static_cast<std::size_t>(ply)] = a;
    remember(ply, a);
    if (requested_ == ply)
        requested_.reset();
    if (ply <= done_)
        rejudge();
    emit positionAnalysed(ply);
}

} // namespace mancala::ui
