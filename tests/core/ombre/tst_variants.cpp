// The variants of Gibbs, The Game of Ombre (1878), against the book: the Pretintailles, Devole
// and Gano (pp. 49-51), four players with the Alcalde (p. 17, the notes of p. 31 and p. 39, the
// notes of the Appendix) and two-hand Ombre (p. 78); the rule-set presets; records of two and
// four players. Each test names its page. Figures are for the first hand of the game (the pool
// empty before the dealer's five) unless a test says otherwise.
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

// A table: the given hands by seat, the other holders dealt the rest of the pack in card order,
// the stock `top` first and then the rest.
DealSetup table(const Rules& rules, int dealer, std::vector<std::pair<int, const char*>> fixed,
                const char* top = "") {
    DealSetup s;
    s.players = rules.players;
    s.dealer = dealer;
    CardSet rest = packFor(rules);
    for (auto& [seat, codes] : fixed) {
        s.hands[seat] = set(codes);
        rest -= s.hands[seat];
    }
    const std::vector<Card> stockTop = seq(top);
    for (Card c : stockTop)
        rest.remove(c);
    const int each = rules.players == 2 ? rules.twoHandCards : 9;
    for (int seat = 0; seat < s.players; ++seat) {
        if (seat == s.alcalde() || !s.hands[seat].empty())
            continue;
        for (int i = 0; i < each; ++i) {
            const Card c = rest.first();
            rest.remove(c);
            s.hands[seat].add(c);
        }
    }
    s.stock = stockTop;
    for (Card c : rest)
        s.stock.push_back(c);
    return s;
}

Rules with(Pretintaille p, int players = 3) {
    Rules r;
    r.players = players;
    r.pretintailles[int(p)].on = true;
    return r;
}

bool has(unsigned bits, Pretintaille p) {
    return (bits >> int(p) & 1) != 0;
}

// The amounts paid for one Pretintaille.
int pretintaillePaid(const Payment& p, Pretintaille which, int seat) {
    return netFor(p, seat, [which](const Transfer& t) { return t.pretintaille == which; });
}

// writeRecord -> readRecord gives the same deal.
void checkRecord(const Deal& deal) {
    const std::vector<std::string> names(std::size_t(deal.players()), "N");
    const std::string text = writeRecord(deal, names);
    const LoadedRecord r = readRecord(text);
    QVERIFY2(r.ok(), (r.error + "\n" + text).c_str());
    QVERIFY(r.deal->history() == deal.history());
    QVERIFY(r.deal->rules() == deal.rules());
    QCOMPARE(replayReport(*r.deal), replayReport(deal));
    QCOMPARE(writeRecord(*r.deal, names), text);
}

} // namespace

class TstVariants : public QObject {
    Q_OBJECT

private slots:
    // ---------------------------------------------------------------------------------------
    // Rule sets.
    // ---------------------------------------------------------------------------------------

    void presets() {
        QCOMPARE(presetOf(Rules{}), kGibbs1878);
        QVERIFY(*presetRules(kGibbs1878) == Rules{});
        const Rules royal = *presetRules(kRoyal1665);
        QCOMPARE(presetOf(royal), kRoyal1665);
        QCOMPARE(royal.ruleset, std::string(kRoyal1665));
        QVERIFY(!presetRules("hoyle"));
        Rules r;
        r.favor = true;
        QCOMPARE(presetOf(r), kCustomRules);
        r = Rules{};
        r.pretintailles[int(Pretintaille::Gano)].on = true;
        QCOMPARE(presetOf(r), kCustomRules);
        // The table is not part of a rule set: four players under Gibbs's rules are Gibbs's.
        r = Rules{};
        r.players = 4;
        QCOMPARE(presetOf(r), kGibbs1878);
        // Every Pretintaille off by default (p. 51: "never ... without agreement"); Gascarille's
        // three points are the book's (p. 50).
        for (int i = 0; i < kPretintailles; ++i)
            QVERIFY(!Rules{}.pretintailles[std::size_t(i)].on);
        QCOMPARE(Rules{}.points(Pretintaille::Gascarille), 3);
        QCOMPARE(pretintailleName(Pretintaille::YeuxGrandMere),
                 std::string_view("Les Yeux de ma Grand'mère"));
        QCOMPARE(pretintailleFromCode("partie_quarree"),
                 std::optional<Pretintaille>(Pretintaille::PartieQuarree));
    }

    // ---------------------------------------------------------------------------------------
    // Pretintailles (pp. 49-51).
    // ---------------------------------------------------------------------------------------

