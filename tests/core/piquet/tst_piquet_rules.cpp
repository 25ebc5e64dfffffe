// Piquet as Cotgrave describes it (Wit's Interpreter, 1662, pp. 358-364): every rule with its
// place in the text, the paragraph named by its first words (docs/piquet.md lists them in
// order); the engine's refusal messages name their paragraph the same way.
#include "ombre/card.h"
#include "piquet/randomplayer.h"
#include "testmain.h"

#include "piquet_helpers.h"

#include <QtTest>

using namespace ombre::piquet;
using piquettest::card;
using piquettest::cards;
using piquettest::counted;
using piquettest::exchanged;

namespace {

constexpr int kDealer = 0, kElder = 1;

// Declarations counted the Paris way (the best of each kind), the elder seat 1.
std::vector<Count> declared(CardSet elder, CardSet younger, bool elderBlank = false,
                            bool youngerBlank = false) {
    Declared d;
    d.hand[kElder] = d.dealt[kElder] = elder;
    d.hand[kDealer] = d.dealt[kDealer] = younger;
    d.blank[kElder] = elderBlank;
    d.blank[kDealer] = youngerBlank;
    for (int k = 0; k < kCategories; ++k) {
        d.shown[k][kElder] = best(Category(k), elder);
        d.shown[k][kDealer] = best(Category(k), younger);
    }
    return countDeclarations(d, kElder);
}

int sum(const std::vector<Count>& counts, int seat, std::optional<CountReason> r = {}) {
    int total = 0;
    for (const Count& c : counts)
        if (c.seat == seat && (!r || c.reason == *r))
            total += c.points;
    return total;
}

void must(Deal& deal, const Action& a) {
    const std::string why = deal.apply(a);
    QVERIFY2(why.empty(), why.c_str());
}

// Elder: a Sixiesme of Hearts to the Ace, a Quart of Spades, three Aces: Ruff 60 (6) + 16 + 4 +
// 3 = 29. Younger: nothing to show.
const char* kElder29 = "9H TH JH QH KH AH 6S 7S 8S 9S AS AC";
const char* kYoungerWeak = "6H 7H QS KS 6C 8C TC QC 7D 9D JD KD";
// Elder: the same with a Quint of Spades for the Quart and no third Ace: 6 + 16 + 15 = 37.
const char* kElder37 = "9H TH JH QH KH AH 6S 7S 8S 9S TS AC";
const char* kYoungerWeak37 = "6H 7H QS KS 6C 8C TC QC 7D 9D JD KD";
// A Blank for the younger (no King, Queen or Knave) that shows nothing else against kElder37.
const char* kYoungerBlank = "6H 8H AS 6C 7C 9C TC 6D 7D 9D TD AD";

} // namespace

class TestPiquetRules : public QObject {
    Q_OBJECT

private slots:
    // "You that intend": "cast out of the Pack the Deuces, Treyes, Fours, and Fives ... six and
    // thirty".
    void pack() {
        QCOMPARE(kPackSize, 36);
        QCOMPARE(CardSet::all().size(), 36);
        for (int i = 0; i < kPackSize; ++i) {
            const Card c = Card::fromIndex(i);
            QCOMPARE(Card::fromCode(c.code()), std::optional<Card>(c));
        }
        QCOMPARE(card("TH").rank(), Rank::Ten);
        QCOMPARE(cardName(card("JD")), std::string("Knave of Diamonds"));
        QVERIFY(!Card::fromCode("5H"));
        QVERIFY(!Card::fromCode("th"));
        QVERIFY(!Card::fromCode("10H"));
        // Ombre's card is untouched: it has no 8, 9 or 10.
        QVERIFY(!ombre::Card::fromCode("TH"));
        QVERIFY(!ombre::Card::fromCode("8S"));
        QCOMPARE(ombre::kPackSize, 40);
    }

    // "The Cards are all valued": cards go by their spots, the Ace for eleven, and it wins all
    // other cards.
    void pipsAndOrder() {
        QCOMPARE(pips(Rank::Six), 6);
        QCOMPARE(pips(Rank::Nine), 9);
        QCOMPARE(pips(Rank::Ten), 10);
        QCOMPARE(pips(Rank::Knave), 10);
        QCOMPARE(pips(Rank::King), 10);
        QCOMPARE(pips(Rank::Ace), 11);
        QVERIFY(Rank::Ace > Rank::King && Rank::King > Rank::Queen && Rank::Queen > Rank::Knave &&
                Rank::Knave > Rank::Ten && Rank::Ten > Rank::Nine && Rank::Seven > Rank::Six);
    }

