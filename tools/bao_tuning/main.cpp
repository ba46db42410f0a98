// bao-tuning: fits the weights of the Bao la Kimasai evaluation
// (core/src/search/bao_features.hpp) to the results of self-play games, and writes
// them as core/src/search/bao_weights.hpp.
//
//   bao-tuning selfplay GAMES SEED NODES > positions.txt
//   bao-tuning fit EPOCHS positions.txt... > core/src/search/bao_weights.hpp
//
// selfplay plays GAMES games of Expert (NODES nodes a move, so the games are
// the same for the same build and arguments) against itself, each from 6 to
// 11 random moves, and prints every position after the opening with the
// game's result for the side to move: "mask toMove southTotal northTotal
// result game" (mask: bit h set when hole h holds a stone; result 1 win,
// 0 loss, 0.5 draw).
//
// fit minimises the logistic loss of sigmoid(sum of weights) against the
// results (Adam, mini-batches, a little L2), holding out every tenth game to
// report the loss on unseen games, and scales the weights to hundredths of a
// stone: a stone of material is worth 100 when half the stones are captured.
#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <random>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "search/bao_features.hpp"
#include "mancala/search.hpp"

using namespace mancala;
using namespace mancala::detail;

namespace {

constexpr int kMinOpening = 6;
constexpr int kOpeningSpread = 6;
constexpr int kMaxPlies = 1000;
constexpr int kHashMegabytes = 4;

std::uint64_t number(std::string_view text) {
    std::uint64_t v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc{} || end != text.data() + text.size())
        throw std::runtime_error("not a number: " + std::string(text));
    return v;
}

int selfplay(std::uint64_t games, std::uint64_t seed, std::uint64_t nodes) {
    const Rules& rules = rulesFor(GameId::BaoLaKimasai);
    std::mt19937_64 random(seed);
    for (std::uint64_t g = 0; g < games; ++g) {
        Game game(rules);
        MoveList legal;
        const int opening = kMinOpening + static_cast<int>(random() % kOpeningSpread);
        for (int i = 0; i < opening && !game.over(); ++i) {
            game.legalMoves(legal);
            game.play(legal[static_cast<int>(random() % static_cast<std::uint64_t>(legal.size()))]);
        }
        std::vector<Position> positions;
        while (!game.over() && game.ply() < kMaxPlies) {
            positions.push_back(game.position());
            SearchOptions options;
            options.level = Level::Expert;
            options.timeMs = 0;
            options.maxNodes = nodes;
            options.seed = random();
            options.hashMegabytes = kHashMegabytes;
            game.play(chooseMove(game, options).move);
        }
        if (!game.over())
            continue;
        const Winner winner = game.position().winner;
        for (const Position& p : positions) {
            std::uint64_t mask = 0;
            for (int h = 0; h < rules.holeCount(); ++h)
                mask |= std::uint64_t{p.board[static_cast<std::size_t>(h)] != 0} << h;
            const bool won = winner == (p.toMove == Side::South ? Winner::South : Winner::North);
            const char* result = winner == Winner::Draw ? "0.5" : won ? "1" : "0";
            std::cout << mask << ' ' << index(p.toMove) << ' ' << p.totals[0] << ' ' << p.totals[1] << ' ' << result
                      << ' ' << g << '\n';
        }
    }
    return 0;
}

struct Sample {
    BaoFeatures features;
    double result = 0.0;
    bool heldOut = false;
};

std::vector<Sample> readSamples(const std::vector<std::string>& files) {
    std::vector<Sample> samples;
    for (std::size_t f = 0; f < files.size(); ++f) {
        std::ifstream in(files[f]);
        if (!in)
            throw std::runtime_error("cannot read " + files[f]);
        std::string line;
        while (std::getline(in, line)) {
            std::istringstream fields(line);
            std::uint64_t mask = 0;
            int toMove = 0;
            int south = 0;
            int north = 0;
            double result = 0.0;
            std::uint64_t game = 0;
            if (!(fields >> mask >> toMove >> south >> north >> result >> game))
                throw std::runtime_error("bad line in " + files[f] + ": " + line);
            Position p;
            for (int h = 0; h < 48; ++h)
                p.board[static_cast<std::size_t>(h)] = static_cast<std::uint8_t>((mask >> h) & 1);
            p.toMove = toMove == 0 ? Side::South : Side::North;
            p.totals = {static_cast<std::uint16_t>(south), static_cast<std::uint16_t>(north)};
            samples.push_back({baoFeatures(p), result, (game + f) % 10 == 0});
        }
    }
    return samples;
}

// The model: material * (m + c * captured / stones) + sum of feature weights.
struct Model {
    double material = 0.3;
    double capturedMaterial = 0.0;
    std::vector<double> weights = std::vector<double>(kBaoFeatureCount, 0.0);

    double logit(const BaoFeatures& f) const {
        double z = (material + capturedMaterial * f.captured / kBaoStones) * f.material;
        for (const std::uint16_t i : f.active)
            z += weights[i];
        return z;
    }
};

double sigmoid(double z) {
    return 1.0 / (1.0 + std::exp(-z));
}

double loss(const Model& model, const std::vector<Sample>& samples, bool heldOut) {
    double sum = 0.0;
    std::size_t n = 0;
    for (const Sample& s : samples) {
        if (s.heldOut != heldOut)
            continue;
        const double p = std::clamp(sigmoid(model.logit(s.features)), 1e-9, 1.0 - 1e-9);
        sum -= s.result * std::log(p) + (1.0 - s.result) * std::log(1.0 - p);
        ++n;
    }
    return n == 0 ? 0.0 : sum / static_cast<double>(n);
}

