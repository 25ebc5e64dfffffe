// The order in which a hand is held at the table.
#pragma once

#include "ombre/card.h"
#include "ombre/cardset.h"

#include <optional>
#include <vector>

namespace ombre::ui {

// The hand sorted as it is held: trumps first, highest down, then the plain suits alternating
// in colour, each from its highest card (the natural order before trumps are named).
std::vector<Card> sortedHand(CardSet hand, std::optional<Suit> trump);

} // namespace ombre::ui
