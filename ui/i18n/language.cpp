#include "i18n/language.hpp"

#include <QAction>
#include <QActionGroup>
#include <QCommandLineParser>
#include <QEvent>
#include <QMessageBox>

#include "settings/settings.hpp"
#include "i18n/translations.hpp"

namespace mancala::ui {

QString languageCode(Language language) {
    switch (language) {
    case Language::English: return QStringLiteral("en");
    case Language::Urdu: return QStringLiteral("ur");
    case Language::Swahili: break;
    }
    return QStringLiteral("sw");
}

std::optional<Language> languageFromCode(const QString& code) {
    for (Language language : kAllLanguages)
        if (code.compare(languageCode(language), Qt::CaseInsensitive) == 0)
            return language;
    return std::nullopt;
}

QString nativeLanguageName(Language language) {
    switch (language) {
    case Language::English: return QStringLiteral("English");
    case Language::Urdu: return QStringLiteral("اردو");
    case Language::Swahili: break;
    }
    return QStringLiteral("Kiswahili");
}

QLocale localeFor(Language language) {
    switch (language) {
    case Language::English: return QLocale(QLocale::English, QLocale::UnitedStates);
    case Language::Urdu: return QLocale(QLocale::Urdu, QLocale::Pakistan);
    case Language::Swahili: break;
    }
    return QLocale(QLocale::Swahili, QLocale::Tanzania);
}

Language systemLanguage() {
    for (const QString& name : QLocale::system().uiLanguages()) {
        switch (QLocale(name).language()) {
        case QLocale::English: return Language::English;
        case QLocale::Urdu: return Language::Urdu;
        case QLocale::Swahili: return Language::Swahili;
        default: break;
        }
    }
    return Language::English;
}

QCommandLineOption languageOption() {
    return QCommandLineOption(QStringLiteral("lang"),
                              LanguageMenu::tr("The language of the interface: en (English), ur (Urdu) or "
                                               "sw (Swahili)."),
                              LanguageMenu::tr("code"));
}

Language startLanguage(const QStringList& arguments, const Settings& settings, QString* error) {
    // Only --lang matters here: every other argument is the real parser's business.
    QCommandLineParser parser;
    const QCommandLineOption option = languageOption();
    parser.addOption(option);
    parser.parse(arguments);
    if (parser.isSet(option)) {
        const QString code = parser.value(option);
        if (const auto language = languageFromCode(code))
            return *language;
        *error = LanguageMenu::tr("Unknown language “%1”: use en, ur or sw.").arg(code);
    }
    if (const auto remembered = languageFromCode(settings.language()))
        return *remembered;
    return systemLanguage();
}

LanguageMenu::LanguageMenu(Settings* settings, QWidget* parent)
    : QMenu(parent), settings_(settings), group_(new QActionGroup(this)) {
    setObjectName(QStringLiteral("languageMenu"));
    group_->setExclusive(true);
    for (Language language : kAllLanguages) {
        QAction* action = group_->addAction(nativeLanguageName(language));
        action->setCheckable(true);
        action->setData(static_cast<int>(language));
        action->setObjectName(QStringLiteral("language_") + languageCode(language));
        // Urdu's name is set in Urdu's own font whatever the interface's language.
        QString unused;
        if (language == Language::Urdu)
            if (const auto font = Translations::urduFont(&unused))
                action->setFont(*font);
        connect(action, &QAction::triggered, this, [this, language] { choose(language); });
    }
    addActions(group_->actions());
    retranslate();
}

QAction* LanguageMenu::languageAction(Language language) const {
    for (QAction* action : group_->actions())
        if (action->data().toInt() == static_cast<int>(language))
            return action;
    return nullptr;
}

void LanguageMenu::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMenu::changeEvent(event);
}

void LanguageMenu::choose(Language language) {
    const QString error = Translations::switchTo(language);
    if (!error.isEmpty()) {
        languageAction(Translations::current())->setChecked(true);
        QMessageBox::warning(parentWidget(), tr("Language"), error);
        return;
    }
    settings_->setLanguage(languageCode(language));
}

void LanguageMenu::retranslate() {
    setTitle(tr("&Language"));
    languageAction(Translations::current())->setChecked(true);
}

} // namespace mancala::ui
