// Property tests of the rules engine: thousands of deals and sessions between random legal
// players. After every action the forty cards are all accounted for exactly once, and no
// player's view shows another's hidden cards; over every session the counters, pool and
// reserve add up to nothing; every record written replays to the same deal; and every kind
// of ending is reached.
#include "ombre/randomplayer.h"
#include "ombre/record.h"
#include "ombre/session.h"
#include "testmain.h"

#include <QtTest>

#include <numeric>
#include <set>
#include <string>

#include "stacked_hands.h"

using namespace ombre;

namespace {

constexpr int kSessions = 200;
constexpr int kDealsPerSession = 50; // 10,000 deals in all

CardSet playedCards(const Deal& deal, int* count) {
    CardSet played;
    *count = 0;
    auto add = [&](const Trick& t) {
        for (int i = 0; i < t.count; ++i) {
            played.add(t.cards[i]);
            ++*count;
        }
    };
    for (const Trick& t : deal.tricks())
        add(t);
    add(deal.currentTrick());
    return played;
}

CardSet stockCards(const Deal& deal) {
    CardSet stock;
    for (Card c : deal.stock())
        stock.add(c);
    return stock;
}

// Hands, discards, stock and played cards: each of the forty exactly once.
std::string checkCards(const Deal& deal) {
    CardSet seen;
    int total = 0;
    auto take = [&](CardSet cards, int count) {
        seen |= cards;
        total += count;
    };
    for (int s = 0; s < 3; ++s) {
        take(deal.hand(s), deal.hand(s).size());
        take(deal.discard(s), deal.discard(s).size());
    }
    take(stockCards(deal), int(deal.stock().size()));
    int played = 0;
    const CardSet playedSet = playedCards(deal, &played);
    take(playedSet, played);
    if (total != kPackSize || seen != CardSet::all())
        return "cards not accounted for: " + std::to_string(total) + " counted, missing " +
               (CardSet::all() - seen).codes();
    return {};
}

// A player's view holds his own cards and what all have seen, never another's hidden cards.
std::string checkView(const Deal& deal, int seat) {
    const PlayerView v = deal.view(seat);
    const std::string who = "seat " + std::to_string(seat) + ": ";
    if (v.hand != deal.hand(seat))
        return who + "view hand differs";
    if (v.ownDiscard != deal.discard(seat))
        return who + "view discard differs";
    const bool shown = deal.stockShown().value_or(false);
    if (!shown && !v.shownStock.empty())
        return who + "unshown stock in the view";
    if (shown && v.shownStock != stockCards(deal))
        return who + "shown stock differs";
    if (v.toAct != (deal.toAct() == seat))
        return who + "toAct differs";
    if (v.tricks.size() != deal.tricks().size())
        return who + "tricks differ";

    CardSet visible = v.hand | v.ownDiscard | v.shownStock;
    auto addTrick = [&](const Trick& t) {
        for (int i = 0; i < t.count; ++i)
            visible.add(t.cards[i]);
    };
    for (const Trick& t : v.tricks)
        addTrick(t);
    addTrick(v.currentTrick);
    CardSet hidden = shown ? CardSet{} : stockCards(deal);
    for (int t = 0; t < 3; ++t)
        if (t != seat)
            hidden |= deal.hand(t) | deal.discard(t);
    CardSet leak = visible & hidden;
    if (v.turned)
        leak.remove(*v.turned); // the Voltereta's card was turned up for all to see
    if (!leak.empty())
        return who + "view shows hidden cards " + leak.codes();
    return {};
}

std::string checkAll(const Deal& deal) {
    std::string why = checkCards(deal);
    for (int s = 0; s < 3 && why.empty(); ++s)
        why = checkView(deal, s);
    return why;
}

int sumOf(const Session& s) {
    return s.counters(0) + s.counters(1) + s.counters(2) + s.pool() +
           std::accumulate(s.reserved().begin(), s.reserved().end(), 0);
}

// The kind of ending, for coverage: the outcome, with defences and voles grouped.
std::set<std::string> endings(const Deal& deal) {
    std::set<std::string> out;
    const std::string outcome = deal.outcome();
    out.insert(outcome.rfind("defence-", 0) == 0 ? std::string("defence") : outcome);
    if (deal.summary().vole == VoleResult::Won)
        out.insert("vole-won");
    if (deal.summary().vole == VoleResult::Barred)
        out.insert("vole-barred");
    return out;
}

Rules rulesFor(int session) {
    Rules r;
    r.favor = session % 2 == 1;
    r.reserveLimit = session % 3 == 0 ? 30 : 0;
    r.ombreMustExchange = session % 4 == 1;
    r.surrender = session % 5 != 4;
    r.dealerPaysWhenPlayingReserved = session % 6 != 3;
    return r;
}

// The Ombre (seat 0, eldest) holds the nine highest trumps in Spades and cannot lose a trick.
DealSetup stackedSetup(Random& random) {
    DealSetup s;
    s.dealer = 2;
    s.hands[0] = test::nineBestSpades();
    std::vector<Card> rest = (CardSet::all() - s.hands[0]).cards();
    random.shuffle(rest.data(), int(rest.size()));
    for (int i = 0; i < 9; ++i) {
        s.hands[1].add(rest[i]);
        s.hands[2].add(rest[9 + i]);
    }
    s.stock.assign(rest.begin() + 18, rest.end());
    return s;
}

std::string sameTransfers(const Payment& a, const Payment& b) {
    if (a.transfers.size() != b.transfers.size())
        return "payments differ in number";
    for (std::size_t i = 0; i < a.transfers.size(); ++i) {
        const Transfer &x = a.transfers[i], &y = b.transfers[i];
        if (x.from != y.from || x.to != y.to || x.amount != y.amount || x.reason != y.reason)
            return "payment " + std::to_string(i) + " differs";
    }
    return {};
}

} // namespace

