// Game record files: reading a `.mancala` file (as mancala-cli replay reads
// it: at most kMaxRecordBytes + 1 bytes, then mancala::parseRecord) and
// writing one through writeFileSafely (the old file stays whole unless the
// new one is complete). The words of a failure come from here and Wording.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "mancala/record.hpp"
#include "safe_write.hpp"

namespace mancala::ui {

struct RecordFileRead {
    enum class Status { Ok, CannotOpen, CannotRead, NotARecord };
    Status status = Status::Ok;
    QString systemError;      // CannotOpen, CannotRead: what the system said
    RecordParseResult parsed; // NotARecord: the error (line, column, what); Ok: the record
    bool ok() const noexcept { return status == Status::Ok; }
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
    // not allowed. …", or the system's reason for an unreadable file.
    static QString problem(const RecordFileRead& read);
    // Why the record was not written: the reason, what became of the file,
    // and the folder.
    static QString problem(const RecordFileWrite& write);
    // The reason alone, one sentence.
    static QString reason(const RecordFileWrite& write);
};

} // namespace mancala::ui