    // p. 50: "GASCARILLE is where all have passed, and one declares to play, by discarding eight
    // cards, and naming the Trump after he has taken in from the Stock. He receives three points
    // extra if he wins, and pays them if he loses."
    void gascarille() {
        const Rules rules = with(Pretintaille::Gascarille);
        Deal deal(rules,
                  table(rules, 2, {{1, "AS 3C 4C 5C 3H 4H 5H 3D 4D"}}, "2S AC KS QS JS 7S 6S 5S"));
        for (int s : {0, 1, 2})
            QVERIFY(deal.apply(Action::bid(s, Call::Pass)).empty());
        QVERIFY(!deal.finished());
        QVERIFY(deal.gascarilleRound());
        QCOMPARE(deal.toAct(), 0); // from the eldest
        QVERIFY(deal.legalCalls() == (std::vector<Call>{Call::Pass, Call::Play}));
        QVERIFY(!deal.apply(Action::bid(0, Call::Solo)).empty());
        QVERIFY(deal.apply(Action::bid(0, Call::Pass)).empty());
        QVERIFY(deal.apply(Action::bid(1, Call::Play)).empty());
        QVERIFY(deal.gascarille());
        QCOMPARE(deal.ombre(), 1);
        // He discards eight, before naming trumps.
        QCOMPARE(deal.decision(), ActionType::Exchange);
        QCOMPARE(deal.minDiscard(), 8);
        QCOMPARE(deal.maxDiscard(), 8);
        QVERIFY(!deal.apply(Action::exchange(1, set("3C 4C 5C 3H 4H 5H 3D"))).empty());
        QVERIFY(deal.apply(Action::exchange(1, set("3C 4C 5C 3H 4H 5H 3D 4D"))).empty());
        QCOMPARE(deal.decision(), ActionType::NameTrump);
        QVERIFY(!deal.trump());
        QVERIFY(deal.apply(Action::nameTrump(1, Suit::Spades)).empty());
        // Then his right-hand adversary, and the other.
        QCOMPARE(deal.decision(), ActionType::Exchange);
        QCOMPARE(deal.toAct(), 2);
        drive(deal);
        QCOMPARE(deal.outcome(), std::string("sacada"));
        QVERIFY(has(deal.summary().pretintailles, Pretintaille::Gascarille));
        // Pool 5, the game 5 from each (10), Primeras 2, nine honours from each (18), and the
        // Gascarille's three from each (6): 41.
        QCOMPARE(deal.payment().net(1), 5 + 10 + 2 + 18 + 6);
        QCOMPARE(pretintaillePaid(deal.payment(), Pretintaille::Gascarille, 1), 6);
        checkRecord(deal);
        // Lost, he pays them: a Puesta of 20 and three to each.
        DealSummary d = summaryOf(2, 1, {4, 4, 1});
        d.pretintailles = 1u << int(Pretintaille::Gascarille);
        const Payment lost = settle(rules, d);
        QCOMPARE(lost.net(1), -(20 + 6));
        QCOMPARE(sumOfNets(lost, 3), 0);
        // All pass again: the deal is passed.
        Deal none(rules, table(rules, 2, {}));
        for (int i = 0; i < 6; ++i)
            QVERIFY(none.apply(Action::bid(none.toAct(), Call::Pass)).empty());
        QCOMPARE(none.outcome(), std::string("passed"));
        checkRecord(none);
    }

    // p. 50: "FORCED SPADILLE is where all the players having passed, the one who may chance to
    // hold Spadille is compelled to 'Play.'"
    void forcedSpadille() {
        const Rules rules = with(Pretintaille::ForcedSpadille);
        Deal deal(rules, table(rules, 0, {{2, "AS 2S AC KS QS JS 7S 6S 5S"}}));
        for (int s : {1, 2, 0})
            QVERIFY(deal.apply(Action::bid(s, Call::Pass)).empty());
        QVERIFY(deal.forcedSpadille());
        QCOMPARE(deal.ombre(), 2);
        QCOMPARE(deal.contract(), Call::Play);
        QCOMPARE(deal.decision(), ActionType::NameTrump);
        QVERIFY(deal.apply(Action::nameTrump(2, Suit::Spades)).empty());
        drive(deal);
        // He won: pool 5, 10, Primeras 2, nine honours 18, and the Pretintaille's point from
        // each (ours: 1); his own five as dealer paid in first.
        QCOMPARE(deal.payment().net(2), 5 + 10 + 2 + 18 + 2);
        checkRecord(deal);
        // Spadille in the stock: no one is compelled, the deal is passed.
        Deal stock(rules, table(rules, 0, {}, "AS"));
        for (int s : {1, 2, 0})
            QVERIFY(stock.apply(Action::bid(s, Call::Pass)).empty());
        QCOMPARE(stock.outcome(), std::string("passed"));
        // With Gascarille too, Gascarille is asked first; then Spadille is forced.
        Rules both = rules;
        both.pretintailles[int(Pretintaille::Gascarille)].on = true;
        Deal two(both, table(both, 0, {{2, "AS 2S AC KS QS JS 7S 6S 5S"}}));
        for (int i = 0; i < 6; ++i)
            QVERIFY(two.apply(Action::bid(two.toAct(), Call::Pass)).empty());
        QVERIFY(two.forcedSpadille());
        QCOMPARE(two.ombre(), 2);
        checkRecord(two);
    }

