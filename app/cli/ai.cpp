// The computer players on the command line: ai (the move a level would play
// and its evaluation) and bench --ai (search speed), and the helpers they
// share with match (match.cpp).
#include <chrono>
#include <cstdio>
#include <iostream>
#include <optional>

#include "cli.hpp"
#include "mancala/search.hpp"
#include "mancala/setup.hpp"

namespace mancala::cli {

namespace {

using Clock = std::chrono::steady_clock;

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
    if (r.proven && isDecided(r.score))
        return std::string(r.score > 0 ? "win" : "loss") + " within " + std::to_string(decidedInPlies(r.score)) +
               " plies (proven)";
    if (r.proven && r.score != 0)
        return std::string(r.score > 0 ? "win" : "loss") + " (proven, margin and plies not known)";
    if (r.proven)
        return "0 (proven: a draw with perfect play)";
    return seedsText(r.score) + " (estimate)";
}

std::string aiJson(const Rules& rules, const Game& game, Level level, const SearchResult& r) {
    std::string out = "{\"game\": " + jsonString(gameIdString(rules.id()));
    out += ", \"ply\": " + std::to_string(game.ply());
    out += ", \"toMove\": " + jsonString(sideToken(game.position().toMove));
    out += ", \"level\": " + jsonString(levelString(level));
    out += ", \"move\": " + jsonString(formatMove(rules, r.move));
    const bool decided = !r.exact && r.proven && isDecided(r.score);
    out += ", \"score\": ";
    if (r.exact)
        out += std::to_string(r.score / kSeedScore);
    else if (r.proven && r.score != 0)
        out += "null";
    else
        out += seedsText(r.score).substr(r.score >= 0 ? 1 : 0);
    out += ", \"outcome\": ";
    const std::optional<Outcome> outcome = r.outcome();
    out += outcome ? jsonString(outcomeToken(*outcome)) : std::string("null");
    out += ", \"plies\": " + (decided ? std::to_string(decidedInPlies(r.score)) : std::string("null"));
    out += ", \"exact\": ";
    out += r.exact ? "true" : "false";
    out += ", \"proven\": ";
    out += r.proven ? "true" : "false";
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

} // namespace

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

Level levelArgument(std::string_view command, std::string_view option, std::string_view id) {
    if (const std::optional<Level> l = levelFromString(id))
        return *l;
    throw Failure(std::string(command) + ": " + std::string(option) +
                  " must be beginner, intermediate, advanced or expert, not " + quoted(id));
}

Game playMoves(const Rules& rules, const std::vector<std::string_view>& tokens) {
    return playMoves(Game(rules), tokens);
}

Game playMoves(Game game, const std::vector<std::string_view>& tokens) {
    const Rules& rules = game.rules();
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

Position setUpPosition(const Rules& rules, std::string_view command, std::string_view text) {
    PositionTextError why = PositionTextError::None;
    const std::optional<Position> pos = parsePosition(rules, text, &why);
    const std::string prefix = std::string(command) + ": --position " + quoted(text) + ": ";
    if (!pos)
        throw Failure(prefix + describe(rules, why) + " (the start: " + quoted(formatPosition(rules, rules.initial())) +
                      ")");
    const SetUpFault fault = checkSetUp(rules, *pos);
    if (!fault.playable())
        throw Failure(prefix + describe(rules, *pos, fault));
    return *pos;
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

int runAi(const Args& args) {
    if (wantsHelp(args)) {
        std::cout << commandHelp("ai");
        return 0;
    }
    const ParsedArgs p = parseArgs(
        "ai", args, {"--json"},
        {"--level", "--time", "--depth", "--nodes", "--seed", "--endgames", "--threads", "--position", "--record"});
    const std::optional<std::string_view> recordFile = p.value("--record");
    if (p.operands.empty() && !recordFile)
        throw Failure("ai: missing GAME (see mancala-cli ai --help)");
    if (recordFile && p.value("--position"))
        throw Failure("ai: --record and --position both give the start: give one");
    const std::optional<Record> record = recordFile ? std::optional<Record>(loadRecord(*recordFile)) : std::nullopt;
    const Rules& rules = rulesFor(record ? record->game : gameArgument(p.operands[0]));
    SearchOptions options;
    if (const std::optional<std::string_view> l = p.value("--level"))
        options.level = levelArgument("ai", "--level", *l);
    options.timeMs = static_cast<int>(numberOption(p, "ai", "--time", 0, kMaxTimeMs, 1000));
    options.maxDepth = static_cast<int>(numberOption(p, "ai", "--depth", 1, kMaxSearchDepth, 0));
    options.maxNodes = numberOption(p, "ai", "--nodes", 1, UINT64_MAX, 0);
    options.seed = numberOption(p, "ai", "--seed", 0, UINT64_MAX, 1);
    options.threads = static_cast<int>(numberOption(p, "ai", "--threads", 1, kMaxSearchThreads, 1));
    if (options.level == Level::Expert && options.timeMs == 0 && options.maxDepth == 0 && options.maxNodes == 0)
        throw Failure("ai: --time 0 needs --depth or --nodes (see mancala-cli ai --help)");

    if (const std::optional<std::string_view> file = p.value("--endgames"))
        options.endgames = loadEndgames("ai", *file, rules.id());
    std::optional<Position> start;
    if (const std::optional<std::string_view> text = p.value("--position"))
        start = setUpPosition(rules, "ai", *text);
    if (record && record->flagFell)
        throw Failure("ai: the game was lost on time after ply " + std::to_string(record->moves.size()) +
                      ": there is no move to choose");
    const std::vector<std::string_view> moves(p.operands.begin() + (record ? 0 : 1), p.operands.end());
    const Game game = playMoves(record ? replayRecord(*record) : Game(rules, start.value_or(rules.initial())), moves);
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
