// The pace of the play at the real table, offscreen: each completed trick stays in the middle,
// its winning card ringed and its winner named, for the time the animation speed sets or until
// a click or a key; the last trick can be looked at again; and the tricks each player has won,
// with what the Ombre still needs for Sacada (Gibbs pp. 26-29), are on the table after every
// trick, as the engine counts them.
#include "ombre/randomplayer.h"
#include "tabledriver.h"
#include "testmain.h"
#include "testwindow.h"
#include "ui/kit/carditem.h"
#include "ui/kit/terms.h"
#include "ui/ombre/playercontroller.h"
#include "ui/ombre/tablescene.h"
#include "ui/ombre/tableview.h"

#include <QElapsedTimer>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace ombre;
using namespace ombre::ui;

namespace {

const QString kNames[3] = {QStringLiteral("You"), QStringLiteral("Belinda"),
                           QStringLiteral("The Baron")};

std::unique_ptr<MainWindow> window(double speed, quint64 seed) {
    MainWindow::Options o = ombre::test::quietOptions();
    o.useSave = false;
    o.speed = speed;
    auto w = ombre::test::shownWindow(o);
    w->controller()->setFactory(
        [seed](int seat) { return makePlayer("random", seed * 7 + std::uint64_t(seat)); });
    w->startNewSession(seed);
    return w;
}

// What the table shows of trick n, just completed.
struct Seen {
    bool held = false;
    QString banner;
    bool winnerRinged = false;
    bool othersRinged = false;
    QString info;
    int tricks[3] = {};
};

} // namespace

class TestTrickPacing : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { ombre::test::keepFilesApart(QStringLiteral("OmbreTrickPacingTest")); }
    void heldNamedAndCounted();
    void clickOrKeyEndsTheHold();
    void noHoldWithoutAnimations();
    void lastTrickLookedAtAgain();
    void statusSaysWhomTheTableWaitsFor();
    void keyboardPassesOverDimmedCards();
    void statusWhileTheTrickIsHeld();
    void focusStartsOnAPlayableCard();

private:
    // Plays one deal with the human's random policy, calling `onTrick` as each trick is won.
    void playWatching(MainWindow& w, quint64 seed, std::function<void(int)> onTrick);
};

void TestTrickPacing::playWatching(MainWindow& w, quint64 seed, std::function<void(int)> onTrick) {
    QObject::connect(w.game(), &Game::trickWon, &w,
                     [&w, onTrick](int, int) { onTrick(int(w.game()->deal()->tricks().size())); });
    auto policy = makePlayer("random", seed * 11);
    TableDriver driver(w);
    // Deals until one is played out (the first ones may be passed).
    for (int deal = 0; deal < 12; ++deal) {
        driver.playDeal(*policy);
        if (QTest::currentTestFailed() || !w.game()->deal()->tricks().empty())
            return;
        w.nextDeal();
    }
    QFAIL("no deal was played out");
}

