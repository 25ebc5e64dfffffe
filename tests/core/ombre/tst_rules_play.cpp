// Following suit, the tricks, the auction and the exchanges against the book: Gibbs, The Game of
// Ombre (1878), ch. II-IV, and ../shared/rules-notes.md.
#include "ombre/auction.h"
#include "ombre/deal.h"
#include "testmain.h"

#include "card_helpers.h"

#include <QtTest>

#include <sstream>

using namespace ombre;

namespace {

// The book's card codes and the plain driver: card, seq, set, drive.
using namespace test;

// Belinda's deal (Gibbs p. 79-80), seats in the order of play: 0 Belinda, 1 Sir Anonym, 2 the
// Baron. A convenient fully known deal for the auction and the exchanges.
DealSetup belindaDeal(int dealer) {
    DealSetup s;
    s.dealer = dealer;
    s.hands[0] = set("AS KS 2S KC 3C KH 7H 2D 3D");
    s.hands[1] = set("6S 4S 7C 6C 5C JH 2H 3H 6H");
    s.hands[2] = set("QS JS 5S 3S KD 7D 5H 4C 2C");
    s.stock = seq("AC 4D 5D QH 7S QD JD AH JC 4H 6D AD QC");
    return s;
}

// A deal taken up at the first lead: seat 0 holds nine Spades (all trumps), seat 1 two small
// trumps and Hearts, seat 2 only Clubs. The Ombre (seat 0) wins every trick he leads.
DealSetup voleDeal() {
    DealSetup s;
    s.dealer = 2;
    s.hands[0] = set("AS 2S AC KS QS JS 7S 6S 5S");
    s.hands[1] = set("4S 3S KH QH JH AH 2H 3H 4H");
    s.hands[2] = set("KC QC JC 7C 6C 5C 4C 3C 2C");
    s.stock = seq("KD QD JD AD 2D 3D 4D 5D 6D 7D 5H 6H 7H");
    return s;
}

void mustApply(Deal& d, const Action& a) {
    const std::string why = d.apply(a);
    QVERIFY2(why.empty(), why.c_str());
}

} // namespace

class TstRulesPlay : public QObject {
    Q_OBJECT

private slots:
    // Gibbs pp. 15-16: a matador "cannot be forced by an inferior Trump".
    void matadorNeedNotFollowLowerTrump() {
        const CardOrder& o = CardOrder::forTrump(Suit::Spades);
        for (const char* hand : {"AS KH 3C", "2S KH 3C", "AC KH 3C", "AS 2S AC KH"})
            QCOMPARE(o.legal(set(hand), card("5S")), set(hand));
        // Red trumps: Punto is no matador and is forced; Manille (the Seven) is not.
        const CardOrder& h = CardOrder::forTrump(Suit::Hearts);
        QCOMPARE(h.legal(set("AH KS"), card("3H")), set("AH"));
        QCOMPARE(h.legal(set("7H KS"), card("3H")), set("7H KS"));
    }

    // Gibbs p. 16 and rules-notes: Spadille led forces Manille and Basto.
    void spadilleForcesManilleAndBasto() {
        const CardOrder& o = CardOrder::forTrump(Suit::Spades);
        QCOMPARE(o.legal(set("2S KH"), kSpadille), set("2S"));
        QCOMPARE(o.legal(set("AC KH"), kSpadille), set("AC"));
        QCOMPARE(o.legal(set("2S AC KH"), kSpadille), set("2S AC"));
        const CardOrder& d = CardOrder::forTrump(Suit::Diamonds);
        QCOMPARE(d.legal(set("7D KH"), kSpadille), set("7D"));
    }

    // Gibbs p. 16: "Manille when led will necessarily force Basto ... but will not force
    // Spadille in like case."
    void manilleForcesBastoNotSpadille() {
        const CardOrder& o = CardOrder::forTrump(Suit::Spades);
        QCOMPARE(o.legal(set("AC KH"), card("2S")), set("AC"));
        QCOMPARE(o.legal(set("AS KH"), card("2S")), set("AS KH"));
        const CardOrder& h = CardOrder::forTrump(Suit::Hearts);
        QCOMPARE(h.legal(set("AC KS"), card("7H")), set("AC"));
    }

