// Internal: the memory one thread of a search works in (search.cpp), kept
// with its thread from one search to the next (search_threads.hpp), so that
// a search allocates none of it.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "mancala/repetition.hpp"
#include "mancala/search.hpp"

namespace mancala::detail {

inline constexpr int kSearchPlies = kMaxSearchDepth + 2;

// A child of a node being searched. Laid out without a gap in its 40 bytes,
// so that the swaps of the move selection copy it in whole words.
struct SearchChild {
    PositionKey key;
    const Position* pos = nullptr; // in the successors of the child's parent ply
    std::uint64_t hash = 0;        // hashOf(key), its table bucket prefetched
    int order = 0;
    Move move;
    bool quiet = true; // neither wins nor captures
    bool same = false; // the same side moves again at the child (Kalah's another turn, an end)
};
static_assert(sizeof(SearchChild) == 40);

struct SearchStack {
    SearchStack()
        : successors(std::make_unique<SuccessorList[]>(kSearchPlies)), children(kSearchPlies), pv(kSearchPlies),
          pvLength(kSearchPlies, 0), killers(kSearchPlies) {}

    // Forgets what the last search learnt (its path, killers and history).
    void reset() noexcept {
        path.clear();
        std::fill(killers.begin(), killers.end(), std::array<Move, 2>{});
        history = {};
    }

    RepetitionTracker path;                      // the game's positions since the last capture, then the search path
    std::unique_ptr<SuccessorList[]> successors; // the positions of each ply's children
    std::vector<std::array<SearchChild, MoveList::kCapacity>> children;
    std::vector<std::array<Move, kSearchPlies>> pv;
    std::vector<int> pvLength;
    // Moves that caused a cutoff at each ply, most recent first. A pass may
    // stand for "none": a pass is only ever legal alone.
    std::vector<std::array<Move, 2>> killers;
    std::array<std::array<int, kMaxHoles + 1>, 2> history{}; // by side and move slot (a hole, or the pass)
    std::vector<int> rootOrder;                              // indices into children[0]
};

} // namespace mancala::detail
