// The index of the endgame databases (endgames.hpp): boards seen from the
// mover, ranked by stars and bars, and the entries' byte.
//
// A board of n seeds in 12 holes is a row of n stars and 11 bars; the bars
// stand at c_i = b_0 + … + b_i + i (i = 0 .. 10), an 11-element subset of
// 0 .. n + 10, and the colex rank of that subset, the sum of C(c_i, i + 1),
// runs through 0 .. C(n + 11, 11) - 1 without a gap.
#include "mancala/endgames.hpp"

#include <cassert>

#include "games/relay.hpp"

namespace mancala {
namespace {

using detail::relay::kHoleRing;
using detail::relay::kRing;
using detail::relay::kRingHole;

constexpr int kMaxBoardSeeds = 48;
constexpr int kBars = kEndgameHoles - 1;
constexpr int kMaxTop = kMaxBoardSeeds + kBars; // the highest bar position + 1

struct Binomials {
    std::array<std::array<std::uint64_t, kBars + 2>, kMaxTop + 2> c{};
    constexpr Binomials() {
        for (int k = 0; k <= kMaxTop + 1; ++k) {
            c[static_cast<std::size_t>(k)][0] = 1;
            for (int j = 1; j <= kBars + 1 && j <= k; ++j)
                c[static_cast<std::size_t>(k)][static_cast<std::size_t>(j)] =
                    c[static_cast<std::size_t>(k - 1)][static_cast<std::size_t>(j - 1)] +
                    (j <= k - 1 ? c[static_cast<std::size_t>(k - 1)][static_cast<std::size_t>(j)] : 0);
        }
    }
    constexpr std::uint64_t operator()(int k, int j) const noexcept {
        return j > k ? 0 : c[static_cast<std::size_t>(k)][static_cast<std::size_t>(j)];
    }
};
constexpr Binomials kChoose{};

static_assert(kChoose(27, 11) == 13'037'895, "the 16-seed layer");
static_assert(detail::relay::kRing == kEndgameHoles);

} // namespace

int seedsOf(const EndgameBoard& board) noexcept {
    int n = 0;
    for (std::uint8_t s : board)
        n += s;
    return n;
}

std::uint64_t endgameLayerSize(int seeds) noexcept {
    assert(seeds >= 0 && seeds <= kMaxBoardSeeds);
    return kChoose(seeds + kBars, kBars);
}

std::uint64_t endgamePositions(int maxSeeds) noexcept {
    // The layers 0 .. maxSeeds together: boards of at most maxSeeds seeds in
    // 12 holes are those of exactly maxSeeds seeds in 13.
    return kChoose(maxSeeds + kEndgameHoles, kEndgameHoles);
}

std::uint64_t endgameRank(const EndgameBoard& board) noexcept {
    std::uint64_t rank = 0;
    int bar = -1;
    for (int i = 0; i < kBars; ++i) {
        bar += board[static_cast<std::size_t>(i)] + 1;
        rank += kChoose(bar, i + 1);
    }
    return rank;
}

EndgameBoard endgameUnrank(int seeds, std::uint64_t rank) noexcept {
    assert(rank < endgameLayerSize(seeds));
    std::array<int, kBars> bars{};
    int top = seeds + kBars - 1; // the highest place a bar may take
    for (int i = kBars - 1; i >= 0; --i) {
        int c = top;
        while (kChoose(c, i + 1) > rank)
            --c;
        bars[static_cast<std::size_t>(i)] = c;
        rank -= kChoose(c, i + 1);
        top = c - 1;
    }
    EndgameBoard board{};
    int previous = -1;
    for (int i = 0; i < kBars; ++i) {
        board[static_cast<std::size_t>(i)] =
            static_cast<std::uint8_t>(bars[static_cast<std::size_t>(i)] - previous - 1);
        previous = bars[static_cast<std::size_t>(i)];
    }
    board[kBars] = static_cast<std::uint8_t>(seeds + kBars - 1 - previous);
    return board;
}

EndgameBoard endgameBoard(const Position& pos) noexcept {
    // North's view is South's turned half round: ring hole r + 6.
    const int turn = pos.toMove == Side::South ? 0 : kRing / 2;
    EndgameBoard board{};
    for (int r = 0; r < kRing; ++r)
        board[static_cast<std::size_t>(r)] = pos.board[kRingHole[static_cast<std::size_t>((r + turn) % kRing)]];
    return board;
}

Position endgamePosition(const Rules& rules, const EndgameBoard& board) {
    Position pos;
    for (int h = 0; h < kRing; ++h)
        pos.board[static_cast<std::size_t>(h)] = board[kHoleRing[static_cast<std::size_t>(h)]];
    pos.totals[0] = static_cast<std::uint16_t>(rules.totalSeeds() - seedsOf(board));
    pos.toMove = Side::South;
    return pos;
}

std::uint8_t encodeEndgameEntry(const EndgameEntry& entry) noexcept {
    if (!entry.exact)
        return 0x80;
    assert(entry.value >= -kMaxBoardSeeds && entry.value <= kMaxBoardSeeds);
    return static_cast<std::uint8_t>((entry.value + 64) | (entry.historyFree ? 0x80 : 0));
}

EndgameEntry decodeEndgameEntry(std::uint8_t byte) noexcept {
    if (byte == 0x80)
        return {};
    return {true, (byte & 0x7F) - 64, (byte & 0x80) != 0};
}

EndgameDatabase::EndgameDatabase(GameId game, int maxSeeds, std::vector<std::uint8_t> entries)
    : game_(game), maxSeeds_(maxSeeds), entries_(std::move(entries)) {
    assert(entries_.size() == endgamePositions(maxSeeds));
}

std::span<const std::uint8_t> EndgameDatabase::layer(int seeds) const noexcept {
    const std::uint64_t first = seeds == 0 ? 0 : endgamePositions(seeds - 1);
    return std::span(entries_).subspan(static_cast<std::size_t>(first),
                                       static_cast<std::size_t>(endgameLayerSize(seeds)));
}

bool EndgameDatabase::covers(const Rules& rules, const Position& pos) const noexcept {
    return rules.id() == game_ && !pos.over() && seedsOnBoard(rules, pos) <= maxSeeds_ && !distrusted();
}

EndgameEntry EndgameDatabase::entry(const Position& pos) const noexcept {
    const EndgameBoard board = endgameBoard(pos);
    const int seeds = seedsOf(board);
    assert(seeds <= maxSeeds_);
    if (distrusted())
        return {};
    const std::uint64_t first = seeds == 0 ? 0 : endgamePositions(seeds - 1);
    return decodeEndgameEntry(entries_[static_cast<std::size_t>(first + endgameRank(board))]);
}

} // namespace mancala