    // pp. 50-51: each hand-shaped Pretintaille, recognised in the Ombre's hand at the first lead.
    void recognised_data() {
        QTest::addColumn<QString>("hand");
        QTest::addColumn<int>("trump");
        QTest::addColumn<int>("contract");
        QTest::addColumn<int>("which");
        QTest::addColumn<bool>("expected");
        auto row = [](const char* name, const char* hand, Suit trump, Call c, Pretintaille p,
                      bool yes) {
            QTest::newRow(name) << QString(hand) << int(trump) << int(c) << int(p) << yes;
        };
        // p. 50: "LE BON AIR is playing Solo with the four Matadores" (Spadille, Manille, Basto
        // and the King of a black suit); "PARFAIT CONTENTEMENT, the same, with five".
        row("bon air", "AS 2S AC KS 3S 3H 4H 5H 6H", Suit::Spades, Call::Solo, Pretintaille::BonAir,
            true);
        row("bon air not simple", "AS 2S AC KS 3S 3H 4H 5H 6H", Suit::Spades, Call::Play,
            Pretintaille::BonAir, false);
        row("bon air not five", "AS 2S AC KS QS 3H 4H 5H 6H", Suit::Spades, Call::Solo,
            Pretintaille::BonAir, false);
        row("parfait contentement", "AS 2S AC KS QS 3H 4H 5H 6H", Suit::Spades, Call::Solo,
            Pretintaille::ParfaitContentement, true);
        // "GUINGUETTE, playing without Spadille or Basto."
        row("guinguette", "2S KS QS JS 7S 3H 4H 5H 6H", Suit::Spades, Call::Play,
            Pretintaille::Guinguette, true);
        row("guinguette with basto", "AC KS QS JS 7S 3H 4H 5H 6H", Suit::Spades, Call::Play,
            Pretintaille::Guinguette, false);
        // "MIRLIRO, playing with the Black Aces, but without Manille: or, with Basto and the Red
        // Aces, but with neither Spadille nor Manille."
        row("mirliro black aces", "AS AC KS QS JS 3H 4H 5H 6H", Suit::Spades, Call::Play,
            Pretintaille::Mirliro, true);
        row("mirliro with manille", "AS AC 2S QS JS 3H 4H 5H 6H", Suit::Spades, Call::Play,
            Pretintaille::Mirliro, false);
        row("mirliro red aces", "AC AH AD KH QH JH 4C 5C 6C", Suit::Hearts, Call::Play,
            Pretintaille::Mirliro, true);
        // "LES FANATIQUES, playing with four Knaves"; "CHARIVARY,—or the four Queens";
        // "DISCORD,—or the four Kings"; "LA PARTIE QUARRÉE DES DAMES DU TEMPS, playing with three
        // Kings and a Queen."
        row("fanatiques", "AS 2S AC JS JC JH JD 5H 6H", Suit::Spades, Call::Play,
            Pretintaille::Fanatiques, true);
        row("charivary", "AS 2S AC QS QC QH QD 5H 6H", Suit::Spades, Call::Play,
            Pretintaille::Charivary, true);
        row("discord", "AS 2S AC KS KC KH KD 5H 6H", Suit::Spades, Call::Play,
            Pretintaille::Discord, true);
        row("partie quarree", "AS 2S AC KS KC KH QD 5H 6H", Suit::Spades, Call::Play,
            Pretintaille::PartieQuarree, true);
        row("partie quarree no queen", "AS 2S AC KS KC KH 4D 5H 6H", Suit::Spades, Call::Play,
            Pretintaille::PartieQuarree, false);
        // p. 51: "LES YEUX DE MA GRAND' MÈRE, playing with the two Puntos and without Spadille or
        // Basso."
        row("yeux", "AH AD KH QH JH 2H 4C 5C 6C", Suit::Hearts, Call::Play,
            Pretintaille::YeuxGrandMere, true);
        row("yeux with basto", "AH AD AC QH JH 2H 4C 5C 6C", Suit::Hearts, Call::Play,
            Pretintaille::YeuxGrandMere, false);
        // "LA CHICORÉE is playing without any Matadores and only with three or four trumps in
        // sequence to them": in Hearts, Punto, King, Queen (and Knave).
        row("chicoree three", "AH KH QH KS QS KC QC KD QD", Suit::Hearts, Call::Play,
            Pretintaille::Chicoree, true);
        row("chicoree four", "AH KH QH JH QS KC QC KD QD", Suit::Hearts, Call::Play,
            Pretintaille::Chicoree, true);
        row("chicoree broken", "AH KH JH KS QS KC QC KD QD", Suit::Hearts, Call::Play,
            Pretintaille::Chicoree, false);
        row("chicoree five", "AH KH QH JH 2H KC QC KD QD", Suit::Hearts, Call::Play,
            Pretintaille::Chicoree, false);
    }
    void recognised() {
        QFETCH(QString, hand);
        QFETCH(int, trump);
        QFETCH(int, contract);
        QFETCH(int, which);
        QFETCH(bool, expected);
        const auto p = Pretintaille(which);
        const Rules rules = with(p);
        const DealSetup setup = table(rules, 2, {{0, hand.toLatin1().constData()}});
        const Deal deal(rules, setup, PlayStart{0, Call(contract), Suit(trump)});
        QCOMPARE(has(deal.summary().pretintailles, p), expected);
        // Off, never.
        const Deal off(Rules{}, setup, PlayStart{0, Call(contract), Suit(trump)});
        QCOMPARE(off.summary().pretintailles, 0u);
    }

