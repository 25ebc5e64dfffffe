// The search levels' choice of a card from the mean value of each, and how they say why, and
// the steps of sampling and solving around it: the same at two and three hands.
#pragma once

#include "ombre/action.h"
#include "ombre/ai/trials.h"
#include "ombre/randomplayer.h"
#include "ombre/why.h"

#include <algorithm>
#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace ombre::ai {

// The weighted mean value of each legal card over the solved samples (`ranks[i][j]` the rank of
// `cards[i][j]` in sample i, worth rankValue[rank]); returns how many samples were solved (none:
// no mean).
int meanByCard(const std::vector<char>& solved, const std::vector<std::vector<int>>& ranks,
               const std::vector<std::vector<Card>>& cards, const std::vector<double>& weights,
               const double* rankValue, CardSet legal, double* mean);

// The legal card of the highest value (`value` by card index); ties to the rule of thumb's
// card, then to the lower card.
Card bestCard(CardSet legal, const double* value, Card ruleCard, Suit trump);

// The rule of thumb's card among some of the legal cards (the baseline asked again).
using RuleAmong = std::function<Card(CardSet)>;

// The cards whose mean is not clearly below `best`'s: within `z` standard errors of their
// difference over the same samples (`perCard` by card index), or within `counters` of it,
// whichever is wider; `best` among them.
CardSet nearBest(CardSet legal, const double* mean,
                 const std::vector<std::vector<DealValue>>& perCard, Card best, double z,
                 double counters = 0);

// Of `near`, the cards worth the most of them in the largest weighted share of the deals, and
// those whose share is within `z` standard errors of that (paired, over the same deals); deals
// where one of `near` was not solved are not counted. `unsure`, if given, is set when some card's
// share lies within one error of that border: more deals could move it to the other side.
CardSet mostOftenBest(CardSet near, const std::vector<std::vector<DealValue>>& perCard, double z,
                      bool* unsure = nullptr);

// Whether some of `cards` differs from `best` by more in some samples than in others: else
// more samples would not tell them apart (equal cards, or a deal decided whatever is played).
bool samplesPart(CardSet cards, const std::vector<std::vector<DealValue>>& perCard, Card best);

// Near ties kept cheap (docs/ai.md): of the cards whose mean is not clearly below `best`'s
// (within `z` standard errors of their difference over the same samples, `perCard` by card
// index), the rule of thumb's card, else the lowest. The samples cannot tell such cards apart:
// the choice then does not hang on the seed, and no Matador is spent that a lower card would
// save. Where the rule's card is a Matador and plain cards are near it, `spare` (if given)
// names the rule's card among those plain cards instead: a Matador kept may take a trick
// later, whatever is led, and the samples saw no gain in spending it now; `spared` (if given)
// tells whether it was so. Where the rule's card is not near, `among` (if given) names the
// rule's card among the near ones, else the lowest is played. `counters`: as for nearBest.
Card cheapestNearBest(CardSet legal, const double* mean,
                      const std::vector<std::vector<DealValue>>& perCard, Card best, Card ruleCard,
                      Suit trump, double z, const RuleAmong* spare = nullptr,
                      bool* spared = nullptr, const RuleAmong* among = nullptr,
                      double counters = 0);

// The reason of a searched card: the rule of thumb's, when the search agrees with it (it says
// it best), else the search's figure over `deals`; with `spared`, that `best` was played to
// keep the rule's Matador.
void explainSearched(Card best, double value, int deals, Card ruleCard, const std::string& ruleWhy,
                     const Why& ruleReason, std::string& why, Why& reason, bool spared = false);

// The only legal card, played without a search, and its reason; nothing when there is a choice.
std::optional<Action> onlyCard(const LegalChoices& c, std::string& why, Why& reason);

// The first trick's budget: every sample is a whole play there (docs/ai.md).
inline constexpr double kFirstTrickMs = 600;

// The position of the play now with a sample's hands, as far as the two- and three-hand
// positions hold it alike: trumps, hands, tricks won, the leader, the cards played to the trick
// (each position keeps those its own way) and the declarer.
template <int Hands, class Position, class Sample>
Position playNow(const PlayerView& v, const Sample& s, int declarer) {
    Position p;
    p.trump = *v.trump;
    for (int h = 0; h < Hands; ++h) {
        p.hands[h] = s.hands[h];
        p.won[h] = v.tricksWon[h];
    }
    const Trick& t = v.currentTrick;
    p.leader = t.count > 0 ? t.leader : v.tricks.empty() ? v.eldest : v.tricks.back().winner;
    p.count = t.count;
    p.declarer = declarer;
    return p;
}

