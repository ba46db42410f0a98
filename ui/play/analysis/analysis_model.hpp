// The one analysis service of the window: what is known about every position
// of the session's game (mancala/analysis.hpp: its value for the side to
// move, estimate, proven or exact, and the best move) and the judgement of
// every move. Everything that shows a value or a better move reads it from
// here: the Evaluation panel (EvaluationModel), the Analysis dock and its
// graph, the marks in the move list (AnalysisMarks), the Hint, the
// perfect-play value and the PDF game sheet; none of them searches.
//
// Each position is analysed once, on a SearchWorker thread, by
// core::analysePosition (the Expert's search bounded by the game's
// defaultAnalysisNodes(), deterministic, as mancala-cli analyse does by
// default; exact in Tihbat, and with the endgame database of the game once
// it is ready; decided results proven), and kept by position and history
// (the game, its start, the moves up to it, and the database used), so that
// no position is analysed twice while the app runs.
//
// Several positions are analysed at once, each on a thread of its own (the
// same values as one thread gives, core::analysePositions): the computer's
// cores (Settings ▸ Computer), less those of the Expert while the computer
// plays a side. They are begun in order, so the first are done first.
//
// The whole game is analysed, in order from the start, while the service
// is active (the Analysis or Evaluation dock shown, or a replay on) and not
// stopped; request(ply) puts one position first, active or not (the Hint,
// the perfect-play value). The session says what changed its moves
// (GameSession::MovesChange): the positions it kept keep their analysis.
#pragma once

#include <QByteArray>
#include <QObject>

#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <vector>

#include "mancala/analysis.hpp"
#include "session/game_session.hpp"

namespace mancala::ui {

class ComputerPlayer;
class EndgameStore;
class SearchWorker;

class AnalysisModel : public QObject {
    Q_OBJECT
public:
    // Positions whose analyses are kept.
    static constexpr std::size_t kCachedPositions = 8192;

    explicit AnalysisModel(GameSession* session, QObject* parent = nullptr);

    GameSession* session() const noexcept { return session_; }
    // Exact values in the range of the Expert's endgame databases, once ready
    // (the positions analysed without one are analysed again then).
    void setEndgames(EndgameStore* endgames);
    // The cores the computer uses (their number, and its coresChanged).
    void setComputer(const ComputerPlayer* computer);
    // Positions analysed at once (see above).
    int threads() const;
    // Analyses the whole game only while active and not stopped.
    void setActive(bool active);
    bool isActive() const noexcept { return active_; }
    // Stop (keeps what is done) and go on again.
    void stop();
    void resume();
    bool isStopped() const noexcept { return stopped_; }
    bool isRunning() const;
    bool isComplete() const noexcept { return positionsDone() == positionCount(); }
    // Analyses position `ply` of the game first (at once, active, stopped
    // or not); positionAnalysed(ply) tells when it is done.
    void request(int ply);

    int positionCount() const noexcept { return static_cast<int>(positions_.size()); }
    // Positions analysed from the start without a gap.
    int positionsDone() const noexcept { return done_; }
    // Position `ply` analysed (0 = the start), ply < positionsDone().
    const PositionAnalysis& position(int ply) const { return *results_.at(static_cast<std::size_t>(ply)); }
    // Position `ply`, if it is analysed (in or out of order).
    const PositionAnalysis* find(int ply) const;
    // The value of position `ply` for South, clamped (kGraphClamp), once analysed.
    std::optional<int> southValue(int ply) const;
    // The judgement of move `ply` (1 = the first move), once both its
    // positions are analysed (in or out of order).
    std::optional<MoveAnalysis> move(int ply) const;
    int moveCount() const noexcept { return static_cast<int>(moves_.size()); }
    // The game analysed: its moves, and position `ply` (0 .. moveCount()).
    const std::vector<Move>& moves() const noexcept { return moves_; }
    const Position& positionAt(int ply) const { return positions_.at(static_cast<std::size_t>(ply)); }
    GameId game() const noexcept { return game_; }
    const Rules& rules() const;
    PlayerSummary summary(Side side) const;
    // Moves judged so far from the start, in order (move i is ply i + 1).
    const std::vector<MoveAnalysis>& judged() const noexcept { return judged_; }
    // The cache key of position `ply` of `game` (game, start, moves up to it)
    // analysed with the endgame database of `endgameSeeds` seeds (0: none).
    static QByteArray positionKey(const Game& game, int ply, int endgameSeeds);

signals:
    // The game's moves changed: the first `keptPlies` are those of the game before.
    void movesChanged(int keptPlies);
    // The game or its analyses changed other than by one more position (a
    // different game, moves changed, a database ready): read them all again.
    void reset();
    // Position `ply` was analysed (and the moves into and out of it judged,
    // where the positions next to it are).
    void positionAnalysed(int ply);
    // Running, stopped or complete changed.
    void stateChanged();

private:
    void sync(GameSession::MovesChange change, int keptPlies);
    void adopt(int keptPlies);
    void run();
    void restart();
    std::vector<int> pending() const;
    void onPosition(int ply, const PositionAnalysis& a);
    void rejudge();
    void remember(int ply, const PositionAnalysis& a);
    int endgameSeeds() const;
    std::shared_ptr<const EndgameDatabase> database() const;

    GameSession* session_;
    SearchWorker* worker_;
    EndgameStore* endgames_ = nullptr;
    const ComputerPlayer* computer_ = nullptr;
    bool active_ = false;
    bool stopped_ = false;
    std::optional<int> requested_;
    GameId game_ = GameId::DjenonAboure;
    std::vector<Position> positions_;
    std::vector<Move> moves_;
    std::vector<std::optional<PositionAnalysis>> results_; // by ply
    int done_ = 0;
    std::vector<MoveAnalysis> judged_;
    std::map<QByteArray, PositionAnalysis> cache_;
    std::deque<QByteArray> cacheOrder_; // oldest first
};

} // namespace mancala::ui
