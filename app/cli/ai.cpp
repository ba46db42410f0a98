// The computer players on the command line: ai (the move a level would play
// and its evaluation), match (computer against computer) and bench --ai
// (search speed).
#include <chrono>
#include <cstdio>
#include <iostream>

#include "cli.hpp"
#include "mancala/search.hpp"

namespace mancala::cli {

namespace {

using Clock = std::chrono::steady_clock;

constexpr std::uint64_t kMaxTimeMs = 3'600'000;
constexpr std::uint64_t kMaxGames = 100'000;
constexpr std::uint64_t kMaxOpening = 100;

Level levelArgument(std::string_view command, std::string_view option, std::string_view id) {
    if (const std::optional<Level> l = levelFromString(id))
        return *l;
    throw Failure(std::string(command) + ": " + std::string(option) + " must be beginner, intermediate, advanced or expert, not " +
                  quoted(id));
}

std::uint64_t numberOption(const ParsedArgs& p, std::string_view command, std::string_view option, std::uint64_t min,
                           std::uint64_t max, std::uint64_t fallback) {
    const std::optional<std::string_view> text = p.value(option);
    if (!text)
        return fallback;
    const std::optional<std::uint64_t> v = readNumber(*text, max);
    if (!v || *v < min)
        throw Failure(std::string(command) + ": " + std::string(option) + " must be a whole number from " +
                      std::to_string(min) + " to " + std::to_string(max) + ", not " + quoted(*text));
    return *v;
}

// The game after the moves of `tokens`, or a Failure naming the bad one.
Game playMoves(const Rules& rules, const std::vector<std::string_view>& tokens) {
    Game game(rules);
    MoveList legal;
    for (std::string_view token : tokens) {
        game.legalMoves(legal);
        NotationError why = NotationError::None;
        const std::optional<Move> m = parseMove(rules, token, &why);
        if (!m)
            throw Failure(badMoveText(rules, game.ply() + 1, token, why, legal));
        const IllegalReason illegal = game.play(*m);
        if (illegal != IllegalReason::None)
            throw Failure(illegalMoveText(rules, game.ply() + 1, token, illegal, legal));
    }
    return game;
}

std::string_view sideName(Side s) noexcept { return s == Side::South ? "South" : "North"; }
std::string_view sideToken(Side s) noexcept { return s == Side::South ? "south" : "north"; }

// "+1.25": a score in seeds.
std::string seedsText(int score) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%+.2f", static_cast<double>(score) / kSeedScore);
    return buf;
}

std::string_view outcomeToken(Outcome o) noexcept {
    switch (o) {
    case Outcome::Win: return "win";
    case Outcome::Draw: return "draw";
    case Outcome::Loss: break;
    }
    return "loss";
}

// The evaluation line of `ai`, for people.
std::string scoreText(const SearchResult& r, Side mover) {
    if (r.exact) {
        const int difference = r.score / kSeedScore;
        char buf[16];
        std::snprintf(buf, sizeof buf, difference == 0 ? "%d" : "%+d", difference);
        const std::string out = buf;
        if (difference == 0)
            return out + " (exact: a draw with perfect play)";
        const Side winner = difference > 0 ? mover : opponent(mover);
        return out + " (exact: " + std::string(sideName(winner)) + " wins by " +
               std::to_string(difference > 0 ? difference : -difference) + " with perfect play)";
    }
    if (isDecided(r.score))
        return std::string(r.score > 0 ? "win" : "loss") + " within " + std::to_string(decidedInPlies(r.score)) +
               " plies";
    return seedsText(r.score);
}

std::string aiJson(const Rules& rules, const Game& game, Level level, const SearchResult& r) {
    std::string out = "{\"game\": " + jsonString(gameIdString(rules.id()));
    out += ", \"ply\": " + std::to_string(game.ply());
    out += ", \"toMove\": " + jsonString(sideToken(game.position().toMove));
    out += ", \"level\": " + jsonString(levelString(level));
    out += ", \"move\": " + jsonString(formatMove(rules, r.move));
    const bool decided = !r.exact && isDecided(r.score);
    out += ", \"score\": ";
    if (r.exact)
        out += std::to_string(r.score / kSeedScore);
    else if (decided)
        out += "null";
    else
        out += seedsText(r.score).substr(r.score >= 0 ? 1 : 0);
    out += ", \"outcome\": ";
    if (r.exact)
        out += jsonString(outcomeToken(TihbatValue{r.score / kSeedScore}.outcome()));
    else if (decided)
        out += jsonString(r.score > 0 ? "win" : "loss");
    else
        out += "null";
    out += ", \"plies\": " + (decided ? std::to_string(decidedInPlies(r.score)) : std::string("null"));
    out += ", \"exact\": ";
    out += r.exact ? "true" : "false";
    out += ", \"depth\": " + std::to_string(r.depth);
    out += ", \"nodes\": " + std::to_string(r.nodes);
    out += ", \"pv\": [";
    for (std::size_t i = 0; i < r.pv.size(); ++i) {
        if (i != 0)
            out += ", ";
        out += jsonString(formatMove(rules, r.pv[i]));
    }
    out += "]}";
    return out;
}

std::string moveLine(const Rules& rules, const std::vector<Move>& moves) {
    std::string out;
    for (Move m : moves) {
        if (!out.empty())
            out += ' ';
        out += formatMove(rules, m);
    }
    return out;
}

// splitmix64 step: the players' seeds in a match.
std::uint64_t mixSeed(std::uint64_t x) noexcept {
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

// `plies` uniformly random legal moves from the start that leave the game
// going, drawn from `seed`. With `balanced`, only an opening after which
// neither side wins seeds in a deep search of the captured difference alone
// (Advanced's measure, kBalanceNodes nodes, deterministic) is kept, so that
// neither side starts from a position it is known to lose or to be behind
// in. The measure is not Expert's evaluation, which a filter must not
// flatter. Fewer moves (down to none) if no such opening turns up.
std::vector<Move> randomOpening(const Rules& rules, int plies, bool balanced, std::uint64_t seed) {
    constexpr int kAttempts = 2000;
    constexpr std::uint64_t kBalanceNodes = 1'000'000;
    constexpr int kBalanceHashMegabytes = 16;
    for (int attempt = 0; attempt < kAttempts; ++attempt) {
        Game game(rules);
        MoveList legal;
        for (int i = 0; i < plies && !game.over(); ++i) {
            game.legalMoves(legal);
            seed = mixSeed(seed);
            game.play(legal[static_cast<int>(seed % static_cast<std::uint64_t>(legal.size()))]);
        }
        if (game.over())
            continue;
        if (balanced) {
            SearchOptions deep;
            deep.level = Level::Advanced;
            deep.maxDepth = kMaxSearchDepth;
            deep.maxNodes = kBalanceNodes;
            deep.hashMegabytes = kBalanceHashMegabytes;
            if (chooseMove(game, deep).score != 0)
                continue;
        }
        return game.moves();
    }
    return plies > 0 ? randomOpening(rules, plies - 1, balanced, seed) : std::vector<Move>{};
}

struct PlayerStats {
    Level level = Level::Expert;
    int wins = 0;
    int draws = 0;
    int losses = 0;
    std::uint64_t nodes = 0;
    double seconds = 0.0;
    // Tihbat: moves checked against the solver.
    int moves = 0;
    int valueLost = 0;  // moves after which the exact value was lower
    int resultLost = 0; // ... and a win became a draw or loss, or a draw a loss
};

std::string fixed(double v, int decimals) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
}

std::string padLeft(std::string s, std::size_t width) {
    if (s.size() < width)
        s.insert(0, width - s.size(), ' ');
    return s;
}

std::string padRight(std::string s, std::size_t width) {
    if (s.size() < width)
        s.append(width - s.size(), ' ');
    return s;
}

} // namespace

