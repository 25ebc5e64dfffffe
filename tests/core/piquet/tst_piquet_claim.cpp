// The claim of the rest of the tricks at Piquet (piquet/claim.h), checked against both hands.
// Where it holds, the deal played out as claimed gives the claimant every trick played, and so
// does any play of the other against his line; where it does not, with few tricks left a plain
// search of every card finds a play of the other that takes one.
#include "claim_checks.h"
#include "piquet/claim.h"
#include "piquet/randomplayer.h"
#include "testmain.h"

#include <QtTest>

using namespace ombre::piquet;

namespace {

// Whether `seat` takes every remaining trick whatever the other plays, by trying every card,
// without the claim's memory of positions: its meaning, for the endings small enough.
bool takesEveryTrick(const Deal& deal, int seat) {
    if (deal.finished() || deal.phase() != Phase::Play)
        return deal.finished();
    return ombre::test::everyCardTried<Action>(
        deal, seat, [seat](const Deal& next) { return takesEveryTrick(next, seat); });
}

int tricksLeft(const Deal& deal) {
    return std::max(deal.hand(0).size(), deal.hand(1).size());
}

} // namespace

class TestPiquetClaim : public QObject {
    Q_OBJECT

private slots:
    void claimsInRandomDeals() {
        ombre::Random random(1662);
        const RandomPlayer player;
        const Rules rules;
        int held = 0, heldEarly = 0, refused = 0, checkedBySearch = 0;
        for (int i = 0; i < 150; ++i) {
            Deal deal(rules, DealSetup::dealt(random, i % 2, 2 + i % 3));
            while (!deal.finished()) {
                const int seat = deal.toAct();
                if (seat == 0 && deal.phase() == Phase::Play) {
                    const ClaimVerdict verdict = checkClaim(deal, 0);
                    const auto play = claimedPlay(deal, 0);
                    QCOMPARE(play.has_value(), verdict == ClaimVerdict::Holds);
                    if (verdict == ClaimVerdict::Holds) {
                        ++held;
                        heldEarly += tricksLeft(deal) >= 4;
                        // As claimed: to the end (or the set), every trick his.
                        Deal claimed = deal;
                        const int before = claimed.tricksWon(0);
                        const std::size_t played = claimed.tricks().size();
                        for (const Action& a : *play)
                            QVERIFY(claimed.apply(a).empty());
                        QVERIFY(claimed.finished());
                        QCOMPARE(claimed.tricksWon(0) - before,
                                 int(claimed.tricks().size() - played));
                        // Against any play of the other, his line still takes every trick.
                        Deal against = deal;
                        while (!against.finished()) {
                            const int who = against.toAct();
                            Action a = player.decide(LegalChoices::of(against), random);
                            if (who == 0) {
                                const auto line = claimedPlay(against, 0);
                                QVERIFY(line && !line->empty());
                                a = line->front();
                            }
                            const std::size_t n = against.tricks().size();
                            QVERIFY(against.apply(a).empty());
                            if (against.tricks().size() > n)
                                QCOMPARE(against.tricks().back().winner, 0);
                        }
                    } else {
                        ++refused;
                        if (tricksLeft(deal) <= 4) {
                            QVERIFY(!takesEveryTrick(deal, 0));
                            ++checkedBySearch;
                        }
                    }
                }
                QVERIFY(deal.apply(player.decide(LegalChoices::of(deal), random)).empty());
            }
        }
        qInfo("claims held %d (%d with four tricks or more to play), refused %d (%d searched)",
              held, heldEarly, refused, checkedBySearch);
        QVERIFY(held > 25);
        QVERIFY(heldEarly > 0);
        QVERIFY(checkedBySearch > 25);
    }

    // Not at the other's turn, nor before the play.
    void onlyAtYourCard() {
        ombre::Random random(7);
        const RandomPlayer player;
        Deal deal(Rules{}, DealSetup::dealt(random, 1, 3));
        QCOMPARE(checkClaim(deal, 0), ClaimVerdict::NotYourCard); // the exchange
        while (deal.phase() != Phase::Play)
            QVERIFY(deal.apply(player.decide(LegalChoices::of(deal), random)).empty());
        const int other = 1 - deal.toAct();
        QCOMPARE(checkClaim(deal, other), ClaimVerdict::NotYourCard);
        QVERIFY(!claimedPlay(deal, other));
    }
};

OMBRE_TEST(TestPiquetClaim, "piquet_claim");
#include "tst_piquet_claim.moc"
