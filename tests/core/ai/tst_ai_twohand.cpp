// The search levels at two hands (Gibbs p. 78: thirty cards, a red suit put aside, nine or
// eight cards each): the two-hand open-cards solver against brute force with each technique on
// and off, the samples of the other's hand consistent with what the player has seen, and no
// level reading the hidden cards.
#include "ombre/ai/baseline.h"
#include "ombre/ai/leveloptions.h"
#include "ombre/ai/search.h"
#include "ombre/ai/shown.h"
#include "ombre/ai/twohand.h"
#include "ombre/ai/twohandsolver.h"
#include "ombre/deal.h"
#include "ombre/player.h"
#include "ombre/randomplayer.h"
#include "ombre/result.h"
#include "testmain.h"

#include "baseline_play.h"
#include "belief_checks.h"
#include "endgame_helpers.h"
#include "untimed_players.h"

#include <QtTest>

#include <cmath>

using namespace ombre;
using namespace ombre::ai;

namespace {

// Two-hand rules (p. 78): `cards` each, a red suit put aside.
Rules twoHandRules(int cards, Suit aside = Suit::Hearts) {
    Rules r;
    r.players = 2;
    r.twoHandCards = cards;
    r.twoHandSuitAside = aside;
    return r;
}

// The `d`-th two-hand deal drawn from `random` (eight or nine cards each, dealer d % 2) played
// by the baseline to its first lead; nothing where it finished before or a check failed.
std::optional<Deal> twoHandAtFirstLead(Random& random, int d) {
    const Rules rules = twoHandRules(d % 2 ? 8 : 9);
    Deal deal(rules, DealSetup::dealt(random, rules, d % 2, 0));
    test::toFirstLead(deal);
    if (QTest::currentTestFailed() || deal.finished())
        return std::nullopt;
    return deal;
}

// Calls `check(deal, view, other)` at the first lead of each of the first `deals` two-hand
// deals drawn from `random` that reach it (twoHandAtFirstLead): the view of the player to lead
// and the other's seat. Stops once a check failed.
template <typename F> void forTwoHandFirstLeads(Random& random, int deals, F&& check) {
    for (int d = 0; d < deals; ++d) {
        const auto deal = twoHandAtFirstLead(random, d);
        if (QTest::currentTestFailed())
            return;
        if (!deal)
            continue;
        const PlayerView v = deal->view(deal->toAct());
        check(*deal, v, 1 - v.seat);
        if (QTest::currentTestFailed())
            return;
    }
}

// A random endgame of a deal of `tricks` (p. 78: nine or eight each) from the thirty cards:
// `n` cards each, tricks won so far adding up to tricks - n, a random leader and declarer,
// and sometimes the card led already played.
TwoHandPosition randomEndgame(Random& r, int tricks, int n) {
    const Suit aside = r.below(2) ? Suit::Hearts : Suit::Diamonds;
    std::vector<Card> pack = packFor(twoHandRules(tricks, aside)).cards();
    r.shuffle(pack.data(), int(pack.size()));
    TwoHandPosition p;
    do
        p.trump = Suit(r.below(4));
    while (p.trump == aside);
    std::size_t k = 0;
    for (int h = 0; h < 2; ++h)
        for (int i = 0; i < n; ++i)
            p.hands[h].add(pack[k++]);
    p.won[0] = int(r.below(std::uint32_t(tricks - n + 1)));
    p.won[1] = tricks - n - p.won[0];
    p.leader = int(r.below(2));
    p.declarer = int(r.below(2));
    if (r.below(2)) {
        const CardSet hand = p.hands[p.leader];
        p.led = hand.nth(int(r.below(std::uint32_t(hand.size()))));
        p.hands[p.leader].remove(p.led);
        p.count = 1;
    }
    return p;
}

// Sacada > Puesta > Codille for the declarer, as the engine judges two hands (eight each: four
// tricks apiece is a Puesta).
TwoHandObjective outcomeObjective(int declarer, int tricks) {
    double v[10][10] = {};
    for (int a = 0; a <= tricks; ++a) {
        const int t[2] = {a, tricks - a};
        const Outcome o = judge(t, 2, declarer).outcome;
        v[a][tricks - a] = o == Outcome::Sacada ? 2 : o == Outcome::Puesta ? 1 : 0;
    }
    return TwoHandObjective::fromValues(v, tricks);
}

// A random whole play of `tricks` each (p. 78: nine or eight), and the outcome its declarer
// plays for.
std::pair<TwoHandPosition, TwoHandObjective> wholePlay(Random& r, int tricks) {
    const TwoHandPosition p = randomEndgame(r, tricks, tricks);
    return {p, outcomeObjective(p.declarer, tricks)};
}

// Any table at all: the solver must not assume more tricks are better.
TwoHandObjective randomObjective(Random& r, int tricks) {
    double v[10][10] = {};
    for (int a = 0; a <= tricks; ++a)
        v[a][tricks - a] = r.below(5);
    return TwoHandObjective::fromValues(v, tricks);
}

TwoHandObjective objectiveFor(Random& r, int i, const TwoHandPosition& p) {
    const int tricks = p.tricks();
    switch (i % 3) {
    case 0:
        return TwoHandObjective::declarerTricks(p.declarer, tricks);
    case 1:
        return outcomeObjective(p.declarer, tricks);
    default:
        return randomObjective(r, tricks);
    }
}

// The setup of `a` with the cards of seat `hidden` that are not in `keep` exchanged at random
// with the stock's: a deal the other seat cannot tell from `a`.
DealSetup hiddenSwapped(const DealSetup& a, int hidden, CardSet keep, Random& random) {
    DealSetup b = a;
    std::vector<Card> pool;
    for (Card c : a.hands[hidden] - keep)
        pool.push_back(c);
    pool.insert(pool.end(), a.stock.begin(), a.stock.end());
    random.shuffle(pool.data(), int(pool.size()));
    const int n = (a.hands[hidden] - keep).size();
    b.hands[hidden] = a.hands[hidden] & keep;
    b.stock.clear();
    for (int i = 0; i < int(pool.size()); ++i) {
        if (i < n)
            b.hands[hidden].add(pool[std::size_t(i)]);
        else
            b.stock.push_back(pool[std::size_t(i)]);
    }
    return b;
}

} // namespace

