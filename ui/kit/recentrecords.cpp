#include "ui/kit/recentrecords.h"

#include "common/safefile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>

namespace ombre::ui {

namespace {

// <time> is yyyyMMdd-HHmmss and the milliseconds, so that deals ended within one second keep
// their order; Piquet's files written before had no milliseconds and are read as well.
const QString kTime = QStringLiteral("yyyyMMdd-HHmmss");

} // namespace

RecentRecords::RecentRecords(QString folder, QString prefix, QString suffix, int limit)
    : folder_(std::move(folder)), prefix_(std::move(prefix)), suffix_(std::move(suffix)),
      limit_(std::max(1, limit)) {}

QString RecentRecords::folderBeside(const QString& savePath, const QString& name) {
    return QFileInfo(savePath).dir().filePath(name);
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
    for (qsizetype i = limit_; i < kept.size(); ++i)
        QFile::remove(kept[i].path);
    return error;
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

} // namespace ombre::ui
