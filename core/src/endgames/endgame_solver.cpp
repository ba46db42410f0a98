// The exact value of a position in an endgame database's range after its
// history (endgames.hpp, endgame_solver.hpp).
//
// Where the entry answers for the history (answersFor), it is the value.
// Elsewhere (a position of the stretch occurred twice and the position lies
// on a cycle, or the entry is unknown) the game tree is searched by
// alpha-beta under the repetition rule, every move played with applyMove()
// along a RepetitionTracker of the game's stretch and the path, exactly as
// Game plays it, down to positions whose entry answers for their path (after
// a capture a stretch starts afresh, so the next position always answers if
// its entry is exact). There is no transposition table: below a repeated
// position values depend on the path. Moves are tried in the order of their
// entries, so that the value, when the entries know it, comes first.
//
// An entry is relied on only once it holds against its children's entries
// (endgameEntryHolds()); one that does not distrusts the whole database,
// and nothing is answered from it again.
#include "endgames/endgame_solver.hpp"

#include <algorithm>
#include <array>
#include <vector>

#include "endgames/database_rules.hpp"

namespace mancala::detail {
namespace {

constexpr int kInfinity = 1000;
constexpr std::uint64_t kClockInterval = 256;

int gainOf(const Position& before, const Position& after, Side mover) noexcept {
    const auto me = static_cast<std::size_t>(index(mover));
    return (after.totals[me] - before.totals[me]) - (after.totals[1 - me] - before.totals[1 - me]);
}

class EndgameSearch {
public:
    EndgameSearch(const EndgameDatabase& database, const Rules& rules, const EndgameBudget& budget)
        : database_(database), rules_(rules), budget_(budget) {}

    RepetitionTracker& path() noexcept { return path_; }

    // The value of `pos` (recorded last in the path) within (alpha, beta),
    // fail-soft; `best` gets the move of the value when it is asked for.
    int value(const Position& pos, int alpha, int beta, Move* best) {
        if (best == nullptr) {
            const EndgameEntry entry = database_.entry(pos);
            if (answersFor(entry, path_) && trusted(pos))
                return entry.value;
            if (failed_)
                return 0;
        }
        if (outOfBudget())
            return 0;
        ++nodes_;
        std::array<Child, MoveList::kCapacity> children;
        const int count = generate(pos, children);
        int bestValue = -kInfinity;
        for (int i = 0; i < count && !failed_; ++i) {
            const Child& c = children[static_cast<std::size_t>(i)];
            int v = c.gain;
            if (!c.pos.over()) {
                path_.push(c.key, capturedSeeds(c.pos));
                v = c.gain - value(c.pos, c.gain - beta, c.gain - alpha, nullptr);
                path_.pop();
            }
            if (v > bestValue) {
                bestValue = v;
                if (best)
                    *best = c.move;
                alpha = std::max(alpha, v);
                if (alpha >= beta)
                    break;
            }
        }
        return bestValue;
    }

    // Whether the entry of `pos`, about to be relied on, holds
    // (endgameEntryHolds()); if not, the database is distrusted and the
    // search fails.
    bool trusted(const Position& pos) {
        if (endgameEntryHolds(database_, rules_, pos))
            return true;
        database_.distrust();
        failed_ = true;
        return false;
    }

    bool failed() const noexcept { return failed_; }
    std::uint64_t nodes() const noexcept { return nodes_; }

private:
    struct Child {
        Position pos;
        PositionKey key;
        Move move;
        int gain = 0;  // the mover's gain by the move itself (captures, the allotment of an end)
        int order = 0; // the value the entries expect, those that will answer first
    };