// Trumps named by simulation, at two and three hands: of the suits whose estimate (tricks,
// with what the exchange may bring) is within a trick of the best, the one whose simulated game
// is worth most; `rulePick` (the rule of thumb's) unless a simulation beats it. The action, and
// its reason in `why`.
template <class Estimate, class Simulate>
Action trumpBySimulation(const LegalChoices& c, Suit rulePick, Estimate estimate, Simulate simulate,
                         std::string& why) {
    double top = 0;
    for (Suit s : c.trumps)
        top = std::max(top, estimate(s));
    double best = -1e18;
    Suit pick = rulePick;
    for (Suit s : c.trumps) {
        if (estimate(s) < top - 1.0)
            continue;
        const double v = simulate(s);
        if (v > best) {
            best = v;
            pick = s;
        }
    }
    why = std::string("name ") + std::string(suitName(pick)) + ": the best simulated game";
    return Action::nameTrump(c.seat, pick);
}

// Up to `n` samples, each drawn by draw(sample) (false: no consistent one found, skipped), and
// the position of the play with each, positionOf(sample).
template <class Sample, class Position, class Draw, class PositionOf>
void drawSamples(int n, Draw draw, PositionOf positionOf, std::vector<Sample>& samples,
                 std::vector<Position>& positions) {
    for (int i = 0; i < n; ++i) {
        Sample s;
        if (!draw(s))
            continue;
        samples.push_back(s);
        positions.push_back(positionOf(s));
    }
}

// A worker's task: one position solved, with `moves` the rank of every legal card among
// `only` (`cards` the cards), else the position's rank alone. False when `halt` stopped the
// solver.
template <class Solver, class Position>
bool solvePosition(Solver& solver, const Position& p, bool moves, std::vector<int>& ranks,
                   std::vector<Card>& cards, const std::atomic<bool>* halt,
                   CardSet only = CardSet::all()) {
    if (moves) {
        Card cs[12];
        int vs[12];
        const int k = solver.moveValues(p, cs, vs, halt, only);
        if (solver.stopped())
            return false;
        cards.assign(cs, cs + k);
        ranks.assign(vs, vs + k);
    } else {
        const int r = solver.value(p, halt);
        if (solver.stopped())
            return false;
        ranks = {r};
    }
    return true;
}

// meanByCard with the samples' weights.
template <class Sample>
int meanOverSamples(const std::vector<char>& solved, const std::vector<std::vector<int>>& ranks,
                    const std::vector<std::vector<Card>>& cards, const std::vector<Sample>& samples,
                    const double* rankValue, CardSet legal, double* mean) {
    std::vector<double> weights;
    for (const auto& s : samples)
        weights.push_back(s.weight);
    return meanByCard(solved, ranks, cards, weights, rankValue, legal, mean);
}

// What each solved sample gave each legal card, by card index (weight 0: not solved there).
template <class Sample>
std::vector<std::vector<DealValue>>
valuesByCard(const std::vector<char>& solved, const std::vector<std::vector<int>>& ranks,
             const std::vector<std::vector<Card>>& cards, const std::vector<Sample>& samples,
             const double* rankValue) {
    std::vector<std::vector<DealValue>> out(kPackSize,
                                            std::vector<DealValue>(samples.size(), DealValue{}));
    for (std::size_t i = 0; i < solved.size(); ++i)
        if (solved[i])
            for (std::size_t j = 0; j < ranks[i].size(); ++j)
                out[std::size_t(cards[i][j].index())][i] = {rankValue[ranks[i][j]],
                                                            samples[i].weight};
    return out;
}

// The weighted mean value of the solved positions (ranks[i][0] the rank of sample i).
template <class Sample>
double meanOfSolved(const std::vector<char>& solved, const std::vector<std::vector<int>>& ranks,
                    const std::vector<Sample>& samples, const double* rankValue) {
    double sum = 0, total = 0;
    for (std::size_t i = 0; i < solved.size(); ++i)
        if (solved[i]) {
            sum += samples[i].weight * rankValue[ranks[i][0]];
            total += samples[i].weight;
        }
    return total > 0 ? sum / total : 0.0;
}

} // namespace ombre::ai
