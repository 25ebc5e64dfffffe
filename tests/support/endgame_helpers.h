// Random endgames, the outcome objective and the checks of a solver's values, for the tests of
// the open-cards searches (three hands and two).
#pragma once

#include "common/random.h"
#include "ombre/ai/solver.h"
#include "ombre/result.h"

#include <QTest>

#include <algorithm>

namespace ombre::test {

// A random endgame: `n` cards each, random trumps, tricks won so far adding up to 9 - n, a
// random leader and declarer, and 0-2 cards of the trick already played.
inline ai::Position randomEndgame(Random& r, int n) {
    Card pack[kPackSize];
    for (int i = 0; i < kPackSize; ++i)
        pack[i] = Card::fromIndex(i);
    r.shuffle(pack, kPackSize);
    ai::Position p;
    p.trump = Suit(r.below(4));
    int k = 0;
    for (int h = 0; h < 3; ++h)
        for (int i = 0; i < n; ++i)
            p.hands[h].add(pack[k++]);
    const int rest = 9 - n;
    p.won[0] = int(r.below(std::uint32_t(rest + 1)));
    p.won[1] = int(r.below(std::uint32_t(rest - p.won[0] + 1)));
    p.won[2] = rest - p.won[0] - p.won[1];
    p.leader = int(r.below(3));
    p.declarer = int(r.below(3));
    const int count = int(r.below(3));
    for (int i = 0; i < count; ++i) {
        const int h = (p.leader + i) % 3;
        const CardSet legal = p.legal();
        const Card c = legal.nth(int(r.below(std::uint32_t(legal.size()))));
        p.hands[h].remove(c);
        p.trick[p.count++] = c;
    }
    return p;
}

// Sacada > Puesta > Codille for the declarer.
inline ai::Objective outcomeObjective(int declarer) {
    double v[10][10][10] = {};
    for (int a = 0; a <= 9; ++a)
        for (int b = 0; a + b <= 9; ++b) {
            const int t[3] = {a, b, 9 - a - b};
            const Judgement j = judge(t, 3, declarer);
            v[a][b][9 - a - b] = j.outcome == Outcome::Sacada   ? 2
                                 : j.outcome == Outcome::Puesta ? 1
                                                                : 0;
        }
    return ai::Objective::fromValues(v);
}

// The solver's value of `p` under `o` is the brute force's (ai::bruteForce, either table);
// with `eachMove`, so is the best of the values it gives each legal card. A failure names the
// position `i`.
template <typename Solver, typename Position, typename Objective>
void checkPositionAgainstBruteForce(Solver& solver, const Position& p, const Objective& o, int i,
                                    bool eachMove) {
    solver.setObjective(o);
    const int fast = solver.value(p);
    const int slow = bruteForce(p, o);
    if (fast != slow)
        QFAIL(qPrintable(
            QString("position %1: solver %2, brute force %3").arg(i).arg(fast).arg(slow)));
    if (!eachMove)
        return;
    Card moves[12];
    int values[12];
    const int n = solver.moveValues(p, moves, values);
    QCOMPARE(n, p.legal().size());
    int best = p.toPlay() == p.declarer ? -1 : 1000;
    for (int j = 0; j < n; ++j)
        best = p.toPlay() == p.declarer ? std::max(best, values[j]) : std::min(best, values[j]);
    QCOMPARE(best, slow);
}

// The solver agrees with brute force on `count` positions, `next(i)` giving the i-th and its
// objective; and so does the best of its values of each legal card, every `movesEvery`-th
// position (0: never). Stops at the first failure.
template <typename Solver, typename Next>
void checkAgainstBruteForce(Solver& solver, int count, Next next, int movesEvery) {
    for (int i = 0; i < count; ++i) {
        const auto [p, o] = next(i);
        checkPositionAgainstBruteForce(solver, p, o, i, movesEvery && i % movesEvery == 0);
        if (QTest::currentTestFailed())
            return;
    }
}

// Two solvers (one with techniques off, or with another table) agree on the value of `count`
// positions; `next(i)` gives the i-th position and its objective.
template <typename A, typename B, typename Next>
void checkSolversAgree(A& a, B& b, int count, Next next) {
    for (int i = 0; i < count; ++i) {
        const auto [p, o] = next(i);
        a.setObjective(o);
        b.setObjective(o);
        QCOMPARE(a.value(p), b.value(p));
    }
}

} // namespace ombre::test
