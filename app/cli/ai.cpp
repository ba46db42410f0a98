// The computer players on the command line: ai (the move a level would play
// and its evaluation), match (computer against computer) and bench --ai
// (search speed).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <map>
#include <optional>

#include "cli.hpp"
#include "mancala/search.hpp"
#include "match_stats.hpp"
#include "openings.hpp"

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

constexpr std::uint64_t kMaxOpeningSequences = 5'000'000;
constexpr std::size_t kMaxOpeningsBytes = 1024 * 1024;

// The blank-separated words of `line` (spaces, tabs, a carriage return).
std::vector<std::string_view> words(std::string_view line) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (true) {
        i = line.find_first_not_of(" \t\r", i);
        if (i == std::string_view::npos)
            return out;
        const std::size_t end = std::min(line.find_first_of(" \t\r", i), line.size());
        out.push_back(line.substr(i, end - i));
        i = end;
    }
}

// The openings of the file at `path`: one a line, moves separated by blanks;
// blank lines and lines starting with '#' are skipped. Each must be legal and
// leave the game going, and no two may reach the same position.
std::vector<Opening> readOpeningsFile(const Rules& rules, std::string_view path) {
    const io::FileRead file = io::readRegularFile(std::string(path), kMaxOpeningsBytes);
    if (file.status == io::FileRead::Status::TooLarge)
        throw Failure("match: " + quoted(path) + " is " + std::to_string(file.size) +
                      " bytes; an openings file is at most " + std::to_string(kMaxOpeningsBytes) + " bytes");
    if (!file.ok())
        throw Failure("match: " + fileReadText(path, file));
    std::vector<Opening> out;
    std::map<std::pair<std::uint64_t, std::uint64_t>, int> lineOf; // by position key
    const std::string_view text = file.bytes;
    int number = 0;
    for (std::size_t start = 0; start < text.size(); ) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        const std::vector<std::string_view> tokens = words(text.substr(start, end - start));
        start = end + 1;
        ++number;
        if (tokens.empty() || tokens[0].front() == '#')
            continue;
        const std::string where = "match: " + quoted(path) + " line " + std::to_string(number) + ": ";
        std::optional<Game> game;
        try {
            game.emplace(playMoves(rules, tokens));
        } catch (const Failure& e) {
            throw Failure(where + e.what());
        }
        if (game->over())
            throw Failure(where + "the game is over after this opening");
        const PositionKey key = rules.key(game->position());
        const auto [it, fresh] = lineOf.emplace(std::pair{key.hi, key.lo}, number);
        if (!fresh)
            throw Failure(where + "the same position as line " + std::to_string(it->second) +
                          ": no opening may be played twice");
        out.push_back(game->moves());
    }
    if (out.empty())
        throw Failure("match: " + quoted(path) + " holds no opening");
    return out;
}

// The openings a match plays, one per pair, and how they were found.
struct OpeningChoice {
    std::vector<Opening> openings;
    std::string header;      // the end of the first line: "2 random opening plies"
    std::string description; // the "openings: ..." line
};

// Every opening on offer: the file's, or every distinct position after K plies.
OpeningChoice openingsOnOffer(const Rules& rules, const ParsedArgs& p, bool balanced) {
    OpeningChoice offer;
    if (const std::optional<std::string_view> path = p.value("--openings")) {
        if (p.value("--opening"))
            throw Failure("match: give --opening K or --openings FILE, not both");
        offer.openings = readOpeningsFile(rules, *path);
        offer.header = std::string("openings from ") + quoted(*path) + (balanced ? ", balanced" : "");
        offer.description = std::to_string(offer.openings.size()) + " distinct openings in " + quoted(*path);
        return offer;
    }
    const auto plies = static_cast<int>(numberOption(p, "match", "--opening", 0, kMaxOpening, 2));
    OpeningSet set = enumerateOpenings(rules, plies, kMaxOpeningSequences);
    if (!set.complete)
        throw Failure("match: more than " + std::to_string(kMaxOpeningSequences) + " move sequences of " +
                      std::to_string(plies) + " plies to search: give fewer plies, or --openings FILE");
    offer.openings = std::move(set.openings);
    offer.header = std::to_string(plies) + (balanced ? " random balanced" : " random") + " opening plies";
    offer.description = std::to_string(offer.openings.size()) + " distinct positions after " + std::to_string(plies) +
                        " plies (" + std::to_string(set.sequences) + " move sequences)";
    return offer;
}

