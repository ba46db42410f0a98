// The app's side of the one function through which Mancala writes a file
// (game records, autosaves, endgame databases): mancala::io::writeFileSafely
// (io/include/mancala/io/safe_write.hpp) on a QString path, and its failures
// in the user's language. It writes a temporary file beside the target,
// unbuffered, checks every step itself — the write, fsync, the size on disk —
// and only then renames it over the target. (Qt 6.4's QSaveFile::commit()
// alone is not enough: a buffered write that failed on a full disk is noticed
// only as the file closes, and commit() still renames the short temporary
// file over the target and reports success; it also ignores a failed fsync.)
// Any failure leaves the old file as it was.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include "mancala/io/safe_write.hpp"

namespace mancala::ui {

struct FileWrite {
    using Step = io::FileWrite::Step; // which step failed (None: written)
    Step failed = Step::None;
    int error = 0;       // the errno of the failed call, 0 when unknown
    QString systemError; // what the system said, for the details
    QString path;        // the file asked for (absolute)
    bool ok() const noexcept { return failed == Step::None; }
};

// Writes `bytes` to `path` (replacing the file whole, or making it), or
// leaves everything as it was and says why.
FileWrite writeFileSafely(const QString& path, const QByteArray& bytes);

// Text taken from outside (a file name) as a sentence shows it: a control
// character becomes its visible picture (a line feed is ␊, U+240A), so that
// no name can break a message over lines or hide in it.
QString visibleControls(QString text);

// A path as a sentence shows it: isolated left to right (U+2066…U+2069), so
// that it reads the same in a right-to-left sentence, broken across lines
// only at its spaces (a word joiner, U+2060, between any other two
// characters), its control characters made visible.
QString pathInText(const QString& path);

class FileWriteWording {
    Q_DECLARE_TR_FUNCTIONS(FileWriteWording)
public:
    // Why the file was not written, in the user's language, with the folder
    // it was to go in: "There is no space left on the disk. The file as it
    // was is unchanged. Folder: /media/games".
    static QString problem(const FileWrite& write);
    // The reason alone, one sentence ("There is no space left on the disk.").
    static QString reason(const FileWrite& write);
};

} // namespace mancala::ui
