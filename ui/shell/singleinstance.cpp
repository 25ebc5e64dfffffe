#include "ui/shell/singleinstance.h"

#include "common/safefile.h"

#include <QDateTime>
#include <QDir>
#include <QFile>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#endif

namespace ombre::ui {

namespace {

// The file's new contents are the request; its time makes each one a change. Never opened
// unless it is a regular file: opening a FIFO to write waits for a reader that never comes.
void writeRequest(const QString& path) {
    if (files::isSpecial(path) && files::setAside(path).isEmpty())
        return;
    QFile file(path);
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        file.write(QByteArray::number(QDateTime::currentMSecsSinceEpoch()));
}

enum class Holder { Live, None, Unknown };

// Whether a live process holds the lock file at `path`. QLockFile's holder keeps the file open
// with a flock() on it (and fcntl() locks) for as long as it holds it, and the kernel lets
// them go when the process dies, however it dies: a flock() refused means a live holder.
Holder holderOf(const QString& path) {
#ifdef Q_OS_UNIX
    // Non-blocking: were a FIFO put there meanwhile, the open would not wait for a writer.
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return errno == ENOENT ? Holder::None : Holder::Unknown;
    Holder holder = Holder::Unknown;
    if (::flock(fd, LOCK_EX | LOCK_NB) == 0)
        holder = Holder::None; // released by the close
    else if (errno == EWOULDBLOCK)
        holder = Holder::Live;
    ::close(fd);
    return holder;
#else
    // Windows: QLockFile::removeStaleLockFile() fails while the holder's handle is open.
    Q_UNUSED(path);
    return Holder::Live;
#endif
}

QString native(const QString& path) {
    return QDir::toNativeSeparators(path);
}

} // namespace

SingleInstance::SingleInstance(const QString& folder, QObject* parent)
    : QObject(parent), folder_(folder),
      lockPath_(QDir(folder).filePath(QStringLiteral("ombre.lock"))), lock_(lockPath_) {
    // A game is open for hours: the lock is stale only when its process is gone.
    lock_.setStaleLockTime(0);
    connect(&watcher_, &QFileSystemWatcher::fileChanged, this, [this](const QString& path) {
        if (!watcher_.files().contains(path)) // replaced, not rewritten: watch it again
            watcher_.addPath(path);
        emit raiseRequested();
    });
}

QString SingleInstance::raisePath() const {
    return QDir(folder_).filePath(QStringLiteral("ombre.raise"));
}

void SingleInstance::addProblem(const QString& text) {
    problem_ += (problem_.isEmpty() ? QString() : QStringLiteral("\n\n")) + text;
}

// Something that is not a file at `path` (a folder, a FIFO, a socket, a device, a dangling
// link) is renamed out of the way: QLockFile would wait on a FIFO for ever (reading it to tell
// whether it is stale), and can neither take nor remove a folder. False when it stays.
bool SingleInstance::setAsideSpecial(const QString& path) {
    if (!files::isSpecial(path))
        return true;
    const QString aside = files::setAside(path);
    if (aside.isEmpty()) {
        addProblem(tr("%1 is not a lock file (it is a folder, a pipe or a device) and could not "
                      "be moved aside.")
                       .arg(native(path)));
        return false;
    }
    addProblem(tr("%1 was not a lock file (it was a folder, a pipe or a device); it was moved "
                  "aside as %2.")
                   .arg(native(path), native(aside)));
    return true;
}

// The lock file is there but was not ours to create: taken over when no live process holds
// it, whatever it holds (nothing, when the game was killed as it took the lock; another host's
// name; random bytes). QLockFile::removeStaleLockFile() removes it only when it can take the
// native locks its holder keeps (on Windows, when no handle keeps the file open).
bool SingleInstance::takeOver() {
    for (int attempt = 0; attempt < 3; ++attempt) {
        lock_.removeStaleLockFile();
        if (lock_.tryLock(0))
            return true;
        if (lock_.error() != QLockFile::LockFailedError)
            break;
        const Holder holder = holderOf(lockPath_);
        if (holder == Holder::Live)
            return false;
        if (holder == Holder::Unknown)
            break;
        // No holder: it let go meanwhile, or the file could not be removed: again.
    }
    // Neither taken nor known to be held: the game starts, and the player is told.
    addProblem(tr("The lock file %1 could not be taken over.").arg(native(lockPath_)));
    return true;
}

bool SingleInstance::acquire() {
    QDir().mkpath(folder_);
    // Qt's own file for removing a stale lock, beside it, must be a file too.
    const bool lockable =
        setAsideSpecial(lockPath_) && setAsideSpecial(lockPath_ + QStringLiteral(".rmlock"));
    if (lockable && !lock_.tryLock(0)) {
        if (lock_.error() != QLockFile::LockFailedError) // a folder that may not be written
            addProblem(tr("The lock file %1 cannot be written.").arg(native(lockPath_)));
        else if (!takeOver())
            return false; // a live process holds it
    }
    // In doubt the player is not shut out: the game starts, and says why it may be twice open.
    if (!lock_.isLocked())
        addProblem(tr("The game cannot make sure that it is not open in another window; if it "
                      "is, close one of them, for both would save to the same files."));
    watchRequests();
    return true;
}

// The file a second start writes to, a regular file watched for changes.
void SingleInstance::watchRequests() {
    const QString path = raisePath();
    if (files::isSpecial(path) && files::setAside(path).isEmpty())
        return;
    if (!QFile::exists(path))
        writeRequest(path);
    watcher_.addPath(path);
}

void SingleInstance::askToRaise() const {
    writeRequest(raisePath());
}

} // namespace ombre::ui
