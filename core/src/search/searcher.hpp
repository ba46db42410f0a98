// Internal: the alpha-beta search of the levels above Beginner (search.cpp
// says how it searches); chooseMove() (search_api.cpp) runs it.
#pragma once

#include <array>
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
#include "search/transposition_table.hpp"

namespace mancala::detail {

inline constexpr int kMoveSlots = kMaxHoles + 1; // a move's hole, or the pass

inline int capturedSum(const Position& pos) noexcept { return capturedSeeds(pos); }

class Searcher {
public:
    Searcher(const Rules& rules, const SearchOptions& options, std::stop_token stop)
        : rules_(rules), options_(options), stop_(std::move(stop)),
          material_(materialOnly(rules, options.level)),
          endgames_(options.level == Level::Expert && options.endgames && options.endgames->game() == rules.id()
                        ? options.endgames.get()
                        : nullptr),
          reduce_(options.level == Level::Expert),
          table_(options.hashMegabytes > 0 ? options.hashMegabytes : levelHashMegabytes(options.level)),
          successors_(std::make_unique<SuccessorList[]>(static_cast<std::size_t>(kMaxSearchDepth + 2))),
          children_(static_cast<std::size_t>(kMaxSearchDepth + 2)),
          pv_(static_cast<std::size_t>(kMaxSearchDepth + 2)),
          pvLength_(static_cast<std::size_t>(kMaxSearchDepth + 2), 0),
          killers_(static_cast<std::size_t>(kMaxSearchDepth + 2)) {}

    SearchResult run(const Position& root, std::span<const Position> history);

private:
    using Clock = std::chrono::steady_clock;

    // Laid out without a gap in its 40 bytes, so that the swaps of the move
    // selection copy it in whole words.
    struct Child {
        PositionKey key;
        const Position* pos = nullptr; // in successors_ of the child's parent ply
        std::uint64_t hash = 0;        // hashOf(key), its table bucket prefetched
        int order = 0;
        Move move;
        bool quiet = true; // neither wins nor captures
        std::uint8_t unused = 0;
    };
    static_assert(sizeof(Child) == 40);

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
    TranspositionTable table_;
    RepetitionTracker path_; // the game's positions since the last capture, then the search path
    std::unique_ptr<SuccessorList[]> successors_; // the positions of each ply's children
    std::vector<std::array<Child, MoveList::kCapacity>> children_;
    std::vector<std::array<Move, kMaxSearchDepth + 2>> pv_;
    std::vector<int> pvLength_;
    // Moves that caused a cutoff at each ply, most recent first. A pass may
    // stand for "none": a pass is only ever legal alone.
    std::vector<std::array<Move, 2>> killers_;
    std::array<std::array<int, kMoveSlots>, 2> history_{};

    std::vector<int> rootOrder_; // indices into children_[0]
    int rootCount_ = 0;
    std::uint64_t rootHash_ = 0;
    Move iterationBest_;
    bool iterationHasBest_ = false;
    int iterationScore_ = 0;

    std::uint64_t nodes_ = 0;
    std::uint64_t leaves_ = 0; // evaluated at the horizon
    bool limited_ = false; // limits apply (not during the first iteration)
    bool aborted_ = false;
    bool stopped_ = false;
    Clock::time_point start_;
    Clock::time_point deadline_;
    bool timed_ = false;
};

} // namespace mancala::detail
