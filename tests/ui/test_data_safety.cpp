// Never lose a saved game: every file the app writes goes through
// writeFileSafely, which keeps the old file whole when the new one cannot be
// written in full and says why. Checked for real where the test may mount a
// file system (root, in a mount namespace of its own: a 64 KiB tmpfs that the
// test fills, and one mounted read-only), and with a write refused by the
// kernel (RLIMIT_FSIZE: EFBIG) everywhere. Through the app: Ctrl+S on a full
// disk leaves the file and the unsaved mark, says why in English, Urdu and
// Swahili, and closing still asks; a full disk never replaces a good
// autosave, says so once, and the next start restores the last good one.
//
// With MANCALA_SCREENSHOTS set to a directory, the full-disk message of each
// language is saved there as a PNG picture.
#include <QApplication>
#include <QDate>
#include <QLineEdit>
#include <QMenu>
#include <QSettings>
#include <QLabel>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <memory>
#include <sched.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "records/recent_files_menu.hpp"
#include "records/safe_write.hpp"
#include "window/new_game_dialog.hpp"
#include "window_fixture.hpp"

Q_DECLARE_METATYPE(mancala::ui::Language)

namespace mancala::ui::test {

namespace {

// Set by main(): this process has a mount namespace of its own, where it may
// mount small file systems that vanish with it.
bool gPrivateMounts = false;

// A tmpfs of `kib` KiB at `dir` for the life of the object.
class SmallDisk {
public:
    SmallDisk(const QString& dir, int kib) : dir_(QFile::encodeName(dir)) {
        const QByteArray options = "size=" + QByteArray::number(kib) + "k,mode=0700";
        mounted_ = gPrivateMounts && ::mount("tmpfs", dir_.constData(), "tmpfs", 0, options.constData()) == 0;
    }
    ~SmallDisk() {
        if (mounted_)
            ::umount2(dir_.constData(), MNT_DETACH);
    }
    SmallDisk(const SmallDisk&) = delete;
    SmallDisk& operator=(const SmallDisk&) = delete;

    bool mounted() const noexcept { return mounted_; }
    // Fills the disk with a file of zeros until the system says it is full.
    bool fill() {
        const int fd = ::open((dir_ + "/filler").constData(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
        if (fd < 0)
            return false;
        const QByteArray block(4096, '\0');
        errno = 0;
        while (::write(fd, block.constData(), static_cast<std::size_t>(block.size())) > 0) {
        }
        const bool full = errno == ENOSPC;
        ::close(fd);
        return full;
    }
    void makeRoom() { ::unlink((dir_ + "/filler").constData()); }
    bool remountReadOnly() { return ::mount(nullptr, dir_.constData(), nullptr, MS_REMOUNT | MS_RDONLY, nullptr) == 0; }

private:
    QByteArray dir_;
    bool mounted_ = false;
};

// While it lives, no file of this process may grow past `bytes`: a write
// beyond is refused with EFBIG (SIGXFSZ ignored), as a full disk refuses it.
class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes) {
        ::getrlimit(RLIMIT_FSIZE, &old_);
        previous_ = std::signal(SIGXFSZ, SIG_IGN);
        rlimit limit = old_;
        limit.rlim_cur = bytes;
        ok_ = ::setrlimit(RLIMIT_FSIZE, &limit) == 0;
    }
    ~FileSizeLimit() {
        ::setrlimit(RLIMIT_FSIZE, &old_);
        std::signal(SIGXFSZ, previous_);
    }
    FileSizeLimit(const FileSizeLimit&) = delete;
    FileSizeLimit& operator=(const FileSizeLimit&) = delete;
    bool ok() const noexcept { return ok_; }

private:
    rlimit old_{};
    void (*previous_)(int) = nullptr;
    bool ok_ = false;
};

// The files of a directory besides `except` (left-over temporary files).
QStringList othersIn(const QString& dir, const QStringList& except) {
    QStringList names = QDir(dir).entryList(QDir::Files | QDir::Hidden | QDir::System);
    for (const QString& e : except)
        names.removeAll(e);
    return names;
}

// A path as messages show it: isolated left to right, and unbroken but at
// spaces (a word joiner between any other two characters).
QString shown(const QString& path) {
    QString s(QChar(0x2066));
    for (qsizetype i = 0; i < path.size(); ++i) {
        s += path[i];
        if (i + 1 < path.size() && path[i] != QLatin1Char(' ') && path[i + 1] != QLatin1Char(' '))
            s += QChar(0x2060);
    }
    return s + QChar(0x2069);
}

QString folderLine(const QString& dir) {
    return QStringLiteral("Folder: ") + shown(dir);
}

} // namespace

class TestDataSafety : public QObject, public WindowFixture {
    Q_OBJECT
private:
    // The window takes key clicks.
    MainWindow* openWindow() { return WindowFixture::openWindow(AnimationSpeed::Instant, Shown::Active); }

