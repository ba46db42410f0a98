// Basic value types shared by every game: sides, holes, moves, positions.
#pragma once

#include <array>
#include <compare>
#include <cstdint>

namespace mancala {

enum class Side : std::uint8_t { South = 0, North = 1 };

constexpr Side opponent(Side s) noexcept {
    return s == Side::South ? Side::North : Side::South;
}
constexpr int index(Side s) noexcept {
    return static_cast<int>(s);
}

enum class GameId : std::uint8_t { DjenonAboure, Ayoayo, Tihbat, BaoLaKimasai };
inline constexpr std::array<GameId, 4> kAllGames{GameId::DjenonAboure, GameId::Ayoayo, GameId::Tihbat,
                                                 GameId::BaoLaKimasai};

// A hole is numbered column-major: hole = col * rows + row, where col 0 is the
// column letter 'a' (South's left) and row 0 is the row digit '1' (South's
// edge). So numeric order equals the string order of hole names (a1 < a2 < b1).
using Hole = std::uint8_t;
inline constexpr Hole kNoHole = 0xFF;
inline constexpr int kMaxHoles = 48;

// A move: the hole sown from (or the stone moved) and, in Bao la Kimasai, the
// destination. A pass has from == kNoHole. Ordering equals the string order of
// the notation ("a1" < "b1" < "pass"; "a1-a2" < "a2-b2").
struct Move {
    Hole from = kNoHole;
    Hole to = kNoHole;

    static constexpr Move pass() noexcept { return {}; }
    static constexpr Move sow(Hole h) noexcept { return {h, kNoHole}; }
    static constexpr Move step(Hole from, Hole to) noexcept { return {from, to}; }
    constexpr bool isPass() const noexcept { return from == kNoHole; }
    friend constexpr auto operator<=>(const Move&, const Move&) = default;
};

enum class EndReason : std::uint8_t {
    None,          // the game goes on
    NoMoves,       // a player could not move (Ayoayo, Bao la Kimasai)
    NoStones,      // Bao la Kimasai: a player lost every stone
    Repetition,    // the repetition rule of the game
    AllSingletons, // Djenon-aboure: no hole holds more than one seed
};

enum class Winner : std::uint8_t { None, South, North, Draw };

// A small copyable position value. Boards of every game fit in 48 holes; the
// unused tail stays zero so that equality and keys are plain comparisons.
struct Position {
    std::array<std::uint8_t, kMaxHoles> board{};
    std::array<std::uint16_t, 2> totals{}; // captured seeds (Ayoayo: store contents), by Side
    Side toMove = Side::South;
    EndReason end = EndReason::None;
    Winner winner = Winner::None;

    constexpr bool over() const noexcept { return end != EndReason::None; }
    friend bool operator==(const Position&, const Position&) = default;
};

// Exact identity of a position for the repetition rules (board, totals and
// side to move packed without loss). Equal keys <=> equal positions.
struct PositionKey {
    std::uint64_t hi = 0;
    std::uint64_t lo = 0;
    friend constexpr bool operator==(const PositionKey&, const PositionKey&) = default;
};

namespace detail {
// splitmix64's finaliser: every bit of `x` into every bit of the result. The
// core's one hash of words: the search's table (hashOf) and random numbers,
// the playouts' seeding.
constexpr std::uint64_t mix(std::uint64_t x) noexcept {
    x ^= x >> 30;
    x *= 0xBF58476D1CE4E5B9ull;
    x ^= x >> 27;
    x *= 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}
// splitmix64's increment (the golden ratio), the step between its states.
constexpr std::uint64_t kGoldenGamma = 0x9E3779B97F4A7C15ull;
} // namespace detail

} // namespace mancala
