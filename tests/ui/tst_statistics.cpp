// Game > Statistics (ui/shell/statisticswindow.h), offscreen, over histories made for the test:
// none; hundreds of deals in many sessions, some reviewed; more than the history keeps, the
// oldest folded into its summary; a damaged record and a damaged summary set aside with a
// message; Piquet's deals; a deal of the list opened in the review.
#include "common/historydatabase.h"
#include "common/random.h"
#include "common/recentrecords.h"
#include "ombre/randomplayer.h"
#include "ombre/record.h"
#include "ombre/session.h"
#include "ombre/statistics.h"
#include "piquet/randomplayer.h"
#include "piquet/record.h"
#include "piquet/statistics.h"
#include "testmain.h"
#include "testwindow.h"
#include "ui/kit/language.h"
#include "ui/ombre/ombrehost.h"
#include "ui/ombre/replayviewer.h"
#include "ui/ombre/reviewpane.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/statisticswindow.h"
#include "ui/shell/tablemode.h"

#include <QAbstractSeries>
#include <QChart>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QSet>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QValueAxis>
#include <QtTest>

#include <cmath>

using namespace ombre;
using namespace ombre::ui;

namespace {

const QDateTime kStart(QDate(2026, 1, 5), QTime(20, 0));

// Keeps `count` finished deals in `history`, sessions of `perSession` deals; returns the
// player's fish over them.
int keepDeals(const RecentRecords& history, int count, int perSession, std::uint64_t seed) {
    Random random(seed);
    Rules rules;
    int fish = 0;
    for (int i = 0; i < count; ++i) {
        Session session(rules, i % 3);
        Deal deal(rules, session.startDeal(random));
        playOut(deal, random);
        fish += deal.payment().net(0);
        const QByteArray record =
            QByteArray::fromStdString(writeRecord(deal, {"You", "Belinda", "The Baron"}));
        const QString error = history.keep(record, i % perSession + 1, kStart.addSecs(60 * i));
        if (!error.isEmpty())
            qFatal("keep: %s", qPrintable(error));
    }
    return fish;
}

// The deal numbers under the x axis of a chart, as Qt Charts places its ticks; a tick that is
// not a whole number is reported as such.
QStringList dealTicks(QChart* chart) {
    QStringList out;
    const QList<QAbstractAxis*> axes = chart->axes(Qt::Horizontal);
    auto* x = axes.isEmpty() ? nullptr : qobject_cast<QValueAxis*>(axes.front());
    if (!x)
        return {QStringLiteral("no value axis")};
    QList<double> ticks;
    if (x->tickType() == QValueAxis::TicksDynamic) {
        if (x->tickInterval() <= 0)
            return {QStringLiteral("no interval")};
        double t = x->tickAnchor() +
                   std::ceil((x->min() - x->tickAnchor()) / x->tickInterval()) * x->tickInterval();
        for (; t <= x->max() + 1e-9; t += x->tickInterval())
            ticks << t;
    } else {
        for (int i = 0; i < x->tickCount(); ++i)
            ticks << x->min() + (x->max() - x->min()) * i / (x->tickCount() - 1);
    }
    for (const double t : ticks)
        out << (std::abs(t - std::round(t)) < 1e-9 ? QString::number(qRound(t))
                                                   : QStringLiteral("%1?").arg(t));
    return out;
}

// Whether the ticks are whole numbers, each once.
bool wholeAndDistinct(const QStringList& ticks) {
    for (const QString& t : ticks)
        if (t.endsWith(QLatin1Char('?')) || t.startsWith(QLatin1String("no ")))
            return false;
    return QSet<QString>(ticks.begin(), ticks.end()).size() == ticks.size() && ticks.size() >= 2;
}

QAbstractSeries* seriesNamed(QChart* chart, const QString& name) {
    for (QAbstractSeries* s : chart->series())
        if (s->name() == name)
            return s;
    return nullptr;
}

} // namespace

class TestStatistics : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { ombre::test::keepFilesApart(QStringLiteral("OmbreStatisticsTest")); }
    void init();
    void cleanup();
    void emptyHistory();
    void hundredsOfDeals();
    void oldestFoldedIntoTheSummary();
    void damagedFilesSetAside();
    void unreadableRowsCountedOnce();
    void piquetDeals();
    void reviewedFromTheList();
    void wholeDealNumbers();
    void takenBackLeftOut();
    void inSpanish();

