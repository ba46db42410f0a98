// The installed app (in the fixture install_tree's DESTDIR):
// its icon theme knows the icon by the application id and gives the very
// PNGs the app bundles; a .mancala file is of the app's MIME type for the
// MIME database, and the desktop entry opens that type; and the installed
// `mancala` starts offscreen, shows its window and opens a record given on
// its command line (the desktop entry's Exec=mancala %f), which it autosaves.
#include <QDir>
#include <QFile>
#include <QMimeDatabase>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "mancala/game.hpp"
#include "mancala/record.hpp"
#include "window/app_identity.hpp"

namespace mancala::ui::test {

namespace {

const QString kShare = QStringLiteral(MANCALA_INSTALLED_SHARE);

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestInstalledApp : public QObject {
    Q_OBJECT
private slots:
    void theIconThemeGivesTheBundledIconByTheApplicationId() {
        // The icon folders of XDG_DATA_DIRS, as a desktop's platform theme
        // gives them (offscreen gives none): the installed share/ first, then
        // the system's, whose hicolor theme has the index.theme.
        QStringList folders;
        for (const QString& data : QStandardPaths::standardLocations(QStandardPaths::GenericDataLocation))
            folders << data + QStringLiteral("/icons");
        QVERIFY(folders.contains(kShare + QStringLiteral("/icons")));
        QIcon::setThemeSearchPaths(folders);
        QIcon::setThemeName(QStringLiteral("hicolor"));
        QVERIFY(QIcon::hasThemeIcon(applicationId()));
        const QIcon icon = applicationIcon();
        QCOMPARE(icon.name(), applicationId()); // the theme's, not the fallback
        const QIcon bundled = bundledApplicationIcon();
        QVERIFY(!bundled.availableSizes().isEmpty());
        for (const QSize& size : bundled.availableSizes()) {
            const QString name =
                QStringLiteral("%1x%2/apps/%3.png").arg(size.width()).arg(size.height()).arg(applicationId());
            const QByteArray installed = readAll(kShare + QStringLiteral("/icons/hicolor/") + name);
            QVERIFY2(!installed.isEmpty(), qPrintable(name));
            QVERIFY2(installed == readAll(QStringLiteral(":/app-icon/") + name), qPrintable(name));
            QCOMPARE(icon.pixmap(size).size(), size);
        }
    }

    void aRecordIsOfTheMimeTypeTheDesktopEntryOpens() {
        // XDG_DATA_DIRS (the test's environment) starts with the installed share/.
        const QMimeType type =
            QMimeDatabase().mimeTypeForFile(QStringLiteral("game.mancala"), QMimeDatabase::MatchExtension);
        QCOMPARE(type.name(), QStringLiteral(MANCALA_MIME_TYPE));
        QVERIFY(type.inherits(QStringLiteral("text/plain")));
        QCOMPARE(type.comment(), QStringLiteral("Mancala game record"));
        const QStringList entry =
            QString::fromUtf8(readAll(kShare + QStringLiteral("/applications/%1.desktop").arg(applicationId())))
                .split(QLatin1Char('\n'));
        QVERIFY(entry.contains(QStringLiteral("MimeType=" MANCALA_MIME_TYPE ";")));
        QVERIFY(entry.contains(QStringLiteral("Exec=mancala %f")));
    }

    void theInstalledAppStartsAndOpensTheRecordGivenToIt() {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        Game game(rulesFor(GameId::Tihbat));
        for (const char* move : {"b1", "a2", "a1"})
            game.play(*parseMove(game.rules(), move));
        const std::string text = writeRecord(makeRecord(game, "Ada", "Bo", "2026.12.01"));
        const QString record = home.filePath(QStringLiteral("opened.mancala"));
        QFile file(record);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(text.data(), static_cast<qint64>(text.size())), static_cast<qint64>(text.size()));
        file.close();

        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("HOME"), home.path());
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), home.filePath(QStringLiteral("cache")));
        QVERIFY(QDir().mkpath(home.filePath(QStringLiteral("runtime"))));
        QFile::setPermissions(home.filePath(QStringLiteral("runtime")),
                              QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        env.insert(QStringLiteral("XDG_RUNTIME_DIR"), home.filePath(QStringLiteral("runtime")));
        const QString autosave = home.filePath(QStringLiteral("data/Mancala/Mancala/autosave.mancala"));

        QProcess app;
        app.setProcessEnvironment(env);
        app.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        app.start(QStringLiteral(MANCALA_INSTALLED_APP), {QStringLiteral("--lang"), QStringLiteral("en"), record});
        QVERIFY(app.waitForStarted(10000));
        // The game opened is autosaved once the window is up and has opened it.
        QTRY_VERIFY_WITH_TIMEOUT(!readAll(autosave).isEmpty(), 20000);
        QCOMPARE(app.state(), QProcess::Running);
        app.kill();
        QVERIFY(app.waitForFinished(10000));
        const QByteArray saved = readAll(autosave);
        const RecordParseResult parsed =
            parseRecord(std::string_view(saved.constData(), static_cast<std::size_t>(saved.size())));
        QVERIFY(parsed.ok());
        QCOMPARE(parsed.record.moves, game.moves());
        QCOMPARE(parsed.record.south, std::string("Ada"));
    }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestInstalledApp)
#include "test_installed_app.moc"
