// The computer players (search.hpp).
//
// Beginner looks one ply ahead and draws a move at random, captures being
// likelier. The other levels run a negamax alpha-beta search (principal
// variation search) with:
// - iterative deepening (Expert: until its time is up; the others up to
//   their fixed depth), the previous iteration's best move searched first,
//   from depth 4 within an aspiration window around the previous score;
// - Advanced (and Intermediate in Bao la Kimasai) on the captured
//   difference alone, the others on the full evaluation;
// - Expert only: late move reductions (quiet moves after the third searched
//   one or two plies less deep first, searched again in full if they turn
//   out better), so that Advanced's 7 plies are 7 plies everywhere;
// - a transposition table of 16-byte entries in two-way buckets (one slot
//   kept for the deeper result, one always replaced), indexed by a 64-bit
//   hash of the exact position key, holding score bounds and the best move
//   (transposition_table.hpp);
// - move ordering: the table's move, then moves that win or capture (most
//   seeds first), two killer moves per ply, then the history heuristic;
// - the repetition rule inside the tree: the path (a RepetitionTracker)
//   carries the keys of the positions since the last capture (the game's own
//   positions first), and every move is played by applyMove(), so that a
//   move that makes a position occur as often as the rule allows ends the
//   game there with the rule's allotment, scored as any finished game;
// - decided scores (a finished game, or a total above half the seeds) at
//   their distance from the root, so the quickest win is preferred;
// - the stop token checked at every node, the node limit counted exactly,
//   and the clock looked at every 512 nodes.
// Tihbat Expert does not search: it asks the exact solver (tihbat_solver.cpp)
// and chooses among the moves of its value (tihbat_choice.cpp).
#include "mancala/search.hpp"

#include <algorithm>
#include <cassert>
#include <chrono>

#include "evaluation.hpp"
#include "root_choice.hpp"
#include "tihbat_choice.hpp"
#include "tihbat_solver.hpp"
#include "transposition_table.hpp"

namespace mancala {
namespace {

using detail::Bound;
using detail::fromTable;
using detail::hashOf;
using detail::mix;
using detail::Random;
using detail::TableEntry;
using detail::toTable;
using detail::TranspositionTable;

using Clock = std::chrono::steady_clock;

constexpr int kInfinity = kWinScore + 1;
constexpr std::uint64_t kClockInterval = 512;
constexpr int kTihbatPvLength = 12;
constexpr int kMoveSlots = kMaxHoles + 1; // a move's hole, or the pass
constexpr int kAspirationDepth = 4;       // iterations from this depth on use a window
constexpr int kAspirationWindow = kSeedScore / 2;
constexpr int kReduceAfter = 3;           // moves before this index are never reduced
constexpr int kReduceDepth = 3;           // nor are moves at lower depths
constexpr int kSoftTimePercent = 60;      // no new iteration after this share of the time
constexpr std::uint64_t kProofNodes = 2'000'000; // at most for proving the root and counting traps

int slotOf(Move m) noexcept { return m.isPass() ? kMaxHoles : m.from; }

int capturedSum(const Position& pos) noexcept { return capturedSeeds(pos); }

// A decided score at `ply` plies from the root.
int atPly(int decidedScore, int ply) noexcept {
    return decidedScore > 0 ? decidedScore - ply : decidedScore < 0 ? decidedScore + ply : 0;
}

int levelDepth(Level level) noexcept {
    switch (level) {
    case Level::Beginner: return 1;
    case Level::Intermediate: return 4;
    case Level::Advanced: return 7;
    case Level::Expert: break;
    }
    return kMaxSearchDepth;
}

// Advanced searches the captured difference alone, and so does Intermediate
// in Bao la Kimasai: with the learnt evaluation its 4 plies would beat
// Advanced's 7.
bool materialOnly(const Rules& rules, Level level) noexcept {
    return level == Level::Advanced || (level == Level::Intermediate && rules.id() == GameId::BaoLaKimasai);
}

int levelHashMegabytes(Level level) noexcept {
    switch (level) {
    case Level::Beginner: return 1;
    case Level::Intermediate: return 1;
    case Level::Advanced: return 4;
    case Level::Expert: break;
    }
    return 16;
}

struct Child {
    Position pos;
    PositionKey key;
    Move move;
    int order = 0;
    bool quiet = true; // neither wins nor captures
};

// Order keys: the table move, then winning and capturing moves, killers,
// history.
constexpr int kOrderTableMove = 1 << 30;
constexpr int kOrderWin = 1 << 29;
constexpr int kOrderCapture = 1 << 24;
constexpr int kOrderKiller = 1 << 23;
constexpr int kHistoryLimit = 1 << 22;

class Searcher {
public:
    Searcher(const Rules& rules, const SearchOptions& options, std::stop_token stop)
        : rules_(rules), options_(options), stop_(std::move(stop)),
          material_(materialOnly(rules, options.level)),
          reduce_(options.level == Level::Expert),
          table_(options.hashMegabytes > 0 ? options.hashMegabytes : levelHashMegabytes(options.level)),
          children_(static_cast<std::size_t>(kMaxSearchDepth + 2)),
          pv_(static_cast<std::size_t>(kMaxSearchDepth + 2)),
          pvLength_(static_cast<std::size_t>(kMaxSearchDepth + 2), 0),
          killers_(static_cast<std::size_t>(kMaxSearchDepth + 2)) {}

