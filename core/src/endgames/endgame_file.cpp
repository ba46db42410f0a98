// The file bytes of an endgame database (endgames.hpp): a 32-byte header,
// then one byte per position, layer 0 first. Little-endian:
//
//     0  "MNCLEGDB"            magic
//     8  u32 version           kEndgameFormatVersion
//    12  u8 game               1 Djenon-aboure, 2 Ayoayo, 3 Oware
//    13  u8 seeds              the database's largest layer
//    14  u16 0                 reserved
//    16  u64 entries           endgamePositions(seeds)
//    24  u64 checksum          of bytes 0..23 and the entries (below)
//    32  entries
//
// A build under way (serializeEndgameBuild) has the same layout with the
// magic "MNCLEGPB", the layers done at byte 14 (byte 15 is 0) and the
// positions of those layers at 16; its body is their entries, then each
// layer's lower bounds and upper bounds (signed bytes), layer 0 first.
//
// The checksum reads the bytes as 64-bit words (the last one padded with
// zeros): h = (h ^ word) * 0x100000001B3, from the FNV offset basis. Each
// step is a bijection of h, so any change confined to one word always
// changes the sum; others go unnoticed with a chance of about 2^-64.
#include <algorithm>
#include <array>
#include <cstring>

#include "mancala/endgames.hpp"
#include "endgames/byte_order.hpp"

