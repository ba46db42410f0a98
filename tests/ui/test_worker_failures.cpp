// No exception in a worker ends the app (SearchWorker): whatever a job throws
// (std::bad_alloc, another exception, anything) is caught on its thread and
// told by failed(), in words, before finished(); the worker then runs the
// next job as before. The endgame databases are built only up to what the
// app offers (a hand-edited endgameSeeds=99 is 16), and a build the machine
// has not the memory free for is not begun: the store says why.
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <new>
#include <stdexcept>

#include "mancala/io/memory.hpp"
#include "play/endgame_store.hpp"
#include "session/search_worker.hpp"
#include "settings/settings.hpp"
#include "window_fixture.hpp"

namespace mancala::ui::test {

class TestWorkerFailures : public QObject {
    Q_OBJECT
private:
    // Runs `job` on `worker`; the reason failed() gave, empty if none.
    static QString reasonOf(SearchWorker& worker, SearchWorker::Job job) {
        QSignalSpy failed(&worker, &SearchWorker::failed);
        QSignalSpy finished(&worker, &SearchWorker::finished);
        worker.start(std::move(job));
        if (!finished.wait(10'000))
            return QStringLiteral("(never finished)");
        return failed.isEmpty() ? QString() : failed.first().first().toString();
    }

    // The worker still works: a job's delivery runs.
    static bool stillWorks(SearchWorker& worker) {
        int delivered = 0;
        const QString reason = reasonOf(worker, [&delivered](std::stop_token, const SearchWorker::Deliver& deliver) {
            deliver([&delivered] { delivered = 42; });
        });
        return reason.isEmpty() && delivered == 42;
    }

private slots:
    void initTestCase() { startInEnglish(); }

    void aJobShortOfMemoryIsToldAndTheWorkerGoesOn() {
        SearchWorker worker;
        QCOMPARE(reasonOf(worker, [](std::stop_token, const SearchWorker::Deliver&) { throw std::bad_alloc(); }),
                 QStringLiteral("there is not enough memory for it"));
        QVERIFY(stillWorks(worker));
        QCOMPARE(worker.threadCount(), 0);
    }

    void anyOtherExceptionIsToldToo() {
        SearchWorker worker;
        QCOMPARE(reasonOf(worker,
                          [](std::stop_token, const SearchWorker::Deliver&) {
                              throw std::runtime_error("vector::_M_realloc_insert");
                          }),
                 QStringLiteral("an error (vector::_M_realloc_insert)"));
        QCOMPARE(reasonOf(worker, [](std::stop_token, const SearchWorker::Deliver&) { throw 42; }),
                 QStringLiteral("an unknown error"));
        QVERIFY(stillWorks(worker));
    }

    // What it delivered before it threw runs; a cancelled job's failure is not told.
    void aCancelledJobsFailureIsNotTold() {
        SearchWorker worker;
        QSignalSpy failed(&worker, &SearchWorker::failed);
        worker.start([](std::stop_token stop, const SearchWorker::Deliver&) {
            while (!stop.stop_requested())
                std::this_thread::yield();
            throw std::bad_alloc();
        });
        worker.cancel();
        QVERIFY(stillWorks(worker));
        QVERIFY(failed.isEmpty());
    }

    void endgameSeedsAreWithinWhatTheAppOffers() {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("mancala.ini"));
        for (const auto& [stored, taken] :
             {std::pair{99, 16}, std::pair{17, 16}, std::pair{16, 16}, std::pair{8, 8}, std::pair{-3, 0}}) {
            {
                QSettings raw(file, QSettings::IniFormat);
                raw.setValue("computer/endgameSeeds", stored);
            }
            QCOMPARE(Settings(file).endgameSeeds(), taken);
        }
        Settings settings(file);
        settings.setEndgameSeeds(24);
        QCOMPARE(settings.endgameSeeds(), Settings::kMaxEndgameSeeds);
    }

    // 24 seeds: tens of gigabytes. Not begun where they are not free: said
    // so, no build, no file.
    void aBuildTooLargeForTheMemoryFreeIsNotBegun() {
        const std::optional<std::uint64_t> free = io::availableMemory();
        QVERIFY(free.has_value());
        QVERIFY(*free > 0);
        if (*free >= endgameBuildMemory(kMaxEndgameSeeds))
            QSKIP("this machine has the memory a 24-seed build takes free");
        QTemporaryDir dir;
        EndgameStore store(dir.path(), kMaxEndgameSeeds);
        QSignalSpy notBuilt(&store, &EndgameStore::notBuilt);
        QSignalSpy building(&store, &EndgameStore::buildingChanged);
        QVERIFY(!store.database(GameId::Ayoayo));
        QVERIFY(notBuilt.wait(10'000));
        QCOMPARE(notBuilt.first().first().value<GameId>(), GameId::Ayoayo);
        QVERIFY(notBuilt.first().at(1).toString().startsWith(QStringLiteral("it needs ")));
        QVERIFY(building.isEmpty());
        QVERIFY(!store.building());
        QVERIFY(!store.database(GameId::Ayoayo));
        QVERIFY(!QFile::exists(store.fileOf(GameId::Ayoayo)));
    }

    // What the estimate counts: at least the entries and bounds, and it grows with the seeds.
    void theEstimateCountsWhatABuildHolds() {
        for (int seeds = 1; seeds <= kMaxEndgameSeeds; ++seeds) {
            QVERIFY(endgameBuildMemory(seeds) >= 3 * endgamePositions(seeds));
            QVERIFY(endgameBuildMemory(seeds) > endgameBuildMemory(seeds - 1));
        }
        QVERIFY(endgameBuildMemory(16) < 1'000'000'000u);
    }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestWorkerFailures)
#include "test_worker_failures.moc"
