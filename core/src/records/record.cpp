// Reading `.mancala` game records (docs/record-format.md); the writer is
// record_write.cpp, and the text rules both follow are record_text.hpp.
//
// The reader works in two passes over the text, both without recursion:
//  1. check the size limit and that the whole text is UTF-8 without control
//     characters (tab, line feed and carriage return excepted);
//  2. a hand-written tokenizer reads the tag pairs, then the movetext (move
//     numbers, moves, comments, the clock comment after a move) up to the
//     result token, replaying every move through mancala::Game, and finally
//     checks the outcome tags.
// Errors carry byte offsets while reading; they become a line and a column
// (in code points) only when reported.
#include "mancala/record.hpp"

#include "records/record_text.hpp"
#include "records/split.hpp"

#include <algorithm>
#include <optional>

namespace mancala {

namespace {

bool isAllowedControl(char32_t cp) noexcept {
    return cp == '\t' || cp == '\n' || cp == '\r';
}
bool isSpace(char c) noexcept {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}
bool isBlank(char c) noexcept {
    return c == ' ' || c == '\t';
}

} // namespace

using namespace detail;

namespace {

constexpr std::string_view kBom = "\xEF\xBB\xBF";
constexpr std::array<EndReason, 4> kEndReasons{EndReason::NoMoves, EndReason::NoStones, EndReason::Repetition,
                                               EndReason::Majority};
constexpr std::array<Winner, 4> kResults{Winner::South, Winner::North, Winner::Draw, Winner::None};

// At most `limit` bytes of `s`, cut at a code point boundary.
std::string_view cutUtf8(std::string_view s, std::size_t limit) noexcept {
    if (s.size() <= limit)
        return s;
    std::size_t n = limit;
    while (n > 0 && isContinuation(static_cast<unsigned char>(s[n])))
        --n;
    return s.substr(0, n);
}

std::optional<Winner> resultFromToken(std::string_view t) noexcept {
    for (Winner w : kResults)
        if (resultToken(w) == t)
            return w;
    return std::nullopt;
}

std::optional<EndReason> reasonFromToken(std::string_view t) noexcept {
    for (EndReason r : kEndReasons)
        if (endReasonToken(r) == t)
            return r;
    return std::nullopt;
}

std::optional<std::array<int, 2>> totalsFromToken(std::string_view t) noexcept {
    const std::size_t dash = t.find('-');
    if (dash == std::string_view::npos)
        return std::nullopt;
    const std::optional<int> s = decimal(t.substr(0, dash), 5);
    const std::optional<int> n = decimal(t.substr(dash + 1), 5);
    if (!s || !n)
        return std::nullopt;
    return std::array<int, 2>{*s, *n};
}

struct TagSeen {
    std::string value;
    std::size_t valueOffset = 0; // of the opening quote
};

class Parser {
public:
    explicit Parser(std::string_view text) : text_(text) {}

    RecordParseResult run() {
        if (text_.size() > kMaxRecordBytes) {
            fail(RecordError::TooLarge, kMaxRecordBytes);
            return std::move(result_);
        }
        if (text_.substr(0, kBom.size()) == kBom)
            start_ = kBom.size();
        if (checkCharacters() && readAll())
            finish();
        return std::move(result_);
    }

private:
    enum class Phase { Tags, Moves, AfterResult };

    std::string_view text_;
    std::size_t start_ = 0; // after a byte order mark
    std::size_t pos_ = 0;
    Phase phase_ = Phase::Tags;
    RecordParseResult result_;
    std::vector<std::pair<std::string, TagSeen>> seen_; // every tag read, in order
    std::optional<Game> game_;
    std::optional<ClockBound> clockBound_; // with a TimeControl tag, once the moves begin
    bool clockDue_ = false;                // a move was read, and no token nor clock comment since
    bool anything_ = false;                // a tag or a token was read

    RecordParseError& error() { return result_.error; }

