// The perft and bench commands: the move tree from the start position (the
// core's perft.hpp), and uniformly random playouts on the fast path (the
// core's playout.hpp: each game's own playout, which plays exactly the game
// that Rules::check, Rules::apply and the repetition rule give).
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <iostream>

#include "cli.hpp"
#include "mancala/perft.hpp"
#include "mancala/playout.hpp"

namespace mancala::cli {

std::optional<std::uint64_t> readNumber(std::string_view s, std::uint64_t max) {
    if (s.empty() || s.size() > 20)
        return std::nullopt;
    std::uint64_t v = 0;
    for (char c : s) {
        if (c < '0' || c > '9')
            return std::nullopt;
        const auto digit = static_cast<std::uint64_t>(c - '0');
        if (v > (max - digit) / 10)
            return std::nullopt;
        v = v * 10 + digit;
    }
    return v;
}

namespace {

// bench --ai: this many positions from random games of up to this many plies.
constexpr std::size_t kAiBenchPositions = 8;
constexpr std::uint32_t kAiBenchMaxOpening = 30;
// bench: playouts between two readings of the clock.
constexpr int kGamesPerClock = 16;

// Seconds: a decimal number like 2, 0.5 or 10.25, more than 0 and at most 3600.
std::optional<double> readSeconds(std::string_view s) {
    const std::size_t dot = s.find('.');
    const std::string_view whole = s.substr(0, dot);
    const std::string_view fraction = dot == std::string_view::npos ? std::string_view{} : s.substr(dot + 1);
    if ((whole.empty() && fraction.empty()) || fraction.size() > 6 ||
        (dot != std::string_view::npos && fraction.empty()))
        return std::nullopt;
    const std::optional<std::uint64_t> w = whole.empty() ? std::optional<std::uint64_t>(0) : readNumber(whole, 3600);
    const std::optional<std::uint64_t> f =
        fraction.empty() ? std::optional<std::uint64_t>(0) : readNumber(fraction, 999999);
    if (!w || !f)
        return std::nullopt;
    const double seconds =
        static_cast<double>(*w) + static_cast<double>(*f) / std::pow(10.0, static_cast<double>(fraction.size()));
    if (seconds <= 0.0 || seconds > 3600.0)
        return std::nullopt;
    return seconds;
}

} // namespace

int runPerft(const Args& args) {
    if (wantsHelp(args)) {
        std::cout << commandHelp("perft");
        return 0;
    }
    const ParsedArgs p = parseArgs("perft", args, {"--divide"}, {});
    if (p.operands.size() != 2)
        throw Failure("perft: expected GAME and DEPTH (see mancala-cli perft --help)");
    const Rules& rules = rulesFor(gameArgument(p.operands[0]));
    const std::optional<std::uint64_t> depth = readNumber(p.operands[1], 64);
    if (!depth)
        throw Failure("perft: DEPTH must be a whole number from 0 to 64, not " + quoted(p.operands[1]));
    const Position start = rules.initial();
    const int d = static_cast<int>(*depth);
    std::uint64_t total = 0;
    if (p.has("--divide") && d > 0) {
        for (const PerftDivision& division : perftDivide(rules, start, d)) {
            std::cout << formatMove(rules, division.move) << ": " << division.leaves << '\n';
            total += division.leaves;
        }
    } else {
        total = perft(rules, start, d);
    }
    std::cout << "total: " << total << '\n';
    return 0;
}

namespace {

// bench --ai: positions of random games, a few plies apart, for the search.
std::vector<std::vector<Position>> aiBenchSamples(const Rules& rules, PlayoutRandom& random) {
    const Position start = rules.initial();
    RepetitionTracker repetition;
    MoveList moves;
    std::vector<std::vector<Position>> samples;
    while (samples.size() < kAiBenchPositions) {
        std::vector<Position> line{start};
        repetition.clear();
        repetition.push(rules, start);
        const std::uint32_t plies = random.below(kAiBenchMaxOpening + 1);
        for (std::uint32_t i = 0; i < plies && !line.back().over(); ++i) {
            Position pos = line.back();
            rules.legalMoves(pos, moves);
            advance(rules, pos, moves[static_cast<int>(random.below(static_cast<std::uint32_t>(moves.size())))],
                    repetition);
            line.push_back(pos);
        }
        if (!line.back().over())
            samples.push_back(std::move(line));
    }
    return samples;
}

// bench: random playouts from the start for `seconds`, then the report.
int runPlayoutBench(const Rules& rules, double seconds, std::uint64_t seed, PlayoutRandom& random) {
    const Position start = rules.initial();
    RepetitionTracker repetition;
    std::uint64_t games = 0, plies = 0;
    std::uint64_t wins[4] = {};
    using Clock = std::chrono::steady_clock;
    const Clock::time_point begin = Clock::now();
    double elapsed = 0.0;
    const PositionKey startKey = rules.key(start);
    do {
        // The clock is read every kGamesPerClock games (a read costs as much
        // as a few plies of Tihbat).
        for (int i = 0; i < kGamesPerClock; ++i) {
            Position pos = start;
            repetition.clear();
            repetition.push(startKey, capturedSeeds(start));
            plies += static_cast<std::uint64_t>(randomPlayout(rules, pos, repetition, random));
            ++games;
            ++wins[static_cast<int>(pos.winner)];
        }
        elapsed = std::chrono::duration<double>(Clock::now() - begin).count();
    } while (elapsed < seconds);

    char line[128];
    std::cout << "game: " << gameIdString(rules.id()) << '\n' << "seed: " << seed << '\n';
    std::snprintf(line, sizeof line, "seconds: %.3f\n", elapsed);
    std::cout << line << "games: " << games << '\n';
    std::snprintf(line, sizeof line, "plies/game: %.1f\n", static_cast<double>(plies) / static_cast<double>(games));
    std::cout << line;
    std::cout << "results: south " << wins[static_cast<int>(Winner::South)] << ", north "
              << wins[static_cast<int>(Winner::North)] << ", draw " << wins[static_cast<int>(Winner::Draw)] << '\n';
    std::snprintf(line, sizeof line, "playouts/s: %.1f\n", static_cast<double>(games) / elapsed);
    std::cout << line;
    return 0;
}

} // namespace

int runBench(const Args& args) {
    if (wantsHelp(args)) {
        std::cout << commandHelp("bench");
        return 0;
    }
    const ParsedArgs p = parseArgs("bench", args, {"--ai"}, {"--seconds", "--seed"});
    if (p.operands.size() != 1)
        throw Failure("bench: expected GAME (see mancala-cli bench --help)");
    const Rules& rules = rulesFor(gameArgument(p.operands[0]));
    double seconds = 2.0;
    if (const std::optional<std::string_view> s = p.value("--seconds")) {
        const std::optional<double> v = readSeconds(*s);
        if (!v)
            throw Failure("bench: --seconds must be a number above 0 and at most 3600, not " + quoted(*s));
        seconds = *v;
    }
    std::uint64_t seed = 1;
    if (const std::optional<std::string_view> s = p.value("--seed")) {
        const std::optional<std::uint64_t> v = readNumber(*s, UINT64_MAX);
        if (!v)
            throw Failure("bench: --seed must be a whole number from 0 to 18446744073709551615, not " + quoted(*s));
        seed = *v;
    }
    PlayoutRandom random(seed);
    if (p.has("--ai"))
        return runAiBench(rules, aiBenchSamples(rules, random), seconds, seed);
    return runPlayoutBench(rules, seconds, seed, random);
}

} // namespace mancala::cli