    // Gibbs p. 16 (rules-notes): Basto led forces neither Spadille nor Manille.
    void bastoForcesNeither() {
        const CardOrder& o = CardOrder::forTrump(Suit::Spades);
        QCOMPARE(o.legal(set("AS KH"), kBasto), set("AS KH"));
        QCOMPARE(o.legal(set("2S KH"), kBasto), set("2S KH"));
        QCOMPARE(o.legal(set("2S 3S KH"), kBasto), set("2S 3S"));
    }

    // Gibbs p. 16: "if the eldest hand leads King of Trumps, and the second hand takes it with
    // Spadille, Basto, in the third hand, is not thereby forced."
    void kingLedSpadillePlayedDoesNotForceBasto() {
        const CardSet hands[3] = {set("KS 3H"), set("AS 4H"), set("AC 5H")};
        Play p(Suit::Spades, 3, hands, 0);
        QVERIFY(!p.play(card("KS")));
        QVERIFY(!p.play(kSpadille));
        QCOMPARE(p.legal(), set("AC 5H"));
        QVERIFY(p.play(card("5H")));
        QCOMPARE(p.lastTrick().winner, 1);
    }

    // Gibbs pp. 15-16: only unforced matadors as trumps: any card; a small trump and an
    // unforced matador: a trump, either one.
    void onlyMatadorsOrSmallTrump() {
        const CardOrder& o = CardOrder::forTrump(Suit::Clubs);
        QCOMPARE(o.legal(set("AS 2C KH 4D"), card("KC")), set("AS 2C KH 4D"));
        QCOMPARE(o.legal(set("AS 3C KH 4D"), card("KC")), set("AS 3C"));
        QCOMPARE(o.legal(set("AC 3C KH"), card("4C")), set("AC 3C"));
    }

    // Gibbs p. 25: follow suit if you can, otherwise trump or throw any card; and p. 12: the
    // black aces never follow their plain suit.
    void plainSuitLeads() {
        const CardOrder& o = CardOrder::forTrump(Suit::Hearts);
        QCOMPARE(o.legal(set("4D AS KH"), card("KD")), set("4D"));
        QCOMPARE(o.legal(set("AS KH 3C"), card("KD")), set("AS KH 3C"));
        // Spades led with Hearts trumps: Spadille is a trump, not a Spade.
        QCOMPARE(o.legal(set("AS KH"), card("KS")), set("AS KH"));
        QCOMPARE(o.legal(set("AS 2S KH"), card("KS")), set("2S"));
        // Clubs led: Basto is a trump, not a Club.
        QCOMPARE(o.legal(set("AC 4H"), card("KC")), set("AC 4H"));
    }

    // Gibbs p. 25: the highest trump wins, else the highest card of the suit led; a card of
    // another suit never wins.
    void trickWinners() {
        struct Case {
            Suit trump;
            const char* cards; // from the leader, seat 0
            int winner;
        } cases[] = {
            {Suit::Spades, "KH QH 3S", 2},   // trumped
            {Suit::Spades, "KH 4S AC", 2},   // higher trump over trump
            {Suit::Spades, "3H KH KD", 1},   // highest of the suit led
            {Suit::Spades, "7H KD KC", 0},   // discards do not win, however high
            {Suit::Hearts, "2H AH 7H", 2},   // Manille over Punto
            {Suit::Hearts, "6H 5H KH", 2},   // red trumps: K above the deuce, 5 above 6
            {Suit::Spades, "AH 2H KH", 2},   // plain red: K Q J A 2 ...
            {Suit::Diamonds, "KS AS 2S", 1}, // Spadille is a Diamond trump here
            {Suit::Clubs, "7C AC 2C", 2},    // Manille (Deuce) over Basto
        };
        for (const Case& c : cases) {
            const auto cs = seq(c.cards);
            const CardSet hands[3] = {CardSet{cs[0]}, CardSet{cs[1]}, CardSet{cs[2]}};
            Play p(c.trump, 3, hands, 0);
            p.play(cs[0]);
            p.play(cs[1]);
            QVERIFY(p.play(cs[2]));
            QVERIFY2(p.lastTrick().winner == c.winner, c.cards);
            QCOMPARE(p.trick().leader, c.winner);
        }
    }

