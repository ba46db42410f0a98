// The autosave of the game in progress, so that a crash or a kill loses no
// move. Each running instance of the app claims a slot in a directory (the
// app's data location): autosave.mancala, then autosave-2.mancala, ... each
// held by a QLockFile beside it (autosave.lock, ...), so that two windows
// never write over each other. The game is written there (atomically, with
// QSaveFile) after every change; a normal end removes the file.
//
// A slot whose lock is free but whose file is still there was left by an
// instance that did not end normally (its lock went stale with its process):
// leftOver() is the game found there (in the slot claimed, or else in the
// first other free slot that holds one), for the app to offer to restore. A
// restored game is then autosaved in the slot claimed, like any other. A lock
// that does not read (empty or garbage, as a crash while it was written may
// leave it) and is older than a few seconds is stale too.
//
// A left-over file that does not read as a record is never deleted: it is
// renamed aside ("damaged-autosave-20261201-081302.mancala", in the same
// directory) and damaged() says where, for the app to tell the user once.
#pragma once

#include <QString>

#include <memory>
#include <optional>
#include <vector>

#include "mancala/record.hpp"
#include "records/record_io.hpp"

class QLockFile;

namespace mancala::ui {

class Autosave {
public:
    static constexpr int kSlots = 16;

    // Claims the first free slot in `directory` (made if need be); inactive
    // when none can be claimed.
    explicit Autosave(const QString& directory);
    // Releases the slot (the file stays unless clear() removed it).
    ~Autosave();
    Autosave(const Autosave&) = delete;
    Autosave& operator=(const Autosave&) = delete;

    bool isActive() const noexcept { return lock_ != nullptr; }
    // The file of the slot (empty when inactive).
    QString path() const { return path_; }
    // The game left in the slot by an instance that did not end normally, if
    // the file reads as a record.
    const std::optional<Record>& leftOver() const noexcept { return leftOver_; }
    // The left-over files that did not read, as they were kept aside.
    struct Damaged {
        QString keptAs;  // the file's new path
        QString problem; // why it did not read (RecordFileWording)
    };
    const std::vector<Damaged>& damaged() const noexcept { return damaged_; }
    // The left-over game was restored (and written here since) or discarded:
    // its file goes, unless it is this slot's own and was restored, and the
    // slot it was in is let go.
    void settleLeftOver(bool restored);

    // Writes `record` unless it is what the file already holds; when it
    // cannot be written, the file keeps the last game written and the result
    // says why.
    RecordFileWrite write(const Record& record);
    // Removes the file (nothing to restore).
    void clear();

private:
    // The record in `file` if it reads; a file there that does not read is
    // renamed aside (damaged_).
    std::optional<Record> readLeftOver(const QString& file);

    std::unique_ptr<QLockFile> lock_;
    QString path_;
    std::optional<Record> leftOver_;
    QString leftOverPath_;
    std::unique_ptr<QLockFile> leftOverLock_; // held while the left-over of another slot is decided on
    std::optional<Record> written_;           // what the file holds (none: no file)
    std::vector<Damaged> damaged_;
};

} // namespace mancala::ui