int runAi(const Args& args) {
    if (wantsHelp(args)) {
        std::cout << commandHelp("ai");
        return 0;
    }
    const ParsedArgs p = parseArgs("ai", args, {"--json"}, {"--level", "--time", "--depth", "--nodes", "--seed"});
    if (p.operands.empty())
        throw Failure("ai: missing GAME (see mancala-cli ai --help)");
    const Rules& rules = rulesFor(gameArgument(p.operands[0]));
    SearchOptions options;
    if (const std::optional<std::string_view> l = p.value("--level"))
        options.level = levelArgument("ai", "--level", *l);
    options.timeMs = static_cast<int>(numberOption(p, "ai", "--time", 0, kMaxTimeMs, 1000));
    options.maxDepth = static_cast<int>(numberOption(p, "ai", "--depth", 1, kMaxSearchDepth, 0));
    options.maxNodes = numberOption(p, "ai", "--nodes", 1, UINT64_MAX, 0);
    options.seed = numberOption(p, "ai", "--seed", 0, UINT64_MAX, 1);
    if (options.level == Level::Expert && options.timeMs == 0 && options.maxDepth == 0 && options.maxNodes == 0)
        throw Failure("ai: --time 0 needs --depth or --nodes (see mancala-cli ai --help)");

    const Game game = playMoves(rules, {p.operands.begin() + 1, p.operands.end()});
    if (game.over())
        throw Failure("ai: the game is over after ply " + std::to_string(game.ply()) + ": there is no move to choose");
    const SearchResult r = chooseMove(game, options);
    if (p.has("--json")) {
        std::cout << aiJson(rules, game, options.level, r) << '\n';
        return 0;
    }
    const Side mover = game.position().toMove;
    std::cout << englishName(rules.id()) << ", ply " << game.ply() << ", " << sideName(mover) << " to move\n"
              << "level: " << levelString(options.level) << '\n'
              << "move: " << formatMove(rules, r.move) << '\n'
              << "score: " << scoreText(r, mover) << '\n'
              << "depth: " << r.depth << '\n'
              << "nodes: " << r.nodes << '\n'
              << "line: " << moveLine(rules, r.pv) << '\n';
    return 0;
}