    // Deal::check explains an illegal card in the game's terms (Gibbs pp. 15-16, 25).
    void illegalCardText() {
        DealSetup s;
        s.dealer = 2;
        s.hands[0] = set("KH AS 2S AC KS QS JS 7S 6S");
        s.hands[1] = set("4H 3S KC QC JC 7C 6C 5C 4C");
        s.hands[2] = set("KD QD JD AD 2D 3D 4D 5D 6D");
        s.stock = seq("7D 3C 2C AH QH JH 2H 3H 5H 6H 7H 4S 5S");
        Deal d(Rules{}, s, PlayStart{0, Call::Play, Suit::Spades});
        QCOMPARE(d.decision(), ActionType::Surrender);
        mustApply(d, Action::choice(ActionType::Surrender, 0, false));
        mustApply(d, Action::play(0, card("KH")));
        QCOMPARE(d.check(Action::play(1, card("KC"))),
                 std::string("KC is not a legal card: must follow Hearts (holds 4H)"));
        QCOMPARE(d.check(Action::play(1, card("KD"))), std::string("KD is not in the hand"));
        QCOMPARE(d.check(Action::play(2, card("KD"))).rfind("it is not seat 2's turn", 0), 0u);
        mustApply(d, Action::play(1, card("4H")));
        mustApply(d, Action::play(2, card("KD")));
        // Seat 0 won with the King; he leads a small trump.
        QCOMPARE(d.tricks().back().winner, 0);
        mustApply(d, Action::choice(ActionType::Surrender, 0, false));
        mustApply(d, Action::play(0, card("6S")));
        QCOMPARE(d.check(Action::play(1, card("KC"))),
                 std::string("KC is not a legal card: must follow trumps (holds 3S)"));
    }

    // Gibbs p. 21: "No. 1 may say 'I play.' No. 2 may say 'Better; Voltereta.' No. 3 may outbid
    // both, claiming to play Solo. And No. 1 may resume his right by also offering to play Solo."
    void auctionExample() {
        Auction a(Rules{}, 3, 1); // eldest is seat 1
        QCOMPARE(a.toSpeak(), 1);
        a.make(Call::Play);
        QCOMPARE(a.toSpeak(), 2);
        QVERIFY(!a.isLegal(Call::Play));
        a.make(Call::Voltereta);
        QCOMPARE(a.toSpeak(), 0);
        QVERIFY(!a.isLegal(Call::Voltereta)); // the youngest must name a higher game
        a.make(Call::Solo);
        QCOMPARE(a.toSpeak(), 1);
        QVERIFY(a.isLegal(Call::Solo)); // the elder takes it back with the same game
        a.make(Call::Solo);
        QCOMPARE(a.holder(), 1);
        QCOMPARE(a.toSpeak(), 2);
        QVERIFY(!a.isLegal(Call::Solo));
        a.make(Call::Pass);
        QCOMPARE(a.toSpeak(), 0);
        a.make(Call::Pass);
        QVERIFY(a.finished());
        QCOMPARE(a.holder(), 1);
        QCOMPARE(a.highest(), Call::Solo);
        QCOMPARE(int(a.bids().size()), 6);
    }

