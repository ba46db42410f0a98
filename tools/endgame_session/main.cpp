// endgame-session: the session of issue 26 (item 5), played by the app's own
// window on Qt's offscreen platform, to measure the endgame databases'
// background work (README.md, "Measuring the endgame work"):
//
//   1. Ayoayo, the computer against itself at Expert: the first Expert move
//      asks for the Ayoayo endgames, whose build begins;
//   2. after AYOAYO seconds, a Bao la Kimasai game, computer against computer;
//   3. after BAO more seconds, a Djenon-aboure game, computer against computer;
//   4. after DJENON more seconds, Ayoayo again, the computer (Expert) against a
//      person who never moves: after its first move the computer waits, and
//      the endgame work has the processor to itself;
//   5. after LAST more seconds the window is closed (while the work runs, if
//      it has not finished).
//
// Every second it prints the process's resident memory, the build shown
// (game and percent) and the computer's searches so far (and whether one is
// under way), and when a database is ready; at the end, how long the window took to close (the
// MainWindow's destruction, which stops and joins every thread).
//
//   endgame-session FOLDER [AYOAYO BAO DJENON LAST]    (seconds; 20 20 20 20 by default)
//
// FOLDER holds the settings and the endgame files (emptied first by the caller
// for a session from nothing).
//
//   endgame-session --pause-gaps SEEDS
//
// builds the Ayoayo database of SEEDS seeds on this thread and prints, per
// layer, its time and the longest time between two pause points of the core
// (EndgamePause), where a stop is looked at: how long a stop can wait.
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSettings>
#include <QTimer>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <cstdlib>
#include <memory>

#include "play/computer_player.hpp"
#include "play/endgame_store.hpp"
#include "settings/settings.hpp"
#include "window/main_window.hpp"

namespace {

using mancala::GameId;
using mancala::Level;
using mancala::ui::PlayerKind;
using mancala::ui::PlayerSetup;

// VmRSS from /proc/self/status, in MiB.
double residentMiB() {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
    return 0;
}

PlayerSetup computerAgainst(PlayerKind north) {
    PlayerSetup p;
    p.kind = {PlayerKind::Computer, north};
    p.level = {Level::Expert, Level::Expert};
    return p;
}

const char* nameOf(GameId game) {
    return game == GameId::Ayoayo ? "ayoayo" : "djenon-aboure";
}

// The longest wait between two looks at the stop token, per layer.
int pauseGaps(int seeds) {
    using Clock = std::chrono::steady_clock;
    mancala::EndgameBuildState state = mancala::startEndgames(GameId::Ayoayo, seeds);
    Clock::time_point last = Clock::now();
    double longest = 0;
    double overall = 0;
    const mancala::EndgamePause pause = [&] {
        const Clock::time_point now = Clock::now();
        longest = std::max(longest, std::chrono::duration<double, std::milli>(now - last).count());
        last = now;
    };
    const auto progress = [&](const mancala::EndgameBuildProgress& p) {
        if (p.finished == nullptr)
            return;
        std::printf("layer %2d: %8.2f s, longest between pause points %7.2f ms\n", p.seeds, p.finished->seconds,
                    longest);
        std::fflush(stdout);
        overall = std::max(overall, longest);
        longest = 0;
    };
    mancala::continueEndgames(state, progress, {}, pause);
    std::printf("longest between pause points: %.2f ms\n", overall);
    return 0;
}

// The app's window with its settings and databases in `folder`: no welcome
// (a modal dialog holds the computer), no sound, no animation.
mancala::ui::MainWindow* openWindow(const QString& folder) {
    QDir().mkpath(folder);
    {
        QSettings ini(QDir(folder).filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
        ini.setValue(QStringLiteral("app/welcomed"), true);
        ini.setValue(QStringLiteral("sound/on"), false);
    }
    auto settings = std::make_unique<mancala::ui::Settings>(QDir(folder).filePath(QStringLiteral("settings.ini")));
    settings->setEndgameFolder(QDir(folder).filePath(QStringLiteral("endgames")));
    settings->setAnimationSpeed(mancala::ui::AnimationSpeed::Instant);
    auto* window = new mancala::ui::MainWindow(std::move(settings));
    window->show();
    return window;
}

} // namespace

int main(int argc, char* argv[]) {
    if (argc == 3 && std::strcmp(argv[1], "--pause-gaps") == 0)
        return pauseGaps(std::atoi(argv[2]));
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: endgame-session FOLDER [AYOAYO BAO DJENON LAST]\n");
        return 2;
    }
    const QString folder = QString::fromLocal8Bit(argv[1]);
    int phase[4] = {20, 20, 20, 20};
    for (int i = 0; i < 4 && i + 2 < argc; ++i)
        phase[i] = std::atoi(argv[i + 2]);
    auto* window = openWindow(folder);
    auto* store = window->findChild<mancala::ui::EndgameStore*>(QStringLiteral("endgameStore"));
    auto* computer = window->findChild<mancala::ui::ComputerPlayer*>(QStringLiteral("computerPlayer"));
    int searches = 0;
    QObject::connect(computer, &mancala::ui::ComputerPlayer::thinkingChanged, [&](bool on) { searches += on ? 1 : 0; });

    QElapsedTimer clock;
    clock.start();
    QTimer sample;
    QObject::connect(&sample, &QTimer::timeout, [&] {
        const auto building = store->building();
        std::printf("%6.1f s  RSS %7.1f MiB  %s %d %%  searches %d%s\n", static_cast<double>(clock.elapsed()) / 1000.0,
                    residentMiB(), building ? nameOf(building->game) : "-", building ? building->percent : 0, searches,
                    computer->isThinking() ? ", searching" : "");
        std::fflush(stdout);
    });
    sample.start(1000);
    QObject::connect(store, &mancala::ui::EndgameStore::ready, [&](GameId game) {
        std::printf("-- %s ready at %.1f s\n", nameOf(game), static_cast<double>(clock.elapsed()) / 1000.0);
    });
    const PlayerSetup computers = computerAgainst(PlayerKind::Computer);
    window->startGame(GameId::Ayoayo, QStringLiteral("A"), QStringLiteral("B"), computers);
    QTimer::singleShot(phase[0] * 1000, [&] {
        std::printf("-- Bao la Kimasai\n");
        window->startGame(GameId::BaoLaKimasai, QStringLiteral("A"), QStringLiteral("B"), computers);
    });
    QTimer::singleShot((phase[0] + phase[1]) * 1000, [&] {
        std::printf("-- Djenon-aboure\n");
        window->startGame(GameId::DjenonAboure, QStringLiteral("A"), QStringLiteral("B"), computers);
    });
    QTimer::singleShot((phase[0] + phase[1] + phase[2]) * 1000, [&] {
        std::printf("-- Ayoayo, the computer against a person\n");
        window->startGame(GameId::Ayoayo, QStringLiteral("A"), QStringLiteral("B"), computerAgainst(PlayerKind::Human));
    });
    QTimer::singleShot((phase[0] + phase[1] + phase[2] + phase[3]) * 1000, [&] {
        sample.stop();
        const auto building = store->building();
        std::printf("-- quit while building: %s\n", building ? nameOf(building->game) : "nothing");
        QElapsedTimer quit;
        quit.start();
        delete window;
        std::printf("quit took %lld ms\n", static_cast<long long>(quit.elapsed()));
        app.quit();
    });
    return app.exec();
}
