// The languages of the interface: each catalog loads and translates, Urdu
// lays the window out right to left in the bundled Nastaliq font while the
// board keeps its left-to-right order, the Language menu switches the whole
// window (menus, docks, move list, an open dialog, the rules page) and is
// remembered, --lang overrides, and every Qt string the app shows (dialog
// buttons, context menus, the file dialog, the dock buttons, About Qt,
// --help) is in our own Qt catalogs.
#include <QCommandLineParser>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QFontDatabase>
#include <QFontInfo>
#include <QGlyphRun>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollBar>
#include <QRawFont>
#include <QSet>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTextLayout>
#include <QTranslator>
#include <QtTest>

#include "i18n/ink_room_style.hpp"
#include "window/new_game_dialog.hpp"
#include "window_fixture.hpp"
#include "i18n/wording.hpp"

Q_DECLARE_METATYPE(mancala::ui::Language)

namespace mancala::ui::test {

namespace {

// Asked last of all translators: it sees exactly the strings nobody translated.
class MissingTranslations : public QTranslator {
public:
    QSet<QString> seen;

    QString translate(const char* context, const char* sourceText, const char* disambiguation, int n) const override {
        Q_UNUSED(disambiguation);
        Q_UNUSED(n);
        const_cast<MissingTranslations*>(this)->seen.insert(
            QStringLiteral("%1: %2").arg(QString::fromUtf8(context), QString::fromUtf8(sourceText)));
        return {};
    }
    bool isEmpty() const override { return false; }
};

void switchTo(Language language) {
    QCOMPARE(Translations::switchTo(language), QString());
    settle();
}

} // namespace

class TestLanguage : public QObject, public WindowFixture {
    Q_OBJECT
private:
    MainWindow* openWindow() {
        window_ = newWindow(iniFile_, AnimationSpeed::Instant);
        window_->resize(1100, 700);
        return showWindow(*window_) ? window_.get() : nullptr;
    }

    QStringList menuTitles() const {
        QStringList titles;
        for (QAction* action : window_->menuBar()->actions())
            titles << action->text();
        return titles;
    }

private slots:
    void initTestCase() { startInEnglish(); }
    void init() { QVERIFY(startFixture()); }
    void cleanup() { endFixtureInEnglish(); }

    void eachLanguageLoadsItsCatalogs_data() {
        QTest::addColumn<Language>("language");
        QTest::addColumn<QString>("south");
        QTest::addColumn<QString>("oneSeed");
        QTest::addColumn<QString>("twoSeeds");
        QTest::addColumn<QString>("cancel");
        QTest::newRow("en") << Language::English << "South"
                            << "1 seed"
                            << "2 seeds"
                            << "Cancel";
        QTest::newRow("ur") << Language::Urdu << "جنوب"
                            << "1 بیج"
                            << "2 بیج"
                            << "منسوخ کریں";
        QTest::newRow("sw") << Language::Swahili << "Kusini"
                            << "mbegu 1"
                            << "mbegu 2"
                            << "Ghairi";
    }
    void eachLanguageLoadsItsCatalogs() {
        QFETCH(Language, language);
        QFETCH(QString, south);
        QFETCH(QString, oneSeed);
        QFETCH(QString, twoSeeds);
        QFETCH(QString, cancel);
        switchTo(language);
        QCOMPARE(Translations::current(), language);
        QCOMPARE(Wording::sideName(Side::South), south);
        QCOMPARE(Wording::pieces(GameId::Ayoayo, 1), oneSeed);
        QCOMPARE(Wording::pieces(GameId::Ayoayo, 2), twoSeeds);
        QDialogButtonBox buttons(QDialogButtonBox::Cancel);
        QCOMPARE(buttons.button(QDialogButtonBox::Cancel)->text(), cancel);
        QCOMPARE(QLocale().language(), localeFor(language).language());
    }

    void languageCodesAndNames() {
        QCOMPARE(languageFromCode(QStringLiteral("ur")), std::optional<Language>(Language::Urdu));
        QCOMPARE(languageFromCode(QStringLiteral("SW")), std::optional<Language>(Language::Swahili));
        QCOMPARE(languageFromCode(QStringLiteral("fr")), std::nullopt);
        QCOMPARE(nativeLanguageName(Language::English), QStringLiteral("English"));
        QCOMPARE(nativeLanguageName(Language::Urdu), QStringLiteral("اردو"));
        QCOMPARE(nativeLanguageName(Language::Swahili), QStringLiteral("Kiswahili"));
        for (Language language : kAllLanguages)
            QCOMPARE(languageFromCode(languageCode(language)), std::optional<Language>(language));
    }