class TestAiTwoHand : public QObject {
    Q_OBJECT

private slots:
    void solverMatchesBruteForce_data() {
        QTest::addColumn<int>("tricks");
        QTest::addColumn<int>("cards");
        QTest::addColumn<int>("positions");
        for (int tricks : {9, 8})
            for (int cards = 1; cards <= 5; ++cards)
                QTest::addRow("%d each, %d left", tricks, cards)
                    << tricks << cards << (cards == 5 ? 150 : 300);
    }
    // p. 78: nine or eight cards each from thirty, tricks of two cards; the solver's value and
    // every card's value agree with the plain minimax through the engine's own Play.
    void solverMatchesBruteForce() {
        QFETCH(int, tricks);
        QFETCH(int, cards);
        QFETCH(int, positions);
        Random r(2000 + std::uint64_t(10 * tricks + cards));
        TwoHandSolver solver(14);
        test::checkAgainstBruteForce(
            solver, positions,
            [&](int i) {
                const TwoHandPosition p = randomEndgame(r, tricks, cards);
                return std::pair{p, objectiveFor(r, i, p)};
            },
            1);
    }

    void eachTechniqueIsExact_data() {
        QTest::addColumn<int>("off");
        QTest::newRow("no table") << 0;
        QTest::newRow("no equivalent cards") << 1;
        QTest::newRow("no guess (bisection only)") << 2;
        QTest::newRow("only alpha-beta") << 3;
    }
    // Each technique alone keeps the answer exact: brute force on endgames of 8- and 9-card
    // deals (p. 78), the full solver on whole plays.
    void eachTechniqueIsExact() {
        QFETCH(int, off);
        TwoHandTechniques t;
        t.table = off != 0 && off != 3;
        t.equivalence = off != 1 && off != 3;
        t.guess = off != 2 && off != 3;
        Random r(91 + std::uint64_t(off));
        TwoHandSolver partial(14), full(16);
        partial.setTechniques(t);
        test::checkAgainstBruteForce(
            partial, 300,
            [&](int i) {
                const TwoHandPosition p = randomEndgame(r, 8 + i % 2, 3 + i % 3);
                return std::pair{p, objectiveFor(r, i, p)};
            },
            0);
        if (QTest::currentTestFailed())
            return;
        test::checkSolversAgree(partial, full, 6, [&](int i) { return wholePlay(r, 8 + i % 2); });
    }

