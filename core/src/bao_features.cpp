#include "bao_features.hpp"

#include <algorithm>

namespace mancala::detail {
namespace {

constexpr int kRows = 4;

// The four rows as seen by `me`: back, front, the opponent's front and back.
struct Rows {
    int myBack, myFront, theirFront, theirBack;
};

} // namespace

BaoFeatures baoFeatures(const Position& pos) noexcept {
    const bool south = pos.toMove == Side::South;
    const Rows r = south ? Rows{0, 1, 2, 3} : Rows{3, 2, 1, 0};
    // Column k counted from my left.
    const auto stone = [&](int k, int row) {
        const int col = south ? k : kBaoColumns - 1 - k;
        return pos.board[static_cast<std::size_t>(col * kRows + row)] != 0 ? 1 : 0;
    };
    BaoFeatures f;
    std::size_t n = 0;
    int onBoard = 0;
    int mine = 0;
    int myCaptures = 0;
    int theirCaptures = 0;
    int myMoves = 0;
    int theirMoves = 0;
    for (int k = 0; k < kBaoColumns; ++k) {
        const int myBack = stone(k, r.myBack);
        const int myFront = stone(k, r.myFront);
        const int theirFront = stone(k, r.theirFront);
        const int theirBack = stone(k, r.theirBack);
        onBoard += myBack + myFront + theirFront + theirBack;
        mine += myBack + myFront;
        const int state = myBack | myFront << 1 | theirFront << 2 | theirBack << 3;
        f.active[n++] = static_cast<std::uint16_t>(kBaoColumnBase + k * kBaoStates + state);
        if (k + 1 < kBaoColumns) {
            const int pair = myFront | theirFront << 1 | stone(k + 1, r.myFront) << 2 | stone(k + 1, r.theirFront) << 3;
            f.active[n++] = static_cast<std::uint16_t>(kBaoPairBase + k * kBaoStates + pair);
        }
        // My stones step into my front hole k from my front hole k-1, or
        // round the corner from my back hole 0; the opponent's into its front
        // hole k from its front hole k+1, or from its back hole 11.
        if (myFront == 0 && theirFront != 0 && (k == 0 ? myBack : stone(k - 1, r.myFront)) != 0)
            ++myCaptures;
        if (theirFront == 0 && myFront != 0 &&
            (k == kBaoColumns - 1 ? theirBack : stone(k + 1, r.theirFront)) != 0)
            ++theirCaptures;
        // Moves into the holes of column k. Mine: front from the left (or
        // the corner from my back hole 0), back from the right (or the
        // corner from my front hole 11). Theirs: front from the right (or
        // the corner from their back hole 11), back from the left (or the
        // corner from their front hole 0).
        const int last = kBaoColumns - 1;
        if (myFront == 0 && (k == 0 ? myBack : stone(k - 1, r.myFront)) != 0)
            ++myMoves;
        if (myBack == 0 && (k == last ? myFront : stone(k + 1, r.myBack)) != 0)
            ++myMoves;
        if (theirFront == 0 && (k == last ? theirBack : stone(k + 1, r.theirFront)) != 0)
            ++theirMoves;
        if (theirBack == 0 && (k == 0 ? theirFront : stone(k - 1, r.theirBack)) != 0)
            ++theirMoves;
    }
    f.active[n++] = static_cast<std::uint16_t>(kBaoMyCapturesBase + std::min(myCaptures, 3));
    f.active[n++] = static_cast<std::uint16_t>(kBaoTheirCapturesBase + std::min(theirCaptures, 3));
    f.active[n++] = static_cast<std::uint16_t>(kBaoMyMovesBase + std::min(myMoves, 7));
    f.active[n++] = static_cast<std::uint16_t>(kBaoTheirMovesBase + std::min(theirMoves, 7));
    f.material = mine - (onBoard - mine);
    f.captured = kBaoStones - onBoard;
    return f;
}

} // namespace mancala::detail