    // Gibbs p. 21, p. 46: a younger hand must name a higher game; an elder may claim the same.
    void youngerMustNameHigher() {
        Auction a(Rules{}, 3, 0);
        a.make(Call::Play);
        QCOMPARE(a.whyNot(Call::Play),
                 std::string("must name a game higher than Simple Game, or pass"));
        QVERIFY(a.isLegal(Call::Voltereta));
        QVERIFY(a.isLegal(Call::Pass));
        a.make(Call::Voltereta);
        QCOMPARE(a.whyNot(Call::Voltereta),
                 std::string("must name a game higher than Voltereta, or pass"));
        a.make(Call::Pass);
        // The eldest may claim the Voltereta himself; a lower game will not do.
        QCOMPARE(a.whyNot(Call::Play),
                 std::string("must name Voltereta or a higher game, or pass"));
        QVERIFY(a.isLegal(Call::Voltereta));
        a.make(Call::Voltereta);
        QCOMPARE(a.toSpeak(), 1);
        a.make(Call::Pass);
        QVERIFY(a.finished());
        QCOMPARE(a.holder(), 0);
    }

    // Gibbs p. 20: "if they all pass, the Deal is finished"; the dealer's five stay in the pool
    // (p. 42: the pool grows "from frequent passing").
    void allPass() {
        Deal d(Rules{}, belindaDeal(2));
        mustApply(d, Action::bid(0, Call::Pass));
        mustApply(d, Action::bid(1, Call::Pass));
        QVERIFY(!d.finished());
        mustApply(d, Action::bid(2, Call::Pass));
        QVERIFY(d.finished());
        QCOMPARE(d.outcome(), std::string("passed"));
        QCOMPARE(d.payment().net(2), -5);
        QCOMPARE(d.payment().net(0), 0);
        QCOMPARE(d.payment().net(1), 0);
        QCOMPARE(d.payment().net(kPool), 5);
        QCOMPARE(int(d.payment().transfers.size()), 1);
        QCOMPARE(d.check(Action::bid(0, Call::Play)), std::string("the deal is over"));
    }

    // Gibbs p. 40: a Solo Vole "no one can outbid"; the auction ends at once.
    void soloVoleEndsAuction() {
        Deal d(Rules{}, belindaDeal(2));
        mustApply(d, Action::bid(0, Call::Play));
        mustApply(d, Action::bid(1, Call::SoloVole));
        QCOMPARE(d.phase(), Phase::NameTrump);
        QCOMPARE(d.ombre(), 1);
        QCOMPARE(d.contract(), Call::SoloVole);
        QCOMPARE(d.toAct(), 1);
    }

    // Gibbs p. 45: Favor is an option ("the game appears to me ... better without"); its suit is
    // usually Diamonds and is trumps without naming.
    void favorOnlyWhenAllowed() {
        Auction off(Rules{}, 3, 0);
        QVERIFY(!off.isLegal(Call::Favor));
        QVERIFY(!off.isLegal(Call::SoloFavor));
        QCOMPARE(off.whyNot(Call::Favor), std::string("Favor is not played under these rules"));
        Rules rules;
        rules.favor = true;
        Deal d(rules, belindaDeal(2));
        QVERIFY(d.check(Action::bid(0, Call::Favor)).empty());
        mustApply(d, Action::bid(0, Call::Play));
        mustApply(d, Action::bid(1, Call::Favor));
        mustApply(d, Action::bid(2, Call::Pass));
        mustApply(d, Action::bid(0, Call::Pass));
        QCOMPARE(d.ombre(), 1);
        QCOMPARE(d.contract(), Call::Favor);
        QCOMPARE(d.trump(), std::optional<Suit>(Suit::Diamonds));
        QCOMPARE(d.phase(), Phase::Exchange);
        QCOMPARE(d.toAct(), 1);
    }

