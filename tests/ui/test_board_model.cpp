// The board model and the move list model follow the game session: checked
// cell by cell against the core position, under QAbstractItemModelTester,
// through whole random games with undo and redo (fixed seeds); so are the
// board model's board-wide values (side to move, outcome, totals, names),
// which signal exactly when they change.
#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QtTest>

#include "board/board_model.hpp"
#include "play/move_list_model.hpp"
#include "window_fixture.hpp"

namespace mancala::ui::test {

namespace {

// One random step: mostly a legal move, sometimes an undo or a redo, and a new
// game once the game is over and nothing is left to redo.
void randomStep(GameSession& session, std::mt19937& rng) {
    const int roll = std::uniform_int_distribution<int>(0, 9)(rng);
    if (!session.game().over() && roll < 8)
        session.play(randomLegalMove(session.game(), rng));
    else if (roll % 2 == 0 && session.canUndo())
        session.undo();
    else if (session.canRedo())
        session.redo();
    else if (session.game().over())
        session.newGame(session.rules().id());
    else
        session.play(randomLegalMove(session.game(), rng));
}

std::set<Cell> signalledCells(const QSignalSpy& spy, QString* problem) {
    std::set<Cell> cells;
    for (const QList<QVariant>& args : spy) {
        const auto topLeft = args.at(0).value<QModelIndex>();
        const auto bottomRight = args.at(1).value<QModelIndex>();
        const auto roles = args.at(2).value<QList<int>>();
        if (roles.isEmpty())
            *problem = QStringLiteral("dataChanged without a role list");
        for (int r = topLeft.row(); r <= bottomRight.row(); ++r)
            for (int c = topLeft.column(); c <= bottomRight.column(); ++c)
                for (int role : roles)
                    if (!cells.insert({r, c, role}).second)
                        *problem = QStringLiteral("cell (%1,%2) role %3 signalled twice").arg(r).arg(c).arg(role);
    }
    return cells;
}

QString describe(const std::set<Cell>& cells) {
    QStringList out;
    for (const auto& [r, c, role] : cells)
        out << QStringLiteral("(%1,%2,%3)").arg(r).arg(c).arg(role);
    return out.join(QLatin1Char(' '));
}

// The board-wide values of the model against the session, or what differs.
QString boardValuesMismatch(const BoardModel& model, const GameSession& session) {
    const Position& pos = session.position();
    if (&model.rules() != &session.rules())
        return QStringLiteral("rules");
    if (model.sideToMove() != pos.toMove)
        return QStringLiteral("side to move");
    if (model.gameOver() != pos.over() || model.winner() != pos.winner)
        return QStringLiteral("outcome");
    for (Side side : {Side::South, Side::North}) {
        if (model.total(side) != pos.totals[index(side)])
            return QStringLiteral("total of side %1").arg(index(side));
        if (model.playerName(side) != session.playerName(side))
            return QStringLiteral("name of side %1").arg(index(side));
    }
    return {};
}

// The board-wide values, to tell which changed.
struct BoardValues {
    Side toMove;
    bool over;
    Winner winner;
    std::array<int, 2> totals;
    std::array<QString, 2> names;
};

BoardValues boardValues(const BoardModel& model) {
    return {model.sideToMove(),
            model.gameOver(),
            model.winner(),
            {model.total(Side::South), model.total(Side::North)},
            {model.playerName(Side::South), model.playerName(Side::North)}};
}

} // namespace

class TestBoardModel : public QObject {
    Q_OBJECT
private slots:
    void startBoardShowsEveryHoleWhereItIsSeen_data() { addGameRows(); }
    void startBoardShowsEveryHoleWhereItIsSeen() {
        QFETCH(GameId, game);
        GameSession session(game);
        BoardModel model(&session);
        const QString mismatch = boardModelMismatch(model, session);
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
        // The top-left hole is North's "a" hole, the bottom-right South's last one.
        const int first = session.rules().hasStores() ? 1 : 0;
        const int lastHoleColumn = model.columnCount() - 1 - first;
        const QString topRow = QString::number(session.rules().rows());
        QCOMPARE(model.data(model.index(0, first), BoardModel::HoleNameRole).toString(), QStringLiteral("a") + topRow);
        QCOMPARE(model.data(model.index(model.rowCount() - 1, lastHoleColumn), BoardModel::HoleNameRole).toString(),
                 QString(QChar(u'a' + session.rules().cols() - 1)) + QStringLiteral("1"));
        QCOMPARE(model.headerData(first, Qt::Horizontal).toString(), QStringLiteral("a"));
        QCOMPARE(model.headerData(0, Qt::Vertical).toInt(), session.rules().rows());
    }