    // p. 51: "When they were in use the Ombre gained or lost the points they carried, according
    // as he won or lost the game." Le Bon Air (ours: 4) on a Solo won and lost.
    void paidWithTheGame() {
        const Rules rules = with(Pretintaille::BonAir);
        DealSummary d = summaryOf(2, 0, {6, 2, 1});
        d.contract = Call::Solo;
        d.honours = 4;
        d.pretintailles = 1u << int(Pretintaille::BonAir);
        // Pool 5, game 10, Solo 16, four honours 8, Le Bon Air 8: 47.
        const Payment won = settle(rules, d);
        QCOMPARE(won.net(0), 5 + 10 + 16 + 8 + 8);
        QCOMPARE(pretintaillePaid(won, Pretintaille::BonAir, 0), 8);
        QCOMPARE(sumOfNets(won, 3), 0);
        for (const Transfer& t : won.transfers)
            if (t.reason == Reason::Pretintaille)
                QCOMPARE(transferCode(t), std::string_view("bon_air"));
        setTricks(d, {3, 5, 1});
        // Codille: 20 to the giver; Solo 16, honours 8 and Le Bon Air 8 to the two.
        const Payment lost = settle(rules, d);
        QCOMPARE(lost.net(0), -(20 + 16 + 8 + 8));
        QCOMPARE(pretintaillePaid(lost, Pretintaille::BonAir, 0), -8);
        // Not paid when off, though the hand has it.
        QCOMPARE(settle(Rules{}, d).net(0), -(20 + 16 + 8));
        // A Surrender pays "no other points" (p. 32).
        d.surrendered = true;
        QCOMPARE(settle(rules, d).net(0), -20);
    }

    // p. 51: "L'ESTRAPADE—a Vole won with Solo"; "LA TRIOMPHANTE was leading Spadille."
    void estrapadeAndTriomphante() {
        Rules rules = with(Pretintaille::Estrapade);
        rules.pretintailles[int(Pretintaille::Triomphante)].on = true;
        const DealSetup setup = table(rules, 2, {{0, "AS 2S AC KS QS JS 7S 6S 5S"}});
        Deal deal(rules, setup, PlayStart{0, Call::Solo, Suit::Spades});
        drive(deal, true);
        QCOMPARE(deal.summary().vole, VoleResult::Won);
        const unsigned bits = deal.summary().pretintailles;
        QVERIFY(has(bits, Pretintaille::Estrapade));
        QVERIFY(has(bits, Pretintaille::Triomphante)); // eldest, he led Spadille first
        // Pool 5, the Vole 60, Solo 16, nine honours 18, L'Estrapade 20, La Triomphante 2.
        QCOMPARE(deal.payment().net(0), 5 + 60 + 16 + 18 + 20 + 2);
        checkRecord(deal);
        // A Simple game's Vole is no Estrapade.
        Deal simple(rules, setup, PlayStart{0, Call::Play, Suit::Spades});
        drive(simple, true);
        QVERIFY(!has(simple.summary().pretintailles, Pretintaille::Estrapade));
    }

    // p. 51: "DEVOLE, which was when the Ombre made not one trick, in which case he paid
    // additional points" (ours: 5 to each).
    void devole() {
        const Rules rules = with(Pretintaille::Devole);
        // The Ombre (seat 0, eldest) holds the lowest cards of the plain suits and no trump;
        // seat 1 has every trump but the black aces.
        const DealSetup setup =
            table(rules, 2, {{0, "3C 4C 5C 6C 7H 6H 5H 4H 3H"}, {1, "AS 2S AC KS QS JS 7S 6S 5S"}});
        Deal deal(rules, setup, PlayStart{0, Call::Play, Suit::Spades});
        drive(deal);
        QCOMPARE(deal.tricksWon(0), 0);
        QVERIFY(has(deal.summary().pretintailles, Pretintaille::Devole));
        QCOMPARE(deal.outcome(), std::string("codille"));
        // Codille 20 to the giver, the eleven honours he lacks to each (our reading of "having
        // none of them", p. 36), and the Devole's five to each.
        QCOMPARE(deal.payment().net(0), -(20 + 22 + 10));
        QCOMPARE(pretintaillePaid(deal.payment(), Pretintaille::Devole, 0), -10);
        checkRecord(deal);
    }

