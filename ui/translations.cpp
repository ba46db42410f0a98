#include "translations.hpp"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace mancala::ui {

void installTranslators(QCoreApplication& app) {
    // Later translators are asked first: the user's language, then English.
    auto* english = new QTranslator(&app);
    if (english->load(QStringLiteral(":/i18n/mancala_en.qm")))
        QCoreApplication::installTranslator(english);

    const QLocale locale;
    auto* qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);

    auto* own = new QTranslator(&app);
    if (locale.language() != QLocale::English &&
        own->load(locale, QStringLiteral("mancala"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(own);
}

} // namespace mancala::ui
