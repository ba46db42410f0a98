// Internal: the alpha-beta search of the levels above Beginner (search.cpp
// says how it searches); chooseMove() (search_api.cpp) runs it.
#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <stop_token>
#include <vector>

#include "search/evaluation.hpp"
#include "search/proof.hpp"
#include "search/levels.hpp"
#include "mancala/endgames.hpp"
#include "mancala/repetition.hpp"
#include "mancala/search.hpp"
#include "search/search_stack.hpp"
#include "search/search_threads.hpp"
#include "search/transposition_table.hpp"

namespace mancala::detail {

inline int capturedSum(const Position& pos) noexcept {
    return capturedSeeds(pos);
}

// The deepest iteration of a search.
inline int deepestIteration(const SearchOptions& o) noexcept {
    return std::clamp(o.maxDepth > 0 ? o.maxDepth : levelDepth(o.level), 1, kMaxSearchDepth);
}

// What the threads of one search share: the table, the stop of them all,
// and the node limit, handed out in grants.
struct SharedSearch {
    explicit SharedSearch(int megabytes) : table(megabytes) {}
    TranspositionTable table;
    std::atomic<bool> stop{false};         // every helper ends its search
    std::atomic<std::uint64_t> granted{0}; // of SearchOptions::maxNodes, to all threads
    std::atomic<std::uint64_t> helperNodes{0};
};

class Searcher final : private HelperJob {
public:
    Searcher(const Rules& rules, const SearchOptions& options, std::stop_token stop);
    ~Searcher();
    Searcher(const Searcher&) = delete;
    Searcher& operator=(const Searcher&) = delete;

    SearchResult run(const Position& root, std::span<const Position> history);

private:
    using Clock = std::chrono::steady_clock;
    using Child = SearchChild;

    // Sets the shared stop flag when the caller requests a stop.
    struct StopAll {
        std::atomic<bool>* stop;
        void operator()() const noexcept { stop->store(true, std::memory_order_relaxed); }
    };

    // Helper `index` of `main`'s search, on `stack`.
    Searcher(const Searcher& main, SearchStack& stack, int index);
    void help(int index, SearchStack& stack) override;
    void searchAsHelper();
    void startHelpers();
    std::uint64_t stopHelpers();
    bool grant() noexcept;

    int search(const Position& pos, std::uint64_t hash, int depth, int ply, int alpha, int beta);
    int searchChild(const Child& c, bool first, int reduction, int depth, int ply, int alpha, int beta);
    int reductionOf(const Child& c, int index, int depth) const noexcept;
    const Child& selectNext(int ply, int index, int count) noexcept;
    int searchRoot(int depth, int alpha, int beta);
    int aspirate(int depth, int previous);
    bool deepen(SearchResult& result);
    void varyRoot(SearchResult& result);
    void enterRoot(const Position& root, std::span<const Position> history);
    void orderRoot(const PositionKey& rootKey);
    int generate(const Position& pos, int ply, const std::optional<Move>& tableMove);
    std::optional<int> endgameScore(const Position& pos) const noexcept;
    int evaluateLeaf(const Position& pos) noexcept {
        ++leaves_;
        return material_ ? materialScore(pos) : fullScore(rules_, pos);
    }
    detail::ProofBudget proofBudget(std::uint64_t most) const;
    void chooseAmongProven(const Position& root, std::span<const Position> history, SearchResult& result);
    void proveForcedLine(const Position& root, std::span<const Position> history, SearchResult& result);
    int estimateAlong(const Position& root, std::span<const Position> history, std::span<const Move> line) const;
    bool outOfBudget() noexcept;
    void updatePv(int ply, Move m) noexcept;
    void rememberCutoff(int ply, Side side, Move m, int depth) noexcept;

    const Rules& rules_;
    const SearchOptions& options_;
    std::stop_token stop_;
    bool material_;
    const EndgameDatabase* endgames_; // Expert's endgame database of this game, if any
    bool reduce_;
    int index_;                             // 0 the calling thread's search, helpers from 1
    int threads_;                           // of the search, the calling thread's included
    std::optional<SharedSearch> ownShared_; // the calling thread's search's
    SharedSearch& shared_;
    TranspositionTable& table_;
    std::optional<SearchLease> lease_; // the calling thread's search's: its stack and helpers
    SearchStack& stack_;
    std::stop_callback<StopAll> stopAll_;
    int helpers_ = 0; // started

    const Position* root_ = nullptr; // for the helpers
    std::span<const Position> rootHistory_;
    int rootCount_ = 0;
    std::uint64_t rootHash_ = 0;
    Move iterationBest_;
    bool iterationHasBest_ = false;
    int iterationScore_ = 0;

    std::uint64_t nodes_ = 0;
    std::uint64_t granted_ = 0; // this thread's share of SearchOptions::maxNodes so far
    std::uint64_t leaves_ = 0;  // evaluated at the horizon
    bool limited_ = false;      // limits apply (not during the calling thread's first iteration)
    bool aborted_ = false;
    bool stopped_ = false;
    Clock::time_point start_;
    Clock::time_point deadline_;
    bool timed_ = false;
};

} // namespace mancala::detail
