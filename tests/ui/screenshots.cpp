// Takes the screenshots of docs/screenshots/ (not a test): in each language,
// the main window during a game, the new-game dialog, the rules browser
// beside the board with a "Show me" example played, the game-over message,
// and the Game menu opened.
//
//   QT_QPA_PLATFORM=offscreen ui_screenshots <directory>
#include <QApplication>
#include <QDir>
#include <QMenu>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QTest>
#include <QScrollBar>
#include <QTextBrowser>

#include <cstdio>
#include <memory>
#include <random>

#include "board_view.hpp"
#include "game_session.hpp"
#include "language.hpp"
#include "main_window.hpp"
#include "new_game_dialog.hpp"
#include "rules_browser.hpp"
#include "settings.hpp"
#include "translations.hpp"

using namespace mancala;
using namespace mancala::ui;

namespace {

void settle() {
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    QTest::qWait(50);
}

void save(QWidget* widget, const QString& path) {
    settle();
    if (!widget->grab().save(path))
        std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
}

// Plays random legal moves with a fixed seed: `count` of them, or to the end.
void play(GameSession* session, unsigned seed, int count) {
    std::mt19937 rng(seed);
    for (int i = 0; i < count && !session->game().over(); ++i) {
        MoveList moves;
        session->game().legalMoves(moves);
        std::uniform_int_distribution<int> pick(0, moves.size() - 1);
        session->play(moves[pick(rng)]);
    }
}

} // namespace

int main(int argc, char* argv[]) {
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
        const auto file = [&](const char* what) { return out.filePath(QStringLiteral("%1-%2.png").arg(QLatin1String(what), code)); };

        MainWindow window(std::make_unique<Settings>(home.filePath(QStringLiteral("settings.ini"))));
        window.setAnimationSpeed(AnimationSpeed::Instant);
        window.resize(1100, 680);
        window.show();
        if (!QTest::qWaitForWindowExposed(&window))
            return 1;
        window.startGame(GameId::Ayoayo, QString(), QString());
        play(window.session(), 7, 9);
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

        window.rulesBrowser()->showRulesAction()->trigger();
        window.rulesBrowser()->exampleBoard()->setAnimationSpeed(AnimationSpeed::Instant);
        window.resizeDocks({window.rulesBrowser()}, {480}, Qt::Horizontal);
        window.rulesBrowser()->showExample(0);
        QTest::qWait(1000);
        window.rulesBrowser()->page()->verticalScrollBar()->setValue(
            window.rulesBrowser()->page()->verticalScrollBar()->maximum() / 4);
        save(&window, file("rules"));
        window.rulesBrowser()->hide();

        window.startGame(GameId::DjenonAboure, QString(), QString());
        play(window.session(), 11, 100000);
        save(&window, file("game-over"));
    }
    return 0;
}
