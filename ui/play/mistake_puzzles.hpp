// Game ▸ Make Puzzles of My Mistakes: the blunders a person made in the game
// played become puzzles of their own (mancala::puzzlesFromBlunders: the
// moves the analysis judged blunders by exact values or proven outcomes,
// whose position has one best move), added to the player's own set
// (PuzzleBook) and practised in Game ▸ Puzzles.
//
// The analysis is the window's one analysis service (AnalysisModel): when
// it has not analysed the whole game yet, analysisWanted() asks the window
// to show it (which runs it), and the puzzles are made once it is complete
// (with the game's endgame database, once that is ready).
// Each blunder's puzzle is worked out on a SearchWorker thread. Offered for a
// finished game of a game with puzzles in which a person played a side.
#pragma once

#include <QObject>
#include <QString>

#include <memory>
#include <optional>

class QAction;

namespace mancala::ui {

class AnalysisModel;
class EndgameStore;
class GameSession;
class PuzzleBook;
class SearchWorker;

class MistakePuzzles : public QObject {
    Q_OBJECT
public:
    MistakePuzzles(GameSession* session, AnalysisModel* analysis, EndgameStore* endgames,
                   std::shared_ptr<const PuzzleBook> book, QObject* parent = nullptr);

    QAction* action() const noexcept { return action_; }
    bool isBusy() const noexcept { return busy_; }

public slots:
    void make();

signals:
    // The analysis of the whole game is needed: the window shows it.
    void analysisWanted();
    // What became of it, for the status bar.
    void message(const QString& text);

protected:
    bool event(QEvent* event) override;

private:
    void updateAction();
    bool analysisReady() const;
    void onAnalysis();
    void run();
    void done(int added, const QString& problem);

    GameSession* session_;
    AnalysisModel* analysis_;
    EndgameStore* endgames_;
    std::shared_ptr<const PuzzleBook> book_;
    SearchWorker* worker_;
    QAction* action_;
    bool waitingForAnalysis_ = false;
    bool busy_ = false;
};

} // namespace mancala::ui
