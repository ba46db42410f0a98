// Takes the screenshots of docs/screenshots/ (not a test): in each language,
// the main window during a game, the new-game dialog, the rules browser
// beside the board at its start position picture and with a "Show me"
// example played, the game-over message,
// the Game menu opened, a message box with Qt's own buttons, the About box,
// the move list, a game between players named in another script, the Open
// dialog, the replay bar, the rules' first list, the evaluation dock and the
// analysis with its board and game sheet exported (screenshots_reading.cpp,
// screenshots_analysis.cpp), Settings ▸ Sound, Board Theme and Computer and the
// high-contrast board (screenshots_looks.cpp); then, in English, the main
// window a few moves into each game, each board theme mid-game and a dark
// desktop (screenshots_looks.cpp), the evaluation dock beside a Bao la
// Kimasai game and a relay move caught halfway through its sowing; and the
// application icon the app bundles at 16, 48 and 256 px.
//
//   QT_QPA_PLATFORM=offscreen ui_screenshots <directory>
#include <QApplication>
#include <QDir>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QVariantAnimation>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <random>
#include <utility>
#include <vector>

#include "play/analysis/analysis_model.hpp"
#include "play/analysis/evaluation_model.hpp"
#include "screenshots.hpp"
#include "window/about_dialog.hpp"
#include "window/app_identity.hpp"
#include "window/new_game_dialog.hpp"
#include "window_fixture.hpp"

using namespace mancala;
using namespace mancala::ui;
using shots::save;
using shots::settle;

namespace {

// Plays random legal moves with a fixed seed: `count` of them, or to the end.
void play(const MainWindow& window, unsigned seed, int count) {
    test::playRandomMoves(*test::sessionOf(window), seed, count);
}

// A window on `settingsFile`, shown at the size of the screenshots (nullptr
// if it could not be shown).
std::unique_ptr<MainWindow> shownWindow(const QString& settingsFile) {
    auto window = test::newWindow(settingsFile, AnimationSpeed::Instant);
    window->resize(1100, 680);
    return test::showWindow(*window) ? std::move(window) : nullptr;
}

// A legal move of the position shown whose sowing goes round in relay laps
// (the one with the most sowing events), or a pass when there is none.
Move relayMove(const GameSession& session) {
    MoveList moves;
    session.game().legalMoves(moves);
    Move best = Move::pass();
    long bestLength = 0;
    for (int i = 0; i < moves.size(); ++i) {
        Position after = session.position();
        Trace trace;
        session.rules().apply(after, moves[i], &trace);
        const bool relays =
            std::any_of(trace.begin(), trace.end(), [](const Event& e) { return e.kind == EventKind::Lap; });
        const long length = static_cast<long>(trace.size());
        if (relays && length > bestLength) {
            best = moves[i];
            bestLength = length;
        }
    }
    return best;
}

} // namespace

// Offscreen, the screen is 1400 × 900 (Qt's offscreen platform would make
// it 800 × 800), so that dialogs size themselves as on a laptop's screen.
void useLaptopScreen(const QTemporaryDir& dir) {
    if (qEnvironmentVariable("QT_QPA_PLATFORM", QStringLiteral("offscreen")) != QLatin1String("offscreen"))
        return;
    const QString config = dir.filePath(QStringLiteral("screen.json"));
    if (test::writeFile(config, R"({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": 1400, "height": 900,
                                   "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})"))
        qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.toLocal8Bit());
}

