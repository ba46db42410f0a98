// Help ▸ About Mancala and Help ▸ About Qt: the About box shows the icon, the
// project's version, what the program is, its licence, the people who
// recorded each game's rules (the very names the rules pages give) and
// Mancala World, and the credits of the Urdu font and Qt, every name
// isolated; it follows a change of language while it is open. The window
// icon falls back to the PNGs bundled at every size when the icon theme has
// none (test_installed_app checks the theme's).
#include <QMenu>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

#include "window/about_dialog.hpp"
#include "window/app_identity.hpp"
#include "window_fixture.hpp"

Q_DECLARE_METATYPE(mancala::ui::Language)

namespace mancala::ui::test {

namespace {

QList<QSize> sorted(QList<QSize> sizes) {
    std::sort(sizes.begin(), sizes.end(), [](QSize a, QSize b) { return a.width() < b.width(); });
    return sizes;
}

QString isolated(const QString& text) {
    return QChar(0x2068) + text + QChar(0x2069);
}

// The rules page of `game` in English, as HTML.
QString rulesPage(GameId game) {
    return QString::fromUtf8(readAll(QStringLiteral(":/rules/%1.en.html").arg(gameTag(game))));
}

} // namespace

class TestAbout : public QObject, public WindowFixture {
    Q_OBJECT
private:
    QMenu* helpMenu() const { return window_->menuBar()->actions().constLast()->menu(); }

    // The About box, opened from the Help menu.
    AboutDialog* openAbout() {
        actionOf(*window_, "aboutAction")->trigger();
        settle();
        auto* dialog = window_->findChild<AboutDialog*>();
        return dialog && dialog->isVisible() ? dialog : nullptr;
    }
    // A label's rich text, and what it shows.
    QString text(AboutDialog* dialog, const char* name) const { return partOf<QLabel>(*dialog, name)->text(); }
    QString shown(AboutDialog* dialog, const char* name) const {
        return QTextDocumentFragment::fromHtml(text(dialog, name)).toPlainText();
    }

private slots:
    void initTestCase() { startInEnglish(); }
    void init() { QVERIFY(startFixture()); }
    void cleanup() {
        QCOMPARE(Translations::switchTo(Language::English), QString());
        settle();
        endFixture();
    }

    void theHelpMenuEndsWithAboutMancalaAndAboutQt() {
        QVERIFY(openWindow());
        const QList<QAction*> entries = helpMenu()->actions();
        QVERIFY(entries.size() >= 2);
        QCOMPARE(entries[entries.size() - 2], actionOf(*window_, "aboutAction"));
        QCOMPARE(entries.constLast(), actionOf(*window_, "aboutQtAction"));
        QCOMPARE(entries[entries.size() - 2]->menuRole(), QAction::AboutRole);
        QCOMPARE(entries.constLast()->menuRole(), QAction::AboutQtRole);
        QCOMPARE(entries[entries.size() - 2]->text(), QStringLiteral("&About Mancala"));
        QCOMPARE(entries.constLast()->text(), QStringLiteral("About &Qt"));

        MessageSeen seen;
        ModalAnswer close([&seen](QWidget* modal) {
            seen = readMessage(modal);
            clickButton(modal, QMessageBox::AcceptRole);
        });
        entries.constLast()->trigger();
        QVERIFY(close.done());
        QVERIFY(seen.text.contains(QLatin1String(qVersion())));
    }

    void theAboutBoxShowsTheIconTheProjectVersionAndWhatTheProgramIs() {
        QVERIFY(openWindow());
        AboutDialog* about = openAbout();
        QVERIFY(about);
        QCOMPARE(about->windowTitle(), QStringLiteral("About Mancala"));
        QCOMPARE(shown(about, "aboutVersion"),
                 QStringLiteral("Version %1").arg(isolated(QStringLiteral(MANCALA_VERSION))));
        QCOMPARE(applicationVersion(), QStringLiteral(MANCALA_VERSION));
        const QPixmap icon = partOf<QLabel>(*about, "aboutIcon")->pixmap();
        QVERIFY(!icon.isNull());
        QCOMPARE(icon.deviceIndependentSize().toSize(), QSize(64, 64));
        const QString description = shown(about, "aboutDescription");
        QVERIFY(description.startsWith(QLatin1String(
            "Traditional mancala games for two players at one computer, or for one player against the computer: ")));
        for (GameId game : kAllGames)
            QVERIFY2(description.contains(Wording::gameName(game)), qPrintable(description));
        const QString licence = text(about, "aboutLicence");
        QVERIFY(licence.contains(QLatin1String("https://www.gnu.org/licenses/gpl-3.0.html")));
        QVERIFY(licence.contains(QLatin1String("version 3 or any later version")));
        about->reject();
        QVERIFY(!about->isVisible());
    }

    // Urdu: the list of games reads right to left, its Latin names isolated
    // one by one ("…، ⁨Tihbat⁩ اور ⁨Bao la Kimasai⁩", not a left-to-right run).
    void theListOfGamesReadsInTheSentencesDirection() {
        QCOMPARE(Translations::switchTo(Language::Urdu), QString());
        QVERIFY(openWindow());
        AboutDialog* about = openAbout();
        QVERIFY(about);
        const QString description = shown(about, "aboutDescription");
        for (GameId game : kAllGames)
            QVERIFY2(description.contains(isolated(Wording::gameName(game))), qPrintable(description));
        // The list: what the sentence's isolate around it holds.
        const qsizetype open = description.indexOf(QChar(0x2068));
        const qsizetype close = description.lastIndexOf(QChar(0x2069));
        QVERIFY(open >= 0 && close > open);
        const QString list = description.mid(open + 1, close - open - 1);
        QVERIFY2(list.isRightToLeft(), qPrintable(list));
        about->close();
    }

