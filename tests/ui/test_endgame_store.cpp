// The Expert's endgame databases in the app (EndgameStore): nothing is done
// until one is asked for; then it is built on a worker thread with its
// progress shown, written to its folder, and read back by the next store
// without a build; a file cut short, changed, for other seeds or not a
// database is never trusted but built again, and so is a forged one (its
// checksum recomputed, its entries at odds with each other); where it cannot be written it is
// used all the same and the status bar says so. In the window, once the
// database is ready the hint and the evaluation view give the exact result
// in its range, in the same words as for Tihbat. The window's store works on
// the cores the computer's search leaves.
//
// The databases here hold up to kTestEndgameSeeds (6) seeds: built in a
// moment. Nothing sleeps: the tests wait on the store's signals.
#include <QFile>
#include <QSignalSpy>
#include <QStatusBar>
#include <QtTest>

#include "play/endgame_indicator.hpp"
#include "play/endgame_store.hpp"
#include "mancala/analysis.hpp"
#include "play/analysis/analysis_model.hpp"
#include "play/analysis/evaluation_model.hpp"
#include "play/computer_player.hpp"
#include "session/search_worker.hpp"
#include "settings/cores.hpp"
#include "window_fixture.hpp"

namespace mancala::ui::test {

namespace {

constexpr int kBuildTimeoutMs = 120'000;

QByteArray contents(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool isSoundDatabase(const QString& path, GameId game) {
    const QByteArray bytes = contents(path);
    const EndgameFileRead read = parseEndgames(
        std::span(reinterpret_cast<const std::uint8_t*>(bytes.constData()), static_cast<std::size_t>(bytes.size())));
    return read.database && read.database->game() == game && read.database->maxSeeds() == kTestEndgameSeeds;
}

// Ayoayo after these moves has 6 seeds on the board, North to move.
const std::vector<std::string_view> kAyoayoEndgame{"f1", "a2", "c1", "d2", "b1", "b2", "e1", "f2",
                                                   "a1", "f2", "e1", "a2", "c1", "b2", "a1"};

// Oware after these moves (a seeded random game) has 5 seeds on the board,
// 22-21, South to move: lost with perfect play (its database's entry: 5
// seeds lost of the game played to the end).
const std::vector<std::string_view> kOwareEndgame{
    "f1", "b2", "d1", "d2", "b1", "e2", "d1", "b2", "e1", "e2", "f1", "f2", "a1", "a2", "d1", "e2", "e1", "a2",
    "f1", "c2", "d1", "b2", "a1", "d2", "c1", "f2", "e1", "d2", "b1", "d2", "e1", "b2", "d1", "a2", "f1", "a2",
    "e1", "f2", "c1", "c2", "c1", "e2", "a1", "d2", "d1", "e2", "b1", "b2", "e1", "d2", "b1", "c2", "c1", "e2",
    "d1", "f2", "a1", "c2", "b1", "d2", "c1", "c2", "d1", "b2", "f1", "d2", "b1", "c2", "c1", "a2", "a1", "f2",
    "c1", "d2", "f1", "c2", "d1", "c2", "e1", "a2", "f1", "e2", "d1", "f2", "e1", "c2", "b1", "a2", "e1", "d2",
    "d1", "b2", "b1", "f2", "d1", "a2", "f1", "e2", "e1", "d2", "a1", "f2", "f1", "b2", "d1", "d2", "c1", "e2",
    "f1", "d2", "d1", "a2", "a1", "c2", "e1", "e2", "a1", "b2", "b1", "f2", "c1", "e2", "d1", "d2", "e1", "b2",
    "f1", "a2", "a1", "e2", "d1", "d2", "b1", "f2", "d1", "e2", "c1", "d2", "e1", "c2", "d1", "f2", "f1", "a2"};

} // namespace

class TestEndgameStore : public QObject, public WindowFixture {
    Q_OBJECT
private:
    QString folder() const { return path(QStringLiteral("endgames")); }

