// What each level is: its name, its depth, its evaluation and table size
// (levels.hpp), and the Beginner, who looks one ply ahead and draws a move at
// random, captures being likelier. The levels that search are search.cpp's.
#include "search/levels.hpp"

#include <algorithm>
#include <array>

#include "search/evaluation.hpp"
#include "search/transposition_table.hpp"

namespace mancala {
namespace detail {

int levelDepth(Level level) noexcept {
    switch (level) {
    case Level::Beginner: return 1;
    case Level::Intermediate: return 4;
    case Level::Advanced: return 7;
    case Level::Expert: break;
    }
    return kMaxSearchDepth;
}

// Advanced searches the captured difference alone, and so does Intermediate
// in Bao la Kimasai: with the learnt evaluation its 4 plies would beat
// Advanced's 7.
bool materialOnly(const Rules& rules, Level level) noexcept {
    return level == Level::Advanced || (level == Level::Intermediate && rules.id() == GameId::BaoLaKimasai);
}

int levelMargin(Level level) noexcept {
    switch (level) {
    case Level::Intermediate: return kSeedScore / 2;
    case Level::Advanced: return 0;
    case Level::Beginner:
    case Level::Expert: break;
    }
    return -1;
}

int levelHashMegabytes(Level level) noexcept {
    switch (level) {
    case Level::Beginner: return 1;
    case Level::Intermediate: return 1;
    case Level::Advanced: return 4;
    case Level::Expert: break;
    }
    return 16;
}

SearchResult beginner(const Rules& rules, const Position& pos, const SearchOptions& options) {
    MoveList moves;
    rules.legalMoves(pos, moves);
    const auto me = static_cast<std::size_t>(index(pos.toMove));
    std::array<std::uint32_t, MoveList::kCapacity> weight{};
    std::array<Position, MoveList::kCapacity> after{};
    std::uint32_t total = 0;
    for (int i = 0; i < moves.size(); ++i) {
        Position& child = after[static_cast<std::size_t>(i)];
        child = pos;
        rules.apply(child, moves[i], nullptr);
        const int gain = child.totals[me] - pos.totals[me];
        const bool wins = child.over() && child.winner == (pos.toMove == Side::South ? Winner::South : Winner::North);
        const std::uint32_t w = wins ? 20u : 1u + 2u * static_cast<std::uint32_t>(std::max(gain, 0));
        weight[static_cast<std::size_t>(i)] = w;
        total += w;
    }
    Random random(mix(options.seed ^ hashOf(rules.key(pos))));
    std::uint32_t r = random.below(total);
    int pick = 0;
    while (r >= weight[static_cast<std::size_t>(pick)]) {
        r -= weight[static_cast<std::size_t>(pick)];
        ++pick;
    }
    const Position& child = after[static_cast<std::size_t>(pick)];
    const detail::Decision d = detail::decision(rules, child);
    SearchResult result;
    result.move = moves[pick];
    const int childScore = d.decided ? d.score : detail::fullScore(rules, child);
    const int score = child.toMove == pos.toMove ? childScore : -childScore; // the mover's view
    result.score = d.decided ? atPly(score, 1) : score;
    result.depth = 1;
    result.nodes = static_cast<std::uint64_t>(moves.size()) + 1;
    result.pv.assign(1, result.move);
    return result;
}

} // namespace detail

std::string_view levelString(Level level) noexcept {
    switch (level) {
    case Level::Beginner: return "beginner";
    case Level::Intermediate: return "intermediate";
    case Level::Advanced: return "advanced";
    case Level::Expert: return "expert";
    }
    return {};
}

std::optional<Level> levelFromString(std::string_view id) noexcept {
    for (Level l : kAllLevels)
        if (levelString(l) == id)
            return l;
    return std::nullopt;
}

} // namespace mancala
