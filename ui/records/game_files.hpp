// The game's files: Open, Save, Save As, the recent files, a file given on
// the command line or dropped on the window; unsaved moves asked about before
// they would be lost; the autosave that survives a crash (after every change
// of the game's moves, never a replay step); and the question asked before a
// replay is played on from an earlier move. The document itself (file, tags,
// modified state, the current record) is a Document, the questions and
// messages are FileDialogs, Open Recent is a RecentFilesMenu.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <utility>
#include <vector>

#include "mancala/record.hpp"
#include "records/document.hpp"
#include "records/file_dialogs.hpp"

class QAction;
class QMimeData;
class QWidget;

namespace mancala::ui {

class Autosave;
class GameClocks;
class RecentFilesMenu;
class GameSession;
class ReplayController;
class Settings;

class GameFiles : public QObject {
    Q_OBJECT
public:
    // `window` is the parent of the dialogs.
    GameFiles(GameSession* session, ReplayController* replay, Settings* settings, QWidget* window);
    ~GameFiles() override;

    QAction* openAction() const noexcept { return open_; }
    QAction* saveAction() const noexcept { return save_; }
    QAction* saveAsAction() const noexcept { return saveAs_; }
    RecentFilesMenu* recentMenu() const noexcept { return recent_; }
    Document* document() const noexcept { return document_; }

    // The document's (see Document).
    QString filePath() const { return document_->filePath(); }
    QString displayName() const { return document_->displayName(); }
    bool isModified() const { return document_->isModified(); }
    Record currentRecord() const { return document_->currentRecord(); }
    // The clocks of a game on a time control: a record opened gives them its
    // times, the records written keep theirs, and a fallen flag is autosaved.
    void setClocks(GameClocks* clocks);

    // At the app's start: autosave into `autosaveDirectory` (offering first to
    // restore a game left there by an instance that did not end normally),
    // then opens the first of `files` (a path or a file: URL).
    void startUp(const QStringList& files, const QString& autosaveDirectory);
    // The app's data location, where startUp() autosaves.
    static QString defaultAutosaveDirectory();
    // The autosave file in use (empty before startUp()).
    QString autosavePath() const;

    // Whether a drag carries a file to open; opens it (after the drop returns).
    static bool isFileDrop(const QMimeData* mime);
    void openDropped(const QMimeData* mime);

public slots:
    // Opens a record: a file that does not read gives a message naming the
    // line and what is wrong, and the game stays as it was; otherwise asks
    // about unsaved moves first. A finished game opens in replay mode.
    bool open(const QString& path);
    void openDialog();
    bool save();
    bool saveAs();
    // Writes the game to `path`, which becomes its file.
    bool saveTo(const QString& path);
    // Writes the whole game to `path` and changes nothing else.
    bool saveCopyTo(const QString& path);
    // Asks whether to save unsaved moves (Save / Discard / Cancel); true when
    // the game may now be replaced.
    bool maybeSave();
    // Before playing on from an earlier ply of a replay: asks whether to
    // discard the later moves or save a copy of the whole game first; true
    // when the game may go on from the ply shown (at once when it is the latest).
    bool confirmDiscardLaterMoves();
    // The app ends normally (after maybeSave()): nothing left to restore.
    void finish();

signals:
    // The file name, modified state or recent files changed.
    void documentChanged();
    // The game in progress could not be autosaved (said once until an
    // autosave succeeds again; the last good autosave is kept): `reason` is
    // one sentence.
    void autosaveFailed(const QString& reason);
    // An autosave succeeded again after autosaveFailed().
    void autosaveWorksAgain();

protected:
    bool event(QEvent* event) override;

private:
    void createActions();
    void retranslate();
    void onSessionChanged();
    void onGameStarted();
    void newDocument();
    void autosave();
    void tellDamagedAutosaves();
    void offerRestore();
    void load(const Record& read, const QString& path);
    bool writeTo(const QString& path, const Record& record);
    QString startDirectory() const;

    GameSession* session_;
    ReplayController* replay_;
    Settings* settings_;
    QWidget* window_;
    std::unique_ptr<Autosave> autosave_;

    Document* document_;
    GameClocks* clocks_ = nullptr;
    FileDialogs dialogs_;
    bool loading_ = false;         // open or restore in progress: no autosave yet
    bool autosaveFailing_ = false; // the last autosave failed (and was said)

    QAction* open_ = nullptr;
    QAction* save_ = nullptr;
    QAction* saveAs_ = nullptr;
    RecentFilesMenu* recent_ = nullptr;
};

} // namespace mancala::ui
