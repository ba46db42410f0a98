// Computer against computer on the command line: match, its openings, the
// moves checked against exact values (Tihbat's solver, an endgame database)
// and its statistics (match_stats.cpp).
#include <algorithm>
#include <chrono>
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

constexpr std::uint64_t kMaxGames = 100'000;
constexpr std::uint64_t kMaxOpening = 100;

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
    for (std::size_t start = 0; start < text.size();) {
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
    choice.description = "openings: " + std::to_string(found) +
                         " pairs, each from its own opening, in the seed's order from " + choice.description;
    if (balanced)
        choice.description += "; " + std::to_string(found) + " balanced of the " + std::to_string(tried) + " tried";
    if (found < pairs) {
        const std::string shortage = "only " + std::to_string(found) + (balanced ? " balanced" : "") +
                                     " distinct openings for " + std::to_string(2 * pairs) + " games";
        if (found == 0 || !p.has("--allow-fewer"))
            throw Failure(
                "match: " + shortage +
                (found == 0 ? "" : "; ask for at most " + std::to_string(2 * found) + " games, or give --allow-fewer"));
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
    std::shared_ptr<const EndgameDatabase> endgames; // its Expert's, if any
    int threads = 1;                                 // its Expert's search threads
    // Moves checked against an exact value (Tihbat's solver, or the endgame
    // database in its range).
    int moves = 0;
    int valueLost = 0;  // moves after which the exact value was lower
    int resultLost = 0; // ... and a win became a draw or loss, or a draw a loss
    int unknown = 0;    // moves in the database's range whose value it did not know
};

using MatchPlayers = std::array<PlayerStats, 2>;
constexpr std::array<char, 2> kNames{'A', 'B'};

// The positions each move of a match is checked in, and against what:
// every position in Tihbat (its solver), those in the range of the larger
// of the players' endgame databases elsewhere.
class MoveCheck {
public:
    MoveCheck(const Rules& rules, const MatchPlayers& players) : tihbat_(rules.id() == GameId::Tihbat) {
        for (const PlayerStats& p : players)
            if (p.endgames && (!endgames_ || p.endgames->maxSeeds() > endgames_->maxSeeds()))
                endgames_ = p.endgames;
    }
    bool active() const noexcept { return tihbat_ || endgames_ != nullptr; }
    bool covers(const Game& game) const noexcept {
        return tihbat_ || (endgames_ && endgames_->covers(game.rules(), game.position()));
    }
    // The exact final difference for the side to move, if known.
    std::optional<int> value(const Game& game) const {
        if (tihbat_)
            return tihbatValue(game).difference;
        return endgameValue(*endgames_, game, kCheckNodes);
    }
    const EndgameDatabase* endgames() const noexcept { return endgames_.get(); }

private:
    static constexpr std::uint64_t kCheckNodes = 2'000'000;
    bool tihbat_;
    std::shared_ptr<const EndgameDatabase> endgames_;
};

// Counts the move just played in `game` (from `before`, its exact value for
// the mover) into `stats`.
void countMove(const MoveCheck& check, const Game& game, const std::optional<int>& before, PlayerStats& stats) {
    const std::optional<int> value = check.value(game);
    ++stats.moves;
    if (!before || !value) {
        ++stats.unknown;
        return;
    }
    const int after = -*value;
    if (after < *before) {
        ++stats.valueLost;
        if (TihbatValue{after}.outcome() < TihbatValue{*before}.outcome())
            ++stats.resultLost;
    }
}

// Plays `game` to its end; playerOf[side] is the player (0 A, 1 B) of each side.
void playOut(Game& game, MatchPlayers& players, const std::array<std::size_t, 2>& playerOf,
             const std::array<SearchOptions, 2>& options, const MoveCheck& check) {
    while (!game.over()) {
        const std::size_t player = playerOf[static_cast<std::size_t>(index(game.position().toMove))];
        PlayerStats& stats = players[player];
        const bool checked = check.covers(game);
        const std::optional<int> before = checked ? check.value(game) : std::nullopt;
        const Clock::time_point start = Clock::now();
        const SearchResult r = chooseMove(game, options[player]);
        stats.seconds += std::chrono::duration<double>(Clock::now() - start).count();
        stats.nodes += r.nodes;
        game.play(r.move);
        if (checked)
            countMove(check, game, before, stats);
    }
}

// Game `g` (from 0) of pair g / 2 from `opening`: A has South in even games.
// Prints its line; returns A's result (1 win, 0 draw, -1 loss).
int playGame(const Rules& rules, MatchPlayers& players, const Opening& opening, int g, int timeMs, std::uint64_t seed,
             const MoveCheck& check) {
    const std::array<std::size_t, 2> playerOf{g % 2 == 0 ? 0u : 1u, g % 2 == 0 ? 1u : 0u}; // by Side
    const auto pair = static_cast<std::uint64_t>(g / 2);
    std::array<SearchOptions, 2> options;
    for (std::size_t i = 0; i < 2; ++i) {
        options[i].level = players[i].level;
        options[i].timeMs = timeMs;
        options[i].seed = mixSeed(seed ^ mixSeed(pair * 2 + i));
        options[i].endgames = players[i].endgames;
        options[i].threads = players[i].threads;
    }
    Game game(rules);
    for (Move m : opening)
        game.play(m);
    playOut(game, players, playerOf, options, check);
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
    std::cout << "game " << g + 1 << ": South " << kNames[playerOf[0]] << " ("
              << levelString(players[playerOf[0]].level) << ") " << end.totals[0] << ", North " << kNames[playerOf[1]]
              << " (" << levelString(players[playerOf[1]].level) << ") " << end.totals[1] << ": " << outcome << " ("
              << endReasonToken(end.end) << ", " << game.ply() << " plies" << (opening.empty() ? "" : ", opening ")
              << moveLine(rules, opening) << ")\n"
              << std::flush;
    return resultOfA;
}

void printSummary(const MatchPlayers& players, int games, const PairCounts& pairs, const MoveCheck& check) {
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
    if (!check.active())
        return;
    // Oware's database holds the game played to the end: its values prove
    // outcomes, not the real game's margins (endgames.hpp).
    const bool outcomesOnly = check.endgames() != nullptr && check.endgames()->game() == GameId::Oware;
    if (check.endgames() == nullptr)
        std::cout << "\nTihbat, moves checked against the exact solver:\n";
    else
        std::cout << "\nEndgame database, moves with at most " << check.endgames()->maxSeeds()
                  << " seeds on the board checked against its " << (outcomesOnly ? "proven outcomes" : "exact values")
                  << ":\n";
    for (std::size_t i = 0; i < 2; ++i) {
        const PlayerStats& s = players[i];
        std::cout << kNames[i] << ": " << s.moves << " moves, ";
        if (!outcomesOnly)
            std::cout << s.valueLost << " lowered the value, ";
        std::cout << s.resultLost << " lost a win or a draw";
        if (check.endgames() != nullptr)
            std::cout << ", " << s.unknown << " of unknown value";
        std::cout << '\n';
    }
}

// "A up to 16 seeds, B none": the players' endgame databases.
std::string endgamesLine(const MatchPlayers& players) {
    std::string out = "endgames:";
    for (std::size_t i = 0; i < 2; ++i) {
        out += i == 0 ? " " : ", ";
        out += kNames[i];
        out += players[i].endgames ? " up to " + std::to_string(players[i].endgames->maxSeeds()) + " seeds"
                                   : std::string(" none");
    }
    return out;
}

// The players of --south and --north (either may be absent with
// --print-openings) with their endgame databases.
MatchPlayers readPlayers(const ParsedArgs& p, const Rules& rules) {
    MatchPlayers players;
    if (const std::optional<std::string_view> south = p.value("--south"))
        players[0].level = levelArgument("match", "--south", *south);
    if (const std::optional<std::string_view> north = p.value("--north"))
        players[1].level = levelArgument("match", "--north", *north);
    if (const std::optional<std::string_view> file = p.value("--south-endgames"))
        players[0].endgames = loadEndgames("match", *file, rules.id());
    if (const std::optional<std::string_view> file = p.value("--north-endgames"))
        players[1].endgames = loadEndgames("match", *file, rules.id());
    return players;
}

// Every opening of `choice` played once from each side, then the summary.
void playMatch(const Rules& rules, MatchPlayers& players, const OpeningChoice& choice, std::uint64_t seed, int timeMs) {
    const int games = 2 * static_cast<int>(choice.openings.size());
    std::cout << "match: " << gameIdString(rules.id()) << ", " << games << " games, A " << levelString(players[0].level)
              << ", B " << levelString(players[1].level) << ", seed " << seed << ", expert time " << timeMs << " ms, "
              << choice.header << '\n'
              << choice.description << '\n';
    if (players[0].threads > 1 || players[1].threads > 1)
        std::cout << "search threads: A " << players[0].threads << ", B " << players[1].threads << '\n';
    if (players[0].endgames || players[1].endgames)
        std::cout << endgamesLine(players) << '\n';
    const MoveCheck check(rules, players);
    PairCounts pairs;
    for (int g = 0; g < games; g += 2) {
        const Opening& opening = choice.openings[static_cast<std::size_t>(g / 2)];
        const int first = playGame(rules, players, opening, g, timeMs, seed, check);
        addPair(pairs, first, playGame(rules, players, opening, g + 1, timeMs, seed, check));
    }
    printSummary(players, games, pairs, check);
}

} // namespace

