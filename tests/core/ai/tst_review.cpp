// The review of a deal (core/ombre/review.h) on deals made so that the better play is known:
// a Matador spent on the partner's trick, a ruff missed, a Surrender refused that should have
// been made; at three, four and two players.
#include "card_helpers.h"
#include "review_deals.h"
#include "testmain.h"

#include "ombre/review.h"

#include <QTest>

#include <atomic>

using namespace ombre;
using ombre::test::card;
using ombre::test::set;
using namespace ombre::test::review;

namespace {

// The seat's decision of this type (the first, or the card `c`).
const ReviewedDecision* decisionOf(const DealReview& r, ActionType type,
                                   std::optional<Card> c = std::nullopt) {
    for (const ReviewedDecision& d : r.decisions)
        if (d.choice.type == type && (!c || d.choice.card == *c))
            return &d;
    return nullptr;
}

} // namespace

class TestReview : public QObject {
    Q_OBJECT

private slots:
    // An adversary keeps his Matadors for the Ombre's trumps, and lets his ally's winning card
    // stand (the adversaries are allies against the Ombre, Gibbs pp. 23-24; Spadille the first
    // trump, p. 10).
    void spadilleSpentOnThePartnersTrick_data() {
        QTest::addColumn<int>("players");
        QTest::newRow("three") << 3;
        QTest::newRow("four, with the Alcalde") << 4;
    }
    void spadilleSpentOnThePartnersTrick() {
        QFETCH(int, players);
        const Deal deal = spadilleWasted(players);
        const auto review = reviewDeal(deal, 2);
        QVERIFY(review);
        QCOMPARE(review->seat, 2);
        QCOMPARE(int(review->decisions.size()), 1);
        const ReviewedDecision& d = review->decisions[0];
        QCOMPARE(d.choice, Action::play(2, card("AS")));
        QCOMPARE(d.trick, 1);
        // Every decision of the deal counts: the Ombre's playing on, then two cards.
        QCOMPARE(d.index, 3);
        QVERIFY(d.best.card != card("AS"));
        QVERIFY(!CardOrder::forTrump(Suit::Spades).isTrump(d.best.card));
        QVERIFY(d.loss && *d.loss > 0.5);
        QVERIFY(d.openLoss && *d.openLoss > 0.5);
        QCOMPARE(d.fault, ReviewFault::SpentOnPartner);
        QCOMPARE(d.faultCard, card("AS"));
        QCOMPARE(review->totalLoss, *d.loss);
        // The same seed, the same review.
        QCOMPARE(*reviewDeal(deal, 2)->decisions[0].loss, *d.loss);
        // Every holder decided something; the Alcalde nothing.
        for (int seat = 0; seat < 3; ++seat)
            QVERIFY(seatDecided(deal, seat));
        if (players == 4)
            QVERIFY(!seatDecided(deal, 3));
    }

    // Void in the suit led, an adversary trumps the Ombre's winning King rather than throw a
    // card (a trump wins any plain card, Gibbs pp. 25-26).
    void ruffMissed() {
        // Dealer 0: the Ombre, seat 1, is eldest and leads.
        Deal deal = atFirstLead(Rules{}, 0,
                                {"AS 4S 3S 2D 3D 4D QH JH AH", "2S AC KS QS JS KD QD JD 2H",
                                 "7S 6S 5S KC QC JC 7C 6C KH"},
                                PlayStart{1, Call::Play, Suit::Spades});
        playOn(deal);
        apply(deal, Action::play(1, card("KD")));
        apply(deal, Action::play(2, card("6C")));
        const auto review = reviewDeal(deal, 2);
        QVERIFY(review);
        const ReviewedDecision* d = decisionOf(*review, ActionType::PlayCard);
        QVERIFY(d);
        QVERIFY(CardOrder::forTrump(Suit::Spades).isTrump(d->best.card));
        QVERIFY(d->loss && *d->loss > 0.5);
        QCOMPARE(d->fault, ReviewFault::MissedRuff);
        QCOMPARE(d->faultCard, d->best.card);
    }

    // A hopeless Ombre should surrender before the first trick and pay only the Puesta (Gibbs
    // pp. 32-34) rather than play on into Codille (pp. 26-29).
    void surrenderRefused_data() {
        QTest::addColumn<int>("players");
        QTest::newRow("three") << 3;
        QTest::newRow("two") << 2;
    }
    void surrenderRefused() {
        QFETCH(int, players);
        Deal deal = hopelessOmbre(players);
        QCOMPARE(deal.decision(), ActionType::Surrender);
        apply(deal, Action::choice(ActionType::Surrender, 1, false));
        const auto review = reviewDeal(deal, 1);
        QVERIFY(review);
        const ReviewedDecision* d = decisionOf(*review, ActionType::Surrender);
        QVERIFY(d);
        QVERIFY(d->best.yes);
        QVERIFY(d->loss && *d->loss > 0);
        QVERIFY(!d->openLoss); // the solver has no verdict on a Surrender
        QCOMPARE(d->why.kind, WhyKind::Surrender);
    }

    // A good decision costs nothing: the seat that made the winning lead loses nothing by it.
    void agreementCostsNothing() {
        const Deal deal = spadilleWasted(3);
        const auto review = reviewDeal(deal, 1);
        QVERIFY(review);
        for (const ReviewedDecision& d : review->decisions)
            if (d.choice == d.best)
                QCOMPARE(*d.loss, 0.0);
    }

    // From a worker thread: the progress counts the seat's decisions, and a cancel stops it.
    void progressAndCancel() {
        const Deal deal = spadilleWasted(3);
        std::vector<std::pair<int, int>> seen;
        ReviewOptions o;
        o.progress = [&](int done, int total) { seen.push_back({done, total}); };
        QVERIFY(reviewDeal(deal, 1, o));
        QCOMPARE(int(seen.size()), 2); // the Ombre's playing on and his card
        QCOMPARE(seen.back(), std::make_pair(2, 2));
        std::atomic<bool> cancel{true};
        o.cancel = &cancel;
        QVERIFY(!reviewDeal(deal, 1, o));
    }
};

OMBRE_TEST(TestReview, "review");
#include "tst_review.moc"
