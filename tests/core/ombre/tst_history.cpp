// The player's history (common/recentrecords.h) and its statistics (ombre/statistics.h): the
// bound on the records kept, the oldest folded into the summary so that the statistics survive,
// damaged files set aside with a message, statistics over hundreds of deals and over none.
#include "ombre/randomplayer.h"
#include "ombre/record.h"
#include "ombre/statistics.h"
#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

using namespace ombre;

namespace {

// A finished deal played at random, and what the player at seat 0 won or lost in it.
QByteArray playedRecord(Random& random, int dealer, int& counters) {
    Deal deal(Rules{}, DealSetup::dealt(random, dealer, 0));
    playOut(deal, random);
    counters = deal.payment().net(kPlayerSeat);
    return QByteArray::fromStdString(writeRecord(deal, defaultNames(3)));
}

void write(const QString& path, const QByteArray& data) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(data);
}

// A row of the summary as the fold writes it.
QJsonObject row(const QDateTime& when, int deal, int counters, bool ombre, const char* game,
                const char* outcome) {
    QJsonObject r;
    r.insert("finished", when.toString(Qt::ISODateWithMs));
    r.insert("deal", deal);
    r.insert("players", 3);
    r.insert("counters", counters);
    r.insert("ombre", ombre);
    if (game)
        r.insert("game", game);
    r.insert("outcome", outcome);
    return r;
}

} // namespace

