#include "records/game_files.hpp"

#include <QAction>
#include <QEvent>
#include <QFileInfo>
#include <QMimeData>
#include <QStandardPaths>
#include <QUrl>

#include <algorithm>
#include <utility>

#include "records/autosave.hpp"
#include "records/document.hpp"
#include "records/player_tags.hpp"
#include "records/recent_files_menu.hpp"
#include "session/game_clocks.hpp"
#include "session/game_session.hpp"
#include "records/record_io.hpp"
#include "session/replay_controller.hpp"
#include "settings/settings.hpp"
#include "i18n/wording.hpp"

namespace mancala::ui {

namespace {

QString text(const std::string& utf8) {
    return QString::fromStdString(utf8).trimmed();
}

QString localFile(const QString& argument) {
    if (argument.startsWith(QLatin1String("file:")))
        return QUrl(argument).toLocalFile();
    return argument;
}

} // namespace

GameFiles::GameFiles(GameSession* session, ReplayController* replay, Settings* settings, QWidget* window)
    : QObject(window), session_(session), replay_(replay), settings_(settings), window_(window),
      document_(new Document(session, this)), dialogs_(window) {
    createActions();
    connect(document_, &Document::changed, this, &GameFiles::documentChanged);
    connect(recent_, &RecentFilesMenu::openRequested, this, &GameFiles::open);
    retranslate();
    // The document follows the game's moves, not the steps of a replay.
    connect(session_, &GameSession::movesChanged, this, &GameFiles::onSessionChanged);
    connect(session_, &GameSession::playerNamesChanged, this, &GameFiles::onSessionChanged);
    connect(session_, &GameSession::playersChanged, this, &GameFiles::onSessionChanged);
    connect(session_, &GameSession::gameStarted, this, &GameFiles::onGameStarted);
}

GameFiles::~GameFiles() = default;

void GameFiles::setClocks(GameClocks* clocks) {
    clocks_ = clocks;
    document_->setClocks(clocks);
    connect(clocks_, &GameClocks::flagFell, this, &GameFiles::onSessionChanged);
}

void GameFiles::createActions() {
    open_ = new QAction(this);
    open_->setShortcut(QKeySequence::Open);
    connect(open_, &QAction::triggered, this, &GameFiles::openDialog);

    save_ = new QAction(this);
    save_->setShortcut(QKeySequence::Save);
    connect(save_, &QAction::triggered, this, &GameFiles::save);

    saveAs_ = new QAction(this);
    saveAs_->setShortcut(QKeySequence::SaveAs);
    connect(saveAs_, &QAction::triggered, this, &GameFiles::saveAs);

    recent_ = new RecentFilesMenu(settings_, window_);
}

void GameFiles::retranslate() {
    open_->setText(tr("&Open…"));
    open_->setStatusTip(tr("Open a saved game"));
    save_->setText(tr("&Save"));
    save_->setStatusTip(tr("Save this game"));
    saveAs_->setText(tr("Save &As…"));
    saveAs_->setStatusTip(tr("Save this game in a new file"));
}

bool GameFiles::event(QEvent* event) {
    // The window passes QEvent::LanguageChange on to its children.
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        return true;
    }
    return QObject::event(event);
}

QString GameFiles::defaultAutosaveDirectory() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString GameFiles::autosavePath() const {
    return autosave_ ? autosave_->path() : QString();
}

void GameFiles::startUp(const QStringList& files, const QString& autosaveDirectory) {
    autosave_ = std::make_unique<Autosave>(autosaveDirectory);
    if (!autosave_->isActive())
        qWarning("Mancala: no autosave: cannot claim a file in %s", qUtf8Printable(autosaveDirectory));
    tellDamagedAutosaves();
    offerRestore();
    autosave();
    if (!files.isEmpty())
        open(localFile(files.first()));
}

void GameFiles::tellDamagedAutosaves() {
    if (!autosave_)
        return;
    for (const Autosave::Damaged& damaged : autosave_->damaged()) {
        const QString where = pathInText(damaged.keptAs);
        dialogs_.showError(tr("Game Not Restored"),
                           tr("Mancala did not close properly, and the game that was in progress cannot be restored: "
                              "its autosave is damaged."),
                           damaged.problem + QLatin1Char('\n') + tr("The file was kept as %1.").arg(where),
                           QStringLiteral("damagedAutosaveBox"));
    }
}