    // A disk of its own for this test, or a skip with the reason.
    std::unique_ptr<SmallDisk> smallDisk(const QString& name) {
        const QString mountPoint = path(name);
        QDir().mkpath(mountPoint);
        auto disk = std::make_unique<SmallDisk>(mountPoint, 64);
        return disk->mounted() ? std::move(disk) : nullptr;
    }

    // An Ayoayo game between Ada and Bo saved in `file`, then one move more.
    void savedGameWithAnUnsavedMove(const QString& file) {
        window_->startGame(GameId::Ayoayo, QStringLiteral("Ada"), QStringLiteral("Bo"));
        for (Move m : randomGame(GameId::Ayoayo, 3, 8))
            QCOMPARE(session()->play(m), IllegalReason::None);
        QVERIFY(window_->files()->saveTo(file));
        MoveList legal;
        session()->game().legalMoves(legal);
        QCOMPARE(session()->play(legal[0]), IllegalReason::None);
        QVERIFY(window_->files()->isModified());
    }

    // Ctrl+S: the save fails; returns what the message said.
    MessageSeen saveFails() {
        MessageSeen seen;
        ModalAnswer answer([&](QWidget* modal) {
            seen = readMessage(modal);
            clickButton(modal, QMessageBox::Ok);
        });
        QTest::keyClick(window_.get(), Qt::Key_S, Qt::ControlModifier);
        [&] { QVERIFY(answer.done()); }();
        return seen;
    }

    // Closing the window asks about the unsaved move (answered Cancel).
    void closingAsksAboutTheUnsavedMove() {
        QString asked;
        ModalAnswer answer([&](QWidget* modal) {
            asked = modal->objectName();
            clickButton(modal, QMessageBox::Cancel);
        });
        QVERIFY(!window_->close());
        QVERIFY(answer.done());
        QCOMPARE(asked, QStringLiteral("unsavedGameBox"));
    }

private slots:
    void initTestCase() { startInEnglish(); }
    void init() { QVERIFY(startFixture()); }

    void cleanup() {
        if (window_)
            window_->files()->finish();
        window_.reset();
        Translations::switchTo(Language::English);
        endFixture();
    }

    // ------------------------------------------------------ writeFileSafely

    void aFullDiskKeepsTheOldFileAndSaysSo() {
        auto disk = smallDisk(QStringLiteral("disk"));
        if (!disk)
            QSKIP("cannot mount a small file system here (needs root and a mount namespace)");
        const QString file = path(QStringLiteral("disk/game.mancala"));
        QVERIFY(writeFile(file, "the old game\n"));
        QVERIFY(disk->fill());
        const FileWrite write = writeFileSafely(file, QByteArray(20000, 'x'));
        QCOMPARE(write.failed, FileWrite::Step::Write);
        QCOMPARE(write.error, ENOSPC);
        QCOMPARE(readAll(file), QByteArray("the old game\n"));
        QCOMPARE(othersIn(path(QStringLiteral("disk")), {QStringLiteral("game.mancala"), QStringLiteral("filler")}),
                 QStringList());
        QCOMPARE(FileWriteWording::problem(write),
                 QStringLiteral("There is no space left on the disk. The file as it was is unchanged.\n") +
                     folderLine(path(QStringLiteral("disk"))));
        // With room again, the same write goes through.
        disk->makeRoom();
        QVERIFY(writeFileSafely(file, QByteArray(20000, 'x')).ok());
        QCOMPARE(readAll(file), QByteArray(20000, 'x'));
    }

