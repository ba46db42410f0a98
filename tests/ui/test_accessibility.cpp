// What a screen reader finds, through Qt's accessibility interface (the
// tree AT-SPI shows; docs/accessibility.md checks it with a real client):
// every visible control, label and bar of the main window has a name (at the
// start, when a pass is forced, at the end and in the replay), the board
// names its holes, each player (name, who plays the side, captured seeds,
// whose turn) and whose turn it is; the turn and the players follow the game.
#include <QAccessible>
#include <QDockWidget>
#include <QToolButton>
#include <QtTest>

#include "board/board_view.hpp"
#include "i18n/language.hpp"
#include "i18n/translations.hpp"
#include "window/main_window.hpp"
#include "window_fixture.hpp"

Q_DECLARE_METATYPE(mancala::ui::Language)

namespace mancala::ui::test {

namespace {

// The roles a person reaches or reads, which a name must tell apart.
bool needsName(QAccessible::Role role) {
    switch (role) {
    case QAccessible::PushButton:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ComboBox:
    case QAccessible::Slider:
    case QAccessible::SpinBox:
    case QAccessible::StaticText:
    case QAccessible::ProgressBar:
    case QAccessible::ButtonMenu:
    case QAccessible::List:
    case QAccessible::Tree:
    case QAccessible::Table:
    case QAccessible::EditableText:
    case QAccessible::Border: // a plain QFrame: the bars under the board, the rules' example
        return true;
    default: return false;
    }
}

// Every visible interface under `node` with one of those roles and no name,
// as "role (class, object name)".
void findUnnamed(QAccessibleInterface* node, QStringList* unnamed, int depth = 0) {
    if (node == nullptr || depth > 40)
        return;
    const QAccessible::State state = node->state();
    if (state.invisible || state.offscreen)
        return;
    if (needsName(node->role()) && node->text(QAccessible::Name).trimmed().isEmpty()) {
        QObject* object = node->object();
        *unnamed << QStringLiteral("%1 (%2 \"%3\")")
                        .arg(int(node->role()))
                        .arg(object ? QString::fromLatin1(object->metaObject()->className()) : QStringLiteral("-"),
                             object ? object->objectName() : QString());
    }
    for (int i = 0; i < node->childCount(); ++i)
        findUnnamed(node->child(i), unnamed, depth + 1);
}

} // namespace

class TestAccessibility : public QObject, private WindowFixture {
    Q_OBJECT
private slots:
    void initTestCase() { startInEnglish(); }
    void init() { QVERIFY(startFixture()); }
    void cleanup() { endFixtureInEnglish(); }

