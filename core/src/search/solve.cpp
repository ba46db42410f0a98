// The public solver of solve.hpp: the value of a position and of each of its
// moves (value_solver.cpp), and the certificate of the values of roots'
// moves (proof_writer.cpp for the strategies, certificate_file.cpp for the
// bytes).
#include "mancala/solve.hpp"

#include <algorithm>

#include "search/proof_writer.hpp"
#include "search/value_solver.hpp"

namespace mancala {
namespace {

using detail::ValueSolver;

int differenceFor(const Position& pos, Side side) noexcept {
    const auto me = static_cast<std::size_t>(index(side));
    return pos.totals[me] - pos.totals[1 - me];
}

// Solves one root: the value of each of its moves, with `prove` called on each
// move's child (not over, pushed on the solver's path) and its exact value.
template <class Prove>
std::optional<std::vector<MoveValue>> solveRoot(ValueSolver& solver, const Position& pos, Prove&& prove) {
    const Rules& rules = solver.rules();
    SuccessorList next;
    rules.successors(pos, next);
    std::vector<MoveValue> moves;
    for (const Successor& s : next) {
        const int now = differenceFor(s.pos, pos.toMove);
        if (s.pos.over()) {
            moves.push_back({s.move, now});
            continue;
        }
        if (!solver.push(s.pos))
            return std::nullopt;
        const std::optional<int> v = solver.exact(s.pos);
        const bool proven = v && prove(s.pos, *v);
        solver.pop();
        if (!proven)
            return std::nullopt;
        moves.push_back({s.move, now - *v});
    }
    std::sort(moves.begin(), moves.end(), [](const MoveValue& a, const MoveValue& b) { return a.move < b.move; });
    return moves;
}

// The budget of one root; progress counts the nodes of the roots before it too.
detail::ValueBudget budgetOf(const SolveOptions& options, std::uint64_t before) {
    detail::ValueBudget budget;
    budget.stop = options.stop;
    budget.maxNodes = options.maxNodes;
    if (options.progress)
        budget.progress = [progress = options.progress, before](std::uint64_t n) { progress(before + n); };
    return budget;
}

} // namespace

std::optional<PositionSolution> solvePosition(const EndgameDatabase& database, const Rules& rules, const Position& pos,
                                              std::span<const Position> history, const SolveOptions& options) {
    ValueSolver solver(rules, database, options.tableMegabytes << 20);
    std::vector<Position> path(history.begin(), history.end());
    path.push_back(pos);
    solver.reset(path, budgetOf(options, 0));
    const std::optional<std::vector<MoveValue>> moves =
        solveRoot(solver, pos, [](const Position&, int) { return true; });
    if (!moves)
        return std::nullopt;
    PositionSolution solution;
    solution.moves = *moves;
    solution.value = moves->front().value;
    for (const MoveValue& m : *moves)
        solution.value = std::max(solution.value, m.value);
    solution.nodes = solver.nodes();
    return solution;
}

std::optional<Certification> certify(const EndgameDatabase& database, const Rules& rules,
                                     const std::vector<std::vector<Move>>& lines, const SolveOptions& options) {
    ValueSolver solver(rules, database, options.tableMegabytes << 20);
    detail::ProofWriter writer(solver);
    Certification out;
    out.certificate.game = rules.id();
    out.certificate.endgameSeeds = database.maxSeeds();
    for (const std::vector<Move>& line : lines) {
        Game game(rules);
        for (Move m : line)
            game.play(m);
        if (game.position().over()) {
            out.unsolved.push_back(line);
            continue;
        }
        std::vector<Position> path;
        for (int i = 0; i <= game.ply(); ++i)
            path.push_back(game.positionAt(i));
        solver.reset(path, budgetOf(options, out.nodes));
        // Each move's child worth exactly v to its mover: at most v (the root's
        // mover's strategy) and at least v (the opponent's).
        const std::optional<std::vector<MoveValue>> moves =
            solveRoot(solver, game.position(),
                      [&writer](const Position& c, int v) { return writer.atMost(c, v) && writer.atLeast(c, v); });
        out.nodes += solver.nodes();
        if (options.stop.stop_requested())
            return std::nullopt;
        if (moves)
            out.certificate.roots.push_back({line, *moves});
        else
            out.unsolved.push_back(line);
    }
    out.certificate.south = writer.strategy(Side::South);
    out.certificate.north = writer.strategy(Side::North);
    return out;
}

} // namespace mancala
