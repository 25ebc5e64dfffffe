// The αμ search (core/ombre/ai/alphamu.h): the player's best strategy over worlds he cannot tell
// apart, against enumeration of all his strategies; depth one is plain sampling; it never
// believes more than sampling does; and it finds positions where sampling is misled.
#include "testmain.h"
#include "ombre/ai/alphamu.h"
#include "ombre/ai/solver.h"
#include "endgame_helpers.h"

#include <QtTest>

using namespace ombre;
using namespace ombre::ai;
using ombre::test::outcomeObjective;
using ombre::test::randomEndgame;

namespace {

// Worlds that look alike to the player to move in `p`: the other two hands dealt again from
// their cards and `extra` unseen ones, each keeping its size; random weights.
std::vector<World> worldsLike(const Position& p, Random& r, int count, int extra) {
    const int me = p.toPlay();
    const int a = (me + 1) % 3, b = (me + 2) % 3;
    CardSet seen = p.hands[0] | p.hands[1] | p.hands[2];
    for (int i = 0; i < p.count; ++i)
        seen.add(p.trick[i]);
    CardSet pool = p.hands[a] | p.hands[b];
    for (Card c : CardSet::all() - seen) {
        if (extra-- <= 0)
            break;
        pool.add(c);
    }
    std::vector<World> worlds;
    for (int k = 0; k < count; ++k) {
        Card cards[kPackSize];
        int n = 0;
        for (Card c : pool)
            cards[n++] = c;
        r.shuffle(cards, n);
        World w{p, 1.0 + r.below(3)};
        w.position.hands[a] = CardSet{};
        w.position.hands[b] = CardSet{};
        int i = 0;
        for (int j = 0; j < p.hands[a].size(); ++j)
            w.position.hands[a].add(cards[i++]);
        for (int j = 0; j < p.hands[b].size(); ++j)
            w.position.hands[b].add(cards[i++]);
        worlds.push_back(w);
    }
    return worlds;
}

// What each rank of the outcome objective is worth to the player to move: the declarer wants
// the higher ranks, his adversaries the lower.
void valuesFor(const Position& p, double (&value)[16]) {
    for (int r = 0; r < 16; ++r)
        value[r] = p.toPlay() == p.declarer ? r : -r;
}

// How many strategies enumeration would try: the product of his choices at each of his turns.
double strategies(const std::vector<World>& worlds, Card card) {
    struct Count {
        int me;
        std::vector<std::vector<int>> seen;
        double product = 1;
        void walk(const Position& p, std::vector<int>& h) {
            if (p.count == 0 && p.hands[p.leader].empty())
                return;
            if (p.toPlay() == me && std::find(seen.begin(), seen.end(), h) == seen.end()) {
                seen.push_back(h);
                product *= p.legal().size();
            }
            for (Card c : p.legal()) {
                h.push_back(c.index());
                walk(p.after(c), h);
                h.pop_back();
            }
        }
    } count{worlds[0].position.toPlay(), {}};
    for (const World& w : worlds) {
        std::vector<int> h;
        count.walk(w.position.after(card), h);
    }
    return count.product;
}

} // namespace

class TestAlphaMu : public QObject {
    Q_OBJECT

private slots:
    void exactAgainstEnumeration_data() {
        QTest::addColumn<int>("cards");
        QTest::addColumn<int>("worlds");
        QTest::newRow("3 cards, 2 worlds") << 3 << 2;
        QTest::newRow("3 cards, 5 worlds") << 3 << 5;
        QTest::newRow("4 cards, 2 worlds") << 4 << 2;
    }
    void exactAgainstEnumeration() {
        // Deep enough to reach the last trick and with no bound on the fronts, the search is
        // the best strategy of a player who cannot tell the worlds apart.
        QFETCH(int, cards);
        QFETCH(int, worlds);
        Random r(500 + std::uint64_t(cards * 10 + worlds));
        Solver solver(16);
        int compared = 0;
        for (int i = 0; i < 600 && compared < 100; ++i) {
            const Position p = randomEndgame(r, cards);
            const std::vector<World> ws = worldsLike(p, r, worlds, 2);
            // Tricks counted one by one half the time: finer than Sacada/Puesta/Codille.
            const Objective o =
                i % 2 ? Objective::declarerTricks(p.declarer) : outcomeObjective(p.declarer);
            solver.setObjective(o);
            double value[16];
            valuesFor(p, value);
            AlphaMu search(solver, value, 100000);
            for (Card c : p.legal()) {
                if (strategies(ws, c) > 8192)
                    continue;
                const double exact = bestStrategyByEnumeration(ws, c, o, value);
                const double found = search.valueAfter(ws, c, 9);
                if (std::abs(exact - found) > 1e-9)
                    QFAIL(qPrintable(QString("endgame %1, card %2: enumeration %3, search %4")
                                         .arg(i)
                                         .arg(QString::fromStdString(c.code()))
                                         .arg(exact)
                                         .arg(found)));
                ++compared;
            }
        }
        QVERIFY2(compared >= 40, qPrintable(QString::number(compared)));
    }

