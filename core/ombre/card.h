// The forty cards of the Ombre pack (Gibbs, pp. 7-16): no eights, nines or tens.
#pragma once

#include "common/card.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace ombre {

// Ranks in code order: A 2 3 4 5 6 7 J Q K (J = Knave/Sota, Q = Queen/Caballo, K = King/Rey).
enum class Rank : std::uint8_t { Ace, Two, Three, Four, Five, Six, Seven, Knave, Queen, King };
inline constexpr int kRanks = 10;
inline constexpr int kPackSize = 40;

// The pack for PackCard (core/common/card.h): a card is its index 0..39, suit * 10 + rank, and
// its code the rank then the suit letter: "AS", "7H", "KD".
struct OmbrePack {
    using Rank = ombre::Rank;
    static constexpr int kRanks = ombre::kRanks;
    static constexpr int kPackSize = ombre::kPackSize;
    static constexpr std::string_view kRankLetters = "A234567JQK";
};
using Card = PackCard<OmbrePack>;

inline constexpr Card kSpadille{Rank::Ace, Suit::Spades};
inline constexpr Card kBasto{Rank::Ace, Suit::Clubs};

std::string_view rankName(Rank r); // "King"
std::string cardName(Card c);      // "King of Spades"

} // namespace ombre
