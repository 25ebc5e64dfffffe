// A full disk for the tests of saves and records (issue #20), two ways: a small tmpfs mounted
// and filled up, where mounting is allowed (root on Linux); and, on any Unix and without root,
// a file-size limit (RLIMIT_FSIZE) past which a write fails as on a full disk.
#pragma once

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QString>

#ifdef Q_OS_UNIX
#include <csignal>
#include <sys/resource.h>
#endif

namespace ombre::test {

// While alive, a write that would make a file larger than `bytes` fails (EFBIG), the process
// going on (SIGXFSZ ignored).
class FileSizeLimit {
public:
    explicit FileSizeLimit(qint64 bytes) {
#ifdef Q_OS_UNIX
        if (getrlimit(RLIMIT_FSIZE, &old_) != 0)
            return;
        rlimit limit = old_;
        limit.rlim_cur = rlim_t(bytes);
        oldHandler_ = std::signal(SIGXFSZ, SIG_IGN);
        active_ = setrlimit(RLIMIT_FSIZE, &limit) == 0;
#else
        Q_UNUSED(bytes);
#endif
    }
    ~FileSizeLimit() {
#ifdef Q_OS_UNIX
        if (active_)
            setrlimit(RLIMIT_FSIZE, &old_);
        if (oldHandler_ != SIG_ERR)
            std::signal(SIGXFSZ, oldHandler_);
#endif
    }
    FileSizeLimit(const FileSizeLimit&) = delete;
    FileSizeLimit& operator=(const FileSizeLimit&) = delete;
    bool active() const {
        return active_;
    }

private:
    bool active_ = false;
#ifdef Q_OS_UNIX
    rlimit old_{};
    void (*oldHandler_)(int) = SIG_ERR;
#endif
};

// A tmpfs of a few pages mounted at `dir` while alive; fill() uses up what is left.
class SmallTmpfs {
public:
    explicit SmallTmpfs(const QString& dir) : dir_(dir) {
#ifdef Q_OS_LINUX
        QDir().mkpath(dir);
        mounted_ =
            QProcess::execute(QStringLiteral("mount"),
                              {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                               QStringLiteral("size=64k"), QStringLiteral("tmpfs"), dir}) == 0;
#endif
    }
    ~SmallTmpfs() {
        if (mounted_)
            QProcess::execute(QStringLiteral("umount"), {dir_});
    }
    SmallTmpfs(const SmallTmpfs&) = delete;
    SmallTmpfs& operator=(const SmallTmpfs&) = delete;
    bool mounted() const {
        return mounted_;
    }

    // Writes a filler file until the disk is full; true when it is.
    bool fill() const {
        QFile filler(dir_ + QStringLiteral("/filler"));
        if (!filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
            return false;
        const QByteArray block(1024, 'f');
        for (int i = 0; i < 1024; ++i)
            if (filler.write(block) != block.size())
                return true;
        return false;
    }

private:
    QString dir_;
    bool mounted_ = false;
};

inline QByteArray contents(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace ombre::test
