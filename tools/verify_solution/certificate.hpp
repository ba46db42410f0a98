// The certificate file of docs/certificate-format.md, read by the checker's
// own code: it shares nothing with the core library that wrote it (the
// checker links only the reference rules of tests/reference/).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace verify {

inline constexpr int kHoles = 12;
inline constexpr int kPass = 6;      // a strategy's pass
inline constexpr int kRingPass = 12; // a root's pass

// A board in ring order from the mover's first hole (the file's order).
using Board = std::array<std::uint8_t, kHoles>;

struct RootMove {
    int ring = 0;  // a1..f1 = 0..5, f2..a2 = 6..11, 12 a pass
    int value = 0; // claimed: the final difference for the root's mover
};

struct Root {
    std::vector<int> line; // ring holes (12: pass) from the start
    std::vector<RootMove> moves;
};

struct CertificateFile {
    int game = 0;         // 1 Djenon-aboure, 2 Ayoayo
    int endgameSeeds = 0; // leaves: at most this many seeds on the board
    std::vector<Root> roots;
    // The strategies: board (seen from the mover) -> the hole of the mover's
    // row from its first (0..5) or kPass; [0] South's, [1] North's.
    std::array<std::vector<std::pair<Board, int>>, 2> strategy;
};

// The certificate in `bytes`, or the reason it is none.
struct CertificateRead {
    std::optional<CertificateFile> file;
    std::string error;
};
CertificateRead readCertificate(const std::vector<std::uint8_t>& bytes);

} // namespace verify
