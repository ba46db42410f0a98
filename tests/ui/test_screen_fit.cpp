// Every window fits the screen it opens on: the main window at its first
// start, with the rules dock opened and with the evaluation dock beside the
// moves, and the New Game dialog, in every language — on a 1366 × 768 laptop
// and on a 1400 × 900 screen at QT_SCALE_FACTOR=2 (700 × 450 of Qt's
// pixels). The screen is Qt's offscreen platform configured before the
// application starts:
//
//   test_screen_fit --screen 1366x768 --scale 1
#include <QDockWidget>
#include <QScreen>
#include <QtTest>

#include <cstdio>
#include <cstring>

#include "i18n/language.hpp"
#include "i18n/translations.hpp"
#include "play/evaluation_panel.hpp"
#include "rules/rules_browser.hpp"
#include "window/main_window.hpp"
#include "window/new_game_dialog.hpp"
#include "window_fixture.hpp"

Q_DECLARE_METATYPE(mancala::ui::Language)

namespace mancala::ui::test {

namespace {

// Where `widget` lies beyond the available part of its screen, or nothing.
QString outside(const QWidget& widget) {
    const QRect screen = widget.screen()->availableGeometry();
    const QRect frame = widget.frameGeometry();
    if (screen.contains(frame))
        return {};
    return QStringLiteral("%1 is %2×%3 at (%4, %5); the screen has %6×%7")
        .arg(widget.objectName().isEmpty() ? QString::fromLatin1(widget.metaObject()->className()) : widget.objectName())
        .arg(frame.width())
        .arg(frame.height())
        .arg(frame.x())
        .arg(frame.y())
        .arg(screen.width())
        .arg(screen.height());
}

} // namespace

class TestScreenFit : public QObject, private WindowFixture {
    Q_OBJECT
private slots:
    void initTestCase() { startInEnglish(); }
    void init() { QVERIFY(startFixture()); }
    void cleanup() { endFixtureInEnglish(); }

    void everyWindowFitsTheScreen_data() {
        QTest::addColumn<Language>("language");
        for (Language language : kAllLanguages)
            QTest::newRow(qPrintable(languageCode(language))) << language;
    }
    void everyWindowFitsTheScreen() {
        QFETCH(Language, language);
        QCOMPARE(Translations::switchTo(language), QString());
        QVERIFY(openWindow());
        QVERIFY2(outside(*window_).isEmpty(), qPrintable(outside(*window_)));

        auto* rules = part<RulesBrowser>("rulesDock");
        rules->showRulesAction()->trigger();
        QTRY_VERIFY(rules->isVisible());
        settle();
        QVERIFY2(outside(*window_).isEmpty(), qPrintable(QStringLiteral("with the rules: ") + outside(*window_)));

        auto* evaluation = part<EvaluationPanel>("evaluationDock");
        evaluation->show();
        settle();
        QVERIFY2(outside(*window_).isEmpty(), qPrintable(QStringLiteral("with the evaluation: ") + outside(*window_)));

        window_->newGameDialog();
        NewGameDialog* dialog = nullptr;
        QTRY_VERIFY((dialog = window_->findChild<NewGameDialog*>()) != nullptr && dialog->isVisible());
        settle();
        QVERIFY2(outside(*dialog).isEmpty(), qPrintable(outside(*dialog)));
        dialog->reject();
    }
};

} // namespace mancala::ui::test

namespace {

// Configures the offscreen screen from "--screen WxH --scale S" before Qt
// starts; false (and a message) if the arguments are wrong.
bool configureScreen(int argc, char** argv, const QTemporaryDir& dir) {
    int width = 0, height = 0;
    const char* scale = nullptr;
    for (int i = 1; i + 1 < argc; ++i) {
        if (std::strcmp(argv[i], "--screen") == 0 && std::sscanf(argv[i + 1], "%dx%d", &width, &height) != 2)
            return false;
        if (std::strcmp(argv[i], "--scale") == 0)
            scale = argv[i + 1];
    }
    if (width <= 0 || height <= 0 || scale == nullptr) {
        std::fprintf(stderr, "usage: test_screen_fit --screen WIDTHxHEIGHT --scale FACTOR\n");
        return false;
    }
    const QString config = dir.filePath(QStringLiteral("screen.json"));
    const QByteArray json = QStringLiteral(R"({"screens": [{"name": "screen", "x": 0, "y": 0, "width": %1,
        "height": %2, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})")
                                .arg(width)
                                .arg(height)
                                .toUtf8();
    if (!mancala::ui::test::writeFile(config, json))
        return false;
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.toLocal8Bit());
    qputenv("QT_SCALE_FACTOR", scale);
    return true;
}

} // namespace

int main(int argc, char** argv) {
    const QTemporaryDir dir;
    if (!configureScreen(argc, argv, dir))
        return 2;
    QApplication app(argc, argv);
    mancala::ui::test::TestScreenFit test;
    return QTest::qExec(&test, QStringList{QString::fromLocal8Bit(argv[0])});
}

#include "test_screen_fit.moc"
