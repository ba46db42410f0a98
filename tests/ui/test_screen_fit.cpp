// Every window fits the screen it opens on: the main window at its first
// start (taking most of it), with the rules dock opened (leaving the board
// its playable size, or as a tab) and with the evaluation dock beside the
// moves, and the New Game dialog, in every language; every board keeps its
// coordinates and letters its names whole — on a 1366 × 768 laptop, on a
// 1400 × 900 screen at QT_SCALE_FACTOR=2 (700 × 450 of Qt's pixels) and on
// a 1920 × 1080 one. The screen is Qt's offscreen platform configured
// before the application starts:
//
//   test_screen_fit --screen 1366x768 --scale 1
#include <QDockWidget>
#include <QScreen>
#include <QTextBrowser>
#include <QtTest>

#include <cstdio>
#include <cstring>

#include "board/board_painter.hpp"
#include "board/board_view.hpp"
#include "i18n/language.hpp"
#include "i18n/wording.hpp"
#include "play/turn_controller.hpp"
#include "i18n/translations.hpp"
#include "play/analysis/evaluation_panel.hpp"
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
        .arg(widget.objectName().isEmpty() ? QString::fromLatin1(widget.metaObject()->className())
                                           : widget.objectName())
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

    // The first start takes most of the screen (not 1100 × 640 on a large one).
    void theFirstWindowIsSizedToTheScreen() {
        QVERIFY(openWindow());
        const QSize screen = window_->screen()->availableGeometry().size();
        const QSize frame = window_->frameGeometry().size();
        QVERIFY2(frame.width() >= screen.width() * 4 / 5 && frame.height() >= screen.height() * 4 / 5,
                 qPrintable(QStringLiteral("%1×%2 on %3×%4")
                                .arg(frame.width())
                                .arg(frame.height())
                                .arg(screen.width())
                                .arg(screen.height())));
    }

    // Every board letters both names and who plays them ("Computer ·
    // Expert") whole, in every language, for the default names and a name of
    // 20 characters, whatever the computer's level.
    void namesAndWhoPlaysThemAreWholeOnEveryBoard_data() {
        QTest::addColumn<Language>("language");
        for (Language language : kAllLanguages)
            QTest::newRow(qPrintable(languageCode(language))) << language;
    }
    void namesAndWhoPlaysThemAreWholeOnEveryBoard() {
        QFETCH(Language, language);
        QCOMPARE(Translations::switchTo(language), QString());
        QVERIFY(openWindow());
        const QString twenty = QStringLiteral("Wanjiru Nyambura Odh");
        QCOMPARE(twenty.size(), 20);
        for (GameId game : kAllGames) {
            for (const QString& name : {Wording::sideName(Side::South), twenty}) {
                for (Level level : {Level::Beginner, Level::Intermediate, Level::Advanced, Level::Expert}) {
                    PlayerSetup players;
                    players.kind = {PlayerKind::Computer, PlayerKind::Computer};
                    players.level = {level, level};
                    window_->startGame(game, name, name == twenty ? twenty : Wording::sideName(Side::North), players);
                    turns()->setPaused(true);
                    settle();
                    if (name == twenty && level == Level::Expert)
                        saveScreenshot(window_->grab(), QStringLiteral("names-%1-%2-%3x%4")
                                                            .arg(gameTag(game), languageCode(language))
                                                            .arg(window_->screen()->size().width())
                                                            .arg(window_->screen()->size().height()));
                    for (Side side : {Side::South, Side::North}) {
                        const NameLetters letters = BoardViewState::nameLetters(*view(), side);
                        const QString where = QStringLiteral("%1, %2, %3 on a board of %4×%5")
                                                  .arg(gameTag(game), letters.name, letters.playedBy)
                                                  .arg(view()->width())
                                                  .arg(view()->height());
                        QVERIFY2(letters.name == session()->playerName(side), qPrintable(where));
                        QVERIFY2(letters.playedBy == Wording::computerPlayer(level), qPrintable(where));
                        QVERIFY2(letters.nameFont.pixelSize() >= 7, qPrintable(where));
                    }
                }
            }
        }
    }

    // The rules beside the board leave it its playable size, also with a
    // "Show me" example played (else they open as a tab over the moves).
    void theRulesLeaveTheBoardPlayable_data() { addGameRows(); }
    void theRulesLeaveTheBoardPlayable() {
        QFETCH(GameId, game);
        QVERIFY(openWindow());
        window_->startGame(game, QStringLiteral("Ada"), QStringLiteral("Bo"));
        auto* rules = part<RulesBrowser>("rulesDock");
        // On a screen too small for the playable size, the board keeps nearly
        // what it had (the rules' tab may be a little wider than the moves).
        settle();
        const QSize playable =
            BoardGeometry::playableSize(session()->rules(), view()->theme().layout).boundedTo(view()->size() * 0.9);
        const auto boardIsPlayable = [&] {
            return view()->width() >= playable.width() && view()->height() >= playable.height();
        };
        rules->showRulesAction()->trigger();
        QTRY_VERIFY(rules->isVisible());
        QTRY_VERIFY2(boardIsPlayable(), qPrintable(QStringLiteral("%1×%2").arg(view()->width()).arg(view()->height())));
        const int rulesWidth = rules->width();
        emit partOf<QTextBrowser>(*rules, "rulesPage")->anchorClicked(QUrl(QStringLiteral("showme:0")));
        QTRY_VERIFY(rules->findChild<QWidget*>(QStringLiteral("examplePanel"))->isVisible());
        settle();
        QVERIFY2(boardIsPlayable(), qPrintable(QStringLiteral("%1×%2").arg(view()->width()).arg(view()->height())));
        QVERIFY2(rules->width() <= rulesWidth, qPrintable(QString::number(rules->width())));
        saveScreenshot(window_->grab(), QStringLiteral("rules-show-me-%1-%2x%3")
                                            .arg(gameTag(game))
                                            .arg(window_->screen()->size().width())
                                            .arg(window_->screen()->size().height()));
        QVERIFY2(outside(*window_).isEmpty(), qPrintable(outside(*window_)));
    }

    // Every board keeps its coordinates (a–l, 1–4) at the size the window
    // gives it, with the moves beside it, and at the board's smallest size.
    void everyBoardShowsItsCoordinates() {
        QVERIFY(openWindow());
        for (GameId game : kAllGames) {
            window_->startGame(game, QStringLiteral("Ada"), QStringLiteral("Bo"));
            settle();
            for (const QSize size : {view()->size(), view()->minimumSizeHint()}) {
                const BoardGeometry geometry(session()->rules(), size, view()->theme().layout);
                const BoardPainter painter(geometry, view()->theme(), view()->font());
                QVERIFY2(painter.coordinateSize() > 0, qPrintable(gameTag(game)));
            }
        }
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
