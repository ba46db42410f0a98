#include "records/game_files.hpp"

#include <QAction>
#include <QDate>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QStandardPaths>
#include <QUrl>

#include <algorithm>
#include <utility>

#include "records/autosave.hpp"
#include "session/game_session.hpp"
#include "records/record_io.hpp"
#include "session/replay_controller.hpp"
#include "settings/settings.hpp"
#include "i18n/wording.hpp"

namespace mancala::ui {

namespace {

QString today() {
    return QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd"));
}

QString text(const std::string& utf8) {
    return QString::fromStdString(utf8).trimmed();
}

// The same game between the same players (what a person would call the same
// game: the date and other tags aside).
bool sameGame(const Record& a, const Record& b) {
    return a.game == b.game && a.moves == b.moves && text(a.south) == text(b.south) && text(a.north) == text(b.north);
}

// A file name in a sentence: isolated, so that a name written right to left
// cannot reorder the sentence around it, its control characters visible.
QString isolated(const QString& name) {
    return QChar(0x2068) + visibleControls(name) + QChar(0x2069);
}

// A file name never carries the invisible direction marks a translated
// sentence may hold (U+200E, U+200F, U+202A…U+202E, U+2066…U+2069), nor a
// control character or a slash.
QString fileNameWithoutControls(QString name) {
    name.removeIf([](QChar c) {
        const char16_t u = c.unicode();
        return u < 0x20 || u == 0x7F || u == 0x200E || u == 0x200F || (u >= 0x202A && u <= 0x202E) ||
               (u >= 0x2066 && u <= 0x2069);
    });
    return name.replace(QLatin1Char('/'), QLatin1Char('-'));
}

QString localFile(const QString& argument) {
    if (argument.startsWith(QLatin1String("file:")))
        return QUrl(argument).toLocalFile();
    return argument;
}

} // namespace

GameFiles::GameFiles(GameSession* session, ReplayController* replay, Settings* settings, QWidget* window)
    : QObject(window), session_(session), replay_(replay), settings_(settings), window_(window), date_(today()) {
    createActions();
    retranslate();
    // The document follows the game's moves, not the steps of a replay.
    connect(session_, &GameSession::movesChanged, this, &GameFiles::onSessionChanged);
    connect(session_, &GameSession::playerNamesChanged, this, &GameFiles::onSessionChanged);
    connect(session_, &GameSession::gameStarted, this, &GameFiles::onGameStarted);
    updateActions();
}

GameFiles::~GameFiles() = default;

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

    recent_ = new QMenu(window_);
    recent_->setObjectName(QStringLiteral("recentFilesMenu"));
}

void GameFiles::retranslate() {
    open_->setText(tr("&Open…"));
    open_->setStatusTip(tr("Open a saved game"));
    save_->setText(tr("&Save"));
    save_->setStatusTip(tr("Save this game"));
    saveAs_->setText(tr("Save &As…"));
    saveAs_->setStatusTip(tr("Save this game in a new file"));
    recent_->setTitle(tr("Open &Recent"));
    fillRecentMenu();
}

bool GameFiles::event(QEvent* event) {
    // The window passes QEvent::LanguageChange on to its children.
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        return true;
    }
    return QObject::event(event);
}

void GameFiles::fillRecentMenu() {
    recent_->clear();
    const QStringList files = settings_->recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString file = files[i];
        QString name = visibleControls(QFileInfo(file).fileName());
        name.replace(QLatin1Char('&'), QLatin1String("&&"));
        QAction* action = recent_->addAction(tr("&%1 %2", "number, file name").arg(i + 1).arg(name));
        action->setStatusTip(file);
        action->setToolTip(file);
        action->setData(file);
        connect(action, &QAction::triggered, this, [this, file] { open(file); });
    }
    recent_->addSeparator();
    QAction* clear = recent_->addAction(tr("&Clear Menu"));
    clear->setEnabled(!files.isEmpty());
    connect(clear, &QAction::triggered, this, [this] {
        settings_->clearRecentFiles();
        fillRecentMenu();
        updateActions();
    });
}

void GameFiles::updateActions() {
    const bool recordable = canRecord();
    save_->setEnabled(recordable);
    saveAs_->setEnabled(recordable);
    recent_->setEnabled(!settings_->recentFiles().isEmpty());
}

QString GameFiles::displayName() const {
    return path_.isEmpty() ? QString() : visibleControls(QFileInfo(path_).fileName());
}

bool GameFiles::canRecord() const {
    return session_->game().positionAt(0) == session_->rules().initial();
}

bool GameFiles::isModified() const {
    if (!canRecord())
        return false;
    if (path_.isEmpty())
        return session_->game().ply() > 0;
    return !sameGame(currentRecord(), saved_);
}

