#include "common/historydatabase.h"

#include <QAtomicInteger>
#include <QDir>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace ombre {

namespace {

const QString kDriver = QStringLiteral("QSQLITE");
// A row of figures is a few dozen bytes; a longer one is not ours and is not read whole.
constexpr int kFiguresBytes = 4096;
// The schema's version (PRAGMA user_version), for a later change of it.
constexpr int kSchemaVersion = 1;

// Each object its own connection, so that threads and nested uses never share one.
QString newConnectionName() {
    static QAtomicInteger<quint64> next = 0;
    return QStringLiteral("ombre-history-%1").arg(next.fetchAndAddRelaxed(1));
}

// SQLite's own codes for a file that is not a database, or a damaged one.
bool isDamage(const QSqlError& e) {
    const QString code = e.nativeErrorCode();
    return code == QLatin1String("26") || code == QLatin1String("11");
}

QString why(const QSqlError& e) {
    const QString text = e.databaseText().isEmpty() ? e.text() : e.databaseText();
    return text.simplified();
}

} // namespace

HistoryDatabase::HistoryDatabase(const QString& path) : connection_(newConnectionName()) {
    if (!QSqlDatabase::isDriverAvailable(kDriver)) {
        error_ = QStringLiteral("Qt's SQLite driver (QSQLITE) is not installed");
        return;
    }
    const QFileInfo info(path);
    if (info.exists() && !info.isFile()) {
        error_ = QStringLiteral("%1 is not a regular file").arg(info.fileName());
        damaged_ = true;
        return;
    }
    QDir().mkpath(info.absolutePath());
    QSqlDatabase db = QSqlDatabase::addDatabase(kDriver, connection_);
    db.setDatabaseName(path);
    // Another process at the same file (the command-line tool) waits a moment, not forever.
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=3000"));
    if (!db.open()) {
        error_ = why(db.lastError());
        return;
    }
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA user_version"))) {
        fail(QStringLiteral("open"), why(q.lastError()));
        damaged_ = isDamage(q.lastError());
        return;
    }
    const int version = q.next() ? q.value(0).toInt() : 0;
    if (version > kSchemaVersion) {
        error_ = QStringLiteral("made by a newer version of the game (schema %1)").arg(version);
        damaged_ = true;
        return;
    }
    const char* schema[] = {
        "CREATE TABLE IF NOT EXISTS deals (name TEXT PRIMARY KEY NOT NULL, finished TEXT NOT NULL,"
        " deal INTEGER NOT NULL, figures TEXT NOT NULL, review_loss REAL)",
        "CREATE INDEX IF NOT EXISTS deals_in_order ON deals (finished, name)",
    };
    for (const char* statement : schema) {
        if (!q.exec(QString::fromLatin1(statement))) {
            damaged_ = isDamage(q.lastError()) || version == kSchemaVersion;
            fail(QStringLiteral("schema"), why(q.lastError()));
            return;
        }
    }
    if (version < kSchemaVersion)
        q.exec(QStringLiteral("PRAGMA user_version = %1").arg(kSchemaVersion));
    // A table of that name made by something else: its columns are not ours.
    if (!q.exec(QStringLiteral("SELECT name, finished, deal, figures, review_loss FROM deals "
                               "LIMIT 0"))) {
        damaged_ = true;
        fail(QStringLiteral("schema"), why(q.lastError()));
    }
}

HistoryDatabase::~HistoryDatabase() {
    if (QSqlDatabase::contains(connection_)) {
        QSqlDatabase::database(connection_, false).close();
        QSqlDatabase::removeDatabase(connection_);
    }
}

QString HistoryDatabase::fail(const QString& what, const QString& reason) {
    error_ = QStringLiteral("%1: %2").arg(what, reason);
    return error_;
}

