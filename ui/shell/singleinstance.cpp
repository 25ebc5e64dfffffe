#include "ui/shell/singleinstance.h"

#include <QDateTime>
#include <QDir>
#include <QFile>

namespace ombre::ui {

namespace {

QString raiseFile(const QString& folder) {
    return QDir(folder).filePath(QStringLiteral("ombre.raise"));
}

// The file's new contents are the request; its time makes each one a change.
void writeRequest(const QString& path) {
    QFile file(path);
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        file.write(QByteArray::number(QDateTime::currentMSecsSinceEpoch()));
}

} // namespace

SingleInstance::SingleInstance(const QString& folder, QObject* parent)
    : QObject(parent), folder_(folder), lock_(QDir(folder).filePath(QStringLiteral("ombre.lock"))) {
    // A game is open for hours: the lock is stale only when its process is gone.
    lock_.setStaleLockTime(0);
    connect(&watcher_, &QFileSystemWatcher::fileChanged, this, [this](const QString& path) {
        if (!watcher_.files().contains(path)) // replaced, not rewritten: watch it again
            watcher_.addPath(path);
        emit raiseRequested();
    });
}

bool SingleInstance::acquire() {
    QDir().mkpath(folder_);
    if (!lock_.tryLock(0)) {
        // Unwritable folder: no lock can be had, nor any save; the window says the latter.
        return lock_.error() != QLockFile::LockFailedError;
    }
    const QString path = raiseFile(folder_);
    if (!QFile::exists(path))
        writeRequest(path);
    watcher_.addPath(path);
    return true;
}

void SingleInstance::askToRaise() const {
    writeRequest(raiseFile(folder_));
}

} // namespace ombre::ui