// Every trick stays in the middle after it is complete, with its winner named under it and his
// card ringed; the info box counts every player's tricks as the engine does.
void TestTrickPacing::heldNamedAndCounted() {
    auto w = window(0.2, 3);
    std::vector<Seen> seen;
    playWatching(*w, 3, [&](int n) {
        const Deal& d = *w->game()->deal();
        TableScene* scene = w->tableScene();
        Seen s;
        s.held = scene->trickHeld();
        s.banner = scene->trickBanner();
        const Trick& t = d.tricks().back();
        for (int j = 0, seat = t.leader; j < t.count; ++j, seat = d.nextHolder(seat)) {
            const bool ringed = scene->cardItem(t.cards[j])->winning();
            (seat == t.winner ? s.winnerRinged : s.othersRinged) |= ringed;
        }
        s.info = scene->infoText();
        for (int seat = 0; seat < 3; ++seat)
            s.tricks[seat] = d.tricksWon(seat);
        // Inside the sentence: "Trick 3 to the Baron".
        QVERIFY2(s.banner.contains(nameInSentence(kNames[t.winner])), qPrintable(s.banner));
        QVERIFY(s.banner.contains(QString::number(n)));
        seen.push_back(s);
    });
    QVERIFY(!QTest::currentTestFailed());
    QCOMPARE(int(seen.size()), 9);
    for (std::size_t k = 0; k < seen.size(); ++k) {
        const Seen& s = seen[k];
        QVERIFY(s.held);
        QVERIFY(s.winnerRinged);
        QVERIFY(!s.othersRinged);
        QVERIFY2(s.info.contains(QStringLiteral("Tricks: ")), qPrintable(s.info));
        for (int seat = 0; seat < 3; ++seat)
            QVERIFY2(s.info.contains(QStringLiteral("%1 %2").arg(kNames[seat]).arg(s.tricks[seat])),
                     qPrintable(s.info));
        // What the Ombre needs, while tricks remain to be played.
        if (k + 1 < seen.size())
            QVERIFY2(s.info.contains(QStringLiteral("Sacada")), qPrintable(s.info));
    }
    // Once gathered, no card is ringed and no banner is left.
    QVERIFY(w->tableScene()->trickBanner().isEmpty());
}

// Held for at least the time the speed sets (1.8 s at the normal speed) when left alone; a
// click on the table or a key ends it at once.
void TestTrickPacing::clickOrKeyEndsTheHold() {
    const double speed = 0.6; // a hold of about a second
    const qint64 hold = qint64(1800 * speed);
    auto w = window(speed, 5);
    TableView* view = w->tableView();
    QElapsedTimer since;
    QList<qint64> leftAlone;
    int endedByClick = 0, endedByKey = 0, notEnded = 0;
    QTimer poll; // notes when each hold left alone ends
    int trick = 0;
    bool wasHeld = false;
    QObject::connect(&poll, &QTimer::timeout, [&] {
        const bool held = w->tableScene()->trickHeld();
        if (wasHeld && !held && trick % 3 == 0)
            leftAlone << since.elapsed();
        wasHeld = held;
    });
    poll.start(2);
    // A click or a key while the trick is held ends the hold at once.
    auto press = [&](int n, bool key) {
        if (trick != n || !w->tableScene()->trickHeld())
            return; // too late on a loaded machine: the time ran out first
        if (key)
            QTest::keyClick(view, Qt::Key_Space);
        else
            QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, QPoint(6, 6));
        (w->tableScene()->trickHeld() ? notEnded : key ? endedByKey : endedByClick) += 1;
    };
    playWatching(*w, 5, [&](int n) {
        trick = n;
        since.start();
        wasHeld = w->tableScene()->trickHeld();
        if (n % 3 != 0)
            QTimer::singleShot(20, view, [&press, n] { press(n, n % 3 == 2); });
    });
    QVERIFY(!QTest::currentTestFailed());
    QCOMPARE(notEnded, 0);
    QVERIFY(endedByClick > 0 && endedByKey > 0);
    QVERIFY(!leftAlone.isEmpty());
    for (qint64 ms : leftAlone)
        QVERIFY2(ms >= hold - 20, qPrintable(QString::number(ms)));
}

// With the animations off, the play goes on at once.
void TestTrickPacing::noHoldWithoutAnimations() {
    auto w = window(0, 3);
    int held = 0, tricks = 0;
    playWatching(*w, 3, [&](int) {
        ++tricks;
        held += w->tableScene()->trickHeld() ? 1 : 0;
    });
    QVERIFY(!QTest::currentTestFailed());
    QCOMPARE(tricks, 9);
    QCOMPARE(held, 0);
}

