// The immutable rules object of one game (one instance per game, see
// rulesFor()). All rule code lives behind this interface: the public,
// non-virtual apply() and endByRepetition() check their preconditions and
// results (in debug builds) around the games' private doApply() and
// doEndByRepetition(). A move from outside (a click, a record) is checked
// once, by checked(), and goes on as a CheckedMove, which apply() plays
// without checking it again. The repetition rule is repetition.hpp's, the
// history the Game's.
#pragma once

#include <array>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <new>
#include <optional>
#include <string_view>
#include <type_traits>
#include <utility>

#include "mancala/trace.hpp"
#include "mancala/types.hpp"

namespace mancala {

class PlayoutRandom;
class RepetitionTracker;

enum class IllegalReason : std::uint8_t {
    None,                // legal
    GameOver,            // the game has ended
    NotAHole,            // the hole does not exist on this board
    NotYourHole,         // the hole (or stone) belongs to the opponent
    Empty,               // nothing to sow / no stone there
    Singleton,           // Djenon-aboure: a single seed never moves
    NeverEnds,           // relay sowing from there would never end
    DoesNotFeed,         // Ayoayo: the opponent's row is empty and this move leaves it empty
    DestinationOccupied, // Bao la Kimasai: the next hole is occupied
    WrongDestination,    // Bao la Kimasai: a stone only steps to the next hole clockwise
    MustMove,            // a pass while a move is possible
};

// Fixed-capacity list of moves (at most 24 in any game).
class MoveList {
public:
    static constexpr int kCapacity = 24;
    void clear() noexcept { size_ = 0; }
    void push(Move m) noexcept { moves_[size_++] = m; }
    int size() const noexcept { return size_; }
    bool empty() const noexcept { return size_ == 0; }
    Move operator[](int i) const noexcept { return moves_[i]; }
    const Move* begin() const noexcept { return moves_.data(); }
    const Move* end() const noexcept { return moves_.data() + size_; }

private:
    std::array<Move, kCapacity> moves_{};
    int size_ = 0;
};

// A legal move and the position Rules::apply() makes of it (before the
// repetition rule, which is the caller's).
struct Successor {
    Successor(const Position& p, Move m) noexcept : pos(p), move(m) {}
    Position pos;
    Move move;
};

// Fixed-capacity list of successors, as MoveList. Its storage is left
// unwritten until pushed (a node of the search or of perft makes one), as a
// std::vector's is.
class SuccessorList {
public:
    static constexpr int kCapacity = MoveList::kCapacity;
    SuccessorList() noexcept {}
    SuccessorList(const SuccessorList&) = delete;
    SuccessorList& operator=(const SuccessorList&) = delete;

    void clear() noexcept { size_ = 0; }
    // Appends a successor of move `m` from `pos` and returns its position,
    // for the caller to play the move on.
    Position& push(Move m, const Position& pos) noexcept {
        assert(size_ < kCapacity);
        return std::construct_at(data() + size_++, pos, m)->pos;
    }
    int size() const noexcept { return size_; }
    bool empty() const noexcept { return size_ == 0; }
    const Successor& operator[](int i) const noexcept { return data()[i]; }
    // The position of successor i, for its holder to go on with (the
    // repetition rule may end the game there).
    Position& position(int i) noexcept { return data()[i].pos; }
    const Successor* begin() const noexcept { return data(); }
    const Successor* end() const noexcept { return data() + size_; }

private:
    static_assert(std::is_trivially_copyable_v<Successor> && std::is_trivially_destructible_v<Successor>);
    Successor* data() noexcept { return std::launder(reinterpret_cast<Successor*>(storage_)); }
    const Successor* data() const noexcept { return std::launder(reinterpret_cast<const Successor*>(storage_)); }
    alignas(Successor) std::byte storage_[kCapacity * sizeof(Successor)];
    int size_ = 0;
};

// The invariants of a position, by the one that is broken.
enum class PositionFault : std::uint8_t {
    None,
    SeedInUnusedHole,  // a hole beyond holeCount() holds something
    HoleOverCapacity,  // Bao la Kimasai: a hole holds more than one stone
    SeedsNotConserved, // board and totals do not add up to totalSeeds()
    EndWithoutWinner,  // the game is over but has no winner (or a winner while it goes on)
};

class Rules;

// The verdict of Rules::checked() on one move in one position: the move, why
// it is illegal (IllegalReason::None: it is legal) and the position it was
// checked in. Only Rules::checked() makes one, so a legal CheckedMove has
// been checked exactly once; apply(), Game::play and GameSession::play take
// it as it is.
class CheckedMove {
public:
    Move move() const noexcept { return move_; }
    IllegalReason reason() const noexcept { return reason_; }
    bool legal() const noexcept { return reason_ == IllegalReason::None; }
    // The key of the position it was checked in (Rules::key).
    const PositionKey& checkedIn() const noexcept { return at_; }

private:
    friend class Rules;
    CheckedMove(Move move, IllegalReason reason, const PositionKey& at) noexcept
        : move_(move), reason_(reason), at_(at) {}
    Move move_;
    IllegalReason reason_;
    PositionKey at_;
};

class Rules {
public:
    virtual ~Rules() = default;
    Rules() = default;
    Rules(const Rules&) = delete;
    Rules& operator=(const Rules&) = delete;

