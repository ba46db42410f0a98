// The statistics of `mancala-cli match`: player A's score with its 95 %
// confidence interval counted by pairs of games (fishtest) and by games
// (cutechess-cli's trinomial), the Elo difference with its margin, and the
// pair results. Formulas in docs/computer-players.md ("Statistics").
#pragma once

#include <array>
#include <string>

namespace mancala::cli {

// The two games of a pair are the same opening with the sides swapped. A's
// points in a pair are 0, 1/2, 1, 3/2 or 2; 1 comes from a win and a loss
// (split) or from two draws (bothDrawn), counted apart.
struct PairCounts {
    int wonBoth = 0;     // 2
    int wonAndDrew = 0;  // 3/2
    int split = 0;       // 1: a win and a loss
    int bothDrawn = 0;   // 1: two draws
    int drewAndLost = 0; // 1/2
    int lostBoth = 0;    // 0
    int pairs() const noexcept { return wonBoth + wonAndDrew + split + bothDrawn + drewAndLost + lostBoth; }
};

// A's result in each game: 1 win, 0 draw, -1 loss.
void addPair(PairCounts& counts, int first, int second) noexcept;

inline constexpr double kZ95 = 1.959963984540054; // two-sided 95 % of the normal law

struct ScoreInterval {
    double score = 0.0; // mean points per game, 0 to 1
    double low = 0.0;   // score - 1.96 standard errors, not below 0
    double high = 0.0;  // score + 1.96 standard errors, not above 1
};

// By pairs: the mean and standard error over pairs of the pair score (A's
// points in the pair / 2), population variance as fishtest computes it.
ScoreInterval pairInterval(const PairCounts& counts) noexcept;
// By games: the trinomial interval of cutechess-cli (each game on its own).
ScoreInterval gameInterval(int wins, int draws, int losses) noexcept;

// -400 log10(1/score - 1): -infinity at 0, +infinity at 1.
double eloFromScore(double score) noexcept;

// The summary lines that follow the table of a match (each ends with '\n'):
//   score of A: 72.5 % ± 4.1 (95 %, by pairs; ± 3.9 by games)
//   Elo difference: +168.2 ± 35.0 (95 %: +135.4 to +205.1)
//   pairs: 100, A won both 40, won one and drew one 20, split 25, both drawn 5,
//          drew one and lost one 8, lost both 2
std::string summaryText(const PairCounts& counts, int wins, int draws, int losses);

} // namespace mancala::cli
