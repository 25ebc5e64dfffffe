// Random endgames and the outcome objective, for the tests of the open-cards searches.
#pragma once

#include "ombre/ai/solver.h"
#include "common/random.h"
#include "ombre/result.h"

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

} // namespace ombre::test
