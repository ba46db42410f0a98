// The move list: one row per ply, appended on a move and removed on undo
// (never a reset for a move); each row says who moved, the notation and what
// happened; renaming a player changes only that player's rows and roles; a
// pass shows in the language's word while its notation stays "pass".
#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QtTest>

#include "play/move_list_model.hpp"
#include "window_fixture.hpp"
#include "i18n/wording.hpp"

namespace mancala::ui::test {

class TestMoveListModel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QCOMPARE(Translations::install(*QCoreApplication::instance(), Language::English), QString());
    }
    void cleanup() { QCOMPARE(Translations::switchTo(Language::English), QString()); }

    void aPassShowsInTheLanguagesWordAndKeepsItsNotation() {
        GameSession session(GameId::DjenonAboure);
        MoveListModel model(&session);
        std::mt19937 rng(7);
        int pass = -1;
        while (pass < 0) {
            if (session.game().over())
                session.newGame(GameId::DjenonAboure);
            const Move m = randomLegalMove(session.game(), rng);
            QCOMPARE(session.play(m), IllegalReason::None);
            if (m.isPass())
                pass = session.game().ply() - 1;
        }
        const QModelIndex row = model.index(pass);
        const QStringList words{QStringLiteral("pass"), QStringLiteral("باری چھوڑی"), QStringLiteral("kupita")};
        for (Language language : kAllLanguages) {
            QCOMPARE(Translations::switchTo(language), QString());
            model.retranslate();
            const QString display = model.data(row, Qt::DisplayRole).toString();
            const QString word = words[static_cast<qsizetype>(language)];
            QCOMPARE(Wording::moveName(session.rules(), Move::pass()), word);
            QString bare = display;
            bare.remove(QChar(0x2068)).remove(QChar(0x2069));
            QVERIFY2(bare.endsWith(QStringLiteral(": ") + word),
                     qPrintable(display)); // nothing more: no "pass — passed"
            QVERIFY2(language == Language::English || !display.contains(u"pass"), qPrintable(display));
            QCOMPARE(model.data(row, MoveListModel::NotationRole).toString(), QStringLiteral("pass"));
        }
    }

    void rowsAreAppendedOnePerMoveNeverReset_data() { addGameRows(); }
    void rowsAreAppendedOnePerMoveNeverReset() {
        QFETCH(GameId, game);
        GameSession session(game);
        MoveListModel model(&session);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy resets(&model, &QAbstractItemModel::modelAboutToBeReset);
        std::mt19937 rng(99u + static_cast<unsigned>(game.family()));
        while (!session.game().over()) {
            inserted.clear();
            QCOMPARE(session.play(randomLegalMove(session.game(), rng)), IllegalReason::None);
            const int ply = session.game().ply();
            QCOMPARE(inserted.count(), 1);
            QCOMPARE(inserted.at(0).at(1).toInt(), ply - 1);
            QCOMPARE(inserted.at(0).at(2).toInt(), ply - 1);
        }
        QCOMPARE(resets.count(), 0);
        const int last = model.rowCount() - 1;
        QVERIFY(model.data(model.index(last), MoveListModel::SummaryRole).toString().contains(u"game over"));
    }

    void rowsSayWhoMovedWhatAndWhatHappened() {
        GameSession session(GameId::Ayoayo);
        session.setPlayerNames(QStringLiteral("Ada"), QStringLiteral("Bo"));
        MoveListModel model(&session);
        std::mt19937 rng(4242);
        while (!session.game().over())
            session.play(randomLegalMove(session.game(), rng));
        const Game& game = session.game();
        QCOMPARE(model.rowCount(), game.ply());
        for (int i = 0; i < game.ply(); ++i) {
            const QModelIndex row = model.index(i);
            const Side mover = game.positionAt(i).toMove;
            const QString notation = QString::fromStdString(formatMove(game.rules(), game.moves()[i]));
            QCOMPARE(model.data(row, MoveListModel::MoveNumberRole).toInt(), i + 1);
            QCOMPARE(model.data(row, MoveListModel::SideRole).toInt(), index(mover));
            QCOMPARE(model.data(row, MoveListModel::PlayerNameRole).toString(),
                     mover == Side::South ? QStringLiteral("Ada") : QStringLiteral("Bo"));
            QCOMPARE(model.data(row, MoveListModel::NotationRole).toString(), notation);
            QCOMPARE(model.data(row, MoveListModel::SummaryRole).toString(),
                     Wording::moveSummary(game.rules(), session.traceAt(i)));
            const QString display = model.data(row, Qt::DisplayRole).toString();
            QVERIFY2(display.startsWith(QStringLiteral("%1. ").arg(i + 1)) &&
                         display.contains(Wording::moveName(game.rules(), game.moves()[i])),
                     qPrintable(display));
            QCOMPARE(model.data(row, Qt::ToolTipRole).toString(), display);
        }
    }

    void undoRemovesTheLastRowAndRedoAppendsItAgain() {
        GameSession session(GameId::DjenonAboure);
        MoveListModel model(&session);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        std::mt19937 rng(3);
        for (int i = 0; i < 6; ++i)
            session.play(randomLegalMove(session.game(), rng));
        const QString lastText = model.data(model.index(5)).toString();
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy resets(&model, &QAbstractItemModel::modelAboutToBeReset);

        session.undo();
        session.undo();
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(removed.count(), 2);
        QCOMPARE(removed.at(0).at(1).toInt(), 5);
        QCOMPARE(removed.at(1).at(1).toInt(), 4);

        session.redo();
        session.redo();
        QCOMPARE(model.rowCount(), 6);
        QCOMPARE(inserted.count(), 2);
        QCOMPARE(inserted.at(1).at(1).toInt(), 5);
        QCOMPARE(model.data(model.index(5)).toString(), lastText);

        session.newGame(GameId::Tihbat);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(removed.count(), 3);
        QCOMPARE(resets.count(), 0);
    }

    void renamingAPlayerChangesOnlyTheirRowsAndRoles() {
        GameSession session(GameId::Tihbat);
        MoveListModel model(&session);
        std::mt19937 rng(11);
        for (int i = 0; i < 7; ++i)
            session.play(randomLegalMove(session.game(), rng));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        session.setPlayerNames(QString(), QStringLiteral("Bo"));
        QVERIFY(!changed.isEmpty());
        for (const QList<QVariant>& args : changed) {
            const int first = args.at(0).value<QModelIndex>().row();
            const int last = args.at(1).value<QModelIndex>().row();
            QCOMPARE(args.at(2).value<QList<int>>(),
                     (QList<int>{Qt::DisplayRole, Qt::ToolTipRole, MoveListModel::PlayerNameRole}));
            for (int r = first; r <= last; ++r)
                QCOMPARE(model.data(model.index(r), MoveListModel::SideRole).toInt(), index(Side::North));
        }
        for (int r = 0; r < model.rowCount(); ++r) {
            const bool north = model.data(model.index(r), MoveListModel::SideRole).toInt() == index(Side::North);
            QCOMPARE(model.data(model.index(r), MoveListModel::PlayerNameRole).toString(),
                     north ? QStringLiteral("Bo") : Wording::sideName(Side::South));
        }
    }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestMoveListModel)
#include "test_move_list_model.moc"
