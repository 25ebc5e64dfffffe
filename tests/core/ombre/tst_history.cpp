// The player's history (common/recentrecords.h) and its statistics (ombre/statistics.h): the
// bound on the records kept, every deal a row of the database so that the statistics survive
// their records, a deal counted once whatever a kill left behind, the history of the versions
// before the database read in once, damaged files set aside with a message, figures no deal
// can have left out and counted, statistics over hundreds of deals and over none.
#include "common/historydatabase.h"
#include "ombre/randomplayer.h"
#include "ombre/record.h"
#include "ombre/statistics.h"
#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
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

qint64 rowsIn(const RecentRecords& history) {
    return HistoryDatabase(history.databasePath()).count();
}

QByteArray summaryOf(const QList<QJsonObject>& rows) {
    QJsonArray deals;
    for (const QJsonObject& r : rows)
        deals.append(r);
    QJsonObject root;
    root.insert("format", "ombre-history-summary/1");
    root.insert("deals", deals);
    return QJsonDocument(root).toJson();
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

    // Beyond the bound the oldest records are removed, their rows kept: the statistics of every
    // deal survive, in order, their sessions and totals with them.
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
        QVERIFY2(files.size() == 21,
                 qPrintable(files.join(" "))); // twenty records and the database
        QVERIFY(files.contains(QStringLiteral("deal-history.sqlite")));
        QCOMPARE(rowsIn(history), 60);
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

    // A record file with no row (left by an older version, or put there by hand) that cannot
    // be read is set aside with a message when the history is next opened; a record damaged
    // after it was filed keeps its row; a database that is not one is set aside and made anew
    // from the records kept; every other file stays.
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
        const QString stray = QDir(folder).filePath(history.nameFor(9, start.addSecs(9)));
        write(stray, "{\"format\": \"ombre-record/1\", \"dealer\": ");
        // Filed all the same: what was set aside is a note, not a failure (#52, item 9).
        const RecentRecords::Filed filed =
            history.file(history.nameFor(4, start.addSecs(4)), playedRecord(random, 1, counters));
        QVERIFY(filed.ok());
        QCOMPARE(filed.notes.size(), 1);
        const QString message = filed.notes.front();
        QVERIFY2(message.contains(QStringLiteral("set aside")), qPrintable(message));
        QVERIFY(!message.contains('\n'));
        QVERIFY(QFile::exists(stray + QStringLiteral(".damaged")));
        QVERIFY2(history.entries().size() == 3, qPrintable(QDir(folder).entryList().join(' ')));
        QCOMPARE(rowsIn(history), 4);
        // Damaged after it was filed: the deal is still counted, nothing set aside.
        const QString newest = history.entries().first().path;
        write(newest, "not json");
        HistoryStatistics s = statisticsOf(history);
        QVERIFY(s.messages.isEmpty());
        QCOMPARE(int(s.deals.size()), 4);
        // A database written over: set aside; the records kept are read in again.
        write(history.databasePath(), QByteArray(4096, 'x'));
        s = statisticsOf(history);
        QVERIFY2(!s.messages.isEmpty() && s.messages.first().startsWith(
                                              QStringLiteral("deal-history.sqlite is damaged")),
                 qPrintable(s.messages.join('|')));
        QVERIFY(QFile::exists(history.databasePath() + QStringLiteral(".damaged")));
        QCOMPARE(int(s.deals.size()), 2); // the two good records kept (one was written over)
        QVERIFY(QFile::exists(newest + QStringLiteral(".damaged")));
        QCOMPARE(history.entries().size(), 2);
        // A damaged summary of an older version.
        write(history.legacySummaryPath(),
              "{\"format\": \"ombre-history-summary/1\", \"deals\": 1}");
        s = statisticsOf(history);
        QCOMPARE(s.messages.size(), 1);
        QVERIFY(s.messages.first().startsWith(QStringLiteral("deal-summary.json is damaged")));
        QCOMPARE(int(s.deals.size()), 2);
    }

    // Filing a deal is one step a kill cannot split into a deal counted twice or not at all:
    // filing the same name again (a deal the save still carried when the game was killed)
    // replaces it; a record written but not yet in the database is read in at the next
    // opening; a review's loss stays when the deal is filed again.
    void fileTwiceCountsOnce() {
        const RecentRecords history = ombreHistory(freshFolder(), 5);
        Random random(5);
        int counters = 0;
        const QByteArray record = playedRecord(random, 0, counters);
        const QString name = history.nameFor(1, QDateTime(QDate(2026, 12, 1), QTime(21, 0)));
        QVERIFY(history.file(name, record).ok());
        QCOMPARE(history.noteReview(QDir(history.folder()).filePath(name), 3.5), QString());
        QVERIFY(history.file(name, record).ok());
        QCOMPARE(rowsIn(history), 1);
        HistoryStatistics s = statisticsOf(history);
        QCOMPARE(int(s.deals.size()), 1);
        QCOMPARE(s.deals[0].counters, counters);
        QCOMPARE(*s.deals[0].reviewLoss, 3.5);
        // The same name is not given to another deal.
        QVERIFY(history.nameFor(1, QDateTime(QDate(2026, 12, 1), QTime(21, 0))) != name);
        // A record whose row a kill prevented.
        QVERIFY(HistoryDatabase(history.databasePath()).remove(name).isEmpty());
        QCOMPARE(rowsIn(history), 0);
        s = statisticsOf(history);
        QCOMPARE(int(s.deals.size()), 1);
        QVERIFY(!s.deals[0].record.isEmpty());
        // Taken back: its file and row go.
        history.forget(name);
        QCOMPARE(rowsIn(history), 0);
        QVERIFY(history.entries().isEmpty());
        // Not a record's name: refused, nothing written.
        QVERIFY(!history.file(QStringLiteral("../deal-20261201-210000000-0001.ombre.json"), record)
                     .ok());
        QVERIFY(!history.file(QStringLiteral("notes.txt"), record).ok());
        QCOMPARE(QDir(history.folder()).entryList(QDir::Files).size(), 1); // the database
    }

    // The history of the versions before the database: its summary and review losses are
    // read in once, and a deal found both in the summary and as a record (a fold a kill
    // interrupted) is one deal; read in again after a kill before the summary was renamed,
    // nothing is counted twice.
    void olderHistoryReadInOnce() {
        const QString folder = freshFolder();
        const RecentRecords history = ombreHistory(folder, 10);
        Random random(21);
        const QDateTime start(QDate(2026, 10, 1), QTime(20, 0));
        QList<QJsonObject> rows;
        int total = 0;
        for (int i = 0; i < 6; ++i) {
            const QDateTime when = start.addSecs(60 * i);
            int counters = 0;
            const QByteArray record = playedRecord(random, i % 3, counters);
            total += counters;
            QString error;
            QJsonObject r = historyRow(record, error);
            r.insert("finished", when.toString(Qt::ISODateWithMs));
            r.insert("deal", i + 1);
            // The first four folded; the fourth still a record too; the last two records.
            if (i < 4)
                rows.append(r);
            if (i >= 3)
                write(QDir(folder).filePath(history.nameFor(i + 1, when)), record);
        }
        write(history.legacySummaryPath(), summaryOf(rows));
        QJsonObject losses;
        losses.insert(QFileInfo(history.entries().first().path).fileName(), 4.25);
        QJsonObject reviews;
        reviews.insert("format", "ombre-history-reviews/1");
        reviews.insert("losses", losses);
        write(history.legacyReviewsPath(), QJsonDocument(reviews).toJson());
        const QByteArray summary = summaryOf(rows);

        HistoryStatistics s = statisticsOf(history);
        QVERIFY2(s.messages.isEmpty(), qPrintable(s.messages.join('|')));
        QCOMPARE(int(s.deals.size()), 6);
        QCOMPARE(s.deals.back().runningTotal, total);
        QCOMPARE(*s.deals.back().reviewLoss, 4.25);
        QVERIFY(!QFile::exists(history.legacySummaryPath()));
        QVERIFY(QFile::exists(history.legacySummaryPath() + QStringLiteral(".imported")));
        QVERIFY(!QFile::exists(history.legacyReviewsPath()));
        // As a kill between reading it in and renaming it would leave it.
        write(history.legacySummaryPath(), summary);
        s = statisticsOf(history);
        QCOMPARE(int(s.deals.size()), 6);
        QCOMPARE(s.deals.back().runningTotal, total);
        QCOMPARE(rowsIn(history), 6);
    }

    // Figures no deal can have (a hostile or damaged history) are left out and counted once,
    // never added up into a total that wraps round.
    void impossibleFiguresLeftOut() {
        QList<QJsonObject> rows;
        const QDateTime start(QDate(2026, 1, 1), QTime(19, 0));
        for (int i = 0; i < 10; ++i)
            rows.append(row(start.addSecs(60 * i), i + 1, 2147483647, true, "simple", "sacada"));
        rows.append(row(start.addSecs(900), 11, -7, false, "simple", "sacada"));
        QJsonObject fraction = row(start.addSecs(960), 12, 3, false, "simple", "sacada");
        fraction.insert("counters", 2.5);
        rows.append(fraction);
        QJsonObject loss = row(start.addSecs(990), 13, 2, false, "simple", "sacada");
        loss.insert("review_loss", 1e300);
        rows.append(loss);
        rows.append(QJsonObject());
        const HistoryStatistics s = statisticsOf(rows);
        QCOMPARE(s.unreadable, 12);
        QCOMPARE(int(s.deals.size()), 2);
        QCOMPARE(s.deals.back().runningTotal, -5);
        QVERIFY(!s.deals.back().reviewLoss);
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

    // A deal with a card taken back (Deal::takeBacks) is filed with the mark in its row, listed
    // among the deals, and left out of the fair figures: the totals, the games as the Ombre; the
    // rows of the versions before the mark are fair; a mark that is not a count leaves the deal
    // out rather than in, and nothing crashes.
    void takenBackLeftOut() {
        const QString folder = freshFolder();
        const RecentRecords history = ombreHistory(folder);
        Random random(19);
        const QDateTime start(QDate(2026, 11, 2), QTime(20, 0));
        std::vector<int> won;
        for (int n = 0; n < 4; ++n) {
            Deal deal(Rules{}, DealSetup::dealt(random, n % 3, 0));
            playOut(deal, random);
            if (n == 1)
                deal.setTakeBacks(2);
            won.push_back(deal.payment().net(kPlayerSeat));
            const QByteArray record = QByteArray::fromStdString(writeRecord(deal, defaultNames(3)));
            QCOMPARE(record.contains("\"take_backs\": 2"), n == 1);
            QCOMPARE(history.keep(record, n + 1, start.addSecs(60 * n)), QString());
        }
        int marked = 0;
        HistoryDatabase(history.databasePath()).forEach([&](const HistoryDatabase::Row& r) {
            const QJsonObject figures = QJsonDocument::fromJson(r.figures).object();
            if (figures.contains("take_backs")) {
                ++marked;
                QCOMPARE(r.deal, 2);
                QCOMPARE(figures.value("take_backs").toInt(), 2);
            }
        });
        QCOMPARE(marked, 1);
        const HistoryStatistics s = statisticsOf(history);
        QCOMPARE(int(s.deals.size()), 4);
        QCOMPARE(s.takenBack, 1);
        QCOMPARE(s.fairDeals(), 3);
        QCOMPARE(s.sessions, 1);
        QVERIFY(s.deals[1].takenBack);
        QVERIFY(!s.deals[0].takenBack && !s.deals[2].takenBack && !s.deals[3].takenBack);
        QCOMPARE(s.deals[1].runningTotal, qint64(won[0]));
        QCOMPARE(s.deals.back().runningTotal, qint64(won[0] + won[2] + won[3]));
        QCOMPARE(s.deals.back().sessionTotal, qint64(won[0] + won[2] + won[3]));

        // The games as the Ombre leave it out; old rows, and a mark of 0, are fair; a mark that
        // is not a count is taken as one.
        const QDateTime t(QDate(2026, 11, 3), QTime(20, 0));
        QJsonObject marked1 = row(t.addSecs(60), 2, 10, true, "simple", "sacada");
        marked1.insert("take_backs", 1);
        QJsonObject zero = row(t.addSecs(120), 3, 5, true, "simple", "sacada");
        zero.insert("take_backs", 0);
        QJsonObject bad = row(t.addSecs(180), 4, 7, true, "simple", "puesta");
        bad.insert("take_backs", "many");
        const HistoryStatistics r = statisticsOf(
            QList<QJsonObject>{row(t, 1, -3, true, "simple", "codille"), marked1, zero, bad});
        QCOMPARE(r.takenBack, 2);
        QCOMPARE(r.fairDeals(), 2);
        QCOMPARE(r.deals.back().runningTotal, qint64(-3 + 5));
        const std::vector<GameTally> games = r.asOmbre();
        QCOMPARE(int(games.size()), 1);
        QCOMPARE(games.front().played, 2);
        QCOMPARE(games.front().sacada, 1);
        QCOMPARE(games.front().codille, 1);
        QCOMPARE(games.front().puesta, 0);
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