QString HistoryDatabase::put(const QList<Row>& rows, bool keepExisting) {
    if (!ok())
        return error_;
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    if (!db.transaction())
        return why(db.lastError());
    QSqlQuery q(db);
    // A review's loss noted before the deal was filed again stays.
    q.prepare(keepExisting
                  ? QStringLiteral("INSERT OR IGNORE INTO deals (name, finished, deal, figures, "
                                   "review_loss) VALUES (?, ?, ?, ?, ?)")
                  : QStringLiteral("INSERT INTO deals (name, finished, deal, figures, review_loss)"
                                   " VALUES (?, ?, ?, ?, ?) ON CONFLICT (name) DO UPDATE SET"
                                   " finished = excluded.finished, deal = excluded.deal,"
                                   " figures = excluded.figures, review_loss ="
                                   " coalesce(excluded.review_loss, review_loss)"));
    for (const Row& r : rows) {
        q.addBindValue(r.name);
        q.addBindValue(r.finished);
        q.addBindValue(r.deal);
        q.addBindValue(QString::fromUtf8(r.figures));
        q.addBindValue(r.reviewLoss ? QVariant(*r.reviewLoss) : QVariant());
        if (!q.exec()) {
            const QString reason = why(q.lastError());
            db.rollback();
            return reason;
        }
    }
    if (!db.commit()) {
        const QString reason = why(db.lastError());
        db.rollback();
        return reason;
    }
    return {};
}

QString HistoryDatabase::setReviewLoss(const QString& name, double loss) {
    if (!ok())
        return error_;
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.prepare(QStringLiteral("UPDATE deals SET review_loss = ? WHERE name = ?"));
    q.addBindValue(loss);
    q.addBindValue(name);
    if (!q.exec())
        return why(q.lastError());
    return q.numRowsAffected() == 1 ? QString() : QStringLiteral("no deal %1").arg(name);
}

QString HistoryDatabase::remove(const QString& name) {
    if (!ok())
        return error_;
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.prepare(QStringLiteral("DELETE FROM deals WHERE name = ?"));
    q.addBindValue(name);
    return q.exec() ? QString() : why(q.lastError());
}

bool HistoryDatabase::contains(const QString& name) const {
    return !present({name}).isEmpty();
}

QStringList HistoryDatabase::present(const QStringList& names) const {
    QStringList found;
    if (!ok())
        return found;
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.setForwardOnly(true);
    // A few hundred names a query (SQLite takes up to 32,766 parameters).
    constexpr qsizetype kChunk = 500;
    for (qsizetype from = 0; from < names.size(); from += kChunk) {
        const QStringList chunk = names.mid(from, kChunk);
        QStringList marks(chunk.size(), QStringLiteral("?"));
        q.prepare(QStringLiteral("SELECT name FROM deals WHERE name IN (%1)")
                      .arg(marks.join(QLatin1Char(','))));
        for (const QString& name : chunk)
            q.addBindValue(name);
        if (!q.exec())
            continue;
        while (q.next())
            found << q.value(0).toString();
        q.finish();
    }
    return found;
}

QString HistoryDatabase::forEach(const std::function<void(const Row&)>& visit) const {
    if (!ok())
        return error_;
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.setForwardOnly(true);
    // A row's figures longer than ours are not read (an empty text: the row is not readable).
    if (!q.exec(QStringLiteral("SELECT name, finished, deal, CASE WHEN length(figures) <= %1 "
                               "THEN figures ELSE '' END, review_loss FROM deals "
                               "ORDER BY finished, name")
                    .arg(kFiguresBytes)))
        return why(q.lastError());
    Row r;
    while (q.next()) {
        r.name = q.value(0).toString();
        r.finished = q.value(1).toString();
        bool isInt = false;
        const qlonglong deal = q.value(2).toLongLong(&isInt);
        r.deal = isInt && deal > 0 && deal < 1000000000 ? int(deal) : 0;
        r.figures = q.value(3).toString().toUtf8();
        const QVariant loss = q.value(4);
        bool isNumber = false;
        const double l = loss.isNull() ? 0 : loss.toDouble(&isNumber);
        r.reviewLoss = isNumber ? std::optional<double>(l) : std::nullopt;
        visit(r);
    }
    return q.lastError().isValid() ? why(q.lastError()) : QString();
}

qint64 HistoryDatabase::count() const {
    if (!ok())
        return -1;
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    if (!q.exec(QStringLiteral("SELECT count(*) FROM deals")) || !q.next())
        return -1;
    return q.value(0).toLongLong();
}

} // namespace ombre
