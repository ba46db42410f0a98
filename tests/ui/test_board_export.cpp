// Taking positions and games out of the app: Export Board… writes the
// position shown as SVG (text: hole names, counts, the players) or PNG,
// Copy Board puts it on the clipboard, Export Game… writes the PDF game
// sheet (its text read back with pdftotext: the tags, the moves with their
// marks, the summary), in English and in Urdu. A file that cannot be
// written is refused with the old one kept.
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QMimeData>
#include <QProcess>
#include <QRegularExpression>
#include <QStatusBar>
#include <QStandardPaths>

#include <algorithm>
#include <cstdlib>

#include "i18n/language.hpp"
#include "i18n/translations.hpp"
#include "i18n/wording.hpp"
#include "play/analysis/analysis_model.hpp"
#include "window/board_export.hpp"
#include "window/game_sheet.hpp"
#include "analysis_fixture.hpp"
#include "window_fixture.hpp"

Q_DECLARE_METATYPE(mancala::ui::Language)

namespace mancala::ui::test {

namespace {

// The text of a PDF (pdftotext, poppler-utils in ./dev's packages).
QString pdfText(const QString& path) {
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (tool.isEmpty())
        return QStringLiteral("(no pdftotext)");
    QProcess p;
    p.start(tool, {QStringLiteral("-enc"), QStringLiteral("UTF-8"), path, QStringLiteral("-")});
    if (!p.waitForFinished(30000) || p.exitCode() != 0)
        return QStringLiteral("(pdftotext failed)");
    // Isolates (U+2066…U+2069) have no glyph: some tools give them back, some not.
    QString text = QString::fromUtf8(p.readAllStandardOutput());
    text.remove(QRegularExpression(QStringLiteral("[\u2066-\u2069]")));
    return text;
}

// What a tool of poppler-utils prints about `path` (empty if it failed).
QByteArray popplerOutput(const char* name, const QStringList& arguments) {
    const QString tool = QStandardPaths::findExecutable(QLatin1String(name));
    QProcess p;
    p.start(tool, arguments);
    if (tool.isEmpty() || !p.waitForFinished(30000) || p.exitCode() != 0)
        return {};
    return p.readAllStandardOutput();
}

// With MANCALA_SCREENSHOTS set, a copy of `file` there as `name` (to look at).
void saveCopy(const QString& file, const QString& name) {
    const QByteArray dir = qgetenv("MANCALA_SCREENSHOTS");
    if (!dir.isEmpty())
        QFile::copy(file, QDir(QString::fromLocal8Bit(dir)).filePath(name));
}

int pdfPages(const QByteArray& pdf) {
    return static_cast<int>(pdf.count("/Type /Page\n") + pdf.count("/Type /Page\r") + pdf.count("/Type /Page "));
}

} // namespace

class TestBoardExport : public QObject, public WindowFixture {
    Q_OBJECT
private:
    BoardExport* exports() const { return part<BoardExport>("boardExport"); }
    AnalysisModel* analysis() const { return part<AnalysisModel>("analysisModel"); }

    // The Tihbat game of tests/cli/data/tihbat.mancala, analysed, at `ply`.
    void openAnalysedGame(int ply) {
        QVERIFY(openWindow());
        session()->setPlayerNames(QStringLiteral("Amina"), QStringLiteral("Kwame"));
        QCOMPARE(session()->load(GameId::Tihbat, tihbatGame()), IllegalReason::None);
        replay()->start(ply);
        QTRY_VERIFY_WITH_TIMEOUT(analysis()->isComplete(), 60000);
    }

private slots:
    void initTestCase() { startInEnglish(); }
    void init() { QVERIFY(startFixture()); }
    void cleanup() { endFixtureInEnglish(); }