    SearchResult run(const Position& root, std::span<const Position> history);

private:
    int search(const Position& pos, const PositionKey& key, int depth, int ply, int alpha, int beta);
    int searchRoot(int depth, int alpha, int beta);
    int generate(const Position& pos, int ply, const std::optional<Move>& tableMove);
    int evaluateLeaf(const Position& pos) noexcept {
        ++leaves_;
        return material_ ? detail::materialScore(pos) : detail::fullScore(rules_, pos);
    }
    void chooseAmongProven(const Position& root, std::span<const Position> history, SearchResult& result);
    bool outOfBudget() noexcept;
    void updatePv(int ply, Move m) noexcept;
    void rememberCutoff(int ply, Side side, Move m, int depth) noexcept;

    const Rules& rules_;
    const SearchOptions& options_;
    std::stop_token stop_;
    bool material_;
    bool reduce_;
    TranspositionTable table_;
    RepetitionTracker path_; // the game's positions since the last capture, then the search path
    std::vector<std::array<Child, MoveList::kCapacity>> children_;
    std::vector<std::array<Move, kMaxSearchDepth + 2>> pv_;
    std::vector<int> pvLength_;
    // Moves that caused a cutoff at each ply, most recent first. A pass may
    // stand for "none": a pass is only ever legal alone.
    std::vector<std::array<Move, 2>> killers_;
    std::array<std::array<int, kMoveSlots>, 2> history_{};

    std::vector<int> rootOrder_; // indices into children_[0]
    int rootCount_ = 0;
    Move iterationBest_;
    bool iterationHasBest_ = false;
    int iterationScore_ = 0;

