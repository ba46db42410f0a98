// analyse: a game record judged move by move (core/analysis.hpp): each
// ply's value before and after it for the mover, its class and the better
// move, then each player's summary. Text for people, one line of JSON for
// programs.
#include <iostream>

#include "cli.hpp"
#include "mancala/analysis.hpp"
#include "mancala/endgames.hpp"

namespace mancala::cli {

namespace {

// "+0.40" (estimate), "=+3" (exact final difference), "win" / "draw" /
// "loss" (proven, margin unknown).
std::string valueText(const PositionValue& v) {
    switch (v.kind) {
    case PositionValue::Kind::Estimate: return seedsText(v.score);
    case PositionValue::Kind::Proven: return std::string(outcomeToken(*v.outcome()));
    case PositionValue::Kind::Exact: break;
    }
    const int seeds = v.score / kSeedScore;
    std::string text = seeds > 0 ? "=+" : "=";
    text += std::to_string(seeds);
    return text;
}

std::string valueJson(const PositionValue& v) {
    std::string out = "{\"score\": ";
    if (v.kind == PositionValue::Kind::Proven)
        out += "null";
    else
        out += fixed(static_cast<double>(v.score) / kSeedScore, 2);
    out += ", \"outcome\": ";
    const std::optional<Outcome> o = v.outcome();
    out += o ? jsonString(outcomeToken(*o)) : std::string("null");
    out += ", \"exact\": ";
    out += v.kind == PositionValue::Kind::Exact ? "true" : "false";
    return out + "}";
}

// The class column: "forced" for a forced move, the class otherwise, with
// "(estimate)" where the judgement rests on estimates.
std::string classText(const MoveAnalysis& m) {
    if (m.forced)
        return "forced";
    std::string out(moveClassString(m.moveClass));
    if (m.judgement == Judgement::Estimate && m.moveClass >= MoveClass::Inaccuracy)
        out += " (estimate)";
    return out;
}

std::string lossText(int loss) {
    return fixed(static_cast<double>(loss) / kSeedScore, 2);
}

std::string summaryText(std::string_view side, const PlayerSummary& s) {
    std::string out = std::string(side) + ": " + std::to_string(s.moves) + " moves:";
    for (MoveClass c : kAllMoveClasses)
        out += (c == MoveClass::Best ? " " : ", ") + std::string(moveClassString(c)) + " " + std::to_string(s.count(c));
    return out + "; average loss " + fixed(s.averageLoss / kSeedScore, 2) + " seeds\n";
}

std::string summaryJson(const PlayerSummary& s) {
    std::string out = "{\"moves\": " + std::to_string(s.moves);
    for (MoveClass c : kAllMoveClasses)
        out += ", " + jsonString(moveClassString(c)) + ": " + std::to_string(s.count(c));
    return out + ", \"averageLoss\": " + fixed(s.averageLoss / kSeedScore, 2) + "}";
}

std::string analysisJson(const Rules& rules, const Record& record, const GameAnalysis& a,
                         const AnalysisOptions& options) {
    std::string out = "{\"game\": " + jsonString(gameIdString(rules.id()));
    out += ", \"players\": {\"south\": " + jsonString(record.south) + ", \"north\": " + jsonString(record.north) + "}";
    out += ", \"nodes\": " + std::to_string(options.nodes) + ", \"time\": " + std::to_string(options.timeMs);
    out += ", \"plies\": [";
    for (std::size_t i = 0; i < a.moves.size(); ++i) {
        const MoveAnalysis& m = a.moves[i];
        if (i != 0)
            out += ", ";
        out += "{\"ply\": " + std::to_string(i + 1) + ", \"side\": " + jsonString(sideToken(m.mover));
        out += ", \"move\": " + jsonString(formatMove(rules, m.played));
        out += ", \"before\": " + valueJson(m.before) + ", \"after\": " + valueJson(m.after);
        out += ", \"loss\": " + lossText(m.loss) + ", \"class\": " + jsonString(moveClassString(m.moveClass));
        out += ", \"judgement\": " + jsonString(judgementString(m.judgement));
        out += ", \"forced\": " + std::string(m.forced ? "true" : "false");
        const std::optional<Move> better = m.better();
        out += ", \"best\": " + (better ? jsonString(formatMove(rules, *better)) : std::string("null"));
        out += "}";
    }
    out += "], \"summary\": {\"south\": " + summaryJson(summarise(a.moves, Side::South));
    out += ", \"north\": " + summaryJson(summarise(a.moves, Side::North)) + "}}";
    return out;
}

} // namespace

int runAnalyse(const Args& args) {
    if (wantsHelp(args)) {
        std::cout << commandHelp("analyse");
        return 0;
    }
    const ParsedArgs p = parseArgs("analyse", args, {"--json"}, {"--time", "--nodes", "--endgames", "--threads"});
    if (p.operands.size() != 1)
        throw Failure(std::string("analyse: ") + (p.operands.empty() ? "missing FILE" : "more than one FILE") +
                      " (see mancala-cli analyse --help)");
    const Record record = loadRecord(p.operands[0]);
    const Rules& rules = rulesFor(record.game);
    AnalysisOptions options;
    options.timeMs = static_cast<int>(numberOption(p, "analyse", "--time", 0, kMaxTimeMs, 0));
    options.nodes = numberOption(p, "analyse", "--nodes", 1, UINT64_MAX,
                                 options.timeMs > 0 ? 0 : defaultAnalysisNodes(record.game));
    options.threads = static_cast<int>(numberOption(p, "analyse", "--threads", 1, kMaxSearchThreads, 1));
    if (const std::optional<std::string_view> file = p.value("--endgames"))
        options.endgames = loadEndgames("analyse", *file, rules.id());
    const Game game = replayRecord(record); // loadRecord replayed it: every move legal
    const GameAnalysis a = analyseGame(game, options);
    if (p.has("--json")) {
        std::cout << analysisJson(rules, record, a, options) << '\n';
        return 0;
    }
    std::cout << "Game: " << englishName(record.game) << " (" << gameIdString(record.game) << ")\n"
              << "South: " << printable(record.south) << "\nNorth: " << printable(record.north) << '\n'
              << "Budget: " << (options.nodes > 0 ? std::to_string(options.nodes) + " nodes" : std::string())
              << (options.nodes > 0 && options.timeMs > 0 ? ", " : "")
              << (options.timeMs > 0 ? std::to_string(options.timeMs) + " ms" : std::string()) << " a position"
              << (options.endgames ? ", endgame database of " + std::to_string(options.endgames->maxSeeds()) + " seeds"
                                   : std::string())
              << "\n\nply side  move    before  after   loss  class\n";
    for (std::size_t i = 0; i < a.moves.size(); ++i) {
        const MoveAnalysis& m = a.moves[i];
        const std::string mark(moveClassMark(m.moveClass));
        std::cout << padLeft(std::to_string(i + 1), 3) << ' ' << padRight(std::string(sideToken(m.mover)), 5) << ' '
                  << padRight(formatMove(rules, m.played) + mark, 7) << ' ' << padLeft(valueText(m.before), 6) << "  "
                  << padLeft(valueText(m.after), 6) << ' ' << padLeft(lossText(m.loss), 6) << "  " << classText(m);
        if (const std::optional<Move> better = m.better())
            std::cout << " (better: " << formatMove(rules, *better) << ')';
        std::cout << '\n';
    }
    std::cout << '\n'
              << summaryText("South", summarise(a.moves, Side::South))
              << summaryText("North", summarise(a.moves, Side::North));
    return 0;
}

} // namespace mancala::cli