    // Records the error at byte `offset`; returns false for `return fail(...)`.
    bool fail(RecordError code, std::size_t offset, std::string_view token = {}, std::string expected = {}) {
        RecordParseError& e = error();
        e.code = code;
        locate(offset, e.line, e.column);
        e.token = std::string(cutUtf8(token, kMaxErrorTokenBytes));
        e.expected = std::move(expected);
        return false;
    }

    // Line and column (code points, 1-based) of byte `offset`. The text before
    // it may be invalid UTF-8 (TooLarge, InvalidUtf8): every byte that is not
    // a continuation byte counts as one column.
    void locate(std::size_t offset, int& line, int& column) const {
        line = 1;
        column = 1;
        for (std::size_t i = start_ < offset ? start_ : 0; i < offset && i < text_.size(); ++i) {
            const auto c = static_cast<unsigned char>(text_[i]);
            if (c == '\n') {
                ++line;
                column = 1;
            } else if (!isContinuation(c)) {
                ++column;
            }
        }
    }

    // "C3": the two upper-case hex digits of a byte.
    static std::string hexByte(char c) {
        constexpr std::string_view kDigits = "0123456789ABCDEF";
        const auto u = static_cast<unsigned char>(c);
        return {kDigits[u >> 4], kDigits[u & 0xF]};
    }

    const TagSeen* tag(std::string_view name) const {
        for (const auto& [n, t] : seen_)
            if (n == name)
                return &t;
        return nullptr;
    }

    bool checkCharacters() {
        std::size_t i = start_;
        while (i < text_.size()) {
            char32_t cp = 0;
            const std::size_t len = decodeUtf8(text_, i, cp);
            if (len == 0)
                return fail(RecordError::InvalidUtf8, i, hexByte(text_[i]));
            if (isControl(cp) && !isAllowedControl(cp))
                return fail(RecordError::ControlCharacter, i, text_.substr(i, len));
            i += len;
        }
        return true;
    }

    bool atEnd() const { return pos_ >= text_.size(); }

    // Reads tag pairs, comments and movetext tokens up to the end of the text.
    bool readAll() {
        pos_ = start_;
        for (;;) {
            while (!atEnd() && isSpace(text_[pos_]))
                ++pos_;
            if (atEnd())
                return true;
            const char c = text_[pos_];
            if (c == '{') {
                const std::size_t close = text_.find('}', pos_ + 1);
                if (close == std::string_view::npos)
                    return fail(RecordError::UnterminatedComment, pos_, "{");
                const std::string_view inside = text_.substr(pos_ + 1, close - pos_ - 1);
                if (inside.find(kClockCommand) != std::string_view::npos &&
                    !readClock(pos_, text_.substr(pos_, close + 1 - pos_), inside))
                    return false;
                pos_ = close + 1;
            } else if (c == ';') {
                const std::size_t eol = text_.find('\n', pos_);
                pos_ = eol == std::string_view::npos ? text_.size() : eol + 1;
            } else if (c == '[') {
                if (!readTag())
                    return false;
            } else if (!readToken()) {
                return false;
            }
        }
    }

