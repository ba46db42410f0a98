#include "mancala/rules.hpp"

#include <array>
#include <numeric>
#include <string>

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
    appendEvent(trace, Event{.kind = EventKind::End, .reason = reason, .winner = winner, .allotment = allotment});
}

} // namespace

IllegalReason Rules::checkOwnHole(const Position& pos, Move m) const noexcept {
    if (pos.over())
        return IllegalReason::GameOver;
    if (m.to != kNoHole || (!m.isPass() && m.from >= holeCount()))
        return IllegalReason::NotAHole;
    if (m.isPass())
        return IllegalReason::MustMove;
    return owner(m.from) != pos.toMove ? IllegalReason::NotYourHole : IllegalReason::None;
}

void Rules::finish(Position& pos, EndReason reason, Allotment allotment, Trace* trace) noexcept {
    const Winner w = pos.totals[0] > pos.totals[1]   ? Winner::South
                     : pos.totals[1] > pos.totals[0] ? Winner::North
                                                     : Winner::Draw;
    setEnd(pos, reason, w, allotment, trace);
}

void Rules::finish(Position& pos, EndReason reason, Winner winner, Trace* trace) noexcept {
    setEnd(pos, reason, winner, Allotment::None, trace);
}

namespace {

constexpr std::string_view kEmptyCapture = "-empty-capture";

// "kalah-M-N" and "kalah-M-N-empty-capture" of every size, made once.
std::string_view kalahName(GameId id) {
    constexpr int kHouses = GameId::kMaxKalahHouses;
    constexpr int kSeeds = GameId::kMaxKalahSeeds;
    static const auto names = [] {
        std::array<std::string, 2 * kHouses * kSeeds> made;
        for (int i = 0; i < static_cast<int>(made.size()); ++i)
            made[static_cast<std::size_t>(i)] = "kalah-" + std::to_string(i / (2 * kSeeds) + 1) + "-" +
                                                std::to_string(i / 2 % kSeeds + 1) +
                                                (i % 2 == 1 ? std::string(kEmptyCapture) : std::string());
        return made;
    }();
    return names[static_cast<std::size_t>(((id.houses() - 1) * kSeeds + id.seeds() - 1) * 2 +
                                          (id.emptyCapture() ? 1 : 0))];
}

// A number of one or two digits without a leading zero at the front of
// `text`, taken off it; nullopt if there is none.
std::optional<int> takeNumber(std::string_view& text) {
    std::size_t n = 0;
    while (n < text.size() && n < 2 && text[n] >= '0' && text[n] <= '9')
        ++n;
    if (n == 0 || (n == 2 && text[0] == '0'))
        return std::nullopt;
    const int value = n == 1 ? text[0] - '0' : (text[0] - '0') * 10 + (text[1] - '0');
    text.remove_prefix(n);
    return value;
}

// "M-N" or "M-N-empty-capture" after "kalah-".
std::optional<GameId> kalahFromString(std::string_view rest) {
    const std::optional<int> houses = takeNumber(rest);
    if (!houses || rest.empty() || rest.front() != '-')
        return std::nullopt;
    rest.remove_prefix(1);
    const std::optional<int> seeds = takeNumber(rest);
    const bool emptyCapture = rest == kEmptyCapture;
    if (!seeds || !(rest.empty() || emptyCapture) || !GameId::kalahInRange(*houses, *seeds))
        return std::nullopt;
    return GameId::kalah(*houses, *seeds, emptyCapture);
}

} // namespace

std::string_view gameIdString(GameId id) noexcept {
    switch (id.family()) {
    case GameFamily::DjenonAboure: return "djenon-aboure";
    case GameFamily::Ayoayo: return "ayoayo";
    case GameFamily::Tihbat: return "tihbat";
    case GameFamily::BaoLaKimasai: return "bao-la-kimasai";
    case GameFamily::Kalah: return kalahName(id);
    case GameFamily::Oware: return "oware";
    }
    return {};
}

std::string_view familyString(GameFamily family) noexcept {
    switch (family) {
    case GameFamily::Kalah: return "kalah";
    case GameFamily::DjenonAboure:
    case GameFamily::Ayoayo:
    case GameFamily::Tihbat:
    case GameFamily::BaoLaKimasai:
    case GameFamily::Oware: break;
    }
    return gameIdString(familyDefault(family));
}

GameId familyDefault(GameFamily family) noexcept {
    switch (family) {
    case GameFamily::DjenonAboure: return GameId::DjenonAboure;
    case GameFamily::Ayoayo: return GameId::Ayoayo;
    case GameFamily::Tihbat: return GameId::Tihbat;
    case GameFamily::BaoLaKimasai: return GameId::BaoLaKimasai;
    case GameFamily::Kalah: return GameId::Kalah;
    case GameFamily::Oware: break;
    }
    return GameId::Oware;
}

std::optional<GameId> gameFromString(std::string_view id) noexcept {
    constexpr std::string_view kKalah = "kalah-";
    if (id.starts_with(kKalah))
        return kalahFromString(id.substr(kKalah.size()));
    for (GameFamily f : kAllFamilies)
        if (f != GameFamily::Kalah && gameIdString(familyDefault(f)) == id)
            return familyDefault(f);
    return std::nullopt;
}

} // namespace mancala

#include "games/games.hpp"

namespace mancala {

const Rules& rulesFor(GameId id) noexcept {
    switch (id.family()) {
    case GameFamily::DjenonAboure: return detail::djenonAboureRules();
    case GameFamily::Ayoayo: return detail::ayoayoRules();
    case GameFamily::Tihbat: return detail::tihbatRules();
    case GameFamily::BaoLaKimasai: return detail::baoLaKimasaiRules();
    case GameFamily::Kalah: return detail::kalahRules(id);
    case GameFamily::Oware: break;
    }
    return detail::owareRules();
}

} // namespace mancala
