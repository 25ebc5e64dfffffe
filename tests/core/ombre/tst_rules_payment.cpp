// Loss and gain against the book: every payment example of Gibbs, The Game of Ombre (1878),
// ch. IV (pp. 30-46) and Belinda's figures (p. 86), through settle().
//
// Unless a test says otherwise: three players, the first hand of the game (pool empty before the
// dealer's five), the dealer is seat 2 and the Ombre seat 0, so the Ombre's net equals the sums
// the book adds up ("receiving ... Contents of Pool ...").
#include "ombre/payment.h"
#include "testmain.h"

#include "payment_helpers.h"

#include <QtTest>

#include <array>

using namespace ombre;

namespace {

using test::sumOfNets;

// The dealer seat 2, the Ombre seat 0 playing `c`, and the tricks won seat by seat.
DealSummary summary(Contract c, int o, int a1, int a2) {
    DealSummary d = test::summaryOf(2, 0, {o, a1, a2});
    d.contract = c;
    return d;
}

// Every counter is somewhere: nothing is created or lost.
void checkConservation(const Payment& p) {
    QCOMPARE(sumOfNets(p, 3), 0);
}

// What the Ombre receives from the others and the pool, before his own dealer's stake.
int received(const Payment& p, int ombre) {
    int sum = 0;
    for (const Transfer& t : p.transfers) {
        if (t.to == ombre)
            sum += t.amount;
        if (t.from == ombre && t.reason != Reason::DealerStake)
            sum -= t.amount;
    }
    return sum;
}

} // namespace

class TstRulesPayment : public QObject {
    Q_OBJECT

private slots:
    // Gibbs p. 30: "in the first hand of the Game, there being five fish in the Pool, that, with
    // five from each player, makes a total of 15."
    void sacadaFirstHand() {
        const Payment p = settle(Rules{}, summary(Call::Play, 5, 2, 2));
        QCOMPARE(p.poolAtPlay, 5);
        QCOMPARE(p.net(0), 15);
        QCOMPARE(p.net(1), -5);
        QCOMPARE(p.net(2), -10); // five for the game and his five as dealer
        QCOMPARE(p.net(kPool), 0);
        checkConservation(p);
        // The Ombre dealing: the same 15 received, his own five paid in first.
        DealSummary d = summary(Call::Play, 5, 2, 2);
        d.dealer = 0;
        const Payment q = settle(Rules{}, d);
        QCOMPARE(received(q, 0), 15);
        QCOMPARE(q.net(0), 10);
        checkConservation(q);
    }

    // Gibbs p. 31: "supposing it to be the first hand of the game, he will place 20 fish in the
    // Pool"; "his loss will be five more than he would have gained by a Sacada".
    void puestaFirstHand() {
        const Payment p = settle(Rules{}, summary(Call::Play, 4, 4, 1));
        QCOMPARE(p.net(0), -20);
        QCOMPARE(p.net(kPool), 25);
        QCOMPARE(p.net(1), 0);
        checkConservation(p);
        // A larger pool: what it holds and five for each player.
        DealSummary d = summary(Call::Play, 3, 3, 3);
        d.poolBefore = 40;
        const Payment q = settle(Rules{}, d);
        QCOMPARE(q.net(0), -(45 + 15));
        checkConservation(q);
    }

    // Gibbs p. 31: Codille: "his loss is the same as if he had been Bested, but ... he pays it
    // ... to him who gave him Codille".
    void codilleSameSumToGiver() {
        const Payment p = settle(Rules{}, summary(Call::Play, 4, 5, 0));
        QCOMPARE(p.net(0), -20);
        QCOMPARE(p.net(1), 20);
        QCOMPARE(p.net(2), -5);
        QCOMPARE(p.net(kPool), 5); // the pool stays
        checkConservation(p);
        const Payment q = settle(Rules{}, summary(Call::Play, 2, 3, 4));
        QCOMPARE(q.net(2), 20 - 5);
        checkConservation(q);
    }

