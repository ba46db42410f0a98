// Static evaluation for the search, from the side to move's view, in
// hundredths of a seed. Every game starts from the captured-seed difference
// (the only term of Level::Advanced); the full evaluation adds what decides
// the seeds still on the board:
//
// - Djenon-aboure: at the end (all holes 0 or 1, or repetition) each player
//   takes the seeds of their own row, so seeds on one's own row count a
//   little, the more so the fewer seeds are left to fight over.
// - Ayoayo: seeds on one's own row count a little (they end in one's store at
//   a repetition, and keep one able to move and to feed), and so do holes
//   that can move.
// - Tihbat: counters on one's own side count a little (only moves from there
//   capture). Level::Expert does not evaluate Tihbat: it solves it.
// - Bao la Kimasai: a side can always move while it has stones (its ring of 24
//   holes is never full), so the game is a race to take every enemy stone.
//   Besides the stones taken: captures the side could make at once (a stone
//   stepping into its front row opposite an enemy stone), and the stones
//   that can move at all.
#include "evaluation.hpp"

#include <array>
#include <cstdlib>

#include "mancala/search.hpp"

namespace mancala::detail {
namespace {

const int kRowSeedWeight = std::getenv("W_kRowSeedWeight") ? std::atoi(std::getenv("W_kRowSeedWeight")) : 15;        // Djenon-aboure: per seed on one's row, early
const int kRowSeedLateWeight = std::getenv("W_kRowSeedLateWeight") ? std::atoi(std::getenv("W_kRowSeedLateWeight")) : 45;    // ... when the board is almost empty
const int kAyoayoRowSeedWeight = std::getenv("W_kAyoayoRowSeedWeight") ? std::atoi(std::getenv("W_kAyoayoRowSeedWeight")) : 8;   // Ayoayo: per seed on one's row
const int kAyoayoMobileWeight = std::getenv("W_kAyoayoMobileWeight") ? std::atoi(std::getenv("W_kAyoayoMobileWeight")) : 12;   // Ayoayo: per non-empty hole of one's row
const int kTihbatSideWeight = std::getenv("W_kTihbatSideWeight") ? std::atoi(std::getenv("W_kTihbatSideWeight")) : 10;     // Tihbat: per counter on one's side
const int kBaoThreatToMove = std::getenv("W_kBaoThreatToMove") ? std::atoi(std::getenv("W_kBaoThreatToMove")) : 60;      // Bao: a capture the side to move can make now
const int kBaoThreatWaiting = std::getenv("W_kBaoThreatWaiting") ? std::atoi(std::getenv("W_kBaoThreatWaiting")) : 25;     // Bao: a capture the opponent threatens
const int kBaoMobilityWeight = std::getenv("W_kBaoMobilityWeight") ? std::atoi(std::getenv("W_kBaoMobilityWeight")) : 6;     // Bao: per stone that can step

int difference(const Position& pos) noexcept {
    const int me = index(pos.toMove);
    return pos.totals[static_cast<std::size_t>(me)] - pos.totals[static_cast<std::size_t>(1 - me)];
}

// Seeds on each side's row of a two-row board (row 0 South, row 1 North).
std::array<int, 2> rowSeeds(const Rules& rules, const Position& pos) noexcept {
    std::array<int, 2> seeds{};
    for (int h = 0; h < rules.holeCount(); ++h)
        seeds[static_cast<std::size_t>(h % 2)] += pos.board[static_cast<std::size_t>(h)];
    return seeds;
}

int djenonAboure(const Rules& rules, const Position& pos) noexcept {
    const std::array<int, 2> seeds = rowSeeds(rules, pos);
    const int onBoard = seeds[0] + seeds[1];
    const int total = rules.totalSeeds();
    // From kRowSeedWeight on a full board to kRowSeedLateWeight on an empty one.
    const int weight = kRowSeedWeight + (kRowSeedLateWeight - kRowSeedWeight) * (total - onBoard) / total;
    const auto me = static_cast<std::size_t>(index(pos.toMove));
    return weight * (seeds[me] - seeds[1 - me]);
}

int ayoayo(const Rules& rules, const Position& pos) noexcept {
    std::array<int, 2> seeds{};
    std::array<int, 2> mobile{};
    for (int h = 0; h < rules.holeCount(); ++h) {
        const int n = pos.board[static_cast<std::size_t>(h)];
        seeds[static_cast<std::size_t>(h % 2)] += n;
        mobile[static_cast<std::size_t>(h % 2)] += n != 0 ? 1 : 0;
    }
    const auto me = static_cast<std::size_t>(index(pos.toMove));
    return kAyoayoRowSeedWeight * (seeds[me] - seeds[1 - me]) +
           kAyoayoMobileWeight * (mobile[me] - mobile[1 - me]);
}

int tihbat(const Rules& rules, const Position& pos) noexcept {
    const std::array<int, 2> seeds = rowSeeds(rules, pos);
    const auto me = static_cast<std::size_t>(index(pos.toMove));
    return kTihbatSideWeight * (seeds[me] - seeds[1 - me]);
}

// Bao la Kimasai geometry, taken from the rules object once: the hole each
// stone steps to, and for a front-row destination the enemy front hole
// across from it.
struct BaoGeometry {
    std::array<Hole, kMaxHoles> next{};
    std::array<Hole, kMaxHoles> enemyAcross{}; // kNoHole unless `next` is in the owner's front row
    int holes = 0;

