#include "play/puzzle_book.hpp"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QStandardPaths>

#include <algorithm>
#include <set>
#include <string>
#include <utility>

#include "mancala/io/regular_file.hpp"
#include "mancala/setup.hpp"
#include "records/record_io.hpp"

namespace mancala::ui {

namespace {

QString tooLarge(const io::FileRead& f) {
    return PuzzleBook::tr("It is too large to be a set of puzzles: %1, and a set holds at most %2.")
        .arg(QLocale().formattedDataSize(static_cast<qint64>(f.size)),
             QLocale().formattedDataSize(static_cast<qint64>(kMaxPuzzleSetBytes)));
}

// The text of the player's own file: empty when there is none yet; nothing
// when it cannot be read (`problem` says why).
std::optional<std::string> readMistakes(const QString& path, QString& problem) {
    if (!QFile::exists(path))
        return std::string();
    io::FileRead f = io::readRegularFile(QFile::encodeName(path).toStdString(), kMaxPuzzleSetBytes);
    if (!f.ok()) {
        problem = RecordFileWording::notRead(f, tooLarge(f));
        return std::nullopt;
    }
    return std::move(f.bytes);
}

std::string startingSetText(GameId game) {
    QFile file(QStringLiteral(":/puzzles/%1.puzzles").arg(QString::fromUtf8(gameIdString(game))));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll().toStdString();
}

} // namespace

QString puzzleKey(const Puzzle& puzzle) {
    return QString::fromStdString(formatPosition(rulesFor(puzzle.game), puzzle.position));
}

bool hasPuzzles(GameId game) noexcept {
    return game == GameId::Tihbat || game == GameId::DjenonAboure || game == GameId::Ayoayo || game == GameId::Oware ||
           game == GameId::Kalah;
}

PuzzleBook::PuzzleBook(QString mistakesFile) : mistakesFile_(std::move(mistakesFile)) {}

QString PuzzleBook::defaultMistakesFile() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/my-mistakes.puzzles");
}

PuzzleBook::Read PuzzleBook::puzzles(GameId game, PuzzleSource source) const {
    Read read;
    std::optional<std::string> text =
        source == PuzzleSource::Starting ? startingSetText(game) : readMistakes(mistakesFile_, read.problem);
    if (!text)
        return read;
    for (const PuzzleSetLine& line : parsePuzzleSet(*text)) {
        if (!line.read.puzzle)
            ++read.unread;
        else if (line.read.puzzle->game == game)
            read.puzzles.push_back(*line.read.puzzle);
    }
    return read;
}

PuzzleBook::Added PuzzleBook::addMistakes(const std::vector<Puzzle>& puzzles) const {
    Added result;
    std::optional<std::string> text = readMistakes(mistakesFile_, result.problem);
    if (!text)
        return result;
    std::set<std::pair<GameId, QString>> kept;
    for (const PuzzleSetLine& line : parsePuzzleSet(*text))
        if (line.read.puzzle)
            kept.emplace(line.read.puzzle->game, puzzleKey(*line.read.puzzle));
    if (text->empty())
        *text = "; The puzzles Mancala made of the mistakes in your games (docs/puzzle-format.md)\n";
    else if (text->back() != '\n')
        *text += '\n';
    for (const Puzzle& p : puzzles)
        if (kept.emplace(p.game, puzzleKey(p)).second) {
            *text += formatPuzzle(p) + '\n';
            ++result.added;
        }
    if (result.added == 0)
        return result;
    QDir().mkpath(QFileInfo(mistakesFile_).absolutePath()); // a folder that cannot be made fails the write
    result.write = writeFileSafely(mistakesFile_, QByteArray::fromStdString(*text));
    if (!result.write.ok()) {
        result.problem = FileWriteWording::problem(result.write);
        result.added = 0;
    }
    return result;
}

} // namespace mancala::ui
