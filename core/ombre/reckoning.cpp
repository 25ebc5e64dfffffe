#include "ombre/reckoning.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace ombre {

std::vector<Debt> settleDebts(const std::array<long long, 4>& net) {
    std::array<long long, 4> left = net;
    std::vector<Debt> debts;
    // Each round the greatest debtor pays the greatest creditor what one of them is owed:
    // at most three payments among four.
    for (int guard = 0; guard < 8; ++guard) {
        int debtor = -1, creditor = -1;
        for (std::size_t s = 0; s < left.size(); ++s) {
            if (left[s] < 0 && (debtor < 0 || left[s] < left[std::size_t(debtor)]))
                debtor = int(s);
            if (left[s] > 0 && (creditor < 0 || left[s] > left[std::size_t(creditor)]))
                creditor = int(s);
        }
        if (debtor < 0 || creditor < 0)
            break;
        const long long amount = std::min(-left[std::size_t(debtor)], left[std::size_t(creditor)]);
        debts.push_back({debtor, creditor, amount});
        left[std::size_t(debtor)] += amount;
        left[std::size_t(creditor)] -= amount;
    }
    return debts;
}

Reckoning reckon(const Session& session, double stakePence) {
    Reckoning r;
    r.players = session.players();
    r.stake = stakePence;
    r.leftOnTable = session.pool();
    for (int p : session.reserved())
        r.leftOnTable += p;
    std::array<double, 4> exact{};
    long long total = 0;
    for (int s = 0; s < r.players; ++s) {
        const std::size_t i = std::size_t(s);
        r.counters[i] = session.counters(s);
        exact[i] = r.netFish(s) * stakePence * 4;
        r.farthings[i] = std::llround(std::floor(exact[i]));
        total += r.farthings[i];
        r.rounded |= std::abs(exact[i] - std::round(exact[i])) > 1e-6;
    }
    // The counters and the table add up to nothing, so the floors fall short by whole
    // farthings: those with the largest remainders get one more.
    std::array<int, 4> order{0, 1, 2, 3};
    std::stable_sort(order.begin(), order.begin() + r.players, [&](int a, int b) {
        const auto frac = [&](int s) {
            return exact[std::size_t(s)] - double(r.farthings[std::size_t(s)]);
        };
        return frac(a) > frac(b);
    });
    for (int k = 0; total < 0 && k < r.players; ++k, ++total)
        ++r.farthings[std::size_t(order[std::size_t(k)])];
    r.payments = settleDebts(r.farthings);
    return r;
}

} // namespace ombre
