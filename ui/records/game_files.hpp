// The game as a document: its file (Open, Save, Save As, the recent files, a
// file given on the command line or dropped on the window), whether it has
// unsaved moves (asked about before they would be lost), the autosave that
// survives a crash, and the question asked before a replay is played on from
// an earlier move.
//
// The document is the session's game plus what a record keeps besides the
// moves: the date it began and the record's other tags (kept as they were
// read). Players' names, date and result are written into every record.
// A game that began from another position than the start (an example of the
// rules browser) is not a record: it is never saved nor autosaved.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <utility>
#include <vector>

#include "mancala/record.hpp"

class QAction;
class QMenu;
class QMimeData;
class QWidget;

namespace mancala::ui {

class Autosave;
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
    QMenu* recentMenu() const noexcept { return recent_; }

    // The game's file (absolute), empty while it has none.
    QString filePath() const { return path_; }
    // The file's name for the window title; empty while it has none.
    QString displayName() const;
    // There is something a person would not want to lose: moves not saved.
    bool isModified() const;
    // The game can be written as a record (it began at the start position).
    bool canRecord() const;
    // The record that saving now would write.
    Record currentRecord() const;

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
    void fillRecentMenu();
    void updateActions();
    void onSessionChanged();
    void onGameStarted();
    void newDocument();
    void autosave();
    void tellDamagedAutosaves();
    void offerRestore();
    void load(const Record& record, const QString& path);
    bool writeTo(const QString& path, const Record& record);
    QString chooseSavePath(const QString& title, const QString& suggested);
    QString suggestedFileName() const;
    QString startDirectory() const;
    void showError(const QString& title, const QString& text, const QString& details,
                   const QString& objectName = QStringLiteral("fileErrorBox"));

    GameSession* session_;
    ReplayController* replay_;
    Settings* settings_;
    QWidget* window_;
    std::unique_ptr<Autosave> autosave_;

    QString path_;
    QString date_; // "YYYY.MM.DD"
    std::vector<std::pair<std::string, std::string>> tags_;
    Record saved_;         // the game as in its file (meaningful when path_ is set)
    bool loading_ = false; // open or restore in progress: no autosave yet
    bool autosaveFailing_ = false; // the last autosave failed (and was said)

    QAction* open_ = nullptr;
    QAction* save_ = nullptr;
    QAction* saveAs_ = nullptr;
    QMenu* recent_ = nullptr;
};

} // namespace mancala::ui
