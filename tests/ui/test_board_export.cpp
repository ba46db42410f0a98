// Taking positions and games out of the app: Export Board… writes the
// position shown as SVG (text: hole names, counts, the players) or PNG,
// Copy Board puts it on the clipboard, Export Game… writes the PDF game
// sheet (its text read back with pdftotext: the tags, the moves with their
// marks, the summary), in English and in Urdu. A file that cannot be
// written is refused with the old one kept.
#include <QClipboard>
#include <QImage>
#include <QMimeData>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>

#include "play/analysis_model.hpp"
#include "window/board_export.hpp"
#include "window/game_sheet.hpp"
#include "analysis_fixture.hpp"
#include "window_fixture.hpp"

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

    void copyBoardPutsImageAndSvgOnTheClipboard() {
        openAnalysedGame(2);
        exports()->copyBoard();
        const QMimeData* data = QApplication::clipboard()->mimeData();
        QVERIFY(data != nullptr);
        QVERIFY(data->hasImage());
        QVERIFY(data->data(QStringLiteral("image/svg+xml")).contains(">Amina</text>"));
    }

    void gameSheetHasTagsMovesMarksAndSummary() {
        openAnalysedGame(8);
        const QString file = path(QStringLiteral("game.pdf"));
        QVERIFY(exports()->exportGameTo(file).ok());
        const QByteArray pdf = readAll(file);
        QVERIFY(pdf.startsWith("%PDF-"));
        QVERIFY(pdfPages(pdf) >= 2);
        const QString text = pdfText(file);
        for (const QString& expected : {QStringLiteral("Tihbat"), QStringLiteral("Amina"), QStringLiteral("Kwame"),
                                        QStringLiteral("2. a2??"), QStringLiteral("5. b1"), QStringLiteral("The start"),
                                        QStringLiteral("The end, after"), QStringLiteral("Blunder 2"),
                                        QStringLiteral("average loss 3.00 seeds")})
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

    // A record opened from its file: its date and other tags head the sheet.
    void gameSheetHasTheRecordsTags() {
        QVERIFY(openWindow());
        QVERIFY(files()->open(QStringLiteral(MANCALA_SAMPLE_DIR "/djenon-aboure.mancala")));
        QVERIFY(replay()->isActive());
        QTRY_VERIFY_WITH_TIMEOUT(analysis()->isComplete(), 60000);
        const QString file = path(QStringLiteral("record.pdf"));
        QVERIFY(exports()->exportGameTo(file).ok());
        const QString text = pdfText(file);
        for (const QString& expected : {QStringLiteral("Djenon-aboure"), QStringLiteral("Amani"),
                                        QStringLiteral("Date: 2026.11.29"), QStringLiteral("Event: mancala-cli sample")})
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
