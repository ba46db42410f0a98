// How much memory the machine has free for a large piece of work (an endgame
// database's build), asked before it is begun.
#pragma once

#include <cstdint>
#include <optional>

namespace mancala::io {

// The memory available to a new allocation without swapping, in bytes: the
// kernel's MemAvailable (/proc/meminfo), within this process's address-space
// limit (RLIMIT_AS) if it has one; nothing where the system does not say.
std::optional<std::uint64_t> availableMemory();

} // namespace mancala::io
