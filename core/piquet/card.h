// The thirty-six cards of the Piquet pack (Cotgrave 1662, his first paragraph, "You that
// intend"): the English pack without the Deuces, Treys, Fours and Fives. Ombre's Card
// (core/ombre/card.h) has no 8, 9 or 10, so Piquet has its own card type; the suits are Ombre's
// (S C H D).
//
// Places in the text are Cotgrave's paragraphs, named by their first words (the paragraph
// "After the discarding" is the one on the Ruff); docs/piquet.md lists them in order.
#pragma once

#include "common/suit.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace ombre::piquet {

using ombre::kSuits;
using ombre::Suit;

// Ranks in order, lowest first: the Ace "wins all other Cards" (the paragraph "The Cards are
// all valued").
enum class Rank : std::uint8_t { Six, Seven, Eight, Nine, Ten, Knave, Queen, King, Ace };
inline constexpr int kRanks = 9;
inline constexpr int kPackSize = 36;

// "valued according to the number of the spots they bear, the Ace only excepted, which goes
// for eleven" (the paragraph "The Cards are all valued"). The court cards bear no spots: they go
// for ten (our reading, docs/piquet.md).
constexpr int pips(Rank r) {
    return r == Rank::Ace ? 11 : r >= Rank::Ten ? 10 : int(r) + 6;
}
// A Blank is a hand "with never a Court Card" (the paragraph "He that is the elder"): King,
// Queen, Knave.
constexpr bool isCourt(Rank r) {
    return r == Rank::Knave || r == Rank::Queen || r == Rank::King;
}

// A card is its index 0..35: suit * 9 + rank.
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

    // "AS", "TH", "6D": rank (6 7 8 9 T J Q K A) then suit letter (S C H D), upper case.
    std::string code() const;
    static std::optional<Card> fromCode(std::string_view code);

private:
    std::uint8_t index_ = 0;
};

char rankLetter(Rank r);
std::string_view rankName(Rank r); // "Knave"
std::string cardName(Card c);      // "Knave of Hearts"

} // namespace ombre::piquet
