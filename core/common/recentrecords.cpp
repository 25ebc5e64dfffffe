#include "common/recentrecords.h"

#include "common/historydatabase.h"
#include "common/killpoint.h"
#include "common/safefile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <optional>

namespace ombre {

namespace {

// <time> is yyyyMMdd-HHmmss and the milliseconds, so that deals ended within one second keep
// their order; Piquet's files written before had no milliseconds and are read as well.
const QString kTime = QStringLiteral("yyyyMMdd-HHmmss");
const QString kSummaryFormat = QStringLiteral("ombre-history-summary/1");
const QString kReviewsFormat = QStringLiteral("ombre-history-reviews/1");
// A record is at most the CLI's 1 MiB; the old summary held a short row for each deal folded.
constexpr qint64 kRecordBytes = 1 << 20;
constexpr qint64 kSummaryBytes = qint64(256) << 20;

// The figures of a row as the fold made them: without the keys the history adds itself.
QByteArray figuresOf(QJsonObject row) {
    for (const char* key : {"finished", "deal", "review_loss", "record"})
        row.remove(QLatin1String(key));
    return QJsonDocument(row).toJson(QJsonDocument::Compact);
}

// The root object of a JSON file of the versions before the database, or an error.
QJsonObject legacyRoot(const files::ReadResult& read, const QString& format, const char* key,
                       QString& error) {
    if (!read.ok()) {
        error = read.error;
        return {};
    }
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(*read.data, &parse);
    if (parse.error != QJsonParseError::NoError) {
        error = QStringLiteral("not JSON: ") + parse.errorString();
        return {};
    }
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != format ||
        root.value(QLatin1String(key)).type() == QJsonValue::Undefined) {
        error = QStringLiteral("not a file of the history");
        return {};
    }
    return root;
}

// A file read in: kept beside as FILE.imported, so that it is not read again.
void markImported(const QString& path) {
    const QString target = path + QStringLiteral(".imported");
    QFile::remove(target);
    QFile::rename(path, target);
}

} // namespace

namespace {

QRegularExpression namePattern(const QString& prefix, const QString& suffix) {
    return QRegularExpression(
        QStringLiteral("^%1-(\\d{8}-\\d{6})(\\d{3})?-(\\d{1,9})%2$")
            .arg(QRegularExpression::escape(prefix), QRegularExpression::escape(suffix)));
}

} // namespace

RecentRecords::RecentRecords(QString folder, QString prefix, QString suffix, int limit, Fold fold)
    : folder_(std::move(folder)), prefix_(std::move(prefix)), suffix_(std::move(suffix)),
      limit_(std::max(1, limit)), fold_(std::move(fold)), names_(namePattern(prefix_, suffix_)) {}

QString RecentRecords::folderBeside(const QString& savePath, const QString& name) {
    return QFileInfo(savePath).dir().filePath(name);
}

QString RecentRecords::databasePath() const {
    return folder_.isEmpty() ? QString()
                             : QDir(folder_).filePath(prefix_ + QStringLiteral("-history.sqlite"));
}

QString RecentRecords::legacySummaryPath() const {
    return folder_.isEmpty() ? QString()
                             : QDir(folder_).filePath(prefix_ + QStringLiteral("-summary.json"));
}

QString RecentRecords::legacyReviewsPath() const {
    return folder_.isEmpty() ? QString()
                             : QDir(folder_).filePath(prefix_ + QStringLiteral("-reviews.json"));
}

namespace {

QString plainName(const QString& prefix, const QDateTime& finished, int deal,
                  const QString& suffix) {
    return QStringLiteral("%1-%2%3-%4%5")
        .arg(prefix, finished.toString(kTime))
        .arg(finished.time().msec(), 3, 10, QLatin1Char('0'))
        .arg(deal, 4, 10, QLatin1Char('0'))
        .arg(suffix);
}

} // namespace

