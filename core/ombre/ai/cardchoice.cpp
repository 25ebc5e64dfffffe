#include "ombre/ai/cardchoice.h"

#include "ombre/cardorder.h"

#include <cmath>
#include <cstdio>

namespace ombre::ai {

std::optional<Action> onlyCard(const LegalChoices& c, std::string& why, Why& reason) {
    if (c.cards.size() != 1)
        return std::nullopt;
    why = "the only legal card";
    reason.kind = WhyKind::OnlyCard;
    reason.card = c.cards.first();
    return Action::play(c.seat, c.cards.first());
}

int meanByCard(const std::vector<char>& solved, const std::vector<std::vector<int>>& ranks,
               const std::vector<std::vector<Card>>& cards, const std::vector<double>& weights,
               const double* rankValue, CardSet legal, double* mean) {
    double total = 0;
    int done = 0;
    for (std::size_t i = 0; i < solved.size(); ++i) {
        if (!solved[i])
            continue;
        for (std::size_t j = 0; j < ranks[i].size(); ++j)
            mean[cards[i][j].index()] += weights[i] * rankValue[ranks[i][j]];
        total += weights[i];
        ++done;
    }
    if (done > 0)
        for (Card card : legal)
            mean[card.index()] /= total;
    return done;
}

Card bestCard(CardSet legal, const double* value, Card ruleCard, Suit trump) {
    const CardOrder& order = CardOrder::forTrump(trump);
    Card best = legal.first();
    double bestValue = -1e18;
    for (Card card : legal) {
        const double v = value[card.index()];
        const bool tie = std::abs(v - bestValue) <= 1e-6 * (1 + std::abs(v));
        if ((!tie && v > bestValue) ||
            (tie &&
             (card == ruleCard || (best != ruleCard && order.power(card) < order.power(best))))) {
            best = card;
            bestValue = std::max(v, bestValue);
        }
    }
    return best;
}

CardSet nearBest(CardSet legal, const double* mean,
                 const std::vector<std::vector<DealValue>>& perCard, Card best, double z,
                 double counters) {
    const auto& top = perCard[std::size_t(best.index())];
    CardSet near;
    for (Card card : legal) {
        double error = 0;
        meanDifference(top, perCard[std::size_t(card.index())], error);
        if (card == best ||
            mean[best.index()] - mean[card.index()] <= std::max(z * error, counters) + 1e-9)
            near.add(card);
    }
    return near;
}

CardSet mostOftenBest(CardSet near, const std::vector<std::vector<DealValue>>& perCard, double z,
                      bool* unsure) {
    // Each card's deals as 1 where it is worth the most of `near`, else 0; a deal where one of
    // them was not solved weighs nothing.
    const std::size_t deals = perCard[std::size_t(near.first().index())].size();
    std::vector<std::vector<DealValue>> best(kPackSize);
    for (Card card : near)
        best[std::size_t(card.index())].assign(deals, DealValue{});
    double share[kPackSize] = {};
    double total = 0;
    for (std::size_t i = 0; i < deals; ++i) {
        double top = -1e18, weight = 1e18;
        for (Card card : near) {
            const DealValue& v = perCard[std::size_t(card.index())][i];
            top = std::max(top, v.value);
            weight = std::min(weight, v.weight);
        }
        total += weight;
        for (Card card : near)
            if (perCard[std::size_t(card.index())][i].value >= top - 1e-9) {
                best[std::size_t(card.index())][i] = {1.0, weight};
                share[card.index()] += weight;
            } else {
                best[std::size_t(card.index())][i] = {0.0, weight};
            }
    }
    if (total <= 0)
        return near;
    Card most = near.first();
    for (Card card : near)
        if (share[card.index()] > share[most.index()])
            most = card;
    CardSet out;
    for (Card card : near) {
        double error = 0;
        const double behind =
            meanDifference(best[std::size_t(most.index())], best[std::size_t(card.index())], error);
        if (card == most || behind <= z * error + 1e-9)
            out.add(card);
        if (unsure && card != most && error > 0 && std::abs(behind / error - z) < 1)
            *unsure = true;
    }
    return out;
}

bool samplesPart(CardSet cards, const std::vector<std::vector<DealValue>>& perCard, Card best) {
    const auto& top = perCard[std::size_t(best.index())];
    for (Card card : cards) {
        double error = 0;
        meanDifference(top, perCard[std::size_t(card.index())], error);
        if (error > 0)
            return true;
    }
    return false;
}

Card cheapestNearBest(CardSet legal, const double* mean,
                      const std::vector<std::vector<DealValue>>& perCard, Card best, Card ruleCard,
                      Suit trump, double z, const RuleAmong* spare, bool* spared,
                      const RuleAmong* among, double counters) {
    const CardOrder& order = CardOrder::forTrump(trump);
    const CardSet near = nearBest(legal, mean, perCard, best, z, counters);
    if (near.size() < 2)
        return best;
    // The rule of thumb's card (the cheapest that wins, when following), else the lowest:
    // the Matadors and high trumps are the last to go.
    if (near.contains(ruleCard)) {
        const CardSet plain = near - order.matadors();
        if (spare && order.matador(ruleCard) != Matador::None && !plain.empty()) {
            if (spared)
                *spared = true;
            return (*spare)(plain);
        }
        return ruleCard;
    }
    if (among)
        return (*among)(near);
    Card low = near.first();
    for (Card card : near)
        if (order.power(card) < order.power(low))
            low = card;
    return low;
}

void explainSearched(Card best, double value, int deals, Card ruleCard, const std::string& ruleWhy,
                     const Why& ruleReason, std::string& why, Why& reason, bool spared) {
    char buf[160];
    if (spared) {
        std::snprintf(buf, sizeof buf, "%s: keep %s, which gains no more over %d deals",
                      cardName(best).c_str(), cardName(ruleCard).c_str(), deals);
        why = buf;
        reason = Why{};
        reason.kind = WhyKind::KeepMatador;
        reason.card = best;
        reason.cards = CardSet{ruleCard};
        reason.count = deals;
        return;
    }
    std::snprintf(buf, sizeof buf, "%s: worth %+.1f counters on average over %d deals",
                  cardName(best).c_str(), value, deals);
    why = best == ruleCard && !ruleWhy.empty() ? ruleWhy + " (" + buf + ")" : buf;
    if (best == ruleCard && ruleReason.kind != WhyKind::None) {
        reason = ruleReason;
        return;
    }
    reason.kind = WhyKind::Searched;
    reason.card = best;
    reason.count = deals;
    reason.value = value;
}

} // namespace ombre::ai
