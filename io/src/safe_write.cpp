// writeFileSafely (safe_write.hpp): a temporary file made beside the target
// with O_EXCL, written with plain write(2) calls, so that a failed write (a
// full disk, EFBIG) is seen at once with its errno, fsynced, its size checked
// with fstat, closed, and only then renamed over the target.
//
// The temporary file's name is short whatever the target's (a target's name
// may take all of NAME_MAX): kTemporaryPrefix, ten random letters and digits,
// kTemporarySuffix. It is locked (flock) while it is written, so that one
// left behind by a writer that was killed is known for what it is: such a
// name, unlocked, unchanged for kStaleSeconds (no writer takes that long
// between two writes). Those are removed when their folder is next written.
#include "mancala/io/safe_write.hpp"

#include <array>
#include <cerrno>
#include <climits>
#include <cstdlib>
#include <random>

#include <dirent.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

namespace mancala::io {
namespace {

constexpr int kNameAttempts = 100;
constexpr int kRandomLetters = 10;

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

bool isTemporaryName(std::string_view name) noexcept {
    if (name.size() != kTemporaryPrefix.size() + kRandomLetters + kTemporarySuffix.size() ||
        !name.starts_with(kTemporaryPrefix) || !name.ends_with(kTemporarySuffix))
        return false;
    const std::string_view letters = name.substr(kTemporaryPrefix.size(), kRandomLetters);
    return letters.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789") == std::string_view::npos;
}

// Removes the temporary file `name` of the folder `dir` if it is stale: a
// regular file, unchanged for kStaleSeconds, locked by no one.
void removeIfStale(int dir, const char* name, time_t now) noexcept {
    const int fd = ::openat(dir, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0)
        return;
    struct stat st {};
    if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && now - st.st_mtime >= kStaleSeconds &&
        ::flock(fd, LOCK_EX | LOCK_NB) == 0)
        ::unlinkat(dir, name, 0);
    ::close(fd);
}

// The temporary files of writers killed meanwhile, in `folder`, removed.
void removeStaleTemporaries(const std::string& folder) noexcept {
    DIR* dir = ::opendir(folder.c_str());
    if (dir == nullptr)
        return;
    const time_t now = ::time(nullptr);
    while (const dirent* e = ::readdir(dir))
        if (isTemporaryName(e->d_name))
            removeIfStale(::dirfd(dir), e->d_name, now);
    ::closedir(dir);
}

Temporary makeTemporary(const std::string& folder) {
    std::random_device device;
    std::mt19937_64 random((std::uint64_t{device()} << 32) ^ device());
    static constexpr std::string_view kLetters = "abcdefghijklmnopqrstuvwxyz0123456789";
    Temporary t;
    for (int attempt = 0; attempt < kNameAttempts; ++attempt) {
        t.path = folder + '/';
        t.path += kTemporaryPrefix;
        for (int i = 0; i < kRandomLetters; ++i)
            t.path += kLetters[random() % kLetters.size()];
        t.path += kTemporarySuffix;
        do
            t.fd = ::open(t.path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOCTTY, 0666);
        while (t.fd < 0 && errno == EINTR);
        if (t.fd >= 0 || errno != EEXIST)
            break;
    }
    t.error = t.fd < 0 ? errno : 0;
    // Held until the descriptor is closed, or the process ends.
    if (t.fd >= 0)
        ::flock(t.fd, LOCK_EX | LOCK_NB);
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
    const std::string folder = folderOf(target);
    removeStaleTemporaries(folder);
    Temporary t = makeTemporary(folder);
    if (t.fd < 0)
        return failure(FileWrite::Step::Open, t.error);
    FileWrite w = fill(t, bytes, exists ? &old : nullptr);
    if (w.ok() && ::rename(t.path.c_str(), target.c_str()) != 0)
        w = failure(FileWrite::Step::Replace, errno);
    if (!w.ok()) {
        ::unlink(t.path.c_str());
        return w;
    }
    syncFolder(folder);
    return w;
}

} // namespace mancala::io
