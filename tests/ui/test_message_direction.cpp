// The direction of every message: each one the app's catalogs hold, formatted
// as the app formats it (its arguments isolated, as Wording::isolate does),
// reads in its language's direction. Urdu, with Latin arguments, is a right-
// to-left paragraph (its first strong character outside the isolates is
// right to left: a message of arguments alone, "%1 %2", starts with U+200F);
// English and Swahili, with Urdu arguments, are left to right. Urdu quotes
// open with ” and close with “, the locale's marks, in every message.
#include <QFile>
#include <QKeySequence>
#include <QRegularExpression>
#include <QXmlStreamReader>
#include <QtTest>

#include "i18n/translations.hpp"
#include "i18n/wording.hpp"
#include "window_fixture.hpp"

Q_DECLARE_METATYPE(mancala::ui::Language)

namespace mancala::ui::test {

namespace {

struct Message {
    QByteArray context;
    QByteArray source;
    QByteArray comment;
    bool numerus = false;
};

// Every message of a catalog, as lupdate wrote it.
QList<Message> messagesOf(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<Message> messages;
    QXmlStreamReader xml(&file);
    QByteArray context;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText().toUtf8();
        } else if (xml.name() == QLatin1String("message")) {
            messages.append(
                {context, {}, {}, xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes")});
        } else if (xml.name() == QLatin1String("source") && !messages.isEmpty()) {
            messages.last().source = xml.readElementText().toUtf8();
        } else if (xml.name() == QLatin1String("comment") && !messages.isEmpty()) {
            messages.last().comment = xml.readElementText().toUtf8();
        }
    }
    return messages;
}

// The message in the language installed, each argument `argument`, isolated.
QString formatted(const Message& m, int n, const QString& argument) {
    QString text =
        QCoreApplication::translate(m.context.constData(), m.source.constData(),
                                    m.comment.isEmpty() ? nullptr : m.comment.constData(), m.numerus ? n : -1);
    static const QRegularExpression placeholder(QStringLiteral("%L?(\\d+|p)"));
    return text.replace(placeholder, Wording::isolate(argument));
}

// Not paragraphs of the language: what Qt reads as a setting or a key
// sequence, the game names (kept as they are in every language), and pieces
// without a word joined into other text (", ", "…").
bool isNotAParagraph(const Message& m, const QString& text) {
    if (m.context == "QGuiApplication" && m.source == "QT_LAYOUT_DIRECTION")
        return true;
    const QString source = QString::fromUtf8(m.source);
    if (text == source && QKeySequence::fromString(source).toString() == source)
        return true;
    for (GameId game : kAllGames)
        if (m.context == "Wording" && text == source && text == Wording::gameName(game))
            return true;
    static const QRegularExpression word(QStringLiteral("[\\p{L}%]"));
    return !source.contains(word);
}

QString describe(const Message& m, const QString& text) {
    return QStringLiteral("%1 “%2”: %3").arg(QString::fromUtf8(m.context), QString::fromUtf8(m.source), text);
}

} // namespace

class TestMessageDirection : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { startInEnglish(); }
    void cleanup() { QCOMPARE(Translations::switchTo(Language::English), QString()); }

    void everyMessageReadsInItsLanguagesDirection_data() {
        QTest::addColumn<Language>("language");
        QTest::addColumn<QString>("argument");
        QTest::newRow("ur, Latin arguments") << Language::Urdu << QStringLiteral("Ada 2");
        QTest::newRow("sw, Urdu arguments") << Language::Swahili << QStringLiteral("ثناء");
        QTest::newRow("en, Urdu arguments") << Language::English << QStringLiteral("ثناء");
    }
    void everyMessageReadsInItsLanguagesDirection() {
        QFETCH(Language, language);
        QFETCH(QString, argument);
        QCOMPARE(Translations::switchTo(language), QString());
        const QList<Message> messages =
            messagesOf(QStringLiteral(MANCALA_TRANSLATIONS_DIR "/mancala_%1.ts").arg(languageCode(Language::Urdu)));
        QVERIFY(messages.size() > 400);
        const bool rightToLeft = language == Language::Urdu;
        QStringList wrong;
        for (const Message& m : messages)
            for (int n : {1, 5}) {
                const QString text = formatted(m, n, argument);
                if (!isNotAParagraph(m, text) && text.isRightToLeft() != rightToLeft)
                    wrong << describe(m, text);
            }
        wrong.removeDuplicates();
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    }

    void urduQuotesOpenAndCloseWithTheLocalesMarks() {
        QCOMPARE(Translations::switchTo(Language::Urdu), QString());
        const QChar opens(0x201D);
        const QChar closes(0x201C);
        QCOMPARE(QLocale().quoteString(u"x"), QString(opens + QLatin1Char('x') + closes));
        QStringList wrong;
        for (const Message& m : messagesOf(QStringLiteral(MANCALA_TRANSLATIONS_DIR "/mancala_ur.ts"))) {
            const QString text = formatted(m, 5, QStringLiteral("Ada"));
            bool open = false;
            for (QChar c : text) {
                if (c != opens && c != closes)
                    continue;
                if (c != (open ? closes : opens))
                    wrong << describe(m, text);
                open = !open;
            }
        }
        wrong.removeDuplicates();
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestMessageDirection)
#include "test_message_direction.moc"
