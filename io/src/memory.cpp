// availableMemory() (memory.hpp): /proc/meminfo's MemAvailable, read as the
// regular file it is, and RLIMIT_AS.
#include "mancala/io/memory.hpp"

#include <algorithm>
#include <charconv>
#include <string_view>

#include <sys/resource.h>

#include "mancala/io/regular_file.hpp"

namespace mancala::io {
namespace {

constexpr std::size_t kMeminfoBytes = 64 * 1024;

// "MemAvailable:   12345 kB" in /proc/meminfo, in bytes.
std::optional<std::uint64_t> memAvailable() {
    const FileRead file = readRegularFile("/proc/meminfo", kMeminfoBytes);
    if (!file.ok())
        return std::nullopt;
    constexpr std::string_view kKey = "MemAvailable:";
    const std::string_view text(file.bytes.data(), file.bytes.size());
    std::size_t at = text.find(kKey);
    if (at == std::string_view::npos)
        return std::nullopt;
    at = text.find_first_not_of(' ', at + kKey.size());
    std::uint64_t kilobytes = 0;
    if (at == std::string_view::npos ||
        std::from_chars(text.data() + at, text.data() + text.size(), kilobytes).ec != std::errc())
        return std::nullopt;
    return kilobytes * 1024;
}

} // namespace

std::optional<std::uint64_t> availableMemory() {
    std::optional<std::uint64_t> available = memAvailable();
    rlimit limit{};
    if (::getrlimit(RLIMIT_AS, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY)
        available = std::min(available.value_or(UINT64_MAX), static_cast<std::uint64_t>(limit.rlim_cur));
    return available;
}

} // namespace mancala::io
