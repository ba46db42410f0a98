// The questions and messages of the game's files, each in its own dialog
// (window-modal to `window`, plain text, with an object name tests look for):
// the Open and Save file dialogs, "save the unsaved moves?", "play on from
// here?", "restore the game left over?" and the file errors. They ask and
// tell; GameFiles decides what follows.
#pragma once

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace mancala::ui {

class FileDialogs {
    Q_DECLARE_TR_FUNCTIONS(mancala::ui::FileDialogs)
public:
    explicit FileDialogs(QWidget* window) : window_(window) {}

    // A record to open, starting in `directory`; empty when cancelled.
    QString chooseOpenPath(const QString& directory) const;
    // Where to save, offering `suggested` in `directory`; empty when cancelled.
    QString chooseSavePath(const QString& title, const QString& directory, const QString& suggested) const;

    enum class UnsavedChoice { Save, Discard, Cancel };
    // About the unsaved moves of a game of `gameName` in the file `fileName`
    // (empty: a game without a file).
    UnsavedChoice askToSave(const QString& gameName, const QString& fileName) const;

    enum class PlayOnChoice { Discard, SaveCopyFirst, Cancel };
    // Before playing on from ply `shownPly` of a game with `laterMoves` after it.
    PlayOnChoice askToPlayOn(int shownPly, int laterMoves) const;

    // Whether to restore the game left by an instance that did not close
    // properly (`details`: which game); closing the question restores it.
    bool askToRestore(const QString& details) const;

    // A message: what failed (`text`) and why (`details`, shown as text).
    void showError(const QString& title, const QString& text, const QString& details,
                   const QString& objectName = QStringLiteral("fileErrorBox")) const;

    // A file name in a sentence: isolated, so that a name written right to
    // left cannot reorder the sentence around it, its control characters visible.
    static QString isolated(const QString& name);

private:
    QWidget* window_;
};

} // namespace mancala::ui
