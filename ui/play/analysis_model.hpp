// The analysis of the session's game (mancala/analysis.hpp), for the
// evaluation graph, the marks in the move list and the players' summaries.
//
// Each position is analysed once, on a SearchWorker thread (the Expert's
// search bounded by the game's defaultAnalysisNodes(), deterministic, as
// mancala-cli analyse does by default; exact in Tihbat), in order from
// the start, and the results come back one position at a time
// (positionAnalysed), so that the graph and the marks fill in as it goes.
// It analyses only while active (replay mode or the Analysis dock shown) and
// not stopped. A change of the moves (GameSession::movesChanged) keeps the
// positions before the first changed move; a different game starts afresh,
// or from what is cached for its record: the results are kept by record
// content (the game, its start and its moves), so that the same record is
// never analysed twice while the app runs.
#pragma once

#include <QByteArray>
#include <QObject>

#include <cstdint>
#include <deque>
#include <map>
#include <optional>
#include <vector>

#include "mancala/analysis.hpp"

namespace mancala::ui {

class GameSession;
class SearchWorker;

class AnalysisModel : public QObject {
    Q_OBJECT
public:
    // Records whose analyses are kept.
    static constexpr std::size_t kCachedRecords = 32;

    explicit AnalysisModel(GameSession* session, QObject* parent = nullptr);

    GameSession* session() const noexcept { return session_; }
    // Analyses only while active and not stopped.
    void setActive(bool active);
    bool isActive() const noexcept { return active_; }
    // Stop (keeps what is done) and go on again.
    void stop();
    void resume();
    bool isStopped() const noexcept { return stopped_; }
    bool isRunning() const;
    bool isComplete() const noexcept { return positionsDone() == positionCount(); }

    int positionCount() const noexcept { return static_cast<int>(positions_.size()); }
    int positionsDone() const noexcept { return static_cast<int>(done_.size()); }
    // Position `ply` analysed (0 = the start), ply < positionsDone().
    const PositionAnalysis& position(int ply) const { return done_.at(static_cast<std::size_t>(ply)); }
    // The value of position `ply` for South, clamped (kGraphClamp), once analysed.
    std::optional<int> southValue(int ply) const;
    // The judgement of move `ply` (1 = the first move), once both its
    // positions are analysed.
    std::optional<MoveAnalysis> move(int ply) const;
    int moveCount() const noexcept { return static_cast<int>(moves_.size()); }
    GameId game() const noexcept { return game_; }
    const Rules& rules() const;
    PlayerSummary summary(Side side) const;
    // Moves judged so far, in order (move i is ply i + 1).
    const std::vector<MoveAnalysis>& judged() const noexcept { return judged_; }
    // The record's cache key (game, start, moves).
    static QByteArray recordKey(const Game& game);

signals:
    // The analysed positions changed other than by one more (a different
    // game, moves changed, results restored from the cache): read them all again.
    void reset();
    // Position `ply` was analysed (and move `ply`, when ply > 0, judged).
    void positionAnalysed(int ply);
    // Running, stopped or complete changed.
    void stateChanged();

private:
    void sync();
    void run();
    void onPosition(int ply, const PositionAnalysis& a);
    void remember();

    GameSession* session_;
    SearchWorker* worker_;
    bool active_ = false;
    bool stopped_ = false;
    GameId game_ = GameId::DjenonAboure;
    QByteArray key_;
    std::vector<Position> positions_;
    std::vector<Move> moves_;
    std::vector<PositionAnalysis> done_;
    std::vector<MoveAnalysis> judged_;
    std::map<QByteArray, std::vector<PositionAnalysis>> cache_;
    std::deque<QByteArray> cacheOrder_; // oldest first
};

} // namespace mancala::ui
