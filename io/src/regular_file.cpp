// readRegularFile: stat, then a non-blocking open (a FIFO opens at once
// instead of waiting for a writer), fstat on the descriptor, then a bounded
// read loop. Devices and FIFOs are refused by stat before they are opened, so
// opening one never has side effects.
#include "mancala/io/regular_file.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <optional>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace mancala::io {

namespace {

// The least a buffer grows by when a file turns out longer than fstat said.
constexpr std::size_t kMinChunk = 64 * 1024;

FileKind kindOf(mode_t mode) noexcept {
    if (S_ISREG(mode))
        return FileKind::Regular;
    if (S_ISDIR(mode))
        return FileKind::Directory;
    if (S_ISFIFO(mode))
        return FileKind::Fifo;
    if (S_ISCHR(mode))
        return FileKind::CharacterDevice;
    if (S_ISBLK(mode))
        return FileKind::BlockDevice;
    if (S_ISSOCK(mode))
        return FileKind::Socket;
    return FileKind::Other;
}

FileRead failed(FileRead::Status status, int error) {
    FileRead r;
    r.status = status;
    r.error = error;
    return r;
}

FileRead notRegular(mode_t mode) {
    FileRead r;
    r.status = FileRead::Status::NotRegular;
    r.kind = kindOf(mode);
    return r;
}

FileRead tooLarge(std::uint64_t size) {
    FileRead r;
    r.status = FileRead::Status::TooLarge;
    r.size = size;
    return r;
}

// Closes the descriptor it holds.
class Descriptor {
public:
    explicit Descriptor(int fd) noexcept : fd_(fd) {}
    Descriptor(const Descriptor&) = delete;
    Descriptor& operator=(const Descriptor&) = delete;
    ~Descriptor() {
        if (fd_ >= 0)
            ::close(fd_);
    }
    int get() const noexcept { return fd_; }

private:
    int fd_;
};

int openForReading(const std::string& path) noexcept {
    int fd = -1;
    do
        fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    while (fd < 0 && errno == EINTR);
    return fd;
}

// Reads `fd` to its end or until `limit` bytes are in `out`, whichever comes
// first; `expected` (the size fstat gave; 0 for many files of /proc) sizes
// the first read. Returns 0 or the errno of a failed read.
int readUpTo(int fd, std::size_t limit, std::size_t expected, std::string& out) {
    std::size_t used = 0;
    out.resize(expected < limit ? expected + 1 : limit);
    for (;;) {
        if (used == out.size()) {
            if (used == limit)
                break;
            out.resize(used + std::min(limit - used, std::max(used, kMinChunk)));
        }
        const ssize_t n = ::read(fd, out.data() + used, out.size() - used);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return errno;
        if (n == 0)
            break;
        used += static_cast<std::size_t>(n);
    }
    out.resize(used);
    return 0;
}

// Opens the regular file at `path` into `fd`, checked before and after it is
// opened (so that a FIFO swapped in meanwhile cannot block); `st` its fstat.
std::optional<FileRead> openRegular(const std::string& path, int& fd, struct stat& st) {
    if (::stat(path.c_str(), &st) != 0)
        return failed(FileRead::Status::CannotOpen, errno);
    if (!S_ISREG(st.st_mode))
        return notRegular(st.st_mode);
    fd = openForReading(path);
    if (fd < 0)
        return failed(FileRead::Status::CannotOpen, errno);
    if (::fstat(fd, &st) != 0)
        return failed(FileRead::Status::CannotRead, errno);
    if (!S_ISREG(st.st_mode))
        return notRegular(st.st_mode);
    return std::nullopt;
}

// Reads the file whole (at most maxBytes; more is TooLarge), or with
// `startOnly` its first maxBytes bytes and its size.
FileRead readRegular(const std::string& path, std::size_t maxBytes, bool startOnly) {
    struct stat st {};
    int opened = -1;
    const std::optional<FileRead> refused = openRegular(path, opened, st);
    const Descriptor fd(opened);
    if (refused)
        return *refused;
    const auto size = static_cast<std::uint64_t>(st.st_size);
    if (!startOnly && size > maxBytes)
        return tooLarge(size);
    // One byte past the limit is enough to see that the file grew too large.
    const std::size_t limit = startOnly || maxBytes == SIZE_MAX ? maxBytes : maxBytes + 1;
    FileRead r;
    if (const int error = readUpTo(fd.get(), limit, startOnly ? limit : static_cast<std::size_t>(size), r.bytes))
        return failed(FileRead::Status::CannotRead, error);
    if (startOnly) {
        r.size = size;
        return r;
    }
    if (r.bytes.size() > maxBytes) {
        const bool known = ::fstat(fd.get(), &st) == 0;
        return tooLarge(std::max<std::uint64_t>(r.bytes.size(), known ? static_cast<std::uint64_t>(st.st_size) : 0));
    }
    return r;
}

} // namespace

FileRead readRegularFile(const std::string& path, std::size_t maxBytes) {
    return readRegular(path, maxBytes, false);
}

FileRead readRegularFileStart(const std::string& path, std::size_t bytes) {
    return readRegular(path, bytes, true);
}

} // namespace mancala::io
