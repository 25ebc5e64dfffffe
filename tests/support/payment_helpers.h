// Deal summaries to settle and the sums of a payment, for the tests of the payments against the
// book: who won how many tricks, and what each party gained or lost, in all or for one reason.
#pragma once

#include "ombre/payment.h"

#include <initializer_list>

namespace ombre::test {

// The tricks won seat by seat, from seat 0.
inline void setTricks(DealSummary& d, std::initializer_list<int> tricks) {
    int seat = 0;
    for (int t : tricks)
        d.tricks[seat++] = t;
}

// A summary for settle(): `players` at the table, the dealer and the Ombre as given, and the
// tricks won seat by seat (a seat not named won none).
inline DealSummary summaryOf(int dealer, int ombre, std::initializer_list<int> tricks,
                             int players = 3) {
    DealSummary d;
    d.players = players;
    d.dealer = dealer;
    d.ombre = ombre;
    setTricks(d, tricks);
    return d;
}

// What `seat` gained (less what he paid) by the transfers `which` picks.
template <typename Which> int netFor(const Payment& p, int seat, Which which) {
    int sum = 0;
    for (const Transfer& t : p.transfers)
        if (which(t)) {
            if (t.to == seat)
                sum += t.amount;
            if (t.from == seat)
                sum -= t.amount;
        }
    return sum;
}

// The nets of the `players` seats, the pool and the reserve together: 0 when no counter is
// created or lost.
inline int sumOfNets(const Payment& p, int players) {
    int sum = p.net(kPool) + p.net(kReserve);
    for (int s = 0; s < players; ++s)
        sum += p.net(s);
    return sum;
}

} // namespace ombre::test