class Adam {
public:
    explicit Adam(std::size_t n) : m_(n, 0.0), v_(n, 0.0) {}
    void step(std::vector<double*> params, const std::vector<double>& gradient) {
        ++t_;
        const double c1 = 1.0 - std::pow(kBeta1, t_);
        const double c2 = 1.0 - std::pow(kBeta2, t_);
        for (std::size_t i = 0; i < params.size(); ++i) {
            m_[i] = kBeta1 * m_[i] + (1.0 - kBeta1) * gradient[i];
            v_[i] = kBeta2 * v_[i] + (1.0 - kBeta2) * gradient[i] * gradient[i];
            *params[i] -= kRate * (m_[i] / c1) / (std::sqrt(v_[i] / c2) + 1e-8);
        }
    }

private:
    static constexpr double kRate = 0.01;
    static constexpr double kBeta1 = 0.9;
    static constexpr double kBeta2 = 0.999;
    std::vector<double> m_, v_;
    int t_ = 0;
};

int fit(int epochs, const std::vector<std::string>& files) {
    constexpr std::size_t kBatch = 512;
    constexpr double kL2 = 3e-5;
    std::vector<Sample> samples = readSamples(files);
    if (samples.empty())
        throw std::runtime_error("no positions to fit");
    std::vector<Sample> training;
    for (const Sample& s : samples)
        if (!s.heldOut)
            training.push_back(s);
    std::cerr << samples.size() << " positions, " << samples.size() - training.size() << " of them held out\n";
    Model model;
    std::vector<double*> params{&model.material, &model.capturedMaterial};
    for (double& w : model.weights)
        params.push_back(&w);
    Adam adam(params.size());
    std::vector<double> gradient(params.size());
    std::mt19937 shuffle(1);
    for (int epoch = 0; epoch < epochs; ++epoch) {
        std::shuffle(training.begin(), training.end(), shuffle);
        for (std::size_t begin = 0; begin < training.size(); begin += kBatch) {
            const std::size_t end = std::min(training.size(), begin + kBatch);
            std::fill(gradient.begin(), gradient.end(), 0.0);
            for (std::size_t i = begin; i < end; ++i) {
                const BaoFeatures& f = training[i].features;
                const double error = sigmoid(model.logit(f)) - training[i].result;
                gradient[0] += error * f.material;
                gradient[1] += error * f.material * f.captured / kBaoStones;
                for (const std::uint16_t k : f.active)
                    gradient[2 + k] += error;
            }
            const double scale = 1.0 / static_cast<double>(end - begin);
            for (std::size_t i = 0; i < gradient.size(); ++i)
                gradient[i] = gradient[i] * scale + (i >= 2 ? kL2 * *params[i] : 0.0);
            adam.step(params, gradient);
        }
        std::cerr << "epoch " << epoch + 1 << ": loss " << loss(model, samples, false) << ", held out "
                  << loss(model, samples, true) << '\n';
    }

    // Hundredths of a stone: material worth 100 at half the stones captured.
    const double unit = model.material + model.capturedMaterial / 2.0;
    if (unit <= 0.0)
        throw std::runtime_error("material came out worthless; more games are needed");
    const auto scaled = [&](double w) { return std::lround(w * 100.0 / unit); };
    std::cout << "// Generated: the weights of the Bao la Kimasai evaluation (bao_features.hpp),\n"
                 "// in hundredths of a stone, fitted by tools/bao_tuning to the results of\n"
                 "// self-play games (see docs/computer-players.md). Do not edit by hand.\n"
                 "#pragma once\n\n#include <array>\n#include <cstdint>\n\n#include \"bao_features.hpp\"\n\n"
                 "namespace mancala::detail {\n\n"
              << "inline constexpr int kBaoMaterial = " << scaled(model.material) << ";\n"
              << "inline constexpr int kBaoCapturedMaterial = " << scaled(model.capturedMaterial) << ";\n"
              << "inline constexpr std::array<std::int16_t, kBaoFeatureCount> kBaoWeights{\n";
    for (int i = 0; i < kBaoFeatureCount; ++i)
        std::cout << (i % kBaoStates == 0 ? "    " : " ") << scaled(model.weights[static_cast<std::size_t>(i)]) << ','
                  << (i % kBaoStates == kBaoStates - 1 || i + 1 == kBaoFeatureCount ? "\n" : "");
    std::cout << "};\n\n} // namespace mancala::detail\n";
    return 0;
}

constexpr std::string_view kUsage = "usage: bao-tuning selfplay GAMES SEED NODES > positions.txt\n"
                                    "       bao-tuning fit EPOCHS POSITIONS... > core/src/search/bao_weights.hpp\n";

} // namespace

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    try {
        if (args.size() == 4 && args[0] == "selfplay")
            return selfplay(number(args[1]), number(args[2]), number(args[3]));
        if (args.size() >= 3 && args[0] == "fit")
            return fit(static_cast<int>(number(args[1])), {args.begin() + 2, args.end()});
    } catch (const std::exception& e) {
        std::cerr << "bao-tuning: " << e.what() << '\n';
        return 1;
    }
    std::cerr << kUsage;
    return 2;
}
