#include "i18n/wording.hpp"

#include <QLocale>
#include <QStringList>

#include <array>
#include <cstdlib>

#include "mancala/notation.hpp"
#include "mancala/record.hpp"
#include "mancala/analysis.hpp"

namespace mancala::ui {

QString Wording::isolate(const QString& text) {
    return QChar(0x2068) + text + QChar(0x2069);
}

QString Wording::gameName(GameId game) {
    switch (game.family()) {
    case GameFamily::DjenonAboure: return tr("Djenon-aboure");
    case GameFamily::Ayoayo: return tr("Ayoayo");
    case GameFamily::Tihbat: return tr("Tihbat");
    case GameFamily::BaoLaKimasai: return tr("Bao la Kimasai");
    case GameFamily::Kalah: return kalahName(game);
    case GameFamily::Oware: break;
    }
    return tr("Oware");
}

QString Wording::kalahName(GameId game) {
    if (game == GameId::Kalah)
        return tr("Kalah");
    const QString houses = isolate(QString::number(game.houses()));
    const QString seeds = isolate(QString::number(game.seeds()));
    return game.emptyCapture() ? tr("Kalah (%1 houses, %2 seeds, empty capture)").arg(houses, seeds)
                               : tr("Kalah (%1 houses, %2 seeds)").arg(houses, seeds);
}

QString Wording::gameDescription(GameId game) {
    switch (game.family()) {
    case GameFamily::DjenonAboure:
        return tr("Two rows of six holes; relay sowing, chains of twos and fours are captured.");
    case GameFamily::Ayoayo:
        return tr("Two rows of six holes and two stores; relay sowing, capture from across your own row.");
    case GameFamily::Tihbat: return tr("Two rows of two holes; end on your own side with an even count to capture.");
    case GameFamily::BaoLaKimasai:
        return tr("Four rows of twelve single stones; step clockwise and capture across the front rows.");
    case GameFamily::Kalah:
        return tr("Two rows of houses and two stores you sow into; end in your store to move again.");
    case GameFamily::Oware: break;
    }
    return tr("Two rows of six houses; one lap, capture twos and threes on your opponent's side; 25 seeds win.");
}

QString Wording::sideName(Side side) {
    return side == Side::South ? tr("South") : tr("North");
}

QString Wording::pieces(GameId game, int n) {
    // Tihbat's pebbles are called seeds, as in the other sowing games.
    if (game == GameId::BaoLaKimasai)
        return tr("%n stone(s)", "", n);
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
    case IllegalReason::MustMove: break;
    }
    return tr("You cannot pass while you can move");
}

QString Wording::endReason(const Rules& rules, const Position& final, const QString& southName,
                           const QString& northName) {
    const QString stuck = isolate(final.toMove == Side::South ? southName : northName);
    switch (final.end) {
    case EndReason::None: return {};
    case EndReason::NoMoves: return tr("%1 had no legal move").arg(stuck);
    case EndReason::AllSingletons: return tr("No hole holds more than one seed");
    case EndReason::NoStones: return tr("%1 had no stones left").arg(stuck);
    case EndReason::Majority:
        return tr("%1 captured more than half the seeds")
            .arg(isolate(final.winner == Winner::South ? southName : northName));
    case EndReason::Repetition: break;
    }
    // The limit is 2 (Tihbat, Bao la Kimasai) or 3 (the other games).
    return rules.repetitionLimit() <= 2 ? tr("The same position occurred a second time")
                                        : tr("The same position occurred a third time");
}

QString Wording::endAllotment(const Trace& lastMove, const QString& southName, const QString& northName) {
    std::array<int, 2> allotted{0, 0};
    Allotment allotment = Allotment::None;
    for (const Event& e : lastMove) {
        if (e.kind == EventKind::Allot)
            allotted[index(e.side)] += e.count;
        if (e.kind == EventKind::End)
            allotment = e.allotment;
    }
    const int left = allotted[0] + allotted[1];
    if (left == 0)
        return {};
    switch (allotment) {
    case Allotment::None: return {};
    case Allotment::SplitEqually: return tr("The %n seed(s) left on the board were split equally", "", left);
    case Allotment::ToLastMover:
        return tr("The %n seed(s) left on the board went to %1", "", left)
            .arg(isolate(allotted[index(Side::South)] > 0 ? southName : northName));
    case Allotment::OwnRows: break;
    }
    return tr("Each player took the seeds left in their own row: %1 %2, %3 %4")
        .arg(isolate(southName))
        .arg(allotted[index(Side::South)])
        .arg(isolate(northName))
        .arg(allotted[index(Side::North)]);
}

