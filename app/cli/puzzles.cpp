// mancala-cli puzzles: make a set of puzzles from the exact sources
// (core puzzles.hpp), written through io's writeFileSafely, and check a set
// read from a file against them (docs/puzzle-format.md).
#include <iostream>
#include <map>
#include <memory>

#include "cli.hpp"
#include "mancala/puzzles.hpp"

namespace mancala::cli {

namespace {

// The seeds on the board of the database built in memory, and Kalah's
// positions looked at, when --seeds is not given.
constexpr int kDefaultPuzzleSeeds = 12;

// The exact sources of `game`: its endgame database (--endgames FILE, else
// built in memory with --seeds S), for the games that have one.
AnalysisOptions sourcesFor(const ParsedArgs& p, std::string_view command, GameId game) {
    AnalysisOptions options;
    options.nodes = numberOption(p, command, "--nodes", 1, UINT64_MAX, defaultAnalysisNodes(game));
    if (!hasEndgames(game)) {
        if (p.value("--endgames"))
            throw Failure(std::string(command) + ": --endgames is for djenon-aboure, ayoayo and oware");
        return options;
    }
    if (const std::optional<std::string_view> file = p.value("--endgames")) {
        if (p.value("--seeds"))
            throw Failure(std::string(command) + ": --seeds and --endgames exclude each other");
        options.endgames = loadEndgames(command, *file, game);
        return options;
    }
    const auto seeds = static_cast<int>(numberOption(p, command, "--seeds", 0, kMaxEndgameSeeds, kDefaultPuzzleSeeds));
    options.endgames = std::make_shared<const EndgameDatabase>(buildEndgames(game, seeds)->database);
    return options;
}

void writeSet(std::string_view command, const std::string& path, const std::string& text) {
    const io::FileWrite w = io::writeFileSafely(path, text);
    if (!w.ok())
        throw Failure(std::string(command) + ": " + fileWriteText(path, w));
}

int runMake(const ParsedArgs& p) {
    if (p.operands.size() != 2)
        throw Failure(std::string("puzzles make: ") + (p.operands.size() < 2 ? "missing GAME" : "more than one GAME") +
                      " (see mancala-cli puzzles --help)");
    const GameId game = gameArgument(p.operands[1]);
    if (game == GameId::BaoLaKimasai)
        throw Failure("puzzles make: bao-la-kimasai has no exact values to make puzzles of");
    if (p.value("--side"))
        throw Failure("puzzles make: --side is for puzzles blunders");
    if (game == GameId::Tihbat && p.value("--seeds"))
        throw Failure("puzzles make: --seeds is for djenon-aboure, ayoayo, oware and kalah");
    const std::optional<std::string_view> out = p.value("--out");
    if (!out)
        throw Failure("puzzles make: missing --out FILE (see mancala-cli puzzles --help)");
    if (!p.value("--count"))
        throw Failure("puzzles make: missing --count N (see mancala-cli puzzles --help)");
    checkWritable("puzzles make", std::string(*out));
    const Rules& rules = rulesFor(game);
    PuzzleOptions options;
    options.count = static_cast<int>(numberOption(p, "puzzles make", "--count", 1, 10000, 10));
    options.seed = numberOption(p, "puzzles make", "--seed", 0, UINT64_MAX, 1);
    options.minDepth = static_cast<int>(numberOption(p, "puzzles make", "--min-depth", 1, kMaxPuzzleDepth + 1, 1));
    options.analysis = sourcesFor(p, "puzzles make", game);
    if (game.family() == GameFamily::Kalah)
        options.maxSeeds =
            static_cast<int>(numberOption(p, "puzzles make", "--seeds", 1, rules.totalSeeds(), kDefaultPuzzleSeeds));
    int looked = 0;
    options.progress = [&looked](int, int positions) { looked = positions; };
    const std::vector<Puzzle> puzzles = makePuzzles(rules, options);

    std::string text = "; Mancala puzzles of " + std::string(gameIdString(game)) + " (docs/puzzle-format.md)\n";
    text += "; made by: mancala-cli puzzles make " + std::string(gameIdString(game)) + " --count " +
            std::to_string(options.count) + " --seed " + std::to_string(options.seed);
    if (p.value("--seeds"))
        text += " --seeds " + std::string(*p.value("--seeds"));
    if (options.minDepth > 1)
        text += " --min-depth " + std::to_string(options.minDepth);
    text += " --nodes " + std::to_string(options.analysis.nodes) + "\n";
    std::map<int, int> byDepth;
    for (const Puzzle& puzzle : puzzles) {
        text += formatPuzzle(puzzle) + '\n';
        ++byDepth[puzzle.depth];
    }
    writeSet("puzzles make", std::string(*out), text);
    // Only once the file is written.
    std::cout << "puzzles: " << puzzles.size() << " of " << gameIdString(game) << " from " << looked
              << " positions of random games, written to " << printable(*out) << '\n';
    if (static_cast<int>(puzzles.size()) < options.count)
        std::cout << "fewer than the " << options.count << " asked: the random games ran out\n";
    for (const auto& [depth, n] : byDepth)
        std::cout << "depth "
                  << (depth > kMaxPuzzleDepth ? "over " + std::to_string(kMaxPuzzleDepth) : std::to_string(depth))
                  << ": " << n << '\n';
    return 0;
}

// puzzles blunders: the record's blunders (by exact values or proven
// outcomes) that are puzzles, of one side or both.
int runBlunders(const ParsedArgs& p) {
    if (p.operands.size() != 2)
        throw Failure(std::string("puzzles blunders: ") +
                      (p.operands.size() < 2 ? "missing FILE" : "more than one FILE") +
                      " (see mancala-cli puzzles --help)");
    const std::optional<std::string_view> out = p.value("--out");
    if (!out)
        throw Failure("puzzles blunders: missing --out FILE (see mancala-cli puzzles --help)");
    for (std::string_view option : {"--count", "--seed", "--min-depth"})
        if (p.value(option))
            throw Failure("puzzles blunders: " + std::string(option) + " is for puzzles make");
    std::vector<Side> sides{Side::South, Side::North};
    if (const std::optional<std::string_view> side = p.value("--side")) {
        if (*side != "south" && *side != "north")
            throw Failure("puzzles blunders: --side must be south or north, not " + quoted(*side));
        sides = {*side == "south" ? Side::South : Side::North};
    }
    checkWritable("puzzles blunders", std::string(*out));
    const Record record = loadRecord(p.operands[1]);
    if (record.game == GameId::BaoLaKimasai)
        throw Failure("puzzles blunders: bao-la-kimasai has no exact values to make puzzles of");
    const AnalysisOptions options = sourcesFor(p, "puzzles blunders", record.game);
    const Game game = replayRecord(record);
    const GameAnalysis analysis = analyseGame(game, options);
    std::string text = "; Mancala puzzles of " + std::string(gameIdString(record.game)) +
                       " (docs/puzzle-format.md)\n; made by: mancala-cli puzzles blunders " + printable(p.operands[1]) +
                       "\n";
    std::size_t count = 0;
    for (Side side : sides)
        for (const Puzzle& puzzle : puzzlesFromBlunders(game, analysis, side, options)) {
            text += formatPuzzle(puzzle) + '\n';
            ++count;
        }
    writeSet("puzzles blunders", std::string(*out), text);
    std::cout << "puzzles: " << count << " of the blunders of " << printable(p.operands[1]) << ", written to "
              << printable(*out) << '\n';
    return 0;
}

std::string_view describe(PuzzleTextError e) noexcept {
    switch (e) {
    case PuzzleTextError::None: break;
    case PuzzleTextError::NotSevenFields: return "not the seven fields of a puzzle separated by \" | \"";
    case PuzzleTextError::UnknownGame: return "unknown game";
    case PuzzleTextError::BadPosition: return "not a position of the game";
    case PuzzleTextError::Unplayable: return "a position that cannot be played";
    case PuzzleTextError::BadSolution: return "the solution is not a legal move there";
    case PuzzleTextError::BadValues: return "not every legal move once with its value (+N, -N, 0, win, draw, loss)";
    case PuzzleTextError::NotAPuzzle: return "the values do not make the solution the one best move";
    case PuzzleTextError::BadDifficulty: return "not \"depth D | tempting T | rating R\" with R from D and T";
    }
    return "a puzzle";
}

std::string_view describe(PuzzleCheck c) noexcept {
    switch (c) {
    case PuzzleCheck::Holds: break;
    case PuzzleCheck::ValuesUnknown: return "not checked: no exact or proven value of every move within the budget";
    case PuzzleCheck::ValuesDiffer: return "false: a move's value is not the one written";
    case PuzzleCheck::DepthDiffers: return "false: the depth, tempting moves or rating are not the ones worked out";
    case PuzzleCheck::Stopped: return "stopped";
    }
    return "holds";
}

int runCheck(const ParsedArgs& p) {
    if (p.operands.size() != 2)
        throw Failure(std::string("puzzles check: ") + (p.operands.size() < 2 ? "missing FILE" : "more than one FILE") +
                      " (see mancala-cli puzzles --help)");
    for (std::string_view option : {"--count", "--out", "--seed", "--side", "--min-depth"})
        if (p.value(option))
            throw Failure("puzzles check: " + std::string(option) + " is not for puzzles check");
    const std::string path(p.operands[1]);
    const io::FileRead file = io::readRegularFile(path, kMaxPuzzleSetBytes);
    if (!file.ok())
        throw Failure("puzzles check: " + fileReadText(path, file));
    std::map<GameId, AnalysisOptions> sources;
    std::string report, firstWrong;
    int held = 0, wrong = 0;
    for (const auto& [lineNumber, read] : parsePuzzleSet(file.bytes)) {
        const std::string where = printable(path) + ":" + std::to_string(lineNumber) + ": ";
        if (!read.puzzle)
            throw Failure("puzzles check: " + where + std::string(describe(read.error)));
        const GameId game = read.puzzle->game;
        if (!sources.contains(game))
            sources.emplace(game, sourcesFor(p, "puzzles check", game));
        const PuzzleCheck check = checkPuzzle(*read.puzzle, sources.at(game));
        if (check == PuzzleCheck::Holds)
            ++held;
        else if (wrong++ == 0)
            firstWrong = where + std::string(describe(check));
        report += where + std::string(describe(check)) + '\n';
    }
    // A set holds whole, or the command fails naming its first puzzle that does not.
    if (wrong > 0)
        throw CheckFailed("puzzles check: " + firstWrong +
                          (wrong > 1 ? " (and " + std::to_string(wrong - 1) + " more)" : std::string()));
    std::cout << report << "puzzles: " << held << " hold\n";
    return 0;
}

} // namespace

int runPuzzles(const Args& args) {
    if (wantsHelp(args)) {
        std::cout << commandHelp("puzzles");
        return 0;
    }
    const ParsedArgs p =
        parseArgs("puzzles", args, {},
                  {"--count", "--out", "--seed", "--seeds", "--endgames", "--nodes", "--side", "--min-depth"});
    if (p.operands.empty())
        throw Failure("puzzles: missing make, check or blunders (see mancala-cli puzzles --help)");
    if (p.operands[0] == "make")
        return runMake(p);
    if (p.operands[0] == "check")
        return runCheck(p);
    if (p.operands[0] == "blunders")
        return runBlunders(p);
    throw Failure("puzzles: " + quoted(p.operands[0]) +
                  " is not make, check or blunders (see mancala-cli puzzles --help)");
}

} // namespace mancala::cli
