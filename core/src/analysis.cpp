// Game analysis (see analysis.hpp): every position searched once with the
// same budget, every move judged by the values before and after it.
#include "mancala/analysis.hpp"

#include <algorithm>
#include <cstdlib>

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
    return {PositionValue::Kind::Decided, wins ? kWinScore : -kWinScore};
}

// `value` of a position whose side to move is `toMove`, seen by `side`.
PositionValue seenBy(const PositionValue& value, Side toMove, Side side) {
    return toMove == side ? value : value.flipped();
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

std::optional<Outcome> PositionValue::outcome() const noexcept {
    switch (kind) {
    case Kind::Estimate: return std::nullopt;
    case Kind::Decided: return score > 0 ? Outcome::Win : Outcome::Loss;
    case Kind::Exact: break;
    }
    return score > 0 ? Outcome::Win : score < 0 ? Outcome::Loss : Outcome::Draw;
}

int PositionValue::lossScale() const noexcept {
    if (kind == Kind::Decided)
        return score > 0 ? kDecidedValue : -kDecidedValue;
    return score;
}

int PositionValue::clamped() const noexcept {
    return std::clamp(lossScale(), -kGraphClamp, kGraphClamp);
}

PositionAnalysis analysePosition(const Rules& rules, const Position& pos, std::span<const Position> history,
                                 const AnalysisOptions& options, std::stop_token stop) {
    PositionAnalysis out;
    out.toMove = pos.toMove;
    out.over = pos.over();
    if (out.over) {
        out.value = finalValue(pos, pos.toMove);
        return out;
    }
    SearchOptions search;
    search.level = Level::Expert;
    search.timeMs = options.timeMs;
    search.maxDepth = options.depth;
    search.maxNodes = options.nodes;
    if (options.timeMs == 0 && options.depth == 0 && options.nodes == 0)
        search.maxNodes = defaultAnalysisNodes(rules.id());
    search.seed = 1;
    search.exactTihbat = options.exactTihbat;
    search.endgames = options.endgames;
    const SearchResult r = chooseMove(rules, pos, history, search, std::move(stop));
    out.best = r.move;
    out.depth = r.depth;
    out.nodes = r.nodes;
    const PositionValue::Kind kind = r.exact            ? PositionValue::Kind::Exact
                                     : isDecided(r.score) ? PositionValue::Kind::Decided
                                                          : PositionValue::Kind::Estimate;
    out.value = {kind, r.score};
    return out;
}

MoveClass classify(Move played, Move best, const PositionValue& before, const PositionValue& after, int loss) {
    if (played == best)
        return MoveClass::Best;
    const std::optional<Outcome> was = before.outcome();
    const std::optional<Outcome> is = after.outcome();
    if (was && is && rank(*is) < rank(*was))
        return MoveClass::Blunder;
    if (loss == 0 && before.kind == PositionValue::Kind::Exact && after.kind == PositionValue::Kind::Exact)
        return MoveClass::Best; // another move worth exactly as much
    if (loss >= kBlunderLoss)
        return MoveClass::Blunder;
    if (loss >= kMistakeLoss)
        return MoveClass::Mistake;
    if (loss >= kInaccuracyLoss)
        return MoveClass::Inaccuracy;
    return MoveClass::Good;
}

MoveAnalysis judgeMove(Move played, const PositionAnalysis& before, const PositionAnalysis& after) {
    MoveAnalysis out;
    out.mover = before.toMove;
    out.played = played;
    out.best = before.best;
    out.before = before.value;
    out.after = seenBy(after.value, after.toMove, out.mover);
    out.loss = played == before.best ? 0 : std::max(0, out.before.lossScale() - out.after.lossScale());
    out.moveClass = classify(played, out.best, out.before, out.after, out.loss);
    return out;
}

std::vector<MoveAnalysis> judgeMoves(std::span<const Move> moves, std::span<const PositionAnalysis> positions) {
    std::vector<MoveAnalysis> out;
    for (std::size_t i = 0; i + 1 < positions.size() && i < moves.size(); ++i)
        out.push_back(judgeMove(moves[i], positions[i], positions[i + 1]));
    return out;
}

GameAnalysis analyseGame(const Game& game, const AnalysisOptions& options, std::stop_token stop,
                         const AnalysisProgress& progress) {
    GameAnalysis out;
    const int total = game.ply() + 1;
    std::vector<Position> positions;
    for (int i = 0; i < total; ++i)
        positions.push_back(game.positionAt(i));
    for (int i = 0; i < total; ++i) {
        const std::span<const Position> history(positions.data(), static_cast<std::size_t>(i));
        PositionAnalysis a = analysePosition(game.rules(), positions[static_cast<std::size_t>(i)], history, options,
                                             stop);
        if (stop.stop_requested())
            break;
        out.positions.push_back(a);
        if (progress)
            progress(i + 1, total);
    }
    out.complete = static_cast<int>(out.positions.size()) == total;
    out.moves = judgeMoves(game.moves(), out.positions);
    return out;
}

PlayerSummary summarise(std::span<const MoveAnalysis> moves, Side side) {
    PlayerSummary out;
    long long loss = 0;
    for (const MoveAnalysis& m : moves) {
        if (m.mover != side)
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