    void urduLaysTheWindowOutRightToLeftButNeverTheBoard() {
        MainWindow* window = openWindow();
        QVERIFY(window);
        BoardView* view = this->view();
        QVERIFY(!window->isRightToLeft());

        switchTo(Language::Urdu);
        QCOMPARE(QGuiApplication::layoutDirection(), Qt::RightToLeft);
        QVERIFY(window->isRightToLeft());
        QVERIFY(moveListView()->isRightToLeft());
        // The first menu (Game) now opens the menu bar from the right.
        const QList<QAction*> menus = window->menuBar()->actions();
        QVERIFY(window->menuBar()->actionGeometry(menus.first()).x() >
                window->menuBar()->actionGeometry(menus.last()).x());
        // The board is never mirrored: a1 at South's left, f1 to its right, a2 above a1.
        QCOMPARE(view->layoutDirection(), Qt::LeftToRight);
        const Rules& rules = session()->rules();
        for (int col = 1; col < rules.cols(); ++col)
            QVERIFY(view->holeRect(rules.hole(0, col - 1)).center().x() <
                    view->holeRect(rules.hole(0, col)).center().x());
        QVERIFY(view->holeRect(rules.hole(0, 0)).center().x() < view->width() / 2);
        QVERIFY(view->holeRect(rules.hole(1, 0)).center().y() < view->holeRect(rules.hole(0, 0)).center().y());
        // So is the live board of the rules browser.
        QCOMPARE(partOf<BoardView>(*rulesBrowser(), "exampleBoard")->layoutDirection(), Qt::LeftToRight);
        // The side panels follow the reading direction.
        auto* moves = window->findChild<QDockWidget*>(QStringLiteral("moveDock"));
        QCOMPARE(window->dockWidgetArea(moves), Qt::LeftDockWidgetArea);
        QVERIFY(moves->isVisible());
        QVERIFY(!rulesBrowser()->isVisible());

        switchTo(Language::English);
        QCOMPARE(QGuiApplication::layoutDirection(), Qt::LeftToRight);
        QVERIFY(!window->isRightToLeft());
        QCOMPARE(window->dockWidgetArea(moves), Qt::RightDockWidgetArea);
    }

    void swahiliStaysLeftToRight() {
        switchTo(Language::Swahili);
        QCOMPARE(QGuiApplication::layoutDirection(), Qt::LeftToRight);
    }

    void urduIsSetInTheBundledNastaliqFont() {
        const QFont before = QGuiApplication::font();
        switchTo(Language::Urdu);
        const QFont urdu = QGuiApplication::font();
        QCOMPARE(urdu.families().value(0), QStringLiteral("Mancala Nastaliq"));
        QCOMPARE(QFontInfo(urdu).family(), QStringLiteral("Mancala Nastaliq"));
        QCOMPARE(QFontInfo(urdu).styleName(), QStringLiteral("Regular"));
        // Nastaliq's lines are tall: every widget sizes itself to them.
        QVERIFY(QFontMetrics(urdu).height() > 1.5 * QFontMetrics(before).height());
        QLabel label(Wording::sideName(Side::South));
        QVERIFY(label.sizeHint().height() >= QFontMetrics(urdu).height());
        switchTo(Language::English);
        QCOMPARE(QGuiApplication::font(), before);
    }

    // Noto Nastaliq Urdu's own space is 0.13 em: beside digits and Latin
    // names ("2 بیج", "Amani کے") the words would run together.
    void urduSpacesAreWideEnoughToSeparateDigitsAndLatinWords() {
        switchTo(Language::Urdu);
        const QFont urdu = QGuiApplication::font();
        const QFontMetricsF metrics(urdu);
        const qreal em = QFontInfo(urdu).pixelSize();
        QVERIFY2(metrics.horizontalAdvance(QLatin1Char(' ')) >= 0.22 * em, "the Urdu space is too narrow");
        QVERIFY(metrics.horizontalAdvance(QChar(0x00A0)) >= 0.22 * em);
        switchTo(Language::English);
    }

