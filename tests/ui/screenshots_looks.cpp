// The screenshots of the board's themes and of Settings (see screenshots.hpp).
#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QPalette>

#include <cstdio>

#include "board/theme_menu.hpp"
#include "play/player_menu.hpp"
#include "play/turn_controller.hpp"
#include "window/statistics_dialog.hpp"
#include "play/cores_menu.hpp"
#include "play/sound/sound_menu.hpp"
#include "screenshots.hpp"
#include "window_fixture.hpp"

namespace mancala::ui::shots {

namespace {

// The menu of the menu bar that holds `submenu`.
QMenu* menuHolding(const MainWindow& window, const QMenu* submenu) {
    for (QAction* action : window.menuBar()->actions())
        if (QMenu* menu = action->menu(); menu && menu->actions().contains(submenu->menuAction()))
            return menu;
    return nullptr;
}

// `window` with `menu` open under its title and `submenu` open beside it, as
// one picture (the window, then each menu where it is on the screen).
void saveWithMenus(MainWindow& window, QMenu* menu, QMenu* submenu, const QString& path) {
    const QRect title = window.menuBar()->actionGeometry(menu->menuAction());
    menu->popup(window.menuBar()->mapToGlobal(title.bottomLeft()));
    settle();
    const QRect item = menu->actionGeometry(submenu->menuAction());
    const bool rightToLeft = window.isRightToLeft();
    submenu->popup(
        menu->mapToGlobal(rightToLeft ? item.topLeft() - QPoint(submenu->sizeHint().width(), 0) : item.topRight()));
    settle();
    QImage picture = window.grab().toImage();
    QPainter p(&picture);
    for (QMenu* open : {menu, submenu})
        p.drawPixmap(window.mapFromGlobal(open->pos()), open->grab());
    p.end();
    submenu->hide();
    menu->hide();
    saveImage(picture, path);
}

// An Ayoayo game against the computer (paused), South to move with View ▸
// Show Playable Holes on, the last move marked and Computer ▸ North Is
// Played By open.
bool takePlayersShot(MainWindow& window, const QString& path) {
    auto* north = test::partOf<PlayerMenu>(window, "northPlayerMenu");
    QMenu* computer = menuHolding(window, north);
    if (computer == nullptr) {
        std::fprintf(stderr, "no Computer menu with North Is Played By\n");
        return false;
    }
    PlayerSetup players;
    players.kind[index(Side::North)] = PlayerKind::Computer;
    players.level[index(Side::North)] = Level::Expert;
    window.startGame(GameId::Ayoayo, QStringLiteral("Amani"), QString(), players);
    test::partOf<TurnController>(window, "turnController")->pauseAction()->setChecked(true);
    GameSession& session = *test::sessionOf(window);
    test::playRandomMoves(session, 5, 8);
    if (session.position().toMove != Side::South)
        test::playRandomMoves(session, 6, 1);
    QAction* playable = test::actionOf(window, "showPlayableAction");
    playable->setChecked(true);
    settle();
    saveWithMenus(window, computer, north, path);
    playable->setChecked(false);
    window.startGame(GameId::Ayoayo, QString(), QString(), PlayerSetup{});
    return true;
}

// Game ▸ Statistics after a few games against the computer, each played to
// its end with random moves (the computer paused).
bool takeStatisticsShot(MainWindow& window, const QString& path) {
    for (unsigned seed : {21u, 22u, 23u}) {
        PlayerSetup players;
        players.kind[index(Side::North)] = PlayerKind::Computer;
        players.level[index(Side::North)] = seed == 23u ? Level::Expert : Level::Beginner;
        window.startGame(GameId::Tihbat, QStringLiteral("Amani"), QString(), players);
        test::partOf<TurnController>(window, "turnController")->pauseAction()->setChecked(true);
        test::playRandomMoves(*test::sessionOf(window), seed, 100000);
    }
    test::actionOf(window, "statisticsAction")->trigger();
    settle();
    auto* dialog = window.findChild<StatisticsDialog*>();
    if (dialog == nullptr) {
        std::fprintf(stderr, "Game ▸ Statistics opened no dialog\n");
        return false;
    }
    save(dialog, path);
    dialog->reject();
    window.startGame(GameId::Ayoayo, QString(), QString(), PlayerSetup{});
    return true;
}

} // namespace

bool takeSettingsShots(MainWindow& window, Language language, const QDir& out) {
    const QString code = languageCode(language);
    auto* sound = test::partOf<SoundMenu>(window, "soundMenu");
    auto* theme = test::partOf<ThemeMenu>(window, "themeMenu");
    QMenu* settings = menuHolding(window, sound);
    if (settings == nullptr || menuHolding(window, theme) != settings) {
        std::fprintf(stderr, "no Settings menu with Sound and Board Theme\n");
        return false;
    }
    window.startGame(GameId::Ayoayo, QString(), QString());
    test::playRandomMoves(*test::sessionOf(window), 7, 9);
    // The fixture's windows are silent: the menu is shown with sound on.
    const bool wasOn = test::partOf<QAction>(*sound, "soundOnAction")->isChecked();
    test::partOf<QAction>(*sound, "soundOnAction")->setChecked(true);
    saveWithMenus(window, settings, sound, out.filePath(QStringLiteral("sound-menu-%1.png").arg(code)));
    test::partOf<QAction>(*sound, "soundOnAction")->setChecked(wasOn);
    saveWithMenus(window, settings, theme, out.filePath(QStringLiteral("theme-menu-%1.png").arg(code)));
    saveWithMenus(window, settings, test::partOf<CoresMenu>(window, "coresMenu"),
                  out.filePath(QStringLiteral("cores-menu-%1.png").arg(code)));
    theme->themeAction(ThemeChoice::HighContrast)->trigger();
    save(&window, out.filePath(QStringLiteral("theme-high-contrast-%1.png").arg(code)));
    theme->themeAction(ThemeChoice::Automatic)->trigger();
    return takePlayersShot(window, out.filePath(QStringLiteral("players-%1.png").arg(code))) &&
           takeStatisticsShot(window, out.filePath(QStringLiteral("statistics-%1.png").arg(code)));
}

bool takeThemeShots(MainWindow& window, const QDir& out) {
    auto* theme = test::partOf<ThemeMenu>(window, "themeMenu");
    struct Shot {
        ThemeChoice choice;
        const char* name;
    };
    for (const Shot& shot : {Shot{ThemeChoice::Wood, "wood"}, Shot{ThemeChoice::Dark, "dark"},
                             Shot{ThemeChoice::HighContrast, "high-contrast"}}) {
        theme->themeAction(shot.choice)->trigger();
        window.startGame(GameId::Ayoayo, QString(), QString());
        test::playRandomMoves(*test::sessionOf(window), 5, 8);
        save(&window, out.filePath(QStringLiteral("theme-%1.png").arg(QLatin1String(shot.name))));
        window.startGame(GameId::BaoLaKimasai, QString(), QString());
        test::playRandomMoves(*test::sessionOf(window), 13, 10);
        save(&window, out.filePath(QStringLiteral("theme-%1-bao-la-kimasai.png").arg(QLatin1String(shot.name))));
    }
    // Automatic on a dark desktop: the window's palette and the board turn dark together.
    theme->themeAction(ThemeChoice::Automatic)->trigger();
    const QPalette light = QApplication::palette();
    QPalette dark = light;
    for (QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive, QPalette::Disabled}) {
        const bool disabled = group == QPalette::Disabled;
        dark.setColor(group, QPalette::Window, QColor(0x2a, 0x2e, 0x32));
        dark.setColor(group, QPalette::WindowText, disabled ? QColor(0x7f, 0x85, 0x8a) : QColor(0xee, 0xf0, 0xf1));
        dark.setColor(group, QPalette::Base, QColor(0x1b, 0x1e, 0x20));
        dark.setColor(group, QPalette::AlternateBase, QColor(0x23, 0x26, 0x29));
        dark.setColor(group, QPalette::Text, disabled ? QColor(0x7f, 0x85, 0x8a) : QColor(0xee, 0xf0, 0xf1));
        dark.setColor(group, QPalette::Button, QColor(0x31, 0x36, 0x3b));
        dark.setColor(group, QPalette::ButtonText, disabled ? QColor(0x7f, 0x85, 0x8a) : QColor(0xee, 0xf0, 0xf1));
        dark.setColor(group, QPalette::Highlight, QColor(0x3d, 0xae, 0xe9));
        dark.setColor(group, QPalette::HighlightedText, QColor(0xfc, 0xfc, 0xfc));
    }
    QApplication::setPalette(dark);
    window.startGame(GameId::DjenonAboure, QString(), QString());
    test::playRandomMoves(*test::sessionOf(window), 3, 8);
    save(&window, out.filePath(QStringLiteral("theme-automatic-dark-desktop.png")));
    QApplication::setPalette(light);
    return true;
}

} // namespace mancala::ui::shots
