// The English game of 1665 (The Royal Game of the Ombre, "the Renegado"), the rule set
// "royal-1665", against its text: the stakes in great and little marks, Matadors, Codillio,
// Repuesto, playing without taking in, the Voll declared before the fifth trick, and the
// forfeitures. With a great mark of 12 little ("if you value the great ones at 12. pence, the
// lesser may be pence the piece"), every amount below is in little marks.
#include "ombre/deal.h"
#include "ombre/randomplayer.h"
#include "ombre/record.h"
#include "ombre/session.h"
#include "testmain.h"

#include "card_helpers.h"
#include "payment_helpers.h"

#include <QtTest>

#include <algorithm>
#include <sstream>

using namespace ombre;

namespace {

// The book's card codes and the plain driver: card, seq, set, drive.
using namespace test;

const Rules kRoyal = *presetRules(kRoyal1665);

// Seat 0 holds `hand`; seats 1 and 2 the rest in card order; the stock `top` first.
DealSetup table(const char* hand, const char* top, int dealer = 2) {
    DealSetup s;
    s.dealer = dealer;
    s.hands[0] = set(hand);
    CardSet rest = CardSet::all() - s.hands[0];
    std::vector<Card> stock;
    std::istringstream in(top);
    std::string code;
    while (in >> code) {
        stock.push_back(*Card::fromCode(code));
        rest.remove(stock.back());
    }
    for (int seat : {1, 2})
        for (int i = 0; i < 9; ++i) {
            s.hands[seat].add(rest.first());
            rest.remove(rest.first());
        }
    for (Card c : rest)
        stock.push_back(c);
    s.stock = stock;
    return s;
}

int paid(const Payment& p, Reason r, int seat) {
    return netFor(p, seat, [r](const Transfer& t) { return t.reason == r; });
}

// A deal the Ombre (seat 0, eldest; dealer 2) plays: he took in `in`, the adversaries `a1`
// and `a2`; seats 1 and 2 passed; tricks as given.
DealSummary played(int o, int t1, int t2, int in = 3, int a1 = 2, int a2 = 1) {
    DealSummary d = summaryOf(2, 0, {o, t1, t2});
    d.passes[1] = d.passes[2] = 1;
    d.takenIn[0] = in;
    d.takenIn[1] = a1;
    d.takenIn[2] = a2;
    return d;
}

} // namespace

class TstVariantsRoyal : public QObject {
    Q_OBJECT

private slots:
    // "There is no turning up Trump": no Voltereta; the only higher game is to play "without
    // taking in" (Solo); no Surrender in the English game.
    void games() {
        Deal deal(kRoyal, table("AS 2S AC KS QS JS 7S 6S 3H", "5S"));
        QVERIFY(deal.legalCalls() == (std::vector<Call>{Call::Pass, Call::Play, Call::Solo}));
        QVERIFY(!kRoyal.surrender);
        QCOMPARE(presetOf(kRoyal), kRoyal1665);
    }

    // "of which great Marks you stake each one one for the Game: and the lesser for passing,
    // for the hand, if you be eldest, and for taking in": all pass in the first deal.
    void stakesWhenAllPass() {
        Deal deal(kRoyal, table("AS 2S AC KS QS JS 7S 6S 3H", "5S"));
        for (int s : {0, 1, 2})
            QVERIFY(deal.apply(Action::bid(s, Call::Pass)).empty());
        const Payment& p = deal.payment();
        QCOMPARE(p.net(0), -12 - 1 - 1); // his great mark, the hand, his pass
        QCOMPARE(p.net(1), -12 - 1);
        QCOMPARE(p.net(2), -12 - 1);
        QCOMPARE(p.net(kPool), 40);
        QCOMPARE(deal.view(1).poolAtPlay, 40);
        // The stakes stand: the next deal adds only the little marks (our reading; the other
        // is the option royalStakeEveryDeal).
        DealSetup next = table("AS 2S AC KS QS JS 7S 6S 3H", "5S", 0);
        next.pool = 40;
        Deal second(kRoyal, next);
        for (int s : {1, 2, 0})
            QVERIFY(second.apply(Action::bid(s, Call::Pass)).empty());
        QCOMPARE(second.payment().net(kPool), 4);
        Rules every = kRoyal;
        every.royalStakeEveryDeal = true;
        Deal third(every, next);
        for (int s : {1, 2, 0})
            QVERIFY(third.apply(Action::bid(s, Call::Pass)).empty());
        QCOMPARE(third.payment().net(kPool), 36 + 4);
        QCOMPARE(presetOf(every), kCustomRules);
    }

