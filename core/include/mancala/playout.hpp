// Uniformly random playouts: a game played to its end with a random legal
// move at every ply, under the repetition rule, on the fast path (no trace).
// `mancala-cli bench` measures them; the tests check them against the
// reference below.
//
// The draw. The candidates of a position are the mover's holes whose move
// passes every test short of working out the sowing (Rules::check answers
// None, NeverEnds or DoesNotFeed), in ascending hole order. One candidate is
// drawn uniformly; if its move is legal it is played, otherwise it leaves the
// candidates and another is drawn. So every legal move is equally likely, and
// a relay is worked out once for the move played instead of once for every
// candidate. No candidate left: the mover passes (Djenon-aboure, Tihbat; in
// Ayoayo and Bao la Kimasai a mover that cannot move has already lost).
#pragma once

#include <bit>
#include <cstdint>

#include "mancala/repetition.hpp"
#include "mancala/rules.hpp"

namespace mancala {

namespace detail {
// kBitOfRank.table[b][r]: the index of the set bit of rank r in the byte b;
// count[b]: its set bits.
struct BitOfRank {
    std::uint8_t table[256][8]{};
    std::uint8_t count[256]{};
    constexpr BitOfRank() {
        for (int b = 0; b < 256; ++b) {
            int r = 0;
            for (int i = 0; i < 8; ++i)
                if (b >> i & 1)
                    table[b][r++] = static_cast<std::uint8_t>(i);
            count[b] = static_cast<std::uint8_t>(r);
        }
    }
};
inline constexpr BitOfRank kBitOfRank{};

// Whether this processor counts bits (POPCNT) and deposits them (PDEP)
// in one fast instruction each: x86-64 with BMI2, except the AMD family 17h
// (Zen 1 and 2), whose PDEP is microcoded and slow.
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
inline const bool kFastBitSelect = [] {
    __builtin_cpu_init();
    return __builtin_cpu_supports("popcnt") && __builtin_cpu_supports("bmi2") && !__builtin_cpu_is("amdfam17h");
}();
#endif
} // namespace detail

// xoshiro256** (Blackman and Vigna), seeded through splitmix64.
class PlayoutRandom {
public:
    explicit PlayoutRandom(std::uint64_t seed) noexcept {
        for (std::uint64_t& word : s_) {
            seed += detail::kGoldenGamma;
            word = detail::mix(seed);
        }
    }

    std::uint64_t next() noexcept {
        const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
        const std::uint64_t t = s_[1] << 17;
        s_[2] ^= s_[0];
        s_[3] ^= s_[1];
        s_[1] ^= s_[2];
        s_[0] ^= s_[3];
        s_[2] ^= t;
        s_[3] = rotl(s_[3], 45);
        return result;
    }

    // Uniform in [0, n), n > 0: Lemire's multiply-and-reject, no bias; the
    // division is only needed in the rare case the low word is small.
    std::uint32_t below(std::uint32_t n) noexcept {
        std::uint64_t product = std::uint64_t{static_cast<std::uint32_t>(next() >> 32)} * n;
        if (static_cast<std::uint32_t>(product) < n) {
            const std::uint32_t limit = static_cast<std::uint32_t>(-n) % n; // 2^32 mod n
            while (static_cast<std::uint32_t>(product) < limit)
                product = std::uint64_t{static_cast<std::uint32_t>(next() >> 32)} * n;
        }
        return static_cast<std::uint32_t>(product >> 32);
    }

    // The index of a set bit of `mask` (not 0), each equally likely: the set
    // bit of rank below(number of set bits) in ascending order.
    int drawBit(std::uint64_t mask) noexcept {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
        // The same draw in three instructions where the processor has them
        // (instructions the baseline x86-64 target may not assume: asm).
        if (detail::kFastBitSelect) {
            std::uint64_t n;
            asm("popcnt %1, %0" : "=r"(n) : "r"(mask) : "cc");
            std::uint64_t bit;
            asm("pdep %2, %1, %0"
                : "=r"(bit)
                : "r"(std::uint64_t{1} << below(static_cast<std::uint32_t>(n))), "r"(mask));
            return std::countr_zero(bit);
        }
#endif
        return bitOfRank(mask, below(bitCount(mask)));
    }

    // drawBit() of a mask of at most eight bits, by table.
    int drawBitOfByte(std::uint32_t mask) noexcept {
        return detail::kBitOfRank.table[mask][below(detail::kBitOfRank.count[mask])];
    }

    // The portable parts of drawBit(), without branches: the set bits of
    // `mask`, and the index of its set bit of rank k (k < bitCount(mask)),
    // found from the running sums of the bytes' bit counts.
    static constexpr std::uint64_t byteCounts(std::uint64_t mask) noexcept {
        std::uint64_t c = mask - ((mask >> 1) & 0x5555'5555'5555'5555ull);
        c = (c & 0x3333'3333'3333'3333ull) + ((c >> 2) & 0x3333'3333'3333'3333ull);
        return (c + (c >> 4)) & 0x0F0F'0F0F'0F0F'0F0Full;
    }
    static constexpr std::uint32_t bitCount(std::uint64_t mask) noexcept {
        return static_cast<std::uint32_t>((byteCounts(mask) * kOnes) >> 56);
    }
    static constexpr int bitOfRank(std::uint64_t mask, std::uint32_t k) noexcept {
        const std::uint64_t sums = byteCounts(mask) * kOnes; // byte i: the bits of bytes 0..i (at most 64)
        // The first byte whose running sum exceeds k.
        const std::uint64_t above = ((sums | (kOnes << 7)) - (k + 1) * kOnes) & (kOnes << 7);
        const int byte = std::countr_zero(above) & ~7;
        const auto before = static_cast<std::uint32_t>(((sums << 8) >> byte) & 0xFF);
        return byte + detail::kBitOfRank.table[(mask >> byte) & 0xFF][k - before];
    }

private:
    static constexpr std::uint64_t kOnes = 0x0101'0101'0101'0101ull;
    static std::uint64_t rotl(std::uint64_t x, int k) noexcept {
        return (x << k) | (x >> (64 - k));
    }
    std::uint64_t s_[4];
};

// Plays `pos` to its end by the draw above (precondition: `seen` holds the
// positions of the game so far, `pos` last, as for advance(); the positions
// of the playout are pushed onto it). Returns the plies played. The game's
// own fast path (Rules::playout); exactly the game that drawing the move by
// Rules::check and playing it by advance() at every ply plays from the same
// position, history and random state (the tests' reference playout,
// tests/core/playout_draw.hpp).
inline int randomPlayout(const Rules& rules, Position& pos, RepetitionTracker& seen, PlayoutRandom& random) {
    return rules.playout(pos, seen, random);
}

} // namespace mancala
