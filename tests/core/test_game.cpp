// The Game object: legality checks around play(), undo, the history of
// positions, and the repetition rule (the tracker itself: test_repetition.cpp).
#include <gtest/gtest.h>

#include <initializer_list>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/position_fault.hpp"
#include "mancala/game.hpp"
#include "mancala/notation.hpp"

namespace mancala {
namespace {

// Plays `line` (moves in notation, separated by spaces); every move must be legal.
void playLine(Game& game, const std::string& line) {
    std::size_t start = 0;
    while (start < line.size()) {
        std::size_t end = line.find(' ', start);
        if (end == std::string::npos)
            end = line.size();
        const std::string text = line.substr(start, end - start);
        const std::optional<Move> m = parseMove(game.rules(), text);
        ASSERT_TRUE(m.has_value()) << text;
        ASSERT_EQ(game.play(*m), IllegalReason::None) << "ply " << game.ply() + 1 << ": " << text;
        start = end + 1;
    }
}

Position twoRowPosition(std::initializer_list<int> southRow, std::initializer_list<int> northRow, int southTotal,
                        int northTotal, Side toMove) {
    Position p;
    int col = 0;
    for (int n : southRow)
        p.board[static_cast<std::size_t>(2 * col++)] = static_cast<std::uint8_t>(n);
    col = 0;
    for (int n : northRow)
        p.board[static_cast<std::size_t>(2 * col++ + 1)] = static_cast<std::uint8_t>(n);
    p.totals = {static_cast<std::uint16_t>(southTotal), static_cast<std::uint16_t>(northTotal)};
    p.toMove = toMove;
    return p;
}

// Expects `m` to be refused for `why` and the game to be left as it was.
void expectRefused(Game& game, Move m, IllegalReason why) {
    const Position before = game.position();
    const int ply = game.ply();
    const std::vector<Move> moves = game.moves();
    EXPECT_EQ(game.check(m), why);
    EXPECT_EQ(game.play(m), why);
    EXPECT_EQ(game.position(), before);
    EXPECT_EQ(game.ply(), ply);
    EXPECT_EQ(game.moves(), moves);
}

// Djenon-aboure, start, South to move:
//        a  b  c  d  e  f
//   2 [  4  4  4  4  4  4 ]   North
//   1 [  4  4  4  4  4  4 ]   South
// Each broken invariant of a position is named, the first one found.
TEST(Game, PositionFaultNamesTheBrokenInvariant) {
    const Rules& ayoayo = rulesFor(GameId::Ayoayo);
    Position p = ayoayo.initial();
    EXPECT_EQ(ayoayo.positionFault(p), PositionFault::None);
    EXPECT_TRUE(ayoayo.positionIsOk(p));
    p.board[12] = 1; // beyond Ayoayo's twelve holes
    EXPECT_EQ(ayoayo.positionFault(p), PositionFault::SeedInUnusedHole);
    p = ayoayo.initial();
    p.board[0] = 5; // one seed made out of nothing
    EXPECT_EQ(ayoayo.positionFault(p), PositionFault::SeedsNotConserved);
    EXPECT_EQ(positionFaultName(ayoayo.positionFault(p)), "seeds not conserved");
    p = ayoayo.initial();
    p.winner = Winner::South; // a winner while the game goes on
    EXPECT_EQ(ayoayo.positionFault(p), PositionFault::EndWithoutWinner);
    p.winner = Winner::None;
    p.end = EndReason::Repetition; // an end without a winner
    EXPECT_EQ(ayoayo.positionFault(p), PositionFault::EndWithoutWinner);

    const Rules& bao = rulesFor(GameId::BaoLaKimasai);
    Position q = bao.initial();
    const Hole a1 = bao.hole(0, 0), b1 = bao.hole(0, 1);
    ASSERT_EQ(q.board[a1], 1);
    ASSERT_EQ(q.board[b1], 1);
    q.board[a1] = 2; // b1's stone moved onto a1's: still 46 stones
    q.board[b1] = 0;
    EXPECT_EQ(bao.positionFault(q), PositionFault::HoleOverCapacity);
}

TEST(Game, PlayRefusesIllegalMovesWithTheReasonAndChangesNothing) {
    const Rules& djenon = rulesFor(GameId::DjenonAboure);
    Game game(djenon);
    expectRefused(game, Move::sow(djenon.hole(1, 0)), IllegalReason::NotYourHole);
    expectRefused(game, Move::sow(12), IllegalReason::NotAHole);
    expectRefused(game, Move::pass(), IllegalReason::MustMove);
    EXPECT_EQ(game.position(), djenon.initial());

    Game ayoayo(rulesFor(GameId::Ayoayo));
    expectRefused(ayoayo, Move::sow(11), IllegalReason::NotYourHole);
    expectRefused(ayoayo, Move::pass(), IllegalReason::MustMove);

    Game tihbat(rulesFor(GameId::Tihbat));
    expectRefused(tihbat, Move::sow(4), IllegalReason::NotAHole);
    expectRefused(tihbat, Move::sow(1), IllegalReason::NotYourHole);
    expectRefused(tihbat, Move::pass(), IllegalReason::MustMove);
}

// Bao la Kimasai, start (o = a stone, . = empty), South to move:
//       a b c d e f g h i j k l
//   4 [ o o o o o o o o o o o o ]   North back
//   3 [ o o o o o o o o o o o . ]   North front
//   2 [ . o o o o o o o o o o o ]   South front
//   1 [ o o o o o o o o o o o o ]   South back
// Only a1-a2 moves: every other South stone's next hole is occupied.
TEST(Game, BaoLaKimasaiRefusesBlockedAndMisdirectedSteps) {
    const Rules& bao = rulesFor(GameId::BaoLaKimasai);
    Game game(bao);
    const Hole a1 = bao.hole(0, 0);
    const Hole a2 = bao.hole(1, 0);
    const Hole b1 = bao.hole(0, 1);
    const Hole b2 = bao.hole(1, 1);
    expectRefused(game, Move::step(b1, a1), IllegalReason::DestinationOccupied);
    expectRefused(game, Move::step(b2, bao.hole(1, 2)), IllegalReason::DestinationOccupied);
    expectRefused(game, Move::step(a1, b1), IllegalReason::WrongDestination);
    expectRefused(game, Move::step(a2, b2), IllegalReason::Empty);
    expectRefused(game, Move::step(bao.hole(2, 0), bao.hole(3, 0)), IllegalReason::NotYourHole);
    expectRefused(game, Move::step(48, a1), IllegalReason::NotAHole);
    expectRefused(game, Move::pass(), IllegalReason::MustMove);
    EXPECT_EQ(game.play(Move::step(a1, a2)), IllegalReason::None);
}

// In random games of every game (fixed seeds), every move that is not legal is
// refused by play() with check()'s reason, and leaves the game unchanged; after
// the end every move is refused as GameOver.
TEST(Game, EveryIllegalMoveOfRandomGamesIsRefusedWithoutChange) {
    std::mt19937 rng(1234);
    for (GameId g : kAllGames) {
        const Rules& rules = rulesFor(g);
        const int games = g == GameId::BaoLaKimasai ? 20 : 100;
        for (int n = 0; n < games; ++n) {
            Game game(rules);
            while (!game.over()) {
                MoveList legal;
                game.legalMoves(legal);
                for (int h = 0; h < rules.holeCount(); ++h) {
                    const Move m = rules.moveFrom(static_cast<Hole>(h));
                    const IllegalReason why = game.check(m);
                    if (why != IllegalReason::None)
                        expectRefused(game, m, why);
                }
                if (!legal[0].isPass())
                    expectRefused(game, Move::pass(), IllegalReason::MustMove);
                ASSERT_FALSE(HasFailure()) << gameIdString(g) << " game " << n << " ply " << game.ply();
                ASSERT_EQ(game.play(legal[static_cast<int>(rng() % static_cast<unsigned>(legal.size()))]),
                          IllegalReason::None);
            }
            expectRefused(game, Move::pass(), IllegalReason::GameOver);
            for (int h = 0; h < rules.holeCount(); ++h)
                expectRefused(game, rules.moveFrom(static_cast<Hole>(h)), IllegalReason::GameOver);
            ASSERT_FALSE(HasFailure()) << gameIdString(g) << " game " << n << " after the end";
        }
    }
}

// A Djenon-aboure hole of one seed never moves; an empty one neither. Checked
// for the mover's row at every ply of random games.
TEST(Game, DjenonAboureSingletonsAndEmptyHolesAreRefused) {
    const Rules& rules = rulesFor(GameId::DjenonAboure);
    std::mt19937 rng(99);
    int singletons = 0;
    for (int n = 0; n < 200; ++n) {
        Game game(rules);
        while (!game.over()) {
            MoveList legal;
            game.legalMoves(legal);
            for (int col = 0; col < rules.cols(); ++col) {
                const Hole h = rules.hole(index(game.position().toMove), col);
                if (game.position().board[h] == 1) {
                    expectRefused(game, Move::sow(h), IllegalReason::Singleton);
                    ++singletons;
                } else if (game.position().board[h] == 0) {
                    expectRefused(game, Move::sow(h), IllegalReason::Empty);
                }
            }
            ASSERT_EQ(game.play(legal[static_cast<int>(rng() % static_cast<unsigned>(legal.size()))]),
                      IllegalReason::None);
        }
    }
    EXPECT_GT(singletons, 0);
}

// Random games of every game: positionAt() gives the position before each ply,
// undo() restores every earlier position exactly and replaying the same moves
// gives the same positions again (the repetition rule is rebuilt on undo).
TEST(Game, UndoRestoresEveryPositionExactly) {
    std::mt19937 rng(777);
    for (GameId g : kAllGames) {
        const Rules& rules = rulesFor(g);
        for (int n = 0; n < 20; ++n) {
            Game game(rules);
            std::vector<Position> positions{game.position()};
            while (!game.over()) {
                MoveList legal;
                game.legalMoves(legal);
                ASSERT_EQ(game.play(legal[static_cast<int>(rng() % static_cast<unsigned>(legal.size()))]),
                          IllegalReason::None);
                positions.push_back(game.position());
            }
            const std::vector<Move> moves = game.moves();
            ASSERT_EQ(static_cast<std::size_t>(game.ply()) + 1, positions.size());
            for (int i = 0; i <= game.ply(); ++i)
                ASSERT_EQ(game.positionAt(i), positions[static_cast<std::size_t>(i)]) << i;
            EXPECT_THROW((void)game.positionAt(game.ply() + 1), std::out_of_range);
            EXPECT_THROW((void)game.positionAt(-1), std::out_of_range);

            // Back to the middle, forward again, then back to the start.
            const int middle = game.ply() / 2;
            while (game.ply() > middle) {
                ASSERT_TRUE(game.undo());
                ASSERT_EQ(game.position(), positions[static_cast<std::size_t>(game.ply())]);
                ASSERT_FALSE(game.over());
            }
            for (std::size_t i = static_cast<std::size_t>(middle); i < moves.size(); ++i) {
                ASSERT_EQ(game.play(moves[i]), IllegalReason::None);
                ASSERT_EQ(game.position(), positions[i + 1]) << gameIdString(g) << " replayed ply " << i + 1;
            }
            while (game.ply() > 0) {
                ASSERT_TRUE(game.undo());
                ASSERT_EQ(game.position(), positions[static_cast<std::size_t>(game.ply())]);
                ASSERT_EQ(game.moves(), std::vector<Move>(moves.begin(), moves.begin() + game.ply()));
            }
            EXPECT_FALSE(game.undo());
            EXPECT_EQ(game.position(), rules.initial());
        }
    }
}

// Tihbat: the second occurrence of a position ends the game; the counters left
// are split equally. After a1 b2 b1 b2 b1 b2 (South captured 8 with b1):
//        a   b
//   2 [ 17   1 ]   North
//   1 [  1   1 ]   South to move; captured: South 8, North 0
// South waits with a1 (one counter back into its hole), North waits with b2:
// the position comes back at ply 8 and the 20 counters left go 10 and 10.
TEST(Game, TihbatEndsByRepetitionAtTheSecondOccurrence) {
    Game game(rulesFor(GameId::Tihbat));
    playLine(game, "a1 b2 b1 b2 b1 b2");
    Position expected;
    expected.board = {1, 17, 1, 1};
    expected.totals = {8, 0};
    expected.toMove = Side::South;
    ASSERT_EQ(game.position(), expected);

    playLine(game, "a1");
    EXPECT_FALSE(game.over());
    playLine(game, "b2");
    ASSERT_EQ(game.ply(), 8);
    Position end;
    end.totals = {18, 10};
    end.toMove = Side::South;
    end.end = EndReason::Repetition;
    end.winner = Winner::South;
    EXPECT_EQ(game.position(), end);
    MoveList legal;
    game.legalMoves(legal);
    EXPECT_TRUE(legal.empty());
}

// Tihbat from the start: a1 a2 a1 a2 a1 leaves
//        a   b
//   2 [  1  12 ]   North to move
//   1 [  1  14 ]   nothing captured
// then both wait (a2, a1) and the position after ply 5 comes back at ply 7:
// 14 counters each, a draw.
TEST(Game, TihbatRepetitionWithoutCapturesIsADraw) {
    Game game(rulesFor(GameId::Tihbat));
    playLine(game, "a1 a2 a1 a2 a1 a2");
    EXPECT_FALSE(game.over());
    playLine(game, "a1");
    Position end;
    end.totals = {14, 14};
    end.toMove = Side::North;
    end.end = EndReason::Repetition;
    end.winner = Winner::Draw;
    EXPECT_EQ(game.position(), end);
}

// Ayoayo: the third occurrence of a position ends the game; each player takes
// the seeds in their own row. After the first 14 plies below:
//        a  b  c  d  e  f
//   2 [  1  2  0  4  0  3 ]   North; stores: South 23, North 0
//   1 [  0  7  0  5  2  1 ]   South to move
// f1 then b2 bring it back (plies 16 and 18); at ply 18 South takes 15 (38),
// North 10.
TEST(Game, AyoayoEndsByRepetitionAtTheThirdOccurrence) {
    Game game(rulesFor(GameId::Ayoayo));
    playLine(game, "e1 a2 b1 a2 f1 e2 c1 c2 a1 e2 e1 c2 f1 e2");
    const Position repeated = twoRowPosition({0, 7, 0, 5, 2, 1}, {1, 2, 0, 4, 0, 3}, 23, 0, Side::South);
    ASSERT_EQ(game.position(), repeated);
    playLine(game, "f1 b2");
    ASSERT_EQ(game.position(), repeated);
    playLine(game, "f1");
    EXPECT_FALSE(game.over());
    playLine(game, "b2");
    ASSERT_EQ(game.ply(), 18);
    Position end;
    end.totals = {38, 10};
    end.toMove = Side::South;
    end.end = EndReason::Repetition;
    end.winner = Winner::South;
    EXPECT_EQ(game.position(), end);
}

// Taking back the move that ended a game by repetition reopens the game, and
// playing it again ends it again.
TEST(Game, UndoOfARepetitionEndReopensTheGame) {
    const Rules& rules = rulesFor(GameId::Ayoayo);
    Game game(rules);
    playLine(game, "e1 a2 b1 a2 f1 e2 c1 c2 a1 e2 e1 c2 f1 e2 f1 b2 f1");
    const Position beforeEnd = game.position();
    playLine(game, "b2");
    ASSERT_EQ(game.position().end, EndReason::Repetition);
    const Position ended = game.position();
    ASSERT_TRUE(game.undo());
    EXPECT_FALSE(game.over());
    EXPECT_EQ(game.position(), beforeEnd);
    EXPECT_EQ(game.check(Move::sow(rules.hole(1, 1))), IllegalReason::None);
    playLine(game, "b2");
    EXPECT_EQ(game.position(), ended);

    Game tihbat(rulesFor(GameId::Tihbat));
    playLine(tihbat, "a1 b2 b1 b2 b1 b2 a1 b2");
    ASSERT_TRUE(tihbat.over());
    ASSERT_TRUE(tihbat.undo());
    EXPECT_FALSE(tihbat.over());
    playLine(tihbat, "b2");
    EXPECT_EQ(tihbat.position().end, EndReason::Repetition);
}

// A game's rules that count how often a move is checked (Rules::check), and
// otherwise are those of `inner`.
class CheckCountingRules final : public Rules {
public:
    explicit CheckCountingRules(const Rules& inner) : inner_(inner) {}
    int checks() const noexcept { return checks_; }