private:
    std::unique_ptr<MainWindow> makeWindow();
    StatisticsWindow* statistics(MainWindow& w);
    QString records() const { return dir_->filePath(QStringLiteral("records")); }

    std::unique_ptr<QTemporaryDir> dir_;
};

void TestStatistics::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
}

void TestStatistics::cleanup() {
    Language::apply(Language::Choice::English);
    ombre::test::closeMessageBoxes();
}

std::unique_ptr<MainWindow> TestStatistics::makeWindow() {
    MainWindow::Options o = ombre::test::quietOptions();
    o.savePath = dir_->filePath(QStringLiteral("session.json"));
    return ombre::test::shownWindow(o);
}

// The window shown, once it has read the histories (in a thread of its own).
StatisticsWindow* TestStatistics::statistics(MainWindow& w) {
    w.showStatistics();
    auto* s = w.findChild<StatisticsWindow*>();
    if (s && !QTest::qWaitFor([s] { return !s->loading(); }, 30000))
        qWarning("the statistics were not read within 30 s");
    return s;
}

void TestStatistics::emptyHistory() {
    auto w = makeWindow();
    StatisticsWindow* s = statistics(*w);
    QVERIFY(s && s->isVisible());
    QVERIFY2(s->summaryLabel()->text().startsWith(QStringLiteral("No deal finished yet")),
             qPrintable(s->summaryLabel()->text()));
    QVERIFY(!s->messageLabel()->isVisible());
    QCOMPARE(s->dealList()->rowCount(), 0);
    QCOMPARE(s->sessionBox()->count(), 0);
    QVERIFY(
        s->chart(QStringLiteral("reviewsChart"))->title().startsWith(QStringLiteral("No deal")));
    auto* totals =
        static_cast<QLineSeries*>(s->chart(QStringLiteral("totalsChart"))->series().front());
    QCOMPARE(totals->count(), 1); // the start, at nothing
}

// Deals with a card taken back are listed, marked, but left out of the fair figures: the
// summary counts the others and says how many it left out, the totals chart has no point for
// them, and their review's loss is not drawn.
void TestStatistics::takenBackLeftOut() {
    auto w = makeWindow();
    const RecentRecords history = w->ombre()->recentDeals();
    Random random(33);
    const Rules rules;
    int fair = 0;
    for (int i = 0; i < 6; ++i) {
        Session session(rules, i % 3);
        Deal deal(rules, session.startDeal(random));
        playOut(deal, random);
        if (i == 1 || i == 4)
            deal.setTakeBacks(1);
        else
            fair += deal.payment().net(0);
        const QByteArray record =
            QByteArray::fromStdString(writeRecord(deal, {"You", "Belinda", "The Baron"}));
        QCOMPARE(history.keep(record, i + 1, kStart.addSecs(60 * i)), QString());
    }
    const QList<RecentRecords::Entry> kept = history.entries(); // newest first
    QCOMPARE(history.noteReview(kept[1].path, 4.5), QString()); // deal 5, taken back
    QCOMPARE(history.noteReview(kept[0].path, 2.0), QString()); // deal 6
    StatisticsWindow* s = statistics(*w);
    QCOMPARE(int(s->ombre().deals.size()), 6);
    QCOMPARE(s->ombre().takenBack, 2);
    QCOMPARE(s->ombre().deals.back().runningTotal, fair);
    const QString summary = s->summaryLabel()->text();
    QVERIFY2(summary.contains(QStringLiteral("4 deals in 1 session")), qPrintable(summary));
    // "2 deals" once translations/ombre_en.ts gives the plural; "2 deal(s)" until then.
    QVERIFY2(summary.contains(QRegularExpression(
                 QStringLiteral("2 deal(s|\\(s\\)) with a card taken back are left out of these "
                                "figures\\."))),
             qPrintable(summary));
    auto* totals =
        static_cast<QLineSeries*>(s->chart(QStringLiteral("totalsChart"))->series().front());
    QCOMPARE(totals->count(), 5); // the start and the four fair deals
    QCOMPARE(int(totals->at(4).y()), fair);
    auto* reviewed = static_cast<QScatterSeries*>(
        seriesNamed(s->chart(QStringLiteral("reviewsChart")), QStringLiteral("Reviewed deal")));
    QVERIFY(reviewed);
    QCOMPARE(reviewed->count(), 1);
    QCOMPARE(reviewed->at(0).y(), 2.0);
    // Listed, said to be taken back.
    QCOMPARE(s->dealList()->rowCount(), 6);
    int marked = 0;
    for (int r = 0; r < s->dealList()->rowCount(); ++r)
        marked += s->dealList()->item(r, 4)->text().endsWith(QStringLiteral("card taken back"));
    QCOMPARE(marked, 2);
}