    void aWriteTheSystemRefusesKeepsTheOldFile() {
        const QString file = path(QStringLiteral("game.mancala"));
        QVERIFY(writeFile(file, "the old game\n"));
        FileWrite write;
        {
            FileSizeLimit limit(64);
            QVERIFY(limit.ok());
            write = writeFileSafely(file, QByteArray(4096, 'x'));
        }
        QCOMPARE(write.failed, FileWrite::Step::Write);
        QCOMPARE(write.error, EFBIG);
        QCOMPARE(readAll(file), QByteArray("the old game\n"));
        QCOMPARE(othersIn(dir_->path(), {QStringLiteral("game.mancala")}), QStringList());
        QCOMPARE(FileWriteWording::reason(write), QStringLiteral("The file would be larger than the system allows."));
    }

    void aReadOnlyDiskKeepsTheOldFile() {
        auto disk = smallDisk(QStringLiteral("disk"));
        if (!disk)
            QSKIP("cannot mount a small file system here (needs root and a mount namespace)");
        const QString file = path(QStringLiteral("disk/game.mancala"));
        QVERIFY(writeFile(file, "the old game\n"));
        QVERIFY(disk->remountReadOnly());
        const FileWrite write = writeFileSafely(file, "a new game\n");
        QCOMPARE(write.failed, FileWrite::Step::Open);
        QCOMPARE(write.error, EROFS);
        QCOMPARE(readAll(file), QByteArray("the old game\n"));
        QCOMPARE(FileWriteWording::reason(write), QStringLiteral("The disk can only be read, not written."));
    }

    void aMissingFolderIsSaidAndNothingIsWritten() {
        const QString file = path(QStringLiteral("no such folder/game.mancala"));
        const FileWrite write = writeFileSafely(file, "a game\n");
        QCOMPARE(write.failed, FileWrite::Step::Open);
        QCOMPARE(write.error, ENOENT);
        QCOMPARE(FileWriteWording::problem(write), QStringLiteral("The folder does not exist. Nothing was written.\n") +
                                                       folderLine(path(QStringLiteral("no such folder"))));
    }

