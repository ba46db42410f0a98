// The mnemonics of the menus: in every language, no two entries of one menu
// (the menu bar itself, each menu and each submenu) share a mnemonic, the
// letter after a single '&' ("&&" is a literal ampersand), whatever its case.
// The entries whose words change with the state (Autoplay / Pause, Pause /
// Resume Computer) are checked in both states. So are the dialogs: no two of
// a dialog's buttons, check boxes, group boxes and labels of a field share
// one. Urdu menus and dialogs have none at all (docs/translations.md,
// Conventions).
#include <QAbstractButton>
#include <QAction>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QtTest>

#include "i18n/language.hpp"
#include "i18n/translations.hpp"
#include "play/turn_controller.hpp"
#include "session/game_session.hpp"
#include "settings/settings.hpp"
#include "settings/statistics.hpp"
#include "window/main_window.hpp"
#include "window/new_game_dialog.hpp"
#include "window/statistics_dialog.hpp"
#include "window/welcome_dialog.hpp"
#include "window/replay_bar.hpp"
#include "window_fixture.hpp"

Q_DECLARE_METATYPE(mancala::ui::Language)

namespace mancala::ui::test {

namespace {

// The mnemonic of a menu entry, case folded, or nothing: the character after
// the first '&' that is not part of "&&".
QString mnemonic(const QString& text) {
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return QString(text[i + 1]).toCaseFolded();
    }
    return {};
}

// The visible entries of a menu (submenus by their titles).
QList<QAction*> entries(const QList<QAction*>& actions) {
    QList<QAction*> shown;
    for (QAction* action : actions)
        if (!action->isSeparator() && action->isVisible())
            shown << action;
    return shown;
}

// Every pair of entries of `actions` sharing a mnemonic, as "menu: “a” and “b”
// share the mnemonic x", for the menu `name` and, recursively, its submenus.
void findClashes(const QString& name, const QList<QAction*>& actions, QStringList* clashes) {
    const QList<QAction*> shown = entries(actions);
    for (qsizetype i = 0; i < shown.size(); ++i) {
        const QString key = mnemonic(shown[i]->text());
        if (key.isEmpty())
            continue;
        for (qsizetype j = i + 1; j < shown.size(); ++j)
            if (mnemonic(shown[j]->text()) == key)
                *clashes << QStringLiteral("%1: “%2” and “%3” share the mnemonic %4")
                                .arg(name, shown[i]->text(), shown[j]->text(), key);
    }
    for (QAction* action : shown)
        if (QMenu* submenu = action->menu())
            findClashes(name + QStringLiteral(" › ") + submenu->title(), submenu->actions(), clashes);
}

// Every entry of the menu bar, its menus and submenus that has a mnemonic.
void findMnemonics(const QString& name, const QList<QAction*>& actions, QStringList* found) {
    for (QAction* action : entries(actions)) {
        if (!mnemonic(action->text()).isEmpty())
            *found << QStringLiteral("%1: “%2”").arg(name, action->text());
        if (QMenu* submenu = action->menu())
            findMnemonics(name + QStringLiteral(" › ") + submenu->title(), submenu->actions(), found);
    }
}

// The words of a dialog that may carry a mnemonic: its visible buttons and
// check boxes, group box titles and the labels of fields (with a buddy).
QStringList dialogEntries(const QWidget& dialog) {
    QStringList texts;
    for (const QAbstractButton* button : dialog.findChildren<QAbstractButton*>())
        if (button->isVisibleTo(&dialog))
            texts << button->text();
    for (const QGroupBox* box : dialog.findChildren<QGroupBox*>())
        if (box->isVisibleTo(&dialog))
            texts << box->title();
    for (const QLabel* label : dialog.findChildren<QLabel*>())
        if (label->buddy() && label->isVisibleTo(&dialog))
            texts << label->text();
    return texts;
}

// Every pair of a dialog's entries sharing a mnemonic, and in Urdu every
// mnemonic at all, as "sw, New Game: “a” and “b” share the mnemonic x".
QStringList dialogClashes(const QString& name, const QWidget& dialog, Language language) {
    const QStringList texts = dialogEntries(dialog);
    QStringList clashes;
    for (qsizetype i = 0; i < texts.size(); ++i) {
        const QString key = mnemonic(texts[i]);
        if (!key.isEmpty() && language == Language::Urdu)
            clashes << QStringLiteral("%1: “%2” has a mnemonic").arg(name, texts[i]);
        for (qsizetype j = i + 1; j < texts.size() && !key.isEmpty(); ++j)
            if (mnemonic(texts[j]) == key)
                clashes << QStringLiteral("%1: “%2” and “%3” share the mnemonic %4").arg(name, texts[i], texts[j], key);
    }
    return clashes;
}

} // namespace