QString RecentRecords::nameFor(int deal, const QDateTime& finished) const {
    std::optional<HistoryDatabase> db;
    if (fold_ && !folder_.isEmpty())
        db.emplace(databasePath());
    auto taken = [&](const QString& name) {
        return QFileInfo::exists(QDir(folder_).filePath(name)) || (db && db->contains(name));
    };
    QString name = plainName(prefix_, finished, deal, suffix_);
    // The same name twice (two deals ended within the millisecond).
    for (int n = 2; taken(name); ++n)
        name = plainName(prefix_, finished.addMSecs(n - 1), deal, suffix_);
    return name;
}

bool RecentRecords::isRecordName(const QString& name) const {
    return names_.match(name).hasMatch();
}

RecentRecords::Filed RecentRecords::file(const QString& name, const QByteArray& record) const {
    Filed out;
    if (folder_.isEmpty()) {
        out.error = QStringLiteral("no folder for the records");
        return out;
    }
    if (!isRecordName(name)) {
        out.error = QStringLiteral("%1 is not the name of a record").arg(name);
        return out;
    }
    QJsonObject row;
    QString unreadable;
    if (fold_)
        row = fold_(record, unreadable);
    QList<Entry> kept;
    const std::unique_ptr<HistoryDatabase> db = open(out.notes, kept);
    if (db && !db->ok()) {
        out.error = QStringLiteral("the history's database: ") + db->error();
        return out;
    }
    const QString path = QDir(folder_).filePath(name);
    out.error = files::writeSafely(path, record);
    if (!out.ok())
        return out;
    killPoint("record-written");
    const Entry filed = entryOf(QDir(folder_), name);
    // Filed again (from the save, after a kill): it is in the listing already.
    if (std::none_of(kept.begin(), kept.end(), [&](const Entry& e) { return e.path == path; })) {
        kept.append(filed);
        std::sort(kept.begin(), kept.end(), newestFirst);
    }
    // A record that cannot be read has no row: it is set aside when the history is next read.
    if (db && !row.isEmpty()) {
        out.error = db->put({{name, filed.finished.toString(Qt::ISODateWithMs), filed.deal,
                              figuresOf(row), std::nullopt}});
        if (!out.ok()) {
            out.error = QStringLiteral("the history's database: ") + out.error;
            return out;
        }
        killPoint("row-written");
    }
    trim(kept);
    return out;
}

QString RecentRecords::keep(const QByteArray& record, int deal, const QDateTime& finished) const {
    const Filed f = file(nameFor(deal, finished), record);
    QStringList said = f.notes;
    if (!f.ok())
        said.prepend(f.error);
    return said.join(QStringLiteral("; "));
}

void RecentRecords::forget(const QString& name) const {
    if (folder_.isEmpty() || !isRecordName(name))
        return;
    if (fold_) {
        HistoryDatabase db(databasePath());
        db.remove(name);
    }
    QFile::remove(QDir(folder_).filePath(name));
}

void RecentRecords::trim(const QList<Entry>& kept) const {
    for (qsizetype i = limit_; i < kept.size(); ++i)
        QFile::remove(kept[i].path);
}

std::unique_ptr<HistoryDatabase> RecentRecords::open(QStringList& messages,
                                                     QList<Entry>& kept) const {
    kept = all();
    if (!fold_ || folder_.isEmpty())
        return nullptr;
    auto db = std::make_unique<HistoryDatabase>(databasePath());
    if (db->damaged()) {
        // Its deals older than the records kept are lost to the statistics; the records' rows
        // are made again below.
        const QString why = db->error();
        db.reset();
        messages << setAside(databasePath(), why);
        QFile::remove(databasePath() + QStringLiteral("-journal")); // a damaged file's, if any
        db = std::make_unique<HistoryDatabase>(databasePath());
    }
    if (!db->ok())
        return db;
    importLegacySummary(*db, messages);
    addMissingRows(*db, messages, kept);
    importLegacyReviews(*db, messages);
    return db;
}

