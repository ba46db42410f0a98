// The parallel Expert (Lazy SMP) of the class Searcher (searcher.hpp): its
// constructors, the helpers' search and the shared node limit; search.cpp
// has the search itself.
//
// With SearchOptions::threads above one (the Expert only), helper threads
// (search_threads.hpp, kept from one search to the next with their
// stacks) search the same root from the calling thread's second
// iteration on, each with its own killers and history, into the one
// shared table (lock-free slots, transposition_table.hpp), with
// staggered depths (helper depth skipping); they report nothing, but
// their entries order and cut the calling thread's search, whose result
// is the search's. One flag stops them all: set when the calling thread's
// search ends, or at once by a stop callback on the caller's token. The
// node limit is shared: each thread takes it in grants of kNodeGrant, so
// that all threads together never count more. What follows the search
// (the proofs) runs on the calling thread alone, after the helpers
// stopped.
#include "search/searcher.hpp"

#include <algorithm>
#include <exception>

namespace mancala::detail {
namespace {

constexpr std::uint64_t kNodeGrant = 1024; // a thread's share of the node limit at a time

// The helpers' depth skipping: helper i searches depth d only where
// (d + kSkipPhase[i]) / kSkipSize[i] is even (the pattern of Stockfish's
// Lazy SMP; helper 21 takes helper 1's again).
constexpr std::array<int, 20> kSkipSize{1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4};
constexpr std::array<int, 20> kSkipPhase{0, 1, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6, 7};

} // namespace

Searcher::Searcher(const Rules& rules, const SearchOptions& options, std::stop_token stop)
    : rules_(rules), options_(options), stop_(std::move(stop)), material_(materialOnly(rules, options.level)),
      endgames_(options.level == Level::Expert && options.endgames && options.endgames->game() == rules.id()
                    ? options.endgames.get()
                    : nullptr),
      reduce_(options.level == Level::Expert), index_(0),
      threads_(options.level == Level::Expert ? std::clamp(options.threads, 1, kMaxSearchThreads) : 1),
      ownShared_(std::in_place, options.hashMegabytes > 0 ? options.hashMegabytes : levelHashMegabytes(options.level)),
      shared_(*ownShared_), table_(shared_.table), lease_(std::in_place), stack_(lease_->stack()),
      stopAll_(stop_, StopAll{&shared_.stop}) {
    if (lease_->threads() == nullptr)
        threads_ = 1;
    stack_.reset();
}

Searcher::Searcher(const Searcher& main, SearchStack& stack, int index)
    : rules_(main.rules_), options_(main.options_), material_(main.material_), endgames_(main.endgames_),
      reduce_(main.reduce_), index_(index), threads_(main.threads_), shared_(main.shared_), table_(shared_.table),
      stack_(stack), stopAll_(stop_, StopAll{&shared_.stop}), root_(main.root_), rootHistory_(main.rootHistory_),
      limited_(true) {
    stack_.reset();
}

Searcher::~Searcher() {
    if (helpers_ > 0) {
        shared_.stop.store(true, std::memory_order_relaxed);
        lease_->threads()->wait();
    }
}

// Takes this thread's next share of the node limit, at least kNodeGrant
// nodes (with one thread, simply up to the limit); whether it may go on.
bool Searcher::grant() noexcept {
    const std::uint64_t want = std::max(kNodeGrant, nodes_ - granted_ + 1);
    const std::uint64_t from = shared_.granted.fetch_add(want, std::memory_order_relaxed);
    if (from < options_.maxNodes)
        granted_ += std::min(want, options_.maxNodes - from);
    return nodes_ < granted_;
}

// The helpers of a parallel search (Lazy SMP) start with the calling
// thread's second iteration: the first is its own, so that it always has a
// move, and its nodes are charged to the node limit before the helpers take
// their shares of it.
void Searcher::startHelpers() {
    if (threads_ < 2 || (options_.maxNodes != 0 && !grant()))
        return;
    helpers_ = threads_ - 1;
    lease_->threads()->start(helpers_, *this);
}

// Stops the helpers and waits for them; the nodes they searched.
std::uint64_t Searcher::stopHelpers() {
    if (helpers_ == 0)
        return 0;
    shared_.stop.store(true, std::memory_order_relaxed);
    SearchThreads& threads = *lease_->threads();
    threads.wait();
    helpers_ = 0;
    if (const std::exception_ptr failure = threads.failure())
        std::rethrow_exception(failure);
    return shared_.helperNodes.load(std::memory_order_relaxed);
}

// On helper thread `index`: a search of the same root, which only fills the
// shared table.
void Searcher::help(int index, SearchStack& stack) {
    Searcher helper(*this, stack, index);
    helper.searchAsHelper();
    shared_.helperNodes.fetch_add(helper.nodes_, std::memory_order_relaxed);
}

// A helper's iterative deepening: every iteration from the second into the
// shared table, none reported; helper i skips the depths of Stockfish's
// pattern i (kSkipSize, kSkipPhase), so that the threads spread over
// neighbouring depths instead of all searching the same one, until the
// shared stop. A helper takes its first share of the node limit before its
// first node (a node is counted before the stop is looked at), and does not
// search when none is left.
void Searcher::searchAsHelper() {
    if (options_.maxNodes != 0 && !grant())
        return;
    enterRoot(*root_, rootHistory_);
    const auto pattern = static_cast<std::size_t>((index_ - 1) % static_cast<int>(kSkipSize.size()));
    const int maxDepth = deepestIteration(options_);
    int score = 0;
    for (int depth = 2; depth <= maxDepth && !aborted_; ++depth)
        if ((depth + kSkipPhase[pattern]) / kSkipSize[pattern] % 2 == 0)
            score = aspirate(depth, score);
}

} // namespace mancala::detail