    void everyVisibleControlAndLabelHasAName_data() {
        QTest::addColumn<Language>("language");
        for (Language language : kAllLanguages)
            QTest::newRow(qPrintable(languageCode(language))) << language;
    }
    void everyVisibleControlAndLabelHasAName() {
        QFETCH(Language, language);
        QCOMPARE(Translations::switchTo(language), QString());
        QVERIFY(openWindow());
        PlayerSetup players;
        players.kind = {PlayerKind::Human, PlayerKind::Computer};
        players.level = {Level::Beginner, Level::Beginner};
        window_->startGame(GameId::Ayoayo, QStringLiteral("Ada"), QString(), players);
        // The rules, the evaluation and the analysis beside the board too.
        actionOf(*window_, "showRulesAction")->trigger();
        window_->findChild<QDockWidget*>(QStringLiteral("evaluationDock"))->show();
        window_->findChild<QDockWidget*>(QStringLiteral("analysisDock"))->show();
        settle();
        QStringList unnamed;
        findUnnamed(QAccessible::queryAccessibleInterface(window_.get()), &unnamed);
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QStringLiteral("; "))));
        // The toolbar's » button, shown only when tools do not fit, is named too.
        auto* more = window_->findChild<QToolButton*>(QStringLiteral("qt_toolbar_ext_button"));
        QVERIFY(more != nullptr);
        QVERIFY(!QAccessible::queryAccessibleInterface(more)->text(QAccessible::Name).isEmpty());
    }

    // The bars under the board show with a name and their labels' text: the
    // forced pass, the game's end, the replay. A Djenon-aboure game between
    // two people, played with the mouse until a pass has been forced and the
    // game is over.
    void everyBarThatShowsHasAName_data() { everyVisibleControlAndLabelHasAName_data(); }
    void everyBarThatShowsHasAName() {
        QFETCH(Language, language);
        QCOMPARE(Translations::switchTo(language), QString());
        QVERIFY(openWindow());
        QAccessibleInterface* root = QAccessible::queryAccessibleInterface(window_.get());
        const auto unnamedNow = [&] {
            settle();
            QStringList unnamed;
            findUnnamed(root, &unnamed);
            return unnamed.join(QStringLiteral("; "));
        };
        bool passed = false;
        for (unsigned seed = 1; seed < 40 && !passed; ++seed) {
            window_->startGame(GameId::DjenonAboure, QStringLiteral("Ada"), QStringLiteral("Bo"), PlayerSetup{});
            std::mt19937 rng(seed);
            while (!session()->game().over()) {
                const Move m = randomLegalMove(session()->game(), rng);
                if (m.isPass() && !passed) {
                    QVERIFY(passBar()->isVisible());
                    QVERIFY2(unnamedNow().isEmpty(), qPrintable(unnamedNow()));
                    passed = true;
                }
                if (m.isPass())
                    QTest::mouseClick(passButton(), Qt::LeftButton);
                else
                    clickHole(m.from);
                QTRY_VERIFY(!view()->isAnimating());
            }
        }
        QVERIFY2(passed, "no game forced a pass");
        QVERIFY(gameOverBanner()->isVisible());
        QVERIFY2(unnamedNow().isEmpty(), qPrintable(unnamedNow()));
        replay()->start(0);
        QVERIFY(replayBar()->isVisible());
        QVERIFY2(unnamedNow().isEmpty(), qPrintable(unnamedNow()));
    }

    // While the computer thinks, the status bar's busy bar says who thinks.
    void theComputerThinkingIsNamed() {
        QVERIFY(openWindow());
        PlayerSetup players;
        players.kind = {PlayerKind::Computer, PlayerKind::Human};
        players.level = {Level::Expert, Level::Expert};
        computer()->setExpertTimeMs(kMaxExpertTimeMs);
        window_->startGame(GameId::Ayoayo, QString(), QStringLiteral("Bo"), players);
        auto* thinking = window_->findChild<QWidget*>(QStringLiteral("thinkingIndicator"));
        QVERIFY(thinking != nullptr);
        QTRY_VERIFY(thinking->isVisible());
        QStringList unnamed;
        findUnnamed(QAccessible::queryAccessibleInterface(window_.get()), &unnamed);
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QStringLiteral("; "))));
        computer()->cancel();
    }

    // The board's players and whose turn it is follow the game.
    void theTurnAndThePlayersFollowTheGame() {
        QVERIFY(openWindow());
        window_->startGame(GameId::DjenonAboure, QStringLiteral("Ada"), QStringLiteral("Bo"), PlayerSetup{});
        QAccessibleInterface* board = QAccessible::queryAccessibleInterface(view());
        QVERIFY(board != nullptr);
        const int holes = session()->rules().holeCount();
        QCOMPARE(board->childCount(), holes + 2);
        QCOMPARE(board->text(QAccessible::Description), Wording::toMove(QStringLiteral("Ada")));
        QVERIFY(board->child(holes)->text(QAccessible::Name).endsWith(QStringLiteral("; to move")));
        std::mt19937 rng(4);
        clickHole(randomLegalMove(session()->game(), rng).from);
        QTRY_VERIFY(!view()->isAnimating());
        QCOMPARE(board->text(QAccessible::Description), Wording::toMove(QStringLiteral("Bo")));
        QVERIFY(board->child(holes + 1)->text(QAccessible::Name).startsWith(QStringLiteral("\u2068Bo\u2069")));
        QVERIFY(board->child(holes + 1)->text(QAccessible::Name).endsWith(QStringLiteral("; to move")));
        QVERIFY(!board->child(holes)->text(QAccessible::Name).endsWith(QStringLiteral("; to move")));
    }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestAccessibility)
#include "test_accessibility.moc"