    // A count and its word, "2 بیج": the word's first letter (beh) reaches
    // past the start of its advance into the space, and must not touch the
    // digits' ink ("2بیج").
    void urduDigitsStayClearOfTheWordAfterThem() {
        switchTo(Language::Urdu);
        // Large, so that the glyphs' places are the design's, not rounded pixels.
        QFont urdu = QGuiApplication::font();
        urdu.setPixelSize(100);
        const qreal em = 100;
        for (int n : {2, 7, 12, 210}) {
            const QString text = Wording::pieces(GameId::Ayoayo, n);
            const QString digits = QString::number(n);
            const qsizetype at = text.indexOf(digits);
            QVERIFY2(at >= 0, qPrintable(text));
            QTextLayout layout(text, urdu);
            QTextOption option;
            option.setTextDirection(Qt::RightToLeft);
            layout.setTextOption(option);
            layout.beginLayout();
            layout.createLine().setLineWidth(10000);
            layout.endLayout();
            const auto inkOf = [&layout](qsizetype from, qsizetype length) {
                QRectF ink;
                for (const QGlyphRun& run : layout.glyphRuns(static_cast<int>(from), static_cast<int>(length)))
                    for (qsizetype i = 0; i < run.glyphIndexes().size(); ++i)
                        ink |= run.rawFont().boundingRect(run.glyphIndexes()[i]).translated(run.positions()[i]);
                return ink;
            };
            const QRectF number = inkOf(at, digits.size());
            const QRectF word = inkOf(at + digits.size() + 1, text.size() - at - digits.size() - 1);
            QVERIFY2(!number.isEmpty() && !word.isEmpty(), qPrintable(text));
            QVERIFY2(number.left() - word.right() >= 0.16 * em,
                     qPrintable(QStringLiteral("%1: a gap of %2 px").arg(text).arg(number.left() - word.right())));
        }
        switchTo(Language::English);
    }

    // A Nastaliq word that begins with kaf reaches past the start of its
    // advance (a third of an em for "کمپیوٹر"): right to left, past a line's
    // right end. Labels and buttons leave that room there, in Urdu only.
    void urduLinesLeaveRoomForTheInkOfTheirFirstWord() {
        switchTo(Language::Urdu);
        const QString word = QStringLiteral("کمپیوٹر");
        QTextLayout layout(word, QGuiApplication::font());
        QTextOption option;
        option.setTextDirection(Qt::RightToLeft);
        layout.setTextOption(option);
        layout.beginLayout();
        QTextLine line = layout.createLine();
        line.setLineWidth(10000);
        layout.endLayout();
        QRectF ink;
        for (const QGlyphRun& run : layout.glyphRuns())
            for (qsizetype i = 0; i < run.glyphIndexes().size(); ++i)
                ink |= run.rawFont().boundingRect(run.glyphIndexes()[i]).translated(run.positions()[i]);
        const qreal overhang = ink.right() - line.naturalTextWidth();
        QVERIFY2(overhang > 0, "the word no longer reaches past its advance: the test needs another word");

        auto label = std::make_unique<QLabel>(word);
        label->ensurePolished();
        QVERIFY2(label->contentsMargins().right() >= overhang, "a label clips the ink of its first word");
        QPushButton button(word);
        const int rightToLeft = button.sizeHint().width();
        button.setLayoutDirection(Qt::LeftToRight);
        QVERIFY2(rightToLeft >= button.sizeHint().width() + overhang, "a button clips the ink of its first word");
        switchTo(Language::English);
        QCOMPARE(label->contentsMargins(), QMargins());
    }

