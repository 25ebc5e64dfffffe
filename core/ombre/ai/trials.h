// Choices tried over the same simulated deals (the exchanges, at two and three hands): what
// each deal was worth under one choice, and whether one choice beats another deal by deal.
#pragma once

#include "ombre/action.h"
#include "ombre/randomplayer.h"
#include "ombre/rules.h"

#include <vector>

namespace ombre::ai {

// What one simulated deal was worth, and its weight (0: not solved).
struct DealValue {
    double value = 0;
    double weight = 0;
};

// The (weighted) mean of a - b, deal by deal over the same deals, and in `error` its
// standard error.
double meanDifference(const std::vector<DealValue>& a, const std::vector<DealValue>& b,
                      double& error);
// Whether `a` beats `b`, deal by deal over the same deals, by more than `z` standard errors
// of the (weighted) mean difference; any mean gain does with z = 0.
bool clearlyBetter(const std::vector<DealValue>& a, const std::vector<DealValue>& b, double z);

// What taking in `cards` costs a player under the payments of 1665, a little mark each into
// the pool (of which his share comes back); nothing under Gibbs's.
double takingInCost(const Rules& rules, int cards, int players);

// The counts of cards an exchange tries: the rule of thumb's `ruled` first (a tie keeps it),
// then one fewer and one more, those the choices allow out of the `worst` cards held.
std::vector<int> discardCounts(int ruled, const LegalChoices& c, int worst);

// The discard of the `count` worst cards, or the rule's own action when it is that one.
Action discardWorst(const Action& rule, int seat, const std::vector<Card>& worst, int count);

} // namespace ombre::ai