Record GameFiles::currentRecord() const {
    Record record = makeRecord(session_->game(), session_->givenName(Side::South).toStdString(),
                               session_->givenName(Side::North).toStdString(), date_.toStdString());
    record.tags = tags_;
    return record;
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
        showError(tr("Game Not Restored"),
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
    QMessageBox box(QMessageBox::Question, tr("Restore Game"),
                    tr("Mancala did not close properly. Do you want to restore the game that was in progress?"),
                    QMessageBox::NoButton, window_);
    box.setObjectName(QStringLiteral("restoreGameBox"));
    box.setTextFormat(Qt::PlainText);
    QString details = tr("%1: %2 against %3, %n move(s).", "", moves)
                          .arg(Wording::gameName(record.game), name(Side::South), name(Side::North));
    if (!source.isEmpty())
        details += QLatin1Char(' ') + tr("Last saved as “%1”.").arg(isolated(QFileInfo(source).fileName()));
    box.setInformativeText(QStringLiteral("<p>%1</p>").arg(details.toHtmlEscaped()));
    QPushButton* restore = box.addButton(tr("&Restore"), QMessageBox::AcceptRole);
    QPushButton* discard = box.addButton(tr("&Discard"), QMessageBox::DestructiveRole);
    box.setDefaultButton(restore);
    // Closing the question keeps the game: nothing is lost without a word.
    box.setEscapeButton(restore);
    box.exec();
    if (box.clickedButton() == discard) {
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
        saved_ = inFile;
    emit documentChanged();
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
    QMetaObject::invokeMethod(this, [this, path] { open(path); }, Qt::QueuedConnection);
}

bool GameFiles::open(const QString& path) {
    const QString file = QFileInfo(path).absoluteFilePath();
    const RecordFileRead read = readRecordFile(file);
    if (!read.ok()) {
        if (!QFileInfo::exists(file)) {
            settings_->removeRecentFile(file);
            fillRecentMenu();
            updateActions();
        }
        showError(tr("Cannot Open Game"), tr("Mancala cannot open “%1”.").arg(isolated(QFileInfo(file).fileName())),
                  RecordFileWording::problem(read));
        return false;
    }
    if (!maybeSave())
        return false;
    Record record = read.parsed.record;
    record.autosaveOf.clear(); // an autosave opened as a file: it is that file now
    load(record, file);
    settings_->addRecentFile(file);
    fillRecentMenu();
    updateActions();
    emit documentChanged();
    if (session_->game().over())
        replay_->start(0);
    return true;
}

void GameFiles::load(const Record& record, const QString& path) {
    loading_ = true;
    path_ = path;
    date_ = QString::fromStdString(record.date);
    tags_ = record.tags;
    saved_ = record;
    session_->setPlayerNames(QString::fromStdString(record.south), QString::fromStdString(record.north));
    // parseRecord replayed these moves already: they are legal.
    [[maybe_unused]] const IllegalReason why = session_->load(record.game, record.moves);
    Q_ASSERT(why == IllegalReason::None);
    loading_ = false;
    autosave();
    updateActions();
}

void GameFiles::openDialog() {
    QFileDialog dialog(window_, tr("Open Game"), startDirectory());
    dialog.setObjectName(QStringLiteral("openGameDialog"));
    dialog.setAcceptMode(QFileDialog::AcceptOpen);
    dialog.setFileMode(QFileDialog::ExistingFile);
    dialog.setNameFilters({tr("Mancala games (*.mancala)"), tr("All files (*)")});
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return;
    open(dialog.selectedFiles().constFirst());
}

bool GameFiles::save() {
    return path_.isEmpty() ? saveAs() : saveTo(path_);
}

bool GameFiles::saveAs() {
    const QString path = chooseSavePath(tr("Save Game"), suggestedFileName());
    return !path.isEmpty() && saveTo(path);
}

bool GameFiles::saveTo(const QString& path) {
    const QString file = QFileInfo(path).absoluteFilePath();
    const Record record = currentRecord();
    if (!writeTo(file, record))
        return false;
    path_ = file;
    saved_ = record;
    settings_->addRecentFile(file);
    fillRecentMenu();
    updateActions();
    autosave();
    emit documentChanged();
    return true;
}

bool GameFiles::saveCopyTo(const QString& path) {
    const QString file = QFileInfo(path).absoluteFilePath();
    if (!writeTo(file, currentRecord()))
        return false;
    settings_->addRecentFile(file);
    fillRecentMenu();
    updateActions();
    return true;
}

bool GameFiles::writeTo(const QString& path, const Record& record) {
    const QString name = isolated(QFileInfo(path).fileName());
    if (!canRecord()) {
        showError(tr("Cannot Save Game"), tr("Mancala cannot save “%1”.").arg(name),
                  tr("This game began from an example position; a game record starts from the beginning."));
        return false;
    }
    const RecordFileWrite write = writeRecordFile(path, record);
    if (write.ok())
        return true;
    showError(tr("Cannot Save Game"), tr("Mancala cannot save “%1”.").arg(name), RecordFileWording::problem(write));
    return false;
}

QString GameFiles::chooseSavePath(const QString& title, const QString& suggested) {
    QFileDialog dialog(window_, title, startDirectory());
    dialog.setObjectName(QStringLiteral("saveGameDialog"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setFileMode(QFileDialog::AnyFile);
    dialog.setNameFilters({tr("Mancala games (*.mancala)"), tr("All files (*)")});
    dialog.setDefaultSuffix(QStringLiteral("mancala"));
    dialog.selectFile(fileNameWithoutControls(suggested));
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    return dialog.selectedFiles().constFirst();
}

QString GameFiles::suggestedFileName() const {
    if (!path_.isEmpty())
        return QFileInfo(path_).fileName();
    // "Ayoayo 2026-11-29.mancala" (no date when it is not known in full).
    const QString date = date_.contains(QLatin1Char('?')) ? QString() : QString(date_).replace(QLatin1Char('.'), QLatin1Char('-'));
    return tr("%1 %2", "game name, date").arg(Wording::gameName(session_->rules().id()), date).trimmed() +
           QStringLiteral(".mancala");
}

QString GameFiles::startDirectory() const {
    if (!path_.isEmpty())
        return QFileInfo(path_).absolutePath();
    const QStringList recent = settings_->recentFiles();
    if (!recent.isEmpty())
        return QFileInfo(recent.constFirst()).absolutePath();
    return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}

bool GameFiles::maybeSave() {
    if (!isModified())
        return true;
    const QString question =
        path_.isEmpty() ? tr("Do you want to save this game of %1?").arg(Wording::gameName(session_->rules().id()))
                        : tr("Do you want to save the changes to “%1”?").arg(isolated(displayName()));
    QMessageBox box(QMessageBox::Warning, tr("Unsaved Game"), question,
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, window_);
    box.setObjectName(QStringLiteral("unsavedGameBox"));
    box.setTextFormat(Qt::PlainText);
    box.setInformativeText(tr("Its moves will be lost if you do not save them."));
    box.setDefaultButton(QMessageBox::Save);
    box.setEscapeButton(QMessageBox::Cancel);
    switch (box.exec()) {
    case QMessageBox::Save: return save();
    case QMessageBox::Discard: return true;
    default: break;
    }
    return false;
}

bool GameFiles::confirmDiscardLaterMoves() {
    if (session_->showsLatest())
        return true;
    const int shown = session_->shownPly();
    const int later = session_->game().ply() - shown;
    QMessageBox box(QMessageBox::Question, tr("Play On From Here"),
                    shown == 0 ? tr("Play on from the start of the game?") : tr("Play on from move %1?").arg(shown),
                    QMessageBox::NoButton, window_);
    box.setObjectName(QStringLiteral("playOnBox"));
    box.setTextFormat(Qt::PlainText);
    box.setInformativeText(tr("The %n later move(s) of this game will be discarded.", "", later));
    QPushButton* discard = box.addButton(tr("&Discard Later Moves"), QMessageBox::DestructiveRole);
    QPushButton* copy = box.addButton(tr("&Save a Copy First…"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(copy);
    box.setEscapeButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() == discard)
        return true;
    if (box.clickedButton() != copy)
        return false;
    QString name = QFileInfo(suggestedFileName()).completeBaseName();
    const QString path = chooseSavePath(tr("Save a Copy"), tr("%1 (copy)", "file name").arg(name) +
                                                               QStringLiteral(".mancala"));
    return !path.isEmpty() && saveCopyTo(path);
}

void GameFiles::finish() {
    if (autosave_)
        autosave_->clear();
}

void GameFiles::onSessionChanged() {
    autosave();
    updateActions();
    emit documentChanged();
}

void GameFiles::onGameStarted() {
    newDocument();
}

void GameFiles::newDocument() {
    path_.clear();
    tags_.clear();
    saved_ = Record{};
    date_ = today();
    autosave();
    updateActions();
    emit documentChanged();
}

void GameFiles::autosave() {
    if (!autosave_ || loading_)
        return;
    if (!canRecord() || session_->game().ply() == 0) {
        autosave_->clear();
        return;
    }
    Record record = currentRecord();
    record.autosaveOf = path_.toStdString();
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

void GameFiles::showError(const QString& title, const QString& text, const QString& details,
                          const QString& objectName) {
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, window_);
    box.setObjectName(objectName);
    box.setTextFormat(Qt::PlainText);
    // The details quote the file: shown as text, never as markup.
    box.setInformativeText(
        QStringLiteral("<p>%1</p>").arg(details.toHtmlEscaped().replace(QLatin1Char('\n'), QLatin1String("<br>"))));
    box.exec();
}

} // namespace mancala::ui
