// The computer's search in the app: think() runs mancala::chooseMove for the
// side to move in the session's latest position on a SearchWorker thread and
// reports the move it chose (moveChosen); the TurnController decides when
// the computer thinks and plays what it chose, like a person's move.
//
// cancel() ends a search at once; what a cancelled search finds is never
// reported. Seeds: move n of the g-th game started since setSeed() (a new
// game, Play Again or a rules example counts) searches with a seed mixed from
// the seed and g, plus n, so that no two games are played alike; the seed is
// random unless set (mancala-cli stays deterministic for a given --seed).
#pragma once

#include <QObject>

#include <cstdint>
#include <optional>

#include "mancala/search.hpp"
#include "settings/players.hpp"

namespace mancala::ui {

class EndgameStore;
class GameSession;
class SearchWorker;

class ComputerPlayer : public QObject {
    Q_OBJECT
public:
    explicit ComputerPlayer(GameSession* session, QObject* parent = nullptr);
    ~ComputerPlayer() override;

    int expertTimeMs() const noexcept { return expertTimeMs_; }
    void setExpertTimeMs(int ms);
    // On a time control: the most time a move's search may take, in
    // milliseconds (its share of the clock; none: the Expert's time alone).
    void setClockBudget(std::optional<int> ms) noexcept { clockBudgetMs_ = ms; }
    // The cores the computer uses (Settings ▸ Computer; settings/cores.hpp):
    // the Expert's search threads (one until set).
    int cores() const noexcept { return cores_; }
    void setCores(int cores);
    void setSeed(std::uint64_t seed) {
        seed_ = seed;
        gamesStarted_ = 0;
    }
    // The options a search of `level` gets (Expert: the time and the cores
    // set here, and the endgame database of the game once `endgames` has it
    // ready).
    SearchOptions optionsFor(Level level, std::uint64_t seed) const;
    void setEndgames(EndgameStore* endgames) noexcept { endgames_ = endgames; }

    bool isThinking() const noexcept { return thinking_; }
    // The side the computer is thinking for (meaningful while isThinking()).
    Side thinkingSide() const noexcept { return thinkingFor_; }
    // Search threads not ended yet (cancelled ones end on their own, soon).
    int searchThreadCount() const;

    // Searches the latest position of the session's game at `level`. Where
    // the search fails (short of memory, or any other error), it searches
    // again with less: a 1 MiB table and no endgame database, then as the
    // Beginner, who hardly needs any (fellBack() says so each time).
    void think(Level level);
    void cancel();

signals:
    void thinkingChanged(bool thinking);
    void coresChanged(int cores);
    // The search of think() chose `move` for the position after `ply` plies.
    void moveChosen(mancala::Move move, int ply);
    // A search failed and the computer thinks again with less: in words.
    void fellBack(const QString& message);

private:
    std::uint64_t gameSeed() const noexcept;
    void setThinking(bool thinking);
    void search(SearchOptions options);
    void fallBack(const QString& reason);

    GameSession* session_;
    SearchWorker* worker_;
    EndgameStore* endgames_ = nullptr;
    int expertTimeMs_ = kDefaultExpertTimeMs;
    std::optional<int> clockBudgetMs_;
    int cores_ = 1;
    std::uint64_t seed_;
    std::uint64_t gamesStarted_ = 0;
    bool thinking_ = false;
    SearchOptions thinkingWith_; // the options of the search under way
    int fallbacks_ = 0;          // of this think(): 0, then 1 (a small table), 2 (the Beginner)
    Side thinkingFor_ = Side::South;
};

} // namespace mancala::ui
