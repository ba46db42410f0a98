// The analysis screenshots (screenshots.hpp): a finished Djenon-aboure game
// replayed at move 14 with the Analysis dock (graph, summary) and the marks
// in the move list, and that game's board (SVG) and game sheet (PDF) as
// exported, beside the PNGs.
#include <QDockWidget>
#include <QMessageBox>
#include <QTest>

#include <algorithm>
#include <cstdio>
#include <random>

#include "board/board_view.hpp"
#include "mancala/search.hpp"
#include "play/analysis/analysis_model.hpp"
#include "screenshots.hpp"
#include "window/analysis_panel.hpp"
#include "records/game_files.hpp"
#include "window/board_export.hpp"
#include "window_fixture.hpp"

namespace mancala::ui::shots {

namespace {

// The replay at `ply` with its analysis complete, the window saved to
// `path`, and the game exported beside it: its sheet (PDF), and with
// `board` the board shown (SVG).
bool replayedWithAnalysis(MainWindow& window, int ply, const QString& path, bool board) {
    test::replayOf(window)->goTo(ply);
    test::boardViewOf(window)->finishAnimation();
    auto* analysis = test::partOf<AnalysisModel>(window, "analysisModel");
    auto* panel = test::partOf<AnalysisPanel>(window, "analysisDock");
    if (!QTest::qWaitFor([&] { return analysis->isComplete(); }, 120000) || !panel->isVisible()) {
        std::fprintf(stderr, "the analysis did not finish\n");
        return false;
    }
    window.resizeDocks({panel}, {330}, Qt::Vertical);
    settle();
    save(&window, path);
    auto* exports = test::partOf<BoardExport>(window, "boardExport");
    const QString base = path.left(path.size() - 4);
    const bool written = (!board || exports->exportBoardTo(base + QStringLiteral(".svg")).ok()) &&
                         exports->exportGameTo(base + QStringLiteral(".pdf")).ok();
    test::replayOf(window)->stop();
    panel->hide();
    return written;
}

} // namespace

bool analysisShot(MainWindow& window, Language language, const QString& path) {
    const bool urdu = language == Language::Urdu;
    window.startGame(GameId::DjenonAboure, urdu ? QStringLiteral("ثناء") : QStringLiteral("Amani"),
                     urdu ? QStringLiteral("عمران") : QStringLiteral("Juma"));
    // Intermediate against Intermediate, with a random move now and then:
    // a game with a few real mistakes.
    GameSession& session = *test::sessionOf(window);
    std::mt19937 random(31);
    SearchOptions options;
    options.level = Level::Intermediate;
    while (!session.game().over()) {
        options.seed = static_cast<std::uint64_t>(session.game().ply()) + 1;
        session.play(session.game().ply() % 5 == 4 ? test::randomLegalMove(session.game(), random)
                                                   : chooseMove(session.game(), options).move);
    }
    test::replayOf(window)->start(std::min(14, session.game().ply()));
    return replayedWithAnalysis(window, std::min(14, session.game().ply()), path, true);
}

// The game that found proven wins called blunders
// (tests/cli/data/djenon-aboure-proven-win.mancala), opened and replayed at
// ply 16: no mark on North's f2 and b2, the passes unmarked; and its sheet.
bool provenWinShot(MainWindow& window, const QString& path) {
    // The game before it is not kept.
    const test::ModalAnswer discard([](QWidget* modal) { test::clickButton(modal, QMessageBox::DestructiveRole); });
    if (!window.files()->open(QStringLiteral(MANCALA_SAMPLE_DIR "/djenon-aboure-proven-win.mancala")))
        return false;
    return replayedWithAnalysis(window, 16, path, false);
}

} // namespace mancala::ui::shots
