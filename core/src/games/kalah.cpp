// Kalah(M, N), as this program plays it (docs/rules.md, "Kalah").
//
// - 2 rows of M houses (1..6), N seeds in each (1..12), and two stores:
//   South's at the right end of the board, North's at the left end. Each
//   player owns the row nearest to them and the store to their right. A
//   store is its owner's total.
// - Legal move: any non-empty house of the mover's row. No passes.
// - Sowing: take all seeds of the house and sow them one by one
//   counter-clockwise starting in the next house, into one's own store on
//   the way but never into the opponent's, which is skipped. A lap of 2M + 1
//   seeds or more comes round to the house it started from and sows into it
//   too.
// - Another turn: when the last seed falls into the mover's store, the mover
//   moves again.
// - Capture: when the last seed falls into an empty house of the mover's row
//   and the opponent's house across holds seeds, that seed and the seeds
//   across go to the mover's store.
// - End: when the player to move has no seeds in their houses, the game is
//   over; each player adds the seeds of their own row to their store (all of
//   them the other player's). Winner: more seeds; equal is a draw.
//
// [choice] Empty capture (the option of GameId::kalah): the last seed in an
//   empty house of one's own row goes to one's store even when the house
//   across is empty. Without the option it stays.
// [choice] Repetition: none is ever needed. Every move either drops a seed
//   into the mover's store, where it stays, or moves seeds only along the
//   mover's own row towards that store; so the seeds on the board never
//   grow, and while they stay the same the seeds of each row only move
//   towards its store. No position can come back. The rule every game has
//   (the third occurrence: each player takes their own row) is the end's
//   allotment, and never fires.
#include <array>
#include <cassert>
#include <memory>

#include "games/games.hpp"
#include "mancala/playout.hpp"
#include "mancala/repetition.hpp"

namespace mancala::detail {
namespace {

// The sowing order: ring 0..M-1 are South's houses a1.. left to right, ring
// M South's store, ring M+1..2M North's houses right to left, ring 2M + 1
// North's store.
class KalahRing {
public:
    explicit KalahRing(int houses) noexcept : m_(houses) {}

    int size() const noexcept { return 2 * m_ + 2; }
    int next(int r) const noexcept { return r + 1 == size() ? 0 : r + 1; }
    int store(Side s) const noexcept { return s == Side::South ? m_ : 2 * m_ + 1; }
    // The ring index of a house, and the house of a ring index (not a store).
    int ringOf(Hole h) const noexcept {
        const int col = h / 2;
        return h % 2 == 0 ? col : 2 * m_ - col;
    }
    Hole houseAt(int r) const noexcept { return static_cast<Hole>(r < m_ ? 2 * r : 2 * (2 * m_ - r) + 1); }
    // The house across from house h: the same column, the other row.
    static Hole across(Hole h) noexcept { return static_cast<Hole>(h ^ 1); }

private:
    int m_;
};

bool rowEmpty(const Position& pos, int houses, Side s) noexcept {
    for (int col = 0; col < houses; ++col)
        if (pos.board[static_cast<std::size_t>(2 * col + index(s))] != 0)
            return false;
    return true;
}

void addToTotal(Position& pos, Side s, int n) noexcept {
    pos.totals[index(s)] = static_cast<std::uint16_t>(pos.totals[index(s)] + n);
}

class Kalah final : public Rules {
public:
    explicit Kalah(GameId id) noexcept : id_(id), ring_(id.houses()) {}

    GameId id() const noexcept override { return id_; }
    int rows() const noexcept override { return 2; }
    int cols() const noexcept override { return id_.houses(); }
    bool hasStores() const noexcept override { return true; }
    int totalSeeds() const noexcept override { return 2 * id_.houses() * id_.seeds(); }
    int repetitionLimit() const noexcept override { return 3; }

    Position initial() const override {
        Position p;
        for (int h = 0; h < holeCount(); ++h)
            p.board[static_cast<std::size_t>(h)] = static_cast<std::uint8_t>(id_.seeds());
        return p;
    }

    void legalMoves(const Position& pos, MoveList& out) const override {
        out.clear();
        if (pos.over())
            return;
        for (int col = 0; col < cols(); ++col) {
            const Hole h = hole(index(pos.toMove), col);
            if (pos.board[h] != 0)
                out.push(Move::sow(h));
        }
    }

    IllegalReason check(const Position& pos, Move m) const override {
        if (const IllegalReason why = checkOwnHole(pos, m); why != IllegalReason::None)
            return why;
        return pos.board[m.from] == 0 ? IllegalReason::Empty : IllegalReason::None;
    }

