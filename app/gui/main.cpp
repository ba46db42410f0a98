// The Mancala desktop app: four traditional games for two players at one
// computer, played with the mouse or the keyboard.
//
//   mancala [--lang en|ur|sw] [FILE]
//
// The interface starts in the language given, else the one chosen last in
// the Language menu, else the system's (English when the app does not speak it).
// FILE, a game record (.mancala), opens at the start (a finished game in
// replay mode), after the offer to restore a game that was in progress when
// the app last ended without closing (the autosave); the desktop entry passes
// the record a person opens in the file manager (packaging/).
#include <QApplication>
#include <QCommandLineParser>
#include <QMessageBox>

#include <cstdio>

#include "records/game_files.hpp"
#include "i18n/language.hpp"
#include "window/app_identity.hpp"
#include "window/main_window.hpp"
#include "settings/settings.hpp"
#include "i18n/translations.hpp"

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Mancala"));
    QApplication::setApplicationName(QStringLiteral("Mancala"));
    QApplication::setApplicationVersion(mancala::ui::applicationVersion());
    // The desktop entry's name, so that the desktop ties the window to it.
    QGuiApplication::setDesktopFileName(mancala::ui::applicationId());
    QApplication::setWindowIcon(mancala::ui::applicationIcon());

    // The language comes first, so that --help speaks it too.
    QString badLanguage;
    const mancala::ui::Language language =
        mancala::ui::startLanguage(QCoreApplication::arguments(), mancala::ui::Settings(), &badLanguage);
    const QString loadError = mancala::ui::Translations::install(app, language);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Traditional mancala games for two players at one computer."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption(mancala::ui::languageOption());
    parser.addPositionalArgument(QCoreApplication::translate("main", "file", "the argument's name in --help"),
                                 QCoreApplication::translate("main", "A game record (.mancala) to open."),
                                 QCoreApplication::translate("main", "[file]", "the argument in the usage line"));
    parser.process(app);
    if (!badLanguage.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(badLanguage));
        return 2;
    }

    mancala::ui::MainWindow window;
    window.show();
    if (!loadError.isEmpty())
        QMessageBox::warning(&window, QCoreApplication::translate("main", "Mancala"), loadError);
    window.files()->startUp(parser.positionalArguments(), mancala::ui::GameFiles::defaultAutosaveDirectory());
    return QApplication::exec();
}
