// Game > Recent Deals: the deals finished at the table kept beside the save, listed newest first
// with their outcomes, replayed, saved as a record, bounded, a damaged file skipped. Offscreen,
// through the real window (tests/support/tabledriver.h).
#include "common/historydatabase.h"
#include "common/recentrecords.h"
#include "common/safefile.h"
#include "ombre/randomplayer.h"
#include "ombre/record.h"
#include "ombre/savedgame.h"
#include "ombre/statistics.h"
#include "tabledriver.h"
#include "testmain.h"
#include "testwindow.h"
#include "ui/ombre/ombrehost.h"
#include "ui/ombre/ombreterms.h"
#include "ui/ombre/playercontroller.h"
#include "ui/ombre/replayviewer.h"
#include "ui/ombre/resultdialog.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/recentdealsmenu.h"
#include "ui/shell/tablemode.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace ombre;
using namespace ombre::ui;

namespace {

// The outcome title the table gives a finished deal, seat 0 addressed as "you".
QString outcomeOf(const Deal& d, const std::array<QString, 4>& names) {
    return outcomeTitle(d, names.data(), 0);
}

LoadedRecord readBack(const QString& path) {
    const files::ReadResult read = files::readLimited(path, 1 << 20);
    if (!read.ok())
        return {};
    return readRecord(read.data->toStdString());
}

} // namespace

class TestRecentDeals : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void twoDealsListedNewestFirst();
    void replayedAndSaved();
    void boundHolds();
    void storeKeepsTheNewest();
    void damagedFileSkipped();
    void takenBackDealKeptOnce();

private:
    std::unique_ptr<MainWindow> makeWindow();
    // Plays the current deal to its end through the table; returns its outcome as the table
    // names it.
    QString playOne(MainWindow& w);
    QString recordsDir() const { return dir_.filePath(QStringLiteral("records")); }
    QList<QAction*> entries(MainWindow& w);

    QTemporaryDir dir_;
    std::unique_ptr<Player> human_ = makePlayer("random", 7);
};

void TestRecentDeals::initTestCase() {
    ombre::test::keepFilesApart(QStringLiteral("OmbreRecentDealsTest"));
    QVERIFY(dir_.isValid());
}

void TestRecentDeals::init() {
    QFile::remove(dir_.filePath(QStringLiteral("session.json")));
    QDir(recordsDir()).removeRecursively();
}

void TestRecentDeals::cleanup() {
    ombre::test::closeMessageBoxes();
}

std::unique_ptr<MainWindow> TestRecentDeals::makeWindow() {
    MainWindow::Options o = ombre::test::quietOptions();
    o.savePath = dir_.filePath(QStringLiteral("session.json"));
    auto w = std::make_unique<MainWindow>(o);
    w->controller()->setFactory(
        [](int seat) { return makePlayer("random", 300 + std::uint64_t(seat)); });
    w->resize(1280, 800);
    w->show();
    w->startNewSession(5);
    return w;
}

QString TestRecentDeals::playOne(MainWindow& w) {
    if (w.game()->deal()->finished())
        w.nextDeal();
    TableDriver(w).playDeal(*human_);
    if (QTest::currentTestFailed())
        return {};
    return outcomeOf(*w.game()->deal(), w.names());
}

QList<QAction*> TestRecentDeals::entries(MainWindow& w) {
    auto* menu = w.findChild<RecentDealsMenu*>(QStringLiteral("recentDealsMenu"));
    if (!menu)
        return {};
    menu->refill();
    return menu->actions();
}

// Two deals played: both listed, the newest first, each with its number and outcome.
void TestRecentDeals::twoDealsListedNewestFirst() {
    auto w = makeWindow();
    QList<QAction*> list = entries(*w);
    QCOMPARE(list.size(), 1);
    QVERIFY(!list[0]->isEnabled()); // "No deal finished yet"
    const QString first = playOne(*w);
    QVERIFY(!first.isEmpty());
    const QString second = playOne(*w);
    QVERIFY(!second.isEmpty());
    list = entries(*w);
    QCOMPARE(list.size(), 2);
    QVERIFY2(list[0]->text().startsWith(QStringLiteral("Deal 2 · ")), qPrintable(list[0]->text()));
    QVERIFY2(list[0]->text().endsWith(second), qPrintable(list[0]->text()));
    QVERIFY2(list[1]->text().startsWith(QStringLiteral("Deal 1 · ")), qPrintable(list[1]->text()));
    QVERIFY2(list[1]->text().endsWith(first), qPrintable(list[1]->text()));
    QVERIFY(list[0]->isEnabled() && list[1]->isEnabled());
}

