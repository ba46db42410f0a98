#include <QAbstractItemView>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileSystemModel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <QAbstractTextDocumentLayout>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextList>

#include <chrono>
#include <cstdio>
#include <memory>

#include "play/analysis/analysis_model.hpp"
#include "play/analysis/evaluation_model.hpp"
#include "mancala/setup.hpp"
#include "play/analysis/evaluation_panel.hpp"
#include "records/file_list_format.hpp"
#include "records/game_files.hpp"
#include "rules/rules_browser.hpp"
#include "screenshots.hpp"
#include "play/puzzle_checker.hpp"
#include "mancala/clock.hpp"
#include "session/game_clocks.hpp"
#include "window/clock_bar.hpp"
#include "window/puzzle_dialog.hpp"
#include "window/replay_bar.hpp"
#include "window/set_up_dialog.hpp"
#include "window_fixture.hpp"

namespace mancala::ui::shots {

namespace {

// The evaluation dock beside a few moves of Tihbat (exact values: quick).
bool evaluationShot(MainWindow& window, const QString& path) {
    window.startGame(GameId::Tihbat, QString(), QString());
    test::playRandomMoves(*test::sessionOf(window), 4, 8);
    auto* evaluation = test::partOf<EvaluationPanel>(window, "evaluationDock");
    evaluation->show();
    window.resizeDocks({evaluation}, {380}, Qt::Horizontal);
    const int ply = test::sessionOf(window)->game().ply();
    if (!QTest::qWaitFor([&] { return test::partOf<AnalysisModel>(window, "analysisModel")->positionsDone() > ply; },
                         60000)) {
        std::fprintf(stderr, "the evaluation did not finish\n");
        return false;
    }
    save(&window, path);
    evaluation->hide();
    return true;
}

// The Open dialog in detail view on `work` (which holds the saved game, a
// folder and a text file), taken once its rows are listed.
bool fileDialogShot(MainWindow& window, const QDir& work, const QString& path) {
    work.mkpath(QStringLiteral("2026"));
    QFile notes(work.filePath(QStringLiteral("notes.txt")));
    if (!notes.open(QIODevice::WriteOnly) || notes.write("a1 b2\n") < 0)
        return false;
    notes.close();
    bool taken = false;
    QTimer::singleShot(0, &window, [&] {
        auto* dialog = window.findChild<QFileDialog*>(QStringLiteral("openGameDialog"));
        if (dialog == nullptr || dialog->proxyModel() == nullptr)
            return;
        dialog->setViewMode(QFileDialog::Detail);
        dialog->resize(820, 480);
        // Taken once the folder and the saved game are listed, with their
        // sizes and dates (they come from Qt's file information thread).
        QAbstractProxyModel* list = dialog->proxyModel();
        auto* files = qobject_cast<QFileSystemModel*>(list->sourceModel());
        const auto listed = [&] {
            const QModelIndex root = list->mapFromSource(files->index(work.absolutePath()));
            if (list->rowCount(root) < 2)
                return false;
            for (int r = 0; r < list->rowCount(root); ++r) {
                const QModelIndex row = list->index(r, 0, root);
                const QFileInfo file(files->filePath(list->mapToSource(row)));
                if (file.isFile() &&
                    row.siblingAtColumn(FileListFormat::Size).data().toString() != FileListFormat::size(file.size()))
                    return false;
            }
            return true;
        };
        if (files != nullptr && QTest::qWaitFor(listed, 10000)) {
            settle();
            save(dialog, path);
            taken = true;
        }
        dialog->reject();
    });
    window.files()->openDialog();
    if (!taken)
        std::fprintf(stderr, "the Open dialog did not list its folder\n");
    return taken;
}

// The rules dock beside the board, at its first list (the board's parts).
void rulesListShot(MainWindow& window, const QString& path) {
    RulesBrowser* rules = test::partOf<RulesBrowser>(window, "rulesDock");
    rules->showRulesAction()->trigger();
    window.resizeDocks({rules}, {480}, Qt::Horizontal);
    settle();
    QTextBrowser* page = test::partOf<QTextBrowser>(*rules, "rulesPage");
    for (QTextBlock block = page->document()->begin(); block.isValid(); block = block.next()) {
        if (block.textList() != nullptr) {
            const QRectF place = page->document()->documentLayout()->blockBoundingRect(block.previous());
            page->verticalScrollBar()->setValue(static_cast<int>(place.top()));
            break;
        }
    }
    save(&window, path);
    rules->hide();
}

// Game ▸ Set Up Position… on a Kalah game: a position typed, then the
// board emptied with South to move (refused, with the reason), then a Bao la
// Kimasai board being set up; the Kalah position played from, in the window.
bool setUpShots(MainWindow& window, const QString& ready, const QString& refused, const QString& bao,
                const QString& played) {
    window.startGame(GameId::Kalah, QStringLiteral("Amani"), QStringLiteral("Zuberi"));
    test::actionOf(window, "setUpAction")->trigger();
    settle();
    auto* dialog = window.findChild<SetUpDialog*>();
    if (dialog == nullptr) {
        std::fprintf(stderr, "Game ▸ Set Up Position opened no dialog\n");
        return false;
    }
    const Position kalah = *parsePosition(rulesFor(GameId::Kalah), "0,3,0,2,1,9/1,0,5,4,0,6 north 9-8");
    dialog->setPosition(kalah);
    settle();
    save(dialog, ready);
    test::partOf<QPushButton>(*dialog, "emptyBoardButton")->click();
    settle();
    save(dialog, refused);
    dialog->setPosition(kalah);
    test::partOf<QPushButton>(*dialog, "playButton")->click();
    settle();
    save(&window, played);

    window.startGame(GameId::BaoLaKimasai, QString(), QString());
    test::actionOf(window, "setUpAction")->trigger();
    settle();
    dialog = window.findChild<SetUpDialog*>();
    const Rules& rules = rulesFor(GameId::BaoLaKimasai);
    for (int col = 0; col < rules.cols(); col += 2)
        QTest::mouseClick(dialog->board(), Qt::LeftButton, {}, dialog->board()->holeRect(rules.hole(2, col)).center());
    settle();
    save(dialog, bao);
    dialog->reject();
    return true;
}

// Game ▸ Puzzles on Tihbat's starting set: the puzzle offered once checked,
// a wrong move told its value, then the solution found.
bool puzzleShots(MainWindow& window, const QString& solving, const QString& missed, const QString& solved) {
    window.startGame(GameId::Tihbat, QString(), QString());
    test::actionOf(window, "puzzlesAction")->trigger();
    settle();
    auto* dialog = window.findChild<PuzzleDialog*>();
    if (dialog == nullptr) {
        std::fprintf(stderr, "Game ▸ Puzzles opened no dialog\n");
        return false;
    }
    if (dialog->stage() == PuzzleDialog::Stage::Checking) {
        QSignalSpy checked(dialog->findChild<PuzzleChecker*>(), &PuzzleChecker::checked);
        checked.wait(120'000);
    }
    if (dialog->stage() != PuzzleDialog::Stage::Solving) {
        std::fprintf(stderr, "Game ▸ Puzzles offered no puzzle\n");
        return false;
    }
    settle();
    save(dialog, solving);
    const Puzzle puzzle = *dialog->puzzle();
    const auto click = [dialog](Move m) {
        QSignalSpy finished(dialog->board(), &BoardView::animationFinished);
        QTest::mouseClick(dialog->board(), Qt::LeftButton, {}, dialog->board()->holeRect(m.from).center());
        finished.wait(30'000);
        settle();
    };
    for (const PuzzleMove& m : puzzle.moves)
        if (m.move != puzzle.solution) {
            click(m.move);
            break;
        }
    save(dialog, missed);
    test::partOf<QPushButton>(*dialog, "tryAgainButton")->click();
    click(puzzle.solution);
    save(dialog, solved);
    dialog->accept();
    return true;
}

// A Kalah game on the clock (5 min + 3 s, on a fake time): a few moves in,
// then North's flag fallen.
bool clockShots(MainWindow& window, const QString& running, const QString& lost) {
    auto* clocks = test::partOf<GameClocks>(window, "gameClocks");
    auto now = std::make_shared<std::chrono::milliseconds>(0);
    clocks->setTimeSource([now] { return *now; });
    clocks->setTimeControl(TimeControl{std::chrono::minutes(5), std::chrono::seconds(3)});
    window.startGame(GameId::Kalah, QStringLiteral("Amani"), QStringLiteral("Zuberi"));
    settle();
    GameSession* session = test::sessionOf(window);
    for (int i = 0; i < 6 && !session->game().over(); ++i) {
        *now += std::chrono::milliseconds(4300 + 2700 * i);
        MoveList legal;
        session->game().legalMoves(legal);
        test::clickHoleOf(window, legal[legal.size() - 1].from);
        settle();
    }
    *now += std::chrono::seconds(7);
    test::partOf<ClockBar>(window, "clockBar")->update();
    settle();
    save(&window, running);
    *now += std::chrono::minutes(6);
    if (!clocks->checkFlag()) {
        std::fprintf(stderr, "no flag fell on the clock\n");
        return false;
    }
    settle();
    save(&window, lost);
    clocks->setTimeControl(std::nullopt);
    clocks->setTimeSource([] {
        return std::chrono::duration_cast<std::chrono::milliseconds>(
            std::chrono::steady_clock::now().time_since_epoch());
    });
    window.startGame(GameId::Kalah, QString(), QString());
    return true;
}

} // namespace

bool takeReadingShots(MainWindow& window, Language language, const QDir& out, const QDir& work) {
    const QString code = languageCode(language);
    const auto file = [&](const char* what) {
        return out.filePath(QStringLiteral("%1-%2.png").arg(QLatin1String(what), code));
    };

    // Players named in another script than the interface's.
    const bool urdu = language == Language::Urdu;
    window.startGame(GameId::Ayoayo, urdu ? QStringLiteral("Amani") : QStringLiteral("ثناء"),
                     urdu ? QStringLiteral("Juma Omari") : QStringLiteral("عمران خان"));
    test::playRandomMoves(*test::sessionOf(window), 7, 12);
    save(&window, file("names"));
    save(test::partOf<QDockWidget>(window, "moveDock"), file("move-list"));
    if (!window.files()->saveTo(work.filePath(urdu ? QStringLiteral("Amani.mancala") : QStringLiteral("ثناء.mancala"))))
        return false;
    if (!fileDialogShot(window, work, file("file-dialog")))
        return false;

    // The same game played to its end and replayed from move 9.
    test::playRandomMoves(*test::sessionOf(window), 8, 100000);
    auto* bar = test::partOf<ReplayBar>(window, "replayBar");
    test::partOf<QAction>(*bar, "replayGameAction")->trigger();
    test::replayOf(window)->goTo(9);
    test::boardViewOf(window)->finishAnimation();
    save(&window, file("replay"));
    test::partOf<QAction>(*bar, "leaveReplayAction")->trigger();

    rulesListShot(window, file("rules-list"));
    if (!setUpShots(window, file("set-up"), file("set-up-refused"), file("set-up-bao-la-kimasai"),
                    file("set-up-played")))
        return false;
    if (!puzzleShots(window, file("puzzle"), file("puzzle-missed"), file("puzzle-solved")))
        return false;
    if (!clockShots(window, file("clock"), file("clock-lost")))
        return false;
    return evaluationShot(window, file("evaluation")) && analysisShot(window, language, file("analysis")) &&
           provenWinShot(window, file("analysis-proven-win"));
}

} // namespace mancala::ui::shots