class TestMnemonics : public QObject, private WindowFixture {
    Q_OBJECT
private:
    // The clashes of the menu bar and of every menu, in `language`.
    QStringList clashes(const QString& language) const {
        QStringList found;
        findClashes(language + QStringLiteral(", menu bar"), window_->menuBar()->actions(), &found);
        return found;
    }

    // Puts the entries that change with the state in their other words: a
    // game with moves in autoplay (Pause), the computer paused (Resume).
    void switchStates() {
        GameSession* session = this->session();
        QVERIFY(session);
        for (int i = 0; i < 4 && session->position().end == EndReason::None; ++i) {
            bool played = false;
            for (int h = 0; h < session->rules().holeCount() && !played; ++h)
                played = session->play(session->rules().moveFrom(static_cast<Hole>(h))) == IllegalReason::None;
            QVERIFY(played);
        }
        TurnController* turns = this->turns();
        QVERIFY(turns);
        turns->pauseAction()->setChecked(true);
        QVERIFY(turns->isPaused());
        ReplayBar* bar = replayBar();
        QVERIFY(bar);
        QVERIFY(partOf<QAction>(*bar, "autoplayAction")->isEnabled());
        partOf<QAction>(*bar, "autoplayAction")->trigger();
        QVERIFY(partOf<QAction>(*bar, "autoplayAction")->isChecked());
    }

private slots:
    void initTestCase() { startInEnglish(); }
    void init() { QVERIFY(startFixture()); }
    void cleanup() { endFixtureInEnglish(); }

    void noTwoEntriesOfAMenuShareAMnemonic_data() {
        QTest::addColumn<Language>("language");
        for (Language language : kAllLanguages)
            QTest::newRow(qPrintable(languageCode(language))) << language;
    }
    void noTwoEntriesOfAMenuShareAMnemonic() {
        QFETCH(Language, language);
        QCOMPARE(Translations::switchTo(language), QString());
        settle();
        QVERIFY(openWindow() != nullptr);
        const QString code = languageCode(language);
        QStringList found = clashes(code);
        switchStates();
        if (QTest::currentTestFailed())
            return;
        // Without events in between: autoplay is still on.
        for (const QString& clash : clashes(code + QStringLiteral(" (autoplay, computer paused)")))
            found << clash;
        for (const QString& clash : found)
            qWarning("%s", qPrintable(clash));
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QStringLiteral("; "))));
    }

    void noTwoEntriesOfADialogShareAMnemonic_data() { noTwoEntriesOfAMenuShareAMnemonic_data(); }
    void noTwoEntriesOfADialogShareAMnemonic() {
        QFETCH(Language, language);
        QCOMPARE(Translations::switchTo(language), QString());
        settle();
        const QString code = languageCode(language);
        QStringList found;
        NewGameDialog newGame(GameId::Ayoayo, QString(), QString());
        newGame.show();
        found << dialogClashes(code + QStringLiteral(", New Game"), newGame, language);
        WelcomeDialog welcome;
        welcome.show();
        found << dialogClashes(code + QStringLiteral(", Welcome"), welcome, language);
        Settings settings(iniFile_);
        Statistics statistics(&settings);
        statistics.record(GameId::Tihbat, Opponent{}, 2);
        StatisticsDialog table(&statistics);
        table.show();
        found << dialogClashes(code + QStringLiteral(", Statistics"), table, language);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QStringLiteral("; "))));
    }

    void urduMenusHaveNoMnemonics() {
        QCOMPARE(Translations::switchTo(Language::Urdu), QString());
        settle();
        QVERIFY(openWindow() != nullptr);
        QStringList found;
        findMnemonics(QStringLiteral("ur, menu bar"), window_->menuBar()->actions(), &found);
        switchStates();
        if (QTest::currentTestFailed())
            return;
        findMnemonics(QStringLiteral("ur (autoplay, computer paused), menu bar"), window_->menuBar()->actions(),
                      &found);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QStringLiteral("; "))));
    }

    void theMnemonicIsTheLetterAfterASingleAmpersand() {
        QCOMPARE(mnemonic(QStringLiteral("&Game")), QStringLiteral("g"));
        QCOMPARE(mnemonic(QStringLiteral("Msaa&da")), QStringLiteral("d"));
        QCOMPARE(mnemonic(QStringLiteral("Salt && &Pepper")), QStringLiteral("p"));
        QCOMPARE(mnemonic(QStringLiteral("Salt && Pepper")), QString());
        QCOMPARE(mnemonic(QStringLiteral("Quit")), QString());
        QCOMPARE(mnemonic(QStringLiteral("&K")), mnemonic(QStringLiteral("&k")));
    }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestMnemonics)
#include "test_mnemonics.moc"
