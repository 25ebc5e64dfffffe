// Property tests of the Piquet engine: thousands of deals between random legal players, both
// customs, packets of two to four, scores carried to the set. After every action the
// thirty-six cards are all accounted for exactly once and no view shows the other's hidden
// cards; every deal's counts add up to its score and the set is won by the first to reach it;
// every record replays identically.
#include "testmain.h"
#include "piquet/randomplayer.h"
#include "piquet/record.h"

#include <QtTest>

using namespace ombre::piquet;

namespace {

constexpr int kDeals = 4000;

std::string checkCards(const Deal& deal) {
    int total = 0;
    CardSet seen;
    auto take = [&](CardSet c) {
        total += c.size();
        seen |= c;
    };
    for (int s = 0; s < 2; ++s) {
        take(deal.hand(s));
        take(deal.discard(s));
    }
    for (Card c : deal.stock()) {
        ++total;
        seen.add(c);
    }
    for (const Trick& t : deal.tricks())
        take({t.cards[0], t.cards[1]});
    if (deal.currentTrick().count == 1)
        take({deal.currentTrick().cards[0]});
    if (total != kPackSize || seen != CardSet::all())
        return "cards not accounted for: " + std::to_string(total);
    for (int s = 0; s < 2; ++s) {
        const int played = int(deal.tricks().size()) +
                           (deal.currentTrick().count == 1 && deal.currentTrick().leader == s);
        if (deal.taken(s) >= 0 && deal.hand(s).size() + played != 12)
            return "seat " + std::to_string(s) + " holds " + std::to_string(deal.hand(s).size());
    }
    return {};
}

std::string checkView(const Deal& deal, int seat) {
    const View v = deal.view(seat);
    if (v.hand != deal.hand(seat))
        return "view hand differs";
    const int other = 1 - seat;
    // What he may know of the other's cards: a shown Blank, and the stock he saw.
    if (!v.otherShown.empty() && !deal.blankShown(other))
        return "the other's hand shown without a Blank";
    if (seat != deal.elder() && !v.seenStock.empty())
        return "the younger sees the stock";
    CardSet stockNow;
    for (Card c : deal.stock())
        stockNow.add(c);
    if (!(v.seenStock - deal.elderLooked() - stockNow).empty())
        return "seen stock beyond what the elder looked at";
    if (!deal.remainderSeen().value_or(false) &&
        !(v.seenStock & (stockNow - deal.elderLooked())).empty())
        return "the remainder seen without naming a suit";
    if (v.toAct != (deal.toAct() == seat))
        return "toAct differs";
    return {};
}

std::string checkScore(const Deal& deal) {
    int sum[2] = {0, 0}, running[2] = {deal.setup().score[0], deal.setup().score[1]};
    int first = -1;
    for (const Count& c : deal.counts()) {
        if (c.points <= 0)
            return "a count of nothing";
        if (first >= 0)
            return "counted after the set was won";
        sum[c.seat] += c.points;
        running[c.seat] += c.points;
        if (running[c.seat] >= deal.rules().set)
            first = c.seat;
    }
    for (int s = 0; s < 2; ++s)
        if (sum[s] != deal.score(s) || deal.total(s) != deal.setup().score[s] + sum[s])
            return "score differs from the counts";
    if (first != deal.setWinner())
        return "set winner differs";
    if (deal.setWinner() >= 0 && !deal.finished())
        return "the set is won but the deal goes on";
    return {};
}

} // namespace

class TestPiquetProperty : public QObject {
    Q_OBJECT

private slots:
    void randomDeals() {
        ombre::Random random(20240601);
        const RandomPlayer player;
        int score[2] = {0, 0}, sets = 0, blanks = 0, repicy = 0, capet = 0, named = 0,
            appointed = 0;
        Rules rules;
        int dealer = liftForDeal(random);
        for (int i = 0; i < kDeals; ++i) {
            if (i % 1000 == 0) {
                rules.firstWordStands = (i / 1000) % 2 == 1;
                rules.knaveCountsInPlay = i % 3000 != 0;
                score[0] = score[1] = 0;
            }
            DealSetup setup = DealSetup::dealt(random, dealer, 2 + i % 3);
            setup.score[0] = score[0];
            setup.score[1] = score[1];
            Deal deal(rules, setup);
            int actions = 0;
            while (!deal.finished()) {
                QVERIFY(++actions < 200);
                const LegalChoices choices = LegalChoices::of(deal);
                QCOMPARE(choices.seat, deal.toAct());
                const std::string why = deal.apply(player.decide(choices, random));
                QVERIFY2(why.empty(), why.c_str());
                std::string e = checkCards(deal);
                QVERIFY2(e.empty(), e.c_str());
                for (int s = 0; s < 2; ++s) {
                    e = checkView(deal, s);
                    QVERIFY2(e.empty(), e.c_str());
                }
            }
            const std::string e = checkScore(deal);
            QVERIFY2(e.empty(), e.c_str());
            if (deal.setWinner() < 0)
                QCOMPARE(int(deal.tricks().size()), 12);
            const std::string text = writeRecord(deal, {"A", "B"});
            const LoadedRecord back = readRecord(text);
            QVERIFY2(back.ok(), back.error.c_str());
            QVERIFY(back.deal->history() == deal.history());
            QVERIFY(back.deal->counts() == deal.counts());
            QCOMPARE(back.deal->setWinner(), deal.setWinner());
            QCOMPARE(replayReport(*back.deal), replayReport(deal));

            blanks += deal.blank(0) || deal.blank(1);
            repicy += deal.made(CountReason::Repicy, 0) || deal.made(CountReason::Repicy, 1);
            capet += deal.made(CountReason::Capet, 0) || deal.made(CountReason::Capet, 1);
            named += deal.named().has_value();
            appointed += deal.appointed().has_value();
            if (deal.setWinner() >= 0) {
                ++sets;
                score[0] = score[1] = 0;
            } else {
                score[0] = deal.total(0);
                score[1] = deal.total(1);
            }
            dealer = 1 - dealer;
        }
        QVERIFY(sets > 100);
        QVERIFY(blanks > 0);
        QVERIFY(repicy > 0);
        QVERIFY(capet > 0);
        QVERIFY(named > 0 && appointed > 0);
    }
};

OMBRE_TEST(TestPiquetProperty, "piquet_property");
#include "tst_piquet_property.moc"
