// The end of a sitting in money (Gibbs p. 8: "a penny a fish will be found sufficiently high
// play, and some will prefer to play at the rate of five fish a penny"): each player's counters,
// his share of what is left on the table, his net at the stake, and the payments that settle
// the nets, so that a reader can check every sum.
#pragma once

#include "ombre/session.h"

#include <array>
#include <vector>

namespace ombre {

// The fewest payments that settle nets adding up to nothing (debtors pay creditors):
// {from, to, amount}, in the unit of the nets.
struct Debt {
    int from;
    int to;
    long long amount;
};
std::vector<Debt> settleDebts(const std::array<long long, 4>& net); // a seat's net; 0 for none

struct Reckoning {
    int players = 3;
    double stake = 1.0;                   // pence a fish
    std::array<int, 4> counters{};        // each player's fish won (+) or lost (-)
    int leftOnTable = 0;                  // the pool and the reserved Puestas
    std::array<long long, 4> farthings{}; // each net at the stake, counters and share
    std::vector<Debt> payments;           // in farthings; they add up to the nets
    bool rounded = false;                 // some net is not a whole number of farthings

    // A player's share of what is left on the table, in fish: shared equally.
    double share() const { return double(leftOnTable) / players; }
    double netFish(int seat) const { return counters[std::size_t(seat)] + share(); }
};

// The nets are rounded to the farthing so that they still add up to nothing: the largest
// remainders are rounded up (Hamilton's method).
Reckoning reckon(const Session& session, double stakePence);

} // namespace ombre