    void solverSolvesWholePlays() {
        // Nine and eight cards each: the same value through a large table and a small one.
        Random r(17);
        TwoHandSolver a(17), b(10);
        test::checkSolversAgree(a, b, 20, [&](int i) { return wholePlay(r, 8 + i % 2); });
    }

    void stopReturnsPromptly() {
        Random r(3);
        TwoHandSolver s;
        std::atomic<bool> stop{true};
        const TwoHandPosition p = randomEndgame(r, 9, 9);
        s.setObjective(TwoHandObjective::declarerTricks(p.declarer, 9));
        // `stop` is polled every 4096 nodes: a whole play solved in fewer is not stopped.
        s.value(p, &stop);
        QVERIFY(s.stopped() || s.nodes() < 4096);
        QVERIFY(s.nodes() <= 4096);
    }

    void payoffsFollowTheJudgement() {
        // p. 78, "as nearly as may be, like the three-handed Ombre": five tricks of nine win;
        // of eight, four apiece is a Puesta, worth more to the Ombre than a Codille and less
        // than a Sacada.
        for (int cards : {9, 8}) {
            Deal deal(twoHandRules(cards), DealSetup{});
            PlayerView v = deal.view(0);
            v.ombre = 0;
            v.contract = Call::Play;
            v.trump = Suit::Spades;
            double value[10][10] = {};
            twoHandPayoffs(v, 0, value);
            const int n = cards;
            QVERIFY(value[5][n - 5] > value[n - 5][5]);
            QVERIFY(value[n][0] >= value[5][n - 5]);
            if (cards == 8) {
                QVERIFY(value[4][4] < value[5][3]);
                QVERIFY(value[4][4] > value[3][5]);
            }
        }
    }

    // The number the other took in read as at three hands (Gibbs p. 22, exchangeFit): the same
    // draws with and without it, a sample weighing less where it gives him more cards to lay
    // out than he took in, his number being his choice (p. 78), and never less otherwise.
    void samplesReadTheExchange() {
        Random random(12);
        int read = 0, fell = 0, rose = 0;
        forTwoHandFirstLeads(random, 40, [&](const Deal&, const PlayerView& v, int other) {
            if (read >= 10 || v.taken[other] < 0 || (other != v.ombre && v.stockLeft == 0))
                return;
            ++read;
            Random a(9), b(9);
            for (int i = 0; i < 100; ++i) {
                TwoHandSample plain, weighed;
                QVERIFY(sampleOtherHand(v, a, plain));
                QVERIFY(sampleOtherHand(v, b, weighed, true));
                QCOMPARE(weighed.hands[other], plain.hands[other]);
                const CardSet hand = plain.hands[other] | playedBy(v, other); // at the lead
                if (cardsLaidOut(hand, *v.trump) > v.taken[other]) {
                    QVERIFY(weighed.weight < plain.weight);
                    ++fell;
                } else {
                    QVERIFY(weighed.weight >= plain.weight);
                    rose += weighed.weight > plain.weight;
                }
            }
        });
        if (QTest::currentTestFailed())
            return;
        QVERIFY(read > 0);
        QVERIFY(fell > 0);
        QVERIFY(rose > 0);
    }

    // What the other laid out lies among the unseen cards in no hand (p. 22: neither trumps
    // nor Kings): read so, the trumps the sampling would leave there go to his hand. At the
    // first lead of deals bid and exchanged by the rule of thumb, with the number he took in
    // read as well, his sampled hand holds about as many trumps as the true one (0.14 fewer
    // on these deals); without the reading, far fewer (0.63).
    void samplesReadTheCardsLaidOut() {
        Random random(21);
        double unreadGap = 0, readGap = 0; // true trumps less sampled, summed
        int hands = 0;
        forTwoHandFirstLeads(random, 60, [&](const Deal& deal, const PlayerView& v, int other) {
            const CardSet trumps = CardOrder::forTrump(*v.trump).trumps();
            for (const bool readDiscards : {false, true}) {
                Random r(5);
                double weight = 0, held = 0;
                for (int i = 0; i < 300; ++i) {
                    TwoHandSample s;
                    QVERIFY(sampleOtherHand(v, r, s, true, readDiscards));
                    weight += s.weight;
                    held += s.weight * (s.hands[other] & trumps).size();
                }
                QVERIFY(weight > 0);
                (readDiscards ? readGap : unreadGap) +=
                    (deal.hand(other) & trumps).size() - held / weight;
            }
            ++hands;
        });
        if (QTest::currentTestFailed())
            return;
        QVERIFY(hands >= 40);
        test::verifyGapCloses(unreadGap / hands, readGap / hands, 0.3);
    }