    void storesSitAtTheirOwnersEnds() {
        GameSession session(GameId::Ayoayo);
        BoardModel model(&session);
        QCOMPARE(model.columnCount(), 8);
        QCOMPARE(model.indexOfStore(Side::North), model.index(0, 0));
        QCOMPARE(model.indexOfStore(Side::South), model.index(1, 7));
        QCOMPARE(model.flags(model.index(1, 0)), Qt::ItemFlags(Qt::NoItemFlags));
        QCOMPARE(model.flags(model.index(0, 7)), Qt::ItemFlags(Qt::NoItemFlags));
        QVERIFY(!model.data(model.index(1, 0), BoardModel::SeedCountRole).isValid());
        GameSession noStores(GameId::DjenonAboure);
        BoardModel plain(&noStores);
        QVERIFY(!plain.indexOfStore(Side::South).isValid());
    }

    void modelsPassTheModelTesterThroughRandomGames_data() { addGameRows(); }
    void modelsPassTheModelTesterThroughRandomGames() {
        QFETCH(GameId, game);
        GameSession session(game);
        BoardModel board(&session);
        MoveListModel moves(&session);
        QAbstractItemModelTester boardTester(&board, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester movesTester(&moves, QAbstractItemModelTester::FailureReportingMode::QtTest);
        std::mt19937 rng(20240611u + static_cast<unsigned>(game.family()));
        int gamesEnded = 0;
        for (int step = 0; step < 1500 && gamesEnded < 3; ++step) {
            const bool wasOver = session.game().over();
            randomStep(session, rng);
            gamesEnded += !wasOver && session.game().over();
            const QString mismatch = boardModelMismatch(board, session);
            QVERIFY2(mismatch.isEmpty(), qPrintable(QStringLiteral("step %1: %2").arg(step).arg(mismatch)));
            QCOMPARE(moves.rowCount(), session.game().ply());
        }
        QCOMPARE(gamesEnded, 3);
    }

    void dataChangedNamesExactlyTheChangedCellsAndRoles_data() { addGameRows(); }
    void dataChangedNamesExactlyTheChangedCellsAndRoles() {
        QFETCH(GameId, game);
        GameSession session(game);
        BoardModel model(&session);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        std::mt19937 rng(777u + static_cast<unsigned>(game.family()));
        for (int step = 0; step < 300; ++step) {
            const Snapshot before = snapshot(model);
            changed.clear();
            randomStep(session, rng);
            QString problem;
            const std::set<Cell> signalled = signalledCells(changed, &problem);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            const std::set<Cell> expected = changedCells(before, snapshot(model));
            QVERIFY2(signalled == expected, qPrintable(QStringLiteral("step %1\nsignalled: %2\nchanged: %3")
                                                           .arg(step)
                                                           .arg(describe(signalled), describe(expected))));
        }
        QCOMPARE(resets.count(), 0);
    }

    void boardValuesSignalExactlyWhenTheyChange_data() { addGameRows(); }
    void boardValuesSignalExactlyWhenTheyChange() {
        QFETCH(GameId, game);
        GameSession session(game);
        BoardModel model(&session);
        QSignalSpy toMove(&model, &BoardModel::sideToMoveChanged);
        QSignalSpy outcome(&model, &BoardModel::outcomeChanged);
        QSignalSpy totals(&model, &BoardModel::totalsChanged);
        QSignalSpy names(&model, &BoardModel::playerNamesChanged);
        // Every value and every cell is up to date when a signal comes.
        QString late;
        const auto check = [&] {
            if (late.isEmpty())
                late = boardValuesMismatch(model, session) + boardModelMismatch(model, session);
        };
        for (auto signal : {&BoardModel::sideToMoveChanged, &BoardModel::outcomeChanged, &BoardModel::totalsChanged,
                            &BoardModel::playerNamesChanged})
            connect(&model, signal, this, check);
        connect(&model, &QAbstractItemModel::dataChanged, this, check);
        QVERIFY(boardValuesMismatch(model, session).isEmpty());
        std::mt19937 rng(4242u + static_cast<unsigned>(game.family()));
        int outcomes = 0;
        for (int step = 0; step < 400; ++step) {
            const BoardValues before = boardValues(model);
            for (QSignalSpy* spy : {&toMove, &outcome, &totals, &names})
                spy->clear();
            if (step % 97 == 0)
                session.setPlayerNames(QStringLiteral("South %1").arg(step), session.playerName(Side::North));
            else
                randomStep(session, rng);
            const QString mismatch = boardValuesMismatch(model, session);
            QVERIFY2(mismatch.isEmpty(), qPrintable(QStringLiteral("step %1: %2").arg(step).arg(mismatch)));
            QVERIFY2(late.isEmpty(), qPrintable(QStringLiteral("step %1: signalled before %2").arg(step).arg(late)));
            const BoardValues after = boardValues(model);
            QCOMPARE(toMove.count(), before.toMove != after.toMove ? 1 : 0);
            QCOMPARE(outcome.count(), before.over != after.over || before.winner != after.winner ? 1 : 0);
            QCOMPARE(totals.count(), before.totals != after.totals ? 1 : 0);
            QCOMPARE(names.count(), before.names != after.names ? 1 : 0);
            outcomes += outcome.count();
        }
        QVERIFY(outcomes > 0);
    }

    void newGameOfAnotherKindTellsItsRules() {
        GameSession session(GameId::DjenonAboure);
        BoardModel model(&session);
        QCOMPARE(model.rules().id(), GameId::DjenonAboure);
        QSignalSpy totals(&model, &BoardModel::totalsChanged);
        session.newGame(GameId::Ayoayo);
        QCOMPARE(model.rules().id(), GameId::Ayoayo);
        QCOMPARE(model.rules().holeCount(), session.rules().holeCount());
        QVERIFY(boardValuesMismatch(model, session).isEmpty());
        QCOMPARE(totals.count(), 0); // both totals start at 0 in either game
    }

    void renamingAPlayerChangesOnlyTheirStoreTooltip() {
        GameSession session(GameId::Ayoayo);
        BoardModel model(&session);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        session.setPlayerNames(QString(), QStringLiteral("Ada"));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).value<QModelIndex>(), model.indexOfStore(Side::North));
        QCOMPARE(changed.at(0).at(2).value<QList<int>>(), (QList<int>{Qt::ToolTipRole, Qt::AccessibleTextRole}));
        QVERIFY(model.data(model.indexOfStore(Side::North), Qt::ToolTipRole).toString().contains(u"Ada"));
        QCOMPARE(model.playerName(Side::North), QStringLiteral("Ada"));
    }