    // A store on the test's folder asked for `game`; true once it is ready,
    // `built` saying whether it was built (progress shown) rather than read.
    bool readyAfterAsking(EndgameStore& store, GameId game, bool* built) {
        QSignalSpy ready(&store, &EndgameStore::ready);
        QSignalSpy building(&store, &EndgameStore::buildingChanged);
        if (store.database(game))
            return false;
        if (!ready.wait(kBuildTimeoutMs))
            return false;
        *built = !building.isEmpty();
        return store.database(game) != nullptr && !store.building();
    }

    static std::vector<Move> moveList(GameId game, const std::vector<std::string_view>& moves) {
        std::vector<Move> out;
        for (std::string_view m : moves)
            out.push_back(*parseMove(rulesFor(game), m));
        return out;
    }

    // A window playing `game` after `moves`, the Expert's hint asked for
    // (which asks for the database), then asked again once the database is
    // ready; true once that hint is shown.
    bool hintOnceTheDatabaseIsReady(GameId game, const std::vector<Move>& moves) {
        if (!openWindow())
            return false;
        window_->startGame(game, QStringLiteral("Ada"), QStringLiteral("Bo"));
        computer()->setExpertTimeMs(100);
        if (session()->load(game, moves) != IllegalReason::None)
            return false;
        auto* store = part<EndgameStore>("endgameStore");
        QSignalSpy ready(store, &EndgameStore::ready);
        QSignalSpy shown(hint(), &Hint::shown);
        QTest::keyClick(window_.get(), Qt::Key_H);
        if (!shown.wait(60000) || (ready.isEmpty() && !ready.wait(kBuildTimeoutMs)) || !store->database(game))
            return false;
        shown.clear();
        QTest::keyClick(window_.get(), Qt::Key_H);
        return shown.wait(60000);
    }

private slots:
    void initTestCase() { startInEnglish(); }
    void init() { QVERIFY(startFixture()); }
    void cleanup() { endFixture(); }

    // The window's store works on the cores the computer's search leaves
    // (Settings ▸ Computer), and follows a new choice.
    void theWindowsWorkTakesTheCoresTheComputerLeaves() {
        QVERIFY(openWindow());
        auto* store = part<EndgameStore>("endgameStore");
        QCOMPARE(store->threads(), coresLeft(computer()->cores()));
        computer()->setCores(1);
        QCOMPARE(store->threads(), coresLeft(1));
        QCOMPARE(store->threads(), std::max(machineCores() - 1, 1));
        computer()->setCores(0);
        QCOMPARE(store->threads(), 1);
    }

    void nothingIsDoneUntilAsked() {
        EndgameStore store(folder(), kTestEndgameSeeds);
        QVERIFY(!store.isWorking());
        QVERIFY(!store.database(GameId::Tihbat));
        QVERIFY(!store.database(GameId::BaoLaKimasai));
        QVERIFY(!store.isWorking());
        QVERIFY(!QFile::exists(store.fileOf(GameId::Ayoayo)));
        EndgameStore none(folder(), 0);
        QVERIFY(!none.database(GameId::Ayoayo));
        QVERIFY(!none.isWorking());
    }

    void builtOnceWrittenAndReadBack_data() {
        QTest::addColumn<GameId>("game");
        QTest::newRow("djenon-aboure") << GameId::DjenonAboure;
        QTest::newRow("ayoayo") << GameId::Ayoayo;
    }
    void builtOnceWrittenAndReadBack() {
        QFETCH(GameId, game);
        bool built = false;
        {
            EndgameStore store(folder(), kTestEndgameSeeds);
            QCOMPARE(QFileInfo(store.fileOf(game)).fileName(),
                     QStringLiteral("%1-6.endgames").arg(QString::fromUtf8(gameIdString(game).data())));
            QVERIFY(readyAfterAsking(store, game, &built));
            QVERIFY(built);
            QVERIFY(isSoundDatabase(store.fileOf(game), game));
            QCOMPARE(QFileInfo(store.fileOf(game)).size(), static_cast<qint64>(endgameFileSize(kTestEndgameSeeds)));
        }
        EndgameStore again(folder(), kTestEndgameSeeds);
        QVERIFY(readyAfterAsking(again, game, &built));
        QVERIFY(!built);
    }

