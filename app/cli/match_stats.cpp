#include "match_stats.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace mancala::cli {

namespace {

ScoreInterval around(double mean, double variance, int n) noexcept {
    const double half = kZ95 * std::sqrt(variance / n);
    return {mean, std::max(0.0, mean - half), std::min(1.0, mean + half)};
}

std::string percent(double share) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f %%", 100.0 * share);
    return buf;
}

std::string halfWidth(const ScoreInterval& i) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", 100.0 * std::max(i.score - i.low, i.high - i.score));
    return buf;
}

std::string eloText(double elo) {
    if (std::isinf(elo))
        return elo > 0 ? "+inf" : "-inf";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%+.1f", elo == 0.0 ? 0.0 : elo); // not "-0.0"
    return buf;
}

} // namespace

void addPair(PairCounts& counts, int first, int second) noexcept {
    const int sum = first + second;
    if (sum == 2)
        ++counts.wonBoth;
    else if (sum == 1)
        ++counts.wonAndDrew;
    else if (sum == 0)
        ++(first == 0 ? counts.bothDrawn : counts.split);
    else if (sum == -1)
        ++counts.drewAndLost;
    else
        ++counts.lostBoth;
}

ScoreInterval pairInterval(const PairCounts& c) noexcept {
    const int n = c.pairs();
    if (n == 0)
        return {};
    const std::array<std::pair<double, int>, 5> bins{{{1.0, c.wonBoth},
                                                      {0.75, c.wonAndDrew},
                                                      {0.5, c.split + c.bothDrawn},
                                                      {0.25, c.drewAndLost},
                                                      {0.0, c.lostBoth}}};
    double mean = 0.0;
    for (const auto& [value, count] : bins)
        mean += value * count;
    mean /= n;
    double variance = 0.0;
    for (const auto& [value, count] : bins)
        variance += count * (value - mean) * (value - mean);
    return around(mean, variance / n, n);
}

ScoreInterval gameInterval(int wins, int draws, int losses) noexcept {
    const int n = wins + draws + losses;
    if (n == 0)
        return {};
    const double mean = (wins + 0.5 * draws) / n;
    const double variance =
        (wins * (1.0 - mean) * (1.0 - mean) + draws * (0.5 - mean) * (0.5 - mean) + losses * mean * mean) / n;
    return around(mean, variance, n);
}

double eloFromScore(double score) noexcept {
    if (score <= 0.0)
        return -std::numeric_limits<double>::infinity();
    if (score >= 1.0)
        return std::numeric_limits<double>::infinity();
    return -400.0 * std::log10(1.0 / score - 1.0);
}

std::string summaryText(const PairCounts& c, int wins, int draws, int losses) {
    const ScoreInterval byPairs = pairInterval(c);
    const ScoreInterval byGames = gameInterval(wins, draws, losses);
    const double elo = eloFromScore(byPairs.score);
    const double low = eloFromScore(byPairs.low);
    const double high = eloFromScore(byPairs.high);
    std::string out = "score of A: " + percent(byPairs.score) + " ± " + halfWidth(byPairs) + " (95 %, by pairs; ± " +
                      halfWidth(byGames) + " by games)\n";
    out += "Elo difference: " + eloText(elo);
    if (std::isinf(low) || std::isinf(high))
        out += " (95 %: " + eloText(low) + " to " + eloText(high) + ")\n";
    else
        out += " ± " + eloText((high - low) / 2).substr(1) + " (95 %: " + eloText(low) + " to " + eloText(high) + ")\n";
    out += "pairs: " + std::to_string(c.pairs()) + ", A won both " + std::to_string(c.wonBoth) +
           ", won one and drew one " + std::to_string(c.wonAndDrew) + ", split " + std::to_string(c.split) +
           ", both drawn " + std::to_string(c.bothDrawn) + ", drew one and lost one " + std::to_string(c.drewAndLost) +
           ", lost both " + std::to_string(c.lostBoth) + '\n';
    return out;
}

} // namespace mancala::cli
