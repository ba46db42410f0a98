// The search of the computer players (search.hpp), the class Searcher of
// searcher.hpp, which chooseMove() (search_api.cpp) runs.
//
// The levels above Beginner run a negamax alpha-beta search (principal
// variation search) with:
// - iterative deepening (Expert: until its time is up; the others up to
//   their fixed depth), the previous iteration's best move searched first,
//   from depth 4 within an aspiration window around the previous score;
// - Advanced (and Intermediate in Bao la Kimasai) on the captured
//   difference alone, the others on the full evaluation;
// - Expert only: late move reductions (quiet moves after the third searched
//   one or two plies less deep first, searched again in full if they turn
//   out better), so that Advanced's 7 plies are 7 plies everywhere;
// - a transposition table of 16-byte slots in two-way buckets (one slot
//   kept for the deeper result, one always replaced), indexed by a 64-bit
//   hash of the exact position key, holding score bounds and the best move,
//   its memory the thread's from one search to the next
//   (transposition_table.hpp);
// - every node's children expanded at once by Rules::successors (each
//   sowing worked out once), their table buckets prefetched;
// - move ordering: the table's move, then moves that win or capture (most
//   seeds first), two killer moves per ply, then the history heuristic;
// - the repetition rule inside the tree: the path (a RepetitionTracker)
//   carries the keys of the positions since the last capture (the game's own
//   positions first), and every move is played by applyMove(), so that a
//   move that makes a position occur as often as the rule allows ends the
//   game there with the rule's allotment, scored as any finished game;
// - decided scores (a finished game, or a total above half the seeds) at
//   their distance from the root, so the quickest win is preferred; the
//   search's own decided scores are no proof (its table ignores the path,
//   on which the repetition rule makes values depend), so the one it
//   returns is proven by proof.cpp (Djenon-aboure, Ayoayo) or replaced by
//   the evaluation of the line it expects (run());
// - Expert with an endgame database of the game: a position in its range
//   whose entry answers for the path (endgame_solver.hpp: exact, and
//   history-free or no position of the stretch seen twice) is a leaf scored
//   by it, exactly (the final difference);
// - Intermediate and Advanced: among the root moves that score within the
//   level's margin of the best (levelMargin(); each tested with a null
//   window after the last iteration), the seed draws the one played, so
//   that games vary (varyRoot());
// - the stop token checked at every node, the node limit counted exactly,
//   and the clock looked at every 512 nodes;
// - Expert with SearchOptions::threads above one: helper threads on the
//   same root and the same table (Lazy SMP, search_parallel.cpp).
// Beginner does not search: it draws a move one ply ahead (levels.cpp); nor
// does the Expert where a solver knows the exact value (Tihbat's,
// tihbat_solver.cpp; an endgame database's, endgame_solver.cpp): it chooses
// among the moves of that value (exact_choice.cpp).
#include "search/searcher.hpp"

#include <algorithm>
#include <cassert>

#include "endgames/endgame_solver.hpp"
#include "search/root_choice.hpp"

