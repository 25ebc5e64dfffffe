// The widget soak test: many deals through the real table, offscreen. The human's decisions are
// random legal ones, made by mouse (buttons of the panels, clicks on cards) or by keyboard
// (arrows, Space, Enter), at random; practice mode is on now and then and the human takes back
// his last card; the computer players are seeded random players; sessions of up to 10 deals
// follow one another, each at a table of three, four (with the Alcalde, p. 17) or two (p. 78,
// nine or eight cards each), at random, in a window of 800x600, 1280x800 or 1024x700 in turn.
// The game is saved after every action, as in play. After each deal the counters in each pit, the
// pool, the reserve and the tricks on the table match the engine, the result lists every payment,
// the session adds up to nothing, the deal's record replays to the same deal, and the file on
// disk is the game as it stands.
//
// ctest label "soak". OMBRE_SOAK_TABLE_DEALS sets the number of deals: 1,000 is the full soak
// (about 10 minutes); CI runs 40 (20 under the sanitizers, OMBRE_SANITIZED).
#include "ombre/player.h"
#include "ombre/randomplayer.h"
#include "ombre/record.h"
#include "ombre/savedgame.h"
#include "tabledriver.h"
#include "testmain.h"
#include "testwindow.h"
#include "ui/kit/carditem.h"
#include "ui/ombre/playercontroller.h"
#include "ui/ombre/resultdialog.h"
#include "ui/ombre/tablescene.h"
#include "ui/ombre/tableview.h"
#include "ui/shell/mainwindow.h"

#include <QElapsedTimer>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <numeric>

using namespace ombre;
using namespace ombre::ui;

class TstSoakTable : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    Random random_{31337};

    void checkDeal(MainWindow& w) {
        TableDriver(w).checkTableMatchesEngine();
        if (QTest::currentTestFailed())
            return;
        const Session& s = w.game()->session();
        const Deal& d = *w.game()->deal();
        const int players = s.players();
        int sum = 0;
        for (int seat = 0; seat < players; ++seat)
            sum += s.counters(seat);
        const int reserved = std::accumulate(s.reserved().begin(), s.reserved().end(), 0);
        QCOMPARE(sum + s.pool() + reserved, 0);
        // The record replays to the same deal.
        std::vector<std::string> names = {"You", "Belinda", "The Baron", "Sir Plume"};
        names.resize(std::size_t(players));
        const LoadedRecord r = readRecord(writeRecord(d, names));
        QVERIFY2(r.ok(), r.error.c_str());
        QCOMPARE(r.deal->history(), d.history());
        QCOMPARE(r.deal->outcome(), d.outcome());
        for (int party = 0; party < players; ++party)
            QCOMPARE(r.deal->payment().net(party), d.payment().net(party));
        for (int party : {kPool, kReserve})
            QCOMPARE(r.deal->payment().net(party), d.payment().net(party));
        // The file on disk is the game as it stands.
        const LoadedSave saved = readSaveFile(w.savePath());
        QVERIFY2(saved.ok(), saved.error.c_str());
        QCOMPARE(saved.game->deal->history(), d.history());
        QCOMPARE(saved.game->session.dealsPlayed(), s.dealsPlayed());
        QCOMPARE(saved.game->session.players(), players);
        for (int seat = 0; seat < players; ++seat)
            QCOMPARE(saved.game->session.counters(seat), s.counters(seat));
    }

    // Plays the human's decisions until the deal is over; in practice mode, now and then takes
    // back his last card and decides again.
    void playDeal(MainWindow& w, Player& policy) {
        const TableDriver driver(w);
        TableDriver::DealOptions options;
        options.keyboard = random_.below(2) == 0;
        int takeBacks = 0;
        options.instead = [&](const Deal& d) {
            if (driver.practiceMode() && takeBacks < 2 && d.decision() == ActionType::PlayCard &&
                random_.below(8) == 0 && driver.takeBack()) {
                ++takeBacks;
                return true;
            }
            return false;
        };
        driver.playDeal(policy, options);
    }

private slots:
    void initTestCase() {
        ombre::test::keepFilesApart(QStringLiteral("OmbreSoakTest"));
        QVERIFY(dir_.isValid());
    }

    void deals() {
        constexpr int kSessionDeals = 10; // four tables drawn in the 40 deals CI runs
        bool ok = false;
        int target = qEnvironmentVariableIntValue("OMBRE_SOAK_TABLE_DEALS", &ok);
        if (!ok || target <= 0)
            target = qEnvironmentVariableIsEmpty("OMBRE_SANITIZED") ? 40 : 20;
        MainWindow::Options o = ombre::test::quietOptions();
        o.savePath = dir_.filePath(QStringLiteral("session.json"));
        MainWindow w(o);
        w.controller()->setFactory([this](int seat) {
            return makePlayer("random", random_.next() + std::uint64_t(seat));
        });
        w.resize(1280, 800);
        w.show();
        auto policy = makePlayer("random", 7);
        QElapsedTimer clock;
        clock.start();
        for (int deal = 0; deal < target; ++deal) {
            if (deal % kSessionDeals == 0) {
                // A table of three, four or two; two with nine or eight cards each.
                Rules rules;
                rules.players = 2 + int(random_.below(3));
                rules.twoHandCards = random_.below(2) == 0 ? 9 : 8;
                w.setNextRules(rules);
                // Each session at another of the window sizes a player uses, the smallest
                // first: the layout changes under the play, and a smaller window paints sooner.
                static constexpr QSize kSizes[] = {{800, 600}, {1280, 800}, {1024, 700}};
                w.resize(kSizes[deal / kSessionDeals % 3]);
                qInfo("deal %d: a session of %d players", deal + 1, rules.players);
                w.startNewSession(random_.next() >> 1);
                w.setPracticeMode(random_.below(3) == 0);
            }
            playDeal(w, *policy);
            if (QTest::currentTestFailed())
                return;
            checkDeal(w);
            if (QTest::currentTestFailed())
                return;
            QPushButton* next =
                w.resultDialog()->findChild<QPushButton*>(QStringLiteral("nextDeal"));
            QVERIFY(next);
            if ((deal + 1) % kSessionDeals != 0) {
                QTest::mouseClick(next, Qt::LeftButton);
                QVERIFY(!w.game()->deal()->finished());
            }
        }
        qInfo("%d deals through the table in %lld ms", target,
              static_cast<long long>(clock.elapsed()));
    }
};

OMBRE_TEST(TstSoakTable, "soak_table");
#include "tst_soak_table.moc"
