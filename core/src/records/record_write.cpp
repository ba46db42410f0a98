// Writing `.mancala` game records in the canonical layout of
// docs/record-format.md: whatever is given is written as given (normalised
// characters aside) or refused whole, never cut or dropped.
#include <algorithm>
#include <stdexcept>

#include "mancala/record.hpp"
#include "records/record_text.hpp"

namespace mancala {

using namespace detail;

namespace {

constexpr std::size_t kLineWidth = 79;

void writeTag(std::string& out, std::string_view name, std::string_view value) {
    out += '[';
    out += name;
    out += " \"";
    for (char c : value) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += c;
    }
    out += "\"]\n";
}

// `start` can begin a game of `rules` (parseRecord reads it back).
bool playableStart(const Rules& rules, const Position& start) noexcept {
    return !start.over() && start.winner == Winner::None && checkSetUp(rules, start).playable();
}

// What is wrong with the time control, the times left and the loss on time
// of `record`, whose moves `game` has replayed.
RecordWriteError clockError(const Record& record, const Game& game) {
    if (!record.timeControl)
        return record.clocks.empty() && !record.flagFell ? RecordWriteError::None : RecordWriteError::NoTimeControl;
    if (!validTimeControl(*record.timeControl))
        return RecordWriteError::BadTimeControl;
    if (record.clocks.size() != record.moves.size())
        return RecordWriteError::BadClock;
    ClockBound bound(*record.timeControl);
    for (std::size_t i = 0; i < record.clocks.size(); ++i) {
        const Side mover = game.positionAt(static_cast<int>(i)).toMove;
        bound.moved(mover);
        if (record.clocks[i] && !bound.record(mover, *record.clocks[i]))
            return RecordWriteError::BadClock;
    }
    return record.flagFell && game.over() ? RecordWriteError::BadTimeLoss : RecordWriteError::None;
}

} // namespace

RecordWriteError recordWriteError(const Record& record) {
    if (record.start && !playableStart(rulesFor(record.game), *record.start))
        return RecordWriteError::BadStart;
    const Game game = replayRecord(record);
    if (game.ply() != static_cast<int>(record.moves.size()))
        return RecordWriteError::IllegalMove;
    const auto tooLong = [](std::string_view value) { return sanitize(value).size() > kMaxTagValueBytes; };
    if (tooLong(record.south) || tooLong(record.north) || tooLong(record.date) || tooLong(record.autosaveOf))
        return RecordWriteError::TagValueTooLong;
    if (record.tags.size() > static_cast<std::size_t>(kMaxOtherTags))
        return RecordWriteError::TooManyTags;
    for (auto t = record.tags.begin(); t != record.tags.end(); ++t) {
        if (!isTagName(t->first))
            return RecordWriteError::BadTagName;
        if (isReserved(t->first))
            return RecordWriteError::ReservedTagName;
        if (std::any_of(record.tags.begin(), t, [&](const auto& before) { return before.first == t->first; }))
            return RecordWriteError::DuplicateTag;
        if (tooLong(t->second))
            return RecordWriteError::TagValueTooLong;
    }
    return clockError(record, game);
}

std::string writeRecord(const Record& record) {
    if (const RecordWriteError why = recordWriteError(record); why != RecordWriteError::None)
        throw std::invalid_argument("writeRecord: the record cannot be written as it is (RecordWriteError " +
                                    std::to_string(static_cast<int>(why)) + ")");
    const Game game = replayRecord(record);
    const Position& end = game.position();
    const Rules& rules = game.rules();

    std::string out;
    writeTag(out, kTagGame, gameIdString(record.game));
    writeTag(out, kTagSouth, sanitize(record.south));
    writeTag(out, kTagNorth, sanitize(record.north));
    writeTag(out, kTagDate, isDate(record.date) ? std::string_view(record.date) : kUnknownDate);
    const std::string_view result = resultToken(statedWinner(end, record.flagFell));
    writeTag(out, kTagResult, result);
    writeTag(out, kTagTotals, totalsToken(end));
    if (end.over() || record.flagFell)
        writeTag(out, kTagReason, record.flagFell ? kTimeLossToken : endReasonToken(end.end));
    if (record.timeControl)
        writeTag(out, kTagTimeControl, formatTimeControl(*record.timeControl));
    if (record.start)
        writeTag(out, kTagStart, formatPosition(rules, *record.start));
    if (!record.autosaveOf.empty())
        writeTag(out, kTagAutosaveOf, sanitize(record.autosaveOf));
    for (const auto& [name, value] : record.tags)
        writeTag(out, name, sanitize(value));
    out += '\n';

    std::string line;
    const auto put = [&](const std::string& unit) {
        if (!line.empty() && line.size() + 1 + unit.size() > kLineWidth) {
            out += line;
            out += '\n';
            line.clear();
        }
        if (!line.empty())
            line += ' ';
        line += unit;
    };
    const int offset = plyOffset(record);
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        std::string move = formatMove(rules, record.moves[i]);
        if (i < record.clocks.size() && record.clocks[i])
            move += " " + clockComment(*record.clocks[i]);
        const int ply = static_cast<int>(i) + offset;
        put(ply % 2 == 0 || i == 0 ? moveNumberToken(ply) + " " + move : move);
    }
    put(std::string(result));
    out += line;
    out += '\n';
    return out;
}

Record makeRecord(const Game& game, std::string south, std::string north, std::string date) {
    Record r;
    r.game = game.rules().id();
    r.south = std::move(south);
    r.north = std::move(north);
    r.date = std::move(date);
    if (game.positionAt(0) != game.rules().initial())
        r.start = game.positionAt(0);
    r.moves = game.moves();
    return r;
}

Winner recordWinner(const Record& record) {
    return statedWinner(replayRecord(record).position(), record.flagFell);
}

std::optional<GameClock> resumeClock(const Record& record) {
    if (!record.timeControl)
        return std::nullopt;
    std::array<std::chrono::milliseconds, 2> left{record.timeControl->base, record.timeControl->base};
    const Game game = replayRecord(record);
    for (std::size_t i = 0; i < record.clocks.size(); ++i)
        if (record.clocks[i])
            left[index(game.positionAt(static_cast<int>(i)).toMove)] = *record.clocks[i];
    const Side toMove = game.position().toMove;
    if (record.flagFell)
        left[index(toMove)] = std::chrono::milliseconds(0);
    return GameClock(*record.timeControl, toMove, left);
}

Game replayRecord(const Record& record) {
    const Rules& rules = rulesFor(record.game);
    Game game(rules, record.start.value_or(rules.initial()));
    for (Move m : record.moves)
        if (game.play(m) != IllegalReason::None)
            break;
    return game;
}

} // namespace mancala