    void aDamagedFileIsBuiltAgain_data() {
        QTest::addColumn<QString>("damage");
        QTest::newRow("cut short") << QStringLiteral("cut");
        QTest::newRow("a byte changed") << QStringLiteral("flip");
        QTest::newRow("other seeds") << QStringLiteral("seeds");
        QTest::newRow("not a database") << QStringLiteral("text");
        QTest::newRow("empty") << QStringLiteral("empty");
    }
    void aDamagedFileIsBuiltAgain() {
        QFETCH(QString, damage);
        const EndgameDatabase five = buildEndgames(GameId::Ayoayo, damage == QStringLiteral("seeds") ? 5 : 6)->database;
        const std::vector<std::uint8_t> sound = serializeEndgames(five);
        QByteArray bytes(reinterpret_cast<const char*>(sound.data()), static_cast<qsizetype>(sound.size()));
        if (damage == QStringLiteral("cut"))
            bytes.chop(1000);
        else if (damage == QStringLiteral("flip"))
            bytes[bytes.size() / 2] = static_cast<char>(bytes[bytes.size() / 2] ^ 0x01);
        else if (damage == QStringLiteral("text"))
            bytes = "[Game \"ayoayo\"]\n";
        else if (damage == QStringLiteral("empty"))
            bytes.clear();
        EndgameStore store(folder(), kTestEndgameSeeds);
        QVERIFY(QDir().mkpath(folder()));
        QVERIFY(writeFile(store.fileOf(GameId::Ayoayo), bytes));
        bool built = false;
        QVERIFY(readyAfterAsking(store, GameId::Ayoayo, &built));
        QVERIFY(built);
        QVERIFY(isSoundDatabase(store.fileOf(GameId::Ayoayo), GameId::Ayoayo));
    }

    // A forged file, its checksum recomputed (the values negated, one
    // changed, two swapped): distrusted, said so, built again and written
    // over with the sound database.
    void aForgedFileIsDistrustedAndBuiltAgain_data() {
        QTest::addColumn<QString>("forgery");
        QTest::newRow("negated") << QStringLiteral("negate");
        QTest::newRow("one changed") << QStringLiteral("change");
        QTest::newRow("swapped") << QStringLiteral("swap");
    }
    void aForgedFileIsDistrustedAndBuiltAgain() {
        QFETCH(QString, forgery);
        const EndgameDatabase sound = buildEndgames(GameId::Ayoayo, kTestEndgameSeeds)->database;
        std::vector<std::uint8_t> entries = sound.entries();
        const std::size_t last = entries.size() - static_cast<std::size_t>(endgameLayerSize(kTestEndgameSeeds));
        const auto exactAt = [&](std::size_t from, int notValue) {
            for (std::size_t i = from; i < entries.size(); ++i)
                if (const EndgameEntry e = decodeEndgameEntry(entries[i]);
                    e.exact && e.value != 0 && e.value != notValue)
                    return i;
            return entries.size();
        };
        const auto negate = [&](std::size_t i) {
            EndgameEntry e = decodeEndgameEntry(entries[i]);
            e.value = -e.value;
            entries[i] = encodeEndgameEntry(e);
        };
        const std::size_t a = exactAt(last, 0);
        QVERIFY(a < entries.size());
        if (forgery == QStringLiteral("negate")) {
            for (std::size_t i = 0; i < entries.size(); ++i)
                negate(i);
        } else if (forgery == QStringLiteral("change")) {
            negate(a);
        } else {
            const std::size_t b = exactAt(last, decodeEndgameEntry(entries[a]).value);
            QVERIFY(b < entries.size());
            std::swap(entries[a], entries[b]);
        }
        const std::vector<std::uint8_t> forged =
            serializeEndgames(EndgameDatabase(GameId::Ayoayo, kTestEndgameSeeds, std::move(entries)));
        EndgameStore store(folder(), kTestEndgameSeeds);
        QVERIFY(QDir().mkpath(folder()));
        QVERIFY(writeFile(store.fileOf(GameId::Ayoayo), QByteArray(reinterpret_cast<const char*>(forged.data()),
                                                                   static_cast<qsizetype>(forged.size()))));
        QVERIFY(isSoundDatabase(store.fileOf(GameId::Ayoayo), GameId::Ayoayo)); // the checksum lets it through
        QSignalSpy distrusted(&store, &EndgameStore::distrusted);
        QStatusBar bar;
        EndgameIndicator indicator(&store, &bar);
        bool built = false;
        QVERIFY(readyAfterAsking(store, GameId::Ayoayo, &built));
        QVERIFY(built);
        QCOMPARE(distrusted.count(), 1);
        QCOMPARE(bar.currentMessage(),
                 QStringLiteral("The file of the \u2068Ayoayo\u2069 endgames contradicts itself and "
                                "is not used; they are worked out again"));
        QVERIFY(contents(store.fileOf(GameId::Ayoayo)) ==
                QByteArray(reinterpret_cast<const char*>(serializeEndgames(sound).data()),
                           static_cast<qsizetype>(endgameFileSize(kTestEndgameSeeds))));
        QVERIFY(verifyEndgames(*store.database(GameId::Ayoayo)).sound);
    }