int runMatch(const Args& args) {
    if (wantsHelp(args)) {
        std::cout << commandHelp("match");
        return 0;
    }
    const ParsedArgs p =
        parseArgs("match", args, {"--balanced", "--allow-fewer", "--print-openings"},
                  {"--south", "--north", "--games", "--seed", "--time", "--opening", "--openings", "--south-endgames",
                   "--north-endgames", "--threads", "--south-threads", "--north-threads"});
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
    MatchPlayers players = readPlayers(p, rules);
    const auto asked = static_cast<int>(numberOption(p, "match", "--games", 1, kMaxGames, 0));
    if (asked % 2 != 0)
        throw Failure("match: --games must be even: each opening is played once from each side, not " +
                      std::to_string(asked));
    const std::uint64_t seed = numberOption(p, "match", "--seed", 0, UINT64_MAX, 1);
    const std::uint64_t threads = numberOption(p, "match", "--threads", 1, kMaxSearchThreads, 1);
    players[0].threads = static_cast<int>(numberOption(p, "match", "--south-threads", 1, kMaxSearchThreads, threads));
    players[1].threads = static_cast<int>(numberOption(p, "match", "--north-threads", 1, kMaxSearchThreads, threads));
    const auto timeMs = static_cast<int>(numberOption(p, "match", "--time", 1, kMaxTimeMs, 1000));
    const OpeningChoice choice = chooseOpenings(rules, p, static_cast<std::size_t>(asked / 2), seed);
    if (printOnly) {
        std::cout << "# " << choice.description << '\n';
        for (const Opening& opening : choice.openings)
            std::cout << moveLine(rules, opening) << '\n';
        return 0;
    }
    playMatch(rules, players, choice, seed, timeMs);
    return 0;
}

} // namespace mancala::cli
