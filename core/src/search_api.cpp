// The public entry points of the computer players (search.hpp): chooseMove()
// hands Beginner to beginner() (levels.cpp), Tihbat's Expert to the exact
// solver (tihbat_solver.cpp), which chooses among the moves of its value
// (tihbat_choice.cpp), with the line it expects, and the other levels
// to the search (search.cpp); evaluate() and tihbatValue() answer from the
// evaluation and the solver.
#include "mancala/search.hpp"

#include <cassert>

#include "evaluation.hpp"
#include "levels.hpp"
#include "searcher.hpp"
#include "tihbat_choice.hpp"
#include "tihbat_solver.hpp"

namespace mancala {
namespace {

using detail::beginner;
using detail::capturedSum;
using detail::Searcher;

constexpr int kTihbatPvLength = 12;

// Tihbat Expert: the exact solver, and the line it expects.
std::optional<SearchResult> solvedTihbat(const Rules& rules, const Position& pos, std::span<const Position> history,
                                         const SearchOptions& options, const std::stop_token& stop) {
    const std::optional<detail::TihbatSolution> solution = detail::solveTihbat(pos, history, stop);
    if (!solution)
        return std::nullopt;
    SearchResult result;
    const auto me = static_cast<std::size_t>(index(pos.toMove));
    // Among the moves of the solver's value, the most chances for the opponent to go wrong.
    const detail::TihbatChoice choice =
        detail::chooseTihbatMove(rules, pos, history, solution->best, {options.timeMs, stop});
    result.move = choice.move;
    result.score = kSeedScore * (pos.totals[me] - pos.totals[1 - me] + solution->future);
    result.exact = true;
    result.nodes = solution->nodes + choice.nodes;
    // The expected line: the choice, then both sides keep playing the solver's moves.
    std::vector<Position> line(history.begin(), history.end());
    line.push_back(pos);
    RepetitionTracker repetition;
    repetition.assign(rules, line);
    Position p = pos;
    Move m = result.move;
    for (int ply = 0; ply < kTihbatPvLength; ++ply) {
        result.pv.push_back(m);
        advance(rules, p, m, repetition);
        if (p.over())
            break;
        const std::optional<detail::TihbatSolution> next = detail::solveTihbat(p, line, stop);
        line.push_back(p);
        if (!next)
            break;
        result.nodes += next->nodes;
        m = next->best;
    }
    return result;
}

// The game's positions before the current one, since the last capture.
std::vector<Position> stretchBefore(const Game& game) {
    const int captured = capturedSum(game.position());
    int first = game.ply();
    while (first > 0 && capturedSum(game.positionAt(first - 1)) == captured)
        --first;
    std::vector<Position> out;
    for (int i = first; i < game.ply(); ++i)
        out.push_back(game.positionAt(i));
    return out;
}

} // namespace

int evaluate(const Rules& rules, const Position& pos) {
    const detail::Decision d = detail::decision(rules, pos);
    return d.decided ? d.score : detail::fullScore(rules, pos);
}

SearchResult chooseMove(const Rules& rules, const Position& pos, std::span<const Position> history,
                        const SearchOptions& options, std::stop_token stop) {
    assert(!pos.over());
    if (pos.over())
        return {};
    if (options.level == Level::Beginner)
        return beginner(rules, pos, options);
    if (options.level == Level::Expert && options.exactTihbat && rules.id() == GameId::Tihbat) {
        if (std::optional<SearchResult> solved = solvedTihbat(rules, pos, history, options, stop))
            return *std::move(solved);
        // Stopped before the exact answer: the one-ply choice of the search.
        SearchOptions onePly = options;
        onePly.maxDepth = 1;
        onePly.hashMegabytes = 1;
        Searcher shallow(rules, onePly, stop);
        SearchResult result = shallow.run(pos, history);
        result.stopped = true;
        return result;
    }
    Searcher searcher(rules, options, std::move(stop));
    return searcher.run(pos, history);
}

SearchResult chooseMove(const Game& game, const SearchOptions& options, std::stop_token stop) {
    const std::vector<Position> history = stretchBefore(game);
    return chooseMove(game.rules(), game.position(), history, options, std::move(stop));
}

TihbatValue tihbatValue(const Position& pos, std::span<const Position> history) {
    const auto me = static_cast<std::size_t>(index(pos.toMove));
    const int now = pos.totals[me] - pos.totals[1 - me];
    if (pos.over())
        return {now};
    const std::optional<detail::TihbatSolution> solution = detail::solveTihbat(pos, history, std::stop_token{});
    assert(solution);
    return {now + (solution ? solution->future : 0)};
}

TihbatValue tihbatValue(const Game& game) {
    const std::vector<Position> history = stretchBefore(game);
    return tihbatValue(game.position(), history);
}

} // namespace mancala
