// Tihbat (seed 003), as this program plays it.
//
// - 2 x 2 holes, no stores, 7 counters in each hole (28). South owns a1 and
//   b1, North owns a2 and b2. South moves first.
// - Legal move: any non-empty hole of the mover's two. A single counter is a
//   legal waiting move: it drops straight back into its hole.
// - Sowing: one lap, no relay. Take all counters of the hole, drop the first
//   back into the emptied hole, then one into each following hole
//   counter-clockwise (a1 -> b1 -> b2 -> a2 -> a1), round and round while
//   counters remain.
// - Capture: only if the last counter fell into one of the mover's own holes
//   and that hole now holds exactly 2, 4, 6 or 8 counters: all of them go to
//   the mover's total. Landing on the opponent's side never captures.
// - No move: a player whose two holes are empty passes.
// - End: when a position (board and side to move) occurs for the
//   second time; then the counters left on the board are split equally
//   between the players (captures are even, so the remainder is even).
//   docs/rules.md also ends the game when every counter is captured, but that
//   can never happen: a sowing of two or more counters leaves one in the
//   emptied hole and one in the next, and a capture empties only one hole,
//   while a single counter falls back alone and 1 never captures. So the board
//   never empties and every game ends by repetition.
// - Winner: more counters captured; equal is a draw.
//
// [choice] The equal split of a repetition is made hole by hole: each player
// first takes the counters of their own holes (a1 b1 for South, a2 b2 for
// North, in hole order) up to half of the remainder; counters beyond a
// player's half go to the other player, so a hole may be split between both.
#include <algorithm>

#include "games/games.hpp"
#include "mancala/playout.hpp"
#include "games/tihbat_board.hpp"

namespace mancala::detail {
namespace {

using namespace tihbat;

class Tihbat final : public Rules {
public:
    GameId id() const noexcept override { return GameId::Tihbat; }
    int rows() const noexcept override { return 2; }
    int cols() const noexcept override { return 2; }
    int totalSeeds() const noexcept override { return kTotal; }
    int repetitionLimit() const noexcept override { return 2; }

    Position initial() const override {
        Position pos;
        std::fill_n(pos.board.begin(), kHoles, std::uint8_t{7});
        return pos;
    }

    void legalMoves(const Position& pos, MoveList& out) const override {
        out.clear();
        if (pos.over())
            return;
        const Hole first = static_cast<Hole>(index(pos.toMove));
        for (Hole h = first; h < kHoles; h = static_cast<Hole>(h + 2))
            if (pos.board[h] != 0)
                out.push(Move::sow(h));
        if (out.empty())
            out.push(Move::pass());
    }

    IllegalReason check(const Position& pos, Move m) const override {
        if (pos.over())
            return IllegalReason::GameOver;
        if (m.isPass())
            return canMove(pos) ? IllegalReason::MustMove : IllegalReason::None;
        if (m.from >= kHoles)
            return IllegalReason::NotAHole;
        if (!ownedBy(m.from, pos.toMove))
            return IllegalReason::NotYourHole;
        if (pos.board[m.from] == 0)
            return IllegalReason::Empty;
        if (m.to != kNoHole)
            return IllegalReason::WrongDestination;
        return IllegalReason::None;
    }

    PositionKey key(const Position& pos) const noexcept override {
        return positionKey(ringOf(pos.board), totalsWord(pos.totals[0], pos.totals[1]), pos.toMove);
    }