    // The same room in a message box, whose labels QMessageBox sets up itself
    // ("کیا آپ" read "یا آپ"), the informative text's too.
    void urduMessageBoxesLeaveRoomForTheInkOfTheirFirstWord() {
        switchTo(Language::Urdu);
        const QString question = QStringLiteral("کیا آپ اس کھیل کو محفوظ کرنا چاہتے ہیں؟");
        QMessageBox box(QMessageBox::Question, QStringLiteral("مینکالا"), question, QMessageBox::Yes | QMessageBox::No);
        box.setInformativeText(QStringLiteral("کھیل کی چالیں ضائع ہو جائیں گی۔"));
        box.show();
        QVERIFY(QTest::qWaitForWindowExposed(&box));
        const int room = InkRoomStyle::room(box.fontMetrics());
        for (const char* name : {"qt_msgbox_label", "qt_msgbox_informativelabel"}) {
            const auto* label = box.findChild<QLabel*>(QLatin1String(name));
            QVERIFY2(label, name);
            QVERIFY2(label->contentsMargins().right() >= room, name);
            QVERIFY2(label->contentsRect().right() + room <= label->rect().right(), name);
        }
        // The first word's ink is drawn in that room, not cut at the text's
        // rectangle: kaf's stroke reaches into the margin.
        auto* label = box.findChild<QLabel*>(QStringLiteral("qt_msgbox_label"));
        const QImage picture = label->grab().toImage();
        const qreal scale = picture.devicePixelRatio();
        int inked = 0;
        for (int y = 0; y < picture.height(); ++y)
            for (int x = static_cast<int>((label->contentsRect().right() + 1) * scale); x < picture.width(); ++x)
                inked += qGray(picture.pixel(x, y)) < 128 ? 1 : 0;
        QVERIFY2(inked > 0, "the ink of the message's first word is cut");
        box.close();
        switchTo(Language::English);
    }

    void theLanguageMenuSwitchesTheWholeWindowAndIsRemembered() {
        MainWindow* window = openWindow();
        QVERIFY(window);
        QVERIFY(session()->play(session()->rules().moveFrom(0)) == IllegalReason::None);
        rulesBrowser()->showRulesAction()->trigger();
        window->newGameDialog();
        NewGameDialog* dialog = nullptr;
        QTRY_VERIFY((dialog = window->findChild<NewGameDialog*>()) != nullptr);
        const QStringList englishMenus = menuTitles();
        QCOMPARE(englishMenus.first(), QStringLiteral("&Game"));

        QAction* urdu = languageMenu()->languageAction(Language::Urdu);
        QVERIFY(urdu);
        urdu->trigger();
        settle();
        QCOMPARE(Translations::current(), Language::Urdu);
        QVERIFY(urdu->isChecked());
        QCOMPARE(menuTitles().first(), QStringLiteral("کھیل"));
        QCOMPARE(languageMenu()->title(), QStringLiteral("زبان"));
        QVERIFY(window->windowTitle().contains(QStringLiteral("مینکالا")));
        QCOMPARE(window->findChild<QDockWidget*>(QStringLiteral("moveDock"))->windowTitle(), QStringLiteral("چالیں"));
        QCOMPARE(rulesBrowser()->windowTitle(), QStringLiteral("قواعد"));
        const QString row = moveListModel()->data(moveListModel()->index(0)).toString();
        QVERIFY2(row.contains(QStringLiteral("جنوب")), qPrintable(row));
        QVERIFY(turnText().contains(QStringLiteral("شمال")));
        QCOMPARE(dialog->windowTitle(), QStringLiteral("نیا کھیل"));
        QCOMPARE(partOf<QLineEdit>(*dialog, "southName")->placeholderText(), QStringLiteral("جنوب"));
        QCOMPARE(dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Cancel)->text(),
                 QStringLiteral("منسوخ کریں"));
        QCOMPARE(dialog->findChild<QPushButton*>(QStringLiteral("startButton"))->text(), QStringLiteral("شروع کریں"));
        QVERIFY(
            partOf<QTextBrowser>(*rulesBrowser(), "rulesPage")->toPlainText().contains(QStringLiteral("کھیل کی قسم")));
        QCOMPARE(Settings(iniFile_).language(), QStringLiteral("ur"));

        languageMenu()->languageAction(Language::Swahili)->trigger();
        settle();
        QCOMPARE(menuTitles().first(), QStringLiteral("&Mchezo"));
        QCOMPARE(dialog->windowTitle(), QStringLiteral("Mchezo mpya"));
        QVERIFY(partOf<QTextBrowser>(*rulesBrowser(), "rulesPage")
                    ->toPlainText()
                    .contains(QStringLiteral("Aina ya mchezo")));
        QVERIFY(moveListModel()->data(moveListModel()->index(0)).toString().contains(QStringLiteral("Kusini")));
        QCOMPARE(Settings(iniFile_).language(), QStringLiteral("sw"));

