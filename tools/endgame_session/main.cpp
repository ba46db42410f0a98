// endgame-session: the session of issue 26 (item 5), played by the app's own
// window on Qt's offscreen platform, to measure the endgame databases'
// background work (README.md, "Measuring the endgame work"):
//
//   1. Ayoayo, the computer against itself at Expert: the first Expert move
//      asks for the Ayoayo endgames, whose build begins;
//   2. after AYOAYO seconds, a Bao la Kimasai game, computer against computer;
//   3. after BAO more seconds, a Djenon-aboure game, computer against computer;
//   4. after DJENON more seconds the window is closed while the work runs.
//
// Every second it prints the process's resident memory and the build shown
// (game and percent); at the end, how long the window took to close (the
// MainWindow's destruction, which stops and joins every thread).
//
//   endgame-session FOLDER [AYOAYO BAO DJENON]    (seconds; 20 20 20 by default)
//
// FOLDER holds the settings and the endgame files (emptied first by the caller
// for a session from nothing).
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSettings>
#include <QTimer>

#include <cstdio>
#include <cstdlib>
#include <memory>

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

PlayerSetup computers() {
    PlayerSetup p;
    p.kind = {PlayerKind::Computer, PlayerKind::Computer};
    p.level = {Level::Expert, Level::Expert};
    return p;
}

const char* nameOf(GameId game) {
    return game == GameId::Ayoayo ? "ayoayo" : "djenon-aboure";
}

} // namespace

int main(int argc, char* argv[]) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: endgame-session FOLDER [AYOAYO BAO DJENON]\n");
        return 2;
    }
    const QString folder = QString::fromLocal8Bit(argv[1]);
    const int phase[3] = {argc > 2 ? std::atoi(argv[2]) : 20, argc > 3 ? std::atoi(argv[3]) : 20,
                          argc > 4 ? std::atoi(argv[4]) : 20};
    QDir().mkpath(folder);
    {
        // No welcome (a modal dialog holds the computer) and no sound.
        QSettings ini(QDir(folder).filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
        ini.setValue(QStringLiteral("app/welcomed"), true);
        ini.setValue(QStringLiteral("sound/on"), false);
    }
    auto settings = std::make_unique<mancala::ui::Settings>(QDir(folder).filePath(QStringLiteral("settings.ini")));
    settings->setEndgameFolder(QDir(folder).filePath(QStringLiteral("endgames")));
    settings->setAnimationSpeed(mancala::ui::AnimationSpeed::Instant);
    auto* window = new mancala::ui::MainWindow(std::move(settings));
    window->show();
    auto* store = window->findChild<mancala::ui::EndgameStore*>(QStringLiteral("endgameStore"));

    QElapsedTimer clock;
    clock.start();
    QTimer sample;
    QObject::connect(&sample, &QTimer::timeout, [&] {
        const auto building = store->building();
        std::printf("%6.1f s  RSS %7.1f MiB  %s %d %%\n", static_cast<double>(clock.elapsed()) / 1000.0,
                    residentMiB(), building ? nameOf(building->game) : "-", building ? building->percent : 0);
        std::fflush(stdout);
    });
    sample.start(1000);
    window->startGame(GameId::Ayoayo, QStringLiteral("A"), QStringLiteral("B"), computers());
    QTimer::singleShot(phase[0] * 1000, [&] {
        std::printf("-- Bao la Kimasai\n");
        window->startGame(GameId::BaoLaKimasai, QStringLiteral("A"), QStringLiteral("B"), computers());
    });
    QTimer::singleShot((phase[0] + phase[1]) * 1000, [&] {
        std::printf("-- Djenon-aboure\n");
        window->startGame(GameId::DjenonAboure, QStringLiteral("A"), QStringLiteral("B"), computers());
    });
    QTimer::singleShot((phase[0] + phase[1] + phase[2]) * 1000, [&] {
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
