// The games, play and replay commands, and the argument helpers.
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <utility>

#include "cli.hpp"

namespace mancala::cli {

bool wantsHelp(const Args& args) noexcept {
    for (std::string_view a : args) {
        if (a == "--")
            return false;
        if (a == "--help" || a == "-h")
            return true;
    }
    return false;
}

bool ParsedArgs::has(std::string_view name) const noexcept {
    for (const auto& [n, v] : options)
        if (n == name)
            return true;
    return false;
}

std::optional<std::string_view> ParsedArgs::value(std::string_view name) const noexcept {
    std::optional<std::string_view> found;
    for (const auto& [n, v] : options)
        if (n == name)
            found = v;
    return found;
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

ParsedArgs parseArgs(std::string_view command, const Args& args, const std::vector<std::string_view>& flags,
                     const std::vector<std::string_view>& withValue) {
    const auto known = [](const std::vector<std::string_view>& list, std::string_view name) {
        for (std::string_view n : list)
            if (n == name)
                return true;
        return false;
    };
    const std::string see = " (see mancala-cli " + std::string(command) + " --help)";
    ParsedArgs out;
    bool optionsEnded = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view a = args[i];
        if (optionsEnded || a.substr(0, 2) != "--") {
            out.operands.push_back(a);
            continue;
        }
        if (a == "--") {
            optionsEnded = true;
            continue;
        }
        const std::size_t eq = a.find('=');
        const std::string_view name = a.substr(0, eq);
        if (known(flags, name)) {
            if (eq != std::string_view::npos)
                throw Failure(std::string(command) + ": option " + std::string(name) + " takes no value" + see);
            out.options.emplace_back(name, std::string_view{});
        } else if (known(withValue, name)) {
            if (eq != std::string_view::npos) {
                out.options.emplace_back(name, a.substr(eq + 1));
            } else if (i + 1 < args.size() && args[i + 1] != "--") {
                // The option terminator is never a value: after it a path is a path.
                out.options.emplace_back(name, args[++i]);
            } else {
                throw Failure(std::string(command) + ": option " + std::string(name) + " needs a value" + see);
            }
        } else {
            throw Failure(std::string(command) + ": unknown option " + quoted(a) + see);
        }
    }
    return out;
}

int runGames(const Args& args) {
    if (wantsHelp(args)) {
        std::cout << commandHelp("games");
        return 0;
    }
    const ParsedArgs p = parseArgs("games", args, {}, {});
    if (!p.operands.empty())
        throw Failure("games: unexpected argument " + quoted(p.operands[0]) + " (see mancala-cli games --help)");
    for (GameId g : kAllGames) {
        std::string id(gameIdString(g));
        id.resize(16, ' ');
        std::cout << id << englishName(g) << '\n';
    }
    return 0;
}

int runPlay(const Args& args) {
    if (wantsHelp(args)) {
        std::cout << commandHelp("play");
        return 0;
    }
    const ParsedArgs p = parseArgs("play", args, {"--json"}, {});
    if (p.operands.empty())
        throw Failure("play: missing GAME (see mancala-cli play --help)");
    const Rules& rules = rulesFor(gameArgument(p.operands[0]));
    const Game game = playMoves(rules, {p.operands.begin() + 1, p.operands.end()});
    MoveList legal;
    game.legalMoves(legal);
    const std::optional<Move> last = game.ply() > 0 ? std::optional<Move>(game.moves().back()) : std::nullopt;
    if (p.has("--json"))
        std::cout << positionJson(rules, game.position(), game.ply(), legal, last, nullptr) << '\n';
    else
        std::cout << positionText(rules, game.position(), game.ply(), legal, last);
    return 0;
}

// The bytes of the record at `path`: a regular file of at most
// kMaxRecordBytes, or for "-" standard input, of which at most
// kMaxRecordBytes + 1 bytes are read (enough for parseRecord to see that it is
// too large).
std::string readRecordFile(std::string_view path) {
    if (path != "-") {
        io::FileRead file = io::readRegularFile(std::string(path), kMaxRecordBytes);
        if (!file.ok())
            throw Failure(fileReadText(path, file));
        return std::move(file.bytes);
    }
    std::string text(kMaxRecordBytes + 1, '\0');
    errno = 0;
    const std::size_t n = std::fread(text.data(), 1, text.size(), stdin);
    if (std::ferror(stdin))
        throw Failure("cannot read standard input: " + std::string(std::strerror(errno ? errno : EIO)));
    text.resize(n);
    return text;
}

Record loadRecord(std::string_view path) {
    const std::string text = readRecordFile(path);
    RecordParseResult parsed = parseRecord(text);
    if (!parsed.ok()) {
        const RecordParseError& e = parsed.error;
        throw Failure(printable(path) + ":" + std::to_string(e.line) + ":" + std::to_string(e.column) + ": " +
                      describe(e, &rulesFor(parsed.record.game)));
    }
    return std::move(parsed.record);
}

int runReplay(const Args& args) {
    if (wantsHelp(args)) {
        std::cout << commandHelp("replay");
        return 0;
    }
    const ParsedArgs p = parseArgs("replay", args, {"--json", "--plies"}, {});
    if (p.operands.size() != 1)
        throw Failure(std::string("replay: ") + (p.operands.empty() ? "missing FILE" : "more than one FILE") +
                      " (see mancala-cli replay --help)");
    const Record record = loadRecord(p.operands[0]);
    const Rules& rules = rulesFor(record.game);
    const bool json = p.has("--json");
    const bool plies = p.has("--plies");
    const Players players{record.south, record.north, record.date};
    if (!json) {
        // The record parser refuses control characters; printable() keeps
        // that promise here whatever the parser lets through.
        std::cout << "Game: " << englishName(record.game) << " (" << gameIdString(record.game) << ")\n"
                  << "South: " << printable(record.south) << "\nNorth: " << printable(record.north)
                  << "\nDate: " << printable(record.date) << '\n';
        for (const auto& [name, value] : record.tags)
            std::cout << printable(name) << ": " << printable(value) << '\n';
        if (record.timeControl)
            std::cout << "Time control: " << timeControlText(*record.timeControl) << '\n';
        if (record.start)
            std::cout << "Start: " << formatPosition(rules, *record.start) << '\n';
        std::cout << "Moves: " << record.moves.size() << "\n\n";
    }
    const Game game = replayRecord(record); // parseRecord replayed it: every move legal
    MoveList legal;
    const auto show = [&](int ply) {
        const Position& pos = game.positionAt(ply);
        const std::optional<Move> last =
            ply > 0 ? std::optional<Move>(game.moves()[static_cast<std::size_t>(ply - 1)]) : std::nullopt;
        std::optional<ClocksShown> clocks;
        if (record.timeControl)
            clocks = ClocksShown{*record.timeControl,
                                 ply > 0 ? record.clocks[static_cast<std::size_t>(ply - 1)] : std::nullopt,
                                 record.flagFell && ply == game.ply()};
        legal.clear();
        if (!clocks || !clocks->flagFell) // no move once the flag has fallen
            rules.legalMoves(pos, legal);
        const ClocksShown* shown = clocks ? &*clocks : nullptr;
        if (json)
            std::cout << positionJson(rules, pos, ply, legal, last, &players, shown) << '\n';
        else
            std::cout << positionText(rules, pos, ply, legal, last, shown);
    };
    for (int ply = plies ? 0 : game.ply(); ply < game.ply(); ++ply) {
        show(ply);
        if (!json)
            std::cout << '\n';
    }
    show(game.ply());
    return 0;
}

} // namespace mancala::cli