class TstProperty : public QObject {
    Q_OBJECT

    // Plays a deal at random, checking every action; records the endings reached.
    void playChecked(Deal& deal, Random& random, const RandomPlayer& player) {
        QString why = QString::fromStdString(checkAll(deal));
        QVERIFY2(why.isEmpty(), qPrintable(why));
        while (!deal.finished()) {
            const Action a = player.decide(deal, random);
            const std::string refused = deal.apply(a);
            QVERIFY2(refused.empty(), refused.c_str());
            const std::string bad = checkAll(deal);
            QVERIFY2(bad.empty(), bad.c_str());
        }
        QCOMPARE(deal.toAct(), -1);
        for (const std::string& e : endings(deal))
            endings_.insert(e);
        ++deals_;
    }

    // writeRecord then readRecord gives back the same deal.
    static std::string roundTrip(const Deal& deal) {
        const std::vector<std::string> names = {"Player 1", "Player 2", "Player 3"};
        const LoadedRecord loaded = readRecord(writeRecord(deal, names));
        if (!loaded.ok())
            return "record does not replay: " + loaded.error;
        const Deal& back = *loaded.deal;
        if (!(back.history() == deal.history()))
            return "history differs";
        if (back.finished() != deal.finished())
            return "finished differs";
        if (back.outcome() != deal.outcome())
            return "outcome differs: " + back.outcome();
        if (back.codilleTo() != deal.codilleTo())
            return "codille_to differs";
        for (int s = 0; s < 3; ++s) {
            if (back.hand(s) != deal.hand(s))
                return "hand differs";
            if (back.tricksWon(s) != deal.tricksWon(s))
                return "tricks won differ";
        }
        if (deal.finished()) {
            for (int party : {0, 1, 2, kPool, kReserve})
                if (back.payment().net(party) != deal.payment().net(party))
                    return "points differ for " + std::to_string(party);
            return sameTransfers(back.payment(), deal.payment());
        }
        return {};
    }

