// The forty cards of the Ombre pack (Gibbs, pp. 7-16): no eights, nines or tens.
#pragma once

#include "common/suit.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace ombre {

// Ranks in code order: A 2 3 4 5 6 7 J Q K (J = Knave/Sota, Q = Queen/Caballo, K = King/Rey).
enum class Rank : std::uint8_t { Ace, Two, Three, Four, Five, Six, Seven, Knave, Queen, King };
inline constexpr int kRanks = 10;
inline constexpr int kPackSize = 40;

// A card is its index 0..39: suit * 10 + rank.
class Card {
public:
    constexpr Card() = default;
    constexpr Card(Rank r, Suit s) : index_(std::uint8_t(int(s) * kRanks + int(r))) {}
    static constexpr Card fromIndex(int i) {
        Card c;
        c.index_ = std::uint8_t(i);
        return c;
    }
    constexpr int index() const { return index_; }
    constexpr Suit suit() const { return Suit(index_ / kRanks); }
    constexpr Rank rank() const { return Rank(index_ % kRanks); }
    constexpr bool operator==(const Card&) const = default;

    // "AS", "7H", "KD": rank then suit letter.
    std::string code() const;
    static std::optional<Card> fromCode(std::string_view code);

private:
    std::uint8_t index_ = 0;
};

inline constexpr Card kSpadille{Rank::Ace, Suit::Spades};
inline constexpr Card kBasto{Rank::Ace, Suit::Clubs};

std::string_view rankName(Rank r); // "King"
std::string cardName(Card c);      // "King of Spades"

} // namespace ombre
