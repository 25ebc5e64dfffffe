#include "ombre/statistics.h"

#include "common/tally.h"
#include "ombre/record.h"

#include <QFileInfo>
#include <QJsonValue>

#include <algorithm>
#include <cmath>
#include <string>

namespace ombre {

namespace {

QString text(std::string_view s) {
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

std::optional<DealOutcome> outcomeFromCode(const QString& code) {
    for (int o = 0; o <= int(DealOutcome::DefenceCodille); ++o)
        if (code == text(outcomeCode(DealOutcome(o))))
            return DealOutcome(o);
    return std::nullopt;
}

// The row's figures, or false when it is not a row of the history (or holds figures no deal
// can have).
bool readRow(const QJsonObject& row, DealStatistics& d) {
    d.finished = RecentRecords::finishedOf(row.value(QStringLiteral("finished")).toString());
    const QJsonValue counters = row.value(QStringLiteral("counters"));
    const double c = counters.toDouble();
    if (!counters.isDouble() || !(std::abs(c) <= kMaxDealCounters) || c != std::floor(c))
        return false;
    d.deal = row.value(QStringLiteral("deal")).toInt(0);
    d.players = row.value(QStringLiteral("players")).toInt(0);
    d.counters = int(c);
    d.ombre = row.value(QStringLiteral("ombre")).toBool(false);
    const auto outcome = outcomeFromCode(row.value(QStringLiteral("outcome")).toString());
    if (!d.finished.isValid() || d.deal < 1 || d.players < 2 || d.players > 4 || !outcome)
        return false;
    d.outcome = *outcome;
    const QJsonValue game = row.value(QStringLiteral("game"));
    if (game.isString())
        d.game = contractFromCode(game.toString().toStdString());
    const QJsonValue loss = row.value(QStringLiteral("review_loss"));
    // A review's loss is a few dozen counters at most; anything else was not written by one.
    if (loss.isDouble() && loss.toDouble() >= 0 && loss.toDouble() <= kMaxDealCounters)
        d.reviewLoss = loss.toDouble();
    d.record = row.value(QStringLiteral("record")).toString();
    // Rows of the versions before take-backs have none; a mark that is not a count is one.
    const QJsonValue takeBacks = row.value(QStringLiteral("take_backs"));
    d.takenBack = !takeBacks.isUndefined() && !takeBacks.isNull() &&
                  !(takeBacks.isDouble() && takeBacks.toDouble() == 0);
    return true;
}

// The statistics, one row at a time, oldest first.
class Tally {
public:
    void add(const QJsonObject& row) {
        DealStatistics d;
        if (!readRow(row, d)) {
            ++s_.unreadable;
            return;
        }
        if (s_.sessions == 0 || d.deal != previous_ + 1) {
            ++s_.sessions;
            sessionTotal_ = 0;
        }
        previous_ = d.deal;
        d.session = s_.sessions;
        if (d.takenBack) {
            ++s_.takenBack;
        } else {
            running_ += d.counters;
            sessionTotal_ += d.counters;
        }
        d.runningTotal = running_;
        d.sessionTotal = sessionTotal_;
        s_.deals.push_back(d);
    }
    HistoryStatistics take() { return std::move(s_); }

private:
    HistoryStatistics s_;
    int previous_ = 0;
    qint64 running_ = 0, sessionTotal_ = 0;
};

} // namespace

std::vector<GameTally> HistoryStatistics::asOmbre() const {
    std::vector<GameTally> tallies;
    for (Call c : kAllCalls) {
        if (c == Call::Pass)
            continue;
        GameTally t;
        t.game = c;
        for (const DealStatistics& d : deals) {
            if (!d.ombre || d.game != c || d.takenBack)
                continue;
            ++t.played;
            switch (d.outcome) {
            case DealOutcome::Sacada:
                ++t.sacada;
                break;
            case DealOutcome::Puesta:
                ++t.puesta;
                break;
            case DealOutcome::Codille:
                ++t.codille;
                break;
            case DealOutcome::Surrender:
            case DealOutcome::DefenceSacada:
            case DealOutcome::DefencePuesta:
            case DealOutcome::DefenceCodille:
                ++t.surrendered;
                break;
            default:
                break;
            }
        }
        if (t.played > 0)
            tallies.push_back(t);
    }
    return tallies;
}

QJsonObject historyRow(const QByteArray& record, QString& error) {
    const LoadedRecord r =
        readRecord(std::string_view(record.constData(), std::size_t(record.size())));
    if (!r.ok()) {
        error = QString::fromStdString(r.error.empty() ? "not a deal record" : r.error);
        return {};
    }
    const Deal& deal = *r.deal;
    if (!deal.finished()) {
        error = QStringLiteral("the deal is not finished");
        return {};
    }
    QJsonObject row;
    row.insert(QStringLiteral("players"), deal.players());
    row.insert(QStringLiteral("counters"), deal.payment().net(kPlayerSeat));
    row.insert(QStringLiteral("ombre"), deal.ombre() == kPlayerSeat);
    if (deal.ombre() >= 0)
        row.insert(QStringLiteral("game"), text(contractCode(deal.contract())));
    row.insert(QStringLiteral("outcome"), QString::fromStdString(deal.outcome()));
    if (deal.takeBacks() > 0)
        row.insert(QStringLiteral("take_backs"), deal.takeBacks());
    return row;
}

HistoryStatistics statisticsOf(const QList<QJsonObject>& rows) {
    return tallyRows<Tally>(rows);
}

HistoryStatistics statisticsOf(const RecentRecords& history) {
    return tallyHistory<Tally>(history);
}

RecentRecords ombreHistory(const QString& folder, int limit) {
    return RecentRecords(folder, QStringLiteral("deal"), QStringLiteral(".ombre.json"), limit,
                         historyRow);
}

} // namespace ombre
