// The openings of mancala-cli match (openings.hpp): the enumeration of
// distinct positions, the balanced filter and the seeded shuffle.
#include "openings.hpp"

#include <unordered_set>
#include <utility>

#include "mancala/search.hpp"

namespace mancala::cli {

namespace {

struct KeyHash {
    std::size_t operator()(const PositionKey& k) const noexcept {
        return static_cast<std::size_t>(mixSeed(k.hi) ^ k.lo);
    }
};

// Depth-first walk over the move tree, one Game played forward and taken back.
class Enumeration {
public:
    Enumeration(const Rules& rules, int plies, std::uint64_t maxSequences)
        : rules_(rules), plies_(plies), maxSequences_(maxSequences), game_(rules) {}

    OpeningSet run() {
        visit();
        return std::move(out_);
    }

private:
    void visit() {
        // Lines that end early (a game over before the plies) count too, so
        // that the walk is bounded even when few reach the plies.
        if (game_.over() || !out_.complete)
            return;
        if (++positions_ > kPositionsPerSequence * maxSequences_) {
            out_.complete = false;
            return;
        }
        if (game_.ply() == plies_) {
            if (out_.sequences == maxSequences_) {
                out_.complete = false;
                return;
            }
            ++out_.sequences;
            if (seen_.insert(rules_.key(game_.position())).second)
                out_.openings.push_back(game_.moves());
            return;
        }
        MoveList legal;
        game_.legalMoves(legal);
        for (Move m : legal) {
            game_.play(m);
            visit();
            game_.undo();
        }
    }

    const Rules& rules_;
    const int plies_;
    const std::uint64_t maxSequences_;
    static constexpr std::uint64_t kPositionsPerSequence = 2;
    std::uint64_t positions_ = 0; // positions visited
    Game game_;
    std::unordered_set<PositionKey, KeyHash> seen_;
    OpeningSet out_;
};

} // namespace

std::uint64_t mixSeed(std::uint64_t x) noexcept {
    return detail::mix(x + detail::kGoldenGamma);
}

OpeningSet enumerateOpenings(const Rules& rules, int plies, std::uint64_t maxSequences) {
    return Enumeration(rules, plies, maxSequences).run();
}

PositionKey openingKey(const Rules& rules, const Opening& opening) {
    Game game(rules);
    for (Move m : opening)
        game.play(m);
    return rules.key(game.position());
}

bool isBalanced(const Game& game) {
    if (game.rules().id() == GameId::Tihbat)
        return tihbatValue(game).difference == 0;
    constexpr int kBalanceHashMegabytes = 16;
    SearchOptions deep;
    deep.level = Level::Advanced;
    deep.maxDepth = kMaxSearchDepth;
    deep.maxNodes = kBalanceNodes;
    deep.hashMegabytes = kBalanceHashMegabytes;
    return chooseMove(game, deep).score == 0;
}

void shuffleOpenings(std::vector<Opening>& openings, std::uint64_t seed) {
    for (std::size_t i = openings.size(); i > 1; --i) {
        seed = mixSeed(seed);
        const std::size_t j = static_cast<std::size_t>(seed % i);
        std::swap(openings[i - 1], openings[j]);
    }
}

} // namespace mancala::cli