void GameFiles::offerRestore() {
    if (!autosave_ || !autosave_->leftOver())
        return;
    Record record = *autosave_->leftOver();
    QString source = QString::fromStdString(record.autosaveOf);
    record.autosaveOf.clear();

    const int moves = static_cast<int>(record.moves.size());
    const auto name = [&](Side side) {
        const QString given = text(side == Side::South ? record.south : record.north);
        return given.isEmpty() ? Wording::sideName(side) : given;
    };
    QString details = tr("%1: %2 against %3, %n move(s).", "", moves)
                          .arg(Wording::gameName(record.game), Wording::isolate(name(Side::South)),
                               Wording::isolate(name(Side::North)));
    if (!source.isEmpty())
        details +=
            QLatin1Char(' ') + tr("Last saved as “%1”.").arg(FileDialogs::isolated(QFileInfo(source).fileName()));
    if (!dialogs_.askToRestore(details)) {
        autosave_->settleLeftOver(false);
        return;
    }

    // The game goes on in its file while that still reads (unsaved unless the
    // file holds this very game); otherwise it is a game without a file.
    Record inFile;
    if (!source.isEmpty()) {
        const RecordFileRead read = readRecordFile(source);
        if (read.ok())
            inFile = read.parsed.record;
        else
            source.clear();
    }
    load(record, source); // autosaved again, in this window's own file
    autosave_->settleLeftOver(true);
    if (!source.isEmpty())
        document_->setSaved(source, inFile);
}

bool GameFiles::isFileDrop(const QMimeData* mime) {
    if (!mime || !mime->hasUrls())
        return false;
    const QList<QUrl> urls = mime->urls();
    return std::any_of(urls.begin(), urls.end(), [](const QUrl& url) { return url.isLocalFile(); });
}

void GameFiles::openDropped(const QMimeData* mime) {
    if (!isFileDrop(mime))
        return;
    QString path;
    for (const QUrl& url : mime->urls()) {
        if (url.isLocalFile()) {
            path = url.toLocalFile();
            break;
        }
    }
    // Not inside the drop: the questions and messages of open() are modal.
    QMetaObject::invokeMethod(
        this, [this, path] { open(path); }, Qt::QueuedConnection);
}

bool GameFiles::open(const QString& path) {
    const QString file = QFileInfo(path).absoluteFilePath();
    const RecordFileRead read = readRecordFile(file);
    if (!read.ok()) {
        if (!QFileInfo::exists(file))
            recent_->remove(file);
        dialogs_.showError(tr("Cannot Open Game"),
                           tr("Mancala cannot open “%1”.").arg(FileDialogs::isolated(QFileInfo(file).fileName())),
                           RecordFileWording::problem(read));
        return false;
    }
    if (!maybeSave())
        return false;
    Record record = read.parsed.record;
    record.autosaveOf.clear(); // an autosave opened as a file: it is that file now
    load(record, file);
    recent_->add(file);
    if (session_->game().over() || (clocks_ && clocks_->lostOnTime()))
        replay_->start(0);
    return true;
}

void GameFiles::load(const Record& read, const QString& path) {
    loading_ = true;
    Record record = read;
    if (const std::optional<PlayerSetup> players = playersFromTags(record.tags))
        session_->setPlayers(*players);
    else // a record that does not say who played: the players in effect play on, as saved
        record.tags = withPlayerTags(record.tags, session_->players());
    document_->adopt(record, path);
    session_->setPlayerNames(QString::fromStdString(record.south), QString::fromStdString(record.north));
    // parseRecord replayed these moves already: they are legal.
    [[maybe_unused]] const IllegalReason why =
        session_->load(record.game, record.start.value_or(rulesFor(record.game).initial()), record.moves);
    Q_ASSERT(why == IllegalReason::None);
    if (clocks_)
        clocks_->adopt(record);
    loading_ = false;
    autosave();
}