    // The Ombre names the suit his hand is best in, of the three dealt (p. 78; trumpFit): read
    // so, the deals the other draws at the first lead of the rule of thumb's games make the
    // Ombre's true hand likelier and hold him nearer his true number of trumps (0.43 short on
    // these deals against 0.62); the same deals are drawn, each weighed by the suit's fit among
    // the three suits dealt.
    void samplesReadTheTrumpNamed() {
        Random random(33);
        const double sharp = expertOptions().readTrump;
        double unreadGap = 0, readGap = 0, gain = 0; // true trumps less sampled; log likelihood
        int hands = 0;
        forTwoHandFirstLeads(random, 300, [&](const Deal& deal, const PlayerView& v, int other) {
            const Suit trump = *v.trump;
            const Suit aside = v.rules.twoHandSuitAside;
            if (other != v.ombre || trumpFit(deal.hand(other), trump, v.contract, sharp) == 1.0)
                return;
            const CardSet trumps = CardOrder::forTrump(trump).trumps();
            Random a(5), b(5);
            double weight[2] = {}, held[2] = {};
            for (int i = 0; i < 300; ++i) {
                TwoHandSample plain, read;
                QVERIFY(sampleOtherHand(v, a, plain, false, true));
                QVERIFY(sampleOtherHand(v, b, read, false, true, sharp));
                QCOMPARE(read.hands[other], plain.hands[other]);
                const CardSet hand = plain.hands[other] | playedBy(v, other);
                QVERIFY(std::abs(read.weight - plain.weight * trumpFit(hand, trump, v.contract,
                                                                       sharp, aside)) < 1e-12);
                const TwoHandSample* both[2] = {&plain, &read};
                for (int k = 0; k < 2; ++k) {
                    weight[k] += both[k]->weight;
                    held[k] += both[k]->weight * (both[k]->hands[other] & trumps).size();
                }
            }
            QVERIFY(weight[0] > 0 && weight[1] > 0);
            const int truth = (deal.hand(other) & trumps).size();
            unreadGap += truth - held[0] / weight[0];
            readGap += truth - held[1] / weight[1];
            gain += std::log(trumpFit(deal.hand(other), trump, v.contract, sharp, aside)) -
                    std::log(weight[1] / weight[0]);
            ++hands;
        });
        if (QTest::currentTestFailed())
            return;
        const QByteArray figures =
            QByteArray::number(hands) + " " + QByteArray::number(gain / hands) + " " +
            QByteArray::number(unreadGap / hands) + " " + QByteArray::number(readGap / hands);
        qInfo("trump named at two hands: hands, gain, gaps unread and read %s",
              figures.constData());
        QVERIFY(hands >= 30);
        QVERIFY2(gain / hands > 0, figures.constData());
        QVERIFY2(std::abs(readGap) < unreadGap - 0.1, figures.constData());
    }

    // p. 78: the other's hand is sampled from the thirty cards the player has not seen, with
    // its size and the voids it has shown.
    void samplesAreConsistent() {
        Random random(8);
        RandomPlayer::Odds odds;
        odds.surrender = 0.1;
        const RandomPlayer flow(odds);
        int checked = 0;
        for (int d = 0; d < 40; ++d) {
            const Rules rules =
                twoHandRules(d % 2 ? 8 : 9, d % 4 < 2 ? Suit::Hearts : Suit::Diamonds);
            Deal deal(rules, DealSetup::dealt(random, rules, d % 2, 0));
            while (!deal.finished()) {
                if (deal.decision() == ActionType::PlayCard) {
                    const PlayerView v = deal.view(deal.toAct());
                    const int other = 1 - v.seat;
                    TwoHandSample s;
                    // The cards laid out read or not, every other constraint kept.
                    QVERIFY(sampleOtherHand(v, random, s, false, d % 3 == 0));
                    QCOMPARE(s.hands[v.seat], v.hand);
                    QCOMPARE(s.hands[other].size(), deal.hand(other).size());
                    QVERIFY(unseenCards(v).containsAll(s.hands[other]));
                    QVERIFY(s.weight > 0);
                    // Where he did not follow suit, no card of his sampled hand obliged him to
                    // (the matadors' privilege included).
                    const CardOrder& order = CardOrder::forTrump(*v.trump);
                    for (const Trick& t : v.tricks) {
                        const Card his = t.cards[t.leader == other ? 0 : 1];
                        if (t.leader != other && order.suitOf(his) != order.suitOf(t.cards[0]))
                            QVERIFY(order.legal(s.hands[other] | CardSet{his}, t.cards[0])
                                        .contains(his));
                    }
                    ++checked;
                }
                QVERIFY(deal.apply(flow.decide(deal, random)).empty());
            }
        }
        QVERIFY(checked > 200);
    }

