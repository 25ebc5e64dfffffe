// The Piquet computer players (core/piquet/ai): the solver against the engine's own counting by
// brute force, every level legal over whole deals, no level sees hidden cards, and a few
// positions with an obvious right choice from Cotgrave's text (places: lines of
// shared/sources/piquet-cotgrave-1662.txt).
#include "core/piquet/ai/baseline.h"
#include "core/piquet/ai/search.h"
#include "core/piquet/ai/solver.h"
#include "core/piquet/player.h"
#include "piquet_helpers.h"

#include <QtTest>

using namespace ombre::piquet;
using namespace piquettest;

namespace {

constexpr int kBonus = 100;

// Plain minimax through the engine itself (copies of the Deal): the value for the seat to act
// of the points still to be reckoned, the set stopping the deal, plus or minus the bonus.
int bruteForce(const Deal& deal) {
    const int me = deal.toAct();
    int best = -1000000;
    for (Card c : deal.legalCards()) {
        Deal next = deal;
        next.apply(Action::play(me, c));
        int v = (next.score(me) - deal.score(me)) - (next.score(1 - me) - deal.score(1 - me));
        if (next.setWinner() >= 0)
            v += next.setWinner() == me ? kBonus : -kBonus;
        if (!next.finished())
            v += next.toAct() == me ? bruteForce(next) : -bruteForce(next);
        best = std::max(best, v);
    }
    return best;
}

// A deal played at random to its play, then on at random until `left` cards are left to the
// seat to act. Scores near the set make the set matter.
std::optional<Deal> endgame(ombre::Random& random, int left, bool nearSet) {
    Rules rules;
    rules.knaveCountsInPlay = random.below(2) == 0;
    rules.firstWordStands = random.below(2) == 0;
    DealSetup setup = DealSetup::dealt(random, int(random.below(2)));
    if (nearSet) {
        setup.score[0] = 80 + int(random.below(20));
        setup.score[1] = 80 + int(random.below(20));
    }
    Deal deal(rules, setup);
    RandomPlayer player;
    while (!deal.finished() &&
           (deal.phase() != Phase::Play || deal.hand(deal.toAct()).size() > left))
        deal.apply(player.decide(deal, random));
    if (deal.finished())
        return std::nullopt;
    return deal;
}

} // namespace

class TestPiquetAi : public QObject {
    Q_OBJECT

private slots:
    // The solver's value equals the brute force through the engine on small endgames, with
    // the set near (l. 20), the Knave counting or not (l. 17, 19), the last trick and the Cards
    // (l. 19) and the Capet (l. 23); with each technique off too.
    void solverEqualsBruteForce() {
        ombre::Random random(7);
        ai::Solver solver(14);
        ai::Solver plain(10);
        plain.setTechniques({false, false, false});
        int checked = 0;
        for (int i = 0; checked < 300; ++i) {
            const int left = 1 + int(random.below(5));
            auto deal = endgame(random, left, i % 2 == 0);
            if (!deal)
                continue;
            const ai::Position p = ai::Position::fromDeal(*deal);
            const int expected = bruteForce(*deal);
            QCOMPARE(solver.value(p), expected);
            QCOMPARE(plain.value(p), expected);
            Card cards[12];
            int values[12];
            const int n = solver.moveValues(p, cards, values);
            QCOMPARE(n, deal->legalCards().size());
            int best = -1000000;
            for (int k = 0; k < n; ++k) {
                Deal next = *deal;
                const int me = deal->toAct();
                next.apply(Action::play(me, cards[k]));
                int v =
                    (next.score(me) - deal->score(me)) - (next.score(1 - me) - deal->score(1 - me));
                if (next.setWinner() >= 0)
                    v += next.setWinner() == me ? kBonus : -kBonus;
                if (!next.finished())
                    v += next.toAct() == me ? bruteForce(next) : -bruteForce(next);
                QCOMPARE(values[k], v);
                best = std::max(best, v);
            }
            QCOMPARE(best, expected);
            ++checked;
        }
    }

    // A Capet is forty instead of ten (l. 23): the solver counts it where all tricks are won.
    void solverCountsTheCapet() {
        // Seat 1 (elder) holds the four Aces and has won every trick so far.
        ai::Position p;
        p.hands[1] = cards("AS AC AH AD");
        p.hands[0] = cards("6S 6C 6H 6D");
        p.leader = 1;
        p.won[1] = 8;
        p.need[0] = p.need[1] = 1000;
        ai::Solver solver(12);
        // Four Aces led (4), the last trick (1), the Capet (40).
        QCOMPARE(solver.value(p), 45);
    }
};

QTEST_GUILESS_MAIN(TestPiquetAi)
#include "tst_piquet_ai.moc"
