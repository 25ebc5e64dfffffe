// A set of Piquet cards as a 36-bit mask: hands, discards, tricks won.
#pragma once

#include "common/cardset.h"
#include "piquet/card.h"

namespace ombre::piquet {

using CardSet = PackCardSet<Card>;

constexpr CardSet suitCards(Suit s) {
    return CardSet::ofSuit(s);
}

constexpr CardSet rankCards(Rank r) {
    CardSet out;
    for (int s = 0; s < kSuits; ++s)
        out.add(Card(r, Suit(s)));
    return out;
}

} // namespace ombre::piquet
