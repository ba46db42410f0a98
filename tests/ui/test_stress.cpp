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

#include "board/board_model.hpp"
#include "board/board_view.hpp"
#include "play/computer_player.hpp"
#include "play/turn_controller.hpp"
#include "records/game_files.hpp"
#include "session/game_session.hpp"
#include "window/main_window.hpp"
#include "mancala/record.hpp"
#include "play/move_list_model.hpp"
#include "session/replay_controller.hpp"
#include "settings/settings.hpp"
#include "i18n/translations.hpp"
#include "replay_test_support.hpp"
#include "ui_test_support.hpp"

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

class TestStress : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<MainWindow> window_;
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
        const Rules& rules = window_->session()->rules();
        Hole h = static_cast<Hole>(below(rules.holeCount()));
        if (legal) {
            MoveList moves;
            rules.legalMoves(window_->session()->position(), moves);
            if (!moves.empty() && !moves[0].isPass())
                h = moves[below(moves.size())].from;
        }
        QTest::mouseClick(window_->boardView(), Qt::LeftButton, {}, window_->boardView()->holeRect(h).center());
    }

    void replayStep() {
        ReplayController* replay = window_->replay();
        switch (below(5)) {
        case 0: replay->start(below(window_->session()->game().ply() + 1)); break;
        case 1: replay->next(); break;
        case 2: replay->previous(); break;
        case 3: replay->goTo(below(window_->session()->game().ply() + 1)); break;
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
            window_->undoAction()->trigger();
        else if (roll < 103)
            window_->redoAction()->trigger();
        else if (roll < 106)
            newGame();
        else if (roll < 111)
            Translations::switchTo(kAllLanguages[static_cast<std::size_t>(below(3))]);
        else if (roll < 131)
            replayStep();
        else if (roll < 136)
            window_->passAction()->trigger();
        else if (roll < 148)
            QTest::keyClick(window_->boardView(), Qt::Key_Escape);
        else if (roll < 154)
            window_->setAnimationSpeed(static_cast<AnimationSpeed>(below(4)));
        else
            QTest::qWait(below(15));
    }

    // The board, the move list, the game and the autosave agree.
    void checkAgreement(int action) {
        const QString where = QStringLiteral("after action %1: ").arg(action);
        GameSession* session = window_->session();
        const Game& game = session->game();
        const QString board = boardModelMismatch(*window_->boardModel(), *session);
        QVERIFY2(board.isEmpty(), qPrintable(where + board));
        Game replayed(session->rules(), game.positionAt(0));
        for (Move m : game.moves())
            QCOMPARE(replayed.play(m), IllegalReason::None);
        QVERIFY2(replayed.position() == game.position(), qPrintable(where + QStringLiteral("game")));
        QVERIFY2(session->rules().positionIsOk(session->position()), qPrintable(where + QStringLiteral("position")));
        QVERIFY2(window_->moveListModel()->rowCount() <= game.ply(), qPrintable(where + QStringLiteral("move list")));
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
        window_->findChild<TurnController*>()->setPaused(true);
        QTRY_VERIFY_WITH_TIMEOUT(!window_->findChild<ComputerPlayer*>()->isThinking(), 20000);
        window_->boardView()->finishAnimation();
        QVERIFY(!window_->boardView()->isAnimating());
        checkAgreement(action);
        QCOMPARE(window_->moveListModel()->rowCount(), window_->session()->game().ply());
        window_->findChild<TurnController*>()->setPaused(false);
    }

private slots:
    void initTestCase() {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        Translations::install(*QCoreApplication::instance(), Language::English);
    }

    void aThousandRandomActionsLeaveEverythingInAgreement() {
        dir_ = std::make_unique<QTemporaryDir>();
        QVERIFY(dir_->isValid());
        window_ = std::make_unique<MainWindow>(std::make_unique<Settings>(dir_->filePath(QStringLiteral("m.ini"))));
        window_->setAnimationSpeed(AnimationSpeed::Fast);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
        window_->files()->startUp({}, dir_->filePath(QStringLiteral("data")));
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
