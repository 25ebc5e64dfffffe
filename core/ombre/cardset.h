// A set of cards as a 40-bit mask: hands, tricks and the stock on the hot path.
#pragma once

#include "common/cardset.h"
#include "ombre/card.h"

namespace ombre {

using CardSet = PackCardSet<Card>;

constexpr CardSet suitCards(Suit s) {
    return CardSet::ofSuit(s);
}

} // namespace ombre
