#include "window/puzzle_dialog.hpp"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <cstdlib>

#include "board/board_model.hpp"
#include "board/board_view.hpp"
#include "i18n/wording.hpp"
#include "play/endgame_store.hpp"
#include "play/puzzle_checker.hpp"
#include "session/game_session.hpp"
#include "settings/settings.hpp"
#include "window/screen_fit.hpp"

namespace mancala::ui {

namespace {

constexpr std::array kPuzzleGames{GameId::Tihbat, GameId::DjenonAboure, GameId::Ayoayo, GameId::Oware, GameId::Kalah};

} // namespace

PuzzleDialog::PuzzleDialog(std::shared_ptr<const PuzzleBook> book, EndgameStore* endgames, Settings* settings,
                           ThemeChoice theme, AnimationSpeed speed, QWidget* parent)
    : QDialog(parent), book_(std::move(book)), endgames_(endgames), settings_(settings),
      checker_(new PuzzleChecker(endgames, this)), session_(new GameSession(GameId::Tihbat, this)),
      model_(new BoardModel(session_, this)), view_(new BoardView(model_, this)), gameLabel_(new QLabel(this)),
      game_(new QComboBox(this)), sourceLabel_(new QLabel(this)), source_(new QComboBox(this)),
      heading_(new QLabel(this)), status_(new QLabel(this)), rating_(new QLabel(this)),
      tryAgain_(new QPushButton(this)), showSolution_(new QPushButton(this)), next_(new QPushButton(this)),
      close_(new QPushButton(this)) {
    setObjectName(QStringLiteral("puzzleDialog"));
    view_->setObjectName(QStringLiteral("puzzleBoard"));
    view_->setThemeChoice(theme);
    view_->setAnimationSpeed(speed);
    view_->setInputEnabled(false);
    const auto name = [](QObject* o, const char* objectName) { o->setObjectName(QLatin1String(objectName)); };
    name(game_, "puzzleGame");
    name(source_, "puzzleSource");
    name(heading_, "puzzleHeading");
    name(status_, "puzzleStatus");
    name(rating_, "puzzleRating");
    name(tryAgain_, "tryAgainButton");
    name(showSolution_, "showSolutionButton");
    name(next_, "nextPuzzleButton");
    for (std::size_t i = 0; i < kPuzzleGames.size(); ++i)
        game_->addItem(QString());
    source_->addItem(QString());
    source_->addItem(QString());
    status_->setWordWrap(true);
    status_->setContentsMargins(6, 0, 6, 0); // room for Nastaliq's letters, which reach past their advance
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    connect(view_, &BoardView::holeActivated, this, &PuzzleDialog::playHole);
    connect(view_, &BoardView::animationFinished, this, &PuzzleDialog::judge);
    connect(checker_, &PuzzleChecker::checked, this, &PuzzleDialog::onChecked);
    connect(checker_, &PuzzleChecker::waitingChanged, this, &PuzzleDialog::updateLabels);
    connect(checker_, &PuzzleChecker::failed, this, [this](const QString& why) {
        check_ = PuzzleCheck::Stopped;
        failure_ = why;
        setStage(Stage::Refused);
    });
    connect(game_, &QComboBox::currentIndexChanged, this, [this] {
        settings_->setPuzzleGame(game());
        loadSet();
    });
    connect(source_, &QComboBox::currentIndexChanged, this, &PuzzleDialog::loadSet);
    connect(tryAgain_, &QPushButton::clicked, this, &PuzzleDialog::tryAgain);
    connect(showSolution_, &QPushButton::clicked, this, &PuzzleDialog::showSolution);
    connect(next_, &QPushButton::clicked, this, [this] { showPuzzle(nextIndex()); });
    connect(close_, &QPushButton::clicked, this, &QDialog::accept);
    layOut();
    retranslate();
    const GameId last = settings_->puzzleGame();
    const auto* at = std::find(kPuzzleGames.begin(), kPuzzleGames.end(), last);
    {
        const QSignalBlocker quiet(game_);
        game_->setCurrentIndex(at == kPuzzleGames.end() ? 0 : static_cast<int>(at - kPuzzleGames.begin()));
    }
    loadSet();
}

PuzzleDialog::~PuzzleDialog() = default;

void PuzzleDialog::layOut() {
    // The choice of puzzles above the board; what happened and the buttons
    // below it, so that the board keeps its room on a small screen.
    auto* top = new QHBoxLayout;
    top->addWidget(gameLabel_);
    top->addWidget(game_);
    top->addWidget(sourceLabel_);
    top->addWidget(source_);
    top->addStretch();
    top->addWidget(heading_);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(rating_, 1);
    bottom->addWidget(tryAgain_);
    bottom->addWidget(showSolution_);
    bottom->addWidget(next_);
    bottom->addWidget(close_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(view_, 1);
    layout->addWidget(status_);
    layout->addLayout(bottom);
    gameLabel_->setBuddy(game_);
    sourceLabel_->setBuddy(source_);
    resize(760, 600);
}

void PuzzleDialog::showEvent(QShowEvent* event) {
    QDialog::showEvent(event);
    keepWithinScreen(*this);
}

void PuzzleDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void PuzzleDialog::retranslate() {
    setWindowTitle(tr("Puzzles"));
    gameLabel_->setText(tr("&Game:"));
    sourceLabel_->setText(tr("&Puzzles:"));
    for (int i = 0; i < game_->count(); ++i)
        game_->setItemText(i, Wording::gameName(kPuzzleGames[static_cast<std::size_t>(i)]));
    source_->setItemText(0, tr("Starting set"));
    source_->setItemText(1, tr("My mistakes"));
    tryAgain_->setText(tr("&Try Again"));
    showSolution_->setText(tr("Show &Solution"));
    next_->setText(tr("&Next Puzzle"));
    close_->setText(tr("Close"));
    updateLabels();
}

GameId PuzzleDialog::game() const {
    return kPuzzleGames[static_cast<std::size_t>(std::max(game_->currentIndex(), 0))];
}

PuzzleSource PuzzleDialog::source() const {
    return source_->currentIndex() == 1 ? PuzzleSource::Mistakes : PuzzleSource::Starting;
}

const Puzzle* PuzzleDialog::puzzle() const {
    return current_ >= 0 ? &puzzles_[static_cast<std::size_t>(current_)] : nullptr;
}

void PuzzleDialog::choose(GameId game, PuzzleSource source) {
    const auto* at = std::find(kPuzzleGames.begin(), kPuzzleGames.end(), game);
    if (at == kPuzzleGames.end())
        return;
    const QSignalBlocker quietGame(game_), quietSource(source_);
    game_->setCurrentIndex(static_cast<int>(at - kPuzzleGames.begin()));
    source_->setCurrentIndex(source == PuzzleSource::Mistakes ? 1 : 0);
    settings_->setPuzzleGame(game);
    loadSet();
}

void PuzzleDialog::loadSet() {
    PuzzleBook::Read read = book_->puzzles(game(), source());
    puzzles_ = std::move(read.puzzles);
    unread_ = read.unread;
    setProblem_ = read.problem;
    showPuzzle(nextIndex());
}

// The puzzle not tried yet whose rating is nearest the player's (the first
// of them in the set on a tie); when every one was tried, those missed, then
// all of them; never the one shown when there is another.
int PuzzleDialog::nextIndex() const {
    const PuzzleProgress progress = settings_->puzzleProgress(game());
    const auto distance = [&](int i) {
        return std::abs(puzzles_[static_cast<std::size_t>(i)].rating - progress.rating);
    };
    for (int pass = 0; pass < 3; ++pass) {
        int best = -1;
        for (int i = 0; i < static_cast<int>(puzzles_.size()); ++i) {
            const QString key = puzzleKey(puzzles_[static_cast<std::size_t>(i)]);
            const bool wanted = pass == 0 ? !progress.tried(key) : pass == 1 ? !progress.solved.contains(key) : true;
            if (i != current_ && wanted && (best < 0 || distance(i) < distance(best)))
                best = i;
        }
        if (best >= 0)
            return best;
    }
    return puzzles_.empty() ? -1 : 0;
}

void PuzzleDialog::showPuzzle(int index) {
    // A move still animating is judged first, as the puzzle it was played in.
    view_->finishAnimation();
    checker_->cancel();
    current_ = index;
    attempted_ = false;
    tried_.reset();
    showing_ = false;
    ratingChange_.reset();
    if (index < 0) {
        session_->startFrom(game(), rulesFor(game()).initial());
        setStage(Stage::None);
        return;
    }
    session_->startFrom(puzzle()->game, puzzle()->position);
    setStage(Stage::Checking);
    checker_->check(*puzzle());
}

void PuzzleDialog::onChecked(const Puzzle& checked, PuzzleCheck result) {
    if (stage_ != Stage::Checking || !puzzle() || !(checked == *puzzle()))
        return;
    check_ = result;
    setStage(result == PuzzleCheck::Holds ? Stage::Solving : Stage::Refused);
    if (stage_ == Stage::Solving)
        view_->setFocus();
}

void PuzzleDialog::playHole(Hole hole) {
    if (stage_ != Stage::Solving)
        return;
    const CheckedMove move = session_->check(session_->rules().moveFrom(hole));
    if (!move.legal()) {
        status_->setText(Wording::illegalReason(move.reason()));
        return;
    }
    tried_ = move.move();
    setStage(Stage::Moving);
    session_->play(move);
}

void PuzzleDialog::judge() {
    if (stage_ != Stage::Moving || !tried_)
        return;
    if (showing_) {
        setStage(Stage::Shown);
        return;
    }
    const bool solved = *tried_ == puzzle()->solution;
    if (!attempted_)
        firstAttempt(solved);
    setStage(solved ? Stage::Solved : Stage::Missed);
}

void PuzzleDialog::tryAgain() {
    if (!puzzle() || (stage_ != Stage::Missed && stage_ != Stage::Shown && stage_ != Stage::Solved))
        return;
    view_->finishAnimation();
    tried_.reset();
    showing_ = false;
    session_->startFrom(puzzle()->game, puzzle()->position);
    setStage(Stage::Solving);
    view_->setFocus();
}

void PuzzleDialog::showSolution() {
    if (!puzzle() || stage_ == Stage::Checking || stage_ == Stage::Refused || stage_ == Stage::Moving)
        return;
    if (!attempted_)
        firstAttempt(false);
    session_->startFrom(puzzle()->game, puzzle()->position);
    tried_ = puzzle()->solution;
    showing_ = true;
    setStage(Stage::Moving);
    session_->play(puzzle()->solution);
}

void PuzzleDialog::firstAttempt(bool solved) {
    attempted_ = true;
    PuzzleProgress progress = settings_->puzzleProgress(game());
    const QString key = puzzleKey(*puzzle());
    if (!progress.tried(key)) {
        (solved ? progress.solved : progress.failed).append(key);
        const int before = progress.rating;
        progress.rating = playerRatingAfter(before, puzzle()->rating, solved);
        ratingChange_ = progress.rating - before;
    }
    settings_->setPuzzleProgress(game(), progress);
}

void PuzzleDialog::setStage(Stage stage) {
    stage_ = stage;
    view_->setInputEnabled(stage == Stage::Solving);
    tryAgain_->setEnabled(stage == Stage::Missed || stage == Stage::Solved || stage == Stage::Shown);
    showSolution_->setEnabled(stage == Stage::Solving || stage == Stage::Missed || stage == Stage::Solved ||
                              stage == Stage::Shown);
    next_->setEnabled(puzzles_.size() > 1 || (stage == Stage::None && !puzzles_.empty()));
    updateLabels();
}

QString PuzzleDialog::valueText(Move move) const {
    const Puzzle& p = *puzzle();
    const auto at =
        std::find_if(p.moves.begin(), p.moves.end(), [move](const PuzzleMove& m) { return m.move == move; });
    return Wording::evaluation(p.game, at->value, p.position.toMove, session_->playerName(Side::South),
                               session_->playerName(Side::North));
}

QString PuzzleDialog::statusText() const {
    const QString move = tried_ ? Wording::isolate(Wording::moveName(session_->rules(), *tried_)) : QString();
    switch (stage_) {
    case Stage::None:
        if (!setProblem_.isEmpty())
            return tr("Your puzzles cannot be read: %1", "the reason").arg(setProblem_);
        return tr("You have no puzzles of your own in %1 yet. After a finished game, choose Game ▸ Make Puzzles of "
                  "My Mistakes.",
                  "a game's name")
            .arg(Wording::gameName(game()));
    case Stage::Checking:
        if (!checker_->isWaitingForDatabase())
            return tr("Checking the puzzle against the exact values…");
        if (const std::optional<EndgameStore::Building> b = endgames_ ? endgames_->building() : std::nullopt)
            return tr("Waiting for the endgame database, %1 % built, to check this puzzle…").arg(b->percent);
        return tr("Waiting for the endgame database to check this puzzle…");
    case Stage::Refused:
        if (check_ == PuzzleCheck::ValuesUnknown)
            return tr("This puzzle cannot be checked here: the exact values of its moves lie beyond this computer's "
                      "endgame databases. Take the next one.");
        if (check_ == PuzzleCheck::Stopped)
            return tr("This puzzle could not be checked because %1", "the reason").arg(failure_);
        return tr("This puzzle is not offered: what it says is not what the exact values give.");
    case Stage::Solving:
        return tr("%1 to move: find the one best move.", "player name")
            .arg(Wording::isolate(session_->playerName(puzzle()->position.toMove)));
    case Stage::Moving: return showing_ ? tr("The solution:") : QString();
    case Stage::Solved:
        return tr("Solved! %1 is the one best move — %2", "a move; its value").arg(move, valueText(*tried_));
    case Stage::Missed:
        return tr("%1 is not the best move — %2. Try again, or show the solution.", "a move; its value")
            .arg(move, valueText(*tried_));
    case Stage::Shown: return tr("The solution is %1 — %2", "a move; its value").arg(move, valueText(*tried_));
    }
    return {};
}

void PuzzleDialog::updateLabels() {
    status_->setText(statusText());
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator); // ratings read "1200", as Elo's do
    const PuzzleProgress progress = settings_->puzzleProgress(game());
    int solved = 0;
    for (const Puzzle& p : puzzles_)
        solved += progress.solved.contains(puzzleKey(p)) ? 1 : 0;
    QString rating = tr("Your rating: %1", "a number").arg(locale.toString(progress.rating));
    if (ratingChange_) {
        // The sign before the number in every language: a left-to-right
        // mark ahead of it, so that a right-to-left line does not put it after.
        const QString change = QChar(0x200E) + (*ratingChange_ >= 0 ? QStringLiteral("+") : QStringLiteral("−")) +
                               locale.toString(std::abs(*ratingChange_));
        rating = tr("Your rating: %1 (%2)", "a number; how much it just moved")
                     .arg(locale.toString(progress.rating), change);
    }
    rating +=
        QStringLiteral(" · ") + tr("Solved %1 of %2", "puzzles at the first attempt")
                                    .arg(locale.toString(solved), locale.toString(static_cast<int>(puzzles_.size())));
    rating_->setText(rating);
    if (!puzzle()) {
        heading_->clear();
        heading_->setToolTip(QString());
        return;
    }
    heading_->setText(tr("Puzzle %1 of %2 · rated %3")
                          .arg(locale.toString(current_ + 1), locale.toString(static_cast<int>(puzzles_.size())),
                               locale.toString(puzzle()->rating)));
    const QString depth = puzzle()->depth > kMaxPuzzleDepth ? tr("more than %n move(s)", "", kMaxPuzzleDepth)
                                                            : tr("%n move(s)", "", puzzle()->depth);
    heading_->setToolTip(tr("Its rating comes from how deep its point lies (%1) and how many wrong moves win as "
                            "many seeds at once (%2).",
                            "a number of moves; a number")
                             .arg(depth, locale.toString(puzzle()->tempting)));
    if (unread_ > 0)
        heading_->setToolTip(heading_->toolTip() + QLatin1Char('\n') +
                             tr("%n line(s) of the set are no puzzle and were skipped.", "", unread_));
}

} // namespace mancala::ui
