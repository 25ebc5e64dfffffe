// The player's history: the deals finished at the table, in a folder beside the save (records/
// for Ombre, piquet-records/ for Piquet). Every deal is a row of figures in the folder's
// database (`prefix`-history.sqlite, common/historydatabase.h), from which the statistics are
// drawn, and the newest `limit` are also kept whole as record files, readable by ombre-cli and
// Game > Open Record. A deal is named once, by its record's file name, which says when it ended
// and its number in the session: filing the same name again replaces it, so that a deal is
// counted once whatever instant a kill comes, and a deal carried unfiled in the save (a full
// disk, a folder that may not be written) is filed later under the name it was given.
//
// Record files without a row (written by a version before the database, or by a filing that a
// kill cut short) are read into the database when it is opened; so is the JSON summary of
// those versions (`prefix`-summary.json, then renamed .imported) and their review losses. A
// damaged record, summary or database is set aside (renamed *.damaged) with a one-line message,
// never a crash, never a loss of the other files.
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QDir>
#include <QJsonObject>
#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

namespace ombre {

class HistoryDatabase;

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

    // A record's row of figures (the game's: ombre/statistics.h), or an empty object with
    // `error` set when the record cannot be read.
    using Fold = std::function<QJsonObject(const QByteArray& record, QString& error)>;

    // What filing a deal did: `error` says why it was not filed (the deal is then to be filed
    // again later); `notes`, anything set aside on the way.
    struct Filed {
        QString error;
        QStringList notes;
        bool ok() const { return error.isEmpty(); }
    };

    // Files `prefix`-<time>-<deal>`suffix` in `folder`. Without a fold there is no database:
    // the deals beyond the limit are removed unsummarised.
    RecentRecords(QString folder, QString prefix, QString suffix, int limit = kDefaultLimit,
                  Fold fold = {});
    // The folder `name` beside the save `savePath`.
    static QString folderBeside(const QString& savePath, const QString& name);

    QString folder() const { return folder_; }
    int limit() const { return limit_; }
    QString databasePath() const;
    // The summary and review losses of the versions before the database, read in once.
    QString legacySummaryPath() const;
    QString legacyReviewsPath() const;

    // The name a deal numbered `deal` that ended at `finished` is filed under: one no deal of
    // the folder has.
    QString nameFor(int deal, const QDateTime& finished) const;
    // Whether `name` is the name of one of this history's records (no folder, no other file).
    bool isRecordName(const QString& name) const;
    // Files `record` under `name` (nameFor): its file (written safely: common/safefile) and its
    // row, then removes the oldest files beyond the limit (their rows stay). Filing the same
    // name again is harmless: the file and the row are replaced.
    Filed file(const QString& name, const QByteArray& record) const;
    // file(nameFor(deal, finished), record), in one line: "" or why not, or what was set aside.
    QString keep(const QByteArray& record, int deal,
                 const QDateTime& finished = QDateTime::currentDateTime()) const;
    // The deal `name` was not finished after all (taken back): its file and row go.
    void forget(const QString& name) const;
    // Newest first, at most the limit. Files of other names in the folder are not ours: they
    // are neither listed nor removed.
    QList<Entry> entries() const;
    // Notes the review's total loss of the deal kept at `path` (its record's file). Returns ""
    // or, in one line, why it could not be noted.
    QString noteReview(const QString& path, double loss) const;

    // Every deal of the history as a row, oldest first: the game's figures, "finished" (ISO
    // 8601, milliseconds), "deal", "review_loss" once reviewed, and "record" (its file's path)
    // while the record is kept. A row that is not readable is passed as an empty object, so
    // that it is counted, once. Returns the messages of anything set aside, one line each.
    QStringList forEachRow(const std::function<void(const QJsonObject&)>& visit) const;

    // A row's "finished" (ISO 8601 without an offset) as the wall clock read it, held as
    // Qt::UTC so that reading 100,000 rows asks the time zone nothing; invalid if it is not one.
    static QDateTime finishedOf(const QString& iso);

    // Renames the file `path` to `path`.damaged (numbered if taken) and returns the one-line
    // message for the player: which file, why, and where it went.
    QString setAside(const QString& path, const QString& why) const;

private:
    QList<Entry> all() const; // newest first
    // The entry of the file `name` in `dir`; deal 0 when the name is not a record's.
    Entry entryOf(const QDir& dir, const QString& name) const;
    static bool newestFirst(const Entry& a, const Entry& b);
    // The database, opened, with the records and the summary it lacks read in (their messages
    // into `messages`); a damaged one is set aside and made anew. Null without a fold. `kept`:
    // the record files, newest first, as all() lists them (listed once: a listing stats each).
    std::unique_ptr<HistoryDatabase> open(QStringList& messages, QList<Entry>& kept) const;
    // Reads into `db` the record files it has no row of, setting aside (and leaving out of
    // `kept`) those not readable.
    void addMissingRows(HistoryDatabase& db, QStringList& messages, QList<Entry>& kept) const;
    void importLegacySummary(HistoryDatabase& db, QStringList& messages) const;
    void importLegacyReviews(HistoryDatabase& db, QStringList& messages) const;
    // Removes the files of `kept` (newest first) beyond the limit; their rows stay.
    void trim(const QList<Entry>& kept) const;

    QString folder_;
    QString prefix_;
    QString suffix_;
    int limit_;
    Fold fold_;
    QRegularExpression names_; // a record's file name: its time, milliseconds and number
};

} // namespace ombre
