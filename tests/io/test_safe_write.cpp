// writeFileSafely (io/): a new file is written whole; a file replaced is
// replaced whole and keeps its permissions; a symbolic link keeps pointing
// at its file; a folder or FIFO is never written over; a missing folder and
// a write the system refuses (RLIMIT_FSIZE: EFBIG) say which step failed and
// leave the old file as it was, with no temporary file left behind. (Full
// and read-only disks: tests/ui/test_data_safety.cpp, through the app's
// wording.) Each test works in its own temporary directory (scratch_dir.hpp).
#include <gtest/gtest.h>

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <system_error>

#include <sys/resource.h>
#include <sys/stat.h>
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
    rlimit before {};
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