        languageMenu()->languageAction(Language::English)->trigger();
        settle();
        QCOMPARE(menuTitles(), englishMenus);
        QCOMPARE(dialog->windowTitle(), QStringLiteral("New Game"));
        QCOMPARE(Settings(iniFile_).language(), QStringLiteral("en"));
        dialog->reject();
    }

    void theStartLanguageIsTheOptionThenTheRememberedOneThenTheSystems() {
        Settings settings(iniFile_);
        QString error;
        const QString app = QStringLiteral("mancala");
        QCOMPARE(startLanguage({app}, settings, &error), systemLanguage());
        settings.setLanguage(QStringLiteral("ur"));
        QCOMPARE(startLanguage({app}, settings, &error), Language::Urdu);
        QCOMPARE(startLanguage({app, QStringLiteral("--lang"), QStringLiteral("sw")}, settings, &error),
                 Language::Swahili);
        QCOMPARE(startLanguage({app, QStringLiteral("--lang=en"), QStringLiteral("game.mancala")}, settings, &error),
                 Language::English);
        QVERIFY(error.isEmpty());
        QCOMPARE(startLanguage({app, QStringLiteral("--lang"), QStringLiteral("fr")}, settings, &error),
                 Language::Urdu);
        QVERIFY(error.contains(QStringLiteral("fr")));
    }

    void everyQtStringTheAppShowsIsTranslated_data() {
        QTest::addColumn<Language>("language");
        QTest::newRow("ur") << Language::Urdu;
        QTest::newRow("sw") << Language::Swahili;
    }
    void everyQtStringTheAppShowsIsTranslated() {
        QFETCH(Language, language);
        MissingTranslations missing;
        QCoreApplication::installTranslator(&missing);
        switchTo(language);
        missing.seen.clear();

        MainWindow* window = openWindow();
        QVERIFY(window);
        rulesBrowser()->showRulesAction()->trigger();
        settle();
        // Every shortcut shown in a menu, in the menus' own words.
        for (QAction* action : window->findChildren<QAction*>())
            action->shortcut().toString(QKeySequence::NativeText);
        // Dialog and message box buttons.
        QDialogButtonBox buttons(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::Save |
                                 QDialogButtonBox::Discard | QDialogButtonBox::Yes | QDialogButtonBox::No |
                                 QDialogButtonBox::Close | QDialogButtonBox::Apply | QDialogButtonBox::Reset);
        QMessageBox box(QMessageBox::Question, QStringLiteral("?"), QStringLiteral("?"),
                        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
        box.setDetailedText(QStringLiteral("?"));
        box.show();
        settle();
        // Context menus of line edits and of the rules page.
        QLineEdit edit(QStringLiteral("text"));
        delete edit.createStandardContextMenu();
        QTextBrowser* page = partOf<QTextBrowser>(*rulesBrowser(), "rulesPage");
        delete page->createStandardContextMenu();
        // The file dialog, on a folder with a game record in it.
        QFile record(path(QStringLiteral("game.mancala")));
        QVERIFY(record.open(QIODevice::WriteOnly));
        record.write("[Game \"ayoayo\"]\n");
        record.close();
        QFileDialog files(window, QStringLiteral("?"), dir_->path());
        files.setOption(QFileDialog::DontUseNativeDialog);
        files.setAcceptMode(QFileDialog::AcceptSave);
        files.show();
        settle();
        files.setAcceptMode(QFileDialog::AcceptOpen);
        settle();
        // Help ▸ About Qt, Qt's own box.
        ModalAnswer closeAboutQt([](QWidget* modal) { clickButton(modal, QMessageBox::AcceptRole); });
        actionOf(*window, "aboutQtAction")->trigger();
        QVERIFY(closeAboutQt.done());
        // Command-line help.
        QCommandLineParser parser;
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addOption(languageOption());
        parser.helpText();
        parser.parse({QStringLiteral("mancala"), QStringLiteral("--nonsense"), QStringLiteral("--lang")});
        parser.errorText();

        QCoreApplication::removeTranslator(&missing);
        QStringList untranslated(missing.seen.cbegin(), missing.seen.cend());
        untranslated.sort();
        for (const QString& text : untranslated)
            qWarning("untranslated: %s", qPrintable(text));
        QVERIFY(untranslated.isEmpty());
    }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestLanguage)
#include "test_language.moc"
