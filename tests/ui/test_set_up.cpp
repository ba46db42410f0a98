// Game ▸ Set Up Position…: seeds added and taken away on the board with the
// mouse, the wheel and the keys, Bao la Kimasai's stones placed and removed,
// the totals and the side to move chosen, a position typed; a position that
// cannot be played refused with the core's reason, and one that can played
// from, to its end with the mouse, and saved with its start.
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QWheelEvent>
#include <QtTest>

#include "i18n/wording.hpp"
#include "mancala/setup.hpp"
#include "window/set_up_dialog.hpp"
#include "window_fixture.hpp"

namespace mancala::ui::test {

class TestSetUp : public QObject, public WindowFixture {
    Q_OBJECT

    // Game ▸ Set Up Position… on the window's game, shown.
    SetUpDialog* openSetUp() {
        actionOf(*window_, "setUpAction")->trigger();
        auto* dialog = window_->findChild<SetUpDialog*>();
        if (dialog == nullptr || !QTest::qWaitForWindowExposed(dialog))
            return nullptr;
        return dialog;
    }
    static void click(SetUpDialog* dialog, Hole h, Qt::MouseButton button = Qt::LeftButton) {
        QTest::mouseClick(dialog->board(), button, {}, dialog->board()->holeRect(h).center());
    }
    static void turnWheel(SetUpDialog* dialog, Hole h, int notches) {
        const QPointF at = dialog->board()->holeRect(h).center();
        QWheelEvent wheel(at, dialog->board()->mapToGlobal(at), QPoint(), QPoint(0, 120 * notches), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(dialog->board(), &wheel);
    }
    static QString status(SetUpDialog* dialog) { return partOf<QLabel>(*dialog, "setUpStatus")->text(); }
    static QPushButton* play(SetUpDialog* dialog) { return partOf<QPushButton>(*dialog, "playButton"); }
    static void typeNotation(SetUpDialog* dialog, const QString& text) {
        auto* notation = partOf<QLineEdit>(*dialog, "notation");
        notation->setFocus();
        notation->selectAll();
        QTest::keyClicks(notation, text);
        QTest::keyClick(notation, Qt::Key_Return);
    }

private slots:
    void initTestCase() { startInEnglish(); }
    void init() { QVERIFY(startFixture()); }
    void cleanup() { endFixture(); }

    // At Ayoayo's start every seed is on the board: one more is refused with
    // the reason. Taken away, a seed goes to North's captured seeds; put back,
    // it comes from there.
    //
    //     north  4  4  4  4  4  4          north  4  4  4  4  4  4
    //     south  4  4  4  4  4  4   -a1→   south  3  4  4  4  4  4   totals 0-1
    void aClickAddsASeedAndARightClickTakesOneAway() {
        QVERIFY(openWindow());
        window_->startGame(GameId::Ayoayo, QStringLiteral("Ada"), QStringLiteral("Bo"));
        SetUpDialog* dialog = openSetUp();
        QVERIFY(dialog);
        const Rules& rules = rulesFor(GameId::Ayoayo);
        const Hole a1 = rules.hole(0, 0);
        const Hole b1 = rules.hole(0, 1);
        click(dialog, a1);
        QCOMPARE(dialog->position(), rules.initial());
        QCOMPARE(status(dialog), Wording::setUpEdit(rules, SetUpEdit::AllSeedsPlaced));
        click(dialog, a1, Qt::RightButton);
        QCOMPARE(dialog->position().board[a1], 3);
        QCOMPARE(dialog->position().totals, (std::array<std::uint16_t, 2>{0, 1}));
        QCOMPARE(partOf<QSpinBox>(*dialog, "northTotal")->value(), 1);
        QCOMPARE(partOf<QSpinBox>(*dialog, "northTotal")->maximum(), 1);
        QVERIFY(play(dialog)->isEnabled());
        click(dialog, b1);
        QCOMPARE(dialog->position().board[b1], 5);
        QCOMPARE(dialog->position().totals, (std::array<std::uint16_t, 2>{0, 0}));
        QCOMPARE(BoardViewState::seeds(*dialog->board(), b1), 5);
    }

    // The wheel turned over a hole, and + and - at the keyboard cursor, which
    // the arrows move over every hole of the board.
    void theWheelAndTheKeysAddAndTakeAway() {
        QVERIFY(openWindow());
        window_->startGame(GameId::Oware, QString(), QString());
        SetUpDialog* dialog = openSetUp();
        QVERIFY(dialog);
        const Rules& rules = rulesFor(GameId::Oware);
        const Hole c2 = rules.hole(1, 2);
        turnWheel(dialog, c2, -3);
        QCOMPARE(dialog->position().board[c2], 1);
        turnWheel(dialog, c2, 2);
        QCOMPARE(dialog->position().board[c2], 3);
        dialog->board()->setFocus();
        click(dialog, rules.hole(0, 0), Qt::RightButton); // the cursor on a1
        QTest::keyClick(dialog->board(), Qt::Key_Up);     // a2, North's row
        QTest::keyClick(dialog->board(), Qt::Key_Minus);
        QCOMPARE(dialog->position().board[rules.hole(1, 0)], 3);
        QTest::keyClick(dialog->board(), Qt::Key_Plus);
        QCOMPARE(dialog->position().board[rules.hole(1, 0)], 4);
        QVERIFY(rules.positionIsOk(dialog->position()));
    }

    // Kalah with an empty board and South to move: the game would be over, so
    // Play is off and the core's reason is shown; a seed in South's row, and
    // it can be played.
    void aPositionWhereTheGameWouldBeOverCannotBePlayed() {
        QVERIFY(openWindow());
        window_->startGame(GameId::kalah(6, 4, false), QStringLiteral("Ada"), QStringLiteral("Bo"));
        SetUpDialog* dialog = openSetUp();
        QVERIFY(dialog);
        const Rules& rules = rulesFor(GameId::kalah(6, 4, false));
        partOf<QPushButton>(*dialog, "emptyBoardButton")->click();
        QCOMPARE(dialog->position(), emptyBoard(rules, Side::South));
        QVERIFY(!play(dialog)->isEnabled());
        const SetUpFault over{PositionFault::None, EndReason::NoMoves};
        QCOMPARE(status(dialog),
                 Wording::setUpFault(rules, dialog->position(), over, QStringLiteral("Ada"), QStringLiteral("Bo")));
        QVERIFY(status(dialog).contains(QStringLiteral("Ada")));
        click(dialog, rules.hole(1, 4)); // e2: North's, and still South to move
        QVERIFY(!play(dialog)->isEnabled());
        partOf<QRadioButton>(*dialog, "northToMove")->click();
        QCOMPARE(dialog->position().toMove, Side::North);
        QVERIFY(play(dialog)->isEnabled());
        partOf<QRadioButton>(*dialog, "southToMove")->click();
        click(dialog, rules.hole(0, 1)); // b1
        QVERIFY(play(dialog)->isEnabled());
        partOf<QPushButton>(*dialog, "startPositionButton")->click();
        QCOMPARE(dialog->position(), rules.initial());
    }

    // A Bao la Kimasai hole holds one stone: a click places it, another
    // takes it away.
    void baoStonesArePlacedAndTakenAwayByClicks() {
        QVERIFY(openWindow());
        window_->startGame(GameId::BaoLaKimasai, QString(), QString());
        SetUpDialog* dialog = openSetUp();
        QVERIFY(dialog);
        const Rules& bao = rulesFor(GameId::BaoLaKimasai);
        const Hole a2 = bao.hole(1, 0); // empty at the start
        const Hole b2 = bao.hole(1, 1);
        click(dialog, b2);
        QCOMPARE(dialog->position().board[b2], 0);
        QCOMPARE(dialog->position().totals[index(Side::North)], 1);
        click(dialog, a2);
        QCOMPARE(dialog->position().board[a2], 1);
        QTest::keyClick(dialog->board(), Qt::Key_Plus); // the cursor is on a2: its stone goes
        QCOMPARE(dialog->position().board[a2], 0);
        QVERIFY(bao.positionIsOk(dialog->position()));
    }

    // A position typed in the notation of records is read, or refused with
    // the mistake (the board stays as it was).
    void aTypedPositionIsReadOrItsMistakeSaid() {
        QVERIFY(openWindow());
        window_->startGame(GameId::kalah(6, 4, false), QString(), QString());
        SetUpDialog* dialog = openSetUp();
        QVERIFY(dialog);
        const Rules& rules = rulesFor(GameId::kalah(6, 4, false));
        typeNotation(dialog, QStringLiteral("4,4,4,4,4/4,4,4,4,4,4 south 0-0"));
        QCOMPARE(status(dialog), Wording::positionTextError(rules, PositionTextError::WrongHoleCount));
        QCOMPARE(dialog->position(), rules.initial());
        typeNotation(dialog, QStringLiteral("4,4,4,4,4,4/4,4,4,4,4,5 south 0-0"));
        QVERIFY(status(dialog).contains(QStringLiteral("49")));
        QCOMPARE(dialog->position(), rules.initial());
        typeNotation(dialog, QStringLiteral("0,0,0,0,0,9/1,2,3,4,5,6 north 10-8"));
        QCOMPARE(formatPosition(rules, dialog->position()), "0,0,0,0,0,9/1,2,3,4,5,6 north 10-8");
        QVERIFY(partOf<QRadioButton>(*dialog, "northToMove")->isChecked());
        QCOMPARE(partOf<QSpinBox>(*dialog, "southTotal")->value(), 10);
        QVERIFY(dialog->isVisible()); // Enter read the notation and played nothing
        QVERIFY(session()->isFresh());
    }

    // Played from: the game starts at the position set up, by the same
    // players; played to its end with the mouse, saved, it keeps its start.
    void theGameIsPlayedFromThePositionAndSavedWithIt() {
        QVERIFY(openWindow());
        window_->startGame(GameId::kalah(6, 4, false), QStringLiteral("Ada"), QStringLiteral("Bo"));
        SetUpDialog* dialog = openSetUp();
        QVERIFY(dialog);
        const Rules& rules = rulesFor(GameId::kalah(6, 4, false));
        typeNotation(dialog, QStringLiteral("0,0,0,0,0,9/1,2,3,4,5,6 north 10-8"));
        const Position start = dialog->position();
        play(dialog)->click();
        QCOMPARE(session()->game().positionAt(0), start);
        QCOMPARE(session()->playerName(Side::South), QStringLiteral("Ada"));
        QCOMPARE(shownPositionMismatch(start), QString());
        std::mt19937 random(3);
        while (!session()->game().over()) {
            const Move m = randomLegalMove(session()->game(), random);
            const int plies = session()->game().ply();
            clickHole(m.from);
            QCOMPARE(session()->game().ply(), plies + 1);
        }
        QCOMPARE(shownPositionMismatch(session()->game().position()), QString());
        const QString file = path(QStringLiteral("set-up.mancala"));
        QVERIFY(files()->saveTo(file));
        const RecordParseResult read = parseFile(file);
        QVERIFY(read.ok());
        QCOMPARE(read.record.start, std::optional<Position>(start));
        QCOMPARE(read.record.moves, session()->game().moves());
        QCOMPARE(formatPosition(rules, *read.record.start), "0,0,0,0,0,9/1,2,3,4,5,6 north 10-8");
    }

    // Cancel changes nothing.
    void cancelKeepsTheGame() {
        QVERIFY(openWindow());
        window_->startGame(GameId::Tihbat, QString(), QString());
        clickHole(rulesFor(GameId::Tihbat).hole(0, 1));
        const Game before = session()->game();
        SetUpDialog* dialog = openSetUp();
        QVERIFY(dialog);
        QCOMPARE(dialog->position(), before.position()); // the position shown, to edit
        click(dialog, rulesFor(GameId::Tihbat).hole(0, 0), Qt::RightButton);
        dialog->reject();
        QCOMPARE(session()->game().moves(), before.moves());
        QVERIFY(!session()->isSetUp());
    }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestSetUp)
#include "test_set_up.moc"
