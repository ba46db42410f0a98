#include "i18n/translations.hpp"

#include <QApplication>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QPointer>
#include <QTranslator>

#include <memory>

#include "i18n/ink_room_style.hpp"

namespace mancala::ui {

namespace {

//: Qt lays the whole interface out right to left when this says "RTL"
//: (Urdu), left to right when it says "LTR" (English, Swahili). Keep it
//: in every catalog: QGuiApplication asks for it after each language change.
[[maybe_unused]] const char* const kLayoutDirection = QT_TRANSLATE_NOOP("QGuiApplication", "QT_LAYOUT_DIRECTION");

const QString kUrduFontFile = QStringLiteral(":/fonts/MancalaNastaliq-Regular.ttf");
const QString kUrduStyle = QStringLiteral("Regular");
// Nastaliq letters sit small within their tall lines: one size up reads as
// large as the Latin text beside it.
constexpr double kUrduScale = 1.15;

struct State {
    Language language = Language::English;
    QPointer<QTranslator> english;    // plural forms, always installed
    QPointer<QTranslator> own;        // mancala_<code>
    QPointer<QTranslator> qt;         // qtbase_<code>
    std::optional<QFont> defaultFont; // the application's font before Urdu replaced it
    QString urduFamily;               // once the font is loaded
};

State& state() {
    static State s;
    return s;
}

bool isGuiApp() {
    return qobject_cast<QGuiApplication*>(QCoreApplication::instance()) != nullptr;
}

// The catalog `name` ("mancala_ur") from the resources, or nothing and a message.
std::unique_ptr<QTranslator> loadCatalog(const QString& name, QString* error) {
    auto translator = std::make_unique<QTranslator>();
    const QString file = QStringLiteral(":/i18n/%1.qm").arg(name);
    if (!translator->load(file)) {
        *error = Translations::tr("The translation %1 is missing or damaged.").arg(file);
        return nullptr;
    }
    return translator;
}

// Replaces the installed translator `slot` by `next` (either may be null).
void replaceTranslator(QPointer<QTranslator>& slot, std::unique_ptr<QTranslator> next) {
    if (slot) {
        QCoreApplication::removeTranslator(slot);
        delete slot.data();
    }
    slot = nullptr;
    if (next) {
        next->setParent(QCoreApplication::instance());
        slot = next.release();
        QCoreApplication::installTranslator(slot);
    }
}

} // namespace

QString Translations::install(QCoreApplication& app, Language language) {
    State& s = state();
    QString error;
    if (!s.english) {
        std::unique_ptr<QTranslator> english = loadCatalog(QStringLiteral("mancala_en"), &error);
        if (english) {
            english->setParent(&app);
            s.english = english.release();
            QCoreApplication::installTranslator(s.english);
        }
    }
    if (!s.defaultFont && isGuiApp())
        s.defaultFont = QGuiApplication::font();
    if (qobject_cast<QApplication*>(&app) != nullptr && qobject_cast<InkRoomStyle*>(QApplication::style()) == nullptr)
        QApplication::setStyle(new InkRoomStyle(QApplication::style()->name()));
    const QString switched = switchTo(language);
    return error.isEmpty() ? switched : switched.isEmpty() ? error : error + QLatin1Char('\n') + switched;
}

QString Translations::switchTo(Language language) {
    State& s = state();
    QString error;
    std::unique_ptr<QTranslator> own;
    std::unique_ptr<QTranslator> qt;
    std::optional<QFont> font;
    if (language != Language::English) {
        const QString code = languageCode(language);
        own = loadCatalog(QStringLiteral("mancala_") + code, &error);
        qt = loadCatalog(QStringLiteral("qtbase_") + code, &error);
        if (!own || !qt)
            return error;
    }
    if (language == Language::Urdu) {
        font = urduFont(&error);
        if (!font)
            return error;
    }

    s.language = language;
    QLocale::setDefault(localeFor(language));
    if (isGuiApp()) {
        if (!s.defaultFont)
            s.defaultFont = QGuiApplication::font();
        QGuiApplication::setFont(font ? *font : *s.defaultFont);
    }
    // Each change sends LanguageChange: QGuiApplication then reads
    // QT_LAYOUT_DIRECTION again and the widgets retranslate themselves.
    replaceTranslator(s.qt, std::move(qt));
    replaceTranslator(s.own, std::move(own));
    return {};
}

Language Translations::current() {
    return state().language;
}

std::optional<QFont> Translations::urduFont(QString* error) {
    State& s = state();
    if (s.urduFamily.isEmpty()) {
        const int id = QFontDatabase::addApplicationFont(kUrduFontFile);
        const QStringList families = id < 0 ? QStringList() : QFontDatabase::applicationFontFamilies(id);
        if (families.isEmpty()) {
            *error = tr("The Urdu font %1 is missing or damaged.").arg(kUrduFontFile);
            return std::nullopt;
        }
        s.urduFamily = families.front();
    }
    const QFont base = s.defaultFont.value_or(isGuiApp() ? QGuiApplication::font() : QFont());
    QFont font = base;
    // Latin letters (hole names, numbers in names) come from the usual font.
    font.setFamilies({s.urduFamily, base.family()});
    // The bundled face by its style: a system copy of the family may hold a
    // Bold face that claims a regular weight (Debian's does) and would win.
    font.setStyleName(kUrduStyle);
    font.setPointSizeF(base.pointSizeF() * kUrduScale);
    return font;
}

} // namespace mancala::ui