void RecentRecords::addMissingRows(HistoryDatabase& db, QStringList& messages,
                                   QList<Entry>& kept) const {
    QStringList names;
    for (const Entry& e : kept)
        names << QFileInfo(e.path).fileName();
    const QStringList present = db.present(names);
    if (present.size() == names.size())
        return;
    const QSet<QString> known(present.begin(), present.end());
    QList<HistoryDatabase::Row> rows;
    QList<Entry> readable;
    for (const Entry& e : kept) {
        const QString name = QFileInfo(e.path).fileName();
        if (known.contains(name)) {
            readable.append(e);
            continue;
        }
        const files::ReadResult read = files::readLimited(e.path, kRecordBytes);
        QString error = read.error;
        QJsonObject row;
        if (read.ok())
            row = fold_(*read.data, error);
        if (row.isEmpty()) {
            messages << setAside(e.path, error.isEmpty() ? QStringLiteral("unreadable") : error);
            continue;
        }
        readable.append(e);
        rows.append(
            {name, e.finished.toString(Qt::ISODateWithMs), e.deal, figuresOf(row), std::nullopt});
    }
    kept = readable;
    if (const QString error = db.put(rows, true); !error.isEmpty())
        messages << QStringLiteral("the history's database could not be written: ") + error;
}

void RecentRecords::importLegacySummary(HistoryDatabase& db, QStringList& messages) const {
    const QString path = legacySummaryPath();
    const files::ReadResult read = files::readLimited(path, kSummaryBytes);
    if (read.missing)
        return;
    QString error;
    const QJsonObject root = legacyRoot(read, kSummaryFormat, "deals", error);
    QList<HistoryDatabase::Row> rows;
    if (error.isEmpty()) {
        const QJsonValue deals = root.value(QStringLiteral("deals"));
        if (!deals.isArray())
            error = QStringLiteral("not a summary of the history");
        for (const QJsonValue& v : deals.toArray()) {
            const QJsonObject row = v.toObject();
            const QDateTime when = QDateTime::fromString(
                row.value(QStringLiteral("finished")).toString(), Qt::ISODateWithMs);
            const int deal = row.value(QStringLiteral("deal")).toInt(0);
            if (!when.isValid() || deal < 1) // not a row: it is not read, nor counted
                continue;
            const QJsonValue loss = row.value(QStringLiteral("review_loss"));
            rows.append({plainName(prefix_, when, deal, suffix_), when.toString(Qt::ISODateWithMs),
                         deal, figuresOf(row),
                         loss.isDouble() ? std::optional<double>(loss.toDouble()) : std::nullopt});
        }
    }
    if (!error.isEmpty()) {
        messages << setAside(path, error);
        return;
    }
    // Rows already read in (a kill before the rename) are left as they are.
    if (const QString failed = db.put(rows, true); !failed.isEmpty()) {
        messages << QStringLiteral("the summary of the history could not be read in: ") + failed;
        return;
    }
    killPoint("summary-read-in");
    markImported(path);
}

void RecentRecords::importLegacyReviews(HistoryDatabase& db, QStringList& messages) const {
    const QString path = legacyReviewsPath();
    const files::ReadResult read = files::readLimited(path, kSummaryBytes);
    if (read.missing)
        return;
    QString error;
    const QJsonObject root = legacyRoot(read, kReviewsFormat, "losses", error);
    if (!error.isEmpty()) {
        messages << setAside(path, error);
        return;
    }
    const QJsonObject losses = root.value(QStringLiteral("losses")).toObject();
    for (auto it = losses.begin(); it != losses.end(); ++it)
        if (it.value().isDouble() && it.value().toDouble() >= 0)
            db.setReviewLoss(it.key(), it.value().toDouble()); // a deal no longer here: passed
    markImported(path);
}

QString RecentRecords::noteReview(const QString& path, double loss) const {
    if (folder_.isEmpty() || !fold_)
        return QStringLiteral("no history for the records");
    QStringList messages;
    QList<Entry> kept;
    const std::unique_ptr<HistoryDatabase> db = open(messages, kept);
    if (!db->ok())
        return db->error();
    return db->setReviewLoss(QFileInfo(path).fileName(), loss);
}

