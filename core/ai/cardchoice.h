// The search levels' choice of a card from the mean value of each, and how they say why: the
// same at two and three hands.
#pragma once

#include "core/action.h"
#include "core/why.h"

#include <string>

namespace ombre::ai {

// The legal card of the highest value (`value` by card index); ties to the rule of thumb's
// card, then to the lower card.
Card bestCard(CardSet legal, const double* value, Card ruleCard, Suit trump);

// The reason of a searched card: the rule of thumb's, when the search agrees with it (it says
// it best), else the search's figure over `deals`.
void explainSearched(Card best, double value, int deals, Card ruleCard, const std::string& ruleWhy,
                     const Why& ruleReason, std::string& why, Why& reason);

} // namespace ombre::ai