    GameId id() const noexcept override { return inner_.id(); }
    int rows() const noexcept override { return inner_.rows(); }
    int cols() const noexcept override { return inner_.cols(); }
    bool hasStores() const noexcept override { return inner_.hasStores(); }
    int totalSeeds() const noexcept override { return inner_.totalSeeds(); }
    int repetitionLimit() const noexcept override { return inner_.repetitionLimit(); }
    Position initial() const override { return inner_.initial(); }
    Move moveFrom(Hole from) const noexcept override { return inner_.moveFrom(from); }
    void legalMoves(const Position& pos, MoveList& out) const override { inner_.legalMoves(pos, out); }
    IllegalReason check(const Position& pos, Move m) const override {
        ++checks_;
        return inner_.check(pos, m);
    }
    PositionKey key(const Position& pos) const noexcept override { return inner_.key(pos); }
    int playout(Position& pos, RepetitionTracker& seen, PlayoutRandom& random) const override {
        return inner_.playout(pos, seen, random);
    }
    EndReason endAt(const Position& pos) const noexcept override { return inner_.endAt(pos); }

private:
    void doApply(Position& pos, Move m, Trace* trace) const override { inner_.apply(pos, m, trace); }
    void doEndByRepetition(Position& pos, Trace* trace) const override { inner_.endByRepetition(pos, trace); }