    // "Having once demanded whether any one will play without taking in, you oblige your self to
    // take in"; "If you win all the Tricks, or the Voll, they likewise are to give you one Mark
    // ... the piece; but then you are to declare before the fifth Trick"; the Matadors, "the
    // others pay three of the greater Marks ... the piece; and ... as many as you have Cards in
    // an uninterrupted series of Trumps; for all which the others are to pay you one Mark".
    void voll() {
        Deal deal(kRoyal, table("AS 2S AC KS QS JS 7S 6S 3H", "5S"));
        QVERIFY(deal.apply(Action::bid(0, Call::Play)).empty());
        QVERIFY(deal.apply(Action::bid(1, Call::Pass)).empty());
        QVERIFY(deal.apply(Action::bid(2, Call::Pass)).empty());
        QVERIFY(deal.apply(Action::nameTrump(0, Suit::Spades)).empty());
        QCOMPARE(deal.minDiscard(), 1);
        QVERIFY(!deal.apply(Action::exchange(0, {})).empty());
        QVERIFY(deal.apply(Action::exchange(0, set("3H"))).empty());
        // Play to the fifth trick: he is asked then, after four, not after five.
        while (deal.decision() != ActionType::Vole) {
            const int seat = deal.toAct();
            if (deal.decision() == ActionType::PlayCard)
                QVERIFY(deal.apply(Action::play(seat, deal.legalCards().first())).empty());
            else if (deal.decision() == ActionType::Exchange)
                QVERIFY(deal.apply(Action::exchange(seat, {})).empty());
            else
                QVERIFY(deal.apply(Action::choice(deal.decision(), seat, false)).empty());
        }
        QCOMPARE(int(deal.tricks().size()), 4);
        Deal undeclared = deal;
        QVERIFY(deal.apply(Action::choice(ActionType::Vole, 0, true)).empty());
        drive(deal, true);
        QCOMPARE(deal.summary().vole, VoleResult::Won);
        const Payment& p = deal.payment();
        // The stakes: 36 in great marks, the hand 1, two passes 2, one card taken in 1: 40.
        QCOMPARE(p.poolAtPlay, 40);
        QCOMPARE(paid(p, Reason::PoolTaken, 0), 40);
        // Matadors: three great marks and six more in series (nine trumps), from each.
        QCOMPARE(paid(p, Reason::Matadors, 0), 2 * (36 + 6));
        // The Voll: a great mark from each.
        QCOMPARE(paid(p, Reason::Vole, 0), 24);
        QCOMPARE(p.net(0), -12 - 1 - 1 + 40 + 84 + 24);
        QCOMPARE(p.net(1), -12 - 1 - 42 - 12);
        QCOMPARE(sumOfNets(p, 3), 0);
        const std::string text = writeRecord(deal, {"a", "b", "c"});
        const LoadedRecord r = readRecord(text);
        QVERIFY2(r.ok(), r.error.c_str());
        QCOMPARE(replayReport(*r.deal), replayReport(deal));
        QVERIFY(text.find("\"ruleset\": \"royal-1665\"") != std::string::npos);
        // Undeclared, the Voll is not paid: five straight tricks end the hand.
        QVERIFY(undeclared.apply(Action::choice(ActionType::Vole, 0, false)).empty());
        drive(undeclared, false);
        QCOMPARE(int(undeclared.tricks().size()), 5);
        QCOMPARE(undeclared.payment().net(0), -12 - 1 - 1 + 40 + 84);
        QCOMPARE(paid(undeclared.payment(), Reason::Vole, 0), 0);
        const LoadedRecord u = readRecord(writeRecord(undeclared, {"a", "b", "c"}));
        QVERIFY2(u.ok(), u.error.c_str());
        QCOMPARE(replayReport(*u.deal), replayReport(undeclared));
    }

