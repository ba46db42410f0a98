// Microbenchmarks of the core's hot paths, per game (Google Benchmark):
// legal-move generation, a move applied without and with its trace, the
// repetition check, whole random playouts (each game's fast path and, for
// comparison, the move-list loop the bench used before), and the Expert's
// nodes per second from fixed positions, with one thread and with two.
// `./dev bench` runs them in the release build; `items_per_second` is the
// figure (positions, moves, checks, playouts or nodes per second).
//
// The positions are those of random games from fixed seeds, so every run
// measures the same work.
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "core/playout_draw.hpp"
#include "mancala/playout.hpp"
#include "mancala/repetition.hpp"
#include "mancala/search.hpp"

namespace mancala {
namespace {

// Positions that go on (with their move history), from random games.
struct Sample {
    std::vector<Position> positions;   // not over
    std::vector<Move> moves;           // a legal move of each
    std::vector<Position> longestGame; // every position of one long game, in order
};

Sample sampleOf(const Rules& rules, int games) {
    Sample s;
    PlayoutRandom random(2024);
    MoveList legal;
    for (int g = 0; g < games; ++g) {
        std::vector<Position> line{rules.initial()};
        RepetitionTracker seen;
        seen.push(rules, line.back());
        while (!line.back().over()) {
            Position pos = line.back();
            const Move m = drawMove(rules, pos, random);
            s.positions.push_back(pos);
            s.moves.push_back(m);
            advance(rules, pos, m, seen);
            line.push_back(pos);
        }
        if (line.size() > s.longestGame.size())
            s.longestGame = line;
    }
    return s;
}

const Sample& sampleFor(const Rules& rules) {
    static std::vector<Sample> samples = [] {
        std::vector<Sample> all;
        for (GameId g : kAllGames)
            all.push_back(sampleOf(rulesFor(g), 64));
        return all;
    }();
    return samples[static_cast<std::size_t>(rules.id().family())];
}

void legalMoves(benchmark::State& state, const Rules& rules) {
    const Sample& s = sampleFor(rules);
    MoveList moves;
    std::size_t i = 0;
    for (auto _ : state) {
        rules.legalMoves(s.positions[i], moves);
        benchmark::DoNotOptimize(moves);
        i = i + 1 == s.positions.size() ? 0 : i + 1;
    }
    state.SetItemsProcessed(state.iterations());
}

void apply(benchmark::State& state, const Rules& rules, bool traced) {
    const Sample& s = sampleFor(rules);
    Trace trace;
    std::size_t i = 0;
    for (auto _ : state) {
        Position pos = s.positions[i];
        trace.clear();
        rules.apply(pos, s.moves[i], traced ? &trace : nullptr);
        benchmark::DoNotOptimize(pos);
        i = i + 1 == s.positions.size() ? 0 : i + 1;
    }
    state.SetItemsProcessed(state.iterations());
}

// The check applyMove() makes after every move: the key of the new position
// and its count in the current stretch, over the positions of a long game
// all recorded.
void repetitionCheck(benchmark::State& state, const Rules& rules) {
    const Sample& s = sampleFor(rules);
    RepetitionTracker seen;
    for (const Position& p : s.longestGame)
        if (!p.over())
            seen.push(rules, p);
    std::size_t i = 0;
    for (auto _ : state) {
        const Position& p = s.longestGame[i];
        benchmark::DoNotOptimize(seen.count(rules.key(p), capturedSeeds(p)));
        i = i + 1 == s.longestGame.size() ? 0 : i + 1;
    }
    state.SetItemsProcessed(state.iterations());
}

// The moves of a playout by the move list: legalMoves(), a uniform index,
// advance() (what `mancala-cli bench` did before the fast paths).
int playoutByList(const Rules& rules, Position& pos, RepetitionTracker& seen, PlayoutRandom& random) {
    MoveList moves;
    int plies = 0;
    for (; !pos.over(); ++plies) {
        rules.legalMoves(pos, moves);
        advance(rules, pos, moves[static_cast<int>(random.below(static_cast<std::uint32_t>(moves.size())))], seen);
    }
    return plies;
}

// Whole games from the start: by the game's fast path (Rules::playout), or
// by the move list.
void playout(benchmark::State& state, const Rules& rules, bool byList) {
    PlayoutRandom random(1);
    RepetitionTracker seen;
    const Position start = rules.initial();
    std::int64_t plies = 0;
    for (auto _ : state) {
        Position pos = start;
        seen.clear();
        seen.push(rules, pos);
        plies += byList ? playoutByList(rules, pos, seen, random) : randomPlayout(rules, pos, seen, random);
        benchmark::DoNotOptimize(pos);
    }
    state.SetItemsProcessed(state.iterations());
    state.counters["plies/game"] = static_cast<double>(plies) / static_cast<double>(state.iterations());
}

// The Expert (full evaluation, the sowing games' search also in Tihbat)
// from eight fixed positions, `nodes` each on `threads` threads; items are
// the nodes of all threads.
void searchPositions(benchmark::State& state, const Rules& rules, std::uint64_t nodes, int threads) {
    const Sample& s = sampleFor(rules);
    SearchOptions options;
    options.level = Level::Expert;
    options.exactTihbat = false;
    options.timeMs = 0;
    options.maxNodes = nodes;
    options.seed = 5;
    options.threads = threads;
    constexpr std::size_t kPositions = 8;
    const std::size_t stride = s.positions.size() / kPositions;
    std::int64_t searched = 0;
    std::size_t i = 0;
    for (auto _ : state) {
        const SearchResult r = chooseMove(rules, s.positions[i * stride], {}, options);
        searched += static_cast<std::int64_t>(r.nodes);
        i = i + 1 == kPositions ? 0 : i + 1;
    }
    state.SetItemsProcessed(searched);
}

// One thread, the benchmark's argument in nodes a position (20,000: a short
// search, such as the analysis makes; 400,000: about what the Expert
// searches in 100 ms).
void searchNodes(benchmark::State& state, const Rules& rules) {
    searchPositions(state, rules, static_cast<std::uint64_t>(state.range(0)), 1);
}

// The parallel Expert: 200,000 nodes a position shared by the benchmark's
// argument in threads (1 or 2), timed on the wall clock, so that
// items_per_second is the search's nodes per second.
void searchThreads(benchmark::State& state, const Rules& rules) {
    searchPositions(state, rules, 200'000, static_cast<int>(state.range(0)));
}

void registerAll() {
    for (GameId g : kAllGames) {
        const Rules& rules = rulesFor(g);
        const std::string game(gameIdString(g));
        benchmark::RegisterBenchmark(("legal_moves/" + game).c_str(), legalMoves, std::cref(rules));
        benchmark::RegisterBenchmark(("apply/" + game).c_str(), apply, std::cref(rules), false);
        benchmark::RegisterBenchmark(("apply_traced/" + game).c_str(), apply, std::cref(rules), true);
        benchmark::RegisterBenchmark(("repetition_check/" + game).c_str(), repetitionCheck, std::cref(rules));
        benchmark::RegisterBenchmark(("playout/" + game).c_str(), playout, std::cref(rules), false);
        benchmark::RegisterBenchmark(("playout_by_list/" + game).c_str(), playout, std::cref(rules), true);
        benchmark::RegisterBenchmark(("search_nodes/" + game).c_str(), searchNodes, std::cref(rules))
            ->Arg(20'000)
            ->Arg(400'000)
            ->Unit(benchmark::kMillisecond);
        benchmark::RegisterBenchmark(("search_threads/" + game).c_str(), searchThreads, std::cref(rules))
            ->Arg(1)
            ->Arg(2)
            ->UseRealTime()
            ->Unit(benchmark::kMillisecond);
    }
}

} // namespace
} // namespace mancala

int main(int argc, char** argv) {
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    mancala::registerAll();
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