    void searchLevelsPlayWholeDeals_data() {
        QTest::addColumn<QString>("level");
        QTest::newRow("intermediate") << "intermediate";
        QTest::newRow("expert") << "expert";
    }
    // Whole two-hand deals (p. 78) with the level in both seats: every decision legal, and the
    // cards searched (the sampled value of the chosen card known), not the baseline's.
    void searchLevelsPlayWholeDeals() {
        QFETCH(QString, level);
        Random random(31);
        int searched = 0;
        for (int d = 0; d < 8; ++d) {
            const Rules rules = twoHandRules(d % 2 ? 8 : 9);
            Deal deal(rules, DealSetup::dealt(random, rules, d % 2, int(random.below(30))));
            std::unique_ptr<Player> players[2] = {makePlayer(level.toStdString(), 2 * d),
                                                  makePlayer(level.toStdString(), 2 * d + 1)};
            while (!deal.finished()) {
                const int seat = deal.toAct();
                const Action a = players[seat]->decide(deal.view(seat), LegalChoices::of(deal));
                const std::string why = deal.apply(a);
                if (!why.empty())
                    QFAIL(why.c_str());
                auto* search = dynamic_cast<SearchPlayer*>(players[seat].get());
                if (a.type == ActionType::PlayCard && search && !std::isnan(search->believed()))
                    ++searched;
            }
        }
        QVERIFY(searched > 10);
    }

    // Two deals that look the same to the seat to act, the other's hand differing (cards
    // exchanged with the stock): the same decision, at the auction and at the first trick,
    // leading and following, for every search level (p. 78), untimed so that only the cards
    // could tell them apart.
    void noLevelReadsHiddenCards() {
        Random random(5);
        int compared = 0;
        for (int d = 0; d < 24; ++d) {
            const Rules rules = twoHandRules(d % 2 ? 8 : 9);
            DealSetup setup = DealSetup::dealt(random, rules, d % 2, 0);
            // The auction: the eldest's first call.
            {
                Deal da(rules, setup);
                const int seat = da.toAct();
                Deal db(rules, hiddenSwapped(setup, 1 - seat, CardSet{}, random));
                for (const char* level : {"intermediate", "expert"}) {
                    auto pa = test::untimedPlayer(level, 42), pb = test::untimedPlayer(level, 42);
                    QVERIFY2(pa->decide(da.view(seat), LegalChoices::of(da)) ==
                                 pb->decide(db.view(seat), LegalChoices::of(db)),
                             level);
                }
            }
            Deal deal(rules, setup);
            test::toFirstLead(deal);
            if (deal.finished())
                continue;
            const PlayStart start{deal.ombre(), deal.contract(), *deal.trump()};
            DealSetup a;
            a.players = 2;
            a.dealer = deal.setup().dealer;
            a.hands[0] = deal.hand(0);
            a.hands[1] = deal.hand(1);
            for (Card c : packFor(rules) - a.hands[0] - a.hands[1])
                a.stock.push_back(c);
            Deal la(rules, a, start);
            auto playOn = [](Deal& x) {
                while (x.decision() == ActionType::Surrender)
                    x.apply(Action::choice(ActionType::Surrender, x.toAct(), false));
            };
            playOn(la);
            const int leader = la.toAct();
            // Leading: the follower's hand is hidden.
            Deal lb(rules, hiddenSwapped(a, 1 - leader, CardSet{}, random), start);
            playOn(lb);
            QCOMPARE(lb.toAct(), leader);
            for (const char* level : {"intermediate", "expert"}) {
                auto pa = test::untimedPlayer(level, 42), pb = test::untimedPlayer(level, 42);
                const Action x = pa->decide(la.view(leader), LegalChoices::of(la));
                const Action y = pb->decide(lb.view(leader), LegalChoices::of(lb));
                QVERIFY2(x == y, level);
            }
            // Following: the leader's hand is hidden but for the card he led.
            const Action lead =
                makePlayer("baseline", 7)->decide(la.view(leader), LegalChoices::of(la));
            Deal fb(rules, hiddenSwapped(a, leader, CardSet{lead.card}, random), start);
            playOn(fb);
            QVERIFY(la.apply(lead).empty());
            QVERIFY(fb.apply(lead).empty());
            const int follower = 1 - leader;
            for (const char* level : {"intermediate", "expert"}) {
                auto pa = test::untimedPlayer(level, 43), pb = test::untimedPlayer(level, 43);
                const Action x = pa->decide(la.view(follower), LegalChoices::of(la));
                const Action y = pb->decide(fb.view(follower), LegalChoices::of(fb));
                QVERIFY2(x == y, level);
            }
            ++compared;
        }
        QVERIFY(compared >= 8);
    }

