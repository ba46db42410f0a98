// The endgame databases' background work gives way (EndgameStore; DESIGN.md,
// "The endgame databases' background work"): held while the computer player
// searches, it waits and then goes on; another game played stops it with its
// finished layers kept, in memory and in its file, and it goes on from there
// (never from 0 %) to the very bytes of a build never stopped; a build's file
// found at odds with itself once finished is distrusted and built again; in
// the window the first Expert search holds it from its start and a game of
// another kind stops it.
//
// The databases here hold up to 8 seeds; a build's file of the layers up to 7
// seeds (40 % of the positions) is made by the core. Nothing sleeps: the tests
// wait on the store's signals. The store's own tests run with one thread and
// with three (the 8-seed layer has 19 blocks to share): the same bytes.
#include <QFile>
#include <QSignalSpy>
#include <QtTest>

#include "play/computer_player.hpp"
#include "play/endgame_store.hpp"
#include "window_fixture.hpp"

namespace mancala::ui::test {

namespace {

constexpr int kBuildTimeoutMs = 120'000;
constexpr int kSeeds = 8;
constexpr int kLayersInFile = 8; // 0 .. 7 seeds
// 100 * endgamePositions(7) / endgamePositions(8): 50388 of 125970.
constexpr int kPercentInFile = 40;

QByteArray bytesOf(const std::vector<std::uint8_t>& bytes) {
    return QByteArray(reinterpret_cast<const char*>(bytes.data()), static_cast<qsizetype>(bytes.size()));
}

// The layers 0 .. kLayersInFile - 1 of the Ayoayo build.
EndgameBuildState buildInFile() {
    EndgameBuildState state = startEndgames(GameId::Ayoayo, kSeeds);
    std::stop_source stop;
    continueEndgames(
        state,
        [&](const EndgameBuildProgress& p) {
            if (p.finished != nullptr && p.seeds == kLayersInFile - 1)
                stop.request_stop();
        },
        stop.get_token());
    return state;
}

const QByteArray& uninterrupted() {
    static const QByteArray bytes = bytesOf(serializeEndgames(buildEndgames(GameId::Ayoayo, kSeeds)->database));
    return bytes;
}

QByteArray contents(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestEndgameBackground : public QObject, public WindowFixture {
    Q_OBJECT
private:
    QString folder() const { return path(QStringLiteral("endgames")); }

    bool writeBuild(const EndgameStore& store, const EndgameBuildState& state) {
        return QDir().mkpath(folder()) &&
               writeFile(store.partialFileOf(GameId::Ayoayo), bytesOf(serializeEndgameBuild(state)));
    }

    // The store's threads, the test's data.
    static void threadsData() {
        QTest::addColumn<int>("threads");
        QTest::newRow("one thread") << 1;
        QTest::newRow("three threads") << 3;
    }

private slots:
    void initTestCase() { startInEnglish(); }
    void init() { QVERIFY(startFixture()); }
    void cleanup() { endFixture(); }

    void aBuildHeldWaitsAndGoesOnWhenLetGo_data() { threadsData(); }
    void aBuildHeldWaitsAndGoesOnWhenLetGo() {
        QFETCH(int, threads);
        EndgameStore store(folder(), kSeeds);
        store.setThreads(threads);
        QSignalSpy yielded(&store, &EndgameStore::yielded);
        QSignalSpy ready(&store, &EndgameStore::ready);
        store.setHeld(true);
        QVERIFY(!store.database(GameId::Ayoayo));
        QVERIFY(yielded.wait(kBuildTimeoutMs));
        QCOMPARE(yielded.at(0).at(0).value<GameId>(), GameId::Ayoayo);
        QVERIFY(ready.isEmpty());
        QVERIFY(store.isWorking());
        store.setHeld(false);
        QVERIFY(ready.wait(kBuildTimeoutMs));
        QCOMPARE(contents(store.fileOf(GameId::Ayoayo)), uninterrupted());
    }

    // Held at the start of the layers after those of its file; another game
    // played stops it there; its file gone, it goes on from the layers kept
    // in memory, at 40 %, to the bytes of a build never stopped.
    void anotherGameStopsTheBuildWhichKeepsItsLayers_data() { threadsData(); }
    void anotherGameStopsTheBuildWhichKeepsItsLayers() {
        QFETCH(int, threads);
        EndgameStore store(folder(), kSeeds);
        store.setThreads(threads);
        QVERIFY(writeBuild(store, buildInFile()));
        QSignalSpy yielded(&store, &EndgameStore::yielded);
        QSignalSpy paused(&store, &EndgameStore::paused);
        QSignalSpy ready(&store, &EndgameStore::ready);
        store.setHeld(true);
        QVERIFY(!store.database(GameId::Ayoayo));
        QVERIFY(yielded.wait(kBuildTimeoutMs));
        QVERIFY(store.building().has_value());
        QCOMPARE(store.building()->percent, kPercentInFile);

        store.setPlaying(GameId::BaoLaKimasai);
        QVERIFY(!store.building());
        QVERIFY(!store.isWorking());
        QVERIFY(paused.wait(kBuildTimeoutMs));
        QCOMPARE(paused.at(0).at(0).value<GameId>(), GameId::Ayoayo);
        QVERIFY(QFile::remove(store.partialFileOf(GameId::Ayoayo)));

        store.setHeld(false);
        QSignalSpy building(&store, &EndgameStore::buildingChanged);
        QVERIFY(!store.database(GameId::Ayoayo));
        QVERIFY(building.wait(kBuildTimeoutMs));
        QCOMPARE(store.building()->percent, kPercentInFile);
        QVERIFY(ready.wait(kBuildTimeoutMs));
        QCOMPARE(contents(store.fileOf(GameId::Ayoayo)), uninterrupted());
        QVERIFY(!QFile::exists(store.partialFileOf(GameId::Ayoayo)));
    }

    // Each finished layer goes into the build's file: a build stopped by
    // another game leaves one that the core reads back.
    void aStoppedBuildLeavesItsFile() {
        EndgameStore store(folder(), kSeeds);
        QSignalSpy building(&store, &EndgameStore::buildingChanged);
        QSignalSpy paused(&store, &EndgameStore::paused);
        QVERIFY(!store.database(GameId::Ayoayo));
        // A percent past the layers of 0 .. 5 seeds (7 % of the positions): six layers written.
        while (!store.building() || store.building()->percent < 8)
            QVERIFY(building.wait(kBuildTimeoutMs));
        store.setPlaying(GameId::Tihbat);
        QVERIFY(paused.wait(kBuildTimeoutMs));
        const QByteArray bytes = contents(store.partialFileOf(GameId::Ayoayo));
        const std::optional<EndgameBuildState> read = parseEndgameBuild(std::span(
            reinterpret_cast<const std::uint8_t*>(bytes.constData()), static_cast<std::size_t>(bytes.size())));
        QVERIFY(read.has_value());
        QVERIFY(read->layersDone() >= 6);
    }

    // A build's file whose entry of a position, and its bounds, were negated
    // (the checksum made anew): the database finished from it does not hold;
    // it is distrusted and built again from nothing.
    void aForgedBuildIsDistrustedAndBuiltAgain_data() { threadsData(); }
    void aForgedBuildIsDistrustedAndBuiltAgain() {
        QFETCH(int, threads);
        EndgameStore store(folder(), kSeeds);
        store.setThreads(threads);
        EndgameBuildState forged = buildInFile();
        std::size_t at = static_cast<std::size_t>(endgamePositions(5));
        while (!decodeEndgameEntry(forged.entries[at]).exact || decodeEndgameEntry(forged.entries[at]).value == 0)
            ++at;
        EndgameEntry e = decodeEndgameEntry(forged.entries[at]);
        e.value = -e.value;
        forged.entries[at] = encodeEndgameEntry(e);
        const std::size_t rank = at - static_cast<std::size_t>(endgamePositions(5));
        forged.bounds[6].lo[rank] = forged.bounds[6].hi[rank] = static_cast<std::int8_t>(e.value);
        QVERIFY(parseEndgameBuild(serializeEndgameBuild(forged)).has_value());
        QVERIFY(writeBuild(store, forged));
        QSignalSpy distrusted(&store, &EndgameStore::distrusted);
        QSignalSpy ready(&store, &EndgameStore::ready);
        QVERIFY(!store.database(GameId::Ayoayo));
        QVERIFY(ready.wait(kBuildTimeoutMs));
        QCOMPARE(distrusted.count(), 1);
        QCOMPARE(contents(store.fileOf(GameId::Ayoayo)), uninterrupted());
    }

    // In the window: the computer player's first Expert search holds the
    // build from its start; a game of another kind stops it.
    void theExpertsSearchHoldsItAndAnotherGameStopsIt() {
        QVERIFY(openWindow());
        computer()->setExpertTimeMs(kMaxExpertTimeMs);
        auto* store = part<EndgameStore>("endgameStore");
        QSignalSpy yielded(store, &EndgameStore::yielded);
        QSignalSpy paused(store, &EndgameStore::paused);
        PlayerSetup players;
        players.kind = {PlayerKind::Computer, PlayerKind::Human};
        players.level = {Level::Expert, Level::Expert};
        window_->startGame(GameId::Ayoayo, QStringLiteral("Ada"), QStringLiteral("Bo"), players);
        QVERIFY(yielded.wait(kBuildTimeoutMs));
        QVERIFY(computer()->isThinking());
        window_->startGame(GameId::BaoLaKimasai, QStringLiteral("Ada"), QStringLiteral("Bo"), PlayerSetup{});
        QVERIFY(paused.wait(kBuildTimeoutMs));
        QVERIFY(!computer()->isThinking());
        QVERIFY(!store->isWorking());
        QVERIFY(!store->building());
    }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestEndgameBackground)
#include "test_endgame_background.moc"
