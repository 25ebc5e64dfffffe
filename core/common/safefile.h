// Whole files read and written safely, for every save and record of both games and the CLI
// (issue #20). A write that fails never leaves an empty or truncated file where a good one was:
// Qt 6.4's QSaveFile::commit() was seen to return true after a write failed with ENOSPC,
// renaming an empty temporary file over the save. A read never hangs on a FIFO nor grows
// without bound on /dev/zero: only regular files are read, and at most the limit + 1 bytes.
#pragma once

#include <QByteArray>
#include <QIODevice>
#include <QString>

#include <functional>
#include <optional>

namespace ombre::files {

struct ReadResult {
    std::optional<QByteArray> data; // set when read
    QString error;                  // one line, set when not
    bool missing = false;           // nothing at the path (a dangling link included)
    bool ok() const { return data.has_value(); }
};

// Reads a regular file (links followed) of at most `maxBytes`. Refuses a folder, a device, a
// FIFO or a socket before opening it, and a larger file after reading `maxBytes` + 1 bytes.
ReadResult readLimited(const QString& path, qint64 maxBytes);

// The write of one block to the device; returns the bytes written, as QIODevice::write.
// Tests put a failing disk in its place.
using WriteBlock = std::function<qint64(QIODevice& device, const char* data, qint64 size)>;

// Writes `data` as the file `path` (its folder created), atomically: every write's count is
// checked (unbuffered, so a full disk shows at once), the temporary file must hold every byte
// before it replaces the previous file, and the file is read back and compared after.
// Only a regular file is replaced (a link to one is followed): a folder, a device, a FIFO or
// a socket at `path` is refused and left as it is. Returns "" on success, else one line saying
// why; the previous file is then intact, except when the file read back after the commit
// differs (the error says so).
QString writeSafely(const QString& path, const QByteArray& data, const WriteBlock& write = {});

// Something is at `path` that is not a regular file: a folder, a device, a FIFO, a socket, or
// a link to none of these (a dangling link included). Nothing is opened.
bool isSpecial(const QString& path);

// Renames what is at `path` to PATH.damaged (PATH.damaged-2, -3, ... when taken) without
// opening it; returns the new path, or "" when it could not be renamed.
QString setAside(const QString& path);

} // namespace ombre::files
