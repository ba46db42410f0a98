// The toolbar: New, Open, Save, Undo, Redo, Hint, Rules, each with an icon
// (the theme's or the bundled drawing) and a tooltip that names its shortcut;
// View ▸ Toolbar hides it and the next window remembers; View ▸ Full Screen
// (F11) fills the screen and back.
#include <QToolBar>
#include <QtTest>

#include "i18n/language.hpp"
#include "i18n/translations.hpp"
#include "window/main_tool_bar.hpp"
#include "window/main_window.hpp"
#include "window_fixture.hpp"

namespace mancala::ui::test {

class TestToolBar : public QObject, private WindowFixture {
    Q_OBJECT
private:
    MainToolBar* toolBar() const { return part<MainToolBar>("mainToolBar"); }

private slots:
    void initTestCase() { startInEnglish(); }
    void init() { QVERIFY(startFixture()); }
    void cleanup() { endFixtureInEnglish(); }

    void theToolBarHoldsTheEverydayActionsWithIconsAndShortcuts() {
        QVERIFY(openWindow());
        QStringList names;
        for (QAction* action : toolBar()->actions()) {
            names << action->objectName();
            QVERIFY2(!action->icon().pixmap(22, 22).isNull(), qPrintable(action->text()));
            const QString shortcut = action->shortcut().toString(QKeySequence::NativeText);
            if (!shortcut.isEmpty())
                QVERIFY2(action->toolTip().contains(shortcut), qPrintable(action->toolTip()));
            QVERIFY2(!action->toolTip().contains(QLatin1Char('&')), qPrintable(action->toolTip()));
        }
        QCOMPARE(names.size(), 7);
        QCOMPARE(names.first(), QStringLiteral("newGameAction"));
        QVERIFY(names.contains(QStringLiteral("undoAction")) && names.contains(QStringLiteral("redoAction")));
        QCOMPARE(actionOf(*window_, "undoAction")->toolTip(), QStringLiteral("Undo Move (\u2068Ctrl+Z\u2069)"));
    }

    void theBundledIconsStandInWhenTheThemeHasNone() {
        for (const char* name :
             {"game-new", "document-open", "document-save", "edit-undo", "edit-redo", "games-hint", "help-contents"}) {
            QVERIFY2(QFile::exists(QStringLiteral(":/action-icons/22/%1.png").arg(QLatin1String(name))), name);
            QVERIFY2(!MainToolBar::icon(name).isNull(), name);
        }
    }

    // Right to left, undo points right and redo left.
    void undoAndRedoPointTheReadingWay() {
        const QImage ltr = MainToolBar::icon("edit-undo").pixmap(22, 22).toImage();
        const QImage rtl = MainToolBar::icon("edit-undo", Qt::RightToLeft).pixmap(22, 22).toImage();
        QCOMPARE(rtl.convertToFormat(ltr.format()), ltr.mirrored(true, false));
        QVERIFY(rtl != ltr);
    }

    void theTooltipsFollowTheLanguage() {
        QVERIFY(openWindow());
        QCOMPARE(Translations::switchTo(Language::Swahili), QString());
        settle();
        QAction* undo = actionOf(*window_, "undoAction");
        QCOMPARE(undo->toolTip(), MainToolBar::toolTipOf(*undo));
        QVERIFY2(!undo->toolTip().startsWith(QStringLiteral("Undo")), qPrintable(undo->toolTip()));
    }

    void hidingTheToolBarIsRemembered() {
        QVERIFY(openWindow());
        QVERIFY(toolBar()->isVisible());
        toolBar()->toggleViewAction()->trigger();
        QVERIFY(!toolBar()->isVisible());
        window_->close();
        QVERIFY(openWindow());
        QVERIFY(!toolBar()->isVisible());
        toolBar()->toggleViewAction()->trigger();
        QVERIFY(toolBar()->isVisible());
    }

    void fullScreenComesAndGoes() {
        QVERIFY(openWindow());
        QAction* fullScreen = actionOf(*window_, "fullScreenAction");
        fullScreen->trigger();
        QTRY_VERIFY(window_->isFullScreen());
        QVERIFY(fullScreen->isChecked());
        fullScreen->trigger();
        QTRY_VERIFY(!window_->isFullScreen());
        QVERIFY(!fullScreen->isChecked());
    }

    // F11 on every platform, not only where QKeySequence::FullScreen has it;
    // the menu shows it, and Esc leaves full screen too.
    void f11EntersAndLeavesFullScreenAndEscLeavesIt() {
        QVERIFY(openWindow(AnimationSpeed::Instant, Shown::Active));
        QAction* fullScreen = actionOf(*window_, "fullScreenAction");
        QCOMPARE(fullScreen->shortcut(), QKeySequence(Qt::Key_F11));
        QTest::keyClick(view(), Qt::Key_F11);
        QTRY_VERIFY(window_->isFullScreen());
        QTest::keyClick(view(), Qt::Key_F11);
        QTRY_VERIFY(!window_->isFullScreen());
        QTest::keyClick(view(), Qt::Key_F11);
        QTRY_VERIFY(window_->isFullScreen());
        QTest::keyClick(view(), Qt::Key_Escape);
        QTRY_VERIFY(!window_->isFullScreen());
        QVERIFY(!fullScreen->isChecked());
        // Esc out of full screen does nothing to the window.
        QTest::keyClick(view(), Qt::Key_Escape);
        QVERIFY(!window_->isFullScreen());
    }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestToolBar)
#include "test_tool_bar.moc"