    // One byte a house in hole order (at most 12 houses of at most 144
    // seeds), then the stores and the side to move.
    PositionKey key(const Position& pos) const noexcept override {
        PositionKey k;
        for (int h = 0; h < holeCount(); ++h) {
            std::uint64_t& word = h < 8 ? k.lo : k.hi;
            word |= std::uint64_t{pos.board[static_cast<std::size_t>(h)]} << (8 * (h & 7));
        }
        k.hi |= std::uint64_t{static_cast<std::uint8_t>(pos.totals[0])} << 32 |
                std::uint64_t{static_cast<std::uint8_t>(pos.totals[1])} << 40 |
                std::uint64_t{pos.toMove == Side::North} << 56;
        return k;
    }

    // The draw of playout.hpp: every non-empty house of the mover is a
    // candidate and a legal move, so the move is the house of rank
    // below(candidates) in ascending hole order.
    int playout(Position& pos, RepetitionTracker& seen, PlayoutRandom& random) const override {
        int plies = 0;
        for (; !pos.over(); ++plies) {
            std::array<Hole, GameId::kMaxKalahHouses> houses{};
            std::uint32_t count = 0;
            for (int col = 0; col < cols(); ++col) {
                const Hole h = hole(index(pos.toMove), col);
                if (pos.board[h] != 0)
                    houses[count++] = h;
            }
            doApply(pos, Move::sow(houses[random.below(count)]), nullptr);
            arrive(*this, pos, seen);
        }
        return plies;
    }

private:
    void doApply(Position& pos, Move m, Trace* trace) const override {
        const Side mover = pos.toMove;
        const int seeds = pos.board[m.from];
        pos.board[m.from] = 0;
        appendEvent(trace, {.kind = EventKind::PickUp, .hole = m.from, .count = static_cast<std::uint8_t>(seeds)});
        const int skipped = ring_.store(opponent(mover));
        int r = ring_.ringOf(m.from);
        for (int k = 0; k < seeds; ++k) {
            r = ring_.next(r);
            if (r == skipped)
                r = ring_.next(r);
            if (r == ring_.store(mover)) {
                addToTotal(pos, mover, 1);
                appendEvent(trace, {.kind = EventKind::Store, .side = mover});
            } else {
                ++pos.board[ring_.houseAt(r)];
                appendEvent(trace, {.kind = EventKind::Drop, .hole = ring_.houseAt(r)});
            }
        }
        const bool again = r == ring_.store(mover);
        if (!again)
            captureAt(pos, ring_.houseAt(r), mover, trace);
        pos.toMove = again ? mover : opponent(mover);
        if (again)
            appendEvent(trace, {.kind = EventKind::Again, .side = mover});
        if (rowEmpty(pos, cols(), pos.toMove))
            endOwnRows(pos, EndReason::NoMoves, trace);
    }

    // The capture when the last seed fell into house `last`.
    void captureAt(Position& pos, Hole last, Side mover, Trace* trace) const {
        if (owner(last) != mover || pos.board[last] != 1)
            return;
        const Hole o = KalahRing::across(last);
        const int seized = pos.board[o];
        if (seized == 0 && !id_.emptyCapture())
            return;
        if (seized != 0)
            appendEvent(
                trace,
                {.kind = EventKind::Capture, .hole = o, .count = static_cast<std::uint8_t>(seized), .side = mover});
        appendEvent(trace, {.kind = EventKind::Capture, .hole = last, .count = 1, .side = mover});
        pos.board[o] = 0;
        pos.board[last] = 0;
        addToTotal(pos, mover, seized + 1);
    }

    // Each player adds the seeds of their own row to their store, and the
    // game is over.
    void endOwnRows(Position& pos, EndReason reason, Trace* trace) const {
        allotOwnRows(pos, trace);
        finish(pos, reason, Allotment::OwnRows, trace);
    }

    void doEndByRepetition(Position& pos, Trace* trace) const override {
        endOwnRows(pos, EndReason::Repetition, trace);
    }

public:
    EndReason endAt(const Position& pos) const noexcept override {
        return rowEmpty(pos, cols(), pos.toMove) ? EndReason::NoMoves : EndReason::None;
    }

private:
    GameId id_;
    KalahRing ring_;
};

} // namespace

const Rules& kalahRules(GameId id) noexcept {
    assert(id.family() == GameFamily::Kalah && GameId::kalahInRange(id.houses(), id.seeds()));
    constexpr int kHouses = GameId::kMaxKalahHouses;
    constexpr int kSeeds = GameId::kMaxKalahSeeds;
    // Every size and option, made once (a function-local static is made by
    // one thread, whichever asks first).
    static const auto all = [] {
        std::array<std::unique_ptr<Kalah>, 2 * kHouses * kSeeds> made;
        for (int i = 0; i < static_cast<int>(made.size()); ++i)
            made[static_cast<std::size_t>(i)] =
                std::make_unique<Kalah>(GameId::kalah(i / (2 * kSeeds) + 1, i / 2 % kSeeds + 1, i % 2 == 1));
        return made;
    }();
    const int i = ((id.houses() - 1) * kSeeds + id.seeds() - 1) * 2 + (id.emptyCapture() ? 1 : 0);
    return *all[static_cast<std::size_t>(i)];
}

} // namespace mancala::detail
