// readRegularFile (io/): what it reads, what it refuses and why, and that a
// FIFO or a device never blocks it; readRegularFileStart, the start of a file
// and its size. Each test works in its own temporary directory
// (scratch_dir.hpp).
#include <gtest/gtest.h>

#include <cerrno>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <system_error>

#include <sys/stat.h>
#include <unistd.h>

#include "io/scratch_dir.hpp"
#include "mancala/io/regular_file.hpp"

namespace {

using mancala::io::FileKind;
using mancala::io::FileRead;
using mancala::io::readRegularFile;

constexpr std::size_t kLimit = 1024;

class RegularFile : public mancala::io_test::ScratchDir {
protected:
    std::string write(const std::string& name, const std::string& bytes) const {
        const std::string p = path(name);
        std::ofstream(p, std::ios::binary) << bytes;
        return p;
    }
};

TEST_F(RegularFile, ReadsAWholeFile) {
    const std::string bytes = std::string("[Game \"tihbat\"]\n\0\xff", 18);
    const FileRead r = readRegularFile(write("game.mancala", bytes), kLimit);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.bytes, bytes);
    EXPECT_EQ(r.error, 0);
}

TEST_F(RegularFile, ReadsAnEmptyFile) {
    const FileRead r = readRegularFile(write("empty", ""), kLimit);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.bytes, "");
}

TEST_F(RegularFile, ReadsAFileOfExactlyTheLimit) {
    const std::string bytes(kLimit, 'x');
    const FileRead r = readRegularFile(write("full", bytes), kLimit);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.bytes, bytes);
}

TEST_F(RegularFile, RefusesAFileOverTheLimit) {
    const FileRead r = readRegularFile(write("big", std::string(kLimit + 1, 'x')), kLimit);
    EXPECT_EQ(r.status, FileRead::Status::TooLarge);
    EXPECT_EQ(r.size, kLimit + 1);
    EXPECT_TRUE(r.bytes.empty());
}

TEST_F(RegularFile, RefusesADirectory) {
    const FileRead r = readRegularFile(path("."), kLimit);
    EXPECT_EQ(r.status, FileRead::Status::NotRegular);
    EXPECT_EQ(r.kind, FileKind::Directory);
}

TEST_F(RegularFile, RefusesAFifoWithoutWaitingForAWriter) {
    const std::string fifo = path("pipe");
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0) << "mkfifo: errno " << errno;
    const FileRead r = readRegularFile(fifo, kLimit);
    EXPECT_EQ(r.status, FileRead::Status::NotRegular);
    EXPECT_EQ(r.kind, FileKind::Fifo);
}

TEST_F(RegularFile, RefusesACharacterDevice) {
    const FileRead r = readRegularFile("/dev/null", kLimit);
    EXPECT_EQ(r.status, FileRead::Status::NotRegular);
    EXPECT_EQ(r.kind, FileKind::CharacterDevice);
}

TEST_F(RegularFile, ReportsAMissingFile) {
    const FileRead r = readRegularFile(path("no-such-file"), kLimit);
    EXPECT_EQ(r.status, FileRead::Status::CannotOpen);
    EXPECT_EQ(r.error, ENOENT);
}

TEST_F(RegularFile, ReportsAFileItMayNotRead) {
    if (::geteuid() == 0)
        GTEST_SKIP() << "running as root: file permissions do not stop reads";
    const std::string p = write("secret", "x");
    ASSERT_EQ(::chmod(p.c_str(), 0200), 0);
    const FileRead r = readRegularFile(p, kLimit);
    EXPECT_EQ(r.status, FileRead::Status::CannotOpen);
    EXPECT_EQ(r.error, EACCES);
}

TEST_F(RegularFile, FollowsASymbolicLinkToARegularFile) {
    write("target", "moves");
    const std::string link = path("link");
    ASSERT_EQ(::symlink("target", link.c_str()), 0);
    const FileRead r = readRegularFile(link, kLimit);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.bytes, "moves");
}

TEST_F(RegularFile, RefusesASymbolicLinkToAFifo) {
    const std::string fifo = path("pipe");
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    const std::string link = path("link");
    ASSERT_EQ(::symlink("pipe", link.c_str()), 0);
    const FileRead r = readRegularFile(link, kLimit);
    EXPECT_EQ(r.status, FileRead::Status::NotRegular);
    EXPECT_EQ(r.kind, FileKind::Fifo);
}

TEST_F(RegularFile, ReportsADanglingSymbolicLink) {
    const std::string link = path("link");
    ASSERT_EQ(::symlink("nowhere", link.c_str()), 0);
    const FileRead r = readRegularFile(link, kLimit);
    EXPECT_EQ(r.status, FileRead::Status::CannotOpen);
    EXPECT_EQ(r.error, ENOENT);
}

// Files of /proc say they are empty but are not: the read goes on past the
// size fstat gives, and stops at the limit all the same.
TEST_F(RegularFile, ReadsPastTheSizeFstatGives) {
    struct stat st {};
    if (::stat("/proc/self/status", &st) != 0 || st.st_size != 0)
        GTEST_SKIP() << "no /proc/self/status of size 0 here";
    const FileRead all = readRegularFile("/proc/self/status", 1 << 20);
    ASSERT_TRUE(all.ok());
    EXPECT_NE(all.bytes.find("Name:"), std::string::npos);
    const FileRead cut = readRegularFile("/proc/self/status", 8);
    EXPECT_EQ(cut.status, FileRead::Status::TooLarge);
    EXPECT_GT(cut.size, 8u);
}

} // namespace

namespace {

using mancala::io::readRegularFileStart;

// The start of a file and its size, to look at a header first: however large
// the file (a sparse one of 4 GiB here), only those bytes are read.
TEST_F(RegularFile, ReadsTheStartOfAFileAndItsSize) {
    const std::string p = write("big.endgames", "MNCLEGDB and the rest of the header");
    ASSERT_EQ(::truncate(p.c_str(), off_t{1} << 32), 0);
    const FileRead r = readRegularFileStart(p, 8);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.bytes, "MNCLEGDB");
    EXPECT_EQ(r.size, std::uint64_t{1} << 32);
    const FileRead shorter = readRegularFileStart(write("short", "MNC"), 32);
    ASSERT_TRUE(shorter.ok());
    EXPECT_EQ(shorter.bytes, "MNC");
    EXPECT_EQ(shorter.size, 3u);
}

TEST_F(RegularFile, TheStartOfAFifoOrAFolderIsRefusedToo) {
    ASSERT_EQ(::mkfifo(path("pipe").c_str(), 0600), 0);
    EXPECT_EQ(readRegularFileStart(path("pipe"), 32).status, FileRead::Status::NotRegular);
    EXPECT_EQ(readRegularFileStart(dir(), 32).status, FileRead::Status::NotRegular);
    EXPECT_EQ(readRegularFileStart(path("none"), 32).status, FileRead::Status::CannotOpen);
}

} // namespace