    // p. 51: "GANO ... which the elder hand of the two Adversaries might say when playing his
    // card, to intimate that he meant to win, and that his friend must let the card pass if he
    // could, but this could only be done to 'defend the Pool'".
    void gano() {
        const Rules rules = with(Pretintaille::Gano);
        // Dealer 2: seat 0 eldest, the elder adversary of the Ombre, seat 1. Seat 2, his friend,
        // holds no Heart but trumps and Clubs.
        const DealSetup setup = table(rules, 2,
                                      {{0, "KH 2H 3H 4H 5H 6H 7H 3D 4D"},
                                       {1, "AS 2S AC KS QS JS 7S 6S JH"},
                                       {2, "3S 4S KC QC JC 7C 6C 5C 4C"}});
        Deal deal(rules, setup, PlayStart{1, Call::Play, Suit::Spades});
        QCOMPARE(deal.decision(), ActionType::Surrender);
        QVERIFY(deal.apply(Action::choice(ActionType::Surrender, 1, false)).empty());
        QVERIFY(deal.canGano());
        const Card kh = *Card::fromCode("KH");
        QVERIFY(deal.apply(Action::playGano(0, kh)).empty());
        QCOMPARE(deal.ganoCalls().size(), std::size_t(1));
        QCOMPARE(deal.view(2).ganoSeat, 0);
        // The Ombre may not say it, and follows with his Knave.
        QVERIFY(!deal.whyNoGano().empty());
        QVERIFY(!deal.apply(Action::playGano(1, *Card::fromCode("JH"))).empty());
        QVERIFY(deal.apply(Action::play(1, *Card::fromCode("JH"))).empty());
        // The friend must let the King pass: no trump, though he holds no Heart.
        QCOMPARE(deal.legalCards(), set("KC QC JC 7C 6C 5C 4C"));
        const std::string why = deal.apply(Action::play(2, *Card::fromCode("3S")));
        QVERIFY2(why.find("Gano") != std::string::npos, why.c_str());
        QVERIFY(deal.apply(Action::play(2, *Card::fromCode("4C"))).empty());
        QCOMPARE(deal.tricks().back().winner, 0);
        // Had the Ombre trumped the King, the friend would be free to overtrump.
        const DealSetup voidSetup = table(rules, 2,
                                          {{0, "KH 2H 3H 4H 5H 6H 7H 3D 4D"},
                                           {1, "AS 2S AC KS QS JS 7S 6S 5D"},
                                           {2, "3S 4S KC QC JC 7C 6C 5C 4C"}});
        Deal trumped(rules, voidSetup, PlayStart{1, Call::Play, Suit::Spades});
        QVERIFY(trumped.apply(Action::choice(ActionType::Surrender, 1, false)).empty());
        QVERIFY(trumped.apply(Action::playGano(0, kh)).empty());
        QVERIFY(trumped.apply(Action::play(1, *Card::fromCode("6S"))).empty());
        QCOMPARE(trumped.legalCards(), trumped.hand(2));
        // Only the elder adversary: the younger (seat 2) may not, nor anyone when Gano is off.
        Deal off(Rules{}, setup, PlayStart{1, Call::Play, Suit::Spades});
        QVERIFY(off.apply(Action::choice(ActionType::Surrender, 1, false)).empty());
        QCOMPARE(off.whyNoGano(), std::string("Gano is not played under these rules"));
        QVERIFY(!off.apply(Action::playGano(0, kh)).empty());
        drive(deal);
        checkRecord(deal);
        const std::string text = writeRecord(deal, {"a", "b", "c"});
        QVERIFY(text.find("\"gano\": [\n        {\"trick\": 1, \"seat\": 0}") != std::string::npos);
    }

    // "Only to 'defend the Pool,' that is, to beste the Ombre, but not to give him Codille":
    // not by an adversary with more tricks than his friend.
    void ganoOnlyDefendsThePool() {
        const Rules rules = with(Pretintaille::Gano);
        Rules noSurrender = rules;
        noSurrender.surrender = false;
        const DealSetup setup = table(rules, 2,
                                      {{0, "KH QH KD QD KC 4H 5H 6H 7H"},
                                       {1, "AS 2S AC KS QS JS 2H 2D 2C"},
                                       {2, "3S 4S QC JC 7C 6C 5C 4C 3C"}});
        Deal deal(noSurrender, setup, PlayStart{1, Call::Play, Suit::Spades});
        // Seat 0, the elder adversary, wins the first trick with the King of Diamonds.
        QVERIFY(deal.canGano());
        QVERIFY(deal.apply(Action::play(0, *Card::fromCode("KD"))).empty());
        QVERIFY(deal.apply(Action::play(1, *Card::fromCode("2D"))).empty());
        QVERIFY(deal.apply(Action::play(2, *Card::fromCode("3C"))).empty());
        QCOMPARE(deal.tricks().back().winner, 0);
        // With a trick more than his friend, he may not say it: it would gather tricks to him.
        QVERIFY2(deal.whyNoGano().find("defend the pool") != std::string::npos,
                 deal.whyNoGano().c_str());
        // The Ombre wins the next and leads; the friend plays before the elder.
        QVERIFY(deal.apply(Action::play(0, *Card::fromCode("4H"))).empty());
        QVERIFY(deal.apply(Action::play(1, *Card::fromCode("2H"))).empty());
        QVERIFY(deal.apply(Action::play(2, *Card::fromCode("4C"))).empty());
        QCOMPARE(deal.tricks().back().winner, 1);
        QVERIFY(deal.apply(Action::play(1, *Card::fromCode("JS"))).empty());
        QVERIFY(deal.apply(Action::play(2, *Card::fromCode("3S"))).empty());
        QVERIFY2(deal.whyNoGano().find("before his friend") != std::string::npos,
                 deal.whyNoGano().c_str());
    }

    // ---------------------------------------------------------------------------------------
    // Four players (p. 17).
    // ---------------------------------------------------------------------------------------

