// The claim of the rest of the tricks (ombre/claim.h): checked against the real hands. Where it
// holds, the deal played out as claimed ends as a play-out by the claimant's line against any
// play of the others ends, and every remaining trick is his; where it does not, no claimed play
// is given, and with few tricks left an exhaustive search finds a play of the others that takes
// one. Three players, four (the Alcalde) and two.
#include "claim_checks.h"
#include "ombre/claim.h"
#include "ombre/randomplayer.h"
#include "ombre/record.h"
#include "testmain.h"

#include <QtTest>

using namespace ombre;

namespace {

// Whether `seat` takes every remaining trick whatever the others play, by trying every card:
// the claim's meaning, for the endings small enough to search.
bool takesEveryTrick(const Deal& deal, int seat) {
    if (deal.finished())
        return true;
    if (deal.phase() == Phase::Surrender || deal.phase() == Phase::Vole) {
        Deal next = deal;
        const bool yes = deal.phase() == Phase::Vole;
        if (!next.apply(Action::choice(deal.decision(), deal.toAct(), yes)).empty())
            return false;
        return takesEveryTrick(next, seat);
    }
    if (deal.decision() != ActionType::PlayCard)
        return false;
    return test::everyCardTried<Action>(
        deal, seat, [seat](const Deal& next) { return takesEveryTrick(next, seat); });
}

int remainingTricks(const Deal& deal) {
    int most = 0;
    for (int s = 0; s < deal.players(); ++s)
        most = std::max(most, deal.hand(s).size());
    return most;
}

Rules claimRules(int players) {
    Rules r;
    r.players = players;
    return r;
}

} // namespace

class TestClaim : public QObject {
    Q_OBJECT

    struct Counts {
        int holds = 0, refused = 0, searched = 0;
    };

    // Random deals; at every card of seat 0 the claim is checked, and followed where it holds.
    Counts claimsIn(int players, int deals, quint64 seed) {
        Counts n;
        Random random(seed);
        const Rules rules = claimRules(players);
        const RandomPlayer anyone;
        for (int i = 0; i < deals; ++i) {
            Deal deal(rules, DealSetup::dealt(random, rules, i % players, 0));
            while (!deal.finished()) {
                if (deal.toAct() == 0 && deal.decision() == ActionType::PlayCard)
                    check(deal, n, random);
                if (!deal.apply(anyone.decide(deal, random)).empty()) {
                    qWarning("an illegal random action");
                    return n;
                }
            }
        }
        return n;
    }

    void check(const Deal& deal, Counts& n, Random& random) {
        const ClaimVerdict verdict = checkClaim(deal, 0);
        const std::optional<std::vector<Action>> play = claimedPlay(deal, 0);
        QCOMPARE(play.has_value(), verdict == ClaimVerdict::Holds);
        if (remainingTricks(deal) <= 3 && verdict != ClaimVerdict::SurrenderToCome) {
            ++n.searched;
            QCOMPARE(takesEveryTrick(deal, 0), verdict == ClaimVerdict::Holds);
        }
        if (!play) {
            ++n.refused;
            return;
        }
        ++n.holds;
        // The claim played out: a finished deal, every remaining trick seat 0's, its record
        // read back as the same deal.
        Deal claimed = deal;
        for (const Action& a : *play)
            QVERIFY(claimed.apply(a).empty());
        QVERIFY(claimed.finished());
        // Every trick played his (a deal may end early: a barred Vole, p. 39).
        QCOMPARE(claimed.tricksWon(0) - deal.tricksWon(0),
                 int(claimed.tricks().size() - deal.tricks().size()));
        QVERIFY(claimed.tricksWon(0) > deal.tricksWon(0));
        const LoadedRecord back = readRecord(writeRecord(claimed, defaultNames(deal.players())));
        QVERIFY2(back.ok(), back.error.c_str());
        QCOMPARE(back.deal->outcome(), claimed.outcome());
        // Played out instead, the others at random, seat 0 by the claim's line from each of
        // his cards: the same result, paid the same.
        Deal played = deal;
        const RandomPlayer anyone;
        while (!played.finished()) {
            Action a = anyone.decide(played, random);
            if (played.toAct() == 0) {
                const auto line = claimedPlay(played, 0);
                if (played.decision() == ActionType::PlayCard) {
                    QVERIFY(line.has_value());
                    a = line->front();
                } else {
                    a = Action::choice(played.decision(), 0, played.decision() == ActionType::Vole);
                }
            }
            QVERIFY(played.apply(a).empty());
        }
        QCOMPARE(played.outcome(), claimed.outcome());
        for (int s = 0; s < deal.players(); ++s) {
            QCOMPARE(played.tricksWon(s), claimed.tricksWon(s));
            QCOMPARE(played.payment().net(s), claimed.payment().net(s));
        }
    }

private slots:
    void threePlayers() {
        const Counts n = claimsIn(3, 120, 5);
        qInfo("three players: %d claims held, %d refused, %d checked by search", n.holds, n.refused,
              n.searched);
        QVERIFY(n.holds > 20);
        QVERIFY(n.refused > 20);
        QVERIFY(n.searched > 20);
    }
    void fourPlayers() {
        const Counts n = claimsIn(4, 60, 6);
        QVERIFY(n.holds > 5);
        QVERIFY(n.refused > 5);
    }
    void twoPlayers() {
        const Counts n = claimsIn(2, 60, 7);
        QVERIFY(n.holds > 5);
        QVERIFY(n.refused > 5);
    }

    // Not at another's card, nor outside the play; not while a computer Ombre may surrender.
    void notOffered() {
        Random random(3);
        const RandomPlayer anyone;
        bool sawOther = false, sawSurrender = false;
        for (int i = 0; i < 40; ++i) {
            Deal deal(Rules{}, DealSetup::dealt(random, i % 3, 0));
            QCOMPARE(checkClaim(deal, 0), ClaimVerdict::NotYourCard); // the auction
            QVERIFY(!claimedPlay(deal, 0));
            while (!deal.finished()) {
                if (deal.decision() == ActionType::PlayCard && deal.toAct() != 0) {
                    QCOMPARE(checkClaim(deal, 0), ClaimVerdict::NotYourCard);
                    sawOther = true;
                }
                if (deal.decision() == ActionType::PlayCard && deal.toAct() == 0 &&
                    deal.ombre() != 0 && deal.nextSurrenderOffer() > 0) {
                    QCOMPARE(checkClaim(deal, 0), ClaimVerdict::SurrenderToCome);
                    sawSurrender = true;
                }
                QVERIFY(deal.apply(anyone.decide(deal, random)).empty());
            }
            QCOMPARE(checkClaim(deal, 0), ClaimVerdict::NotYourCard); // over
        }
        QVERIFY(sawOther);
        QVERIFY(sawSurrender);
    }
};

OMBRE_TEST(TestClaim, "claim");
#include "tst_claim.moc"
