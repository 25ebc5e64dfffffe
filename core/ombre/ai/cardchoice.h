// The search levels' choice of a card from the mean value of each, and how they say why: the
// same at two and three hands.
#pragma once

#include "ombre/action.h"
#include "ombre/why.h"

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

// The reason of a searched card: the rule of thumb's, when the search agrees with it (it says
// it best), else the search's figure over `deals`.
void explainSearched(Card best, double value, int deals, Card ruleCard, const std::string& ruleWhy,
                     const Why& ruleReason, std::string& why, Why& reason);

} // namespace ombre::ai
