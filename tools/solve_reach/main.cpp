// solve-reach: how far the exact solver of solve.hpp reaches in Ayoayo
// (docs/computer-players.md, "Ayoayo, how far it goes"). GAMES random games
// drawn with the seed (std::mt19937, every move drawn uniformly among the
// legal ones), each stopped once the board holds a number of seeds drawn
// from 20 to 47 (games that end first, or reach the database's range, are
// left out); each position solved with its history, down to a database of
// SEEDS seeds, at most NODES positions. Prints, by seeds on the board in
// bands of four, how many positions the solver proved.
//
//   solve-reach [GAMES [SEEDS [NODES [SEED]]]]   (defaults 400 12 1000000 5)
#include <cstdio>
#include <cstdlib>
#include <map>
#include <random>
#include <utility>
#include <vector>

#include "mancala/endgames.hpp"
#include "mancala/game.hpp"
#include "mancala/solve.hpp"

namespace {

using namespace mancala;

constexpr int kAllSeeds = 48;

int argument(int argc, char** argv, int i, int fallback) {
    return argc > i ? std::atoi(argv[i]) : fallback;
}

// A random game of Ayoayo, stopped where at most `stopAt` seeds are left on the board.
Game randomGame(const Rules& rules, std::mt19937& random, int stopAt) {
    Game game(rules);
    while (!game.position().over() && kAllSeeds - capturedSeeds(game.position()) > stopAt) {
        MoveList moves;
        rules.legalMoves(game.position(), moves);
        game.play(moves[random() % moves.size()]);
    }
    return game;
}

} // namespace

int main(int argc, char** argv) {
    const int games = argument(argc, argv, 1, 400);
    const int seeds = argument(argc, argv, 2, 12);
    const auto nodes = static_cast<std::uint64_t>(argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 1'000'000);
    std::mt19937 random(static_cast<std::mt19937::result_type>(argument(argc, argv, 4, 5)));
    const Rules& rules = rulesFor(GameId::Ayoayo);
    const std::optional<EndgameBuild> build = buildEndgames(GameId::Ayoayo, seeds);
    std::map<int, std::pair<int, int>> byBand; // first seeds of the band: proven, tried
    for (int k = 0; k < games; ++k) {
        const int stopAt = 20 + static_cast<int>(random() % 28);
        const Game game = randomGame(rules, random, stopAt);
        const int onBoard = kAllSeeds - capturedSeeds(game.position());
        if (game.position().over() || onBoard <= seeds)
            continue;
        std::vector<Position> history;
        for (int i = 0; i < game.ply(); ++i)
            history.push_back(game.positionAt(i));
        SolveOptions options;
        options.maxNodes = nodes;
        const bool proven = solvePosition(build->database, rules, game.position(), history, options).has_value();
        auto& [solved, tried] = byBand[onBoard / 4 * 4];
        ++tried;
        solved += proven ? 1 : 0;
    }
    for (const auto& [band, counts] : byBand)
        std::printf("seeds %d-%d: proven %d of %d\n", band, band + 3, counts.first, counts.second);
}
