// The rows of the player's history in one SQLite file (through Qt SQL): a row a deal finished
// at the table, named by its record's file name, so that filing the same deal again replaces
// its row and a deal is counted once whatever instant a kill comes. Each row holds when the deal
// ended, its number in the session, the game's figures (its fold, as compact JSON) and the
// review's loss once reviewed. One transaction a write: SQLite's journal makes each whole or
// absent after a kill. Opening and reading a history of 100,000 deals takes a fraction of a
// second and memory only for the row being read.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace ombre {

class HistoryDatabase {
public:
    struct Row {
        QString name;       // the record's file name: the deal's key
        QString finished;   // ISO 8601 with milliseconds, local time: the order of the rows
        int deal = 0;       // its number in the session
        QByteArray figures; // the game's row of figures, compact JSON
        std::optional<double> reviewLoss; // the review's total loss, once reviewed
    };

    // Opens (creating it and its table when missing) the file at `path`. error() says why not;
    // damaged() whether the file is not a history at all (garbage, another database), so that
    // it can be set aside and a new one made.
    explicit HistoryDatabase(const QString& path);
    ~HistoryDatabase();
    HistoryDatabase(const HistoryDatabase&) = delete;
    HistoryDatabase& operator=(const HistoryDatabase&) = delete;

    bool ok() const { return error_.isEmpty(); }
    QString error() const { return error_; }
    bool damaged() const { return damaged_; }

    // Writes the rows in one transaction: a row of the same name is replaced (its review's
    // loss kept when the new row has none), or, with `keepExisting`, left as it is. Returns ""
    // or why not; nothing is written then.
    QString put(const QList<Row>& rows, bool keepExisting = false);
    // The review's loss of the row `name`; "" or why not (no such row included).
    QString setReviewLoss(const QString& name, double loss);
    // Removes the row `name`, if any; "" or why not.
    QString remove(const QString& name);
    // Which of `names` have a row.
    QStringList present(const QStringList& names) const;
    // Whether the row `name` exists.
    bool contains(const QString& name) const;
    // Every row, oldest first, one at a time; "" or why the reading stopped.
    QString forEach(const std::function<void(const Row&)>& visit) const;
    // How many rows there are (-1 when they cannot be counted).
    qint64 count() const;

private:
    QString fail(const QString& what, const QString& why);

    QString connection_;
    QString error_;
    bool damaged_ = false;
};

} // namespace ombre
