// The player's Piquet history and statistics (core/piquet/statistics.h): deals played at random
// through several sets ("The Set is usually a hundred": a set won, the next begins at nought),
// the oldest folded into the summary, the sets and points counted as they were; none at all.
#include "common/historydatabase.h"
#include "piquet/randomplayer.h"
#include "piquet/record.h"
#include "piquet/statistics.h"
#include "testmain.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

using namespace ombre::piquet;

class TestPiquetHistory : public QObject {
    Q_OBJECT

private slots:
    void setsAndPointsSurviveFolding() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const ombre::RecentRecords history = piquetHistory(dir.path(), 25);
        ombre::Random random(5);
        const QDateTime start(QDate(2026, 11, 3), QTime(21, 0));
        int score[2] = {0, 0}, won = 0, lost = 0, points = 0;
        constexpr int kDeals = 70;
        for (int i = 0; i < kDeals; ++i) {
            DealSetup setup = DealSetup::dealt(random, i % 2);
            setup.score[0] = score[0];
            setup.score[1] = score[1];
            Deal deal(Rules{}, setup);
            playOut(deal, random);
            QVERIFY(deal.finished());
            points += deal.score(kPlayerSeat);
            if (deal.setWinner() >= 0) {
                (deal.setWinner() == kPlayerSeat ? won : lost) += 1;
                score[0] = score[1] = 0;
            } else {
                score[0] = deal.total(0);
                score[1] = deal.total(1);
            }
            const QByteArray record =
                QByteArray::fromStdString(writeRecord(deal, {"You", "Other"}));
            QCOMPARE(history.keep(record, i + 1, start.addSecs(90 * i)), QString());
        }
        QCOMPARE(history.entries().size(), 25);
        QCOMPARE(ombre::HistoryDatabase(history.databasePath()).count(), kDeals);
        const HistoryStatistics s = statisticsOf(history);
        QVERIFY(s.messages.isEmpty());
        QCOMPARE(int(s.deals.size()), kDeals);
        QCOMPARE(s.sessions, 1);
        QVERIFY(won + lost > 0);
        QCOMPARE(s.setsWon, won);
        QCOMPARE(s.setsLost, lost);
        int sum = 0;
        for (const DealStatistics& d : s.deals)
            sum += d.points;
        QCOMPARE(sum, points);
        QCOMPARE(s.deals.back().setsWon, won);
    }

    void emptyHistory() {
        QTemporaryDir dir;
        const HistoryStatistics s = statisticsOf(piquetHistory(dir.path()));
        QVERIFY(s.deals.empty());
        QCOMPARE(s.sessions, 0);
        QCOMPARE(s.setsWon, 0);
        QVERIFY(s.messages.isEmpty());
    }
};

OMBRE_TEST(TestPiquetHistory, "piquet_history");
#include "tst_piquet_history.moc"
