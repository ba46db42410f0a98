// Game record files: reading a `.mancala` file (as mancala-cli replay reads
// it: at most kMaxRecordBytes + 1 bytes, then mancala::parseRecord) and
// writing one atomically (QSaveFile: the old file stays whole until the new
// one is complete). The words of a failure come from here and Wording.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "mancala/record.hpp"

namespace mancala::ui {

struct RecordFileRead {
    enum class Status { Ok, CannotOpen, CannotRead, NotARecord };
    Status status = Status::Ok;
    QString systemError;      // CannotOpen, CannotRead: what the system said
    RecordParseResult parsed; // NotARecord: the error (line, column, what); Ok: the record
    bool ok() const noexcept { return status == Status::Ok; }
};

RecordFileRead readRecordFile(const QString& path);

// Writes `text` to `path` through QSaveFile; on failure returns false and
// says why in `error` (the file as it was is left alone).
bool writeTextFile(const QString& path, const QByteArray& text, QString* error);

// Writes `record` (mancala::writeRecord) to `path`.
bool writeRecordFile(const QString& path, const Record& record, QString* error);

class RecordFileWording {
    Q_DECLARE_TR_FUNCTIONS(RecordFileWording)
public:
    // Why the file could not be read: "Line 9, column 4: Move 3: “b1” is
    // not allowed. …", or the system's reason for an unreadable file.
    static QString problem(const RecordFileRead& read);
};

} // namespace mancala::ui
