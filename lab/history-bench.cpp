// The player's history at the size of ten years of evenings, measured as a whole process each:
//
//   ombre-lab-history make DIR N   a history of N Ombre deals in DIR (the newest 500 as records)
//   ombre-lab-history stats DIR    opens it and reads its statistics, as Game > Statistics does
//   ombre-lab-history file DIR     files one more finished deal, as the table does at a deal's end
//
// Each prints what it did in one line of JSON; time and memory are the caller's to measure
// (/usr/bin/time -v, or any timer of whole commands).
#include "common/historydatabase.h"
#include "common/random.h"
#include "ombre/randomplayer.h"
#include "ombre/record.h"
#include "ombre/statistics.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

using namespace ombre;

namespace {

QByteArray finishedRecord(Random& random, int dealer) {
    Deal deal(Rules{}, DealSetup::dealt(random, dealer, 0));
    playOut(deal, random);
    return QByteArray::fromStdString(writeRecord(deal, defaultNames(3)));
}

int make(const QString& folder, int count) {
    QDir().mkpath(folder);
    const RecentRecords history = ombreHistory(folder);
    const QDateTime start(QDate(2016, 12, 1), QTime(20, 0));
    Random random(2016);
    // The rows of the older deals straight into the database, as ten years of filing left them.
    const int kept = std::min(count, RecentRecords::kDefaultLimit);
    QList<HistoryDatabase::Row> rows;
    for (int i = 0; i < count - kept; ++i) {
        QString error;
        QJsonObject row = historyRow(finishedRecord(random, i % 3), error);
        const QDateTime when = start.addSecs(qint64(i) * 3000);
        rows.append({history.nameFor(i % 40 + 1, when), when.toString(Qt::ISODateWithMs),
                     i % 40 + 1, QJsonDocument(row).toJson(QJsonDocument::Compact),
                     i % 9 == 0 ? std::optional<double>(1.5) : std::nullopt});
    }
    if (const QString error = HistoryDatabase(history.databasePath()).put(rows); !error.isEmpty())
        qFatal("%s", qPrintable(error));
    // The newest as the table files them.
    for (int i = count - kept; i < count; ++i) {
        const QString said = history.keep(finishedRecord(random, i % 3), i % 40 + 1,
                                          start.addSecs(qint64(i) * 3000));
        if (!said.isEmpty())
            qFatal("%s", qPrintable(said));
    }
    QTextStream(stdout) << "{\"made\": " << count << ", \"records\": " << history.entries().size()
                        << "}\n";
    return 0;
}

int stats(const QString& folder) {
    const HistoryStatistics s = statisticsOf(ombreHistory(folder));
    QTextStream(stdout) << "{\"deals\": " << s.deals.size() << ", \"sessions\": " << s.sessions
                        << ", \"unreadable\": " << s.unreadable
                        << ", \"fish\": " << (s.deals.empty() ? 0 : s.deals.back().runningTotal)
                        << "}\n";
    return 0;
}

int file(const QString& folder) {
    Random random{quint64(QDateTime::currentMSecsSinceEpoch())};
    const QByteArray record = finishedRecord(random, 0);
    QElapsedTimer clock;
    clock.start();
    const QString said = ombreHistory(folder).keep(record, 1);
    QTextStream(stdout) << "{\"filed\": " << (said.isEmpty() ? "true" : "false")
                        << ", \"ms_in_process\": " << clock.nsecsElapsed() / 1e6 << "}\n";
    return said.isEmpty() ? 0 : 1;
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() == 4 && args[1] == QLatin1String("make"))
        return make(args[2], args[3].toInt());
    if (args.size() == 3 && args[1] == QLatin1String("stats"))
        return stats(args[2]);
    if (args.size() == 3 && args[1] == QLatin1String("file"))
        return file(args[2]);
    QTextStream(stderr) << "usage: ombre-lab-history make DIR N | stats DIR | file DIR\n";
    return 2;
}