    // Gibbs pp. 22-23 (Simple game): the Ombre discards and takes as many from the top of the
    // stock; then his right-hand adversary, who may yield (p. 25); the last taker may show the
    // rest (p. 26 note). Belinda's exchange of p. 81-84.
    void ombreDiscardAndDraw() {
        Deal d(Rules{}, belindaDeal(2));
        mustApply(d, Action::bid(0, Call::Play));
        mustApply(d, Action::bid(1, Call::Pass));
        mustApply(d, Action::bid(2, Call::Pass));
        mustApply(d, Action::nameTrump(0, Suit::Spades));
        QCOMPARE(d.decision(), ActionType::Exchange);
        QCOMPARE(d.check(Action::exchange(0, set("QS"))),
                 std::string("cannot discard QS: not in the hand"));
        QVERIFY(!d.check(Action::yield(0)).empty()); // the Ombre cannot yield
        mustApply(d, Action::exchange(0, set("3C 2D 3D 7H")));
        QCOMPARE(d.hand(0), set("AS 2S AC KS KC KH QH 5D 4D"));
        QCOMPARE(d.taken(0), 4);
        QCOMPARE(int(d.stock().size()), 9);
        // The right-hand adversary (Sir Anonym, seat 1) yields to the Baron (p. 82).
        QCOMPARE(d.toAct(), 1);
        QVERIFY(d.canYield());
        QVERIFY(!d.check(Action::yield(2)).empty());
        mustApply(d, Action::yield(1));
        QVERIFY(d.yielded());
        QCOMPARE(d.toAct(), 2);
        QVERIFY(!d.canYield());
        mustApply(d, Action::exchange(2, set("4C 2C 5H 7D")));
        QCOMPARE(d.hand(2), set("QS JS 7S 5S 3S KD QD JD AH"));
        QCOMPARE(d.toAct(), 1);
        QCOMPARE(d.check(Action::exchange(1, set("7C 6C 5C JH 2H 3H"))),
                 std::string("cannot discard 6 cards: at most 5 can be drawn"));
        mustApply(d, Action::exchange(1, set("7C 6C 5C")));
        QCOMPARE(d.hand(1), set("6S 4S JC JH 2H 3H 4H 6H 6D"));
        // Two cards remain: the last taker may turn them up, but then all see them.
        QCOMPARE(d.decision(), ActionType::ShowStock);
        QCOMPARE(d.toAct(), 1);
        mustApply(d, Action::choice(ActionType::ShowStock, 1, true));
        QCOMPARE(d.stockShown(), std::optional<bool>(true));
        QCOMPARE(d.view(0).shownStock, set("AD QC"));
        QCOMPARE(d.decision(), ActionType::Surrender);
    }

    // Without the show: the rest of the stock stays unseen.
    void stockNotShown() {
        Deal d(Rules{}, belindaDeal(2));
        mustApply(d, Action::bid(0, Call::Play));
        mustApply(d, Action::bid(1, Call::Pass));
        mustApply(d, Action::bid(2, Call::Pass));
        mustApply(d, Action::nameTrump(0, Suit::Spades));
        mustApply(d, Action::exchange(0, set("3C")));
        mustApply(d, Action::exchange(1, CardSet{}));
        mustApply(d, Action::exchange(2, CardSet{}));
        QCOMPARE(d.decision(), ActionType::ShowStock);
        QCOMPARE(d.toAct(), 2);
        mustApply(d, Action::choice(ActionType::ShowStock, 2, false));
        QVERIFY(d.view(0).shownStock.empty());
        QCOMPARE(d.view(0).stockLeft, 12);
    }

    // Gibbs pp. 36-37: Voltereta turns up the top card of the stock, its suit is trumps, and the
    // Ombre must take it in as the first card of his draw.
    void voltereta() {
        DealSetup s = belindaDeal(2);
        s.stock = seq("7S AC 4D 5D QH QD JD AH JC 4H 6D AD QC");
        Deal d(Rules{}, s);
        mustApply(d, Action::bid(0, Call::Voltereta));
        mustApply(d, Action::bid(1, Call::Pass));
        mustApply(d, Action::bid(2, Call::Pass));
        QCOMPARE(d.phase(), Phase::Exchange);
        QCOMPARE(d.turned(), std::optional<Card>(card("7S")));
        QCOMPARE(d.trump(), std::optional<Suit>(Suit::Spades));
        QCOMPARE(d.minDiscard(), 1);
        QCOMPARE(d.check(Action::exchange(0, CardSet{})),
                 std::string("the Ombre of a Voltereta must discard at least one card, to take "
                             "in the turned card"));
        mustApply(d, Action::exchange(0, set("3C")));
        QVERIFY(d.hand(0).contains(card("7S")));
        QVERIFY(!d.hand(0).contains(card("3C")));
        QCOMPARE(d.stock().front(), card("AC"));
    }