int runMatch(const Args& args) {
    if (wantsHelp(args)) {
        std::cout << commandHelp("match");
        return 0;
    }
    const ParsedArgs p =
        parseArgs("match", args, {"--balanced"}, {"--south", "--north", "--games", "--seed", "--time", "--opening"});
    if (p.operands.size() != 1)
        throw Failure(std::string("match: ") + (p.operands.empty() ? "missing GAME" : "more than one GAME") +
                      " (see mancala-cli match --help)");
    const Rules& rules = rulesFor(gameArgument(p.operands[0]));
    const std::optional<std::string_view> south = p.value("--south");
    const std::optional<std::string_view> north = p.value("--north");
    if (!south || !north)
        throw Failure(std::string("match: missing ") + (south ? "--north" : "--south") +
                      " LEVEL (see mancala-cli match --help)");
    if (!p.value("--games"))
        throw Failure("match: missing --games N (see mancala-cli match --help)");
    std::array<PlayerStats, 2> players;
    players[0].level = levelArgument("match", "--south", *south);
    players[1].level = levelArgument("match", "--north", *north);
    const auto games = static_cast<int>(numberOption(p, "match", "--games", 1, kMaxGames, 0));
    const std::uint64_t seed = numberOption(p, "match", "--seed", 0, UINT64_MAX, 1);
    const auto timeMs = static_cast<int>(numberOption(p, "match", "--time", 1, kMaxTimeMs, 1000));
    const auto openingPlies = static_cast<int>(numberOption(p, "match", "--opening", 0, kMaxOpening, 2));
    const bool balanced = p.has("--balanced");
    const bool tihbat = rules.id() == GameId::Tihbat;
    const std::array<char, 2> names{'A', 'B'};

    std::cout << "match: " << gameIdString(rules.id()) << ", " << games << " games, A " << levelString(players[0].level)
              << ", B " << levelString(players[1].level) << ", seed " << seed << ", expert time " << timeMs
              << " ms, " << openingPlies << (balanced ? " random balanced" : " random") << " opening plies\n";
    std::vector<Move> opening;
    for (int g = 0; g < games; ++g) {
        if (g % 2 == 0)
            opening = randomOpening(rules, openingPlies, balanced, mixSeed(seed + static_cast<std::uint64_t>(g / 2)));
        // Player A has South in games 1, 3, 5, ... (g even).
        const std::array<int, 2> playerOf{g % 2 == 0 ? 0 : 1, g % 2 == 0 ? 1 : 0}; // by Side
        std::array<SearchOptions, 2> options;
        for (int i = 0; i < 2; ++i) {
            options[static_cast<std::size_t>(i)].level = players[static_cast<std::size_t>(i)].level;
            options[static_cast<std::size_t>(i)].timeMs = timeMs;
            options[static_cast<std::size_t>(i)].seed =
                mixSeed(seed ^ mixSeed(static_cast<std::uint64_t>(g / 2) * 2 + static_cast<std::uint64_t>(i)));
        }
        Game game(rules);
        for (Move m : opening)
            game.play(m);
        while (!game.over()) {
            const Side mover = game.position().toMove;
            PlayerStats& stats = players[static_cast<std::size_t>(playerOf[static_cast<std::size_t>(index(mover))])];
            const int before = tihbat ? tihbatValue(game).difference : 0;
            const Clock::time_point start = Clock::now();
            const SearchResult r =
                chooseMove(game, options[static_cast<std::size_t>(playerOf[static_cast<std::size_t>(index(mover))])]);
            stats.seconds += std::chrono::duration<double>(Clock::now() - start).count();
            stats.nodes += r.nodes;
            game.play(r.move);
            if (tihbat) {
                const int after = -tihbatValue(game).difference;
                ++stats.moves;
                if (after < before) {
                    ++stats.valueLost;
                    if (TihbatValue{after}.outcome() < TihbatValue{before}.outcome())
                        ++stats.resultLost;
                }
            }
        }
        const Position& end = game.position();
        const int southPlayer = playerOf[0];
        const int northPlayer = playerOf[1];
        std::string outcome = "draw";
        if (end.winner == Winner::Draw) {
            ++players[0].draws;
            ++players[1].draws;
        } else {
            const int winner = end.winner == Winner::South ? southPlayer : northPlayer;
            ++players[static_cast<std::size_t>(winner)].wins;
            ++players[static_cast<std::size_t>(1 - winner)].losses;
            outcome = std::string(1, names[static_cast<std::size_t>(winner)]) + " wins";
        }
        std::cout << "game " << g + 1 << ": South " << names[static_cast<std::size_t>(southPlayer)] << " ("
                  << levelString(players[static_cast<std::size_t>(southPlayer)].level) << ") " << end.totals[0]
                  << ", North " << names[static_cast<std::size_t>(northPlayer)] << " ("
                  << levelString(players[static_cast<std::size_t>(northPlayer)].level) << ") " << end.totals[1]
                  << ": " << outcome << " (" << endReasonToken(end.end) << ", " << game.ply() << " plies"
                  << (opening.empty() ? "" : ", opening ") << moveLine(rules, opening) << ")\n"
                  << std::flush;
    }

    std::cout << "\nplayer  level         wins  draws  losses  points  share   nodes/s\n";
    for (std::size_t i = 0; i < 2; ++i) {
        const PlayerStats& s = players[i];
        const double points = s.wins + 0.5 * s.draws;
        std::cout << names[i] << "       " << padRight(std::string(levelString(s.level)), 12)
                  << padLeft(std::to_string(s.wins), 6) << padLeft(std::to_string(s.draws), 7)
                  << padLeft(std::to_string(s.losses), 8) << padLeft(fixed(points, 1), 8)
                  << padLeft(fixed(100.0 * points / games, 1) + "%", 8)
                  << padLeft(s.seconds > 0.0 ? fixed(static_cast<double>(s.nodes) / s.seconds, 0) : "-", 10) << '\n';
    }
    if (tihbat) {
        std::cout << "\nTihbat, moves checked against the exact solver:\n";
        for (std::size_t i = 0; i < 2; ++i) {
            const PlayerStats& s = players[i];
            std::cout << names[i] << ": " << s.moves << " moves, " << s.valueLost << " lowered the value, "
                      << s.resultLost << " lost a win or a draw\n";
        }
    }
    return 0;
}