    const Rules& inner_;
    mutable int checks_ = 0;
};

// A move from outside is checked once on its way in: Game::play(Move) checks
// it once (an illegal one too), Rules::apply and Game::play of a CheckedMove
// never check it again (in debug builds neither).
TEST(Game, AMoveIsCheckedOnceOnItsWayIn) {
    std::mt19937 rng(29);
    for (GameId g : kAllGames) {
        const CheckCountingRules rules(rulesFor(g));
        Game game(rules);
        int played = 0;
        while (!game.over() && played < 200) {
            MoveList legal;
            game.legalMoves(legal);
            const int before = rules.checks();
            ASSERT_EQ(game.play(legal[static_cast<int>(rng() % static_cast<unsigned>(legal.size()))]),
                      IllegalReason::None);
            ASSERT_EQ(rules.checks(), before + 1) << gameIdString(g) << " ply " << played;
            ++played;
        }
        if (game.over())
            game.undo();
        const int before = rules.checks();
        EXPECT_EQ(game.play(Move::sow(static_cast<Hole>(rules.holeCount()))), IllegalReason::NotAHole);
        EXPECT_EQ(rules.checks(), before + 1) << gameIdString(g);

        MoveList legal;
        game.legalMoves(legal);
        const CheckedMove checked = game.checked(legal[0]);
        EXPECT_TRUE(checked.legal());
        EXPECT_EQ(rules.checks(), before + 2);
        Position applied = game.position();
        rules.apply(applied, checked, nullptr);
        EXPECT_EQ(rules.checks(), before + 2) << gameIdString(g) << ": Rules::apply checked the move again";
        EXPECT_EQ(game.play(checked), IllegalReason::None);
        EXPECT_EQ(rules.checks(), before + 2) << gameIdString(g) << ": Game::play checked the move again";
    }
}

} // namespace
} // namespace mancala
