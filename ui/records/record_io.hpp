// Game record files: reading a `.mancala` file (as mancala-cli replay reads
// it: a regular file only, never blocking, at most kMaxRecordBytes, then
// mancala::parseRecord; mancala/io/regular_file.hpp) and
// writing one through writeFileSafely (the old file stays whole unless the
// new one is complete). The words of a failure come from here and Wording.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "mancala/io/regular_file.hpp"
#include "mancala/record.hpp"
#include "records/safe_write.hpp"

namespace mancala::ui {

struct RecordFileRead {
    io::FileRead file;        // not ok: why the file was not read (bytes: none kept)
    RecordParseResult parsed; // the file read but is no record: the error (line, column, what); ok: the record
    bool ok() const noexcept { return file.ok() && parsed.ok(); }
};

RecordFileRead readRecordFile(const QString& path);

struct RecordFileWrite {
    RecordWriteError record = RecordWriteError::None; // the record cannot be written as it is
    FileWrite file;                                   // the file could not be written
    bool ok() const noexcept { return record == RecordWriteError::None && file.ok(); }
};

// Writes `record` (mancala::writeRecord) to `path`, or leaves the file as it
// was and says why.
RecordFileWrite writeRecordFile(const QString& path, const Record& record);

class RecordFileWording {
    Q_DECLARE_TR_FUNCTIONS(RecordFileWording)
public:
    // Why the file could not be read: "Line 9, column 4: Move 3: “b1” is
    // not allowed. …", what the path is when it is no regular file, the
    // size limit, or the system's reason.
    static QString problem(const RecordFileRead& read);
    // Why a file was not read (`f` not ok): what the path is when it is no
    // regular file, or the system's reason; `tooLarge` when it is too large.
    static QString notRead(const io::FileRead& f, const QString& tooLarge);
    // Why the record was not written: the reason, what became of the file,
    // and the folder.
    static QString problem(const RecordFileWrite& write);
    // The reason alone, one sentence.
    static QString reason(const RecordFileWrite& write);
};

} // namespace mancala::ui
