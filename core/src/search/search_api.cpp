// The public entry points of the computer players (search.hpp): chooseMove()
// hands Beginner to beginner() (levels.cpp); the Expert where a solver knows
// the exact value (Tihbat's solver, tihbat_solver.cpp; an endgame database in
// its range, endgame_solver.cpp; Djenon-aboure's and Kalah's solvers) to that solver, which chooses among the moves
// of its value (exact_choice.cpp), with the line it expects; the other levels
// to the search (search.cpp); tihbatValue() answers from the solver.
#include "mancala/search.hpp"

#include <algorithm>
#include <cassert>
#include <chrono>

#include "mancala/solve.hpp"
#include "endgames/database_rules.hpp"
#include "endgames/endgame_solver.hpp"
#include "search/exact_choice.hpp"
#include "search/levels.hpp"
#include "search/searcher.hpp"
#include "search/tihbat_solver.hpp"
#include "search/value_solver.hpp"

namespace mancala {
namespace {

using detail::beginner;
using detail::capturedSum;
using detail::ExactSolution;
using detail::ExactSolver;
using detail::Searcher;

constexpr int kExactPvLength = 12;
// The endgame solver's positions at most, per answer, without a node limit.
constexpr std::uint64_t kEndgameNodes = 2'000'000;

// The Expert where `solve` knows the exact value: the solver, the choice
// among the moves of its value, and the line it expects. Empty when the
// solver gives up on the position.
std::optional<SearchResult> solvedExactly(const Rules& rules, const Position& pos, std::span<const Position> history,
                                          const SearchOptions& options, const std::stop_token& stop,
                                          const ExactSolver& solve) {
    const std::optional<ExactSolution> solution = solve(pos, history, stop);
    if (!solution)
        return std::nullopt;
    SearchResult result;
    const auto me = static_cast<std::size_t>(index(pos.toMove));
    // Among the moves of the solver's value, the most chances for the opponent to go wrong.
    const detail::ExactChoice choice =
        detail::chooseExactMove(rules, pos, history, solution->best, {options.timeMs, stop}, solve);
    result.move = choice.move;
    result.score = kSeedScore * (pos.totals[me] - pos.totals[1 - me] + solution->future);
    result.exact = true;
    result.proven = true;
    result.nodes = solution->nodes + choice.nodes;
    // The expected line: the choice, then both sides keep playing the solver's moves.
    std::vector<Position> line(history.begin(), history.end());
    line.push_back(pos);
    RepetitionTracker repetition;
    repetition.assign(rules, line);
    Position p = pos;
    Move m = result.move;
    for (int ply = 0; ply < kExactPvLength; ++ply) {
        result.pv.push_back(m);
        advance(rules, p, m, repetition);
        if (p.over())
            break;
        const std::optional<ExactSolution> next = solve(p, line, stop);
        line.push_back(p);
        if (!next)
            break;
        result.nodes += next->nodes;
        m = next->best;
    }
    return result;
}

ExactSolver tihbatSolver() {
    return [](const Position& p, std::span<const Position> h, const std::stop_token& stop) {
        return detail::solveTihbat(p, h, stop);
    };
}

// The endgame database as a solver, within the search's budget: its node
// limit, else kEndgameNodes; its time.
ExactSolver endgameSolver(const Rules& rules, const SearchOptions& options) {
    detail::EndgameBudget budget;
    budget.maxNodes = options.maxNodes != 0 ? options.maxNodes : kEndgameNodes;
    if (options.timeMs > 0)
        budget.deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(options.timeMs);
    return [&rules, database = options.endgames, budget](const Position& p, std::span<const Position> h,
                                                         const std::stop_token& stop) -> std::optional<ExactSolution> {
        if (!database->covers(rules, p))
            return std::nullopt;
        detail::EndgameBudget b = budget;
        b.stop = stop;
        const std::optional<EndgameSolution> s = detail::solveEndgame(*database, rules, p, h, b);
        if (!s)
            return std::nullopt;
        return ExactSolution{s->future, s->best, s->nodes};
    };
}

// Oware's Expert from its database, which holds the game played to the end
// (endgames.hpp): the outcome of `solved` proven (its sign), not its margin,
// and its line up to the real game's end.
SearchResult outcomeOnly(const Rules& rules, const Position& pos, std::span<const Position> history,
                         SearchResult solved) {
    solved.exact = false;
    solved.score = solved.score > 0 ? kProvenScore : solved.score < 0 ? -kProvenScore : 0;
    std::vector<Position> line(history.begin(), history.end());
    line.push_back(pos);
    RepetitionTracker repetition;
    repetition.assign(rules, line);
    Position p = pos;
    std::size_t played = 0;
    while (played < solved.pv.size() && !p.over())
        advance(rules, p, solved.pv[played++], repetition);
    solved.pv.resize(played);
    return solved;
}

// The table of Djenon-aboure's solver when the Expert asks it.
constexpr std::size_t kDjenonTableBytes = std::size_t{8} << 20;

// Djenon-aboure's exact solver (value_solver.hpp) down to the game's ends
// and the Expert's endgame database, if it has one; one table for every
// question of a move. Its budget is its own, as a proof's: proofNodes (else
// kEndgameNodes) a question, within the time; the start takes some 100,000.
ExactSolver djenonAboureSolver(const Rules& rules, const SearchOptions& options) {
    static const EndgameDatabase none = buildEndgames(GameId::DjenonAboure, 0)->database;
    const std::shared_ptr<const EndgameDatabase> database = options.endgames;
    const EndgameDatabase& leaves = database && database->game() == GameId::DjenonAboure ? *database : none;
    auto solver = std::make_shared<detail::ValueSolver>(rules, leaves, kDjenonTableBytes);
    detail::ValueBudget budget;
    budget.maxNodes = options.proofNodes != 0 ? options.proofNodes : kEndgameNodes;
    if (options.timeMs > 0)
        budget.deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(options.timeMs);
    return [database, solver, budget](const Position& p, std::span<const Position> h,
                                      const std::stop_token& stop) -> std::optional<ExactSolution> {
        std::vector<Position> path(h.begin(), h.end());
        path.push_back(p);
        detail::ValueBudget b = budget;
        b.stop = stop;
        solver->reset(path, b);
        const std::optional<int> v = solver->exact(p);
        const std::optional<Move> best = v ? solver->bestMove(p, *v) : std::nullopt;
        if (!best)
            return std::nullopt;
        return ExactSolution{*v, *best, solver->nodes()};
    };
}

// The table of Kalah's solver when the Expert asks it.
constexpr std::size_t kKalahTableMegabytes = 16;

// Kalah's exact solver (solve.hpp, solveKalah), a question within the
// search's budget as the endgame database's: its node limit (else
// kEndgameNodes), its time.
ExactSolver kalahSolver(const Rules& rules, const SearchOptions& options) {
    SolveOptions budget;
    budget.maxNodes = options.maxNodes != 0 ? options.maxNodes : kEndgameNodes;
    budget.tableMegabytes = kKalahTableMegabytes;
    if (options.timeMs > 0)
        budget.deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(options.timeMs);
    return [&rules, budget](const Position& p, std::span<const Position>,
                            const std::stop_token& stop) -> std::optional<ExactSolution> {
        SolveOptions o = budget;
        o.stop = stop;
        const std::optional<PositionSolution> s = solveKalah(rules, p, o);
        if (!s)
            return std::nullopt;
        const auto me = static_cast<std::size_t>(index(p.toMove));
        const auto best =
            std::find_if(s->moves.begin(), s->moves.end(), [&s](const MoveValue& m) { return m.value == s->value; });
        return ExactSolution{s->value - (p.totals[me] - p.totals[1 - me]), best->move, s->nodes};
    };
}

// The one-ply choice of the search, for a Tihbat Expert stopped before the exact answer.
SearchResult onePly(const Rules& rules, const Position& pos, std::span<const Position> history,
                    const SearchOptions& options, const std::stop_token& stop) {
    SearchOptions shallow = options;
    shallow.maxDepth = 1;
    shallow.hashMegabytes = 1;
    Searcher searcher(rules, shallow, stop);
    SearchResult result = searcher.run(pos, history);
    result.stopped = true;
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

SearchResult chooseMove(const Rules& rules, const Position& pos, std::span<const Position> history,
                        const SearchOptions& options, std::stop_token stop) {
    assert(!pos.over());
    if (pos.over())
        return {};
    if (options.level == Level::Beginner)
        return beginner(rules, pos, options);
    const bool expert = options.level == Level::Expert;
    if (expert && options.exactTihbat && rules.id() == GameId::Tihbat) {
        if (std::optional<SearchResult> solved = solvedExactly(rules, pos, history, options, stop, tihbatSolver()))
            return *std::move(solved);
        return onePly(rules, pos, history, options, stop);
    }
    if (expert && options.endgames && options.endgames->covers(rules, pos)) {
        const Rules& database = detail::databaseRules(rules);
        if (std::optional<SearchResult> solved =
                solvedExactly(database, pos, history, options, stop, endgameSolver(database, options)))
            return &database == &rules ? *std::move(solved) : outcomeOnly(rules, pos, history, *std::move(solved));
    }
    if (expert && options.solveKalah && rules.id().family() == GameFamily::Kalah)
        if (std::optional<SearchResult> solved =
                solvedExactly(rules, pos, history, options, stop, kalahSolver(rules, options)))
            return *std::move(solved);
    if (expert && options.solveDjenonAboure && rules.id() == GameId::DjenonAboure)
        if (std::optional<SearchResult> solved =
                solvedExactly(rules, pos, history, options, stop, djenonAboureSolver(rules, options)))
            return *std::move(solved);
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
    const std::optional<ExactSolution> solution = detail::solveTihbat(pos, history, std::stop_token{});
    assert(solution);
    return {now + (solution ? solution->future : 0)};
}

TihbatValue tihbatValue(const Game& game) {
    const std::vector<Position> history = stretchBefore(game);
    return tihbatValue(game.position(), history);
}

} // namespace mancala