    // "The Dealer shuffles": packets of two to four; twelve each; "the twelve that remain"
    // between them.
    void dealInPackets() {
        for (int packet = 2; packet <= 4; ++packet) {
            ombre::Random random(99);
            const DealSetup s = DealSetup::dealt(random, kDealer, packet);
            QCOMPARE(s.hands[0].size(), 12);
            QCOMPARE(s.hands[1].size(), 12);
            QCOMPARE(int(s.stock.size()), 12);
            CardSet all = s.hands[0] | s.hands[1];
            for (Card c : s.stock)
                all.add(c);
            QCOMPARE(all, CardSet::all());
            // The first packet goes to the elder: the same shuffle dealt by ones would give
            // him the top card; here he has the top `packet` cards.
            ombre::Random again(99);
            Card pack[kPackSize];
            for (int i = 0; i < kPackSize; ++i)
                pack[i] = Card::fromIndex(i);
            again.shuffle(pack, kPackSize);
            for (int i = 0; i < packet; ++i)
                QVERIFY(s.hands[s.elder()].contains(pack[i]));
            QVERIFY(s.hands[s.dealer].contains(pack[packet]));
        }
        ombre::Random a(5), b(5);
        const DealSetup x = DealSetup::dealt(a, 1), y = DealSetup::dealt(b, 1);
        QCOMPARE(x.hands[0], y.hands[0]);
        QCOMPARE(x.stock, y.stock);
    }

    // "The Set is usually a hundred": "the least Card deals".
    void liftForTheDeal() {
        int dealers[2] = {0, 0};
        for (int seed = 0; seed < 200; ++seed) {
            ombre::Random r{std::uint64_t(seed)};
            ++dealers[liftForDeal(r)];
        }
        QVERIFY(dealers[0] > 50 && dealers[1] > 50);
    }

    // "After the discarding" (the Ruff): one for every ten; 35-39 as 40, 31-34 as 30, "in all
    // other higher numbers".
    void ruffRounding() {
        QCOMPARE(ruffPoints(30), 3);
        for (int p = 31; p <= 34; ++p)
            QCOMPARE(ruffPoints(p), 3);
        for (int p = 35; p <= 40; ++p)
            QCOMPARE(ruffPoints(p), 4);
        QCOMPARE(ruffPoints(44), 4);
        QCOMPARE(ruffPoints(45), 5);
        QCOMPARE(ruffPoints(50), 5);
        QCOMPARE(ruffPoints(81), 8); // the whole suit: 6+7+8+9+10*4+11
        QCOMPARE(ruffPips(cards("6S 7S 8S 9S TS JS QS KS AS")), 81);
        QCOMPARE(ruffPips(cards("KH AH")), 21);
        // The Ruff is all the cards held of a suit.
        const CardSet hand = cards("KH AH 9H 6S");
        QVERIFY(checkCombination({Category::Ruff, cards("KH AH 9H")}, hand).empty());
        QVERIFY(!checkCombination({Category::Ruff, cards("KH AH")}, hand).empty());
        QVERIFY(!checkCombination({Category::Ruff, cards("KH 6S")}, hand).empty());
        // "if the younger makes not more, his Ruff is good": the better counts.
        const std::vector<Count> c = declared(cards("KH AH 9H"), cards("TS 9S 8S"));
        QCOMPARE(sum(c, kElder, CountReason::Ruff), 3); // 31 against 27
        QCOMPARE(sum(c, kDealer, CountReason::Ruff), 0);
    }

