// Mixed-direction text: every sentence that sets a player's name, a move or a
// file name among its words isolates it (U+2068 … U+2069), so that an Urdu
// name in the English interface, or an English name in the Urdu one, keeps
// its place and pulls nothing of the sentence into it. Each sentence is
// formatted in English with Urdu names and in Urdu with English names.
#include <QtTest>

#include "board/board_model.hpp"
#include "i18n/translations.hpp"
#include "i18n/wording.hpp"
#include "mancala/notation.hpp"
#include "mancala/analysis.hpp"
#include "mancala/search.hpp"
#include "play/analysis/analysis_model.hpp"
#include "play/analysis/evaluation_model.hpp"
#include "play/move_list_model.hpp"
#include "session/game_session.hpp"
#include "window_fixture.hpp"

Q_DECLARE_METATYPE(mancala::ui::Language)

namespace mancala::ui::test {

namespace {

QString isolated(const QString& text) {
    return QChar(0x2068) + text + QChar(0x2069);
}

// `sentence` holds `name` inside an isolate (a translation may wrap it in one more).
bool holdsIsolated(const QString& sentence, const QString& name) {
    return sentence.contains(isolated(name));
}

// A finished game: North ahead.
Position finalPosition(const Rules& rules) {
    Position p = rules.initial();
    p.totals = {20, 28};
    p.winner = Winner::North;
    p.end = EndReason::NoMoves;
    p.toMove = Side::South;
    return p;
}

} // namespace

class TestIsolates : public QObject {
    Q_OBJECT

private slots:
    void sentencesIsolateNames_data() {
        QTest::addColumn<Language>("language");
        QTest::addColumn<QString>("south");
        QTest::addColumn<QString>("north");
        QTest::newRow("en, Urdu names") << Language::English << QStringLiteral("ثناء") << QStringLiteral("عامر");
        QTest::newRow("ur, English names") << Language::Urdu << QStringLiteral("Ada") << QStringLiteral("Amani 2");
        QTest::newRow("sw, Urdu names") << Language::Swahili << QStringLiteral("ثناء") << QStringLiteral("عامر");
    }

    void sentencesIsolateNames() {
        QFETCH(Language, language);
        QFETCH(QString, south);
        QFETCH(QString, north);
        QCOMPARE(Translations::switchTo(language), QString());
        const Rules& rules = rulesFor(GameId::Ayoayo);
        const Position final = finalPosition(rules);
        const PositionValue better{PositionValue::Kind::Estimate, 350};
        const PositionValue winning{PositionValue::Kind::Proven, kWinScore - 5};
        const PositionValue exact{PositionValue::Kind::Exact, 400};
        const auto toNorth = randomGameEnd(GameId::Ayoayo, EndReason::NoMoves, Side::North);
        const auto ownRows = randomGameEnd(GameId::DjenonAboure, EndReason::AllSingletons, Side::South);
        QVERIFY(toNorth && ownRows);
        const QStringList sentences{
            Wording::toMove(north),
            Wording::mustPass(north),
            Wording::thinking(north),
            Wording::result(final, south, north),
            Wording::endReason(rules, final, north, south),
            Wording::evaluation(GameId::Ayoayo, better, Side::North, south, north),
            Wording::evaluation(GameId::Ayoayo, winning, Side::North, south, north),
            Wording::shortEvaluation(better, Side::North, south, north),
            Wording::shortEvaluation(winning, Side::North, south, north),
            Wording::shortEvaluation(exact, Side::North, south, north),
            Wording::perfectPlay(GameId::Tihbat, 2, Side::North, south, north),
            Wording::endAllotment(toNorth->lastMove, south, north),
            Wording::endAllotment(ownRows->lastMove, south, north),
        };
        for (const QString& sentence : sentences)
            QVERIFY2(holdsIsolated(sentence, north), qPrintable(sentence));
    }

    void modelsIsolateNamesAndMoves_data() { sentencesIsolateNames_data(); }
    void modelsIsolateNamesAndMoves() {
        QFETCH(Language, language);
        QFETCH(QString, south);
        QFETCH(QString, north);
        QCOMPARE(Translations::switchTo(language), QString());
        GameSession session(GameId::Ayoayo);
        session.setPlayerNames(south, north);
        MoveListModel moves(&session);
        AnalysisModel analysis(&session);
        EvaluationModel evaluation(&analysis, &session);
        BoardModel board(&session);
        MoveList legal;
        session.rules().legalMoves(session.position(), legal);
        QCOMPARE(session.play(legal[0]), IllegalReason::None);
        const QString notation = QString::fromStdString(formatMove(session.rules(), legal[0]));
        const QString line = moves.index(0).data().toString();
        QVERIFY2(holdsIsolated(line, south), qPrintable(line));
        QVERIFY2(line.contains(isolated(notation)), qPrintable(line));
        const QString played = evaluation.index(0, EvaluationModel::MoveColumn).data(Qt::ToolTipRole).toString();
        QVERIFY2(holdsIsolated(played, south), qPrintable(played));
        QVERIFY2(played.contains(isolated(notation)), qPrintable(played));
        const QString store = board.indexOfStore(Side::North).data(Qt::ToolTipRole).toString();
        QVERIFY2(holdsIsolated(store, north), qPrintable(store));
    }

    void cleanupTestCase() { QCOMPARE(Translations::switchTo(Language::English), QString()); }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestIsolates)
#include "test_isolates.moc"
