#include "rules/show_me.hpp"

#include <initializer_list>

#include "mancala/notation.hpp"

namespace mancala::ui {

namespace {

// A position of `game` from its rows as seen on the screen (the top row
// first), South's total and the side to move; North's total is the rest of
// the game's seeds, so that the position is whole.
Position position(GameId game, std::initializer_list<std::initializer_list<int>> rowsFromTop, int southTotal,
                  Side toMove = Side::South) {
    const Rules& rules = rulesFor(game);
    Position pos;
    int row = rules.rows() - 1;
    int onBoard = 0;
    for (const auto& cells : rowsFromTop) {
        int col = 0;
        for (int seeds : cells) {
            pos.board[rules.hole(row, col++)] = static_cast<std::uint8_t>(seeds);
            onBoard += seeds;
        }
        --row;
    }
    pos.totals[index(Side::South)] = static_cast<std::uint16_t>(southTotal);
    pos.totals[index(Side::North)] = static_cast<std::uint16_t>(rules.totalSeeds() - onBoard - southTotal);
    pos.toMove = toMove;
    return pos;
}

// A move in the notation of docs/rules.md ("e1", "a1-a2").
Move move(GameId game, const char* notation) {
    return parseMove(rulesFor(game), notation).value();
}

// The examples of each game's pages, a board drawn above each.
std::vector<ShowMeExample> djenonAboureExamples() {
    const GameId game = GameId::DjenonAboure;
    return {
        //   a  b  c  d  e  f
        // 2 1  2  0  0  1  2      e1: e1 f1 f2 -> f2 holds 3, relay:
        // 1 1  0  3  0  3  0      f2 e2 d2 -> d2 was empty, the move ends
        {GameId::DjenonAboure, Lesson::RelayLap, "play", position(game, {{1, 2, 0, 0, 1, 2}, {1, 0, 3, 0, 3, 0}}, 19),
         move(game, "e1")},
        // 2 1  2  0  1  1  1      a1: a1 b1 c1 d1 -> d1 holds 4, captured,
        // 1 4  3  1  3  0  1      then c1 (2) and b1 (4) before it
        {GameId::DjenonAboure, Lesson::CaptureChain, "captures",
         position(game, {{1, 2, 0, 1, 1, 1}, {4, 3, 1, 3, 0, 1}}, 17), move(game, "a1")},
    };
}

std::vector<ShowMeExample> ayoayoExamples() {
    const GameId game = GameId::Ayoayo;
    return {
        // 2 1  0  2  0  1  1      a1 (12 seeds): b1..f1, f2..a2, a1 skipped,
        // 1 12 9  0  1  0  2      b1; b1 (11 seeds) relays into the empty a1,
        //                         capturing a2 with the last seed
        {GameId::Ayoayo, Lesson::SkipOrigin, "play", position(game, {{1, 0, 2, 0, 1, 1}, {12, 9, 0, 1, 0, 2}}, 10),
         move(game, "a1")},
        // 2 0  0  0  0  0  0      North has no seeds: a1 is not allowed
        // 1 1  0  3  0  1  2      (it leaves them none); f1 sows into f2, e2
        {GameId::Ayoayo, Lesson::Feeding, "play", position(game, {{0, 0, 0, 0, 0, 0}, {1, 0, 3, 0, 1, 2}}, 22),
         move(game, "f1")},
        // 2 1  0  3  2  0  1      b1: c1 d1 -> d1 was empty, d2 across
        // 1 0  2  0  0  3  1      holds 2: they go to the store with the seed
        {GameId::Ayoayo, Lesson::CaptureAcross, "captures",
         position(game, {{1, 0, 3, 2, 0, 1}, {0, 2, 0, 0, 3, 1}}, 18), move(game, "b1")},
    };
}

std::vector<ShowMeExample> tihbatExamples() {
    const GameId game = GameId::Tihbat;
    return {
        //   a  b
        // 2 3  1                  a1 (1 counter) drops straight back
        // 1 1  1
        {GameId::Tihbat, Lesson::WaitingMove, "play", position(game, {{3, 1}, {1, 1}}, 12), move(game, "a1")},
        // 2 3  1                  a1: a1 b1 -> b1 holds 4, captured
        // 1 2  3
        {GameId::Tihbat, Lesson::EvenCapture, "captures", position(game, {{3, 1}, {2, 3}}, 10), move(game, "a1")},
        // 2 3  1                  a1: a1 b1 b2 -> b2 holds 2, but it is North's
        // 1 3  1
        {GameId::Tihbat, Lesson::NoCaptureAcross, "captures", position(game, {{3, 1}, {3, 1}}, 10), move(game, "a1")},
    };
}

std::vector<ShowMeExample> baoLaKimasaiExamples() {
    const GameId game = GameId::BaoLaKimasai;
    const Rules& bao = rulesFor(game);
    return {
        // The start: a1-a2 steps into the front row; a3 and a4 are captured.
        {GameId::BaoLaKimasai, Lesson::ColumnCapture, "captures", bao.initial(), move(game, "a1-a2")},
        //   a b c d e f g h i j k l
        // 4 0 1 0 1 0 0 1 1 0 0 1 0     b2-c2: c3 is captured, c4 is empty
        // 3 1 0 1 0 0 1 0 0 1 0 0 1
        // 2 0 1 0 1 1 0 0 1 0 0 1 0
        // 1 1 0 1 0 1 1 0 1 0 1 0 1
        {GameId::BaoLaKimasai, Lesson::FrontCapture, "captures",
         position(game,
                  {{0, 1, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0},
                   {1, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1},
                   {0, 1, 0, 1, 1, 0, 0, 1, 0, 0, 1, 0},
                   {1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 0, 1}},
                  14),
         move(game, "b2-c2")},
    };
}

std::vector<ShowMeExample> kalahExamples() {
    const GameId game = GameId::Kalah;
    return {
        // The start: c1 sows d1 e1 f1 and its last seed into South's store.
        {game, Lesson::AnotherTurn, "play", rulesFor(game).initial(), move(game, "c1")},
        //   a  b  c  d  e  f
        // 2 3  2  4  5  2  1      b1: c1 d1 -> d1 was empty, d2 across
        // 1 1  2  3  0  4  2      holds 5: they go to the store with the seed
        {game, Lesson::StoreCapture, "captures", position(game, {{3, 2, 4, 5, 2, 1}, {1, 2, 3, 0, 4, 2}}, 10),
         move(game, "b1")},
    };
}

std::vector<ShowMeExample> owareExamples() {
    const GameId game = GameId::Oware;
    return {
        //   a  b  c  d  e  f
        // 2 3  4  0  1  2  1      f1: f2 e2 d2 -> d2 makes 2, captured, and
        // 1 2  3  1  4  0  3      so are e2 (3) and f2 (2) before it
        {game, Lesson::TwosAndThrees, "captures", position(game, {{3, 4, 0, 1, 2, 1}, {2, 3, 1, 4, 0, 3}}, 12),
         move(game, "f1")},
        // 2 0  0  0  1  2  1      f1: the same chain would take all of
        // 1 2  3  1  4  0  3      North's seeds, so nothing is taken
        {game, Lesson::GrandSlam, "captures", position(game, {{0, 0, 0, 1, 2, 1}, {2, 3, 1, 4, 0, 3}}, 16),
         move(game, "f1")},
    };
}

} // namespace

std::vector<ShowMeExample> ShowMe::examples(GameId game) {
    switch (game.family()) {
    case GameFamily::DjenonAboure: return djenonAboureExamples();
    case GameFamily::Ayoayo: return ayoayoExamples();
    case GameFamily::Tihbat: return tihbatExamples();
    case GameFamily::BaoLaKimasai: return baoLaKimasaiExamples();
    case GameFamily::Kalah: return kalahExamples();
    case GameFamily::Oware: break;
    }
    return owareExamples();
}

QString ShowMe::caption(const ShowMeExample& example) {
    switch (example.lesson) {
    case Lesson::RelayLap:
        return tr("Relay sowing: the last seed from e1 falls into f2, which then holds 3 seeds, so they are "
                  "sown on in a new lap. That lap ends in the empty d2, and the move is over.");
    case Lesson::CaptureChain:
        return tr("A capture chain: the last seed from a1 brings d1 to 4 seeds. They are captured, and so are "
                  "the 2 seeds of c1 and the 4 of b1 just before it; a1, with a single seed, ends the chain.");
    case Lesson::SkipOrigin:
        return tr("a1 holds 12 seeds, so the lap passes over a1 itself and ends in b1. Its 11 seeds are sown on "
                  "and the last falls into the empty a1: the seeds across in a2 go to South's store with it.");
    case Lesson::Feeding:
        return tr("North has no seeds left, so South must give them some: a1 is not allowed, as it would leave "
                  "North's row empty. f1 sows its two seeds into North's row.");
    case Lesson::CaptureAcross:
        return tr("The last seed from b1 falls into the empty d1 in South's own row. North's 2 seeds across in d2 "
                  "go to South's store, together with the seed that captured them.");
    case Lesson::EvenCapture:
        return tr("The last counter from a1 makes 4 in b1, one of South's own holes: South captures all 4.");
    case Lesson::NoCaptureAcross:
        return tr("The last counter from a1 makes 2 in b2, but b2 is North's hole: nothing is captured.");
    case Lesson::WaitingMove:
        return tr("A single counter is taken up and dropped straight back into its own hole: a waiting move "
                  "that leaves the board as it was and hands the turn over.");
    case Lesson::ColumnCapture:
        return tr("South's first move, a1-a2, steps into the front row. North's stones in a3 and a4, the same "
                  "column, are both captured.");
    case Lesson::FrontCapture:
        return tr("b2-c2 steps into the front row opposite North's stone in c3, which is captured; c4 behind it is "
                  "empty, so that is all.");
    case Lesson::AnotherTurn:
        return tr("c1 sows its four seeds into d1, e1, f1 and South's own store. The last seed fell into the "
                  "store, so South moves again.");
    case Lesson::StoreCapture:
        return tr("The last seed from b1 falls into the empty d1 in South's own row. North's 5 seeds across in d2 "
                  "go to South's store, together with the seed that captured them.");
    case Lesson::TwosAndThrees:
        return tr("The last seed from f1 makes 2 in North's d2: they are captured, and so are the 3 seeds of e2 "
                  "and the 2 of f2 before it. f1 is South's own house, so the chain stops there.");
    case Lesson::GrandSlam: break;
    }
    return tr("f1 would capture d2, e2 and f2, every seed North has: a move that takes all the opponent's seeds "
              "captures nothing, so the seeds stay where they fell.");
}

} // namespace mancala::ui
