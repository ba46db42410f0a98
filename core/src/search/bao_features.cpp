#include "search/bao_features.hpp"

#include <algorithm>
#include <bit>

#include "games/bao_board.hpp"

namespace mancala::detail {
namespace {

static_assert(bao::kCols == kBaoColumns && bao::kTotal == kBaoStones);

// The four rows as seen by `me`: back, front, the opponent's front and back.
struct Rows {
    int myBack, myFront, theirFront, theirBack;
};

} // namespace

BaoFeatures baoFeatures(const Position& pos) noexcept {
    const Side me = pos.toMove;
    const bool south = me == Side::South;
    const Rows r = south ? Rows{0, 1, 2, 3} : Rows{3, 2, 1, 0};
    const bao::Mask occupied = bao::occupancy(pos);
    // Column k counted from my left.
    const auto stone = [&](int k, int row) {
        const int col = south ? k : kBaoColumns - 1 - k;
        return static_cast<int>((occupied >> (col * bao::kRows + row)) & 1);
    };
    BaoFeatures f;
    std::size_t n = 0;
    int mine = 0;
    for (int k = 0; k < kBaoColumns; ++k) {
        const int myBack = stone(k, r.myBack);
        const int myFront = stone(k, r.myFront);
        const int theirFront = stone(k, r.theirFront);
        const int theirBack = stone(k, r.theirBack);
        mine += myBack + myFront;
        const int state = myBack | myFront << 1 | theirFront << 2 | theirBack << 3;
        f.active[n++] = static_cast<std::uint16_t>(kBaoColumnBase + k * kBaoStates + state);
        if (k + 1 < kBaoColumns) {
            const int pair = myFront | theirFront << 1 | stone(k + 1, r.myFront) << 2 | stone(k + 1, r.theirFront) << 3;
            f.active[n++] = static_cast<std::uint16_t>(kBaoPairBase + k * kBaoStates + pair);
        }
    }
    // Moves and captures as the rules count them.
    const Side other = opponent(me);
    const int myMoves = std::popcount(bao::movable(occupied, me));
    const int theirMoves = std::popcount(bao::movable(occupied, other));
    f.active[n++] = static_cast<std::uint16_t>(kBaoMyCapturesBase + std::min(bao::captureCount(occupied, me), 3));
    f.active[n++] = static_cast<std::uint16_t>(kBaoTheirCapturesBase + std::min(bao::captureCount(occupied, other), 3));
    f.active[n++] = static_cast<std::uint16_t>(kBaoMyMovesBase + std::min(myMoves, 7));
    f.active[n++] = static_cast<std::uint16_t>(kBaoTheirMovesBase + std::min(theirMoves, 7));
    const int onBoard = std::popcount(occupied);
    f.material = mine - (onBoard - mine);
    f.captured = kBaoStones - onBoard;
    return f;
}

} // namespace mancala::detail
