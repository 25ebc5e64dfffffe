// One game per user at a time. Two windows on the same saves would overwrite each other's
// session (a deal finished in one, a card played in the other, and the save goes back), so the
// first window holds a lock file in the data folder, and a second start, finding it held, asks
// the first to come forward and leaves.
//
// Only a live process keeps the game from starting: a lock that no running process holds (left
// by a window that was killed, even empty or cut short, written on another host, damaged) is
// taken over, and what is not a file at all (a folder, a FIFO) is set aside. Where the lock can
// be neither taken nor known to be held (a folder that may not be written), the game starts and
// problem() says so for the player.
#pragma once

#include <QCoreApplication>
#include <QFileSystemWatcher>
#include <QLockFile>
#include <QObject>
#include <QString>

namespace ombre::ui {

class SingleInstance : public QObject {
    Q_OBJECT

public:
    // `folder`: the data folder whose saves the lock guards.
    explicit SingleInstance(const QString& folder, QObject* parent = nullptr);

    // Takes the lock; false only when a live process holds it.
    bool acquire();
    // After acquire(): what the player should be told (translated), when the lock was set aside
    // or the game starts without it; else empty.
    QString problem() const { return problem_; }
    // From a second start: asks the window holding the lock to come forward.
    void askToRaise() const;

    QString lockPath() const { return lockPath_; }
    QString raisePath() const;

signals:
    void raiseRequested(); // in the window holding the lock

private:
    bool setAsideSpecial(const QString& path);
    bool takeOver();
    void watchRequests();
    void addProblem(const QString& text);

    QString folder_;
    QString lockPath_;
    QLockFile lock_;
    QString problem_;
    QFileSystemWatcher watcher_; // on the file a second start writes to
};

} // namespace ombre::ui