    // "Six, seven, and eight": Tierce 3, Quart 4, Quint 15, Sixiesme 16, "and so upward"; 6 7 8
    // is the lowest.
    void sequenceValues() {
        QCOMPARE(sequencePoints(3), 3);
        QCOMPARE(sequencePoints(4), 4);
        QCOMPARE(sequencePoints(5), 15);
        QCOMPARE(sequencePoints(6), 16);
        QCOMPARE(sequencePoints(7), 17);
        QCOMPARE(sequencePoints(8), 18);
        QCOMPARE(sequencePoints(9), 19);
        const std::vector<Combination> h =
            holdings(Category::Sequence, cards("6S 7S 8S TS JS QS KS AS 9H TH JH 6D 8D"));
        QCOMPARE(int(h.size()), 3);
        QCOMPARE(h[0].cards, cards("TS JS QS KS AS")); // the Quint major first
        QCOMPARE(h[1].cards, cards("9H TH JH"));       // a Tierce of a Knave
        QCOMPARE(h[2].cards, cards("6S 7S 8S"));       // the Tierce of an eight
        QVERIFY(
            checkCombination({Category::Sequence, cards("6S 7S 8S")}, cards("6S 7S 8S")).empty());
        QVERIFY(
            !checkCombination({Category::Sequence, cards("6S 8S 9S")}, cards("6S 8S 9S")).empty());
        QVERIFY(!checkCombination({Category::Sequence, cards("6S 7S")}, cards("6S 7S")).empty());
    }

    // The greater declaration drowns the lesser, and its holder reckons his lesser ones of the
    // kind with it: the points each reckons for the kind.
    void higherDrownsLower_data() {
        QTest::addColumn<QString>("elder");
        QTest::addColumn<QString>("dealer");
        QTest::addColumn<int>("reason");
        QTest::addColumn<int>("elderPoints");
        QTest::addColumn<int>("dealerPoints");
        const int sequence = int(CountReason::Sequence), ternary = int(CountReason::Ternary);
        // "And here you must observe" and "Thus, suppose": the biggest sequence drowns the
        // other's and counts its holder's lesser ones. A Tierce Major and a Tierce of a Queen
        // against a Tierce of a King ("Thus, suppose").
        QTest::newRow("tierces") << "QH KH AH TS JS QS"
                                 << "JC QC KC" << sequence << 6 << 0;
        // "a Quart drowns a Tierce": the younger's low Quart beats the Tierce Major, and he
        // reckons his Tierce of a King with it.
        QTest::newRow("quart") << "QH KH AH TS JS QS"
                               << "6D 7D 8D 9D JC QC KC" << sequence << 0 << 7;
        // A Sixiesme counts a lesser Quint too ("Thus, suppose"); the Ruff, 51 against 50,
        // is the younger's.
        QTest::newRow("sixiesme") << "6S 7S 8S 9S TS JS 9H TH JH QH KH"
                                  << "TC JC QC KC AC" << sequence << 16 + 15 << 0;
        QTest::newRow("sixiesme, ruff") << "6S 7S 8S 9S TS JS 9H TH JH QH KH"
                                        << "TC JC QC KC AC" << int(CountReason::Ruff) << 0 << 5;
        // "After you have manifested" and "The higher here drowns": three Aces let their holder
        // reckon his three Queens against three Kings.
        QTest::newRow("ternaries") << "AS AC AH QS QC QH"
                                   << "KS KC KH" << ternary << 6 << 0;
        // A Quatorze of Tens drowns three Aces (our reading of "The higher here drowns",
        // docs/piquet.md).
        QTest::newRow("quatorze") << "AS AC AH QS QC QH"
                                  << "TS TC TH TD" << ternary << 0 << 14;
        // Four Kings against four Queens ("win one another", the same paragraph).
        QTest::newRow("quatorzes") << "QS QC QH QD"
                                   << "KS KC KH KD" << ternary << 0 << 14;
    }
    void higherDrownsLower() {
        QFETCH(QString, elder);
        QFETCH(QString, dealer);
        QFETCH(int, reason);
        QFETCH(int, elderPoints);
        QFETCH(int, dealerPoints);
        const std::vector<Count> c =
            declared(cards(elder.toStdString()), cards(dealer.toStdString()));
        QCOMPARE(sum(c, kElder, CountReason(reason)), elderPoints);
        QCOMPARE(sum(c, kDealer, CountReason(reason)), dealerPoints);
    }

    // "After you have manifested": Ternaries 3, Aces down to Tens; Quatorzes 14.
    void ternariesAndQuatorzes() {
        QVERIFY(holdings(Category::Ternary, cards("9S 9C 9H 9D 6S 6C 6H")).empty());
        QCOMPARE(ternaryPoints(3), 3);
        QCOMPARE(ternaryPoints(4), 14);
    }