// Choosing an entry replays that deal; Save as Record writes a record the reader accepts, and it
// replays to the same outcome.
void TestRecentDeals::replayedAndSaved() {
    auto w = makeWindow();
    playOne(*w);
    playOne(*w);
    QVERIFY(!QTest::currentTestFailed());
    const Deal second = *w->game()->deal();
    const QList<QAction*> list = entries(*w);
    QCOMPARE(list.size(), 2);
    list[0]->trigger();
    TableMode* mode = TableMode::current(w.get());
    QVERIFY(mode);
    auto* viewer = qobject_cast<ReplayViewer*>(mode->content());
    QVERIFY(viewer);
    QVERIFY(viewer->record());
    QVERIFY(viewer->record()->history() == second.history());
    QCOMPARE(viewer->record()->setup().dealer, second.setup().dealer);
    // Recent Deals stays at hand during the replay, to go to another deal.
    auto* menu = w->findChild<RecentDealsMenu*>(QStringLiteral("recentDealsMenu"));
    QVERIFY(menu->menuAction()->isEnabled());
    QVERIFY(viewer->findChild<QAction*>(QStringLiteral("saveRecordAction")));

    const QString saved = dir_.filePath(QStringLiteral("saved.ombre.json"));
    QCOMPARE(viewer->saveRecord(saved), QString());
    const LoadedRecord back = readBack(saved);
    QVERIFY2(back.ok(), back.error.c_str());
    QVERIFY(back.deal->finished());
    QCOMPARE(back.deal->outcome(), second.outcome());
    QVERIFY(back.deal->history() == second.history());
    for (int s = 0; s < second.players(); ++s)
        QCOMPARE(back.deal->payment().net(s), second.payment().net(s));
    mode->leave();
}

// The host keeps no more than its limit: the oldest go.
void TestRecentDeals::boundHolds() {
    auto w = makeWindow();
    w->ombre()->setRecentLimit(2);
    for (int i = 0; i < 3; ++i)
        playOne(*w);
    QVERIFY(!QTest::currentTestFailed());
    // The records of the last two; the first a row of the history's database only.
    const QStringList files =
        QDir(recordsDir()).entryList({QStringLiteral("deal-2*.ombre.json")}, QDir::Files);
    QCOMPARE(files.size(), 2);
    QVERIFY(QFile::exists(QDir(recordsDir()).filePath(QStringLiteral("deal-history.sqlite"))));
    const QList<QAction*> list = entries(*w);
    QCOMPARE(list.size(), 2);
    QVERIFY(list[0]->text().startsWith(QStringLiteral("Deal 3 · ")));
    QVERIFY(list[1]->text().startsWith(QStringLiteral("Deal 2 · ")));
}

// The store alone: 21 records at a limit of 20 leave the newest 20; files not its own stay.
// (The table keeps RecentRecords::kDefaultLimit; tests/core/ombre/tst_history.cpp folds the
// oldest into the summary.)
void TestRecentDeals::storeKeepsTheNewest() {
    constexpr int kLimit = 20;
    const RecentRecords store(recordsDir(), QStringLiteral("deal"), QStringLiteral(".ombre.json"),
                              kLimit);
    QDir().mkpath(recordsDir());
    QFile mine(QDir(recordsDir()).filePath(QStringLiteral("notes.txt")));
    QVERIFY(mine.open(QIODevice::WriteOnly));
    mine.close();
    const QDateTime start = QDateTime::currentDateTime();
    for (int i = 1; i <= kLimit + 1; ++i)
        QCOMPARE(store.keep("{}", i, start.addSecs(i)), QString());
    const QList<RecentRecords::Entry> kept = store.entries();
    QCOMPARE(kept.size(), kLimit);
    QCOMPARE(kept.first().deal, kLimit + 1);
    QCOMPARE(kept.last().deal, 2);
    QCOMPARE(QDir(recordsDir()).entryList(QDir::Files).size(), kLimit + 1);
    QVERIFY(QFile::exists(mine.fileName()));
}