    std::uint64_t nodes_ = 0;
    std::uint64_t leaves_ = 0; // evaluated at the horizon
    bool limited_ = false; // limits apply (not during the first iteration)
    bool aborted_ = false;
    bool stopped_ = false;
    Clock::time_point start_;
    Clock::time_point deadline_;
    bool timed_ = false;
};

bool Searcher::outOfBudget() noexcept {
    if (aborted_)
        return true;
    if (!limited_)
        return false;
    if (stop_.stop_requested()) {
        stopped_ = true;
        aborted_ = true;
    } else if (options_.maxNodes != 0 && nodes_ >= options_.maxNodes) {
        aborted_ = true;
    } else if (timed_ && nodes_ % kClockInterval == 0 && Clock::now() >= deadline_) {
        aborted_ = true;
    }
    return aborted_;
}

void Searcher::updatePv(int ply, Move m) noexcept {
    const auto p = static_cast<std::size_t>(ply);
    pv_[p][p] = m;
    const int childLength = pvLength_[p + 1];
    for (int i = ply + 1; i < childLength; ++i)
        pv_[p][static_cast<std::size_t>(i)] = pv_[p + 1][static_cast<std::size_t>(i)];
    pvLength_[p] = std::max(childLength, ply + 1);
}

void Searcher::rememberCutoff(int ply, Side side, Move m, int depth) noexcept {
    auto& k = killers_[static_cast<std::size_t>(ply)];
    if (k[0] != m) {
        k[1] = k[0];
        k[0] = m;
    }
    int& h = history_[static_cast<std::size_t>(index(side))][static_cast<std::size_t>(slotOf(m))];
    h += depth * depth;
    if (h >= kHistoryLimit)
        for (auto& perSide : history_)
            for (int& v : perSide)
                v /= 2;
}

// Plays every legal move of `pos` into children_[ply], with the repetition
// rule, and gives each its order key. Returns the number of children.
int Searcher::generate(const Position& pos, int ply, const std::optional<Move>& tableMove) {
    MoveList moves;
    rules_.legalMoves(pos, moves);
    auto& children = children_[static_cast<std::size_t>(ply)];
    const Side me = pos.toMove;
    const auto mine = static_cast<std::size_t>(index(me));
    const auto& killers = killers_[static_cast<std::size_t>(ply)];
    for (int i = 0; i < moves.size(); ++i) {
        Child& c = children[static_cast<std::size_t>(i)];
        c.move = moves[i];
        c.pos = pos;
        c.key = applyMove(rules_, c.pos, c.move, path_, nullptr);
        const int gain = (c.pos.totals[mine] - pos.totals[mine]) - (c.pos.totals[1 - mine] - pos.totals[1 - mine]);
        const bool wins = c.pos.over() && c.pos.winner == (me == Side::South ? Winner::South : Winner::North);
        c.quiet = gain <= 0 && !wins;
        if (c.move == tableMove)
            c.order = kOrderTableMove;
        else if (wins)
            c.order = kOrderWin;
        else if (gain > 0)
            c.order = kOrderCapture + gain;
        else if (c.move == killers[0])
            c.order = kOrderKiller + 1;
        else if (c.move == killers[1])
            c.order = kOrderKiller;
        else
            c.order = history_[mine][static_cast<std::size_t>(slotOf(c.move))];
    }
    return moves.size();
}

int Searcher::search(const Position& pos, const PositionKey& key, int depth, int ply, int alpha, int beta) {
    ++nodes_;
    pvLength_[static_cast<std::size_t>(ply)] = ply;
    if (outOfBudget())
        return 0;
    const detail::Decision decided = detail::decision(rules_, pos);
    if (decided.decided)
        return atPly(decided.score, ply);
    if (depth <= 0 || ply >= kMaxSearchDepth)
        return evaluateLeaf(pos);

    const bool pvNode = beta - alpha > 1;
    const std::uint64_t hash = hashOf(key);
    std::optional<Move> tableMove;
    if (const TableEntry* e = table_.probe(hash)) {
        tableMove = Move{e->from, e->to};
        const int s = fromTable(e->score, ply);
        if (!pvNode && e->depth >= depth &&
            (e->bound == Bound::Exact || (e->bound == Bound::Lower && s >= beta) ||
             (e->bound == Bound::Upper && s <= alpha)))
            return s;
    }

    const int count = generate(pos, ply, tableMove);
    auto& children = children_[static_cast<std::size_t>(ply)];
    const int alphaIn = alpha;
    int best = -kInfinity;
    Move bestMove = children[0].move;
    for (int i = 0; i < count; ++i) {
        // Selection: the remaining child with the highest order key.
        int pick = i;
        for (int j = i + 1; j < count; ++j)
            if (children[static_cast<std::size_t>(j)].order > children[static_cast<std::size_t>(pick)].order)
                pick = j;
        std::swap(children[static_cast<std::size_t>(i)], children[static_cast<std::size_t>(pick)]);
        const Child& c = children[static_cast<std::size_t>(i)];

        const bool push = !c.pos.over();
        if (push)
            path_.push(c.key, capturedSum(c.pos));
        int score;
        if (i == 0) {
            score = -search(c.pos, c.key, depth - 1, ply + 1, -beta, -alpha);
        } else {
            // Late quiet moves are searched less deep first (late move reductions).
            const int reduction = reduce_ && i >= kReduceAfter && depth >= kReduceDepth && c.quiet
                                      ? 1 + (i >= 2 * kReduceAfter && depth >= 2 * kReduceDepth ? 1 : 0)
                                      : 0;
            score = -search(c.pos, c.key, depth - 1 - reduction, ply + 1, -alpha - 1, -alpha);
            if (score > alpha && reduction > 0)
                score = -search(c.pos, c.key, depth - 1, ply + 1, -alpha - 1, -alpha);
            if (score > alpha && score < beta)
                score = -search(c.pos, c.key, depth - 1, ply + 1, -beta, -alpha);
        }
        if (push)
            path_.pop();
        if (aborted_)
            return 0;
        if (score > best) {
            best = score;
            bestMove = c.move;
            if (score > alpha) {
                alpha = score;
                updatePv(ply, c.move);
                if (alpha >= beta) {
                    if (c.quiet)
                        rememberCutoff(ply, pos.toMove, c.move, depth);
                    break;
                }
            }
        }
    }
    const Bound bound = best >= beta ? Bound::Lower : best > alphaIn ? Bound::Exact : Bound::Upper;
    table_.store(hash, depth, toTable(best, ply), bound, bestMove);
    return best;
}

int Searcher::searchRoot(int depth, int alpha, int beta) {
    auto& children = children_[0];
    iterationHasBest_ = false;
    pvLength_[0] = 0;
    int best = -kInfinity;
    for (int k = 0; k < rootCount_; ++k) {
        const Child& c = children[static_cast<std::size_t>(rootOrder_[static_cast<std::size_t>(k)])];
        const bool push = !c.pos.over();
        if (push)
            path_.push(c.key, capturedSum(c.pos));
        int score;
        if (k == 0) {
            score = -search(c.pos, c.key, depth - 1, 1, -beta, -alpha);
        } else {
            score = -search(c.pos, c.key, depth - 1, 1, -alpha - 1, -alpha);
            if (score > alpha && score < beta)
                score = -search(c.pos, c.key, depth - 1, 1, -beta, -alpha);
        }
        if (push)
            path_.pop();
        if (aborted_)
            break;
        best = std::max(best, score);
        if (score > alpha) {
            alpha = score;
            updatePv(0, c.move);
            iterationBest_ = c.move;
            iterationScore_ = score;
            iterationHasBest_ = true;
            // Searched first from now on, the others keeping their order.
            std::rotate(rootOrder_.begin(), rootOrder_.begin() + k, rootOrder_.begin() + k + 1);
            if (alpha >= beta)
                break;
        }
    }
    return best;
}

SearchResult Searcher::run(const Position& root, std::span<const Position> history) {
    start_ = Clock::now();
    const bool expert = options_.level == Level::Expert;
    timed_ = expert && options_.timeMs > 0;
    deadline_ = start_ + std::chrono::milliseconds(options_.timeMs);
    const int maxDepth = std::clamp(options_.maxDepth > 0 ? options_.maxDepth : levelDepth(options_.level), 1,
                                    kMaxSearchDepth);

    // The positions since the last capture, for the repetition rule.
    const int captured = capturedSum(root);
    auto first = history.end();
    while (first != history.begin() && capturedSum(*(first - 1)) == captured)
        --first;
    for (auto it = first; it != history.end(); ++it)
        path_.push(rules_.key(*it), captured);
    const PositionKey rootKey = rules_.key(root);
    path_.push(rootKey, captured);

    ++nodes_;
    rootCount_ = generate(root, 0, std::nullopt);
    assert(rootCount_ > 0);
    // Equal moves are taken in an order drawn from the seed; then the usual
    // order keys (captures first) decide, ties keeping the drawn order.
    Random random(mix(options_.seed ^ hashOf(rootKey)));
    rootOrder_.resize(static_cast<std::size_t>(rootCount_));
    for (int i = 0; i < rootCount_; ++i)
        rootOrder_[static_cast<std::size_t>(i)] = i;
    for (int i = rootCount_ - 1; i > 0; --i)
        std::swap(rootOrder_[static_cast<std::size_t>(i)],
                  rootOrder_[random.below(static_cast<std::uint32_t>(i + 1))]);
    const auto& rootChildren = children_[0];
    std::stable_sort(rootOrder_.begin(), rootOrder_.end(), [&](int a, int b) {
        return rootChildren[static_cast<std::size_t>(a)].order > rootChildren[static_cast<std::size_t>(b)].order;
    });

    SearchResult result;
    result.move = rootChildren[static_cast<std::size_t>(rootOrder_[0])].move;
    std::vector<Move> pv;
    bool toTheEnd = false; // the last iteration met no horizon
    for (int depth = 1; depth <= maxDepth; ++depth) {
        limited_ = depth > 1;
        const std::uint64_t leavesBefore = leaves_;
        // Aspiration: a window around the previous score, widened on failure.
        int delta = kAspirationWindow;
        int alpha = -kInfinity;
        int beta = kInfinity;
        if (depth >= kAspirationDepth && !isDecided(result.score)) {
            alpha = result.score - delta;
            beta = result.score + delta;
        }
        int score = 0;
        for (;;) {
            score = searchRoot(depth, alpha, beta);
            if (aborted_ || (score > alpha && score < beta))
                break;
            delta *= 4;
            if (score <= alpha)
                alpha = score - delta <= -kDecidedScore ? -kInfinity : score - delta;
            else
                beta = score + delta >= kDecidedScore ? kInfinity : score + delta;
        }
        if (aborted_) {
            // A move that beat the previous best in the unfinished iteration
            // was searched to the full new depth: take it.
            if (iterationHasBest_ && iterationBest_ != result.move) {
                result.move = iterationBest_;
                result.score = iterationScore_;
                pv.assign(pv_[0].begin(), pv_[0].begin() + pvLength_[0]);
            }
            break;
        }
        result.move = iterationBest_;
        result.score = score;
        result.depth = depth;
        toTheEnd = leaves_ == leavesBefore;
        pv.assign(pv_[0].begin(), pv_[0].begin() + pvLength_[0]);
        if (isDecided(score) && decidedInPlies(score) <= depth)
            break;
        if (expert && rootCount_ == 1)
            break;
        // The next iteration would most likely not finish in the time left.
        if (timed_ && Clock::now() - start_ > std::chrono::milliseconds(options_.timeMs) * kSoftTimePercent / 100)
            break;
    }
    result.pv = std::move(pv);
    // Solved, or lost: among the moves of the best proven outcome, the one
    // that gives the opponent the most chances to go wrong (root_choice.hpp).
    // Not in Tihbat (solved apart) nor in Bao la Kimasai, whose endgames
    // repeat positions, which the proof gives up on.
    const bool provable = rules_.id() == GameId::DjenonAboure || rules_.id() == GameId::Ayoayo;
    if (expert && provable && !aborted_ && rootCount_ > 1 &&
        (toTheEnd || (isDecided(result.score) && result.score < 0)))
        chooseAmongProven(root, history, result);
    result.nodes = nodes_;
    if (result.pv.empty() || result.pv.front() != result.move)
        result.pv.assign(1, result.move);
    result.stopped = stopped_;
    return result;
}

void Searcher::chooseAmongProven(const Position& root, std::span<const Position> history, SearchResult& result) {
    detail::ProofBudget budget;
    budget.maxNodes = kProofNodes;
    if (options_.maxNodes != 0)
        budget.maxNodes = std::min(budget.maxNodes, options_.maxNodes - std::min(nodes_, options_.maxNodes));
    if (timed_)
        budget.deadline = deadline_;
    budget.stop = stop_;
    if (budget.maxNodes == 0)
        return;
    std::vector<Move> preference;
    for (int k = 0; k < rootCount_; ++k)
        preference.push_back(children_[0][static_cast<std::size_t>(rootOrder_[static_cast<std::size_t>(k)])].move);
    const detail::ProvenChoice choice = detail::chooseAmongProven(rules_, root, history, preference, budget);
    nodes_ += choice.nodes;
    stopped_ = stopped_ || stop_.stop_requested();
    if (!choice.proven)
        return;
    if (choice.move != result.move)
        result.pv.assign(1, choice.move);
    result.move = choice.move;
    result.score = choice.score;
}

// Beginner: one ply, a random move; a capture is likelier the more it takes,
// a winning move likelier still.
SearchResult beginner(const Rules& rules, const Position& pos, const SearchOptions& options) {
    MoveList moves;
    rules.legalMoves(pos, moves);
    const auto me = static_cast<std::size_t>(index(pos.toMove));
    std::array<std::uint32_t, MoveList::kCapacity> weight{};
    std::array<Position, MoveList::kCapacity> after{};
    std::uint32_t total = 0;
    for (int i = 0; i < moves.size(); ++i) {
        Position& child = after[static_cast<std::size_t>(i)];
        child = pos;
        rules.apply(child, moves[i], nullptr);
        const int gain = child.totals[me] - pos.totals[me];
        const bool wins = child.over() && child.winner == (pos.toMove == Side::South ? Winner::South : Winner::North);
        const std::uint32_t w = wins ? 20u : 1u + 2u * static_cast<std::uint32_t>(std::max(gain, 0));
        weight[static_cast<std::size_t>(i)] = w;
        total += w;
    }
    Random random(mix(options.seed ^ hashOf(rules.key(pos))));
    std::uint32_t r = random.below(total);
    int pick = 0;
    while (r >= weight[static_cast<std::size_t>(pick)]) {
        r -= weight[static_cast<std::size_t>(pick)];
        ++pick;
    }
    const Position& child = after[static_cast<std::size_t>(pick)];
    const detail::Decision d = detail::decision(rules, child);
    SearchResult result;
    result.move = moves[pick];
    result.score = d.decided ? atPly(-d.score, 1) : -detail::fullScore(rules, child);
    result.depth = 1;
    result.nodes = static_cast<std::uint64_t>(moves.size()) + 1;
    result.pv.assign(1, result.move);
    return result;
}

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

std::string_view levelString(Level level) noexcept {
    switch (level) {
    case Level::Beginner: return "beginner";
    case Level::Intermediate: return "intermediate";
    case Level::Advanced: return "advanced";
    case Level::Expert: return "expert";
    }
    return {};
}

std::optional<Level> levelFromString(std::string_view id) noexcept {
    for (Level l : kAllLevels)
        if (levelString(l) == id)
            return l;
    return std::nullopt;
}

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
