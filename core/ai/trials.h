// Choices tried over the same simulated deals (the exchanges, at two and three hands): what
// each deal was worth under one choice, and whether one choice beats another deal by deal.
#pragma once

#include "core/rules.h"

#include <vector>

namespace ombre::ai {

// What one simulated deal was worth, and its weight (0: not solved).
struct DealValue {
    double value = 0;
    double weight = 0;
};

// Whether `a` beats `b`, deal by deal over the same deals, by more than `z` standard errors
// of the (weighted) mean difference; any mean gain does with z = 0.
bool clearlyBetter(const std::vector<DealValue>& a, const std::vector<DealValue>& b, double z);

// What taking in `cards` costs a player under the payments of 1665, a little mark each into
// the pool (of which his share comes back); nothing under Gibbs's.
double takingInCost(const Rules& rules, int cards, int players);

} // namespace ombre::ai