    std::set<std::string> endings_;
    int deals_ = 0;

private slots:
    void randomSessions() {
        Random random(20240611);
        const RandomPlayer player;
        for (int n = 0; n < kSessions; ++n) {
            Session session(rulesFor(n), n % 3);
            for (int d = 0; d < kDealsPerSession; ++d) {
                const int dealer = session.dealer();
                const int poolBefore = session.pool();
                const bool reservedBefore = !session.reserved().empty();
                const bool standingBefore = session.playingForReserved();
                Deal deal(session.rules(), session.startDeal(random));
                QCOMPARE(deal.setup().dealer, dealer);
                // A reserved Puesta comes into an empty pool and is played for until the pool
                // is won (Gibbs pp. 34-35).
                QCOMPARE(deal.setup().playingForReserved,
                         poolBefore == 0 ? reservedBefore : standingBefore);
                playChecked(deal, random, player);
                if (QTest::currentTestFailed())
                    return;
                // The payments alone balance, and the session with them.
                int net = 0;
                for (int party : {0, 1, 2, kPool, kReserve})
                    net += deal.payment().net(party);
                QCOMPARE(net, 0);
                session.settle(deal);
                QCOMPARE(sumOf(session), 0);
                QCOMPARE(session.dealer(), (dealer + 1) % 3);
                QVERIFY(session.pool() >= 0);
                if (deal.outcome() == "passed")
                    QVERIFY(session.pool() >= poolBefore);
            }
        }
    }

    // A hand that cannot lose a trick: played for the Vole it wins it, through the whole deal
    // (a Solo Vole called at once) and from a record that starts at the play.
    void voleWon() {
        Random random(7);
        RandomPlayer::Odds odds;
        odds.surrender = 0.0;
        odds.vole = 1.0;
        const RandomPlayer player(odds);
        for (int i = 0; i < 20; ++i) {
            Deal solo(Rules{}, stackedSetup(random));
            QVERIFY(solo.apply(Action::bid(0, Call::SoloVole)).empty());
            QVERIFY(solo.apply(Action::nameTrump(0, Suit::Spades)).empty());
            playChecked(solo, random, player);
            QCOMPARE(solo.summary().vole, VoleResult::Won);
            QCOMPARE(solo.outcome(), std::string("sacada"));

            Deal simple(Rules{}, stackedSetup(random), PlayStart{0, Call::Play, Suit::Spades});
            playChecked(simple, random, player);
            QCOMPARE(simple.summary().vole, VoleResult::Won);
            QCOMPARE(simple.payment().net(0), 5 + 2 * 30 + 2 * 9); // pool, vole, nine honours
        }
    }

    void everyEndingOccurs() {
        for (const char* kind : {"passed", "sacada", "puesta", "codille", "surrender", "defence",
                                 "vole-won", "vole-barred"})
            QVERIFY2(endings_.count(kind), kind);
        qInfo("%d deals played", deals_);
    }

    void legalChoicesHideNothing() {
        // The options a player decides from: his own hand and legal moves only.
        Random random(3);
        for (int i = 0; i < 200; ++i) {
            Deal deal(Rules{}, DealSetup::dealt(random, i % 3, 0));
            while (!deal.finished()) {
                const LegalChoices c = LegalChoices::of(deal);
                QCOMPARE(c.seat, deal.toAct());
                QCOMPARE(c.hand, deal.hand(c.seat));
                QVERIFY(c.hand.containsAll(c.cards));
                QVERIFY(deal.apply(RandomPlayer().decide(c, random)).empty());
            }
            QCOMPARE(LegalChoices::of(deal).seat, -1);
        }
    }

    // Every record written, finished or in progress, replays to the same deal.
    void recordsReplay() {
        Random random(99);
        const RandomPlayer player;
        for (int n = 0; n < 20; ++n) {
            Session session(rulesFor(n), n % 3);
            for (int d = 0; d < 25; ++d) {
                Deal deal(session.rules(), session.startDeal(random));
                int step = 0;
                const int snapshotAt = int(random.below(40));
                while (!deal.finished()) {
                    if (step++ == snapshotAt) {
                        const std::string why = roundTrip(deal);
                        QVERIFY2(why.empty(), why.c_str());
                    }
                    QVERIFY(deal.apply(player.decide(deal, random)).empty());
                }
                const std::string why = roundTrip(deal);
                QVERIFY2(why.empty(), why.c_str());
                session.settle(deal);
            }
        }
        Deal atPlay(Rules{}, stackedSetup(random), PlayStart{0, Call::Play, Suit::Spades});
        playOut(atPlay, random);
        const std::string why = roundTrip(atPlay);
        QVERIFY2(why.empty(), why.c_str());
    }
};

OMBRE_TEST(TstProperty, "property");
#include "tst_property.moc"
