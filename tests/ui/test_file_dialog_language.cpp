// Qt's own Open dialog in the interface's language: the file list words
// sizes, types and dates itself (Qt's model would use the system's locale and
// the MIME database, which has no Urdu or Swahili), each as one isolated run;
// the filters' patterns read left to right in Urdu. Only the dialog's public
// interface is used.
#include <QFileDialog>
#include <QFileSystemModel>
#include <QStyle>
#include <QtTest>

#include "i18n/language.hpp"
#include "i18n/translations.hpp"
#include "records/file_list_format.hpp"
#include "records/game_files.hpp"
#include "window/main_window.hpp"
#include "window_fixture.hpp"

Q_DECLARE_METATYPE(mancala::ui::Language)

namespace mancala::ui::test {

namespace {

const QChar kFirstStrong(0x2068);
const QChar kPop(0x2069);

QString isolated(const QString& text) {
    return kFirstStrong + text + kPop;
}

// What the Open dialog's file list holds, in the folder of `file`: its
// views' model, which only the dialog's public interface reaches.
struct OpenDialogSeen {
    QString size;                // of `file`
    QString type;                // of `file`
    QString modified;            // of `file`
    Qt::Alignment sizeAlignment; // as the delegate draws it, visually
    QStringList filters;
    QStringList patterns; // the patterns the dialog filters by
};

} // namespace

class TestFileDialogLanguage : public QObject, private WindowFixture {
    Q_OBJECT
private:
    OpenDialogSeen openDialogOn(const QString& file) {
        OpenDialogSeen seen;
        ModalAnswer answer([&](QWidget* modal) {
            auto* dialog = qobject_cast<QFileDialog*>(modal);
            QVERIFY(dialog);
            auto* list = qobject_cast<FileListFormat*>(dialog->proxyModel());
            QVERIFY(list);
            auto* files = qobject_cast<QFileSystemModel*>(list->sourceModel());
            QVERIFY(files);
            // Sizes and dates arrive from Qt's file information thread.
            const QString bytes = QLocale().toString(QFileInfo(file).size());
            QModelIndex row;
            QTRY_VERIFY((row = list->mapFromSource(files->index(file))).isValid() &&
                        row.siblingAtColumn(FileListFormat::Size).data().toString().contains(bytes));
            const auto cell = [&](int column) { return row.siblingAtColumn(column).data().toString(); };
            seen.size = cell(FileListFormat::Size);
            seen.type = cell(FileListFormat::Type);
            seen.modified = cell(FileListFormat::Modified);
            // Qt's columns may cut a word short: each reads whole in its tooltip.
            for (int column : {FileListFormat::Size, FileListFormat::Type, FileListFormat::Modified})
                QCOMPARE(row.siblingAtColumn(column).data(Qt::ToolTipRole).toString(), cell(column));
            seen.sizeAlignment = QStyle::visualAlignment(
                dialog->layoutDirection(),
                Qt::Alignment(row.siblingAtColumn(FileListFormat::Size).data(Qt::TextAlignmentRole).toInt()));
            seen.filters = dialog->nameFilters();
            seen.patterns = files->nameFilters();
            dialog->reject();
        });
        window_->files()->openDialog();
        [&] { QVERIFY(answer.done()); }();
        return seen;
    }

private slots:
    void initTestCase() { startInEnglish(); }
    void init() { QVERIFY(startFixture()); }
    void cleanup() { endFixtureInEnglish(); }