    // "The End of the Game is ... to win most Tricks ... if not, 'tis either Codillio or
    // Repuesto, and the Player loses and makes good the Stakes." "Of the Codillio ... when this
    // takes up the Stakes, and tother makes it good".
    void codillio() {
        const Payment p = settle(kRoyal, played(3, 5, 1));
        // The stakes: 36, hand 1, passes 2, taken in 6: 45, which the giver takes up and the
        // Player makes good; the pool stays.
        QCOMPARE(p.poolAtPlay, 45);
        QCOMPARE(paid(p, Reason::Codille, 1), 45);
        QCOMPARE(p.net(0), -12 - 1 - 3 - 45);
        QCOMPARE(p.net(1), -12 - 1 - 2 + 45);
        QCOMPARE(p.net(kPool), 45);
        QCOMPARE(sumOfNets(p, 3), 0);
    }

    // "Of the Repuesto ... if he win but four, another four, and the third but one, or each of
    // them win three Tricks the piece; in which case the Player doubles the Stake, without any
    // ones winning it, and it remains so doubled for the advantage of the next Player".
    void repuesto() {
        for (const DealSummary& d : {played(4, 4, 1), played(3, 3, 3)}) {
            const Payment p = settle(kRoyal, d);
            QCOMPARE(p.poolAtPlay, 45);
            QCOMPARE(p.net(kPool), 90);
            QCOMPARE(paid(p, Reason::Puesta, 0), -45);
            QCOMPARE(sumOfNets(p, 3), 0);
        }
        // "if he win Four, and can so divide the Tricks, as one may win Two, the other Three"
        // he wins: he takes up the stakes.
        const Payment won = settle(kRoyal, played(4, 2, 3));
        QCOMPARE(paid(won, Reason::PoolTaken, 0), 45);
        QCOMPARE(won.net(kPool), 0);
    }

    // "When one has a sure Game in his hand, he is to play without taking in; when the others
    // are to give him each of them one of the greater Marks or Counters, as he is to give them,
    // if he play without taking in, a Game that is not sure, he'd(?) loses it."
    void withoutTakingIn() {
        DealSummary d = played(5, 2, 2, 0);
        d.contract = Call::Solo;
        const Payment won = settle(kRoyal, d);
        QCOMPARE(paid(won, Reason::Solo, 0), 24);
        QCOMPARE(won.net(0), -12 - 1 + won.poolAtPlay + 24);
        d.tricks[0] = 3;
        d.tricks[1] = 5;
        d.tricks[2] = 1;
        const Payment lost = settle(kRoyal, d);
        QCOMPARE(paid(lost, Reason::Solo, 0), -24);
        QCOMPARE(lost.net(0), -12 - 1 - lost.poolAtPlay - 24);
        QCOMPARE(sumOfNets(lost, 3), 0);
    }

    // "5. When you have the choice of Going in three Matadors, or the two Black Aces with three
    // of four other Trumps ... if it be but a simple Stake, you are to chuse the first; because
    // the six Counters you are to receive for the Matadors, more then equavales the four or
    // five, you lose for the Game": the Matadors are paid though the game is lost.
    void matadorsWinOrLose() {
        DealSummary d = played(3, 5, 1);
        d.matadors = 0;
        d.matadorRun = 3;
        const Payment p = settle(kRoyal, d);
        QCOMPARE(paid(p, Reason::Matadors, 0), 6 * 12); // "the six Counters"
        QCOMPARE(paid(p, Reason::Codille, 0), -45);
        // "when they are all in a hand (else not)": in an adversary's hand, he is paid.
        d.matadors = 2;
        QCOMPARE(paid(settle(kRoyal, d), Reason::Matadors, 2), 72);
        Rules ombreOnly = kRoyal;
        ombreOnly.royalMatadorsAnyHand = false;
        QCOMPARE(paid(settle(ombreOnly, d), Reason::Matadors, 2), 0);
        // Two of the three: nothing.
        const DealSetup setup = table("AS 2S KS QS JS 7S 6S 5S 3H", "");
        const Deal deal(kRoyal, setup, PlayStart{0, Call::Play, Suit::Spades});
        QCOMPARE(deal.summary().matadors, -1);
    }

