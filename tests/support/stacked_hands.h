// Hands stacked for the tests that need a certain winner.
#pragma once

#include "ombre/cardset.h"

namespace ombre::test {

// The nine best Spades with Spades trumps: whoever holds them wins every trick, and may bid
// and win five straight and be asked about the Vole (p. 39).
inline CardSet nineBestSpades() {
    return CardSet{kSpadille,
                   Card(Rank::Two, Suit::Spades),
                   kBasto,
                   Card(Rank::King, Suit::Spades),
                   Card(Rank::Queen, Suit::Spades),
                   Card(Rank::Knave, Suit::Spades),
                   Card(Rank::Seven, Suit::Spades),
                   Card(Rank::Six, Suit::Spades),
                   Card(Rank::Five, Suit::Spades)};
}

} // namespace ombre::test
