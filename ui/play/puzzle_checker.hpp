// A puzzle read from a file proves nothing until it is worked out again:
// the checker holds each puzzle against the exact sources (mancala::
// checkPuzzle: every move's value from Tihbat's solver, Kalah's, or the
// endgame database of the game, which the EndgameStore reads or builds
// first; the depth and the tempting moves again), on a SearchWorker
// thread. Only a puzzle that holds has its values shown as exact.
//
// What each puzzle was found to be is kept while the app runs (by the
// puzzle's line and the database's seeds), so that a puzzle is checked once.
#pragma once

#include <QObject>

#include <map>
#include <optional>
#include <string>

#include "mancala/puzzles.hpp"

namespace mancala::ui {

class EndgameStore;
class SearchWorker;

class PuzzleChecker : public QObject {
    Q_OBJECT
public:
    // `endgames` (may be null: no database) gives the games' databases.
    explicit PuzzleChecker(EndgameStore* endgames, QObject* parent = nullptr);

    // Checks `puzzle` (the check under way, if any, is dropped): checked()
    // tells what it is found to be, at once when it was checked before.
    // While its game's database is being read or built, it waits
    // (isWaitingForDatabase()).
    void check(const Puzzle& puzzle);
    // Drops the check under way.
    void cancel();
    bool isBusy() const noexcept { return pending_.has_value(); }
    bool isWaitingForDatabase() const noexcept { return pending_ && waiting_; }

signals:
    void checked(const mancala::Puzzle& puzzle, mancala::PuzzleCheck result);
    // The check failed (memory ran out): why, in words to follow "because".
    void failed(const QString& reason);
    // The check began to wait for the database (EndgameStore::building()
    // says how far it is), or went on.
    void waitingChanged();

private:
    void start();
    void resume(GameId game);
    std::string keyOf(const Puzzle& puzzle) const;

    EndgameStore* endgames_;
    SearchWorker* worker_;
    std::optional<Puzzle> pending_;
    bool waiting_ = false;
    std::map<std::string, PuzzleCheck> known_;
};

} // namespace mancala::ui
