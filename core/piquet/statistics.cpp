#include "piquet/statistics.h"

#include "piquet/record.h"

#include <algorithm>

namespace ombre::piquet {

QJsonObject historyRow(const QByteArray& record, QString& error) {
    const LoadedRecord r =
        readRecord(std::string_view(record.constData(), std::size_t(record.size())));
    if (!r.ok()) {
        error = QString::fromStdString(r.error.empty() ? "not a Piquet record" : r.error);
        return {};
    }
    const Deal& deal = *r.deal;
    if (!deal.finished()) {
        error = QStringLiteral("the deal is not finished");
        return {};
    }
    const int other = 1 - kPlayerSeat;
    QJsonObject row;
    row.insert(QStringLiteral("points"), deal.score(kPlayerSeat));
    row.insert(QStringLiteral("other_points"), deal.score(other));
    row.insert(QStringLiteral("score"), deal.total(kPlayerSeat));
    row.insert(QStringLiteral("other_score"), deal.total(other));
    row.insert(QStringLiteral("set"), deal.setWinner() < 0              ? 0
                                      : deal.setWinner() == kPlayerSeat ? 1
                                                                        : -1);
    return row;
}

HistoryStatistics statisticsOf(const QList<QJsonObject>& rows) {
    HistoryStatistics s;
    int previous = 0;
    for (const QJsonObject& row : rows) {
        DealStatistics d;
        d.finished = QDateTime::fromString(row.value(QStringLiteral("finished")).toString(),
                                           Qt::ISODateWithMs);
        d.deal = row.value(QStringLiteral("deal")).toInt(0);
        if (!d.finished.isValid() || d.deal < 1 ||
            !row.value(QStringLiteral("points")).isDouble()) {
            s.messages << QStringLiteral("a deal of the history could not be read: skipped");
            continue;
        }
        d.points = row.value(QStringLiteral("points")).toInt();
        d.otherPoints = row.value(QStringLiteral("other_points")).toInt();
        d.score = row.value(QStringLiteral("score")).toInt();
        d.otherScore = row.value(QStringLiteral("other_score")).toInt();
        const int set = row.value(QStringLiteral("set")).toInt();
        d.setWon = set > 0;
        d.setLost = set < 0;
        if (s.sessions == 0 || d.deal != previous + 1)
            ++s.sessions;
        previous = d.deal;
        d.session = s.sessions;
        s.setsWon += d.setWon;
        s.setsLost += d.setLost;
        d.setsWon = s.setsWon;
        d.setsLost = s.setsLost;
        s.deals.push_back(d);
    }
    return s;
}

HistoryStatistics statisticsOf(const RecentRecords& history) {
    const RecentRecords::Rows all = history.rows();
    HistoryStatistics s = statisticsOf(all.rows);
    s.messages = all.messages + s.messages;
    return s;
}

RecentRecords piquetHistory(const QString& folder, int limit) {
    return RecentRecords(folder, QStringLiteral("piquet"), QStringLiteral(".json"), limit,
                         historyRow);
}

} // namespace ombre::piquet
