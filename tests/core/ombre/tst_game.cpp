// The QObject layer the table binds to: its signals tell the whole story of a deal, in order,
// and the session it keeps matches the engine's payments.
#include "testmain.h"
#include "ombre/game.h"
#include "ombre/randomplayer.h"

#include <QSignalSpy>
#include <QTest>

using namespace ombre;

class TestGame : public QObject {
    Q_OBJECT

private slots:
    void dealsAndAsksTheEldestFirst();
    void refusesIllegalActionsWithAReason();
    void signalsFollowEveryAction();
    void sessionCountersMatchPayments();
    void sameSeedSameCards();
};

// Gibbs p. 19: the eldest hand, at the dealer's right, speaks first.
void TestGame::dealsAndAsksTheEldestFirst() {
    Game game;
    QSignalSpy started(&game, &Game::dealStarted);
    QSignalSpy asked(&game, &Game::decisionNeeded);
    game.newSession(Rules{}, 7, 2);
    game.nextDeal();
    QCOMPARE(started.count(), 1);
    QCOMPARE(started.first().at(0).toInt(), 2);
    QCOMPARE(started.first().at(1).toInt(), 0);
    QCOMPARE(asked.count(), 1);
    QCOMPARE(asked.first().at(0).toInt(), 0);
    QCOMPARE(asked.first().at(1).value<ActionType>(), ActionType::Bid);
}

void TestGame::refusesIllegalActionsWithAReason() {
    Game game;
    game.newSession(Rules{}, 7, 2);
    game.nextDeal();
    QSignalSpy bids(&game, &Game::bidMade);
    const QString why = game.act(Action::bid(1, Call::Play));
    QVERIFY(why.contains("turn"));
    QCOMPARE(bids.count(), 0);
    QVERIFY(game.act(Action::bid(0, Call::Play)).isEmpty());
    QCOMPARE(bids.count(), 1);
}

void TestGame::signalsFollowEveryAction() {
    Game game;
    game.newSession(Rules{}, 11, 2);
    QSignalSpy cards(&game, &Game::cardPlayed);
    QSignalSpy tricks(&game, &Game::trickWon);
    QSignalSpy scored(&game, &Game::dealScored);
    QSignalSpy paid(&game, &Game::counterPaid);
    QSignalSpy asked(&game, &Game::decisionNeeded);
    Random random(5);
    RandomPlayer player;
    int played = 0;
    for (int deal = 0; deal < 30; ++deal) {
        game.nextDeal();
        int actions = 0;
        while (!game.deal()->finished()) {
            const int before = asked.count();
            QVERIFY(game.act(player.decide(*game.deal(), random)).isEmpty());
            ++actions;
            // Each action is followed by one request for the next decision, or by the score.
            QCOMPARE(asked.count(), before + (game.deal()->finished() ? 0 : 1));
        }
        played += int(game.deal()->tricks().size()) * 3 + game.deal()->currentTrick().count;
        QCOMPARE(scored.count(), deal + 1);
        QCOMPARE(scored.last().at(0).toString().toStdString(), game.deal()->outcome());
        QVERIFY(actions > 0);
    }
    QCOMPARE(cards.count(), played);
    QCOMPARE(tricks.count(), played / 3);
    QVERIFY(paid.count() >= 30); // at least the dealer's five every deal
}

// Gibbs pp. 30-35: whatever is paid, counters, pool and reserve together never change.
void TestGame::sessionCountersMatchPayments() {
    Game game;
    Rules rules;
    rules.reserveLimit = 40;
    game.newSession(rules, 3, 0);
    Random random(9);
    RandomPlayer player;
    int expected[3] = {};
    int pool = 0;
    for (int deal = 0; deal < 200; ++deal) {
        QCOMPARE(game.session().dealer(), deal % 3);
        game.nextDeal();
        while (!game.deal()->finished())
            QVERIFY(game.act(player.decide(*game.deal(), random)).isEmpty());
        const Payment& p = game.deal()->payment();
        for (int s = 0; s < 3; ++s)
            expected[s] += p.net(s);
        for (int s = 0; s < 3; ++s)
            QCOMPARE(game.session().counters(s), expected[s]);
        int total = game.session().pool();
        for (int r : game.session().reserved())
            total += r;
        for (int s = 0; s < 3; ++s)
            total += game.session().counters(s);
        QCOMPARE(total, 0);
        pool = game.session().pool();
    }
    QVERIFY(pool >= 0);
}

void TestGame::sameSeedSameCards() {
    Game a, b;
    a.newSession(Rules{}, 42, 2);
    b.newSession(Rules{}, 42, 2);
    a.nextDeal();
    b.nextDeal();
    for (int s = 0; s < 3; ++s)
        QCOMPARE(a.deal()->hand(s), b.deal()->hand(s));
    QCOMPARE(a.deal()->stock(), b.deal()->stock());
}

OMBRE_TEST(TestGame, "game");
#include "tst_game.moc"
