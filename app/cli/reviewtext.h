// The review's reasons in English for ombre-cli (the table puts them in the player's language
// itself, as the hint does: core keeps no sentences).
#pragma once

#include "ombre/review.h"

#include <optional>
#include <string>

namespace cli {

// A card as the book names it once trumps are known: Spadille, Manille, Basto, Punto, else
// "King of Spades".
std::string cardTitle(ombre::Card card, std::optional<ombre::Suit> trump);

// Why the decision cost what it did: the fault found, else the expert's reason for his choice.
std::string reviewSentence(const ombre::ReviewedDecision& d, std::optional<ombre::Suit> trump);

} // namespace cli
