#include "play/mistake_puzzles.hpp"

#include <QAction>
#include <QEvent>

#include <vector>

#include "mancala/puzzles.hpp"
#include "play/analysis/analysis_model.hpp"
#include "play/endgame_store.hpp"
#include "play/puzzle_book.hpp"
#include "session/game_session.hpp"
#include "session/search_worker.hpp"

namespace mancala::ui {

MistakePuzzles::MistakePuzzles(GameSession* session, AnalysisModel* analysis, EndgameStore* endgames,
                               std::shared_ptr<const PuzzleBook> book, QObject* parent)
    : QObject(parent), session_(session), analysis_(analysis), endgames_(endgames), book_(std::move(book)),
      worker_(new SearchWorker(this)), action_(new QAction(this)) {
    action_->setObjectName(QStringLiteral("mistakePuzzlesAction"));
    connect(action_, &QAction::triggered, this, &MistakePuzzles::make);
    connect(session_, &GameSession::movesChanged, this, [this] {
        waitingForAnalysis_ = false;
        updateAction();
    });
    connect(session_, &GameSession::playersChanged, this, &MistakePuzzles::updateAction);
    connect(analysis_, &AnalysisModel::stateChanged, this, &MistakePuzzles::onAnalysis);
    connect(analysis_, &AnalysisModel::positionAnalysed, this, &MistakePuzzles::onAnalysis);
    connect(analysis_, &AnalysisModel::reset, this, &MistakePuzzles::onAnalysis);
    connect(worker_, &SearchWorker::failed, this, [this](const QString& why) {
        busy_ = false;
        updateAction();
        emit message(tr("No puzzles were made because %1", "the reason").arg(why));
    });
    action_->setText(tr("Make Puzzles of My &Mistakes"));
    updateAction();
}

bool MistakePuzzles::event(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        action_->setText(tr("Make Puzzles of My &Mistakes"));
        return true;
    }
    return QObject::event(event);
}

void MistakePuzzles::updateAction() {
    const PlayerSetup& players = session_->players();
    action_->setEnabled(!busy_ && session_->game().over() && hasPuzzles(session_->rules().id()) && players.anyHuman());
    action_->setToolTip(tr("Turns the blunders a person made in this finished game into puzzles to practise"));
}

// The whole game analysed, with the endgame database of the game once it
// is ready (a database being read or built is waited for: the analysis is
// done again with it, and more of the values are exact).
bool MistakePuzzles::analysisReady() const {
    if (!analysis_->isComplete() || analysis_->moveCount() != session_->game().ply())
        return false;
    const GameId game = session_->rules().id();
    return !endgames_ || endgames_->database(game) || !endgames_->isWorking();
}

void MistakePuzzles::make() {
    if (!action_->isEnabled())
        return;
    if (analysisReady()) {
        run();
        return;
    }
    waitingForAnalysis_ = true;
    emit message(tr("Analysing the game to find its blunders…"));
    emit analysisWanted();
}

void MistakePuzzles::onAnalysis() {
    if (waitingForAnalysis_ && analysisReady()) {
        waitingForAnalysis_ = false;
        run();
    }
}

void MistakePuzzles::run() {
    busy_ = true;
    updateAction();
    emit message(tr("Making puzzles of the blunders…"));
    const Game game = session_->game();
    GameAnalysis analysis;
    for (int ply = 0; ply < analysis_->positionCount(); ++ply)
        analysis.positions.push_back(analysis_->position(ply));
    analysis.moves = analysis_->judged();
    analysis.complete = true;
    std::vector<Side> people;
    for (Side side : {Side::South, Side::North})
        if (!session_->players().isComputer(side))
            people.push_back(side);
    AnalysisOptions options;
    options.nodes = defaultAnalysisNodes(game.rules().id());
    if (endgames_)
        options.endgames = endgames_->database(game.rules().id());
    worker_->start([this, game, analysis, people, options](std::stop_token stop, const SearchWorker::Deliver& deliver) {
        std::vector<Puzzle> puzzles;
        for (Side side : people)
            for (Puzzle& p : puzzlesFromBlunders(game, analysis, side, options, stop))
                puzzles.push_back(std::move(p));
        if (stop.stop_requested())
            return;
        deliver([this, puzzles] {
            const PuzzleBook::Added added = book_->addMistakes(puzzles);
            done(added.added, added.problem);
        });
    });
}

void MistakePuzzles::done(int added, const QString& problem) {
    busy_ = false;
    updateAction();
    if (!problem.isEmpty())
        emit message(tr("The puzzles were not kept: %1", "the reason").arg(problem));
    else if (added == 0)
        emit message(tr("No new puzzle: no blunder of this game was proven, with one best move in its place"));
    else
        emit message(tr("%n puzzle(s) made of the blunders in this game: practise them in Game ▸ Puzzles", "", added));
}

} // namespace mancala::ui