// Three hundred deals in thirty sessions, five of them reviewed: every deal counted, each
// session to choose, the running total the sum of the deals, the reviews drawn.
void TestStatistics::hundredsOfDeals() {
    auto w = makeWindow();
    const RecentRecords history = w->ombre()->recentDeals();
    const int fish = keepDeals(history, 300, 10, 21);
    QList<RecentRecords::Entry> kept = history.entries();
    for (int i = 0; i < 5; ++i)
        QCOMPARE(history.noteReview(kept[i * 7].path, 1.5 + i), QString());
    StatisticsWindow* s = statistics(*w);
    QCOMPARE(int(s->ombre().deals.size()), 300);
    QCOMPARE(s->ombre().sessions, 30);
    QCOMPARE(s->sessionBox()->count(), 30);
    QCOMPARE(s->ombre().deals.back().runningTotal, fish);
    QVERIFY2(s->summaryLabel()->text().contains(QStringLiteral("300 deals in 30 sessions")),
             qPrintable(s->summaryLabel()->text()));
    auto* totals =
        static_cast<QLineSeries*>(s->chart(QStringLiteral("totalsChart"))->series().front());
    QCOMPARE(totals->count(), 301);
    QCOMPARE(int(totals->at(300).y()), fish);
    auto* reviewed = static_cast<QScatterSeries*>(
        seriesNamed(s->chart(QStringLiteral("reviewsChart")), QStringLiteral("Reviewed deal")));
    QVERIFY(reviewed);
    QCOMPARE(reviewed->count(), 5);
    // The newest session first, ten deals in it.
    QCOMPARE(s->sessionBox()->currentData().toInt(), 30);
    QChart* session = s->chart(QStringLiteral("sessionChart"));
    QVERIFY(session->title().contains(QStringLiteral("30")));
    QCOMPARE(s->dealList()->rowCount(), 300);
    // The games as the Ombre: one bar a game he played.
    int asOmbre = 0;
    for (const DealStatistics& d : s->ombre().deals)
        asOmbre += d.ombre && d.game.has_value();
    int tallied = 0;
    for (const GameTally& t : s->ombre().asOmbre())
        tallied += t.played;
    QCOMPARE(tallied, asOmbre);
}

// Beyond the history's bound the oldest deals leave their records but stay in the statistics.
void TestStatistics::oldestFoldedIntoTheSummary() {
    auto w = makeWindow();
    w->ombre()->setRecentLimit(40);
    const int fish = keepDeals(w->ombre()->recentDeals(), 70, 7, 5);
    QCOMPARE(QDir(records()).entryList({QStringLiteral("deal-2*.ombre.json")}).size(), 40);
    StatisticsWindow* s = statistics(*w);
    QCOMPARE(int(s->ombre().deals.size()), 70);
    QCOMPARE(s->ombre().deals.back().runningTotal, fish);
    QCOMPARE(s->dealList()->rowCount(), 40); // only the kept can be opened
    QVERIFY(!s->messageLabel()->isVisible());
}

