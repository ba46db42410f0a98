#include "wording.hpp"

#include <QLocale>
#include <QStringList>

namespace mancala::ui {

QString Wording::gameName(GameId game) {
    switch (game) {
    case GameId::DjenonAboure: return tr("Djenon-aboure");
    case GameId::Ayoayo: return tr("Ayoayo");
    case GameId::Tihbat: return tr("Tihbat");
    case GameId::BaoLaKimasai: break;
    }
    return tr("Bao la Kimasai");
}

QString Wording::gameDescription(GameId game) {
    switch (game) {
    case GameId::DjenonAboure:
        return tr("Two rows of six holes; relay sowing, chains of twos and fours are captured.");
    case GameId::Ayoayo:
        return tr("Two rows of six holes and two stores; relay sowing, capture from across your own row.");
    case GameId::Tihbat:
        return tr("Two rows of two holes; end on your own side with an even count to capture.");
    case GameId::BaoLaKimasai: break;
    }
    return tr("Four rows of twelve single stones; step clockwise and capture across the front rows.");
}

QString Wording::sideName(Side side) {
    return side == Side::South ? tr("South") : tr("North");
}

QString Wording::pieces(GameId game, int n) {
    switch (game) {
    case GameId::Tihbat: return tr("%n counter(s)", "", n);
    case GameId::BaoLaKimasai: return tr("%n stone(s)", "", n);
    case GameId::DjenonAboure:
    case GameId::Ayoayo: break;
    }
    return tr("%n seed(s)", "", n);
}

QString Wording::illegalReason(IllegalReason why) {
    switch (why) {
    case IllegalReason::None: return {};
    case IllegalReason::GameOver: return tr("The game is over");
    case IllegalReason::NotAHole: return tr("There is no such hole");
    case IllegalReason::NotYourHole: return tr("That is not your hole");
    case IllegalReason::Empty: return tr("This hole is empty");
    case IllegalReason::Singleton: return tr("Singletons cannot be moved");
    case IllegalReason::NeverEnds: return tr("Sowing from this hole would never end");
    case IllegalReason::DoesNotFeed: return tr("You must give your opponent seeds");
    case IllegalReason::DestinationOccupied: return tr("The next hole is occupied");
    case IllegalReason::WrongDestination: return tr("A stone only steps to the next hole clockwise");
    case IllegalReason::MustMove: return tr("You cannot pass while you can move");
    case IllegalReason::MustPass: break;
    }
    return tr("You have no move and must pass");
}

QString Wording::endReason(const Rules& rules, const Position& final, const QString& southName,
                           const QString& northName) {
    const QString stuck = final.toMove == Side::South ? southName : northName;
    switch (final.end) {
    case EndReason::None: return {};
    case EndReason::NoMoves:
        if (rules.id() == GameId::DjenonAboure)
            return tr("No hole holds more than one seed");
        return tr("%1 had no legal move").arg(stuck);
    case EndReason::NoStones: return tr("%1 had no stones left").arg(stuck);
    case EndReason::AllCaptured: return tr("Every counter has been captured");
    case EndReason::Repetition: break;
    }
    // The limit is 2 (Tihbat, Bao la Kimasai) or 3 (Djenon-aboure, Ayoayo).
    return rules.repetitionLimit() <= 2 ? tr("The same position occurred a second time")
                                        : tr("The same position occurred a third time");
}

QString Wording::result(const Position& final, const QString& southName, const QString& northName) {
    const int south = final.totals[index(Side::South)];
    const int north = final.totals[index(Side::North)];
    switch (final.winner) {
    case Winner::South: return tr("%1 wins, %2 to %3").arg(southName).arg(south).arg(north);
    case Winner::North: return tr("%1 wins, %2 to %3").arg(northName).arg(north).arg(south);
    case Winner::Draw: return tr("Draw, %1 to %2").arg(south).arg(north);
    case Winner::None: break;
    }
    return {};
}

QString Wording::toMove(const QString& name) {
    return tr("%1 to move").arg(name);
}

QString Wording::mustPass(const QString& name) {
    return tr("%1 has no move and must pass").arg(name);
}

QString Wording::moveSummary(const Rules& rules, const Trace& trace) {
    int laps = 0;
    int captured = 0;
    bool passed = false;
    bool ended = false;
    for (const Event& e : trace) {
        switch (e.kind) {
        case EventKind::PickUp: ++laps; break;
        case EventKind::Capture: captured += e.count; break;
        case EventKind::Pass: passed = true; break;
        case EventKind::End: ended = true; break;
        case EventKind::Drop:
        case EventKind::Skip:
        case EventKind::Lap:
        case EventKind::Allot: break;
        }
    }
    QStringList parts;
    if (passed)
        parts << tr("passed");
    if (laps > 1)
        parts << tr("%n lap(s)", "", laps);
    if (captured > 0)
        parts << tr("captured %1").arg(pieces(rules.id(), captured));
    if (ended)
        parts << tr("game over");
    return QLocale().createSeparatedList(parts);
}

QString Wording::passAction() {
    return tr("Pass");
}

QString Wording::speedName(AnimationSpeed speed) {
    switch (speed) {
    case AnimationSpeed::Instant: return tr("Instant");
    case AnimationSpeed::Fast: return tr("Fast");
    case AnimationSpeed::Normal: return tr("Normal");
    case AnimationSpeed::Slow: break;
    }
    return tr("Slow");
}

} // namespace mancala::ui
