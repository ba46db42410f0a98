// Reading a whole file that must be a regular file: never blocks on a FIFO or
// a device, never reads more than a given number of bytes, and says what went
// wrong as data (the caller words it). POSIX; no Qt.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace mancala::io {

// What a path names (after following symbolic links).
enum class FileKind : std::uint8_t { Regular, Directory, Fifo, CharacterDevice, BlockDevice, Socket, Other };

struct FileRead {
    enum class Status : std::uint8_t { Ok, CannotOpen, NotRegular, TooLarge, CannotRead };
    Status status = Status::Ok;
    int error = 0;                     // CannotOpen, CannotRead: the errno
    FileKind kind = FileKind::Regular; // NotRegular: what the path is
    std::uint64_t size = 0;            // TooLarge, readRegularFileStart(): the file's size in bytes
    std::string bytes;                 // Ok: the whole file
    bool ok() const noexcept { return status == Status::Ok; }
};

// Reads the whole file at `path` if it is a regular file of at most `maxBytes`
// bytes. Never blocks on a FIFO or device; follows symbolic links (a link to a
// regular file is read). A file that grows past `maxBytes` while it is read is
// TooLarge too (at most maxBytes + 1 bytes are ever read). Anything but a
// regular file is refused before it is opened, and checked again on the open
// descriptor, so a path swapped in between is refused as well.
FileRead readRegularFile(const std::string& path, std::size_t maxBytes);

// The first `bytes` bytes of the regular file at `path` (all of it if it is
// shorter), and its size: to look at a header before a large file is read
// whole. The same checks as readRegularFile().
FileRead readRegularFileStart(const std::string& path, std::size_t bytes);

} // namespace mancala::io
