// The languages of the interface (English, Urdu, Swahili), how the app
// starts in one (`--lang`, else the one remembered, else the system's) and
// the Language menu, where each is named in its own language: English,
// اردو, Kiswahili. Switching itself is translations.hpp's business.
#pragma once

#include <QCommandLineOption>
#include <QLocale>
#include <QMenu>
#include <QString>
#include <QStringList>

#include <array>
#include <cstdint>
#include <optional>

class QActionGroup;

namespace mancala::ui {

class Settings;

enum class Language : std::uint8_t { English, Urdu, Swahili };
inline constexpr std::array kAllLanguages{Language::English, Language::Urdu, Language::Swahili};

// "en", "ur", "sw": the code in file names, in the settings and after --lang.
QString languageCode(Language language);
std::optional<Language> languageFromCode(const QString& code);
// The language's name for itself ("English", "اردو", "Kiswahili"), never translated.
QString nativeLanguageName(Language language);
// The locale of numbers and lists in that language.
QLocale localeFor(Language language);
// The first of the system's interface languages that the app speaks, else English.
Language systemLanguage();

// `--lang <code>`: the language of the interface for this run.
QCommandLineOption languageOption();
// The language to start in: the --lang of `arguments` (an unknown code puts
// a message in *error), else the one remembered in `settings`, else the
// system's.
Language startLanguage(const QStringList& arguments, const Settings& settings, QString* error);

// "&Language": one entry per language, the current one checked. Choosing one
// switches the whole interface at once and remembers it in `settings`; when
// the language cannot be loaded, a message box says why and nothing changes.
class LanguageMenu : public QMenu {
    Q_OBJECT
public:
    LanguageMenu(Settings* settings, QWidget* parent = nullptr);

    QAction* languageAction(Language language) const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void choose(Language language);
    void retranslate();

    Settings* settings_;
    QActionGroup* group_;
};

} // namespace mancala::ui
