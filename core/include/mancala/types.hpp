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

// The game families. A family names a game's rules; Kalah's also take a
// size and an option (see GameId).
enum class GameFamily : std::uint8_t { DjenonAboure, Ayoayo, Tihbat, BaoLaKimasai, Kalah, Oware };
inline constexpr std::array<GameFamily, 6> kAllFamilies{GameFamily::DjenonAboure, GameFamily::Ayoayo,
                                                        GameFamily::Tihbat,       GameFamily::BaoLaKimasai,
                                                        GameFamily::Kalah,        GameFamily::Oware};

// Exactly which rules are played: the family and, for Kalah, the houses a
// side (1..kMaxKalahHouses), the seeds a house (1..kMaxKalahSeeds) and the
// empty-capture option. A small value, compared and ordered field by field;
// its one spelling is gameIdString() ("ayoayo", "kalah-6-4",
// "kalah-6-4-empty-capture"), in records, settings and on the command line.
class GameId {
public:
    static constexpr int kMaxKalahHouses = 6;
    static constexpr int kMaxKalahSeeds = 12;

    // Djenon-aboure.
    constexpr GameId() noexcept = default;
    // Kalah(houses, seeds); precondition: both in range (kalahInRange).
    static constexpr GameId kalah(int houses, int seeds, bool emptyCapture) noexcept {
        GameId g(GameFamily::Kalah);
        g.houses_ = static_cast<std::uint8_t>(houses);
        g.seeds_ = static_cast<std::uint8_t>(seeds);
        g.emptyCapture_ = emptyCapture;
        return g;
    }
    static constexpr bool kalahInRange(int houses, int seeds) noexcept {
        return houses >= 1 && houses <= kMaxKalahHouses && seeds >= 1 && seeds <= kMaxKalahSeeds;
    }

    constexpr GameFamily family() const noexcept { return family_; }
    // Kalah's size and option (0, 0 and false for the other families).
    constexpr int houses() const noexcept { return houses_; }
    constexpr int seeds() const noexcept { return seeds_; }
    constexpr bool emptyCapture() const noexcept { return emptyCapture_; }

    // The games of each family as the app starts them (Kalah: 6 houses of 4
    // seeds, the standard capture rule).
    static const GameId DjenonAboure;
    static const GameId Ayoayo;
    static const GameId Tihbat;
    static const GameId BaoLaKimasai;
    static const GameId Kalah;
    static const GameId Oware;

    friend constexpr auto operator<=>(const GameId&, const GameId&) = default;

private:
    constexpr explicit GameId(GameFamily family) noexcept : family_(family) {}
    GameFamily family_ = GameFamily::DjenonAboure;
    std::uint8_t houses_ = 0;
    std::uint8_t seeds_ = 0;
    bool emptyCapture_ = false;
};

inline constexpr GameId GameId::DjenonAboure{GameFamily::DjenonAboure};
inline constexpr GameId GameId::Ayoayo{GameFamily::Ayoayo};
inline constexpr GameId GameId::Tihbat{GameFamily::Tihbat};
inline constexpr GameId GameId::BaoLaKimasai{GameFamily::BaoLaKimasai};
inline constexpr GameId GameId::Kalah = GameId::kalah(6, 4, false);
inline constexpr GameId GameId::Oware{GameFamily::Oware};

// Every family's game as it starts (familyDefault), in the menus' order.
inline constexpr std::array<GameId, 6> kAllGames{GameId::DjenonAboure, GameId::Ayoayo, GameId::Tihbat,
                                                 GameId::BaoLaKimasai, GameId::Kalah,  GameId::Oware};

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
    NoMoves,       // the player to move could not move (Ayoayo, Bao la Kimasai, Kalah, Oware)
    NoStones,      // Bao la Kimasai: a player lost every stone
    Repetition,    // the repetition rule of the game
    AllSingletons, // Djenon-aboure: no hole holds more than one seed
    Majority,      // Oware: a player has captured more than half the seeds (25 of 48)
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
