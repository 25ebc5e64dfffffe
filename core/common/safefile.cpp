#include "common/safefile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <algorithm>

namespace ombre::files {

namespace {

QString sizeText(qint64 bytes) {
    if (bytes % (1 << 20) == 0)
        return QStringLiteral("%1 MiB").arg(bytes >> 20);
    return QStringLiteral("%1 bytes").arg(bytes);
}

// Why a write fell short: the device's reason when it has one, else what is known.
QString shortWrite(const QFileDevice& file, qint64 written, qint64 size) {
    const QString reason = file.error() != QFileDevice::NoError
                               ? file.errorString()
                               : QStringLiteral("is the disk full?");
    return QStringLiteral("%1: %2 of %3 bytes written (%4)")
        .arg(file.fileName())
        .arg(std::max<qint64>(written, 0))
        .arg(size)
        .arg(reason);
}

// The file on disk now holds exactly `data`.
QString readBack(const QString& path, const QByteArray& data) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QStringLiteral("%1: cannot read back what was written: %2")
            .arg(path, file.errorString());
    const QByteArray back = file.read(data.size() + 1);
    if (back != data)
        return QStringLiteral("%1: the file read back is not what was written (%2 of %3 bytes)")
            .arg(path)
            .arg(back.size())
            .arg(data.size());
    return {};
}

} // namespace

ReadResult readLimited(const QString& path, qint64 maxBytes) {
    ReadResult out;
    const QFileInfo info(path); // follows links: a link to /dev/zero is not a regular file
    if (!info.exists()) {
        out.missing = true;
        out.error = QStringLiteral("not found");
        return out;
    }
    if (info.isDir()) {
        out.error = QStringLiteral("is a folder, not a file");
        return out;
    }
    // A FIFO would block the open, a device never end: neither is opened.
    if (!info.isFile()) {
        out.error = QStringLiteral("not a regular file (a device, a FIFO or a socket)");
        return out;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        out.error = QStringLiteral("cannot open: %1").arg(file.errorString());
        return out;
    }
    QByteArray data = file.read(maxBytes + 1);
    if (file.error() != QFileDevice::NoError) {
        out.error = QStringLiteral("cannot read: %1").arg(file.errorString());
        return out;
    }
    if (data.size() > maxBytes) {
        out.error = QStringLiteral("larger than %1").arg(sizeText(maxBytes));
        return out;
    }
    out.data = std::move(data);
    return out;
}

QString writeSafely(const QString& path, const QByteArray& data, const WriteBlock& write) {
    // Only a regular file is replaced (through a link too): the commit would rename the new
    // file over a device (as root, /dev/null itself), a FIFO or a socket, and a folder cannot
    // take a file's place.
    const QFileInfo target(path); // follows links: a link to /dev/null is not a regular file
    if (target.isDir())
        return QStringLiteral("%1: is a folder, not a file").arg(path);
    if (target.exists() && !target.isFile())
        return QStringLiteral("%1: not a regular file (a device, a FIFO or a socket): not replaced")
            .arg(path);
    const QString folder = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(folder))
        return QStringLiteral("%1: cannot create the folder").arg(folder);
    QSaveFile file(path);
    // Unbuffered: each write reaches the file at once, so its count tells a full disk. Buffered,
    // the write "succeeds" into memory and the failed flush went unseen by commit() (Qt 6.4).
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return QStringLiteral("%1: cannot write: %2").arg(path, file.errorString());
    constexpr qint64 kBlock = 64 * 1024;
    qint64 done = 0;
    while (done < data.size()) {
        const qint64 size = std::min(kBlock, data.size() - done);
        const qint64 written = write ? write(file, data.constData() + done, size)
                                     : file.write(data.constData() + done, size);
        if (written != size) {
            const QString error = shortWrite(file, done + written, data.size());
            file.cancelWriting(); // the previous file stays
            return error;
        }
        done += size;
    }
    // The temporary file must hold every byte before it replaces the previous one.
    if (!file.flush() || file.size() != data.size()) {
        const QString error = shortWrite(file, file.size(), data.size());
        file.cancelWriting();
        return error;
    }
    if (!file.commit())
        return QStringLiteral("%1: cannot write: %2").arg(path, file.errorString());
    return readBack(path, data);
}

bool isSpecial(const QString& path) {
    const QFileInfo info(path); // follows links
    return info.exists() ? !info.isFile() : info.isSymLink();
}

QString setAside(const QString& path) {
    const QString base = path + QStringLiteral(".damaged");
    for (int n = 1; n <= 100; ++n) {
        const QString target = n == 1 ? base : QStringLiteral("%1-%2").arg(base).arg(n);
        const QFileInfo taken(target);
        if (taken.exists() || taken.isSymLink())
            continue;
        // QDir::rename never copies (QFile::rename may, opening the file to read it).
        return QDir().rename(path, target) ? target : QString();
    }
    return {};
}

} // namespace ombre::files
