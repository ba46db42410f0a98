// A stress test: a thousand random actions of an impatient user, drawn from a
// fixed seed — clicks on the board (legal or not, during animations too),
// undo, redo, pass, Esc, new games of every kind against the computer or
// not, language switches, speed changes and replay steps — while moves
// animate and the computer thinks; every dialog that opens is answered at
// random (MANCALA_STRESS_SEED=N draws them from another seed). Every few actions, and at the end once the board has settled, the
// board model, the move list, the session's game and the autosave must agree.
#include <QAbstractButton>
#include <QApplication>
#include <QDialog>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <memory>
#include <random>

#include "window_fixture.hpp"

namespace mancala::ui::test {

namespace {

constexpr int kActions = 1000;
constexpr int kCheckEvery = 25;

// Answers every modal dialog as it shows: a random button of a message box
// (a file dialog it cancels).
class AnyAnswer {
public:
    explicit AnyAnswer(std::mt19937& rng) {
        timer_.setInterval(5);
        QObject::connect(&timer_, &QTimer::timeout, [&rng] {
            QWidget* modal = QApplication::activeModalWidget();
            if (!modal || !modal->isVisible())
                return;
            auto* box = qobject_cast<QMessageBox*>(modal);
            if (!box || box->buttons().isEmpty()) {
                if (auto* dialog = qobject_cast<QDialog*>(modal))
                    dialog->reject();
                return;
            }
            const QList<QAbstractButton*> buttons = box->buttons();
            buttons[std::uniform_int_distribution<int>(0, buttons.size() - 1)(rng)]->click();
        });
        timer_.start();
    }

private:
    QTimer timer_;
};

} // namespace

class TestStress : public QObject, public WindowFixture {
    Q_OBJECT
private:
    // A fixed seed; MANCALA_STRESS_SEED=N tries another by hand.
    std::mt19937 rng_{static_cast<unsigned>(qEnvironmentVariableIntValue("MANCALA_STRESS_SEED")) + 20261201u};

    int below(int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng_); }

    void newGame() {
        const GameId game = kAllGames[static_cast<std::size_t>(below(static_cast<int>(kAllGames.size())))];
        PlayerSetup players;
        for (Side side : {Side::South, Side::North}) {
            if (below(3) == 0) {
                players.kind[index(side)] = PlayerKind::Computer;
                players.level[index(side)] = below(2) == 0 ? Level::Beginner : Level::Intermediate;
            }
        }
        window_->startGame(game, QStringLiteral("Ada"), QStringLiteral("ثناء"), players);
    }

    // A hole of the board (`legal`: one that may be played in the position
    // shown, when there is one).
    void clickSomeHole(bool legal) {
        const Rules& rules = session()->rules();
        Hole h = static_cast<Hole>(below(rules.holeCount()));
        if (legal) {
            MoveList moves;
            rules.legalMoves(session()->position(), moves);
            if (!moves.empty() && !moves[0].isPass())
                h = moves[below(moves.size())].from;
        }
        clickHole(h);
    }

    void replayStep() {
        ReplayController* replay = this->replay();
        switch (below(5)) {
        case 0: replay->start(below(session()->game().ply() + 1)); break;
        case 1: replay->next(); break;
        case 2: replay->previous(); break;
        case 3: replay->goTo(below(session()->game().ply() + 1)); break;
        default: replay->stop(); break;
        }
    }

    void act() {
        const int roll = below(200);
        if (roll < 70)
            clickSomeHole(true);
        else if (roll < 85)
            clickSomeHole(false);
        else if (roll < 95)
            undoAction()->trigger();
        else if (roll < 103)
            redoAction()->trigger();
        else if (roll < 106)
            newGame();
        else if (roll < 111)
            Translations::switchTo(kAllLanguages[static_cast<std::size_t>(below(3))]);
        else if (roll < 131)
            replayStep();
        else if (roll < 136)
            passAction()->trigger();
        else if (roll < 148)
            QTest::keyClick(view(), Qt::Key_Escape);
        else if (roll < 154)
            window_->setAnimationSpeed(static_cast<AnimationSpeed>(below(4)));
        else
            QTest::qWait(below(15));
    }

    // The board, the move list, the game and the autosave agree.
    void checkAgreement(int action) {
        const QString where = QStringLiteral("after action %1: ").arg(action);
        GameSession* session = this->session();
        const Game& game = session->game();
        const QString board = boardModelMismatch(*boardModel(), *session);
        QVERIFY2(board.isEmpty(), qPrintable(where + board));
        Game replayed(session->rules(), game.positionAt(0));
        for (Move m : game.moves())
            QCOMPARE(replayed.play(m), IllegalReason::None);
        QVERIFY2(replayed.position() == game.position(), qPrintable(where + QStringLiteral("game")));
        QVERIFY2(session->rules().positionIsOk(session->position()), qPrintable(where + QStringLiteral("position")));
        QVERIFY2(moveListModel()->rowCount() <= game.ply(), qPrintable(where + QStringLiteral("move list")));
        const QString autosave = window_->files()->autosavePath();
        if (!window_->files()->canRecord() || game.ply() == 0) {
            QVERIFY2(!QFile::exists(autosave), qPrintable(where + QStringLiteral("autosave left")));
            return;
        }
        const RecordParseResult saved = parseFile(autosave);
        QVERIFY2(saved.ok(), qPrintable(where + QStringLiteral("autosave unreadable")));
        QVERIFY2(saved.record.game == session->rules().id() && saved.record.moves == game.moves(),
                 qPrintable(where + QStringLiteral("autosave differs")));
    }

    // Stops the computer and the animation, then checks.
    void settleAndCheck(int action) {
        turns()->setPaused(true);
        QTRY_VERIFY_WITH_TIMEOUT(!computer()->isThinking(), 20000);
        view()->finishAnimation();
        QVERIFY(!view()->isAnimating());
        checkAgreement(action);
        QCOMPARE(moveListModel()->rowCount(), session()->game().ply());
        turns()->setPaused(false);
    }

private slots:
    void initTestCase() { startInEnglish(); }

    void aThousandRandomActionsLeaveEverythingInAgreement() {
        QVERIFY(startFixture());
        QVERIFY(openWindow(AnimationSpeed::Fast));
        window_->files()->startUp({}, path(QStringLiteral("data")));
        AnyAnswer answers(rng_);
        newGame();
        for (int action = 1; action <= kActions; ++action) {
            act();
            if (action % kCheckEvery == 0) {
                settleAndCheck(action);
                if (QTest::currentTestFailed())
                    return;
            }
        }
        settleAndCheck(kActions);
        Translations::switchTo(Language::English);
        window_->files()->finish();
        window_.reset();
    }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestStress)
#include "test_stress.moc"