    explicit BaoGeometry(const Rules& rules) noexcept : holes(rules.holeCount()) {
        const int frontSouth = rules.rows() / 2 - 1; // row 2
        const int frontNorth = rules.rows() / 2;     // row 3
        for (int h = 0; h < holes; ++h) {
            const Hole from = static_cast<Hole>(h);
            const Hole to = rules.moveFrom(from).to;
            next[static_cast<std::size_t>(h)] = to;
            enemyAcross[static_cast<std::size_t>(h)] = kNoHole;
            if (to == kNoHole)
                continue;
            const int row = rules.rowOf(to);
            const bool south = rules.owner(from) == Side::South;
            if (south && row == frontSouth)
                enemyAcross[static_cast<std::size_t>(h)] = rules.hole(frontNorth, rules.colOf(to));
            if (!south && row == frontNorth)
                enemyAcross[static_cast<std::size_t>(h)] = rules.hole(frontSouth, rules.colOf(to));
        }
    }
};

int baoLaKimasai(const Rules& rules, const Position& pos) noexcept {
    static const BaoGeometry geometry(rules);
    std::array<int, 2> threats{};
    std::array<int, 2> mobility{};
    for (int h = 0; h < geometry.holes; ++h) {
        if (pos.board[static_cast<std::size_t>(h)] == 0)
            continue;
        const Hole to = geometry.next[static_cast<std::size_t>(h)];
        if (pos.board[to] != 0)
            continue;
        const auto side = static_cast<std::size_t>(index(rules.owner(static_cast<Hole>(h))));
        ++mobility[side];
        const Hole across = geometry.enemyAcross[static_cast<std::size_t>(h)];
        if (across != kNoHole && pos.board[across] != 0)
            ++threats[side];
    }
    const auto me = static_cast<std::size_t>(index(pos.toMove));
    // Columns whose front hole is empty on one side and occupied on the other:
    // the empty side's stone that steps in will capture.
    std::array<int, 2> open{};
    std::array<int, 2> frontStones{};
    for (int c = 0; c < rules.cols(); ++c) {
        const bool south = pos.board[rules.hole(1, c)] != 0;
        const bool north = pos.board[rules.hole(2, c)] != 0;
        open[0] += !south && north ? 1 : 0;
        open[1] += south && !north ? 1 : 0;
        frontStones[0] += south ? 1 : 0;
        frontStones[1] += north ? 1 : 0;
    }
    std::array<int, 2> tempo{};
    for (int c = 0; c < rules.cols(); ++c) {
        if (pos.board[rules.hole(0, c)] != 0)
            for (int d = 0; d < c; ++d)
                tempo[0] += pos.board[rules.hole(0, d)] == 0 ? 1 : 0;
        if (pos.board[rules.hole(3, c)] != 0)
            for (int d = c + 1; d < rules.cols(); ++d)
                tempo[1] += pos.board[rules.hole(3, d)] == 0 ? 1 : 0;
    }
    static const int wTempo = std::getenv("W_tempo") ? std::atoi(std::getenv("W_tempo")) : 0;
    static const int wOpen = std::getenv("W_open") ? std::atoi(std::getenv("W_open")) : 0;
    static const int wFront = std::getenv("W_front") ? std::atoi(std::getenv("W_front")) : 0;
    return (threats[me] != 0 ? kBaoThreatToMove : 0) - kBaoThreatWaiting * threats[1 - me] +
           kBaoMobilityWeight * (mobility[me] - mobility[1 - me]) + wOpen * (open[me] - open[1 - me]) +
           wFront * (frontStones[me] - frontStones[1 - me]) + wTempo * (tempo[me] - tempo[1 - me]);
}

} // namespace

Decision decision(const Rules& rules, const Position& pos) noexcept {
    const Side me = pos.toMove;
    if (pos.over()) {
        if (pos.winner == Winner::Draw)
            return {true, 0};
        const bool won = pos.winner == (me == Side::South ? Winner::South : Winner::North);
        return {true, won ? kWinScore : -kWinScore};
    }
    if (rules.id() == GameId::BaoLaKimasai)
        return {};
    const int total = rules.totalSeeds();
    if (2 * pos.totals[static_cast<std::size_t>(index(me))] > total)
        return {true, kWinScore};
    if (2 * pos.totals[static_cast<std::size_t>(1 - index(me))] > total)
        return {true, -kWinScore};
    return {};
}

int materialScore(const Position& pos) noexcept { return kSeedScore * difference(pos); }

int fullScore(const Rules& rules, const Position& pos) noexcept {
    const int material = materialScore(pos);
    switch (rules.id()) {
    case GameId::DjenonAboure: return material + djenonAboure(rules, pos);
    case GameId::Ayoayo: return material + ayoayo(rules, pos);
    case GameId::Tihbat: return material + tihbat(rules, pos);
    case GameId::BaoLaKimasai: break;
    }
    return material + baoLaKimasai(rules, pos);
}

} // namespace mancala::detail