    // "Of the Forfeitures: If you Renounce, you are to double the Stake".
    void forfeiture() {
        const Payment p = ombre::forfeiture(1, 40);
        QCOMPARE(p.net(1), -40);
        QCOMPARE(p.net(kPool), 40); // the stake doubled
        QCOMPARE(p.transfers.front().reason, Reason::Forfeiture);
        QCOMPARE(reasonCode(Reason::Forfeiture), std::string_view("forfeiture"));
    }

    // A session of 1665: the stakes stand until taken up, and the counters are conserved.
    void session() {
        Session session(kRoyal, 2);
        Random random(1665);
        for (int i = 0; i < 200; ++i) {
            const int before = session.pool();
            Deal deal(session.rules(), session.startDeal(random));
            playOut(deal, random);
            const bool staked =
                std::any_of(deal.payment().transfers.begin(), deal.payment().transfers.end(),
                            [](const Transfer& t) { return t.reason == Reason::Stake; });
            QCOMPARE(staked, before == 0);
            session.settle(deal);
            QCOMPARE(session.counters(0) + session.counters(1) + session.counters(2) +
                         session.pool(),
                     0);
        }
    }

    // "of which great Marks you stake each one one for the Game": the stake is great_mark
    // times royal_stake. Issue #20, item 7: great_mark 1,000,000 with royal_stake 4,295 paid
    // 32,704 (an int product wrapped round); both at 1,000,000 paid nothing.
    void amountsInRange() {
        Rules big = kRoyal;
        big.greatMark = 1000000;
        big.royalStake = 4295;
        const std::string why = checkAmounts(big);
        QVERIFY2(why.find("great_mark * royal_stake is 4295000000, more than 100000000") == 0,
                 why.c_str());
        // A record with these rules is refused, naming them.
        const DealSetup setup = table("AS 2S AC KS QS JS 7S 6S 3H", "5S");
        const LoadedRecord loaded = readRecord(writeRecord(Deal(big, setup), {"A", "B", "C"}));
        QVERIFY(!loaded.ok());
        QVERIFY2(loaded.error.rfind("rules: great_mark * royal_stake is 4295000000", 0) == 0,
                 loaded.error.c_str());
        // Products are formed in 64 bits: never wrapped round, whatever the rules.
        for (int stake : {4295, 1000000}) {
            big.royalStake = stake;
            big.greatMark = 1000000;
            Deal deal(big, setup);
            for (int s : {0, 1, 2})
                QVERIFY(deal.apply(Action::bid(s, Call::Pass)).empty());
            for (const Transfer& t : deal.payment().transfers)
                if (t.reason == Reason::Stake)
                    QCOMPARE(t.amount, kMaxPayment);
        }
        // At the limit, paid exactly.
        big.royalStake = 100;
        QCOMPARE(checkAmounts(big), std::string());
        QVERIFY(readRecord(writeRecord(Deal(big, setup), {"A", "B", "C"})).ok());
        Deal deal(big, setup);
        for (int s : {0, 1, 2})
            QVERIFY(deal.apply(Action::bid(s, Call::Pass)).empty());
        QCOMPARE(paid(deal.payment(), Reason::Stake, 1), -100000000);
    }
};

OMBRE_TEST(TstVariantsRoyal, "variants_royal");
#include "tst_variants_royal.moc"
