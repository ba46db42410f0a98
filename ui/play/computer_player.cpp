#include "play/computer_player.hpp"

#include <QRandomGenerator>

#include <algorithm>
#include <utility>

#include "play/endgame_store.hpp"
#include "session/game_session.hpp"
#include "session/search_worker.hpp"
#include "settings/cores.hpp"

namespace mancala::ui {

ComputerPlayer::ComputerPlayer(GameSession* session, QObject* parent)
    : QObject(parent), session_(session), worker_(new SearchWorker(this)),
      seed_(QRandomGenerator::global()->generate64()) {
    connect(session_, &GameSession::gameStarted, this, [this] { ++gamesStarted_; });
    connect(worker_, &SearchWorker::failed, this, &ComputerPlayer::fallBack);
}

ComputerPlayer::~ComputerPlayer() = default;

// The seed of the game being played: seed_ and the number of games started,
// mixed (splitmix64's finaliser) so that neighbouring games share nothing.
std::uint64_t ComputerPlayer::gameSeed() const noexcept {
    std::uint64_t z = seed_ + gamesStarted_ * 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

void ComputerPlayer::setExpertTimeMs(int ms) {
    expertTimeMs_ = std::clamp(ms, kMinExpertTimeMs, kMaxExpertTimeMs);
}

void ComputerPlayer::setCores(int cores) {
    cores = chosenCores(cores);
    if (cores == cores_)
        return;
    cores_ = cores;
    emit coresChanged(cores_);
}

SearchOptions ComputerPlayer::optionsFor(Level level, std::uint64_t seed) const {
    SearchOptions options;
    options.level = level;
    options.timeMs = clockBudgetMs_ ? std::min(expertTimeMs_, *clockBudgetMs_) : expertTimeMs_;
    options.seed = seed;
    options.threads = cores_;
    if (level == Level::Expert && endgames_ != nullptr)
        options.endgames = endgames_->database(session_->rules().id());
    return options;
}

int ComputerPlayer::searchThreadCount() const {
    return worker_->threadCount();
}

void ComputerPlayer::think(Level level) {
    const Game& game = session_->game();
    fallbacks_ = 0;
    thinkingFor_ = game.position().toMove;
    // Said before the options ask for the endgames: their work is held from the search's start.
    setThinking(true);
    search(optionsFor(level, gameSeed() + static_cast<std::uint64_t>(game.ply())));
}

void ComputerPlayer::search(SearchOptions options) {
    const Game& game = session_->game();
    const int ply = game.ply();
    thinkingWith_ = options;
    worker_->start([this, game, options, ply](std::stop_token stop, const SearchWorker::Deliver& deliver) {
        SearchResult result = chooseMove(game, options, stop);
        if (!stop.stop_requested())
            deliver([this, move = result.move, ply] {
                setThinking(false);
                emit moveChosen(move, ply);
            });
    });
    setThinking(true);
}

void ComputerPlayer::fallBack(const QString& reason) {
    SearchOptions options = thinkingWith_;
    if (fallbacks_ == 0) {
        options.hashMegabytes = 1;
        options.endgames = nullptr;
    } else {
        options.level = Level::Beginner;
    }
    if (fallbacks_ == 2 || !thinking_) {
        setThinking(false);
        emit fellBack(tr("The computer cannot play: %1.", "why").arg(reason));
        return;
    }
    ++fallbacks_;
    emit fellBack(fallbacks_ == 1 ? tr("The computer thinks with less memory: %1.", "why").arg(reason)
                                  : tr("The computer plays as the Beginner: %1.", "why").arg(reason));
    search(options);
}

void ComputerPlayer::cancel() {
    worker_->cancel();
    setThinking(false);
}

void ComputerPlayer::setThinking(bool thinking) {
    if (thinking == thinking_)
        return;
    thinking_ = thinking;
    emit thinkingChanged(thinking);
}

} // namespace mancala::ui
