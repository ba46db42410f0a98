// The first start: a welcome that picks the game and the opponent (a person
// here, or the computer at a level), playable holes marked by default, and a
// one-line hint of how to move until the first move; later starts resume the
// game left, with no welcome. In every language.
#include <QComboBox>
#include <QtTest>

#include "i18n/language.hpp"
#include "i18n/translations.hpp"
#include "play/turn_controller.hpp"
#include "settings/settings.hpp"
#include "window/main_window.hpp"
#include "window/welcome_dialog.hpp"
#include "window_fixture.hpp"

Q_DECLARE_METATYPE(mancala::ui::Language)

namespace mancala::ui::test {

class TestWelcome : public QObject, private WindowFixture {
    Q_OBJECT
private:
    // A first start: nothing in the settings says the welcome was offered.
    void markFirstStart() const {
        QSettings ini(iniFile_, QSettings::IniFormat);
        ini.setValue(QStringLiteral("app/welcomed"), false);
        ini.setValue(QStringLiteral("view/playableHoles"), true);
    }
    WelcomeDialog* shownWelcome() const {
        WelcomeDialog* dialog = nullptr;
        if (!QTest::qWaitFor([&] { return (dialog = window_->findChild<WelcomeDialog*>()) && dialog->isVisible(); }))
            return nullptr;
        return dialog;
    }

private slots:
    void initTestCase() { startInEnglish(); }
    void init() { QVERIFY(startFixture()); }
    void cleanup() { endFixtureInEnglish(); }

    void aFreshStartHasPlayableHolesMarkedAndIsToBeWelcomed() {
        const Settings fresh(path(QStringLiteral("fresh.ini")));
        QVERIFY(fresh.showPlayableHoles());
        QVERIFY(!fresh.welcomed());
    }

    void theWelcomeStartsTheGameAndOpponentChosen_data() {
        QTest::addColumn<Language>("language");
        for (Language language : kAllLanguages)
            QTest::newRow(qPrintable(languageCode(language))) << language;
    }
    void theWelcomeStartsTheGameAndOpponentChosen() {
        QFETCH(Language, language);
        QCOMPARE(Translations::switchTo(language), QString());
        markFirstStart();
        QVERIFY(openWindow());
        WelcomeDialog* welcome = shownWelcome();
        QVERIFY(welcome != nullptr);
        if (language != Language::English)
            QVERIFY2(welcome->windowTitle() != QStringLiteral("Welcome to Mancala"),
                     qPrintable(welcome->windowTitle()));
        QCOMPARE(partOf<QComboBox>(*welcome, "welcomeOpponent")->count(), 5);
        saveScreenshot(window_->grab(), QStringLiteral("welcome-window-%1").arg(languageCode(language)));
        saveScreenshot(welcome->grab(), QStringLiteral("welcome-%1").arg(languageCode(language)));
        welcome->setGame(GameId::Ayoayo);
        partOf<QComboBox>(*welcome, "welcomeOpponent")->setCurrentIndex(2);
        QTest::mouseClick(welcome->findChild<QPushButton*>(QStringLiteral("welcomeStart")), Qt::LeftButton);
        QCOMPARE(session()->rules().id(), GameId::Ayoayo);
        QVERIFY(!turns()->players().isComputer(Side::South));
        QVERIFY(turns()->players().isComputer(Side::North));
        QCOMPARE(turns()->players().levelOf(Side::North), Level::Intermediate);
        QVERIFY(BoardViewState::showsPlayable(*view()));
        auto* hint = part<QFrame>("firstMoveHint");
        QVERIFY(hint->isVisible());
        QVERIFY(!hint->findChild<QLabel*>()->text().isEmpty());
        saveScreenshot(window_->grab(), QStringLiteral("first-move-hint-%1").arg(languageCode(language)));

        // The hint goes with the first move.
        std::mt19937 rng(1);
        clickHole(randomLegalMove(session()->game(), rng).from);
        QCOMPARE(session()->game().ply(), 1);
        QVERIFY(!hint->isVisible());
    }

    void laterStartsResumeWithoutTheWelcome() {
        markFirstStart();
        QVERIFY(openWindow());
        WelcomeDialog* welcome = shownWelcome();
        QVERIFY(welcome != nullptr);
        welcome->setGame(GameId::Tihbat);
        welcome->accept();
        QCOMPARE(session()->rules().id(), GameId::Tihbat);
        window_->close();
        QVERIFY(openWindow());
        settle();
        QVERIFY(window_->findChild<WelcomeDialog*>() == nullptr);
        QCOMPARE(session()->rules().id(), GameId::Tihbat);
        QVERIFY(!part<QFrame>("firstMoveHint")->isVisible());
    }

    // Closing the welcome keeps the game the window opened with, hint shown.
    void closingTheWelcomeKeepsTheGameAndTheHint() {
        markFirstStart();
        QVERIFY(openWindow());
        const GameId game = session()->rules().id();
        WelcomeDialog* welcome = shownWelcome();
        QVERIFY(welcome != nullptr);
        welcome->reject();
        QCOMPARE(session()->rules().id(), game);
        QVERIFY(part<QFrame>("firstMoveHint")->isVisible());
        QVERIFY(Settings(iniFile_).welcomed());
    }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestWelcome)
#include "test_welcome.moc"
