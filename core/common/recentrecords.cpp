#include "common/recentrecords.h"

#include "common/safefile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <algorithm>

namespace ombre {

namespace {

// <time> is yyyyMMdd-HHmmss and the milliseconds, so that deals ended within one second keep
// their order; Piquet's files written before had no milliseconds and are read as well.
const QString kTime = QStringLiteral("yyyyMMdd-HHmmss");
const QString kSummaryFormat = QStringLiteral("ombre-history-summary/1");
const QString kReviewsFormat = QStringLiteral("ombre-history-reviews/1");
// A record is at most the CLI's 1 MiB; the summary holds a short row for each deal folded.
constexpr qint64 kRecordBytes = 1 << 20;
constexpr qint64 kSummaryBytes = qint64(256) << 20;

// The rows of a summary file's text, or an error.
QList<QJsonObject> rowsOf(const QByteArray& text, QString& error) {
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &parse);
    if (parse.error != QJsonParseError::NoError) {
        error = QStringLiteral("not JSON: ") + parse.errorString();
        return {};
    }
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != kSummaryFormat ||
        !root.value(QStringLiteral("deals")).isArray()) {
        error = QStringLiteral("not a summary of the history");
        return {};
    }
    QList<QJsonObject> rows;
    for (const QJsonValue& v : root.value(QStringLiteral("deals")).toArray()) {
        if (!v.isObject()) {
            error = QStringLiteral("a deal of the summary is not an object");
            return {};
        }
        rows.append(v.toObject());
    }
    return rows;
}

} // namespace

RecentRecords::RecentRecords(QString folder, QString prefix, QString suffix, int limit, Fold fold)
    : folder_(std::move(folder)), prefix_(std::move(prefix)), suffix_(std::move(suffix)),
      limit_(std::max(1, limit)), fold_(std::move(fold)) {}

QString RecentRecords::folderBeside(const QString& savePath, const QString& name) {
    return QFileInfo(savePath).dir().filePath(name);
}

QString RecentRecords::summaryPath() const {
    return folder_.isEmpty() ? QString()
                             : QDir(folder_).filePath(prefix_ + QStringLiteral("-summary.json"));
}

QString RecentRecords::nameFor(const QDateTime& finished, int deal) const {
    return QStringLiteral("%1-%2%3-%4%5")
        .arg(prefix_, finished.toString(kTime))
        .arg(finished.time().msec(), 3, 10, QLatin1Char('0'))
        .arg(deal, 4, 10, QLatin1Char('0'))
        .arg(suffix_);
}

QString RecentRecords::keep(const QByteArray& record, int deal, const QDateTime& finished) const {
    if (folder_.isEmpty())
        return QStringLiteral("no folder for the records");
    QString path = QDir(folder_).filePath(nameFor(finished, deal));
    // The same name twice (a deal taken back and finished again within the millisecond).
    for (int n = 2; QFileInfo::exists(path); ++n)
        path = QDir(folder_).filePath(nameFor(finished.addMSecs(n - 1), deal));
    const QString error = files::writeSafely(path, record);
    const QList<Entry> kept = all();
    if (kept.size() <= limit_)
        return error;
    const QString folded = fold(kept.mid(limit_));
    return error.isEmpty()    ? folded
           : folded.isEmpty() ? error
                              : error + QStringLiteral("; ") + folded;
}

QString RecentRecords::fold(const QList<Entry>& old) const {
    if (!fold_) {
        for (const Entry& e : old)
            QFile::remove(e.path);
        return {};
    }
    QStringList messages;
    Summary s = summary();
    if (!s.message.isEmpty())
        messages << s.message;
    QJsonArray deals;
    for (const QJsonObject& row : s.rows)
        deals.append(row);
    QList<QString> folded;
    const QHash<QString, double> losses = reviews();
    // Oldest first, as the summary keeps them.
    for (auto e = old.rbegin(); e != old.rend(); ++e) {
        QString error;
        QJsonObject row = rowOf(*e, error);
        if (row.isEmpty()) {
            messages << setAside(e->path, error);
            continue;
        }
        if (const auto loss = losses.find(QFileInfo(e->path).fileName()); loss != losses.end())
            row.insert(QStringLiteral("review_loss"), loss.value());
        deals.append(row);
        folded.append(e->path);
    }
    QJsonObject root;
    root.insert(QStringLiteral("format"), kSummaryFormat);
    root.insert(QStringLiteral("deals"), deals);
    const QString error =
        files::writeSafely(summaryPath(), QJsonDocument(root).toJson(QJsonDocument::Compact));
    // The records go only once their rows are safely in the summary.
    if (error.isEmpty()) {
        for (const QString& path : folded)
            QFile::remove(path);
    } else {
        messages << QStringLiteral("the summary of the history could not be written: ") + error;
    }
    return messages.join(QStringLiteral("; "));
}

QString RecentRecords::reviewsPath() const {
    return folder_.isEmpty() ? QString()
                             : QDir(folder_).filePath(prefix_ + QStringLiteral("-reviews.json"));
}

