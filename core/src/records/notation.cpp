// Hole names and move notation (docs/rules.md, "Hole names" and "Move
// notation").
//
// A hole name is exactly two characters: the column letter ('a' = South's
// left, lower case) and the row digit ('1' = South's edge row). A move is a
// hole name ("c1"), in Bao la Kimasai "from-to" ("a1-a2"; the bare source hole
// is accepted and gets its forced destination from Rules::moveFrom), or "pass".
// Tokens are exact: no surrounding spaces, no upper case.
#include "mancala/notation.hpp"

namespace mancala {

namespace {

bool isLowerLetter(char c) noexcept {
    return c >= 'a' && c <= 'z';
}
bool isDigit(char c) noexcept {
    return c >= '0' && c <= '9';
}

// The hole of a well-formed two-character name, or nullopt with the reason.
std::optional<Hole> readHole(const Rules& rules, std::string_view text, NotationError& error) {
    if (text.empty()) {
        error = NotationError::EmptyText;
        return std::nullopt;
    }
    if (text.size() != 2 || !isLowerLetter(text[0]) || !isDigit(text[1])) {
        error = NotationError::BadHoleName;
        return std::nullopt;
    }
    const int col = text[0] - 'a';
    const int row = text[1] - '1';
    if (row < 0 || row >= rules.rows() || col >= rules.cols()) {
        error = NotationError::NoSuchHole;
        return std::nullopt;
    }
    error = NotationError::None;
    return rules.hole(row, col);
}

bool isStepGame(const Rules& rules) noexcept {
    return rules.id() == GameId::BaoLaKimasai;
}

void report(NotationError* error, NotationError value) noexcept {
    if (error)
        *error = value;
}

} // namespace

std::string holeName(const Rules& rules, Hole h) {
    if (h >= rules.holeCount())
        return {};
    std::string name(2, ' ');
    name[0] = static_cast<char>('a' + rules.colOf(h));
    name[1] = static_cast<char>('1' + rules.rowOf(h));
    return name;
}

std::optional<Hole> parseHole(const Rules& rules, std::string_view text, NotationError* error) {
    NotationError why = NotationError::None;
    const std::optional<Hole> h = readHole(rules, text, why);
    report(error, why);
    return h;
}

std::string formatMove(const Rules& rules, Move m) {
    if (m.isPass())
        return "pass";
    std::string text = holeName(rules, m.from);
    if (m.to != kNoHole) {
        text += '-';
        text += holeName(rules, m.to);
    }
    return text;
}

std::optional<Move> parseMove(const Rules& rules, std::string_view text, NotationError* error) {
    if (text.empty()) {
        report(error, NotationError::EmptyText);
        return std::nullopt;
    }
    if (text == "pass") {
        report(error, NotationError::None);
        return Move::pass();
    }
    NotationError why = NotationError::None;
    const std::size_t dash = text.find('-');
    if (dash == std::string_view::npos) {
        const std::optional<Hole> from = readHole(rules, text, why);
        if (!from) {
            report(error, why == NotationError::NoSuchHole ? why : NotationError::BadMove);
            return std::nullopt;
        }
        report(error, NotationError::None);
        return isStepGame(rules) ? rules.moveFrom(*from) : Move::sow(*from);
    }
    NotationError whyTo = NotationError::None;
    const std::optional<Hole> from = readHole(rules, text.substr(0, dash), why);
    const std::optional<Hole> to = readHole(rules, text.substr(dash + 1), whyTo);
    const auto wellFormed = [](NotationError e) { return e == NotationError::None || e == NotationError::NoSuchHole; };
    if (!wellFormed(why) || !wellFormed(whyTo)) {
        report(error, NotationError::BadMove);
        return std::nullopt;
    }
    if (!isStepGame(rules)) {
        report(error, NotationError::NotAStep);
        return std::nullopt;
    }
    if (!from || !to) {
        report(error, NotationError::NoSuchHole);
        return std::nullopt;
    }
    report(error, NotationError::None);
    return Move::step(*from, *to);
}

} // namespace mancala
