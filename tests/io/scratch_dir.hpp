// The io suites' fixture: each test works in a temporary directory of its
// own, removed afterwards.
#pragma once

#include <gtest/gtest.h>

#include <cerrno>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <system_error>

#include <unistd.h>

namespace mancala::io_test {

class ScratchDir : public ::testing::Test {
protected:
    void SetUp() override {
        const char* tmp = std::getenv("TMPDIR");
        std::string pattern = std::string(tmp && *tmp ? tmp : "/tmp") + "/mancala-io-XXXXXX";
        ASSERT_NE(::mkdtemp(pattern.data()), nullptr) << "mkdtemp: errno " << errno;
        dir_ = pattern;
    }
    void TearDown() override {
        std::error_code ignored;
        if (!dir_.empty())
            std::filesystem::remove_all(dir_, ignored);
    }
    const std::string& dir() const noexcept { return dir_; }
    std::string path(const std::string& name) const { return dir_ + "/" + name; }

private:
    std::string dir_;
};

} // namespace mancala::io_test
