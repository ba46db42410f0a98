// writeFileSafely (io/): a new file is written whole; a file replaced is
// replaced whole and keeps its permissions; a symbolic link keeps pointing
// at its file; a folder or FIFO is never written over; a missing folder and
// a write the system refuses (RLIMIT_FSIZE: EFBIG) say which step failed and
// leave the old file as it was, with no temporary file left behind. (Full
// and read-only disks: tests/ui/test_data_safety.cpp, through the app's
// wording.) A name of 255 bytes is written (the temporary file's name is
// short); temporary files left by killed writers are removed once stale, and
// only those. Each test works in its own temporary directory (scratch_dir.hpp).
#include <gtest/gtest.h>

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <system_error>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "io/scratch_dir.hpp"
#include "mancala/io/safe_write.hpp"

namespace {

using mancala::io::FileWrite;
using mancala::io::writeFileSafely;

class SafeWrite : public mancala::io_test::ScratchDir {
protected:
    static std::string read(const std::string& p) {
        std::ifstream in(p, std::ios::binary);
        return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    }
    // The names in the directory (no temporary file may be left).
    std::size_t entries() const {
        return static_cast<std::size_t>(std::distance(std::filesystem::directory_iterator(dir()), {}));
    }
};

TEST_F(SafeWrite, WritesANewFileWhole) {
    const std::string bytes = std::string("MNCLEGDB\0\x01\xff", 11) + std::string(100000, 'x');
    const FileWrite w = writeFileSafely(path("new.endgames"), bytes);
    ASSERT_TRUE(w.ok());
    EXPECT_EQ(read(path("new.endgames")), bytes);
    EXPECT_EQ(entries(), 1u);
}

TEST_F(SafeWrite, ReplacesAFileWholeAndKeepsItsPermissions) {
    std::ofstream(path("game.mancala")) << "the old game, a longer one than the new\n";
    ASSERT_EQ(::chmod(path("game.mancala").c_str(), 0640), 0);
    ASSERT_TRUE(writeFileSafely(path("game.mancala"), "a new game\n").ok());
    EXPECT_EQ(read(path("game.mancala")), "a new game\n");
    struct stat st {};
    ASSERT_EQ(::stat(path("game.mancala").c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 07777, 0640u);
    EXPECT_EQ(entries(), 1u);
}

TEST_F(SafeWrite, ALinkKeepsPointingAtItsFile) {
    std::ofstream(path("target")) << "old\n";
    std::filesystem::create_symlink(path("target"), path("link"));
    ASSERT_TRUE(writeFileSafely(path("link"), "new\n").ok());
    EXPECT_TRUE(std::filesystem::is_symlink(path("link")));
    EXPECT_EQ(read(path("target")), "new\n");
}

TEST_F(SafeWrite, AFolderOrAFifoIsNeverWrittenOver) {
    std::filesystem::create_directory(path("folder"));
    EXPECT_EQ(writeFileSafely(path("folder"), "x").failed, FileWrite::Step::NotAFile);
    EXPECT_TRUE(std::filesystem::is_directory(path("folder")));
    ASSERT_EQ(::mkfifo(path("fifo").c_str(), 0600), 0);
    EXPECT_EQ(writeFileSafely(path("fifo"), "x").failed, FileWrite::Step::NotAFile);
    EXPECT_TRUE(std::filesystem::is_fifo(path("fifo")));
    EXPECT_EQ(entries(), 2u);
}

TEST_F(SafeWrite, AMissingFolderIsTheOpenStep) {
    const FileWrite w = writeFileSafely(path("no such folder/x"), "x");
    EXPECT_EQ(w.failed, FileWrite::Step::Open);
    EXPECT_EQ(w.error, ENOENT);
}

// The kernel refuses to let a file grow past RLIMIT_FSIZE (EFBIG, with
// SIGXFSZ ignored): the write step fails, the old file stays.
TEST_F(SafeWrite, AWriteTheSystemRefusesKeepsTheOldFile) {
    std::ofstream(path("old")) << "the old file\n";
    rlimit before{};
    ASSERT_EQ(::getrlimit(RLIMIT_FSIZE, &before), 0);
    const auto handler = std::signal(SIGXFSZ, SIG_IGN);
    rlimit small = before;
    small.rlim_cur = 64;
    ASSERT_EQ(::setrlimit(RLIMIT_FSIZE, &small), 0);
    const FileWrite w = writeFileSafely(path("old"), std::string(4096, 'x'));
    ::setrlimit(RLIMIT_FSIZE, &before);
    std::signal(SIGXFSZ, handler);
    EXPECT_EQ(w.failed, FileWrite::Step::Write);
    EXPECT_EQ(w.error, EFBIG);
    EXPECT_EQ(read(path("old")), "the old file\n");
    EXPECT_EQ(entries(), 1u);
}

} // namespace

namespace {

// A name of `bytes` bytes ending in ".mancala".
std::string longName(std::size_t bytes) {
    return std::string(bytes - 8, 'n') + ".mancala";
}

// Whatever the target's length, up to NAME_MAX: its temporary file fits.
TEST_F(SafeWrite, ANameOfAsManyBytesAsTheSystemAllowsIsWritten) {
    for (const std::size_t bytes : {246u, 247u, 250u, 255u}) {
        const std::string target = path(longName(bytes));
        const FileWrite w = writeFileSafely(target, "x");
        EXPECT_TRUE(w.ok()) << bytes << ": step " << static_cast<int>(w.failed) << " errno " << w.error;
        EXPECT_EQ(read(target), "x") << bytes;
    }
    EXPECT_EQ(entries(), 4u);
}

class StaleTemporaries : public SafeWrite {
protected:
    // A file `name` in the folder, last changed `age` seconds ago.
    std::string make(const std::string& name, long age) {
        const std::string p = path(name);
        std::ofstream(p) << "left over";
        const timespec times[2] = {{::time(nullptr) - age, 0}, {::time(nullptr) - age, 0}};
        EXPECT_EQ(::utimensat(AT_FDCWD, p.c_str(), times, 0), 0);
        return p;
    }
};

// A temporary file left by a writer killed mid-write (its name, unlocked,
// unchanged for kStaleSeconds) is removed when the folder is next written;
// one being written (locked), one just changed, and any other name are kept.
TEST_F(StaleTemporaries, AreRemovedWhenTheFolderIsNextWritten) {
    using mancala::io::kStaleSeconds;
    const std::string stale = make(".mancala-0123456789.tmp", kStaleSeconds + 5);
    const std::string locked = make(".mancala-abcdefghij.tmp", kStaleSeconds + 5);
    const std::string recent = make(".mancala-k3j9x0a1bq.tmp", 5);
    const std::string other = make(".mancala-0123456789.tmp.keep", kStaleSeconds + 5);
    const std::string mine = make("k.eg.qlm4w72q", kStaleSeconds + 5);
    const int fd = ::open(locked.c_str(), O_RDONLY);
    ASSERT_GE(fd, 0);
    ASSERT_EQ(::flock(fd, LOCK_EX | LOCK_NB), 0); // a live writer's, as another open file holds it
    ASSERT_TRUE(writeFileSafely(path("game.mancala"), "x").ok());
    ::close(fd);
    EXPECT_FALSE(std::filesystem::exists(stale));
    EXPECT_TRUE(std::filesystem::exists(locked));
    EXPECT_TRUE(std::filesystem::exists(recent));
    EXPECT_TRUE(std::filesystem::exists(other));
    EXPECT_TRUE(std::filesystem::exists(mine));
    EXPECT_EQ(entries(), 5u);
}

// A writer killed in the middle of a write (by SIGXFSZ, which
// RLIMIT_FSIZE sends it in write(2): as abrupt as kill -9, at a known point)
// leaves its temporary file, recognisable by its name; it is kept while it
// is recent, and once it is stale the next write into the folder removes it.
TEST_F(StaleTemporaries, AWriterKilledMidWriteLeavesNothingForLong) {
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        const rlimit size{4096, 4096};
        const rlimit core{0, 0};
        ::setrlimit(RLIMIT_CORE, &core);
        ::setrlimit(RLIMIT_FSIZE, &size);
        (void)writeFileSafely(path("big.endgames"), std::string(1 << 20, 'x'));
        ::_exit(0);
    }
    int status = 0;
    ASSERT_EQ(::waitpid(child, &status, 0), child);
    ASSERT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGXFSZ);
    std::string left;
    for (const auto& e : std::filesystem::directory_iterator(dir()))
        left = e.path().string();
    ASSERT_EQ(entries(), 1u);
    EXPECT_TRUE(std::filesystem::path(left).filename().string().starts_with(mancala::io::kTemporaryPrefix)) << left;
    ASSERT_TRUE(writeFileSafely(path("one.mancala"), "x").ok());
    EXPECT_TRUE(std::filesystem::exists(left)) << "recent: a writer might still be at it";
    const timespec old[2] = {{::time(nullptr) - mancala::io::kStaleSeconds - 5, 0},
                             {::time(nullptr) - mancala::io::kStaleSeconds - 5, 0}};
    ASSERT_EQ(::utimensat(AT_FDCWD, left.c_str(), old, 0), 0);
    ASSERT_TRUE(writeFileSafely(path("two.mancala"), "x").ok());
    EXPECT_FALSE(std::filesystem::exists(left));
    EXPECT_EQ(entries(), 2u);
}

} // namespace
