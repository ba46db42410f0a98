// Game ▸ Puzzles: each puzzle worked out again before the board takes a
// move; a wrong move clicked is told its exact value, the solution solves,
// Show Solution plays it animated; the first attempt moves the rating, which
// lasts across runs; a puzzle whose file says what the exact values do not
// is not offered; and the blunders of a finished game become puzzles of the
// player's own (Game ▸ Make Puzzles of My Mistakes).
#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QtTest>

#include <algorithm>

#include "i18n/wording.hpp"
#include "mancala/endgames.hpp"
#include "mancala/puzzles.hpp"
#include "mancala/setup.hpp"
#include "play/mistake_puzzles.hpp"
#include "play/puzzle_book.hpp"
#include "play/puzzle_checker.hpp"
#include "window/puzzle_dialog.hpp"
#include "window_fixture.hpp"

namespace mancala::ui::test {

class TestPuzzleDialog : public QObject, public WindowFixture {
    Q_OBJECT

    // Game ▸ Puzzles, shown.
    PuzzleDialog* openPuzzles() {
        actionOf(*window_, "puzzlesAction")->trigger();
        auto* dialog = window_->findChild<PuzzleDialog*>();
        if (dialog == nullptr || !QTest::qWaitForWindowExposed(dialog))
            return nullptr;
        return dialog;
    }
    // Waits until the puzzle shown has been checked (or was known).
    static bool waitForCheck(PuzzleDialog* dialog) {
        if (dialog->stage() != PuzzleDialog::Stage::Checking)
            return true;
        QSignalSpy checked(dialog->findChild<PuzzleChecker*>(), &PuzzleChecker::checked);
        return checked.wait(120'000) && dialog->stage() != PuzzleDialog::Stage::Checking;
    }
    // Clicks the hole of `m` and waits until the board has shown it.
    static void clickMove(PuzzleDialog* dialog, Move m) {
        QSignalSpy finished(dialog->board(), &BoardView::animationFinished);
        QTest::mouseClick(dialog->board(), Qt::LeftButton, {}, dialog->board()->holeRect(m.from).center());
        QVERIFY(finished.wait());
    }
    static QString status(PuzzleDialog* dialog) { return partOf<QLabel>(*dialog, "puzzleStatus")->text(); }
    static QPushButton* button(PuzzleDialog* dialog, const char* name) { return partOf<QPushButton>(*dialog, name); }
    static const PuzzleMove& valueOf(const Puzzle& p, Move m) {
        return *std::find_if(p.moves.begin(), p.moves.end(), [m](const PuzzleMove& x) { return x.move == m; });
    }
    static QString valueText(const Puzzle& p, Move m) {
        return Wording::evaluation(p.game, valueOf(p, m).value, p.position.toMove, Wording::sideName(Side::South),
                                   Wording::sideName(Side::North));
    }
    // A legal move of the puzzle that is not its solution.
    static Move wrongMove(const Puzzle& p) {
        return std::find_if(p.moves.begin(), p.moves.end(), [&p](const PuzzleMove& m) { return m.move != p.solution; })
            ->move;
    }
    PuzzleProgress progress(GameId game) const { return Settings(iniFile_).puzzleProgress(game); }

private slots:
    void initTestCase() { startInEnglish(); }
    void init() {
        QVERIFY(startFixture());
        QFile::remove(PuzzleBook::defaultMistakesFile());
    }
    void cleanup() {
        endFixture();
        QFile::remove(PuzzleBook::defaultMistakesFile());
    }

    // The shipped Tihbat set, opened from a Tihbat game. A wrong move first:
    // told its exact value, counted as the first attempt (the rating falls);
    // then Try Again and the solution: solved, the rating as it was.
    void aWrongMoveIsToldItsValueAndTheSolutionSolves() {
        QVERIFY(openWindow());
        window_->startGame(GameId::Tihbat, QString(), QString());
        PuzzleDialog* dialog = openPuzzles();
        QVERIFY(dialog);
        QCOMPARE(partOf<QComboBox>(*dialog, "puzzleGame")->currentText(), Wording::gameName(GameId::Tihbat));
        QVERIFY(waitForCheck(dialog));
        QCOMPARE(dialog->stage(), PuzzleDialog::Stage::Solving);
        const Puzzle puzzle = *dialog->puzzle();
        QCOMPARE(dialog->board()->isLegal(puzzle.solution.from), true);
        QVERIFY(!button(dialog, "tryAgainButton")->isEnabled());

        const Move wrong = wrongMove(puzzle);
        clickMove(dialog, wrong);
        QCOMPARE(dialog->stage(), PuzzleDialog::Stage::Missed);
        QVERIFY2(status(dialog).contains(valueText(puzzle, wrong)), qPrintable(status(dialog)));
        const int fallen = playerRatingAfter(kStartingPlayerRating, puzzle.rating, false);
        QCOMPARE(progress(GameId::Tihbat).rating, fallen);
        QCOMPARE(progress(GameId::Tihbat).failed, QStringList{puzzleKey(puzzle)});
        QVERIFY(partOf<QLabel>(*dialog, "puzzleRating")->text().contains(QString::number(fallen)));

        button(dialog, "tryAgainButton")->click();
        QCOMPARE(dialog->stage(), PuzzleDialog::Stage::Solving);
        QCOMPARE(dialog->findChild<GameSession*>()->position(), puzzle.position);
        clickMove(dialog, puzzle.solution);
        QCOMPARE(dialog->stage(), PuzzleDialog::Stage::Solved);
        QVERIFY2(status(dialog).contains(valueText(puzzle, puzzle.solution)), qPrintable(status(dialog)));
        QCOMPARE(progress(GameId::Tihbat).rating, fallen);
        QVERIFY(progress(GameId::Tihbat).solved.isEmpty());

        button(dialog, "nextPuzzleButton")->click();
        QVERIFY(waitForCheck(dialog));
        QVERIFY(puzzleKey(*dialog->puzzle()) != puzzleKey(puzzle));
    }

    // Solved at the first attempt: the rating rises, and a window opened
    // again on the same settings shows it, offers another puzzle first and
    // counts the one solved.
    void theRatingAndTheProgressLastAcrossRuns() {
        QVERIFY(openWindow());
        window_->startGame(GameId::kalah(6, 4, false), QString(), QString());
        PuzzleDialog* dialog = openPuzzles();
        QVERIFY(dialog);
        QVERIFY(waitForCheck(dialog));
        QCOMPARE(dialog->stage(), PuzzleDialog::Stage::Solving);
        const Puzzle puzzle = *dialog->puzzle();
        QCOMPARE(puzzle.game, GameId::Kalah);
        clickMove(dialog, puzzle.solution);
        QCOMPARE(dialog->stage(), PuzzleDialog::Stage::Solved);
        const int risen = playerRatingAfter(kStartingPlayerRating, puzzle.rating, true);
        QVERIFY(risen > kStartingPlayerRating);
        dialog->accept();

        QVERIFY(openWindow());
        dialog = openPuzzles();
        QVERIFY(dialog);
        QCOMPARE(partOf<QComboBox>(*dialog, "puzzleGame")->currentText(), Wording::gameName(GameId::Kalah));
        QVERIFY(puzzleKey(*dialog->puzzle()) != puzzleKey(puzzle));
        const QString rating = partOf<QLabel>(*dialog, "puzzleRating")->text();
        QVERIFY2(rating.contains(QString::number(risen)), qPrintable(rating));
        QVERIFY2(rating.contains(QStringLiteral("Solved 1 of 40")), qPrintable(rating));
    }

    // Show Solution, at the Normal speed: the solution animates, then the
    // puzzle counts as not solved at its first attempt.
    void showSolutionPlaysItAnimated() {
        QVERIFY(openWindow(AnimationSpeed::Normal));
        window_->startGame(GameId::Tihbat, QString(), QString());
        PuzzleDialog* dialog = openPuzzles();
        QVERIFY(dialog);
        QVERIFY(waitForCheck(dialog));
        const Puzzle puzzle = *dialog->puzzle();
        QSignalSpy finished(dialog->board(), &BoardView::animationFinished);
        button(dialog, "showSolutionButton")->click();
        QVERIFY(dialog->board()->isAnimating());
        QCOMPARE(dialog->stage(), PuzzleDialog::Stage::Moving);
        QVERIFY(finished.wait(30'000));
        QCOMPARE(dialog->stage(), PuzzleDialog::Stage::Shown);
        QVERIFY2(status(dialog).contains(Wording::moveName(rulesFor(GameId::Tihbat), puzzle.solution)),
                 qPrintable(status(dialog)));
        QCOMPARE(progress(GameId::Tihbat).failed, QStringList{puzzleKey(puzzle)});
    }

    // A puzzle of one's own whose file gives a depth the check does not
    // find: read, but not offered (the board takes no move).
    void aPuzzleTheCheckRefutesIsNotOffered() {
        Puzzle p = PuzzleBook(QString()).puzzles(GameId::Tihbat, PuzzleSource::Starting).puzzles.front();
        p.depth = p.depth % kMaxPuzzleDepth + 1;
        p.rating = puzzleRating(p.depth, p.tempting);
        QCOMPARE(checkPuzzle(p, AnalysisOptions{}), PuzzleCheck::DepthDiffers);
        QVERIFY(QDir().mkpath(QFileInfo(PuzzleBook::defaultMistakesFile()).absolutePath()));
        QFile file(PuzzleBook::defaultMistakesFile());
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString("; mine\n" + formatPuzzle(p) + "\nnot a puzzle\n"));
        file.close();

        QVERIFY(openWindow());
        window_->startGame(GameId::Tihbat, QString(), QString());
        PuzzleDialog* dialog = openPuzzles();
        QVERIFY(dialog);
        dialog->choose(GameId::Tihbat, PuzzleSource::Mistakes);
        QVERIFY(waitForCheck(dialog));
        QCOMPARE(dialog->stage(), PuzzleDialog::Stage::Refused);
        QVERIFY(status(dialog).contains(QStringLiteral("not offered")));
        QVERIFY(!button(dialog, "showSolutionButton")->isEnabled());
        QSignalSpy activated(dialog->board(), &BoardView::holeActivated);
        QTest::mouseClick(dialog->board(), Qt::LeftButton, {}, dialog->board()->holeRect(p.solution.from).center());
        QCOMPARE(activated.count(), 0);
        QCOMPARE(dialog->stage(), PuzzleDialog::Stage::Refused);
        QVERIFY(partOf<QLabel>(*dialog, "puzzleHeading")->toolTip().contains(QStringLiteral("1 line")));
    }

    // A finished Ayoayo game set up where the 6-seed database knows every
    // value: the side to move plays the worst move of a puzzle position (four
    // seeds or more given away with perfect play: a blunder), the game is played out with the mouse, and Make Puzzles
    // of My Mistakes makes a puzzle of that position, which Game ▸ Puzzles then offers among the player's own.
    void theBlundersOfAFinishedGameBecomeOwnPuzzles() {
        const Rules& rules = rulesFor(GameId::Ayoayo);
        const std::shared_ptr<const EndgameDatabase> database =
            std::make_shared<const EndgameDatabase>(buildEndgames(GameId::Ayoayo, kTestEndgameSeeds)->database);
        PuzzleOptions options;
        options.count = 1;
        options.analysis.endgames = database;
        const std::vector<Puzzle> made = makePuzzles(rules, options);
        QCOMPARE(made.size(), std::size_t{1});
        const Puzzle& puzzle = made.front();
        Move worst = puzzle.solution;
        for (const PuzzleMove& m : puzzle.moves)
            if (m.value.score < valueOf(puzzle, worst).value.score)
                worst = m.move;
        QVERIFY(valueOf(puzzle, puzzle.solution).value.score - valueOf(puzzle, worst).value.score >= kBlunderLoss);

        QVERIFY(openWindow());
        session()->startFrom(GameId::Ayoayo, puzzle.position);
        QVERIFY(!actionOf(*window_, "mistakePuzzlesAction")->isEnabled());
        clickHole(worst.from);
        for (int moves = 0; !session()->game().over() && moves < 200; ++moves) {
            MoveList legal;
            session()->game().legalMoves(legal);
            clickHole(legal[0].from);
        }
        QVERIFY(session()->game().over());
        QAction* make = actionOf(*window_, "mistakePuzzlesAction");
        QVERIFY(make->isEnabled());
        QSignalSpy message(window_->findChild<MistakePuzzles*>(), &MistakePuzzles::message);
        make->trigger();
        while (message.isEmpty() || !message.last().first().toString().contains(QStringLiteral("made of")))
            QVERIFY(message.wait(120'000));

        const PuzzleBook::Read own =
            PuzzleBook(PuzzleBook::defaultMistakesFile()).puzzles(GameId::Ayoayo, PuzzleSource::Mistakes);
        QString ownText;
        for (const Puzzle& p : own.puzzles)
            ownText += QString::fromStdString(formatPuzzle(p)) + QLatin1Char('\n');
        QVERIFY2(std::any_of(own.puzzles.begin(), own.puzzles.end(),
                             [&](const Puzzle& p) { return p.position == puzzle.position; }),
                 qPrintable(QString::fromStdString(formatPuzzle(puzzle)) + QStringLiteral(" / ") + ownText));
        PuzzleDialog* dialog = openPuzzles();
        QVERIFY(dialog);
        dialog->choose(GameId::Ayoayo, PuzzleSource::Mistakes);
        QVERIFY(waitForCheck(dialog));
        QCOMPARE(dialog->stage(), PuzzleDialog::Stage::Solving);
    }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestPuzzleDialog)
#include "test_puzzle_dialog.moc"