    void theHintMarksOneHoleUntilTheNextMove() {
        GameSession session(GameId::Tihbat);
        BoardModel model(&session);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        MoveList legal;
        session.rules().legalMoves(session.position(), legal);
        const Hole hint = legal[0].from;
        model.setHintHole(hint);
        QCOMPARE(model.hintHole(), hint);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).value<QModelIndex>(), model.indexOfHole(hint));
        QCOMPARE(changed.at(0).at(2).value<QList<int>>(), (QList<int>{BoardModel::HintRole}));
        for (Hole h = 0; h < session.rules().holeCount(); ++h)
            QCOMPARE(model.indexOfHole(h).data(BoardModel::HintRole).toBool(), h == hint);
        model.setHintHole(hint); // the same hint again: nothing changes
        QCOMPARE(changed.count(), 1);
        // The mark goes with the position.
        QCOMPARE(session.play(legal[legal.size() - 1]), IllegalReason::None);
        QCOMPARE(model.hintHole(), kNoHole);
        QVERIFY(!model.indexOfHole(hint).data(BoardModel::HintRole).toBool());
        model.setHintHole(99); // not a hole of the game
        QCOMPARE(model.hintHole(), kNoHole);
    }

    void newGameOfAnotherKindResetsTheShape() {
        GameSession session(GameId::DjenonAboure);
        BoardModel model(&session);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        session.newGame(GameId::BaoLaKimasai);
        QCOMPARE(resets.count(), 1);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.columnCount(), 12);
        // Another game of the same kind keeps the shape: no reset.
        std::mt19937 rng(5);
        session.play(randomLegalMove(session.game(), rng));
        session.newGame(GameId::BaoLaKimasai);
        QCOMPARE(resets.count(), 1);
        const QString mismatch = boardModelMismatch(model, session);
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestBoardModel)
#include "test_board_model.moc"