namespace mancala {
namespace {

constexpr std::array<char, 8> kMagic{'M', 'N', 'C', 'L', 'E', 'G', 'D', 'B'};
constexpr std::array<char, 8> kBuildMagic{'M', 'N', 'C', 'L', 'E', 'G', 'P', 'B'};
constexpr std::size_t kHeaderBytes = kEndgameHeaderBytes;
constexpr std::size_t kSummedHeaderBytes = 24;

std::uint8_t gameCode(GameId game) noexcept {
    return game == GameId::DjenonAboure ? 1 : game == GameId::Ayoayo ? 2 : 3;
}

std::optional<GameId> gameOfCode(std::uint8_t code) noexcept {
    if (code == 1)
        return GameId::DjenonAboure;
    if (code == 2)
        return GameId::Ayoayo;
    if (code == 3)
        return GameId::Oware;
    return std::nullopt;
}

class Checksum {
public:
    void add(std::span<const std::uint8_t> bytes) noexcept {
        std::size_t i = 0;
        for (; i < bytes.size() && filled_ != 0; ++i)
            addByte(bytes[i]);
        for (; i + 8 <= bytes.size(); i += 8) {
            word_ = 0;
            for (int k = 0; k < 8; ++k)
                word_ |= std::uint64_t{bytes[i + static_cast<std::size_t>(k)]} << (8 * k);
            flush();
        }
        for (; i < bytes.size(); ++i)
            addByte(bytes[i]);
    }
    std::uint64_t value() noexcept {
        if (filled_ != 0)
            flush();
        return h_;
    }

private:
    void addByte(std::uint8_t b) noexcept {
        word_ |= std::uint64_t{b} << (8 * filled_);
        if (++filled_ == 8)
            flush();
    }
    void flush() noexcept {
        h_ = (h_ ^ word_) * 0x100000001B3ull;
        word_ = 0;
        filled_ = 0;
    }
    std::uint64_t h_ = 0xCBF29CE484222325ull;
    std::uint64_t word_ = 0;
    int filled_ = 0;
};

std::uint64_t checksumOf(std::span<const std::uint8_t> header, std::span<const std::uint8_t> body) {
    Checksum sum;
    sum.add(header.first(kSummedHeaderBytes));
    sum.add(body);
    return sum.value();
}

// Every byte an entry of its layer: unknown, or a value within the seeds.
bool entriesAreSound(int maxSeeds, std::span<const std::uint8_t> entries) {
    std::size_t at = 0;
    for (int seeds = 0; seeds <= maxSeeds; ++seeds) {
        const auto size = static_cast<std::size_t>(endgameLayerSize(seeds));
        for (std::size_t i = at; i < at + size; ++i) {
            const EndgameEntry e = decodeEndgameEntry(entries[i]);
            if (e.exact && (e.value < -seeds || e.value > seeds))
                return false;
        }
        at += size;
    }
    return true;
}

} // namespace

std::uint64_t endgameFileSize(int maxSeeds) noexcept {
    return kHeaderBytes + endgamePositions(maxSeeds);
}

std::vector<std::uint8_t> serializeEndgames(const EndgameDatabase& database) {
    const std::vector<std::uint8_t>& entries = database.entries();
    std::vector<std::uint8_t> out(kHeaderBytes + entries.size());
    std::memcpy(out.data(), kMagic.data(), kMagic.size());
    detail::putLittleEndian(out, 8, kEndgameFormatVersion, 4);
    out[12] = gameCode(database.game());
    out[13] = static_cast<std::uint8_t>(database.maxSeeds());
    detail::putLittleEndian(out, 16, entries.size(), 8);
    std::memcpy(out.data() + kHeaderBytes, entries.data(), entries.size());
    detail::putLittleEndian(out, 24, checksumOf(out, entries), 8);
    return out;
}

EndgameHeader parseEndgameHeader(std::span<const std::uint8_t> start, std::uint64_t fileSize) {
    const auto fail = [](EndgameFileError e) { return EndgameHeader{e}; };
    if (start.size() < kMagic.size() || std::memcmp(start.data(), kMagic.data(), kMagic.size()) != 0)
        return fail(start.size() < kMagic.size() ? EndgameFileError::Size : EndgameFileError::NotADatabase);
    if (start.size() < kHeaderBytes)
        return fail(EndgameFileError::Size);
    if (detail::getLittleEndian(start, 8, 4) != kEndgameFormatVersion)
        return fail(EndgameFileError::Version);
    const std::optional<GameId> game = gameOfCode(start[12]);
    const int seeds = start[13];
    if (!game || seeds > kMaxEndgameSeeds || detail::getLittleEndian(start, 14, 2) != 0 ||
        detail::getLittleEndian(start, 16, 8) != endgamePositions(seeds))
        return fail(EndgameFileError::Header);
    return {fileSize == endgameFileSize(seeds) ? EndgameFileError::None : EndgameFileError::Size, *game, seeds};
}

EndgameFileRead parseEndgames(std::span<const std::uint8_t> bytes) {
    const auto fail = [](EndgameFileError e) { return EndgameFileRead{std::nullopt, e}; };
    const EndgameHeader header = parseEndgameHeader(bytes.first(std::min(bytes.size(), kHeaderBytes)), bytes.size());
    if (header.error != EndgameFileError::None)
        return fail(header.error);
    const std::span<const std::uint8_t> entries = bytes.subspan(kHeaderBytes);
    if (detail::getLittleEndian(bytes, 24, 8) != checksumOf(bytes, entries))
        return fail(EndgameFileError::Checksum);
    if (!entriesAreSound(header.seeds, entries))
        return fail(EndgameFileError::BadEntry);
    return {EndgameDatabase(header.game, header.seeds, std::vector<std::uint8_t>(entries.begin(), entries.end())),
            EndgameFileError::None};
}

namespace {

std::span<const std::uint8_t> bytesOf(const std::vector<std::int8_t>& v) noexcept {
    return {reinterpret_cast<const std::uint8_t*>(v.data()), v.size()};
}

// Each layer's bounds from `body` (after the entries) into `state`, each
// within its seeds, lo <= hi, and its entry what they say; false if not.
bool readBounds(std::span<const std::uint8_t> body, EndgameBuildState& state, int layers) {
    const std::size_t positions = state.entries.size();
    std::size_t at = 0;
    for (int seeds = 0; seeds < layers; ++seeds) {
        const auto size = static_cast<std::size_t>(endgameLayerSize(seeds));
        EndgameLayerBounds b;
        b.lo.assign(body.begin() + static_cast<std::ptrdiff_t>(positions + 2 * at),
                    body.begin() + static_cast<std::ptrdiff_t>(positions + 2 * at + size));
        b.hi.assign(body.begin() + static_cast<std::ptrdiff_t>(positions + 2 * at + size),
                    body.begin() + static_cast<std::ptrdiff_t>(positions + 2 * at + 2 * size));
        EndgameLayerStats stats;
        stats.seeds = seeds;
        stats.positions = size;
        for (std::size_t i = 0; i < size; ++i) {
            const EndgameEntry e = decodeEndgameEntry(state.entries[at + i]);
            if (b.lo[i] < -seeds || b.hi[i] > seeds || b.lo[i] > b.hi[i] || e.exact != (b.lo[i] == b.hi[i]) ||
                (e.exact && e.value != b.lo[i]) || encodeEndgameEntry(e) != state.entries[at + i])
                return false;
            stats.exact += e.exact ? 1 : 0;
            stats.historyFree += e.historyFree ? 1 : 0;
        }
        state.bounds.push_back(std::move(b));
        state.layers.push_back(stats);
        at += size;
    }
    return true;
}

} // namespace

std::vector<std::uint8_t> serializeEndgameBuild(const EndgameBuildState& state) {
    const std::size_t positions = state.entries.size();
    std::vector<std::uint8_t> out(kHeaderBytes);
    out.reserve(kHeaderBytes + 3 * positions);
    std::memcpy(out.data(), kBuildMagic.data(), kBuildMagic.size());
    detail::putLittleEndian(out, 8, kEndgameFormatVersion, 4);
    out[12] = gameCode(state.game);
    out[13] = static_cast<std::uint8_t>(state.maxSeeds);
    out[14] = static_cast<std::uint8_t>(state.layersDone());
    detail::putLittleEndian(out, 16, positions, 8);
    out.insert(out.end(), state.entries.begin(), state.entries.end());
    for (const EndgameLayerBounds& b : state.bounds) {
        for (const std::span<const std::uint8_t> half : {bytesOf(b.lo), bytesOf(b.hi)})
            out.insert(out.end(), half.begin(), half.end());
    }
    detail::putLittleEndian(out, 24, checksumOf(out, std::span(out).subspan(kHeaderBytes)), 8);
    return out;
}

std::optional<EndgameBuildState> parseEndgameBuild(std::span<const std::uint8_t> bytes) {
    if (bytes.size() < kHeaderBytes || std::memcmp(bytes.data(), kBuildMagic.data(), kBuildMagic.size()) != 0 ||
        detail::getLittleEndian(bytes, 8, 4) != kEndgameFormatVersion)
        return std::nullopt;
    const std::optional<GameId> game = gameOfCode(bytes[12]);
    const int seeds = bytes[13];
    const int layers = bytes[14];
    if (!game || seeds > kMaxEndgameSeeds || layers > seeds + 1 || bytes[15] != 0)
        return std::nullopt;
    const std::uint64_t positions = layers == 0 ? 0 : endgamePositions(layers - 1);
    const std::span<const std::uint8_t> body = bytes.subspan(kHeaderBytes);
    if (detail::getLittleEndian(bytes, 16, 8) != positions || body.size() != 3 * positions ||
        detail::getLittleEndian(bytes, 24, 8) != checksumOf(bytes, body))
        return std::nullopt;
    EndgameBuildState state = startEndgames(*game, seeds);
    state.entries.assign(body.begin(), body.begin() + static_cast<std::ptrdiff_t>(positions));
    if (!readBounds(body, state, layers))
        return std::nullopt;
    return state;
}

} // namespace mancala
