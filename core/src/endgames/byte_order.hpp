// Little-endian integers in the bytes of a file: the endgame databases'
// (endgame_file.cpp) and the certificates' (search/certificate_file.cpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace mancala::detail {

// Writes the `bytes` low bytes of `v` at `out[at]`, lowest first.
inline void putLittleEndian(std::vector<std::uint8_t>& out, std::size_t at, std::uint64_t v, int bytes) {
    for (int i = 0; i < bytes; ++i)
        out[at + static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(v >> (8 * i));
}

// The number of the `bytes` bytes at `in[at]`, lowest first.
inline std::uint64_t getLittleEndian(std::span<const std::uint8_t> in, std::size_t at, int bytes) {
    std::uint64_t v = 0;
    for (int i = 0; i < bytes; ++i)
        v |= std::uint64_t{in[at + static_cast<std::size_t>(i)]} << (8 * i);
    return v;
}

} // namespace mancala::detail