void TestStatistics::damagedFilesSetAside() {
    auto w = makeWindow();
    w->ombre()->setRecentLimit(10);
    keepDeals(w->ombre()->recentDeals(), 12, 12, 8);
    // A record written over by garbage, and the database too: the database is set aside and
    // made anew from the records kept, the damaged one set aside.
    const QStringList kept = QDir(records()).entryList({QStringLiteral("deal-2*.ombre.json")});
    QCOMPARE(kept.size(), 10);
    const QString damaged = QDir(records()).filePath(kept[3]);
    for (const QString& path :
         {damaged, QDir(records()).filePath(QStringLiteral("deal-history.sqlite"))}) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("{\"format\": \"nonsense");
    }
    StatisticsWindow* s = statistics(*w);
    QVERIFY(s->messageLabel()->isVisible());
    const QString said = s->messageLabel()->text();
    QVERIFY2(said.contains(kept[3]) && said.contains(QStringLiteral("set aside")),
             qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("deal-history.sqlite")), qPrintable(said));
    QVERIFY(QFile::exists(damaged + QStringLiteral(".damaged")));
    QVERIFY(!QFile::exists(damaged));
    // The rest still counted; the window said it once, and is quiet the next time.
    QCOMPARE(int(s->ombre().deals.size()), 9);
    s->refresh();
    QTRY_VERIFY_WITH_TIMEOUT(!s->loading(), 30000);
    QVERIFY(!s->messageLabel()->isVisible());
    QCOMPARE(int(s->ombre().deals.size()), 9);
}

// #52, items 5 and 6: rows that cannot be read, or hold figures no deal can (a count of
// counters that would wrap the total round), are left out and said once, in one line, however
// many; the total is that of the good rows.
void TestStatistics::unreadableRowsCountedOnce() {
    auto w = makeWindow();
    const RecentRecords history = w->ombre()->recentDeals();
    const int fish = keepDeals(history, 3, 3, 4);
    QList<HistoryDatabase::Row> bad;
    for (int i = 0; i < 37; ++i) {
        const QDateTime when = kStart.addDays(-1).addSecs(i);
        const QByteArray figures =
            i % 2 ? QByteArray("{\"players\":3,\"counters\":2147483647,\"ombre\":true,"
                               "\"game\":\"simple\",\"outcome\":\"sacada\"}")
                  : QByteArray("not a row");
        bad.append({history.nameFor(i + 1, when), when.toString(Qt::ISODateWithMs), i + 1, figures,
                    std::nullopt});
    }
    QCOMPARE(HistoryDatabase(history.databasePath()).put(bad), QString());
    StatisticsWindow* s = statistics(*w);
    QCOMPARE(int(s->ombre().deals.size()), 3);
    QCOMPARE(s->ombre().unreadable, 37);
    QCOMPARE(s->ombre().deals.back().runningTotal, fish);
    QVERIFY(s->messageLabel()->isVisible());
    const QString said = s->messageLabel()->text();
    QVERIFY2(said.contains(QStringLiteral("37 deals of your history could not be read")),
             qPrintable(said));
    QVERIFY2(!said.contains('\n'), qPrintable(said));
    // Many files set aside at once: a few lines, and how many more.
    for (int i = 0; i < 12; ++i) {
        QFile stray(
            QDir(records()).filePath(history.nameFor(100 + i, kStart.addDays(1).addSecs(i))));
        QVERIFY(stray.open(QIODevice::WriteOnly));
        stray.write("not a record");
    }
    s->refresh();
    QTRY_VERIFY_WITH_TIMEOUT(!s->loading(), 30000);
    const QStringList lines = s->messageLabel()->text().split('\n');
    QCOMPARE(lines.size(), 7); // the count of rows, five files, and the rest counted
    QVERIFY2(lines.last().contains(QStringLiteral("7 more")), qPrintable(lines.last()));
}

void TestStatistics::piquetDeals() {
    auto w = makeWindow();
    const RecentRecords history =
        piquet::piquetHistory(dir_->filePath(QStringLiteral("piquet-records")));
    Random random(4);
    int yours = 0;
    for (int i = 0; i < 6; ++i) {
        piquet::Deal deal(piquet::Rules{}, piquet::DealSetup::dealt(random, i % 2));
        piquet::playOut(deal, random);
        yours += deal.score(0);
        QCOMPARE(history.keep(QByteArray::fromStdString(piquet::writeRecord(deal, {"You", "Bob"})),
                              i + 1, kStart.addSecs(60 * i)),
                 QString());
    }
    StatisticsWindow* s = statistics(*w);
    QCOMPARE(int(s->piquet().deals.size()), 6);
    int shown = 0;
    for (const piquet::DealStatistics& d : s->piquet().deals)
        shown += d.points;
    QCOMPARE(shown, yours);
    QVERIFY(s->findChild<QLabel*>(QStringLiteral("piquetSets"))
                ->text()
                .startsWith(QStringLiteral("Sets won")));
    auto* mine = static_cast<QLineSeries*>(
        seriesNamed(s->chart(QStringLiteral("piquetChart")), QStringLiteral("Yours")));
    QVERIFY(mine);
    QCOMPARE(mine->count(), 6);
}

