// One game per user at a time. Two windows on the same saves would overwrite each other's
// session (a deal finished in one, a card played in the other, and the save goes back), so the
// first window holds a lock file in the data folder, and a second start, finding it held, asks
// the first to come forward and leaves. A lock left by a window that was killed is taken over
// (QLockFile knows a dead process's lock).
#pragma once

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

    // Takes the lock; false when another window holds it.
    bool acquire();
    // From a second start: asks the window holding the lock to come forward.
    void askToRaise() const;

signals:
    void raiseRequested(); // in the window holding the lock

private:
    QString folder_;
    QLockFile lock_;
    QFileSystemWatcher watcher_; // on the file a second start writes to
};

} // namespace ombre::ui