    void sizesAreWordedInDecimalUnitsAndIsolated() {
        QCOMPARE(FileListFormat::size(0), isolated(QStringLiteral("0 bytes")));
        QCOMPARE(FileListFormat::size(1), isolated(QStringLiteral("1 byte")));
        QCOMPARE(FileListFormat::size(999), isolated(QStringLiteral("999 bytes")));
        QCOMPARE(FileListFormat::size(1000), isolated(QStringLiteral("1.0 KB")));
        QCOMPARE(FileListFormat::size(2540), isolated(QStringLiteral("2.5 KB")));
        QCOMPARE(FileListFormat::size(999'499), isolated(QStringLiteral("999 KB")));
        QCOMPARE(FileListFormat::size(999'500), isolated(QStringLiteral("1.0 MB")));
        QCOMPARE(FileListFormat::size(13'400'000), isolated(QStringLiteral("13 MB")));
        QCOMPARE(FileListFormat::size(7'000'000'000'000'000), isolated(QStringLiteral("7,000 TB")));
    }

    void typesNameMancalaGamesAndOtherFilesByTheirEnding() {
        QCOMPARE(FileListFormat::type(QFileInfo(QStringLiteral("/x/club night.mancala"))),
                 QStringLiteral("Mancala game"));
        QCOMPARE(FileListFormat::type(QFileInfo(QStringLiteral("/x/notes.txt"))),
                 isolated(QStringLiteral("TXT")) + QStringLiteral(" file"));
        QCOMPARE(FileListFormat::type(QFileInfo(QStringLiteral("/x/README"))), QStringLiteral("File"));
    }

    void theOpenDialogSpeaksTheInterfacesLanguage_data() {
        QTest::addColumn<Language>("language");
        QTest::addColumn<QString>("bytes");
        QTest::addColumn<QString>("type");
        QTest::addColumn<Qt::LayoutDirection>("direction");
        QTest::newRow("en") << Language::English << QStringLiteral("bytes") << QStringLiteral("Mancala game")
                            << Qt::LeftToRight;
        QTest::newRow("ur") << Language::Urdu << QStringLiteral("بائٹ") << QStringLiteral("مینکالا کھیل")
                            << Qt::RightToLeft;
        QTest::newRow("sw") << Language::Swahili << QStringLiteral("baiti") << QStringLiteral("Mchezo wa Mancala")
                            << Qt::LeftToRight;
    }
    void theOpenDialogSpeaksTheInterfacesLanguage() {
        QFETCH(Language, language);
        QFETCH(QString, bytes);
        QFETCH(QString, type);
        QFETCH(Qt::LayoutDirection, direction);
        QCOMPARE(Translations::switchTo(language), QString());
        QVERIFY(openWindow());
        QCOMPARE(window_->layoutDirection(), direction);
        const QString file = path(QStringLiteral("game.mancala"));
        QVERIFY(window_->files()->saveTo(file));
        const QFileInfo saved(file);

        const OpenDialogSeen seen = openDialogOn(file);
        QVERIFY2(seen.size.startsWith(kFirstStrong) && seen.size.endsWith(kPop), qPrintable(seen.size));
        QVERIFY2(seen.size.contains(QLocale().toString(saved.size())) && seen.size.contains(bytes),
                 qPrintable(seen.size));
        // At the column's right in either direction: right to left, the
        // reading start, its number first, its word clear of the type beside it.
        QVERIFY(seen.sizeAlignment & Qt::AlignRight);
        QCOMPARE(seen.type, type);
        QCOMPARE(seen.modified, isolated(QLocale().toString(saved.lastModified(), QLocale::ShortFormat)));
        // Right to left, each filter's patterns follow a U+200E, so that they
        // read "(*.mancala)", not "(mancala.*)"; the dialog still finds them.
        QCOMPARE(seen.filters.size(), 2);
        for (const QString& filter : seen.filters)
            QVERIFY2(filter.contains(QChar(0x200E) + QLatin1Char('(')) == (direction == Qt::RightToLeft) &&
                         filter.endsWith(QLatin1Char(')')),
                     qPrintable(filter));
        QVERIFY(seen.filters.front().endsWith(QStringLiteral("(*.mancala)")));
        QCOMPARE(seen.patterns, QStringList{QStringLiteral("*.mancala")});
    }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestFileDialogLanguage)
#include "test_file_dialog_language.moc"