    // A folder where the file should be: never written over; the database
    // is used all the same, and the status bar says it could not be kept.
    void aFileThatCannotBeWrittenIsSaidAndTheDatabaseUsed() {
        EndgameStore store(folder(), kTestEndgameSeeds);
        QVERIFY(QDir().mkpath(store.fileOf(GameId::DjenonAboure)));
        QStatusBar bar;
        EndgameIndicator indicator(&store, &bar);
        QSignalSpy notKept(&store, &EndgameStore::notKept);
        bool built = false;
        QVERIFY(readyAfterAsking(store, GameId::DjenonAboure, &built));
        QVERIFY(built);
        QCOMPARE(notKept.count(), 1);
        QCOMPARE(notKept.at(0).at(1).toString(),
                 QStringLiteral("It is a folder or a special file, not a regular file."));
        QCOMPARE(bar.currentMessage(),
                 QStringLiteral("The \u2068Djenon-aboure\u2069 endgames could not be kept for later: "
                                "It is a folder or a special file, not a regular file."));
        QVERIFY(QFileInfo(store.fileOf(GameId::DjenonAboure)).isDir());
    }

    // The indicator's messages in every language (with MANCALA_SCREENSHOTS
    // set, saved as pictures of the status bar): a file distrusted, a build
    // not begun for want of memory.
    void theMessagesAreInEveryLanguage() {
        EndgameStore store(folder(), kTestEndgameSeeds);
        QStatusBar bar;
        bar.resize(900, bar.sizeHint().height());
        EndgameIndicator indicator(&store, &bar);
        QStringList seen;
        for (Language language : kAllLanguages) {
            Translations::switchTo(language);
            bar.setLayoutDirection(QGuiApplication::layoutDirection());
            emit store.distrusted(GameId::Ayoayo);
            seen.append(bar.currentMessage());
            saveScreenshot(bar.grab(), QStringLiteral("endgames-distrusted-%1").arg(languageCode(language)));
            emit store.notBuilt(GameId::DjenonAboure, SearchWorker::tr("there is not enough memory for it",
                                                                       "why the computer's work failed"));
            seen.append(bar.currentMessage());
            saveScreenshot(bar.grab(), QStringLiteral("endgames-not-built-%1").arg(languageCode(language)));
        }
        Translations::switchTo(Language::English);
        seen.removeDuplicates();
        QCOMPARE(seen.size(), 6);
        QVERIFY(seen.at(2).contains(QStringLiteral("\u2068Ayoayo\u2069")));
        QVERIFY(seen.at(3).endsWith(QStringLiteral("ماہر ان کے بغیر کھیلتا ہے۔")));
    }

