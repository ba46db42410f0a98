// verify-solution: checks a certificate of solved positions
// (docs/certificate-format.md) by the reference rules of tests/reference/,
// sharing nothing with the program that wrote it (proof_check.hpp says how).
//
//   verify-solution FILE [--roots K] [--seed S]
//
// --roots K checks K of the certificate's roots drawn with the seed S (by
// default all of them, in order). Prints each root's moves with their
// claimed values and proven bounds; exit status 0 when every root checked is
// proven, 1 when one is not, 2 on bad usage or an unreadable file.
#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>
#include <numeric>
#include <random>
#include <string>

#include "verify_solution/proof_check.hpp"

namespace {

struct Arguments {
    std::string file;
    std::size_t roots = 0; // 0: all
    unsigned seed = 1;
};

Arguments parse(int argc, char** argv) {
    Arguments a;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if ((arg == "--roots" || arg == "--seed") && i + 1 < argc) {
            const unsigned long v = std::stoul(argv[++i]);
            if (arg == "--roots")
                a.roots = v;
            else
                a.seed = static_cast<unsigned>(v);
        } else if (a.file.empty() && arg.rfind("--", 0) != 0) {
            a.file = arg;
        } else {
            throw std::invalid_argument(arg);
        }
    }
    if (a.file.empty())
        throw std::invalid_argument("no FILE");
    return a;
}

std::string signedText(int v) {
    return v > 0 ? "+" + std::to_string(v) : std::to_string(v);
}

// Prints one root's check; true if proven.
bool report(const verify::RootCheck& r) {
    std::string line;
    for (const std::string& m : r.line)
        line += (line.empty() ? "" : " ") + m;
    std::cout << "root: " << (line.empty() ? "the start" : line) << '\n';
    int best = -1000;
    std::string bestMoves;
    for (const verify::MoveCheck& m : r.moves) {
        std::cout << "  " << m.move << ' ' << signedText(m.claimed) << "  proven between " << signedText(m.lower)
                  << " and " << signedText(m.upper) << '\n';
        if (m.claimed > best)
            bestMoves.clear();
        if (m.claimed >= best)
            bestMoves += (bestMoves.empty() ? "" : " ") + m.move;
        best = std::max(best, m.claimed);
    }
    if (!r.error.empty()) {
        std::cout << "  REFUSED: " << r.error << '\n';
        return false;
    }
    std::cout << "  value: " << signedText(best) << " for the side to move (" << bestMoves << ")\n";
    return true;
}

} // namespace

int main(int argc, char** argv) {
    Arguments args;
    try {
        args = parse(argc, argv);
    } catch (const std::exception&) {
        std::cerr << "usage: verify-solution FILE [--roots K] [--seed S]\n";
        return 2;
    }
    std::ifstream in(args.file, std::ios::binary);
    const std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (!in.eof() && !in) {
        std::cerr << "verify-solution: cannot read " << args.file << '\n';
        return 2;
    }
    const verify::CertificateRead read = verify::readCertificate(bytes);
    if (!read.file) {
        std::cerr << "verify-solution: " << args.file << ": " << read.error << '\n';
        return 2;
    }
    const verify::CertificateFile& c = *read.file;
    std::cout << "certificate: " << args.file << " (" << bytes.size() << " bytes), "
              << (c.game == 1 ? "djenon-aboure" : "ayoayo") << ", leaves with at most " << c.endgameSeeds
              << " seeds on the board\n"
              << "strategies: South " << c.strategy[0].size() << " positions, North " << c.strategy[1].size() << '\n';
    std::vector<std::size_t> order(c.roots.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    if (args.roots != 0 && args.roots < order.size()) {
        std::mt19937 random(args.seed);
        std::shuffle(order.begin(), order.end(), random);
        order.resize(args.roots);
        std::sort(order.begin(), order.end());
    }
    const auto start = std::chrono::steady_clock::now();
    verify::ProofCheck check(c);
    for (std::size_t i : order)
        if (!report(check.check(c.roots[i]))) {
            std::cout << "NOT VERIFIED\n";
            return 1;
        }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::cout << "checked: " << order.size() << " of " << c.roots.size() << " roots, " << check.certificatePositions()
              << " positions of the proof, " << check.leafPositions() << " positions at and below its leaves, "
              << seconds << " s\n"
              << "VERIFIED\n";
    return 0;
}