namespace mancala::detail {
namespace {

constexpr int kInfinity = kWinScore + 1;
constexpr std::uint64_t kClockInterval = 512;
constexpr int kAspirationDepth = 4; // iterations from this depth on use a window
constexpr int kAspirationWindow = kSeedScore / 2;
constexpr int kReduceAfter = 3;                  // moves before this index are never reduced
constexpr int kReduceDepth = 3;                  // nor are moves at lower depths
constexpr int kSoftTimePercent = 60;             // no new iteration after this share of the time
constexpr std::uint64_t kProofNodes = 2'000'000; // at most for proving the root and counting traps
constexpr int kProofTimePercent = 25;            // a proof after a search that used its time may take this share more
constexpr std::uint64_t kForcedLineNodes = 200'000;        // at most for proving a decided score without a table
constexpr std::uint64_t kVarySalt = 0x5851F42D4C957F2Dull; // the root draw's, apart from the move order's

int slotOf(Move m) noexcept {
    return m.isPass() ? kMaxHoles : m.from;
}

// Order keys: the table move, then winning and capturing moves, killers,
// history.
constexpr int kOrderTableMove = 1 << 30;
constexpr int kOrderWin = 1 << 29;
constexpr int kOrderCapture = 1 << 24;
constexpr int kOrderKiller = 1 << 23;
constexpr int kHistoryLimit = 1 << 22;

} // namespace

bool Searcher::outOfBudget() noexcept {
    if (!limited_)
        return false;
    if (index_ > 0 && shared_.stop.load(std::memory_order_relaxed)) {
        aborted_ = true;
    } else if (stop_.stop_requested()) {
        stopped_ = true;
        aborted_ = true;
    } else if (options_.maxNodes != 0 && nodes_ >= granted_ && !grant()) {
        aborted_ = true;
    } else if (timed_ && nodes_ % kClockInterval == 0 && Clock::now() >= deadline_) {
        aborted_ = true;
    }
    return aborted_;
}

void Searcher::updatePv(int ply, Move m) noexcept {
    const auto p = static_cast<std::size_t>(ply);
    stack_.pv[p][p] = m;
    const int childLength = stack_.pvLength[p + 1];
    for (int i = ply + 1; i < childLength; ++i)
        stack_.pv[p][static_cast<std::size_t>(i)] = stack_.pv[p + 1][static_cast<std::size_t>(i)];
    stack_.pvLength[p] = std::max(childLength, ply + 1);
}

void Searcher::rememberCutoff(int ply, Side side, Move m, int depth) noexcept {
    auto& k = stack_.killers[static_cast<std::size_t>(ply)];
    if (k[0] != m) {
        k[1] = k[0];
        k[0] = m;
    }
    int& h = stack_.history[static_cast<std::size_t>(index(side))][static_cast<std::size_t>(slotOf(m))];
    h += depth * depth;
    if (h >= kHistoryLimit)
        for (auto& perSide : stack_.history)
            for (int& v : perSide)
                v /= 2;
}

// Plays every legal move of `pos` into stack_.successors[ply] (Rules::successors,
// then the repetition rule), prefetches each child's table bucket, and lists
// them in stack_.children[ply], each with its order key. Returns the number of
// children.
int Searcher::generate(const Position& pos, int ply, const std::optional<Move>& tableMove) {
    SuccessorList& next = stack_.successors[static_cast<std::size_t>(ply)];
    rules_.successors(pos, next);
    auto& children = stack_.children[static_cast<std::size_t>(ply)];
    const Side me = pos.toMove;
    const auto mine = static_cast<std::size_t>(index(me));
    const auto& killers = stack_.killers[static_cast<std::size_t>(ply)];
    for (int i = 0; i < next.size(); ++i) {
        Child& c = children[static_cast<std::size_t>(i)];
        Position& after = next.position(i);
        c.pos = &after;
        c.move = next[i].move;
        endIfRepeated(rules_, after, stack_.path, c.key);
        c.hash = 0;
        if (!after.over()) {
            c.hash = hashOf(c.key);
            table_.prefetch(c.hash);
        }
        const int gain = (after.totals[mine] - pos.totals[mine]) - (after.totals[1 - mine] - pos.totals[1 - mine]);
        const bool wins = after.over() && after.winner == (me == Side::South ? Winner::South : Winner::North);
        c.quiet = gain <= 0 && !wins;
        c.same = after.toMove == me;
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
            c.order = stack_.history[mine][static_cast<std::size_t>(slotOf(c.move))];
    }
    return next.size();
}

int Searcher::search(const Position& pos, std::uint64_t hash, int depth, int ply, int alpha, int beta) {
    if (aborted_) // a re-search after the budget ran out: not a node
        return 0;
    ++nodes_;
    stack_.pvLength[static_cast<std::size_t>(ply)] = ply;
    if (outOfBudget())
        return 0;
    const Decision decided = decision(rules_, pos);
    if (decided.decided)
        return atPly(decided.score, ply);
    if (const std::optional<int> exact = endgameScore(pos)) {
        // A leaf like those at the horizon: the proof of the root
        // (chooseAmongProven) knows no database, and would only replace the
        // exact margins by outcomes.
        ++leaves_;
        return *exact;
    }
    if (depth <= 0 || ply >= kMaxSearchDepth)
        return evaluateLeaf(pos);

    const bool pvNode = beta - alpha > 1;
    std::optional<Move> tableMove;
    if (const std::optional<TableEntry> e = table_.probe(hash)) {
        tableMove = Move{e->from, e->to};
        const int s = fromTable(e->score, ply);
        if (!pvNode && e->depth >= depth &&
            (e->bound() == Bound::Exact || (e->bound() == Bound::Lower && s >= beta) ||
             (e->bound() == Bound::Upper && s <= alpha)))
            return s;
    }

    const int count = generate(pos, ply, tableMove);
    const int alphaIn = alpha;
    int best = -kInfinity;
    Move bestMove = stack_.children[static_cast<std::size_t>(ply)][0].move;
    for (int i = 0; i < count; ++i) {
        const Child& c = selectNext(ply, i, count);
        const int score = searchChild(c, i == 0, reductionOf(c, i, depth), depth, ply, alpha, beta);
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

// The exact score of `pos` (the last position of the path) from the endgame
// database, where its entry answers for the path and holds (a forged one
// distrusts the database).
std::optional<int> Searcher::endgameScore(const Position& pos) const noexcept {
    if (endgames_ == nullptr || seedsOnBoard(rules_, pos) > endgames_->maxSeeds())
        return std::nullopt;
    const EndgameEntry entry = endgames_->entry(pos);
    if (!answersFor(entry, stack_.path))
        return std::nullopt;
    if (!endgameEntryHolds(*endgames_, rules_, pos)) {
        endgames_->distrust();
        return std::nullopt;
    }
    return materialScore(pos) + kSeedScore * entry.value;
}

// Selection: swaps the remaining child of the highest order key into place
// `index` of stack_.children[ply] and returns it.
const Searcher::Child& Searcher::selectNext(int ply, int index, int count) noexcept {
    auto& children = stack_.children[static_cast<std::size_t>(ply)];
    int pick = index;
    for (int j = index + 1; j < count; ++j)
        if (children[static_cast<std::size_t>(j)].order > children[static_cast<std::size_t>(pick)].order)
            pick = j;
    std::swap(children[static_cast<std::size_t>(index)], children[static_cast<std::size_t>(pick)]);
    return children[static_cast<std::size_t>(index)];
}

// Late quiet moves are searched less deep first (late move reductions).
int Searcher::reductionOf(const Child& c, int index, int depth) const noexcept {
    return reduce_ && index >= kReduceAfter && depth >= kReduceDepth && c.quiet
               ? 1 + (index >= 2 * kReduceAfter && depth >= 2 * kReduceDepth ? 1 : 0)
               : 0;
}

// The score of child `c` of a node at `ply` searched to `depth`, from the
// node's view (principal variation search): the first child with the full
// window, the others with a null window, `reduction` plies less deep first,
// and again in full if they turn out better.
int Searcher::searchChild(const Child& c, bool first, int reduction, int depth, int ply, int alpha, int beta) {
    const bool push = !c.pos->over();
    if (push)
        stack_.path.push(c.key, capturedSum(*c.pos));
    // The child's score from the node's view: the child's own where the same
    // side moves there, its opposite otherwise.
    const auto sub = [&](int d, int a, int b) {
        return c.same ? search(*c.pos, c.hash, d, ply + 1, a, b) : -search(*c.pos, c.hash, d, ply + 1, -b, -a);
    };
    int score;
    if (first) {
        score = sub(depth - 1, alpha, beta);
    } else {
        score = sub(depth - 1 - reduction, alpha, alpha + 1);
        if (score > alpha && reduction > 0)
            score = sub(depth - 1, alpha, alpha + 1);
        if (score > alpha && score < beta)
            score = sub(depth - 1, alpha, beta);
    }
    if (push)
        stack_.path.pop();
    return score;
}

int Searcher::searchRoot(int depth, int alpha, int beta) {
    auto& children = stack_.children[0];
    iterationHasBest_ = false;
    stack_.pvLength[0] = 0;
    int best = -kInfinity;
    for (int k = 0; k < rootCount_; ++k) {
        const Child& c = children[static_cast<std::size_t>(stack_.rootOrder[static_cast<std::size_t>(k)])];
        const int score = searchChild(c, k == 0, 0, depth, 0, alpha, beta);
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
            std::rotate(stack_.rootOrder.begin(), stack_.rootOrder.begin() + k, stack_.rootOrder.begin() + k + 1);
            if (alpha >= beta)
                break;
        }
    }
    return best;
}

// One iteration. Aspiration: from kAspirationDepth on, a window around the
// previous score, widened on failure.
int Searcher::aspirate(int depth, int previous) {
    int delta = kAspirationWindow;
    int alpha = -kInfinity;
    int beta = kInfinity;
    if (depth >= kAspirationDepth && !isDecided(previous)) {
        alpha = previous - delta;
        beta = previous + delta;
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
    return score;
}

// Iterative deepening into `result` (its move, score, depth and line) until
// the depth, the budget, or a decision ends it. Returns whether the last
// completed iteration met no horizon.
bool Searcher::deepen(SearchResult& result) {
    const int maxDepth = deepestIteration(options_);
    bool toTheEnd = false;
    for (int depth = 1; depth <= maxDepth; ++depth) {
        limited_ = depth > 1;
        if (depth == 2)
            startHelpers();
        const std::uint64_t leavesBefore = leaves_;
        const int score = aspirate(depth, result.score);
        if (aborted_) {
            // A move that beat the previous best in the unfinished iteration
            // was searched to the full new depth: take it.
            if (iterationHasBest_ && iterationBest_ != result.move) {
                result.move = iterationBest_;
                result.score = iterationScore_;
                result.pv.assign(stack_.pv[0].begin(), stack_.pv[0].begin() + stack_.pvLength[0]);
            }
            break;
        }
        result.move = iterationBest_;
        result.score = score;
        result.depth = depth;
        toTheEnd = leaves_ == leavesBefore;
        result.pv.assign(stack_.pv[0].begin(), stack_.pv[0].begin() + stack_.pvLength[0]);
        if (isDecided(score) && decidedInPlies(score) <= depth)
            break;
        if (options_.level == Level::Expert && rootCount_ == 1)
            break;
        // The next iteration would most likely not finish in the time left.
        if (timed_ && Clock::now() - start_ > std::chrono::milliseconds(options_.timeMs) * kSoftTimePercent / 100)
            break;
    }
    return toTheEnd;
}

// The path starts with the game's positions since the last capture, for the
// repetition rule, then the root; the root's moves are played and ordered.
void Searcher::enterRoot(const Position& root, std::span<const Position> history) {
    const int captured = capturedSum(root);
    auto first = history.end();
    while (first != history.begin() && capturedSum(*(first - 1)) == captured)
        --first;
    for (auto it = first; it != history.end(); ++it)
        stack_.path.push(rules_.key(*it), captured);
    const PositionKey rootKey = rules_.key(root);
    rootHash_ = hashOf(rootKey);
    stack_.path.push(rootKey, captured);

    rootCount_ = generate(root, 0, std::nullopt);
    assert(rootCount_ > 0);
    orderRoot(rootKey);
}

// Equal moves are taken in an order drawn from the seed; then the usual
// order keys (captures first) decide, ties keeping the drawn order.
void Searcher::orderRoot(const PositionKey& rootKey) {
    Random random(mix(options_.seed ^ hashOf(rootKey)));
    stack_.rootOrder.resize(static_cast<std::size_t>(rootCount_));
    for (int i = 0; i < rootCount_; ++i)
        stack_.rootOrder[static_cast<std::size_t>(i)] = i;
    for (int i = rootCount_ - 1; i > 0; --i)
        std::swap(stack_.rootOrder[static_cast<std::size_t>(i)],
                  stack_.rootOrder[random.below(static_cast<std::uint32_t>(i + 1))]);
    const auto& rootChildren = stack_.children[0];
    std::stable_sort(stack_.rootOrder.begin(), stack_.rootOrder.end(), [&](int a, int b) {
        return rootChildren[static_cast<std::size_t>(a)].order > rootChildren[static_cast<std::size_t>(b)].order;
    });
}

SearchResult Searcher::run(const Position& root, std::span<const Position> history) {
    start_ = Clock::now();
    const bool expert = options_.level == Level::Expert;
    timed_ = expert && options_.timeMs > 0;
    deadline_ = start_ + std::chrono::milliseconds(options_.timeMs);
    root_ = &root;
    rootHistory_ = history;
    ++nodes_; // the root, counted once for all threads
    enterRoot(root, history);

    SearchResult result;
    result.move = stack_.children[0][static_cast<std::size_t>(stack_.rootOrder[0])].move;
    const bool toTheEnd = deepen(result);
    nodes_ += stopHelpers();
    varyRoot(result);
    // Solved, or decided: the exact solver proves the value of every root
    // move (proof.hpp), and among the moves of the best outcome the one that
    // gives the opponent the most chances to go wrong is taken
    // (root_choice.hpp). Only in the games whose repetition rule the solver
    // handles exactly (the third occurrence: Djenon-aboure and Ayoayo).
    const bool provable = rules_.repetitionLimit() >= 3;
    if (expert && provable && !stopped_ && (toTheEnd || isDecided(result.score)))
        chooseAmongProven(root, history, result);
    // Elsewhere a decided score is proven without a table, or it is the
    // search's guess, no result.
    if (!result.proven && !stopped_ && isDecided(result.score))
        proveForcedLine(root, history, result);
    if (!result.proven && isDecided(result.score))
        result.score = estimateAlong(root, history, result.pv.empty() ? std::vector<Move>{result.move} : result.pv);
    result.nodes = nodes_;
    if (result.pv.empty() || result.pv.front() != result.move)
        result.pv.assign(1, result.move);
    result.stopped = stopped_;
    return result;
}

// The lower levels' draw among the root moves within their margin of the
// best (levels.hpp), at the depth of the last iteration: each other move is
// tested with a null window at the threshold, the drawn one searched again
// for its score and line. Not where the score is decided (a win is never
// given away, nor a loss chosen by chance), nor when the budget ran out.
void Searcher::varyRoot(SearchResult& result) {
    const int margin = levelMargin(options_.level);
    if (margin < 0 || aborted_ || rootCount_ < 2 || result.depth == 0 || isDecided(result.score))
        return;
    const int threshold = result.score - margin;
    std::vector<const Child*> candidates;
    for (int i = 0; i < rootCount_; ++i) {
        const Child& c = stack_.children[0][static_cast<std::size_t>(i)];
        if (c.move == result.move) {
            candidates.push_back(&c);
            continue;
        }
        const int score = searchChild(c, true, 0, result.depth, 0, threshold - 1, threshold);
        if (aborted_)
            return;
        if (score >= threshold)
            candidates.push_back(&c);
    }
    Random random(mix(options_.seed ^ rootHash_ ^ kVarySalt));
    const Child& drawn = *candidates[random.below(static_cast<std::uint32_t>(candidates.size()))];
    if (drawn.move == result.move)
        return;
    const int score = searchChild(drawn, true, 0, result.depth, 0, threshold - 1, kInfinity);
    if (aborted_)
        return;
    result.move = drawn.move;
    result.score = score;
    stack_.pvLength[0] = 0;
    updatePv(0, drawn.move);
    result.pv.assign(stack_.pv[0].begin(), stack_.pv[0].begin() + stack_.pvLength[0]);
}

// The estimate of an unproven decided line: the evaluation of the position
// it leads to (the final difference where the game ends on it), from the
// root's side to move's view; never a decided score.
int Searcher::estimateAlong(const Position& root, std::span<const Position> history, std::span<const Move> line) const {
    std::vector<Position> positions(history.begin(), history.end());
    positions.push_back(root);
    RepetitionTracker repetition;
    repetition.assign(rules_, positions);
    Position p = root;
    for (Move m : line) {
        if (p.over() || rules_.check(p, m) != IllegalReason::None)
            break;
        advance(rules_, p, m, repetition);
    }
    const auto me = static_cast<std::size_t>(index(root.toMove));
    if (p.over() || decision(rules_, p).decided)
        return kSeedScore * (p.totals[me] - p.totals[1 - me]);
    const int s = material_ ? materialScore(p) : fullScore(rules_, p);
    return p.toMove == root.toMove ? s : -s;
}

// The budget of a proof after the search: SearchOptions::proofNodes, or
// what is left of its node limit (at most `most`), within its time and a
// share more.
detail::ProofBudget Searcher::proofBudget(std::uint64_t most) const {
    detail::ProofBudget budget;
    const std::uint64_t left = options_.maxNodes - std::min(nodes_, options_.maxNodes);
    budget.maxNodes = options_.proofNodes != 0 ? options_.proofNodes
                      : options_.maxNodes != 0 ? std::min(most, left)
                                               : most;
    if (timed_)
        budget.deadline =
            std::max(deadline_, Clock::now() + std::chrono::milliseconds(options_.timeMs) * kProofTimePercent / 100);
    budget.stop = stop_;
    return budget;
}

// A decided score proven by the table-free search of proof.hpp: the move
// played wins within the plies the score says, or every move loses.
void Searcher::proveForcedLine(const Position& root, std::span<const Position> history, SearchResult& result) {
    const detail::ProofBudget budget = proofBudget(kForcedLineNodes);
    if (budget.maxNodes == 0)
        return;
    const int plies = decidedInPlies(result.score);
    std::optional<bool> proven;
    if (result.score > 0) {
        std::vector<Position> line(history.begin(), history.end());
        line.push_back(root);
        Position child = root;
        RepetitionTracker repetition;
        repetition.assign(rules_, line);
        advance(rules_, child, result.move, repetition);
        proven = detail::forcedWithin(rules_, child, line, child.toMove == root.toMove, plies - 1, budget);
    } else {
        proven = detail::forcedWithin(rules_, root, history, false, plies, budget);
    }
    stopped_ = stopped_ || stop_.stop_requested();
    result.proven = proven.value_or(false);
}

void Searcher::chooseAmongProven(const Position& root, std::span<const Position> history, SearchResult& result) {
    const detail::ProofBudget budget = proofBudget(kProofNodes);
    if (budget.maxNodes == 0)
        return;
    std::vector<Move> preference;
    for (int k = 0; k < rootCount_; ++k)
        preference.push_back(
            stack_.children[0][static_cast<std::size_t>(stack_.rootOrder[static_cast<std::size_t>(k)])].move);
    const detail::ProvenChoice choice = detail::chooseAmongProven(rules_, root, history, preference, budget);
    nodes_ += choice.nodes;
    stopped_ = stopped_ || stop_.stop_requested();
    if (!choice.proven)
        return;
    if (choice.move != result.move)
        result.pv.assign(1, choice.move);
    result.move = choice.move;
    result.score = choice.score;
    result.proven = true;
}

} // namespace mancala::detail