// L (or a click on a pile of won tricks) shows the last trick again, face up, its winner named;
// the next key puts it back.
void TestTrickPacing::lastTrickLookedAtAgain() {
    auto w = window(0, 3);
    playWatching(*w, 3, [](int) {});
    QVERIFY(!QTest::currentTestFailed());
    TableScene* scene = w->tableScene();
    const Deal& d = *w->game()->deal();
    const Trick& last = d.tricks().back();
    QVERIFY(scene->handleKey(Qt::Key_L));
    QVERIFY(scene->reviewingLastTrick());
    for (int j = 0; j < last.count; ++j)
        QVERIFY(scene->cardItem(last.cards[j])->faceUp());
    QVERIFY(scene->trickBanner().contains(nameInSentence(kNames[last.winner])));
    QVERIFY(scene->handleKey(Qt::Key_Escape));
    QVERIFY(!scene->reviewingLastTrick());
    QVERIFY(!scene->cardItem(last.cards[0])->faceUp());
    QVERIFY(scene->trickBanner().isEmpty());
}

// The status bar is never stale nor empty while the deal goes on: it names whom the table waits
// for, or asks the human's own decision (the stock's "Turn it up" for a single card included).
void TestTrickPacing::statusSaysWhomTheTableWaitsFor() {
    auto w = window(0, 3);
    QStringList empty;
    auto check = [&](const QString& when) {
        const QString m = w->statusBar()->currentMessage();
        if (m.isEmpty() || m.startsWith(QStringLiteral("Welcome")))
            empty << when + QStringLiteral(": \"") + m + QLatin1Char('"');
    };
    connect(w->game(), &Game::decisionNeeded, w.get(), [&](int seat, ActionType) {
        if (seat != kHumanSeat)
            check(QStringLiteral("seat %1").arg(seat));
    });
    connect(w.get(), &MainWindow::humanDecisionShown, w.get(),
            [&](ActionType t) { check(QStringLiteral("human %1").arg(int(t))); });
    playWatching(*w, 3, [](int) {});
    QVERIFY(!QTest::currentTestFailed());
    QVERIFY2(empty.isEmpty(), qPrintable(empty.join(QLatin1Char('\n'))));
}

// The arrows and Home and End rest only on cards that may be played, never on a dimmed one.
void TestTrickPacing::keyboardPassesOverDimmedCards() {
    auto w = window(0, 3);
    TableScene* scene = w->tableScene();
    int checked = 0, dimmedFocused = 0;
    TableDriver::DealOptions options;
    options.instead = [&](const Deal& d) {
        if (d.decision() != ActionType::PlayCard || d.legalCards() == d.hand(kHumanSeat))
            return false;
        for (int key : {Qt::Key_Home, Qt::Key_Right, Qt::Key_Right, Qt::Key_Left, Qt::Key_End,
                        Qt::Key_Right, Qt::Key_Left}) {
            QTest::keyClick(w->tableView(), Qt::Key(key));
            for (Card c : scene->handOrder())
                if (scene->cardItem(c)->focused()) {
                    ++checked;
                    dimmedFocused += scene->cardItem(c)->dimmed() ? 1 : 0;
                }
        }
        return false;
    };
    auto policy = makePlayer("random", 33);
    TableDriver driver(*w);
    for (int deal = 0; deal < 6 && checked == 0; ++deal) {
        driver.playDeal(*policy, options);
        QVERIFY(!QTest::currentTestFailed());
        w->nextDeal();
    }
    QVERIFY(checked > 0);
    QCOMPARE(dimmedFocused, 0);
}

