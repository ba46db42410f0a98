// The text of puzzle sets (puzzles.hpp, docs/puzzle-format.md): a puzzle a
// line, seven fields separated by " | ".
#include <algorithm>

#include "mancala/notation.hpp"
#include "mancala/puzzles.hpp"
#include "records/split.hpp"

namespace mancala {
namespace {

constexpr std::string_view kSeparator = " | ";

// "+4", "-2", "0" (exact seeds), "win", "draw", "loss" (a proven outcome).
std::string valueToken(const PositionValue& v) {
    if (v.kind != PositionValue::Kind::Exact)
        return v.score > 0 ? "win" : v.score < 0 ? "loss" : "draw";
    const int seeds = v.score / kSeedScore;
    return seeds > 0 ? "+" + std::to_string(seeds) : std::to_string(seeds);
}

std::optional<PositionValue> valueFromToken(std::string_view t) {
    using Kind = PositionValue::Kind;
    if (t == "win" || t == "draw" || t == "loss")
        return PositionValue{Kind::Proven, t == "win" ? kProvenScore : t == "loss" ? -kProvenScore : 0};
    if (t == "0")
        return PositionValue{Kind::Exact, 0};
    const std::optional<int> n =
        t.size() > 1 && (t[0] == '+' || t[0] == '-') ? detail::decimal(t.substr(1), 4) : std::nullopt;
    if (!n || *n == 0 || t[1] == '0')
        return std::nullopt;
    return PositionValue{Kind::Exact, (t[0] == '+' ? *n : -*n) * kSeedScore};
}

// "depth 3": the number after `word`, within [lo, hi].
std::optional<int> labelled(std::string_view field, std::string_view word, int lo, int hi) {
    if (field.substr(0, word.size() + 1) != std::string(word) + ' ')
        return std::nullopt;
    const std::optional<int> n = detail::decimal(field.substr(word.size() + 1), 4);
    return n && *n >= lo && *n <= hi ? n : std::nullopt;
}

// Every legal move once, each with its value, in the rules' order.
std::optional<std::vector<PuzzleMove>> readValues(const Rules& rules, const Position& pos, std::string_view field) {
    MoveList legal;
    rules.legalMoves(pos, legal);
    std::vector<std::optional<PositionValue>> values(static_cast<std::size_t>(legal.size()));
    for (std::string_view item : detail::split(field, ", ")) {
        const std::size_t space = item.find(' ');
        const std::optional<Move> m =
            space == std::string_view::npos ? std::nullopt : parseMove(rules, item.substr(0, space));
        const std::optional<PositionValue> v = m ? valueFromToken(item.substr(space + 1)) : std::nullopt;
        const auto at = m ? std::find(legal.begin(), legal.end(), *m) : legal.end();
        if (!v || at == legal.end() || values[static_cast<std::size_t>(at - legal.begin())])
            return std::nullopt;
        values[static_cast<std::size_t>(at - legal.begin())] = v;
    }
    std::vector<PuzzleMove> out;
    for (int i = 0; i < legal.size(); ++i) {
        if (!values[static_cast<std::size_t>(i)])
            return std::nullopt;
        out.push_back({legal[i], *values[static_cast<std::size_t>(i)]});
    }
    return out;
}

PuzzleTextResult failed(PuzzleTextError why, PositionTextError position = PositionTextError::None) {
    return {std::nullopt, why, position};
}

} // namespace

std::string formatPuzzle(const Puzzle& puzzle) {
    const Rules& rules = rulesFor(puzzle.game);
    std::string values;
    for (const PuzzleMove& m : puzzle.moves)
        values += (values.empty() ? "" : ", ") + formatMove(rules, m.move) + ' ' + valueToken(m.value);
    std::string out(gameIdString(puzzle.game));
    for (const std::string& field :
         {formatPosition(rules, puzzle.position), formatMove(rules, puzzle.solution), values,
          "depth " + std::to_string(puzzle.depth), "tempting " + std::to_string(puzzle.tempting),
          "rating " + std::to_string(puzzle.rating)})
        out += std::string(kSeparator) + field;
    return out;
}

PuzzleTextResult parsePuzzle(std::string_view line) {
    const std::vector<std::string_view> fields = detail::split(line, kSeparator);
    if (fields.size() != 7)
        return failed(PuzzleTextError::NotSevenFields);
    const std::optional<GameId> game = gameFromString(fields[0]);
    if (!game)
        return failed(PuzzleTextError::UnknownGame);
    const Rules& rules = rulesFor(*game);
    PositionTextError why = PositionTextError::None;
    const std::optional<Position> pos = parsePosition(rules, fields[1], &why);
    if (!pos)
        return failed(PuzzleTextError::BadPosition, why);
    if (!checkSetUp(rules, *pos).playable())
        return failed(PuzzleTextError::Unplayable);
    const std::optional<Move> solution = parseMove(rules, fields[2]);
    if (!solution || rules.check(*pos, *solution) != IllegalReason::None)
        return failed(PuzzleTextError::BadSolution);
    std::optional<std::vector<PuzzleMove>> moves = readValues(rules, *pos, fields[3]);
    if (!moves)
        return failed(PuzzleTextError::BadValues);
    if (uniqueBestMove(*moves) != solution)
        return failed(PuzzleTextError::NotAPuzzle);
    const std::optional<int> depth = labelled(fields[4], "depth", 1, kMaxPuzzleDepth + 1);
    const std::optional<int> tempting = labelled(fields[5], "tempting", 0, MoveList::kCapacity);
    const std::optional<int> rating = labelled(fields[6], "rating", 0, 9999);
    if (!depth || !tempting || !rating || *rating != puzzleRating(*depth, *tempting))
        return failed(PuzzleTextError::BadDifficulty);
    return {Puzzle{*game, *pos, *solution, *std::move(moves), *depth, *tempting, *rating}, PuzzleTextError::None,
            PositionTextError::None};
}

std::vector<PuzzleSetLine> parsePuzzleSet(std::string_view text) {
    std::vector<PuzzleSetLine> lines;
    int number = 0;
    while (!text.empty()) {
        const std::size_t end = std::min(text.find('\n'), text.size());
        const std::string_view line = text.substr(0, end);
        text.remove_prefix(std::min(end + 1, text.size()));
        ++number;
        if (!line.empty() && line[0] != ';')
            lines.push_back({number, parsePuzzle(line)});
    }
    return lines;
}

} // namespace mancala
