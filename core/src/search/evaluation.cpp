// Static evaluation for the search, from the side to move's view, in
// hundredths of a seed. Every game starts from the captured-seed difference
// (the only term of Level::Advanced); the full evaluation adds what decides
// the seeds still on the board. In the sowing games the weights were chosen
// by matches of an Expert searching 9 plies against the 7-ply Advanced,
// hundreds of games each; terms that lost points there are left out.
//
// - Djenon-aboure: at the end (all holes 0 or 1, or repetition) each player
//   takes the seeds of their own row, so seeds on one's own row count a
//   little, the more so the fewer seeds are left to fight over.
// - Ayoayo: seeds on one's own row count a little (they end in one's store at
//   a repetition, and keep one able to move and to feed), and so do holes
//   that can move.
// - Tihbat: counters on one's own side count a little (only moves from there
//   capture). Level::Expert does not evaluate Tihbat: it solves it.
// - Kalah: at the end each player takes the seeds of their own row, as in
//   Djenon-aboure, and its term is Djenon-aboure's.
// - Oware: Ayoayo's terms (seeds and movable houses of one's own row: they
//   end in one's own total at a cycle or when the opponent cannot move, and
//   keep one able to feed).
//   Neither of the two has been tuned by matches yet: their weights are the
//   games' whose end they share.
// - Bao la Kimasai: a side can always move while it has stones (its ring of 24
//   holes is never full), so the game is a race to take every enemy stone,
//   decided over a hundred plies and more of manoeuvring in which the
//   captured difference hardly moves. Hand-written terms (a bonus for an
//   immediate capture, mobility, threats, open columns) did little against
//   that, so the evaluation is learnt: a weight for each state of each
//   column and of each pair of neighbouring front-row columns, for the
//   capture and move counts of both sides, and for material, fitted to the
//   results of self-play games (bao_features.hpp, bao_weights.hpp,
//   tools/bao_tuning). Its weights are in hundredths of a stone like the
//   rest, and a stone of material is worth more as the board empties.
#include "search/evaluation.hpp"

#include <array>

#include "search/bao_features.hpp"
#include "search/bao_weights.hpp"
#include "mancala/search.hpp"

namespace mancala::detail {
namespace {

constexpr int kRowSeedWeight = 15;       // Djenon-aboure: per seed on one's row, early
constexpr int kRowSeedLateWeight = 45;   // ... when the board is almost empty
constexpr int kAyoayoRowSeedWeight = 20; // Ayoayo: per seed on one's row
constexpr int kAyoayoMobileWeight = 20;  // Ayoayo: per non-empty hole of one's row
constexpr int kTihbatSideWeight = 10;    // Tihbat: per counter on one's side

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
    return kAyoayoRowSeedWeight * (seeds[me] - seeds[1 - me]) + kAyoayoMobileWeight * (mobile[me] - mobile[1 - me]);
}

int tihbat(const Rules& rules, const Position& pos) noexcept {
    const std::array<int, 2> seeds = rowSeeds(rules, pos);
    const auto me = static_cast<std::size_t>(index(pos.toMove));
    return kTihbatSideWeight * (seeds[me] - seeds[1 - me]);
}

// Bao la Kimasai: the captured difference, worth more as the board empties,
// plus the tuned weights of the columns, front pairs, capture and move counts
// (bao_features.hpp, bao_weights.hpp).
int baoLaKimasai(const Position& pos) noexcept {
    const BaoFeatures f = baoFeatures(pos);
    int score = kBaoMaterial * f.material + kBaoCapturedMaterial * f.material * f.captured / kBaoStones;
    for (const std::uint16_t i : f.active)
        score += kBaoWeights[i];
    return score;
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
    if (rules.id().family() == GameFamily::BaoLaKimasai)
        return {};
    const int total = rules.totalSeeds();
    if (2 * pos.totals[static_cast<std::size_t>(index(me))] > total)
        return {true, kWinScore};
    if (2 * pos.totals[static_cast<std::size_t>(1 - index(me))] > total)
        return {true, -kWinScore};
    return {};
}

int materialScore(const Position& pos) noexcept {
    return kSeedScore * difference(pos);
}

int fullScore(const Rules& rules, const Position& pos) noexcept {
    const int material = materialScore(pos);
    switch (rules.id().family()) {
    case GameFamily::DjenonAboure:
    case GameFamily::Kalah: return material + djenonAboure(rules, pos);
    case GameFamily::Ayoayo:
    case GameFamily::Oware: return material + ayoayo(rules, pos);
    case GameFamily::Tihbat: return material + tihbat(rules, pos);
    case GameFamily::BaoLaKimasai: break;
    }
    return baoLaKimasai(pos);
}

} // namespace mancala::detail
