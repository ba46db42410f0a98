// The certificate checker (tools/verify_solution) refuses what does not
// prove its claims: the certificate of the repository (Djenon-aboure's
// start) proves its values; changed, it does not. Like the checker, this
// test links only the reference rules, not the core library.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <iterator>

#include "verify_solution/proof_check.hpp"

namespace verify {
namespace {

std::vector<std::uint8_t> committedBytes() {
    std::ifstream in(MANCALA_SOLUTION_CERTIFICATE, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

CertificateFile committed() {
    const CertificateRead read = readCertificate(committedBytes());
    EXPECT_TRUE(read.file) << read.error;
    return read.file ? *read.file : CertificateFile{};
}

std::string checkOf(const CertificateFile& c) {
    ProofCheck check(c);
    for (const Root& root : c.roots) {
        const RootCheck r = check.check(root);
        if (!r.error.empty())
            return r.error;
    }
    return {};
}

TEST(VerifySolution, TheCommittedCertificateProvesSouthWinsByFour) {
    const CertificateFile c = committed();
    ASSERT_EQ(c.roots.size(), 1u);
    ProofCheck check(c);
    const RootCheck r = check.check(c.roots.front());
    EXPECT_EQ(r.error, "");
    const std::vector<std::pair<std::string, int>> expected{{"a1", -10}, {"b1", -10}, {"c1", -6},
                                                            {"d1", -2},  {"e1", 4},   {"f1", 2}};
    ASSERT_EQ(r.moves.size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        EXPECT_EQ(r.moves[i].move, expected[i].first);
        EXPECT_EQ(r.moves[i].lower, expected[i].second);
        EXPECT_EQ(r.moves[i].upper, expected[i].second);
    }
}

TEST(VerifySolution, AClaimOffByOneSeedIsRefused) {
    for (int delta : {-1, 1}) {
        CertificateFile c = committed();
        c.roots.front().moves[4].value += delta;
        EXPECT_EQ(checkOf(c), "the value of e1 is not proven as claimed");
    }
}

// The board of `s` seen from its side to move, as the strategies hold it.
Board moverBoard(const reference::State& s) {
    Board b{};
    const int turn = s.toMove == reference::kSouth ? 0 : kHoles / 2;
    for (int i = 0; i < kHoles; ++i)
        b[static_cast<std::size_t>(i)] =
            static_cast<std::uint8_t>(s.seeds[static_cast<std::size_t>((i + turn) % kHoles)]);
    return b;
}

void erase(CertificateFile& c, int side, const Board& board) {
    auto& plan = c.strategy[static_cast<std::size_t>(side)];
    const auto it = std::find_if(plan.begin(), plan.end(), [&board](const auto& e) { return e.first == board; });
    ASSERT_NE(it, plan.end());
    plan.erase(it);
}

// North's reply to e1, and South's move after e1 and North's first legal
// reply, are needed by every proof of e1's value.
TEST(VerifySolution, AMissingMoveOfAStrategyIsRefused) {
    const reference::Reference ref(mancala::GameId::DjenonAboure);
    const reference::State afterE1 = ref.play(ref.start(), "e1");
    CertificateFile c = committed();
    erase(c, 1, moverBoard(afterE1));
    EXPECT_EQ(checkOf(c), "a position of the proof has no move of North's strategy");
    c = committed();
    erase(c, 0, moverBoard(ref.play(afterE1, ref.moves(afterE1).front())));
    EXPECT_EQ(checkOf(c), "a position of the proof has no move of South's strategy");
}

TEST(VerifySolution, AnIllegalStrategyMoveIsRefused) {
    CertificateFile c = committed();
    int refused = 0;
    for (auto& [board, move] : c.strategy[0]) {
        // A hole of at most one seed never moves in Djenon-aboure.
        for (int h = 0; h < 6; ++h)
            if (board[static_cast<std::size_t>(h)] <= 1 && move != h) {
                const int kept = move;
                move = h;
                const std::string why = checkOf(c);
                move = kept;
                if (!why.empty()) {
                    EXPECT_NE(why.find("which is not legal there"), std::string::npos) << why;
                    ++refused;
                }
                break;
            }
        if (refused == 3)
            break;
    }
    EXPECT_EQ(refused, 3);
}

// A strategy that gives seeds away proves less: changing South's moves to
// other legal ones, the checker either still proves every claim (the other
// move is as good) or refuses; it never proves a different value.
TEST(VerifySolution, OtherMovesProveTheClaimsOrAreRefused) {
    CertificateFile c = committed();
    int refused = 0;
    for (std::size_t i = 0; i < c.strategy[0].size() && refused < 5; i += 97) {
        auto& move = c.strategy[0][i].second;
        const int kept = move;
        for (int h = 0; h < 6; ++h) {
            if (h == kept || c.strategy[0][i].first[static_cast<std::size_t>(h)] < 2)
                continue;
            move = h;
            const std::string why = checkOf(c);
            refused += why.empty() ? 0 : 1;
        }
        move = kept;
    }
    EXPECT_GT(refused, 0);
}

TEST(VerifySolution, DamagedBytesAreRefused) {
    std::vector<std::uint8_t> bytes = committedBytes();
    bytes[1000] ^= 1;
    EXPECT_EQ(readCertificate(bytes).error, "its checksum does not match its contents");
    bytes = committedBytes();
    bytes.pop_back();
    EXPECT_FALSE(readCertificate(bytes).file);
    bytes = committedBytes();
    bytes[0] = 'X';
    EXPECT_EQ(readCertificate(bytes).error, "not a certificate (no MNCLCERT at its start)");
}

} // namespace
} // namespace verify