    // "Here you must observe, that if the Gamesters have equal Cards": equal Ruff, Sequences,
    // &c: neither reckons, "eldership benefits not".
    void equalHandsScoreNothing() {
        QVERIFY(declared(cards("JH QH KH"), cards("JS QS KS")).empty());
        const std::vector<Count> c =
            declared(cards("JH QH KH AS AC AD"), cards("JS QS KS AH 6C 7D"));
        QCOMPARE(sum(c, kElder, CountReason::Ruff), 0); // 30 and 30
        QCOMPARE(sum(c, kDealer, CountReason::Ruff), 0);
        QCOMPARE(sum(c, kElder, CountReason::Sequence), 0);
        QCOMPARE(sum(c, kElder, CountReason::Ternary), 3); // the Aces are not equal
    }

    // "If any of the two Gamesters" (the Repicy): thirty in hand before the other reckons
    // anything makes ninety.
    void repicy() {
        std::vector<Count> c = declared(cards(kElder37), cards(kYoungerWeak37));
        QCOMPARE(sum(c, kElder), 37 + 60);
        QCOMPARE(c.back().reason, CountReason::Repicy);
        QCOMPARE(sum(c, kDealer), 0);
        // Twenty-nine is not thirty.
        c = declared(cards(kElder29), cards(kYoungerWeak));
        QCOMPARE(sum(c, kElder), 29);
        QCOMPARE(sum(c, kElder, CountReason::Repicy), 0);
        // The younger makes a Repicy too, when the elder reckons nothing first.
        c = declared(cards(kYoungerWeak37), cards(kElder37));
        QCOMPARE(sum(c, kDealer, CountReason::Repicy), 60);
        // Not when the other has reckoned anything before the thirty: here the younger's Ruff.
        c = declared(cards("TS JS QS KS AS 6H 7H 8H 6C 7C 8C"), cards("9D TD JD QD KD AD"));
        QCOMPARE(sum(c, kDealer, CountReason::Ruff), 6); // 60 against 51
        QCOMPARE(sum(c, kElder, CountReason::Repicy), 0);
    }

    // "This being done" and "He that has a Blank": the Blank counts ten, first ("After this each
    // person"), and hinders the other's Picy and Repicy.
    void blankBarsRepicy() {
        QVERIFY(isBlank(cards(kYoungerBlank)));
        QVERIFY(isBlank(cards("AS AC AH TD")));
        QVERIFY(!isBlank(cards("AS JD")));
        std::vector<Count> c = declared(cards(kElder37), cards(kYoungerBlank), false, true);
        QCOMPARE(c.front().reason, CountReason::Blank);
        QCOMPARE(c.front().seat, kDealer);
        QCOMPARE(sum(c, kDealer), 10);
        QCOMPARE(sum(c, kElder), 37); // no Repicy
        // The elder's Blank hinders the younger's Repicy the same way ("He that has a Blank"), and
        // is counted with what else he makes.
        c = declared(cards("6S 7S 8S 9S AS"), cards(kElder37), true, false);
        QCOMPARE(sum(c, kDealer, CountReason::Repicy), 0);
        QCOMPARE(sum(c, kElder, CountReason::Blank), 10);
        // Both Blanks count, the younger's though the elder's is of bigger cards ("This being
        // done").
        c = declared(cards("AS AC AH AD"), cards("6S 6C"), true, true);
        QCOMPARE(sum(c, kElder, CountReason::Blank), 10);
        QCOMPARE(sum(c, kDealer, CountReason::Blank), 10);
        QCOMPARE(c[0].seat, kElder); // the elder shows first ("He that is the elder")
    }

    // "Again, he that can" (the Picy): thirty with the first card played, before the other has
    // played or reckoned anything, makes sixty.
    void picy() {
        Deal deal = exchanged(Rules{}, cards(kElder29), cards(kYoungerWeak));
        QCOMPARE(deal.phase(), Phase::Play);
        QCOMPARE(deal.toAct(), kElder);
        QCOMPARE(deal.score(kElder), 29);
        QCOMPARE(deal.score(kDealer), 0);
        must(deal, Action::play(kElder, card("AH")));
        QCOMPARE(counted(deal, CountReason::Lead, kElder), 1);
        QCOMPARE(counted(deal, CountReason::Picy, kElder), 30);
        QCOMPARE(deal.score(kElder), 60);
        // A first card that does not count makes no Picy.
        Deal low = exchanged(Rules{}, cards(kElder29), cards(kYoungerWeak));
        must(low, Action::play(kElder, card("6S")));
        QCOMPARE(low.score(kElder), 29);
        must(low, Action::play(kDealer, card("KS")));
        QCOMPARE(counted(low, CountReason::Win, kDealer), 1); // "If the Elder hand plays"
        QCOMPARE(counted(low, CountReason::Picy, kElder), 0);
    }