    virtual GameId id() const noexcept = 0;
    virtual int rows() const noexcept = 0;
    virtual int cols() const noexcept = 0;
    virtual bool hasStores() const noexcept { return false; }
    virtual int totalSeeds() const noexcept = 0;
    // Third (Djenon-aboure, Ayoayo, Oware, Kalah) or second (Tihbat, Bao) occurrence ends the game.
    virtual int repetitionLimit() const noexcept = 0;

    int holeCount() const noexcept { return rows() * cols(); }
    Hole hole(int row, int col) const noexcept { return static_cast<Hole>(col * rows() + row); }
    int rowOf(Hole h) const noexcept { return h % rows(); }
    int colOf(Hole h) const noexcept { return h / rows(); }
    // The owner of a hole: the lower half of the rows is South's.
    Side owner(Hole h) const noexcept { return ownerOfRow(rows(), rowOf(h)); }
    // The owner of the holes of row `row` of a board of `rowCount` rows.
    static constexpr Side ownerOfRow(int rowCount, int row) noexcept {
        return row < rowCount / 2 ? Side::South : Side::North;
    }

    virtual Position initial() const = 0;

    // The full move for a hole: a sowing move, or in Bao la Kimasai the step to
    // the forced destination (kNoHole destination if there is none).
    virtual Move moveFrom(Hole from) const noexcept { return Move::sow(from); }

    // Legal moves in ascending order. {pass} when the mover must pass; empty
    // exactly when the game is over.
    virtual void legalMoves(const Position& pos, MoveList& out) const = 0;

    // Why `m` is illegal in `pos`, or IllegalReason::None.
    virtual IllegalReason check(const Position& pos, Move m) const = 0;

    // check() once, its verdict kept with the move for apply() (the way in
    // of a move from outside: a person's click, a record, Game::play).
    CheckedMove checked(const Position& pos, Move m) const { return {m, check(pos, m), key(pos)}; }

    // Applies a legal move (precondition: check() == None, so the game is not
    // over): sowing, captures, the turn change, and the end of the game when
    // the position says so (with the end-of-game allotment). The repetition
    // rule is not the game's: see applyMove() in repetition.hpp. Appends the
    // events to `trace` unless it is null (the fast path). Debug builds assert
    // the precondition and that the result breaks no invariant
    // (positionFault); Release builds go straight to the game's code.
    void apply(Position& pos, Move m, Trace* trace) const {
        assert(check(pos, m) == IllegalReason::None && "Rules::apply: an illegal move");
        doApply(pos, m, trace);
        assert(positionFault(pos) == PositionFault::None && "Rules::apply: a broken invariant");
    }

    // Applies a move checked() found legal in `pos`, without checking it
    // again (debug builds assert that it is legal and was checked in this
    // position, and the result's invariants, as above).
    void apply(Position& pos, const CheckedMove& m, Trace* trace) const {
        assert(m.legal() && "Rules::apply: an illegal move");
        assert(m.checkedIn() == key(pos) && "Rules::apply: a move checked in another position");
        doApply(pos, m.move(), trace);
        assert(positionFault(pos) == PositionFault::None && "Rules::apply: a broken invariant");
    }

    // Ends the game by the repetition rule (precondition: the game is not
    // over): allotment and result as the game says. Appends Allot/End events
    // to `trace` unless it is null. Checked as apply() is.
    void endByRepetition(Position& pos, Trace* trace) const {
        assert(!pos.over() && "Rules::endByRepetition: the game is over");
        doEndByRepetition(pos, trace);
        assert(positionFault(pos) == PositionFault::None && "Rules::endByRepetition: a broken invariant");
    }