// The openings on offer in the order of the seed, the first `pairs` of them
// (the first balanced ones with --balanced). Fewer than `pairs` is a Failure
// unless --allow-fewer is given.
OpeningChoice chooseOpenings(const Rules& rules, const ParsedArgs& p, std::size_t pairs, std::uint64_t seed) {
    const bool balanced = p.has("--balanced");
    OpeningChoice choice = openingsOnOffer(rules, p, balanced);
    std::vector<Opening> offered = std::move(choice.openings);
    shuffleOpenings(offered, mixSeed(seed));
    std::size_t tried = 0;
    for (; tried < offered.size() && choice.openings.size() < pairs; ++tried) {
        Game game(rules);
        for (Move m : offered[tried])
            game.play(m);
        if (!balanced || isBalanced(game))
            choice.openings.push_back(offered[tried]);
    }
    const std::size_t found = choice.openings.size();
    choice.description = "openings: " + std::to_string(found) + " pairs, each from its own opening, in the seed's order from " +
                         choice.description;
    if (balanced)
        choice.description += "; " + std::to_string(found) + " balanced of the " + std::to_string(tried) + " tried";
    if (found < pairs) {
        const std::string shortage = "only " + std::to_string(found) + (balanced ? " balanced" : "") +
                                     " distinct openings for " + std::to_string(2 * pairs) + " games";
        if (found == 0 || !p.has("--allow-fewer"))
            throw Failure("match: " + shortage + (found == 0 ? "" : "; ask for at most " + std::to_string(2 * found) +
                                                                      " games, or give --allow-fewer"));
        std::cerr << "mancala-cli: match: " << shortage << ": playing each once from each side, " << 2 * found
                  << " games\n";
    }
    return choice;
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

using MatchPlayers = std::array<PlayerStats, 2>;
constexpr std::array<char, 2> kNames{'A', 'B'};

// Plays `game` to its end; playerOf[side] is the player (0 A, 1 B) of each side.
void playOut(Game& game, MatchPlayers& players, const std::array<std::size_t, 2>& playerOf,
             const std::array<SearchOptions, 2>& options) {
    const bool tihbat = game.rules().id() == GameId::Tihbat;
    while (!game.over()) {
        const std::size_t player = playerOf[static_cast<std::size_t>(index(game.position().toMove))];
        PlayerStats& stats = players[player];
        const int before = tihbat ? tihbatValue(game).difference : 0;
        const Clock::time_point start = Clock::now();
        const SearchResult r = chooseMove(game, options[player]);
        stats.seconds += std::chrono::duration<double>(Clock::now() - start).count();
        stats.nodes += r.nodes;
        game.play(r.move);
        if (!tihbat)
            continue;
        const int after = -tihbatValue(game).difference;
        ++stats.moves;
        if (after < before) {
            ++stats.valueLost;
            if (TihbatValue{after}.outcome() < TihbatValue{before}.outcome())
                ++stats.resultLost;
        }
    }
}

// Game `g` (from 0) of pair g / 2 from `opening`: A has South in even games.
// Prints its line; returns A's result (1 win, 0 draw, -1 loss).
int playGame(const Rules& rules, MatchPlayers& players, const Opening& opening, int g, int timeMs, std::uint64_t seed) {
    const std::array<std::size_t, 2> playerOf{g % 2 == 0 ? 0u : 1u, g % 2 == 0 ? 1u : 0u}; // by Side
    const auto pair = static_cast<std::uint64_t>(g / 2);
    std::array<SearchOptions, 2> options;
    for (std::size_t i = 0; i < 2; ++i) {
        options[i].level = players[i].level;
        options[i].timeMs = timeMs;
        options[i].seed = mixSeed(seed ^ mixSeed(pair * 2 + i));
    }
    Game game(rules);
    for (Move m : opening)
        game.play(m);
    playOut(game, players, playerOf, options);
    const Position& end = game.position();
    int resultOfA = 0;
    std::string outcome = "draw";
    if (end.winner == Winner::Draw) {
        ++players[0].draws;
        ++players[1].draws;
    } else {
        const std::size_t winner = playerOf[end.winner == Winner::South ? 0 : 1];
        ++players[winner].wins;
        ++players[1 - winner].losses;
        outcome = std::string(1, kNames[winner]) + " wins";
        resultOfA = winner == 0 ? 1 : -1;
    }
    std::cout << "game " << g + 1 << ": South " << kNames[playerOf[0]] << " (" << levelString(players[playerOf[0]].level)
              << ") " << end.totals[0] << ", North " << kNames[playerOf[1]] << " ("
              << levelString(players[playerOf[1]].level) << ") " << end.totals[1] << ": " << outcome << " ("
              << endReasonToken(end.end) << ", " << game.ply() << " plies" << (opening.empty() ? "" : ", opening ")
              << moveLine(rules, opening) << ")\n"
              << std::flush;
    return resultOfA;
}

void printSummary(const MatchPlayers& players, int games, const PairCounts& pairs, bool tihbat) {
    std::cout << "\nplayer  level         wins  draws  losses  points  share   nodes/s\n";
    for (std::size_t i = 0; i < 2; ++i) {
        const PlayerStats& s = players[i];
        const double points = s.wins + 0.5 * s.draws;
        std::cout << kNames[i] << "       " << padRight(std::string(levelString(s.level)), 12)
                  << padLeft(std::to_string(s.wins), 6) << padLeft(std::to_string(s.draws), 7)
                  << padLeft(std::to_string(s.losses), 8) << padLeft(fixed(points, 1), 8)
                  << padLeft(fixed(100.0 * points / games, 1) + "%", 8)
                  << padLeft(s.seconds > 0.0 ? fixed(static_cast<double>(s.nodes) / s.seconds, 0) : "-", 10) << '\n';
    }
    std::cout << '\n' << summaryText(pairs, players[0].wins, players[0].draws, players[0].losses);
    if (tihbat) {
        std::cout << "\nTihbat, moves checked against the exact solver:\n";
        for (std::size_t i = 0; i < 2; ++i) {
            const PlayerStats& s = players[i];
            std::cout << kNames[i] << ": " << s.moves << " moves, " << s.valueLost << " lowered the value, "
                      << s.resultLost << " lost a win or a draw\n";
        }
    }
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
    const ParsedArgs p = parseArgs("match", args, {"--balanced", "--allow-fewer", "--print-openings"},
                                   {"--south", "--north", "--games", "--seed", "--time", "--opening", "--openings"});
    if (p.operands.size() != 1)
        throw Failure(std::string("match: ") + (p.operands.empty() ? "missing GAME" : "more than one GAME") +
                      " (see mancala-cli match --help)");
    const Rules& rules = rulesFor(gameArgument(p.operands[0]));
    const bool printOnly = p.has("--print-openings");
    const std::optional<std::string_view> south = p.value("--south");
    const std::optional<std::string_view> north = p.value("--north");
    if ((!south || !north) && !printOnly)
        throw Failure(std::string("match: missing ") + (south ? "--north" : "--south") +
                      " LEVEL (see mancala-cli match --help)");
    if (!p.value("--games"))
        throw Failure("match: missing --games N (see mancala-cli match --help)");
    MatchPlayers players;
    if (south)
        players[0].level = levelArgument("match", "--south", *south);
    if (north)
        players[1].level = levelArgument("match", "--north", *north);
    const auto asked = static_cast<int>(numberOption(p, "match", "--games", 1, kMaxGames, 0));
    if (asked % 2 != 0)
        throw Failure("match: --games must be even: each opening is played once from each side, not " +
                      std::to_string(asked));
    const std::uint64_t seed = numberOption(p, "match", "--seed", 0, UINT64_MAX, 1);
    const auto timeMs = static_cast<int>(numberOption(p, "match", "--time", 1, kMaxTimeMs, 1000));
    const OpeningChoice choice = chooseOpenings(rules, p, static_cast<std::size_t>(asked / 2), seed);
    if (printOnly) {
        std::cout << "# " << choice.description << '\n';
        for (const Opening& opening : choice.openings)
            std::cout << moveLine(rules, opening) << '\n';
        return 0;
    }
    const int games = 2 * static_cast<int>(choice.openings.size());

    std::cout << "match: " << gameIdString(rules.id()) << ", " << games << " games, A " << levelString(players[0].level)
              << ", B " << levelString(players[1].level) << ", seed " << seed << ", expert time " << timeMs << " ms, "
              << choice.header << '\n'
              << choice.description << '\n';
    PairCounts pairs;
    for (int g = 0; g < games; g += 2) {
        const Opening& opening = choice.openings[static_cast<std::size_t>(g / 2)];
        const int first = playGame(rules, players, opening, g, timeMs, seed);
        addPair(pairs, first, playGame(rules, players, opening, g + 1, timeMs, seed));
    }
    printSummary(players, games, pairs, rules.id() == GameId::Tihbat);
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
