// How a level's belief sees each hidden hand against the truth (ombre-lab belief --level L): a
// few features of the hand as it was at the first lead, the true value less the mean over the
// deals the level would draw. A gap that stays on one side over many positions is a bias of
// the sampling (docs/ai.md, "What the samples read").
#pragma once

#include "ombre/ai/search.h"
#include "ombre/deal.h"

#include <array>
#include <vector>

namespace cli {

// Trumps, Matadors, Kings and the rule of thumb's trick estimate (baseline.h).
constexpr int kHandFeatures = 4;
constexpr const char* kHandFeatureNames[kHandFeatures] = {"trumps", "matadors", "kings", "tricks"};

// Whose hidden hand, seen by whom.
enum class HiddenHand { Ombre, Partner, Adversary }; // the first two seen by an adversary
constexpr int kHiddenHands = 3;
constexpr const char* kHiddenHandNames[kHiddenHands] = {"ombre", "partner", "adversary"};

struct HandGap {
    HiddenHand hand;
    std::array<double, kHandFeatures> gap{}; // true less believed
};

// The gaps of the two hidden hands at the three-hand card decision where `deal` stops, seen
// through `deals` (drawn by the level, ombre::ai::drawDeals); none if none was drawn.
std::vector<HandGap> handGaps(const ombre::Deal& deal, const std::vector<ombre::ai::Sample>& deals);

} // namespace cli