class TestHistory : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    int folderCount_ = 0;
    QString freshFolder() {
        const QString f = dir_.filePath(QStringLiteral("history-%1").arg(++folderCount_));
        QDir().mkpath(f);
        return f;
    }

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    // Beyond the bound the oldest records are folded into the summary, then removed: the
    // statistics of every deal survive, in order, their sessions and totals with them.
    void boundAndFolding() {
        const QString folder = freshFolder();
        const RecentRecords history = ombreHistory(folder, 20);
        Random random(7);
        const QDateTime start(QDate(2026, 11, 1), QTime(20, 0));
        int total = 0, sessions = 0;
        std::vector<int> won;
        // Three sessions of 25, 20 and 15 deals.
        int n = 0;
        for (int length : {25, 20, 15}) {
            ++sessions;
            for (int deal = 1; deal <= length; ++deal, ++n) {
                int counters = 0;
                const QByteArray record = playedRecord(random, n % 3, counters);
                total += counters;
                won.push_back(counters);
                QCOMPARE(history.keep(record, deal, start.addSecs(60 * n)), QString());
            }
        }
        QCOMPARE(history.entries().size(), 20);
        const QStringList files = QDir(folder).entryList(QDir::Files);
        QCOMPARE(files.size(), 21); // twenty records and the summary
        QVERIFY(files.contains(QStringLiteral("deal-summary.json")));
        QCOMPARE(history.summary().rows.size(), 40);
        const HistoryStatistics s = statisticsOf(history);
        QVERIFY(s.messages.isEmpty());
        QCOMPARE(int(s.deals.size()), 60);
        QCOMPARE(s.sessions, sessions);
        QCOMPARE(s.deals.back().runningTotal, total);
        for (std::size_t i = 0; i < won.size(); ++i)
            QCOMPARE(s.deals[i].counters, won[i]);
        QCOMPARE(s.deals[24].session, 1);
        QCOMPARE(s.deals[25].session, 2);
        QCOMPARE(s.deals[25].deal, 1);
        QCOMPARE(s.deals[25].sessionTotal, won[25]);
        QVERIFY(s.deals.front().finished < s.deals.back().finished);
    }

    // A damaged record is set aside with a message, at folding and at reading; a damaged
    // summary too; every other file stays.
    void damagedFilesSetAside() {
        const QString folder = freshFolder();
        const RecentRecords history = ombreHistory(folder, 3);
        Random random(11);
        const QDateTime start(QDate(2026, 11, 2), QTime(20, 0));
        int counters = 0;
        for (int deal = 1; deal <= 3; ++deal)
            QCOMPARE(
                history.keep(playedRecord(random, deal % 3, counters), deal, start.addSecs(deal)),
                QString());
        // The oldest damaged: it cannot be folded when a fourth deal pushes it out.
        const QString oldest = history.entries().last().path;
        write(oldest, "{\"format\": \"ombre-record/1\", \"dealer\": ");
        const QString message =
            history.keep(playedRecord(random, 1, counters), 4, start.addSecs(4));
        QVERIFY2(message.contains(QStringLiteral("set aside")), qPrintable(message));
        QVERIFY(!message.contains('\n'));
        QVERIFY(QFile::exists(oldest + QStringLiteral(".damaged")));
        QCOMPARE(history.entries().size(), 3);
        // A damaged record still kept: set aside when the statistics read it.
        const QString newest = history.entries().first().path;
        write(newest, "not json");
        HistoryStatistics s = statisticsOf(history);
        QCOMPARE(s.messages.size(), 1);
        QVERIFY(s.messages.first().contains(QFileInfo(newest).fileName()));
        QCOMPARE(int(s.deals.size()), 2);
        QVERIFY(QFile::exists(newest + QStringLiteral(".damaged")));
        // A damaged summary.
        write(history.summaryPath(), "{\"format\": \"ombre-history-summary/1\", \"deals\": [1]}");
        s = statisticsOf(history);
        QCOMPARE(s.messages.size(), 1);
        QVERIFY(s.messages.first().startsWith(QStringLiteral("deal-summary.json is damaged")));
        QVERIFY(QFile::exists(history.summaryPath() + QStringLiteral(".damaged")));
        QCOMPARE(int(s.deals.size()), 2); // the records kept are all there
        QCOMPARE(history.entries().size(), 2);
    }

    // Hundreds of deals: sessions, totals and the games played as the Ombre and how they
    // ended (Sacada, Puesta, Codille: Gibbs pp. 26-29), by game (p. 46).
    void hundredsOfDeals() {
        QList<QJsonObject> rows;
        const QDateTime start(QDate(2026, 1, 1), QTime(19, 0));
        const char* games[] = {"simple", "voltereta", "solo"};
        const char* outcomes[] = {"sacada", "puesta", "codille"};
        int expectTotal = 0;
        for (int i = 0; i < 400; ++i) {
            const int deal = i % 40 + 1; // ten sessions of forty deals
            const bool ombre = i % 4 == 0;
            const int counters = ombre ? (i % 12 == 0 ? 10 : -5) : (i % 2 ? 1 : -2);
            expectTotal += counters;
            QJsonObject r =
                row(start.addSecs(120 * i), deal, counters, ombre,
                    ombre ? games[(i / 4) % 3] : (i % 8 == 1 ? nullptr : "simple"),
                    ombre ? outcomes[(i / 12) % 3] : (i % 8 == 1 ? "passed" : "sacada"));
            if (i % 10 == 0)
                r.insert("review_loss", 2.5);
            rows.append(r);
        }
        const HistoryStatistics s = statisticsOf(rows);
        QVERIFY(s.messages.isEmpty());
        QCOMPARE(int(s.deals.size()), 400);
        QCOMPARE(s.sessions, 10);
        QCOMPARE(s.deals.back().runningTotal, expectTotal);
        QCOMPARE(s.deals[40].session, 2);
        QCOMPARE(s.deals[40].sessionTotal, s.deals[40].counters);
        QCOMPARE(*s.deals[10].reviewLoss, 2.5);
        QVERIFY(!s.deals[11].reviewLoss);
        QVERIFY(!s.deals[1].game); // all passed
        const std::vector<GameTally> tallies = s.asOmbre();
        QCOMPARE(int(tallies.size()), 3);
        QCOMPARE(tallies[0].game, Call::Play);
        QCOMPARE(tallies[1].game, Call::Voltereta);
        QCOMPARE(tallies[2].game, Call::Solo);
        int played = 0;
        for (const GameTally& t : tallies) {
            QCOMPARE(t.sacada + t.puesta + t.codille + t.surrendered, t.played);
            played += t.played;
        }
        QCOMPARE(played, 100);
    }

    // No history: no deal, no session, no message; nor any without a folder.
    void emptyHistory() {
        const HistoryStatistics s = statisticsOf(ombreHistory(freshFolder()));
        QVERIFY(s.deals.empty());
        QCOMPARE(s.sessions, 0);
        QVERIFY(s.messages.isEmpty());
        QVERIFY(s.asOmbre().empty());
        QVERIFY(statisticsOf(ombreHistory(QString())).deals.empty());
        QVERIFY(statisticsOf(QList<QJsonObject>{}).deals.empty());
    }

    // A row of the fold: the figures of the player's seat in a finished deal; an unfinished
    // deal or a broken record gives none, with the reason.
    void foldRow() {
        QFile f(QStringLiteral(OMBRE_TEST_DATA_DIR "/records/belinda.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QString error;
        const QJsonObject r = historyRow(f.readAll(), error);
        QVERIFY(error.isEmpty());
        // Belinda, seat 0, wins her Simple game in Spades (Gibbs ch. VIII, p. 87).
        QCOMPARE(r.value("ombre").toBool(), true);
        QCOMPARE(r.value("game").toString(), QStringLiteral("simple"));
        QCOMPARE(r.value("outcome").toString(), QStringLiteral("sacada"));
        QVERIFY(r.value("counters").toInt() > 0);
        QVERIFY(historyRow("{}", error).isEmpty());
        QVERIFY(!error.isEmpty());
    }
};

OMBRE_TEST(TestHistory, "history");
#include "tst_history.moc"
