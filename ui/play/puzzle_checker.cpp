#include "play/puzzle_checker.hpp"

#include <memory>

#include "play/endgame_store.hpp"
#include "session/search_worker.hpp"

namespace mancala::ui {

PuzzleChecker::PuzzleChecker(EndgameStore* endgames, QObject* parent)
    : QObject(parent), endgames_(endgames), worker_(new SearchWorker(this)) {
    connect(worker_, &SearchWorker::failed, this, [this](const QString& why) {
        pending_.reset();
        emit failed(why);
    });
    if (!endgames_)
        return;
    connect(endgames_, &EndgameStore::ready, this, &PuzzleChecker::resume);
    connect(endgames_, &EndgameStore::notBuilt, this, [this](GameId game) { resume(game); });
    connect(endgames_, &EndgameStore::buildingChanged, this, [this] {
        if (isWaitingForDatabase())
            emit waitingChanged();
    });
}

std::string PuzzleChecker::keyOf(const Puzzle& puzzle) const {
    const int seeds = endgames_ && hasEndgames(puzzle.game) ? endgames_->seeds() : 0;
    return formatPuzzle(puzzle) + " | " + std::to_string(seeds);
}

void PuzzleChecker::check(const Puzzle& puzzle) {
    cancel();
    if (const auto known = known_.find(keyOf(puzzle)); known != known_.end()) {
        emit checked(puzzle, known->second);
        return;
    }
    pending_ = puzzle;
    start();
}

void PuzzleChecker::cancel() {
    worker_->cancel();
    const bool wasWaiting = isWaitingForDatabase();
    pending_.reset();
    waiting_ = false;
    if (wasWaiting)
        emit waitingChanged();
}

void PuzzleChecker::resume(GameId game) {
    if (isWaitingForDatabase() && pending_->game == game) {
        waiting_ = false;
        emit waitingChanged();
        start();
    }
}

void PuzzleChecker::start() {
    const Puzzle puzzle = *pending_;
    AnalysisOptions options;
    options.nodes = defaultAnalysisNodes(puzzle.game);
    if (endgames_ && hasEndgames(puzzle.game) && endgames_->seeds() > 0) {
        options.endgames = endgames_->database(puzzle.game);
        // Read or built first, unless it was given up (then checked without:
        // the values beyond the search are not known).
        if (!options.endgames && endgames_->isWorking()) {
            waiting_ = true;
            emit waitingChanged();
            return;
        }
    }
    const std::string key = keyOf(puzzle);
    worker_->start([this, puzzle, options, key](std::stop_token stop, const SearchWorker::Deliver& deliver) {
        const PuzzleCheck result = checkPuzzle(puzzle, options, stop);
        if (result == PuzzleCheck::Stopped)
            return;
        deliver([this, puzzle, result, key] {
            known_[key] = result;
            pending_.reset();
            emit checked(puzzle, result);
        });
    });
}

} // namespace mancala::ui
