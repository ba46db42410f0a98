// The check of a certificate by the reference rules (proof_check.hpp).
#include "verify_solution/proof_check.hpp"

#include <algorithm>

namespace verify {
namespace {

constexpr int kSouth = reference::kSouth;

// What the mover at `before` gained by the move to `after`.
int gain(const reference::State& before, const reference::State& after) {
    const int me = before.toMove;
    return (after.taken[me] - before.taken[me]) - (after.taken[1 - me] - before.taken[1 - me]);
}

// The board seen from the mover: its row first, in sowing order.
std::string moverBoard(const reference::State& s) {
    std::string board(kHoles, '\0');
    const int turn = s.toMove == kSouth ? 0 : kHoles / 2;
    for (int i = 0; i < kHoles; ++i)
        board[static_cast<std::size_t>(i)] = static_cast<char>(s.seeds[static_cast<std::size_t>((i + turn) % kHoles)]);
    return board;
}

} // namespace

std::string ringName(int ring) {
    if (ring == kRingPass)
        return "pass";
    const char column = static_cast<char>(ring < 6 ? 'a' + ring : 'a' + (11 - ring));
    return std::string{column, ring < 6 ? '1' : '2'};
}

std::size_t ProofCheck::KeyHash::operator()(const Key& k) const noexcept {
    std::size_t h = k.toMove * 3u + k.strategy;
    for (std::uint8_t s : k.seeds)
        h = h * 1000003u ^ s;
    return h;
}

ProofCheck::ProofCheck(const CertificateFile& certificate)
    : certificate_(certificate), ref_(certificate.game == 1 ? mancala::GameId::DjenonAboure : mancala::GameId::Ayoayo) {
    for (int side = 0; side < 2; ++side)
        for (const auto& [board, move] : certificate.strategy[static_cast<std::size_t>(side)])
            strategy_[static_cast<std::size_t>(side)][std::string(board.begin(), board.end())] = move;
}

int ProofCheck::seedsOnBoard(const reference::State& s) const {
    int n = 0;
    for (int v : s.seeds)
        n += v;
    return n;
}

ProofCheck::Key ProofCheck::keyOf(const reference::State& s, int strategy) const {
    Key k;
    for (int i = 0; i < kHoles; ++i)
        k.seeds[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(s.seeds[static_cast<std::size_t>(i)]);
    k.toMove = static_cast<std::uint8_t>(s.toMove);
    k.strategy = static_cast<std::uint8_t>(strategy);
    return k;
}

// A board on which both players can only pass: they pass until the third
// occurrence, and each takes their own row. The mover's value then.
std::optional<int> ProofCheck::stuck(const reference::State& s) const {
    const std::vector<std::string> moves = ref_.moves(s);
    if (moves != std::vector<std::string>{"pass"})
        return std::nullopt;
    const reference::State after = ref_.play(s, "pass");
    if (after.over() || ref_.moves(after) != std::vector<std::string>{"pass"})
        return std::nullopt;
    return gain(s, ref_.endByRepetition(s));
}

// The best of `moves` for the mover at `s`: each move's gain minus the
// value of what follows (0 after the end; `strategy` 2: exact values,
// otherwise the bounds of that strategy).
int ProofCheck::throughMoves(const reference::State& s, const std::vector<std::string>& moves, int strategy) {
    int best = -1000;
    for (const std::string& m : moves) {
        const reference::State child = ref_.play(s, m);
        int v = gain(s, child);
        if (!child.over())
            v -= strategy == 2 ? exact(child) : bound(child, strategy);
        best = std::max(best, v);
    }
    return best;
}

int ProofCheck::exact(const reference::State& s) {
    const Key key = keyOf(s, 2);
    if (const auto it = exact_.find(key); it != exact_.end()) {
        if (!it->second.done)
            throw Refused("below a leaf a line comes back to a position of its own");
        return it->second.value;
    }
    if (const std::optional<int> v = stuck(s)) {
        exact_[key] = {*v, true};
        return *v;
    }
    exact_[key] = {0, false};
    const int v = throughMoves(s, ref_.moves(s), 2);
    exact_[key] = {v, true};
    return v;
}

int ProofCheck::bound(const reference::State& s, int strategy) {
    if (seedsOnBoard(s) <= certificate_.endgameSeeds)
        return exact(s);
    const Key key = keyOf(s, strategy);
    if (const auto it = bounds_.find(key); it != bounds_.end()) {
        if (!it->second.done)
            throw Refused("a line of the proof comes back to a position of its own");
        return it->second.value;
    }
    if (const std::optional<int> v = stuck(s)) {
        bounds_[key] = {*v, true};
        return *v;
    }
    bounds_[key] = {0, false};
    std::vector<std::string> moves = ref_.moves(s);
    if (s.toMove == strategy) {
        const auto& plan = strategy_[static_cast<std::size_t>(strategy)];
        const auto it = plan.find(moverBoard(s));
        if (it == plan.end())
            throw Refused("a position of the proof has no move of " +
                          std::string(strategy == kSouth ? "South" : "North") + "'s strategy");
        const std::string m = ringName(it->second == kPass ? kRingPass : it->second + (strategy == kSouth ? 0 : 6));
        if (std::find(moves.begin(), moves.end(), m) == moves.end())
            throw Refused("a strategy plays " + m + ", which is not legal there");
        moves = {m};
    }
    const int v = throughMoves(s, moves, strategy);
    bounds_[key] = {v, true};
    return v;
}

RootCheck ProofCheck::check(const Root& root) {
    RootCheck out;
    try {
        reference::Line line(ref_);
        std::vector<reference::State> seen{line.state()};
        for (int ring : root.line) {
            const std::string m = ringName(ring);
            out.line.push_back(m);
            const std::vector<std::string> legal = line.moves();
            if (std::find(legal.begin(), legal.end(), m) == legal.end())
                throw Refused("its line plays " + m + ", which is not legal there");
            line.play(m);
            for (const reference::State& before : seen)
                if (before.samePosition(line.state()))
                    throw Refused("its line repeats a position");
            seen.push_back(line.state());
        }
        const reference::State s = line.state();
        if (s.over())
            throw Refused("its line ends the game");
        std::vector<std::string> claimed;
        for (const RootMove& m : root.moves)
            claimed.push_back(ringName(m.ring));
        std::vector<std::string> legal = ref_.moves(s);
        std::sort(claimed.begin(), claimed.end());
        if (claimed != legal)
            throw Refused("its moves are not the legal moves there");
        for (const RootMove& m : root.moves) {
            MoveCheck c{ringName(m.ring), m.value, 0, 0};
            line.play(c.move);
            const reference::State child = line.state();
            line.undo();
            const int now = child.taken[s.toMove] - child.taken[1 - s.toMove];
            c.lower = c.upper = now;
            if (!child.over()) {
                c.lower = now - bound(child, s.toMove);
                c.upper = now - bound(child, 1 - s.toMove);
            }
            out.moves.push_back(c);
            if (c.lower != m.value || c.upper != m.value)
                out.error = "the value of " + c.move + " is not proven as claimed";
        }
    } catch (const Refused& r) {
        out.error = r.why();
    }
    return out;
}

} // namespace verify