    // While a database is built the indicator shows it with its progress.
    void theIndicatorShowsTheBuild() {
        EndgameStore store(folder(), kTestEndgameSeeds);
        QStatusBar bar;
        EndgameIndicator indicator(&store, &bar);
        QSignalSpy building(&store, &EndgameStore::buildingChanged);
        QVERIFY(!store.database(GameId::Ayoayo));
        QVERIFY(building.wait(kBuildTimeoutMs));
        QVERIFY(store.building().has_value());
        QVERIFY(!indicator.isHidden());
        QCOMPARE(indicator.text(), QStringLiteral("Working out the \u2068Ayoayo\u2069 endgames…"));
        QCOMPARE(indicator.toolTip(),
                 QStringLiteral("Once only: the exact result of every position with at most 6 seeds "
                                "on the board, so that the Expert plays them perfectly"));
        QSignalSpy ready(&store, &EndgameStore::ready);
        QVERIFY(ready.wait(kBuildTimeoutMs));
        QVERIFY(indicator.isHidden());
    }

    // In the window: the first hint of the Expert asks for the database;
    // once it is ready the hint and the evaluation view are exact in range.
    void theHintAndTheEvaluationAreExactOnceTheDatabaseIsReady() {
        const std::vector<Move> moves = moveList(GameId::Ayoayo, kAyoayoEndgame);
        QVERIFY(hintOnceTheDatabaseIsReady(GameId::Ayoayo, moves));
        QCOMPARE(hint()->result()->value.kind, PositionValue::Kind::Exact);
        const QString words = Wording::evaluation(GameId::Ayoayo, hint()->result()->value, Side::North,
                                                  QStringLiteral("Ada"), QStringLiteral("Bo"));
        QVERIFY(words.startsWith(QStringLiteral("With perfect play, ")));
        QVERIFY(window_->statusBar()->currentMessage().endsWith(words));

        // The evaluation view: the last move's row is exact.
        EvaluationPanel* panel = evaluationPanel();
        panel->show();
        EvaluationModel* model = panel->model();
        QTRY_VERIFY_WITH_TIMEOUT(part<AnalysisModel>("analysisModel")->positionsDone() ==
                                     static_cast<int>(moves.size()) + 1,
                                 kBuildTimeoutMs);
        QCOMPARE(part<AnalysisModel>("analysisModel")->position(static_cast<int>(moves.size())).value.kind,
                 PositionValue::Kind::Exact);
        const QModelIndex last = model->index(static_cast<int>(moves.size()) - 1, EvaluationModel::EvaluationColumn);
        QVERIFY(model->data(last, Qt::ToolTipRole).toString().startsWith(QStringLiteral("With perfect play, ")));
    }

    // Oware: once its database is ready, the hint proves the outcome, not a
    // margin (the database holds the game played to the end), and says so.
    void owaresHintProvesTheOutcomeOnceTheDatabaseIsReady() {
        QVERIFY(hintOnceTheDatabaseIsReady(GameId::Oware, moveList(GameId::Oware, kOwareEndgame)));
        QCOMPARE(seedsOnBoard(session()->rules(), session()->position()), 5);
        const PositionValue value = hint()->result()->value;
        QCOMPARE(value.kind, PositionValue::Kind::Proven);
        QCOMPARE(value.score, -kProvenScore);
        const QString words =
            Wording::evaluation(GameId::Oware, value, Side::South, QStringLiteral("Ada"), QStringLiteral("Bo"));
        QCOMPARE(words, QStringLiteral("With perfect play, \u2068Bo\u2069 wins"));
        QVERIFY(window_->statusBar()->currentMessage().endsWith(words));
    }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestEndgameStore)
#include "test_endgame_store.moc"
