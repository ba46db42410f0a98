// The features of the Bao la Kimasai evaluation (core/src/search/bao_features.hpp)
// against the rules, on the positions of random games (fixed seeds).
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "search/bao_features.hpp"
#include "mancala/game.hpp"

namespace mancala::detail {
namespace {

constexpr int kGames = 200;
constexpr int kPlyCap = 10000;

int captures(const Rules& rules, const Position& pos, const MoveList& moves) {
    int n = 0;
    for (int i = 0; i < moves.size(); ++i) {
        Position after = pos;
        rules.apply(after, moves[i], nullptr);
        n += after.totals[static_cast<std::size_t>(index(pos.toMove))] !=
                     pos.totals[static_cast<std::size_t>(index(pos.toMove))]
                 ? 1
                 : 0;
    }
    return n;
}

Position otherSideToMove(const Position& pos) {
    Position p = pos;
    p.toMove = opponent(pos.toMove);
    return p;
}

// The board turned half round, with the sides' roles swapped: South's
// stones become North's in the mirrored holes.
Position turned(const Rules& rules, const Position& pos) {
    Position p = pos;
    for (int h = 0; h < rules.holeCount(); ++h) {
        const Hole from = static_cast<Hole>(h);
        const Hole to = rules.hole(rules.rows() - 1 - rules.rowOf(from), rules.cols() - 1 - rules.colOf(from));
        p.board[to] = pos.board[from];
    }
    p.totals = {pos.totals[1], pos.totals[0]};
    p.toMove = opponent(pos.toMove);
    return p;
}

template <typename Check> void forEachPosition(Check check) {
    const Rules& rules = rulesFor(GameId::BaoLaKimasai);
    std::mt19937 random(2026);
    for (int g = 0; g < kGames; ++g) {
        Game game(rules);
        MoveList moves;
        while (!game.over() && game.ply() < kPlyCap) {
            check(rules, game.position());
            game.legalMoves(moves);
            game.play(moves[static_cast<int>(random() % static_cast<unsigned>(moves.size()))]);
        }
    }
}

TEST(BaoFeatures, MoveAndCaptureCountsAreTheRules) {
    forEachPosition([](const Rules& rules, const Position& pos) {
        const BaoFeatures f = baoFeatures(pos);
        MoveList mine;
        rules.legalMoves(pos, mine);
        const Position theirTurn = otherSideToMove(pos);
        MoveList theirs;
        rules.legalMoves(theirTurn, theirs);
        const auto has = [&](int index) {
            return std::find(f.active.begin(), f.active.end(), index) != f.active.end();
        };
        ASSERT_TRUE(has(kBaoMyMovesBase + std::min(mine.size(), 7)));
        ASSERT_TRUE(has(kBaoTheirMovesBase + std::min(theirs.size(), 7)));
        ASSERT_TRUE(has(kBaoMyCapturesBase + std::min(captures(rules, pos, mine), 3)));
        ASSERT_TRUE(has(kBaoTheirCapturesBase + std::min(captures(rules, theirTurn, theirs), 3)));
    });
}

TEST(BaoFeatures, MaterialIsTheCapturedDifference) {
    ASSERT_EQ(kBaoStones, rulesFor(GameId::BaoLaKimasai).totalSeeds());
    forEachPosition([](const Rules&, const Position& pos) {
        const BaoFeatures f = baoFeatures(pos);
        const auto me = static_cast<std::size_t>(index(pos.toMove));
        ASSERT_EQ(f.material, pos.totals[me] - pos.totals[1 - me]);
        ASSERT_EQ(f.captured, pos.totals[0] + pos.totals[1]);
    });
}

TEST(BaoFeatures, OneFeatureInEachBlock) {
    forEachPosition([](const Rules&, const Position& pos) {
        const BaoFeatures f = baoFeatures(pos);
        std::size_t i = 0;
        for (int k = 0; k < kBaoColumns; ++k) {
            ASSERT_EQ(f.active[i++] / kBaoStates, (kBaoColumnBase + k * kBaoStates) / kBaoStates);
            if (k + 1 < kBaoColumns) {
                ASSERT_EQ(f.active[i++] / kBaoStates, (kBaoPairBase + k * kBaoStates) / kBaoStates);
            }
        }
        const std::array<int, 4> bases{kBaoMyCapturesBase, kBaoTheirCapturesBase, kBaoMyMovesBase, kBaoTheirMovesBase};
        const std::array<int, 4> sizes{4, 4, 8, 8};
        for (std::size_t b = 0; b < bases.size(); ++b, ++i) {
            ASSERT_GE(f.active[i], bases[b]);
            ASSERT_LT(f.active[i], bases[b] + sizes[b]);
        }
        ASSERT_EQ(i, f.active.size());
    });
}

// The rules are the same for both sides seen from their own end of the
// board, and so are the features.
TEST(BaoFeatures, SameForBothSidesOfTheTurnedBoard) {
    forEachPosition([](const Rules& rules, const Position& pos) {
        const BaoFeatures f = baoFeatures(pos);
        const BaoFeatures g = baoFeatures(turned(rules, pos));
        ASSERT_EQ(f.material, g.material);
        ASSERT_EQ(f.captured, g.captured);
        ASSERT_EQ(f.active, g.active);
    });
}

} // namespace
} // namespace mancala::detail
