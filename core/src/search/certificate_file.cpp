// The bytes of a certificate (solve.hpp; docs/certificate-format.md, which
// is binding). Little-endian:
//
//     0  "MNCLCERT"        magic
//     8  u32 version       kCertificateFormatVersion
//    12  u8 game           1 Djenon-aboure, 2 Ayoayo
//    13  u8 seeds          the leaves: positions with at most this many seeds on the board
//    14  u16 roots
//    16  u32 South's strategy moves
//    20  u32 North's strategy moves
//    24  u64 checksum      FNV-1a (64-bit, byte by byte) of bytes 0..23 and 32..end
//    32  the roots, each: u8 plies, that many moves from the start; u8 moves,
//        that many (move, i8 value) pairs. A move is a ring hole, a1..f1 = 0..5,
//        f2..a2 = 6..11, or 12 a pass.
//        then South's strategy, then North's: 13 bytes a move, the board seen
//        from the mover (12 holes, endgameBoard()) and the hole of the mover's
//        row, 0..5 from the mover's first hole, or 6 a pass; boards in
//        increasing order.
#include <algorithm>
#include <array>
#include <cstring>

#include "mancala/solve.hpp"
#include "endgames/byte_order.hpp"

namespace mancala {
namespace {

constexpr std::array<char, 8> kMagic{'M', 'N', 'C', 'L', 'C', 'E', 'R', 'T'};
constexpr std::size_t kHeaderBytes = 32;
constexpr std::size_t kSummedHeaderBytes = 24;
constexpr std::size_t kStrategyBytes = kEndgameHoles + 1;
constexpr std::uint8_t kRingPass = 12;
constexpr int kMaxBoardSeeds = 48;

std::uint64_t fnv(std::uint64_t h, std::span<const std::uint8_t> bytes) noexcept {
    for (std::uint8_t b : bytes)
        h = (h ^ b) * 0x100000001B3ull;
    return h;
}

std::uint64_t checksumOf(std::span<const std::uint8_t> file) noexcept {
    const std::uint64_t h = fnv(0xCBF29CE484222325ull, file.first(kSummedHeaderBytes));
    return fnv(h, file.subspan(kHeaderBytes));
}

// Holes are numbered column-major (types.hpp): a1 = 0, a2 = 1, b1 = 2, …
std::uint8_t ringOf(Move m) noexcept {
    if (m.isPass())
        return kRingPass;
    const int col = m.from / 2;
    return static_cast<std::uint8_t>(m.from % 2 == 0 ? col : 11 - col);
}

Move moveOfRing(std::uint8_t ring) noexcept {
    if (ring == kRingPass)
        return Move::pass();
    return Move::sow(static_cast<Hole>(ring < 6 ? 2 * ring : 2 * (11 - ring) + 1));
}

void putStrategy(std::vector<std::uint8_t>& out, const std::vector<StrategyMove>& moves) {
    for (const StrategyMove& m : moves) {
        out.insert(out.end(), m.board.begin(), m.board.end());
        out.push_back(m.move);
    }
}

// A strategy of `count` moves at `at`, or nothing if a board or move is out
// of range or the boards are not in increasing order.
std::optional<std::vector<StrategyMove>> strategyAt(std::span<const std::uint8_t> in, std::size_t at,
                                                    std::size_t count) {
    std::vector<StrategyMove> out(count);
    for (std::size_t i = 0; i < count; ++i) {
        StrategyMove& m = out[i];
        std::memcpy(m.board.data(), in.data() + at + i * kStrategyBytes, kEndgameHoles);
        m.move = in[at + i * kStrategyBytes + kEndgameHoles];
        if (m.move > 6 || seedsOf(m.board) > kMaxBoardSeeds || (i > 0 && !(out[i - 1].board < m.board)))
            return std::nullopt;
    }
    return out;
}

// The roots from `at` on; `at` moves past them. Nothing if they do not fit.
std::optional<std::vector<CertifiedRoot>> rootsAt(std::span<const std::uint8_t> in, std::size_t& at,
                                                  std::size_t count) {
    std::vector<CertifiedRoot> roots(count);
    for (CertifiedRoot& root : roots) {
        if (at >= in.size())
            return std::nullopt;
        const std::size_t plies = in[at++];
        if (in.size() - at < plies + 1)
            return std::nullopt;
        for (std::size_t i = 0; i < plies; ++i, ++at) {
            if (in[at] > kRingPass)
                return std::nullopt;
            root.line.push_back(moveOfRing(in[at]));
        }
        const std::size_t moves = in[at++];
        if (in.size() - at < 2 * moves)
            return std::nullopt;
        for (std::size_t i = 0; i < moves; ++i, at += 2) {
            if (in[at] > kRingPass)
                return std::nullopt;
            root.moves.push_back({moveOfRing(in[at]), static_cast<std::int8_t>(in[at + 1])});
        }
    }
    return roots;
}

} // namespace

std::vector<std::uint8_t> serializeCertificate(const Certificate& c) {
    std::vector<std::uint8_t> out(kHeaderBytes, 0);
    std::memcpy(out.data(), kMagic.data(), kMagic.size());
    detail::putLittleEndian(out, 8, kCertificateFormatVersion, 4);
    detail::putLittleEndian(out, 12, c.game == GameId::DjenonAboure ? 1 : 2, 1);
    detail::putLittleEndian(out, 13, static_cast<std::uint64_t>(c.endgameSeeds), 1);
    detail::putLittleEndian(out, 14, c.roots.size(), 2);
    detail::putLittleEndian(out, 16, c.south.size(), 4);
    detail::putLittleEndian(out, 20, c.north.size(), 4);
    for (const CertifiedRoot& root : c.roots) {
        out.push_back(static_cast<std::uint8_t>(root.line.size()));
        for (Move m : root.line)
            out.push_back(ringOf(m));
        out.push_back(static_cast<std::uint8_t>(root.moves.size()));
        for (const MoveValue& m : root.moves) {
            out.push_back(ringOf(m.move));
            out.push_back(static_cast<std::uint8_t>(static_cast<std::int8_t>(m.value)));
        }
    }
    putStrategy(out, c.south);
    putStrategy(out, c.north);
    detail::putLittleEndian(out, 24, checksumOf(out), 8);
    return out;
}

std::optional<Certificate> parseCertificate(std::span<const std::uint8_t> in) {
    if (in.size() < kHeaderBytes || std::memcmp(in.data(), kMagic.data(), kMagic.size()) != 0 ||
        detail::getLittleEndian(in, 8, 4) != kCertificateFormatVersion ||
        detail::getLittleEndian(in, 24, 8) != checksumOf(in))
        return std::nullopt;
    Certificate c;
    const std::uint64_t game = detail::getLittleEndian(in, 12, 1);
    if (game != 1 && game != 2)
        return std::nullopt;
    c.game = game == 1 ? GameId::DjenonAboure : GameId::Ayoayo;
    c.endgameSeeds = static_cast<int>(detail::getLittleEndian(in, 13, 1));
    if (c.endgameSeeds > kMaxEndgameSeeds)
        return std::nullopt;
    std::size_t at = kHeaderBytes;
    std::optional<std::vector<CertifiedRoot>> roots = rootsAt(in, at, detail::getLittleEndian(in, 14, 2));
    const std::uint64_t south = detail::getLittleEndian(in, 16, 4);
    const std::uint64_t north = detail::getLittleEndian(in, 20, 4);
    if (!roots || in.size() - at != (south + north) * kStrategyBytes)
        return std::nullopt;
    std::optional<std::vector<StrategyMove>> s = strategyAt(in, at, south);
    std::optional<std::vector<StrategyMove>> n = strategyAt(in, at + south * kStrategyBytes, north);
    if (!s || !n)
        return std::nullopt;
    c.roots = std::move(*roots);
    c.south = std::move(*s);
    c.north = std::move(*n);
    return c;
}

} // namespace mancala