    // The illustrations of the extras (Gibbs pp. 40-45), Primeras in every one: the Ombre's
    // net, and the first adversary's where the book says it.
    void illustrations_data() {
        QTest::addColumn<int>("contract");
        QTest::addColumn<int>("tricks");
        QTest::addColumn<int>("firstTricks");
        QTest::addColumn<int>("secondTricks");
        QTest::addColumn<int>("honours");
        QTest::addColumn<int>("vole");
        QTest::addColumn<int>("ombreNet");
        QTest::addColumn<QVariant>("firstNet");
        const int won = int(VoleResult::Won), barred = int(VoleResult::Barred);
        const int none = int(VoleResult::None);
        auto row = [](const char* name, Contract c, std::array<int, 3> tricks, int honours,
                      int vole, int ombreNet, QVariant firstNet = {}) {
            QTest::newRow(name) << int(c) << tricks[0] << tricks[1] << tricks[2] << honours << vole
                                << ombreNet << firstNet;
        };
        // p. 41, Illustration I: Spadille, Manille, Basto, King in Clubs; the Vole: pool 5 +
        // honours 4 from each (8) + Vole 30 from each (60) = 73.
        row("I", Call::Play, {9, 0, 0}, 4, won, 73, -34);
        // p. 41, Illustration II: Solo in Hearts, three honours, the first five tricks:
        // 5 + 10 + 16 + 2 + 6 = 39; with the Vole "39 + 48 = 87" (p. 42).
        row("II", Call::Solo, {5, 2, 2}, 3, none, 39);
        row("II, the Vole", Call::Solo, {9, 0, 0}, 3, won, 87);
        // The same as a Solo Vole declared before the discard (p. 40).
        row("II, a Solo Vole", Call::SoloVole, {9, 0, 0}, 3, won, 87);
        // p. 42, Illustration III: Voltereta, Primeras, four honours: 5 + 10 + 4 + 2 + 8 = 29.
        row("III", Call::Voltereta, {5, 2, 2}, 4, none, 29);
        // pp. 43-45, Illustration IV: the Vole challenged by leading to the sixth trick and
        // barred. "The barred Vole (30 to each) 60 ... won by Voltereta 4, Primeras 2, Honours 8
        // ... 14"; with the erratum for p. 45: "He will pay 23 points to each Adversary; in all
        // 46 Points", "taking for himself from the Pool 5", "reducing his loss to 41 Points".
        row("IV, barred Vole", Call::Voltereta, {6, 1, 0}, 4, barred, -41, 23);
        // p. 45: "If we suppose the hand under No. IV. to have been dealt him, and that he
        // plays Solo instead of Voltereta, his loss would be further reduced to 29 points".
        row("IV, as a Solo", Call::Solo, {6, 1, 0}, 4, barred, -29);
    }
    void illustrations() {
        QFETCH(int, contract);
        QFETCH(int, tricks);
        QFETCH(int, firstTricks);
        QFETCH(int, secondTricks);
        QFETCH(int, honours);
        QFETCH(int, vole);
        QFETCH(int, ombreNet);
        QFETCH(QVariant, firstNet);
        DealSummary d = summary(Contract(contract), tricks, firstTricks, secondTricks);
        d.primeras = true;
        d.honours = honours;
        d.vole = VoleResult(vole);
        const Payment p = settle(Rules{}, d);
        QCOMPARE(p.net(0), ombreNet);
        if (firstNet.isValid())
            QCOMPARE(p.net(1), firstNet.toInt());
        checkConservation(p);
    }

    // Illustration IV (pp. 43-45), how the barred Vole is paid: 23 "to each Adversary; in all
    // 46 Points", "taking for himself from the Pool 5".
    void illustrationIVBarredVole() {
        DealSummary d = summary(Call::Voltereta, 6, 1, 0);
        d.primeras = true;
        d.honours = 4;
        d.vole = VoleResult::Barred;
        const Payment p = settle(Rules{}, d);
        QCOMPARE(p.net(2), 23 - 5); // the dealer's own five went into the pool
        int paid = 0;
        for (const Transfer& t : p.transfers)
            if (t.from == 0)
                paid += t.amount;
        int back = 0;
        for (const Transfer& t : p.transfers)
            if (t.to == 0 && t.from != kPool)
                back += t.amount;
        QCOMPARE(paid - back, 46);
        QCOMPARE(p.net(kPool), 0);
    }

    // Gibbs p. 86: Belinda wins 5-0-4 with four honours: "the five points of the pool are hers,
    // and each player pays her five points for the game, and four for honours; so that her
    // winnings are twenty-three in all". Her possible Codille: "her loss will be twenty-eight".
    void belindaFigures() {
        DealSummary d = summary(Call::Play, 5, 0, 4);
        d.honours = 4;
        const Payment p = settle(Rules{}, d);
        QCOMPARE(p.net(0), 23);
        QCOMPARE(p.net(1), -9);
        QCOMPARE(p.net(2), -14);
        checkConservation(p);
        DealSummary c = summary(Call::Play, 4, 0, 5);
        c.honours = 4;
        const Payment q = settle(Rules{}, c);
        QCOMPARE(q.net(0), -28);
        QCOMPARE(q.net(2), 20 + 4 - 5);
        QCOMPARE(q.net(1), 4);
        checkConservation(q);
    }

    // Gibbs p. 46: Favor "receives ... double of what is paid in ordinary suits, i.e. 10 points
    // for each player instead of 5, and so on" (the doubling of the extras is an option).
    void favorDoubles() {
        Rules rules;
        rules.favor = true;
        DealSummary d = summary(Call::Favor, 5, 2, 2);
        QCOMPARE(settle(rules, d).net(0), 5 + 20);
        d.honours = 3;
        QCOMPARE(settle(rules, d).net(0), 5 + 20 + 12);
        rules.favorDoublesExtras = false;
        QCOMPARE(settle(rules, d).net(0), 5 + 20 + 6);
        checkConservation(settle(rules, d));
        DealSummary b = summary(Call::Favor, 4, 4, 1);
        const Payment p = settle(Rules{}, b);
        QCOMPARE(p.net(0), -(5 + 30)); // the pool and ten for each player
        checkConservation(p);
    }

