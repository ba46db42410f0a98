// writeFileSafely (safe_write.hpp): a temporary file made beside the target
// with O_EXCL (a name of the target's plus a random suffix), written with
// plain write(2) calls, so that a failed write (a full disk, EFBIG) is seen
// at once with its errno, fsynced, its size checked with fstat, closed, and
// only then renamed over the target.
#include "mancala/io/safe_write.hpp"

#include <array>
#include <cerrno>
#include <climits>
#include <cstdlib>
#include <random>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace mancala::io {
namespace {

constexpr int kNameAttempts = 100;

FileWrite failure(FileWrite::Step step, int error) {
    FileWrite w;
    w.failed = step;
    w.error = error;
    return w;
}

// fsync, where the file system has it.
int syncToDisk(int fd) noexcept {
    if (::fsync(fd) == 0 || errno == EINVAL || errno == EROFS)
        return 0;
    return errno;
}

// The file a write to `path` replaces: the target of a symbolic link.
std::string targetOf(const std::string& path) {
    struct stat st {};
    if (::lstat(path.c_str(), &st) != 0 || !S_ISLNK(st.st_mode))
        return path;
    std::array<char, PATH_MAX> resolved{};
    return ::realpath(path.c_str(), resolved.data()) != nullptr ? std::string(resolved.data()) : path;
}

std::string folderOf(const std::string& path) {
    const std::size_t slash = path.rfind('/');
    return slash == std::string::npos ? std::string(".") : slash == 0 ? std::string("/") : path.substr(0, slash);
}

// The rename into the folder survives a crash once the folder is synced
// (best effort: the new file is in place either way).
void syncFolder(const std::string& folder) noexcept {
    const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

struct Temporary {
    std::string path;
    int fd = -1;
    int error = 0;
};

Temporary makeTemporary(const std::string& target) {
    std::random_device device;
    std::mt19937_64 random((std::uint64_t{device()} << 32) ^ device());
    static constexpr std::string_view kLetters = "abcdefghijklmnopqrstuvwxyz0123456789";
    Temporary t;
    for (int attempt = 0; attempt < kNameAttempts; ++attempt) {
        t.path = target + '.';
        for (int i = 0; i < 8; ++i)
            t.path += kLetters[random() % kLetters.size()];
        do
            t.fd = ::open(t.path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOCTTY, 0666);
        while (t.fd < 0 && errno == EINTR);
        if (t.fd >= 0 || errno != EEXIST)
            break;
    }
    t.error = t.fd < 0 ? errno : 0;
    return t;
}

int writeAll(int fd, std::string_view bytes) noexcept {
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return errno;
        if (n == 0)
            return EIO;
        done += static_cast<std::size_t>(n);
    }
    return 0;
}

// Writes, syncs, checks and closes the temporary file (its descriptor is
// closed whatever happens).
FileWrite fill(Temporary& t, std::string_view bytes, const struct stat* old) {
    int error = old != nullptr && ::fchmod(t.fd, old->st_mode & 07777) != 0 ? errno : 0;
    if (error == 0)
        error = writeAll(t.fd, bytes);
    if (error == 0)
        error = syncToDisk(t.fd);
    struct stat st {};
    const bool whole = error != 0 || (::fstat(t.fd, &st) == 0 && st.st_size == static_cast<off_t>(bytes.size()));
    if (::close(t.fd) != 0 && error == 0)
        error = errno;
    t.fd = -1;
    if (error != 0)
        return failure(FileWrite::Step::Write, error);
    if (!whole)
        return failure(FileWrite::Step::ShortWrite, 0);
    return {};
}

} // namespace

FileWrite writeFileSafely(const std::string& path, std::string_view bytes) {
    const std::string target = targetOf(path);
    struct stat old {};
    const bool exists = ::stat(target.c_str(), &old) == 0;
    if (exists && !S_ISREG(old.st_mode))
        return failure(FileWrite::Step::NotAFile, 0);
    Temporary t = makeTemporary(target);
    if (t.fd < 0)
        return failure(FileWrite::Step::Open, t.error);
    FileWrite w = fill(t, bytes, exists ? &old : nullptr);
    if (w.ok() && ::rename(t.path.c_str(), target.c_str()) != 0)
        w = failure(FileWrite::Step::Replace, errno);
    if (!w.ok()) {
        ::unlink(t.path.c_str());
        return w;
    }
    syncFolder(folderOf(target));
    return w;
}

} // namespace mancala::io