    // Gibbs p. 38: in a Solo the Ombre does not discard; "the first who takes must leave at
    // least five cards for his friend". No Surrender in a Solo.
    void soloExchanges() {
        Deal d(Rules{}, belindaDeal(2));
        mustApply(d, Action::bid(0, Call::Solo));
        mustApply(d, Action::bid(1, Call::Pass));
        mustApply(d, Action::bid(2, Call::Pass));
        mustApply(d, Action::nameTrump(0, Suit::Spades));
        QCOMPARE(d.toAct(), 1);
        QCOMPARE(d.maxDiscard(), 8);
        QCOMPARE(d.check(Action::exchange(1, d.hand(1))),
                 std::string("may take at most 8: the first adversary to take in a Solo must "
                             "leave five for his friend"));
        mustApply(d, Action::yield(1));
        QCOMPARE(d.toAct(), 2);
        QCOMPARE(d.maxDiscard(), 8);
        mustApply(d, Action::exchange(2, set("4C 2C 5H 7D")));
        QCOMPARE(d.toAct(), 1);
        QCOMPARE(d.maxDiscard(), 9); // the second taker may take all that is left
        mustApply(d, Action::exchange(1, set("7C 6C 5C JH 2H 3H 6H")));
        QCOMPARE(d.decision(), ActionType::ShowStock);
        mustApply(d, Action::choice(ActionType::ShowStock, 1, false));
        QCOMPARE(d.phase(), Phase::Play); // no Surrender offered in a Solo
        QCOMPARE(d.nextSurrenderOffer(), 0);
        QCOMPARE(d.hand(0), set("AS KS 2S KC 3C KH 7H 2D 3D"));
    }

    // Gibbs p. 39: five straight tricks end the hand unless the Ombre plays for the Vole;
    // stopping earns Primeras (p. 35). Surrender is offered before the first four tricks only
    // (p. 32: "before the first card of the fourth trick").
    void fiveStraightTricksStop() {
        Deal d(Rules{}, voleDeal(), PlayStart{0, Call::Play, Suit::Spades});
        const char* tricks[5][3] = {{"AS", "4S", "KC"},
                                    {"2S", "3S", "QC"},
                                    {"AC", "KH", "JC"},
                                    {"KS", "QH", "7C"},
                                    {"QS", "JH", "6C"}};
        for (int t = 0; t < 5; ++t) {
            if (t < 4) {
                QCOMPARE(d.decision(), ActionType::Surrender);
                // The offer is standing before trick t + 1; the Ombre leads it, and may answer
                // by leading any card of his hand.
                QCOMPARE(d.nextSurrenderOffer(), t + 1);
                QCOMPARE(d.leadsAfterPlayingOn(), d.hand(0));
                mustApply(d, Action::choice(ActionType::Surrender, 0, false));
                QCOMPARE(d.leadsAfterPlayingOn(), CardSet{});
            }
            // During trick t + 1 the next offer is before trick t + 2, and none after the
            // fourth.
            QCOMPARE(d.nextSurrenderOffer(), t + 2 <= 4 ? t + 2 : 0);
            QCOMPARE(d.decision(), ActionType::PlayCard);
            for (int i = 0; i < 3; ++i)
                mustApply(d, Action::play(i, card(tricks[t][i])));
        }
        QCOMPARE(d.decision(), ActionType::Vole);
        QCOMPARE(d.toAct(), 0);
        mustApply(d, Action::choice(ActionType::Vole, 0, false));
        QVERIFY(d.finished());
        QCOMPARE(d.outcome(), std::string("sacada"));
        QVERIFY(d.summary().primeras);
        QCOMPARE(d.summary().honours, 9);
        // Pool 5, five from each, Primeras one from each, nine honours from each (pp. 30, 35).
        QCOMPARE(d.payment().net(0), 5 + 10 + 2 + 18);
    }