int runAiBench(const Rules& rules, const std::vector<std::vector<Position>>& lines, double seconds,
               std::uint64_t seed) {
    SearchOptions options;
    options.level = Level::Expert;
    options.exactTihbat = false;
    options.seed = seed;
    options.timeMs = std::max(1, static_cast<int>(seconds * 1000.0 / static_cast<double>(lines.size())));
    std::uint64_t nodes = 0;
    int depths = 0;
    int searches = 0;
    const Clock::time_point start = Clock::now();
    double elapsed = 0.0;
    // Round after round (a solved position ends its search early) until the
    // time is used; the seed changes the order of equal moves each round.
    do {
        for (const std::vector<Position>& line : lines) {
            const std::span<const Position> history(line.data(), line.size() - 1);
            const SearchResult r = chooseMove(rules, line.back(), history, options);
            nodes += r.nodes;
            depths += r.depth;
            ++searches;
        }
        ++options.seed;
        elapsed = std::chrono::duration<double>(Clock::now() - start).count();
    } while (elapsed < seconds);
    std::cout << "game: " << gameIdString(rules.id()) << '\n'
              << "seed: " << seed << '\n'
              << "positions: " << lines.size() << '\n'
              << "searches: " << searches << '\n'
              << "seconds: " << fixed(elapsed, 3) << '\n'
              << "mean depth: " << fixed(static_cast<double>(depths) / searches, 1) << '\n'
              << "nodes: " << nodes << '\n'
              << "nodes/s: " << fixed(static_cast<double>(nodes) / elapsed, 1) << '\n';
    return 0;
}

} // namespace mancala::cli