    // The children of `pos` under the repetition rule, in the order of the
    // values their entries give, on equal values those whose entries will
    // answer first, then the other exact ones.
    int generate(const Position& pos, std::array<Child, MoveList::kCapacity>& children) {
        rules_.successors(pos, expansion_);
        for (int i = 0; i < expansion_.size(); ++i) {
            Child& c = children[static_cast<std::size_t>(i)];
            c.move = expansion_[i].move;
            c.pos = expansion_[i].pos;
            endIfRepeated(rules_, c.pos, path_, c.key);
            c.gain = gainOf(pos, c.pos, pos.toMove);
            c.order = 8 * c.gain + 6;
            if (!c.pos.over()) {
                const EndgameEntry e = database_.entry(c.pos);
                // Whether the entry will answer for the child's path.
                const bool fresh =
                    c.gain != 0 || (!path_.repeatedInStretch() && path_.count(c.key, capturedSeeds(c.pos)) == 0);
                c.order = e.exact ? 8 * (c.gain - e.value) + 2 + (e.historyFree || fresh ? 4 : 0) : 8 * c.gain;
            }
        }
        std::stable_sort(children.begin(), children.begin() + expansion_.size(),
                         [](const Child& a, const Child& b) { return a.order > b.order; });
        return expansion_.size();
    }

    bool outOfBudget() noexcept {
        if (!failed_ && ((budget_.maxNodes != 0 && nodes_ >= budget_.maxNodes) || budget_.stop.stop_requested() ||
                         (budget_.deadline && nodes_ % kClockInterval == 0 &&
                          std::chrono::steady_clock::now() >= *budget_.deadline)))
            failed_ = true;
        return failed_;
    }

    const EndgameDatabase& database_;
    const Rules& rules_;
    const EndgameBudget& budget_;
    RepetitionTracker path_;
    SuccessorList expansion_; // generate()'s, copied into its children to be ordered
    std::uint64_t nodes_ = 0;
    bool failed_ = false;
};

} // namespace

std::optional<EndgameSolution> solveEndgame(const EndgameDatabase& database, const Rules& rules, const Position& pos,
                                            std::span<const Position> history, const EndgameBudget& budget) {
    if (!database.covers(rules, pos))
        return std::nullopt; // distrusted meanwhile
    EndgameSearch search(database, databaseRules(rules), budget);
    const int captured = capturedSeeds(pos);
    auto first = history.end();
    while (first != history.begin() && capturedSeeds(*(first - 1)) == captured)
        --first;
    for (auto it = first; it != history.end(); ++it)
        search.path().push(rules, *it);
    search.path().push(rules, pos);
    // Where the entry answers, a move of that value is all that is asked.
    const EndgameEntry entry = database.entry(pos);
    const bool known = answersFor(entry, search.path()) && search.trusted(pos);
    EndgameSolution solution;
    if (!search.failed())
        solution.future = search.value(pos, -kInfinity, known ? entry.value : kInfinity, &solution.best);
    if (search.failed())
        return std::nullopt;
    // The database's claim (endgames.hpp): a move keeps the entry's value.
    // Entries that hold make it true; a forgery they miss is caught here.
    if (known && solution.future != entry.value) {
        database.distrust();
        return std::nullopt;
    }
    solution.nodes = search.nodes();
    return solution;
}

} // namespace mancala::detail

namespace mancala {

std::optional<EndgameSolution> solveEndgame(const EndgameDatabase& database, const Rules& rules, const Position& pos,
                                            std::span<const Position> history, std::uint64_t maxNodes,
                                            const std::stop_token& stop) {
    return detail::solveEndgame(database, rules, pos, history, detail::EndgameBudget{maxNodes, std::nullopt, stop});
}

std::optional<int> endgameValue(const EndgameDatabase& database, const Game& game, std::uint64_t maxNodes) {
    const Position& pos = game.position();
    const auto me = static_cast<std::size_t>(index(pos.toMove));
    const int now = pos.totals[me] - pos.totals[1 - me];
    if (pos.over())
        return now;
    std::vector<Position> history;
    for (int i = 0; i < game.ply(); ++i)
        history.push_back(game.positionAt(i));
    const std::optional<EndgameSolution> s = solveEndgame(database, game.rules(), pos, history, maxNodes);
    if (!s)
        return std::nullopt;
    return now + s->future;
}

} // namespace mancala