int main(int argc, char* argv[]) {
    const QTemporaryDir screenDir;
    useLaptopScreen(screenDir);
    QApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: ui_screenshots <directory>\n");
        return 2;
    }
    const QDir out(QString::fromLocal8Bit(argv[1]));
    QTemporaryDir home;
    Translations::install(app, Language::English);

    for (Language language : kAllLanguages) {
        const QString error = Translations::switchTo(language);
        if (!error.isEmpty()) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        settle();
        const QString code = languageCode(language);
        const auto file = [&](const char* what) {
            return out.filePath(QStringLiteral("%1-%2.png").arg(QLatin1String(what), code));
        };

        const auto shown = shownWindow(home.filePath(QStringLiteral("settings.ini")));
        if (!shown)
            return 1;
        MainWindow& window = *shown;
        window.startGame(GameId::Ayoayo, QString(), QString());
        play(window, 7, 9);
        save(&window, file("main-window"));

        QMenu* game = window.menuBar()->actions().first()->menu();
        game->popup(window.mapToGlobal(QPoint(0, 0)));
        save(game, file("game-menu"));
        game->hide();

        window.newGameDialog();
        settle();
        auto* dialog = window.findChild<NewGameDialog*>();
        save(dialog, file("new-game"));
        dialog->reject();

        RulesBrowser* rules = test::partOf<RulesBrowser>(window, "rulesDock");
        rules->showRulesAction()->trigger();
        test::partOf<BoardView>(*rules, "exampleBoard")->setAnimationSpeed(AnimationSpeed::Instant);
        window.resizeDocks({rules}, {480}, Qt::Horizontal);
        settle();
        test::partOf<QTextBrowser>(*rules, "rulesPage")->scrollToAnchor(QStringLiteral("start-position"));
        save(&window, file("rules"));
        rules->showExample(0);
        QTest::qWait(1000);
        save(&window, file("show-me"));

        // Kalah and Oware with their rules beside them (the dock follows the game).
        for (const GameId g : {GameId::Kalah, GameId::Oware}) {
            window.startGame(g, QString(), QString());
            play(window, 4, 12);
            settle();
            test::partOf<QTextBrowser>(*rules, "rulesPage")->scrollToAnchor(QStringLiteral("captures"));
            save(&window, file(g == GameId::Kalah ? "game-kalah" : "game-oware"));
        }
        rules->hide();

        window.startGame(GameId::DjenonAboure, QString(), QString());
        play(window, 11, 100000);
        save(&window, file("game-over"));

        // A question with Qt's own buttons, in the words of the file menu.
        QMessageBox box(QMessageBox::Warning, QCoreApplication::translate("mancala::ui::FileDialogs", "Unsaved Game"),
                        QCoreApplication::translate("mancala::ui::FileDialogs", "Do you want to save this game of %1?")
                            .arg(QCoreApplication::translate("Wording", "Ayoayo")),
                        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, &window);
        box.setInformativeText(
            QCoreApplication::translate("mancala::ui::FileDialogs", "Its moves will be lost if you do not save them."));
        box.show();
        save(&box, file("message"));
        box.hide();

        test::actionOf(window, "aboutAction")->trigger();
        settle();
        auto* about = window.findChild<AboutDialog*>();
        save(about, file("about"));
        about->reject();

        if (!shots::takeReadingShots(window, language, out, QDir(home.path())) ||
            !shots::takeSettingsShots(window, language, out))
            return 1;
    }

    const QString error = Translations::switchTo(Language::English);
    if (!error.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    settle();
    const auto shown = shownWindow(home.filePath(QStringLiteral("settings.ini")));
    if (!shown)
        return 1;
    MainWindow& window = *shown;
    struct Shot {
        GameId game;
        const char* name;
        unsigned seed;
        int moves;
    };
    for (const Shot& shot :
         {Shot{GameId::DjenonAboure, "game-djenon-aboure", 3, 6}, Shot{GameId::Ayoayo, "game-ayoayo", 5, 6},
          Shot{GameId::Tihbat, "game-tihbat", 8, 6}, Shot{GameId::BaoLaKimasai, "game-bao-la-kimasai", 13, 6},
          Shot{GameId::kalah(6, 5, true), "game-kalah-6-5-empty-capture", 2, 9},
          Shot{GameId::Oware, "game-oware", 9, 30}}) {
        window.startGame(shot.game, QString(), QString());
        play(window, shot.seed, shot.moves);
        save(&window, out.filePath(QStringLiteral("%1.png").arg(QLatin1String(shot.name))));
    }

    if (!shots::takeThemeShots(window, out))
        return 1;

    // The evaluation dock beside a Bao la Kimasai game of 24 moves, every
    // position searched.
    window.startGame(GameId::BaoLaKimasai, QString(), QString());
    play(window, 21, 24);
    EvaluationPanel* evaluation = test::partOf<EvaluationPanel>(window, "evaluationDock");
    evaluation->show();
    window.resizeDocks({evaluation}, {420}, Qt::Horizontal);
    const AnalysisModel* analysis = test::partOf<AnalysisModel>(window, "analysisModel");
    if (!QTest::qWaitFor([&] { return analysis->positionsDone() > test::sessionOf(window)->game().ply(); }, 120000)) {
        std::fprintf(stderr, "the evaluation did not finish\n");
        return 1;
    }
    save(&window, out.filePath(QStringLiteral("evaluation-bao-la-kimasai.png")));
    evaluation->hide();

    // A relay move of Ayoayo at Normal speed, held at 45% on a paused clock.
    window.startGame(GameId::Ayoayo, QString(), QString());
    play(window, 5, 4);
    const Move relay = relayMove(*test::sessionOf(window));
    if (relay.isPass()) {
        std::fprintf(stderr, "no relay move to animate\n");
        return 1;
    }
    window.setAnimationSpeed(AnimationSpeed::Normal);
    test::sessionOf(window)->play(relay);
    auto* clock = test::boardViewOf(window)->findChild<QVariantAnimation*>(QStringLiteral("boardClock"));
    if (clock == nullptr || clock->state() != QAbstractAnimation::Running) {
        std::fprintf(stderr, "the relay move does not animate\n");
        return 1;
    }
    clock->pause();
    clock->setCurrentTime(static_cast<int>(clock->duration() * 0.45));
    save(&window, out.filePath(QStringLiteral("sowing-mid-animation.png")));
    clock->resume();
    test::boardViewOf(window)->finishAnimation();

    // Kalah's first move c1 at Normal speed: a seed flying into South's
    // store, then the "Another turn" badge.
    window.startGame(GameId::Kalah, QString(), QString());
    test::sessionOf(window)->play(Move::sow(rulesFor(GameId::Kalah).hole(0, 2)));
    auto* kalahClock = test::boardViewOf(window)->findChild<QVariantAnimation*>(QStringLiteral("boardClock"));
    if (kalahClock == nullptr || kalahClock->state() != QAbstractAnimation::Running) {
        std::fprintf(stderr, "the Kalah move does not animate\n");
        return 1;
    }
    kalahClock->pause();
    for (const auto& [share, name] : {std::pair{0.7, "sowing-kalah-store"}, std::pair{0.95, "sowing-kalah-again"}}) {
        kalahClock->setCurrentTime(static_cast<int>(kalahClock->duration() * share));
        save(&window, out.filePath(QStringLiteral("%1.png").arg(QLatin1String(name))));
    }
    kalahClock->resume();
    test::boardViewOf(window)->finishAnimation();

    // The icon as the app bundles it (the very PNGs the build installs).
    const QIcon icon = bundledApplicationIcon();
    for (int size : {16, 48, 256}) {
        const QString path = out.filePath(QStringLiteral("icon-%1.png").arg(size));
        if (!icon.pixmap(size).save(path, "PNG"))
            std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
    }
    return 0;
}
