// The widget soak test: many deals through the real table, offscreen. The human's decisions are
// random legal ones, made by mouse (buttons of the panels, clicks on cards) or by keyboard
// (arrows, Space, Enter), at random; practice mode is on now and then and the human takes back
// his last card; the computer players are seeded random players; sessions of up to 25 deals
// follow one another, each at a table of three, four (with the Alcalde, p. 17) or two (p. 78,
// nine or eight cards each), at random. The game is saved after every action, as in play. After
// each deal the counters in each pit, the pool, the reserve and the tricks on the table match the
// engine, the result lists every payment, the session adds up to nothing, the deal's record replays
// to the same deal, and the file on disk is the game as it stands.
//
// ctest label "soak". OMBRE_SOAK_TABLE_DEALS sets the number of deals: 1,000 is the full soak
// (about 10 minutes); CI runs 100 (30 under the sanitizers, OMBRE_SANITIZED).
#include "testmain.h"
#include "ombre/player.h"
#include "ombre/randomplayer.h"
#include "ombre/record.h"
#include "ombre/savedgame.h"
#include "ui/kit/carditem.h"
#include "ui/shell/mainwindow.h"
#include "ui/ombre/playercontroller.h"
#include "ui/ombre/resultdialog.h"
#include "ui/ombre/tablescene.h"
#include "ui/ombre/tableview.h"

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

    // Waits for `done`, handling events in small steps (QTRY_* sleeps 50 ms at a time).
    template <typename F> static bool waitUntil(F done, int timeoutMs = 20000) {
        QElapsedTimer clock;
        clock.start();
        while (!done()) {
            if (clock.elapsed() > timeoutMs)
                return false;
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
            QTest::qSleep(1);
        }
        return true;
    }

    QPushButton* panelButton(MainWindow& w, const QString& name) {
        QWidget* panel = w.tableView()->panel();
        return panel ? panel->findChild<QPushButton*>(name) : nullptr;
    }

    void clickCard(MainWindow& w, Card c) {
        CardItem* item = w.tableScene()->cardItem(c);
        const QPointF at = item->mapToScene(QPointF(-item->size().width() * 0.3, 0));
        QGraphicsView* view = w.tableView();
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(at));
    }

    void selectByKeyboard(MainWindow& w, Card c) {
        const std::vector<Card> order = w.tableScene()->handOrder();
        const int i = int(std::find(order.begin(), order.end(), c) - order.begin());
        QTest::keyClick(w.tableView(), Qt::Key_Home);
        for (int k = 0; k < i; ++k)
            QTest::keyClick(w.tableView(), Qt::Key_Right);
    }

    // The human's action through the widgets.
    void humanDoes(MainWindow& w, const Action& a, bool keyboard) {
        QPushButton* b = nullptr;
        switch (a.type) {
        case ActionType::Bid: {
            const std::string_view code = callCode(a.call);
            b = panelButton(w, QStringLiteral("call-") +
                                   QString::fromLatin1(code.data(), int(code.size())));
            break;
        }
        case ActionType::NameTrump:
            b = panelButton(w, QStringLiteral("trump-") + QChar::fromLatin1(suitLetter(a.suit)));
            break;
        case ActionType::Yield:
            b = panelButton(w, QStringLiteral("yield"));
            break;
        case ActionType::Exchange:
            for (Card c : a.cards) {
                if (keyboard) {
                    selectByKeyboard(w, c);
                    QTest::keyClick(w.tableView(), Qt::Key_Space);
                } else {
                    clickCard(w, c);
                }
            }
            QCOMPARE(w.tableScene()->marked(), a.cards);
            if (keyboard) {
                QTest::keyClick(w.tableView(), Qt::Key_Return);
                return;
            }
            b = panelButton(w, QStringLiteral("confirm"));
            break;
        case ActionType::ShowStock:
        case ActionType::Surrender:
        case ActionType::Defend:
        case ActionType::Vole:
            b = panelButton(w, a.yes ? QStringLiteral("yes") : QStringLiteral("no"));
            break;
        case ActionType::PlayCard: {
            CardItem* item = w.tableScene()->cardItem(a.card);
            QVERIFY(item->interactive());
            QVERIFY(!item->dimmed());
            if (keyboard) {
                selectByKeyboard(w, a.card);
                QTest::keyClick(w.tableView(), Qt::Key_Return);
            } else {
                clickCard(w, a.card);
            }
            return;
        }
        }
        QVERIFY2(b, actionTypeName(a.type).data());
        QVERIFY(b->isEnabled());
        QTest::mouseClick(b, Qt::LeftButton);
    }

    void checkDeal(MainWindow& w) {
        QVERIFY(waitUntil([&] { return !w.tableScene()->busy(); }));
        const Session& s = w.game()->session();
        const Deal& d = *w.game()->deal();
        QVERIFY(d.finished());
        const int players = s.players();
        int sum = 0;
        for (int seat = 0; seat < players; ++seat) {
            QVERIFY(w.tableScene()->seatShown(seat));
            QCOMPARE(w.tableScene()->shownFish(seat), kTrayFish + s.counters(seat));
            if (d.ombre() >= 0)
                QCOMPARE(w.tableScene()->tricksOnTable(seat), d.tricksWon(seat));
            sum += s.counters(seat);
        }
        for (int seat = players; seat < kMaxSeats; ++seat)
            QVERIFY(!w.tableScene()->seatShown(seat));
        QCOMPARE(w.tableScene()->shownPool(), s.pool());
        const int reserved = std::accumulate(s.reserved().begin(), s.reserved().end(), 0);
        QCOMPARE(w.tableScene()->shownReserved(), reserved);
        QCOMPARE(sum + s.pool() + reserved, 0);
        QCOMPARE(w.resultDialog()->payments()->rowCount(), int(d.payment().transfers.size()));
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
        const bool keyboard = random_.below(2) == 0;
        int takeBacks = 0;
        for (int step = 0; step < 400; ++step) {
            QVERIFY(waitUntil([&] {
                return w.waitingForHuman() ||
                       (w.game()->deal()->finished() && w.resultDialog()->isVisible());
            }));
            const Deal& d = *w.game()->deal();
            if (d.finished())
                return;
            QCOMPARE(d.toAct(), kHumanSeat);
            if (w.practiceMode() && takeBacks < 2 && d.decision() == ActionType::PlayCard &&
                random_.below(8) == 0 && w.takeBack()) {
                ++takeBacks;
                continue;
            }
            const std::size_t before = d.history().size();
            const Action a = policy.decide(d.view(kHumanSeat), LegalChoices::of(d));
            humanDoes(w, a, keyboard);
            if (QTest::currentTestFailed())
                return;
            QVERIFY(waitUntil([&] { return w.game()->deal()->history().size() > before; }));
            QCOMPARE(w.game()->deal()->history()[before], a);
        }
        QFAIL("the deal did not end");
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("OmbreTest"));
        QCoreApplication::setApplicationName(QStringLiteral("OmbreSoakTest"));
        QVERIFY(dir_.isValid());
    }

    void deals() {
        bool ok = false;
        int target = qEnvironmentVariableIntValue("OMBRE_SOAK_TABLE_DEALS", &ok);
        if (!ok || target <= 0)
            target = qEnvironmentVariableIsEmpty("OMBRE_SANITIZED") ? 100 : 30;
        MainWindow::Options o;
        o.savePath = dir_.filePath(QStringLiteral("session.json"));
        o.speed = 0;
        o.pause = 0;
        o.loadSettings = false;
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
            if (deal % 25 == 0) {
                // A table of three, four or two; two with nine or eight cards each.
                Rules rules;
                rules.players = 2 + int(random_.below(3));
                rules.twoHandCards = random_.below(2) == 0 ? 9 : 8;
                w.setNextRules(rules);
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
            if ((deal + 1) % 25 != 0) {
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