    void svgHoldsHoleNamesCountsAndPlayers() {
        openAnalysedGame(3);
        const QString file = path(QStringLiteral("board.svg"));
        QVERIFY(exports()->exportBoardTo(file).ok());
        const QByteArray svg = readAll(file);
        QVERIFY(svg.startsWith("<?xml"));
        QVERIFY(svg.contains("<svg"));
        for (const char* text : {">a</text>", ">b</text>", ">1</text>", ">2</text>", ">Amina</text>", ">Kwame</text>"})
            QVERIFY2(svg.contains(text), text);
        // The counts of the position shown, hole by hole.
        const Position& pos = session()->game().positionAt(3);
        for (int h = 0; h < session()->rules().holeCount(); ++h)
            if (pos.board[h] > 0)
                QVERIFY(svg.contains(">" + QByteArray::number(pos.board[h]) + "</text>"));
    }

    // Names of 255 bytes, as many as a folder entry takes: the board and the
    // game sheet are written (the temporary file's name is short).
    void exportsTakeNamesOfAsManyBytesAsTheSystemAllows() {
        openAnalysedGame(3);
        const QString board = path(QString(251, QLatin1Char('b')) + QStringLiteral(".svg"));
        const QString sheet = path(QString(251, QLatin1Char('s')) + QStringLiteral(".pdf"));
        QCOMPARE(QFile::encodeName(QFileInfo(board).fileName()).size(), 255);
        QVERIFY(exports()->exportBoardTo(board).ok());
        QVERIFY(readAll(board).contains("<svg"));
        QVERIFY(exports()->exportGameTo(sheet).ok());
        QVERIFY(readAll(sheet).startsWith("%PDF"));
    }

    void pngIsTheDiagramImage() {
        openAnalysedGame(0);
        const QString file = path(QStringLiteral("board.png"));
        QVERIFY(exports()->exportBoardTo(file).ok());
        QImage image;
        QVERIFY(image.load(file, "PNG"));
        QCOMPARE(image.size(), (diagramSize(session()->rules()) * 2).toSize());
        // Painted, not blank: the wood at the middle is opaque.
        QCOMPARE(qAlpha(image.pixel(image.width() / 2, image.height() / 2)), 255);
    }

    // The SVG export, drawn by a real renderer (rsvg-convert, which the build
    // needs anyway), looks like the PNG export: the same colours pixel for
    // pixel but for the type's edges, no black outlines, nothing beside the board.
    void theSvgExportLooksLikeThePngExport_data() { addGameRows(); }
    void theSvgExportLooksLikeThePngExport() {
        QFETCH(GameId, game);
        QVERIFY(openWindow());
        window_->startGame(game, QStringLiteral("Amina"), QStringLiteral("Kwame"));
        playRandomMoves(*session(), 5, 6);
        const QString svg = path(QStringLiteral("board.svg"));
        const QString png = path(QStringLiteral("board.png"));
        QVERIFY(exports()->exportBoardTo(svg).ok());
        QVERIFY(exports()->exportBoardTo(png).ok());
        QImage expected;
        QVERIFY(expected.load(png));
        const QString tool = QStandardPaths::findExecutable(QStringLiteral("rsvg-convert"));
        QVERIFY2(!tool.isEmpty(), "rsvg-convert (librsvg2-bin) is needed");
        const QString rendered = path(QStringLiteral("rendered.png"));
        QProcess rsvg;
        rsvg.start(tool, {QStringLiteral("-w"), QString::number(expected.width()), QStringLiteral("-h"),
                          QString::number(expected.height()), QStringLiteral("-o"), rendered, svg});
        QVERIFY(rsvg.waitForFinished(60000) && rsvg.exitCode() == 0);
        QImage actual;
        QVERIFY(actual.load(rendered));
        QCOMPARE(actual.size(), expected.size());
        expected = expected.convertToFormat(QImage::Format_ARGB32);
        actual = actual.convertToFormat(QImage::Format_ARGB32);
        double total = 0;
        qint64 far = 0;
        for (int y = 0; y < expected.height(); ++y) {
            for (int x = 0; x < expected.width(); ++x) {
                const QRgb a = actual.pixel(x, y);
                const QRgb e = expected.pixel(x, y);
                const int d = std::max({std::abs(qRed(a) - qRed(e)), std::abs(qGreen(a) - qGreen(e)),
                                        std::abs(qBlue(a) - qBlue(e)), std::abs(qAlpha(a) - qAlpha(e))});
                total += d;
                far += d > 64 ? 1 : 0;
            }
        }
        const double pixels = double(expected.width()) * expected.height();
        const QString measured = QStringLiteral("mean difference %1, %2 % of pixels far off")
                                     .arg(total / pixels)
                                     .arg(100.0 * double(far) / pixels);
        qInfo("%s", qPrintable(measured));
        QVERIFY2(total / pixels < 4.0 && double(far) / pixels < 0.005, qPrintable(measured));
    }

