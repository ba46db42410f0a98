// The rules browser: every game has a page in every language with every
// section of the source documents; the browser shows the current game's page
// with its start position painted by the board view, follows the game and
// the language, and each "Show me" example plays a legal move that shows
// what its caption says, on the live board, animated.
#include <QComboBox>
#include <QFrame>
#include <QLabel>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTextBrowser>
#include <QtTest>

#include "../core/trace_replay.hpp"
#include "board/board_view.hpp"
#include "rules/rules_browser.hpp"
#include "rules/show_me.hpp"
#include "session/game_session.hpp"
#include "window_fixture.hpp"
#include "i18n/wording.hpp"

Q_DECLARE_METATYPE(mancala::ui::Language)

namespace mancala::ui::test {

namespace {

const QStringList kSections{QStringLiteral("type"),  QStringLiteral("overview"), QStringLiteral("board"),
                            QStringLiteral("play"),  QStringLiteral("captures"), QStringLiteral("end"),
                            QStringLiteral("notes"), QStringLiteral("choices")};

// The start position picture of the page shown (null if there is none).
// The browser's parts, by their object names.
QComboBox* chooserOf(const RulesBrowser& browser) {
    return partOf<QComboBox>(browser, "rulesGameChooser");
}
QTextBrowser* pageOf(const RulesBrowser& browser) {
    return partOf<QTextBrowser>(browser, "rulesPage");
}
QFrame* examplePanelOf(const RulesBrowser& browser) {
    return partOf<QFrame>(browser, "examplePanel");
}
QLabel* captionOf(const RulesBrowser& browser) {
    return partOf<QLabel>(browser, "exampleCaption");
}
GameSession* exampleSessionOf(const RulesBrowser& browser) {
    return partOf<GameSession>(browser, "exampleSession");
}
BoardView* exampleBoardOf(const RulesBrowser& browser) {
    return partOf<BoardView>(browser, "exampleBoard");
}
// The game whose rules are shown: the chooser's (a family's page; its game as it starts).
GameId gameOf(const RulesBrowser& browser) {
    return familyDefault(static_cast<GameFamily>(chooserOf(browser)->currentData().toInt()));
}

QImage startPicture(QTextBrowser* page) {
    static const QRegularExpression img(QStringLiteral("<img src=\"([^\"]+)\""));
    const QRegularExpressionMatch match = img.match(page->toHtml());
    if (!match.hasMatch())
        return {};
    return page->document()->resource(QTextDocument::ImageResource, QUrl(match.captured(1))).value<QImage>();
}

bool onRow(const Rules& rules, Hole h, Side side) {
    return rules.owner(h) == side;
}

// What is wrong with `example` (empty if nothing): the move is legal in its
// position, and its trace shows the lesson the caption names.
QString lessonMismatch(const ShowMeExample& example) {
    const Rules& rules = rulesFor(example.game);
    const Position& before = example.start;
    if (!rules.positionIsOk(before) || before.over())
        return QStringLiteral("the position is not a position of the game in progress");
    if (rules.check(before, example.move) != IllegalReason::None)
        return QStringLiteral("the move is not legal");
    const Side mover = before.toMove;
    const Side other = opponent(mover);
    Position after = before;
    Trace trace;
    rules.apply(after, example.move, &trace);
    if (replayTrace(before, trace) != after)
        return QStringLiteral("the trace does not replay");

    int pickUps = 0;
    std::vector<Event> captures;
    const Event* lastDrop = nullptr;
    bool skippedOrigin = false;
    for (const Event& e : trace) {
        if (e.kind == EventKind::PickUp)
            ++pickUps;
        if (e.kind == EventKind::Capture)
            captures.push_back(e);
        if (e.kind == EventKind::Drop)
            lastDrop = &e;
        if (e.kind == EventKind::Skip && e.hole == trace.front().hole && trace.front().count >= 12)
            skippedOrigin = true;
    }
    const auto rowEmpty = [&rules](const Position& pos, Side side) {
        for (int h = 0; h < rules.holeCount(); ++h)
            if (onRow(rules, static_cast<Hole>(h), side) && pos.board[h] != 0)
                return false;
        return true;
    };

    bool shown = false;
    switch (example.lesson) {
    case Lesson::RelayLap: shown = pickUps >= 2; break;
    case Lesson::CaptureChain: shown = captures.size() >= 2; break;
    case Lesson::SkipOrigin: shown = skippedOrigin; break;
    case Lesson::CaptureAcross:
        // The seeds of the opponent's hole and the capturing seed from the mover's row.
        shown = captures.size() == 2 && onRow(rules, captures[0].hole, other) &&
                onRow(rules, captures[1].hole, mover) &&
                rules.colOf(captures[0].hole) == rules.colOf(captures[1].hole) && captures[1].count == 1;
        break;
    case Lesson::Feeding: {
        bool refused = false;
        for (int h = 0; h < rules.holeCount(); ++h)
            refused |= rules.check(before, rules.moveFrom(static_cast<Hole>(h))) == IllegalReason::DoesNotFeed;
        shown = rowEmpty(before, other) && refused && !rowEmpty(after, other);
        break;
    }
    case Lesson::EvenCapture:
        shown = captures.size() == 1 && onRow(rules, captures[0].hole, mover) && captures[0].count % 2 == 0;
        break;
    case Lesson::NoCaptureAcross:
        shown =
            captures.empty() && lastDrop && onRow(rules, lastDrop->hole, other) && after.board[lastDrop->hole] % 2 == 0;
        break;
    case Lesson::WaitingMove:
        shown = trace.front().kind == EventKind::PickUp && trace.front().count == 1 && after.board == before.board &&
                after.toMove == other;
        break;
    case Lesson::ColumnCapture:
        shown = captures.size() == 2 && rules.colOf(captures[0].hole) == rules.colOf(captures[1].hole) &&
                onRow(rules, captures[0].hole, other) && onRow(rules, captures[1].hole, other);
        break;
    case Lesson::FrontCapture:
        shown = captures.size() == 1 && onRow(rules, captures[0].hole, other) &&
                rules.rowOf(captures[0].hole) == (other == Side::North ? 2 : 1);
        break;
    case Lesson::AnotherTurn:
        shown = std::any_of(trace.begin(), trace.end(), [](const Event& e) { return e.kind == EventKind::Again; }) &&
                after.toMove == mover;
        break;
    case Lesson::StoreCapture:
        // As CaptureAcross, into the store the sowing also reached.
        shown = captures.size() == 2 && onRow(rules, captures[0].hole, other) &&
                onRow(rules, captures[1].hole, mover) &&
                rules.colOf(captures[0].hole) == rules.colOf(captures[1].hole) && captures[1].count == 1 &&
                after.toMove == other;
        break;
    case Lesson::TwosAndThrees:
        shown = captures.size() >= 2 && std::all_of(captures.begin(), captures.end(), [&](const Event& e) {
                    return onRow(rules, e.hole, other) && (e.count == 2 || e.count == 3);
                });
        break;
    case Lesson::GrandSlam:
        // The last seed makes 2 or 3 on the opponent's row, and nothing is taken.
        shown = captures.empty() && lastDrop && onRow(rules, lastDrop->hole, other) &&
                (after.board[lastDrop->hole] == 2 || after.board[lastDrop->hole] == 3);
        break;
    }
    return shown ? QString() : QStringLiteral("the trace does not show the lesson");
}

} // namespace

class TestRulesBrowser : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QCOMPARE(Translations::install(*QCoreApplication::instance(), Language::English), QString());
    }

    void cleanup() {
        QCOMPARE(Translations::switchTo(Language::English), QString());
        settle();
    }

    void everyGameHasARulesPageInEveryLanguageWithEverySection_data() {
        QTest::addColumn<GameId>("game");
        QTest::addColumn<Language>("language");
        for (GameId game : kAllGames)
            for (Language language : kAllLanguages)
                QTest::newRow(qPrintable(
                    QStringLiteral("%1.%2").arg(QString::fromUtf8(gameIdString(game)), languageCode(language))))
                    << game << language;
    }
    void everyGameHasARulesPageInEveryLanguageWithEverySection() {
        QFETCH(GameId, game);
        QFETCH(Language, language);
        const QString page = RulesBrowser::pageSource(game, language);
        QVERIFY2(!page.isEmpty(), qPrintable(RulesBrowser::pagePath(game, language)));
        // The game's name as it is, in the title (the Urdu source adds
        // "(چار قطاریں)", four rows, to Bao la Kimasai's).
        const QRegularExpression title(
            QStringLiteral("<h1[^>]*>%1( \\([^<]+\\))?</h1>").arg(QRegularExpression::escape(Wording::gameName(game))));
        const QRegularExpressionMatch heading = title.match(page);
        QVERIFY(heading.hasMatch());
        // What the title adds is said once, in the title, as in the other languages.
        if (!heading.captured(1).isEmpty())
            QCOMPARE(page.count(heading.captured(1).trimmed()), 1);
        // Sources are cited by their titles, never by the project's own numbers
        // of its source documents ("(no. 004)").
        QVERIFY(!page.contains(QRegularExpression(QStringLiteral("\\([^()\\d]*\\b0\\d\\d\\)"))));
        qsizetype at = 0;
        for (const QString& section : kSections) {
            const qsizetype found = page.indexOf(QStringLiteral("<h2 id=\"%1\"").arg(section));
            QVERIFY2(found > at, qPrintable(section));
            at = found;
        }
        QCOMPARE(page.count(QStringLiteral("<p id=\"start-position\"></p>")), 1);
        if (language == Language::Urdu)
            QVERIFY(page.contains(QStringLiteral("<body dir=\"rtl\">")));
        // The seeds' slips («پاس:», «Kuruka:» heading the steps) are not copied.
        QVERIFY(!page.contains(QStringLiteral("پاس:")));
        QVERIFY(!page.contains(QStringLiteral("Kuruka:")));
        // Each example's section is there to hold it.
        for (const ShowMeExample& example : ShowMe::examples(game))
            QVERIFY(page.contains(QStringLiteral("<h2 id=\"%1\"").arg(QLatin1String(example.section))));
    }

    void showMeExamplesPlayLegalMovesThatShowTheirLesson_data() { addGameRows(); }
    void showMeExamplesPlayLegalMovesThatShowTheirLesson() {
        QFETCH(GameId, game);
        const std::vector<ShowMeExample> examples = ShowMe::examples(game);
        QVERIFY(examples.size() >= 2);
        for (const ShowMeExample& example : examples) {
            QCOMPARE(example.game, game);
            const QString mismatch = lessonMismatch(example);
            QVERIFY2(mismatch.isEmpty(), qPrintable(ShowMe::caption(example) + QStringLiteral(": ") + mismatch));
            QVERIFY(!ShowMe::caption(example).isEmpty());
        }
    }

    void theLiveBoardPlaysEachExampleAnimated_data() { addGameRows(); }
    void theLiveBoardPlaysEachExampleAnimated() {
        QFETCH(GameId, game);
        GameSession current(game);
        RulesBrowser browser(&current);
        browser.resize(520, 900);
        browser.show();
        QVERIFY(QTest::qWaitForWindowExposed(&browser));
        QCOMPARE(gameOf(browser), game);
        BoardView* board = exampleBoardOf(browser);
        board->setAnimationSpeed(AnimationSpeed::Fast);
        QVERIFY(!examplePanelOf(browser)->isVisible());
        const std::vector<ShowMeExample> examples = ShowMe::examples(game);
        for (int i = 0; i < static_cast<int>(examples.size()); ++i) {
            const ShowMeExample& example = examples[static_cast<std::size_t>(i)];
            QSignalSpy finished(board, &BoardView::animationFinished);
            QSignalSpy played(exampleSessionOf(browser), &GameSession::moveAppended);
            browser.showExample(i);
            QVERIFY(examplePanelOf(browser)->isVisible());
            QCOMPARE(captionOf(browser)->text(), ShowMe::caption(example));
            QCOMPARE(exampleSessionOf(browser)->position(), example.start);
            QVERIFY(played.wait(5000));
            QVERIFY(board->isAnimating());
            QVERIFY(finished.wait(10000));
            const Game& shown = exampleSessionOf(browser)->game();
            QCOMPARE(shown.ply(), 1);
            QCOMPARE(shown.positionAt(0), example.start);
            QCOMPARE(shown.moves().front(), example.move);
            Position expected = example.start;
            rulesFor(game).apply(expected, example.move, nullptr);
            QCOMPARE(shown.position(), expected);
            for (int h = 0; h < rulesFor(game).holeCount(); ++h)
                QCOMPARE(BoardViewState::seeds(*board, static_cast<Hole>(h)), static_cast<int>(expected.board[h]));
        }
        // The main game is untouched.
        QCOMPARE(current.game().ply(), 0);
    }

    void theBrowserShowsTheCurrentGameWithItsStartPosition() {
        GameSession current(GameId::Ayoayo);
        RulesBrowser browser(&current);
        QCOMPARE(gameOf(browser), GameId::Ayoayo);
        QCOMPARE(chooserOf(browser)->currentText(), Wording::gameName(GameId::Ayoayo));
        const QString text = pageOf(browser)->toPlainText();
        QVERIFY(text.contains(QStringLiteral("Type of game")));
        QVERIFY(text.contains(QStringLiteral("Where the sources are silent")));
        QVERIFY(text.contains(QStringLiteral("The board at the start of the game")));
        QCOMPARE(pageOf(browser)->toHtml().count(QStringLiteral("href=\"showme:")),
                 static_cast<qsizetype>(ShowMe::examples(gameOf(browser)).size()));
        for (const ShowMeExample& example : ShowMe::examples(gameOf(browser)))
            QVERIFY(text.contains(ShowMe::caption(example)));
        const QImage picture = startPicture(pageOf(browser));
        QVERIFY(!picture.isNull());
        QCOMPARE(picture.size(), QSize(400, 225));

        // A game of another kind: the browser follows it.
        current.newGame(GameId::BaoLaKimasai);
        QCOMPARE(gameOf(browser), GameId::BaoLaKimasai);
        QVERIFY(pageOf(browser)->toPlainText().contains(QStringLiteral("Bao la Kimasai")));
        QCOMPARE(startPicture(pageOf(browser)).size(), QSize(400, 290));

        // The chooser shows any other game; F1 comes back to the current one.
        const int tihbat = chooserOf(browser)->findData(static_cast<int>(GameFamily::Tihbat));
        chooserOf(browser)->setCurrentIndex(tihbat);
        emit chooserOf(browser)->activated(tihbat);
        QCOMPARE(gameOf(browser), GameId::Tihbat);
        QVERIFY(pageOf(browser)->toPlainText().contains(QStringLiteral("Tihbat")));
        current.restart();
        QCOMPARE(gameOf(browser), GameId::Tihbat);
        browser.showRulesAction()->trigger();
        QCOMPARE(gameOf(browser), GameId::BaoLaKimasai);
        QVERIFY(browser.isVisible());
    }

    void theBrowserFollowsTheLanguage() {
        GameSession current(GameId::DjenonAboure);
        RulesBrowser browser(&current);
        browser.show();
        browser.showExample(1);
        QCOMPARE(Translations::switchTo(Language::Urdu), QString());
        settle();
        QCOMPARE(browser.windowTitle(), QStringLiteral("قواعد"));
        QVERIFY(pageOf(browser)->toPlainText().contains(QStringLiteral("کھیل کی قسم")));
        QVERIFY(pageOf(browser)->toPlainText().contains(QStringLiteral("کر کے دکھائیں:")));
        QCOMPARE(captionOf(browser)->text(), ShowMe::caption(ShowMe::examples(gameOf(browser))[1]));
        QVERIFY(captionOf(browser)->text().startsWith(QStringLiteral("قبضے کا سلسلہ")));
        QVERIFY(!startPicture(pageOf(browser)).isNull());

        QCOMPARE(Translations::switchTo(Language::Swahili), QString());
        settle();
        QCOMPARE(browser.windowTitle(), QStringLiteral("Kanuni"));
        QVERIFY(pageOf(browser)->toPlainText().contains(QStringLiteral("Aina ya mchezo")));
        QVERIFY(captionOf(browser)->text().startsWith(QStringLiteral("Msururu wa kukamata")));
    }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestRulesBrowser)
#include "test_rules_browser.moc"