    // "This being done" and "He that has a Blank": the younger's Blank hinders the elder's
    // Picy.
    void blankBarsPicy() {
        // The younger holds a Blank; the elder 29 without it... and the younger's 10 alone
        // already stops a Picy. Check both the engine's Blank and that no Picy is made.
        const char* elder = "9H TH JH QH KH AH 6S 7S 8S 9S TS JS";
        const char* younger = "6H 8H AS 6C 7C 9C TC 6D 7D 9D TD AD";
        Deal deal = exchanged(Rules{}, cards(elder), cards(younger));
        QVERIFY(deal.blank(kDealer));
        QVERIFY(deal.blankShown(kDealer));
        QCOMPARE(counted(deal, CountReason::Blank, kDealer), 10);
        QCOMPARE(counted(deal, CountReason::Repicy, kElder), 0);
        must(deal, Action::play(kElder, card("AH")));
        QCOMPARE(counted(deal, CountReason::Picy, kElder), 0);
    }

    // "'Tis no small advantage" and "Here you must note": the elder takes in eight at most, the
    // younger the rest; one card at least each; the elder may look at what he left of his
    // eight.
    void exchangeLimits() {
        ombre::Random random(11);
        DealSetup setup = DealSetup::dealt(random, kDealer);
        // Make sure neither holds a Blank: swap nothing, just look.
        if (isBlank(setup.hands[kElder]))
            QSKIP("seed gives the elder a Blank");
        Deal deal(Rules{}, setup);
        QCOMPARE(deal.phase(), Phase::Exchange);
        QCOMPARE(deal.toAct(), kElder);
        QCOMPARE(deal.minDiscard(), 1);
        QCOMPARE(deal.maxDiscard(), 8);
        const std::vector<Card> hand = deal.hand(kElder).cards();
        CardSet nine, five;
        for (int i = 0; i < 9; ++i)
            nine.add(hand[std::size_t(i)]);
        for (int i = 0; i < 5; ++i)
            five.add(hand[std::size_t(i)]);
        QVERIFY(deal.apply(Action::exchange(kElder, {}))
                    .find("one card at least (Cotgrave, \"Here you must note\")") !=
                std::string::npos);
        QVERIFY(deal.apply(Action::exchange(kElder, nine))
                    .find("eight at most (Cotgrave, \"'Tis no small advantage\")") !=
                std::string::npos);
        QVERIFY(!deal.apply(Action::exchange(kDealer, {deal.hand(kDealer).first()})).empty());
        must(deal, Action::exchange(kElder, five));
        QCOMPARE(deal.taken(kElder), 5);
        for (int i = 0; i < 5; ++i)
            QVERIFY(deal.hand(kElder).contains(setup.stock[std::size_t(i)]));
        // He looked at the three he left of his eight ("'Tis no small advantage"); the younger
        // did not.
        QCOMPARE(deal.elderLooked(), (CardSet{setup.stock[5], setup.stock[6], setup.stock[7]}));
        QCOMPARE(deal.view(kElder).seenStock, deal.elderLooked());
        QVERIFY(deal.view(kDealer).seenStock.empty());
        // The younger may take all the rest, seven, but not eight, and one at least.
        QCOMPARE(deal.maxDiscard(), 7);
        const std::vector<Card> y = deal.hand(kDealer).cards();
        CardSet eight, seven;
        for (int i = 0; i < 8; ++i)
            eight.add(y[std::size_t(i)]);
        seven = eight - CardSet{y[7]};
        QVERIFY(!deal.apply(Action::exchange(kDealer, eight)).empty());
        QVERIFY(!deal.apply(Action::exchange(kDealer, {})).empty());
        must(deal, Action::exchange(kDealer, seven));
        QVERIFY(deal.stock().empty());
        // Nothing left to see: straight to the play (Paris: the declarations are counted).
        QCOMPARE(deal.phase(), Phase::Play);
        QCOMPARE(deal.hand(kElder).size(), 12);
        QCOMPARE(deal.hand(kDealer).size(), 12);
    }

