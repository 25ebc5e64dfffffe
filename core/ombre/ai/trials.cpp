#include "ombre/ai/trials.h"

#include <algorithm>
#include <cmath>

namespace ombre::ai {

double meanDifference(const std::vector<DealValue>& a, const std::vector<DealValue>& b,
                      double& error) {
    double w = 0, w2 = 0, sum = 0, sq = 0;
    for (std::size_t i = 0; i < a.size() && i < b.size(); ++i) {
        const double weight = std::min(a[i].weight, b[i].weight); // 0: not solved in one
        const double d = a[i].value - b[i].value;
        w += weight;
        w2 += weight * weight;
        sum += weight * d;
        sq += weight * d * d;
    }
    error = 0;
    if (w <= 0)
        return 0;
    const double mean = sum / w;
    const double variance = std::max(0.0, sq / w - mean * mean);
    const double deals = w * w / w2; // the effective number of weighted deals
    error = std::sqrt(variance / deals);
    return mean;
}

bool clearlyBetter(const std::vector<DealValue>& a, const std::vector<DealValue>& b, double z) {
    double error = 0;
    const double mean = meanDifference(a, b, error);
    return mean > z * error + 1e-9;
}

double takingInCost(const Rules& rules, int cards, int players) {
    return rules.royalPayments ? cards * rules.royalTakingIn * (1.0 - 1.0 / players) : 0.0;
}

std::vector<int> discardCounts(int ruled, const LegalChoices& c, int worst) {
    std::vector<int> out;
    for (int k : {ruled, ruled - 1, ruled + 1})
        if (k >= c.minDiscard && k <= c.maxDiscard && k <= worst)
            out.push_back(k);
    return out;
}

Action discardWorst(const Action& rule, int seat, const std::vector<Card>& worst, int count) {
    if (rule.type == ActionType::Exchange && rule.cards.size() == count)
        return rule;
    CardSet discard;
    for (int i = 0; i < count; ++i)
        discard.add(worst[std::size_t(i)]);
    return Action::exchange(seat, discard);
}

} // namespace ombre::ai