    void aFolderOrAFifoIsNeverWrittenOver() {
        const QString folder = path(QStringLiteral("folder.mancala"));
        QVERIFY(QDir().mkpath(folder));
        QCOMPARE(writeFileSafely(folder, "x").failed, FileWrite::Step::NotAFile);
        QVERIFY(QFileInfo(folder).isDir());
        const QString fifo = path(QStringLiteral("fifo.mancala"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const FileWrite write = writeFileSafely(fifo, "x");
        QCOMPARE(write.failed, FileWrite::Step::NotAFile);
        struct stat st {};
        QCOMPARE(::lstat(QFile::encodeName(fifo).constData(), &st), 0);
        QVERIFY(S_ISFIFO(st.st_mode));
        QCOMPARE(FileWriteWording::reason(write),
                 QStringLiteral("It is a folder or a special file, not a regular file."));
    }

    void aNewFileIsWrittenWhole() {
        const QString file = path(QStringLiteral("new.mancala"));
        const QByteArray bytes(300000, 'g');
        QVERIFY(writeFileSafely(file, bytes).ok());
        QCOMPARE(readAll(file), bytes);
        QCOMPARE(othersIn(dir_->path(), {QStringLiteral("new.mancala")}), QStringList());
    }

    // ------------------------------------------------------ through the app

    void saveOnAFullDiskKeepsTheFileAndTheUnsavedMark_data() {
        QTest::addColumn<Language>("language");
        QTest::addColumn<QString>("reason");
        QTest::newRow("en") << Language::English << QStringLiteral("There is no space left on the disk.");
        QTest::newRow("ur") << Language::Urdu << QStringLiteral("ڈسک میں کوئی جگہ باقی نہیں۔");
        QTest::newRow("sw") << Language::Swahili << QStringLiteral("Hakuna nafasi iliyobaki kwenye diski.");
    }
    void saveOnAFullDiskKeepsTheFileAndTheUnsavedMark() {
        QFETCH(Language, language);
        QFETCH(QString, reason);
        auto disk = smallDisk(QStringLiteral("disk"));
        if (!disk)
            QSKIP("cannot mount a small file system here (needs root and a mount namespace)");
        QCOMPARE(Translations::switchTo(language), QString());
        QVERIFY(openWindow());
        const QString file = path(QStringLiteral("disk/club night.mancala"));
        savedGameWithAnUnsavedMove(file);
        const QByteArray saved = readAll(file);
        const QString title = window_->windowTitle();
        QVERIFY(title.contains(QLatin1Char('*')));

        QVERIFY(disk->fill());
        const MessageSeen seen = saveFails();
        QCOMPARE(seen.objectName, QStringLiteral("fileErrorBox"));
        QVERIFY2(seen.informative.startsWith(reason), qPrintable(seen.informative));
        QVERIFY(seen.informative.contains(shown(path(QStringLiteral("disk")))));
        saveScreenshot(seen.picture, QStringLiteral("full-disk-") + languageCode(language));

        QCOMPARE(readAll(file), saved);
        QVERIFY(window_->files()->isModified());
        QCOMPARE(window_->windowTitle(), title);
        closingAsksAboutTheUnsavedMove();
    }

    void saveRefusedByTheSystemKeepsTheFileAndTheUnsavedMark() {
        QVERIFY(openWindow());
        const QString file = path(QStringLiteral("club night.mancala"));
        savedGameWithAnUnsavedMove(file);
        const QByteArray saved = readAll(file);
        MessageSeen seen;
        {
            FileSizeLimit limit(static_cast<rlim_t>(saved.size() / 2));
            QVERIFY(limit.ok());
            seen = saveFails();
        }
        QCOMPARE(seen.text, QStringLiteral("Mancala cannot save “%1”.")
                                .arg(QChar(0x2068) + QStringLiteral("club night.mancala") + QChar(0x2069)));
        QCOMPARE(seen.informative, QStringLiteral("The file would be larger than the system allows. "
                                                  "The file as it was is unchanged.\n") +
                                       folderLine(dir_->path()));
        QCOMPARE(readAll(file), saved);
        QVERIFY(window_->files()->isModified());
        QVERIFY(window_->windowTitle().contains(QLatin1Char('*')));
        closingAsksAboutTheUnsavedMove();
    }

    // ------------------------------------------------------ small ones

    // A name a settings file was given by hand, however long, comes back
    // short: the window starts at once with it.
    void aHugeNameInTheSettingsIsCutShort() {
        const QString ini = iniFile_;
        {
            QSettings raw(ini, QSettings::IniFormat);
            raw.setValue(QStringLiteral("players/south"), QString(5'000'000, QLatin1Char('a')));
            raw.setValue(QStringLiteral("players/north"),
                         QString(kMaxPlayerNameLength - 1, QLatin1Char('b')) + QStringLiteral("\U0001F600 and more"));
        }
        const Settings settings(ini);
        QCOMPARE(settings.playerName(Side::South), QString(kMaxPlayerNameLength, QLatin1Char('a')));
        // Never half a surrogate pair.
        QCOMPARE(settings.playerName(Side::North), QString(kMaxPlayerNameLength - 1, QLatin1Char('b')));
        QVERIFY(openWindow());
        QCOMPARE(session()->playerName(Side::South).size(), kMaxPlayerNameLength);
        // The new-game dialog takes no longer name either.
        NewGameDialog dialog(GameId::Ayoayo, QString(500, QLatin1Char('c')), QString());
        auto* south = dialog.findChild<QLineEdit*>(QStringLiteral("southName"));
        QVERIFY(south);
        QCOMPARE(south->text().size(), kMaxPlayerNameLength);
        QTest::keyClick(south, Qt::Key_D);
        QCOMPARE(south->text().size(), kMaxPlayerNameLength);
    }

    // The save dialog suggests a file name without the invisible direction
    // marks of the Urdu sentence it is made from.
    void theSuggestedFileNameCarriesNoDirectionMarks() {
        QCOMPARE(Translations::switchTo(Language::Urdu), QString());
        QVERIFY(openWindow());
        window_->startGame(GameId::Ayoayo, QStringLiteral("Ada"), QStringLiteral("Bo"));
        QCOMPARE(session()->play(randomGame(GameId::Ayoayo, 1, 1).front()), IllegalReason::None);
        QString suggested;
        ModalAnswer answer([&](QWidget* modal) {
            if (auto* name = modal->findChild<QLineEdit*>(QStringLiteral("fileNameEdit")))
                suggested = name->text();
            static_cast<QDialog*>(modal)->reject();
        });
        window_->files()->saveAs();
        QVERIFY(answer.done());
        const QString today = QDate::currentDate().toString(QStringLiteral("yyyy-MM-dd"));
        QCOMPARE(suggested, QStringLiteral("Ayoayo ") + today + QStringLiteral(".mancala"));
    }

    // A file name with a line feed or an escape in it is shown with those
    // made visible: in the title, the recent files and every message.
    void controlCharactersInAFileNameAreShownVisibly() {
        QVERIFY(openWindow());
        const QString odd = QStringLiteral("club\nnight\x1b[31m.mancala");
        const QString shownName = QStringLiteral("club\u240Anight\u241B[31m.mancala");
        savedGameWithAnUnsavedMove(path(odd));
        QCOMPARE(window_->files()->displayName(), shownName);
        QVERIFY(window_->windowTitle().contains(shownName));
        const QList<QAction*> recent = window_->files()->recentMenu()->actions();
        QVERIFY(!recent.isEmpty());
        QVERIFY2(recent.first()->text().contains(shownName), qPrintable(recent.first()->text()));
        QVERIFY(writeFile(path(QStringLiteral("bad\tname.mancala")), "not a record\n"));
        MessageSeen seen;
        ModalAnswer answer([&](QWidget* modal) {
            seen = readMessage(modal);
            clickButton(modal, QMessageBox::Ok);
        });
        QVERIFY(!window_->files()->open(path(QStringLiteral("bad\tname.mancala"))));
        QVERIFY(answer.done());
        QVERIFY2(seen.text.contains(QStringLiteral("bad\u2409name.mancala")), qPrintable(seen.text));
        QVERIFY(!seen.text.contains(QLatin1Char('\t')));
        closingAsksAboutTheUnsavedMove();
    }

    // ------------------------------------------------- FIFOs are never read

    void aFifoGivenOnTheCommandLineIsRefusedAtOnce() {
        const QString fifo = path(QStringLiteral("pipe.mancala"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QVERIFY(openWindow());
        MessageSeen seen;
        ModalAnswer answer([&](QWidget* modal) {
            seen = readMessage(modal);
            clickButton(modal, QMessageBox::Ok);
        });
        window_->files()->startUp({fifo}, path(QStringLiteral("data")));
        QVERIFY(answer.done());
        QCOMPARE(seen.objectName, QStringLiteral("fileErrorBox"));
        QCOMPARE(seen.informative, QStringLiteral("It is a named pipe (FIFO), not a file."));
        QCOMPARE(session()->game().ply(), 0);
    }

    void aFifoChosenInTheOpenDialogIsRefusedAtOnce() {
        const QString fifo = path(QStringLiteral("pipe.mancala"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QVERIFY(openWindow());
        window_->files()->startUp({}, path(QStringLiteral("data")));
        MessageSeen seen;
        std::unique_ptr<ModalAnswer> error;
        ModalAnswer choose([&](QWidget* modal) {
            // The message comes once the dialog has closed.
            error = std::make_unique<ModalAnswer>([&](QWidget* box) {
                seen = readMessage(box);
                clickButton(box, QMessageBox::Ok);
            });
            chooseFile(modal, fifo);
        });
        QTest::keyClick(window_.get(), Qt::Key_O, Qt::ControlModifier);
        QVERIFY(choose.done());
        QVERIFY(error && error->done());
        QCOMPARE(seen.informative, QStringLiteral("It is a named pipe (FIFO), not a file."));
    }

    void anAutosaveNamingAFifoIsRestoredWithoutItsFile() {
        const QString fifo = path(QStringLiteral("pipe.mancala"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString data = path(QStringLiteral("data"));
        QVERIFY(QDir().mkpath(data));
        Game game(rulesFor(GameId::Tihbat));
        for (Move m : randomGame(GameId::Tihbat, 5, 3))
            game.play(m);
        Record left = makeRecord(game, "Ada", "Bo", "2026.12.01");
        left.autosaveOf = fifo.toStdString();
        const std::string text = writeRecord(left);
        QVERIFY(writeFile(QDir(data).filePath(QStringLiteral("autosave.mancala")), QByteArray::fromStdString(text)));
        QVERIFY(openWindow());
        ModalAnswer restore([](QWidget* modal) { clickButton(modal, QMessageBox::AcceptRole); });
        window_->files()->startUp({}, data);
        QVERIFY(restore.done());
        QCOMPARE(session()->game().moves(), game.moves());
        QCOMPARE(window_->files()->filePath(), QString()); // the FIFO is not its file
        QVERIFY(window_->files()->isModified());
    }

    void aFullDiskNeverReplacesAGoodAutosave() {
        auto disk = smallDisk(QStringLiteral("data"));
        if (!disk)
            QSKIP("cannot mount a small file system here (needs root and a mount namespace)");
        const std::vector<Move> moves = randomGame(GameId::DjenonAboure, 11, 12);
        QCOMPARE(moves.size(), 12u);
        {
            QVERIFY(openWindow());
            QSignalSpy failed(window_->files(), &GameFiles::autosaveFailed);
            window_->files()->startUp({}, path(QStringLiteral("data")));
            window_->startGame(GameId::DjenonAboure, QStringLiteral("Ada"), QStringLiteral("Bo"));
            for (std::size_t i = 0; i < 6; ++i)
                QCOMPARE(session()->play(moves[i]), IllegalReason::None);
            const QString autosave = window_->files()->autosavePath();
            const QByteArray good = readAll(autosave);
            QVERIFY(!good.isEmpty());

            QVERIFY(disk->fill());
            for (std::size_t i = 6; i < moves.size(); ++i)
                QCOMPARE(session()->play(moves[i]), IllegalReason::None);
            QCOMPARE(readAll(autosave), good);
            QCOMPARE(failed.count(), 1); // said once, not at every move
            QCOMPARE(failed.at(0).at(0).toString(), QStringLiteral("There is no space left on the disk."));
            const QString said = QStringLiteral("This game cannot be saved automatically: "
                                                "There is no space left on the disk. Save it to keep its moves.");
            QTRY_COMPARE(window_->statusBar()->currentMessage(), said);
            auto* warning = window_->findChild<QLabel*>(QStringLiteral("autosaveWarning"));
            QVERIFY(warning && warning->isVisible());
            QCOMPARE(warning->toolTip(), said);
            // Room again: the next move is autosaved, and the warning goes.
            disk->makeRoom();
            session()->undo();
            QVERIFY(!warning->isVisible());
            QCOMPARE(parseFile(autosave).record.moves, session()->game().moves());
            QVERIFY(disk->fill());
            session()->redo();
            QCOMPARE(failed.count(), 2);
            window_.reset(); // gone without closing, as in a kill
        }
        disk->makeRoom();
        QVERIFY(openWindow());
        int offered = -1;
        ModalAnswer restore([&](QWidget* modal) {
            offered = readMessage(modal).informative.contains(QStringLiteral("11 moves")) ? 1 : 0;
            clickButton(modal, QMessageBox::AcceptRole);
        });
        window_->files()->startUp({}, path(QStringLiteral("data")));
        QVERIFY(restore.done());
        QCOMPARE(offered, 1);
        QCOMPARE(session()->game().moves(), std::vector<Move>(moves.begin(), moves.end() - 1));
    }
};

} // namespace mancala::ui::test

// Its own main(): the mount namespace must be made before any thread starts.
int main(int argc, char** argv) {
    mancala::ui::test::gPrivateMounts =
        ::unshare(CLONE_NEWNS) == 0 && ::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) == 0;
    QApplication app(argc, argv);
    mancala::ui::test::TestDataSafety test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_data_safety.moc"