// Issue #53, item 8: while the trick just completed is held on the table, the status bar says who
// took it, not yet who plays next ("The Baron to play." beside a trick still lying there); the
// next player is named once the trick is gathered.
void TestTrickPacing::statusWhileTheTrickIsHeld() {
    auto w = window(0.2, 3);
    TableScene* scene = w->tableScene();
    int heldDecisions = 0, toPlayWhileHeld = 0, takes = 0;
    QStringList wrong;
    connect(w->statusBar(), &QStatusBar::messageChanged, w.get(), [&](const QString& m) {
        if (!scene->trickHeld())
            return;
        if (m.endsWith(QStringLiteral(" to play."))) {
            ++toPlayWhileHeld;
            wrong << m;
        }
        if (m.contains(QStringLiteral("trick")))
            ++takes;
    });
    connect(w->game(), &Game::decisionNeeded, w.get(), [&](int, ActionType) {
        if (!scene->trickHeld())
            return;
        ++heldDecisions;
        const Deal& d = *w->game()->deal();
        const int winner = d.tricks().back().winner;
        const QString expected =
            winner == kHumanSeat
                ? QStringLiteral("You take trick %1.").arg(d.tricks().size())
                : QStringLiteral("%1 takes trick %2.").arg(kNames[winner]).arg(d.tricks().size());
        if (w->statusBar()->currentMessage() != expected)
            wrong << w->statusBar()->currentMessage() + QStringLiteral(" (expected ") + expected +
                         QLatin1Char(')');
    });
    playWatching(*w, 3, [](int) {});
    QVERIFY(!QTest::currentTestFailed());
    QVERIFY(heldDecisions > 0);
    QVERIFY(takes > 0);
    QCOMPARE(toPlayWhileHeld, 0);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    // Once the trick is gathered the table names the next player again.
    QTRY_VERIFY(!scene->busy());
}

// Issue #53, item 8: when the player is to play, the keyboard's focus rests on a card he may
// play, never on a dimmed one; after a hint it rests on the hinted card, so that Enter plays the
// card the hint names.
void TestTrickPacing::focusStartsOnAPlayableCard() {
    auto w = window(0, 3);
    TableScene* scene = w->tableScene();
    int checked = 0, hinted = 0;
    QStringList wrong;
    TableDriver::DealOptions options;
    options.instead = [&](const Deal& d) {
        if (d.decision() != ActionType::PlayCard || d.legalCards() == d.hand(kHumanSeat))
            return false;
        // Before any key: the focus is on a card, and not a dimmed one.
        std::optional<Card> focused;
        for (Card c : scene->handOrder())
            if (scene->cardItem(c)->focused())
                focused = c;
        ++checked;
        if (!focused || scene->cardItem(*focused)->dimmed() || !d.legalCards().contains(*focused))
            wrong << QStringLiteral("trick %1: the focus on %2")
                         .arg(d.tricks().size() + 1)
                         .arg(focused ? QString::fromStdString(focused->code())
                                      : QStringLiteral("nothing"));
        // A hint on another legal card: Enter plays it.
        std::optional<Card> other;
        for (Card c : d.legalCards())
            if (!focused || c != *focused)
                other = c;
        if (!other)
            return false;
        scene->setHint(CardSet{*other}, QStringLiteral("Hint"));
        const std::size_t before = d.history().size();
        QTest::keyClick(w->tableView(), Qt::Key_Return);
        if (!TableDriver::waitUntil([&] { return w->game()->deal()->history().size() > before; },
                                    3000)) {
            wrong << QStringLiteral("Enter after the hint played nothing");
            scene->setHint(CardSet{});
            return false; // the driver plays
        }
        if (w->game()->deal()->history()[before] != Action::play(kHumanSeat, *other))
            wrong << QStringLiteral("Enter after the hint on %1 played another card")
                         .arg(QString::fromStdString(other->code()));
        ++hinted;
        return true;
    };
    auto policy = makePlayer("random", 35);
    TableDriver driver(*w);
    for (int deal = 0; deal < 8 && hinted < 3; ++deal) {
        driver.playDeal(*policy, options);
        QVERIFY(!QTest::currentTestFailed());
        w->nextDeal();
    }
    QVERIFY(checked > 0);
    QVERIFY(hinted > 0);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
}

OMBRE_TEST(TestTrickPacing, "trick_pacing");
#include "tst_trick_pacing.moc"
