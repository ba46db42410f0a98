#include "mancala/rules.hpp"

#include <numeric>

namespace mancala {

void Rules::doSuccessors(const Position& pos, SuccessorList& out) const {
    out.clear();
    MoveList moves;
    legalMoves(pos, moves);
    for (Move m : moves)
        doApply(out.push(m, pos), m, nullptr);
}

PositionFault Rules::positionFault(const Position& pos) const noexcept {
    const int n = holeCount();
    int seeds = pos.totals[0] + pos.totals[1];
    for (int i = 0; i < kMaxHoles; ++i) {
        if (i >= n && pos.board[i] != 0)
            return PositionFault::SeedInUnusedHole;
        if (n > 12 && pos.board[i] > 1)
            return PositionFault::HoleOverCapacity;
        seeds += pos.board[i];
    }
    if (seeds != totalSeeds())
        return PositionFault::SeedsNotConserved;
    if (pos.over() != (pos.winner != Winner::None))
        return PositionFault::EndWithoutWinner;
    return PositionFault::None;
}

namespace {

void setEnd(Position& pos, EndReason reason, Winner winner, Allotment allotment, Trace* trace) noexcept {
    pos.end = reason;
    pos.winner = winner;
    if (trace)
        trace->push_back(Event{.kind = EventKind::End, .reason = reason, .winner = winner, .allotment = allotment});
}

} // namespace

void Rules::finish(Position& pos, EndReason reason, Allotment allotment, Trace* trace) noexcept {
    const Winner w = pos.totals[0] > pos.totals[1]   ? Winner::South
                     : pos.totals[1] > pos.totals[0] ? Winner::North
                                                     : Winner::Draw;
    setEnd(pos, reason, w, allotment, trace);
}

void Rules::finish(Position& pos, EndReason reason, Winner winner, Trace* trace) noexcept {
    setEnd(pos, reason, winner, Allotment::None, trace);
}

std::string_view gameIdString(GameId id) noexcept {
    switch (id) {
    case GameId::DjenonAboure: return "djenon-aboure";
    case GameId::Ayoayo: return "ayoayo";
    case GameId::Tihbat: return "tihbat";
    case GameId::BaoLaKimasai: return "bao-la-kimasai";
    }
    return {};
}

std::optional<GameId> gameFromString(std::string_view id) noexcept {
    for (GameId g : kAllGames)
        if (gameIdString(g) == id)
            return g;
    return std::nullopt;
}

} // namespace mancala

#include "games/games.hpp"

namespace mancala {

const Rules& rulesFor(GameId id) noexcept {
    switch (id) {
    case GameId::DjenonAboure: return detail::djenonAboureRules();
    case GameId::Ayoayo: return detail::ayoayoRules();
    case GameId::Tihbat: return detail::tihbatRules();
    case GameId::BaoLaKimasai: break;
    }
    return detail::baoLaKimasaiRules();
}

} // namespace mancala
