// Reading a certificate (docs/certificate-format.md), written from the format
// page alone.
#include "verify_solution/certificate.hpp"

#include <cstring>

namespace verify {
namespace {

constexpr std::size_t kHeader = 32;
constexpr std::size_t kEntry = kHoles + 1;

std::uint64_t little(const std::vector<std::uint8_t>& b, std::size_t at, int bytes) {
    std::uint64_t v = 0;
    for (int i = bytes - 1; i >= 0; --i)
        v = v << 8 | b[at + static_cast<std::size_t>(i)];
    return v;
}

// FNV-1a, 64 bits, over bytes 0..23 and 32..end.
std::uint64_t checksum(const std::vector<std::uint8_t>& b) {
    std::uint64_t h = 14695981039346656037ull;
    for (std::size_t i = 0; i < b.size(); ++i)
        if (i < 24 || i >= kHeader)
            h = (h ^ b[i]) * 1099511628211ull;
    return h;
}

} // namespace

CertificateRead readCertificate(const std::vector<std::uint8_t>& b) {
    if (b.size() < kHeader || std::memcmp(b.data(), "MNCLCERT", 8) != 0)
        return {std::nullopt, "not a certificate (no MNCLCERT at its start)"};
    if (little(b, 8, 4) != 1)
        return {std::nullopt, "format version " + std::to_string(little(b, 8, 4)) + ", not 1"};
    if (little(b, 24, 8) != checksum(b))
        return {std::nullopt, "its checksum does not match its contents"};
    CertificateFile f;
    f.game = static_cast<int>(b[12]);
    f.endgameSeeds = static_cast<int>(b[13]);
    if (f.game != 1 && f.game != 2)
        return {std::nullopt, "an unknown game " + std::to_string(f.game)};
    std::size_t at = kHeader;
    const auto need = [&](std::size_t n) { return b.size() >= at && b.size() - at >= n; };
    for (std::uint64_t r = little(b, 14, 2); r > 0; --r) {
        Root root;
        if (!need(1) || !need(1 + std::size_t{b[at]} + 1))
            return {std::nullopt, "cut short in its roots"};
        for (int n = b[at++]; n > 0; --n)
            root.line.push_back(b[at++]);
        const int moves = b[at++];
        if (!need(2 * static_cast<std::size_t>(moves)))
            return {std::nullopt, "cut short in its roots"};
        for (int n = 0; n < moves; ++n, at += 2)
            root.moves.push_back({b[at], static_cast<std::int8_t>(b[at + 1])});
        f.roots.push_back(root);
    }
    const std::uint64_t counts[2] = {little(b, 16, 4), little(b, 20, 4)};
    if (b.size() - at != (counts[0] + counts[1]) * kEntry)
        return {std::nullopt, "its size is not what its header says"};
    for (int side = 0; side < 2; ++side) {
        for (std::uint64_t i = 0; i < counts[side]; ++i, at += kEntry) {
            Board board;
            std::memcpy(board.data(), b.data() + at, kHoles);
            if (!f.strategy[side].empty() && !(f.strategy[side].back().first < board))
                return {std::nullopt, "its boards are not in increasing order"};
            f.strategy[side].emplace_back(board, b[at + kHoles]);
        }
    }
    return {f, {}};
}

} // namespace verify