    // "He that is the elder": the elder with a Blank says how many he will discard; the younger
    // discards first; the elder is bound to his number, and takes in before the younger.
    void blankExchange() {
        const CardSet elderBlank = cards("6S 7S 9S AS 6C 8C TC AC 7H 9H 6D 8D");
        ombre::Random random(3);
        DealSetup setup;
        setup.dealer = kDealer;
        setup.hands[kElder] = elderBlank;
        CardSet rest = CardSet::all() - elderBlank;
        std::vector<Card> r = rest.cards();
        random.shuffle(r.data(), int(r.size()));
        for (int i = 0; i < 12; ++i)
            setup.hands[kDealer].add(r[std::size_t(i)]);
        setup.stock.assign(r.begin() + 12, r.end());
        if (isBlank(setup.hands[kDealer]))
            QSKIP("the younger holds a Blank too");
        Deal deal(Rules{}, setup);
        QCOMPARE(deal.phase(), Phase::Announce);
        QCOMPARE(deal.toAct(), kElder);
        QVERIFY(!deal.apply(Action::exchange(kElder, cards("6S"))).empty());
        QVERIFY(!deal.apply(Action::announce(kElder, 9)).empty());
        QVERIFY(!deal.apply(Action::announce(kElder, 0)).empty());
        must(deal, Action::announce(kElder, 3));
        QCOMPARE(deal.toAct(), kDealer); // "do you discard as many as you intend to do"
        QVERIFY(!deal.blankShown(kElder));
        QCOMPARE(deal.maxDiscard(), 9);
        const std::vector<Card> y = deal.hand(kDealer).cards();
        must(deal, Action::exchange(kDealer, {y[0], y[1]}));
        QCOMPARE(deal.taken(kDealer), -1); // he takes in after the elder
        QVERIFY(deal.blankShown(kElder));  // "This done, he that is the eldest shews his Cards"
        QCOMPARE(deal.view(kDealer).otherShown, elderBlank);
        QCOMPARE(deal.minDiscard(), 3);
        QVERIFY(deal.apply(Action::exchange(kElder, cards("6S 7S")))
                    .find("(Cotgrave, \"He that is the elder\")") != std::string::npos);
        must(deal, Action::exchange(kElder, cards("6S 7S 9S")));
        QCOMPARE(deal.taken(kElder), 3);
        QCOMPARE(deal.taken(kDealer), 2);
        QVERIFY(deal.hand(kElder).contains(setup.stock[0]));
        QVERIFY(deal.hand(kDealer).contains(setup.stock[3]));
        QCOMPARE(int(deal.stock().size()), 7);
        QCOMPARE(deal.phase(), Phase::NameSuit);
        must(deal, Action::declineRemainder(kElder));
        QCOMPARE(deal.counts().front().reason, CountReason::Blank);
        QCOMPARE(deal.counts().front().seat, kElder);
        QCOMPARE(deal.counts().front().cards, elderBlank);
    }

    // "'Tis no small advantage": to see the remainder the elder names the suit he will lead, and
    // must lead it; if he holds none of it, he leads the suit the younger appoints.
    void suitNamed() {
        Deal deal = exchanged(Rules{}, cards(kElder29), cards(kYoungerWeak), Suit::Spades);
        QCOMPARE(deal.named(), std::optional<Suit>(Suit::Spades));
        QCOMPARE(deal.leadSuit(), std::optional<Suit>(Suit::Spades));
        QCOMPARE(deal.legalCards(), cards("6S 7S 8S 9S AS"));
        QVERIFY(deal.apply(Action::play(kElder, card("AH"))).find("must lead Spades") !=
                std::string::npos);
        // He saw the remainder; the younger did not.
        for (Card c : deal.stock())
            QVERIFY(deal.view(kElder).seenStock.contains(c));
        QVERIFY(deal.view(kDealer).seenStock.empty());
        must(deal, Action::play(kElder, card("AS")));

        // Diamonds, of which he holds none: the younger appoints.
        Deal voidSuit = exchanged(Rules{}, cards(kElder29), cards(kYoungerWeak), Suit::Diamonds);
        QCOMPARE(voidSuit.phase(), Phase::Appoint);
        QCOMPARE(voidSuit.toAct(), kDealer);
        must(voidSuit, Action::appoint(kDealer, Suit::Clubs));
        QCOMPARE(voidSuit.legalCards(), cards("AC"));
        // Appointing a suit he has none of either leaves him free (our reading).
        Deal free = exchanged(Rules{}, cards(kElder29), cards(kYoungerWeak), Suit::Diamonds);
        must(free, Action::appoint(kDealer, Suit::Diamonds));
        QCOMPARE(free.leadSuit(), std::nullopt);
        QCOMPARE(free.legalCards(), free.hand(kElder));
        // Declining to look binds him to nothing.
        Deal declined = exchanged(Rules{}, cards(kElder29), cards(kYoungerWeak));
        QCOMPARE(declined.remainderSeen(), std::optional<bool>(false));
        QCOMPARE(declined.legalCards(), declined.hand(kElder));
    }

