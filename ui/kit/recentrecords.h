// The records of the last deals finished at the table, one file each in a folder beside the save
// (records/ for Ombre, piquet-records/ for Piquet). The newest `limit` are kept and the oldest
// removed, so that the data folder does not grow without end. A file's name says when the deal
// ended and its number in the session (docs/records.md, "Recent deals"); the record inside is the
// game's own, readable by ombre-cli and Game > Open Record.
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

namespace ombre::ui {

class RecentRecords {
public:
    static constexpr int kDefaultLimit = 20;

    struct Entry {
        QString path;
        QDateTime finished; // when the deal ended, local time
        int deal = 0;       // its number in the session
    };

    // Files `prefix`-<time>-<deal>`suffix` in `folder`.
    RecentRecords(QString folder, QString prefix, QString suffix, int limit = kDefaultLimit);
    // The folder `name` beside the save `savePath`.
    static QString folderBeside(const QString& savePath, const QString& name);

    QString folder() const { return folder_; }
    int limit() const { return limit_; }

    // Writes `record` as the newest (safely: common/safefile), then removes the oldest beyond
    // the limit. Returns "" or, in one line, why the record could not be kept.
    QString keep(const QByteArray& record, int deal,
                 const QDateTime& finished = QDateTime::currentDateTime()) const;
    // Newest first, at most the limit. Files of other names in the folder are not ours: they
    // are neither listed nor removed.
    QList<Entry> entries() const;

private:
    QList<Entry> all() const; // newest first
    QString nameFor(const QDateTime& finished, int deal) const;

    QString folder_;
    QString prefix_;
    QString suffix_;
    int limit_;
};

} // namespace ombre::ui