    // p. 17: "the Dealer (... the Judge, Alcalde) holds no cards himself ... his only office is
    // to deal ... the full tale of thirteen" in the stock.
    void fourDeal() {
        Rules rules;
        rules.players = 4;
        Random random(4);
        for (int dealer = 0; dealer < 4; ++dealer) {
            const DealSetup s = DealSetup::dealt(random, rules, dealer, 0);
            QCOMPARE(s.players, 4);
            QCOMPARE(s.alcalde(), dealer);
            QCOMPARE(s.stock.size(), std::size_t(13));
            CardSet all;
            for (int seat = 0; seat < 4; ++seat) {
                QCOMPARE(s.hands[seat].size(), seat == dealer ? 0 : 9);
                all |= s.hands[seat];
            }
            for (Card c : s.stock)
                all.add(c);
            QCOMPARE(all, CardSet::all());
            // The Alcalde never speaks nor plays.
            Deal deal(rules, s);
            QCOMPARE(deal.toAct(), (dealer + 1) % 4);
            Random r(dealer);
            while (!deal.finished()) {
                QVERIFY(deal.toAct() != dealer);
                QVERIFY(deal.apply(RandomPlayer().decide(deal, r)).empty());
            }
            for (const Trick& t : deal.tricks()) {
                QVERIFY(t.leader != dealer && t.winner != dealer);
                QCOMPARE(t.count, 3);
            }
            checkRecord(deal);
        }
        // Three players deal as before: the same seed, the same cards.
        Random a(9), b(9);
        const DealSetup three = DealSetup::dealt(a, 1, 0);
        const DealSetup same = DealSetup::dealt(b, Rules{}, 1, 0);
        for (int seat = 0; seat < 3; ++seat)
            QCOMPARE(three.hands[seat], same.hands[seat]);
        QVERIFY(three.stock == same.stock);
    }

    // p. 31 note 1: "When there are four players, and it is arranged that the Dealer should pay
    // and receive, the total will be 20"; note 2: the Puesta "Or 25 if there are four players,
    // and the Dealer pays"; Appendix III note: "A simple Puesta is Twenty points. Or Twenty-five
    // if there be four Players."
    void fourPayments() {
        Rules rules;
        rules.players = 4;
        DealSummary d = summaryOf(3, 0, {5, 2, 2}, 4);
        const Payment sacada = settle(rules, d);
        QCOMPARE(sacada.net(0), 20);
        QCOMPARE(sacada.net(3), -5 - 5); // the Alcalde's stake and his five
        QCOMPARE(sumOfNets(sacada, 4), 0);
        setTricks(d, {4, 4, 1});
        const Payment puesta = settle(rules, d);
        QCOMPARE(puesta.net(0), -25);
        // Codille: the same 25 to the adversary who gave it.
        setTricks(d, {4, 5, 0});
        const Payment codille = settle(rules, d);
        QCOMPARE(codille.net(0), -25);
        QCOMPARE(codille.net(1), 25);
        // The Alcalde neither paying nor receiving: 15 and 20, as three players; he still puts
        // in the dealer's five (p. 19).
        rules.alcaldePays = false;
        setTricks(d, {5, 2, 2});
        const Payment quiet = settle(rules, d);
        QCOMPARE(quiet.net(0), 15);
        QCOMPARE(quiet.net(3), -5);
        setTricks(d, {4, 4, 1});
        QCOMPARE(settle(rules, d).net(0), -20);
    }

    // p. 39 note 2: "The Spanish rules unreasonably prescribe forty points from each when there
    // are four players"; and p. 17 note 1: "it must then be settled whether the vole be 40
    // points instead of 30".
    void fourVole() {
        Rules rules;
        rules.players = 4;
        const DealSetup setup = table(rules, 3, {{0, "AS 2S AC KS QS JS 7S 6S 5S"}});
        Deal deal(rules, setup, PlayStart{0, Call::Play, Suit::Spades});
        drive(deal, true);
        QCOMPARE(deal.summary().vole, VoleResult::Won);
        // Pool 5, thirty from each of three (the Alcalde paying), nine honours from each.
        QCOMPARE(deal.payment().net(0), 5 + 90 + 27);
        checkRecord(deal);
        rules.fourHandVole = 40;
        Deal spanish(rules, setup, PlayStart{0, Call::Play, Suit::Spades});
        drive(spanish, true);
        QCOMPARE(spanish.payment().net(0), 5 + 120 + 27);
        QCOMPARE(spanish.payment().net(3), -5 - 40 - 9);
        checkRecord(spanish);
    }