    void copyBoardPutsImageAndSvgOnTheClipboard() {
        openAnalysedGame(2);
        exports()->copyBoard();
        const QMimeData* data = QApplication::clipboard()->mimeData();
        QVERIFY(data != nullptr);
        QVERIFY(data->hasImage());
        QVERIFY(data->data(QStringLiteral("image/svg+xml")).contains(">Amina</text>"));
    }

    // Edit ▸ Copy Board has a shortcut, and the status bar says it was done.
    void copyBoardHasAShortcutAndSaysSoInTheStatusBar() {
        openAnalysedGame(2);
        QApplication::clipboard()->clear();
        QAction* copy = actionOf(*window_, "copyBoardAction");
        QCOMPARE(copy->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
        window_->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window_.get()));
        QTest::keyClick(view(), Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(QApplication::clipboard()->mimeData() != nullptr &&
                    QApplication::clipboard()->mimeData()->hasImage());
        QCOMPARE(window_->statusBar()->currentMessage(),
                 QStringLiteral("The board shown is on the clipboard, as a picture"));
    }

    void gameSheetHasTagsMovesMarksAndSummary() {
        openAnalysedGame(8);
        const QString file = path(QStringLiteral("game.pdf"));
        QVERIFY(exports()->exportGameTo(file).ok());
        const QByteArray pdf = readAll(file);
        QVERIFY(pdf.startsWith("%PDF-"));
        QVERIFY(pdfPages(pdf) >= 2);
        const QString text = pdfText(file);
        for (const QString& expected :
             {QStringLiteral("Tihbat"), QStringLiteral("Amina"), QStringLiteral("Kwame"), QStringLiteral("2. a2??"),
              QStringLiteral("5. b1"), QStringLiteral("The start"), QStringLiteral("The end, after"),
              QStringLiteral("Blunder 2"), QStringLiteral("average loss 3.00 seeds")})
            QVERIFY2(text.contains(expected), qPrintable(expected + QStringLiteral(" not in:\n") + text));
        // Diagrams: the start, the turning points, the end.
        GameSheet sheet;
        sheet.game = &session()->game();
        sheet.analysis = analysis();
        const std::vector<int> plies = GameSheetWriter::diagramPlies(sheet);
        QCOMPARE(plies.front(), 0);
        QCOMPARE(plies.back(), 8);
        QVERIFY(plies.size() >= 3);
    }