QHash<QString, double> RecentRecords::reviews(QString* message) const {
    QHash<QString, double> losses;
    const QString path = reviewsPath();
    if (path.isEmpty())
        return losses;
    const files::ReadResult read = files::readLimited(path, kSummaryBytes);
    if (read.missing)
        return losses;
    QString error = read.error;
    if (read.ok()) {
        const QJsonDocument doc = QJsonDocument::fromJson(*read.data);
        const QJsonObject root = doc.object();
        if (!doc.isObject() || root.value(QStringLiteral("format")).toString() != kReviewsFormat ||
            !root.value(QStringLiteral("losses")).isObject()) {
            error = QStringLiteral("not a file of review losses");
        } else {
            const QJsonObject all = root.value(QStringLiteral("losses")).toObject();
            for (auto it = all.begin(); it != all.end(); ++it)
                if (it.value().isDouble() && it.value().toDouble() >= 0)
                    losses.insert(it.key(), it.value().toDouble());
        }
    }
    if (!error.isEmpty()) {
        losses.clear();
        const QString said = setAside(path, error);
        if (message)
            *message = said;
    }
    return losses;
}

QString RecentRecords::noteReview(const QString& path, double loss) const {
    if (folder_.isEmpty())
        return QStringLiteral("no folder for the records");
    QHash<QString, double> losses = reviews();
    losses.insert(QFileInfo(path).fileName(), loss);
    QJsonObject all;
    for (auto it = losses.begin(); it != losses.end(); ++it)
        all.insert(it.key(), it.value());
    QJsonObject root;
    root.insert(QStringLiteral("format"), kReviewsFormat);
    root.insert(QStringLiteral("losses"), all);
    return files::writeSafely(reviewsPath(), QJsonDocument(root).toJson(QJsonDocument::Compact));
}

RecentRecords::Summary RecentRecords::summary() const {
    Summary s;
    const QString path = summaryPath();
    if (path.isEmpty())
        return s;
    const files::ReadResult read = files::readLimited(path, kSummaryBytes);
    if (read.missing)
        return s;
    QString error = read.error;
    if (read.ok())
        s.rows = rowsOf(*read.data, error);
    if (!error.isEmpty()) {
        s.rows.clear();
        s.message = setAside(path, error);
    }
    return s;
}

QJsonObject RecentRecords::rowOf(const Entry& e, QString& error) const {
    const files::ReadResult read = files::readLimited(e.path, kRecordBytes);
    error = read.error;
    QJsonObject row;
    if (read.ok())
        row = fold_(*read.data, error);
    if (row.isEmpty()) {
        if (error.isEmpty())
            error = QStringLiteral("unreadable");
        return {};
    }
    row.insert(QStringLiteral("finished"), e.finished.toString(Qt::ISODateWithMs));
    row.insert(QStringLiteral("deal"), e.deal);
    return row;
}

RecentRecords::Rows RecentRecords::rows() const {
    Rows out;
    Summary s = summary();
    if (!s.message.isEmpty())
        out.messages << s.message;
    out.rows = s.rows;
    if (!fold_)
        return out;
    QList<Entry> kept = entries();
    std::reverse(kept.begin(), kept.end());
    QString reviewsMessage;
    const QHash<QString, double> losses = reviews(&reviewsMessage);
    if (!reviewsMessage.isEmpty())
        out.messages << reviewsMessage;
    for (const Entry& e : kept) {
        QString error;
        QJsonObject row = rowOf(e, error);
        if (row.isEmpty()) {
            out.messages << setAside(e.path, error);
            continue;
        }
        // Kept rows say where their record is (to replay it) and what its review lost.
        if (const auto loss = losses.find(QFileInfo(e.path).fileName()); loss != losses.end())
            row.insert(QStringLiteral("review_loss"), loss.value());
        row.insert(QStringLiteral("record"), e.path);
        out.rows.append(row);
    }
    return out;
}

QString RecentRecords::setAside(const QString& path, const QString& why) const {
    QString target = path + QStringLiteral(".damaged");
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = path + QStringLiteral(".damaged-%1").arg(n);
    const QString name = QFileInfo(path).fileName();
    if (!QFile::rename(path, target))
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
    const QRegularExpression pattern(
        QStringLiteral("^%1-(\\d{8}-\\d{6})(\\d{3})?-(\\d{1,9})%2$")
            .arg(QRegularExpression::escape(prefix_), QRegularExpression::escape(suffix_)));
    QList<Entry> list;
    const QDir dir(folder_);
    for (const QString& name : dir.entryList(QDir::Files | QDir::System)) {
        const QRegularExpressionMatch m = pattern.match(name);
        if (!m.hasMatch())
            continue;
        QDateTime when = QDateTime::fromString(m.captured(1), kTime);
        if (!when.isValid())
            continue;
        when = when.addMSecs(m.captured(2).toInt());
        list.append({dir.filePath(name), when, m.captured(3).toInt()});
    }
    std::sort(list.begin(), list.end(), [](const Entry& a, const Entry& b) {
        return a.finished != b.finished ? a.finished > b.finished : a.path > b.path;
    });
    return list;
}

} // namespace ombre