    // "Now they begin to play", "If the Elder hand plays", "He that wins all the Cards": one for a
    // counting card led, one for one that wins the other's lead, one for the last trick, and all
    // the Cards: a Capet, forty.
    void capetAndLastTrick() {
        Rules rules;
        rules.set = 1000;
        Deal deal = exchanged(rules, cards("JS QS KS AS JC QC KC AC JH QH KH AH"),
                              cards("6S 7S 8S 6D 7D 8D 9D TD JD QD KD AD"));
        while (!deal.finished())
            must(deal, Action::play(deal.toAct(), deal.legalCards().first()));
        QCOMPARE(deal.tricksWon(kElder), 12);
        QCOMPARE(counted(deal, CountReason::Lead, kElder), 12);
        QCOMPARE(counted(deal, CountReason::Win, kDealer), 0);
        // Two with the card ("If the Elder hand plays").
        QCOMPARE(counted(deal, CountReason::LastTrick, kElder), 1);
        QCOMPARE(counted(deal, CountReason::Capet, kElder), 40);
        QCOMPARE(counted(deal, CountReason::Cards, kElder), 0); // "instead of reckoning Ten"
        QCOMPARE(deal.counts().back().reason, CountReason::Capet);
        // The younger's Neufiesme of Diamonds drowns the elder's Quarts ("Thus, suppose"), and
        // his Ruff of 81 is the better ("After the discarding").
        QCOMPARE(counted(deal, CountReason::Sequence, kDealer), 19 + 3);
        QCOMPARE(counted(deal, CountReason::Ruff, kDealer), 8);
    }

    // "Now they begin to play" counts the Knave in play, "If the Elder hand plays" leaves it
    // out: an option.
    void knaveInPlay() {
        Rules without;
        without.knaveCountsInPlay = false;
        for (const Rules& rules : {Rules{}, without}) {
            Deal deal = exchanged(rules, cards(kElder29), cards(kYoungerWeak));
            must(deal, Action::play(kElder, card("JH")));
            QCOMPARE(counted(deal, CountReason::Lead, kElder), rules.knaveCountsInPlay ? 1 : 0);
            // From twenty-nine, the Knave led makes a Picy only when it counts ("Again, he that
            // can").
            QCOMPARE(counted(deal, CountReason::Picy, kElder), rules.knaveCountsInPlay ? 30 : 0);
        }
    }

    // "If the Elder hand plays": the most Cards, ten; equal Cards, nothing. Recounted over
    // random deals.
    void cardsCount() {
        int most = 0, equal = 0;
        for (int seed = 0; seed < 300; ++seed) {
            ombre::Random random{std::uint64_t(seed)};
            Rules rules;
            rules.set = 100000;
            Deal deal(rules, DealSetup::dealt(random, seed % 2));
            playOut(deal, random);
            const int a = deal.tricksWon(0), b = deal.tricksWon(1);
            QCOMPARE(a + b, 12);
            if (a == b) {
                ++equal;
                QCOMPARE(
                    counted(deal, CountReason::Cards, 0) + counted(deal, CountReason::Cards, 1), 0);
            } else {
                ++most;
                const int w = a > b ? 0 : 1;
                const bool capet = std::max(a, b) == 12;
                QCOMPARE(counted(deal, capet ? CountReason::Capet : CountReason::Cards, w),
                         capet ? 40 : 10);
                QCOMPARE(counted(deal, CountReason::Cards, 1 - w), 0);
            }
            const Trick& last = deal.tricks().back();
            QCOMPARE(counted(deal, CountReason::LastTrick, last.winner), 1);
        }
        QVERIFY(most > 0 && equal > 0);
    }