// A deal of the list reviewed: the review opens on the table, and its loss comes back to the
// history's statistics.
void TestStatistics::reviewedFromTheList() {
    auto w = makeWindow();
    keepDeals(w->ombre()->recentDeals(), 3, 3, 13);
    StatisticsWindow* s = statistics(*w);
    QCOMPARE(s->dealList()->rowCount(), 3);
    s->dealList()->selectRow(0);
    s->findChild<QPushButton*>(QStringLiteral("historyReview"))->click();
    TableMode* mode = TableMode::current(w.get());
    QVERIFY(mode);
    auto* viewer = qobject_cast<ReplayViewer*>(mode->content());
    QVERIFY(viewer);
    QVERIFY(QTest::qWaitFor([&] { return viewer->reviewPane()->review().has_value(); }, 120000));
    const double loss = viewer->reviewPane()->review()->totalLoss;
    s->refresh();
    QTRY_VERIFY_WITH_TIMEOUT(!s->loading(), 30000);
    const DealStatistics& newest = s->ombre().deals.back();
    QVERIFY(newest.reviewLoss.has_value());
    QCOMPARE(*newest.reviewLoss, loss);
    QCOMPARE(s->dealList()->item(0, 6)->text().isEmpty(), false);
}

// Three deals, two reviewed: the x axes number the deals 0, 1, 2, 3 (not "0, 0, 1, 2, 3"), and
// three hundred deals by round steps.
void TestStatistics::wholeDealNumbers() {
    auto w = makeWindow();
    const RecentRecords history = w->ombre()->recentDeals();
    keepDeals(history, 3, 3, 5);
    QList<RecentRecords::Entry> kept = history.entries();
    QCOMPARE(history.noteReview(kept[0].path, 2.5), QString());
    QCOMPARE(history.noteReview(kept[1].path, 0.5), QString());
    StatisticsWindow* s = statistics(*w);
    const QStringList totals = dealTicks(s->chart(QStringLiteral("totalsChart")));
    QVERIFY2(wholeAndDistinct(totals), qPrintable(totals.join(QStringLiteral(", "))));
    QCOMPARE(totals, (QStringList{"0", "1", "2", "3"}));
    const QStringList reviews = dealTicks(s->chart(QStringLiteral("reviewsChart")));
    QVERIFY2(wholeAndDistinct(reviews), qPrintable(reviews.join(QStringLiteral(", "))));
    QCOMPARE(reviews, (QStringList{"0", "1", "2"}));
    // The review's loss in the word of the review pane and of the rest of the game: fish.
    QCOMPARE(s->chart(QStringLiteral("reviewsChart"))->axes(Qt::Vertical).front()->titleText(),
             QStringLiteral("Fish lost"));
    keepDeals(history, 297, 10, 6);
    s->refresh();
    QTRY_VERIFY_WITH_TIMEOUT(!s->loading(), 30000);
    const QStringList many = dealTicks(s->chart(QStringLiteral("totalsChart")));
    QVERIFY2(wholeAndDistinct(many) && many.size() <= 11,
             qPrintable(many.join(QStringLiteral(", "))));
}

void TestStatistics::inSpanish() {
    Language::apply(Language::Choice::Spanish);
    auto w = makeWindow();
    keepDeals(w->ombre()->recentDeals(), 4, 4, 2);
    StatisticsWindow* s = statistics(*w);
    QCOMPARE(s->windowTitle(), QStringLiteral("Estadísticas"));
    QCOMPARE(s->tabs()->tabText(0), QStringLiteral("Tantos"));
    QVERIFY2(s->summaryLabel()->text().contains(QStringLiteral("4 manos")),
             qPrintable(s->summaryLabel()->text()));
}

OMBRE_TEST(TestStatistics, "statistics");
#include "tst_statistics.moc"
