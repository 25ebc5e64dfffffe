// The pace of the play at the Piquet table, offscreen, as at the Ombre table (tst_trick_pacing):
// the cards glide to their places at the speed chosen, each completed trick stays in the middle
// with its winning card ringed and its winner named, for the time the speed sets or until a click
// or a key, and the next player acts only once the table is still.
#include "piquet/randomplayer.h"
#include "piquet/session.h"
#include "testmain.h"
#include "testwindow.h"
#include "ui/kit/carditem.h"
#include "ui/piquet/piquetcomputer.h"
#include "ui/piquet/piquethost.h"
#include "ui/piquet/piquettable.h"
#include "ui/shell/mainwindow.h"

#include <QElapsedTimer>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace ombre;
using namespace ombre::ui;
namespace pq = ombre::piquet;

namespace {

std::unique_ptr<MainWindow> window(double speed, quint64 seed) {
    MainWindow::Options o = ombre::test::quietOptions();
    o.useSave = false;
    o.speed = speed;
    o.game = GameKind::Piquet;
    auto w = ombre::test::shownWindow(o);
    w->piquet()->computer()->setFactory([seed] {
        struct Random : pq::Player {
            explicit Random(std::uint64_t s) : random(s) {}
            pq::Action decide(const pq::View&, const pq::LegalChoices& c,
                              const std::atomic<bool>*) override {
                return player.decide(c, random);
            }
            ombre::Random random;
            pq::RandomPlayer player;
        };
        return std::make_unique<Random>(seed * 7 + 1);
    });
    w->startPiquetSession(pq::Rules{}, seed);
    return w;
}

// The human's decisions by a random policy, through the table's own signal, until the deal ends;
// `onAct` is told of every action taken, with the deal as it is after it.
void playDeal(MainWindow& w, quint64 seed, const std::function<void(const pq::Action&)>& onAct) {
    pq::Session* session = w.piquet()->session();
    PiquetTable* table = w.piquet()->table();
    const QMetaObject::Connection c = QObject::connect(
        session, &pq::Session::acted, &w, [onAct](const pq::Action& a, int) { onAct(a); });
    ombre::Random random(seed);
    for (int i = 0; i < 400 && !session->deal()->finished(); ++i) {
        QVERIFY(QTest::qWaitFor(
            [&] { return table->waitingForHuman() || session->deal()->finished(); }, 20000));
        if (session->deal()->finished())
            break;
        emit table->humanAction(
            pq::RandomPlayer().decide(pq::LegalChoices::of(*session->deal()), random));
    }
    QVERIFY(session->deal()->finished());
    QTest::qWait(100); // the looks queued at the last card
    QObject::disconnect(c);
}

} // namespace