    // Gibbs p. 39: the Vole won: thirty from each in place of the five and Primeras.
    void voleWon() {
        Deal d(Rules{}, voleDeal(), PlayStart{0, Call::Play, Suit::Spades});
        const char* tricks[9][3] = {{"AS", "4S", "KC"}, {"2S", "3S", "QC"}, {"AC", "KH", "JC"},
                                    {"KS", "QH", "7C"}, {"QS", "JH", "6C"}, {"JS", "AH", "5C"},
                                    {"7S", "2H", "4C"}, {"6S", "3H", "3C"}, {"5S", "4H", "2C"}};
        for (int t = 0; t < 9; ++t) {
            if (d.decision() == ActionType::Surrender)
                mustApply(d, Action::choice(ActionType::Surrender, 0, false));
            if (t == 5)
                mustApply(d, Action::choice(ActionType::Vole, 0, true));
            for (int i = 0; i < 3; ++i)
                mustApply(d, Action::play(i, card(tricks[t][i])));
        }
        QVERIFY(d.finished());
        QCOMPARE(d.summary().vole, VoleResult::Won);
        QCOMPARE(d.payment().net(0), 5 + 60 + 18);
    }

    // Gibbs p. 32: the Ombre may surrender "before the first card of the fourth trick"; the
    // Voltereta admits no Defence (p. 38).
    void surrenderVoltereta() {
        DealSetup s = belindaDeal(2);
        s.stock = seq("7S AC 4D 5D QH QD JD AH JC 4H 6D AD QC");
        Deal d(Rules{}, s);
        mustApply(d, Action::bid(0, Call::Pass));
        mustApply(d, Action::bid(1, Call::Voltereta));
        mustApply(d, Action::bid(2, Call::Pass));
        mustApply(d, Action::exchange(1, set("7C 6C 5C")));
        mustApply(d, Action::exchange(2, CardSet{}));
        mustApply(d, Action::exchange(0, CardSet{}));
        mustApply(d, Action::choice(ActionType::ShowStock, 0, false));
        QCOMPARE(d.decision(), ActionType::Surrender);
        QCOMPARE(d.toAct(), 1);
        mustApply(d, Action::choice(ActionType::Surrender, 1, true));
        QVERIFY(d.finished()); // no Defence asked
        QCOMPARE(d.outcome(), std::string("surrender"));
        // The Puesta (pool 5 + 15) and the Voltereta's two to each (p. 32).
        QCOMPARE(d.payment().net(1), -20 - 4);
        QCOMPARE(d.payment().net(kPool), 5 + 20);
    }

    // Gibbs p. 32: in a Simple game the adversaries are asked, the right-hand one first, whether
    // they forbid the Surrender.
    void surrenderAsksDefence() {
        Deal d(Rules{}, voleDeal(), PlayStart{1, Call::Play, Suit::Hearts});
        QCOMPARE(d.decision(), ActionType::Surrender);
        QCOMPARE(d.toAct(), 1);
        mustApply(d, Action::choice(ActionType::Surrender, 1, true));
        QCOMPARE(d.decision(), ActionType::Defend);
        QCOMPARE(d.toAct(), 2);
        mustApply(d, Action::choice(ActionType::Defend, 2, false));
        QCOMPARE(d.toAct(), 0);
        mustApply(d, Action::choice(ActionType::Defend, 0, false));
        QVERIFY(d.finished());
        QCOMPARE(d.outcome(), std::string("surrender"));
        QCOMPARE(d.payment().net(1), -20);
    }
};

OMBRE_TEST(TstRulesPlay, "rules_play");
#include "tst_rules_play.moc"