void GameFiles::openDialog() {
    const QString path = dialogs_.chooseOpenPath(startDirectory());
    if (!path.isEmpty())
        open(path);
}

bool GameFiles::save() {
    return filePath().isEmpty() ? saveAs() : saveTo(filePath());
}

bool GameFiles::saveAs() {
    const QString path = dialogs_.chooseSavePath(tr("Save Game"), startDirectory(), document_->suggestedFileName());
    return !path.isEmpty() && saveTo(path);
}

bool GameFiles::saveTo(const QString& path) {
    const QString file = QFileInfo(path).absoluteFilePath();
    const Record record = currentRecord();
    if (!writeTo(file, record))
        return false;
    document_->setSaved(file, record);
    recent_->add(file);
    autosave();
    return true;
}

bool GameFiles::saveCopyTo(const QString& path) {
    const QString file = QFileInfo(path).absoluteFilePath();
    if (!writeTo(file, currentRecord()))
        return false;
    recent_->add(file);
    return true;
}

bool GameFiles::writeTo(const QString& path, const Record& record) {
    const QString name = FileDialogs::isolated(QFileInfo(path).fileName());
    const RecordFileWrite write = writeRecordFile(path, record);
    if (write.ok())
        return true;
    dialogs_.showError(tr("Cannot Save Game"), tr("Mancala cannot save “%1”.").arg(name),
                       RecordFileWording::problem(write));
    return false;
}

QString GameFiles::startDirectory() const {
    if (!filePath().isEmpty())
        return QFileInfo(filePath()).absolutePath();
    const QStringList recent = settings_->recentFiles();
    if (!recent.isEmpty())
        return QFileInfo(recent.constFirst()).absolutePath();
    return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}

bool GameFiles::maybeSave() {
    if (!isModified())
        return true;
    switch (dialogs_.askToSave(Wording::gameName(session_->rules().id()), document_->displayName())) {
    case FileDialogs::UnsavedChoice::Save: return save();
    case FileDialogs::UnsavedChoice::Discard: return true;
    case FileDialogs::UnsavedChoice::Cancel: break;
    }
    return false;
}

bool GameFiles::confirmDiscardLaterMoves() {
    if (session_->showsLatest())
        return true;
    const int shown = session_->shownPly();
    switch (dialogs_.askToPlayOn(shown, session_->game().ply() - shown)) {
    case FileDialogs::PlayOnChoice::Discard: return true;
    case FileDialogs::PlayOnChoice::Cancel: return false;
    case FileDialogs::PlayOnChoice::SaveCopyFirst: break;
    }
    const QString name = QFileInfo(document_->suggestedFileName()).completeBaseName();
    const QString path = dialogs_.chooseSavePath(tr("Save a Copy"), startDirectory(),
                                                 tr("%1 (copy)", "file name").arg(name) + QStringLiteral(".mancala"));
    return !path.isEmpty() && saveCopyTo(path);
}

void GameFiles::finish() {
    if (autosave_)
        autosave_->clear();
}

void GameFiles::onSessionChanged() {
    autosave();
    emit documentChanged();
}

void GameFiles::onGameStarted() {
    newDocument();
}

void GameFiles::newDocument() {
    document_->clear();
    autosave();
}

void GameFiles::autosave() {
    if (!autosave_ || loading_)
        return;
    if (session_->isFresh()) {
        autosave_->clear();
        return;
    }
    Record record = currentRecord();
    record.autosaveOf = filePath().toStdString();
    const RecordFileWrite write = autosave_->write(record);
    if (write.ok()) {
        if (std::exchange(autosaveFailing_, false))
            emit autosaveWorksAgain();
        return;
    }
    qWarning("Mancala: cannot autosave to %s: %s", qUtf8Printable(autosave_->path()),
             qUtf8Printable(RecordFileWording::problem(write)));
    // Said once, until an autosave succeeds again: the last good one is kept.
    if (!autosaveFailing_) {
        autosaveFailing_ = true;
        emit autosaveFailed(RecordFileWording::reason(write));
    }
}

} // namespace mancala::ui