    // The adversary's exchange at two hands (p. 78) is simulated by the expert: legal, the same
    // for the same seed, blind to the Ombre's hand and the stock (the deal b below differs
    // there but for the Ombre's discard, and looks the same to the adversary), and now and
    // then not the rule of thumb's.
    void adversaryExchangeIsSimulated() {
        Random random(11);
        int decided = 0, compared = 0, departures = 0;
        for (int d = 0; d < 80 && decided < 24; ++d) {
            const Rules rules = twoHandRules(d % 2 ? 8 : 9);
            const DealSetup setup = DealSetup::dealt(random, rules, d % 2, 0);
            Deal da(rules, setup);
            std::vector<Action> applied;
            auto base = makePlayer("baseline", 3);
            while (!da.finished() &&
                   !(da.decision() == ActionType::Exchange && da.toAct() != da.ombre())) {
                Action a = base->decide(da.view(da.toAct()), LegalChoices::of(da));
                if (a.type == ActionType::Surrender)
                    a.yes = false;
                QVERIFY(da.apply(a).empty());
                applied.push_back(a);
            }
            if (da.finished())
                continue;
            const int seat = da.toAct(), ombre = da.ombre();
            const LegalChoices c = LegalChoices::of(da);
            const Action a = makePlayer("expert", 42)->decide(da.view(seat), c);
            QVERIFY2(da.check(a).empty(), da.check(a).c_str());
            QVERIFY(makePlayer("expert", 42)->decide(da.view(seat), c) == a);
            // The Master with the rule of thumb's exchanges (the lab's expert-ruleexchange).
            ai::SearchOptions byRule = ai::expertOptions();
            byRule.simulateAdversaryExchange = false;
            if (!(ai::SearchPlayer(42, byRule).decide(da.view(seat), c) == a))
                ++departures;
            ++decided;
            // The Ombre's hand but for his discard exchanged with the stock.
            CardSet discarded;
            for (const Action& x : applied)
                if (x.type == ActionType::Exchange && x.seat == ombre)
                    discarded = x.cards;
            Deal db(rules, hiddenSwapped(setup, ombre, discarded, random));
            bool same = true;
            for (const Action& x : applied)
                same = same && db.apply(x).empty();
            // (A Voltereta's turned card, public, came from the stock: it differs in b.)
            if (!same || db.toAct() != seat || db.turned() != da.turned())
                continue;
            QCOMPARE(db.view(seat).hand, da.view(seat).hand);
            ++compared;
            QVERIFY(makePlayer("expert", 42)->decide(db.view(seat), LegalChoices::of(db)) == a);
        }
        qInfo("%d exchanges, %d compared with the hidden cards changed, %d not the rule's", decided,
              compared, departures);
        QVERIFY(decided >= 12);
        QVERIFY(compared >= 6);
        QVERIFY(departures >= 1);
    }
};

OMBRE_TEST(TestAiTwoHand, "ai_twohand");
#include "tst_ai_twohand.moc"
