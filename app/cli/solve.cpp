// mancala-cli solve: the exact value of a Djenon-aboure or Ayoayo position
// and of each of its moves, or of every opening of K plies, by the solver of
// solve.hpp down to an endgame database (built in memory, or read from a
// file); and the certificate of those values (docs/certificate-format.md),
// written through io's writeFileSafely. A Kalah position's value and its
// moves', by Kalah's solver (search alone).
#include <chrono>
#include <iostream>
#include <map>

#include "cli.hpp"
#include "mancala/solve.hpp"
#include "openings.hpp"

namespace mancala::cli {
namespace {

using Clock = std::chrono::steady_clock;

constexpr int kDefaultSeeds = 12;
constexpr int kMaxOpeningPlies = 12;
constexpr std::uint64_t kMaxOpeningSequences = 20'000'000;
constexpr std::size_t kKalahTableMegabytes = 512; // Kalah's table of bounds

std::string signedValue(int v) {
    std::string out = v > 0 ? "+" : "";
    out += std::to_string(v);
    return out;
}

// "+4 (South wins by 4 seeds with perfect play)"
std::string valueText(int value, Side mover) {
    if (value == 0)
        return "0 (a draw with perfect play)";
    const Side winner = value > 0 ? mover : opponent(mover);
    const int by = value > 0 ? value : -value;
    return signedValue(value) + " (" + std::string(sideName(winner)) + " wins by " + std::to_string(by) +
           (by == 1 ? " seed" : " seeds") + " with perfect play)";
}

std::shared_ptr<const EndgameDatabase> databaseFor(const ParsedArgs& p, GameId game, std::string& described) {
    if (const std::optional<std::string_view> file = p.value("--endgames")) {
        if (p.value("--seeds"))
            throw Failure("solve: --seeds and --endgames exclude each other (see mancala-cli solve --help)");
        std::shared_ptr<const EndgameDatabase> db = loadEndgames("solve", *file, game);
        described = "up to " + std::to_string(db->maxSeeds()) + " seeds on the board (" + printable(*file) + ")";
        return db;
    }
    const auto seeds = static_cast<int>(numberOption(p, "solve", "--seeds", 0, kMaxEndgameSeeds, kDefaultSeeds));
    described = "up to " + std::to_string(seeds) + " seeds on the board (built in memory)";
    return std::make_shared<const EndgameDatabase>(buildEndgames(game, seeds)->database);
}

// Writes the certificate (if asked for), then prints `text` and the line that
// says where it went: nothing is printed when the write fails.
void finish(const ParsedArgs& p, const Certificate& certificate, const std::string& text) {
    const std::optional<std::string_view> path = p.value("--certificate");
    std::string out = text;
    if (path) {
        const std::vector<std::uint8_t> bytes = serializeCertificate(certificate);
        const io::FileWrite w = io::writeFileSafely(
            std::string(*path), std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
        if (!w.ok())
            throw Failure("solve: " + fileWriteText(*path, w));
        out += "certificate: " + printable(*path) + " (" + std::to_string(bytes.size()) + " bytes; South's strategy " +
               std::to_string(certificate.south.size()) + " positions, North's " +
               std::to_string(certificate.north.size()) + ")\n";
    }
    std::cout << out;
}

// The roots' values: a line per root with South's value, then how many of
// each value. Roots the solver gave up on are counted apart.
std::string openingsText(const Rules& rules, const Certification& c) {
    std::string out;
    for (const std::vector<Move>& line : c.unsolved)
        out += moveLine(rules, line) + ": not solved\n";
    std::map<int, int> count;
    int wins = 0;
    int draws = 0;
    for (const CertifiedRoot& root : c.certificate.roots) {
        Game game(rules);
        for (Move m : root.line)
            game.play(m);
        int best = root.moves.front().value;
        for (const MoveValue& m : root.moves)
            best = std::max(best, m.value);
        const int south = game.position().toMove == Side::South ? best : -best;
        out += moveLine(rules, root.line) + ": " + signedValue(south) + '\n';
        ++count[south];
        wins += south > 0 ? 1 : 0;
        draws += south == 0 ? 1 : 0;
    }
    out += "South's value  openings\n";
    for (const auto& [value, n] : count)
        out += padLeft(signedValue(value), 13) + padLeft(std::to_string(n), 10) + '\n';
    const std::size_t losses = c.certificate.roots.size() - static_cast<std::size_t>(wins + draws);
    out += "South wins: " + std::to_string(wins) + ", draws: " + std::to_string(draws) +
           ", North wins: " + std::to_string(losses) + ", not solved: " + std::to_string(c.unsolved.size()) + '\n';
    return out;
}

int solveOpenings(const ParsedArgs& p, const Rules& rules, const EndgameDatabase& database,
                  const SolveOptions& options) {
    if (p.operands.size() > 1)
        throw Failure("solve: --openings solves the openings from the start: give no MOVE");
    const auto plies = static_cast<int>(numberOption(p, "solve", "--openings", 1, kMaxOpeningPlies, 1));
    const OpeningSet set = enumerateOpenings(rules, plies, kMaxOpeningSequences);
    if (!set.complete)
        throw Failure("solve: more than " + std::to_string(kMaxOpeningSequences) + " move sequences of " +
                      std::to_string(plies) + " plies");
    const Clock::time_point start = Clock::now();
    const std::vector<std::vector<Move>> lines(set.openings.begin(), set.openings.end());
    const Certification c = *certify(database, rules, lines, options);
    finish(p, c.certificate,
           std::string(englishName(rules.id())) + ", the openings of " + std::to_string(plies) +
               " plies: " + std::to_string(set.openings.size()) + " distinct positions\n" + openingsText(rules, c) +
               "nodes: " + std::to_string(c.nodes) +
               "\nseconds: " + fixed(std::chrono::duration<double>(Clock::now() - start).count(), 2) + '\n');
    return 0;
}

// The value of the position after the moves, and of each of its moves
// (`movesNote` after them: what the list leaves out).
std::string positionText(const Rules& rules, const Game& position, const std::vector<MoveValue>& values,
                         std::uint64_t nodes, const std::string& endgames, double seconds,
                         std::string_view movesNote = {}) {
    const Side mover = position.position().toMove;
    int best = values.front().value;
    for (const MoveValue& m : values)
        best = std::max(best, m.value);
    std::string bestMoves;
    std::string moves;
    for (const MoveValue& m : values) {
        if (!moves.empty())
            moves += ", ";
        moves += formatMove(rules, m.move);
        moves += ' ';
        moves += signedValue(m.value);
        if (m.value != best)
            continue;
        if (!bestMoves.empty())
            bestMoves += ' ';
        bestMoves += formatMove(rules, m.move);
    }
    return std::string(englishName(rules.id())) + ", ply " + std::to_string(position.ply()) + ", " +
           std::string(sideName(mover)) + " to move\nendgames: " + endgames + "\nvalue: " + valueText(best, mover) +
           "\nmoves: " + moves + std::string(movesNote) + "\nbest: " + bestMoves + "\nnodes: " + std::to_string(nodes) +
           "\nseconds: " + fixed(seconds, 2) + '\n';
}

// Kalah: the position after the moves, solved by search to the game's ends.
int solveKalahPosition(const ParsedArgs& p, const Rules& rules, const SolveOptions& options) {
    for (const char* excluded : {"--endgames", "--certificate", "--openings"})
        if (p.value(excluded))
            throw Failure(std::string("solve: ") + excluded + " is not for Kalah, which is solved by search");
    if (p.value("--seeds") && rules.id().houses() != 6)
        throw Failure("solve: --seeds is for Kalah of 6 houses a side");
    const Game position = playMoves(rules, {p.operands.begin() + 1, p.operands.end()});
    if (position.over())
        throw Failure("solve: the game is over after ply " + std::to_string(position.ply()));
    const Clock::time_point start = Clock::now();
    const std::optional<PositionSolution> s = solveKalah(rules, position.position(), options);
    if (!s)
        throw Failure("solve: not solved: --nodes ran out");
    std::string table = "none (search to the game's ends)";
    if (options.kalahEndgameSeeds > 0) {
        table = "every board of up to ";
        table += std::to_string(options.kalahEndgameSeeds);
        table += " seeds in the houses (built in memory)";
    }
    std::cout << positionText(rules, position, s->moves, s->nodes, table,
                              std::chrono::duration<double>(Clock::now() - start).count(),
                              options.kalahBestOnly ? " (a best move only: --best-only)" : "");
    return 0;
}

} // namespace

int runSolve(const Args& args) {
    if (wantsHelp(args)) {
        std::cout << commandHelp("solve");
        return 0;
    }
    const ParsedArgs p = parseArgs("solve", args, {"--either-row-ends", "--best-only"},
                                   {"--seeds", "--endgames", "--certificate", "--openings", "--nodes"});
    if (p.operands.empty())
        throw Failure("solve: missing GAME (see mancala-cli solve --help)");
    const GameId game = gameArgument(p.operands[0]);
    const Rules& rules = rulesFor(game);
    SolveOptions options;
    options.maxNodes = numberOption(p, "solve", "--nodes", 1, UINT64_MAX, 0);
    if (game.family() == GameFamily::Kalah) {
        options.tableMegabytes = kKalahTableMegabytes;
        options.kalahEitherRowEnds = p.has("--either-row-ends");
        options.kalahBestOnly = p.has("--best-only");
        options.kalahEndgameSeeds = static_cast<int>(numberOption(p, "solve", "--seeds", 0, kMaxEndgameSeeds, 0));
        return solveKalahPosition(p, rules, options);
    }
    for (const char* kalahs : {"--either-row-ends", "--best-only"})
        if (p.has(kalahs))
            throw Failure(std::string("solve: ") + kalahs + " is Kalah's");
    if (game != GameId::DjenonAboure && game != GameId::Ayoayo)
        throw Failure("solve: djenon-aboure, ayoayo and kalah-M-N are solved, not " + quoted(p.operands[0]));
    if (const std::optional<std::string_view> file = p.value("--certificate"))
        checkWritable("solve", std::string(*file));
    std::string described;
    const std::shared_ptr<const EndgameDatabase> database = databaseFor(p, game, described);
    if (p.value("--openings"))
        return solveOpenings(p, rules, *database, options);
    const Game position = playMoves(rules, {p.operands.begin() + 1, p.operands.end()});
    if (position.over())
        throw Failure("solve: the game is over after ply " + std::to_string(position.ply()));
    const Clock::time_point start = Clock::now();
    const Certification c = *certify(*database, rules, {position.moves()}, options);
    if (c.certificate.roots.empty())
        throw Failure("solve: not solved: the solver gave up (a position repeats, an endgame entry is unknown, "
                      "or --nodes ran out)");
    finish(p, c.certificate,
           positionText(rules, position, c.certificate.roots.front().moves, c.nodes, described,
                        std::chrono::duration<double>(Clock::now() - start).count()));
    return 0;
}

} // namespace mancala::cli