    // "In like manner, if the younger": in Provence and Languedoc "the first word stands"; at
    // Paris it may be recalled.
    void firstWordCustoms() {
        // Paris: the engine counts the best, 37 and a Repicy.
        Deal paris = exchanged(Rules{}, cards(kElder37), cards(kYoungerWeak37));
        QCOMPARE(paris.score(kElder), 97);

        Rules provence;
        provence.firstWordStands = true;
        Deal deal = exchanged(provence, cards(kElder37), cards(kYoungerWeak37));
        QCOMPARE(deal.phase(), Phase::Declare);
        QCOMPARE(deal.toAct(), kElder); // "the eldest he speaks first" ("After the discarding")
        QCOMPARE(deal.declareCategory(), Category::Ruff);
        // A word must be true: no false reckoning ("He that mis-reckons").
        QVERIFY(!deal.apply(Action::declare(kElder, Category::Ruff, cards("9H TH"))).empty());
        QVERIFY(
            !deal.apply(Action::declare(kElder, Category::Sequence, cards("9H TH JH"))).empty());
        QVERIFY(!deal.apply(Action::declare(kElder, Category::Ruff, cards("6C 8C"))).empty());
        must(deal, Action::declare(kElder, Category::Ruff, cards("9H TH JH QH KH AH")));
        must(deal, Action::declare(kDealer, Category::Ruff, {}));
        // He shows only a Tierce of his Sixiesme: it stands; his Quint, stronger, is lost.
        must(deal, Action::declare(kElder, Category::Sequence, cards("TH JH QH")));
        must(deal, Action::declare(kDealer, Category::Sequence, {}));
        must(deal, Action::declare(kElder, Category::Ternary, {}));
        must(deal, Action::declare(kDealer, Category::Ternary, {}));
        QCOMPARE(deal.phase(), Phase::Play);
        QCOMPARE(counted(deal, CountReason::Ruff, kElder), 6);
        QCOMPARE(counted(deal, CountReason::Sequence, kElder), 3);
        QCOMPARE(deal.score(kElder), 9);
        QCOMPARE(int(deal.declarations().size()), 6);

        // The younger's "It is good" stands too: he shows nothing though his Ruff is better.
        Deal good = exchanged(provence, cards(kYoungerWeak37), cards(kElder37));
        must(good, Action::declare(kElder, Category::Ruff, cards("6C 8C TC QC")));
        must(good, Action::declare(kDealer, Category::Ruff, {}));
        for (int i = 0; i < 4; ++i)
            must(good, Action::declare(good.toAct(), good.declareCategory(), {}));
        QCOMPARE(counted(good, CountReason::Ruff, kElder), 3);
        QCOMPARE(good.score(kDealer), 0);
    }

    // "After this each person": near the end of the set the Blanks are reckoned first, then the
    // Ruff, the Sequences, the Ternaries, the play, the Cards; the first to the set wins it.
    void setWonInOrder() {
        // Both want five; the younger's Blank comes first and wins the set.
        Deal deal = exchanged(Rules{}, cards(kElder37), cards(kYoungerBlank), std::nullopt, 95, 95);
        QCOMPARE(deal.setWinner(), kDealer);
        QVERIFY(deal.finished());
        QCOMPARE(int(deal.counts().size()), 1);
        QVERIFY(deal.apply(Action::play(kElder, card("AH"))).find("won the set") !=
                std::string::npos);
        // Without Blanks the elder's Ruff (6) comes before anything else.
        Deal ruff =
            exchanged(Rules{}, cards(kElder37), cards(kYoungerWeak37), std::nullopt, 95, 95);
        QCOMPARE(ruff.setWinner(), kElder);
        QCOMPARE(ruff.total(kElder), 101);
        // A smaller set ("more or lesse": "The Set is usually a hundred").
        Rules small;
        small.set = 30;
        Deal quick = exchanged(small, cards(kElder37), cards(kYoungerWeak37));
        QCOMPARE(quick.setWinner(), kElder);
        QCOMPARE(quick.total(kElder), 37); // reached with the Quint, before the Repicy
    }
};

OMBRE_TEST(TestPiquetRules, "piquet_rules");
#include "tst_piquet_rules.moc"
