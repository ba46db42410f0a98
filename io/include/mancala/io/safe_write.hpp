// The one function through which Mancala writes a file (game records,
// autosaves, endgame databases; the app's ui/records/safe_write.hpp words
// its failures). It writes a temporary file beside the target, checks every
// step itself — each write, fsync, the size on disk, the close — and only
// then renames it over the target, then syncs the folder. Any failure
// removes the temporary file and leaves the old file as it was. The
// temporary file's name is short, whatever the target's length, and
// recognisable: one left behind by a writer killed mid-write is removed when
// its folder is next written. POSIX; no Qt.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace mancala::io {

struct FileWrite {
    enum class Step : std::uint8_t {
        None,       // written
        NotAFile,   // the path names a folder, a FIFO or a device: never written
        Open,       // the temporary file could not be made (`error`)
        Write,      // writing, syncing or closing it failed (`error`)
        ShortWrite, // it holds fewer bytes than were written, with no error said
        Replace,    // it could not be renamed over the target (`error`)
    };
    Step failed = Step::None;
    int error = 0; // the errno of the failed call, 0 when unknown
    bool ok() const noexcept { return failed == Step::None; }
};

// The temporary files' names: kTemporaryPrefix, ten letters or digits,
// kTemporarySuffix, in the target's folder (".mancala-k3j9x0a1bq.tmp").
inline constexpr std::string_view kTemporaryPrefix = ".mancala-";
inline constexpr std::string_view kTemporarySuffix = ".tmp";
// How long one must be left unchanged, and unlocked, to be taken for stale.
inline constexpr long kStaleSeconds = 600;

// Writes `bytes` to `path` (replacing the file whole, or making it; a
// symbolic link to a file stays a link and its target is replaced), or
// leaves everything as it was and says why. A file replaced keeps its
// permissions; a new one gets 0666 less the umask.
FileWrite writeFileSafely(const std::string& path, std::string_view bytes);

} // namespace mancala::io
