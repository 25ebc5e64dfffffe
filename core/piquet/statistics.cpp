#include "piquet/statistics.h"

#include "common/safefile.h"
#include "piquet/record.h"

#include <algorithm>
#include <string>

namespace ombre::piquet {

PiquetStatistics statisticsOf(const RecentRecords& history) {
    PiquetStatistics s;
    QList<RecentRecords::Entry> kept = history.entries();
    std::reverse(kept.begin(), kept.end());
    for (const RecentRecords::Entry& e : kept) {
        const files::ReadResult read = files::readLimited(e.path, 1 << 20);
        QString error = read.error;
        if (read.ok()) {
            const LoadedRecord r = readRecord(read.data->toStdString());
            if (!r.ok())
                error = QString::fromStdString(r.error.empty() ? "not a deal record" : r.error);
            else if (!r.deal->finished())
                error = QStringLiteral("the deal is not finished");
            else {
                const Deal& d = *r.deal;
                s.deals.push_back({e.finished, e.deal, d.score(0), d.score(1), d.setWinner()});
                s.setsWon += d.setWinner() == 0;
                s.setsLost += d.setWinner() == 1;
                continue;
            }
        }
        s.messages << history.setAside(e.path, error);
    }
    return s;
}

RecentRecords piquetHistory(const QString& folder, int limit) {
    return RecentRecords(folder, QStringLiteral("piquet"), QStringLiteral(".json"), limit);
}

} // namespace ombre::piquet