// A damaged record among them is listed greyed, saying it is skipped; the others still open.
void TestRecentDeals::damagedFileSkipped() {
    auto w = makeWindow();
    playOne(*w);
    QVERIFY(!QTest::currentTestFailed());
    const RecentRecords store = w->ombre()->recentDeals();
    QCOMPARE(store.keep("{\"format\": \"ombre-record/1\", \"dealer\": ", 7,
                        QDateTime::currentDateTime().addSecs(60)),
             QString());
    const QList<QAction*> list = entries(*w);
    QCOMPARE(list.size(), 2);
    QVERIFY2(list[0]->text().startsWith(QStringLiteral("Deal 7 · ")), qPrintable(list[0]->text()));
    QVERIFY2(list[0]->text().contains(QStringLiteral("cannot be read")),
             qPrintable(list[0]->text()));
    QVERIFY(!list[0]->isEnabled());
    QVERIFY(list[0]->toolTip().contains(QStringLiteral("not JSON")));
    QVERIFY(list[1]->isEnabled());
    list[1]->trigger();
    QVERIFY(TableMode::current(w.get()));
    TableMode::current(w.get())->leave();
}

// A finished deal taken back (outside practice mode: take-back is for any game against the
// computer players) and finished again is one deal: it is kept once, as it ended the second time,
// marked as taken back in its record and its row of the history, and the statistics leave it out
// of their fair figures; the next deal, played straight, is counted.
void TestRecentDeals::takenBackDealKeptOnce() {
    auto w = makeWindow();
    QVERIFY(!w->practiceMode());
    QVERIFY(!playOne(*w).isEmpty());
    QCOMPARE(entries(*w).size(), 1);
    QVERIFY(w->ombre()->takeBack());
    QVERIFY(!w->game()->deal()->finished());
    QCOMPARE(w->game()->deal()->takeBacks(), 1);
    QVERIFY(w->gameLog()->plainText().contains(QStringLiteral("marked in your history")));
    const QStringList recordFiles{QStringLiteral("deal-*.ombre.json")};
    QCOMPARE(QDir(recordsDir()).entryList(recordFiles, QDir::Files).size(), 0);
    QCOMPARE(HistoryDatabase(w->ombre()->recentDeals().databasePath()).count(), 0);
    // The mark is in the save at once: a kill now loses nothing.
    const LoadedSave saved = readSaveFile(w->savePath());
    QVERIFY2(saved.ok(), saved.error.c_str());
    QCOMPARE(saved.game->deal->takeBacks(), 1);
    TableDriver(*w).playDeal(*human_);
    QVERIFY(w->game()->deal()->finished());
    const QStringList files = QDir(recordsDir()).entryList(recordFiles, QDir::Files);
    QCOMPARE(files.size(), 1);
    QCOMPARE(HistoryDatabase(w->ombre()->recentDeals().databasePath()).count(), 1);
    const LoadedRecord kept = readBack(QDir(recordsDir()).filePath(files[0]));
    QVERIFY(kept.ok());
    QCOMPARE(kept.deal->history().size(), w->game()->deal()->history().size());
    QCOMPARE(kept.deal->takeBacks(), 1);
    int marked = 0;
    HistoryDatabase(w->ombre()->recentDeals().databasePath())
        .forEach([&marked](const HistoryDatabase::Row& r) {
            marked += QJsonDocument::fromJson(r.figures).object().value("take_backs").toInt();
        });
    QCOMPARE(marked, 1);
    const QList<QAction*> list = entries(*w);
    QCOMPARE(list.size(), 1);
    QVERIFY2(list[0]->text().startsWith(QStringLiteral("Deal 1 · ")), qPrintable(list[0]->text()));
    HistoryStatistics s = statisticsOf(w->ombre()->recentDeals());
    QCOMPARE(int(s.deals.size()), 1);
    QCOMPARE(s.takenBack, 1);
    QCOMPARE(s.fairDeals(), 0);
    QCOMPARE(s.deals.back().runningTotal, qint64(0));
    // The next deal, without a take-back, is counted.
    w->nextDeal();
    TableDriver(*w).playDeal(*human_);
    QVERIFY(w->game()->deal()->finished());
    QCOMPARE(w->game()->deal()->takeBacks(), 0);
    s = statisticsOf(w->ombre()->recentDeals());
    QCOMPARE(int(s.deals.size()), 2);
    QCOMPARE(s.takenBack, 1);
    QCOMPARE(s.fairDeals(), 1);
    QCOMPARE(s.deals.back().runningTotal, qint64(w->game()->deal()->payment().net(0)));
}

OMBRE_TEST(TestRecentDeals, "recent_deals");
#include "tst_recent_deals.moc"