    bool readTag() {
        const std::size_t open = pos_;
        const std::size_t eol = std::min(text_.find_first_of("\r\n", open), text_.size());
        if (phase_ == Phase::AfterResult)
            return fail(RecordError::TextAfterResult, open, text_.substr(open, eol - open));
        if (phase_ == Phase::Moves)
            return fail(RecordError::TagAfterMoves, open, text_.substr(open, eol - open));
        anything_ = true;
        std::size_t i = open + 1;
        const auto skipBlanks = [&] {
            while (i < eol && isBlank(text_[i]))
                ++i;
        };
        skipBlanks();
        const std::size_t nameStart = i;
        while (i < eol && !isSpace(text_[i]) && text_[i] != '"' && text_[i] != ']')
            ++i;
        const std::string_view name = text_.substr(nameStart, i - nameStart);
        if (name.empty())
            return fail(RecordError::BadTagSyntax, nameStart, text_.substr(i, i < eol ? 1 : 0), "tag name");
        if (name.size() > kMaxTagNameBytes)
            return fail(RecordError::TagNameTooLong, nameStart, name);
        if (!isTagName(name))
            return fail(RecordError::BadTagName, nameStart, name);
        skipBlanks();
        if (i >= eol || text_[i] != '"')
            return fail(RecordError::BadTagSyntax, i, codePointAt(i, eol), "\"");
        const std::size_t quote = i;
        std::string value;
        if (!readTagValue(i, eol, name, value))
            return false;
        ++i; // the closing quote
        skipBlanks();
        if (i >= eol || text_[i] != ']')
            return fail(RecordError::BadTagSyntax, i, codePointAt(i, eol), "]");
        pos_ = i + 1;
        if (!isReserved(name) && result_.record.tags.size() == static_cast<std::size_t>(kMaxOtherTags))
            return fail(RecordError::TooManyTags, open, name);
        if (tag(name))
            return fail(RecordError::DuplicateTag, open, name);
        if (!checkTagValue(name, value, quote))
            return false;
        seen_.push_back({std::string(name), TagSeen{value, quote}});
        storeTag(name, std::move(value));
        return true;
    }

    // The quoted value of tag `name`, its opening quote at byte `i`, up to the
    // end of the line `eol`, escapes resolved; leaves `i` on the closing quote.
    bool readTagValue(std::size_t& i, std::size_t eol, std::string_view name, std::string& value) {
        const std::size_t quote = i++;
        for (;;) {
            if (i >= eol)
                return fail(RecordError::UnterminatedString, quote, text_.substr(quote, eol - quote));
            const char c = text_[i];
            if (c == '"')
                return true;
            if (c == '\t')
                return fail(RecordError::ControlCharacter, i, "\t");
            if (c == '\\') {
                if (i + 1 >= eol || (text_[i + 1] != '"' && text_[i + 1] != '\\')) {
                    std::string escape(1, '\\');
                    escape.append(codePointAt(i + 1, eol));
                    return fail(RecordError::BadEscape, i, escape);
                }
                ++i;
            }
            if (value.size() == kMaxTagValueBytes)
                return fail(RecordError::TagValueTooLong, quote, name);
            value += text_[i++];
        }
    }

    // The character at byte i (or nothing at the end of the line), for errors.
    std::string_view codePointAt(std::size_t i, std::size_t eol) const {
        if (i >= eol)
            return {};
        char32_t cp = 0;
        return text_.substr(i, std::max<std::size_t>(decodeUtf8(text_, i, cp), 1));
    }

    bool checkTagValue(std::string_view name, const std::string& value, std::size_t quote) {
        if (name == kTagGame && !gameFromString(value))
            return fail(RecordError::UnknownGame, quote, value);
        if (name == kTagDate && !isDate(value))
            return fail(RecordError::BadDate, quote, value, std::string(kUnknownDate));
        if (name == kTagResult && !resultFromToken(value))
            return fail(RecordError::BadResult, quote, value);
        if (name == kTagTotals && !totalsFromToken(value))
            return fail(RecordError::BadTotals, quote, value);
        if (name == kTagReason && !reasonFromToken(value) && value != kTimeLossToken)
            return fail(RecordError::BadReason, quote, value);
        if (name == kTagTimeControl && !parseTimeControl(value))
            return fail(RecordError::BadTimeControl, quote, value);
        return true;
    }

    void storeTag(std::string_view name, std::string value) {
        Record& r = result_.record;
        if (name == kTagGame)
            r.game = *gameFromString(value);
        else if (name == kTagSouth)
            r.south = std::move(value);
        else if (name == kTagNorth)
            r.north = std::move(value);
        else if (name == kTagDate)
            r.date = std::move(value);
        else if (name == kTagAutosaveOf)
            r.autosaveOf = std::move(value);
        else if (name == kTagTimeControl)
            r.timeControl = parseTimeControl(value);
        else if (!isReserved(name))
            r.tags.emplace_back(std::string(name), std::move(value));
    }

