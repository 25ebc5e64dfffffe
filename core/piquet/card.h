// The thirty-six cards of the Piquet pack (Cotgrave 1662, his first paragraph, "You that
// intend"): the English pack without the Deuces, Treys, Fours and Fives. Ombre's Card
// (core/ombre/card.h) has no 8, 9 or 10, so Piquet has its own card type; the suits are Ombre's
// (S C H D).
//
// Places in the text are Cotgrave's paragraphs, named by their first words (the paragraph
// "After the discarding" is the one on the Ruff); docs/piquet.md lists them in order.
#pragma once

#include "common/card.h"

#include <cstdint>
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

// The pack for PackCard (core/common/card.h): a card is its index 0..35, suit * 9 + rank, and
// its code the rank (6 7 8 9 T J Q K A) then the suit letter (S C H D): "AS", "TH", "6D".
struct PiquetPack {
    using Rank = piquet::Rank;
    static constexpr int kRanks = piquet::kRanks;
    static constexpr int kPackSize = piquet::kPackSize;
    static constexpr std::string_view kRankLetters = "6789TJQKA";
};
using Card = PackCard<PiquetPack>;

std::string_view rankName(Rank r); // "Knave"
std::string cardName(Card c);      // "Knave of Hearts"

} // namespace ombre::piquet