    // Every legal move of `pos` with the position it leads to: legalMoves()
    // (same moves, same order; empty exactly when the game is over) and
    // apply() without a trace, in one pass, so that a game whose legality
    // needs the sowing works each one out once. The search and perft expand
    // their nodes with it; debug builds check each position as apply() does.
    void successors(const Position& pos, SuccessorList& out) const {
        doSuccessors(pos, out);
#ifndef NDEBUG
        for (const Successor& s : out)
            assert(positionFault(s.pos) == PositionFault::None && "Rules::successors: a broken invariant");
#endif
    }

    // Exact key of a position (board, totals, side to move), in the game's
    // one layout, which its fast playout builds too.
    virtual PositionKey key(const Position& pos) const noexcept = 0;

    // A uniformly random playout of `pos` to its end (playout.hpp: call it
    // through randomPlayout()): the game's fast path, on the board code its
    // rules use, playing exactly the game of the draw by check() and advance()
    // at every ply (the tests' reference playout).
    virtual int playout(Position& pos, RepetitionTracker& seen, PlayoutRandom& random) const = 0;

    // How the game stands at `pos` (not over) as if a move had just left it
    // there: the end its rules give it (the side to move cannot move,
    // Djenon-aboure's singletons, Oware's majority, Bao la Kimasai's player
    // without stones), or EndReason::None when it goes on. Each game asks
    // the predicates its moves end the game by. A position set up by hand is
    // played only where this is None (setup.hpp).
    virtual EndReason endAt(const Position& pos) const noexcept = 0;

    // The first invariant `pos` breaks (None: it keeps them all); checked in
    // debug builds after every move, and by the tests.
    PositionFault positionFault(const Position& pos) const noexcept;
    bool positionIsOk(const Position& pos) const noexcept {
        return positionFault(pos) == PositionFault::None;
    }

protected:
    // The checks of a game without passes before its own: the game goes on,
    // the move names a hole of this board, it is no pass (a mover who cannot
    // move has already lost or the game is over), the hole is the mover's.
    // None when all pass.
    IllegalReason checkOwnHole(const Position& pos, Move m) const noexcept;

    // The end-of-game allotment where each player takes the seeds of their
    // own row, in ascending hole order (Allot events); the board is left
    // empty. Inline: a game's fast playout ends with it, and there its rules'
    // rows() and cols() are known.
    void allotOwnRows(Position& pos, Trace* trace) const noexcept {
        // At the end of every playout: the rules asked once, the holes in
        // ascending order column by column.
        const int rowCount = rows();
        const int colCount = cols();
        std::array<int, 2> taken{};
        for (int col = 0, h = 0; col < colCount; ++col)
            for (int row = 0; row < rowCount; ++row, ++h) {
                const auto n = std::exchange(pos.board[static_cast<std::size_t>(h)], std::uint8_t{0});
                const Side s = ownerOfRow(rowCount, row);
                taken[index(s)] += n;
                if (trace != nullptr && n != 0)
                    trace->push_back(
                        Event{.kind = EventKind::Allot, .hole = static_cast<Hole>(h), .count = n, .side = s});
            }
        for (const Side s : {Side::South, Side::North})
            pos.totals[index(s)] = static_cast<std::uint16_t>(pos.totals[index(s)] + taken[index(s)]);
    }

    // Sets end, winner from the totals (more wins, equal draws) and appends
    // End, which names the allotment the game made of the seeds left.
    static void finish(Position& pos, EndReason reason, Allotment allotment, Trace* trace) noexcept;
    // Sets end and an explicit winner and appends End (nothing allotted).
    static void finish(Position& pos, EndReason reason, Winner winner, Trace* trace) noexcept;

private:
    // The games' own code behind apply() and endByRepetition(), called only
    // when their preconditions hold.
    virtual void doApply(Position& pos, Move m, Trace* trace) const = 0;
    virtual void doEndByRepetition(Position& pos, Trace* trace) const = 0;
    // Behind successors(): by default legalMoves() and doApply() of each move.
    virtual void doSuccessors(const Position& pos, SuccessorList& out) const;
};

// The rules of `id` (one object for each GameId, made once and kept).
const Rules& rulesFor(GameId id) noexcept;
// The one spelling of a game: "djenon-aboure", "ayoayo", "tihbat",
// "bao-la-kimasai", "kalah-M-N", "kalah-M-N-empty-capture", "oware".
std::string_view gameIdString(GameId id) noexcept;
// The game a spelling names (exactly gameIdString's; nullopt otherwise).
std::optional<GameId> gameFromString(std::string_view id) noexcept;
// The game a family's menu entry starts (Kalah: kalah-6-4), and the name of
// a family ("kalah"; the other families: their game's id).
GameId familyDefault(GameFamily family) noexcept;
std::string_view familyString(GameFamily family) noexcept;

} // namespace mancala