class TestPiquetPacing : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { ombre::test::keepFilesApart(QStringLiteral("OmbrePiquetPacingTest")); }

    // Every trick is held when complete, its winning card ringed and no other, its winner named.
    void heldRingedAndNamed() {
        auto w = window(0.2, 4);
        PiquetTable* table = w->piquet()->table();
        int tricks = 0, held = 0, ringedRight = 0, named = 0, putAway = 0;
        playDeal(*w, 4, [&](const pq::Action& a) {
            const pq::Deal& d = *w->piquet()->session()->deal();
            if (a.type != pq::ActionType::PlayCard || d.currentTrick().count != 0)
                return;
            ++tricks;
            // The table is told after the session's signal: look once it has laid the trick out.
            QTimer::singleShot(0, w.get(), [&, t = d.tricks().back(), n = d.tricks().size()] {
                held += table->trickHeld() ? 1 : 0;
                bool right = true;
                for (int i = 0; i < t.count; ++i) {
                    const int seat = (t.leader + i) % 2;
                    right &= table->cardItem(t.cards[i])->winning() == (seat == t.winner);
                    right &= table->cardItem(t.cards[i])->isVisible();
                }
                ringedRight += right ? 1 : 0;
                const QString banner =
                    t.winner == kPiquetHuman
                        ? QStringLiteral("Trick %1: yours").arg(n)
                        : QStringLiteral("Trick %1: %2's").arg(n).arg(table->names()[1]);
                for (const PiquetTable::Kept& k : table->keptInSight())
                    named += k.what == banner ? 1 : 0;
                // Then the trick goes to its winner and is put away.
                QVERIFY(QTest::qWaitFor([&] { return !table->trickHeld(); }, 8000));
                QVERIFY(QTest::qWaitFor(
                    [&] {
                        for (int i = 0; i < t.count; ++i)
                            if (table->cardItem(t.cards[i])->isVisible())
                                return false;
                        return true;
                    },
                    8000));
                ++putAway;
            });
        });
        QVERIFY(!QTest::currentTestFailed());
        QCOMPARE(tricks, 12);
        QCOMPARE(held, tricks);
        QCOMPARE(ringedRight, tricks);
        QCOMPARE(named, tricks);
        QCOMPARE(putAway, tricks);
    }

    // Left alone, a trick is held for the time the speed sets; a click or a key ends it at once,
    // and only then does the next player act.
    void clickOrKeyEndsTheHold() {
        const double speed = 0.5;
        auto w = window(speed, 6);
        PiquetTable* table = w->piquet()->table();
        pq::Session* session = w->piquet()->session();
        int alone = 0, byClick = 0, byKey = 0, early = 0;
        int trick = 0;
        playDeal(*w, 6, [&](const pq::Action& a) {
            const pq::Deal& d = *session->deal();
            if (a.type != pq::ActionType::PlayCard || d.currentTrick().count != 0 || d.finished())
                return;
            const int kind = trick++ % 3;
            const std::size_t moves = d.history().size();
            // The hold began as the card was played, just before this is told.
            auto clock = std::make_shared<QElapsedTimer>();
            clock->start();
            QTimer::singleShot(0, w.get(), [&, kind, moves, clock] {
                if (!table->trickHeld())
                    return;
                if (kind == 0) {
                    QVERIFY(QTest::qWaitFor([&] { return !table->trickHeld(); }, 5000));
                    alone += clock->elapsed() >= qint64(1800 * speed) - 20 ? 1 : 0;
                } else {
                    QTest::qWait(50);
                    // Nobody acts while the trick is held.
                    early += session->deal()->history().size() != moves ? 1 : 0;
                    if (kind == 1)
                        QTest::mouseClick(table->viewport(), Qt::LeftButton, {},
                                          table->viewport()->rect().center());
                    else
                        QTest::keyClick(table, Qt::Key_Space);
                    (kind == 1 ? byClick : byKey) += table->trickHeld() ? 0 : 1;
                }
            });
        });
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY2(alone >= 3, qPrintable(QString::number(alone)));
        QVERIFY2(byClick >= 3, qPrintable(QString::number(byClick)));
        QVERIFY2(byKey >= 3, qPrintable(QString::number(byKey)));
        QCOMPARE(early, 0);
    }

    // A card played glides from the hand to the trick rather than jumping there.
    void cardsGlide() {
        auto w = window(1.0, 8);
        PiquetTable* table = w->piquet()->table();
        int glided = 0, plays = 0;
        playDeal(*w, 8, [&](const pq::Action& a) {
            if (a.type != pq::ActionType::PlayCard)
                return;
            CardItem* item = table->cardItem(a.card);
            const QPointF from = item->pos();
            ++plays;
            QTimer::singleShot(0, w.get(), [&, item, from] {
                // Under way: moved from the hand, not yet where it lies.
                if (table->busy() && item->pos() != from) {
                    const QPointF early = item->pos();
                    QVERIFY(QTest::qWaitFor([&] { return !table->busy(); }, 8000));
                    glided += item->pos() != early ? 1 : 0;
                } else if (table->busy()) {
                    const QPointF early = item->pos();
                    QTest::qWait(80);
                    glided += item->pos() != early ? 1 : 0;
                }
            });
        });
        QVERIFY(!QTest::currentTestFailed());
        QCOMPARE(plays, 24);
        QVERIFY2(glided >= plays / 2,
                 qPrintable(QStringLiteral("%1 of %2").arg(glided).arg(plays)));
    }

    // L shows the last trick again in the middle, its winner ringed, until the next key.
    void lastTrickLookedAtAgain() {
        auto w = window(0, 10);
        PiquetTable* table = w->piquet()->table();
        pq::Session* session = w->piquet()->session();
        int looked = 0;
        playDeal(*w, 10, [&](const pq::Action&) {
            QTimer::singleShot(0, w.get(), [&] {
                const pq::Deal& d = *session->deal();
                if (looked >= 3 || !table->waitingForHuman() || d.currentTrick().count != 0 ||
                    d.tricks().empty() || d.decision() != pq::ActionType::PlayCard)
                    return;
                const pq::Trick t = d.tricks().back();
                QVERIFY(!table->cardItem(t.cards[0])->isVisible()); // gone to its winner
                QTest::keyClick(table, Qt::Key_L);
                QVERIFY(table->reviewingLastTrick());
                for (int i = 0; i < t.count; ++i) {
                    CardItem* item = table->cardItem(t.cards[i]);
                    QVERIFY(item->isVisible() && item->faceUp());
                    QCOMPARE(item->winning(), (t.leader + i) % 2 == t.winner);
                }
                QTest::keyClick(table, Qt::Key_Space);
                QVERIFY(!table->reviewingLastTrick());
                QVERIFY(!table->cardItem(t.cards[0])->isVisible());
                QVERIFY(table->waitingForHuman()); // the look changed nothing
                ++looked;
            });
        });
        QVERIFY(!QTest::currentTestFailed());
        QCOMPARE(looked, 3);
    }

    // Without animations the table never holds a trick, and the deal plays through at once.
    void noHoldWithoutAnimations() {
        auto w = window(0, 9);
        PiquetTable* table = w->piquet()->table();
        int held = 0;
        playDeal(*w, 9, [&](const pq::Action&) {
            QTimer::singleShot(0, w.get(), [&] { held += table->trickHeld() ? 1 : 0; });
        });
        QVERIFY(!QTest::currentTestFailed());
        QCOMPARE(held, 0);
    }
};

OMBRE_TEST(TestPiquetPacing, "piquet_pacing");
#include "tst_piquet_pacing.moc"