    // A four-player record, written by hand: the Alcalde's hand is empty.
    void fourRecord() {
        const char* json = R"({
            "format": "ombre-record/1", "ruleset": "gibbs-1878", "players": 4,
            "names": ["A", "B", "C", "Alcalde"], "dealer": 3, "pool": 0,
            "hands": [["AS", "2S", "AC", "KS", "QS", "JS", "7S", "6S", "5S"],
                      ["4S", "3S", "KC", "QC", "JC", "7C", "6C", "5C", "4C"],
                      ["3C", "2C", "KH", "QH", "JH", "AH", "2H", "3H", "4H"], []],
            "stock": ["5H", "6H", "7H", "KD", "QD", "JD", "AD", "2D", "3D", "4D", "5D", "6D", "7D"],
            "bids": [{"seat": 0, "call": "play"}, {"seat": 1, "call": "pass"},
                     {"seat": 2, "call": "pass"}],
            "trump": "S",
            "exchanges": [{"seat": 0, "discard": []}, {"seat": 1, "discard": []},
                          {"seat": 2, "discard": []}],
            "tricks": [["AS", "3S", "3C"], ["2S", "4S", "2C"], ["AC", "KC", "KH"],
                       ["KS", "QC", "QH"], ["QS", "JC", "JH"]],
            "vole": false
        })";
        const LoadedRecord r = readRecord(json);
        QVERIFY2(r.ok(), r.error.c_str());
        QCOMPARE(r.deal->outcome(), std::string("sacada"));
        // Pool 5, five from each of three, Primeras 3, nine honours from each 27: 50.
        QCOMPARE(r.deal->payment().net(0), 50);
        QCOMPARE(r.deal->payment().net(3), -5 - 5 - 1 - 9);
        checkRecord(*r.deal);
        // The Alcalde holding cards is refused.
        std::string bad = json;
        bad.replace(bad.find("[]]"), 3, "[\"5H\"]]");
        const LoadedRecord refused = readRecord(bad);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error.rfind("hands[3]: 1 cards, expected 0", 0) == 0,
                 refused.error.c_str());
    }

    // ---------------------------------------------------------------------------------------
    // Two-hand Ombre (p. 78).
    // ---------------------------------------------------------------------------------------

    // p. 78: "played ... with 30 cards, one of the red suits being put aside. If each player has
    // nine cards the Stock would be 12; but sometimes each had eight, dealt first by threes, and
    // then two apiece, in which case the Stock is 14."
    void twoDeal() {
        for (int each : {9, 8}) {
            for (Suit aside : {Suit::Hearts, Suit::Diamonds}) {
                Rules rules;
                rules.players = 2;
                rules.twoHandCards = each;
                rules.twoHandSuitAside = aside;
                QCOMPARE(packFor(rules).size(), 30);
                Random random(2);
                const DealSetup s = DealSetup::dealt(random, rules, 1, 0);
                QCOMPARE(s.hands[0].size(), each);
                QCOMPARE(s.hands[1].size(), each);
                QCOMPARE(int(s.stock.size()), 30 - 2 * each);
                CardSet all = s.hands[0] | s.hands[1];
                for (Card c : s.stock)
                    all.add(c);
                QCOMPARE(all, packFor(rules));
                QVERIFY((all & suitCards(aside)).empty());
                Deal deal(rules, s);
                Random r(each);
                while (!deal.finished()) {
                    if (deal.decision() == ActionType::NameTrump) {
                        const std::vector<Suit> choices = deal.trumpChoices();
                        QCOMPARE(choices.size(), std::size_t(3));
                        QVERIFY(std::find(choices.begin(), choices.end(), aside) == choices.end());
                    }
                    QVERIFY(deal.apply(RandomPlayer().decide(deal, r)).empty());
                }
                checkRecord(deal);
            }
        }
        // The eight: by threes, then two apiece, from the dealer's right.
        Rules rules;
        rules.players = 2;
        rules.twoHandCards = 8;
        Random a(5), b(5);
        const DealSetup s = DealSetup::dealt(a, rules, 0, 0);
        std::vector<Card> pack = packFor(rules).cards();
        b.shuffle(pack.data(), int(pack.size()));
        const CardSet eldest{pack[0], pack[1], pack[2],  pack[6],
                             pack[7], pack[8], pack[12], pack[13]};
        QCOMPARE(s.hands[1], eldest);
    }

    // "The game proceeds, as nearly as may be, like the three-handed Ombre": the Ombre wins
    // with more tricks than his adversary; the adversary with more gives Codille; equal tricks
    // (four each, with eight cards) best him. The Puesta is the pool and five for each of the
    // two; the Sacada the pool and five from the one.
    void twoPayments() {
        Rules rules;
        rules.players = 2;
        DealSummary d = summaryOf(1, 0, {5, 4}, 2);
        const Payment sacada = settle(rules, d);
        QCOMPARE(sacada.net(0), 5 + 5);
        QCOMPARE(sacada.net(1), -5 - 5);
        setTricks(d, {4, 5});
        const Payment codille = settle(rules, d);
        QCOMPARE(codille.net(0), -15);
        QCOMPARE(codille.net(1), 15 - 5);
        QCOMPARE(sumOfNets(codille, 2), 0);
        d.tricks[1] = 4; // eight each
        const Payment puesta = settle(rules, d);
        QCOMPARE(puesta.net(0), -15);
        QCOMPARE(puesta.net(kPool), 5 + 15);
    }

    // Two players: a Solo's adversary has no friend to leave five for (p. 38); no Favor in the
    // suit put aside; a card of it in a record is refused.
    void twoRules() {
        Rules rules;
        rules.players = 2;
        rules.favor = true;
        rules.favorSuit = Suit::Hearts;
        const DealSetup setup = table(rules, 1, {{0, "AS 2S AC KS QS JS 7S 6S 5S"}});
        Deal deal(rules, setup);
        const std::vector<Call> calls = deal.legalCalls();
        QVERIFY(std::find(calls.begin(), calls.end(), Call::Favor) == calls.end());
        QVERIFY(deal.apply(Action::bid(0, Call::Solo)).empty());
        QVERIFY(deal.apply(Action::bid(1, Call::Pass)).empty());
        QVERIFY(deal.apply(Action::nameTrump(0, Suit::Spades)).empty());
        QCOMPARE(deal.toAct(), 1);
        QCOMPARE(deal.maxDiscard(), 9);
        QVERIFY(!deal.canYield());
        drive(deal);
        checkRecord(deal);
        std::string text = writeRecord(deal, {"a", "b"});
        text.replace(text.find("\"AS\""), 4, "\"AH\"");
        const LoadedRecord r = readRecord(text);
        QVERIFY(!r.ok());
        QVERIFY2(r.error.rfind("cards: AH: the Hearts are put aside", 0) == 0, r.error.c_str());
    }

    // ---------------------------------------------------------------------------------------
    // Dégout (p. 51) and the records of the rules.
    // ---------------------------------------------------------------------------------------

    // p. 51: "DÉGOUT. A Fine which the losers of the last Set of the Game had to pay to the
    // winner" (ours: 10).
    void degout() {
        const Rules rules = with(Pretintaille::Degout);
        Session session(rules);
        const int counters[3] = {12, -5, -7};
        session.restore(0, 0, {}, counters, 10);
        // The set starts at the restore: nothing won or lost in it yet.
        QVERIFY(session.closeSet().empty());
        Random random(1);
        int gain[3], losers = 0, winner = 0;
        for (int guard = 0; guard < 200; ++guard) {
            Deal deal(rules, session.startDeal(random));
            playOut(deal, random);
            session.settle(deal);
            losers = 0;
            winner = 0;
            for (int s = 0; s < 3; ++s) {
                gain[s] = session.counters(s) - counters[s];
                losers += gain[s] < 0;
                if (gain[s] > gain[winner])
                    winner = s;
            }
            const int top = int(std::count(gain, gain + 3, gain[winner]));
            if (top == 1 && gain[winner] > 0 && losers > 0)
                break;
        }
        const int before = session.counters(winner);
        const std::vector<Transfer> fines = session.closeSet();
        QCOMPARE(int(fines.size()), losers);
        for (const Transfer& t : fines) {
            QCOMPARE(t.to, winner);
            QCOMPARE(t.amount, 10);
            QCOMPARE(transferCode(t), std::string_view("degout"));
        }
        QCOMPARE(session.counters(winner), before + 10 * losers);
        QVERIFY(session.closeSet().empty()); // a new set
        // Off, no fine.
        Session plain{Rules{}};
        plain.restore(0, 0, {}, counters, 10);
        QVERIFY(plain.closeSet().empty());
    }

    // docs/records.md: every rule in the "rules" object; the rule sets by name.
    void recordRules() {
        Rules rules = *presetRules(kRoyal1665);
        rules.pretintailles[int(Pretintaille::Gascarille)] = {true, 7};
        rules.twoHandSuitAside = Suit::Diamonds;
        rules.greatMark = 20;
        Random random(8);
        Deal deal(rules, DealSetup::dealt(random, rules, 0, 0));
        playOut(deal, random);
        const std::string text = writeRecord(deal, {"a", "b", "c"});
        QVERIFY(text.find("\"ruleset\": \"royal-1665\"") != std::string::npos);
        QVERIFY(text.find("\"gascarille\": {\"on\": true, \"points\": 7}") != std::string::npos);
        QVERIFY(text.find("\"great_mark\": 20") != std::string::npos);
        const LoadedRecord r = readRecord(text);
        QVERIFY2(r.ok(), r.error.c_str());
        QVERIFY(r.deal->rules() == deal.rules());
        // The record's own rules, not the program's: the preset's defaults fill absent keys.
        std::string custom = text;
        custom.replace(custom.find("royal-1665"), 10, "custom");
        const LoadedRecord c = readRecord(custom);
        QVERIFY2(c.ok(), c.error.c_str());
        QVERIFY(c.deal->rules().royalPayments);
        auto refused = [&](const std::string& from, const std::string& to, const char* prefix) {
            std::string t = text;
            t.replace(t.find(from), from.size(), to);
            const LoadedRecord bad = readRecord(t);
            QVERIFY2(!bad.ok(), t.c_str());
            QVERIFY2(bad.error.rfind(prefix, 0) == 0, bad.error.c_str());
        };
        refused("\"royal-1665\"", "\"hoyle\"", "ruleset: unknown ruleset \"hoyle\"");
        refused("\"gascarille\": {", "\"gascarile\": {",
                "rules.pretintailles: unknown key \"gascarile\"");
        refused("\"gascarille\": {\"on\": true", "\"gascarille\": {\"on\": 1",
                "rules.pretintailles.gascarille.on: expected true or false");
        refused("\"two_hand_suit_aside\": \"D\"", "\"two_hand_suit_aside\": \"S\"",
                "rules.two_hand_suit_aside: one of the red suits");
        refused("\"two_hand_cards\": 9", "\"two_hand_cards\": 7",
                "rules.two_hand_cards: 7 is out of range");
    }
};

OMBRE_TEST(TstVariants, "variants");
#include "tst_variants.moc"
