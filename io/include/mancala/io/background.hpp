// What a long piece of work in the background (an endgame database's build)
// asks of the system: to come after everything else for the processor, and
// to give back the memory it let go.
#pragma once

namespace mancala::io {

// Lowers the calling thread (only it) to the least priority of ordinary
// threads (nice 19), so that the computer player's search and the window
// come first. False where the system refuses.
bool lowerThisThreadPriority() noexcept;

// Hands the memory the allocator keeps free back to the system (glibc keeps
// freed pages of its arenas; malloc_trim returns them). Nothing elsewhere.
void giveBackFreeMemory() noexcept;

} // namespace mancala::io