    void samplingIsMisled() {
        // Strategy fusion is real: in some endings plain sampling believes a card worth more
        // than any way of playing on without seeing the cards can make it; never less.
        Random r(2024);
        Solver solver(16);
        int fused = 0, cards = 0;
        for (int i = 0; i < 100; ++i) {
            const Position p = randomEndgame(r, 4);
            const std::vector<World> ws = worldsLike(p, r, 8, 2);
            const Objective o = Objective::declarerTricks(p.declarer);
            solver.setObjective(o);
            double value[16];
            valuesFor(p, value);
            AlphaMu search(solver, value, 100000);
            for (Card c : p.legal()) {
                const double sampled = search.valueAfter(ws, c, 1);
                const double found = search.valueAfter(ws, c, 9);
                QVERIFY(found <= sampled + 1e-9);
                fused += found < sampled - 1e-9;
                ++cards;
            }
        }
        QVERIFY2(fused >= 3, qPrintable(QString("%1 of %2").arg(fused).arg(cards)));
    }

    void depthOneIsSampling() {
        // One turn deep, each world is solved apart after the card: plain sampling's mean.
        Random r(77);
        Solver solver(16);
        for (int i = 0; i < 150; ++i) {
            const Position p = randomEndgame(r, 2 + int(r.below(4)));
            const std::vector<World> ws = worldsLike(p, r, 1 + int(r.below(8)), 3);
            const Objective o = outcomeObjective(p.declarer);
            solver.setObjective(o);
            double value[16];
            valuesFor(p, value);
            AlphaMu search(solver, value);
            for (Card c : p.legal()) {
                double sum = 0, total = 0;
                for (const World& w : ws) {
                    sum += w.weight * value[solver.value(w.position.after(c))];
                    total += w.weight;
                }
                QCOMPARE(search.valueAfter(ws, c, 1), sum / total);
            }
        }
    }

    void deeperNeverBelievesMore() {
        // Each turn of his the search looks further without seeing the cards can only lower
        // what he believes (sampling is an upper bound), with or without a bound on the fronts.
        Random r(91);
        Solver solver(16);
        for (int i = 0; i < 60; ++i) {
            const Position p = randomEndgame(r, 3 + int(r.below(2)));
            const std::vector<World> ws = worldsLike(p, r, 6 + int(r.below(10)), 4);
            const Objective o = outcomeObjective(p.declarer);
            solver.setObjective(o);
            double value[16];
            valuesFor(p, value);
            AlphaMu search(solver, value, 16);
            for (Card c : p.legal()) {
                const double one = search.valueAfter(ws, c, 1);
                const double two = search.valueAfter(ws, c, 2);
                const double all = search.valueAfter(ws, c, 9);
                QVERIFY(two <= one + 1e-9);
                QVERIFY(all <= two + 1e-9);
            }
        }
    }

    void oneWorldIsTheSolver() {
        // With the cards known there is nothing to fuse: the solver's value.
        Random r(5);
        Solver solver(16);
        for (int i = 0; i < 100; ++i) {
            const Position p = randomEndgame(r, 3 + int(r.below(3)));
            const std::vector<World> ws = {World{p, 1.0}};
            const Objective o = outcomeObjective(p.declarer);
            solver.setObjective(o);
            double value[16];
            valuesFor(p, value);
            AlphaMu search(solver, value);
            for (Card c : p.legal())
                QCOMPARE(search.valueAfter(ws, c, 9), value[solver.value(p.after(c))]);
        }
    }

    void stopReturnsPromptly() {
        Random r(3);
        const Position p = randomEndgame(r, 5);
        const std::vector<World> ws = worldsLike(p, r, 24, 6);
        Solver solver(16);
        solver.setObjective(outcomeObjective(p.declarer));
        double value[16];
        valuesFor(p, value);
        AlphaMu search(solver, value);
        std::atomic<bool> stop{true};
        search.valueAfter(ws, p.legal().first(), 9, &stop);
        QVERIFY(search.stopped());
    }
};

OMBRE_TEST(TestAlphaMu, "alphamu");
#include "tst_alphamu.moc"