    // Gibbs p. 32: surrender unforbidden: "he is Bested and pays the Pool accordingly, paying no
    // other points, unless it be for Voltereta".
    void surrenderWithoutDefence() {
        DealSummary d = summary(Call::Play, 1, 2, 0);
        d.surrendered = true;
        d.honours = 3;
        Payment p = settle(Rules{}, d);
        QCOMPARE(p.net(0), -20);
        QCOMPARE(p.net(kPool), 25);
        checkConservation(p);
        d.contract = Call::Voltereta;
        p = settle(Rules{}, d);
        QCOMPARE(p.net(0), -20 - 4);
        QCOMPARE(p.net(1), 2);
        checkConservation(p);
    }

    // Gibbs p. 33: the Defender wins: "the Ombre pays the usual points for Codille, and the
    // Extras, if any", in effect to the Defender (note: "he pays the Puesta to the Defender").
    void defenceDefenderWins() {
        DealSummary d = summary(Call::Play, 2, 5, 2);
        d.surrendered = true;
        d.defender = 1;
        d.honours = 3;
        const Payment p = settle(Rules{}, d);
        QCOMPARE(p.net(0), -20 - 6);
        QCOMPARE(p.net(1), 20 + 3);
        QCOMPARE(p.net(2), 3 - 5);
        QCOMPARE(p.net(kPool), 5);
        checkConservation(p);
    }

    // Gibbs p. 33: "if Codille be given to the Defender, he pays the points to the player who
    // gives it him; the Ombre ... paying his own Beste to the Pool".
    void defenceCodilleToDefender() {
        DealSummary d = summary(Call::Play, 5, 2, 2); // the Ombre gives the Defender Codille
        d.surrendered = true;
        d.defender = 2;
        Payment p = settle(Rules{}, d);
        QCOMPARE(p.net(0), 20 - 20); // receives the Defender's 20, pays his Beste of 20
        QCOMPARE(p.net(2), -20 - 5);
        QCOMPARE(p.net(kPool), 5 + 20);
        checkConservation(p);
        DealSummary e = summary(Call::Play, 2, 5, 2); // the other adversary gives it
        e.surrendered = true;
        e.defender = 2;
        p = settle(Rules{}, e);
        QCOMPARE(p.net(1), 20);
        QCOMPARE(p.net(2), -20 - 5);
        QCOMPARE(p.net(0), -20);
        checkConservation(p);
    }

    // Gibbs pp. 33-34: the Defender bested: "two Bestes to be paid ... one by himself, and one by
    // the Ombre; and these are called Twins".
    void defenceTwins() {
        DealSummary d = summary(Call::Play, 4, 4, 1);
        d.surrendered = true;
        d.defender = 1;
        const Payment p = settle(Rules{}, d);
        QCOMPARE(p.net(0), -20);
        QCOMPARE(p.net(1), -20);
        QCOMPARE(p.net(kPool), 5 + 40);
        QCOMPARE(p.net(kReserve), 0);
        checkConservation(p);
    }

    // Gibbs p. 34: "Supposing it to be 100 points, the first reserved Beste would be 115; and,
    // inasmuch as the Dealer of the next game would put five points into the Pool, the second
    // reserved Beste would be 120".
    void reservedPuesta() {
        Rules rules;
        rules.reserveLimit = 100;
        DealSummary d = summary(Call::Play, 4, 4, 1);
        d.poolBefore = 95;
        Payment p = settle(rules, d);
        QCOMPARE(p.poolAtPlay, 100);
        QCOMPARE(p.net(0), -115);
        QCOMPARE(p.net(kReserve), 115);
        QCOMPARE(p.net(kPool), 5);
        checkConservation(p);
        d.poolBefore = 100;
        p = settle(rules, d);
        QCOMPARE(p.net(kReserve), 120);
        checkConservation(p);
        // Below the limit the Beste goes into the pool.
        d.poolBefore = 50;
        p = settle(rules, d);
        QCOMPARE(p.net(kReserve), 0);
        QCOMPARE(p.net(kPool), 5 + 70);
        // Twins are never reserved, unless the pool is itself a reserved Puesta (p. 34).
        DealSummary t = summary(Call::Play, 4, 4, 1);
        t.poolBefore = 100;
        t.surrendered = true;
        t.defender = 1;
        p = settle(rules, t);
        QCOMPARE(p.net(kReserve), 0);
        checkConservation(p);
    }

    // Gibbs p. 35: "it is always the Rule that the usual five points for each player are neither
    // paid nor received by the Ombre" when a reserved Beste is played for.
    void playingForReserved() {
        DealSummary d = summary(Call::Play, 5, 2, 2);
        d.poolBefore = 115;
        d.playingForReserved = true;
        Payment p = settle(Rules{}, d);
        QCOMPARE(p.net(0), 120);
        checkConservation(p);
        Rules noStake;
        noStake.dealerPaysWhenPlayingReserved = false;
        p = settle(noStake, d);
        QCOMPARE(p.net(0), 115);
        QCOMPARE(p.net(2), 0);
        checkConservation(p);
    }
};

OMBRE_TEST(TstRulesPayment, "rules_payment");
#include "tst_rules_payment.moc"