    // The end of the tag section (at byte `offset`): the required tags must be
    // there; the game starts.
    bool startMoves(std::size_t offset) {
        for (std::string_view required : {kTagGame, kTagSouth, kTagNorth, kTagDate, kTagResult})
            if (!tag(required))
                return fail(RecordError::MissingTag, offset, {}, std::string(required));
        phase_ = Phase::Moves;
        const Rules& rules = rulesFor(result_.record.game);
        if (const TagSeen* start = tag(kTagStart); start != nullptr && !readStart(rules, *start))
            return false;
        game_.emplace(rules, result_.record.start.value_or(rules.initial()));
        if (result_.record.timeControl)
            clockBound_.emplace(*result_.record.timeControl);
        return true;
    }

    // The Start tag, read once the game is known.
    bool readStart(const Rules& rules, const TagSeen& start) {
        PositionTextError why = PositionTextError::None;
        const std::optional<Position> pos = parsePosition(rules, start.value, &why);
        if (!pos) {
            fail(RecordError::BadStart, start.valueOffset, start.value);
            error().position = why;
            return false;
        }
        const SetUpFault fault = checkSetUp(rules, *pos);
        if (!fault.playable()) {
            fail(RecordError::UnplayableStart, start.valueOffset, start.value);
            error().setUp = fault;
            error().start = *pos;
            return false;
        }
        result_.record.start = pos;
        return true;
    }

    bool readToken() {
        const std::size_t begin = pos_;
        while (!atEnd() && !isSpace(text_[pos_]) && text_[pos_] != '{' && text_[pos_] != ';' && text_[pos_] != '[')
            ++pos_;
        const std::string_view token = text_.substr(begin, pos_ - begin);
        anything_ = true;
        clockDue_ = false;
        if (phase_ == Phase::AfterResult)
            return fail(RecordError::TextAfterResult, begin, token);
        if (phase_ == Phase::Tags && !startMoves(begin))
            return false;
        if (resultFromToken(token))
            return readResult(token, begin);
        if (isAsciiDigit(token[0]))
            return readMoveNumber(token, begin);
        return readMove(token, begin);
    }

    // Fills the ply and the legal moves of an error about the next ply.
    bool failAtPly(RecordError code, std::size_t offset, std::string_view token, std::string expected = {}) {
        fail(code, offset, token, std::move(expected));
        error().ply = game_->ply() + 1;
        game_->legalMoves(error().legal);
        return false;
    }

    // "12." before South's move, "12..." before North's, optionally with the
    // move attached ("12.c1").
    bool readMoveNumber(std::string_view token, std::size_t offset) {
        const int ply = game_->ply();
        std::size_t digits = 0;
        while (digits < token.size() && isAsciiDigit(token[digits]))
            ++digits;
        std::size_t dots = 0;
        while (digits + dots < token.size() && token[digits + dots] == '.')
            ++dots;
        const std::string_view number = token.substr(0, digits + dots);
        const std::string expected = moveNumberToken(ply + plyOffset(result_.record));
        if (number != expected)
            return failAtPly(RecordError::BadMoveNumber, offset, token, expected);
        const std::string_view rest = token.substr(number.size());
        return rest.empty() || readMove(rest, offset + number.size());
    }

    bool readMove(std::string_view token, std::size_t offset) {
        Game& g = *game_;
        if (g.ply() >= kMaxRecordPlies)
            return failAtPly(RecordError::TooManyMoves, offset, token);
        NotationError why = NotationError::None;
        const std::optional<Move> m = parseMove(g.rules(), token, &why);
        if (!m) {
            failAtPly(RecordError::BadMove, offset, token);
            error().notation = why;
            return false;
        }
        MoveList legal;
        g.legalMoves(legal);
        const IllegalReason illegal = g.play(*m);
        if (illegal != IllegalReason::None) {
            fail(RecordError::IllegalMove, offset, token);
            error().ply = g.ply() + 1;
            error().legal = legal;
            error().move = *m;
            error().illegal = illegal;
            return false;
        }
        result_.record.moves.push_back(*m);
        if (clockBound_) {
            clockBound_->moved(g.positionAt(g.ply() - 1).toMove);
            result_.record.clocks.emplace_back();
        }
        clockDue_ = true;
        return true;
    }