QString Wording::result(const Position& final, const QString& southName, const QString& northName) {
    const int south = final.totals[index(Side::South)];
    const int north = final.totals[index(Side::North)];
    switch (final.winner) {
    case Winner::South: return tr("%1 wins, %2 to %3").arg(isolate(southName)).arg(south).arg(north);
    case Winner::North: return tr("%1 wins, %2 to %3").arg(isolate(northName)).arg(north).arg(south);
    case Winner::Draw: return tr("Draw, %1 to %2").arg(south).arg(north);
    case Winner::None: break;
    }
    return {};
}

QString Wording::toMove(const QString& name) {
    return tr("%1 to move").arg(isolate(name));
}

QString Wording::mustPass(const QString& name) {
    return tr("%1 has no move and must pass").arg(isolate(name));
}

QString Wording::moveSummary(const Rules& rules, const Trace& trace) {
    int laps = 0;
    int captured = 0;
    bool ended = false;
    bool again = false;
    for (const Event& e : trace) {
        switch (e.kind) {
        case EventKind::PickUp: ++laps; break;
        case EventKind::Capture: captured += e.count; break;
        case EventKind::End: ended = true; break;
        case EventKind::Again: again = true; break;
        case EventKind::Pass: // the move's own name says it (moveName)
        case EventKind::Store:
        case EventKind::Drop:
        case EventKind::Skip:
        case EventKind::Lap:
        case EventKind::Allot: break;
        }
    }
    QStringList parts;
    if (laps > 1)
        parts << tr("%n lap(s)", "", laps);
    if (captured > 0)
        parts << tr("captured %1").arg(pieces(rules.id(), captured));
    if (again)
        parts << tr("another turn");
    if (ended)
        parts << tr("game over");
    return QLocale().createSeparatedList(parts);
}

QString Wording::passAction() {
    return tr("Pass");
}

QString Wording::anotherTurn() {
    return tr("Another turn");
}

