// The review of a Piquet deal (core/piquet/review.h) on a deal whose better play is known
// (Cotgrave's paragraphs by their first words, docs/piquet.md), and its working from a worker
// thread: progress, cancel, the same seed the same review.
#include "piquet/ai/baseline.h"
#include "piquet/review.h"
#include "piquet_helpers.h"
#include "testmain.h"

#include <QtTest>

#include <atomic>

using namespace ombre::piquet;
using namespace piquettest;

namespace {

// The elder (seat 1) holds the eight Spades and the Ace and three small Hearts; the younger the
// eight Clubs and the other Hearts. Led first, a small Heart gives the younger the lead and,
// with it, his Clubs: the one who may not follow the suit led loses the trick ("Now they begin
// to play"). Led first, the Spades and the Ace keep the lead.
Deal smallHeartLed() {
    Deal deal = exchanged(Rules{}, cards("AS KS QS JS TS 9S 8S 7S AH 9H 8H 7H"),
                          cards("AC KC QC JC TC 9C 8C 7C KH QH JH TH"));
    ai::BaselinePlayer rule(1);
    while (!deal.finished() && deal.phase() != Phase::Play) {
        const std::string why =
            deal.apply(rule.decide(deal.view(deal.toAct()), LegalChoices::of(deal)));
        if (!why.empty())
            qFatal("smallHeartLed(): %s", why.c_str());
    }
    if (deal.toAct() != 1 || !deal.apply(Action::play(1, card("7H"))).empty())
        qFatal("smallHeartLed(): the elder does not lead");
    return deal;
}

} // namespace

class TestPiquetReview : public QObject {
    Q_OBJECT

private slots:
    void smallHeartLedFirst() {
        const Deal deal = smallHeartLed();
        const auto review = reviewDeal(deal, 1);
        QVERIFY(review);
        QCOMPARE(review->seat, 1);
        const ReviewedDecision& d = review->decisions.back();
        QCOMPARE(d.choice, Action::play(1, card("7H")));
        QCOMPARE(d.trick, 1);
        QCOMPARE(d.index, int(deal.history().size()) - 1);
        QVERIFY(d.best.card != card("7H"));
        QVERIFY(d.loss && *d.loss > 5);
        QVERIFY(d.openLoss && *d.openLoss > 5);
        for (const ReviewedDecision& e : review->decisions)
            QCOMPARE(e.choice.seat, 1);
        QCOMPARE(*reviewDeal(deal, 1)->decisions.back().loss, *d.loss);
    }

    void progressAndCancel() {
        const Deal deal = smallHeartLed();
        int calls = 0, last = 0, total = 0;
        ombre::ReviewOptions o;
        o.progress = [&](int done, int of) {
            ++calls;
            last = done;
            total = of;
        };
        const auto review = reviewDeal(deal, 1, o);
        QVERIFY(review);
        QCOMPARE(calls, int(review->decisions.size()));
        QCOMPARE(last, total);
        std::atomic<bool> cancel{true};
        o.cancel = &cancel;
        QVERIFY(!reviewDeal(deal, 1, o));
    }
};

OMBRE_TEST(TestPiquetReview, "piquet_review");
#include "tst_piquet_review.moc"