    // The fast path: the four holes held in one register in sowing order,
    // every non-empty hole of the mover a legal move (drawn at once), sown
    // and keyed as the rules sow and key.
    int playout(Position& pos, RepetitionTracker& seen, PlayoutRandom& shared) const override {
        if (pos.over())
            return 0;
        PlayoutRandom random = shared; // in registers; handed back at the end
        Ring ring = ringOf(pos.board);
        std::uint64_t totals = totalsWord(pos.totals[0], pos.totals[1]);
        Side mover = pos.toMove;
        int plies = 0;
        for (;; ++plies) {
            // The mover's holes in hole order: South a1 b1 (ring 0, 1), North a2 b2 (ring 3, 2).
            const int first = mover == Side::South ? 0 : 3;
            const int second = mover == Side::South ? 1 : 2;
            const std::uint32_t candidates =
                ((ring >> (8 * first)) & 0xFF ? 1u : 0u) | ((ring >> (8 * second)) & 0xFF ? 2u : 0u);
            if (candidates != 0) {
                // first or second by the drawn bit, without a branch (see sowRing)
                const int from = first ^ ((first ^ second) & -random.drawBitOfByte(candidates));
                totals += static_cast<std::uint64_t>(sowRing(ring, from, mover)) << (32 + 8 * index(mover));
            }
            mover = opponent(mover);
            if (!seen.pushBelow(positionKey(ring, totals, mover),
                                static_cast<int>(((totals >> 32) & 0xFF) + ((totals >> 40) & 0xFF)), repetitionLimit()))
                break;
        }
        shared = random;
        store(ring, pos.board);
        pos.totals = {static_cast<std::uint16_t>((totals >> 32) & 0xFF),
                      static_cast<std::uint16_t>((totals >> 40) & 0xFF)};
        pos.toMove = mover;
        doEndByRepetition(pos, nullptr);
        return plies + 1;
    }

private:
    void doApply(Position& pos, Move m, Trace* trace) const override {
        const Side mover = pos.toMove;
        pos.toMove = opponent(mover);
        if (m.isPass()) {
            if (trace)
                trace->push_back(Event{.kind = EventKind::Pass, .side = mover});
            return;
        }
        const Hole from = m.from;
        if (trace) {
            const int count = pos.board[from];
            trace->push_back(Event{.kind = EventKind::PickUp, .hole = from, .count = static_cast<std::uint8_t>(count)});
            for (int i = 0; i < count; ++i)
                trace->push_back(Event{.kind = EventKind::Drop, .hole = kCycleFrom[from][i % kHoles]});
        }
        const Sowing sown = sow(pos.board, from, mover);
        if (sown.captured != 0) {
            pos.totals[index(mover)] = static_cast<std::uint16_t>(pos.totals[index(mover)] + sown.captured);
            if (trace)
                trace->push_back(Event{.kind = EventKind::Capture,
                                       .hole = sown.last,
                                       .count = static_cast<std::uint8_t>(sown.captured),
                                       .side = mover});
        }
    }

public:
    // A player without a sowing passes, and only the repetition ends the game.
    EndReason endAt(const Position&) const noexcept override { return EndReason::None; }

private:
    void doEndByRepetition(Position& pos, Trace* trace) const override {
        const int left = kTotal - pos.totals[0] - pos.totals[1];
        std::array<int, 2> share{left / 2, left - left / 2};
        for (Hole h = 0; h < kHoles; ++h) {
            const int n = pos.board[h];
            const Side own = ownedBy(h, Side::South) ? Side::South : Side::North;
            const int mine = std::min(n, share[index(own)]);
            allot(pos, h, mine, own, trace);
            share[index(own)] -= mine;
            allot(pos, h, n - mine, opponent(own), trace);
            share[index(opponent(own))] -= n - mine;
        }
        finish(pos, EndReason::Repetition, Allotment::SplitEqually, trace);
    }

    static bool canMove(const Position& pos) noexcept {
        const int first = index(pos.toMove);
        return pos.board[first] != 0 || pos.board[first + 2] != 0;
    }

    static void allot(Position& pos, Hole h, int n, Side side, Trace* trace) noexcept {
        if (n == 0)
            return;
        pos.board[h] = static_cast<std::uint8_t>(pos.board[h] - n);
        pos.totals[index(side)] = static_cast<std::uint16_t>(pos.totals[index(side)] + n);
        if (trace)
            trace->push_back(
                Event{.kind = EventKind::Allot, .hole = h, .count = static_cast<std::uint8_t>(n), .side = side});
    }
};

} // namespace

const Rules& tihbatRules() noexcept {
    static const Tihbat rules;
    return rules;
}

} // namespace mancala::detail