QString Wording::moveName(const Rules& rules, Move move) {
    if (move.isPass())
        return tr("pass", "a pass, as the move list and the analysis name it");
    return QString::fromStdString(formatMove(rules, move));
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

QString Wording::notationError(NotationError why) {
    switch (why) {
    case NotationError::None: return {};
    case NotationError::EmptyText: return tr("There is nothing to read");
    case NotationError::BadHoleName: return tr("A hole is named by a letter and a digit, like c1");
    case NotationError::NoSuchHole: return tr("There is no such hole on this board");
    case NotationError::NotAStep: return tr("Moves of this game name one hole, not a step from one hole to another");
    case NotationError::BadMove: break;
    }
    return tr("It is neither a hole, a step nor a pass");
}

namespace {

// Text from the file, quoted and isolated from the sentence around it (a name
// written right to left, or a stray direction mark, cannot reorder it).
QString quoted(const std::string& text) {
    return Wording::tr("“%1”", "text quoted from a game record")
        .arg(QChar(0x2068) + QString::fromStdString(text) + QChar(0x2069));
}

QString legalMoves(const RecordParseError& e, GameId game) {
    if (e.legal.empty())
        return Wording::tr("No move is possible there.");
    QStringList moves;
    for (Move m : e.legal)
        moves << QString::fromStdString(formatMove(rulesFor(game), m));
    return Wording::tr("Possible moves there: %1.").arg(moves.join(QStringLiteral(", ")));
}

} // namespace

QString Wording::recordWriteError(RecordWriteError why) {
    switch (why) {
    case RecordWriteError::None: return {};
    case RecordWriteError::BadStart: return tr("The position the game began from cannot be played.");
    case RecordWriteError::IllegalMove: return tr("The game holds a move that is not allowed.");
    case RecordWriteError::TagValueTooLong:
        return tr("A name or tag is longer than a record allows (%n bytes).", "", static_cast<int>(kMaxTagValueBytes));
    case RecordWriteError::BadTagName: return tr("A tag has a name that a record cannot hold.");
    case RecordWriteError::ReservedTagName: return tr("A tag has the name of one the record writes itself.");
    case RecordWriteError::DuplicateTag: return tr("Two tags have the same name.");
    case RecordWriteError::TooManyTags:
        return tr("The game has more tags than a record allows (%n).", "", kMaxOtherTags);
    case RecordWriteError::BadTimeControl: return tr("The game's time control is not one a record can hold.");
    case RecordWriteError::NoTimeControl: return tr("The game has clock times but no time control.");
    case RecordWriteError::BadClock: return tr("A time left on the game's clocks is not possible.");
    case RecordWriteError::BadTimeLoss: return tr("The game cannot be lost on time: its rules have ended it.");
    }
    return {};
}

QString Wording::recordError(const RecordParseError& e, GameId game) {
    const QString text = recordTextError(e);
    return text.isNull() ? recordGameError(e, game) : text;
}

// What is wrong with the text of a record: its bytes, tags and comments
// (a null string for the other errors).
QString Wording::recordTextError(const RecordParseError& e) {
    const QString token = quoted(e.token);
    const QString expected = quoted(e.expected);
    switch (e.code) {
    case RecordError::Empty: return tr("There is no game in it, only blanks and comments.");
    case RecordError::TooLarge:
        return tr("It is larger than a game record can be (%1).")
            .arg(QLocale().formattedDataSize(static_cast<qint64>(kMaxRecordBytes)));
    case RecordError::InvalidUtf8:
        return tr("It is not text in UTF-8: the byte 0x%1 cannot stand here.").arg(QString::fromStdString(e.token));
    case RecordError::ControlCharacter: {
        const QString c = QString::fromStdString(e.token);
        const uint code = c.isEmpty() ? 0 : c.toUcs4().value(0);
        return tr("The control character U+%1 is not allowed in a game record.")
            .arg(QString::number(code, 16).toUpper().rightJustified(4, QLatin1Char('0')));
    }
    case RecordError::BadTagSyntax: {
        const QString want = e.expected == "tag name" ? tr("a tag name") : expected;
        const QString found = e.token.empty() ? tr("the end of the line") : token;
        return tr("A tag pair is malformed: %1 was expected, %2 found.").arg(want, found);
    }
    case RecordError::BadTagName:
        return tr("%1 is not a tag name: a letter, then letters, digits or underscores.").arg(token);
    case RecordError::TagNameTooLong:
        return tr("The tag name %1 is longer than %n bytes.", "", static_cast<int>(kMaxTagNameBytes)).arg(token);
    case RecordError::TagValueTooLong:
        return tr("The value of the tag %1 is longer than %n bytes.", "", static_cast<int>(kMaxTagValueBytes))
            .arg(token);
    case RecordError::BadEscape:
        return tr("The escape %1 is not allowed in a tag value: only \\\" and \\\\ are.").arg(token);
    case RecordError::UnterminatedString: return tr("A tag value is not closed by \" on its line.");
    case RecordError::UnterminatedComment: return tr("A comment opened by { is never closed by }.");
    case RecordError::TooManyTags:
        return tr("There are more than %n tag pairs besides the ones every record has.", "", kMaxOtherTags);
    case RecordError::DuplicateTag: return tr("The tag %1 appears twice.").arg(token);
    case RecordError::MissingTag: return tr("The required tag %1 is missing.").arg(expected);
    case RecordError::None:
    case RecordError::UnknownGame:
    case RecordError::BadDate:
    case RecordError::BadResult:
    case RecordError::BadTotals:
    case RecordError::BadReason:
    case RecordError::BadStart:
    case RecordError::UnplayableStart:
    case RecordError::TagAfterMoves:
    case RecordError::BadMoveNumber:
    case RecordError::BadMove:
    case RecordError::IllegalMove:
    case RecordError::TooManyMoves:
    case RecordError::MissingResult:
    case RecordError::ResultMismatch:
    case RecordError::TotalsMismatch:
    case RecordError::ReasonMismatch:
    case RecordError::TextAfterResult:
    case RecordError::BadTimeControl:
    case RecordError::BadClock:
    case RecordError::MisplacedClock:
    case RecordError::NoTimeControl:
    case RecordError::ImpossibleClock: break; // recordGameError()'s
    }
    return {};
}

// What is wrong with the game a record tells: its tags' values, its moves
// and its result.
QString Wording::recordGameError(const RecordParseError& e, GameId game) {
    const QString token = quoted(e.token);
    const QString expected = quoted(e.expected);
    switch (e.code) {
    case RecordError::UnknownGame: {
        QStringList ids;
        for (GameId g : kAllGames)
            ids << (g.family() == GameFamily::Kalah
                        ? QStringLiteral("kalah-M-N")
                        : QString::fromUtf8(gameIdString(g).data(), static_cast<qsizetype>(gameIdString(g).size())));
        return tr("%1 is not a game Mancala knows (%2).").arg(token, ids.join(QStringLiteral(", ")));
    }
    case RecordError::BadDate:
        return tr("The date %1 is not a date like 2026.11.29 (with ? for unknown digits).").arg(token);
    case RecordError::BadResult: return tr("The result %1 is not south, north, draw or *.").arg(token);
    case RecordError::BadTotals: return tr("The totals %1 are not two numbers like 30-18.").arg(token);
    case RecordError::BadReason:
        return tr("The reason %1 is not no-moves, no-stones, repetition, majority or time.").arg(token);
    case RecordError::BadStart:
        return tr("The start position %1 cannot be read. %2").arg(token, positionTextError(rulesFor(game), e.position));
    case RecordError::UnplayableStart:
        return tr("The start position %1 cannot be played. %2")
            .arg(token, setUpFault(rulesFor(game), e.start, e.setUp));
    case RecordError::TagAfterMoves: return tr("A tag pair comes after the moves: %1.").arg(token);
    case RecordError::BadMoveNumber:
        return tr("Move %1: the move number %2 is wrong; %3 was expected.").arg(e.ply).arg(token, expected);
    case RecordError::BadMove:
        return tr("Move %1: %2 is not a move of %3. %4. %5")
            .arg(e.ply)
            .arg(token, gameName(game), notationError(e.notation), legalMoves(e, game));
    case RecordError::IllegalMove:
        return tr("Move %1: %2 is not allowed. %3. %4")
            .arg(e.ply)
            .arg(token, illegalReason(e.illegal), legalMoves(e, game));
    case RecordError::TooManyMoves: return tr("There are more than %n moves.", "", kMaxRecordPlies);
    case RecordError::MissingResult:
        return tr("The moves stop before the result %1: the record is cut short.").arg(expected);
    case RecordError::ResultMismatch: return tr("The result %1 is wrong: the game gives %2.").arg(token, expected);
    case RecordError::TotalsMismatch: return tr("The totals %1 are wrong: the game gives %2.").arg(token, expected);
    case RecordError::ReasonMismatch:
        if (e.expected.empty())
            return tr("The reason %1 is wrong: the game is not over.").arg(token);
        return tr("The reason %1 is wrong: the game gives %2.").arg(token, expected);
    case RecordError::TextAfterResult: return tr("There is text after the result: %1.").arg(token);
    case RecordError::BadTimeControl:
        return tr("The time control %1 is not a time a side and an increment in seconds, like 300+5.").arg(token);
    case RecordError::BadClock: return tr("The clock comment %1 is not a time left like {[%clk 0:04:58]}.").arg(token);
    case RecordError::MisplacedClock: return tr("The clock comment %1 does not follow a move of its own.").arg(token);
    case RecordError::NoTimeControl:
        return tr("%1 needs the game's time control, and the record has no TimeControl tag.").arg(token);
    case RecordError::ImpossibleClock:
        return tr("Move %1: the time left %2 is more than the player can have (%3 at most).")
            .arg(e.ply)
            .arg(token, expected);
    case RecordError::None:
    case RecordError::Empty:
    case RecordError::TooLarge:
    case RecordError::InvalidUtf8:
    case RecordError::ControlCharacter:
    case RecordError::BadTagSyntax:
    case RecordError::BadTagName:
    case RecordError::TagNameTooLong:
    case RecordError::TagValueTooLong:
    case RecordError::BadEscape:
    case RecordError::UnterminatedString:
    case RecordError::UnterminatedComment:
    case RecordError::TooManyTags:
    case RecordError::DuplicateTag:
    case RecordError::MissingTag: break; // recordTextError()'s
    }
    return {};
}

QString Wording::levelName(Level level) {
    switch (level) {
    case Level::Beginner: return tr("Beginner");
    case Level::Intermediate: return tr("Intermediate");
    case Level::Advanced: return tr("Advanced");
    case Level::Expert: break;
    }
    return tr("Expert");
}

QString Wording::computerPlayer(Level level) {
    return tr("Computer · %1", "the computer at a level").arg(levelName(level));
}

QString Wording::thinking(const QString& name) {
    return tr("%1 is thinking…").arg(isolate(name));
}

namespace {

// Scores count hundredths of a seed from the mover's view; this is South's view.
int southScore(int score, Side mover) {
    return mover == Side::South ? score : -score;
}

// A score worth less than half a seed either way is even.
constexpr int kEvenBelow = kSeedScore / 2;

} // namespace

QString Wording::evaluation(GameId game, const PositionValue& value, Side mover, const QString& southName,
                            const QString& northName) {
    const int score = southScore(value.score, mover);
    if (value.kind == PositionValue::Kind::Exact)
        return perfectPlay(game, score / kSeedScore, Side::South, southName, northName);
    if (value.kind == PositionValue::Kind::Proven && score == 0)
        return perfectPlay(game, 0, Side::South, southName, northName);
    const QString better = isolate(score > 0 ? southName : northName);
    if (value.kind == PositionValue::Kind::Proven && !isDecided(score))
        return tr("With perfect play, %1 wins", "player name; by a margin not known").arg(better);
    if (value.kind == PositionValue::Kind::Proven)
        return tr("%1 can force a win within %n move(s)", "", decidedInPlies(score)).arg(better);
    const int seeds = (std::abs(score) + kSeedScore / 2) / kSeedScore;
    if (std::abs(score) < kEvenBelow || seeds == 0)
        return tr("The position is about even");
    return tr("%1 is about %2 better", "player name, a number of seeds").arg(better, pieces(game, seeds));
}

QString Wording::shortEvaluation(const PositionValue& value, Side mover, const QString& southName,
                                 const QString& northName) {
    const int score = southScore(value.score, mover);
    const QString better = isolate(score > 0 ? southName : northName);
    if (value.kind != PositionValue::Kind::Estimate && score == 0)
        return tr("Draw", "with perfect play");
    if (value.kind == PositionValue::Kind::Exact)
        return tr("%1 wins by %2", "with perfect play: player name, a number")
            .arg(better, QLocale().toString(std::abs(score) / kSeedScore));
    if (value.kind == PositionValue::Kind::Proven)
        return tr("%1 wins", "can force a win").arg(better);
    if (std::abs(score) < kEvenBelow)
        return tr("Even", "neither player stands better");
    const double seeds = static_cast<double>(std::abs(score)) / kSeedScore;
    return tr("%1 +%2", "player name, how many seeds better").arg(better, QLocale().toString(seeds, 'f', 1));
}

QString Wording::perfectPlay(GameId game, int difference, Side mover, const QString& southName,
                             const QString& northName) {
    if (difference == 0)
        return tr("With perfect play, the game is a draw");
    const Side winner = difference > 0 ? mover : opponent(mover);
    return tr("With perfect play, %1 wins by %2", "player name, a number of seeds")
        .arg(isolate(winner == Side::South ? southName : northName), pieces(game, std::abs(difference)));
}

} // namespace mancala::ui