QStringList RecentRecords::forEachRow(const std::function<void(const QJsonObject&)>& visit) const {
    QStringList messages;
    QList<Entry> listed;
    const std::unique_ptr<HistoryDatabase> db = open(messages, listed);
    if (!db)
        return messages;
    if (!db->ok())
        return messages << QStringLiteral("the history cannot be read: ") + db->error();
    // Rows whose record is still kept say where it is, to replay it.
    QHash<QString, QString> kept;
    for (const Entry& e : listed)
        kept.insert(QFileInfo(e.path).fileName(), e.path);
    const QString error = db->forEach([&](const HistoryDatabase::Row& r) {
        QJsonParseError parse;
        const QJsonDocument doc = QJsonDocument::fromJson(r.figures, &parse);
        if (parse.error != QJsonParseError::NoError || !doc.isObject()) {
            visit(QJsonObject());
            return;
        }
        QJsonObject row = doc.object();
        row.insert(QStringLiteral("finished"), r.finished);
        row.insert(QStringLiteral("deal"), r.deal);
        if (r.reviewLoss)
            row.insert(QStringLiteral("review_loss"), *r.reviewLoss);
        if (const auto path = kept.constFind(r.name); path != kept.constEnd())
            row.insert(QStringLiteral("record"), *path);
        visit(row);
    });
    if (!error.isEmpty())
        messages << QStringLiteral("the history could not be read to its end: ") + error;
    return messages;
}

QDateTime RecentRecords::finishedOf(const QString& iso) {
    if (iso.size() < 19 || iso.at(10) != QLatin1Char('T'))
        return {};
    const QDate date = QDate::fromString(iso.left(10), Qt::ISODate);
    const QTime time = QTime::fromString(iso.mid(11), Qt::ISODateWithMs);
    if (!date.isValid() || !time.isValid())
        return {};
    return QDateTime(date, time, Qt::UTC);
}

QString RecentRecords::setAside(const QString& path, const QString& why) const {
    const QString name = QFileInfo(path).fileName();
    const QString target = files::setAside(path); // FILE.damaged, or .damaged-2, ...
    if (target.isEmpty())
        return QStringLiteral("%1 is damaged (%2) and could not be set aside").arg(name, why);
    return QStringLiteral("%1 is damaged (%2): set aside as %3")
        .arg(name, why, QFileInfo(target).fileName());
}

QList<RecentRecords::Entry> RecentRecords::entries() const {
    QList<Entry> list = all();
    if (list.size() > limit_)
        list.resize(limit_);
    return list;
}

QList<RecentRecords::Entry> RecentRecords::all() const {
    if (folder_.isEmpty()) // not saved: nothing kept (and not the working folder)
        return {};
    QList<Entry> list;
    const QDir dir(folder_);
    // Only names of ours are looked at (the filter spares a stat of every other file).
    for (const QString& name :
         dir.entryList({prefix_ + QStringLiteral("-*") + suffix_}, QDir::Files | QDir::System)) {
        Entry e = entryOf(dir, name);
        if (e.deal > 0)
            list.append(e);
    }
    std::sort(list.begin(), list.end(), newestFirst);
    return list;
}

RecentRecords::Entry RecentRecords::entryOf(const QDir& dir, const QString& name) const {
    const QRegularExpressionMatch m = names_.match(name);
    if (!m.hasMatch())
        return {};
    const QDateTime when = QDateTime::fromString(m.captured(1), kTime);
    if (!when.isValid())
        return {};
    return {dir.filePath(name), when.addMSecs(m.captured(2).toInt()), m.captured(3).toInt()};
}

bool RecentRecords::newestFirst(const Entry& a, const Entry& b) {
    return a.finished != b.finished ? a.finished > b.finished : a.path > b.path;
}

} // namespace ombre
