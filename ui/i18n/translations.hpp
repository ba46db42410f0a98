// The application's translators, and everything else that follows the
// language of the interface.
//
// English always has its plural forms ("1 seed", "2 seeds"). Urdu and Swahili
// add the app's catalog (mancala_ur, mancala_sw) and a catalog of the Qt
// strings the app shows (dialog buttons, text context menus, the file
// dialog: qtbase_ur, qtbase_sw, ours, as Debian ships none for these
// languages). The Urdu catalog turns the layout right to left (its
// QT_LAYOUT_DIRECTION is "RTL"; the board view stays left to right), and Urdu
// text is set in the bundled Noto Nastaliq Urdu, whose tall lines every
// widget sizes itself to. Catalogs and font are compiled into the resources
// (:/i18n, :/fonts); nothing is taken from the system.
#pragma once

#include <QCoreApplication>
#include <QFont>
#include <QString>

#include <optional>

#include "i18n/language.hpp"

namespace mancala::ui {

class Translations {
    Q_DECLARE_TR_FUNCTIONS(Translations)
public:
    // Installs the English plural forms, then `language`, and in a widgets
    // application the style that gives Nastaliq's ink its room
    // (InkRoomStyle). Returns an empty string, or what could not be loaded
    // (the app then speaks English).
    static QString install(QCoreApplication& app, Language language);

    // Switches the interface to `language` while the app runs: translators,
    // the default locale, the application font and, through the catalogs,
    // the layout direction; every widget then gets a LanguageChange event.
    // Returns an empty string, or a sentence saying what is missing (the
    // language then stays as it was).
    static QString switchTo(Language language);
    static Language current();

    // Noto Nastaliq Urdu with a wider space (tools/fonts/mancala_nastaliq.py)
    // from the resources (loaded once), the size of the application's
    // default font; nothing, and a message in *error, if the
    // font cannot be loaded.
    static std::optional<QFont> urduFont(QString* error);
};

// Installs the English plural forms and the system's language (when the app
// speaks it); see Translations::install.
inline QString installTranslators(QCoreApplication& app) {
    return Translations::install(app, systemLanguage());
}

} // namespace mancala::ui