    // The sheet prints light (the paper theme: white around the board, no
    // dark cloth), the names with who played them whole, and its title
    // metadata is plain text (no isolates).
    void gameSheetPrintsLightWithWholeNamesAndAPlainTitle_data() {
        QTest::addColumn<Language>("language");
        for (Language language : kAllLanguages)
            QTest::newRow(qPrintable(languageCode(language))) << language;
    }
    void gameSheetPrintsLightWithWholeNamesAndAPlainTitle() {
        QFETCH(Language, language);
        openAnalysedGame(8);
        QCOMPARE(Translations::switchTo(language), QString());
        settle();
        PlayerSetup players;
        players.kind = {PlayerKind::Human, PlayerKind::Computer};
        players.level = {Level::Intermediate, Level::Intermediate};
        session()->setPlayers(players);
        const QString file = path(QStringLiteral("light.pdf"));
        QVERIFY(exports()->exportGameTo(file).ok());
        saveCopy(file, QStringLiteral("game-sheet-%1.pdf").arg(languageCode(language)));
        const QString info = QString::fromUtf8(popplerOutput("pdfinfo", {file}));
        QVERIFY(info.contains(QStringLiteral("Title:")));
        QVERIFY(!info.contains(QChar(0x2068)) && !info.contains(QChar(0x2069)));
        QString computer = Wording::computerPlayer(Level::Intermediate);
        computer.remove(QRegularExpression(QStringLiteral("[\u2066-\u2069]")));
        QVERIFY2(info.contains(computer), qPrintable(info));
        if (language == Language::English) {
            const QRegularExpression title(
                QStringLiteral("^Title:\\s+Tihbat: Amina against Kwame \\(Computer · Intermediate\\)$"),
                QRegularExpression::MultilineOption);
            QVERIFY2(info.contains(title), qPrintable(info));
            const QString text = pdfText(file);
            // The header words the player so; each diagram puts who played under the name.
            QVERIFY2(text.contains(QStringLiteral("Kwame (Computer · Intermediate)")), qPrintable(text));
            QVERIFY2(text.count(QStringLiteral("Computer · Intermediate")) >= 3, qPrintable(text));
            QVERIFY(!text.contains(QChar(0x2026)));
        }
        // Every page: mostly white, little ink.
        const int pages = pdfPages(readAll(file));
        for (int page = 1; page <= pages; ++page) {
            const QString prefix = path(QStringLiteral("page"));
            popplerOutput("pdftoppm", {QStringLiteral("-r"), QStringLiteral("30"), QStringLiteral("-f"),
                                       QString::number(page), QStringLiteral("-l"), QString::number(page),
                                       QStringLiteral("-png"), QStringLiteral("-singlefile"), file, prefix});
            QImage image;
            QVERIFY(image.load(prefix + QStringLiteral(".png")));
            double light = 0;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x)
                    light += qGray(image.pixel(x, y));
            const double mean = light / (image.width() * image.height());
            QVERIFY2(mean > 225, qPrintable(QStringLiteral("page %1: mean grey %2").arg(page).arg(mean)));
        }
    }

    // A record opened from its file: its date and other tags head the sheet.
    void gameSheetHasTheRecordsTags() {
        QVERIFY(openWindow());
        QVERIFY(files()->open(QStringLiteral(MANCALA_SAMPLE_DIR "/djenon-aboure.mancala")));
        QVERIFY(replay()->isActive());
        QTRY_VERIFY_WITH_TIMEOUT(analysis()->isComplete(), 60000);
        const QString file = path(QStringLiteral("record.pdf"));
        QVERIFY(exports()->exportGameTo(file).ok());
        const QString text = pdfText(file);
        for (const QString& expected :
             {QStringLiteral("Djenon-aboure"), QStringLiteral("Amani"), QStringLiteral("Date: 2026.11.29"),
              QStringLiteral("Event: mancala-cli sample")})
            QVERIFY2(text.contains(expected), qPrintable(expected + QStringLiteral(" not in:\n") + text));
    }

    void gameSheetInUrduIsRightToLeftInNastaliq() {
        openAnalysedGame(8);
        QCOMPARE(Translations::switchTo(Language::Urdu), QString());
        settle();
        const QString file = path(QStringLiteral("game-ur.pdf"));
        QVERIFY(exports()->exportGameTo(file).ok());
        const QByteArray pdf = readAll(file);
        QVERIFY(pdf.startsWith("%PDF-"));
        QVERIFY(pdf.contains("Nastaliq"));
        QVERIFY(pdfPages(pdf) >= 2);
    }

    void aFolderInTheWayIsRefused() {
        openAnalysedGame(0);
        const QString file = path(QStringLiteral("taken.svg"));
        QVERIFY(QDir().mkdir(file));
        const FileWrite written = exports()->exportBoardTo(file);
        QVERIFY(!written.ok());
        QVERIFY(QFileInfo(file).isDir());
    }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestBoardExport)
#include "test_board_export.moc"
