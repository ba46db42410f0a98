// The words of the last reading of the Urdu and Swahili interface (issue
// 27), as the app shows them: each message in the word chosen, never in the
// one it replaced; the Swahili game record one term everywhere (messages,
// rules pages, the MIME comment, the metainfo); the rules pages' corrected
// sentences.
#include <QFile>
#include <QRegularExpression>
#include <QtTest>

#include "i18n/translations.hpp"
#include "rules/rules_browser.hpp"
#include "window_fixture.hpp"

Q_DECLARE_METATYPE(mancala::ui::Language)

namespace mancala::ui::test {

namespace {

QString translated(const char* context, const char* source, const char* comment = nullptr, int n = -1) {
    return QCoreApplication::translate(context, source, comment, n);
}

QString readSource(const char* path) {
    QFile file(QStringLiteral(MANCALA_SOURCE_DIR "/") + QLatin1String(path));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

} // namespace

class TestReviewedWords : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { startInEnglish(); }
    void cleanup() { QCOMPARE(Translations::switchTo(Language::English), QString()); }

    void messagesSayTheWordsChosen_data() {
        QTest::addColumn<Language>("language");
        QTest::addColumn<QString>("shown");
        QTest::addColumn<QString>("chosen");
        QTest::addColumn<QString>("replaced");
        const auto ur = [](const char* name, const QString& shown, const char* chosen, const char* replaced) {
            QTest::newRow(name) << Language::Urdu << shown << QString::fromUtf8(chosen) << QString::fromUtf8(replaced);
        };
        const auto sw = [](const char* name, const QString& shown, const char* chosen, const char* replaced) {
            QTest::newRow(name) << Language::Swahili << shown << QString::fromUtf8(chosen)
                                << QString::fromUtf8(replaced);
        };
        ur("ur unsaved", QStringLiteral("mancala::ui::FileDialogs|Unsaved Game"), "کھیل محفوظ نہیں ہوا", "غیر محفوظ");
        ur("ur analysis", QStringLiteral("mancala::ui::AnalysisPanel|Analysis"), "تجزیہ", "جائزہ");
        ur("ur analysed", QStringLiteral("mancala::ui::AnalysisPanel|Positions analysed"), "جن صورتوں کا تجزیہ ہو چکا",
           "جائزہ شدہ");
        ur("ur evaluation", QStringLiteral("mancala::ui::EvaluationPanel|Evaluation"), "جانچ", "تجزیہ");
        ur("ur endgames board",
           QStringLiteral("mancala::ui::EndgameIndicator|Once only: the exact result of every position with at most %1 "
                          "on the board, so that the Expert plays them perfectly|a number of seeds"),
           "تختے پر", "بورڈ");
        ur("ur wins", QStringLiteral("mancala::ui::StatisticsModel|Wins"), "جیت", "جیتیں");
        ur("ur losses", QStringLiteral("mancala::ui::StatisticsModel|Losses"), "ہار", "ہاریں");
        ur("ur statistics tip",
           QStringLiteral("mancala::ui::MainWindow|Games, wins, draws and losses against each opponent"),
           "کھیل، جیت، برابر اور ہار", "برابریاں");
        ur("ur high contrast",
           QStringLiteral("mancala::ui::ThemeMenu|White on black, with bright marks, for the easiest reading"),
           "تاکہ پڑھنا سب سے آسان ہو", "آسان ترین");
        ur("ur credits", QStringLiteral("mancala::ui::AboutDialog|Credits"), "اظہارِ تشکر", "اعترافات");
        ur("ur hole guide", QStringLiteral("mancala::ui::HoleGuide|Mark every hole the player to move may play"),
           "جس سے وہ چال چل سکتا ہے", "جسے وہ کھیل سکتا");
        ur("ur one seed", QStringLiteral("Wording|The %n seed(s) left on the board went to %1||1"), "بچا", "بچے");
        ur("ur one seed went", QStringLiteral("Wording|The %n seed(s) left on the board went to %1||1"), "ملا", "ملے");
        sw("sw best win", QStringLiteral("mancala::ui::StatisticsModel|Best win|the largest margin of a win"),
           "Ushindi mkuu", "mkubwa zaidi");
        sw("sw better", QStringLiteral("mancala::ui::EvaluationModel|Better|a move better than the one played"), "Bora",
           "zaidi");
        sw("sw best", QStringLiteral("mancala::ui::AnalysisMarks|Best|a move as good as the computer's"), "Bora kabisa",
           "zaidi");
        sw("sw threw away",
           QStringLiteral("mancala::ui::AnalysisMarks|%1: it threw away a won game; %2 was better|analysis of a move"),
           "ilipoteza ushindi uliokuwa mkononi", "ilitupa");
        sw("sw endgames", QStringLiteral("mancala::ui::EndgameIndicator|Working out the %1 endgames…|a game's name"),
           "hali za mwisho wa mchezo", "hatua za mwisho");
        sw("sw at most",
           QStringLiteral("mancala::ui::EndgameIndicator|Once only: the exact result of every position with at most %1 "
                          "on the board, so that the Expert plays them perfectly|a number of seeds"),
           "zisizozidi %1 ubaoni", "au chache");
        sw("sw north player", QStringLiteral("mancala::ui::PlayerMenu|&North Is Played By"), "Anayecheza", "inachezwa");
        sw("sw south player", QStringLiteral("mancala::ui::PlayerMenu|S&outh Is Played By"), "Anayecheza", "inachezwa");
        sw("sw autosave",
           QStringLiteral(
               "mancala::ui::MainWindow|This game cannot be saved automatically: %1 Save it to keep its moves."),
           "Hifadhi mchezo huu ili kuweka hatua zake", "Uhifadhi");
        sw("sw reset", QStringLiteral("mancala::ui::StatisticsDialog|Forget the results of every game played so far?"),
           "Je, ungependa kufuta", "Kusahau");
        sw("sw pause", QStringLiteral("mancala::ui::ReplayBar|P&ause"), "&Sitisha", "Simamisha");
        sw("sw pause computer", QStringLiteral("mancala::ui::TurnController|&Pause Computer"), "Sitisha", "Simamisha");
        sw("sw paused", QStringLiteral("mancala::ui::ThinkingIndicator|The computer is paused"), "imesitishwa",
           "imesimamishwa");
    }
    // `shown` is "context|source[|comment[|n]]".
    void messagesSayTheWordsChosen() {
        QFETCH(Language, language);
        QFETCH(QString, shown);
        QFETCH(QString, chosen);
        QFETCH(QString, replaced);
        QCOMPARE(Translations::switchTo(language), QString());
        const QStringList parts = shown.split(QLatin1Char('|'));
        const QByteArray context = parts.value(0).toUtf8();
        const QByteArray source = parts.value(1).toUtf8();
        const QByteArray comment = parts.value(2).toUtf8();
        const int n = parts.size() > 3 ? parts[3].toInt() : -1;
        const QString text =
            translated(context.constData(), source.constData(), comment.isEmpty() ? nullptr : comment.constData(), n);
        QVERIFY2(text.contains(chosen), qPrintable(text));
        QVERIFY2(!text.contains(replaced), qPrintable(text));
    }

