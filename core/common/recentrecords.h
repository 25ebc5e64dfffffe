// The player's history: the records of the deals finished at the table, one file each in a
// folder beside the save (records/ for Ombre, piquet-records/ for Piquet). The newest `limit`
// are kept as records; the older ones are folded, when a fold is given, into a summary file in
// the same folder (one row of figures a deal, docs/records.md "The history"), so that the
// statistics survive their records, and then removed. A file's name says when the deal ended
// and its number in the session; the record inside is the game's own, readable by ombre-cli and
// Game > Open Record. A damaged record or summary is set aside (renamed *.damaged) with a
// one-line message, never a crash, never a loss of the other files.
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace ombre {

class RecentRecords {
public:
    // The deals kept as records; the menu of recent deals shows the newest kMenuLength of them.
    static constexpr int kDefaultLimit = 500;
    static constexpr int kMenuLength = 20;

    struct Entry {
        QString path;
        QDateTime finished; // when the deal ended, local time
        int deal = 0;       // its number in the session
    };

    // A record's row of the summary (the game's figures of the deal: ombre/statistics.h), or an
    // empty object with `error` set when the record cannot be read.
    using Fold = std::function<QJsonObject(const QByteArray& record, QString& error)>;

    // The rows folded so far, oldest first, each with "finished" (ISO 8601, milliseconds) and
    // "deal" besides the game's figures; `message` says, in one line, if the summary was
    // damaged and set aside (its rows are then lost to the statistics, not its records).
    struct Summary {
        QList<QJsonObject> rows;
        QString message;
    };

    // Files `prefix`-<time>-<deal>`suffix` in `folder`; the summary is `prefix`-summary.json.
    // Without a fold the deals beyond the limit are removed unsummarised.
    RecentRecords(QString folder, QString prefix, QString suffix, int limit = kDefaultLimit,
                  Fold fold = {});
    // The folder `name` beside the save `savePath`.
    static QString folderBeside(const QString& savePath, const QString& name);

    QString folder() const { return folder_; }
    int limit() const { return limit_; }
    QString summaryPath() const;
    QString reviewsPath() const;

    // Writes `record` as the newest (safely: common/safefile), then folds and removes the
    // oldest beyond the limit. Returns "" or, in one line, why the record could not be kept or
    // what was set aside.
    QString keep(const QByteArray& record, int deal,
                 const QDateTime& finished = QDateTime::currentDateTime()) const;
    // Newest first, at most the limit. Files of other names in the folder are not ours: they
    // are neither listed nor removed.
    QList<Entry> entries() const;
    // The summary file's rows; a damaged summary is set aside (the message says so).
    Summary summary() const;
    // The review's total loss of the deal kept at `path` (its record's file), noted in
    // `prefix`-reviews.json beside the records and carried into the summary when the record is
    // folded. Returns "" or, in one line, why it could not be noted.
    QString noteReview(const QString& path, double loss) const;
    // The losses noted, by the record's file name; a damaged file of them is set aside (and the
    // message, if any, in `message`).
    QHash<QString, double> reviews(QString* message = nullptr) const;
    // Every deal of the history as a row, oldest first: the summary's, then each record kept,
    // folded now. A damaged record or summary is set aside, one line of `messages` each.
    struct Rows {
        QList<QJsonObject> rows;
        QStringList messages;
    };
    Rows rows() const;
    // Renames the file `path` to `path`.damaged (numbered if taken) and returns the one-line
    // message for the player: which file, why, and where it went.
    QString setAside(const QString& path, const QString& why) const;

private:
    QList<Entry> all() const; // newest first
    QString nameFor(const QDateTime& finished, int deal) const;
    // Folds `old` (oldest last) into the summary and removes them; the messages of any set aside.
    QString fold(const QList<Entry>& old) const;
    // The record's row with its time and number, or empty with `error` set.
    QJsonObject rowOf(const Entry& e, QString& error) const;

    QString folder_;
    QString prefix_;
    QString suffix_;
    int limit_;
    Fold fold_;
};

} // namespace ombre
