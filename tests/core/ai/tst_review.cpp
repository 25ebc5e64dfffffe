// The review of a deal (core/ombre/review.h) on deals made so that the better play is known:
// a Matador spent on the partner's trick, a ruff missed, a Surrender refused that should have
// been made; at three, four and two players.
#include "card_helpers.h"
#include "review_deals.h"
#include "testmain.h"

#include "ombre/advice.h"
#include "ombre/player.h"
#include "ombre/record.h"
#include "ombre/review.h"
#include "ombre/session.h"

#include <QFile>
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

// The guided deal's first deal (ui/shell/guideddeal: seed 44, three players, the first dealer
// at the human's left, the human in seat 0), or the first deal of another seed.
Deal guidedDeal(quint64 seed) {
    Rules rules;
    rules.players = 3;
    Session session(rules, rules.players - 1);
    Random random(seed);
    return Deal(rules, session.startDeal(random));
}

// Plays the deal to its end, seat 0 doing every time what the hint says (advise(), as the
// table's hint asks it: at the offer of Surrender, the lead it names after playing on), the
// others the Club player. Returns the decisions the hint took.
int followTheHint(Deal& deal) {
    std::unique_ptr<Player> others[3] = {nullptr, makePlayer("baseline", 5),
                                         makePlayer("baseline", 6)};
    int followed = 0;
    while (!deal.finished()) {
        const int seat = deal.toAct();
        if (seat != 0) {
            const std::string error =
                deal.apply(others[seat]->decide(deal.view(seat), LegalChoices::of(deal)));
            if (!error.empty())
                return -1;
            continue;
        }
        const std::optional<Advice> hint = advise(deal, 0, ReviewOptions{}, true);
        if (!hint || !deal.apply(hint->best).empty())
            return -1;
        ++followed;
        if (hint->lead) {
            if (deal.toAct() != 0 || !deal.apply(*hint->lead).empty())
                return -1;
            ++followed;
        }
    }
    return followed;
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

    // The hint and the review are one evaluation (ombre/advice.h): a player who follows the hint
    // for a whole deal, the exchange and the lead at the offer of Surrender included, is told of
    // no costly decision and loses nothing by any of them (#53: the guided deal's hint said to
    // discard three cards, and the review called that exchange costly).
    void followingTheHintCostsNothing_data() {
        QTest::addColumn<quint64>("seed");
        QTest::newRow("the guided deal") << quint64(44);
        // With the hint of before (the Master timed, on a seed of its own) the review called the
        // bid of seed 2 and the exchange of seed 5 costly.
        QTest::newRow("seed 2") << quint64(2);
        QTest::newRow("seed 5") << quint64(5);
    }
    void followingTheHintCostsNothing() {
        QFETCH(quint64, seed);
        Deal deal = guidedDeal(seed);
        const int followed = followTheHint(deal);
        QVERIFY(followed > 0);
        const auto review = reviewDeal(deal, 0);
        QVERIFY(review);
        QCOMPARE(int(review->decisions.size()), followed);
        for (const ReviewedDecision& d : review->decisions) {
            QVERIFY2(!d.costly && d.loss && *d.loss == 0.0,
                     qPrintable(QStringLiteral("decision %1 (%2) lost %3")
                                    .arg(d.index)
                                    .arg(int(d.choice.type))
                                    .arg(d.loss ? *d.loss : -1)));
            QVERIFY(sameChoice(d.choice, d.best));
        }
        QCOMPARE(review->costly, 0);
        QCOMPARE(review->totalLoss, 0.0);
    }

    // What the review counts: one threshold for the rows and the sum, and a refused Surrender
    // counted once, not again in every card of the game it lost.
    void refusedSurrenderCountedOnce() {
        Deal deal = hopelessOmbre(3);
        apply(deal, Action::choice(ActionType::Surrender, 1, false));
        std::unique_ptr<Player> players[3] = {makePlayer("baseline", 1), makePlayer("baseline", 2),
                                              makePlayer("baseline", 3)};
        while (!deal.finished()) {
            const int seat = deal.toAct();
            Action a = players[seat]->decide(deal.view(seat), LegalChoices::of(deal));
            if (a.type == ActionType::Surrender)
                a.yes = false;
            apply(deal, a);
        }
        const auto review = reviewDeal(deal, 1);
        QVERIFY(review);
        const ReviewedDecision& first = review->decisions.front();
        QCOMPARE(first.choice.type, ActionType::Surrender);
        QVERIFY(first.costly && first.best.yes);
        double total = 0;
        int costly = 0;
        for (std::size_t i = 0; i < review->decisions.size(); ++i) {
            const ReviewedDecision& d = review->decisions[i];
            if (i > 0)
                QCOMPARE(d.countedIn, 0); // within the Surrender refused
            QCOMPARE(d.costly, i == 0);
            if (d.costly) {
                QVERIFY(*d.loss >= kCostlyLoss);
                total += *d.loss;
                ++costly;
            }
        }
        QCOMPARE(review->costly, costly);
        QCOMPARE(review->totalLoss, total);
    }

    // A seat that bids a game it was free to give up at its next turn, then raises to a
    // Voltereta and refuses the Surrender (a deal played at random): the first bid is not
    // charged, for the pass was still within reach; no row is charged more than the fall from
    // its best to the best of the seat's next decision; the total is the costly rows' sum.
    void aRiskTheNextTurnCouldUndoIsNotCharged() {
        QFile f(QStringLiteral(OMBRE_TEST_DATA_DIR "/records/escalated-bids.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray json = f.readAll();
        const LoadedRecord record = readRecord(std::string_view(json.constData(), json.size()));
        QVERIFY(record.deal);
        const auto review = reviewDeal(*record.deal, 0);
        QVERIFY(review);
        const std::vector<ReviewedDecision>& ds = review->decisions;
        QVERIFY(ds.size() > 3);
        QCOMPARE(ds[0].choice.type, ActionType::Bid);
        QCOMPARE(ds[0].best.call, Call::Pass);
        QVERIFY(ds[0].choiceValue && ds[0].bestValue && *ds[0].bestValue - *ds[0].choiceValue > 5);
        QCOMPARE(*ds[0].loss, 0.0);
        QVERIFY(!ds[0].costly);
        double total = 0;
        for (std::size_t k = 0; k < ds.size(); ++k) {
            const ReviewedDecision& d = ds[k];
            if (d.costly)
                total += *d.loss;
            if (!d.loss || k + 1 == ds.size() || d.choice.type == ActionType::Exchange ||
                !ds[k + 1].bestValue)
                continue;
            QVERIFY2(*d.loss <= std::max(0.0, *d.bestValue - *ds[k + 1].bestValue) + 1e-9,
                     qPrintable(QString::number(d.index)));
        }
        QVERIFY(review->costly >= 1);
        QCOMPARE(review->totalLoss, total);
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