    // Swahili names a game record "kumbukumbu ya mchezo" everywhere, never
    // "rekodi" (the verb "-rekodiwa", recorded by a researcher, is another word).
    void swahiliNamesAGameRecordOneWay() {
        static const QRegularExpression rekodi(QStringLiteral("\\b[Rr]ekodi\\b"));
        QStringList texts{readSource("translations/mancala_sw.ts"), readSource("translations/qtbase_sw.ts")};
        for (GameId game : kAllGames)
            texts << RulesBrowser::pageSource(game, Language::Swahili);
        const QString mime = readSource("packaging/mancala-mime.xml.in");
        QVERIFY(mime.contains(QStringLiteral("<comment xml:lang=\"sw\">Kumbukumbu ya mchezo")));
        texts << mime << readSource("packaging/mancala.metainfo.xml.in");
        for (const QString& text : texts) {
            QVERIFY(!text.isEmpty());
            const QRegularExpressionMatch found = rekodi.match(text);
            QVERIFY2(!found.hasMatch(), qPrintable(text.mid(std::max<qsizetype>(0, found.capturedStart() - 60), 120)));
        }
    }

    void rulesPagesSayTheSentencesChosen() {
        const QString bao = RulesBrowser::pageSource(GameId::BaoLaKimasai, Language::Urdu);
        QVERIFY(bao.contains(QStringLiteral("Martin Klamroth منظرِ عام پر لائے")));
        QVERIFY(!bao.contains(QStringLiteral("نے منظرِ عام پر لایا")));
        const QString tihbat = RulesBrowser::pageSource(GameId::Tihbat, Language::Urdu);
        QVERIFY(tihbat.contains(QStringLiteral("دہرائی جا سکتی ہیں")));
        QVERIFY(!tihbat.contains(QStringLiteral("دہرائی جاتی رہ سکتی")));
        for (Language language : kAllLanguages)
            QVERIFY(RulesBrowser::pageSource(GameId::BaoLaKimasai, language)
                        .contains(QStringLiteral("Afrikanische Brettspiele")));
    }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestReviewedWords)
#include "test_reviewed_words.moc"
