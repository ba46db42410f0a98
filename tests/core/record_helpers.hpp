// Helpers shared by the game-record suites (test_record.cpp,
// test_record_write.cpp, test_record_hostile.cpp): a fixed-seed generator,
// random and given games, and checks that an error points into the text and
// quotes valid UTF-8.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "mancala/game.hpp"
#include "mancala/notation.hpp"
#include "mancala/record.hpp"

namespace mancala::record_test {

// splitmix64: a tiny fixed-seed generator for playouts and mutations.
struct Random {
    std::uint64_t state;
    std::uint64_t next() {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    std::size_t below(std::size_t n) { return static_cast<std::size_t>(next() % n); }
};

inline Game randomGame(GameId g, std::uint64_t seed) {
    Game game(rulesFor(g));
    Random random{seed};
    MoveList legal;
    while (!game.over()) {
        game.legalMoves(legal);
        const IllegalReason why =
            game.play(legal[static_cast<int>(random.below(static_cast<std::size_t>(legal.size())))]);
        EXPECT_EQ(why, IllegalReason::None);
    }
    return game;
}

inline Game playMoves(GameId g, const std::vector<std::string>& moves) {
    Game game(rulesFor(g));
    for (const std::string& text : moves) {
        const std::optional<Move> m = parseMove(game.rules(), text);
        EXPECT_TRUE(m.has_value()) << text;
        if (m) {
            EXPECT_EQ(game.play(*m), IllegalReason::None) << text;
        }
    }
    return game;
}

// The number of lines of `text` and the length of line `line` in code points.
inline int lineCount(std::string_view text) {
    return static_cast<int>(std::count(text.begin(), text.end(), '\n')) + 1;
}
inline int lineLength(std::string_view text, int line) {
    std::size_t begin = 0;
    for (int l = 1; l < line; ++l)
        begin = text.find('\n', begin) + 1;
    const std::size_t end = std::min(text.find('\n', begin), text.size());
    int n = 0;
    for (std::size_t i = begin; i < end; ++i)
        n += (static_cast<unsigned char>(text[i]) & 0xC0) != 0x80;
    return n;
}

inline bool isUtf8(std::string_view s) {
    // Every sequence: a lead byte and the continuation bytes it announces.
    for (std::size_t i = 0; i < s.size();) {
        const auto b = static_cast<unsigned char>(s[i]);
        const std::size_t len = b < 0x80 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 0;
        if (len == 0 || i + len > s.size())
            return false;
        for (std::size_t k = 1; k < len; ++k)
            if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80)
                return false;
        i += len;
    }
    return true;
}

// An error points into the text (or just past its end) and quotes valid UTF-8.
inline void expectSensibleError(std::string_view text, const RecordParseResult& r) {
    ASSERT_FALSE(r.ok());
    EXPECT_GE(r.error.line, 1);
    EXPECT_LE(r.error.line, lineCount(text));
    EXPECT_GE(r.error.column, 1);
    if (r.error.line >= 1 && r.error.line <= lineCount(text)) {
        EXPECT_LE(r.error.column, lineLength(text, r.error.line) + 1);
    }
    EXPECT_LE(r.error.token.size(), kMaxErrorTokenBytes);
    EXPECT_TRUE(isUtf8(r.error.token));
}

inline RecordParseResult expectError(std::string_view text, RecordError code, int line, int column) {
    RecordParseResult r = parseRecord(text);
    EXPECT_EQ(r.error.code, code) << text;
    EXPECT_EQ(r.error.line, line) << text;
    EXPECT_EQ(r.error.column, column) << text;
    expectSensibleError(text, r);
    return r;
}

inline const std::string kHeader = "[Game \"ayoayo\"]\n[South \"S\"]\n[North \"N\"]\n[Date \"2026.11.29\"]\n";

} // namespace mancala::record_test
