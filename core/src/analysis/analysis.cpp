// Game analysis (see analysis.hpp): every position searched once with the
// same budget (a forced one through the position after it), every move
// judged by the values before and after it.
#include "mancala/analysis.hpp"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#include "mancala/repetition.hpp"

namespace mancala {

namespace {

// The order of outcomes for the mover: a move can only keep or lower it.
int rank(Outcome o) noexcept {
    switch (o) {
    case Outcome::Loss: return 0;
    case Outcome::Draw: return 1;
    case Outcome::Win: break;
    }
    return 2;
}

// The value of a game that is over, for `side`: the final difference when it
// agrees with the winner (the sowing games), else a win or loss without a
// margin (Bao la Kimasai, won by moves, not by seeds).
PositionValue finalValue(const Position& pos, Side side) {
    const int difference = static_cast<int>(pos.totals[static_cast<std::size_t>(index(side))]) -
                           static_cast<int>(pos.totals[static_cast<std::size_t>(index(opponent(side)))]);
    if (pos.winner == Winner::Draw)
        return {PositionValue::Kind::Exact, 0};
    const bool wins = (pos.winner == Winner::South) == (side == Side::South);
    if ((wins && difference > 0) || (!wins && difference < 0))
        return {PositionValue::Kind::Exact, difference * kSeedScore};
    return {PositionValue::Kind::Proven, wins ? kWinScore : -kWinScore};
}

// `value` of a position whose side to move is `toMove`, seen by `side`.
PositionValue seenBy(const PositionValue& value, Side toMove, Side side) {
    return toMove == side ? value : value.flipped();
}

// The value of a position whose only move leads to a position of value
// `next` (for its side to move `nextToMove`), for the side to move `toMove`:
// a proven result one ply further away.
PositionValue throughForcedMove(const PositionValue& next, Side nextToMove, Side toMove) {
    PositionValue v = seenBy(next, nextToMove, toMove);
    if (v.kind == PositionValue::Kind::Proven && isDecided(v.score))
        v.score += v.score > 0 ? -1 : 1;
    return v;
}

PositionAnalysis searched(const Rules& rules, const Position& pos, std::span<const Position> history,
                          const AnalysisOptions& options, std::stop_token stop) {
    PositionAnalysis out;
    out.toMove = pos.toMove;
    SearchOptions search;
    search.level = Level::Expert;
    search.timeMs = options.timeMs;
    search.maxDepth = options.depth;
    search.maxNodes = options.nodes;
    if (options.timeMs == 0 && options.depth == 0 && options.nodes == 0)
        search.maxNodes = defaultAnalysisNodes(rules.id());
    search.seed = 1;
    search.hashMegabytes = kAnalysisHashMegabytes;
    search.exactTihbat = options.exactTihbat;
    search.solveDjenonAboure = options.solveDjenonAboure;
    search.endgames = options.endgames;
    search.proofNodes = options.proofNodes;
    const SearchResult r = chooseMove(rules, pos, history, search, std::move(stop));
    out.best = r.move;
    out.depth = r.depth;
    out.nodes = r.nodes;
    out.value = valueOf(r);
    return out;
}

// The loss and class of a move from values of which at least one is an
// estimate: the clamped values' difference; after a proven value, never a
// blunder; a move into a proven win keeps the result.
void judgeByEstimates(MoveAnalysis& m) {
    m.judgement = Judgement::Estimate;
    if (m.after.outcome() == Outcome::Win) {
        m.judgement = Judgement::Proven;
        m.moveClass = MoveClass::Good;
        return;
    }
    m.loss = std::max(0, m.before.clamped() - m.after.clamped());
    m.moveClass = classOfLoss(m.loss);
    if (m.before.outcome() && m.moveClass == MoveClass::Blunder)
        m.moveClass = MoveClass::Mistake;
}

} // namespace

std::uint64_t defaultAnalysisNodes(GameId game) noexcept {
    return game == GameId::BaoLaKimasai ? kBaoAnalysisNodes : kAnalysisNodes;
}

std::string_view moveClassMark(MoveClass c) noexcept {
    switch (c) {
    case MoveClass::Inaccuracy: return "?!";
    case MoveClass::Mistake: return "?";
    case MoveClass::Blunder: return "??";
    case MoveClass::Best:
    case MoveClass::Good: break;
    }
    return "";
}

std::string_view moveClassString(MoveClass c) noexcept {
    switch (c) {
    case MoveClass::Best: return "best";
    case MoveClass::Good: return "good";
    case MoveClass::Inaccuracy: return "inaccuracy";
    case MoveClass::Mistake: return "mistake";
    case MoveClass::Blunder: break;
    }
    return "blunder";
}

std::string_view judgementString(Judgement j) noexcept {
    switch (j) {
    case Judgement::Exact: return "exact";
    case Judgement::Proven: return "proven";
    case Judgement::Estimate: break;
    }
    return "estimate";
}

std::optional<Outcome> PositionValue::outcome() const noexcept {
    if (kind == Kind::Estimate)
        return std::nullopt;
    return score > 0 ? Outcome::Win : score < 0 ? Outcome::Loss : Outcome::Draw;
}

int PositionValue::clamped() const noexcept {
    if (kind == Kind::Proven && score != 0)
        return score > 0 ? kGraphClamp : -kGraphClamp;
    return std::clamp(score, -kGraphClamp, kGraphClamp);
}

PositionValue valueOf(const SearchResult& result) noexcept {
    const PositionValue::Kind kind = result.exact    ? PositionValue::Kind::Exact
                                     : result.proven ? PositionValue::Kind::Proven
                                                     : PositionValue::Kind::Estimate;
    return {kind, result.score};
}

std::optional<Move> MoveAnalysis::better() const noexcept {
    if (forced || best == played)
        return std::nullopt;
    const bool better = judgement == Judgement::Exact    ? loss > 0
                        : judgement == Judgement::Proven ? moveClass == MoveClass::Blunder
                                                         : loss >= kInaccuracyLoss;
    return better ? std::optional<Move>(best) : std::nullopt;
}

PositionAnalysis analysePosition(const Rules& rules, const Position& pos, std::span<const Position> history,
                                 const AnalysisOptions& options, std::stop_token stop) {
    if (pos.over()) {
        PositionAnalysis out;
        out.toMove = pos.toMove;
        out.over = true;
        out.value = finalValue(pos, pos.toMove);
        return out;
    }
    MoveList moves;
    rules.legalMoves(pos, moves);
    if (moves.size() != 1)
        return searched(rules, pos, history, options, std::move(stop));
    // A forced move: the value of the position after it (after any more forced moves).
    std::vector<Position> line(history.begin(), history.end());
    line.push_back(pos);
    RepetitionTracker repetition;
    repetition.assign(rules, line);
    Position next = pos;
    advance(rules, next, moves[0], repetition);
    const PositionAnalysis after = analysePosition(rules, next, line, options, std::move(stop));
    PositionAnalysis out;
    out.toMove = pos.toMove;
    out.forced = true;
    out.best = moves[0];
    out.value = throughForcedMove(after.value, after.toMove, pos.toMove);
    out.depth = after.depth;
    out.nodes = after.nodes;
    return out;
}

MoveClass classOfLoss(int loss) noexcept {
    if (loss >= kBlunderLoss)
        return MoveClass::Blunder;
    if (loss >= kMistakeLoss)
        return MoveClass::Mistake;
    if (loss >= kInaccuracyLoss)
        return MoveClass::Inaccuracy;
    return MoveClass::Good;
}

MoveAnalysis judgeMove(Move played, const PositionAnalysis& before, const PositionAnalysis& after) {
    MoveAnalysis m;
    m.mover = before.toMove;
    m.played = played;
    m.best = before.best;
    m.before = before.value;
    m.after = seenBy(after.value, after.toMove, m.mover);
    using Kind = PositionValue::Kind;
    const std::optional<Outcome> was = m.before.outcome();
    const std::optional<Outcome> is = m.after.outcome();
    if (m.before.kind == Kind::Exact && m.after.kind == Kind::Exact) {
        m.judgement = Judgement::Exact;
        m.loss = std::max(0, m.before.score - m.after.score);
        m.moveClass = rank(*is) < rank(*was) ? MoveClass::Blunder : m.loss == 0 ? MoveClass::Best : classOfLoss(m.loss);
    } else if (was && is) {
        m.judgement = Judgement::Proven;
        const bool lower = rank(*is) < rank(*was);
        m.loss = lower ? kDecidedValue : 0;
        m.moveClass = lower ? MoveClass::Blunder : MoveClass::Good;
    } else {
        judgeByEstimates(m);
    }
    if (before.forced || played == before.best) {
        m.forced = before.forced;
        m.loss = 0;
        m.moveClass = MoveClass::Best;
    }
    return m;
}

std::vector<MoveAnalysis> judgeMoves(std::span<const Move> moves, std::span<const PositionAnalysis> positions) {
    std::vector<MoveAnalysis> out;
    for (std::size_t i = 0; i + 1 < positions.size() && i < moves.size(); ++i)
        out.push_back(judgeMove(moves[i], positions[i], positions[i + 1]));
    return out;
}

void analysePositions(const Rules& rules, std::span<const Position> positions, std::span<const int> order,
                      const AnalysisOptions& options, std::stop_token stop, const PositionAnalysed& done) {
    std::atomic<std::size_t> next{0};
    std::mutex delivering;
    const auto work = [&] {
        for (std::size_t i = next++; i < order.size() && !stop.stop_requested(); i = next++) {
            const auto k = static_cast<std::size_t>(order[i]);
            const PositionAnalysis a = analysePosition(rules, positions[k], positions.first(k), options, stop);
            const std::lock_guard lock(delivering);
            if (stop.stop_requested())
                return;
            done(order[i], a);
        }
    };
    const std::size_t helpers =
        std::min(static_cast<std::size_t>(std::max(options.threads, 1)), order.size()) - (order.empty() ? 0 : 1);
    std::vector<std::jthread> threads;
    threads.reserve(helpers);
    for (std::size_t t = 0; t < helpers; ++t)
        threads.emplace_back(work);
    work();
}

GameAnalysis analyseGame(const Game& game, const AnalysisOptions& options, std::stop_token stop,
                         const AnalysisProgress& progress) {
    const int total = game.ply() + 1;
    std::vector<Position> positions;
    std::vector<int> order;
    for (int i = 0; i < total; ++i) {
        positions.push_back(game.positionAt(i));
        order.push_back(i);
    }
    std::vector<std::optional<PositionAnalysis>> found(positions.size());
    int analysed = 0;
    analysePositions(game.rules(), positions, order, options, stop, [&](int k, const PositionAnalysis& a) {
        found[static_cast<std::size_t>(k)] = a;
        if (progress)
            progress(++analysed, total);
    });
    GameAnalysis out;
    for (const std::optional<PositionAnalysis>& a : found) {
        if (!a)
            break;
        out.positions.push_back(*a);
    }
    out.complete = static_cast<int>(out.positions.size()) == total;
    out.moves = judgeMoves(game.moves(), out.positions);
    return out;
}

PlayerSummary summarise(std::span<const MoveAnalysis> moves, Side side) {
    PlayerSummary out;
    long long loss = 0;
    for (const MoveAnalysis& m : moves) {
        if (m.mover != side || m.forced)
            continue;
        ++out.counts[static_cast<std::size_t>(m.moveClass)];
        ++out.moves;
        loss += m.loss;
    }
    if (out.moves > 0)
        out.averageLoss = static_cast<double>(loss) / out.moves;
    return out;
}

std::vector<int> turningPoints(std::span<const MoveAnalysis> moves, int count) {
    const auto swing = [&](std::size_t i) {
        const int sign = moves[i].mover == Side::South ? 1 : -1;
        return std::abs(sign * (moves[i].after.clamped() - moves[i].before.clamped()));
    };
    std::vector<int> order;
    for (std::size_t i = 0; i < moves.size(); ++i)
        if (swing(i) > 0)
            order.push_back(static_cast<int>(i));
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return swing(static_cast<std::size_t>(a)) > swing(static_cast<std::size_t>(b));
    });
    const std::size_t keep = std::min(order.size(), static_cast<std::size_t>(std::max(count, 0)));
    order.resize(keep);
    std::sort(order.begin(), order.end());
    return order;
}

} // namespace mancala
