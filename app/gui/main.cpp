// The Mancala desktop app: four traditional games for two players at one
// computer, played with the mouse or the keyboard.
#include <QApplication>

#include "main_window.hpp"
#include "translations.hpp"

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Mancala"));
    QApplication::setApplicationName(QStringLiteral("Mancala"));
    QApplication::setApplicationVersion(QStringLiteral(MANCALA_VERSION));
    mancala::ui::installTranslators(app);

    mancala::ui::MainWindow window;
    window.show();
    return QApplication::exec();
}