    // The clock comment `comment` at byte `offset` (`inside`: its text
    // between the braces): the time left to the player of the move before it.
    bool readClock(std::size_t offset, std::string_view comment, std::string_view inside) {
        const std::optional<RecordedTime> left = readClockComment(inside);
        if (!left)
            return fail(RecordError::BadClock, offset, comment);
        if (phase_ == Phase::Moves && !clockBound_)
            return fail(RecordError::NoTimeControl, offset, comment);
        if (!clockDue_)
            return fail(RecordError::MisplacedClock, offset, comment);
        clockDue_ = false;
        const Game& g = *game_;
        const Side mover = g.positionAt(g.ply() - 1).toMove;
        if (!clockBound_->record(mover, *left)) {
            fail(RecordError::ImpossibleClock, offset, comment, formatRecordedTime(clockBound_->most(mover)));
            error().ply = g.ply();
            return false;
        }
        result_.record.clocks.back() = left;
        return true;
    }

    bool readResult(std::string_view token, std::size_t offset) {
        const TagSeen& result = *tag(kTagResult);
        if (token != result.value)
            return fail(RecordError::ResultMismatch, offset, token, result.value);
        phase_ = Phase::AfterResult;
        return true;
    }

    // After the whole text: the result token was there, and the outcome tags
    // agree with the replayed game.
    void finish() {
        if (!anything_) {
            fail(RecordError::Empty, text_.size());
            return;
        }
        if (phase_ == Phase::Tags && !startMoves(text_.size()))
            return;
        if (phase_ == Phase::Moves) {
            fail(RecordError::MissingResult, text_.size(), {}, tag(kTagResult)->value);
            return;
        }
        const Position& end = game_->position();
        const TagSeen& result = *tag(kTagResult);
        const TagSeen* reason = tag(kTagReason);
        const bool onTime = reason != nullptr && reason->value == kTimeLossToken;
        if (onTime && !clockBound_) {
            fail(RecordError::NoTimeControl, reason->valueOffset, reason->value);
            return;
        }
        if (onTime && end.over()) {
            fail(RecordError::ReasonMismatch, reason->valueOffset, reason->value, std::string(endReasonToken(end.end)));
            return;
        }
        result_.record.flagFell = onTime;
        const std::string_view actual = resultToken(statedWinner(end, onTime));
        if (result.value != actual) {
            fail(RecordError::ResultMismatch, result.valueOffset, result.value, std::string(actual));
            return;
        }
        if (const TagSeen* totals = tag(kTagTotals)) {
            const std::string actualTotals = totalsToken(end);
            const std::array<int, 2> t = *totalsFromToken(totals->value);
            if (t[0] != end.totals[0] || t[1] != end.totals[1]) {
                fail(RecordError::TotalsMismatch, totals->valueOffset, totals->value, actualTotals);
                return;
            }
        }
        if (reason != nullptr && !onTime) {
            const std::string_view actualReason = endReasonToken(end.end);
            if (reason->value != actualReason)
                fail(RecordError::ReasonMismatch, reason->valueOffset, reason->value, std::string(actualReason));
        }
    }
};

} // namespace

std::string_view resultToken(Winner w) noexcept {
    switch (w) {
    case Winner::South: return "south";
    case Winner::North: return "north";
    case Winner::Draw: return "draw";
    case Winner::None: break;
    }
    return "*";
}

std::string_view endReasonToken(EndReason r) noexcept {
    switch (r) {
    case EndReason::NoMoves:
    case EndReason::AllSingletons: return "no-moves"; // the command line's JSON word for both (docs/cli.md)
    case EndReason::NoStones: return "no-stones";
    case EndReason::Repetition: return "repetition";
    case EndReason::Majority: return "majority";
    case EndReason::None: break;
    }
    return {};
}

RecordParseResult parseRecord(std::string_view text) {
    return Parser(text).run();
}

} // namespace mancala
