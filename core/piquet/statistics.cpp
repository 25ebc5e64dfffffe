#include "piquet/statistics.h"

#include "common/tally.h"
#include "piquet/record.h"

#include <algorithm>
#include <cmath>
#include <optional>

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

namespace {

// No deal counts more points than this for one player, nor any set more for a score (a Pic,
// a Repic and every count at once stay far below).
constexpr int kMaxDealPoints = 1000;
constexpr int kMaxScore = 100000;

// The whole number at `key` within lo..hi, or nothing.
std::optional<int> figure(const QJsonObject& row, const char* key, int lo, int hi) {
    const QJsonValue v = row.value(QLatin1String(key));
    const double d = v.toDouble();
    if (!v.isDouble() || !(d >= lo && d <= hi) || d != std::floor(d))
        return std::nullopt;
    return int(d);
}

// The statistics, one row at a time, oldest first.
class Tally {
public:
    void add(const QJsonObject& row) {
        DealStatistics d;
        d.finished = RecentRecords::finishedOf(row.value(QStringLiteral("finished")).toString());
        const auto deal = figure(row, "deal", 1, 1000000000);
        const auto points = figure(row, "points", 0, kMaxDealPoints);
        const auto other = figure(row, "other_points", 0, kMaxDealPoints);
        const auto score = figure(row, "score", 0, kMaxScore);
        const auto otherScore = figure(row, "other_score", 0, kMaxScore);
        const auto set = figure(row, "set", -1, 1);
        if (!d.finished.isValid() || !deal || !points || !other || !score || !otherScore || !set) {
            ++s_.unreadable;
            return;
        }
        d.deal = *deal;
        d.points = *points;
        d.otherPoints = *other;
        d.score = *score;
        d.otherScore = *otherScore;
        d.setWon = *set > 0;
        d.setLost = *set < 0;
        if (s_.sessions == 0 || d.deal != previous_ + 1)
            ++s_.sessions;
        previous_ = d.deal;
        d.session = s_.sessions;
        s_.setsWon += d.setWon;
        s_.setsLost += d.setLost;
        d.setsWon = s_.setsWon;
        d.setsLost = s_.setsLost;
        s_.deals.push_back(d);
    }
    HistoryStatistics take() { return std::move(s_); }

private:
    HistoryStatistics s_;
    int previous_ = 0;
};

} // namespace

HistoryStatistics statisticsOf(const QList<QJsonObject>& rows) {
    return tallyRows<Tally>(rows);
}

HistoryStatistics statisticsOf(const RecentRecords& history) {
    return tallyHistory<Tally>(history);
}

RecentRecords piquetHistory(const QString& folder, int limit) {
    return RecentRecords(folder, QStringLiteral("piquet"), QStringLiteral(".json"), limit,
                         historyRow);
}

} // namespace ombre::piquet
