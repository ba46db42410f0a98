// Words for positions set up by hand (mancala/setup.hpp): why a text is not
// a position, and why a position cannot be played.
#include "i18n/wording.hpp"

#include "mancala/game.hpp"
#include "mancala/setup.hpp"

namespace mancala::ui {

QString Wording::positionTextError(const Rules& rules, PositionTextError why) {
    switch (why) {
    case PositionTextError::None:
    case PositionTextError::NotThreeFields: break;
    case PositionTextError::WrongRowCount: return tr("The board has %n row(s), separated by /.", "", rules.rows());
    case PositionTextError::WrongHoleCount:
        return tr("Each row has %n hole(s), separated by commas.", "", rules.cols());
    case PositionTextError::BadSeedCount: return tr("Each hole is written as a number from 0 to 255.");
    case PositionTextError::BadSide: return tr("The side to move is written south or north.");
    case PositionTextError::BadTotals:
        return tr("The totals are written as two numbers from 0 to 999 joined by a hyphen, as 0-0.");
    }
    return tr("A position is written as its rows, the side to move and the totals, separated by single spaces.");
}

QString Wording::setUpFault(const Rules& rules, const Position& pos, const SetUpFault& fault, const QString& southName,
                            const QString& northName) {
    const GameId game = rules.id();
    switch (fault.invariant) {
    case PositionFault::None: break;
    case PositionFault::SeedsNotConserved: {
        const int held = seedsOnBoard(rules, pos) + pos.totals[0] + pos.totals[1];
        return tr("On the board and captured there are %1; %2 is played with %3.")
            .arg(pieces(game, held), isolate(gameName(game)), pieces(game, rules.totalSeeds()));
    }
    case PositionFault::HoleOverCapacity: return tr("A hole holds at most one stone.");
    case PositionFault::SeedInUnusedHole:
    case PositionFault::EndWithoutWinner:
        return tr("The position breaks the rules of %1.").arg(isolate(gameName(game)));
    }
    const auto name = [&](Side side) {
        const QString& given = side == Side::South ? southName : northName;
        return isolate(given.isEmpty() ? sideName(side) : given);
    };
    const QString mover = name(pos.toMove);
    switch (fault.end) {
    case EndReason::NoMoves: return tr("The game would already be over: %1, to move, cannot move.").arg(mover);
    case EndReason::AllSingletons: return tr("The game would already be over: no hole holds more than one seed.");
    case EndReason::NoStones: return tr("The game would already be over: %1, to move, has no stones.").arg(mover);
    case EndReason::Majority:
        return tr("The game would already be over: %1 has captured more than half the seeds.")
            .arg(name(pos.totals[0] > pos.totals[1] ? Side::South : Side::North));
    case EndReason::None:
    case EndReason::Repetition: break;
    }
    return tr("The game would already be over there.");
}

QString Wording::setUpEdit(const Rules& rules, SetUpEdit edit) {
    const GameId game = rules.id();
    switch (edit) {
    case SetUpEdit::Done: return {};
    case SetUpEdit::AllSeedsPlaced:
        return tr("All %1 of %2 are on the board already.")
            .arg(pieces(game, rules.totalSeeds()), isolate(gameName(game)));
    case SetUpEdit::HoleFull:
        return game == GameId::BaoLaKimasai ? tr("A hole holds at most one stone.")
                                            : tr("A hole holds at most %1.").arg(pieces(game, UINT8_MAX));
    case SetUpEdit::HoleEmpty: break;
    }
    return tr("There is nothing to take away from that hole.");
}

} // namespace mancala::ui