    void theAboutBoxNamesWhoRecordedEachGameAsItsRulesPageDoes_data() {
        QTest::addColumn<GameId>("game");
        QTest::addColumn<QStringList>("sources");
        QTest::newRow("djenon-aboure") << GameId::DjenonAboure
                                       << QStringList{QStringLiteral("Jordi Climent Tondo"), QStringLiteral("2012")};
        QTest::newRow("ayoayo") << GameId::Ayoayo << QStringList{QStringLiteral("Mancala World")};
        QTest::newRow("tihbat") << GameId::Tihbat
                                << QStringList{QStringLiteral("Lalo Canast"), QStringLiteral("Víktor Bautista i Roca"),
                                               QStringLiteral("2006")};
        QTest::newRow("bao-la-kimasai") << GameId::BaoLaKimasai
                                        << QStringList{QStringLiteral("Martin Klamroth"),
                                                       QStringLiteral("Afrikanische Brettspiele"),
                                                       QStringLiteral("Archiv für Anthropologie"),
                                                       QStringLiteral("1911")};
    }
    void theAboutBoxNamesWhoRecordedEachGameAsItsRulesPageDoes() {
        QFETCH(GameId, game);
        QFETCH(QStringList, sources);
        QVERIFY(openWindow());
        AboutDialog* about = openAbout();
        QVERIFY(about);
        const QString shown = text(about, "aboutSources");
        const QString page = rulesPage(game);
        QVERIFY(page.contains(QLatin1String("Mancala World")));
        QVERIFY(shown.contains(QLatin1String("<a href=\"https://mancala.fandom.com/\">Mancala World</a>")));
        // The game's own line names it and its sources, each isolated.
        const QStringList lines = shown.split(QStringLiteral("<li>"));
        const auto line = std::find_if(lines.begin(), lines.end(), [&](const QString& l) {
            return l.startsWith(isolated(Wording::gameName(game)));
        });
        QVERIFY2(line != lines.end(), qPrintable(shown));
        for (const QString& source : sources) {
            QVERIFY2(page.contains(source), qPrintable(source));
            // A name, a title or a year isolated; a link isolated around its anchor.
            const bool named =
                line->contains(isolated(source)) || line->contains(source + QLatin1String("</a>") + QChar(0x2069));
            QVERIFY2(named, qPrintable(*line));
        }
    }

    void theCreditsNameTheUrduFontAndQtWithTheirLicences() {
        QVERIFY(openWindow());
        AboutDialog* about = openAbout();
        QVERIFY(about);
        const QString credits = text(about, "aboutCredits");
        QVERIFY(credits.contains(isolated(QStringLiteral("Noto Nastaliq Urdu"))));
        QVERIFY(credits.contains(QLatin1String(">SIL Open Font License 1.1</a>")));
        QVERIFY(credits.contains(QLatin1String(">Qt</a>")));
        QVERIFY(credits.contains(isolated(QLatin1String(qVersion()))));
        QVERIFY(credits.contains(QLatin1String(">GNU Lesser General Public License</a>")));
    }

    void theAboutBoxFollowsALanguageChangeWhileItIsOpen() {
        QVERIFY(openWindow());
        AboutDialog* about = openAbout();
        QVERIFY(about);
        QVERIFY(!about->isRightToLeft());
        QCOMPARE(Translations::switchTo(Language::Urdu), QString());
        settle();
        QVERIFY(about->isRightToLeft());
        // Worded again: the games are listed the Urdu way, with "اور" (and),
        // and every text reads right to left, even a line that starts with a
        // name in Latin letters.
        QVERIFY2(shown(about, "aboutDescription").contains(QStringLiteral(" اور ")),
                 qPrintable(shown(about, "aboutDescription")));
        for (const char* label :
             {"aboutName", "aboutVersion", "aboutDescription", "aboutLicence", "aboutSources", "aboutCredits"})
            QVERIFY2(text(about, label).startsWith(QLatin1String("<div dir=\"rtl\">")), label);
        QCOMPARE(Translations::switchTo(Language::English), QString());
        settle();
        QVERIFY(!about->isRightToLeft());
        QVERIFY(shown(about, "aboutDescription")
                    .endsWith(QStringLiteral(" and ") + isolated(QStringLiteral("Oware")) + QLatin1Char('.')));
        QVERIFY(text(about, "aboutSources").startsWith(QLatin1String("<div dir=\"ltr\">")));
    }

    void theWindowIconFallsBackToTheBundledPngsOfEverySize() {
        const QIcon bundled = bundledApplicationIcon();
        QList<QSize> expected;
        for (const QString& size : QStringLiteral(MANCALA_BUNDLED_ICON_SIZES).split(QLatin1Char(' ')))
            expected << QSize(size.toInt(), size.toInt());
        QCOMPARE(sorted(bundled.availableSizes()), expected);
        for (const QSize& size : expected)
            QCOMPARE(bundled.pixmap(size).size(), size);
        // An icon theme without the app's icon.
        QTemporaryDir noTheme;
        const QStringList paths = QIcon::themeSearchPaths();
        QIcon::setThemeSearchPaths({noTheme.path()});
        const QIcon icon = applicationIcon();
        QIcon::setThemeSearchPaths(paths);
        QVERIFY(icon.name().isEmpty());
        QCOMPARE(sorted(icon.availableSizes()), expected);
        QCOMPARE(applicationId(), QStringLiteral(MANCALA_APP_ID));
    }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestAbout)
#include "test_about.moc"
