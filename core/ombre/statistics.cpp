#include "ombre/statistics.h"

#include "ombre/record.h"

#include <QFileInfo>
#include <QJsonValue>

#include <algorithm>
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

// The row's figures, or false when it is not a row of the history.
bool readRow(const QJsonObject& row, DealStatistics& d) {
    d.finished =
        QDateTime::fromString(row.value(QStringLiteral("finished")).toString(), Qt::ISODateWithMs);
    d.deal = row.value(QStringLiteral("deal")).toInt(0);
    d.players = row.value(QStringLiteral("players")).toInt(0);
    d.counters = row.value(QStringLiteral("counters")).toInt(0);
    d.ombre = row.value(QStringLiteral("ombre")).toBool(false);
    const auto outcome = outcomeFromCode(row.value(QStringLiteral("outcome")).toString());
    if (!d.finished.isValid() || d.deal < 1 || d.players < 2 || d.players > 4 || !outcome)
        return false;
    d.outcome = *outcome;
    const QJsonValue game = row.value(QStringLiteral("game"));
    if (game.isString())
        d.game = contractFromCode(game.toString().toStdString());
    const QJsonValue loss = row.value(QStringLiteral("review_loss"));
    if (loss.isDouble())
        d.reviewLoss = loss.toDouble();
    d.record = row.value(QStringLiteral("record")).toString();
    return true;
}

} // namespace

std::vector<GameTally> HistoryStatistics::asOmbre() const {
    std::vector<GameTally> tallies;
    for (Call c : kAllCalls) {
        if (c == Call::Pass)
            continue;
        GameTally t;
        t.game = c;
        for (const DealStatistics& d : deals) {
            if (!d.ombre || d.game != c)
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
    return row;
}

HistoryStatistics statisticsOf(const QList<QJsonObject>& rows) {
    HistoryStatistics s;
    int previous = 0, running = 0, sessionTotal = 0;
    for (const QJsonObject& row : rows) {
        DealStatistics d;
        if (!readRow(row, d)) {
            s.messages << QStringLiteral("a deal of the history could not be read: skipped");
            continue;
        }
        if (s.sessions == 0 || d.deal != previous + 1) {
            ++s.sessions;
            sessionTotal = 0;
        }
        previous = d.deal;
        d.session = s.sessions;
        running += d.counters;
        sessionTotal += d.counters;
        d.runningTotal = running;
        d.sessionTotal = sessionTotal;
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

RecentRecords ombreHistory(const QString& folder, int limit) {
    return RecentRecords(folder, QStringLiteral("deal"), QStringLiteral(".ombre.json"), limit,
                         historyRow);
}

} // namespace ombre
